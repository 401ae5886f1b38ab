import SwiftUI

// Target Phone: iPhone and macOS (its xcconfig adds iOS to the shared macOS platforms).
struct PhoneRoot: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Inbox")
            }
        }
    }
}
