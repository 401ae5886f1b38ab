import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags a `List`'s `ForEach` whose row yields several views or a top-level `if` without
/// `else` (seed: "Prefer unary row views in List").
public struct MultiViewRowLint: BuiltInPass {
    public static let name = "multi-view-row"
    public static let reasons = ["if-without-else", "several-views"]
    public static let summary = "Report List rows that yield several views or an if without else."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "ForEach: Prefer unary row views in List"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    A `List` can template its row ids from the `ForEach` data only when every row produces
    the same number of top-level views. A row closure that yields two or more views, or a
    top-level `if` without `else` (zero or one view depending on the element), defeats
    that fast path: SwiftUI evaluates every row's body just to count its views, and the
    cost of each update grows with the number of rows.

    Flags a `ForEach` inside a `List` (directly, or through `Section` or `Group`, which
    pass their content through), and a `List(data) { row }`, whose row closure yields a
    number of views that varies per element: its only view is an `if` without `else`, or
    one of its several views is (declarations such as `let x = ...` are not views).
    `if`/`else` and `switch` at the top of a row, and a row of the same views for every
    element (two `Text`s, always), are not flagged.

    The fix is to wrap the row in one container (`VStack`, `HStack`, `ZStack` or a row
    view), so each row is one view; when some elements should not be rows at all, filter
    the data before the `ForEach` instead. When the `if` holds a `Section` (zero or one
    section per element), only filtering is advised: a container would break the
    sectioning; a row that yields a `Section` beside other views (a spacer row before each
    Section but the first; a Section written there or by a function or property of the view
    whose body is one) is not flagged. Nothing is rewritten.
    """

    static let avoid = """
    struct Fonts: View {
        let fonts: [NamedFont]
        var body: some View {
            List {
                ForEach(fonts) { font in
                    if font.name.count != 2 {
                        Text(font.name)
                    }
                }
            }
        }
    }
    """

    static let prefer = """
    struct Fonts: View {
        let fonts: [NamedFont]
        var body: some View {
            List {
                ForEach(fonts) { font in
                    VStack {
                        if font.name.count != 2 {
                            Text(font.name)
                        }
                    }
                }
            }
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    /// Content closures that pass their views through to the list.
    static let passThrough: Set<String> = ["Section", "Group", "ForEach"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in LintSupport.dataCalls(named: ["ForEach", "List"], in: file, context) {
            guard let row = call.row, call.data != nil else { continue }
            if call.name == "ForEach" && !Self.isInsideList(call.call, tree) { continue }
            let views = LintSupport.viewStatements(row)
            let container = call.name == "List" ? "List" : "ForEach in a List"
            if views.count > 1 {
                // A fixed number of views per element keeps the count known; an `if`
                // without `else` among them makes it vary.
                guard views.contains(where: { $0.kind == .ifExpr && !Self.hasElse($0, tree) }) else { continue }
                // Sections with rows between them (a spacer before each but the first): a
                // container would put the Section inside one row.
                if views.contains(where: { Self.isSection($0, file, context) }) { continue }
                findings.append(advice(file, token: call.nameToken,
                                        "the \(container) row yields \(views.count) views, one under an if without else (a count that varies per element); wrap the row in one container (VStack, HStack or a row view)",
                                        reason: "several-views"))
            } else if views.count == 1, views[0].kind == .ifExpr, !Self.hasElse(views[0], tree) {
                // Zero or one Section per element: a container would break the sectioning.
                let body = views[0].child(.codeBlock).map(LintSupport.statements) ?? []
                if body.count == 1, let callee = FunctionCallView(body[0])?.calledExpression,
                   ["Section", "SwiftUI.Section"].contains(tree.text(of: callee)) {
                    findings.append(advice(file, token: call.nameToken,
                                            "the \(container) yields an if without else around a Section (zero or one section per element); filter the data before the ForEach so each element is one Section",
                                            reason: "if-without-else"))
                    continue
                }
                findings.append(advice(file, token: call.nameToken,
                                        "the \(container) row is an if without else (zero or one view per element); wrap it in one container (VStack { if ... }), or filter the data first if some elements are no rows",
                                        reason: "if-without-else"))
            }
        }
        return findings
    }

    /// Whether a view statement is a `Section`: written so, or a call of the project's own
    /// function (or a property) whose body is one `Section { }` (`discoverSection(section:)`).
    static func isSection(_ view: Node, _ file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let callee = FunctionCallView(view)?.calledExpression ?? view
        if ["Section", "SwiftUI.Section"].contains(tree.text(of: callee)) { return true }
        guard callee.kind == .declReferenceExpr else { return false }
        let model = context.model
        var ids: [Int32] = []
        for frame in model.enclosingDeclarations(of: callee, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            ids = TypeResolver.members(tree.text(of: callee), of: identity, file: file, site: callee, model: model)
                .filter { [.function, .variable].contains(model.declaration($0).kind) }
            if !ids.isEmpty { break }
        }
        return !ids.isEmpty && ids.allSatisfy { id in
            let declaration = context.model.declaration(id)
            let declTree = context.model.files[declaration.file].tree
            var body: Node?
            declaration.node.walk { node in
                if body == nil, node.kind == .codeBlock || node.kind == .accessorBlock { body = node }
                return body == nil
            }
            guard let body, let single = LintSupport.singleExpression(body),
                  let inner = FunctionCallView(single)?.calledExpression else { return false }
            return ["Section", "SwiftUI.Section"].contains(declTree.text(of: inner))
        }
    }

    /// Whether an `if` has an `else`.
    static func hasElse(_ node: Node, _ tree: SyntaxTree) -> Bool {
        node.childTokens.contains { tree.text(of: $0) == "else" }
    }

    /// Whether a `ForEach` is content of a `List`, directly or through pass-through
    /// containers (`Section`, `Group`).
    static func isInsideList(_ call: Node, _ tree: SyntaxTree) -> Bool {
        var node = call
        while let parent = node.parent {
            switch parent.kind {
            case .closureExpr:
                guard let owner = LintSupport.owningCall(of: parent, tree) else { return false }
                if owner.name == "List" { return true }
                guard passThrough.contains(owner.name) else { return false }
                node = owner.call
            case .ifConfigClause, .ifConfigDecl, .expressionStmt:
                node = parent
            default:
                // A modifier chain on the ForEach (`.onDelete`) keeps it the content.
                if parent.kind == .memberAccessExpr || parent.kind == .functionCallExpr, parent.firstChildNode == node {
                    node = parent
                } else {
                    return false
                }
            }
        }
        return false
    }
}
