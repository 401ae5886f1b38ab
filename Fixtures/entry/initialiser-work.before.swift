import SwiftUI

final class ShortcutStore {
    static let shared = ShortcutStore()
    var shortcuts: [String: String] = [:]
}

func loadFontName() -> String { "Menlo" }

/// An explicit init that reads a singleton.
struct Keybindings {
    var map: [String: String] = .init()

    init() {
        self.map = ShortcutStore.shared.shortcuts
    }
}

struct KeybindingsKey: EnvironmentKey {
    static var defaultValue: Keybindings = .init()
}

/// A memberwise init whose property default calls a function.
struct EditorFont {
    var name = loadFontName()
    var size: Double = 12
}

struct EditorFontKey: EnvironmentKey {
    static let defaultValue = EditorFont(size: 13)
}

/// A chain: the outer init is empty, but a sub-struct's init does work.
struct Preferences {
    var general: General = .init()
    var keybindings: Keybindings = .init()

    init() {}
}

struct General {
    var showHidden = false
}

struct PreferencesKey: EnvironmentKey {
    static var defaultValue: Preferences = .init()
}

/// An init that calls its own method.
struct Commands {
    var names: [String] = []

    init() {
        populate()
    }

    mutating func populate() { names = ["open", "close"] }
}

struct CommandsKey: EnvironmentKey {
    static let defaultValue = Commands()
}

/// An init that reads a computed property.
struct Layout {
    var width: Double = 100
    var half: Double { width / 2 }
    var inset: Double

    init() {
        inset = half
    }
}

struct LayoutKey: EnvironmentKey {
    static let defaultValue = Layout()
}

/// An init that stores a closure capturing its argument: a new context on every read.
struct AnyRowModifier {
    let apply: (Int) -> Int

    init(_ transform: @escaping (Int) -> Int) {
        self.apply = { transform($0) }
    }
}

struct RowModifierKey: EnvironmentKey {
    static let defaultValue = AnyRowModifier { $0 }
}

/// An init that stores a closure calling an instance method.
struct Formatter {
    var prefix = ">"
    var format: (String) -> String = { $0 }

    init() {
        format = { decorate($0) }
    }

    func decorate(_ s: String) -> String { prefix + s }
}

struct FormatterKey: EnvironmentKey {
    static let defaultValue = Formatter()
}

extension EnvironmentValues {
    var rowModifier: AnyRowModifier {
        get { self[RowModifierKey.self] }
        set { self[RowModifierKey.self] = newValue }
    }

    var formatter: Formatter {
        get { self[FormatterKey.self] }
        set { self[FormatterKey.self] = newValue }
    }

    var keybindings: Keybindings {
        get { self[KeybindingsKey.self] }
        set { self[KeybindingsKey.self] = newValue }
    }

    var editorFont: EditorFont {
        get { self[EditorFontKey.self] }
        set { self[EditorFontKey.self] = newValue }
    }

    var preferences: Preferences {
        get { self[PreferencesKey.self] }
        set { self[PreferencesKey.self] = newValue }
    }

    var commands: Commands {
        get { self[CommandsKey.self] }
        set { self[CommandsKey.self] = newValue }
    }

    var layout: Layout {
        get { self[LayoutKey.self] }
        set { self[LayoutKey.self] = newValue }
    }
}
