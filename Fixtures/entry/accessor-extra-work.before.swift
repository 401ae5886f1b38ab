import SwiftUI

private struct LimitKey: EnvironmentKey {
    static let defaultValue = 10
}

private struct NameKey: EnvironmentKey {
    static let defaultValue: String? = nil
}

private struct LowKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct HighKey: EnvironmentKey {
    static let defaultValue = 100
}

private struct VersionKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    /// A setter that validates: a peer formatter drops this check.
    var limit: Int {
        get { self[LimitKey.self] }
        set {
            precondition(newValue >= 0, "limit must not be negative")
            self[LimitKey.self] = newValue
        }
    }

    var name: String {
        get { self[NameKey.self] ?? "Anonymous" }
        set { self[NameKey.self] = newValue }
    }

    var range: ClosedRange<Int> {
        get { self[LowKey.self]...self[HighKey.self] }
        set {
            self[LowKey.self] = newValue.lowerBound
            self[HighKey.self] = newValue.upperBound
        }
    }

    var version: Int {
        self[VersionKey.self]
    }
}
