import SwiftUI

#if os(iOS)
private struct HapticsKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    var hapticsEnabled: Bool {
        get { self[HapticsKey.self] }
        set { self[HapticsKey.self] = newValue }
    }
}
#endif

#if os(iOS)
private struct MenuKey: EnvironmentKey {
    static let defaultValue = false
}
#endif

extension EnvironmentValues {
    var showsMenu: Bool {
        get { self[MenuKey.self] }
        set { self[MenuKey.self] = newValue }
    }
}
