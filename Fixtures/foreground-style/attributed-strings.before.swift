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
