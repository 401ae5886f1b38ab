import Foundation
import MigratorSemantics
import SwiftCST

/// A closure's parameter list as written, and giving a one-parameter closure a leading
/// ignored parameter.
extension Rewriting {
    /// A closure's parameter list as written.
    package struct ClosureParameters {
        /// Parameter names (`_` included); empty when the closure declares none.
        package var names: [String]
        /// Offsets of the parameter list (`v`, `v, w`, `(v: T)`), when there is one.
        package var range: Range<Int>?
        /// The `[weak self]` clause, if any.
        package var captureClause: Node?
        /// The `in` keyword token, when the closure has a signature.
        package var inToken: Int?
        /// `async`, `throws`, `-> T` or attributes: a signature this module does not edit.
        package var hasOtherParts: Bool
        /// `$0`, `$1`, ... used at the closure's own level.
        package var shorthandTokens: [Int]
    }

    package static func closureParameters(_ closure: Node, _ tree: SyntaxTree) -> ClosureParameters {
        var result = ClosureParameters(names: [], range: nil, captureClause: nil, inToken: nil, hasOtherParts: false,
                                       shorthandTokens: ownShorthandParameters(closure, tree))
        guard let signature = closure.closureSignature else { return result }
        result.inToken = signature.childTokens.last { tree.text(of: $0) == "in" }
        for child in signature.childNodes {
            switch child.kind {
            case .closureCaptureClause:
                result.captureClause = child
            case .closureParameterClause, .parameterClause:
                result.range = tree.startOffset(of: child)..<tree.endOffset(of: child)
                for parameter in child.childNodes where parameter.kind == .closureShorthandParameter || parameter.kind == .closureParameter {
                    if let first = parameter.childTokens.first { result.names.append(tree.text(of: first)) }
                    // `(v: T)` is fine; `(a b: T)` (two names) is not a closure parameter.
                    if parameter.kind == .closureParameter {
                        let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
                        if names.count > 1 { result.hasOtherParts = true }
                    }
                }
            default:
                result.hasOtherParts = true
            }
        }
        return result
    }

    /// `$0`, `$1`, ... tokens that belong to this closure (not to closures nested in it).
    static func ownShorthandParameters(_ closure: Node, _ tree: SyntaxTree) -> [Int] {
        var result: [Int] = []
        func scan(_ node: Node) {
            for child in node.children {
                switch child {
                case .token(let token):
                    if isShorthandParameter(tree, token) { result.append(token) }
                case .node(let inner):
                    if inner.kind != .closureExpr { scan(inner) }
                }
            }
        }
        scan(closure)
        return result
    }

    static func isShorthandParameter(_ tree: SyntaxTree, _ token: Int) -> Bool {
        let t = tree.tokens[token]
        guard t.kind == .identifier, t.textLength >= 2, tree.bytes[Int(t.textStart)] == UInt8(ascii: "$") else { return false }
        return tree.bytes[Int(t.textStart) + 1..<Int(t.textEnd)].allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// Edits that give a one-parameter closure a leading ignored parameter:
    /// `{ v in` → `{ _, v in`, `{ [c] v in` → `{ [c] _, v in`, `{ (v: T) in` → `{ _, v in`,
    /// `{ _ in` → `{`, `{ [c] _ in` → `{ [c] in`, `$0` → `$1` at the closure's own level.
    /// Nil when the closure is not a one-parameter closure this can rewrite.
    package static func prependIgnoredParameter(_ closure: Node, _ tree: SyntaxTree, pass: String, site: Int) -> [Edit]? {
        let parameters = closureParameters(closure, tree)
        guard !parameters.hasOtherParts else { return nil }
        if parameters.range == nil {
            // No parameter list: `$0` makes it a one-parameter closure.
            let own = parameters.shorthandTokens
            guard !own.isEmpty, own.allSatisfy({ tree.text(of: $0) == "$0" }) else { return nil }
            return own.map { token in
                let t = tree.tokens[token]
                return Edit(start: Int(t.textStart), end: Int(t.textEnd), replacement: "$1", pass: pass, site: site)
            }
        }
        guard parameters.names.count == 1, let range = parameters.range, parameters.shorthandTokens.isEmpty,
              let inToken = parameters.inToken else { return nil }
        let name = parameters.names[0]
        if name == "_" {
            if let capture = parameters.captureClause {
                // `{ [weak self] _ in` → `{ [weak self] in`.
                return [Edit(start: tree.endOffset(of: capture), end: range.upperBound, replacement: "", pass: pass, site: site)]
            }
            // `{ _ in B }` → `{ B }`; `{ _ in\n B` → `{\n B`.
            guard let brace = closure.childTokens.first else { return nil }
            return [Edit(start: Int(tree.tokens[brace].textEnd), end: Int(tree.tokens[inToken].textEnd), replacement: "", pass: pass, site: site)]
        }
        return [Edit(start: range.lowerBound, end: range.upperBound, replacement: "_, \(name)", pass: pass, site: site)]
    }

    /// Whether the call is part of an `if`/`guard`/`while` condition or a `for`/`switch`
    /// header, where a trailing closure would end the statement's header.
    package static func isInCondition(_ call: Node) -> Bool {
        for ancestor in call.ancestors {
            switch ancestor.kind {
            case .closureExpr, .codeBlock, .accessorBlock, .memberBlock, .switchCase:
                return false
            case .conditionElement, .conditionElementList, .forStmt, .switchExpr, .repeatStmt:
                return true
            default:
                continue
            }
        }
        return false
    }
}

extension Rewriting {
    /// Whether a closure written in place returns no value: it has a bare `return`, or no
    /// `return` with a value and other than one statement (a lone expression may be its
    /// result). A signature with `->`, `throws` or attributes is not judged (false).
    package static func returnsNothing(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        guard closure.kind == .closureExpr else { return false }
        if let signature = closure.closureSignature,
           signature.childTokens.contains(where: { tree.text(of: $0) != "in" })
            || signature.childNodes.contains(where: { ![.closureCaptureClause, .closureParameterClause, .parameterClause].contains($0.kind) }) {
            return false
        }
        let statements = closure.childNodes.filter { $0.kind != .closureSignature }
        var bare = false, valued = false
        for statement in statements {
            statement.walk { node in
                if node.kind == .returnStmt {
                    if node.firstChildNode == nil { bare = true } else { valued = true }
                }
                // A nested closure's or function's `return` is its own.
                return ![.closureExpr, .functionDecl, .variableDecl].contains(node.kind)
            }
        }
        if valued { return false }
        return bare || statements.count != 1
    }
}
