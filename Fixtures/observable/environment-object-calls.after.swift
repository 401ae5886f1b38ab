import SwiftUI

@Observable
final class Cart {
    var items: [String] = []
    static let shared = Cart()
}

@Observable
final class Provider {
    var name = ""
}

extension View {
    func withCart(_ cart: Cart) -> some View {
        environment(cart)
    }
}

struct Host: View {
    let provider: Provider
    let cart: Cart?

    var body: some View {
        let hosted = environment(provider)
        return hosted
    }

    func shop() -> some View {
        environment(Cart.shared)
    }

    @ViewBuilder
    func optionalCart() -> some View {
        if let cart {
            Text("cart").environment(cart)
        }
    }

    @ViewBuilder
    func keyed(_ carts: [String: Cart], _ key: String) -> some View {
        if let cart = carts[key] {
            Text("cart").environment(cart)
        }
    }

    func guarded() -> some View {
        guard let cart else { return AnyView(Text("none")) }
        return AnyView(Text("cart").environment(cart))
    }
}

struct Reader: View {
    @Environment(Cart.self) var cart
    @Environment(Provider.self) var provider
    var body: some View { Text(provider.name + "\(cart.items.count)") }
}
