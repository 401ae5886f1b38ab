import SwiftUI

// A file with CRLF line ends keeps them.
struct Lines: View {
    var body: some View {
        List {
            Section(header: Text("CRLF")) {
                Text("a")
            }
        }
    }
}
