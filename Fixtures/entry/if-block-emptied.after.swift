import SwiftUI

#if os(macOS)
extension EnvironmentValues {
    @Entry var sidebarWidth: CGFloat = 220
}
#endif

#if os(macOS)
extension EnvironmentValues {
    @Entry var toolbarHeight: CGFloat = 28
}
#endif
