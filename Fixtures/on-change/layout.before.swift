import SwiftUI

struct PressStyle: ButtonStyle {
    @Binding var isPressed: Bool
    let render: (Bool) -> Void

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onChange(
            of: configuration.isPressed,
            perform: { pressed in
                isPressed = pressed
            }
        )
        .onChange(
            of: configuration.isPressed,
            perform: render
        )
        .onChange(of: configuration.isPressed, perform: { pressed in
            isPressed = pressed
        })
    }
}
