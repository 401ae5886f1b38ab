import SwiftUI

#if os(macOS)
private struct SidebarWidthKey: EnvironmentKey {
    static let defaultValue: CGFloat = 220
}

extension EnvironmentValues {
    var sidebarWidth: CGFloat {
        get { self[SidebarWidthKey.self] }
        set { self[SidebarWidthKey.self] = newValue }
    }
}
#endif

#if os(macOS)
struct ToolbarHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 28
}
#endif

#if os(macOS)
extension EnvironmentValues {
    var toolbarHeight: CGFloat {
        get { self[ToolbarHeightKey.self] }
        set { self[ToolbarHeightKey.self] = newValue }
    }
}
#endif
