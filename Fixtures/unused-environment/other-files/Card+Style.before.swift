import SwiftUI

extension Card {
    var background: Color { colorScheme == .dark ? .black : .white }
}

struct Deck {
    let cards: [Card]
    var languages: [String] { cards.map { $0.locale.identifier } }
}
