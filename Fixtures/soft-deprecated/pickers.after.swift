import SwiftUI

// Picker(selection:label:content:) and GroupBox(label:content:) → the label follows the
// content as a closure.
struct Options: View {
    @State private var flavour = 0

    var body: some View {
        Form {
            Picker(selection: $flavour) {
                Text("Vanilla").tag(0)
                Text("Chocolate").tag(1)
            } label: {
                Text("Flavour")
            }
            .pickerStyle(.menu)
            Picker(selection: $flavour) { Text("Vanilla").tag(0) } label: { Label("Flavour", systemImage: "cup.and.saucer") }
            Picker(selection: $flavour) {
                Text("Vanilla").tag(0)
            } label: {
                Text("Argument")
            }
            GroupBox {
                Text("Terms")
            } label: {
                Label("Agreement", systemImage: "building.columns")
            }
        }
    }
}
