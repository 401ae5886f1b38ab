import SwiftUI
import Combine

final class Store {}

@Observable final class Model {}

struct Container {
    let store = Store()
}

struct Wrapper {
    let subject: Store
    init(name: String) {
        subject = Store()
    }
}

typealias Subject = PassthroughSubject<Int, Never>

struct Formatting {
    var format: (Double) -> String
}

extension EnvironmentValues {
    @Entry var model = Model()
    @Entry var store: Store = .init()
    @Entry var lastRefresh = Date()
    @Entry var session = UUID()
    @Entry var seed = Int.random(in: 0...9)
    @Entry var container = Container()
    @Entry var wrapper = Wrapper(name: "w")
    @Entry var subject = Subject()
    @Entry var formatting = Formatting(format: { "\($0)" })
    @Entry var decoder = JSONDecoder()
}

struct ModelKey: EnvironmentKey {
    static var defaultValue: Model { Model() }
}

struct StampKey: EnvironmentKey {
    static var defaultValue: Date {
        get { Date() }
    }
}
