import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `ForEach(xs.sorted(...))`, `.filter` and `.reversed()` computed inline (seed: "Don't
/// sort or filter inline in ForEach").
public struct ForEachInlineTransformLint: BuiltInPass {
    public static let name = "foreach-inline-transform"
    public static let summary = "Report ForEach and List data sorted or filtered inline in body."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "ForEach: Don't sort or filter inline in ForEach"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    The data expression of a `ForEach` runs every time the enclosing `body` does, for
    whatever reason it runs: a parent's state change, an environment write, a resize. A
    `sorted` or `filter` there redoes work that scales with the collection on every one of
    those evaluations, although the list's inputs did not change.

    Flags `ForEach`, `List`, `Table` and `OutlineGroup` whose data applies `sorted`,
    `sorted(by:)`, `sorted(using:)` or `filter` to a collection, or `reversed()` after
    one of those (a `reversed()` on its own is a constant-time view of the collection).
    Small fixed collections are not flagged: `T.allCases`, an array literal, and a computed
    property of an enum value (`group.members`, resolved by the semantic model); nor data
    that starts at a closure parameter or an `if let`/`guard let` binding (an element's own
    collection inside a row, not the list's data); nor calls the model resolves to the
    project's own `sorted`/`filter` functions.

    The fix is to compute the derived collection when its inputs change and store it: in
    an `@Observable` model (recomputed in `didSet` or the mutating methods) or in `@State`
    updated from `onChange(of:)`; `body` then reads the prepared array. Nothing is
    rewritten.
    """

    static let avoid = """
    struct ItemList: View {
        let items: [Item]
        let searchText: String
        var body: some View {
            List {
                ForEach(items.filter { $0.title.contains(searchText) }.sorted { $0.title < $1.title }) { item in
                    ItemRow(item: item)
                }
            }
        }
    }
    """

    static let prefer = """
    struct ItemList: View {
        let model: ItemListModel
        var body: some View {
            List {
                ForEach(model.visibleItems) { item in
                    ItemRow(item: item)
                }
            }
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    static let transforms: Set<String> = ["sorted", "filter"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in LintSupport.dataCalls(named: ["ForEach", "List", "Table", "OutlineGroup"], in: file, context) {
            guard let data = call.data else { continue }
            var found: [String] = []
            var base: Node?
            var current: Node? = LintSupport.unwrapped(data)
            // `Array(x)` wraps the chain.
            if let wrapper = current.flatMap(FunctionCallView.init), let callee = wrapper.calledExpression, tree.text(of: callee) == "Array",
               wrapper.arguments.count == 1 {
                current = wrapper.arguments[0].expression
            }
            var sawTransform = false
            while let node = current {
                if node.kind == .functionCallExpr, let view = FunctionCallView(node), let callee = view.calledExpression,
                   let member = MemberAccessView(callee), let nameToken = member.name {
                    let name = tree.text(of: nameToken)
                    if Self.transforms.contains(name) {
                        if !context.model.candidates(forCall: node, in: file).isEmpty { found = []; break }
                        found.insert(name, at: 0)
                        sawTransform = true
                    } else if name == "reversed", view.arguments.isEmpty {
                        found.insert(name, at: 0)
                    }
                    base = member.base
                    current = member.base
                } else if let member = MemberAccessView(node) {
                    if Self.isSmallFixedCollection(node, file: file, context) { base = node; break }
                    base = member.base
                    current = member.base
                } else {
                    base = node
                    break
                }
            }
            // `reversed()` alone is a view over the collection, not work that scales.
            guard sawTransform else { continue }
            if let base, Self.isSmallFixedCollection(base, file: file, context) { continue }
            // An element's own collection inside a row (`group.members` where `group` is the
            // outer ForEach's parameter, an `if let` binding): small, and not the list's data.
            if let base, let root = Rewriting.chainRoot(base), root.kind == .declReferenceExpr,
               case .parameter = LintSupport.referent(of: root, in: file, context) { continue }
            let operations = found.map { $0 + "(...)" }.joined(separator: ", ")
            findings.append(advice(file, token: call.nameToken,
                                    "\(call.name)'s data runs \(operations) in body: the work is redone on every evaluation, including ones that change nothing in the list; compute the collection when its inputs change and store it (in the model, or in @State updated from onChange(of:)), and pass the stored array",
                                    reason: "inline-transform"))
        }
        return findings
    }

    /// A small fixed collection: `T.allCases`, an array literal, or a computed property
    /// of an enum value (`group.members`), which the semantic model resolves: its elements
    /// are the enum's own data.
    static func isSmallFixedCollection(_ node: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let node = LintSupport.unwrapped(node)
        if node.kind == .arrayExpr { return true }
        guard let member = MemberAccessView(node), let base = member.base, let name = member.name.map({ tree.text(of: $0) }) else { return false }
        if name == "allCases", TypeResolver.typeReference(base, tree) != nil || base.kind == .declReferenceExpr && tree.text(of: base) == "Self" {
            return true
        }
        guard TypeResolver.typeReference(base, tree) == nil,
              let type = TypeResolver.resolve(base, at: node, file: file, model: context.model), !type.isOptional,
              case .project(let owner)? = type.target, context.model.declaration(owner).kind == .enum else { return false }
        let found = TypeResolver.members(name, of: .project(owner), file: file, site: node, model: context.model)
        return !found.isEmpty && found.allSatisfy { context.model.declaration($0).isComputed && !context.model.declaration($0).isStatic }
    }
}
