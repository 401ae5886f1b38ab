import SwiftUI
import Combine

struct Item: Identifiable {
    let id: Int
    var title: String
}

final class Inbox: ObservableObject {
    @Published var messages: [String] = []
    func receive(_ text: String) { messages.insert(text, at: 0) }
}

@Observable final class Playlist {
    var songs: [String] = []
    func add(_ song: String) { songs.append(song) }
    func sortByTitle() { songs.sort() }
}

struct Lists: View {
    @State private var items: [Item] = []
    @Binding var names: [String]
    @StateObject private var inbox = Inbox()
    let playlist: Playlist

    var body: some View {
        List {
            ForEach(items.indices, id: \.self) { index in
                Text(items[index].title)
            }
            .onDelete { items.remove(atOffsets: $0) }
            ForEach(0..<names.count, id: \.self) { index in
                TextField("Name", text: $names[index])
            }
            ForEach(Array(inbox.messages.enumerated()), id: \.offset) { _, message in
                Text(message)
            }
            ForEach(playlist.songs.enumerated(), id: \.offset) { offset, song in
                Text("\(offset + 1). \(song)")
            }
            ForEach(self.items.indices, id: \.self) { Text(self.items[$0].title) }
        }
        Button("Add") { items.append(Item(id: items.count, title: "new")) }
    }
}

/// Replaced whole (re-sorted) and the rows use the index only to subscript: flagged.
struct Chapters: View {
    @State private var chapters: [String] = []
    @State private var ascending = true

    var body: some View {
        List {
            ForEach(chapters.indices, id: \.self) { index in
                Text(chapters[index])
            }
        }
        .onChange(of: ascending) { chapters = chapters.sorted().reversed() }
    }
}

/// A binding handed out first, a removal later: the finding names the removal.
struct Tasks: View {
    @State private var tasks: [Item] = []

    var body: some View {
        List {
            ForEach(tasks.indices, id: \.self) { index in
                TextField("Title", text: $tasks[index].title)
            }
        }
        Button("Prune") { tasks.removeAll { $0.title.isEmpty } }
        Button("Drop first") { tasks.remove(at: 0) }
    }
}

/// Filled from `[]` by one load, then re-filled on refresh: two fills can reorder.
struct Reloaded: View {
    @State private var results: [Item] = []

    var body: some View {
        List {
            ForEach(results.indices, id: \.self) { Text(results[$0].title) }
        }
        .task { results = await Self.load() }
        .refreshable { results = await Self.load() }
    }

    static func load() async -> [Item] { [] }
}
