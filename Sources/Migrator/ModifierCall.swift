import SwiftCST

/// A call of a View modifier found by its shape: `base.name(...)` in a modifier chain,
/// `.name(...)` continuing a chain inside `#if`, or `name(...)` with implicit `self` inside
/// a View type. Never a bare function call elsewhere, never `Type.name(...)` (a static
/// function), never an implicit member expression such as `f(.name(...))`.
struct ModifierCall {
    let call: Node
    let view: FunctionCallView
    /// The modifier's name token.
    let nameToken: Int
    /// Argument labels inside the parentheses (nil for unlabelled).
    let labels: [String?]
    /// The argument values, in order (nil for `f(x:)` references).
    let arguments: [Node?]

    /// Where the site is reported and counted: the modifier's name (a chain's calls all
    /// start where the chain does).
    func start(_ tree: SyntaxTree) -> Int { Int(tree.tokens[nameToken].textStart) }

    /// Every call of a modifier named one of `names` in the file, in source order.
    static func find(named names: Set<String>, in file: SourceFile, context: PassContext) -> [ModifierCall] {
        let tree = file.tree
        var result: [ModifierCall] = []
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression else { continue }
            let nameToken: Int
            switch callee.kind {
            case .memberAccessExpr:
                guard let member = MemberAccessView(callee), let name = member.name, names.contains(tree.text(of: name)) else { continue }
                if let base = member.base {
                    // `Theme.cornerRadius(8)`: a static function of a type, not a modifier.
                    if base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true { continue }
                    if base.kind == .declReferenceExpr, tree.text(of: base) == "super" { continue }
                } else if !continuesChainInsideIfConfig(call) {
                    continue
                }
                nameToken = name
            case .declReferenceExpr:
                guard let name = callee.childTokens.first, names.contains(tree.text(of: name)),
                      isInsideViewType(call, tree, context.index) else { continue }
                nameToken = name
            default:
                continue
            }
            let arguments = view.arguments
            result.append(ModifierCall(call: call, view: view, nameToken: nameToken,
                                       labels: arguments.map { $0.label.map { tree.text(of: $0) } },
                                       arguments: arguments.map { $0.expression }))
        }
        return result
    }

    /// Whether a base-less `.name(...)` is the start of a modifier chain inside a `#if`
    /// clause that continues a postfix chain (`Text("a")\n#if os(iOS)\n.name()\n#endif`).
    static func continuesChainInsideIfConfig(_ call: Node) -> Bool {
        // Climb to the outermost call/member of this chain.
        var outer = call
        while let parent = outer.parent, (parent.kind == .memberAccessExpr || parent.kind == .functionCallExpr),
              parent.childNodes.first == outer {
            outer = parent
        }
        guard let clause = outer.parent, clause.kind == .ifConfigClause, let decl = clause.parent, decl.kind == .ifConfigDecl,
              let postfix = decl.parent else { return false }
        return postfix.kind == .postfixIfConfigExpr
    }

    /// Whether a bare call is inside a View type (`struct X: View`, `extension View`,
    /// `extension X` where the project declares `X: View`), where it means `self.name(...)`.
    static func isInsideViewType(_ node: Node, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        for ancestor in node.ancestors {
            switch ancestor.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                guard let declaration = DeclarationView(ancestor) else { return false }
                let name: String
                if ancestor.kind == .extensionDecl {
                    guard let extended = declaration.extendedType else { return false }
                    name = ProjectIndex.lastComponent(tree.collapsedText(of: extended))
                } else {
                    guard let token = declaration.name else { return false }
                    name = tree.text(of: token)
                }
                if name == "View" { return true }
                let inherited = declaration.inheritedTypes.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) }
                if inherited.contains("View") { return true }
                return index.declarations(of: name).contains { $0.inheritedTypes.contains { ProjectIndex.lastComponent($0) == "View" } }
            default:
                continue
            }
        }
        return false
    }

    /// Whether bytes `start..<end` hold a comment (which an edit over them would drop).
    static func containsComment(_ tree: SyntaxTree, _ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        // Only look at trivia: tokens inside the range are compared by their text spans.
        // Tokens are contiguous: find the first one ending after `start`.
        var low = 0
        var high = tree.tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tree.tokens[mid].end) <= start { low = mid + 1 } else { high = mid }
        }
        for index in low..<tree.tokens.count {
            let token = tree.tokens[index]
            if Int(token.start) >= end { break }
            for (from, to) in [(Int(token.start), Int(token.textStart)), (Int(token.textEnd), Int(token.end))] {
                let low = max(from, start)
                let high = min(to, end)
                guard low < high else { continue }
                var i = low
                while i + 1 < high {
                    if tree.bytes[i] == UInt8(ascii: "/") && (tree.bytes[i + 1] == UInt8(ascii: "/") || tree.bytes[i + 1] == UInt8(ascii: "*")) {
                        return true
                    }
                    i += 1
                }
            }
        }
        return false
    }

    /// A short form of an expression for messages.
    static func short(_ node: Node, _ tree: SyntaxTree) -> String {
        let text = tree.collapsedText(of: node)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    /// The whitespace at the start of the line holding `offset`.
    static func lineIndentation(at offset: Int, _ tree: SyntaxTree) -> String {
        var start = offset
        while start > 0 && tree.bytes[start - 1] != 10 && tree.bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < tree.bytes.count && (tree.bytes[end] == 32 || tree.bytes[end] == 9) { end += 1 }
        return String(decoding: tree.bytes[start..<end], as: UTF8.self)
    }
}
