import SwiftUI

public extension Text {
    /// A text badge with rounded, smoothed corners: Swift prefers this over View's
    /// cornerRadius(_:antialiased:) for a Text.
    func cornerRadius(_ radius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
    }
}
