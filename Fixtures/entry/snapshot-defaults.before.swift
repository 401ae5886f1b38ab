// fixture: --swift-version 5
import SwiftUI
import UIKit

// Read once when the key was first used; @Entry would read them on every access.
private struct ScreenWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = UIScreen.main.bounds.width
}

private struct IdiomKey: EnvironmentKey {
    static let defaultValue = UIDevice.current.userInterfaceIdiom
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue: Locale = .current
}

private struct VersionKey: EnvironmentKey {
    static let defaultValue = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String
}

// A global variable, whatever its name's case: read once before, on every access after.
var Current = World()

struct World {
    var spacing: CGFloat = 4
}

private struct WorldSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = Current.spacing
}

// Stable: these convert.
private struct SpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}

private struct MainQueueNameKey: EnvironmentKey {
    static let defaultValue = "main"
}

extension EnvironmentValues {
    var screenWidth: CGFloat {
        get { self[ScreenWidthKey.self] }
        set { self[ScreenWidthKey.self] = newValue }
    }

    var idiom: UIUserInterfaceIdiom {
        get { self[IdiomKey.self] }
        set { self[IdiomKey.self] = newValue }
    }

    var appLocale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    var version: String? {
        get { self[VersionKey.self] }
        set { self[VersionKey.self] = newValue }
    }

    var worldSpacing: CGFloat {
        get { self[WorldSpacingKey.self] }
        set { self[WorldSpacingKey.self] = newValue }
    }

    var spacing: CGFloat {
        get { self[SpacingKey.self] }
        set { self[SpacingKey.self] = newValue }
    }

    var queueName: String {
        get { self[MainQueueNameKey.self] }
        set { self[MainQueueNameKey.self] = newValue }
    }
}
