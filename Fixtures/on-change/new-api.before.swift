import SwiftUI

struct Modern: View {
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .onChange(of: name) { oldName, newName in
                print(oldName, newName)
            }
            .onChange(of: name) {
                print(name)
            }
            .onChange(of: name, initial: true) {
                print(name)
            }
            .onChange(of: name, initial: true) { old, new in print(old, new) }
            .onChange(of: name) { () in print(name) }
            .onChange(of: name) { print($0, $1) }
            .onChanged(of: name) { value in print(value) }
    }
}
