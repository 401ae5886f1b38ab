// StateObject(wrappedValue:) becomes State(initialValue:), 6 characters shorter: lines aligned
// with the argument move left with it; a label on its own line keeps its column.
import SwiftUI
@Observable
@MainActor final class M {
    let a: Int; let b: Int
    var x = 0
    init(a: Int, b: Int) { self.a = a; self.b = b }
}
struct V: View {
    @State private var m: M
    init(a: Int, b: Int) {
        self._m = State(initialValue: M(a: a,
                                        b: b))
    }
    var body: some View { Text("\(m.x)") }
}
struct W: View {
    @State private var m: M
    init(a: Int, b: Int) {
        _m = State(
            initialValue: M(a: a,
                            b: b)
        )
    }
    var body: some View { Text("\(m.x)") }
}
