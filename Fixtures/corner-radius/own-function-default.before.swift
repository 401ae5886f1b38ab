// typecheck: skip — the project's cornerRadius(_:corners:) with a default makes .cornerRadius(12) ambiguous with SwiftUI's, in Swift too
import SwiftUI
import UIKit

extension View {
    /// Rounds the given corners; all of them by default.
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner = .allCorners) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}

struct Sheet: View {
    var body: some View {
        Text("Whole")
            .padding()
            .cornerRadius(12)
            .cornerRadius(4, antialiased: false)
    }
}
