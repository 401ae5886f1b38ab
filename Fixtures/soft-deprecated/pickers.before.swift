import SwiftUI

// Picker(selection:label:content:) and GroupBox(label:content:) → the label follows the
// content as a closure.
struct Options: View {
    @State private var flavour = 0

    var body: some View {
        Form {
            Picker(selection: $flavour, label: Text("Flavour")) {
                Text("Vanilla").tag(0)
                Text("Chocolate").tag(1)
            }
            .pickerStyle(.menu)
            Picker(selection: $flavour, label: Label("Flavour", systemImage: "cup.and.saucer")) { Text("Vanilla").tag(0) }
            Picker(selection: $flavour, label: Text("Argument"), content: {
                Text("Vanilla").tag(0)
            })
            GroupBox(label: Label("Agreement", systemImage: "building.columns")) {
                Text("Terms")
            }
        }
    }
}
