import SwiftUI

// The argument's static type picks the overload: a generic parameter constrained to View
// and an opaque `some View` (a view modifier on a Color) are views, and so is an optional
// view built by `map` on a parenthesised value. A Color, with or without opacity, stays a
// style, and a style without `alignment:` needs no change. A member of a value that is no
// view (`Palette().accent`, a Color) is a style, not a view.
struct Palette {
    var accent: Color { .red }
}

extension View {
    func badge<V: View>(_ view: V) -> some View {
        self.overlay(view)
    }

    func corner<V: View>(_ view: V) -> some View {
        overlay(view, alignment: .topTrailing)
    }
}

struct Card: View {
    let icon: String?
    let fallback: String?

    var body: some View {
        Text("Card")
            .background(Color.black.ignoresSafeArea())
            .background(Color.gray.ignoresSafeArea(), alignment: .top)
            .overlay((icon ?? fallback).map { Image(systemName: $0) })
            .background(Color.red.opacity(0.5))
            .background(Color.blue)
            .background(Palette().accent)
            .overlay(Palette().accent, alignment: .top)
    }
}
