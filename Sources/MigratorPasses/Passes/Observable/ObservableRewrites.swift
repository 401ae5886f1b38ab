import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
    /// `@Bindable var m = m` lines to insert first in a member that uses `$m.prop`.
    struct Insertion {
        var file: Int
        var member: Node
        var names: [String]
        var site: Int
    }

    struct Problem: Error {
        var reason: String
        var message: String
    }
}

/// How each part of a converting family is written: its classes (`@Observable`, the
/// conformance and `@Published` gone, `@ObservationIgnored` where the macro cannot track),
/// its use sites (`@State`, `@Bindable` or a plain `var`, `@Environment(X.self)`, the
/// `_m = StateObject(...)` assignments) and `@Bindable var m = m` lines.
extension ObservablePlan.Scope {
    // The plan's types, by the names the phases declared inside it use.
    typealias Member = ObservablePlan.Member
    typealias Site = ObservablePlan.Site
    typealias ProjectionUse = ObservablePlan.ProjectionUse
    typealias Insertion = ObservablePlan.Insertion
    typealias Problem = ObservablePlan.Problem

    /// `@Observable` on the class, the conformance gone, `@Published` dropped, and
    /// `@ObservationIgnored` only where the macro cannot track a stored property: `lazy`
    /// and property-wrapped ones, and ones nonisolated code of a main actor-isolated class
    /// uses (`ObservableIsolation.swift`). Every other stored property is tracked, as in
    /// Apple's migration guide.
    /// Where an attribute goes for a declaration at `offset`: above the comment lines right
    /// above it that direct a linter at the next line (`// swiftlint:disable:next rule`).
    static func aboveNextLineDirectives(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var lineStart = offset
        while lineStart > 0 && bytes[lineStart - 1] != 10 { lineStart -= 1 }
        guard bytes[lineStart..<offset].allSatisfy({ $0 == 32 || $0 == 9 }) else { return offset }
        var result = offset
        while lineStart > 0 {
            var previous = lineStart - 1
            while previous > 0 && bytes[previous - 1] != 10 { previous -= 1 }
            let line = String(decoding: bytes[previous..<(lineStart - 1)], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("//"), line.contains("disable:next") || line.contains("disable-next-line") else { break }
            result = previous
            while bytes[result] == 32 || bytes[result] == 9 { result += 1 }
            lineStart = previous
        }
        return result
    }

    func classEdits(_ member: Member, isRoot: Bool, into edits: inout [Int: [Edit]]) {
        let declaration = model.declaration(member.id)
        let f = declaration.file
        let tree = self.tree(f)
        let pass = ObservablePlan.pass
        let site = tree.startOffset(of: declaration.node)
        guard let view = DeclarationView(declaration.node) else { return }
        if member.addsMacro {
            let indent = Rewriting.lineIndentation(tree.bytes, at: site)
            // Above a `// swiftlint:disable:next ...` line, which must stay right above the class.
            let at = Self.aboveNextLineDirectives(site, tree.bytes)
            edits[f, default: []].append(Edit(start: at, end: at, replacement: (member.qualifiesMacro ? "@Observation.Observable\n" : "@Observable\n") + indent,
                                              pass: pass, site: site))
        }
        if isRoot {
            if let inherited = member.conformance, let clause = inherited.parent {
                let types = clause.children(.inheritedType)
                if types.count == 1 {
                    // `: ObservableObject` goes, with spaces before it (`class X : ObservableObject {`);
                    // the space before `{` stays.
                    let colon = clause.childTokens.first!
                    var start = Int(tree.tokens[colon].textStart)
                    let previousEnd = Int(tree.tokens[colon - 1].textEnd)
                    if tree.bytes[previousEnd..<start].allSatisfy({ $0 == 32 || $0 == 9 }) { start = previousEnd }
                    edits[f, default: []].append(Edit(start: start, end: tree.endOffset(of: inherited.childNodes.first!),
                                                      replacement: "", pass: pass, site: site))
                } else if let position = types.firstIndex(of: inherited) {
                    if position == 0 {
                        edits[f, default: []].append(Edit(start: tree.startOffset(of: inherited), end: tree.startOffset(of: types[1]),
                                                          replacement: "", pass: pass, site: site))
                    } else {
                        let previousEnd = tree.endOffset(of: types[position - 1].childNodes.first!)
                        edits[f, default: []].append(Edit(start: previousEnd, end: tree.endOffset(of: inherited.childNodes.first!),
                                                          replacement: "", pass: pass, site: site))
                    }
                }
            } else if let ext = member.conformanceExtension {
                let extensionDeclaration = model.declaration(ext)
                let range = Rewriting.deletion(of: extensionDeclaration.node, in: self.tree(extensionDeclaration.file), .declaration)
                edits[extensionDeclaration.file, default: []].append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: pass, site: -1))
            }
        }
        guard member.addsMacro else { return }
        for node in view.members where node.kind == .variableDecl {
            guard let memberView = DeclarationView(node) else { continue }
            let attributes = memberView.attributes
            let names = attributes.map { SyntaxFacts.attributeName($0, tree) }
            let modifiers = memberView.modifiers.map { tree.text(of: $0) }
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if let published = attributes.first(where: { SyntaxFacts.attributeName($0, tree) == "Published" }) {
                let (start, end) = Rewriting.attributeRemoval(published, tree)
                edits[f, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: site))
                continue
            }
            if memberView.keyword.map({ tree.text(of: $0) }) == "let" || names.contains("ObservationIgnored") { continue }
            guard node.children(.patternBinding).contains(where: { ObservablePlan.Scope.isStored($0, tree) }) else { continue }
            let wrapped = names.contains { isPropertyWrapper($0, at: node, f) }
            let usedWhereNonisolated = node.children(.patternBinding).contains { binding in
                binding.child(.identifierPattern).map { member.isolationIgnored.contains(tree.text(of: $0)) } ?? false
            }
            guard modifiers.contains("lazy") || wrapped || usedWhereNonisolated else { continue }
            let start = tree.startOffset(of: node)
            edits[f, default: []].append(Edit(start: start, end: start, replacement: "@ObservationIgnored ", pass: pass, site: site))
        }
    }

    /// The insertion of `@Bindable var m = m` lines before the member's first statement.
    func bindableEdit(_ insertion: Insertion) -> Result<Edit, Problem> {
        let tree = self.tree(insertion.file)
        let member = insertion.member
        let names = insertion.names.map { "'$\($0)'" }.joined(separator: ", ")
        var block: Node?
        var isBuilder = false
        if let view = DeclarationView(member) {
            let attributes = view.attributes.map { SyntaxFacts.attributeName($0, tree) }
            isBuilder = attributes.contains("ViewBuilder")
            switch member.kind {
            case .variableDecl:
                if let binding = member.child(.patternBinding), let accessors = binding.child(.accessorBlock) {
                    let pattern = binding.childNodes.first.map { tree.text(of: $0) }
                    isBuilder = isBuilder || pattern == "body"
                    let list = accessors.children(.accessorDecl)
                    if list.isEmpty {
                        block = accessors
                    } else if let getter = list.first(where: { $0.childTokens.first.map { tree.text(of: $0) } == "get" }) {
                        block = getter.child(.codeBlock)
                    }
                }
            case .functionDecl:
                isBuilder = isBuilder || view.name.map { tree.text(of: $0) } == "body"
                block = member.child(.codeBlock)
            default:
                break
            }
        }
        guard let block, let first = block.childNodes.first else {
            return .failure(Problem(reason: "unsupported-shape", message: "\(names) is used where '@Bindable var' cannot be declared first (only in properties and functions)"))
        }
        let statements = block.childNodes
        if !isBuilder && statements.count == 1 && ![.returnStmt, .variableDecl, .ifExpr, .guardStmt, .forStmt, .switchExpr, .doStmt].contains(first.kind) {
            return .failure(Problem(reason: "unsupported-shape", message: "\(names) is used in a single-expression member that is not a view builder; declaring '@Bindable var' first would drop its implicit return"))
        }
        if case .declarations(let found) = model.lookupType("Bindable", in: source(insertion.file), at: first), let clash = found.first {
            return .failure(Problem(reason: "name-clash", message: "the project's own type \(described(clash)) is what '@Bindable' would mean where \(names) is used, not SwiftUI's"))
        }
        let start = tree.startOffset(of: first)
        let lines = insertion.names.map { "@Bindable var \($0) = \($0)" }
        let replacement: String
        if tree.tokens[first.firstToken].isAtStartOfLine {
            let indent = Rewriting.lineIndentation(tree.bytes, at: start)
            replacement = lines.map { $0 + "\n" + indent }.joined()
        } else {
            replacement = lines.map { $0 + "; " }.joined()
        }
        return .success(Edit(start: start, end: start, replacement: replacement, pass: ObservablePlan.pass, site: insertion.site))
    }

    /// The edits of one use site: the wrapper renamed or removed, `_m = StateObject(...)`
    /// assignments, `@Bindable` insertions for environment objects.
    func siteEdits(_ site: Site, uses: [ProjectionUse], underscores: [ProjectionUse], into edits: inout [Int: [Edit]], insertions: inout [Insertion]) {
        let tree = self.tree(site.file)
        let pass = ObservablePlan.pass
        let siteOffset = tree.startOffset(of: site.declaration)
        let nameToken = site.attribute.childTokens[1]
        let token = tree.tokens[nameToken]
        func replaceName(_ text: String) {
            edits[site.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd),
                                                      replacement: (site.qualified ? "SwiftUI." : "") + text, pass: pass, site: siteOffset))
        }
        switch site.kind {
        case .stateObject:
            // Only sites whose object is plain to create get here (see `work(creating:)`), or
            // private ones holding an object that exists already, which become `private let`.
            if site.constant, let keyword = site.declaration.childTokens.first(where: { tree.text(of: $0) == "var" }) {
                let (start, end) = Rewriting.attributeRemoval(site.attribute, tree)
                edits[site.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: siteOffset))
                let t = tree.tokens[keyword]
                edits[site.file, default: []].append(Edit(start: Int(t.textStart), end: Int(t.textEnd), replacement: "let", pass: pass, site: siteOffset))
                break
            }
            replaceName("State")
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = self.tree(use.file)
                let callee = view.calledExpression!
                // `.init(wrappedValue:)` is State's too.
                if ObservablePlan.Scope.isImplicitInit(callee, useTree) { continue }
                edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: callee), end: useTree.endOffset(of: callee), replacement: "State", pass: pass, site: siteOffset))
                let label = view.arguments[0].label!
                edits[use.file, default: []].append(Edit(start: Int(useTree.tokens[label].textStart), end: Int(useTree.tokens[label].textEnd), replacement: "initialValue", pass: pass, site: siteOffset))
                // Lines aligned with the argument move with it: `State(initialValue:` is
                // shorter than `StateObject(wrappedValue:`.
                let labelStart = Int(useTree.tokens[label].textStart)
                let sameLine = useTree.location(of: useTree.startOffset(of: callee)).line == useTree.location(of: labelStart).line
                let delta = (sameLine ? useTree.text(of: callee).count - "State".count : 0) + useTree.text(of: label).count - "initialValue".count
                let column = labelStart - (useTree.bytes[..<labelStart].lastIndex(of: 10).map { $0 + 1 } ?? 0)
                edits[use.file, default: []] += Rewriting.alignmentEdits(in: labelStart..<useTree.endOffset(of: call), from: column, shorterBy: delta,
                                                                         useTree.bytes, pass: pass, site: siteOffset)
            }
        case .observedObject:
            if site.bindable {
                replaceName("Bindable")
            } else {
                let (start, end) = Rewriting.attributeRemoval(site.attribute, tree)
                edits[site.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: siteOffset))
                if site.constant, let keyword = site.declaration.childTokens.first(where: { tree.text(of: $0) == "var" }) {
                    let t = tree.tokens[keyword]
                    edits[site.file, default: []].append(Edit(start: Int(t.textStart), end: Int(t.textEnd), replacement: "let", pass: pass, site: siteOffset))
                }
            }
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = self.tree(use.file)
                let callee = view.calledExpression!
                if site.bindable {
                    // Bindable has `init(wrappedValue:)`, no `initialValue:`.
                    let label = view.arguments[0].label!
                    if useTree.text(of: label) == "initialValue" {
                        edits[use.file, default: []].append(Edit(start: Int(useTree.tokens[label].textStart), end: Int(useTree.tokens[label].textEnd),
                                                                 replacement: "wrappedValue", pass: pass, site: siteOffset))
                    }
                    if ObservablePlan.Scope.isImplicitInit(callee, useTree) { continue }
                    edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: callee), end: useTree.endOffset(of: callee), replacement: "Bindable", pass: pass, site: siteOffset))
                } else {
                    // `_m = ObservedObject(wrappedValue: e)` → `self.m = e`.
                    edits[use.file, default: []].append(contentsOf: unwrappingEdits(use, call: call, name: site.name, site: siteOffset))
                }
            }
        case .environmentObject:
            replaceName("Environment(\(site.typeText).self)")
            // `: X` goes; the wrapper names the type.
            if let binding = site.declaration.child(.patternBinding), let annotation = binding.child(.typeAnnotation) {
                // With the spaces before it (`var m : Model`).
                var start = tree.startOffset(of: annotation)
                while start > 0, [32, 9].contains(tree.bytes[start - 1]) { start -= 1 }
                edits[site.file, default: []].append(Edit(start: start, end: tree.endOffset(of: annotation), replacement: "", pass: pass, site: siteOffset))
            }
            // `@Bindable var m = m` first in every member that uses `$m.prop`.
            for use in uses where use.memberAccess {
                guard let member = use.member else { continue }
                if let i = insertions.firstIndex(where: { $0.file == use.file && $0.member == member }) {
                    if !insertions[i].names.contains(site.name) { insertions[i].names.append(site.name) }
                } else {
                    insertions.append(Insertion(file: use.file, member: member, names: [site.name], site: siteOffset))
                }
            }
        }
    }
}
