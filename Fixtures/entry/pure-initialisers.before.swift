import SwiftUI

/// Memberwise, every property a literal.
struct Appearance {
    var spacing: Double = 8
    var title = "Untitled"
    var tint: Color = .blue
}

struct AppearanceKey: EnvironmentKey {
    static let defaultValue: Appearance = .init()
}

/// Memberwise with an argument for an optional property.
struct Box {
    var value: Int?
}

struct BoxKey: EnvironmentKey {
    static let defaultValue = Box(value: nil)
}

/// An explicit init that only stores its parameters and literals, and one that delegates
/// to it.
struct Margins {
    var top: Double
    var bottom: Double
    var label = "margins"

    init(top: Double, bottom: Double = 4) {
        self.top = top
        self.bottom = bottom
    }

    init() {
        self.init(top: 2)
    }
}

struct MarginsKey: EnvironmentKey {
    static var defaultValue: Margins = .init()
}

/// A chain of pure constructions, and an enum's raw-value init.
enum Mode: Int { case compact, regular }

struct Panel {
    var appearance = Appearance()
    var margins: Margins = .init(top: 1)
    var mode = Mode(rawValue: 1)
    var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
}

struct PanelKey: EnvironmentKey {
    static let defaultValue = Panel()
}

/// An init that stores the closure it is given, and a non-capturing closure of its own.
struct Handler {
    let run: () -> Void
    let fallback: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
        self.fallback = { print("no handler") }
    }
}

struct HandlerKey: EnvironmentKey {
    static let defaultValue = Handler {}
}

extension EnvironmentValues {
    var handler: Handler {
        get { self[HandlerKey.self] }
        set { self[HandlerKey.self] = newValue }
    }

    var appearance: Appearance {
        get { self[AppearanceKey.self] }
        set { self[AppearanceKey.self] = newValue }
    }

    var box: Box {
        get { self[BoxKey.self] }
        set { self[BoxKey.self] = newValue }
    }

    var margins: Margins {
        get { self[MarginsKey.self] }
        set { self[MarginsKey.self] = newValue }
    }

    var panel: Panel {
        get { self[PanelKey.self] }
        set { self[PanelKey.self] = newValue }
    }
}
