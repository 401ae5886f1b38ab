import SwiftUI

extension View {
    func withBasket(_ basket: Basket) -> some View {
        environment(basket)
    }
}

struct BasketScreen: View {
    @State private var basket: Basket

    init() {
        _basket = State(initialValue: Basket())
    }

    var body: some View { BasketRows().withBasket(basket) }
}

struct BasketRows: View {
    @Environment(Basket.self) var basket
    var body: some View { List(basket.items, id: \.self) { Text($0) } }
}
