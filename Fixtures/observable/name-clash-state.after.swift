import SwiftUI

@Observable
final class Machine {
    var running = false
}

struct MachineView: View {
    enum State { case idle, busy }
    @SwiftUI.State private var machine = Machine()
    var body: some View { Text(machine.running ? "on" : "off") }
}
