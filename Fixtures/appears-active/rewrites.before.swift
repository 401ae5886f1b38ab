// fixture: --min-macos 15
import SwiftUI

// From macOS 15 controlActiveState reads .key where appearsActive is true and .inactive
// where it is false: comparisons with those cases become the Bool.
struct TabBar: View {
    @Environment(\.controlActiveState)
    private var activeState

    var body: some View {
        HStack {
            Text("Tabs")
                .opacity(activeState == .inactive ? 0.5 : 1)
            Text("Key")
                .opacity(activeState != .inactive ? 1 : 0.3)
            Text("Count")
                .foregroundStyle(activeState == .key ? Color.accentColor : .secondary)
            if self.activeState != .key && !isEmpty {
                Text("Idle")
            }
        }
        .disabled(ControlActiveState.inactive == activeState)
    }

    var isEmpty: Bool { false }
}

// `.active` together with `.key` means "not inactive": from macOS 15 it is never `.active`.
struct NotificationPanel: View {
    @Environment(\.controlActiveState) private var controlActiveState: ControlActiveState
    @State private var presented = false

    var body: some View {
        Text("Panel")
            .opacity(controlActiveState == .active || controlActiveState == .key ? 1 : 0)
            .offset(x: (controlActiveState == .key || controlActiveState == .active) && presented ? 0 : 350)
            .onChange(of: controlActiveState) { _, newState in
                if newState != .active && newState != .key && presented {
                    presented = false
                }
            }
            .animation(.easeInOut(duration: 0.2), value: controlActiveState)
    }
}

// A switch over the cases becomes a switch over the Bool.
struct Badge: View {
    @Environment(\.controlActiveState) var state

    var body: some View {
        switch state {
        case .key, .active:
            Text("Active")
        case .inactive:
            Text("Inactive")
        }
    }
}

// Setting the value: .key and .active set appearsActive to true, .inactive to false.
struct Preview: View {
    var body: some View {
        VStack {
            Badge()
                .environment(\.controlActiveState, .inactive)
            Badge()
                .environment(\.controlActiveState, ControlActiveState.key)
        }
    }
}
