import SwiftUI

enum Kind: String, CaseIterable {
    case photo, video, audio

    var isVisual: Bool { self != .audio }

    static func visualCases() -> [Kind] { allCases.filter(\.isVisual) }

    static var visual: [Kind] {
        Self.allCases.filter { $0.isVisual }
    }

    static let sortedCases = Kind.allCases.sorted { $0.rawValue < $1.rawValue }
}

struct Item<ID: Hashable> {
    let id: ID
    let title: String
}

struct Screen: View {
    let items: [Item<UUID>]

    var body: some View {
        VStack {
            // A literal array of cases: nothing can insert into it, nothing to report.
            ForEach([ColorScheme.light, .dark], id: \.self) { scheme in Text("\(scheme)") }
            ForEach(Kind.allCases.filter { $0.isVisual }, id: \.self) { kind in Text(kind.rawValue) }
            // Subsets of the cases hold each case once.
            ForEach(Kind.visualCases(), id: \.self) { kind in Text(kind.rawValue) }
            ForEach(Kind.visual, id: \.self) { kind in Text(kind.rawValue) }
            ForEach(Kind.sortedCases, id: \.self) { kind in Text(kind.rawValue) }
            // A generic type whose id is a Hashable parameter can conform.
            ForEach(items, id: \.id) { item in Text(item.title) }
        }
    }
}
