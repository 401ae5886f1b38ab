// fixture: --min-ios 15 --min-macos 12
import SwiftUI

// Below iOS 16 neither toolbar(_:for:) nor toolbarVisibility(_:for:) exists.
struct Inbox: View {
    var body: some View {
        List { Text("a") }
            .navigationBarHidden(true)
    }
}
