// fixture: --min-ios 15
import SwiftUI

// The elements are Identifiable already: the advice is to drop `id: \.self`, not to add an id.
struct Episode: Identifiable, Hashable {
    let id: Int
    var name: String
}

final class EpisodeList: ObservableObject {
    @Published var episodes: [Episode] = []

    func load(_ new: [Episode]) { episodes = new }
}

struct Episodes: View {
    @StateObject var list = EpisodeList()

    var body: some View {
        List {
            ForEach(list.episodes, id: \.self) { episode in
                Text(episode.name)
            }
        }
    }
}

// An NSObject subclass that does not override isEqual: compares by reference: `\.self` is
// the object's identity (a Core Data object's too), nothing to say. One that does is a value.
class Record: NSObject {}

final class Bookmark: Record, Identifiable {
    var title = ""
    var id: String { title }
}

final class Keyed: NSObject {
    let key: Int
    init(key: Int) { self.key = key }
    override func isEqual(_ object: Any?) -> Bool { (object as? Keyed)?.key == key }
    override var hash: Int { key }
}

struct Shelf: View {
    @State private var bookmarks: [Bookmark] = []
    @State private var keyed: [Keyed] = []

    var body: some View {
        List {
            ForEach(bookmarks, id: \.self) { Text($0.title) }
            ForEach(keyed, id: \.self) { Text("\($0.key)") }
        }
        .onAppear {
            bookmarks.insert(Bookmark(), at: 0)
            keyed.insert(Keyed(key: 1), at: 0)
        }
    }
}

// Both branches of a ternary iterate Identifiable elements: `id: \.id` goes.
struct Toasts: View {
    let newestFirst: Bool
    let episodes: [Episode]

    var body: some View {
        ForEach(newestFirst ? episodes : episodes.reversed()) { episode in
            Text(episode.name)
        }
    }
}
