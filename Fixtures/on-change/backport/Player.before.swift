import SwiftUI

struct Player: View {
    @State private var position = 0.0

    var body: some View {
        Slider(value: $position)
            .onChange(of: position) { newPosition in
                print(newPosition)
            }
            .onChange(of: position) { old, new in
                print(old, new)
            }
    }
}
