import SwiftUI

struct Theme {
    var tint: Color = .orange
    var highlight: Color? = nil
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme()
}

private struct ShowsBadgesKey: EnvironmentKey {
    static let defaultValue = true
}

private struct CardPaddingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    var showsBadges: Bool {
        get { self[ShowsBadgesKey.self] }
        set { self[ShowsBadgesKey.self] = newValue }
    }

    var cardPadding: CGFloat {
        get { self[CardPaddingKey.self] }
        set { self[CardPaddingKey.self] = max(0, newValue) }
    }
}

extension Color {
    static let notesYellow = Color("NotesYellow")
}
