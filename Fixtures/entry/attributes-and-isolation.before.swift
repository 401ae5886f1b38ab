import SwiftUI

@available(iOS 16, *)
private struct NewKey: EnvironmentKey {
    static let defaultValue = 1
}

private struct OldKey: EnvironmentKey {
    static let defaultValue = 2
}

private struct MainKey: EnvironmentKey {
    @MainActor static let defaultValue = 3
}

private struct UnsafeKey: EnvironmentKey {
    nonisolated(unsafe) static var defaultValue = 4
}

private struct AssumedKey: EnvironmentKey {
    static var defaultValue: Int { MainActor.assumeIsolated { 5 } }
}

extension EnvironmentValues {
    var assumed: Int {
        get { self[AssumedKey.self] }
        set { self[AssumedKey.self] = newValue }
    }

    @available(iOS 16, *)
    var new: Int {
        get { self[NewKey.self] }
        set { self[NewKey.self] = newValue }
    }

    @available(iOS, deprecated: 17)
    var old: Int {
        get { self[OldKey.self] }
        set { self[OldKey.self] = newValue }
    }

    var main: Int {
        get { self[MainKey.self] }
        set { self[MainKey.self] = newValue }
    }

    var unsafe: Int {
        get { self[UnsafeKey.self] }
        set { self[UnsafeKey.self] = newValue }
    }
}
