import SwiftUI

enum Theme { case light, dark, system }
enum Density: CaseIterable { case compact, regular }

struct LoggedKey: EnvironmentKey {
    static var defaultValue: Theme {
        let theme = Theme.light
        return theme
    }
}

struct Settings { var size = 1 }
final class Session { static let shared = Session() }
struct SessionKey: EnvironmentKey {
    static let defaultValue = Session.shared
}

var currentLocale = "en"
struct LocaleKey: EnvironmentKey {
    static let defaultValue: String = currentLocale
}

extension EnvironmentValues {
    @Entry var theme: Theme = switch Density.allCases.count {
    case 0: .light
    case 1:
        .dark
    default:
        .system
    }
    @Entry var density: Density = if Theme.light == .dark {
        .compact
    } else {
        .regular
    }
    var logged: Theme { get { self[LoggedKey.self] } set { self[LoggedKey.self] = newValue } }
    @Entry var settings: Settings = .init()
    @Entry var insets: EdgeInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    @Entry var userName: String? = nil
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
