import SwiftUI

final class Machine: ObservableObject {
    @Published var running = false
}

// The project names something SwiftUI too: '@SwiftUI.State' would not mean SwiftUI's.
enum SwiftUI {}

struct MachineView: View {
    enum State { case idle, busy }
    @StateObject private var machine = Machine()
    var body: some View { Text(machine.running ? "on" : "off") }
}
