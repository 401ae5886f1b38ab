import SwiftUI

struct Row: Identifiable {
    let id = UUID()
    var title: String
}

struct Named: Identifiable {
    var name: String
    var id: String { name }
}

enum Speed: String, CaseIterable { case slow, fast }

struct Rows: View {
    @State private var rows: [Row] = []
    let titles: [String]

    var body: some View {
        List {
            ForEach(rows) { Text($0.title) }
            ForEach(titles.map { Named(name: $0) }) { Text($0.name) }
            ForEach(titles, id: \.self) { Text($0) }
            // Integers: the hash is the index's own for the launch.
            ForEach(titles.indices, id: \.hashValue) { Text(titles[$0]) }
            ForEach(0..<3, id: \.hashValue) { Text("\($0)") }
            // A collection that never changes: the same ids on every evaluation.
            ForEach(Speed.allCases, id: \.hashValue) { Text($0.rawValue) }
            ForEach(["a", "b"], id: \.hashValue) { Text($0) }
            // Static members whose body is such a collection, or one filtered by its elements.
            ForEach(Speed.listed(), id: \.hashValue) { Text($0.rawValue) }
            ForEach(Speed.quick, id: \.hashValue) { Text($0.rawValue) }
            ForEach(Speed.groups, id: \.hashValue) { Text("\($0.count)") }
        }
        Button("Add") { rows.append(Row(title: "new")) }
    }
}

extension Speed {
    static func listed() -> [Speed] { allCases }
    static var quick: [Speed] { allCases.filter { $0 != .slow } }
    static var groups: [[Speed]] { [[.slow], allCases] }
}

// Such a collection converted by a project helper, chosen by a ternary, or kept in a stored
// `let` of the view with its initial value.
extension Collection {
    var asArray: [Element] { Array(self) }
}

struct SpeedPicker: View {
    var onlyQuick: Bool
    private let speeds = Speed.allCases

    var body: some View {
        let shown = onlyQuick ? Speed.quick.asArray : Speed.allCases.asArray
        VStack {
            ForEach(Speed.allCases.asArray, id: \.hashValue) { Text($0.rawValue) }
            ForEach(Array(Speed.allCases), id: \.hashValue) { Text($0.rawValue) }
            ForEach(shown, id: \.hashValue) { Text($0.rawValue) }
            ForEach(speeds, id: \.hashValue) { Text($0.rawValue) }
        }
    }
}
