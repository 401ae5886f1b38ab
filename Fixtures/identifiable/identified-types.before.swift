import SwiftUI

struct Note: Hashable {
    let id: UUID
    var title: String
}

struct Tag {
    var id: String
    var label: String
}

final class Folder: ObservableObject {
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
            ForEach(notes, id: \.id) { note in
                Text(note.title)
            }
            ForEach(notes.filter { !$0.title.isEmpty }, id: \.id) { note in
                Text(note.title)
            }
            ForEach(tags, id: \.id) { Text($0.label) }
            ForEach(folders, id: \.id) { folder in Text("\(folder.id)") }
            ForEach(done, id: \.id) { _ in EmptyView() }
        }
        List(notes.sorted { $0.title < $1.title }, id: \.id) { note in
            Text(note.title)
        }
    }
}

struct Editor: View {
    @Binding var notes: [Note]

    var body: some View {
        ForEach($notes, id: \.id) { $note in
            TextField("Title", text: $note.title)
        }
    }
}
