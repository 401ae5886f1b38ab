import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

/// A project type with its own `filter(_:)`: it does not stand for an array's.
struct Catalog {
    var items: [Item]
    func filter(_ isIncluded: (Item) -> Bool) -> Catalog { Catalog(items: items.filter(isIncluded)) }
}

struct Items: View {
    let items: [Item]
    let tags: Set<String>
    let query: String

    var body: some View {
        List {
            ForEach(items.filter { $0.title.contains(query) }.sorted { $0.title < $1.title }) { item in
                Text(item.title)
            }
            ForEach(items.filter(\.isDone).reversed()) { Text($0.title) }
            // Sorting a Set is how one gets a stable order; the filter before it is work.
            ForEach(tags.filter { $0.hasPrefix(query) }.sorted(), id: \.self) { Text($0) }
            ForEach(items.filter { $0.isDone }) { Text($0.title) }
        }
        List(items.sorted(by: { $0.id < $1.id })) { Text($0.title) }
    }
}

/// A sort moved into a `let` in body is the same work.
struct Visible: View {
    let items: [Item]
    let query: String

    var body: some View {
        let visible = items.filter { $0.title.contains(query) }
        List {
            ForEach(visible) { Text($0.title) }
        }
    }
}

// A class the view holds is a model, not a row's element: its collection is the list's data.
final class Store {
    var items: [Item] = []
}

struct StoreList: View {
    let store: Store

    var body: some View {
        ForEach(store.items.filter { $0.id > 0 }) { Text($0.title) }
    }
}

// A helper building part of body: the finding names it.
struct Sections: View {
    @State private var items: [Item] = []

    var body: some View {
        List { section(for: 0) }
    }

    func section(for minimum: Int) -> some View {
        let rows = items.filter { $0.id > minimum }
        return ForEach(rows) { Text($0.title) }
    }
}
