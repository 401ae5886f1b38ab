import SwiftUI

// Only static members: nothing to observe, so no @Observable.
final class Constants {
    static let shared = Constants()
    static let padding = 8.0
    static func title(for count: Int) -> String { "\(count) items" }
}

// Only static members, but put in the environment: @Environment(Theme.self) needs the
// macro's conformance.
@Observable
final class Theme {
    static let accent = Color.blue
}

struct ItemsView: View {
    var constants = Constants.shared
    @Environment(Theme.self) var theme

    var body: some View {
        Text(Constants.title(for: 3))
            .padding(Constants.padding)
            .foregroundStyle(Theme.accent)
    }
}
