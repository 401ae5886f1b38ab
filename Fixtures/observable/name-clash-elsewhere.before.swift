import SwiftUI

final class Machine: ObservableObject {
    @Published var running = false
}

enum Reducer {
    // Nested: only code inside Reducer means this one by `State`.
    struct State {}
    struct Environment {}
}

struct MachineView: View {
    @StateObject private var machine = Machine()
    var body: some View { MachinePanel().environmentObject(machine) }
}

struct MachinePanel: View {
    @EnvironmentObject var machine: Machine
    var body: some View { Toggle("On", isOn: $machine.running) }
}
