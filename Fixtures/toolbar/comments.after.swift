import SwiftUI

struct Annotated: View {
    var body: some View {
        List {}
            .navigationBarItems(
                // Leading is reserved for the account menu.
                trailing: EditButton()
            )
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Close") {
                        close() // also clears the draft
                    }
                }
            }
    }

    func close() {}
}
