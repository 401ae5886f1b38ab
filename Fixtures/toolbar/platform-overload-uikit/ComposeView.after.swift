import SwiftUI
import UIKit

// Imports UIKit: never built for macOS, so the shim is not what the call means.
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
