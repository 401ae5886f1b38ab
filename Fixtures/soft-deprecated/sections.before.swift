import SwiftUI

// Section(header:footer:) → the trailing-closure form: the content stays where it is,
// the header and footer follow it as closures, on one line when the section is on one
// line, else each on lines of its own.
struct Settings: View {
    @State private var name = ""

    var body: some View {
        Form {
            Section(header: Text("Account")) {
                TextField("Name", text: $name)
                // The content's comments stay.
                Toggle("Public", isOn: .constant(true))
            }
            Section(header: Text("Header"), footer: Text("Footer")) { Text("a") }
            Section(footer: Text("Shown below the rows.")
                .font(.footnote)) {
                Text("b")
            }
            Section(header: HStack {
                Text("Title")
                Spacer()
            }) {
                Text("c")
            }
            .listRowBackground(Color.clear)
            Section(header: Text("Argument"), content: {
                Text("d")
            })
            Section(
                header: Text("Arguments on lines of their own"),
                content: {
                    Text("e")
                }
            ).listRowBackground(Color.clear)
            Section(header: header) {
                ForEach(rows, id: \.self) { Text($0) }
            }
        }
    }

    var header: some View { Text("Rows") }
    let rows = ["x", "y"]
}
