import SwiftUI

// Section(header:footer:) → the trailing-closure form: the content stays where it is,
// the header and footer follow it as closures, on one line when the section is on one
// line, else each on lines of its own.
struct Settings: View {
    @State private var name = ""

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                // The content's comments stay.
                Toggle("Public", isOn: .constant(true))
            } header: {
                Text("Account")
            }
            Section { Text("a") } header: { Text("Header") } footer: { Text("Footer") }
            Section {
                Text("b")
            } footer: {
                Text("Shown below the rows.")
                    .font(.footnote)
            }
            Section {
                Text("c")
            } header: {
                HStack {
                    Text("Title")
                    Spacer()
                }
            }
            .listRowBackground(Color.clear)
            Section {
                Text("d")
            } header: {
                Text("Argument")
            }
            Section {
                Text("e")
            } header: {
                Text("Arguments on lines of their own")
            }.listRowBackground(Color.clear)
            Section {
                ForEach(rows, id: \.self) { Text($0) }
            } header: {
                header
            }
        }
    }

    var header: some View { Text("Rows") }
    let rows = ["x", "y"]
}
