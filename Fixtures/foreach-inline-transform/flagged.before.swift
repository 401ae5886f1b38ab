import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
    var isDone: Bool
}

struct Items: View {
    let items: [Item]
    let scores: [String: Int]
    let query: String

    var body: some View {
        List {
            ForEach(items.filter { $0.title.contains(query) }.sorted { $0.title < $1.title }) { item in
                Text(item.title)
            }
            ForEach(Array(scores.keys.sorted()), id: \.self) { key in
                Text(key)
            }
            ForEach(items.filter(\.isDone).reversed()) { Text($0.title) }
        }
        List(items.sorted(by: { $0.id < $1.id })) { Text($0.title) }
    }
}
