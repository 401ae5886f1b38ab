import SwiftUI

@Observable final class Scores {
    var score = 0
    var error: String?
    func setScore(_ value: Int) { score = value }
}

struct Plain {
    var score = 0
}

struct Board: View {
    @State private var scores = Scores()
    @State private var isShown = false
    var plain = Plain()

    var body: some View {
        Form {
            Stepper("Score", value: $scores.score)
            Stepper("Set", value: Binding(get: { scores.score }, set: { scores.setScore($0) }))
            Toggle("Error", isOn: Binding(get: { scores.error != nil }, set: { if !$0 { scores.error = nil } }))
            Stepper("Clamp", value: Binding(get: { scores.score }, set: { scores.score = min($0, 10) }))
            Text("\(plain.score)")
        }
    }
}

/// Through a `let` (or a get-only property) the key path is not writable:
/// `$environment.coordinator.selectedTab` would not compile.
@Observable final class Coordinator {
    var selectedTab = 0
}

@Observable final class AppEnvironment {
    let coordinator = Coordinator()
    var current: Coordinator { coordinator }
}

struct Tabs: View {
    @State private var environment = AppEnvironment()

    var body: some View {
        Picker("Tab", selection: Binding(get: { environment.coordinator.selectedTab }, set: { environment.coordinator.selectedTab = $0 })) {
            Text("0").tag(0)
        }
        Picker("Tab", selection: Binding(get: { environment.current.selectedTab }, set: { environment.current.selectedTab = $0 })) {
            Text("0").tag(0)
        }
    }
}
