import Combine
@testable import App

final class ModelTests {
    func testCount() {
        let model = Model()
        var seen: [Int] = []
        let subscription = model.$count.sink { seen.append($0) }
        model.count = 1
        _ = subscription
    }
}
