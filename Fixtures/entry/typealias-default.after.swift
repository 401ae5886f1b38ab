import SwiftUI

// A default built from a typealias of a dictionary is an empty value, as stable as
// `[Parameter: String]()`: converted. One of a class stays declined.
enum Analytics {
    enum Parameter: String { case screen }
    typealias EventParameters = [Parameter: String]
}

final class Tracker {}
typealias SharedTracker = Tracker

private struct TrackerKey: EnvironmentKey {
    static let defaultValue = SharedTracker()
}

extension EnvironmentValues {
    @Entry var eventParameters: Analytics.EventParameters = Analytics.EventParameters()

    var tracker: SharedTracker {
        get { self[TrackerKey.self] }
        set { self[TrackerKey.self] = newValue }
    }
}
