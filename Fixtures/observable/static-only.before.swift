import SwiftUI

// Only static members: nothing to observe, so no @Observable.
final class Constants: ObservableObject {
    static let shared = Constants()
    static let padding = 8.0
    static func title(for count: Int) -> String { "\(count) items" }
}

// Only static members, but put in the environment: @Environment(Theme.self) needs the
// macro's conformance.
final class Theme: ObservableObject {
    static let accent = Color.blue
}

struct ItemsView: View {
    @ObservedObject var constants = Constants.shared
    @EnvironmentObject var theme: Theme

    var body: some View {
        Text(Constants.title(for: 3))
            .padding(Constants.padding)
            .foregroundStyle(Theme.accent)
    }
}
