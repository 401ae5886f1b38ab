import Foundation
import SwiftCST

/// Replaces hand-written environment, focused-value, transaction and container-value keys
/// with `@Entry` (PASSES.md §2).
///
/// `@Entry` generates a computed `defaultValue`, so the default expression runs on every
/// read: only stable defaults convert. The key and its accessor may live in different
/// files; the decision is made once for the whole project (all or nothing per key) and
/// each file then applies its part.
public struct EntryPass: BuiltInPass {
    public static let name = "entry"
    public static let summary = "Replace hand-written EnvironmentKey, FocusedValueKey, TransactionKey and ContainerValueKey accessors with @Entry."
    public static let minimumOS = Availability(versions: [.iOS: Version(13), .macOS: Version(10, 15), .tvOS: Version(13), .watchOS: Version(6)])

    /// The containers `@Entry` works in: key protocol and the container's minimum OS.
    static let containers: [String: (key: String, minimumOS: Availability)] = [
        "EnvironmentValues": ("EnvironmentKey", EntryPass.minimumOS),
        "FocusedValues": ("FocusedValueKey", Availability(iOS: 14, macOS: 11, tvOS: 14, watchOS: 7)),
        "Transaction": ("TransactionKey", Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10)),
        "ContainerValues": ("ContainerValueKey", Availability(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2)),
    ]

    public static let explanation = """
    Rewrites a key struct and its accessor into one `@Entry` property:

        private struct FooKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var foo: Double { get { self[FooKey.self] } set { self[FooKey.self] = newValue } }
        }

    becomes `extension EnvironmentValues { @Entry var foo: Double = 8 }`, and the key struct
    is deleted (with the blank line that set it apart); its `///` documentation moves onto
    the entry when the property has none. The key and the
    accessor may be in different files. Access levels carry over; an `#if` around both is
    kept. FocusedValueKey entries become optional `@Entry var x: T?`.

    Needs: a Swift 6 toolchain (Xcode 16 or later) to expand the macro, whatever the
    deployment target; and the container's own minimum OS: EnvironmentValues iOS 13 /
    macOS 10.15, FocusedValues iOS 14 / macOS 11, Transaction iOS 17 / macOS 14,
    ContainerValues iOS 18 / macOS 15.

    `@Entry` makes `defaultValue` a computed property: the default expression runs again on
    every read. A stored default converts only when it is stable: literals, closure
    literals, enum cases without a payload, `static let` reads, `EdgeInsets(...)`, `CGSize(...)`, `Angle(...)`
    and the like, `[T]()` / `.init()` of an array or dictionary, and constructions of the
    project's own structs and enums (`T(...)`, `T.init(...)`, `.init(...)`) with stable
    arguments whose initialiser does no work: the memberwise initialiser when every stored
    property the call leaves out has a stable initial value, an explicit `init` that only
    assigns its parameters or stable values to stored properties (or delegates to such an
    `init`) on a type whose stored-property initial values are stable, and an enum's
    `init(rawValue:)`; nested constructions are followed 8 deep. An already computed
    `defaultValue` converts: behaviour is unchanged. Left unchanged, each with a warning:
    - defaults that create a new object or value (`Model()`, `.init()` of a class,
      `UUID()`, `Date()`, `.now`, `.random(...)`, any other call): keep the key, back the
      default with a `static let`, or make the entry optional with a nil default;
    - constructions of a project struct or enum whose initialiser does work: a call (a
      method of its own, a function), a read of `.shared`, a static or global `var`, a
      computed property, a property wrapper, or an initialiser the pass cannot find; the
      warning names the initialiser and what in it does work (path:line);
    - stored defaults that read `Singleton.shared`, a static `var` or a global `var`: read
      once before, on every access after;
    - accessors that do more than `get { self[Key.self] }` / `set { self[Key.self] = newValue }`
      (validation, `??`, clamping, a second key), or are read-only;
    - keys used anywhere else (`FooKey.defaultValue`), or shared by two accessors;
    - `@available` on the key or the property; `@MainActor`, `nonisolated(unsafe)` or
      `MainActor.assumeIsolated` in the default;
    - key and accessor under different `#if` conditions, keys with generics or other
      members, and containers the deployment target does not allow;
    - defaults that name the key type (`Self`), or, when the key is in another file than
      the property, values that file may keep private.
    PreferenceKey is never converted (it needs `reduce`).
    """

    public static let examples: [Example] = [
        .rewrite("""
        private struct FooKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var foo: Double { get { self[FooKey.self] } set { self[FooKey.self] = newValue } }
        }

        """, """
        extension EnvironmentValues {
            @Entry var foo: Double = 8
        }

        """),
        .unchanged("""
        private struct IDKey: EnvironmentKey { static let defaultValue = UUID() }
        extension EnvironmentValues {
            var id: UUID { get { self[IDKey.self] } set { self[IDKey.self] = newValue } }
        }

        """, reason: "unstable-default"),
        .unchanged("""
        final class Store { static let shared = Store(); var names: [String] = [] }
        struct Prefs {
            var names: [String]
            init() { names = Store.shared.names }
        }
        private struct PrefsKey: EnvironmentKey { static let defaultValue = Prefs() }
        extension EnvironmentValues {
            var prefs: Prefs { get { self[PrefsKey.self] } set { self[PrefsKey.self] = newValue } }
        }

        """, reason: "unstable-default"),
        .unchanged("""
        private struct SizeKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var size: Double {
                get { self[SizeKey.self] }
                set { self[SizeKey.self] = max(0, newValue) }
            }
        }

        """, reason: "accessor-extra-work"),
    ]

    public init() {}

    static func plan(_ context: PassContext) -> EntryPlan {
        context.cache.value("entry") { EntryPlan(context: context) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        let tree = file.tree
        let isOriginal = plan.originalBytes[file.path] == tree.bytes
        if isOriginal {
            for finding in plan.findings where finding.path == file.path { output.findings.append(finding) }
        }
        for accessor in EntryPlan.accessors(in: file, context: context) {
            guard let key = accessor.key, var decision = plan.convertible[key], decision.accessorPath == file.path else { continue }
            guard let minimum = EntryPass.containers[accessor.container]?.minimumOS else { continue }
            if !minimum.isSatisfied(by: context.target) {
                if isOriginal {
                    output.findings.append(file.finding(at: accessor.declaration,
                        "'\(accessor.name)' not converted to @Entry: \(accessor.container) entries need \(minimum) (deployment target: \(context.target))",
                        pass: Self.name, reason: "container-os"))
                }
                continue
            }
            let start = tree.startOffset(of: accessor.declaration)
            let end = tree.endOffset(of: accessor.declaration)
            // The key's documentation moves onto the entry unless the property has its own.
            if EntryPlan.hasComment(before: accessor.declaration, tree) { decision.documentation = [] }
            output.edits.append(Edit(start: start, end: end,
                                     replacement: decision.replacement(modifiers: accessor.modifiers, indentation: EntryPlan.indentation(of: accessor.declaration, tree)),
                                     pass: Self.name, site: start, units: ["entry:" + decision.keyName]))
        }
        for (id, decision) in plan.convertible.sorted(by: { $0.key < $1.key }) where decision.keyPath == file.path {
            guard let minimum = EntryPass.containers[decision.container]?.minimumOS, minimum.isSatisfied(by: context.target),
                  let declaration = EntryPlan.keyDeclaration(decision.keyScopePath, in: tree) else { continue }
            _ = id
            let (start, end) = EntryPlan.deletionRange(of: declaration, in: tree)
            // Part of the accessor's rewrite: not counted as a site of its own.
            output.edits.append(Edit(start: start, end: end, replacement: "", pass: Self.name, site: -1, units: ["entry:" + decision.keyName]))
        }
        return output
    }
}

/// The project-wide decision: which keys convert, and why the others do not.
final class EntryPlan: @unchecked Sendable {
    struct Decision {
        var keyPath: String
        /// The key's enclosing type names and its own (`Navigate/Key`), to find it in any round.
        var keyScopePath: [String]
        /// The key as code names it (`Navigate.Key`).
        var keyName: String
        var accessorPath: String
        var container: String
        var name: String
        var type: String
        /// Nil for focused values (optional, no default).
        var defaultExpression: String?
        /// For an if/switch default spanning lines: the indentation of its first line in
        /// the key, which the entry's own indentation replaces on the lines after it.
        var defaultIndentation: String? = nil
        /// The key's doc comment lines, moved onto the entry when the property has none.
        var documentation: [String] = []

        func replacement(modifiers: [String], indentation: String) -> String {
            let prefix = (["@Entry"] + modifiers).joined(separator: " ")
            let value = defaultExpression.map { expression -> String in
                guard let old = defaultIndentation else { return expression }
                return expression.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                    index > 0 && line.hasPrefix(old) ? indentation + line.dropFirst(old.count) : String(line)
                }.joined(separator: "\n")
            }
            let line = value.map { "\(prefix) var \(name): \(type) = \($0)" } ?? "\(prefix) var \(name): \(type)"
            return documentation.map { $0 + "\n" + indentation }.joined() + line
        }
    }

    struct Key {
        var id: Int32
        var name: String
        var protocolName: String
        var declaration: Node
        var file: SourceFile
    }

    struct Accessor {
        var name: String
        var container: String
        var declaration: Node
        var modifiers: [String]
        /// The key declaration `self[K.self]` names, where the model can tell.
        var key: Int32?
        /// `K` as written.
        var keyName: String?
        /// Why the accessor is not the plain get/set shape, if it is not.
        var problem: (reason: String, message: String)?
        var type: String?
        var file: SourceFile
    }

    var convertible: [Int32: Decision] = [:]
    var findings: [Finding] = []
    var originalBytes: [String: [UInt8]] = [:]

    static let keyProtocols: Set<String> = Set(EntryPass.containers.values.map(\.key))
    static let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private", "package", "open"]

    init(context: PassContext) {
        let files = context.files
        let model = context.model
        var keys: [Int32: Key] = [:]
        var accessors: [Accessor] = []
        let found = Slots<([Key], [Accessor])>(count: files.count)
        let sendableFiles = UncheckedSendable(files)
        let sendableContext = UncheckedSendable(context)
        Workers.forEach(files.count, jobs: context.jobs) { i in
            let file = sendableFiles.value[i]
            guard file.tree.diagnostics.isEmpty else { return }
            found.set(i, (EntryPlan.keys(in: file, context: sendableContext.value), EntryPlan.accessors(in: file, context: sendableContext.value)))
        }
        for (file, result) in zip(files, found.values) {
            originalBytes[file.path] = file.tree.bytes
            guard let (fileKeys, fileAccessors) = result else { continue }
            for key in fileKeys { keys[key.id] = key }
            accessors += fileAccessors
        }
        // Keys whose conformance is declared in an extension: reported, not converted.
        for file in files where file.tree.diagnostics.isEmpty {
            let tree = file.tree
            for node in tree.nodes(ofKind: [.extensionDecl]) {
                guard let view = DeclarationView(node), let extended = view.extendedType,
                      let protocolName = view.inheritedTypes.map({ ProjectIndex.lastComponent(tree.collapsedText(of: $0)) }).first(where: { EntryPlan.keyProtocols.contains($0) })
                else { continue }
                let name = tree.collapsedText(of: extended)
                findings.append(file.finding(at: node, "'\(name)' not converted to @Entry: its \(protocolName) conformance is declared in an extension; move it to the struct to let the pass convert it",
                                             pass: EntryPass.name, reason: "unsupported-shape"))
            }
        }
        let accessorsByKey = Dictionary(grouping: accessors.filter { $0.key != nil }, by: { $0.key! })
        let spellings = EntryPlan.spellings(of: Set(accessorsByKey.keys.compactMap { keys[$0]?.name }), in: files)
        // Every key struct is converted or reported: here the ones no accessor can be paired with.
        for (id, key) in keys.sorted(by: { $0.key < $1.key }) where accessorsByKey[id] == nil {
            let container = EntryPass.containers.first { $0.value.key == key.protocolName }?.key ?? "EnvironmentValues"
            let unresolved = accessors.filter { $0.key == nil && $0.keyName.map { TypeName($0)?.last == key.name } == true }
            if let other = unresolved.first {
                findings.append(key.file.finding(at: key.declaration, "'\(key.name)' not converted to @Entry: cannot tell which key `self[\(other.keyName ?? key.name).self]` (\(other.file.path):\(other.file.tree.location(of: other.file.tree.startOffset(of: other.declaration)).line)) reads",
                                                 pass: EntryPass.name, reason: "ambiguous-key"))
            } else {
                findings.append(key.file.finding(at: key.declaration, "'\(key.name)' not converted to @Entry: no property in an extension of \(container) reads it as self[\(key.name).self]",
                                                 pass: EntryPass.name, reason: "no-accessor"))
            }
        }
        for (keyID, uses) in accessorsByKey.sorted(by: { $0.key < $1.key }) {
            guard let key = keys[keyID] else { continue }
            let keyName = uses[0].keyName ?? key.name
            func decline(_ reason: String, _ message: String, at accessor: Accessor? = nil) {
                let site = accessor ?? uses[0]
                findings.append(site.file.finding(at: site.declaration, "'\(site.name)' not converted to @Entry: \(message)",
                                                  pass: EntryPass.name, reason: reason))
            }
            if uses.count > 1 {
                for use in uses { decline("shared-key", "\(keyName) serves \(uses.count) properties; @Entry makes one key per property", at: use) }
                continue
            }
            let accessor = uses[0]
            if let problem = accessor.problem {
                decline(problem.reason, problem.message)
                continue
            }
            guard EntryPass.containers[accessor.container]?.key == key.protocolName else {
                decline("unsupported-shape", "\(keyName) is a \(key.protocolName), but the property extends \(accessor.container)")
                continue
            }
            if Suppressions.of(key.file.tree).isSuppressed(EntryPass.name, line: key.file.tree.location(of: key.file.tree.startOffset(of: key.declaration)).line)
                || Suppressions.of(accessor.file.tree).isSuppressed(EntryPass.name, line: accessor.file.tree.location(of: accessor.file.tree.startOffset(of: accessor.declaration)).line) {
                continue
            }
            if EntryPlan.conditions(of: key.declaration, key.file.tree) != EntryPlan.conditions(of: accessor.declaration, accessor.file.tree) {
                decline("different-conditions", "\(keyName) and the property are under different #if conditions")
                continue
            }
            // Every reference to the key must be inside the accessor.
            if let elsewhere = EntryPlan.referenceOutside(key, accessor: accessor, spellings: spellings[key.name] ?? [], context: context) {
                decline("key-used-elsewhere", "\(keyName) is also used at \(elsewhere); @Entry would remove it")
                continue
            }
            switch EntryPlan.keyDefault(key, accessor: accessor, model: model) {
            case .failure(let problem):
                decline(problem.reason, problem.message)
            case .success(let (type, defaultExpression, defaultIndentation)):
                if let problem = EntryPlan.movedDefaultProblem(key: key, accessor: accessor) {
                    decline(problem.reason, problem.message)
                    continue
                }
                convertible[keyID] = Decision(keyPath: key.file.path, keyScopePath: model.scopePath(of: keyID), keyName: model.qualifiedName(of: keyID),
                                              accessorPath: accessor.file.path, container: accessor.container,
                                              name: accessor.name, type: type, defaultExpression: defaultExpression, defaultIndentation: defaultIndentation,
                                              documentation: EntryPlan.docComment(of: key.declaration, key.file.tree))
            }
        }
    }

    /// Every place a key's name is spelled as a type or value reference, by name, over every
    /// file (one scan for all keys).
    static func spellings(of names: Set<String>, in files: [SourceFile]) -> [String: [(SourceFile, Node)]] {
        guard !names.isEmpty else { return [:] }
        let lengths = Set(names.map { $0.utf8.count })
        var result: [String: [(SourceFile, Node)]] = [:]
        for file in files {
            let tree = file.tree
            for node in tree.nodes(ofKind: [.declReferenceExpr, .identifierType, .memberAccessExpr, .memberType]) {
                guard let last = node.lastChildToken, lengths.contains(Int(tree.tokens[last].textEnd - tree.tokens[last].textStart)) else { continue }
                let text = tree.text(of: last)
                if names.contains(text) { result[text, default: []].append((file, node)) }
            }
        }
        return result
    }

    /// Where the key is named outside its own declaration and the accessor, if anywhere
    /// (`path:line`): references that resolve to this key, however qualified.
    static func referenceOutside(_ key: Key, accessor: Accessor, spellings: [(SourceFile, Node)], context: PassContext) -> String? {
        for (file, node) in spellings {
            let tree = file.tree
            if file.path == accessor.file.path, node.firstToken >= accessor.declaration.firstToken, node.endToken <= accessor.declaration.endToken { continue }
            if file.path == key.file.path, node.firstToken >= key.declaration.firstToken, node.endToken <= key.declaration.endToken { continue }
            let text: String
            switch node.kind {
            case .declReferenceExpr, .memberAccessExpr:
                guard let reference = TypeResolver.typeReference(node, tree) else { continue }
                text = reference
            default:
                text = tree.collapsedText(of: node)
            }
            if case .declarations(let found) = context.model.lookupType(text, in: file, at: node),
               found.compactMap({ context.model.nominalType(of: $0) }).contains(key.id) {
                return "\(file.path):\(tree.location(of: tree.startOffset(of: node)).line)"
            }
        }
        return nil
    }

    /// The key struct at a path of enclosing type names, in any round's tree: the first in
    /// the file (the file's structs by path, gathered once per tree).
    static func keyDeclaration(_ path: [String], in tree: SyntaxTree) -> Node? {
        let structs = tree.derived("EntryPlan.structs") { () -> [[String]: Node] in
            var byPath: [[String]: Node] = [:]
            for node in tree.nodes(ofKind: [.structDecl]) {
                let path = SemanticModel.typePath(of: node, tree)
                if byPath[path] == nil { byPath[path] = node }
            }
            return byPath
        }
        return structs[path]
    }

    struct Problem: Error {
        var reason: String
        var message: String
    }

    /// The entry's type and default, or why the key cannot become one.
    static func keyDefault(_ key: Key, accessor: Accessor, model: SemanticModel) -> Result<(String, String?, String?), Problem> {
        let tree = key.file.tree
        guard let view = DeclarationView(key.declaration) else { return .failure(Problem(reason: "unsupported-shape", message: "unexpected key declaration")) }
        let attributeNames = view.attributes.compactMap { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } }
        if attributeNames.contains("available") {
            return .failure(Problem(reason: "availability", message: "@available on \(key.name) would be lost"))
        }
        if attributeNames.contains("MainActor") {
            return .failure(Problem(reason: "main-actor", message: "\(key.name) is @MainActor; a computed default would run outside it"))
        }
        if !attributeNames.isEmpty || key.declaration.child(.genericParameterClause) != nil {
            return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) has attributes or generic parameters"))
        }
        var valueType: String?
        var aliasType: String?
        var defaultExpression: String?
        /// The indentation of the line a multi-line if/switch default starts on.
        var defaultIndentation: String?
        var sawDefault = false
        for member in view.members {
            switch member.kind {
            case .typeAliasDecl:
                guard DeclarationView(member)?.name.map({ tree.text(of: $0) }) == "Value",
                      let type = member.child(.typeInitializerClause)?.childNodes.first else {
                    return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue"))
                }
                aliasType = tree.text(of: type)
            case .variableDecl:
                let bindings = member.children(.patternBinding)
                guard bindings.count == 1, let pattern = bindings[0].childNodes.first, tree.text(of: pattern) == "defaultValue",
                      let memberView = DeclarationView(member), memberView.modifiers.contains(where: { tree.text(of: $0) == "static" }) else {
                    return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue"))
                }
                let modifiers = memberView.modifiers.map { tree.text(of: $0) }
                if memberView.attributes.contains(where: { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } == "MainActor" })
                    || modifiers.contains("nonisolated(unsafe)") {
                    return .failure(Problem(reason: "main-actor", message: "the default of \(key.name) is isolated (@MainActor or nonisolated(unsafe)); a computed default changes that"))
                }
                if memberView.attributes.contains(where: { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } == "available" }) {
                    return .failure(Problem(reason: "availability", message: "@available on \(key.name).defaultValue would be lost"))
                }
                let binding = bindings[0]
                if let type = binding.child(.typeAnnotation)?.childNodes.first { valueType = tree.text(of: type) }
                sawDefault = true
                if let value = binding.child(.initializerClause)?.childNodes.first {
                    let entryType = valueType.flatMap { $0 == "Value" || $0 == "Self.Value" ? aliasType : $0 } ?? aliasType ?? accessor.type
                    if let problem = unstable(value, model: model, source: key.file, entryType: entryType) {
                        let advice = problem.reason == "snapshot-default"
                            ? "keep the key, or convert it by hand where a live read is what you want"
                            : "keep the key, back the default with a `static let`, or make the entry optional with a nil default"
                        return .failure(Problem(reason: problem.reason,
                            message: "the default `\(shortText(value, tree))` \(problem.message); \(advice)"))
                    }
                    defaultExpression = tree.text(of: value)
                    if defaultExpression?.contains("\n") == true { defaultIndentation = lineIndentation(of: value, tree) }
                } else if let block = binding.child(.accessorBlock), block.children(.accessorDecl).isEmpty, block.childNodes.count == 1,
                          let body = block.childNodes.first {
                    // Already computed: converting keeps the behaviour. An `if`/`switch` whose
                    // every branch is one expression (or `return` of one) becomes an if/switch
                    // expression without the `return`s; anything else is declined.
                    let expression = body.kind == .returnStmt ? body.childNodes.first : body
                    guard let expression else { return .failure(Problem(reason: "unsupported-shape", message: "empty defaultValue")) }
                    if tree.text(of: expression).contains("MainActor.assumeIsolated") {
                        return .failure(Problem(reason: "main-actor", message: "the default of \(key.name) uses MainActor.assumeIsolated"))
                    }
                    if expression.kind == .switchExpr || expression.kind == .ifExpr {
                        guard let converted = branchExpression(expression, tree) else {
                            return .failure(Problem(reason: "unsupported-shape",
                                message: "the getter of \(key.name).defaultValue has a branch that is not a single expression; an if/switch expression needs one per branch"))
                        }
                        defaultExpression = converted
                        defaultIndentation = lineIndentation(of: expression, tree)
                    } else {
                        defaultExpression = tree.text(of: expression)
                    }
                } else if binding.child(.initializerClause) == nil, binding.child(.accessorBlock) == nil,
                          memberView.modifiers.contains(where: { tree.text(of: $0) == "var" }) || member.childTokens.contains(where: { tree.text(of: $0) == "var" }),
                          let type = valueType, type.hasSuffix("?") || type.hasPrefix("Optional<") {
                    // `static var defaultValue: T?` with no initialiser is nil.
                    defaultExpression = "nil"
                } else {
                    return .failure(Problem(reason: "unsupported-shape", message: "\(key.name).defaultValue is not a single expression"))
                }
            default:
                return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue"))
            }
        }
        // `static let defaultValue: Value`: the key's own typealias.
        if valueType == nil || valueType == "Value" || valueType == "Self.Value" || valueType == "\(key.name).Value" {
            valueType = aliasType ?? (valueType == nil ? nil : valueType)
        }
        let isFocused = key.protocolName == "FocusedValueKey"
        if !isFocused && !sawDefault {
            return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) has no defaultValue"))
        }
        if let text = defaultExpression, text.contains("MainActor.assumeIsolated") {
            return .failure(Problem(reason: "main-actor", message: "the default of \(key.name) uses MainActor.assumeIsolated"))
        }
        // The property's written type, with the key's `Value` (however it is spelled:
        // `Key.Value`, `Outer.Key.Value`) spelled out: the key and its typealias go away.
        guard var type = accessor.type else {
            return .failure(Problem(reason: "unsupported-shape", message: "the property's type is not written out"))
        }
        if let written = TypeName(type), written.last == "Value", written.components.count >= 2, written.genericArguments.isEmpty,
           model.resolveNominal(written.components.dropLast().joined(separator: "."), in: accessor.file, at: accessor.declaration) == key.id {
            guard let valueType else { return .failure(Problem(reason: "unsupported-shape", message: "\(key.name).Value is not declared")) }
            type = valueType + (written.isOptional && !valueType.hasSuffix("?") ? "?" : "")
        }
        if isFocused {
            guard type.hasSuffix("?") else {
                return .failure(Problem(reason: "unsupported-shape", message: "focused values are optional, but the property is not"))
            }
            return .success((type, nil, nil))
        }
        return .success((type, defaultExpression, defaultIndentation))
    }

    /// Whether the default can move to the accessor's place: it must not name the key
    /// (`Self`, `FooKey.x`: they would mean the container there), and when the key lives in
    /// another file it must not name values that file may keep private.
    static func movedDefaultProblem(key: Key, accessor: Accessor) -> Problem? {
        let tree = key.file.tree
        guard let member = DeclarationView(key.declaration)?.members.first(where: { $0.kind == .variableDecl }) else { return nil }
        var problem: Problem?
        member.walk { node in
            guard problem == nil else { return false }
            if node.kind == .declReferenceExpr {
                let name = tree.text(of: node)
                if name == "Self" || name == key.name || name == "Value" {
                    problem = Problem(reason: "unsupported-shape", message: "the default of \(key.name) refers to the key type itself\(name == "Value" ? " (its Value typealias)" : "")")
                } else if key.file.path != accessor.file.path, name.first?.isLowercase == true, name != "self",
                          node.parent?.kind != .memberAccessExpr || node.parent?.childNodes.first == node {
                    problem = Problem(reason: "unsupported-shape", message: "the default of \(key.name) uses `\(name)`, which may not be visible from \(accessor.file.path)")
                }
            }
            return true
        }
        return problem
    }

    static func shortText(_ node: Node, _ tree: SyntaxTree) -> String {
        let text = tree.collapsedText(of: node)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    /// Value types whose initialisers make equal values from equal arguments (SwiftUI,
    /// Core Graphics, the standard library): a default built with one is stable.
    static let valueTypes: Set<String> = [
        "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGVector", "CGFloat", "Angle", "UnitPoint",
        "Int", "Double", "Float", "Bool", "String", "Array", "Set", "Dictionary", "Optional",
    ]

    /// Why a default expression is not stable (a new object or value on every read, or a
    /// project type's initialiser that does work), or is a snapshot that @Entry would turn
    /// into a live read (`EntryStability`). `entryType` is the entry's written type, for
    /// `.init(...)`.
    static func unstable(_ expression: Node, model: SemanticModel, source: SourceFile, entryType: String? = nil) -> (reason: String, message: String)? {
        EntryStability(model: model).unstable(expression, scope: EntryStability.Scope(file: source), entryType: entryType)
    }

    /// An `if`/`switch` statement whose every branch is a single expression (or `return`
    /// of one), as an if/switch expression: the `return`s dropped; nil when a branch is
    /// anything else or an `if` has no `else`.
    static func branchExpression(_ node: Node, _ tree: SyntaxTree) -> String? {
        var deletions: [(Int, Int)] = []
        /// The statements of a branch body must be one expression or one `return` of one.
        func branch(_ statements: [Node]) -> Bool {
            guard statements.count == 1, let statement = statements.first else { return false }
            switch statement.kind {
            case .returnStmt:
                guard statement.childNodes.count == 1, let keyword = statement.childTokens.first,
                      let value = statement.childNodes.first else { return false }
                if value.kind == .switchExpr || value.kind == .ifExpr { guard nested(value) else { return false } }
                deletions.append((Int(tree.tokens[keyword].textStart), Int(tree.startOffset(of: value))))
                return true
            case .switchExpr, .ifExpr:
                return nested(statement)
            case .throwStmt, .guardStmt, .whileStmt, .repeatStmt, .forStmt, .doStmt, .variableDecl, .functionDecl:
                return false
            default:
                return "\(statement.kind)".hasSuffix("Expr")
            }
        }
        func nested(_ node: Node) -> Bool {
            if node.kind == .switchExpr {
                let cases = node.children(.switchCase)
                guard !cases.isEmpty else { return false }
                return cases.allSatisfy { branch(Array($0.childNodes.dropFirst())) }
            }
            // ifExpr: condition(s), then-block, [else block | else ifExpr].
            let blocks = node.childNodes.filter { $0.kind == .codeBlock }
            let elseIf = node.childNodes.last.flatMap { $0.kind == .ifExpr && $0 != node.childNodes.first ? $0 : nil }
            guard !blocks.isEmpty, blocks.count == 2 || (blocks.count == 1 && elseIf != nil) else { return false }
            if let elseIf, !nested(elseIf) { return false }
            return blocks.allSatisfy { branch($0.childNodes) }
        }
        guard nested(node) else { return nil }
        var bytes = Array(tree.bytes[Int(tree.startOffset(of: node))..<Int(tree.endOffset(of: node))])
        let base = Int(tree.startOffset(of: node))
        for (start, end) in deletions.sorted(by: { $0.0 > $1.0 }) { bytes.removeSubrange((start - base)..<(end - base)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every conforming key struct in a file.
    static func keys(in file: SourceFile, context: PassContext) -> [Key] {
        let tree = file.tree
        let model = context.model
        return tree.nodes(ofKind: [.structDecl]).compactMap { node in
            guard let view = DeclarationView(node), let name = view.name else { return nil }
            let inherited = view.inheritedTypes.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) }
            guard let protocolName = inherited.first(where: { keyProtocols.contains($0) }) else { return nil }
            // The model's declaration for this node: matched by its path of enclosing types.
            let path = SemanticModel.typePath(of: node, tree)
            guard let id = model.resolveNominal(path.joined(separator: "."), in: file, at: nil),
                  model.declaration(id).node == node else { return nil }
            return Key(id: id, name: tree.text(of: name), protocolName: protocolName, declaration: node, file: file)
        }
    }

    /// Every property in an extension of a container, with the key it reads, if any.
    static func accessors(in file: SourceFile, context: PassContext) -> [Accessor] {
        let tree = file.tree
        var result: [Accessor] = []
        for node in tree.nodes(ofKind: [.extensionDecl]) {
            guard let view = DeclarationView(node), let extended = view.extendedType else { continue }
            let container = ProjectIndex.lastComponent(tree.collapsedText(of: extended))
            guard EntryPass.containers[container] != nil else { continue }
            for member in view.members where member.kind == .variableDecl {
                if var accessor = accessor(member, container: container, file: file) {
                    if let keyName = accessor.keyName { accessor.key = context.model.resolveNominal(keyName, in: file, at: member) }
                    result.append(accessor)
                }
            }
        }
        return result
    }

    /// Reads `var x: T { get { self[K.self] } set { self[K.self] = newValue } }`.
    static func accessor(_ declaration: Node, container: String, file: SourceFile) -> Accessor? {
        let tree = file.tree
        guard let view = DeclarationView(declaration) else { return nil }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              let block = bindings[0].child(.accessorBlock) else { return nil }
        // Which key does it read? Only properties that subscript `self` with a key count.
        var keyNames: [String] = []
        block.walk { node in
            if node.kind == .subscriptCallExpr, let name = keySubscript(node, tree) { keyNames.append(name) }
            return true
        }
        guard let keyName = keyNames.first else { return nil }
        let modifiers = view.modifiers.map { tree.text(of: $0) }
        var accessor = Accessor(name: tree.text(of: pattern), container: container, declaration: declaration,
                                modifiers: modifiers, key: nil, keyName: keyName,
                                type: bindings[0].child(.typeAnnotation)?.childNodes.first.map { tree.text(of: $0) }, file: file)
        let attributes = view.attributes.compactMap { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } }
        if attributes.contains("available") {
            accessor.problem = ("availability", "@available on the property would be lost")
        } else if !attributes.isEmpty || !modifiers.allSatisfy({ accessModifiers.contains($0) }) {
            accessor.problem = ("unsupported-shape", "the property has attributes or modifiers @Entry cannot carry")
        } else if Set(keyNames).count > 1 {
            accessor.problem = ("accessor-extra-work", "the accessor reads more than one key")
        } else if let marked = block.children(.accessorDecl).lazy.compactMap({ accessorDecl -> String? in
                      let attributes = accessorDecl.child(.attributeList).map { tree.collapsedText(of: $0) } ?? ""
                      let modifiers = accessorDecl.children(.declModifier).map { tree.text(of: $0) }.joined(separator: " ")
                      let text = [attributes, modifiers].filter { !$0.isEmpty }.joined(separator: " ")
                      return text.isEmpty ? nil : text
                  }).first {
            // `@inlinable get`, `@usableFromInline`, `nonmutating set`: the accessor is not
            // the plain pair @Entry generates; say so rather than guess at extra work.
            accessor.problem = ("accessor-extra-work", "the accessor is marked `\(marked)`, which @Entry's generated accessors would drop")
        } else if !isPlainGetSet(block, keyName, tree) {
            accessor.problem = ("accessor-extra-work", "the accessor does more than get and set \(keyName) (validation, ??, clamping or a read-only property); @Entry would drop it")
        }
        return accessor
    }

    /// `self[K.self]` → `K`.
    static func keySubscript(_ node: Node, _ tree: SyntaxTree) -> String? {
        guard let base = node.childNodes.first, base.kind == .declReferenceExpr, tree.text(of: base) == "self",
              let arguments = node.child(.labeledExprList)?.children(.labeledExpr), arguments.count == 1,
              let value = ArgumentView(arguments[0]).expression, let member = MemberAccessView(value),
              member.name.map({ tree.text(of: $0) }) == "self", let keyType = member.base else { return nil }
        // `K`, or a qualified `Outer.K`.
        return TypeResolver.typeReference(keyType, tree)
    }

    /// Exactly `get { [return] self[K.self] }` and `set { self[K.self] = newValue }`.
    static func isPlainGetSet(_ block: Node, _ key: String, _ tree: SyntaxTree) -> Bool {
        let accessors = block.children(.accessorDecl)
        guard accessors.count == 2 else { return false }
        var sawGet = false
        var sawSet = false
        for accessor in accessors {
            guard accessor.child(.attributeList) == nil, accessor.children(.declModifier).isEmpty,
                  accessor.child(.effectSpecifiers) == nil,
                  let keyword = accessor.childTokens.first.map({ tree.text(of: $0) }),
                  let body = accessor.child(.codeBlock), body.childNodes.count == 1, let statement = body.childNodes.first else { return false }
            switch keyword {
            case "get":
                let expression = statement.kind == .returnStmt ? statement.childNodes.first : statement
                guard let expression, expression.kind == .subscriptCallExpr, keySubscript(expression, tree) == key else { return false }
                sawGet = true
            case "set":
                var parameter = "newValue"
                if let parameters = accessor.child(.accessorParameters) {
                    let names = parameters.childTokens.filter { tree.tokens[$0].kind == .identifier }
                    guard names.count == 1 else { return false }
                    parameter = tree.text(of: names[0])
                }
                let elements = statement.childNodes
                guard statement.kind == .sequenceExpr, elements.count == 3, elements[0].kind == .subscriptCallExpr,
                      keySubscript(elements[0], tree) == key, elements[1].kind == .assignmentExpr,
                      elements[2].kind == .declReferenceExpr, tree.text(of: elements[2]) == parameter else { return false }
                sawSet = true
            default:
                return false
            }
        }
        return sawGet && sawSet
    }

    /// The `#if` conditions around a node, outermost first (clause keyword and condition).
    static func conditions(of node: Node, _ tree: SyntaxTree) -> [String] {
        node.ancestors.filter { $0.kind == .ifConfigClause }.reversed().map { clause in
            let keyword = clause.childTokens.first.map { tree.text(of: $0) } ?? ""
            let condition = clause.childNodes.first.map { tree.collapsedText(of: $0) } ?? ""
            return keyword + " " + condition
        }
    }

    /// The bytes to delete for a key struct: its doc comment and attached comments, its
    /// lines, and one blank line that set it apart (so no double blank line is left).
    static func deletionRange(of declaration: Node, in tree: SyntaxTree) -> (Int, Int) {
        let bytes = tree.bytes
        func lineStart(_ offset: Int) -> Int {
            var i = offset
            while i > 0 && bytes[i - 1] != 10 && bytes[i - 1] != 13 { i -= 1 }
            return i
        }
        func nextLine(_ offset: Int) -> Int {
            var i = offset
            while i < bytes.count && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
            if i < bytes.count && bytes[i] == 13 { i += 1 }
            if i < bytes.count && bytes[i] == 10 { i += 1 }
            return i
        }
        func isBlank(_ start: Int, _ end: Int) -> Bool {
            (start..<end).allSatisfy { bytes[$0] == 32 || bytes[$0] == 9 || bytes[$0] == 10 || bytes[$0] == 13 }
        }
        let firstToken = tree.tokens[declaration.firstToken]
        var start = lineStart(Int(firstToken.textStart))
        // Comment lines directly above belong to the declaration.
        let triviaStart = Int(firstToken.start)
        while start > triviaStart {
            let previous = lineStart(start - 1)
            let line = String(decoding: bytes[previous..<start], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") else { break }
            start = previous
        }
        var end = nextLine(Int(tree.tokens[declaration.endToken - 1].textEnd))
        let blankBefore = start > 0 && isBlank(lineStart(start - 1), start)
        let afterEnd = nextLine(end)
        let blankAfter = end < bytes.count && isBlank(end, afterEnd)
        if blankAfter {
            end = afterEnd
        } else if blankBefore && (end >= bytes.count || isClosingLine(end, bytes)) {
            start = lineStart(start - 1)
        }
        return (start, end)
    }

    /// The `///` lines directly above a declaration (trimmed), so a key's documentation can
    /// move onto the entry that replaces it.
    static func docComment(of declaration: Node, _ tree: SyntaxTree) -> [String] {
        let token = tree.tokens[declaration.firstToken]
        let trivia = String(decoding: tree.bytes[Int(token.start)..<Int(token.textStart)], as: UTF8.self)
        var lines: [String] = []
        for line in trivia.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).reversed() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty && lines.isEmpty { continue }
            guard trimmed.hasPrefix("///") else { break }
            lines.insert(trimmed, at: 0)
        }
        return lines
    }

    /// Whether a comment sits directly above the declaration.
    static func hasComment(before declaration: Node, _ tree: SyntaxTree) -> Bool {
        let token = tree.tokens[declaration.firstToken]
        let trivia = String(decoding: tree.bytes[Int(token.start)..<Int(token.textStart)], as: UTF8.self)
        let lines = trivia.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        guard lines.count >= 2 else { return false }
        return lines[lines.count - 2].trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }

    /// The whitespace that starts the line a node starts on.
    static func lineIndentation(of node: Node, _ tree: SyntaxTree) -> String {
        var start = tree.startOffset(of: node)
        while start > 0 && tree.bytes[start - 1] != 10 && tree.bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < tree.bytes.count && (tree.bytes[end] == 32 || tree.bytes[end] == 9) { end += 1 }
        return String(decoding: tree.bytes[start..<end], as: UTF8.self)
    }

    /// The whitespace before a declaration on its line.
    static func indentation(of declaration: Node, _ tree: SyntaxTree) -> String {
        let start = tree.startOffset(of: declaration)
        var i = start
        while i > 0 && (tree.bytes[i - 1] == 32 || tree.bytes[i - 1] == 9) { i -= 1 }
        return String(decoding: tree.bytes[i..<start], as: UTF8.self)
    }

    /// Whether the line at `offset` closes what encloses it (`}`, `#endif`, `#else`).
    static func isClosingLine(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        var i = offset
        while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        guard i < bytes.count else { return true }
        if bytes[i] == UInt8(ascii: "}") { return true }
        let rest = String(decoding: bytes[i..<min(bytes.count, i + 7)], as: UTF8.self)
        return rest.hasPrefix("#endif") || rest.hasPrefix("#else")
    }
}
