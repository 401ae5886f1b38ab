import SwiftCST

/// Facts read off the syntax tree, without asking what a name means, that the semantic
/// model needs and the passes share.
package enum SyntaxFacts {
    /// The name an attribute starts with: `Published` for `@Published`, `MainActor` for
    /// `@MainActor`, `SwiftUI` for `@SwiftUI.State` (the token after `@`).
    package static func attributeName(_ attribute: Node, _ tree: SyntaxTree) -> String {
        let tokens = attribute.childTokens
        return tokens.count > 1 ? tree.text(of: tokens[1]) : ""
    }

    /// Whether a base-less `.name(...)` starts a modifier chain inside a `#if` clause that
    /// continues a postfix chain (`Text("a")\n#if os(iOS)\n.name()\n#endif`).
    package static func continuesChainInsideIfConfig(_ call: Node) -> Bool {
        var outer = call
        while let parent = outer.parent, parent.kind == .memberAccessExpr || parent.kind == .functionCallExpr,
              parent.firstChildNode == outer {
            outer = parent
        }
        guard let clause = outer.parent, clause.kind == .ifConfigClause, let decl = clause.parent, decl.kind == .ifConfigDecl,
              let postfix = decl.parent else { return false }
        return postfix.kind == .postfixIfConfigExpr
    }

    /// The name a pattern or parameter declares.
    package static func declaredName(_ node: Node, _ tree: SyntaxTree) -> String? {
        switch node.kind {
        case .identifierPattern, .closureShorthandParameter:
            return node.childTokens.first.map { tree.text(of: $0) }
        case .functionParameter, .closureParameter:
            // `label name: T` or `name: T`: the last identifier before the colon.
            var last: String?
            for token in node.childTokens {
                if tree.tokens[token].kind == .colon { break }
                if tree.tokens[token].kind == .identifier { last = tree.text(of: token) }
            }
            return last
        default:
            return nil
        }
    }
}
