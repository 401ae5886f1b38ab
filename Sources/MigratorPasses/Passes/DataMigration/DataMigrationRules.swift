import MigratorEngine
import MigratorSemantics
import SwiftCST

/// How a data migration's rules rewrite one matched site: the rule kinds of
/// Migrations/README.md, each either a set of edits (applied together) or a reason to leave
/// the site as it is.
extension DataMigration {
    enum RuleOutcome {
        case edits([Edit])
        case declined(String, reason: String)
    }

    /// Whether a rule's replacement exists at a deployment target, on every platform the
    /// target has a version for or (`platforms`, when known) builds for, except the `#if`
    /// conditions around the site (`conditions`) leave that platform out.
    static func applies(_ rule: MigrationRule, to target: Availability, platforms: Set<Platform>? = nil,
                        shadowed: Set<Platform> = [], conditions: [String] = []) -> Bool {
        rule.minimumOS.isSatisfied(by: target)
            && lacking(rule, target, platforms: platforms, shadowed: shadowed, conditions: conditions).isEmpty
    }

    /// The platforms a site is built for (by the target or the file's targets, and not left
    /// out by its `#if` conditions) where the rule's replacement does not exist, or where the
    /// same spelling is another API (`shadowed`: `Color(.secondaryLabel)` is
    /// `Color(_: NSColor)` on macOS, so `Color(uiColor:)` there does not compile).
    static func lacking(_ rule: MigrationRule, _ target: Availability, platforms: Set<Platform>?,
                        shadowed: Set<Platform>, conditions: [String]) -> [Platform] {
        Platform.allCases.filter { platform in
            (rule.unavailableOn.contains(platform) || shadowed.contains(platform))
                && (target[platform] != nil || platforms?.contains(platform) == true)
                && Rewriting.compiled(on: platform.rawValue, under: conditions) != false
        }
    }

    /// The deployment target without the platforms a site is not built for: those its `#if`
    /// conditions leave out, and those an enclosing declaration marks
    /// `@available(X, unavailable)`.
    static func narrowed(_ target: Availability, at node: Node, conditions: [String], _ tree: SyntaxTree) -> Availability {
        var unavailable = Set<Platform>()
        for ancestor in node.ancestors {
            guard let attributes = ancestor.child(.attributeList) else { continue }
            for attribute in attributes.children(.attribute) {
                let text = tree.collapsedText(of: attribute).filter { !$0.isWhitespace }
                guard text.hasPrefix("@available("), text.hasSuffix(",unavailable)") else { continue }
                let name = text.dropFirst("@available(".count).prefix { $0 != "," }
                if let platform = Platform.allCases.first(where: { $0.rawValue == name || $0.rawValue + "ApplicationExtension" == name }) {
                    unavailable.insert(platform)
                }
            }
        }
        let excluded = Set(Platform.allCases.filter { unavailable.contains($0) || Rewriting.compiled(on: $0.rawValue, under: conditions) == false })
        guard !excluded.isEmpty else { return target }
        return Availability(versions: target.versions.filter { !excluded.contains($0.key) }, unknown: target.unknown.subtracting(excluded))
    }

    /// The `#if` conditions a whole file implies, worked out when first asked: one that
    /// imports UIKit outside `#if` is never compiled for macOS (Mac Catalyst builds it as
    /// iOS), nor is one that names a UIKit type outside `#if` (`UIColor.label`: SwiftUI brings
    /// UIKit in on iOS); one that imports AppKit only for macOS.
    final class FilePlatforms {
        let source: SourceFile
        let context: PassContext
        init(_ source: SourceFile, _ context: PassContext) {
            self.source = source
            self.context = context
        }
        lazy var conditions: [String] = {
            let tree = source.tree
            let uiKit = Rewriting.importsUnconditionally("UIKit", tree) || DataMigration.namesUIKitType(source, context)
            return (uiKit ? ["!os(macOS)"] : []) + (Rewriting.importsUnconditionally("AppKit", tree) ? ["os(macOS)"] : [])
        }()
    }

    /// Whether a file names a UIKit type (`UIColor`, `UIApplication`) outside any `#if`, one
    /// the project does not declare itself: such a file is never built for macOS.
    static func namesUIKitType(_ source: SourceFile, _ context: PassContext) -> Bool {
        let tree = source.tree
        var projectOwn: Set<String> = []
        for node in tree.nodes(ofKind: [.declReferenceExpr, .identifierType]) {
            guard let token = node.childTokens.first else { continue }
            let name = tree.text(of: token)
            let bytes = Array(name.utf8)
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "U"), bytes[1] == UInt8(ascii: "I"), (65...90).contains(bytes[2]),
                  !projectOwn.contains(name), !node.ancestors.contains(where: { $0.kind == .ifConfigClause }) else { continue }
            if context.model.projectTypes(named: name, at: node, in: source).isEmpty { return true }
            projectOwn.insert(name)
        }
        return false
    }

    /// The platforms where another entry of this migration is spelt as `entry` is (same
    /// owner, name and labels) and `entry`'s API does not exist: a site built for one of
    /// them may mean that other API.
    func shadowedPlatforms(_ entry: MigrationEntry) -> Set<Platform> {
        let labels = entry.declaration.parameters.map(\.label)
        var result = Set<Platform>()
        for other in file.entries where other.number != entry.number && other.declaration.owner == entry.declaration.owner
            && other.declaration.name == entry.declaration.name && other.declaration.parameters.map(\.label) == labels {
            for name in other.platforms where !entry.platforms.contains(name) {
                if let platform = Platform(rawValue: name) { result.insert(platform) }
            }
        }
        return result
    }

    /// Why no rule of an entry applies at a target (the last rule is the most widely
    /// available one), and the reason code.
    func tooLow(_ entry: MigrationEntry, _ target: Availability, platforms: Set<Platform>? = nil,
                shadowed: Set<Platform> = [], conditions: [String] = []) -> (message: String, reason: String) {
        let rule = entry.rules.last!
        let shown = rule.shown(owner: entry.declaration.owner)
        let below = rule.minimumOS.platformsBelow(in: target)
        let display = "'\(entry.declaration.display)'"
        let unknown = rule.minimumOS.platformsUnknown(in: target)
        if below.isEmpty && !unknown.isEmpty {
            let needs = unknown.map { "\($0.0.rawValue) \($0.need)" }.joined(separator: ", ")
            let flags = unknown.map(\.0.flag).joined(separator: "/")
            return ("\(display) is \(file.status) but not rewritten: its replacement '\(shown)' needs \(needs), and the deployment target there is unknown (give it with \(flags))", "target-too-low")
        }
        if below.isEmpty {
            let missing = DataMigration.lacking(rule, target, platforms: platforms, shadowed: shadowed, conditions: conditions)
            let names = missing.map(\.rawValue).joined(separator: ", ")
            let only = Platform.allCases.filter { !missing.contains($0) && entry.platforms.contains($0.rawValue) }
            let condition = missing.count == 1 ? "!os(\(names))" : only.map { "os(\($0.rawValue))" }.joined(separator: " || ")
            let guardText = only.isEmpty ? "" : "; guard it with #if \(condition) to have it rewritten"
            if missing.allSatisfy({ shadowed.contains($0) && !rule.unavailableOn.contains($0) }) {
                return ("\(display) is \(file.status) but not rewritten: this file is also built for \(names), where the call is another API and '\(shown)' does not exist\(guardText)", "other-platform")
            }
            return ("\(display) is \(file.status) but not rewritten: its replacement '\(shown)' does not exist on \(names), which this file is built for\(guardText)", "other-platform")
        }
        let needs = below.map { "\($0.0.rawValue) \($0.need)" }.joined(separator: ", ")
        return ("\(display) is \(file.status) but not rewritten: its replacement '\(shown)' needs \(needs) (deployment target \(target))", "target-too-low")
    }

    /// Why a value cannot be wrapped in a closure (`"wrap": {"destination": "{}"}`): it
    /// reads `$0` of the closure around it, which would then mean the new closure's, or it
    /// has `try` or `await`, which the new closure's type does not allow.
    static func closureWrapProblem(_ rule: MigrationRule, _ match: Match, _ tree: SyntaxTree) -> String? {
        for (argument, parameter) in zip(match.arguments, match.assignment) {
            guard let label = match.entry.declaration.parameters[parameter].label, let wrap = rule.wrap[label],
                  let value = argument.expression else { continue }
            // A value ending in a postfix `#if` block would get its `)` or `}` on the `#endif` line.
            if (value.firstToken..<value.endToken).contains(where: { ["#if", "#elseif", "#else", "#endif"].contains(tree.text(of: $0)) }) {
                return "'\(label):' holds an #if block"
            }
            guard wrap == "{}" else { continue }
            var problem: String?
            value.walk { node in
                guard problem == nil else { return false }
                if node.kind == .declReferenceExpr, tree.text(of: node).hasPrefix("$"), tree.text(of: node).dropFirst().allSatisfy(\.isNumber) {
                    problem = "'\(label):' reads \(tree.text(of: node)) of the closure around it"
                } else if node.kind == .tryExpr || node.kind == .awaitExpr {
                    problem = "'\(label):' has `try` or `await`"
                }
                return node.kind != .closureExpr
            }
            if let problem { return problem }
        }
        return nil
    }

    /// A value passed as a closure, as a senior engineer writes it: last in the parentheses,
    /// it becomes the first trailing closure (one level in when it spans lines), and the call's own trailing
    /// closure takes its label (`NavigationLink(destination: D) { L }` →
    /// `NavigationLink { D } label: { L }`, `NavigationLink("T", destination: D)` →
    /// `NavigationLink("T") { D }`). Nil for another shape (the value is then wrapped where
    /// it is: `destination: { D }`).
    static func trailingClosureEdits(_ match: Match, label: String, _ tree: SyntaxTree, pass: String, site: Int) -> [Edit]? {
        guard match.node.kind == .functionCallExpr, let call = FunctionCallView(match.node), call.additionalTrailingClosures.isEmpty,
              !Rewriting.isInCondition(match.node) else { return nil }
        let parens = match.node.childTokens.filter { [.leftParen, .rightParen].contains(tree.tokens[$0].kind) }
        let arguments = call.arguments
        guard parens.count == 2, let last = arguments.last, let lastLabel = last.label, tree.text(of: lastLabel) == label,
              let value = last.expression else { return nil }
        let valueStart = tree.startOffset(of: value)
        let valueEnd = Int(tree.tokens[value.endToken - 1].textEnd)
        var valueText = String(decoding: tree.bytes[valueStart..<valueEnd], as: UTF8.self)
        let open = tree.tokens[parens[0]], close = tree.tokens[parens[1]]
        guard !Rewriting.containsComment(tree, Int(open.textStart), Int(close.textEnd)) else { return nil }
        // `{ value }` on one line; a value of several lines goes one level in on lines of
        // its own, the `}` at the call's line indentation.
        var (opening, closing) = (" { ", " }")
        if valueText.contains("\n") || valueText.contains("\r") {
            let line = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[match.nameToken].textStart))
            let inner = line + Rewriting.indentationUnit(tree)
            guard let moved = Rewriting.reindent(valueText, from: Rewriting.baseIndentation(of: value, tree), to: inner) else { return nil }
            (valueText, opening, closing) = (moved, " {\n" + inner, "\n" + line + "}")
        }
        // The label that the call's trailing closure fills once the value goes first.
        let closureLabels = match.entry.declaration.parameters.filter(\.isClosure).compactMap(\.label)
        if let trailing = call.trailingClosure {
            guard arguments.count == 1, let trailingLabel = closureLabels.first, trailing.childTokens.first.map({ !tree.tokens[$0].isAtStartOfLine }) ?? false else { return nil }
            return [Edit(start: Int(open.textStart), end: Int(close.textEnd), replacement: "\(opening)\(valueText)\(closing) \(trailingLabel):", pass: pass, site: site)]
        }
        guard arguments.count >= 2, let previous = arguments[arguments.count - 2].expression else { return nil }
        let previousEnd = Int(tree.tokens[previous.endToken - 1].textEnd)
        guard !tree.bytes[previousEnd..<valueStart].contains(10) else { return nil }
        return [Edit(start: previousEnd, end: valueEnd, replacement: "", pass: pass, site: site),
                Edit(start: Int(close.textEnd), end: Int(close.textEnd), replacement: "\(opening)\(valueText)\(closing)", pass: pass, site: site)]
    }

    /// The edits of one rule at one site, or why it is left.
    func apply(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext) -> RuleOutcome {
        let tree = source.tree
        let token = tree.tokens[match.nameToken]
        let site = Int(token.textStart)
        let display = quotedDisplays[match.index]
        switch rule.kind {
        case .renameCall:
            return renameCall(rule, match, source, context, site: site)
        case .trailingClosures:
            return trailingClosures(rule, match, source, context, site: site)
        case .argumentToModifier:
            return argumentToModifier(rule, match, source, context, site: site)
        case .renameKeyPath where !rule.memberMap.isEmpty:
            return keyPathWithValueType(rule, match, source, context, site: site)
        case .renameType, .renameMember, .renameKeyPath:
            if rule.gestureValue != nil, let problem = DataMigration.gestureValueProblem(match.node, tree) {
                return .declined("\(display) is \(file.status) but not rewritten: \(problem); \(rule.newName)'s value is a \(rule.newName).Value (read .\(rule.gestureValue!)): rename it by hand", reason: "gesture-value")
            }
            if let change = rule.valueTypeChange, !DataMigration.isEnvironmentLiteral(match.node, tree) {
                return .declined("\(display) is \(file.status) but not rewritten: the value's type changes (\(change)), so every use of it must follow; rename it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "value-type")
            }
            return .edits([Edit(start: site, end: Int(token.textEnd), replacement: rule.newName, pass: name, site: site)])
        }
    }

    // MARK: rename-call

    /// `x.old(a: 1)` → `x.new(1)`; with `values` or `add`, the argument list is written anew
    /// (`statusBar(hidden: true)` → `toolbarVisibility(.hidden, for: .statusBar)`).
    func renameCall(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext, site: Int) -> RuleOutcome {
        let tree = source.tree
        let display = quotedDisplays[match.index]
        if let (index, type) = rule.argumentType, let i = match.assignment.firstIndex(of: index), let value = match.arguments[i].expression {
            let members = match.entry.condition?.argument == index ? match.entry.condition?.members ?? [] : []
            if !DataMigration.isProvably(value, type, members: members, site: match.node, source, context) {
                let what = value.kind == .nilLiteralExpr
                    ? "nil (the inherited setting) has no \(type) equivalent"
                    : "'\(Rewriting.short(value, tree))' is not provably a non-optional \(type)"
                return .declined("\(display) is \(file.status) but not rewritten: '\(rule.shown(owner: match.entry.declaration.owner))' takes a \(type), and \(what); change it by hand", reason: "argument-type")
            }
        }
        if let problem = DataMigration.closureWrapProblem(rule, match, tree) {
            return .declined("\(display) is \(file.status) but not rewritten: \(problem); \(rule.wrap.values.contains("{}") ? "pass it as a closure" : "wrap it") by hand", reason: "closure-wrap")
        }
        if let range = duplicateDeletion(rule, match, source, context) {
            return .edits([Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: name, site: site)])
        }
        var edits: [Edit] = []
        let token = tree.tokens[match.nameToken]
        if rule.newName != "init", rule.newName != tree.text(of: match.nameToken) {
            edits.append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: rule.newName, pass: name, site: site))
        }
        if rule.values.isEmpty && rule.addedArguments.isEmpty {
            if let label = rule.wrap.first(where: { $0.value == "{}" })?.key, rule.newLabels == match.entry.declaration.parameters.map(\.label),
               let moved = DataMigration.trailingClosureEdits(match, label: label, tree, pass: name, site: site) {
                return .edits(edits + moved)
            }
            return .edits(edits + labelEdits(match, rule, tree, site: site))
        }
        // Written anew: the arguments in the parentheses, in parameter order.
        guard match.node.kind == .functionCallExpr, let call = FunctionCallView(match.node) else {
            return .declined("\(display) is \(file.status) but not rewritten: it is not called here; rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "not-a-call")
        }
        let parameters = match.entry.declaration.parameters
        var pieces: [String] = []
        for (p, parameter) in parameters.enumerated() {
            let label = parameter.label ?? "_"
            let newLabel = rule.newLabels[p]
            let argumentIndex = match.assignment.firstIndex(of: p)
            if let argumentIndex, match.arguments[argumentIndex].isTrailingClosure {
                return .declined("\(display) is \(file.status) but not rewritten: a trailing closure would have to move; rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "layout")
            }
            var valueText: String
            if let argumentIndex, let value = match.arguments[argumentIndex].expression {
                valueText = tree.text(of: value)
                if let mapping = rule.values[label] {
                    guard let mapped = mapping.replacement(for: value, tree) else {
                        return .declined("\(display) is \(file.status) but not rewritten: '\(Rewriting.short(value, tree))' has no counterpart that can be written for '\(rule.shown(owner: match.entry.declaration.owner))'; rewrite it by hand", reason: "argument-value")
                    }
                    valueText = mapped
                }
            } else if let absent = rule.values[label]?.absent {
                valueText = absent
            } else {
                continue
            }
            if valueText.isEmpty { continue }
            pieces.append((newLabel.map { $0 + ": " } ?? "") + valueText)
        }
        for added in rule.addedArguments { pieces.append(added.label + ": " + added.value) }
        let parens = match.node.childTokens.filter { [.leftParen, .rightParen].contains(tree.tokens[$0].kind) }
        let text = "(" + pieces.joined(separator: ", ") + ")"
        if let open = parens.first, let close = parens.last, parens.count == 2 {
            if Rewriting.containsComment(tree, Int(tree.tokens[open].textEnd), Int(tree.tokens[close].textStart)) {
                return .declined("\(display) is \(file.status) but not rewritten: a comment inside the parentheses would be lost; rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "comment-in-arguments")
            }
            edits.append(Edit(start: Int(tree.tokens[open].textStart), end: Int(tree.tokens[close].textEnd), replacement: text, pass: name, site: site))
        } else if parens.isEmpty, let callee = call.calledExpression {
            let end = tree.endOffset(of: callee)
            edits.append(Edit(start: end, end: end, replacement: text, pass: name, site: site))
        } else {
            return .declined("\(display) is \(file.status) but not rewritten: the call's arguments cannot be read; rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "layout")
        }
        return .edits(edits)
    }

    /// Default arguments of renamed modifiers, from Apple's signatures: a call without the
    /// argument is the call with it (`autocorrectionDisabled(_ disable: Bool = true)`).
    static let defaultArguments = ["autocorrectionDisabled": "true"]

    /// `.disableAutocorrection(true)` right beside `.autocorrectionDisabled()` in its chain
    /// (written for older systems next to the new one): the rename would write the same
    /// modifier twice, so the old one is deleted instead; nil when there is no such twin.
    func duplicateDeletion(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext) -> Range<Int>? {
        let tree = source.tree
        guard rule.newName != "init", rule.values.isEmpty, rule.addedArguments.isEmpty, match.node.kind == .functionCallExpr,
              let site = Rewriting.modifierCalls(named: [tree.text(of: match.nameToken)], in: source, context).first(where: { $0.call == match.node }),
              site.trailingClosures.isEmpty, site.labels.allSatisfy({ $0 == nil }) else { return nil }
        guard let other = Rewriting.adjacentModifier(of: site.call, named: rule.newName, tree),
              other.trailingClosure == nil, other.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let fallback = Self.defaultArguments[rule.newName].map { [$0] } ?? []
        func values(_ texts: [String]) -> [String] { texts.isEmpty ? fallback : texts }
        let mine = site.arguments.compactMap { $0.expression.map { tree.collapsedText(of: $0) } }
        let theirs = other.arguments.compactMap { $0.expression.map { tree.collapsedText(of: $0) } }
        guard values(mine) == values(theirs) else { return nil }
        return Rewriting.modifierDeletion(site, tree)
    }

    // MARK: trailing-closures

    /// `Section(header: H) { C }` → `Section { C } header: { H }`; `Picker(selection: s,
    /// label: L) { C }` → `Picker(selection: s) { C } label: { L }`. The content closure
    /// stays where it is; what moves behind it is wrapped in a closure, on one line when
    /// the content is on one line, else on lines of its own, indented one level.
    func trailingClosures(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext, site: Int) -> RuleOutcome {
        let tree = source.tree
        let display = quotedDisplays[match.index]
        func decline(_ why: String, _ reason: String) -> RuleOutcome {
            .declined("\(display) is \(file.status) but not rewritten: \(why); rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: reason)
        }
        guard match.node.kind == .functionCallExpr, let call = FunctionCallView(match.node) else { return decline("it is not called here", "not-a-call") }
        if !call.additionalTrailingClosures.isEmpty { return decline("the call already has labelled trailing closures", "layout") }
        if Rewriting.isInCondition(match.node) { return decline("the call is part of a condition, where trailing closures would not parse as intended", "in-condition") }
        let parameters = match.entry.declaration.parameters
        func parameterIndex(_ label: String?) -> Int { parameters.firstIndex { $0.label == label }! }
        let newOrder = rule.newLabels.map(parameterIndex)
        let contentPosition = newOrder.firstIndex { parameters[$0].isClosure }!
        let contentParameter = newOrder[contentPosition]
        func argument(for parameter: Int) -> CallArgument? {
            match.assignment.firstIndex(of: parameter).map { match.arguments[$0] }
        }
        guard let content = argument(for: contentParameter), let contentClosure = content.expression, contentClosure.kind == .closureExpr else {
            return decline("the content is not a closure written here", "content")
        }
        // Arguments that stay in the parentheses, and those that move behind the content.
        let kept = newOrder[..<contentPosition].compactMap { argument(for: $0) }
        var moved: [(label: String, value: Node, isClosure: Bool)] = []
        for parameter in newOrder[(contentPosition + 1)...] {
            guard let argument = argument(for: parameter), let value = argument.expression else { continue }
            if argument.isTrailingClosure { return decline("a trailing closure would have to move", "layout") }
            if parameters[parameter].isClosure && value.kind != .closureExpr { return decline("'\(parameters[parameter].label ?? "_")' is not a closure written here", "content") }
            moved.append((parameters[parameter].label ?? "_", value, parameters[parameter].isClosure))
        }
        if kept.contains(where: { $0.isTrailingClosure }) { return decline("a trailing closure would have to move", "layout") }
        let parens = match.node.childTokens.filter { [.leftParen, .rightParen].contains(tree.tokens[$0].kind) }
        guard parens.count == 2 else { return decline("the call's arguments cannot be read", "layout") }
        let open = parens[0], close = parens[1]
        // Comments in the trivia the rewrite drops (between the arguments) would be lost.
        let keptNodes = (kept.compactMap(\.expression) + moved.map(\.value) + (content.isTrailingClosure ? [] : [contentClosure]))
        if DataMigration.droppedTriviaHasComment(tree, from: open, through: close, keeping: keptNodes) {
            return decline("a comment between the arguments would be lost", "comment-in-arguments")
        }
        let keptText = kept.map { argument -> String in
            let value = argument.expression.map { tree.text(of: $0) } ?? ""
            return (argument.label.map { $0 + ": " } ?? "") + value
        }.joined(separator: ", ")
        let parenText = keptText.isEmpty ? "" : "(" + keptText + ")"
        // The closures behind the content.
        let unit = Rewriting.indentationUnit(tree)
        let closingBrace = contentClosure.endToken - 1
        let contentIsOneLine = !tree.tokens[closingBrace].isAtStartOfLine
        var closingIndent = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[closingBrace].textStart))
        // A content closure that was an argument on lines of its own (`content: {` ... `}`)
        // moves out to the call's level: `Section {` has its body one level in.
        var closureText = tree.text(of: contentClosure)
        if !content.isTrailingClosure && !contentIsOneLine {
            let callIndent = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: match.node))
            guard let moved = Rewriting.reindent(closureText, from: Rewriting.baseIndentation(of: contentClosure, tree), to: callIndent) else {
                return decline("the content spans lines that are not indented under its first one", "layout")
            }
            closureText = moved
            closingIndent = callIndent
        }
        var tail = ""
        for item in moved {
            let text = tree.text(of: item.value)
            if item.isClosure {
                tail += " \(item.label): " + text
            } else if contentIsOneLine && !text.contains("\n") {
                tail += " \(item.label): { \(text) }"
            } else {
                guard let body = Rewriting.reindent(text, from: Rewriting.baseIndentation(of: item.value, tree), to: closingIndent + unit) else {
                    return decline("'\(item.label):' spans lines that are not indented under its first one", "layout")
                }
                tail += " \(item.label): {\n\(closingIndent)\(unit)\(body)\n\(closingIndent)}"
            }
        }
        let parenStart = Int(tree.tokens[open].textStart)
        let parenEnd = Int(tree.tokens[close].textEnd)
        if content.isTrailingClosure {
            let end = tree.endOffset(of: contentClosure)
            // `)` then `{` on the next line: `Section {` on one line, not `Section` alone.
            let braceStart = tree.startOffset(of: contentClosure)
            if tree.tokens[contentClosure.firstToken].isAtStartOfLine, !Rewriting.containsComment(tree, parenEnd, braceStart) {
                return .edits([
                    Edit(start: parenStart, end: braceStart, replacement: parenText + " ", pass: name, site: site),
                    Edit(start: end, end: end, replacement: tail, pass: name, site: site),
                ])
            }
            // `Section(header: H){`: `Section {`, not `Section{`.
            let gap = braceStart == parenEnd && parenText.isEmpty ? " " : ""
            return .edits([
                Edit(start: parenStart, end: parenEnd, replacement: parenText + gap, pass: name, site: site),
                Edit(start: end, end: end, replacement: tail, pass: name, site: site),
            ])
        }
        // The content was an argument: it becomes the trailing closure.
        return .edits([Edit(start: parenStart, end: parenEnd, replacement: parenText + " " + closureText + tail, pass: name, site: site)])
    }

    /// Whether trivia that a rewrite of the tokens `first...last` drops holds a comment:
    /// all trivia in that range except what lies inside one of the `keeping` nodes.
    static func droppedTriviaHasComment(_ tree: SyntaxTree, from first: Int, through last: Int, keeping: [Node]) -> Bool {
        for index in first...last {
            let token = tree.tokens[index]
            let inside = keeping.first { index >= $0.firstToken && index < $0.endToken }
            let leadingKept = inside.map { index > $0.firstToken } ?? false
            let trailingKept = inside.map { index < $0.endToken - 1 } ?? false
            if index > first, !leadingKept, Rewriting.triviaHasComment(tree.bytes, Int(token.start), Int(token.textStart)) { return true }
            if index < last, !trailingKept, Rewriting.triviaHasComment(tree.bytes, Int(token.textEnd), Int(token.end)) { return true }
        }
        return false
    }

    // MARK: argument-to-modifier

    /// `ScrollView(.horizontal, showsIndicators: false) { C }` →
    /// `ScrollView(.horizontal) { C }.scrollIndicators(.hidden)`: the argument goes, and the
    /// modifier follows the call (on its own line when the call ends on a line of its own
    /// or the chain continues on the next line).
    func argumentToModifier(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext, site: Int) -> RuleOutcome {
        let tree = source.tree
        let display = quotedDisplays[match.index]
        let label = rule.argument ?? ""
        let modifier = rule.modifier ?? ""
        func decline(_ why: String, _ reason: String) -> RuleOutcome {
            .declined("\(display) is \(file.status) but not rewritten: \(why); rewrite by hand to '\(rule.shown(owner: match.entry.declaration.owner))' and .\(modifier)(_:)", reason: reason)
        }
        guard match.node.kind == .functionCallExpr, let call = FunctionCallView(match.node) else { return decline("it is not called here", "not-a-call") }
        guard let position = match.arguments.firstIndex(where: { $0.label == label && !$0.isTrailingClosure }),
              let value = match.arguments[position].expression, let labelToken = match.arguments[position].labelToken else {
            return decline("'\(label):' is not written in the parentheses", "layout")
        }
        guard let replacement = (rule.values[label] ?? ValueMapping()).replacement(for: value, tree) else {
            return decline("'\(label): \(Rewriting.short(value, tree))' is not a literal", "argument-value")
        }
        // `.scrollIndicators(.never)` already in the chain: the new modifier, written nearer
        // the view, would win over it.
        if let written = Self.chainModifier(named: modifier, after: match.node, tree) {
            return decline("the chain sets .\(modifier)(\(Rewriting.short(written, tree))) already", "duplicate-modifier")
        }
        // The modifier reaches every scrollable view inside, where the argument reached this one.
        if !replacement.isEmpty {
            guard let content = match.arguments.last?.expression, content.kind == .closureExpr else {
                return decline("the content, built elsewhere, may hold a scroll view it would reach", "content")
            }
            if let inner = DataMigration.scrollableInside(content, source, context) {
                return decline(".\(modifier)(...) would also reach the \(inner) inside", "nested-scroll")
            }
        }
        let parenArguments = call.arguments
        let parens = match.node.childTokens.filter { [.leftParen, .rightParen].contains(tree.tokens[$0].kind) }
        guard parens.count == 2, let index = parenArguments.firstIndex(where: { $0.label == labelToken }) else {
            return decline("the call's arguments cannot be read", "layout")
        }
        let argumentNode = parenArguments[index].node
        var removal: Range<Int>
        if parenArguments.count == 1 {
            guard call.trailingClosure != nil else { return decline("the content would be left without a closure", "layout") }
            removal = Int(tree.tokens[parens[0]].textStart)..<Int(tree.tokens[parens[1]].textEnd)
        } else if index > 0 {
            // `, showsIndicators: false` after the previous argument.
            let previous = parenArguments[index - 1].expression.map { tree.endOffset(of: $0) } ?? tree.endOffset(of: parenArguments[index - 1].node)
            removal = previous..<tree.endOffset(of: argumentNode)
        } else {
            removal = Int(tree.tokens[labelToken].textStart)..<tree.startOffset(of: parenArguments[1].node)
        }
        if Rewriting.containsComment(tree, removal.lowerBound, removal.upperBound) {
            return decline("a comment next to '\(label):' would be lost", "comment-in-arguments")
        }
        var edits = [Edit(start: removal.lowerBound, end: removal.upperBound, replacement: "", pass: name, site: site)]
        if !replacement.isEmpty {
            let end = tree.endOffset(of: match.node)
            let last = match.node.endToken - 1
            let next = match.node.endToken
            var insertion = ".\(modifier)(\(replacement))"
            let chainContinues = next < tree.tokens.count && tree.tokens[next].kind == .period
            if chainContinues && tree.tokens[next].isAtStartOfLine {
                // `}` then `.frame(...)` on the next line: the modifier gets a line of its own.
                insertion = "\n" + Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[next].textStart)) + insertion
            } else if !chainContinues && tree.tokens[last].isAtStartOfLine {
                // `}` on a line of its own, nothing after it: the modifier goes below it.
                insertion = "\n" + Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[last].textStart)) + insertion
            }
            edits.append(Edit(start: end, end: end, replacement: insertion, pass: name, site: site))
        }
        return .edits(edits)
    }

    /// The arguments of a modifier of that name applied later in the chain that starts at
    /// `call` (`ScrollView { }.frame(...).scrollIndicators(.never)`), if any.
    static func chainModifier(named name: String, after call: Node, _ tree: SyntaxTree) -> Node? {
        var current = call
        while let parent = current.parent {
            if let member = MemberAccessView(parent), member.base == current {
                if member.name.map({ tree.text(of: $0) }) == name, let applied = parent.parent, applied.kind == .functionCallExpr {
                    return applied.child(.labeledExprList) ?? applied
                }
            } else if !(parent.kind == .functionCallExpr && parent.firstChildNode == current) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// Modifiers whose closures are actions, not views.
    static let actionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "onAppear", "onDisappear", "task", "onChange", "onReceive", "onSubmit",
        "refreshable", "onDelete", "onMove", "onOpenURL", "onContinueUserActivity", "onDrop",
    ]

    /// A closure (or an `action:` argument) that SwiftUI calls as an action: a Button's
    /// action (`action:`, or its trailing closure when the title or `label:` is given
    /// otherwise), or a closure of an event modifier (`.onTapGesture { }`).
    static func isAction(_ node: Node, _ tree: SyntaxTree) -> Bool {
        if node.kind == .labeledExpr { return ArgumentView(node).label.map { tree.text(of: $0) } == "action" }
        guard node.kind == .closureExpr, var call = node.parent else { return false }
        if call.kind == .labeledExpr, let list = call.parent, let outer = list.parent { call = outer }
        guard let view = FunctionCallView(call), let callee = view.calledExpression else { return false }
        if let member = MemberAccessView(callee), let name = member.name {
            return actionModifiers.contains(tree.text(of: name))
        }
        guard callee.kind == .declReferenceExpr, tree.text(of: callee) == "Button", view.trailingClosure == node else { return false }
        let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
        return !labels.contains("action") && (labels.contains(nil) || !view.additionalTrailingClosures.isEmpty)
    }

    /// SwiftUI views that scroll (and so read the scroll indicator setting of their environment).
    static let scrollableViews: Set<String> = ["ScrollView", "List", "Form", "TextEditor", "Table", "OutlineGroup"]

    /// A scrollable view in `content`, or in the declarations of the project's types and of
    /// the members of the enclosing types it names (followed through what they name in
    /// turn): its name, or nil when there is none.
    /// A stored property holding a view the type's callers give it: of a generic parameter
    /// of the type, `AnyView`, or a closure returning one (`@ViewBuilder let content: () -> Content`).
    static func isSuppliedView(_ declaration: Declaration, _ model: SemanticModel) -> Bool {
        guard [.variable, .constant].contains(declaration.kind), !declaration.isComputed, !declaration.isStatic,
              var type = declaration.typeText?.filter({ !$0.isWhitespace }), declaration.parent >= 0 else { return false }
        // `private let headerFactory: HeaderFactory`, with `typealias HeaderFactory = (E) -> Header`
        // in the same type: read the aliased type.
        if let alias = model.members(of: declaration.parent, named: type).map(model.declaration).first(where: { $0.kind == .typealias }),
           let aliased = alias.typeText {
            type = aliased.filter { !$0.isWhitespace }
        }
        if let arrow = type.range(of: "->") { type = String(type[arrow.upperBound...]) }
        while type.hasSuffix("?") || type.hasSuffix("!") || type.hasSuffix(")") { type.removeLast() }
        if type == "AnyView" { return true }
        let owner = model.declaration(declaration.parent)
        guard owner.genericParameters.contains(type) else { return false }
        // `ViewModel: GridItemViewModelProtocol` is a model, not a view: only a parameter
        // constrained to View (or not constrained where the type says) may be one.
        let tree = model.files[owner.file].tree
        var constraints: [String] = []
        for clause in [owner.node.child(.genericParameterClause), owner.node.child(.genericWhereClause)].compactMap({ $0 }) {
            let text = tree.collapsedText(of: clause).filter { !$0.isWhitespace }
            for var part in text.split(whereSeparator: { ",<>".contains($0) }) {
                if part.hasPrefix("where") { part = part.dropFirst(5) }
                if part.hasPrefix(type + ":") { constraints.append(String(part.dropFirst(type.count + 1))) }
            }
        }
        return constraints.isEmpty || constraints.contains { $0.split(separator: "&").contains { ["View", "SwiftUI.View"].contains($0) } }
    }

    static func scrollableInside(_ content: Node, _ source: SourceFile, _ context: PassContext) -> String? {
        let model = context.model
        var visited = Set<Int32>()
        // Only the ScrollView's own type (its content, and the members of that type it names)
        // holds views its callers supply; a view built inside (`CardContainer { ... }`) gets
        // its content here, in sight.
        var queue: [(Node, SourceFile, Bool)] = [(content, source, true)]
        while let (node, file, atSite) = queue.popLast() {
            let tree = file.tree
            var found: String?
            node.walk { inner in
                guard found == nil else { return false }
                // Code that runs on a tap or an event builds no view here (a UIKit controller
                // it presents reads no SwiftUI environment).
                if isAction(inner, tree) { return false }
                guard inner.kind == .declReferenceExpr, let token = inner.childTokens.first else { return true }
                let name = tree.text(of: token)
                if scrollableViews.contains(name) && context.model.projectTypes(named: name, at: inner, in: file).isEmpty {
                    // An inner `ScrollView(showsIndicators: false)` hides its own anyway.
                    if name == "ScrollView", let call = inner.parent, call.kind == .functionCallExpr, call.firstChildNode == inner,
                       FunctionCallView(call)?.arguments.contains(where: { argument in
                           argument.label.map { tree.text(of: $0) } == "showsIndicators" && argument.expression.map { tree.text(of: $0) } == "false"
                       }) == true {
                        return true
                    }
                    found = name
                    return false
                }
                var ids: [Int32] = []
                var ownMembers = false
                if name.first?.isUppercase == true {
                    // A type of the project built here (`Row(...)`, `Row { }`): its body and
                    // the rest of its declaration. `Row.Constants.x` builds nothing.
                    var callee = inner
                    if let parent = inner.parent, parent.kind == .genericSpecializationExpr { callee = parent }
                    if let call = callee.parent, call.kind == .functionCallExpr, call.firstChildNode == callee,
                       let type = model.resolveNominal(name, in: file, at: inner) {
                        ids = [type] + model.extensions(of: .project(type))
                    }
                }
                // A parameter its callers fill (`content` of a ViewModifier's `body(content:)`).
                if atSite, ids.isEmpty, case .found(let local) = TypeResolver.localDeclaration(of: name, at: inner, file: file, model: model, depth: 0),
                   ["Content", "AnyView", "some View", "any View"].contains(local.text) {
                    found = "callers' `\(name)`"
                    return false
                }
                // A property or method of the enclosing types (`header`, `rows()`; also
                // `CollectionsView`, a property named like a type).
                if ids.isEmpty, inner.parent?.kind != .memberAccessExpr || inner.parent?.firstChildNode == inner {
                    // A property or method of the enclosing types (`header`, `rows()`).
                    for frame in model.enclosingDeclarations(of: inner, in: file) {
                        guard let identity = model.typeIdentity(frame) else { continue }
                        ids = TypeResolver.members(name, of: identity, file: file, site: inner, model: context.model)
                        if !ids.isEmpty { ownMembers = true; break }
                    }
                    // A stored view its callers supply (`let content: Content`, a generic
                    // parameter, `AnyView`, or a closure returning one) may scroll.
                    if atSite, ids.contains(where: { isSuppliedView(model.declaration($0), model) }) {
                        found = "callers' `\(name)`"
                        return false
                    }
                }
                for id in ids where visited.insert(id).inserted && visited.count < 400 {
                    let declaration = model.declaration(id)
                    queue.append((declaration.node, model.files[declaration.file], atSite && ownMembers))
                }
                return true
            }
            if let found { return found }
        }
        return nil
    }
}
