import SwiftUI

struct Settings: View {
    var body: some View {
        Form {
            // `{` on the line after `)`: `Section {` on one line.
            Section {
                Text("B")
            } header: {
                Text("Short")
            }
            // A footer whose chain is aligned under it, far right: one level below it.
            Section {
                Text("B")
            } header: {
                Text("Short")
            } footer: {
                Text("Foot")
                    .font(.caption)
            }
            Section {
                Text("C")
            } header: {
                Text("Other")
                    .font(.headline)
            }
            // No space before the brace: one after the name.
            Section {
                Text("D")
            } header: {
                Text("Tight")
            }
        }
    }
}
