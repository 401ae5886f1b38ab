import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder
    func applyIfLet<T, Content: View>(_ value: T?, apply: (Self, T) -> Content) -> some View {
        if let value {
            apply(self, value)
        } else {
            self
        }
    }
}

struct Greeting: View {
    let isHighlighted: Bool
    let tint: Color?

    var body: some View {
        Text("Hello")
            .if(isHighlighted) { $0.foregroundStyle(.red) }
            .applyIfLet(tint) { view, tint in view.tint(tint) }
    }
}
