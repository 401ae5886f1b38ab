// fixture: --min-ios 26
// typecheck: skip — what is tested is the advice per deployment target, not the stub's availability
import SwiftUI

// At iOS 26 both replacements exist: the advice is given.
struct Composer: View {
    @State private var text = ""
    let tint = Color.red.cgColor

    var body: some View {
        TextField("Message", text: $text, onCommit: {})
            .dropDestination(for: String.self, action: { items, location in true }, isTargeted: { _ in })
            .navigationViewStyle(.stack)
    }
}
