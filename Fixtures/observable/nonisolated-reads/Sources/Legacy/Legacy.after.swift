import Observation
import Foundation

// Default isolation MainActor, but Swift 5 mode: the compiler accepts the read, so the
// property stays tracked.
@Observable
final class LegacyModel {
    var items: [String] = []
    var refresh: Task<Void, Never>?

    deinit {
        refresh?.cancel()
    }
}
