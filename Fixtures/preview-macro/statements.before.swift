import SwiftUI

struct Card: View {
    let title: String
    var body: some View { Text(title) }
}

// Values declared before the one view stay with it.
struct Card_Previews: PreviewProvider {
    static var previews: some View {
        let title = "Hello"
        // The card, with its sample title.
        Card(title: title)
            .previewDisplayName("Sample")
    }
}

struct CardReturn_Previews: PreviewProvider {
    static var previews: some View {
        let title = "Hello"
        return Card(title: title)
    }
}

// A value set up before a `return` (which keeps the body out of the view builder).
final class CardModel {
    var title = ""
}

struct CardModel_Previews: PreviewProvider {
    static var previews: some View {
        let model = CardModel()
        model.title = "Set up"
        return Card(title: model.title)
    }
}

// Cases by platform: one #Preview each, by hand.
struct CardPlatform_Previews: PreviewProvider {
    static var previews: some View {
#if os(macOS)
        Card(title: "Mac")
#else
        Card(title: "Phone")
#endif
    }
}

// @ViewBuilder, as PreviewProvider declares it: each view is a preview.
struct CardPair_Previews: PreviewProvider {
    @ViewBuilder static var previews: some View {
        Card(title: "a")
        Card(title: "b")
    }
}

// Values shared by a Group of previews: separate #Previews cannot share them.
struct CardGroup_Previews: PreviewProvider {
    static var previews: some View {
        let title = "Hello"
        Group {
            Card(title: title)
            Card(title: title + "!")
        }
    }
}
