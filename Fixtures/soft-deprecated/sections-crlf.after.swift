import SwiftUI

// A file with CRLF line ends keeps them.
struct Lines: View {
    var body: some View {
        List {
            Section {
                Text("a")
            } header: {
                Text("CRLF")
            }
        }
    }
}
