import MigratorEngine
import MigratorSemantics
import SwiftCST

/// What `alert(item: $x)` and `actionSheet(item: $x)` present, for the passes that move
/// them to the `presenting:` forms (`alert`, `confirmation-dialog`): the optional value
/// `x`, the binding as written, and the content closure's name for the item.
struct PresentedItem {
    /// `x` for `$x`, `model.x` for `$model.x`, `self.x` for `self.$x`.
    let value: String
    /// The binding as written (`$x`), for a project helper.
    let binding: String
    /// The content closure's parameter (`_` when it has none it uses).
    let parameter: String
    /// The value's type, when known (for the title's member types).
    let type: TypeResolver.Resolved?

    /// `$x` (or `$model.x`, `self.$x`) and the content closure's parameter; a failure for
    /// any other binding or closure signature. `what` names the call (`alert(item:)`),
    /// `api` the form to move to by hand.
    static func of(_ binding: Node, closure: Node, file: SourceFile, context: PassContext, what: String, api: String) throws -> PresentedItem {
        let tree = file.tree
        let written = tree.collapsedText(of: binding)
        var value: String?
        if written.hasPrefix("$") {
            value = String(written.dropFirst())
        } else if written.hasPrefix("self.$") {
            value = "self." + written.dropFirst("self.$".count)
        }
        let isChain = value.map { $0.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(part.first?.isNumber ?? true)
        } } ?? false
        guard let value, isChain else {
            throw LegacyAlertButtons.Failure(message: "\(what) not rewritten: the binding (\(Rewriting.short(binding, tree))) is not `$x` or `$model.x`, so the value to present and to clear on dismiss cannot be written; move to \(api) by hand", reason: "alert-item-binding")
        }
        let parameters = Rewriting.closureParameters(closure, tree)
        guard !parameters.hasOtherParts, parameters.captureClause == nil, parameters.names.count == 1, parameters.shorthandTokens.isEmpty else {
            throw LegacyAlertButtons.Failure(message: "\(what) not rewritten: the content closure does not name its item with one parameter (`{ item in ... }`); move to \(api) by hand", reason: "closure-signature")
        }
        // The value's type (`@State var error: AppError?`), for the title's members.
        let type = valueType(binding, file: file, context: context)
        return PresentedItem(value: value, binding: written, parameter: parameters.names[0], type: type)
    }

    /// The type of the value a `$x`, `$model.x` or `self.$x` binding projects, when known.
    static func valueType(_ binding: Node, file: SourceFile, context: PassContext) -> TypeResolver.Resolved? {
        let tree = file.tree
        // `$x`: a declReference whose name starts with `$`; `$model.x`: member access on `$model`.
        if binding.kind == .declReferenceExpr {
            let name = String(tree.text(of: binding).dropFirst())
            return TypeResolver.lookupValue(name, at: binding, file: file, model: context.model, depth: 0)
        }
        guard let member = MemberAccessView(binding), let base = member.base, let nameToken = member.name else { return nil }
        let name = tree.text(of: nameToken)
        if tree.text(of: base) == "self" {
            return TypeResolver.memberOfEnclosingTypes(String(name.dropFirst()), at: binding, file: file, model: context.model, depth: 0)
        }
        guard let baseType = valueType(base, file: file, context: context), let target = baseType.target, !baseType.isOptional else { return nil }
        return TypeResolver.member(name, of: target, staticOnly: false, file: file, site: binding, model: context.model, depth: 0)
    }

    /// Whether an expression reads the presented value itself (`error` of `$error`,
    /// `model.error` of `$model.error`) or force-unwraps anything.
    static func readsBoundValue(_ node: Node, item: PresentedItem, _ tree: SyntaxTree) -> Bool {
        var found = false
        let root = item.value.hasPrefix("self.") ? String(item.value.dropFirst(5)) : item.value
        let first = root.split(separator: ".").first.map(String.init) ?? root
        node.walk { inner in
            if found { return false }
            if inner.kind == .forceUnwrapExpr { found = true }
            let text = tree.collapsedText(of: inner)
            if inner.kind == .memberAccessExpr, text == item.value || text == root || text == "self." + root { found = true }
            if inner.kind == .declReferenceExpr, !root.contains("."), text == first { found = true }
            return true
        }
        return found
    }

    /// Whether `name` is referenced in a node (as a name, not as a member or label).
    static func mentions(_ name: String, in node: Node, _ tree: SyntaxTree) -> Bool {
        var found = false
        node.walk { inner in
            if found { return false }
            if inner.kind == .declReferenceExpr, inner.endToken - inner.firstToken == 1,
               DeclarationCollector.unescaped(tree.text(of: inner)) == name { found = true }
            return true
        }
        return found
    }
}
