import SwiftUI

final class URLMonitor: ObservableObject {
    static let shared = URLMonitor()
    @Published var isReachable = true
}

struct HomeView: View {
    // A private var with a default would make the memberwise initialiser private.
    @ObservedObject private var watcher = URLMonitor.shared
    let isOnboarding: Bool

    var body: some View {
        Button(isOnboarding ? "Start" : "Retry") { watcher.isReachable = true }
            .disabled(!watcher.isReachable)
    }
}

struct RootView: View {
    var body: some View {
        HomeView(isOnboarding: true)
    }
}
