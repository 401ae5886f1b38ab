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

/// Wraps any highlighter: `.init(.plain)` runs the computed `.plain` too.
struct AnyHighlighter {
    let highlight: (String) -> Text

    init<H: Highlighter>(_ highlighter: H) {
        highlight = highlighter.highlight
    }
}

struct AnyHighlighterKey: EnvironmentKey {
    static let defaultValue: AnyHighlighter = .init(.plain)
}

struct TintKey: EnvironmentKey {
    static let defaultValue: Tint = .clear
}

extension EnvironmentValues {
    var highlighter: Highlighter {
        get { self[HighlighterKey.self] }
        set { self[HighlighterKey.self] = newValue }
    }

    var anyHighlighter: AnyHighlighter {
        get { self[AnyHighlighterKey.self] }
        set { self[AnyHighlighterKey.self] = newValue }
    }

    var tint: Tint {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// A `static let` is read once either way: converted.
    @Entry var plainTint: Tint = .none
}
