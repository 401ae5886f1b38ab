import SwiftUI

struct Row: View {
    let isSelected: Bool
    let isEnabled: Bool

    var body: some View {
        HStack {
            Text("Title")
                .foregroundStyle(isSelected ? Color.accentColor : Color.primary)
            Text("Detail")
                .foregroundStyle(isEnabled ? Color.green : .gray)
            Text("Both")
                .foregroundStyle((isSelected && isEnabled) ? .blue : Color.secondary)
            // A ternary with a nil branch keeps the inherited colour: left alone.
            Text("Inherit")
                .foregroundColor(isSelected ? .white : nil)
        }
    }
}
