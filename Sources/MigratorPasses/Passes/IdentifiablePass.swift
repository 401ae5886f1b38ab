import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `ForEach(xs, id: \.id)` (and `List`, `OutlineGroup`) with an `Identifiable`
/// conformance on the element type, and `ForEach(E.allCases, id: \.self)` with
/// `extension E: Identifiable { var id: Self { self } }`. Identity by value
/// (`\.self` over strings or numbers) and by index is reported, never rewritten.
///
/// Decisions are made once for the project: a type gets its conformance once, in the file
/// that declares it, and every site over that type changes with it or none does.
public struct IdentifiablePass: BuiltInPass, PlannedPass {
    public static let name = "identifiable"
    public static let reasons = [
        "access-level", "ambiguous-type", "existential", "existing-id", "external-type", "generic-type", "identity-by-index",
        "identity-by-value", "no-id", "other-key-path", "public-type", "tuple", "unknown-id-type", "unknown-type", "unsupported-type"
    ]
    public static let summary = "Replace ForEach/List/OutlineGroup id: key paths with Identifiable conformances."
    /// Identifiable and these initialisers exist wherever SwiftUI does: no minimum.
    public static let minimumOS = Availability()

    public static let explanation = """
    Rewrites identity key paths into Identifiable conformances:

    - `ForEach(items, id: \\.id)` where the element type is declared in the project with an
      `id` property of a Hashable type: `Identifiable` is added to the type's declaration
      (once, however many sites use it) and the site becomes `ForEach(items)`. When the type
      already conforms, only `id:` is dropped. The same for `List(xs, id: \\.id)`,
      `OutlineGroup(xs, id: \\.id, children: ...)` and `ForEach($xs, id: \\.id) { $x in }`.
    - `ForEach(E.allCases, id: \\.self)` over an enum of the project:
      `extension E: Identifiable { var id: Self { self } }` beside E, and
      `ForEach(E.allCases)`. The tag a Picker sees stays E. `@available` attributes of E and
      of the types around it go on the extension, which names them. The `id` is as visible as the
      enum really is, counting the types around it (`package var id` for a package enum,
      `public var id` for a public one, `fileprivate var id` for a fileprivate enum or one
      nested in a file-scope `private` type); a private nested enum, which a file-scope
      extension cannot name, gets the conformance and `var id` in its own declaration. In
      a target whose default isolation is MainActor (`SWIFT_DEFAULT_ACTOR_ISOLATION`,
      `.defaultIsolation(MainActor.self)`), a `nonisolated enum` gets
      `nonisolated extension E: Identifiable`: a plain extension there is main
      actor-isolated, and so would be its conformance. A subset of the cases holds each
      once, so `E.allCases.filter { ... }` (or `sorted`, `reversed`, `prefix`, ...,
      `Array(...)`) and a
      static member of E whose one expression takes such a subset
      (`static func visible() -> [E] { allCases.filter(\\.isVisible) }`, `static var`,
      `static let`) are rewritten the same way.

    Types are the ones the site's name means (README, "How names are resolved"): `Library.Sort` and
    `Feed.Sort` are different enums, a project type shadows SwiftUI's of the same name in
    its own module, and another module's type of the same name is not this one.

    Element types come from the project: `[T]` / `Array<T>` properties and locals (annotated
    or initialised), `E.allCases`, and `filter`/`sorted`/`reversed` of those. A generic type
    (`[Item<UUID>]`) conforms when its `id` is of a Hashable type or a generic parameter
    constrained to Hashable (`struct Item<ID: Hashable> { let id: ID }`).

    Reported, not rewritten:
    - `id: \\.self` over strings, numbers or other values: equal values share an identity, so
      duplicates and edits make rows show the wrong content; give elements a stable id (only
      for a literal list that holds a value twice, or state that code changes whose values
      are not known to be distinct: a Set or a dictionary's keys, sorted or filtered, are,
      and so is a property only ever assigned such values whole; an `NSObject` subclass
      that does not override `isEqual`, a Core Data object among them, compares by
      reference, so `\\.self` is its identity, and is not reported); a list of a project
      enum's cases that is none of these, and not a literal of distinct cases, is a
      rewrite the pass declines (it cannot show each case appears once), said as such;
    - identity by index (`xs.indices`, `0..<xs.count`, `\\.offset` of `enumerated()`): rows
      follow positions, so inserts, deletes and moves show the wrong content (only where the
      collection is state that code moves or replaces, by the rules of the
      foreach-index-identity lint: not a constant, a parent's input, a computed property, or
      rows that use the index as a slot);
    - element types that are protocols (`[P]`, `[any P]`, a typealias of one): `any P`
      cannot conform to Identifiable, even when P refines it; the finding names P and
      where it is declared;
    - element types that cannot be known, tuples (`tuple`), declared outside the project or
      ambiguous where the site stands, without an `id` property, with an `id` of unknown or
      non-Hashable type (a generic parameter without a Hashable constraint), with an `id`
      less visible than the type; enums that already have an
      `id` of another type; key paths other than `\\.id` and `\\.self`;
    - public and open types (`public-type`): the conformance and its `id` would join the
      module's public API, where a client's own conformance would then clash (not in an
      app, an app extension or an executable target, which nothing imports).

    Not reported: literal ranges and arrays (`0..<5`, `[5, 10, 15]`, `[ColorScheme.light,
    .dark]`: literals, and members named through their type or implied by it): nothing can
    insert into them, so identity by position or value is stable.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Item { let id: UUID; var name: String }
        struct V { let items: [Item]; var body: some View { ForEach(items, id: \\.id) { Text($0.name) } } }

        """, """
        struct Item: Identifiable { let id: UUID; var name: String }
        struct V { let items: [Item]; var body: some View { ForEach(items) { Text($0.name) } } }

        """),
        .unchanged("""
        struct V { @State var names = ["a"]; var body: some View { List { ForEach(names, id: \\.self) { Text($0) } }.onAppear { names.insert("b", at: 0) } } }

        """, reason: "identity-by-value"),
        .unchanged("""
        struct V { @State var names = ["a"]; var body: some View { List { ForEach(names.indices, id: \\.self) { Text(names[$0]) }.onDelete { names.remove(atOffsets: $0) } } } }

        """, reason: "identity-by-index"),
    ]

    public init() {}

    /// The `Edit.units` name of a type's conversion: its conformance and every site.
    static func unit(_ typeName: String) -> String { "identifiable:" + typeName }

    static func plan(_ context: PassContext) -> IdentifiablePlan {
        context.cache.value(IdentifiablePlan.cacheKey) { IdentifiablePlan(context: context) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        let tree = file.tree
        if let index = context.indexIfAsRead(file) {
            output.findings = plan.findingsByFile[index] ?? []
        }
        // Sites: drop `id:` where the plan converts the element type (none to look for when
        // it converts nothing).
        for site in plan.conversions.isEmpty ? [] : IdentifiablePlan.sites(in: file) {
            guard let type = plan.siteDecisions[IdentifiablePlan.siteKey(file.path, site.call, tree)],
                  let conversion = plan.conversions[type] else { continue }
            let (start, end) = IdentifiablePlan.removalRange(of: site, tree)
            output.edits.append(Edit(start: start, end: end, replacement: "", pass: Self.name, site: tree.startOffset(of: site.call),
                                     units: [Self.unit(conversion.unitName)]))
        }
        // Conformances, in the file that declares each type; extensions that land at the
        // same place (nested enums of one outer type) become one insertion, in name order.
        var insertions: [Int: [(type: String, text: String)]] = [:]
        for conversion in plan.conversionsByPath[file.path] ?? [] {
            guard let conformance = conversion.conformance,
                  let declaration = IdentifiablePlan.declaration(atPath: conformance.scopePath, in: tree),
                  !IdentifiablePlan.alreadyConforms(declaration, conformance.scopePath, in: tree) else { continue }
            for (offset, text) in conformance.insertions(declaration, tree) {
                insertions[offset, default: []].append((conversion.unitName, text))
            }
        }
        for (offset, parts) in insertions {
            output.edits.append(Edit(start: offset, end: offset, replacement: parts.map(\.text).joined(), pass: Self.name, site: -1,
                                     units: parts.map { Self.unit($0.type) }))
        }
        return output
    }
}

/// The project-wide decision for the identifiable pass: built once per universe
/// (`IdentifiablePass.prepare`), never changed after.
struct IdentifiablePlan: Sendable {
    struct Site {
        var call: Node
        var data: Node
        var dataArgument: Node
        var idArgument: Node
        var keyPath: String
    }

    /// How a type gets Identifiable.
    struct Conformance: Sendable {
        var path: String
        /// The declaration's path of enclosing types (`Outer/Display`), to find it in any
        /// round's tree.
        var scopePath: [String]
        /// `enum E` identified by itself (`var id: Self { self }`), vs an existing `id`.
        var identifiedBySelf: Bool
        /// The access `var id` needs to satisfy the requirement (`public`, `package`), or "".
        var idAccess: String
        /// The type cannot be named at file scope (private, or nested in a private type):
        /// the conformance goes into its own declaration.
        var insideDeclaration: Bool
        /// The extension is written `nonisolated extension`: the type is `nonisolated` (or
        /// nested in a `nonisolated` type) in a target whose default isolation is
        /// `MainActor`, where a plain extension's conformance would be main actor-isolated
        /// and unusable where the type is meant to be used.
        var nonisolatedExtension = false

        func insertions(_ declaration: Node, _ tree: SyntaxTree) -> [(Int, String)] {
            var result: [(Int, String)] = []
            let access = idAccess.isEmpty ? "" : idAccess + " "
            if identifiedBySelf && !insideDeclaration {
                // An extension after the outermost declaration that contains the enum, qualified.
                var outer = declaration
                var node: Node? = declaration
                // The extension names the type, so it needs the availability of the type and
                // of every type around it (stacked, innermost first).
                var availability: [String] = []
                while let current = node {
                    if let view = DeclarationView(current), current.kind != .variableDecl {
                        outer = current
                        for attribute in view.attributes where tree.text(of: attribute).hasPrefix("@available(") {
                            let text = tree.collapsedText(of: attribute)
                            if !availability.contains(text) { availability.append(text) }
                        }
                    }
                    node = current.parent
                }
                let indent = Rewriting.indentationUnit(tree)
                // An extension that adds a conformance takes no access modifier; the member does.
                let keyword = nonisolatedExtension ? "nonisolated extension" : "extension"
                let attributes = availability.map { $0 + "\n" }.joined()
                let text = "\n\n\(attributes)\(keyword) \(scopePath.joined(separator: ".")): Identifiable {\n\(indent)\(access)var id: Self { self }\n}"
                result.append((tree.endOffset(of: outer), text))
                return result
            }
            if let clause = declaration.child(.inheritanceClause), let last = clause.children(.inheritedType).last?.childNodes.first {
                result.append((tree.endOffset(of: last), ", Identifiable"))
            } else if let anchor = declaration.child(.genericParameterClause) {
                result.append((tree.endOffset(of: anchor), ": Identifiable"))
            } else if let name = DeclarationView(declaration)?.name {
                result.append((Int(tree.tokens[name].textEnd), ": Identifiable"))
            } else {
                return []
            }
            if identifiedBySelf, let block = declaration.child(.memberBlock), let close = block.lastChildToken,
               tree.tokens[close].kind == .rightBrace {
                // `var id: Self { self }` as the last member, indented like the members.
                let members = DeclarationView(declaration)?.members ?? []
                let unit = Rewriting.indentationUnit(tree)
                let memberIndent = members.first.map { Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: $0)) }
                    ?? Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: declaration)) + unit
                let closeOffset = Int(tree.tokens[close].textStart)
                if let last = members.last, tree.location(of: tree.endOffset(of: last)).line < tree.location(of: closeOffset).line {
                    result.append((tree.endOffset(of: last), "\n\n\(memberIndent)\(access)var id: Self { self }"))
                } else {
                    // `enum E { case a, b }` on one line.
                    result.append((closeOffset, "\(members.isEmpty ? "" : "; ")\(access)var id: Self { self } "))
                }
            }
            return result
        }
    }

    /// What converts for one type: its conformance (nil when it already conforms) and the
    /// name its unit goes by.
    struct Conversion: Sendable {
        var unitName: String
        var conformance: Conformance?
    }

    /// The type declaration each converting site's element is, by site key.
    let siteDecisions: [String: Int32]
    let conversions: [Int32: Conversion]
    /// The findings by file (its index in the model; over the bytes the model read), and the
    /// conversions whose conformance is added in each path (in unit-name order): what each
    /// file's run reads, without filtering or sorting the project's.
    let findingsByFile: [Int: [Finding]]
    let conversionsByPath: [String: [Conversion]]

    static let cacheKey = CacheKey<IdentifiablePlan>("identifiable")

    static let hashableTypes: Set<String> = [
        "UUID", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "URL", "Date", "ObjectIdentifier", "Character", "Substring", "Double", "Float", "Bool", "AnyHashable",
    ]

    static func siteKey(_ path: String, _ call: Node, _ tree: SyntaxTree) -> String {
        "\(path):\(tree.startOffset(of: call))"
    }

    init(context: PassContext) {
        let files = context.files
        var sitesByType: [Int32: [(SourceFile, Site, Bool)]] = [:]  // type → (file, site, bySelf)
        var findings: [Finding] = []
        var conversions: [Int32: Conversion] = [:]
        var siteDecisions: [String: Int32] = [:]
        // Classify each file's sites in parallel; merge in file order.
        let perFile = context.mapParsedFiles { file, context in IdentifiablePlan.classifySites(in: file, context: context) }
        for (file, result) in zip(files, perFile) {
            guard let (fileFindings, candidates) = result else { continue }
            findings += fileFindings
            for (type, site, bySelf) in candidates { sitesByType[type, default: []].append((file, site, bySelf)) }
        }
        let model = context.model
        for (type, sites) in sitesByType.sorted(by: { $0.key < $1.key }) {
            let bySelf = sites[0].2
            switch IdentifiablePlan.decide(type, bySelf: bySelf, model: model) {
            case .failure(let problem):
                for (file, site, _) in sites {
                    let tree = file.tree
                    let callee = site.call.childNodes.first.map { tree.text(of: $0) } ?? "ForEach"
                    findings.append(file.finding(at: site.call, "\(callee)(\(Rewriting.short(site.data, tree)), id: \(site.keyPath)) not rewritten: \(problem.message)",
                                                 pass: IdentifiablePass.name, reason: problem.reason))
                }
            case .success(let conformance):
                conversions[type] = Conversion(unitName: model.qualifiedName(of: type), conformance: conformance)
                for (file, site, _) in sites { siteDecisions[IdentifiablePlan.siteKey(file.path, site.call, file.tree)] = type }
            }
        }
        findings.sort { ($0.path, $0.offset) < ($1.path, $1.offset) }
        var conversionsByPath: [String: [Conversion]] = [:]
        for conversion in conversions.values.sorted(by: { $0.unitName < $1.unitName }) {
            guard let path = conversion.conformance?.path else { continue }
            conversionsByPath[path, default: []].append(conversion)
        }
        self.siteDecisions = siteDecisions
        self.conversions = conversions
        self.findingsByFile = context.byModelIndex(findings)
        self.conversionsByPath = conversionsByPath
    }

    /// Whether rows keyed by index or by value (`id: \\.offset`, `indices`, `0..<xs.count`,
    /// `id: \\.self` over values) can be wrong: the collection is state that code moves or
    /// replaces (RowIdentity.mutableState), and, keyed by index, the rows do not
    /// use the index as a slot. `allCases` and other sites this pass may rewrite always count.
    static func changesUnderRows(_ site: IdentifiablePlan.Site, _ kind: IdentifiablePlan.DataKind, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        // `allCases` is rewritten wherever it is (Menu content included).
        if case .allCases = kind { return true }
        // Menu content is built anew each time the menu opens: no row keeps state.
        if LintSupport.isMenuContent(site.call, tree) { return false }
        let collection: Node?
        var byIndex = site.keyPath == "\\.offset"
        switch kind {
        case .allCases: return true
        case .indices:
            byIndex = true
            // `xs.indices.reversed()`: the same positions, backwards.
            var data = LintSupport.unwrapped(site.data)
            if let call = FunctionCallView(data), call.arguments.isEmpty, let callee = call.calledExpression.flatMap(MemberAccessView.init),
               callee.name.map({ tree.text(of: $0) }) == "reversed", let base = callee.base {
                data = LintSupport.unwrapped(base)
            }
            if let member = MemberAccessView(data), member.name.map({ tree.text(of: $0) }) == "indices" {
                collection = member.base
            } else if let counted = RowIdentity.countRange(data, tree) {
                collection = counted
            } else {
                // `1..<maximumRating + 1`, `0..<rows`: numbers, not positions in a collection;
                // each row is its number, whatever the bounds become.
                return false
            }
        case .enumerated: collection = RowIdentity.enumerated(site.data, tree)
        default: collection = site.keyPath == "\\.self" ? site.data : RowIdentity.enumerated(site.data, tree)
        }
        guard let collection else { return true }
        // By value: a literal list with a value twice, or state that changes and whose values
        // are not known to be distinct (a parent's input or a computed list is taken as given).
        if site.keyPath == "\\.self" && !byIndex {
            if let elements = literalElements(collection, file: file, context) { return Set(elements).count != elements.count }
            return !distinctValues(collection, file: file, context) && RowIdentity.mutableState(collection, file: file, context) != nil
        }
        if RowIdentity.isConstant(collection, file: file, context) { return false }
        guard let (_, reorders) = RowIdentity.mutableState(collection, file: file, context) else { return false }
        if byIndex, !reorders, let row = FunctionCallView(site.call)?.trailingClosure,
           RowIdentity.usesIndexAsSlot(row, collection: collection, file: file, context) { return false }
        return true
    }

    /// Whether a collection's values cannot repeat: an array literal of distinct literals or
    /// cases (written there, or the value of a `let`), or a Set or a dictionary's keys, sorted,
    /// filtered or reversed (`tags.sorted()` with `tags: Set<String>`, `counts.keys.sorted()`).
    static func distinctValues(_ collection: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
        let tree = file.tree
        if let elements = literalElements(collection, file: file, context) { return Set(elements).count == elements.count }
        var current = LintSupport.unwrapped(collection)
        while true {
            if let call = FunctionCallView(current), let callee = call.calledExpression {
                if tree.text(of: callee) == "Array", call.arguments.count == 1, let inner = call.arguments[0].expression {
                    current = LintSupport.unwrapped(inner)
                    continue
                }
                if let member = MemberAccessView(callee), let base = member.base,
                   ["sorted", "filter", "reversed"].contains(member.name.map { tree.text(of: $0) } ?? "") {
                    current = LintSupport.unwrapped(base)
                    continue
                }
            }
            break
        }
        if MemberAccessView(current)?.name.map({ tree.text(of: $0) }) == "keys" { return true }
        if context.types.type(of: current, in: file)?.nominalRef?.isSDK("Set") == true { return true }
        return depth < 2 && distinctByEveryWrite(current, file: file, context, depth: depth)
    }

    /// A stored `var` of the project (`languages`, `self.languages`) that starts empty and
    /// is only ever assigned whole from values that cannot repeat (`languages = set.sorted()`):
    /// no append or insert can add a second equal value.
    static func distinctByEveryWrite(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let model = context.model
        guard case .declarations(let ids) = LintSupport.referent(of: node, in: file, context), ids.count == 1 else { return false }
        let declaration = model.declaration(ids[0])
        guard declaration.kind == .variable, !declaration.isComputed, !declaration.isStatic else { return false }
        if let (valueFile, value) = LintSupport.initialValue(of: ids[0], context) {
            let unwrapped = LintSupport.unwrapped(value)
            let empty = unwrapped.kind == .arrayExpr && !unwrapped.childNodes.contains { $0.kind == .arrayElement }
            guard empty || distinctValues(value, file: valueFile, context, depth: depth + 1) else { return false }
        }
        let indices = context.files.compactMap { model.file($0.path) }
        var assignments = 0
        for mention in model.nameMentions(of: [declaration.name], inFiles: indices)[declaration.name] ?? []
        where model.mayRefer(mention, to: ids[0]) {
            let source = model.files[mention.file]
            guard let write = SemanticModel.write(at: mention.node, spelling: mention.spelling, source.tree) else { continue }
            guard case .assignment(let value) = write.kind, !write.throughSubscript, !write.throughMember,
                  distinctValues(value, file: source, context, depth: depth + 1) else { return false }
            assignments += 1
        }
        return assignments > 0
    }

    /// The texts of an array literal's elements when each is a literal or a case (`.dark`),
    /// written at the site or as the value of a `let`; nil otherwise.
    static func literalElements(_ collection: Node, file: SourceFile, _ context: PassContext) -> [String]? {
        let tree = file.tree
        var node = LintSupport.unwrapped(collection)
        var valueTree = tree
        if node.kind != .arrayExpr, let member = MemberAccessView(node), let base = member.base, let token = member.name,
           base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true {
            // `Self.shown`, `Filter.shown`: a static property of a project type.
            let model = context.model
            let owner = tree.text(of: base) == "Self" ? model.enclosingDeclarations(of: node, in: file).first.flatMap { model.typeIdentity($0) }
                : model.resolveNominal(tree.text(of: base), in: file, at: node).map { SemanticModel.TypeTarget.project($0) }
            guard case .project(let type)? = owner else { return nil }
            let found = model.members(of: type, named: tree.text(of: token)).filter { model.declaration($0).isStatic }
            guard found.count == 1, let (valueFile, value) = LintSupport.initialValue(of: found[0], context) ?? LintSupport.computedValue(of: found[0], context) else { return nil }
            node = LintSupport.unwrapped(value)
            valueTree = valueFile.tree
        } else if node.kind != .arrayExpr {
            guard RowIdentity.isConstant(node, file: file, context) else { return nil }
            switch LintSupport.referent(of: node, in: file, context) {
            case .local(let declaration):
                let name = node.kind == .declReferenceExpr ? tree.text(of: node) : MemberAccessView(node)?.name.map { tree.text(of: $0) } ?? ""
                guard let value = TypeResolver.binding(named: name, in: declaration, tree)?.child(.initializerClause)?.childNodes.first else { return nil }
                node = LintSupport.unwrapped(value)
            case .declarations(let ids):
                guard ids.count == 1, let (valueFile, value) = LintSupport.initialValue(of: ids[0], context) ?? LintSupport.computedValue(of: ids[0], context) else { return nil }
                node = LintSupport.unwrapped(value)
                valueTree = valueFile.tree
            default:
                return nil
            }
        }
        guard node.kind == .arrayExpr else { return nil }
        let elements = node.children(.arrayElement).compactMap { $0.childNodes.first }
        guard elements.allSatisfy({ [.integerLiteralExpr, .stringLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr].contains($0.kind)
            || IdentifiablePlan.isCaseReference($0, valueTree) }) else { return nil }
        return elements.map { valueTree.collapsedText(of: $0) }
    }

    /// One file's sites: findings for those that are reported, candidates by type.
    static func classifySites(in file: SourceFile, context: PassContext) -> ([Finding], [(Int32, Site, Bool)]) {
        var findings: [Finding] = []
        var candidates: [(Int32, Site, Bool)] = []
        let sites = IdentifiablePlan.sites(in: file)
        // Suppressions are read only where there is a site (most files have none).
        guard !sites.isEmpty else { return ([], []) }
        let suppressions = Suppressions.of(file.tree)
        for site in sites {
            let tree = file.tree
            if suppressions.isSuppressed(IdentifiablePass.name, line: tree.location(of: tree.startOffset(of: site.call)).line) { continue }
            func report(_ reason: String, _ message: String) {
                findings.append(file.finding(at: site.call, message, pass: IdentifiablePass.name, reason: reason))
            }
            let callee = site.call.childNodes.first.map { tree.text(of: $0) } ?? "ForEach"
            let dataText = Rewriting.short(site.data, tree)
            if site.keyPath != "\\.id" && site.keyPath != "\\.self" && site.keyPath != "\\.offset" {
                report("other-key-path", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: only \\.id maps to Identifiable (and \\.self over an enum's allCases)")
                continue
            }
            let kind = IdentifiablePlan.classify(site.data, at: site.call, file: file, context: context)
            if case .constant = kind { continue }
            // Rows keyed by position or by value matter only where the collection changes:
            // the rules of the foreach-index-identity lint (a constant, a parent's input, a
            // computed property or rows that use the index as a slot are fine as they are).
            if ["\\.offset", "\\.self"].contains(site.keyPath), !Self.changesUnderRows(site, kind, file: file, context) {
                // Cases of a project enum that cannot be shown to appear once: a rewrite
                // this pass declines, said as such (rows keyed by case are right while none repeats).
                if site.keyPath == "\\.self", case .elements(let typeName, .success(let type)) = kind, context.model.declaration(type).kind == .enum,
                   Self.literalElements(site.data, file: file, context) == nil {
                    let shownType = typeName == "Self" ? context.model.declaration(type).name : typeName
                    report("identity-by-value", "\(callee)(\(dataText), id: \\.self) not rewritten: the pass cannot show it holds each case of \(shownType) once (it rewrites allCases and its subsets); rows keyed by case are right while none repeats")
                }
                continue
            }
            if site.keyPath == "\\.offset" {
                report("identity-by-index", "\(callee)(\(dataText), id: \\.offset) identifies rows by index, wrong after inserts, deletes and moves; use id: \\.element.id or make the elements Identifiable")
                continue
            }
            switch kind {
            case .constant:
                continue
            case .indices:
                report("identity-by-index", "\(callee)(\(dataText), id: \(site.keyPath)) identifies rows by index, wrong after inserts, deletes and moves; iterate the elements and make them Identifiable")
            case .enumerated:
                report("unknown-type", "\(callee)(\(dataText), id: \(site.keyPath)): element type not rewritten (enumerated pairs)")
            case .allCases(let lookup):
                guard site.keyPath == "\\.self" else {
                    report("other-key-path", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: only \\.id and \\.self over allCases map to Identifiable")
                    continue
                }
                switch lookup {
                case .success(let type): candidates.append((type, site, true))
                case .failure(let problem): report(problem.reason, "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: \(problem.message)")
                }
            case .elements(let written, let lookup):
                // `[Self]` of a static member: the enum's own name.
                var typeName = written
                if written == "Self", case .success(let type) = lookup { typeName = context.model.declaration(type).name }
                if site.keyPath == "\\.self" {
                    // A struct with its own id is no advice for an enum (which this pass may
                    // just have made Identifiable by itself): its cases are the identities.
                    // An NSObject subclass compares by reference unless it overrides isEqual:
                    // (NSManagedObject may not): `\.self` is the object's identity.
                    if case .success(let type) = lookup, IdentifiablePass.comparesByReference(type, context.model) { continue }
                    if case .success(let type) = lookup, context.model.declaration(type).kind == .enum {
                        report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value (\(typeName), an enum): fine while no case repeats; else wrap the cases in an Identifiable struct")
                    } else if case .success(let type) = lookup, context.model.conforms(type, to: "Identifiable") {
                        report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value (\(typeName)): equal values share an identity, and a changed value is a new row; \(typeName) is Identifiable, so drop `id: \\.self` to identify rows by `id`")
                    } else {
                        report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value (\(typeName)): equal values share an identity; give the elements a stable id (Identifiable)")
                    }
                } else {
                    switch lookup {
                    case .success(let type): candidates.append((type, site, false))
                    case .failure(let problem): report(problem.reason, "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: \(problem.message)")
                    }
                }
            case .unknown:
                if site.keyPath == "\\.self" {
                    report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value: equal values share an identity; give the elements a stable id (Identifiable)")
                } else {
                    report("unknown-type", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: cannot tell the element type of `\(dataText)`; add Identifiable by hand if it has a Hashable id")
                }
            }
        }
        return (findings, candidates)
    }

    struct Problem: Error {
        var reason: String
        var message: String
    }

    /// The project type a written element type names at a site: a declaration, or why not.
    /// A protocol (`[P]`, `[any P]`, a typealias of either) is an existential: `any P`
    /// cannot conform to Identifiable, even when P refines it, so `id:` must stay.
    static func projectType(_ written: String, target: SemanticModel.TypeTarget?, model: SemanticModel) -> Result<Int32, Problem> {
        var bare = written.trimmingSpaces()
        let spelledAny = bare.hasPrefix("any ")
        if spelledAny { bare = String(bare.dropFirst(4)).trimmingSpaces() }
        let compact = bare.filter { !$0.isWhitespace }
        // By byte: Foundation's substring search cost more than the rest of the decision.
        let hasAngle = compact.utf8.contains(UInt8(ascii: "<"))
        if compact.utf8.contains(UInt8(ascii: "&")) {
            return .failure(Problem(reason: "existential", message: "the elements are \(written), a protocol composition (an existential): it cannot conform to Identifiable"))
        }
        if case .project(let type)? = target, model.declaration(type).kind == .protocol {
            let name = model.qualifiedName(of: type)
            let via = TypeName(bare)?.last == model.declaration(type).name ? "" : " (through \(bare))"
            let refines = model.conforms(type, to: "Identifiable") ? ", even where the protocol refines it" : ""
            return .failure(Problem(reason: "existential", message: "the elements are `any \(name)`\(via), (\(model.shortLocation(type))): an existential cannot conform to Identifiable\(refines)"))
        }
        if spelledAny {
            return .failure(Problem(reason: "existential", message: "the elements are \(written), an existential: it cannot conform to Identifiable"))
        }
        if hasAngle, !compact.hasPrefix("("), !written.hasPrefix("some "), case .project(let type)? = target,
           !model.declaration(type).genericParameters.isEmpty {
            // `Item<UUID>`: a specialisation of a project generic type; `decide` says
            // whether the generic type itself can conform.
            return .success(type)
        }
        if compact.hasPrefix("(") {
            return .failure(Problem(reason: "tuple", message: "the elements are tuples (\(written)), which cannot conform to Identifiable; keep id: or use a struct"))
        }
        if hasAngle || written.hasPrefix("some ") {
            return .failure(Problem(reason: "generic-type", message: "\(written) is generic or an existential"))
        }
        switch target {
        case .project(let type)?:
            return .success(type)
        case .external(let name)?:
            return .failure(Problem(reason: "external-type", message: "\(name) is not declared in this project"))
        case nil:
            return .failure(Problem(reason: "ambiguous-type", message: "cannot tell which type \(written) is here (a generic parameter, or declared more than once where this site can see it)"))
        }
    }

    /// Whether a type can be (or already is) Identifiable; nil conformance: already is.
    static func decide(_ type: Int32, bySelf: Bool, model: SemanticModel) -> Result<Conformance?, Problem> {
        let declaration = model.declaration(type)
        let typeName = model.qualifiedName(of: type)
        if !declaration.genericParameters.isEmpty && bySelf {
            return .failure(Problem(reason: "generic-type", message: "\(typeName) is generic"))
        }
        let conforms = model.conforms(type, to: "Identifiable")
        let idMembers = model.members(of: type, named: "id").filter { [.variable, .constant].contains(model.declaration($0).kind) && !model.declaration($0).isStatic }
        // Effective access: the declared level capped by the enclosing types' (a type nested
        // in a file-scope `private struct` is fileprivate, though written without a modifier).
        let typeAccess = model.access(type)
        // The witness must be as visible as the conformance: the type's level, capped at public.
        let required: AccessLevel = typeAccess >= .public ? .public : typeAccess
        // A type that cannot be named at file scope (private, or nested in a private type)
        // gets the conformance in its own declaration, where a plain `var id` takes the
        // type's level.
        let insideDeclaration = typeAccess == .private
        let idAccess: String
        switch required {
        case .public, .open: idAccess = "public"
        case .package: idAccess = "package"
        // In an extension `var id` takes the extended type's declared level, and a nested
        // type's `internal` does not see its private outer type: `var id: Self` would be
        // internal with a fileprivate type, which does not compile.
        case .fileprivate, .private: idAccess = insideDeclaration ? "" : "fileprivate"
        case .internal, .local: idAccess = ""
        }
        let scopePath = model.scopePath(of: type)
        // An app's (or an extension's, a tool's) public types are no API: nothing imports it.
        let inProgram = model.graph.isInProgram(model.files[declaration.file].path)
        let publicAPI = Problem(reason: "public-type", message: "\(typeName) is \(typeAccess) (\(model.shortLocation(type))): an Identifiable conformance would join its module's public API, where a client's own would clash; add it by hand if that is meant")
        if bySelf {
            guard declaration.kind == .enum else {
                return .failure(Problem(reason: "unsupported-type", message: "\(typeName).allCases with id: \\.self is rewritten only for enums"))
            }
            if let id = idMembers.first {
                let idType = model.declaration(id).typeText
                if conforms, idType == "Self" || idType == declaration.name { return .success(nil) }
                return .failure(Problem(reason: "existing-id", message: "\(typeName) already has an `id` (\(idType ?? "of unknown type"), \(model.shortLocation(id))); without `id: \\.self` rows (and a Picker's tags) would be identified by it, not by the case"))
            }
            if let other = model.members(of: type, named: "id").first(where: { [.enumCase, .function].contains(model.declaration($0).kind) }) {
                return .failure(Problem(reason: "existing-id", message: "\(typeName) already has a case or function named `id` (\(model.shortLocation(other))); `var id` would clash with it"))
            }
            if conforms {
                return .failure(Problem(reason: "existing-id", message: "\(typeName) is Identifiable through a declaration this pass cannot see"))
            }
            if typeAccess >= .public, !inProgram { return .failure(publicAPI) }
            var conformance = Conformance(path: model.files[declaration.file].path, scopePath: scopePath, identifiedBySelf: true,
                                          idAccess: idAccess, insideDeclaration: insideDeclaration)
            conformance.nonisolatedExtension = isNonisolatedInMainActorTarget(type, model: model)
            return .success(conformance)
        }
        guard let id = idMembers.first else {
            if conforms { return .success(nil) }
            return .failure(Problem(reason: "no-id", message: "\(typeName) has no `id` property"))
        }
        if conforms { return .success(nil) }
        guard let idText = model.declaration(id).typeText else {
            return .failure(Problem(reason: "unknown-id-type", message: "the type of \(typeName).id is not written out (\(model.shortLocation(id)))"))
        }
        let canonical = model.canonicalType(idText, declaredBy: id)
        var hashable = false
        if declaration.genericParameters.contains(idText) {
            // `struct Item<ID: Hashable> { let id: ID }`: every specialisation's id is Hashable.
            hashable = genericParameterIsHashable(idText, of: declaration, model: model)
        }
        switch hashable ? .external("Hashable") : canonical.target {
        case .external(let name)?: hashable = hashable || hashableTypes.contains(name)
        case .project(let idType)?:
            let found = model.conformances(of: idType).external
            hashable = found.contains("Hashable")
            if !hashable, model.declaration(idType).kind == .enum, model.declaration(idType).genericParameters.isEmpty,
               model.allMembers(of: idType).allSatisfy({ model.declaration($0).kind != .enumCase || model.declaration($0).typeText == nil }) {
                // An enum without payloads is Hashable automatically.
                hashable = true
            }
        case nil: hashable = false
        }
        guard hashable else {
            return .failure(Problem(reason: "unknown-id-type", message: "cannot tell that \(typeName).id (\(idText)) is Hashable"))
        }
        let idLevel = model.access(id)
        if idLevel < required && !(required <= .fileprivate && idLevel >= .fileprivate) {
            return .failure(Problem(reason: "access-level", message: "\(typeName).id is \(model.declaration(id).access) (\(model.shortLocation(id))) but \(typeName) is \(typeAccess): Identifiable's id must be as visible as the conformance"))
        }
        if typeAccess >= .public, !inProgram { return .failure(publicAPI) }
        return .success(Conformance(path: model.files[declaration.file].path, scopePath: scopePath, identifiedBySelf: false,
                                    idAccess: "", insideDeclaration: insideDeclaration))
    }

    /// Whether a type's generic parameter is constrained to Hashable (or Identifiable's
    /// own `ID`-like refinements: `Hashable & Sendable`), in its clause or `where` clause.
    static func genericParameterIsHashable(_ parameter: String, of declaration: Declaration, model: SemanticModel) -> Bool {
        let tree = model.files[declaration.file].tree
        var constraints: [String] = []
        for generic in declaration.node.child(.genericParameterClause)?.children(.genericParameter) ?? [] {
            let text = tree.collapsedText(of: generic).filter { !$0.isWhitespace }
            if text.hasPrefix(parameter + ":") { constraints.append(String(text.dropFirst(parameter.count + 1))) }
        }
        for clause in declaration.node.childNodes where clause.kind == .genericWhereClause {
            for requirement in tree.collapsedText(of: clause).dropFirst("where".count).split(separator: ",") {
                let text = requirement.filter { !$0.isWhitespace }
                if text.hasPrefix(parameter + ":") { constraints.append(String(text.dropFirst(parameter.count + 1))) }
            }
        }
        return constraints.contains { $0.split(separator: "&").contains { ["Hashable", "Swift.Hashable"].contains(String($0)) } }
    }

    /// A type written `nonisolated` (itself, an enclosing type or extension) in a file a
    /// target with MainActor default isolation compiles (`SWIFT_DEFAULT_ACTOR_ISOLATION`,
    /// `.defaultIsolation(MainActor.self)`): an extension there is main actor-isolated unless
    /// it says `nonisolated`, and so is the conformance it adds.
    static func isNonisolatedInMainActorTarget(_ type: Int32, model: SemanticModel) -> Bool {
        let declaration = model.declaration(type)
        guard model.graph.settings(of: model.files[declaration.file].path).defaultIsolation == .mainActor else { return false }
        var current: Int32 = type
        while current >= 0 {
            let enclosing = model.declaration(current)
            if (enclosing.kind.isNominalType || enclosing.kind == .extension) && enclosing.modifiers.contains("nonisolated") { return true }
            current = enclosing.parent
        }
        return false
    }

    enum DataKind {
        /// Elements of the written type (with the project type it names, or why not).
        case elements(String, Result<Int32, Problem>)
        /// `E.allCases` of a project enum (or why not).
        case allCases(Result<Int32, Problem>)
        case indices, enumerated, unknown
        /// A literal range or array: nothing can insert into it, so identity by value or
        /// position is stable.
        case constant
    }

    /// What a ForEach's data expression iterates.
    static func classify(_ data: Node, at site: Node, file: SourceFile, context: PassContext) -> DataKind {
        let tree = file.tree
        let model = context.model
        switch data.kind {
        case .sequenceExpr:
            // `top ? toasts : toasts.reversed()`: both branches iterate the same elements.
            if let ternary = TernaryView(data),
               case .elements(let name, let lookup) = classify(ternary.then, at: site, file: file, context: context),
               case .elements(name, _) = classify(ternary.otherwise, at: site, file: file, context: context) {
                return .elements(name, lookup)
            }
            if data.childNodes.contains(where: { $0.kind == .binaryOperatorExpr && ["..<", "..."].contains(tree.text(of: $0)) }) {
                // `0..<5`: literal bounds cannot change.
                let bounds = data.childNodes.filter { $0.kind != .binaryOperatorExpr }
                if bounds.count == 2, bounds.allSatisfy({ $0.kind == .integerLiteralExpr }) { return .constant }
                return .indices
            }
        case .arrayExpr:
            let elements = data.children(.arrayElement).compactMap { $0.childNodes.first }
            if elements.allSatisfy({ [.integerLiteralExpr, .stringLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr].contains($0.kind)
                || isCaseReference($0, tree) }) {
                return .constant
            }
        case .memberAccessExpr:
            guard let view = MemberAccessView(data), let base = view.base, let name = view.name.map({ tree.text(of: $0) }) else { break }
            if name == "indices" { return .indices }
            // `items.lazy`: the same elements.
            if name == "lazy" { return classify(base, at: site, file: file, context: context) }
            if name == "allCases", let typeText = TypeResolver.typeReference(base, tree) {
                let canonical = model.canonicalType(typeText, in: file, at: site)
                return .allCases(projectType(typeText, target: canonical.target, model: model))
            }
            // `Kind.visible`, a static property whose value is a subset of `allCases`.
            if let type = subsetOfCases(name, of: base, isCall: false, at: site, file: file, context: context) { return .allCases(.success(type)) }
        case .functionCallExpr:
            // `Array(E.allCases)`: the same elements.
            if let function = FunctionCallView(data), let callee = function.calledExpression, callee.kind == .declReferenceExpr,
               tree.text(of: callee) == "Array", function.trailingClosure == nil, function.arguments.count == 1,
               function.arguments[0].label == nil, let argument = function.arguments[0].expression {
                return classify(argument, at: site, file: file, context: context)
            }
            guard let function = FunctionCallView(data), let callee = function.calledExpression, let view = MemberAccessView(callee),
                  let base = view.base, let name = view.name.map({ tree.text(of: $0) }) else { break }
            if name == "enumerated" { return .enumerated }
            // `Kind.visibleCases()`, a static function returning a subset of `allCases`.
            if function.arguments.isEmpty, function.trailingClosure == nil,
               let type = subsetOfCases(name, of: base, isCall: true, at: site, file: file, context: context) { return .allCases(.success(type)) }
            if ["filter", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"].contains(name) {
                return classify(base, at: site, file: file, context: context)
            }
        case .tupleExpr:
            // `(0..<n)`.
            if let inner = data.child(.labeledExprList)?.children(.labeledExpr), inner.count == 1, let value = ArgumentView(inner[0]).expression {
                return classify(value, at: site, file: file, context: context)
            }
        default:
            break
        }
        var resolved: TypeResolver.Resolved?
        // `$items` (a binding): the element type of `items`.
        if data.kind == .declReferenceExpr, tree.text(of: data).hasPrefix("$") {
            let name = String(tree.text(of: data).dropFirst())
            resolved = TypeResolver.lookupValue(name, at: site, file: file, model: context.model, depth: 0)
        } else {
            resolved = TypeResolver.resolve(data, at: site, file: file, model: context.model)
        }
        guard let resolved else { return layerElements(data, file: file, context: context) }
        guard let element = elementType(resolved.text) else { return layerElements(data, file: file, context: context) }
        return .elements(element, projectType(element, target: resolved.resolveDerived(element, model), model: model))
    }

    /// `.dark`, `ColorScheme.light`, `Theme.Accent.blue`: a case or static constant named
    /// through its type (or the context's), the same value at every evaluation.
    static func isCaseReference(_ node: Node, _ tree: SyntaxTree) -> Bool {
        guard let member = MemberAccessView(node), member.name != nil else { return false }
        guard let base = member.base else { return true }
        guard let typeText = TypeResolver.typeReference(base, tree) else { return false }
        return typeText.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
    }

    /// Subset operations of a sequence that keep its elements distinct.
    static let subsetOperations: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"]

    /// The project enum `T` when `T.name` (or `T.name()`) is a static member of `T` whose
    /// body is one expression taking a subset of `allCases` (`allCases.filter { ... }`,
    /// `Self.allCases.filter(\.isVisible)`): its elements are distinct cases.
    static func subsetOfCases(_ name: String, of base: Node, isCall: Bool, at site: Node, file: SourceFile, context: PassContext) -> Int32? {
        let model = context.model
        guard let typeText = TypeResolver.typeReference(base, file.tree),
              case .project(let type)? = model.canonicalType(typeText, in: file, at: site).target,
              model.declaration(type).kind == .enum else { return nil }
        let found = model.members(of: type, named: name)
        guard found.count == 1 else { return nil }
        let member = model.declaration(found[0])
        guard member.isStatic, isCall ? member.kind == .function : [.variable, .constant].contains(member.kind) else { return nil }
        let tree = model.files[member.file].tree
        // The body: a function's code block, or a computed property's getter.
        var body: Node?
        if isCall {
            body = member.node.child(.codeBlock)
        } else if let binding = member.node.children(.patternBinding).first {
            if let accessors = binding.child(.accessorBlock) {
                body = accessors
            } else {
                // `static let visible = allCases.filter { ... }`.
                body = binding.child(.initializerClause)
            }
        }
        // One statement, `return` or not.
        guard let statements = body?.childNodes, statements.count == 1 else { return nil }
        var expression = statements[0]
        if [.returnStmt, .expressionStmt].contains(expression.kind), let inner = expression.childNodes.first { expression = inner }
        return isSubsetOfAllCases(expression, typeName: model.declaration(type).name, tree) ? type : nil
    }

    /// `allCases`, `Self.allCases`, `T.allCases`, followed by subset operations.
    static func isSubsetOfAllCases(_ node: Node, typeName: String, _ tree: SyntaxTree, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        switch node.kind {
        case .declReferenceExpr:
            return tree.text(of: node) == "allCases"
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let name = member.name, tree.text(of: name) == "allCases" else { return false }
            guard let base = member.base else { return false }
            return ["Self", typeName].contains(tree.collapsedText(of: base))
        case .functionCallExpr:
            guard let callee = FunctionCallView(node)?.calledExpression, let member = MemberAccessView(callee),
                  let name = member.name, subsetOperations.contains(tree.text(of: name)), let base = member.base else { return false }
            return isSubsetOfAllCases(base, typeName: typeName, tree, depth: depth + 1)
        default:
            return false
        }
    }

    /// The element type the expression type layer gives a collection the resolver cannot
    /// type (`context.viewState.rooms`, `[Room].mock`, a member of a ForEach element,
    /// `rooms[0..<3]`, a collection type of the project's).
    static func layerElements(_ data: Node, file: SourceFile, context: PassContext) -> DataKind {
        guard let element = context.types.elementType(of: data, in: file) else { return .unknown }
        return .elements(element.description, projectType(element.description, target: element.target, model: context.model))
    }

    /// `[T]`, `Array<T>` → `T`; `[(any P)]` → `any P` (the parentheses only group).
    /// Whether a colon stands outside any brackets (`K: V` of a dictionary, not a tuple's
    /// `(id: Int, name: String)`).
    static func hasOuterColon(_ text: Substring) -> Bool {
        var depth = 0
        for c in text.utf8 {
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return true
            default: break
            }
        }
        return false
    }

    static func elementType(_ type: String) -> String? {
        // `[Name]` or `[A.B]` (most arrays as written): the name between the brackets.
        let utf8 = type.utf8
        if utf8.count > 2, utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]"),
           utf8.dropFirst().dropLast().allSatisfy({ c in
               (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                   || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
           }) {
            return String(type.dropFirst().dropLast())
        }
        let text = type.trimmingSpaces()
        var element: String
        if text.hasPrefix("[") && text.hasSuffix("]") && !hasOuterColon(text.dropFirst().dropLast()) {
            element = String(text.dropFirst().dropLast()).trimmingSpaces()
        } else if text.filter({ !$0.isWhitespace }).hasPrefix("Array<") && text.hasSuffix(">") {
            element = String(text.drop(while: { $0 != "<" }).dropFirst().dropLast()).trimmingSpaces()
        } else {
            return nil
        }
        if element.hasPrefix("(") && element.hasSuffix(")") && !element.contains(",") {
            let inner = String(element.dropFirst().dropLast()).trimmingSpaces()
            if inner.hasPrefix("any ") { element = inner }
        }
        // `any P` keeps its one space; everything else is compared without spaces.
        if element.hasPrefix("any ") {
            return "any " + element.dropFirst(4).split(separator: "&").map { $0.filter { !$0.isWhitespace } }.joined(separator: " & ")
        }
        return element.filter { !$0.isWhitespace }
    }

    /// ForEach/List/OutlineGroup calls with data and an `id:` key path.
    static func sites(in file: SourceFile) -> [Site] {
        let tree = file.tree
        var result: [Site] = []
        for call in tree.calls(named: ["ForEach", "List", "OutlineGroup"]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression, callee.kind == .declReferenceExpr,
                  ["ForEach", "List", "OutlineGroup"].contains(tree.text(of: callee)) else { continue }
            let arguments = view.arguments
            guard arguments.count >= 2, arguments[0].label == nil, let data = arguments[0].expression,
                  arguments[1].label.map({ tree.text(of: $0) }) == "id", let keyPath = arguments[1].expression,
                  keyPath.kind == .keyPathExpr else { continue }
            result.append(Site(call: call, data: data, dataArgument: arguments[0].node, idArgument: arguments[1].node,
                               keyPath: tree.collapsedText(of: keyPath)))
        }
        return result
    }

    /// The bytes of `, id: \.id` (or `id: \.id, ` when more arguments follow). Commas
    /// belong to the argument list, between the arguments.
    static func removalRange(of site: Site, _ tree: SyntaxTree) -> (Int, Int) {
        let after = site.idArgument.endToken
        if after < tree.tokens.count, tree.tokens[after].kind == .comma, after + 1 < tree.tokens.count,
           tree.tokens[after + 1].kind != .rightParen {
            return (tree.startOffset(of: site.idArgument), Int(tree.tokens[after + 1].textStart))
        }
        let before = site.idArgument.firstToken - 1
        let start = tree.tokens[before].kind == .comma ? Int(tree.tokens[before].textStart) : tree.startOffset(of: site.idArgument)
        return (start, tree.endOffset(of: site.idArgument))
    }

    /// Whether the declaration already conforms (a second round must not add it again): in
    /// its inheritance clause, or in an extension of it in this file.
    static func alreadyConforms(_ declaration: Node, _ scopePath: [String], in tree: SyntaxTree) -> Bool {
        let inherits: (Node) -> Bool = { node in
            DeclarationView(node)?.inheritedTypes.contains { TypeName.lastComponent(tree.collapsedText(of: $0)) == "Identifiable" } ?? false
        }
        if inherits(declaration) { return true }
        // The file's extensions by extended name, gathered once per tree.
        let extensions = tree.derived("IdentifiablePlan.extensions") { () -> [String: [Node]] in
            var byName: [String: [Node]] = [:]
            for node in tree.nodes(ofKind: [.extensionDecl]) {
                guard let extended = DeclarationView(node)?.extendedType else { continue }
                byName[tree.collapsedText(of: extended).filter({ !$0.isWhitespace }), default: []].append(node)
            }
            return byName
        }
        return extensions[scopePath.joined(separator: ".")]?.contains(where: inherits) ?? false
    }

    /// The type declaration at a path of enclosing type names (`["Outer", "Display"]`): the
    /// first in the file (the file's types by path, gathered once per tree).
    static func declaration(atPath path: [String], in tree: SyntaxTree) -> Node? {
        let types = tree.derived("IdentifiablePlan.types") { () -> [[String]: Node] in
            var byPath: [[String]: Node] = [:]
            for node in tree.nodes(ofKind: [.structDecl, .classDecl, .enumDecl, .actorDecl]) {
                let path = SemanticModel.typePath(of: node, tree)
                if byPath[path] == nil { byPath[path] = node }
            }
            return byPath
        }
        return types[path]
    }
}

extension IdentifiablePass {
    /// A class whose equality is the object's identity: an `NSObject` subclass (through the
    /// project's own superclasses) where no class of the chain declares `isEqual` or `hash`.
    static func comparesByReference(_ type: Int32, _ model: SemanticModel) -> Bool {
        var current = type
        for _ in 0..<16 {
            let declaration = model.declaration(current)
            guard declaration.kind == .class else { return false }
            if !model.members(of: current, named: "isEqual").isEmpty || !model.members(of: current, named: "hash").isEmpty { return false }
            guard let superclass = declaration.inheritedTypes.first else { return false }
            if ["NSObject", "NSManagedObject"].contains(superclass) { return true }
            guard let next = model.resolveNominal(superclass, in: model.files[declaration.file], at: declaration.node) else { return false }
            current = next
        }
        return false
    }
}
