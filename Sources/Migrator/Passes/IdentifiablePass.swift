import SwiftCST

/// Replaces `ForEach(xs, id: \.id)` (and `List`, `OutlineGroup`) with an `Identifiable`
/// conformance on the element type, and `ForEach(E.allCases, id: \.self)` with
/// `extension E: Identifiable { var id: Self { self } }` (PASSES.md §4). Identity by value
/// (`\.self` over strings or numbers) and by index is reported, never rewritten.
///
/// Decisions are made once for the project: a type gets its conformance once, in the file
/// that declares it, and every site over that type changes with it or none does.
public struct IdentifiablePass: BuiltInPass {
    public static let name = "identifiable"
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
      `extension E: Identifiable { var id: Self { self } }` (public when E is) beside E, and
      `ForEach(E.allCases)`. The tag a Picker sees stays E.

    Element types come from the project: `[T]` / `Array<T>` properties and locals (annotated
    or initialised), `E.allCases`, and `filter`/`sorted`/`reversed` of those.

    Reported, not rewritten:
    - `id: \\.self` over strings, numbers or other values: equal values share an identity, so
      duplicates and edits make rows show the wrong content; give elements a stable id;
    - identity by index (`xs.indices`, `0..<xs.count`, `\\.offset` of `enumerated()`): rows
      follow positions, so inserts, deletes and moves show the wrong content;
    - element types that cannot be known, that are generic, declared outside the project or
      more than once, without an `id` property, with an `id` of unknown or non-Hashable type,
      public with a non-public `id`; enums that already have an `id` of another type; key
      paths other than `\\.id` and `\\.self`.
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
        struct V { let names: [String]; var body: some View { ForEach(names, id: \\.self) { Text($0) } } }

        """, reason: "identity-by-value"),
        .unchanged("""
        struct V { let names: [String]; var body: some View { ForEach(names.indices, id: \\.self) { Text(names[$0]) } } }

        """, reason: "identity-by-index"),
    ]

    public init() {}

    static func plan(_ context: PassContext) -> IdentifiablePlan {
        context.cache.value("identifiable") { IdentifiablePlan(files: context.files, index: context.index, jobs: context.jobs) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        let tree = file.tree
        if plan.originalBytes[file.path] == tree.bytes {
            output.findings = plan.findingsByPath[file.path] ?? []
        }
        // Sites: drop `id:` where the plan converts the element type.
        for site in IdentifiablePlan.sites(in: file) {
            guard let decision = plan.siteDecisions[IdentifiablePlan.siteKey(file.path, site.call, tree)] else { continue }
            guard plan.convertibleTypes.contains(decision) || plan.alreadyIdentifiable.contains(decision) else { continue }
            let (start, end) = IdentifiablePlan.removalRange(of: site, tree)
            output.edits.append(Edit(start: start, end: end, replacement: "", pass: Self.name, site: tree.startOffset(of: site.call)))
        }
        // Conformances, in the file that declares each type; extensions that land at the
        // same place (nested enums of one outer type) become one insertion, in name order.
        var insertions: [Int: [String]] = [:]
        for (typeName, conformance) in plan.conformancesByPath[file.path] ?? [] {
            guard let declaration = IdentifiablePlan.declaration(named: typeName, in: file),
                  !IdentifiablePlan.alreadyConforms(declaration, typeName, in: file) else { continue }
            if let (offset, text) = conformance.insertion(declaration, tree) { insertions[offset, default: []].append(text) }
        }
        for (offset, texts) in insertions {
            output.edits.append(Edit(start: offset, end: offset, replacement: texts.joined(), pass: Self.name, site: -1))
        }
        return output
    }
}

/// The project-wide decision for the identifiable pass.
final class IdentifiablePlan: @unchecked Sendable {
    struct Site {
        var call: Node
        var data: Node
        var dataArgument: Node
        var idArgument: Node
        var keyPath: String
    }

    /// How a type gets Identifiable.
    struct Conformance {
        var path: String
        /// `enum E` identified by itself (`var id: Self { self }`), vs an existing `id`.
        var identifiedBySelf: Bool
        var isPublic: Bool

        func insertion(_ declaration: Node, _ tree: SyntaxTree) -> (Int, String)? {
            if identifiedBySelf {
                // After the outermost declaration that contains the enum, qualified.
                var outer = declaration
                var names: [String] = []
                var node: Node? = declaration
                while let current = node {
                    if let view = DeclarationView(current), current.kind != .variableDecl {
                        if current.kind == .extensionDecl, let extended = view.extendedType {
                            names.insert(tree.collapsedText(of: extended), at: 0)
                        } else if let name = view.name {
                            names.insert(tree.text(of: name), at: 0)
                        }
                        outer = current
                    }
                    node = current.parent
                }
                let indent = Rewriting.indentationUnit(tree.bytes)
                // An extension that adds a conformance takes no access modifier; the member does.
                let access = isPublic ? "public " : ""
                let text = "\n\nextension \(names.joined(separator: ".")): Identifiable {\n\(indent)\(access)var id: Self { self }\n}"
                return (tree.endOffset(of: outer), text)
            }
            if let clause = declaration.child(.inheritanceClause), let last = clause.children(.inheritedType).last?.childNodes.first {
                return (tree.endOffset(of: last), ", Identifiable")
            }
            guard let name = DeclarationView(declaration)?.name else { return nil }
            return (Int(tree.tokens[name].textEnd), ": Identifiable")
        }
    }

    var siteDecisions: [String: String] = [:]  // site key → type name
    var convertibleTypes: Set<String> = []
    var alreadyIdentifiable: Set<String> = []
    var conformances: [String: Conformance] = [:]
    var findings: [Finding] = []
    var originalBytes: [String: [UInt8]] = [:]
    /// `findings` by path, and `conformances` by the path they are added in (in type-name
    /// order): what each file's run reads, without filtering or sorting the project's.
    var findingsByPath: [String: [Finding]] = [:]
    var conformancesByPath: [String: [(String, Conformance)]] = [:]

    static let hashableTypes: Set<String> = [
        "UUID", "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "URL", "Date", "ObjectIdentifier", "Character", "Substring", "Double", "Float", "Bool", "AnyHashable",
    ]

    /// Names SwiftUI or Foundation also use: a site may mean the SDK's type, so a
    /// conformance on the project's type of that name would not reach it.
    static let sdkTypeNames: Set<String> = [
        "Visibility", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "Axis", "ColorScheme",
        "ContentMode", "Font", "Color", "Image", "Text", "Label", "Notification", "Locale", "Calendar", "TimeZone",
        "Date", "URL", "Data", "Animation", "Transaction", "Tab", "Section", "Group", "Link", "Menu", "Toggle",
        "Picker", "Button", "Layout", "Shape", "Path", "Angle", "Gradient", "Material", "Error", "Result",
        "Measurement", "Unit", "Operation", "Process", "Bundle",
    ]

    static func siteKey(_ path: String, _ call: Node, _ tree: SyntaxTree) -> String {
        "\(path):\(tree.startOffset(of: call))"
    }

    init(files: [SourceFile], index: ProjectIndex, jobs: Int = Workers.coreCount) {
        var sitesByType: [String: [(SourceFile, Site, Bool)]] = [:]  // type → (file, site, bySelf)
        // Classify each file's sites in parallel; merge in file order.
        let perFile = Slots<([Finding], [(String, Site, Bool)])>(count: files.count)
        let sendableFiles = UncheckedSendable(files)
        let sendableIndex = UncheckedSendable(index)
        Workers.forEach(files.count, jobs: jobs) { i in
            let file = sendableFiles.value[i]
            guard file.tree.diagnostics.isEmpty else { return }
            perFile.set(i, IdentifiablePlan.classifySites(in: file, files: sendableFiles.value, index: sendableIndex.value))
        }
        for (file, result) in zip(files, perFile.values) {
            originalBytes[file.path] = file.tree.bytes
            guard let (fileFindings, candidates) = result else { continue }
            findings += fileFindings
            for (typeName, site, bySelf) in candidates { sitesByType[typeName, default: []].append((file, site, bySelf)) }
        }
        for (typeName, sites) in sitesByType.sorted(by: { $0.key < $1.key }) {
            let bySelf = sites[0].2
            switch IdentifiablePlan.decide(typeName, bySelf: bySelf, index: index) {
            case .failure(let problem):
                for (file, site, _) in sites {
                    let tree = file.tree
                    let callee = site.call.childNodes.first.map { tree.text(of: $0) } ?? "ForEach"
                    findings.append(file.finding(at: site.call, "\(callee)(\(Rewriting.short(site.data, tree)), id: \(site.keyPath)) not rewritten: \(problem.message)",
                                                 pass: IdentifiablePass.name, reason: problem.reason))
                }
            case .success(let conformance):
                if let conformance {
                    convertibleTypes.insert(typeName)
                    conformances[typeName] = conformance
                } else {
                    alreadyIdentifiable.insert(typeName)
                }
                for (file, site, _) in sites { siteDecisions[IdentifiablePlan.siteKey(file.path, site.call, file.tree)] = typeName }
            }
        }
        findings.sort { ($0.path, $0.offset) < ($1.path, $1.offset) }
        for finding in findings { findingsByPath[finding.path, default: []].append(finding) }
        for (typeName, conformance) in conformances.sorted(by: { $0.key < $1.key }) {
            conformancesByPath[conformance.path, default: []].append((typeName, conformance))
        }
    }

    /// One file's sites: findings for those that are reported, candidates by type.
    static func classifySites(in file: SourceFile, files: [SourceFile], index: ProjectIndex) -> ([Finding], [(String, Site, Bool)]) {
        var findings: [Finding] = []
        var candidates: [(String, Site, Bool)] = []
        let suppressions = Suppressions(file.tree)
        let context = PassContext(index: index, target: Availability(), files: files)
        for site in IdentifiablePlan.sites(in: file) {
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
            if site.keyPath == "\\.offset" {
                report("identity-by-index", "\(callee)(\(dataText), id: \\.offset) identifies rows by index: inserting, deleting or moving elements shows the wrong content; use the element's own id (id: \\.element.id) or make it Identifiable")
                continue
            }
            switch IdentifiablePlan.classify(site.data, at: site.call, file: file, context: context) {
            case .indices:
                report("identity-by-index", "\(callee)(\(dataText), id: \(site.keyPath)) identifies rows by index: inserting, deleting or moving elements shows the wrong content; iterate the elements and give them a stable id (Identifiable)")
            case .enumerated:
                if site.keyPath != "\\.id" && site.keyPath != "\\.self" && site.keyPath != "\\.offset" {
                report("other-key-path", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: only \\.id maps to Identifiable (and \\.self over an enum's allCases)")
                continue
            }
            if site.keyPath == "\\.offset" {
                    report("identity-by-index", "\(callee)(\(dataText), id: \\.offset) identifies rows by index: inserting, deleting or moving elements shows the wrong content; use the element's own id (id: \\.element.id) or make it Identifiable")
                } else {
                    report("unknown-type", "\(callee)(\(dataText), id: \(site.keyPath)): element type not rewritten (enumerated pairs)")
                }
            case .allCases(let enumName):
                guard site.keyPath == "\\.self" else {
                    report("other-key-path", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: only \\.id and \\.self over allCases map to Identifiable")
                    continue
                }
                candidates.append((enumName, site, true))
            case .elements(let typeName):
                if site.keyPath == "\\.self" {
                    report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value (\(typeName)): equal values share an identity, so duplicates and edits show the wrong content; give the elements a stable id (a struct with `let id = UUID()` that is Identifiable)")
                } else if site.keyPath == "\\.id" {
                    candidates.append((typeName, site, false))
                } else {
                    report("other-key-path", "\(callee)(\(dataText), id: \(site.keyPath)) not rewritten: only \\.id maps to Identifiable")
                }
            case .unknown:
                if site.keyPath == "\\.self" {
                    report("identity-by-value", "\(callee)(\(dataText), id: \\.self) identifies rows by value: equal values share an identity, so duplicates and edits show the wrong content; give the elements a stable id (Identifiable)")
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

    /// Whether a type can be (or already is) Identifiable; nil conformance: already is.
    static func decide(_ writtenType: String, bySelf: Bool, index: ProjectIndex) -> Result<Conformance?, Problem> {
        let typeName = ProjectIndex.lastComponent(writtenType)
        if writtenType.contains("<") || writtenType.hasPrefix("(") || writtenType.hasPrefix("any ") || writtenType.hasPrefix("some ") {
            return .failure(Problem(reason: "generic-type", message: "\(writtenType) is generic, a tuple or an existential"))
        }
        let declarations = index.declarations(of: typeName)
        let primaries = declarations.filter { $0.kind != "extension" }
        guard !primaries.isEmpty else {
            return .failure(Problem(reason: "external-type", message: "\(typeName) is not declared in this project"))
        }
        guard primaries.count == 1, let primary = primaries.first else {
            return .failure(Problem(reason: "ambiguous-type", message: "\(typeName) is declared more than once in the project"))
        }
        if sdkTypeNames.contains(typeName) {
            return .failure(Problem(reason: "ambiguous-type", message: "\(typeName) is also a SwiftUI or Foundation type name; cannot tell which one the site means"))
        }
        if primary.isGeneric {
            return .failure(Problem(reason: "generic-type", message: "\(typeName) is generic"))
        }
        let conforms = declarations.contains { $0.inheritedTypes.contains { ProjectIndex.lastComponent($0) == "Identifiable" } }
        let idMembers = index.members(of: typeName, named: "id").filter { $0.kind == "var" || $0.kind == "let" }
        if bySelf {
            guard primary.kind == "enum" else {
                return .failure(Problem(reason: "unsupported-type", message: "\(typeName).allCases with id: \\.self is rewritten only for enums"))
            }
            if let id = idMembers.first {
                if conforms, id.type == "Self" || id.type == typeName { return .success(nil) }
                return .failure(Problem(reason: "existing-id", message: "\(typeName) already has an `id` (\(id.type ?? "of unknown type")); a Picker's selection would change"))
            }
            if index.members(of: typeName, named: "id").contains(where: { $0.kind == "case" || $0.kind == "func" }) {
                return .failure(Problem(reason: "existing-id", message: "\(typeName) already has a case or function named `id`; `var id` would clash with it"))
            }
            if conforms {
                return .failure(Problem(reason: "existing-id", message: "\(typeName) is Identifiable through a declaration this pass cannot see"))
            }
            return .success(Conformance(path: primary.path, identifiedBySelf: true, isPublic: primary.isPublic))
        }
        guard let id = idMembers.first else {
            if conforms { return .success(nil) }
            return .failure(Problem(reason: "no-id", message: "\(typeName) has no `id` property"))
        }
        if conforms { return .success(nil) }
        guard let idType = id.type else {
            return .failure(Problem(reason: "unknown-id-type", message: "the type of \(typeName).id is not written out"))
        }
        var base = idType
        if base.hasSuffix("?") { base.removeLast() }
        let idDeclaredHashable = index.declarations(of: ProjectIndex.lastComponent(base)).contains {
            $0.inheritedTypes.contains { ["Hashable", "Identifiable"].contains(ProjectIndex.lastComponent($0)) }
        }
        guard hashableTypes.contains(base) || idDeclaredHashable else {
            return .failure(Problem(reason: "unknown-id-type", message: "cannot tell that \(typeName).id (\(idType)) is Hashable"))
        }
        if id.modifiers.contains("private") || id.modifiers.contains("fileprivate") {
            return .failure(Problem(reason: "access-level", message: "\(typeName).id is \(id.modifiers.contains("private") ? "private" : "fileprivate"); Identifiable needs it as visible as the type"))
        }
        if primary.isPublic && !(id.modifiers.contains("public") || id.modifiers.contains("open")) {
            return .failure(Problem(reason: "access-level", message: "\(typeName) is public but its id is not: Identifiable's id must be as visible as the conformance"))
        }
        return .success(Conformance(path: primary.path, identifiedBySelf: false, isPublic: primary.isPublic))
    }

    enum DataKind {
        case elements(String), allCases(String), indices, enumerated, unknown
    }

    /// What a ForEach's data expression iterates.
    static func classify(_ data: Node, at site: Node, file: SourceFile, context: PassContext) -> DataKind {
        let tree = file.tree
        switch data.kind {
        case .sequenceExpr:
            if data.childNodes.contains(where: { $0.kind == .binaryOperatorExpr && ["..<", "..."].contains(tree.text(of: $0)) }) {
                return .indices
            }
        case .memberAccessExpr:
            guard let view = MemberAccessView(data), let base = view.base, let name = view.name.map({ tree.text(of: $0) }) else { break }
            if name == "indices" { return .indices }
            if name == "allCases" {
                let components = tree.collapsedText(of: base).split(separator: ".")
                if !components.isEmpty, components.allSatisfy({ $0.first?.isUppercase == true }) {
                    return .allCases(String(components.last!))
                }
            }
        case .functionCallExpr:
            guard let callee = FunctionCallView(data)?.calledExpression, let view = MemberAccessView(callee),
                  let base = view.base, let name = view.name.map({ tree.text(of: $0) }) else { break }
            if name == "enumerated" { return .enumerated }
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
        var expression = data
        // `$items` (a binding): the element type of `items`.
        if data.kind == .declReferenceExpr, tree.text(of: data).hasPrefix("$") {
            let name = String(tree.text(of: data).dropFirst())
            guard let type = TypeResolver.declaredType(of: name, at: site, file: file, context: context) else { return .unknown }
            return elementType(type).map { .elements($0) } ?? .unknown
        }
        if data.kind == .memberAccessExpr, let view = MemberAccessView(data), let name = view.name.map({ tree.text(of: $0) }),
           name.hasPrefix("$") {
            expression = data
        }
        guard let type = TypeResolver.resolveType(expression, at: site, file: file, context: context) else { return .unknown }
        return elementType(type).map { .elements($0) } ?? .unknown
    }

    /// `[T]`, `Array<T>` → `T`.
    static func elementType(_ type: String) -> String? {
        let compact = type.filter { !$0.isWhitespace }
        if compact.hasPrefix("[") && compact.hasSuffix("]") && !compact.contains(":") {
            return String(compact.dropFirst().dropLast())
        }
        if compact.hasPrefix("Array<") && compact.hasSuffix(">") {
            return String(compact.dropFirst(6).dropLast())
        }
        return nil
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

    /// Whether the file already declares the conformance (a second round must not add it
    /// again): in the declaration's inheritance clause or an extension of the type.
    static func alreadyConforms(_ declaration: Node, _ name: String, in file: SourceFile) -> Bool {
        let tree = file.tree
        let inherits: (Node) -> Bool = { node in
            DeclarationView(node)?.inheritedTypes.contains { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) == "Identifiable" } ?? false
        }
        if inherits(declaration) { return true }
        return tree.nodes(ofKind: [.extensionDecl]).contains { node in
            guard let extended = DeclarationView(node)?.extendedType else { return false }
            return ProjectIndex.lastComponent(tree.collapsedText(of: extended)) == name && inherits(node)
        }
    }

    /// The non-extension declaration of a type name in a file.
    static func declaration(named name: String, in file: SourceFile) -> Node? {
        file.tree.nodes(ofKind: [.structDecl, .classDecl, .enumDecl, .actorDecl]).first { node in
            DeclarationView(node)?.name.map { file.tree.text(of: $0) } == name
        }
    }

}
