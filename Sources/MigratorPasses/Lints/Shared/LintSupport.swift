import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Matchers the lints share: SwiftUI's data-driven views (`ForEach`, `List`) with their
/// data, id and row closure; what a plain name refers to; function types; the statements
/// of a closure. Each asks the semantic model whether a name is SwiftUI's or the project's.
enum LintSupport {
    /// A call of a SwiftUI view that takes a collection: `ForEach(data, id: ...) { row }`.
    struct DataCall {
        var call: Node
        /// `ForEach`, `List`, ...
        var name: String
        /// The callee's name token (where findings point).
        var nameToken: Int
        /// The first unlabelled argument (or `data:`).
        var data: Node?
        /// The `id:` argument's value.
        var id: Node?
        /// The trailing closure, or the `content:`/`rowContent:` argument.
        var row: Node?
    }

    /// Calls of SwiftUI's `names` (not a project type of that name visible there).
    static func dataCalls(named names: Set<String>, in file: SourceFile, _ context: PassContext) -> [DataCall] {
        let tree = file.tree
        var result: [DataCall] = []
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression else { continue }
            var nameNode = callee
            if callee.kind == .genericSpecializationExpr, let base = callee.firstChildNode { nameNode = base }
            if let member = MemberAccessView(nameNode), let base = member.base, base.kind == .declReferenceExpr,
               tree.text(of: base) == "SwiftUI", let token = member.name {
                guard names.contains(tree.text(of: token)) else { continue }
                nameNode = callee
            } else {
                guard nameNode.kind == .declReferenceExpr, names.contains(tree.text(of: nameNode)) else { continue }
                if !context.model.projectTypes(named: tree.text(of: nameNode), at: call, in: file).isEmpty { continue }
            }
            let nameToken = nameNode.kind == .memberAccessExpr ? (MemberAccessView(nameNode)?.name ?? nameNode.firstToken) : nameNode.firstToken
            var data: Node?
            var id: Node?
            var row = view.trailingClosure
            for argument in view.arguments {
                let label = argument.label.map { tree.text(of: $0) }
                switch label {
                case nil, "data"?: if data == nil { data = argument.expression }
                case "id"?: id = argument.expression
                case "content"?, "rowContent"?: if row == nil, argument.expression?.kind == .closureExpr { row = argument.expression }
                default: break
                }
            }
            result.append(DataCall(call: call, name: tree.text(of: nameToken), nameToken: nameToken, data: data, id: id, row: row))
        }
        return result
    }

    /// `(x)` → `x`: parentheses around one unlabelled expression.
    static func unwrapped(_ node: Node) -> Node {
        var current = node
        while current.kind == .tupleExpr, let list = current.child(.labeledExprList), list.childNodes.count == 1,
              let only = list.firstChildNode, ArgumentView(only).label == nil, let inner = ArgumentView(only).expression {
            current = inner
        }
        return current
    }

    /// Whether a node is preview-only code, which never ships: inside `#Preview { ... }` or
    /// inside a type (or an extension) that declares `PreviewProvider` conformance, nested
    /// types included.
    static func isPreviewCode(_ node: Node, _ tree: SyntaxTree) -> Bool {
        node.ancestors.contains { ancestor in
            switch ancestor.kind {
            case .macroExpansionExpr, .macroExpansionDecl:
                return tree.text(of: ancestor.firstToken) == "#Preview"
            case .structDecl, .classDecl, .enumDecl, .extensionDecl:
                return ancestor.child(.inheritanceClause)?.children(.inheritedType).contains {
                    ["PreviewProvider", "SwiftUI.PreviewProvider"].contains(tree.collapsedText(of: $0))
                } ?? false
            default:
                return false
            }
        }
    }

    /// The statements of a closure or block, with `expressionStmt` unwrapped and the
    /// closure's signature left out.
    static func statements(_ body: Node) -> [Node] {
        body.childNodes.filter { $0.kind != .closureSignature }.map { $0.kind == .expressionStmt ? ($0.firstChildNode ?? $0) : $0 }
    }

    /// A closure's statements that produce views in a view builder: declarations
    /// (`let x = ...`) and `let _ = ...` produce none.
    static func viewStatements(_ closure: Node) -> [Node] {
        statements(closure).filter { ![.variableDecl, .typeAliasDecl, .functionDecl, .structDecl, .classDecl, .enumDecl].contains($0.kind) }
    }

    /// The single expression a closure returns (`{ x }` or `{ return x }`).
    static func singleExpression(_ closure: Node) -> Node? {
        let body = statements(closure)
        guard body.count == 1 else { return nil }
        if body[0].kind == .returnStmt { return body[0].firstChildNode }
        return body[0]
    }

    /// Whether a written type is a function type (`(T) -> U`, `@Sendable () -> Void`,
    /// `((T) -> U)?`), by its text: an arrow outside any brackets.
    static func isFunctionType(_ text: String) -> Bool {
        var body = Substring(text.trimmingSpaces())
        while true {
            if body.hasSuffix("?") || body.hasSuffix("!") { body = body.dropLast(); continue }
            if body.hasPrefix("@") || body.hasPrefix("sending ") || body.hasPrefix("any ") {
                // `@Sendable (T) -> U`, `@MainActor @escaping () -> Void`: drop the attribute.
                if let space = body.firstIndex(of: " "), body.hasPrefix("@") || body.hasPrefix("sending ") || body.hasPrefix("any ") {
                    let word = body[..<space]
                    if word.contains("(") && !word.hasSuffix(")") { return false }
                    body = body[body.index(after: space)...].drop { $0 == " " }
                    continue
                }
                return false
            }
            if body.hasPrefix("("), body.hasSuffix(")"), matchingParenthesis(body) == body.index(before: body.endIndex) {
                body = body.dropFirst().dropLast()
                continue
            }
            break
        }
        var depth = 0
        var previous: Character = " "
        for character in body {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">":
                if previous == "-" {
                    if depth == 0 { return true }
                } else {
                    depth -= 1
                }
            default: break
            }
            previous = character
        }
        return false
    }

    /// The index of the parenthesis closing the one at the start.
    static func matchingParenthesis(_ text: Substring) -> Substring.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 } else if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// What a plain name (`items`, `self.items`) at a site refers to.
    enum Referent {
        /// A local `let`/`var` in a body around the site (its declaration node).
        case local(Node)
        /// A closure, function or pattern parameter.
        case parameter
        /// Members of the enclosing types, or top-level values, the site can see.
        case declarations([Int32])
        case unknown
    }

    /// The declaration a name or `self.name` refers to at a site: locals and parameters,
    /// then members of the enclosing types, then top-level values.
    static func referent(of expression: Node, in file: SourceFile, _ context: PassContext) -> Referent {
        let tree = file.tree
        var name: String
        var implicitSelfOnly = false
        if expression.kind == .declReferenceExpr {
            name = DeclarationCollector.unescaped(tree.text(of: expression))
        } else if let member = MemberAccessView(expression), let base = member.base, base.kind == .declReferenceExpr,
                  tree.text(of: base) == "self", let token = member.name {
            name = DeclarationCollector.unescaped(tree.text(of: token))
            implicitSelfOnly = true
        } else {
            return .unknown
        }
        if !implicitSelfOnly {
            // Locals and parameters, walking out from the site.
            var node = expression
            while let parent = node.parent {
                switch parent.kind {
                case .codeBlock, .accessorBlock, .closureExpr, .switchCase:
                    for sibling in parent.childNodes {
                        if sibling == node { break }
                        let statement = sibling.kind == .expressionStmt ? (sibling.firstChildNode ?? sibling) : sibling
                        if statement.kind == .variableDecl, TypeResolver.binding(named: name, in: statement, tree) != nil { return .local(statement) }
                    }
                    if parent.kind == .closureExpr, let signature = parent.closureSignature,
                       TypeResolver.closureDeclares(name, signature, tree) { return .parameter }
                case .functionDecl, .initializerDecl, .subscriptDecl:
                    for parameter in parent.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter)
                        ?? parent.child(.parameterClause)?.children(.functionParameter) ?? [] {
                        let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
                        if names.last.map({ DeclarationCollector.unescaped(tree.text(of: $0)) }) == name { return .parameter }
                    }
                case .ifExpr, .guardStmt, .whileStmt, .forStmt:
                    // Bindings of conditions and loops: treated as parameters (not stable data).
                    var declares = false
                    parent.walk { n in
                        if n.kind == .identifierPattern, tree.text(of: n) == name { declares = true }
                        return !declares && n.kind != .codeBlock
                    }
                    if declares { return .parameter }
                case .memberBlock, .sourceFile:
                    break
                default:
                    break
                }
                if parent.kind == .memberBlock { break }
                node = parent
            }
        }
        let model = context.model
        for frame in model.enclosingDeclarations(of: expression, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            let found = TypeResolver.members(name, of: identity, file: file, site: expression, model: context.model)
                .filter { [.variable, .constant].contains(model.declaration($0).kind) }
            if !found.isEmpty { return .declarations(found) }
        }
        if implicitSelfOnly { return .unknown }
        let top = model.topLevelValues(named: name, in: file)
        return top.isEmpty ? .unknown : .declarations(top)
    }

    /// The initial value of a property or constant declaration (`= value`), in its file.
    static func initialValue(of id: Int32, _ context: PassContext) -> (file: SourceFile, value: Node)? {
        let declaration = context.model.declaration(id)
        let file = context.model.files[declaration.file]
        guard let binding = TypeResolver.binding(named: declaration.name, in: declaration.node, file.tree),
              let value = binding.child(.initializerClause)?.childNodes.first else { return nil }
        return (file, value)
    }

    /// The one expression a computed property's getter returns (`static var featured:
    /// [Kind] { [.photo, .video] }`), in its file.
    static func computedValue(of id: Int32, _ context: PassContext) -> (file: SourceFile, value: Node)? {
        let declaration = context.model.declaration(id)
        let file = context.model.files[declaration.file]
        guard declaration.isComputed, let accessors = TypeResolver.binding(named: declaration.name, in: declaration.node, file.tree)?.child(.accessorBlock) else { return nil }
        let getters = accessors.children(.accessorDecl)
        let body = getters.isEmpty ? accessors : (getters.count == 1 ? getters[0].child(.codeBlock) : nil)
        guard let body else { return nil }
        let statements = LintSupport.statements(body)
        guard statements.count == 1 else { return nil }
        return (file, statements[0].kind == .returnStmt ? (statements[0].firstChildNode ?? statements[0]) : statements[0])
    }

    /// Property-wrapper attribute names on a declaration (`State`, `Binding`, ...).
    static func wrappers(of declaration: Node, _ tree: SyntaxTree) -> [String] {
        (DeclarationView(declaration)?.attributes ?? []).compactMap { Rewriting.wrapperName($0, tree) }
    }

    /// The outermost expression of a modifier chain that starts at `node`.
    static func outermostChain(_ node: Node) -> Node {
        var chain = node
        while let parent = chain.parent {
            if parent.kind == .memberAccessExpr, MemberAccessView(parent)?.base == chain { chain = parent; continue }
            if parent.kind == .functionCallExpr, parent.firstChildNode == chain { chain = parent; continue }
            break
        }
        return chain
    }

    /// The call a closure is a trailing closure (or an argument) of, and its callee's name.
    static func owningCall(of closure: Node, _ tree: SyntaxTree) -> (call: Node, name: String)? {
        var current = closure
        if let parent = current.parent, parent.kind == .labeledExpr, let list = parent.parent, list.kind == .labeledExprList {
            current = list
        } else if let parent = current.parent, parent.kind == .multipleTrailingClosureElement {
            current = parent
        }
        guard let call = current.parent, call.kind == .functionCallExpr, let callee = FunctionCallView(call)?.calledExpression else { return nil }
        var nameNode = callee
        if callee.kind == .genericSpecializationExpr, let base = callee.firstChildNode { nameNode = base }
        if let member = MemberAccessView(nameNode), let token = member.name { return (call, tree.text(of: token)) }
        return (call, tree.text(of: nameNode))
    }

    /// Whether a node sits in the content of a `Menu` or `.contextMenu`: SwiftUI builds that
    /// content anew each time the menu opens, so no row or view keeps state there.
    static func isMenuContent(_ node: Node, _ tree: SyntaxTree) -> Bool {
        for ancestor in node.ancestors where ancestor.kind == .closureExpr {
            guard let (call, name) = LintSupport.owningCall(of: ancestor, tree), name == "Menu" || name == "contextMenu",
                  let view = FunctionCallView(call) else { continue }
            if view.trailingClosure == ancestor { return true }
            if let argument = view.arguments.first(where: { $0.expression == ancestor }) {
                let label = argument.label.map { tree.text(of: $0) }
                if label == "content" || label == "menuItems" || (label == nil && name == "Menu") { return true }
            }
        }
        return false
    }
}
