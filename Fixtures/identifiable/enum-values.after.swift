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
