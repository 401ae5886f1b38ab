import SwiftUI

@Observable
final class CartModel {
    var items: [String] = []
}

typealias Basket = CartModel

@Observable
final class Store<Item> {
    var items: [Item] = []
}

typealias Shelf<Item> = Store<Item>

struct CheckoutView: View {
    var basket: Basket
    var shelf: Shelf<Int>
    var body: some View {
        Text("\(basket.items.count)")
            .environment(basket)
            .environment(shelf)
    }
}

struct BasketBadge: View {
    @Environment(Basket.self) var basket
    @Environment(Shelf<Int>.self) var shelf
    var body: some View { Text("\(basket.items.count + shelf.items.count)") }
}
