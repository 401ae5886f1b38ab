import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

typealias Basket = CartModel

final class Store<Item>: ObservableObject {
    @Published var items: [Item] = []
}

typealias Shelf<Item> = Store<Item>

struct CheckoutView: View {
    @ObservedObject var basket: Basket
    @ObservedObject var shelf: Shelf<Int>
    var body: some View {
        Text("\(basket.items.count)")
            .environmentObject(basket)
            .environmentObject(shelf)
    }
}

struct BasketBadge: View {
    @EnvironmentObject var basket: Basket
    @EnvironmentObject var shelf: Shelf<Int>
    var body: some View { Text("\(basket.items.count + shelf.items.count)") }
}
