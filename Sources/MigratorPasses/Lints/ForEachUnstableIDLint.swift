import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `ForEach` data whose ids are made while `body` runs (seed: "Don't create a new id
/// on every body evaluation").
public struct ForEachUnstableIDLint: BuiltInPass {
    public static let name = "foreach-unstable-id"
    public static let reasons = ["hash-value-id", "new-id-in-body"]
    public static let summary = "Report ForEach and List rows whose ids are made anew on every body evaluation."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "ForEach: Don't create a new id on every body evaluation"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    A row's id must be the same for the same element every time `body` runs. Elements
    built inside `body` whose `id` is a fresh `UUID()` get new ids on each evaluation, so
    `ForEach` sees the whole collection replaced: row state resets, rows flicker, and
    animations become full replacements. `id: \\.hashValue` is no identity either: equal
    values share it, edits change it, and it differs between launches (over integers,
    `xs.indices` or a range, it is the index's own, and over a collection that never
    changes, `T.allCases`, a literal or a constant, also through `Array(...)`, a project
    property that only converts it (`var asArray: [Element] { Array(self) }`), a ternary of
    such collections or a `let` holding one, the ids stay the same: not flagged).

    Flags, for `ForEach`, `List`, `Table` and `OutlineGroup`: `id: \\.hashValue`; data that
    builds elements inline (`xs.map { Row(...) }`, `[Row(...), ...]`) calling `UUID()`, or
    building a project type whose `id` is a stored property with a `UUID()` default (the
    semantic model finds the type and its `id`). A `let id = UUID()` default is fine for
    values stored somewhere that outlives `body` (`@State`, a model); only building them
    in the data expression is flagged.

    The fix is an id tied to something that persists: a natural key of the source data,
    or elements created once and stored in the model or in `@State`. Nothing is
    rewritten.
    """

    static let avoid = """
    struct Item: Identifiable {
        let id = UUID()
        var title: String
    }

    struct ContentView: View {
        let titles: [String]
        var body: some View {
            List {
                ForEach(titles.map { Item(title: $0) }) { item in
                    Text(item.title)
                }
            }
        }
    }
    """

    static let prefer = """
    struct Item: Identifiable {
        let id = UUID()
        var title: String
    }

    struct ContentView: View {
        @State private var items: [Item] = []
        var body: some View {
            List {
                ForEach(items) { item in
                    Text(item.title)
                }
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

    /// `xs.indices`, `0..<n`, `1...n`: integers, whose hash is theirs for the launch.
    static func isIntegers(_ data: Node, _ tree: SyntaxTree) -> Bool {
        let node = LintSupport.unwrapped(data)
        if MemberAccessView(node)?.name.map({ tree.text(of: $0) }) == "indices" { return true }
        guard node.kind == .sequenceExpr else { return false }
        return node.childNodes.contains { $0.kind == .binaryOperatorExpr && ["..<", "..."].contains(tree.text(of: $0)) }
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in LintSupport.dataCalls(named: ["ForEach", "List", "Table", "OutlineGroup"], in: file, context) {
            // Over integers the hash is the index's own; over a collection that never changes
            // (`T.allCases`, a literal, a constant) the ids are the same on every evaluation.
            if let id = call.id, tree.collapsedText(of: id) == "\\.hashValue",
               call.data.map({ Self.isIntegers($0, tree) || RowIdentity.isConstant($0, file: file, context) }) != true {
                findings.append(advice(file, at: tree.startOffset(of: id),
                                        "\(call.name)(..., id: \\.hashValue) is no stable identity; identify rows by a stored key (id: \\.id, or make the element Identifiable)",
                                        reason: "hash-value-id"))
                continue
            }
            guard let data = call.data, let problem = freshIDs(in: data, file: file, context: context) else { continue }
            findings.append(advice(file, token: call.nameToken,
                                    "\(call.name)'s data \(problem): new ids on every body evaluation; store the elements once, or use a natural key",
                                    reason: "new-id-in-body"))
        }
        return findings
    }

    /// Why the data makes new ids: elements built inline (in a `map` closure or an array
    /// literal) that call `UUID()` or build a type whose `id` defaults to `UUID()`.
    func freshIDs(in data: Node, file: SourceFile, context: PassContext) -> String? {
        let tree = file.tree
        var builders: [Node] = []
        // Closures of `map`/`compactMap`/`flatMap` calls in the data chain, and array literals.
        data.walk { node in
            switch node.kind {
            case .arrayExpr:
                builders.append(node)
                return false
            case .functionCallExpr:
                guard let view = FunctionCallView(node), let callee = view.calledExpression, let member = MemberAccessView(callee),
                      let name = member.name.map({ tree.text(of: $0) }), ["map", "compactMap", "flatMap"].contains(name) else { return true }
                if let closure = view.trailingClosure { builders.append(closure) }
                for argument in view.arguments where argument.expression?.kind == .closureExpr { builders.append(argument.expression!) }
                return member.base != nil
            case .closureExpr:
                return false
            default:
                return true
            }
        }
        for builder in builders {
            var problem: String?
            builder.walk { node in
                guard problem == nil, node.kind == .functionCallExpr, let callee = FunctionCallView(node)?.calledExpression,
                      let typeText = TypeResolver.typeReference(callee, tree) else { return problem == nil }
                if typeText == "UUID", FunctionCallView(node)!.arguments.isEmpty {
                    problem = "calls UUID() while building its elements"
                } else if let type = context.model.resolveNominal(typeText, in: file, at: node), let id = uuidDefault(of: type, context) {
                    problem = "builds \(typeText) values, whose id (\(context.model.shortLocation(id))) defaults to UUID()"
                }
                return problem == nil
            }
            if let problem { return problem }
        }
        return nil
    }

    /// The stored `id` of a project type that defaults to `UUID()`.
    func uuidDefault(of type: Int32, _ context: PassContext) -> Int32? {
        let model = context.model
        for id in model.members(of: type, named: "id") {
            let declaration = model.declaration(id)
            guard [.variable, .constant].contains(declaration.kind), !declaration.isStatic, !declaration.isComputed,
                  let (_, value) = LintSupport.initialValue(of: id, context) else { continue }
            let tree = model.files[declaration.file].tree
            let text = tree.collapsedText(of: value)
            if text == "UUID()" || text == "UUID().uuidString" || (text == ".init()" && declaration.typeText == "UUID") { return id }
        }
        return nil
    }
}
