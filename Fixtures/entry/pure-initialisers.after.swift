import SwiftUI

/// Memberwise, every property a literal.
struct Appearance {
    var spacing: Double = 8
    var title = "Untitled"
    var tint: Color = .blue
}

/// Memberwise with an argument for an optional property.
struct Box {
    var value: Int?
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

/// A chain of pure constructions, and an enum's raw-value init.
enum Mode: Int { case compact, regular }

struct Panel {
    var appearance = Appearance()
    var margins: Margins = .init(top: 1)
    var mode = Mode(rawValue: 1)
    var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
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

extension EnvironmentValues {
    @Entry var handler: Handler = Handler {}

    @Entry var appearance: Appearance = .init()

    @Entry var box: Box = Box(value: nil)

    @Entry var margins: Margins = .init()

    @Entry var panel: Panel = Panel()
}
