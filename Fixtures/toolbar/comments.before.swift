import SwiftUI

struct Annotated: View {
    var body: some View {
        List {}
            .navigationBarItems(
                // Leading is reserved for the account menu.
                trailing: EditButton()
            )
            .navigationBarItems(leading: Button("Close") {
                close() // also clears the draft
            })
    }

    func close() {}
}
