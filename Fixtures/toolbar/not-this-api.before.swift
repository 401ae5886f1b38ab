import SwiftUI

struct Other: View {
    var body: some View {
        List {}
            .navigationBarItems(center: Logo())
            .navigationBarItems(trailing: EditButton()) {
                Text("extra")
            }
            .toolbar {
                EditButton()
            }
    }
}
