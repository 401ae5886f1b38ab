import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The project-wide decision: which keys convert, and why the others do not. Built once per
/// universe (`EntryPass.prepare`) and never changed after; each file then applies its part:
/// the accessor's file writes the entry, the key's file deletes the key.
struct EntryPlan: Sendable {
    struct Decision: Sendable {
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
        /// Comments inside the key and the accessor, kept above the entry (the rewrite
        /// replaces both with one line).
        var innerComments: [String] = []

        func replacement(modifiers: [String], indentation: String) -> String {
            let prefix = (["@Entry"] + modifiers).joined(separator: " ")
            let value = defaultExpression.map { expression -> String in
                guard let old = defaultIndentation else { return expression }
                return expression.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                    index > 0 && line.hasPrefix(old) ? indentation + line.dropFirst(old.count) : String(line)
                }.joined(separator: "\n")
            }
            let line = value.map { "\(prefix) var \(name): \(type) = \($0)" } ?? "\(prefix) var \(name): \(type)"
            return (documentation + innerComments).map { $0 + "\n" + indentation }.joined() + line
        }
    }

    /// The keys that convert, by declaration.
    let convertible: [Int32: Decision]
    /// Why the other keys do not convert, in the order they were found.
    let findings: [Finding]
    /// `findings` by file (its index in the model; over the bytes the model read), and the
    /// convertible keys by the path of the key's declaration (ordered by declaration): each
    /// file's run reads its own instead of all of them.
    let findingsByFile: [Int: [Finding]]
    let convertibleByKeyPath: [String: [(id: Int32, decision: Decision)]]

    static let cacheKey = CacheKey<EntryPlan>("entry")

    init(context: PassContext) {
        let files = context.files
        let found = context.mapParsedFiles { file, context in
            (EntryPlan.keys(in: file, context: context), EntryPlan.accessors(in: file, context: context))
        }
        var keys: [Int32: Key] = [:]
        var accessors: [Accessor] = []
        for case let (fileKeys, fileAccessors)? in found {
            for key in fileKeys { keys[key.id] = key }
            accessors += fileAccessors
        }
        var findings = EntryPlan.extensionConformances(in: files)
        let accessorsByKey = Dictionary(grouping: accessors.filter { $0.key != nil }, by: { $0.key! })
        let spellings = EntryPlan.spellings(of: Set(accessorsByKey.keys.compactMap { keys[$0]?.name }), in: files)
        findings += EntryPlan.unpairedKeys(keys, accessors: accessors, accessorsByKey: accessorsByKey)
        var convertible: [Int32: Decision] = [:]
        for (keyID, uses) in accessorsByKey.sorted(by: { $0.key < $1.key }) {
            guard let key = keys[keyID] else { continue }
            switch EntryPlan.decide(key, uses: uses, spellings: spellings[key.name] ?? [], context: context) {
            case .convert(let decision): convertible[keyID] = decision
            case .decline(let declines): findings += declines
            case .suppressed: break
            }
        }
        self.convertible = convertible
        self.findings = findings
        findingsByFile = context.byModelIndex(findings)
        var byKeyPath: [String: [(id: Int32, decision: Decision)]] = [:]
        for (id, decision) in convertible.sorted(by: { $0.key < $1.key }) { byKeyPath[decision.keyPath, default: []].append((id, decision)) }
        convertibleByKeyPath = byKeyPath
    }

    /// Keys whose conformance is declared in an extension: reported, not converted.
    static func extensionConformances(in files: [SourceFile]) -> [Finding] {
        var findings: [Finding] = []
        for file in files where file.tree.diagnostics.isEmpty && EntryPlan.keyProtocols.contains(where: file.tree.mentions) {
            let tree = file.tree
            for node in tree.nodes(ofKind: [.extensionDecl]) {
                guard let view = DeclarationView(node), let extended = view.extendedType,
                      let protocolName = view.inheritedTypes.map({ TypeName.lastComponent(tree.collapsedText(of: $0)) }).first(where: { EntryPlan.keyProtocols.contains($0) })
                else { continue }
                let name = tree.collapsedText(of: extended)
                findings.append(file.finding(at: node, "'\(name)' not converted to @Entry: its \(protocolName) conformance is declared in an extension; move it to the struct to let the pass convert it",
                                             pass: EntryPass.name, reason: "unsupported-shape"))
            }
        }
        return findings
    }

    /// Every key struct is converted or reported: here the ones no accessor can be paired
    /// with, in declaration order.
    static func unpairedKeys(_ keys: [Int32: Key], accessors: [Accessor], accessorsByKey: [Int32: [Accessor]]) -> [Finding] {
        var findings: [Finding] = []
        for (id, key) in keys.sorted(by: { $0.key < $1.key }) where accessorsByKey[id] == nil {
            let container = EntryPass.containers.first { $0.value.key == key.protocolName }?.key ?? "EnvironmentValues"
            let unresolved = accessors.filter { $0.key == nil && $0.keyName.map { TypeName($0)?.last == key.name } == true }
            if let other = unresolved.first {
                findings.append(key.file.finding(at: key.declaration, "'\(key.name)' not converted to @Entry: cannot tell which key `self[\(other.keyName ?? key.name).self]` (\(Rewriting.place(other.file.path, other.file.tree.location(of: other.file.tree.startOffset(of: other.declaration)).line))) reads",
                                                 pass: EntryPass.name, reason: "ambiguous-key"))
            } else {
                findings.append(key.file.finding(at: key.declaration, "'\(key.name)' not converted to @Entry: no property in an extension of \(container) reads it as self[\(key.name).self]",
                                                 pass: EntryPass.name, reason: "no-accessor"))
            }
        }
        return findings
    }

    /// What becomes of a key and the accessors that read it.
    enum Outcome {
        case convert(Decision)
        /// Not converted, and why (one finding per accessor when several share the key).
        case decline([Finding])
        /// A suppression comment covers the key or its accessor: nothing to say.
        case suppressed
    }

    /// Whether a key converts: one plain accessor, of the key's container, under the same
    /// `#if` conditions, the key named nowhere else, and a stable default that can move.
    static func decide(_ key: Key, uses: [Accessor], spellings: [(SourceFile, Node)], context: PassContext) -> Outcome {
        let model = context.model
        let keyName = uses[0].keyName ?? key.name
        func decline(_ reason: String, _ message: String, at accessor: Accessor? = nil) -> Finding {
            let site = accessor ?? uses[0]
            return site.file.finding(at: site.declaration, "'\(site.name)' not converted to @Entry: \(message)", pass: EntryPass.name, reason: reason)
        }
        if uses.count > 1 {
            return .decline(uses.map { decline("shared-key", "\(keyName) serves \(uses.count) properties; @Entry makes one key per property", at: $0) })
        }
        let accessor = uses[0]
        if let problem = accessor.problem {
            return .decline([decline(problem.reason, problem.message)])
        }
        guard EntryPass.containers[accessor.container]?.key == key.protocolName else {
            return .decline([decline("unsupported-shape", "\(keyName) is a \(key.protocolName), but the property extends \(accessor.container)")])
        }
        if Suppressions.of(key.file.tree).isSuppressed(EntryPass.name, line: key.file.tree.location(of: key.file.tree.startOffset(of: key.declaration)).line)
            || Suppressions.of(accessor.file.tree).isSuppressed(EntryPass.name, line: accessor.file.tree.location(of: accessor.file.tree.startOffset(of: accessor.declaration)).line) {
            return .suppressed
        }
        if let problem = Toolchain.problem(needing: Version(6), for: "@Entry", files: [accessor.file.path, key.file.path], model) {
            return .decline([decline("toolchain", problem)])
        }
        if Rewriting.ifConfigClauses(around: key.declaration, key.file.tree) != Rewriting.ifConfigClauses(around: accessor.declaration, accessor.file.tree) {
            return .decline([decline("different-conditions", "\(keyName) and the property are under different #if conditions")])
        }
        // Every reference to the key must be inside the accessor.
        if let elsewhere = EntryPlan.referenceOutside(key, accessor: accessor, spellings: spellings, context: context) {
            return .decline([decline("key-used-elsewhere", "\(keyName) is also used at \(elsewhere); @Entry would remove it")])
        }
        switch EntryPlan.keyDefault(key, accessor: accessor, model: model) {
        case .failure(let problem):
            return .decline([decline(problem.reason, problem.message)])
        case .success(let (type, defaultExpression, defaultIndentation)):
            if let problem = EntryPlan.movedDefaultProblem(key: key, accessor: accessor) {
                return .decline([decline(problem.reason, problem.message)])
            }
            return .convert(Decision(keyPath: key.file.path, keyScopePath: model.scopePath(of: key.id), keyName: model.qualifiedName(of: key.id),
                                     accessorPath: accessor.file.path, container: accessor.container,
                                     name: accessor.name, type: type, defaultExpression: defaultExpression, defaultIndentation: defaultIndentation,
                                     documentation: Rewriting.docComment(of: key.declaration, key.file.tree),
                                     innerComments: Rewriting.plainCommentsAbove(key.declaration, key.file.tree)
                                        + Rewriting.commentsInside(key.declaration, key.file.tree, trailing: true)
                                        + Rewriting.commentsInside(accessor.declaration, accessor.file.tree, trailing: false)))
        }
    }
}
