import SwiftUI

enum Filter: CaseIterable {
    case all, unread, flagged
}

extension Filter: Identifiable {
    var id: Self { self }
}

struct FilterBar: View {
    @State private var pinned: [Filter] = [.unread]
    let tags: [String]

    var body: some View {
        ForEach(Filter.allCases) { filter in
            Text("\(filter)")
        }
        ForEach(pinned, id: \.self) { filter in
            Text("\(filter)")
        }
        ForEach(tags, id: \.self) { tag in
            Text(tag)
        }
    }
}

/// A constant list of distinct cases: nothing can repeat, nothing to say.
struct SortBar: View {
    static let shown: [Filter] = [.all, .flagged]

    var body: some View {
        ForEach(Self.shown, id: \.self) { filter in
            Text("\(filter)")
        }
    }
}
