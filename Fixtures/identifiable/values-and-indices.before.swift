import SwiftUI

struct GroceryList: View {
    @State private var items: [String] = ["Milk", "Eggs", "Milk"]
    let scores = [3, 1, 3]
    let sizes = ["S", "M", "L"]
    let tags: Set<String>

    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
            ForEach(scores, id: \.self) { Text("\($0)") }
            ForEach(items.indices, id: \.self) { index in Text(items[index]) }
            ForEach(0..<items.count, id: \.self) { index in Text(items[index]) }
            ForEach(Array(items.enumerated()), id: \.offset) { pair in Text(pair.element) }
            ForEach(items.enumerated().map { $0 }, id: \.offset) { pair in Text(pair.element) }
            // Values that cannot repeat, and positions of a constant: nothing to say.
            ForEach(sizes, id: \.self) { Text($0) }
            ForEach(tags.sorted(), id: \.self) { Text($0) }
            ForEach(sizes.indices, id: \.self) { index in Text(sizes[index]) }
        }
        Button("Add") { items.insert("Bread", at: 0) }
    }
}
