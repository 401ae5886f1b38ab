import SwiftUI

/// A chain longer than any colour expression (64 members and calls) is declined rather than
/// judged link by link; one at the limit is judged as any other.
extension Color {
    var x: Color { self }
}
struct V: View {
    var body: some View {
        Text("a").foregroundColor(.red.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x)
        Text("b").foregroundColor(.red.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x)
    }
}
