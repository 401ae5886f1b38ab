import SwiftUI

struct EditorSheet: View {
    @Environment(\.presentationMode) private var presentationMode
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
    }
}

extension EditorSheet {
    // The extension reads isPresented: no DismissAction stands in for that.
    var isShown: Bool { presentationMode.wrappedValue.isPresented }
}
