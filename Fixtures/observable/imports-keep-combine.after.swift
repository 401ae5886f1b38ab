import Foundation
import Combine
import Observation

@Observable
final class Clock {
    var now = Date()
    private var cancellables = Set<AnyCancellable>()

    init(ticks: AnyPublisher<Date, Never>) {
        ticks.sink { [weak self] date in self?.now = date }
            .store(in: &cancellables)
    }
}
