import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `AnyView(...)` as the row of a `ForEach` or `List` (seed: "Avoid AnyView as a
/// ForEach row").
public struct AnyViewRowLint: BuiltInPass {
    public static let name = "anyview-row"
    public static let reasons = ["anyview-function-row", "anyview-row"]
    public static let summary = "Report ForEach and List rows that are AnyView."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "ForEach: Avoid AnyView as a ForEach row"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    A `List` computes the ids of all its rows up front. When each row is one concrete view,
    SwiftUI derives the ids from the `ForEach` data alone, without running the rows'
    bodies. `AnyView` erases the row's type and with it the row's structure, so SwiftUI has
    to evaluate every row's body to learn what it holds, and the cost grows with the
    number of rows.

    Flags a `ForEach` or `List` row closure whose only view is `AnyView(...)` (SwiftUI's,
    not a project type of that name), or a call of the project's own function or method
    that returns `AnyView`, which the semantic model resolves (`rowView(for: item)`
    declared `-> AnyView`). A `ForEach` counts only inside a container that computes ids
    up front and creates rows lazily, in the same declaration: `List`, `Form`, `Table`,
    `OutlineGroup`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`. In a `VStack`,
    `HStack` or `ZStack` every row is built anyway, and a `ForEach` that is a helper's
    whole content may land in either kind, so neither is flagged.

    The fix is a concrete row view whose body branches (`switch`, `if`/`else`) inside a
    single container such as a `VStack`. A `@ViewBuilder` helper returning `some View` on
    its own is only half the fix: its bare `switch` still varies the row's structure.
    Nothing is rewritten.
    """

    static let avoid = """
    struct ItemList: View {
        let items: [Item]
        var body: some View {
            List {
                ForEach(items) { item in
                    rowView(for: item)
                }
            }
        }

        func rowView(for item: Item) -> AnyView {
            item.isDone ? AnyView(Text(item.title).strikethrough()) : AnyView(Text(item.title))
        }
    }
    """

    static let prefer = """
    struct ItemList: View {
        let items: [Item]
        var body: some View {
            List {
                ForEach(items) { item in
                    ItemRow(item: item)
                }
            }
        }
    }

    struct ItemRow: View {
        let item: Item
        var body: some View {
            VStack {
                if item.isDone { Text(item.title).strikethrough() } else { Text(item.title) }
            }
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in LintSupport.dataCalls(named: ["ForEach", "List"], in: file, context) {
            guard let row = call.row, call.data != nil, call.name == "List" || Self.listContainer(of: call.call, tree) != nil else { continue }
            let views = LintSupport.viewStatements(row)
            guard views.count == 1 else { continue }
            var expression = views[0]
            if expression.kind == .returnStmt, let value = expression.firstChildNode { expression = value }
            guard expression.kind == .functionCallExpr, let callee = FunctionCallView(expression)?.calledExpression else { continue }
            if tree.text(of: callee) == "AnyView" || tree.text(of: callee) == "SwiftUI.AnyView" {
                if tree.text(of: callee) == "AnyView", !context.model.projectTypes(named: "AnyView", at: expression, in: file).isEmpty { continue }
                findings.append(advice(file, at: tree.startOffset(of: expression),
                                        "the \(call.name) row is AnyView(...); \(Self.fix)",
                                        reason: "anyview-row"))
                continue
            }
            let candidates = context.model.candidates(forCall: expression, in: file)
            guard !candidates.isEmpty, candidates.allSatisfy({ id in
                let declaration = context.model.declaration(id)
                return declaration.typeText.map { context.model.canonicalType($0, declaredBy: id).text } == "AnyView"
            }) else { continue }
            findings.append(advice(file, at: tree.startOffset(of: expression),
                                    "the \(call.name) row is \(context.model.describe(candidates)), which returns AnyView; \(Self.fix)",
                                    reason: "anyview-function-row"))
        }
        return findings
    }

    /// The fix every finding names (the why is in `reasoning`).
    static let fix = "use a concrete row view that branches inside one container (VStack { switch ... })"

    /// Containers that compute their rows' ids up front and create rows lazily: where an
    /// erased row costs a body evaluation per row. A `ForEach` in a `VStack`, `ZStack` or
    /// `HStack` builds every row anyway.
    static let lazyContainers: Set<String> = [
        "List", "Form", "Table", "OutlineGroup", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
    ]

    /// Kinds that end the search for an enclosing container: what lies outside the
    /// declaration holding the `ForEach` is not its container.
    static let boundaries: Set<NodeKind> = [
        .functionDecl, .variableDecl, .initializerDecl, .subscriptDecl, .structDecl, .classDecl, .enumDecl,
        .extensionDecl, .actorDecl, .protocolDecl, .sourceFile,
    ]

    /// The lazy container (`List { ... }`, `LazyVStack { ... }`) a call sits in within its
    /// declaration, by name; nil when there is none there (a `ForEach` that is a helper
    /// property's whole content may end up in either kind, so it is not flagged).
    static func listContainer(of call: Node, _ tree: SyntaxTree) -> String? {
        var node = call
        while let parent = node.parent, !boundaries.contains(parent.kind) {
            if parent.kind == .functionCallExpr, let callee = FunctionCallView(parent)?.calledExpression, callee != node {
                var name = callee
                if name.kind == .genericSpecializationExpr, let base = name.firstChildNode { name = base }
                if let member = MemberAccessView(name), let base = member.base, tree.text(of: base) == "SwiftUI", let token = member.name {
                    if lazyContainers.contains(tree.text(of: token)) { return tree.text(of: token) }
                } else if name.kind == .declReferenceExpr, lazyContainers.contains(tree.text(of: name)) {
                    return tree.text(of: name)
                }
            }
            node = parent
        }
        return nil
    }
}
