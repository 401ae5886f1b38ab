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

/// `languages` is only ever assigned whole from a Set: its values cannot repeat. `names`
/// also gets an append, which can add a second equal value.
struct LanguageMenu: View {
    @State private var languages: [String] = []
    @State private var names: [String] = []
    let chapters: [String]

    var body: some View {
        List {
            ForEach(languages, id: \.self) { Text($0) }
            ForEach(names, id: \.self) { Text($0) }
        }
        .task { reload() }
        .refreshable { reload() }
        Button("Add") { names.append("New") }
    }

    func reload() {
        var seen: Set<String> = []
        for chapter in chapters { seen.insert(chapter) }
        languages = seen.sorted()
        names = seen.sorted()
    }

    func clear() {
        languages = Array(Set<String>())
        names = Array(Set<String>())
    }
}

/// Backwards positions of a parent's input: constant for the view, nothing to say.
struct Thumbnails: View {
    let images: [String]

    var body: some View {
        HStack {
            ForEach(images.indices.reversed(), id: \.self) { index in
                Text(images[index])
            }
        }
    }
}

/// Numbers, not positions in a collection: each row is its number (a rating's stars, a
/// grid's rows), whatever the bounds become. Not reported.
struct RatingStars: View {
    let maximumRating = 5
    @State private var rows = 3

    var body: some View {
        HStack {
            ForEach(1..<maximumRating + 1, id: \.self) { Image(systemName: "star").tag($0) }
        }
        ForEach(0..<rows, id: \.self) { Text("row \($0)") }
    }
}
