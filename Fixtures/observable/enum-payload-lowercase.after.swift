import SwiftUI

@Observable
final class SubscriptionManager {
    var active = false
}

@Observable
final class settingsStore {
    var compact = false
}

enum Route {
    case settings(manager: SubscriptionManager)
    case home
}

struct Router: View {
    let route: Route
    let store = settingsStore()
    var body: some View {
        switch route {
        case .settings(let manager):
            Text("settings").environment(manager).environment(store)
        case .home:
            Text("home")
        }
    }
}

struct SettingsView: View {
    @Environment(SubscriptionManager.self) var manager
    @Environment(settingsStore.self) var store
    var body: some View { Text(manager.active ? "on" : "off") }
}
