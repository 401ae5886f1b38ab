import SwiftUI

struct Screen: View {
    var body: some View {
        List {}
            .navigationBarItems(trailing: EditButton())
        List {}
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
            }
    }
}
