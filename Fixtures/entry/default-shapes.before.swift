import SwiftUI

enum Theme { case light, dark, system }
enum Density: CaseIterable { case compact, regular }

struct ThemeKey: EnvironmentKey {
    static var defaultValue: Theme {
        switch Density.allCases.count {
        case 0: return .light
        case 1:
            return .dark
        default:
            return .system
        }
    }
}

struct DensityKey: EnvironmentKey {
    static var defaultValue: Density {
        if Theme.light == .dark {
            return .compact
        } else {
            return .regular
        }
    }
}

struct LoggedKey: EnvironmentKey {
    static var defaultValue: Theme {
        let theme = Theme.light
        return theme
    }
}

struct Settings { var size = 1 }
struct SettingsKey: EnvironmentKey {
    typealias Value = Settings
    static let defaultValue: Value = .init()
}

struct InsetsKey: EnvironmentKey {
    static let defaultValue = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
}

struct NameKey: EnvironmentKey {
    static var defaultValue: String?
}

final class Session { static let shared = Session() }
struct SessionKey: EnvironmentKey {
    static let defaultValue = Session.shared
}

var currentLocale = "en"
struct LocaleKey: EnvironmentKey {
    static let defaultValue: String = currentLocale
}

extension EnvironmentValues {
    var theme: Theme { get { self[ThemeKey.self] } set { self[ThemeKey.self] = newValue } }
    var density: Density { get { self[DensityKey.self] } set { self[DensityKey.self] = newValue } }
    var logged: Theme { get { self[LoggedKey.self] } set { self[LoggedKey.self] = newValue } }
    var settings: Settings { get { self[SettingsKey.self] } set { self[SettingsKey.self] = newValue } }
    var insets: EdgeInsets { get { self[InsetsKey.self] } set { self[InsetsKey.self] = newValue } }
    var userName: String? { get { self[NameKey.self] } set { self[NameKey.self] = newValue } }
    var session: Session { get { self[SessionKey.self] } set { self[SessionKey.self] = newValue } }
    var locale2: String { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
}

public struct SpacingKey: EnvironmentKey { public static let defaultValue: Double = 8 }
extension EnvironmentValues {
    public var spacing: Double {
        @inlinable get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }
}
