import SwiftUI

#if os(iOS)
extension EnvironmentValues {
    @Entry var hapticsEnabled: Bool = true
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
