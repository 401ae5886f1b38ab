import Observation
import Foundation

// Default isolation MainActor in Swift 6 mode: the class is main actor-isolated without
// saying so.
@Observable
final class FeedModel {
    var items: [String] = []
    @ObservationIgnored var refresh: Task<Void, Never>?

    deinit {
        refresh?.cancel()
    }
}
