import SwiftUI

struct PressStyle: ButtonStyle {
    @Binding var isPressed: Bool
    let render: (Bool) -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onChange(of: configuration.isPressed) { _, pressed in
            isPressed = pressed
        }
        .onChange(of: configuration.isPressed) { _, newValue in render(newValue) }
        .onChange(of: configuration.isPressed) { _, pressed in
            isPressed = pressed
        }
    }
}
