import SwiftUI

extension EnvironmentValues {
    // The inset every card uses.
    // points
    // apply with .cardInset(_:)
    @Entry var cardInset: CGFloat = 12

    /// The height of one row.
    /* tall enough for two lines */
    // never below 44
    @Entry var rowHeight: CGFloat = 44
}
