import SwiftUI

// Target Phone: iPhone and macOS (its xcconfig adds iOS to the shared macOS platforms).
struct PhoneRoot: View {
    var body: some View {
        NavigationView {
            List {
                Text("Inbox")
            }
        }
    }
}
