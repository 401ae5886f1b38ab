import SwiftUI


// Two blank lines on each side of the key: two stay.
private struct GapKey: EnvironmentKey {
    static let defaultValue: CGFloat = 8
}


extension EnvironmentValues {
    var gap: CGFloat {
        get { self[GapKey.self] }
        set { self[GapKey.self] = newValue }
    }
}
