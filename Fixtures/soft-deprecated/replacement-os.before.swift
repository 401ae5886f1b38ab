// fixture: --min-ios 14
// typecheck: skip — what is tested is the advice per deployment target, not the stub's availability
import SwiftUI

// Advice names a replacement only where the deployment target has it: at iOS 14, neither
// onSubmit (iOS 15) nor dropDestination(for:isEnabled:action:) (iOS 26) can be used yet.
struct Composer: View {
    @State private var text = ""
    let tint = Color.red.cgColor

    var body: some View {
        TextField("Message", text: $text, onCommit: {})
            .dropDestination(for: String.self, action: { items, location in true }, isTargeted: { _ in })
            .navigationViewStyle(.stack)
    }
}
