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

struct Items: View {
    let items: [Item]
    let sortedItems: [Item]

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
        }
    }
}
