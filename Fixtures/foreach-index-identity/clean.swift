import SwiftUI

struct Item: Identifiable {
    let id: Int
    var title: String
}

enum Weekday: CaseIterable { case monday, tuesday }

struct Stable: View {
    static let colors = ["red", "green"]
    let items: [Item]
    let letters = ["a", "b", "c"]
    @State private var lines: [String]

    init(text: String, items: [Item]) {
        self.items = items
        _lines = State(initialValue: text.components(separatedBy: "\n"))
    }

    var body: some View {
        VStack {
            ForEach(items, id: \.id) { Text($0.title) }
            ForEach(items.indices, id: \.self) { Text(items[$0].title) }
            ForEach(0..<5, id: \.self) { Text("\($0)") }
            ForEach(letters.indices, id: \.self) { Text(letters[$0]) }
            ForEach(Self.colors.indices, id: \.self) { Text(Self.colors[$0]) }
            ForEach(Array(Weekday.allCases.enumerated()), id: \.offset) { _, day in Text("\(day)") }
            ForEach(lines.indices, id: \.self) { Text(lines[$0]) }
            ForEach(Array(items.enumerated()), id: \.element.id) { offset, item in Text("\(offset) \(item.title)") }
        }
    }
}
