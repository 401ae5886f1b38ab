import SwiftUI

extension View {
    /// The project's own helper with the modifier's name: calls may resolve to it.
    func foregroundColor(_ color: Color, when condition: Bool = true) -> some View {
        modifier(ConditionalTint(color: condition ? color : nil))
    }
}

struct Uses: View {
    var body: some View {
        Text("a").foregroundColor(.red)
    }
}
