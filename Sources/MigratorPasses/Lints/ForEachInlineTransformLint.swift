import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `ForEach(xs.sorted(...))`, `.filter` and `.reversed()` computed inline (seed: "Don't
/// sort or filter inline in ForEach").
public struct ForEachInlineTransformLint: BuiltInPass {
    public static let name = "foreach-inline-transform"
    public static let reasons = ["inline-transform"]
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
    one of those (a `reversed()` on its own is a constant-time view of the collection),
    also when the data is a local `let` of body holding such a chain (`let visible =
    items.filter { ... }`, then `ForEach(visible)`). A `sorted` of a `Set`, a
    `Dictionary`, its `keys` or `values` (or `Array(...)` of one), as the type layer
    types it (or `x.keys` and `Set(...)` where it cannot tell; a plain `sorted()`,
    `sorted(by: <)` or `sorted(by: >)` of a value it cannot type at all), is how a stable
    order is had, and is not flagged. Small fixed collections are not flagged: `T.allCases`,
    an array literal, a static property of a project enum typed as a list of its own cases
    (`static let legacyCases: [Self]`), and a computed property of an enum value (`group.members`, resolved by the semantic model); nor data
    that starts at a closure parameter or an `if let`/`guard let` binding (an element's own
    collection inside a row, not the list's data), or in a row view at a plain stored `let`
    of a value type that the view is built with (`shelf.items` of `let shelf: Shelf`); nor calls the model resolves to the
    project's own `sorted`/`filter` functions, on the receiver's type when the type layer
    knows it (a `filter(_:)` one project type declares does not stand for an array's).

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
            var subject = "\(call.name)'s data"
            var found = Self.transforms(of: data, file: file, context)
            // `let visible = items.filter { ... }` in body, then `ForEach(visible)`: the same
            // work, one statement earlier.
            if found == nil, let local = Self.localValue(of: data, file: file, context) {
                found = Self.transforms(of: local, file: file, context)
                subject = "\(call.name)'s data (\(Rewriting.short(LintSupport.unwrapped(data), tree)), a let in \(Self.holder(of: data, tree)))"
            }
            guard let found else { continue }
            let operations = found.map { $0 + "(...)" }.joined(separator: ", ")
            findings.append(advice(file, token: call.nameToken,
                                    "\(subject) runs \(operations) on every body evaluation; store the result, updated when its inputs change (in the model or @State)",
                                    reason: "inline-transform"))
        }
        return findings
    }

    /// The transforms a data expression applies (`["filter", "sorted"]`, innermost first),
    /// or nil when it is not flagged: no `sorted`/`filter` that costs something (a `sorted`
    /// of a `Set` or a dictionary, its keys or values, is how one gets a stable order), a
    /// small fixed collection, an element's own collection, or a call of the project's own
    /// function of that name.
    static func transforms(of data: Node, file: SourceFile, _ context: PassContext) -> [String]? {
        let tree = file.tree
        var found: [String] = []
        var base: Node?
        var current: Node? = LintSupport.unwrapped(data)
        // `Array(x)` wraps the chain.
        if let wrapped = current.flatMap({ arrayArgument(of: $0, tree) }) { current = wrapped }
        var sawTransform = false
        var sawMember = false
        while let node = current {
            if node.kind == .functionCallExpr, let view = FunctionCallView(node), let callee = view.calledExpression,
               let member = MemberAccessView(callee), let nameToken = member.name {
                let name = tree.text(of: nameToken)
                if Self.transforms.contains(name) {
                    if callsProjectFunction(node, receiver: member.base, file: file, context) { return nil }
                    // Sorting an unordered collection is how a stable order is had: not waste.
                    // `xs.sorted()` of a value the type layer cannot type (a property wrapper's
                    // `Set`): comparing whole elements is how a set gets its order.
                    let plainSortOfUnknown = name == "sorted" && view.trailingClosure == nil && Self.comparesWholeElements(view, tree)
                        && member.base.map { context.types.type(of: LintSupport.unwrapped($0), in: file) == nil } == true
                    if !(name == "sorted" && member.base.map({ isUnordered($0, file: file, context) }) == true) && !plainSortOfUnknown {
                        found.insert(name, at: 0)
                        sawTransform = true
                    }
                } else if name == "reversed", view.arguments.isEmpty {
                    found.insert(name, at: 0)
                }
                base = member.base
                current = member.base
            } else if let member = MemberAccessView(node) {
                if Self.isSmallFixedCollection(node, file: file, context) { base = node; break }
                sawMember = true
                base = member.base
                current = member.base
            } else {
                base = node
                break
            }
        }
        // `reversed()` alone is a view over the collection, not work that scales.
        guard sawTransform else { return nil }
        if let base, Self.isSmallFixedCollection(base, file: file, context) { return nil }
        // An element's own collection inside a row (`group.members` where `group` is the
        // outer ForEach's parameter, an `if let` binding): small, and not the list's data.
        if let base, let root = Rewriting.chainRoot(base), root.kind == .declReferenceExpr {
            switch LintSupport.referent(of: root, in: file, context) {
            case .parameter: return nil
            // The same in a row view: `group.items` where `let group: Group` (a value the
            // parent's ForEach passes in) is the row's element.
            case .declarations(let ids) where sawMember && !ids.isEmpty && ids.allSatisfy({ isElementProperty($0, context.model) }): return nil
            default: break
            }
        }
        return found
    }

    /// A view's plain stored `let` of a value type of the project, set by whoever builds the
    /// view (no default, no wrapper): a row's element.
    static func isElementProperty(_ id: Int32, _ model: SemanticModel) -> Bool {
        let declaration = model.declaration(id)
        guard declaration.kind == .constant, !declaration.isStatic, !declaration.isComputed, declaration.attributes.isEmpty,
              declaration.parent >= 0, model.declaration(declaration.parent).kind == .struct,
              TypeResolver.binding(named: declaration.name, in: declaration.node, model.files[declaration.file].tree)?.child(.initializerClause) == nil,
              let typeText = declaration.typeText, let type = model.resolveNominal(typeText, in: model.files[declaration.file], at: declaration.node) else { return false }
        return [.struct, .enum].contains(model.declaration(type).kind)
    }

    /// `Array(x)`: `x`.
    static func arrayArgument(of node: Node, _ tree: SyntaxTree) -> Node? {
        guard let call = FunctionCallView(node), let callee = call.calledExpression, tree.text(of: callee) == "Array",
              call.arguments.count == 1, call.arguments[0].label == nil else { return nil }
        return call.arguments[0].expression
    }

    /// Whether a `sorted`/`filter` call may be the project's own function: the candidates
    /// the model finds for it, on the receiver's type when the type layer knows it (a
    /// project type: its own members and conformances; an outside type such as an array:
    /// only extensions of outside types), so a `filter(_:)` declared on one project type
    /// does not stand for `items.filter { ... }` on an array.
    static func callsProjectFunction(_ call: Node, receiver: Node?, file: SourceFile, _ context: PassContext) -> Bool {
        var known: SemanticModel.Receiver?
        if let receiver, let type = context.types.type(of: receiver, in: file), !type.isOptional, let target = type.target {
            switch target {
            case .project: known = .type(target)
            case .external: known = .outside
            }
        }
        return !context.model.candidates(forCall: call, in: file, receiver: known).isEmpty
    }

    /// Whether the type layer knows an expression is a collection without an order: a
    /// `Set`, a `Dictionary`, its `keys` or `values`, or `Array(...)` of one of those; or,
    /// where it cannot tell the type, `x.keys`.
    static func isUnordered(_ expression: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let node = LintSupport.unwrapped(expression)
        if let inner = arrayArgument(of: node, file.tree) { return isUnordered(inner, file: file, context) }
        // `Set(xs)`, `Set<T>(xs)`: a set, whatever its elements.
        if let callee = FunctionCallView(node)?.calledExpression {
            let name = callee.kind == .genericSpecializationExpr ? callee.firstChildNode.map { file.tree.text(of: $0) } : file.tree.text(of: callee)
            if name == "Set" { return true }
        }
        guard let type = context.types.type(of: node, in: file), let ref = type.nominalRef else {
            // A type the layer cannot tell (a package's `grouped(by:)`): `.keys` is a dictionary's.
            return MemberAccessView(node)?.name.map { file.tree.text(of: $0) } == "keys"
        }
        return ["Set", "Dictionary", "Dictionary.Keys", "Dictionary.Values"].contains { ref.isSDK($0) }
    }

    /// The declaration a site is in, as a finding names it: `body`, `section(for:)`.
    static func holder(of node: Node, _ tree: SyntaxTree) -> String {
        for ancestor in node.ancestors {
            guard [.functionDecl, .variableDecl].contains(ancestor.kind), let name = DeclarationView(ancestor)?.name else { continue }
            let text = tree.text(of: name)
            guard ancestor.kind == .functionDecl else { return text }
            let labels = ancestor.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter).map { parameter in
                (parameter.childTokens.first.map { tree.text(of: $0) } ?? "_") + ":"
            } ?? []
            return "\(text)(\(labels.joined()))"
        }
        return "body"
    }

    /// The value of the local `let` a plain name refers to (`let visible = ...` earlier in
    /// body).
    static func localValue(of data: Node, file: SourceFile, _ context: PassContext) -> Node? {
        let tree = file.tree
        let node = LintSupport.unwrapped(data)
        guard node.kind == .declReferenceExpr, case .local(let declaration) = LintSupport.referent(of: node, in: file, context),
              DeclarationView(declaration)?.keyword.map({ tree.text(of: $0) }) == "let" else { return nil }
        return TypeResolver.binding(named: tree.text(of: node), in: declaration, tree)?.child(.initializerClause)?.childNodes.first
    }

    /// `sorted()`, `sorted(by: <)` or `sorted(by: >)`: an order of whole elements.
    static func comparesWholeElements(_ call: FunctionCallView, _ tree: SyntaxTree) -> Bool {
        let arguments = call.arguments
        if arguments.isEmpty { return true }
        guard arguments.count == 1, arguments[0].label.map({ tree.text(of: $0) }) == "by", let value = arguments[0].expression else { return false }
        return ["<", ">"].contains(tree.text(of: value).trimmingCharacters(in: .whitespaces))
    }

    /// A small fixed collection: `T.allCases`, an array literal, a static property of a
    /// project enum holding its own cases (`static let legacyCases: [Self]`), or a computed
    /// property of an enum value (`group.members`), which the semantic model resolves: its
    /// elements are the enum's own data.
    static func isSmallFixedCollection(_ node: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let node = LintSupport.unwrapped(node)
        if node.kind == .arrayExpr { return true }
        guard let member = MemberAccessView(node), let base = member.base, let name = member.name.map({ tree.text(of: $0) }) else { return false }
        if name == "allCases", TypeResolver.typeReference(base, tree) != nil || base.kind == .declReferenceExpr && tree.text(of: base) == "Self" {
            return true
        }
        if base.kind == .declReferenceExpr, let owner = context.model.resolveNominal(tree.text(of: base), in: file, at: base),
           context.model.declaration(owner).kind == .enum {
            let ownName = context.model.declaration(owner).name
            let found = TypeResolver.members(name, of: .project(owner), file: file, site: node, model: context.model)
            return !found.isEmpty && found.allSatisfy { id in
                let declaration = context.model.declaration(id)
                let text = declaration.typeText?.filter { !$0.isWhitespace }
                return declaration.isStatic && [.variable, .constant].contains(declaration.kind) && (text == "[Self]" || text == "[\(ownName)]")
            }
        }
        guard TypeResolver.typeReference(base, tree) == nil,
              let type = TypeResolver.resolve(base, at: node, file: file, model: context.model), !type.isOptional,
              case .project(let owner)? = type.target, context.model.declaration(owner).kind == .enum else { return false }
        let found = TypeResolver.members(name, of: .project(owner), file: file, site: node, model: context.model)
        return !found.isEmpty && found.allSatisfy { context.model.declaration($0).isComputed && !context.model.declaration($0).isStatic }
    }
}
