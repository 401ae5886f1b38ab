import SwiftUI

struct PressableStyle: ButtonStyle {
    let tint: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(foregroundColor(configuration.isPressed))
    }

    // A private helper named like the modifier: only calls inside this type can mean it.
    private func foregroundColor(_ isPressed: Bool) -> Color {
        isPressed ? tint.opacity(0.5) : tint
    }
}
