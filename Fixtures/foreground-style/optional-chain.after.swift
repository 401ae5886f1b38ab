import SwiftUI

/// Through an optional chain the argument is optional (declined, with that reason);
/// through a force unwrap it is a Color.
struct Theme { var color: Color }
final class Store { var theme: Theme? }
struct V: View {
    let store: Store
    let theme: Theme?
    var body: some View {
        Text("a").foregroundColor(theme?.color)
        Text("b").foregroundColor(store.theme?.color)
        Text("c").foregroundStyle(theme!.color)
    }
}
