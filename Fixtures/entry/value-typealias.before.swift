import SwiftUI

struct HandlerKey: EnvironmentKey {
    typealias Value = (() -> Void)?
    static let defaultValue: Value = nil
}

enum Layout {
    struct SpacingKey: EnvironmentKey {
        typealias Value = Double
        static let defaultValue: Value = 8
    }
}

extension EnvironmentValues {
    var handler: HandlerKey.Value {
        get { self[HandlerKey.self] }
        set { self[HandlerKey.self] = newValue }
    }

    var spacing: Layout.SpacingKey.Value {
        get { self[Layout.SpacingKey.self] }
        set { self[Layout.SpacingKey.self] = newValue }
    }
}
