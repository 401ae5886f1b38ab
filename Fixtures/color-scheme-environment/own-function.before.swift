import SwiftUI

extension View {
    /// Our own: applies the scheme and its matching tint.
    func colorScheme(_ scheme: ColorScheme, tinted: Bool = true) -> some View {
        environment(\.colorScheme, scheme).tint(scheme == .dark ? .white : .black)
    }
}

struct Card: View {
    var body: some View {
        Text("Card").colorScheme(.dark)
    }
}
