// typecheck: skip — imports CardKit, a package the fixture does not have: the decline under test
import SwiftUI
import CardKit

// A chain that starts with a type of a module not read (CardKit's Card, a builder with its
// own cornerRadius(_:) -> Card) is declined; SwiftUI's and the project's views are rewritten.
struct Thumbnail: View {
    var body: some View { Image(systemName: "photo") }
}

struct CardsView: View {
    var body: some View {
        VStack {
            Card(title: "a").cornerRadius(12).shadow(2)
            Thumbnail().clipShape(.rect(cornerRadius: 8))
            Image(systemName: "star").clipShape(.rect(cornerRadius: 4))
        }
    }
}
