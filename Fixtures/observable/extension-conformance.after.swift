import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
}

final class Wishlist {
    @Published var items: [String] = []
}

extension Wishlist: ObservableObject {
    var isEmpty: Bool { items.isEmpty }
}

extension UserDefaults: ObservableObject {}

struct CartView: View {
    var cart: Cart
    var body: some View { Text("\(cart.items.count)") }
}
