// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

extension Card {
    func open() {}
    var progress: String { "50%" }
}

extension View {
    /// The project's own modifier that happens to be called `accessibility`.
    func accessibility(myCustom: Int) -> some View { self }
}
