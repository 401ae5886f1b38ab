import SwiftUI

struct EditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: save)
                }
            }
    }
}

extension EditorSheet {
    private func save() {
        print(text)
        dismiss()
    }
}
