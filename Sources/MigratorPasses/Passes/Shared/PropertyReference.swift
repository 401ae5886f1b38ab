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

    /// `x.property` read through a base other than `self` (which may be the owner type),
    /// as `path:line`.
    static func outsideRead(of property: String, owner: SemanticModel.TypeTarget, files: [SourceFile], _ context: PassContext) -> String? {
        for file in files {
            let tree = file.tree
            // The file's member accesses by member name, gathered once per tree (this is asked
            // for every key path of the data migrations' rule and by appears-active, and a file may hold a
            // million accesses).
            let accesses = tree.derived("PropertyReference.memberAccesses") { () -> [String: [Node]] in
                var byName: [String: [Node]] = [:]
                for node in tree.nodes(ofKind: [.memberAccessExpr]) {
                    guard let view = MemberAccessView(node), let nameToken = view.name else { continue }
                    byName[tree.text(of: nameToken), default: []].append(node)
                }
                return byName
            }
            for node in accesses[property] ?? [] {
                guard let view = MemberAccessView(node), let base = view.base,
                      !(base.kind == .declReferenceExpr && tree.text(of: base) == "self") else { continue }
                if let type = TypeResolver.resolve(base, at: node, file: file, model: context.model), type.target != owner { continue }
                return "\(Rewriting.place(file.path, tree.location(of: tree.startOffset(of: node)).line))"
            }
        }
        return nil
    }
}
