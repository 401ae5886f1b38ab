import SwiftUI

final class Store {
    static let shared = Store()
}

@Observable final class Model {}

enum Mode { case standard, compact }

extension EnvironmentValues {
    @Entry var store = Store.shared
    @Entry var model: Model? = nil
    @Entry var mode = Mode.standard
    @Entry var count = 0
    @Entry var start = Date(timeIntervalSince1970: 0)
    @Entry var tags: [String] = ["a"].map { $0.uppercased() }
    @Entry var shared = EnvironmentValues.defaultModel
    @Entry var onTap: () -> Void = {}
    private static let defaultModel = Model()
}

struct ModelKey: EnvironmentKey {
    static let defaultValue = Model()
}

struct CacheKey: EnvironmentKey {
    static var defaultValue = Store()
}

struct InsetsKey: EnvironmentKey {
    static var defaultValue: [Int] { [1, 2].filter { $0 > 1 } }
}
