import Combine
import Foundation

// Default isolation MainActor, but Swift 5 mode: the compiler accepts the read, so the
// property stays tracked.
final class LegacyModel: ObservableObject {
    @Published var items: [String] = []
    var refresh: Task<Void, Never>?

    deinit {
        refresh?.cancel()
    }
}
