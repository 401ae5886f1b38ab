import SwiftUI

private let standardLimit = 50

struct LimitKey: EnvironmentKey {
    static let defaultValue = standardLimit
}

struct NameKey: EnvironmentKey {
    static var defaultValue: String { String(describing: Self.self) }
}
