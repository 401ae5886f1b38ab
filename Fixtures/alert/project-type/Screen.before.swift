import SwiftUI

struct Screen: View {
    @State private var isPresented = false

    var body: some View {
        Text("Screen")
            .alert(isPresented: $isPresented) {
                Alert(title: Text("Hello"))
            }
    }
}
