import Foundation
import Combine

final class Clock: ObservableObject {
    @Published var now = Date()
    private var cancellables = Set<AnyCancellable>()

    init(ticks: AnyPublisher<Date, Never>) {
        ticks.sink { [weak self] date in self?.now = date }
            .store(in: &cancellables)
    }
}
