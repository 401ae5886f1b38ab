// fixture: --min-ios 18 --min-macos 15
import SwiftUI

struct Ring: Shape {
    var start: Double

    var animatableData: Double {
        get { start }
        set { start = newValue }
    }

    func path(in rect: CGRect) -> Path { Path() }
}
