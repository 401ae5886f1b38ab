// fixture: --min-ios 18 --min-macos 15 --min-tvos 18 --min-watchos 11 --min-visionos 2
import SwiftUI

// The advice leads to the final API for the deployment target.
struct Inbox: View {
    var body: some View {
        List { Text("a") }
            .toolbarVisibility(.hidden, for: .navigationBar)
            .navigationBarItems(trailing: Button("Add") {})
    }
}
