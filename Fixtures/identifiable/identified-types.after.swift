import SwiftUI

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
}

struct Tag: Identifiable {
    var id: String
    var label: String
}

final class Folder: ObservableObject, Identifiable {
    let id: Int
    init(id: Int) { self.id = id }
}

struct Already: Identifiable {
    let id: UUID
}

struct NotesView: View {
    @State private var notes: [Note] = []
    let tags = [Tag]()
    var folders: Array<Folder> { [] }
    let done: [Already]

    var body: some View {
        List {
            ForEach(notes) { note in
                Text(note.title)
            }
            ForEach(notes.filter { !$0.title.isEmpty }) { note in
                Text(note.title)
            }
            ForEach(tags) { Text($0.label) }
            ForEach(folders) { folder in Text("\(folder.id)") }
            ForEach(done) { _ in EmptyView() }
        }
        List(notes.sorted { $0.title < $1.title }) { note in
            Text(note.title)
        }
    }
}

struct Editor: View {
    @Binding var notes: [Note]

    var body: some View {
        ForEach($notes) { $note in
            TextField("Title", text: $note.title)
        }
    }
}
