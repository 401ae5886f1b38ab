import SwiftUI

struct EditorView: View {
    @ObservedObject var store: NoteStore
    @State private var draft = Note(id: UUID(), title: "", body: "", tags: [], isPinned: false)

    var body: some View {
        VStack {
            TextField("Title", text: $draft.title)
                .autocapitalization(.none)
            TextEditor(text: $draft.body)
            if store.isSaving {
                ProgressView()
                    .foregroundColor(Color.accentColor)
            }
        }
        .onReceive(store.$notes) { notes in
            print(notes.count)
        }
    }
}
