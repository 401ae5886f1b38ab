import SwiftUI

/// How far cards are inset.
private struct CardPaddingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

struct CompactModeKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct StyleKey: EnvironmentKey {
    static let defaultValue = Style.plain
}

private struct FormatterKey: EnvironmentKey {
    static let defaultValue: (Double) -> String = { "\($0)" }
}

private struct TagsKey: EnvironmentKey {
    static let defaultValue: [String] = []
}

private struct SelectionKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

enum Style { case plain, fancy }

extension EnvironmentValues {
    /// Padding around cards.
    var cardPadding: CGFloat {
        get { self[CardPaddingKey.self] }
        set { self[CardPaddingKey.self] = newValue }
    }

    public var accent: Color {
        get { return self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }

    var isCompact: Bool {
        get { self[CompactModeKey.self] }
        set(value) { self[CompactModeKey.self] = value }
    }

    var style: Style {
        get { self[StyleKey.self] }
        set { self[StyleKey.self] = newValue }
    }

    var formatter: (Double) -> String {
        get { self[FormatterKey.self] }
        set { self[FormatterKey.self] = newValue }
    }

    var tags: [String] {
        get { self[TagsKey.self] }
        set { self[TagsKey.self] = newValue }
    }

    var selection: Int? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
}
