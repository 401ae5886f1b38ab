import SwiftUI

struct GroceryList: View {
    @State private var items: [String] = ["Milk", "Eggs", "Milk"]
    let scores = [3, 1, 3]

    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
            ForEach(scores, id: \.self) { Text("\($0)") }
            ForEach(items.indices, id: \.self) { index in Text(items[index]) }
            ForEach(0..<items.count, id: \.self) { index in Text(items[index]) }
            ForEach(Array(items.enumerated()), id: \.offset) { pair in Text(pair.element) }
            ForEach(items.enumerated().map { $0 }, id: \.offset) { pair in Text(pair.element) }
        }
    }
}
