// fixture: --min-ios 17 --min-macos 14
// typecheck: skip — @Stateful stands for a package's macro the fixture does not declare: the decline under test
import SwiftUI

/// A package's macro may add `@Published var state`, which @Observable would not track.
@Stateful
final class RootCoordinator: ObservableObject {
    @Published var route = 0
}

@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

/// A global actor of the project adds no members.
@Observable
@DatabaseActor
final class Store {
    var count = 0
}

struct RootView: View {
    @StateObject private var coordinator = RootCoordinator()
    var store: Store

    var body: some View {
        Text("\(coordinator.route)")
    }
}
