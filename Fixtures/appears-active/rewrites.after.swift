// fixture: --min-macos 15
import SwiftUI

// From macOS 15 controlActiveState reads .key where appearsActive is true and .inactive
// where it is false: comparisons with those cases become the Bool.
struct TabBar: View {
    @Environment(\.appearsActive)
    private var activeState

    var body: some View {
        HStack {
            Text("Tabs")
                .opacity(!activeState ? 0.5 : 1)
            Text("Key")
                .opacity(activeState ? 1 : 0.3)
            Text("Count")
                .foregroundStyle(activeState ? Color.accentColor : .secondary)
            if !self.activeState && !isEmpty {
                Text("Idle")
            }
        }
        .disabled(!activeState)
    }

    var isEmpty: Bool { false }
}

// `.active` together with `.key` means "not inactive": from macOS 15 it is never `.active`.
struct NotificationPanel: View {
    @Environment(\.appearsActive) private var controlActiveState: Bool
    @State private var presented = false

    var body: some View {
        Text("Panel")
            .opacity(controlActiveState ? 1 : 0)
            .offset(x: controlActiveState && presented ? 0 : 350)
            .onChange(of: controlActiveState) { _, newState in
                if !newState && presented {
                    presented = false
                }
            }
            .animation(.easeInOut(duration: 0.2), value: controlActiveState)
    }
}

// A switch over the cases becomes a switch over the Bool.
struct Badge: View {
    @Environment(\.appearsActive) var state

    var body: some View {
        switch state {
        case true:
            Text("Active")
        case false:
            Text("Inactive")
        }
    }
}

// Setting the value: .key and .active set appearsActive to true, .inactive to false.
struct Preview: View {
    var body: some View {
        VStack {
            Badge()
                .environment(\.appearsActive, false)
            Badge()
                .environment(\.appearsActive, true)
        }
    }
}
