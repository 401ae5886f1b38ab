import Models
import SwiftUI

struct CartRoot: View {
    @State private var cart = Cart()
    var body: some View { CartList().environment(cart) }
}

struct CartList: View {
    @Environment(Cart.self) var cart
    var body: some View { Text("\(cart.items.count)") }
}
