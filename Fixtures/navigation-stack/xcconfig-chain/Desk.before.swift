import SwiftUI

// Target Desk: macOS only.
struct DeskRoot: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
            }
        }
    }
}
