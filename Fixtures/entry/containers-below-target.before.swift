// fixture: --min-ios 16 --min-macos 13
// typecheck: skip — uses TransactionKey (iOS 17) and ContainerValues (iOS 18) at an iOS 16 target: the decline under test
import SwiftUI

private struct AnimatedKey: TransactionKey {
    static let defaultValue = false
}

private struct BadgeKey: ContainerValueKey {
    static let defaultValue = 0
}

extension Transaction {
    var isAnimated: Bool {
        get { self[AnimatedKey.self] }
        set { self[AnimatedKey.self] = newValue }
    }
}

extension ContainerValues {
    var badge: Int {
        get { self[BadgeKey.self] }
        set { self[BadgeKey.self] = newValue }
    }
}

/// Preference keys need `reduce`: never converted, and not reported.
private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}
