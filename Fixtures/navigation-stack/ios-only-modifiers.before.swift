// fixture: --min-ios 16 --min-macos 13
import SwiftUI

/// navigationBarTitle(_:displayMode:) does not exist on macOS: the file is iOS-only.
struct Inbox: View {
    var body: some View {
        NavigationView {
            List {}
                .navigationBarTitle("Inbox", displayMode: .inline)
        }
    }
}
