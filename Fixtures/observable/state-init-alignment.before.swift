// StateObject(wrappedValue:) becomes State(initialValue:), 6 characters shorter: lines aligned
// with the argument move left with it; a label on its own line keeps its column.
import SwiftUI
@MainActor final class M: ObservableObject {
    let a: Int; let b: Int
    @Published var x = 0
    init(a: Int, b: Int) { self.a = a; self.b = b }
}
struct V: View {
    @StateObject private var m: M
    init(a: Int, b: Int) {
        self._m = StateObject(wrappedValue: M(a: a,
                                              b: b))
    }
    var body: some View { Text("\(m.x)") }
}
struct W: View {
    @StateObject private var m: M
    init(a: Int, b: Int) {
        _m = StateObject(
            wrappedValue: M(a: a,
                            b: b)
        )
    }
    var body: some View { Text("\(m.x)") }
}
