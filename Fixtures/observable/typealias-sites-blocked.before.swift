import SwiftUI

final class CartModel: ObservableObject {
    @Published var items: [String] = []
}

typealias Basket = CartModel

struct CheckoutView: View {
    @StateObject private var cart = CartModel()
    var body: some View { BasketView(basket: cart) }
}

struct BasketView: View {
    @ObservedObject var basket: Basket
    var body: some View { Text("\(basket.items.count)") }
}

struct BasketBadge: View {
    @EnvironmentObject var basket: Basket
    var body: some View { Text("\(basket.items.count)") }
}

func observe(_ basket: Basket) {
    _ = basket.objectWillChange.sink { _ in }
}
