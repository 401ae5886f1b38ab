import Observation
import Foundation

// @MainActor: under @Observable `ticker` would be a main actor-isolated computed property,
// which the nonisolated deinit cannot read. It was never @Published: it stays stored.
@Observable
@MainActor
final class Player {
    var title = ""
    @ObservationIgnored var ticker: Task<Void, Never>?
    private var ticks = 0

    func start() {
        ticker = Task { ticks += 1 }
    }

    deinit {
        ticker?.cancel()
    }
}

// A nonisolated init writes `token`; `user` keeps its default.
@Observable
@MainActor
final class Session {
    var user = ""
    @ObservationIgnored var token: String

    nonisolated init(token: String) {
        self.token = token
    }
}

// An `isolated deinit` runs on the main actor: nothing to do.
@Observable
@MainActor
final class Library {
    var books: [String] = []

    isolated deinit {
        print(books.count)
    }
}
