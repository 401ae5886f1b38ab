import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Static members the project adds to SwiftUI's `Color`: where they are declared decides
/// how an implicit member `.name` may be written where a ShapeStyle is expected.
///
/// - `extension Color { static let brand = ... }`: `.brand` finds it only where the
///   contextual type is `Color` (`foregroundColor(.brand)`); where a generic ShapeStyle is
///   expected (`foregroundStyle(_:)`) it must be written `Color.brand`.
/// - `extension ShapeStyle where Self == Color { static var brand: Color { ... } }`: `.brand`
///   finds it in both places, as it finds SwiftUI's own `.red`.
extension SemanticModel {
    /// One project declaration of a static `Color` member.
    struct ColorMember {
        let id: Int32
        /// Declared in `extension ShapeStyle where Self == Color` (or `SwiftUI.Color`).
        let onShapeStyle: Bool
    }

    /// The project's static members of `Color` named `name` that a site sees: those of
    /// `extension Color` and of `extension ShapeStyle where Self == Color`.
    func colorMembers(named name: String, in source: SourceFile, at node: Node?) -> [ColorMember] {
        var result = externalMembers(of: "Color", named: name, in: source, at: node).map { ColorMember(id: $0, onShapeStyle: false) }
        for ext in extensions(of: .external("ShapeStyle")) where shapeStyleExtensionSelf(ext) == "Color" {
            for id in membersOf(extension: ext, named: name) where isVisible(id, from: source, at: node) {
                result.append(ColorMember(id: id, onShapeStyle: true))
            }
        }
        return result
    }

    /// Members named `name` of the project's `ShapeStyle` extensions that do not pin `Self`
    /// to `Color` (another style's `.name`, or one for every style): with one of them
    /// visible, a bare `.name` where a ShapeStyle is expected may not mean the colour.
    func otherShapeStyleMembers(named name: String, in source: SourceFile, at node: Node?) -> [Int32] {
        var result: [Int32] = []
        for ext in extensions(of: .external("ShapeStyle")) where shapeStyleExtensionSelf(ext) != "Color" {
            result += membersOf(extension: ext, named: name).filter { isVisible($0, from: source, at: node) }
        }
        return result
    }

    /// `Color` for `extension ShapeStyle where Self == Color` (or `SwiftUI.Color`); the
    /// type `Self` is pinned to otherwise; nil without a `Self ==` requirement.
    func shapeStyleExtensionSelf(_ ext: Int32) -> String? {
        let declaration = self.declaration(ext)
        let tree = files[declaration.file].tree
        guard let clause = declaration.node.child(.genericWhereClause) else { return nil }
        for requirement in clause.children(.genericRequirement) {
            let types = requirement.childNodes
            guard types.count == 2, tree.collapsedText(of: types[0]) == "Self",
                  requirement.childTokens.contains(where: { tree.text(of: $0) == "==" }) else { continue }
            let pinned = tree.collapsedText(of: types[1])
            return pinned == "SwiftUI.Color" ? "Color" : pinned
        }
        return nil
    }
}
