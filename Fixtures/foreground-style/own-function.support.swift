// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct ConditionalTint: ViewModifier {
    var color: Color?
    func body(content: Content) -> some View { content.foregroundColor(color) }
}
