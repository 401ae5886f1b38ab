import SwiftUI

final class Machine: ObservableObject {
    @Published var running = false
}

struct MachineView: View {
    enum State { case idle, busy }
    @StateObject private var machine = Machine()
    var body: some View { Text(machine.running ? "on" : "off") }
}
