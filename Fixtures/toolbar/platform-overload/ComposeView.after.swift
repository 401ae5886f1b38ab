import SwiftUI

struct ComposeView: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Send") { text = "" }
                    }
                }
        }
    }
}
