import SwiftUI

// No @Published and no view observes it: it loses the conformance only.
final class Cache {
    var entries: [String: Data] = [:]

    func store(_ data: Data, for key: String) {
        entries[key] = data
    }
}

// No @Published, but a view observes it: it never refreshed the view, and @Observable
// would start to, so it is declined.
final class Log: ObservableObject {
    var lines: [String] = []
}

struct LogView: View {
    @ObservedObject var log: Log

    var body: some View {
        Text(log.lines.joined())
    }
}

// No @Published, but a wrapper may be what refreshes its views: not said to never notify
// (its @AppStorage blocks it on its own).
final class Settings: ObservableObject {
    @AppStorage("compact") var compact = false
    var visits = 0
}

struct SettingsView: View {
    @ObservedObject var settings: Settings

    var body: some View {
        Toggle("Compact", isOn: $settings.compact)
    }
}

// No @Published and nothing observes it: its @AppStorage stays a wrapper of a plain class,
// so it loses the conformance only.
final class Defaults {
    static let shared = Defaults()
    @AppStorage("launches") var launches = 0
}

struct LaunchesView: View {
    var body: some View {
        Text("\(Defaults.shared.launches)")
    }
}

// No @Published, and no view reads what it stores: tracking changes nothing a view shows,
// so it converts.
@Observable
final class Services {
    var tokens: [String] = []
    let name = "services"
}

struct ServicesView: View {
    @State private var services = Services()

    var body: some View {
        Text("ready")
            .onAppear { services.tokens.append("a") }
    }
}
