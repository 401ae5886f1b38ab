import SwiftUI

struct Tint: View {
    var tint: Color?
    let fallback: Optional<Color> = nil

    var body: some View {
        VStack {
            Text("nil").foregroundColor(nil)
            Text("none").foregroundColor(.none)
            Text("optional").foregroundColor(tint)
            Text("optional generic").foregroundColor(fallback)
        }
    }
}
