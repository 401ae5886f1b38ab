import SwiftUI

protocol Highlighter {
    func highlight(_ code: String) -> Text
}

struct PlainHighlighter: Highlighter {
    func highlight(_ code: String) -> Text { Text(code) }
}

extension Highlighter where Self == PlainHighlighter {
    /// Computed: the key's stored default ran it once; @Entry would run it on every read.
    static var plain: Self { PlainHighlighter() }
}

struct HighlighterKey: EnvironmentKey {
    static let defaultValue: Highlighter = .plain
}

struct Tint {
    var color: Color
    static var clear: Tint { Tint(color: .clear) }
    static let none = Tint(color: .clear)
}

struct TintKey: EnvironmentKey {
    static let defaultValue: Tint = .clear
}

extension EnvironmentValues {
    var highlighter: Highlighter {
        get { self[HighlighterKey.self] }
        set { self[HighlighterKey.self] = newValue }
    }

    var tint: Tint {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// A `static let` is read once either way: converted.
    @Entry var plainTint: Tint = .none
}
