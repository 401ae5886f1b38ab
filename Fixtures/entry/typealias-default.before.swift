import SwiftUI

// A default built from a typealias of a dictionary is an empty value, as stable as
// `[Parameter: String]()`: converted. One of a class stays declined.
enum Analytics {
    enum Parameter: String { case screen }
    typealias EventParameters = [Parameter: String]
}

final class Tracker {}
typealias SharedTracker = Tracker

private struct EventParametersKey: EnvironmentKey {
    static let defaultValue = Analytics.EventParameters()
}

private struct TrackerKey: EnvironmentKey {
    static let defaultValue = SharedTracker()
}

extension EnvironmentValues {
    var eventParameters: Analytics.EventParameters {
        get { self[EventParametersKey.self] }
        set { self[EventParametersKey.self] = newValue }
    }

    var tracker: SharedTracker {
        get { self[TrackerKey.self] }
        set { self[TrackerKey.self] = newValue }
    }
}
