// typecheck: skip — SwiftUI's actionSheet takes SwiftUI's ActionSheet, so this shape does not compile; the pass still must not rewrite it
import SwiftUI

// The closure builds the project's own ActionSheet type, not SwiftUI's.
struct ActionSheet {
    init(title: Text) {}
}

struct Uses: View {
    @State private var asks = false

    var body: some View {
        Text("a")
            .actionSheet(isPresented: $asks) {
                ActionSheet(title: Text("a"))
            }
    }
}
