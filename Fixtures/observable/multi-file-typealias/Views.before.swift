import SwiftUI

extension View {
    func withBasket(_ basket: Basket) -> some View {
        environmentObject(basket)
    }
}

struct BasketScreen: View {
    @StateObject private var basket: Basket

    init() {
        _basket = StateObject(wrappedValue: Basket())
    }

    var body: some View { BasketRows().withBasket(basket) }
}

struct BasketRows: View {
    @EnvironmentObject var basket: Basket
    var body: some View { List(basket.items, id: \.self) { Text($0) } }
}
