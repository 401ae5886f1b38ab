import SwiftUI

final class Cart: ObservableObject {
    @Published var items: [String] = []
    static let shared = Cart()
}

final class Provider: ObservableObject {
    @Published var name = ""
}

extension View {
    func withCart(_ cart: Cart) -> some View {
        environmentObject(cart)
    }
}

struct Host: View {
    let provider: Provider
    let cart: Cart?

    var body: some View {
        let hosted = environmentObject(provider)
        return hosted
    }

    func shop() -> some View {
        environmentObject(Cart.shared)
    }

    @ViewBuilder
    func optionalCart() -> some View {
        if let cart {
            Text("cart").environmentObject(cart)
        }
    }

    @ViewBuilder
    func keyed(_ carts: [String: Cart], _ key: String) -> some View {
        if let cart = carts[key] {
            Text("cart").environmentObject(cart)
        }
    }

    func guarded() -> some View {
        guard let cart else { return AnyView(Text("none")) }
        return AnyView(Text("cart").environmentObject(cart))
    }
}

struct Reader: View {
    @EnvironmentObject var cart: Cart
    @EnvironmentObject var provider: Provider
    var body: some View { Text(provider.name + "\(cart.items.count)") }
}
