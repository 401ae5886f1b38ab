import SwiftUI


extension EnvironmentValues {
    // Two blank lines on each side of the key: two stay.
    @Entry var gap: CGFloat = 8
}
