import Combine
import SwiftUI

final class Clock: ObservableObject {
    @Published var now = Date()
    private var cancellables = Set<AnyCancellable>()

    func start(_ ticks: AnyPublisher<Date, Never>) {
        ticks.sink { [weak self] _ in self?.objectWillChange.send() }
            .store(in: &cancellables)
    }
}

final class Settings: ObservableObject {
    @Published var compact = false

    func refresh() {
        DispatchQueue.main.async {
            self.objectWillChange.send()
        }
    }
}

final class Mirror: ObservableObject {
    @Published var level = 0
}

final class Relay {
    let mirror: Mirror
    init(mirror: Mirror) { self.mirror = mirror }

    func poke() {
        mirror.objectWillChange.send()
    }
}

final class Untouched: ObservableObject {
    @Published var value = 0
}
