import SwiftUI

@Observable
final class Machine {
    var running = false
}

enum Reducer {
    // Nested: only code inside Reducer means this one by `State`.
    struct State {}
    struct Environment {}
}

struct MachineView: View {
    @State private var machine = Machine()
    var body: some View { MachinePanel().environment(machine) }
}

struct MachinePanel: View {
    @Environment(Machine.self) var machine
    var body: some View { @Bindable var machine = machine; Toggle("On", isOn: $machine.running) }
}
