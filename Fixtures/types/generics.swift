import SwiftUI

// Generics and the standard library: collection element and value types, first/last,
// subscripts, Binding and `$x` projections of @State/@Binding/@Published, wrapped values,
// literals and their default types, tuples, `Self`, a member's type substituted by the
// base's generic arguments.

struct Item<ID: Hashable>: Identifiable {
    let id: ID
    var name: String
}

struct Box<Value> {
    var value: Value
    func map<T>(_ transform: (Value) -> T) -> Box<T> { Box<T>(value: transform(value)) }
    func copy() -> Self { self }
}

final class Store: ObservableObject {
    @Published var items: [Item<Int>] = []
    @Published var scores: [String: Double] = [:]
    @Published var tags: Set<String> = []
}

struct ItemEditor: View {
    @ObservedObject var store: Store
    @State private var draft = "draft"
    @State private var count = 0
    @Binding var selection: Int?

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Stepper("Count", value: $count)
            Text(store.items.first?.name ?? "none")
        }
    }

    func values() {
        let firstItem = store.items.first
        let lastName = store.items.last?.name
        let second = store.items[1]
        let score = store.scores["a"]
        let scoreOrZero = store.scores["a", default: 0]
        let keys = store.scores.keys.sorted()
        let hasTag = store.tags.contains("new")
        let binding = $store.items
        let text = $draft.wrappedValue
        let selected = $selection
        let publisher = store.$items
        let box = Box(value: 3)
        let mapped = box.map { "\($0)" }
        let copied = box.copy()
        let numbers = [1, 2, 3]
        let mixed = [1.5, 2]
        let table = ["a": 1, "b": 2]
        let pair = (count: 1, label: "one")
        let sum = numbers.reduce(0, +)
        let flag = true
        let words = "a b".split(separator: " ")
        let prefix = numbers.prefix(2)
        let range = 0..<count
        _ = (firstItem, lastName, second.id, score, scoreOrZero, keys, hasTag, binding, text, selected, publisher)
        _ = (mapped.value, copied.value, numbers.count, mixed, table.values.count, pair.label, sum, flag, words, prefix, range)
    }
}
