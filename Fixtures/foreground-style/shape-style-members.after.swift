import SwiftUI

extension ShapeStyle where Self == Color {
    static var brand: Color { Color("Brand") }
    static func tone(_ level: Int) -> Self { level > 2 ? .black : .gray }
}

extension Color {
    static let legacyBrand = Color("LegacyBrand")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The project's own style named like a colour: a bare `.teal` would be ambiguous.
    static var teal: HierarchicalShapeStyle { .secondary }
}

struct Badge: View {
    var body: some View {
        VStack {
            Text("shape style member").foregroundStyle(.brand)
            Text("shape style factory").foregroundStyle(.tone(3))
            Text("color member").foregroundStyle(Color.legacyBrand)
            Text("faded").foregroundStyle(.brand.opacity(0.5))
            Text("teal").foregroundStyle(Color.teal)
        }
    }
}
