import Combine
import Foundation

// @MainActor: under @Observable `ticker` would be a main actor-isolated computed property,
// which the nonisolated deinit cannot read. It was never @Published: it stays stored.
@MainActor
final class Player: ObservableObject {
    @Published var title = ""
    var ticker: Task<Void, Never>?
    private var ticks = 0

    func start() {
        ticker = Task { ticks += 1 }
    }

    deinit {
        ticker?.cancel()
    }
}

// A nonisolated init writes `token`; `user` keeps its default.
@MainActor
final class Session: ObservableObject {
    @Published var user = ""
    var token: String

    nonisolated init(token: String) {
        self.token = token
    }
}

// An `isolated deinit` runs on the main actor: nothing to do.
@MainActor
final class Library: ObservableObject {
    @Published var books: [String] = []

    isolated deinit {
        print(books.count)
    }
}
