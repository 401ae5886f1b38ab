import SwiftUI

// background(X) with a shape style is the current ShapeStyle overload, and a value read
// from a type built in place (`Theme().background`) may well be a Color: not reported.
struct Card: View {
    var body: some View {
        VStack {
            Text("a").background(Color.red)
            Text("b").background(Color.red.opacity(0.5))
            Text("c").background(.ultraThinMaterial)
            Text("d").background(Theme().background)
            Text("e").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
    }
}

struct Theme {
    var background: Color { .gray }
}
