import SwiftUI

final class SubscriptionManager: ObservableObject {
    @Published var active = false
}

final class settingsStore: ObservableObject {
    @Published var compact = false
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
            Text("settings").environmentObject(manager).environmentObject(store)
        case .home:
            Text("home")
        }
    }
}

struct SettingsView: View {
    @EnvironmentObject var manager: SubscriptionManager
    @EnvironmentObject var store: settingsStore
    var body: some View { Text(manager.active ? "on" : "off") }
}
