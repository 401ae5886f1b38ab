import Combine
import Foundation

// Default isolation MainActor in Swift 6 mode: the class is main actor-isolated without
// saying so.
final class FeedModel: ObservableObject {
    @Published var items: [String] = []
    var refresh: Task<Void, Never>?

    deinit {
        refresh?.cancel()
    }
}
