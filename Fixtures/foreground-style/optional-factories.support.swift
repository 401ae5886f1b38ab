// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file): another package's colours, whose types the pass cannot see.
import SwiftUI

extension Color {
    static func fromPackage(_ name: String) -> Color { Color(name) }
    static let packageBrand = Color("PackageBrand")
    func shaded() -> Color { self }
}
