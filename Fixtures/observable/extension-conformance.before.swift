import SwiftUI

final class Cart {
    @Published var items: [String] = []
}

extension Cart: ObservableObject {}

final class Wishlist {
    @Published var items: [String] = []
}

extension Wishlist: ObservableObject {
    var isEmpty: Bool { items.isEmpty }
}

extension UserDefaults: ObservableObject {}

struct CartView: View {
    @ObservedObject var cart: Cart
    var body: some View { Text("\(cart.items.count)") }
}
