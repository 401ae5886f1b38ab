import SwiftUI

struct Row: View {
    let isSelected: Bool
    let isEnabled: Bool

    var body: some View {
        HStack {
            Text("Title")
                .foregroundColor(isSelected ? .accentColor : .primary)
            Text("Detail")
                .foregroundColor(isEnabled ? Color.green : .gray)
            Text("Both")
                .foregroundColor((isSelected && isEnabled) ? .blue : .secondary)
            // A ternary with a nil branch keeps the inherited colour: left alone.
            Text("Inherit")
                .foregroundColor(isSelected ? .white : nil)
        }
    }
}
