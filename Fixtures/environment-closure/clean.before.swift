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
