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

extension EnvironmentValues {
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
