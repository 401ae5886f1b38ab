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
public struct DataMigration: Pass, Sendable {
    public let file: MigrationFile
    /// The lowest of the rules' minimums (computed once).
    public let minimumOS: Availability
    /// The entries each kind of site is matched against, by name (positions in
    /// `file.entries`, in file order); computed once per run, so matching a site looks up
    /// its name token's bytes and copies no entry.
    let sites: SiteTables

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
        sites = SiteTables(calls: EntryTable(calls), members: EntryTable(members), keyPaths: EntryTable(keyPaths),
                           types: EntryTable(types), subscripts: subscripts)
    }

    public var name: String { file.name }
    /// A rule's edits (a label deleted here, a closure added there) make one rewrite.
    public var rewritesAreAtomic: Bool { true }
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
        text += silent > 0 ? ", \(silent) recognised but not reported (a call written like that needs no change).\n" : ".\n"
        text += "Each rule applies only where the file's deployment target allows its replacement; below that the site is reported (target-too-low).\n"
        text += "Sites in fallback code for older SDKs or OS versions (the else of `if #available`, `#else` of `#if swift(...)`/`compiler(...)`) are reported, not rewritten.\n"
        text += "Sites where the project declares its own function, type or member of the name are reported, not rewritten.\n\nRules:\n"
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
            text += "- \(entry.qualifiedDisplay): \(advice.isEmpty ? "(no advice given)" : advice)\(entry.silent ? " (not reported)" : "")\n"
        }
        return text.trimmingCharacters(in: .newlines)
    }

    /// One matched site of one entry.
    struct Match {
        var entry: MigrationEntry
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
        for match in matches {
            let entry = match.entry
            let token = tree.tokens[match.nameToken]
            let range = Int(token.textStart)..<Int(token.textEnd)
            func report(_ message: String, _ reason: String) {
                var finding = source.finding(atOffset: range.lowerBound, message, pass: name, reason: reason)
                finding.yieldRange = range
                finding.entry = entry.qualifiedDisplay
                output.findings.append(finding)
            }
            let display = "'\(entry.declaration.display)'"
            if let clash = projectDeclares(entry, match, source, context) {
                // Advice is about Apple's API; a site that may be the project's own is not it.
                guard !entry.rules.isEmpty else { continue }
                report("\(display) not migrated: the project's own \(clash) may be what this site means", "project-declaration")
                continue
            }
            // The call already resolves to the current API: nothing to ask for, wherever it is.
            if entry.rules.isEmpty && entry.silent { continue }
            if let branch = Rewriting.compatibilityBranch(match.node, tree) {
                report("\(display) left as is: it is in \(branch), which exists for older SDKs or OS versions; remove the fallback when the deployment target makes it dead", "compatibility-branch")
                continue
            }
            guard !entry.rules.isEmpty else {
                // A pass that handles this API reports the sites it leaves, with its reason.
                if isCovered(match, context) { continue }
                let advice = entry.advice(for: context.target)
                report("\(display) is \(file.status); \(advice.isEmpty ? "no replacement is given" : DataMigration.sentence(advice))", "advice")
                continue
            }
            guard let rule = entry.rules.first(where: { DataMigration.applies($0, to: context.target) }) else {
                report(tooLow(entry, context.target), "target-too-low")
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
        // `ContentSizeCategory` of a property whose key path is migrated) is answered.
        let edits = output.edits
        output.findings.removeAll { finding in
            guard let range = finding.yieldRange else { return false }
            return edits.contains { $0.touches(range) }
        }
        return output
    }

    /// Whether a pass that covers the entry runs on the file and handles this site.
    func isCovered(_ match: Match, _ context: PassContext) -> Bool {
        let entry = match.entry
        guard entry.coveredBy.contains(where: context.activePasses.contains) else { return false }
        let labels = Set(match.arguments.compactMap(\.label))
        return entry.coveredWhenLabels.allSatisfy(labels.contains)
    }

    /// `Renamed to x` → `renamed to x`; the trailing period goes (the finding is one sentence).
    static func sentence(_ advice: String) -> String {
        var text = advice.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        let chars = Array(text)
        if chars.count > 1, chars[0].isUppercase, chars[1].isLowercase { text = chars[0].lowercased() + String(chars.dropFirst()) }
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
                edits.append(Edit(start: expressionStart, end: expressionStart, replacement: member + "(", pass: name, site: site))
                let end = tree.endOffset(of: expression)
                // Before the expression's trailing trivia.
                let lastToken = tree.tokens[expression.endToken - 1]
                let textEnd = min(end, Int(lastToken.textEnd))
                edits.append(Edit(start: textEnd, end: textEnd, replacement: ")", pass: name, site: site))
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
            return found.isEmpty ? nil : "type " + model.describe(found)
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

// MARK: - Matching

/// One argument of a call, as matching sees it.
struct CallArgument {
    var label: String?
    var labelToken: Int?
    var expression: Node?
    var isTrailingClosure: Bool
}

extension DataMigration {
    /// Every site of every entry in a file; one match per site (the first entry wins).
    func findMatches(_ source: SourceFile, _ context: PassContext, everyEntry: Bool = false) -> [Match] {
        let tree = source.tree
        let entries = file.entries
        var matches: [Match] = []
        var taken = Set<Int>()
        func add(_ match: Match) {
            if taken.insert(match.nameToken).inserted || everyEntry { matches.append(match) }
        }
        for node in tree.nodes(ofKind: [.functionCallExpr, .memberAccessExpr, .declReferenceExpr, .identifierType, .memberType, .keyPathExpr, .subscriptCallExpr]) {
            switch node.kind {
            case .functionCallExpr:
                guard let call = FunctionCallView(node), let callee = call.calledExpression else { continue }
                let (nameToken, base, isMember) = DataMigration.calleeName(callee)
                guard let nameToken else { continue }
                let candidates = sites.calls.entries(named: nameToken, in: tree)
                if candidates.isEmpty { continue }
                let arguments = DataMigration.arguments(of: call, tree)
                for i in candidates {
                    let declaration = entries[i].declaration
                    switch declaration.kind {
                    case .method:
                        guard isMember, base != nil else { continue }
                    case .staticMethod:
                        guard isMember, base == nil || base.map({ DataMigration.isOwner(tree.text(of: $0), declaration.owner) }) == true else { continue }
                    case .initializer:
                        guard !isMember || tree.text(of: nameToken) == declaration.owner else { continue }
                    default:
                        continue
                    }
                    guard let assignment = DataMigration.assign(arguments, to: declaration.parameters),
                          satisfies(entries[i].condition, arguments: arguments, assignment: assignment, node: node, source, context) else { continue }
                    add(Match(entry: entries[i], nameToken: nameToken, node: node, assignment: assignment, arguments: arguments))
                    if !everyEntry { break }
                }
            case .subscriptCallExpr:
                guard !sites.subscripts.isEmpty, node.firstChildNode != nil else { continue }
                let arguments = (node.child(.labeledExprList)?.children(.labeledExpr) ?? []).map { argument -> CallArgument in
                    let view = ArgumentView(argument)
                    return CallArgument(label: view.label.map { tree.text(of: $0) }, labelToken: view.label, expression: view.expression, isTrailingClosure: false)
                }
                for i in sites.subscripts {
                    guard let first = arguments.first?.labelToken, arguments.first?.label != nil,
                          DataMigration.assign(arguments, to: entries[i].declaration.parameters) != nil else { continue }
                    add(Match(entry: entries[i], nameToken: first, node: node))
                }
            case .memberAccessExpr:
                guard let view = MemberAccessView(node), let nameToken = view.name else { continue }
                let candidates = sites.members.entries(named: nameToken, in: tree)
                if candidates.isEmpty { continue }
                // Callees are matched as calls.
                if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node { continue }
                for i in candidates {
                    let declaration = entries[i].declaration
                    switch declaration.kind {
                    case .staticProperty:
                        guard view.base == nil || view.base.map({ DataMigration.isOwner(tree.text(of: $0), declaration.owner) }) == true else { continue }
                    case .property:
                        guard declaration.owner != "EnvironmentValues", let base = view.base,
                              DataMigration.isValue(base, ofType: declaration.owner ?? "", members: [], node: node, source, context) else { continue }
                    default:
                        continue
                    }
                    guard satisfies(entries[i].condition, arguments: [], assignment: [], node: node, source, context) else { continue }
                    add(Match(entry: entries[i], nameToken: nameToken, node: node))
                    if !everyEntry { break }
                }
            case .keyPathExpr:
                // `\.name` or `\EnvironmentValues.name`, as an environment key.
                let components = node.children(.keyPathComponent)
                guard let component = components.first, let nameToken = component.childTokens.last else { continue }
                let candidates = sites.keyPaths.entries(named: nameToken, in: tree)
                if candidates.isEmpty { continue }
                let root = node.child(.identifierType).map { tree.text(of: $0).trimmingCharacters(in: .whitespaces) }
                guard root == "EnvironmentValues" || (root == nil && DataMigration.isEnvironmentKeyPath(node, tree)) else { continue }
                for i in candidates {
                    add(Match(entry: entries[i], nameToken: nameToken, node: node))
                    if !everyEntry { break }
                }
            case .declReferenceExpr, .identifierType:
                guard !node.isEmpty, let nameToken = node.firstChildToken, nameToken == node.firstToken else { continue }
                let candidates = sites.types.entries(named: nameToken, in: tree)
                if candidates.isEmpty { continue }
                if node.kind == .declReferenceExpr, let parent = node.parent, parent.kind == .memberAccessExpr, parent.firstChildNode != node { continue }
                // `SwiftUI.X` is handled as a member type; `X.Y`'s base here is X itself.
                for i in candidates {
                    add(Match(entry: entries[i], nameToken: nameToken, node: DataMigration.typeSite(node)))
                    if !everyEntry { break }
                }
            case .memberType:
                guard let base = node.childNodes.first, tree.text(of: base).trimmingCharacters(in: .whitespaces) == "SwiftUI",
                      let nameToken = node.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) else { continue }
                for i in sites.types.entries(named: nameToken, in: tree) {
                    add(Match(entry: entries[i], nameToken: nameToken, node: node))
                    if !everyEntry { break }
                }
            default:
                break
            }
        }
        return matches.sorted { $0.nameToken < $1.nameToken }
    }

    /// The callee's name token, its base, and whether it is a member access.
    static func calleeName(_ callee: Node) -> (Int?, Node?, Bool) {
        switch callee.kind {
        case .memberAccessExpr:
            let view = MemberAccessView(callee)
            return (view?.name, view?.base, true)
        case .declReferenceExpr:
            return (callee.childTokens.first, nil, false)
        case .genericSpecializationExpr:
            guard let inner = callee.childNodes.first, inner.kind == .declReferenceExpr else { return (nil, nil, false) }
            return (inner.childTokens.first, nil, false)
        default:
            return (nil, nil, false)
        }
    }

    static func isOwner(_ baseText: String, _ owner: String?) -> Bool {
        let text = baseText.trimmingCharacters(in: .whitespacesAndNewlines)
        return text == owner || text == "SwiftUI." + (owner ?? "")
    }

    /// Arguments in the parentheses, then the trailing closures.
    static func arguments(of call: FunctionCallView, _ tree: SyntaxTree) -> [CallArgument] {
        var result = call.arguments.map { argument -> CallArgument in
            CallArgument(label: argument.label.map { tree.text(of: $0) }, labelToken: argument.label, expression: argument.expression, isTrailingClosure: false)
        }
        if let trailing = call.trailingClosure {
            result.append(CallArgument(label: nil, labelToken: nil, expression: trailing, isTrailingClosure: true))
        }
        for (label, closure) in call.additionalTrailingClosures {
            result.append(CallArgument(label: tree.text(of: label), labelToken: label, expression: closure, isTrailingClosure: true))
        }
        return result
    }

    /// Swift's argument matching, simplified: arguments in order fill parameters with the
    /// same label, skipping parameters that have defaults; unlabelled arguments after a
    /// variadic one extend it; the first trailing closure fills the next function-typed
    /// parameter; labelled trailing closures fill parameters by label. Parameters left over
    /// must have defaults. Returns the parameter index per argument, or nil.
    static func assign(_ arguments: [CallArgument], to parameters: [APIDeclaration.Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        var openVariadic: Int?
        let laterLabels = Set(arguments.filter(\.isTrailingClosure).compactMap(\.label))
        for argument in arguments {
            if argument.isTrailingClosure && argument.label == nil {
                var p = next
                while p < parameters.count && !parameters[p].isClosure {
                    guard parameters[p].hasDefault || parameters[p].isVariadic else { return nil }
                    p += 1
                }
                // Forward scan: a closure parameter with a default is skipped when a later
                // one without a default would otherwise be left unfilled.
                if p < parameters.count, parameters[p].hasDefault,
                   let required = parameters[(p + 1)...].firstIndex(where: { $0.isClosure && !$0.hasDefault && !laterLabels.contains($0.label ?? "") }),
                   parameters[p..<required].allSatisfy({ $0.hasDefault || $0.isVariadic }) {
                    p = required
                }
                guard p < parameters.count else { return nil }
                result.append(p)
                next = p + 1
                openVariadic = nil
                continue
            }
            if argument.label == nil, let variadic = openVariadic, next >= parameters.count || parameters[next].label != nil {
                result.append(variadic)
                continue
            }
            var p = next
            while p < parameters.count && parameters[p].label != argument.label {
                guard parameters[p].hasDefault || parameters[p].isVariadic else { return nil }
                p += 1
            }
            guard p < parameters.count else { return nil }
            result.append(p)
            openVariadic = parameters[p].isVariadic ? p : nil
            next = p + 1
        }
        for p in next..<max(next, parameters.count) where !parameters[p].hasDefault && !parameters[p].isVariadic {
            return nil
        }
        return result
    }

    /// Whether an entry's `where` holds at this site.
    func satisfies(_ condition: MatchCondition?, arguments: [CallArgument], assignment: [Int], node: Node, _ source: SourceFile, _ context: PassContext) -> Bool {
        guard let condition else { return true }
        let tree = source.tree
        let labels = Set(arguments.compactMap(\.label))
        guard condition.requiresLabels.allSatisfy(labels.contains) else { return false }
        if let parameter = condition.argument, let type = condition.type, !condition.labelsSuffice.contains(where: labels.contains) {
            guard let i = assignment.firstIndex(of: parameter), let expression = arguments[i].expression,
                  DataMigration.isValue(expression, ofType: type, members: condition.members, node: node, source, context) else { return false }
        }
        if condition.notInChart, Rewriting.isChartContent(node, tree) { return false }
        if !condition.inArgumentOf.isEmpty {
            // `.stack` directly as an argument of `navigationViewStyle(...)`.
            guard let argument = node.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
                  let call = list.parent, call.kind == .functionCallExpr, let callee = call.childNodes.first,
                  let nameToken = DataMigration.calleeName(callee).0, condition.inArgumentOf.contains(tree.text(of: nameToken)) else { return false }
        }
        return true
    }

    /// Whether an expression is provably of `type`: a view built in place for `View`, a
    /// string array literal for `[String]`, otherwise what `isProvably` proves (`Type.x`,
    /// `Type(...)`, a listed implicit member as the whole argument, a declared value).
    static func isValue(_ expression: Node, ofType type: String, members: [String], node: Node, _ source: SourceFile, _ context: PassContext) -> Bool {
        let tree = source.tree
        if type == "View" {
            // A view built in place (`Circle().fill(.red)`, `Text("a")`), not a shape style
            // (`Color.red`, `.ultraThinMaterial`, gradients) nor a value of unknown type
            // (`Theme.background`, `Palette.color(for: x)`, `Theme().background` may be a Color).
            return isViewBuiltInPlace(expression, tree)
        }
        if type == "[String]" {
            guard expression.kind == .arrayExpr else { return false }
            let elements = expression.children(.arrayElement).compactMap(\.childNodes.first)
            return !elements.isEmpty && elements.allSatisfy { $0.kind == .stringLiteralExpr || ($0.kind == .asExpr && tree.collapsedText(of: $0).hasSuffix("as String")) }
        }
        return isProvably(expression, type, members: members, site: node, source, context)
    }

    /// SwiftUI types that are shape styles (a view modifier taking `some ShapeStyle` takes them).
    static let shapeStyleTypes: Set<String> = [
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "Material",
        "AnyShapeStyle", "ImagePaint", "HierarchicalShapeStyle", "ForegroundStyle", "BackgroundStyle", "TintShapeStyle",
        "SeparatorShapeStyle", "SelectionShapeStyle", "UIColor", "NSColor",
    ]

    /// A key path given to `@Environment(...)`, `Environment(...)`, `.environment(\.x, v)` or
    /// `.transformEnvironment(\.x)`.
    static func isEnvironmentKeyPath(_ keyPath: Node, _ tree: SyntaxTree) -> Bool {
        guard let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              list.childNodes.first == argument, let owner = list.parent else { return false }
        if owner.kind == .attributeArguments, let attribute = owner.parent, attribute.childTokens.count > 1 {
            return tree.text(of: attribute.childTokens[1]) == "Environment"
        }
        guard owner.kind == .functionCallExpr, let callee = owner.childNodes.first, let name = calleeName(callee).0 else { return false }
        return ["Environment", "environment", "transformEnvironment"].contains(tree.text(of: name))
    }

    /// `.environment(\.key, literal)`: a key path whose value is a literal written here.
    static func isEnvironmentLiteral(_ keyPath: Node, _ tree: SyntaxTree) -> Bool {
        guard let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              let call = list.parent, call.kind == .functionCallExpr, let callee = call.childNodes.first,
              let name = calleeName(callee).0, tree.text(of: name) == "environment" else { return false }
        let arguments = list.children(.labeledExpr)
        guard arguments.count == 2, arguments[0] == argument, let value = ArgumentView(arguments[1]).expression else { return false }
        return [.booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr].contains(value.kind)
    }

    /// The node a type-name match belongs to: the call when the name is a callee.
    static func typeSite(_ node: Node) -> Node {
        if let parent = node.parent, parent.kind == .functionCallExpr, parent.childNodes.first == node { return parent }
        return node
    }

    /// Why a gesture's value may be used where the renamed gesture's value type differs;
    /// nil when no value is read. Only a gesture created in place and handed to
    /// `.gesture(...)`-like modifiers, whose chained closures ignore their value, is safe.
    static func gestureValueProblem(_ site: Node, _ tree: SyntaxTree) -> String? {
        guard site.kind == .functionCallExpr else { return "the name is used as a type, whose values may be read elsewhere" }
        var current = site
        while let parent = current.parent {
            if parent.kind == .memberAccessExpr, parent.childNodes.first == current, let call = parent.parent, call.kind == .functionCallExpr,
               call.childNodes.first == parent {
                let member = MemberAccessView(parent)?.name.map { tree.text(of: $0) } ?? ""
                if ["onChanged", "onEnded", "updating", "map"].contains(member) {
                    guard let view = FunctionCallView(call) else { return "its value is read" }
                    var closures = view.arguments.compactMap(\.expression)
                    if let trailing = view.trailingClosure { closures.append(trailing) }
                    for closure in closures {
                        guard closure.kind == .closureExpr else { return "its value is passed to a function" }
                        if closureReadsFirstParameter(closure, tree) { return "its value is read in .\(member)" }
                    }
                }
                current = call
                continue
            }
            if parent.kind == .memberAccessExpr, parent.childNodes.first == current {
                current = parent
                continue
            }
            break
        }
        // The gesture must be handed straight to a gesture modifier.
        guard let argument = current.parent, argument.kind == .labeledExpr, let list = argument.parent, let call = list.parent,
              call.kind == .functionCallExpr, let callee = call.childNodes.first, let name = calleeName(callee).0,
              ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(tree.text(of: name)) else {
            return "the gesture is stored or returned, and its value may be read elsewhere"
        }
        return nil
    }

    /// Whether a closure reads its first parameter (a named one, or `$0`).
    static func closureReadsFirstParameter(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        var firstName = "$0"
        if let signature = closure.child(.closureSignature) {
            if let clause = signature.child(.closureParameterClause) {
                let parameters = clause.childNodes.filter { $0.kind == .closureShorthandParameter || $0.kind == .closureParameter }
                guard let first = parameters.first, let token = first.childTokens.first else { return false }
                firstName = tree.text(of: token)
            } else if let token = signature.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) {
                firstName = tree.text(of: token)
            }
            if firstName == "_" { return false }
        }
        var reads = false
        closure.walk { node in
            if node.kind == .declReferenceExpr, tree.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines) == firstName { reads = true }
            return !reads
        }
        return reads
    }
}

extension DataMigration {
    /// The migrations in `Migrations/*.json`, compiled in (BundledMigrations.swift), in file
    /// order.
    public static let bundled: [DataMigration] = BundledMigrations.files.map { file in
        do {
            return DataMigration(try MigrationFile.parse(Data(file.text.utf8), origin: file.path))
        } catch {
            fatalError("bundled migration is invalid: \(error)")
        }
    }
}
