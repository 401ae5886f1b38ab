// fixture: --min-macos 15
import SwiftUI

// `.active` alone: from macOS 15 the value is never .active, and appearsActive cannot
// tell a main window from a key one.
struct MainOnly: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        Text("Main").opacity(state == .active ? 1 : 0.5)
    }
}

// The value handed on as a ControlActiveState.
struct Forwarded: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        Text("Forwarded").opacity(opacity(for: state))
    }

    func opacity(for state: ControlActiveState) -> Double { state == .inactive ? 0.5 : 1 }
}

// A comparison inside an operator that binds more tightly than `==`.
struct Tight: View {
    @Environment(\.controlActiveState) private var state
    let fallback: ControlActiveState? = nil

    var body: some View {
        Text("Tight").opacity(fallback ?? state == .key ? 1 : 0.5)
    }
}

// A switch with a case of its own for .active.
struct Cases: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        switch state {
        case .key: Text("Key")
        case .active: Text("Main")
        case .inactive: Text("Inactive")
        }
    }
}

// Set to a value that is not a case written here, and read through EnvironmentValues.
struct Setter: View {
    let active: ControlActiveState

    var body: some View {
        Cases()
            .environment(\.controlActiveState, active)
            .transformEnvironment(\.controlActiveState) { $0 = .key }
    }
}

// A comment inside the comparison would be lost.
struct Commented: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        Text("Commented").opacity(state == // dimmed in the background
            .inactive ? 0.5 : 1)
    }
}

// A local of the same name hides the property.
struct Shadowed: View {
    @Environment(\.controlActiveState) private var state

    var body: some View {
        Text(label()).opacity(state == .inactive ? 0.5 : 1)
    }

    func label() -> String {
        let state = "Shadowed"
        return state
    }
}
