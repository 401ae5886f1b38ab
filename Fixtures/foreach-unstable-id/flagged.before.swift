import SwiftUI

struct Row: Identifiable {
    let id = UUID()
    var title: String
}

struct Tag: Identifiable {
    var id: UUID = .init()
    var name: String
}

struct Pair: Identifiable {
    let id: UUID
    var name: String
}

struct Rows: View {
    let titles: [String]
    let branches: [String]

    var body: some View {
        List {
            ForEach(titles.map { Row(title: $0) }) { row in
                Text(row.title)
            }
            ForEach(branches, id: \.hashValue) { Text($0) }
            ForEach([Tag(name: "a"), Tag(name: "b")]) { Text($0.name) }
            ForEach(titles.map { Pair(id: UUID(), name: $0) }) { Text($0.name) }
        }
        List(titles.map { Row(title: $0) }) { Text($0.title) }
    }
}

// A project helper that converts a collection whose values change.
extension Collection {
    var asArray: [Element] { Array(self) }
}

struct Tags: View {
    @State private var tags: [String] = []

    var body: some View {
        ForEach(tags.asArray, id: \.hashValue) { Text($0) }
    }
}
