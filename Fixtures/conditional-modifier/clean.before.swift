import SwiftUI

extension View {
    @ViewBuilder
    func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
        if let view = transform(self) {
            view
        } else {
            self
        }
    }

    func highlighted(_ on: Bool) -> some View {
        foregroundStyle(on ? Color.red : Color.primary)
    }
}

struct Rule {
    func `if`(_ condition: Bool, transform: (Rule) -> Rule) -> Rule { condition ? transform(self) : self }
}

struct Greeting: View {
    let isHighlighted: Bool

    var body: some View {
        Text("Hello")
            .highlighted(isHighlighted)
            .foregroundStyle(isHighlighted ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
    }

    var rule: Rule { Rule().if(isHighlighted) { $0 } }
}

extension View {
    /// The condition is the function's own (`#available`), not the caller's: not a
    /// conditional modifier.
    @ViewBuilder
    func scrollLocked() -> some View {
        if #available(iOS 16, *) {
            self.scrollDisabled(true)
        } else {
            self
        }
    }

    /// The same type in both branches.
    @ViewBuilder
    func spaced(_ wide: Bool) -> some View {
        if wide {
            self.padding(8)
        } else {
            self.padding(4)
        }
    }
}

extension View {
    /// Nothing in the project calls it: it swaps no views here.
    @ViewBuilder
    func unless(_ condition: Bool, transform: (Self) -> some View) -> some View {
        if condition {
            self
        } else {
            transform(self)
        }
    }
}
