import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// A migration read from a JSON file (`Migrations/`, or `--migrations DIR`), run like a pass.
///
/// Each entry names an API by its declaration; sites are matched by shape (a method's base
/// name and argument labels, trailing closures included; a type name in type position or
/// as a callee; an implicit or qualified static member; an environment key path), never by
/// a bare name, and never where the project declares its own function, type or member of
/// that name (reported instead). Entries with a rule are rewritten where the replacement
/// is available at the file's deployment target; every other matched site is reported with
/// the entry's advice, at the name token, and the finding yields to another pass's edit
/// there.
public struct DataMigration: Pass, PassCost, Sendable {
    public let file: MigrationFile
    /// The lowest of the rules' minimums (computed once).
    public let minimumOS: Availability
    /// The entries each kind of site is matched against, by name (positions in
    /// `file.entries`, in file order); computed once per run, so matching a site looks up
    /// its name token's bytes and copies no entry.
    let sites: SiteTables
    /// Per entry, its display name quoted (`'accessibility(label:)'`) and with its owner
    /// (`View.accessibility(label:)`), as findings write them: made once, not at each of a
    /// large file's hundreds of thousands of sites.
    let quotedDisplays: [String]
    let qualifiedDisplays: [String]

    /// Entry positions by name, one table per kind of site.
    struct SiteTables: Sendable {
        /// Methods and static methods by name, initializers by owner: matched at calls.
        var calls = EntryTable()
        /// Properties and static properties (not `EnvironmentValues` ones): member accesses.
        var members = EntryTable()
        /// `EnvironmentValues` properties: key paths.
        var keyPaths = EntryTable()
        /// Types: type names and callees.
        var types = EntryTable()
        /// Subscripts, in file order.
        var subscripts: [Int] = []
        /// Every name of the four tables and every parameter label of the subscripts (a
        /// subscript is matched at its first argument's label, which must be one of them): a
        /// file with no token spelling one of these has no site, and is ruled out by its
        /// tokens alone.
        var anyName = NameTable([])

        /// Whether some token of the tree spells one of `anyName`: when false,
        /// `findMatches` finds nothing. Most files of a project have none of a migration's
        /// names, and walking their nodes of seven kinds cost more than the rest of the pass.
        func mayMatch(_ tree: SyntaxTree) -> Bool {
            tree.bytes.withUnsafeBufferPointer { bytes in
                tree.tokens.withUnsafeBufferPointer { tokens in
                    tokens.contains { token in
                        anyName.id(of: UnsafeBufferPointer(rebasing: bytes[Int(token.textStart)..<Int(token.textEnd)])) != nil
                    }
                }
            }
        }
    }

    /// Entry positions by the name a site is matched on.
    struct EntryTable: Sendable {
        private(set) var names = NameTable([])
        private(set) var entries: [[Int]] = []

        init() {}

        init(_ pairs: [(name: String, entry: Int)]) {
            var order: [String] = []
            var byName: [String: [Int]] = [:]
            for (name, entry) in pairs {
                if byName[name] == nil { order.append(name) }
                byName[name, default: []].append(entry)
            }
            names = NameTable(order)
            entries = order.map { byName[$0]! }
        }

        /// Whether no entry is matched on this table's names.
        var isEmpty: Bool { entries.isEmpty }

        /// The entries matched on the name a token spells (empty when none).
        func entries(named token: Int, in tree: SyntaxTree) -> [Int] {
            names.id(of: token, in: tree).map { entries[$0] } ?? []
        }
    }

    public init(_ file: MigrationFile) {
        self.file = file
        self.minimumOS = DataMigration.lowestMinimum(of: file)
        var calls: [(String, Int)] = []
        var members: [(String, Int)] = []
        var keyPaths: [(String, Int)] = []
        var types: [(String, Int)] = []
        var subscripts: [Int] = []
        for (i, entry) in file.entries.enumerated() {
            let declaration = entry.declaration
            switch declaration.kind {
            case .method, .staticMethod:
                calls.append((declaration.name, i))
            case .initializer:
                calls.append((declaration.owner ?? "", i))
            case .subscriptMember:
                subscripts.append(i)
            case .property where declaration.owner == "EnvironmentValues":
                keyPaths.append((declaration.name, i))
            case .property, .staticProperty:
                members.append((declaration.name, i))
            case .type:
                types.append((declaration.name, i))
            }
        }
        var names: [String] = []
        var seen = Set<String>()
        let labels = subscripts.flatMap { file.entries[$0].declaration.parameters.compactMap(\.label) }
        for name in (calls + members + keyPaths + types).map(\.0) + labels where seen.insert(name).inserted { names.append(name) }
        sites = SiteTables(calls: EntryTable(calls), members: EntryTable(members), keyPaths: EntryTable(keyPaths),
                           types: EntryTable(types), subscripts: subscripts, anyName: NameTable(names))
        quotedDisplays = file.entries.map { "'\($0.declaration.display)'" }
        qualifiedDisplays = file.entries.map(\.qualifiedDisplay)
    }

    public var name: String { file.name }
    public var reasons: [String] { Self.reasons }
    static let reasons = [
        "advice", "argument-type", "argument-value", "closure-wrap", "comment-in-arguments", "compatibility-branch", "content",
        "duplicate-modifier", "gesture-value", "in-condition", "layout", "nested-scroll", "not-a-call", "other-platform", "project-declaration",
        "target-too-low", "value-type",
    ]
    /// A rule's edits (a label deleted here, a closure added there) make one rewrite.
    public var rewritesAreAtomic: Bool { true }
    public var visitsEveryCall: Bool { true }
    public var summary: String { file.summary }
    public var examples: [Example] { file.examples }

    /// The lowest of the rules' minimums: per platform, the smallest version any rule
    /// needs; a platform some rule does not constrain is not constrained.
    static func lowestMinimum(of file: MigrationFile) -> Availability {
        let rules = file.entries.flatMap(\.rules)
        guard let first = rules.first else { return Availability() }
        var result = first.minimumOS
        for rule in rules.dropFirst() {
            for platform in Platform.allCases {
                guard let have = result[platform] else { continue }
                if let need = rule.minimumOS[platform] { result[platform] = min(have, need) } else { result[platform] = nil }
            }
        }
        return result
    }

    public var explanation: String {
        let rules = file.entries.filter { $0.rule != nil }
        var text = file.description.isEmpty ? "" : file.description + "\n\n"
        let silent = file.entries.filter(\.silent).count
        text += "Data: \(file.origin), \(file.entries.count) entries: \(rules.count) rewritten by a rule, \(file.entries.count - rules.count - silent) reported with advice"
        text += silent > 0 ? ", \(silent) recognised but not reported (written like that they need no change, or the call around them is reported).\n" : ".\n"
        text += "Each rule applies only where the file's deployment target allows its replacement; below that the site is reported (target-too-low).\n"
        text += "A site compiled for a platform where the replacement does not exist, or where the same spelling is another entry's API (`Color(.secondaryLabel)` is `Color(_: NSColor)` on macOS), is reported (other-platform), unless its `#if` leaves that platform out.\n"
        text += "Sites in fallback code for older SDKs or OS versions (the else of `if #available`, `#else` of `#if swift(...)`/`compiler(...)`) are reported, not rewritten.\n"
        text += "Sites where the project declares its own function, type or member of the name are reported, not rewritten.\n"
        text += "A file that imports other modules but not SwiftUI (nor a module of the project that re-exports it) is skipped: its names are those modules' (`Alert` of a package of its own).\n\nRules:\n"
        for entry in rules {
            let alternatives = entry.rules.map { rule -> String in
                var to = rule.shown(owner: entry.declaration.owner)
                if let modifier = rule.modifier { to += " + .\(modifier)(_:)" }
                let unavailable = rule.unavailableOn.isEmpty ? "" : "; not on \(rule.unavailableOn.map(\.rawValue).joined(separator: ", "))"
                return "\(to) [\(rule.kind.rawValue); \(rule.minimumOS)\(unavailable)]"
            }
            text += "- \(entry.qualifiedDisplay) → \(alternatives.joined(separator: ", else "))\n"
        }
        text += "\nAdvice only:\n"
        for entry in file.entries where entry.rules.isEmpty {
            let advice = entry.finalAdvice.isEmpty ? entry.advice : entry.finalAdvice.map { item in
                item.minimumOS.versions.isEmpty ? item.text : "(\(item.minimumOS)) \(item.text)"
            }.joined(separator: "; otherwise ")
            text += "- \(entry.qualifiedDisplay): \(advice.isEmpty ? "(no advice given)" : DataMigration.plainText(advice))\(entry.silent ? " (not reported)" : "")\n"
        }
        return text.trimmingCharacters(in: .newlines)
    }

    /// One matched site of one entry.
    struct Match {
        /// The migration's entries (shared, not copied: a large file has hundreds of
        /// thousands of matches), and the position of the matched one.
        let entries: [MigrationEntry]
        var index: Int
        var entry: MigrationEntry { entries[index] }
        /// The name token the finding points at and the rename replaces.
        var nameToken: Int
        /// The call or expression matched (for argument edits).
        var node: Node
        /// For calls: parameter index per argument.
        var assignment: [Int] = []
        var arguments: [CallArgument] = []
    }

    public func run(_ source: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let matches = findMatches(source, context)
        let tree = source.tree
        // The advice of an entry is the same sentence at each of its sites (a large file has
        // hundreds of thousands): made once per advice text.
        var sentences: [String: String] = [:]
        let branches = Rewriting.CompatibilityBranches(tree)
        var shadows: [Int: Set<Platform>] = [:]
        let filePlatforms = FilePlatforms(source, context)
        for match in matches {
            let entry = match.entry
            let token = tree.tokens[match.nameToken]
            let range = Int(token.textStart)..<Int(token.textEnd)
            func report(_ message: @autoclosure () -> String, _ reason: String) {
                guard context.reportsFindings else { return }
                var finding = source.finding(atOffset: range.lowerBound, message(), pass: name, reason: reason)
                finding.yieldRange = range
                finding.entry = qualifiedDisplays[match.index]
                output.findings.append(finding)
            }
            let display = quotedDisplays[match.index]
            if let clash = projectDeclares(entry, match, source, context) {
                // Advice is about Apple's API; a site that may be the project's own is not it,
                // nor one that certainly is (`clash` empty).
                guard !entry.rules.isEmpty, !clash.isEmpty else { continue }
                report("\(display) not migrated: the project's own \(clash) may be what this site means", "project-declaration")
                continue
            }
            // The call already resolves to the current API: nothing to ask for, wherever it is.
            if entry.rules.isEmpty && entry.silent { continue }
            // A pass that handles this API reports the sites it leaves, fallbacks included.
            if entry.rules.isEmpty, isCovered(match, tree, context) { continue }
            // A rename in the fallback of a runtime check (`else` of `if #available(iOS 26, *)`)
            // is judged at the deployment target like any other site: that code runs there.
            if let branch = branches.of(match.node), entry.rules.isEmpty || !Self.fallbackIsLive(match.node, target: context.target, tree) {
                report("\(display) left as is: it is in \(branch), which exists for older SDKs or OS versions; remove the fallback when the deployment target makes it dead", "compatibility-branch")
                continue
            }
            guard !entry.rules.isEmpty else {
                // A pass that handles this API reports the sites it leaves, with its reason.
                if isCovered(match, tree, context) || coveringPassNeedsNewerOS(entry, context) { continue }
                // The replacement is not available at this deployment target: nothing to do yet.
                if let replacement = entry.replacementOS, !replacement.isSatisfied(by: context.target) { continue }
                let advice = entry.advice(for: context.target)
                let sentence: String
                if let known = sentences[advice] {
                    sentence = known
                } else {
                    sentence = advice.isEmpty ? "no replacement is given" : DataMigration.sentence(advice)
                    sentences[advice] = sentence
                }
                report("\(display) is \(file.status); \(sentence)", "advice")
                continue
            }
            // The platforms the file's targets build for count even where no deployment target
            // constrains them (an unset `XROS_DEPLOYMENT_TARGET` is the SDK's version).
            let platforms = context.model.graph.platforms(of: source.path)
            let shadowed = shadows[entry.number] ?? shadowedPlatforms(entry)
            shadows[entry.number] = shadowed
            let conditions = entry.rules.contains { !$0.unavailableOn.isEmpty } || !shadowed.isEmpty
                ? Rewriting.ifConfigConditions(around: match.node, tree) + filePlatforms.conditions : []
            var target = context.target
            var found = entry.rules.first { DataMigration.applies($0, to: target, platforms: platforms, shadowed: shadowed, conditions: conditions) }
            if found == nil {
                // Judged on the platforms the site is built for: not those its `#if` or an
                // enclosing `@available(X, unavailable)` leave out.
                let narrowed = DataMigration.narrowed(target, at: match.node, conditions: Rewriting.ifConfigConditions(around: match.node, tree) + filePlatforms.conditions, tree)
                if narrowed.versions != target.versions || narrowed.unknown != target.unknown {
                    target = narrowed
                    found = entry.rules.first { DataMigration.applies($0, to: target, platforms: platforms, shadowed: shadowed, conditions: conditions) }
                }
            }
            guard let rule = found else {
                let (message, reason) = tooLow(entry, target, platforms: platforms, shadowed: shadowed, conditions: conditions)
                report(message, reason)
                continue
            }
            switch apply(rule, match, source, context) {
            case .edits(let edits):
                output.edits += edits
            case .declined(let message, let reason):
                report(message, reason)
            }
        }
        // A finding of this migration at a name another of its rewrites changes (the
        // `ContentSizeCategory` of a property whose key path is migrated) is answered. The
        // edits are looked up by position, not asked one by one at each finding.
        if !output.edits.isEmpty && !output.findings.isEmpty {
            let edits = EditPositions(output.edits)
            let bytes = source.tree.bytes
            output.findings.removeAll { finding in
                guard let range = finding.yieldRange else { return false }
                // A rewrite that moves the site (`NavigationLink(destination: X)`) keeps it.
                return edits.contains(near: range.lowerBound, range.upperBound) { $0.touches(range) && !$0.carries(range, of: bytes) }
            }
        }
        return output
    }

    /// Whether a pass that covers the entry runs on the file and handles this site.
    func isCovered(_ match: Match, _ tree: SyntaxTree, _ context: PassContext) -> Bool {
        let entry = match.entry
        guard entry.coveredBy.contains(where: context.activePasses.contains) else { return false }
        let labels = Set(match.arguments.compactMap(\.label))
        guard entry.coveredWhenLabels.allSatisfy(labels.contains) else { return false }
        guard let root = entry.coveredWhenChainRoot else { return true }
        // The modifier call the site is, or is an argument of, and the chain it is in.
        var current: Node? = match.node
        while let node = current, !(node.kind == .functionCallExpr && node.firstChildNode?.kind == .memberAccessExpr) { current = node.parent }
        guard let modifier = current, let start = Rewriting.chainRoot(modifier),
              let call = start.parent, call.kind == .functionCallExpr, call.firstChildNode == start else { return false }
        return root.contains(tree.text(of: start))
    }

    /// Whether the advice names an API that the pass covering it writes, and that pass needs
    /// a newer OS than the file's target (`Tab` below macOS 15): the advice cannot be followed
    /// there, and the run's note on the skipped pass already says so.
    func coveringPassNeedsNewerOS(_ entry: MigrationEntry, _ context: PassContext) -> Bool {
        guard !entry.coveredBy.isEmpty else { return false }
        let coveringPasses = PassRegistry.builtIn.filter { entry.coveredBy.contains($0.name) }
        return !coveringPasses.isEmpty && coveringPasses.allSatisfy { !$0.minimumOS.isSatisfied(by: context.target) }
    }

    /// `Renamed to x` → `renamed to x`; the trailing period goes (the finding is one sentence).
    static func sentence(_ advice: String) -> String {
        var text = plainText(advice).trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        let chars = Array(text)
        if chars.count > 1, chars[0].isUppercase, chars[1].isLowercase { text = chars[0].lowercased() + String(chars.dropFirst()) }
        return text
    }

    /// Apple's advice as a terminal shows it: a DocC symbol link (``` ``View/tint(_)`` ```)
    /// becomes the member as code (`` `tint(_:)` ``), and a line break written out in the
    /// text (`\n`) a space.
    static func plainText(_ advice: String) -> String {
        var text = advice.replacingOccurrences(of: "\\n", with: " ")
        while let open = text.range(of: "``"), let close = text.range(of: "``", range: open.upperBound..<text.endIndex) {
            var symbol = String(text[open.upperBound..<close.lowerBound])
            if let slash = symbol.lastIndex(of: "/") { symbol = String(symbol[symbol.index(after: slash)...]) }
            symbol = symbol.replacingOccurrences(of: "(_)", with: "(_:)")
            text.replaceSubrange(open.lowerBound..<close.upperBound, with: "`" + symbol + "`")
        }
        return text
    }

    /// Label and wrapping edits of a rename-call, per argument.
    func labelEdits(_ match: Match, _ rule: MigrationRule, _ tree: SyntaxTree, site: Int) -> [Edit] {
        var edits: [Edit] = []
        var seen = Set<Int>()
        for (argument, parameterIndex) in zip(match.arguments, match.assignment) {
            // Variadic tails keep no label: only the first argument of a parameter has one.
            guard seen.insert(parameterIndex).inserted, !argument.isTrailingClosure, let expression = argument.expression else { continue }
            let oldLabel = match.entry.declaration.parameters[parameterIndex].label
            let newLabel = rule.newLabels[parameterIndex]
            let expressionStart = tree.startOffset(of: expression)
            if oldLabel != newLabel {
                if let labelToken = argument.labelToken {
                    let start = Int(tree.tokens[labelToken].textStart)
                    if let newLabel {
                        edits.append(Edit(start: start, end: Int(tree.tokens[labelToken].textEnd), replacement: newLabel, pass: name, site: site))
                    } else {
                        // The label, the colon and the colon's trailing trivia; a line
                        // break before the value stays (it is the value's leading trivia).
                        let colon = labelToken + 1
                        let end = colon < tree.tokens.count && tree.text(of: colon) == ":" ? Int(tree.tokens[colon].end) : expressionStart
                        edits.append(Edit(start: start, end: min(end, expressionStart), replacement: "", pass: name, site: site))
                    }
                } else if let newLabel {
                    edits.append(Edit(start: expressionStart, end: expressionStart, replacement: newLabel + ": ", pass: name, site: site))
                }
            }
            if let oldLabel, let member = rule.wrap[oldLabel] {
                // `.named(x)`, or `{ x }` for `{}` (a value passed as a closure).
                let (open, close) = member == "{}" ? ("{ ", " }") : (member + "(", ")")
                edits.append(Edit(start: expressionStart, end: expressionStart, replacement: open, pass: name, site: site))
                let end = tree.endOffset(of: expression)
                // Before the expression's trailing trivia.
                let lastToken = tree.tokens[expression.endToken - 1]
                let textEnd = min(end, Int(lastToken.textEnd))
                edits.append(Edit(start: textEnd, end: textEnd, replacement: close, pass: name, site: site))
            }
        }
        return edits
    }

    /// What the project declares that a site may refer to instead of the API, if anything
    /// (asked of the semantic model: names in scope at the site, visible from its file).
    func projectDeclares(_ entry: MigrationEntry, _ match: Match, _ source: SourceFile, _ context: PassContext) -> String? {
        let declaration = entry.declaration
        let model = context.model
        switch declaration.kind {
        case .method, .staticMethod:
            var call = match.node
            if call.kind != .functionCallExpr, let parent = call.parent, parent.kind == .functionCallExpr { call = parent }
            guard call.kind == .functionCallExpr else {
                let found = model.visibleMembers(named: declaration.name, in: source, at: match.node).filter { model.declaration($0).kind == .function }
                return found.isEmpty ? nil : model.describe(found)
            }
            let found = model.candidates(forCall: call, in: source)
            return found.isEmpty ? nil : model.describe(found)
        case .initializer, .subscriptMember:
            guard let owner = declaration.owner else { return nil }
            let found = context.model.projectTypes(named: owner, at: match.node, in: source)
            if !found.isEmpty { return "type " + model.describe(found) }
            // `extension NavigationLink { init(_ t: String, destination: Page) }`: an
            // initialiser of the project's own that the call's labels may pick.
            var call = match.node
            if call.kind != .functionCallExpr, let parent = call.parent, parent.kind == .functionCallExpr { call = parent }
            guard declaration.kind == .initializer, let view = FunctionCallView(call) else { return nil }
            let labels = view.arguments.map { $0.label.map { source.tree.text(of: $0) } }
            let trailing = (view.trailingClosure == nil ? 0 : 1) + view.additionalTrailingClosures.count
            let own = model.externalMembers(of: owner, named: "init", in: source, at: match.node)
                .filter { model.declaration($0).kind == .initializer && SemanticModel.accepts(model.declaration($0), labels: labels, trailingClosures: trailing) }
            if own.isEmpty { return nil }
            // `NavigationLink("A", destination: .settings)`: an implicit member that the project's
            // parameter type declares, and Apple's generic parameter cannot take, is the project's.
            // A value of another known type than the project's parameter is Apple's.
            for (argument, parameter) in zip(match.arguments, match.assignment) where argument.label != nil {
                guard let value = argument.expression, declaration.parameters[parameter].type.allSatisfy({ $0.isLetter }) else { continue }
                let types = own.map { Self.parameterType(init: $0, label: argument.label!, model) }
                guard types.allSatisfy({ $0 != nil }) else { continue }
                if let name = Self.implicitMemberName(value, source.tree) {
                    if types.allSatisfy({ !model.members(of: $0!, named: name).isEmpty }) { return "" }
                } else if let known = context.types.type(of: value, in: source)?.fullyUnwrapped.target {
                    if types.allSatisfy({ known == .project($0!) }) { return "" }
                    if types.allSatisfy({ known != .project($0!) }) { return nil }
                }
            }
            return "initializer " + model.describe(own)
        case .type:
            let found = context.model.projectTypes(named: declaration.name, at: match.node, in: source)
            return found.isEmpty ? nil : "type " + model.describe(found)
        case .property, .staticProperty:
            if let owner = declaration.owner {
                // `EnvironmentValues.x`, `ToolbarItemPlacement.x`: the project's extension of the type.
                let found = model.externalMembers(of: owner, named: declaration.name, in: source, at: match.node)
                if !found.isEmpty { return "member " + model.describe(found) }
            }
            // `Type.member`: that type's members; otherwise any member the site can see.
            if match.node.kind == .memberAccessExpr, let base = MemberAccessView(match.node)?.base, base.kind == .declReferenceExpr {
                let baseName = source.tree.text(of: base)
                if baseName.first?.isUppercase == true {
                    guard let type = model.resolveNominal(baseName, in: source, at: match.node) else { return nil }
                    let found = model.members(of: type, named: declaration.name, in: source, at: match.node)
                    return found.isEmpty ? nil : "member " + model.describe(found)
                }
            }
            if declaration.owner == "EnvironmentValues" { return nil }
            let found = model.visibleMembers(named: declaration.name, in: source, at: match.node)
                .filter { [.variable, .constant, .enumCase].contains(model.declaration($0).kind) }
            return found.isEmpty ? nil : "member " + model.describe(found)
        }
    }
}

extension DataMigration {
    /// Whether `node` is in the `else` of an `if #available(...)` (or `guard`) whose check
    /// the deployment target does not meet on some platform it builds for: the fallback runs
    /// there (`else` of `if #available(iOS 26, *)` at iOS 18). False for a dead fallback
    /// and for any other kind of branch.
    static func fallbackIsLive(_ node: Node, target: Availability, _ tree: SyntaxTree) -> Bool {
        var current = node
        while let parent = current.parent {
            if [.ifExpr, .guardStmt].contains(parent.kind), current.kind == .codeBlock || current.kind == .ifExpr,
               parent.kind == .guardStmt || parent.child(.codeBlock) != current,
               let conditions = parent.child(.conditionElementList) {
                let checks = conditions.children(.conditionElement).compactMap { $0.firstChildNode }.filter { $0.kind == .availabilityCondition }
                guard let check = checks.first else { current = parent; continue }
                guard tree.text(of: check.firstToken) == "#available" else { return false }
                // `#available(iOS 26.0, macOS 15, *)`: each platform and its version.
                let tokens = Array(check.firstToken..<check.endToken)
                for (i, token) in tokens.enumerated() where i + 1 < tokens.count {
                    guard let platform = Platform(rawValue: tree.text(of: token)),
                          let need = Version(parsing: tree.text(of: tokens[i + 1])) else { continue }
                    if target.unknown.contains(platform) { return true }
                    if let have = target.versions[platform], have < need { return true }
                }
                return false
            }
            current = parent
        }
        return false
    }

    /// `x` of `.x` or `.x(...)`.
    static func implicitMemberName(_ value: Node, _ tree: SyntaxTree) -> String? {
        var node = value
        if node.kind == .functionCallExpr, let callee = node.firstChildNode { node = callee }
        guard let member = MemberAccessView(node), member.base == nil, let token = member.name else { return nil }
        return tree.text(of: token)
    }

    /// The project type of the project initialiser's parameter labelled `label`.
    static func parameterType(init id: Int32, label: String, _ model: SemanticModel) -> Int32? {
        let declaration = model.declaration(id)
        let tree = model.files[declaration.file].tree
        let parameters = declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
        for parameter in parameters {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
            let text = tree.collapsedText(of: parameter).filter { !$0.isWhitespace }
            guard names.first == label, let colon = text.firstIndex(of: ":") else { continue }
            var typeText = String(text[text.index(after: colon)...].prefix { $0 != "=" })
            while typeText.hasSuffix("?") { typeText.removeLast() }
            return model.resolveNominal(typeText, in: model.files[declaration.file], at: declaration.node)
        }
        return nil
    }

    /// The migrations in `Migrations/*.json`, compiled in (BundledMigrations.swift), in file
    /// order, with the entries of those that select another's filled in.
    public static let bundled: [DataMigration] = {
        do {
            let files = try BundledMigrations.files.map { try MigrationFile.parse(Data($0.text.utf8), origin: $0.path) }
            return try MigrationFile.resolvingSelections(files, available: files).map(DataMigration.init)
        } catch {
            fatalError("bundled migration is invalid: \(error)")
        }
    }()
}
