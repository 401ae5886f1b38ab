import Models
import SwiftUI

struct CartRoot: View {
    @StateObject private var cart = Cart()
    var body: some View { CartList().environmentObject(cart) }
}

struct CartList: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("\(cart.items.count)") }
}
