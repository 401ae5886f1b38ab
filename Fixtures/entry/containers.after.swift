// fixture: --min-ios 18 --min-macos 15
import SwiftUI

extension Transaction {
    @Entry var isAnimated: Bool = false
}

extension ContainerValues {
    @Entry var badge: Int = 0
}

/// Preference keys need `reduce`: never converted, and not reported.
private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
