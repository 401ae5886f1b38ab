import SwiftCST

/// Flags `ForEach(xs.indices, ...)`, `ForEach(0..<xs.count, ...)` and `id: \.offset` over a
/// collection that can change (seed: "Avoid collection indices as identity").
public struct ForEachIndexIdentityLint: Lint {
    public static let name = "foreach-index-identity"
    public static let summary = "Report ForEach and List rows identified by index over a collection that can change."
    public static let source = "ForEach: Avoid collection indices as identity"

    public static let explanation = """
    `ForEach` matches rows across updates by their ids. An index is a position, not an
    element: once the collection is reordered, inserted into or filtered, the same index
    names another element. SwiftUI then sees "the element at 3 changed" instead of
    "B moved", so row state (focus, `@State`, selection) sticks to the wrong element and
    moves animate as replacements.

    Flags `ForEach`, `List`, `Table` and `OutlineGroup` over `xs.indices`, over
    `0..<xs.count`, and with `id: \\.offset` over `xs.enumerated()`, when `xs` can change.
    The semantic model says what `xs` is: an array literal, a `let` initialised with one,
    a `static let`, a global constant or `T.allCases` cannot change and is not flagged;
    anything else (state, a model's property, an input from the parent, a value the model
    cannot tell) is. `0..<5` is not a collection's indices and is not flagged.

    The fix is to identify rows by a property that travels with the element: conform it
    to `Identifiable` and write `ForEach(xs)`, or pass `id: \\.id`; with `enumerated()`,
    keep the index as row data and use `id: \\.element.id`. Nothing is rewritten.
    """

    public static let avoid = """
    struct ItemList: View {
        @State private var items: [Item] = []
        var body: some View {
            List {
                ForEach(items.indices, id: \\.self) { index in
                    ItemRow(item: items[index])
                }
            }
        }
    }
    """

    public static let prefer = """
    struct ItemList: View {
        @State private var items: [Item] = []
        var body: some View {
            List {
                ForEach(items, id: \\.id) { item in
                    ItemRow(item: item)
                }
            }
        }
    }
    """

    public init() {}

    public func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in LintSupport.dataCalls(named: ["ForEach", "List", "Table", "OutlineGroup"], in: file, context) {
            guard let data = call.data.map(Self.unwrapped) else { continue }
            var collection: Node?
            var shape = ""
            var reason = ""
            if let member = MemberAccessView(data), member.name.map({ tree.text(of: $0) }) == "indices", let base = member.base {
                collection = base
                shape = "\(Rewriting.short(base, tree)).indices"
                reason = "indices"
            } else if let base = Self.countRange(data, tree) {
                collection = base
                shape = "0..<\(Rewriting.short(base, tree)).count"
                reason = "count-range"
            } else if let id = call.id, tree.collapsedText(of: id) == "\\.offset", let base = Self.enumerated(data, tree) {
                collection = base
                shape = "\(Rewriting.short(base, tree)).enumerated() with id: \\.offset"
                reason = "offset"
            }
            guard let collection, !Self.isConstant(collection, file: file, context) else { continue }
            let shown = Rewriting.short(collection, tree)
            findings.append(finding(file, token: call.nameToken,
                                    "\(call.name) over \(shape) identifies rows by position: when \(shown) is reordered, inserted into or filtered, rows keep another element's state and animate as replacements; identify rows by the element (make it Identifiable and write \(call.name)(\(shown)), or id: \\.id\(reason == "offset" ? ", or id: \\.element.id with enumerated()" : ""))",
                                    reason: reason))
        }
        return findings
    }

    /// `(x)` → `x`.
    static func unwrapped(_ node: Node) -> Node {
        var current = node
        while current.kind == .tupleExpr, let list = current.child(.labeledExprList), list.childNodes.count == 1,
              let only = list.firstChildNode, ArgumentView(only).label == nil, let inner = ArgumentView(only).expression {
            current = inner
        }
        return current
    }

    /// `0..<xs.count`: `xs`.
    static func countRange(_ node: Node, _ tree: SyntaxTree) -> Node? {
        let elements = node.kind == .sequenceExpr ? node.childNodes : []
        guard elements.count == 3, elements[1].kind == .binaryOperatorExpr, tree.text(of: elements[1]) == "..<",
              elements[0].kind == .integerLiteralExpr, tree.text(of: elements[0]) == "0",
              let member = MemberAccessView(unwrapped(elements[2])), member.name.map({ tree.text(of: $0) }) == "count",
              let base = member.base else { return nil }
        return base
    }

    /// `xs.enumerated()` or `Array(xs.enumerated())`: `xs`.
    static func enumerated(_ node: Node, _ tree: SyntaxTree) -> Node? {
        var current = node
        if let call = FunctionCallView(current), let callee = call.calledExpression, tree.text(of: callee) == "Array",
           call.arguments.count == 1, let inner = call.arguments[0].expression {
            current = inner
        }
        guard let call = FunctionCallView(current), call.arguments.isEmpty, let callee = call.calledExpression,
              let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "enumerated" else { return nil }
        return member.base
    }

    /// Whether a collection cannot change: a literal, `T.allCases`, or a name the model
    /// resolves to a constant initialised with a literal, a `static let` or a global `let`.
    static func isConstant(_ collection: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let model = context.model
        let node = unwrapped(collection)
        switch node.kind {
        case .arrayExpr, .stringLiteralExpr, .dictionaryExpr:
            return true
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let base = member.base, let token = member.name else { return false }
            let name = tree.text(of: token)
            if let typeText = TypeResolver.typeReference(base, tree) {
                if name == "allCases" { return true }
                // `Type.constant`: a static let of the project's type.
                guard let type = model.resolveNominal(typeText, in: file, at: node) else { return false }
                let found = model.members(of: type, named: name, in: file, at: node)
                return !found.isEmpty && found.allSatisfy { model.declaration($0).kind == .constant && model.declaration($0).isStatic }
            }
            guard base.kind == .declReferenceExpr, tree.text(of: base) == "self" else { return false }
            fallthrough
        case .declReferenceExpr:
            switch LintSupport.referent(of: node, in: file, context) {
            case .local(let declaration):
                guard DeclarationView(declaration)?.keyword.map({ tree.text(of: $0) }) == "let",
                      let name = node.kind == .declReferenceExpr ? tree.text(of: node) : MemberAccessView(node)?.name.map({ tree.text(of: $0) }),
                      let value = TypeResolver.binding(named: name, in: declaration, tree)?.child(.initializerClause)?.childNodes.first else { return false }
                return [.arrayExpr, .stringLiteralExpr, .dictionaryExpr].contains(unwrapped(value).kind)
            case .declarations(let ids):
                return !ids.isEmpty && ids.allSatisfy { id in
                    let declaration = model.declaration(id)
                    guard declaration.kind == .constant else { return false }
                    if declaration.isStatic || declaration.parent < 0 { return true }
                    guard let (_, value) = LintSupport.initialValue(of: id, context) else { return false }
                    return [.arrayExpr, .stringLiteralExpr, .dictionaryExpr].contains(unwrapped(value).kind)
                }
            case .parameter, .unknown:
                return false
            }
        default:
            return false
        }
    }
}
