import MigratorEngine
import MigratorSemantics
import SwiftCST

/// What a node inside a type is to one of its properties, for passes that make every read
/// of the property follow a change of its type (appears-active, the data migrations' key
/// path rule): a read (`property`, `self.property`), a use of its wrapper (`_property`,
/// `$property`), another declaration of the name that shadows it, or nothing of it.
enum PropertyReference {
    case read(Node)
    case wrapper
    case shadow
    case other

    static func classify(_ node: Node, property: String, declaredBy pattern: Node, _ tree: SyntaxTree) -> PropertyReference {
        switch node.kind {
        case .declReferenceExpr:
            let text = DeclarationCollector.unescaped(tree.text(of: node))
            if text == "_" + property || text == "$" + property { return .wrapper }
            guard text == property else { return .other }
            if let parent = node.parent, parent.kind == .memberAccessExpr, parent.firstChildNode != node { return .other }
            return .read(node)
        case .memberAccessExpr:
            guard let view = MemberAccessView(node), let nameToken = view.name, tree.text(of: nameToken) == property,
                  let base = view.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" else { return .other }
            return .read(node)
        case .identifierPattern, .functionParameter, .closureShorthandParameter, .closureParameter:
            return node != pattern && SyntaxFacts.declaredName(node, tree) == property ? .shadow : .other
        default:
            return .other
        }
    }
}
