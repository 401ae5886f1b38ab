import SwiftUI

// Where the value is used as a ContentSizeCategory, the site is reported.
struct Editor: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        Representable(sizeCategory: sizeCategory)
    }
}

struct Representable: View {
    let sizeCategory: ContentSizeCategory
    var body: some View { Text("e") }
}

struct Scaled: View {
    @Environment(\.sizeCategory) var sizeCategory

    var body: some View {
        Text("f").padding(sizeCategory.points)
    }
}

extension ContentSizeCategory {
    var points: CGFloat { self > .large ? 20 : 17 }
}

struct Preview: View {
    let category: ContentSizeCategory
    var body: some View {
        Text("g").environment(\.sizeCategory, category)
    }
}
