import SwiftUI

final class Model {}

private struct IDKey: EnvironmentKey {
    static let defaultValue = UUID()
}

private struct StartKey: EnvironmentKey {
    static let defaultValue: Date = .now
}

private struct ModelKey: EnvironmentKey {
    static let defaultValue = Model()
}

/// A new instance of a class on every read: a peer formatter converts this one.
private struct SharedModelKey: EnvironmentKey {
    static let defaultValue: Model = .init()
}

private struct SeedKey: EnvironmentKey {
    static let defaultValue: Int = .random(in: 0..<100)
}

extension EnvironmentValues {
    var id: UUID {
        get { self[IDKey.self] }
        set { self[IDKey.self] = newValue }
    }

    var start: Date {
        get { self[StartKey.self] }
        set { self[StartKey.self] = newValue }
    }

    var model: Model {
        get { self[ModelKey.self] }
        set { self[ModelKey.self] = newValue }
    }

    var sharedModel: Model {
        get { self[SharedModelKey.self] }
        set { self[SharedModelKey.self] = newValue }
    }

    var seed: Int {
        get { self[SeedKey.self] }
        set { self[SeedKey.self] = newValue }
    }
}
