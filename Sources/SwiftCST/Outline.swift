/// Prints the line-based outline of OUTLINE.md (in this folder): declarations, calls and
/// attributes with their positions, so two parsers' trees can be compared with `diff`.
public enum Outline {
    struct Line {
        var start: Int
        var end: Int
        var order: Int
        var text: String
    }

    /// The outline of a parsed file, one line per entry, each ending in `\n`.
    public static func render(_ tree: SyntaxTree) -> String {
        var lines: [Line] = []
        tree.root.walk { node in
            collect(node, tree, &lines)
            return true
        }
        lines.sort { a, b in
            if a.start != b.start { return a.start < b.start }
            if a.end != b.end { return a.end > b.end }
            return a.order < b.order
        }
        var out = ""
        for line in lines {
            out += line.text
            out += "\n"
        }
        return out
    }

    static func position(_ tree: SyntaxTree, _ offset: Int) -> String {
        let (line, column) = tree.location(of: offset)
        return "\(line):\(column)"
    }

    static func collect(_ node: Node, _ tree: SyntaxTree, _ lines: inout [Line]) {
        func emit(_ fields: [String], _ start: Int, _ end: Int) {
            let text = (fields + [position(tree, start), position(tree, end)]).joined(separator: "\t")
            lines.append(Line(start: start, end: end, order: lines.count, text: text))
        }
        guard !node.isEmpty else { return }
        let start = tree.startOffset(of: node)
        let end = tree.endOffset(of: node)
        let tokens = node.childTokens
        func tokenText(_ i: Int) -> String { i < tokens.count ? tree.text(of: tokens[i]) : "" }
        switch node.kind {
        case .importDecl:
            var path: [String] = []
            var afterImport = false
            for t in tokens {
                if afterImport {
                    if tree.tokens[t].kind != .period { path.append(tree.text(of: t)) }
                } else if tree.tokens[t].keyword == .importKeyword {
                    afterImport = true
                }
            }
            let periods = tokens.filter { tree.tokens[$0].kind == .period }.count
            if path.count > periods + 1 { path.removeFirst() }
            emit(["decl", "import", path.joined(separator: ".")], start, end)
        case .structDecl: emit(["decl", "struct", tokenText(1)], start, end)
        case .classDecl: emit(["decl", "class", tokenText(1)], start, end)
        case .enumDecl: emit(["decl", "enum", tokenText(1)], start, end)
        case .protocolDecl: emit(["decl", "protocol", tokenText(1)], start, end)
        case .actorDecl: emit(["decl", "actor", tokenText(1)], start, end)
        case .functionDecl: emit(["decl", "func", tokenText(1)], start, end)
        case .typeAliasDecl: emit(["decl", "typealias", tokenText(1)], start, end)
        case .associatedTypeDecl: emit(["decl", "associatedtype", tokenText(1)], start, end)
        case .macroDecl: emit(["decl", "macro", tokenText(1)], start, end)
        case .precedenceGroupDecl: emit(["decl", "precedencegroup", tokenText(1)], start, end)
        case .operatorDecl: emit(["decl", "operator", tokenText(1)], start, end)
        case .initializerDecl: emit(["decl", "init", "init"], start, end)
        case .deinitializerDecl: emit(["decl", "deinit", "deinit"], start, end)
        case .subscriptDecl: emit(["decl", "subscript", "subscript"], start, end)
        case .extensionDecl:
            let extended = node.childNodes.first { $0.kind != .attributeList && $0.kind != .modifierList }
            emit(["decl", "extension", extended.map { tree.collapsedText(of: $0) } ?? ""], start, end)
        case .variableDecl:
            let keyword = tokenText(0)
            for binding in node.children(.patternBinding) {
                guard let pattern = binding.childNodes.first else { continue }
                let name = pattern.kind == .identifierPattern ? tree.text(of: pattern) : tree.collapsedText(of: pattern)
                emit(["decl", keyword, name], start, end)
            }
        case .enumCaseDecl:
            for element in node.children(.enumCaseElement) {
                if let name = element.childTokens.first {
                    emit(["decl", "case", tree.text(of: name)], start, end)
                }
            }
        case .macroExpansionDecl:
            let name = tokens.first { tree.tokens[$0].kind == .poundKeyword }.map { String(tree.text(of: $0).dropFirst()) } ?? ""
            emit(["decl", "macroexpansion", name], start, end)
        case .functionCallExpr:
            guard let callee = node.childNodes.first else { return }
            emit(["call", tree.collapsedText(of: callee), labels(node, tree)], start, end)
        case .macroExpansionExpr:
            let calleeEnd: Int
            if let generic = node.child(.genericArgumentClause) {
                calleeEnd = tree.endOffset(of: generic)
            } else {
                calleeEnd = Int(tree.tokens[node.firstToken].textEnd)
            }
            emit(["call", tree.collapsedText(start, calleeEnd), labels(node, tree)], start, end)
        case .attribute:
            // Name: from after `@` through the name and generic arguments.
            var nameEnd = Int(tree.tokens[node.firstToken].textEnd)
            for child in node.children {
                switch child {
                case .token(let t) where t != node.firstToken: nameEnd = Int(tree.tokens[t].textEnd)
                case .node(let n) where n.kind == .genericArgumentClause: nameEnd = tree.endOffset(of: n)
                default: break
                }
            }
            let nameStart = Int(tree.tokens[node.firstToken].textEnd)
            let nameTokenStart = node.firstToken + 1 < tree.tokens.count ? Int(tree.tokens[node.firstToken + 1].textStart) : nameStart
            emit(["attr", tree.collapsedText(max(nameStart, nameTokenStart), max(nameEnd, nameTokenStart))], start, end)
        default:
            break
        }
    }

    /// `_,id,trailing`: argument labels, then `trailing`, then extra closure labels.
    static func labels(_ call: Node, _ tree: SyntaxTree) -> String {
        var labels: [String] = []
        for child in call.children.dropFirst() {
            guard case .node(let n) = child else { continue }
            switch n.kind {
            case .labeledExprList:
                for argument in n.children(.labeledExpr) {
                    let tokens = argument.childTokens
                    if tokens.count >= 2, tree.tokens[tokens[1]].kind == .colon {
                        labels.append(tree.text(of: tokens[0]))
                    } else {
                        labels.append("_")
                    }
                }
            case .closureExpr:
                labels.append("trailing")
            case .multipleTrailingClosureElement:
                if let label = n.childTokens.first { labels.append(tree.text(of: label)) }
            default:
                break
            }
        }
        return labels.joined(separator: ",")
    }
}
