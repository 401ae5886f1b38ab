import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `ForEach(xs.indices, ...)`, `ForEach(0..<xs.count, ...)` and `id: \.offset` over a
/// collection that can change (seed: "Avoid collection indices as identity").
public struct ForEachIndexIdentityLint: BuiltInPass {
    public static let name = "foreach-index-identity"
    public static let reasons = ["count-range", "indices", "offset"]
    public static let summary = "Report ForEach and List rows identified by index over a collection that can change."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "ForEach: Avoid collection indices as identity"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    `ForEach` matches rows across updates by their ids. An index is a position, not an
    element: once the collection is reordered, inserted into or filtered, the same index
    names another element. SwiftUI then sees "the element at 3 changed" instead of
    "B moved", so row state (focus, `@State`, selection) sticks to the wrong element and
    moves animate as replacements.

    Flags `ForEach`, `List`, `Table` and `OutlineGroup` over `xs.indices`, over
    `0..<xs.count`, and with `id: \\.offset` over `xs.enumerated()`, when the semantic model
    shows `xs` is state that changes while the view is on screen: a property wrapped in
    `@State`, `@Binding`, `@Bindable`, `@Published`, `@Query` or `@FetchRequest`, or a stored
    `var` of an `@Observable` or `ObservableObject` project class (reached by name, through
    `self`, through a value of that class, or through a local initialised from one), and
    code outside the type's initialisers can move its elements to other indices: it
    inserts, removes (`remove(at:)`, `removeAll(where:)`, `removeFirst`), sorts, moves,
    reverses or shuffles, assigns anything but `[]`, or passes `&x` or `$x`, per the
    semantic model's mentions of the property that surely mean it (a write through a
    value whose type the model cannot tell is no evidence); the finding names the
    strongest write, with its labels (`remove(at:)`, `removeAll(where:)`). A `@State`
    array that starts as `[]` and is filled by one assignment that does not read it (a
    load in `.task`), and rows that carry the element's identity (`.id(items[i].id)`), are
    not flagged. For strings and other plain values the fix is an `Identifiable` wrapper,
    never `\\.self`: equal values repeat.
    A collection only ever replaced whole (`xs = newValue`), whose rows use the index as a
    slot (compare it, `index == 0`, offset it, `index - 1`, read a parallel array with it,
    `rotations[index]`, or pass it to a method of the view that does), is not flagged: position
    is what such a row means (a breadcrumb, "level i"); nor is one whose elements are
    SDK values with no identity to key by (`[[Date]]` weeks of a month grid, `[AnyView]`). A
    collection that is only appended to, cleared (`removeAll()`, `= []`), shortened from
    the end (`removeLast`, `popLast`) or changed element by element (`x[i] = v`,
    `x[i].title = t`) keeps every element at its index and is not flagged. A `@Binding`
    is flagged once anything writes it, since its owner may reorder it. An
    input the parent passes (`let items`), a computed property and anything the model
    cannot tell are not flagged: they are often fixed configuration, where positions are
    stable. Literals, constants and `T.allCases` never are; `0..<5` is not a collection's
    indices.

    The fix is to identify rows by a property that travels with the element: conform it
    to `Identifiable` and write `ForEach(xs)`, or pass `id: \\.id`; with `enumerated()`,
    keep the index as row data and use `id: \\.element.id`. Nothing is rewritten.
    """

    static let avoid = """
    struct ItemList: View {
        @State private var items: [Item] = []
        var body: some View {
            List {
                ForEach(items.indices, id: \\.self) { index in
                    ItemRow(item: items[index])
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
        }
    }
    """

    static let prefer = """
    struct ItemList: View {
        @State private var items: [Item] = []
        var body: some View {
            List {
                ForEach(items, id: \\.id) { item in
                    ItemRow(item: item)
                }
                .onDelete { items.remove(atOffsets: $0) }
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
        for call in LintSupport.dataCalls(named: ["ForEach", "List", "Table", "OutlineGroup"], in: file, context) {
            guard let data = call.data.map(LintSupport.unwrapped) else { continue }
            // Menu content is built anew each time the menu opens: no row keeps state.
            if LintSupport.isMenuContent(call.call, tree) { continue }
            var collection: Node?
            var how = ""
            var reason = ""
            if let member = MemberAccessView(data), member.name.map({ tree.text(of: $0) }) == "indices", let base = member.base {
                collection = base
                how = "the indices of"
                reason = "indices"
            } else if let base = RowIdentity.countRange(data, tree) {
                collection = base
                how = "0..<count of"
                reason = "count-range"
            } else if let id = call.id, tree.collapsedText(of: id) == "\\.offset", let base = RowIdentity.enumerated(data, tree) {
                collection = base
                how = "\\.offset in"
                reason = "offset"
            }
            guard let collection, !RowIdentity.isConstant(collection, file: file, context),
                  let (state, reorders) = RowIdentity.mutableState(collection, file: file, context) else { continue }
            // Replaced whole but never reordered, and the rows use the index as a slot
            // (`index == 0`, `xs[index - 1]`): position is the identity there, by design.
            if !reorders, let row = call.row, RowIdentity.usesIndexAsSlot(row, collection: collection, file: file, context) { continue }
            // `.id(items[index].id)` on the row: the element's identity is already the row's.
            if let row = call.row, Self.rowCarriesID(row, tree) { continue }
            let element = Self.elementType(of: collection, file: file, context)
            // Replaced whole, never reordered, and the elements are SDK values with no identity
            // to key by (`[[Date]]` weeks of a month grid, `[AnyView]`): a position is all a row has.
            if !reorders, let element, element.isSDK(element.name), !Self.plainValues.contains(element.name) { continue }
            let shown = Self.shown(collection, tree)
            var fix = reason == "offset" ? "identify rows by the element (id: \\.element.id)" : "identify rows by the element (id: \\.id)"
            if let element, Self.plainValues.contains(where: element.isSDK) {
                // `\.self` over strings would make equal strings one row.
                fix = "use an Identifiable \(element.name) wrapper, not \\.self"
            }
            findings.append(advice(file, token: call.nameToken, "\(call.name) keys rows by \(how) \(shown) \(state); \(fix)", reason: reason))
        }
        return findings
    }

    /// The collection as a finding shows it: its text, or past 40 characters its last
    /// member (`….items`), which the owner named beside it completes.
    static func shown(_ collection: Node, _ tree: SyntaxTree) -> String {
        if tree.collapsedText(of: collection).count > 40, let name = MemberAccessView(collection)?.name { return "….\(tree.text(of: name))" }
        return Rewriting.short(collection, tree)
    }

    /// Element types whose values can repeat and carry no identity.
    static let plainValues = ["String", "Substring", "Int", "Double", "Float", "Bool", "Character", "URL", "Date", "UUID"]

    /// The element type of an array the type layer knows.
    static func elementType(of collection: Node, file: SourceFile, _ context: PassContext) -> NominalRef? {
        guard let type = context.types.type(of: collection, in: file), type.nominalRef?.isSDK("Array") == true else { return nil }
        return type.genericArguments.first?.nominalRef
    }

    /// Whether the row gives itself an identity: its view (or the one view of a container
    /// it is) ends in `.id(...)` of something other than the index (`.id(items[index].id)`).
    static func rowCarriesID(_ row: Node, _ tree: SyntaxTree) -> Bool {
        guard row.kind == .closureExpr else { return false }
        var index = "$0"
        if let clause = row.closureSignature?.firstChildNode, [.closureParameterClause, .parameterClause].contains(clause.kind),
           let first = clause.firstChildNode?.childTokens.first {
            index = tree.text(of: first)
        } else if let signature = row.closureSignature, let first = signature.childTokens.first, tree.tokens[first].kind == .identifier {
            index = tree.text(of: first)
        }
        return carriesID(row, index: index, tree, depth: 0)
    }

    /// Whether a closure's one view ends in `.id(...)` of something other than the index,
    /// or is a container (`ZStack { Avatar(...).id(person.id) }`) whose one view does.
    static func carriesID(_ closure: Node, index: String, _ tree: SyntaxTree, depth: Int) -> Bool {
        let statements = LintSupport.viewStatements(closure)
        guard statements.count == 1, depth < 3 else { return false }
        var current: Node? = statements[0]
        while let node = current, let call = FunctionCallView(node) {
            guard let member = call.calledExpression.flatMap(MemberAccessView.init) else {
                // The chain's root: a container with one view inside.
                if let content = call.trailingClosure, call.additionalTrailingClosures.isEmpty {
                    return carriesID(content, index: index, tree, depth: depth + 1)
                }
                return false
            }
            if member.name.map({ tree.text(of: $0) }) == "id", call.arguments.count == 1, let value = call.arguments[0].expression,
               tree.collapsedText(of: value) != index {
                return true
            }
            current = member.base
        }
        return false
    }
}
