import SwiftUI

extension View {
    /// Our own overlay that also fades the content in.
    func overlay<V: View>(_ view: V, alignment: Alignment, fades: Bool = true) -> some View {
        ZStack(alignment: alignment) { self; view }
    }
}

struct Banner: View {
    var body: some View {
        Text("Banner").overlay(Text("!"), alignment: .topLeading)
    }
}
