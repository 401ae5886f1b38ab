import SwiftUI

private struct SpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = 1
}

extension EnvironmentValues {
    var spacing: CGFloat {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }

    var theme: Int {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }

    var legacyTheme: Int {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

struct Gap: View {
    var body: some View {
        Spacer().frame(height: SpacingKey.defaultValue)
    }
}
