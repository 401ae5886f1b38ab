import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            // `{` on the line after `)`: `Section {` on one line.
            Section(
                header: Text("Short")
            )
            {
                Text("B")
            }
            // A footer whose chain is aligned under it, far right: one level below it.
            Section(header: Text("Short"), footer: Text("Foot")
                        .font(.caption)) {
                Text("B")
            }
            Section(header: Text("Other")
                .font(.headline)
            ) {
                Text("C")
            }
            // No space before the brace: one after the name.
            Section(header: Text("Tight")){
                Text("D")
            }
        }
    }
}
