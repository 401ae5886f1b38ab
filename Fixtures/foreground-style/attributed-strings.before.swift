import SwiftUI

struct Styled: View {
    var body: some View {
        Text(message)
            .foregroundColor(.secondary)
    }

    var message: AttributedString {
        var text = AttributedString("Hello")
        text.foregroundColor = .red
        let container = AttributeContainer().foregroundColor(.blue)
        text.mergeAttributes(container)
        return text
    }
}

/// An attribute container written as `.init()`: its type comes from `attributes:`.
struct Caption: View {
    var body: some View {
        Text(AttributedString("Note", attributes: .init().foregroundColor(.secondary)))
    }
}
