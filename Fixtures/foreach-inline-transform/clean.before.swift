import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

enum Filter: CaseIterable {
    case all, open, done
    var title: String { "\(self)" }
}

enum Family: CaseIterable {
    case small, large
    var members: [Int] { self == .small ? [1, 2] : [3, 4] }
}

/// A project type with its own `filter(_:)`: its cost is the project's to know.
struct Catalog: RandomAccessCollection {
    var items: [Item]
    var startIndex: Int { items.startIndex }
    var endIndex: Int { items.endIndex }
    subscript(position: Int) -> Item { items[position] }
    func filter(_ isIncluded: (Item) -> Bool) -> Catalog { Catalog(items: items.filter(isIncluded)) }
}

struct Items: View {
    let items: [Item]
    let sortedItems: [Item]
    let scores: [String: Int]
    let tags: Set<String>
    let catalog: Catalog

    var body: some View {
        List {
            ForEach(sortedItems) { Text($0.title) }
            ForEach(items.reversed()) { Text($0.title) }
            ForEach(Filter.allCases.filter { $0 != .all }, id: \.self) { Text($0.title) }
            ForEach([3, 1, 2].sorted(), id: \.self) { Text("\($0)") }
            ForEach(Family.allCases, id: \.self) { family in
                ForEach(family.members.sorted(), id: \.self) { Text("\($0)") }
            }
            ForEach(items.prefix(3)) { Text($0.title) }
            // A Set, a dictionary's keys or values: sorting is how the order is made stable.
            ForEach(tags.sorted(), id: \.self) { Text($0) }
            ForEach(Array(scores.keys).sorted(), id: \.self) { Text($0) }
            ForEach(scores.keys.sorted(), id: \.self) { Text($0) }
            ForEach(scores.values.sorted().reversed(), id: \.self) { Text("\($0)") }
            ForEach(scores.sorted { $0.key < $1.key }, id: \.key) { Text($0.key) }
            ForEach(catalog.filter { $0.id > 0 }) { Text($0.title) }
        }
    }
}

// A row view's element (a value passed in, as a ForEach closure's parameter would be): its
// own collection is small, and not the list's data.
struct Shelf: Identifiable {
    let id: Int
    let items: [Item]
}

struct ShelfRow: View {
    let shelf: Shelf

    var body: some View {
        ForEach(shelf.items.filter { $0.id > 0 }) { Text($0.title) }
    }
}

// A static list of an enum's own cases is as small as allCases; a value the type layer
// cannot type (a key-path property wrapper's Set) sorted by < or > is how it gets an order.
enum Sort: Hashable {
    case new, old, top(Int)
    static let legacyCases: [Self] = [.new, .old, .top(1)]
}

@propertyWrapper struct Setting<V> {
    let keyPath: KeyPath<SettingValues, V>
    init(_ keyPath: KeyPath<SettingValues, V>) { self.keyPath = keyPath }
    var wrappedValue: V { SettingValues()[keyPath: keyPath] }
}

struct SettingValues { var tags: Set<String> = [] }

struct Filters: View {
    @Setting(\.tags) var keywords

    var body: some View {
        List {
            ForEach(Sort.legacyCases.filter { $0 != .old }, id: \.self) { Text("\($0)") }
            ForEach(keywords.sorted(by: <), id: \.self) { Text($0) }
        }
    }
}
