import SwiftUI

@Observable
final class URLMonitor {
    static let shared = URLMonitor()
    var isReachable = true
}

struct HomeView: View {
    // A private var with a default would make the memberwise initialiser private.
    private let watcher = URLMonitor.shared
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
