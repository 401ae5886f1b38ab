import SwiftUI

struct ComposeView: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationBarItems(trailing: Button("Send") { text = "" })
        }
    }
}
