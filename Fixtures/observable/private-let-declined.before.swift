import SwiftUI

final class URLMonitor: ObservableObject {
    static let shared = URLMonitor()
    @Published var isReachable = true
}

struct HomeView: View {
    // Reassigned: it cannot be a let, and a private var with a default would make the
    // memberwise initialiser (used below) private.
    @ObservedObject private var watcher = URLMonitor.shared
    let isOnboarding: Bool

    var body: some View {
        Text(watcher.isReachable ? "Online" : "Offline")
    }

    mutating func reset() {
        watcher = URLMonitor()
    }
}

struct RootView: View {
    var body: some View {
        HomeView(isOnboarding: true)
    }
}
