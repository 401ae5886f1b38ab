import SwiftUI

// Tools cannot see Models: this `Cart` is its own class, and what happens here cannot
// reach Models.Cart.
final class Cart: ObservableObject {
    @Published var lines = 0
}

struct DebugPanel: View {
    let make: () -> AnyObject
    var body: some View {
        Text("debug")
            .environmentObject(make() as! Cart)
    }

    func poke(_ value: Any) {
        (value as? Cart)?.objectWillChange.send()
        mystery().objectWillChange.send()
    }
}

struct DebugReader: View {
    @EnvironmentObject var cart: Cart
    var body: some View { Text("\(cart.lines)") }
}
