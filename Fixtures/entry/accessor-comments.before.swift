import SwiftUI

// The inset every card uses.
private struct CardInsetKey: EnvironmentKey {
    static let defaultValue: CGFloat = 12 // points
}

private struct RowHeightKey: EnvironmentKey {
    /* tall enough for two lines */
    static let defaultValue: CGFloat = 44
}

extension EnvironmentValues {
    var cardInset: CGFloat { // apply with .cardInset(_:)
        get { self[CardInsetKey.self] }
        set { self[CardInsetKey.self] = newValue }
    }

    /// The height of one row.
    var rowHeight: CGFloat {
        get { self[RowHeightKey.self] } // never below 44
        set { self[RowHeightKey.self] = newValue }
    }
}
