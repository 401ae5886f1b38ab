import SwiftUI

struct SubmitAction {
    let endpoint: String
    func callAsFunction(_ draft: String) {}
}

extension EnvironmentValues {
    @Entry var submit = SubmitAction(endpoint: "/drafts")
    @Entry var handlers: [String: Int] = [:]
    @Entry var title: String = ""
}

struct Settings {
    var transform: (Int) -> Int
}

struct Screen: View {
    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss
    let settings = Settings(transform: { $0 })
    var body: some View {
        Button("Open") { openURL(URL(string: "https://example.com")!) }
    }
}

/// Equatable by its own `==`: SwiftUI compares the id, not the closure.
struct FocusAction: Equatable {
    let id: String
    let perform: () -> Void

    static func == (lhs: FocusAction, rhs: FocusAction) -> Bool { lhs.id == rhs.id }
}

extension EnvironmentValues {
    @Entry var focusAction = FocusAction(id: "", perform: {})
}

/// Closures nothing in the project writes (it only reads them): every reader always sees
/// the default, so no write can make it update.
extension EnvironmentValues {
    @Entry var onSignOut: () -> Void = {}

    var onRetry: () -> Void {
        get { self[RetryKey.self] }
        set { self[RetryKey.self] = newValue }
    }
}

struct RetryKey: EnvironmentKey {
    static let defaultValue: () -> Void = {}
}

struct SignOutButton: View {
    @Environment(\.onSignOut) private var onSignOut
    @Environment(\.onRetry) private var onRetry

    var body: some View {
        Button("Sign out") { onSignOut(); onRetry() }
    }
}
