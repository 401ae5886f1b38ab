import Foundation
import SwiftCST

/// The edits of a converting family: its classes, its use sites and the imports of the
/// files that declare it.
extension ObservablePlan {
    /// Bytes to delete for an attribute: with the spaces after it, or with its line when it
    /// stands alone on it.
    static func attributeRemoval(_ attribute: Node, _ tree: SyntaxTree) -> (Int, Int) {
        let bytes = tree.bytes
        let start = tree.startOffset(of: attribute)
        let last = tree.tokens[attribute.endToken - 1]
        var lineStart = start
        while lineStart > 0 && (bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9) { lineStart -= 1 }
        let aloneBefore = lineStart == 0 || bytes[lineStart - 1] == 10 || bytes[lineStart - 1] == 13
        var end = Int(last.textEnd)
        while end < bytes.count && (bytes[end] == 32 || bytes[end] == 9) { end += 1 }
        let atLineEnd = end >= bytes.count || bytes[end] == 10 || bytes[end] == 13
        if aloneBefore && atLineEnd {
            if end < bytes.count && bytes[end] == 13 { end += 1 }
            if end < bytes.count && bytes[end] == 10 { end += 1 }
            return (lineStart, end)
        }
        return (start, end)
    }

    /// `@Observable` on the class, the conformance gone, `@Published` dropped, and
    /// `@ObservationIgnored` only where the macro cannot track a stored property: `lazy`
    /// and property-wrapped ones. Every other stored property is tracked, as in Apple's
    /// migration guide.
    func classEdits(_ member: Member, isRoot: Bool, into edits: inout [Int: [Edit]]) {
        let declaration = model.declaration(member.id)
        let f = declaration.file
        let tree = self.tree(f)
        let pass = ObservablePlan.pass
        let site = tree.startOffset(of: declaration.node)
        guard let view = DeclarationView(declaration.node) else { return }
        if member.addsMacro {
            let indent = Rewriting.lineIndentation(tree.bytes, at: site)
            edits[f, default: []].append(Edit(start: site, end: site, replacement: "@Observable\n" + indent, pass: pass, site: site))
        }
        if isRoot {
            if let inherited = member.conformance, let clause = inherited.parent {
                let types = clause.children(.inheritedType)
                if types.count == 1 {
                    // `: ObservableObject` goes; the space before `{` stays.
                    let colon = clause.childTokens.first!
                    edits[f, default: []].append(Edit(start: Int(tree.tokens[colon].textStart), end: tree.endOffset(of: inherited.childNodes.first!),
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
                let (start, end) = EntryPlan.deletionRange(of: extensionDeclaration.node, in: self.tree(extensionDeclaration.file))
                edits[extensionDeclaration.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: -1))
            }
        }
        guard member.addsMacro else { return }
        for node in view.members where node.kind == .variableDecl {
            guard let memberView = DeclarationView(node) else { continue }
            let attributes = memberView.attributes
            let names = attributes.map { ObservablePlan.attributeName($0, tree) }
            let modifiers = memberView.modifiers.map { tree.text(of: $0) }
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if let published = attributes.first(where: { ObservablePlan.attributeName($0, tree) == "Published" }) {
                let (start, end) = ObservablePlan.attributeRemoval(published, tree)
                edits[f, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: site))
                continue
            }
            if memberView.keyword.map({ tree.text(of: $0) }) == "let" || names.contains("ObservationIgnored") { continue }
            guard node.children(.patternBinding).contains(where: { ObservablePlan.isStored($0, tree) }) else { continue }
            let wrapped = names.contains { isPropertyWrapper($0, at: node, f) }
            guard modifiers.contains("lazy") || wrapped else { continue }
            let start = tree.startOffset(of: node)
            edits[f, default: []].append(Edit(start: start, end: start, replacement: "@ObservationIgnored ", pass: pass, site: site))
        }
    }

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

    /// The insertion of `@Bindable var m = m` lines before the member's first statement.
    func bindableEdit(_ insertion: Insertion) -> Result<Edit, Problem> {
        let tree = self.tree(insertion.file)
        let member = insertion.member
        let names = insertion.names.map { "'$\($0)'" }.joined(separator: ", ")
        var block: Node?
        var isBuilder = false
        if let view = DeclarationView(member) {
            let attributes = view.attributes.map { ObservablePlan.attributeName($0, tree) }
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
            edits[site.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: text, pass: pass, site: siteOffset))
        }
        switch site.kind {
        case .stateObject:
            // Only sites whose object is plain to create get here (see `work(creating:)`).
            replaceName("State")
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = self.tree(use.file)
                let callee = view.calledExpression!
                // `.init(wrappedValue:)` is State's too.
                if ObservablePlan.isImplicitInit(callee, useTree) { continue }
                edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: callee), end: useTree.endOffset(of: callee), replacement: "State", pass: pass, site: siteOffset))
                let label = view.arguments[0].label!
                edits[use.file, default: []].append(Edit(start: Int(useTree.tokens[label].textStart), end: Int(useTree.tokens[label].textEnd), replacement: "initialValue", pass: pass, site: siteOffset))
            }
        case .observedObject:
            if site.bindable {
                replaceName("Bindable")
            } else {
                let (start, end) = ObservablePlan.attributeRemoval(site.attribute, tree)
                edits[site.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: siteOffset))
            }
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = self.tree(use.file)
                let callee = view.calledExpression!
                if site.bindable {
                    if ObservablePlan.isImplicitInit(callee, useTree) { continue }
                    edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: callee), end: useTree.endOffset(of: callee), replacement: "Bindable", pass: pass, site: siteOffset))
                } else {
                    // `_m = ObservedObject(wrappedValue: e)` → `self.m = e`.
                    let nameNode = use.node
                    let nameToken = nameNode.kind == .memberAccessExpr ? MemberAccessView(nameNode)!.name! : nameNode.firstToken
                    let isQualified = nameNode.kind == .memberAccessExpr
                    edits[use.file, default: []].append(Edit(start: Int(useTree.tokens[nameToken].textStart), end: Int(useTree.tokens[nameToken].textEnd),
                                                             replacement: isQualified ? site.name : "self." + site.name, pass: pass, site: siteOffset))
                    let value = view.arguments[0].expression!
                    edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: call), end: useTree.startOffset(of: value), replacement: "", pass: pass, site: siteOffset))
                    edits[use.file, default: []].append(Edit(start: useTree.endOffset(of: value), end: useTree.endOffset(of: call), replacement: "", pass: pass, site: siteOffset))
                }
            }
        case .environmentObject:
            replaceName("Environment(\(site.typeText).self)")
            // `: X` goes; the wrapper names the type.
            if let binding = site.declaration.child(.patternBinding), let annotation = binding.child(.typeAnnotation) {
                edits[site.file, default: []].append(Edit(start: tree.startOffset(of: annotation), end: tree.endOffset(of: annotation), replacement: "", pass: pass, site: siteOffset))
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

    // MARK: Imports

    /// `import` declarations at file level: top level, or inside `#if` blocks at top level.
    static func fileImports(_ tree: SyntaxTree) -> [Node] {
        var result: [Node] = []
        func collect(_ node: Node) {
            for child in node.childNodes {
                switch child.kind {
                case .importDecl: result.append(child)
                case .ifConfigDecl, .ifConfigClause: collect(child)
                default: break
                }
            }
        }
        collect(tree.root)
        return result
    }

    /// `import Observation` where a file declares a converted class and does not import
    /// SwiftUI (which re-exports Observation) or Observation at top level; `import Combine`
    /// removed where nothing Combine-like remains. The new import goes with the other
    /// imports: among sorted top-level ones, after the last top-level one, or next to the
    /// imports of the `#if` clause that holds the class — never above a file-wide `#if`.
    func importEdits(_ f: Int, removed: [Edit], into fileEdits: inout [Int: [Edit]]) {
        let tree = self.tree(f)
        let pass = ObservablePlan.pass
        let imports = tree.root.childNodes.filter { $0.kind == .importDecl }
        func module(_ node: Node) -> String {
            let kinds: Set<String> = ["import", "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
            return node.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }.filter { !kinds.contains($0) }.joined(separator: ".")
        }
        let topLevel = Set(imports.map { module($0).split(separator: ".").first.map(String.init) ?? "" })
        // The classes that get `@Observable` here, and whether each sees SwiftUI or
        // Observation: imported at top level, or in an `#if` clause around it.
        if macroClassNodesByFile == nil {
            // Gathered once for every file (gathering per file was quadratic in the classes).
            var byFile: [Int: [Node]] = [:]
            for member in families.flatMap(\.members) where member.addsMacro {
                byFile[model.declaration(member.id).file, default: []].append(model.declaration(member.id).node)
            }
            macroClassNodesByFile = byFile
        }
        let classNodes = macroClassNodesByFile?[f] ?? []
        let needsObservation = !topLevel.contains("SwiftUI") && !topLevel.contains("Observation") && !classNodes.allSatisfy { node in
            node.ancestors.contains { $0.kind == .ifConfigClause && importsObservation(in: $0, tree) }
        }
        var combineImport: Node?
        for node in imports where module(node) == "Combine" && DeclarationView(node)?.attributes.isEmpty == true { combineImport = node }
        var removeCombine = false
        if let combineImport {
            // Nothing Combine-like may remain once our edits are applied.
            let deleted = removed.filter { $0.replacement.isEmpty }.map { $0.start..<$0.end }
            removeCombine = true
            for (i, token) in tree.tokens.enumerated() where token.kind == .identifier {
                let start = Int(token.textStart)
                if start >= tree.startOffset(of: combineImport) && start < tree.endOffset(of: combineImport) { continue }
                if deleted.contains(where: { $0.contains(start) }) { continue }
                let text = tree.text(of: i)
                if ObservablePlan.combineNames.contains(text) || text.hasSuffix("Subject") || text.hasSuffix("Publisher") || text.hasSuffix("Publishers")
                    || text.hasSuffix("Cancellable") || (text.hasPrefix("$") && text.count > 1 && !(text.dropFirst().first?.isNumber ?? true)) {
                    removeCombine = false
                    break
                }
            }
        }
        if removeCombine, let combineImport {
            let (start, end) = ObservablePlan.lineRange(of: combineImport, tree)
            if needsObservation {
                let token = combineImport.childTokens.last!
                fileEdits[f, default: []].append(Edit(start: Int(tree.tokens[token].textStart), end: Int(tree.tokens[token].textEnd), replacement: "Observation", pass: pass, site: -1))
            } else {
                fileEdits[f, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: -1))
            }
            return
        }
        guard needsObservation else { return }
        // Nested imports (`#if os(iOS) import UIKit #endif`) may already bring Observation.
        let nested = ObservablePlan.fileImports(tree).filter { $0.parent?.kind == .ifConfigClause }
        func insert(after node: Node) {
            let end = tree.endOffset(of: node)
            fileEdits[f, default: []].append(Edit(start: end, end: end, replacement: "\n" + Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: node)) + "import Observation",
                                                  pass: pass, site: -1))
        }
        if !imports.isEmpty {
            // Sorted imports stay sorted; otherwise the new one goes last.
            let plain = imports.filter { DeclarationView($0)?.attributes.isEmpty == true }
            let names = plain.map { module($0).lowercased() }
            if plain.count == imports.count, names.count > 1, names == names.sorted(),
               let next = plain.first(where: { module($0).lowercased() > "observation" }) {
                let start = tree.startOffset(of: next)
                fileEdits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n" + Rewriting.lineIndentation(tree.bytes, at: start),
                                                      pass: pass, site: -1))
            } else {
                insert(after: imports.last!)
            }
            return
        }
        // The `#if` clauses that hold this file's converted classes.
        func clause(of node: Node) -> Node? {
            var current = node.parent
            while let n = current {
                if n.kind == .ifConfigClause { return n }
                current = n.parent
            }
            return nil
        }
        if !nested.isEmpty {
            // Next to the imports of the clause that holds the class; or after the `#endif` of
            // the block holding the last import.
            for classNode in classNodes {
                if let holder = clause(of: classNode), let last = nested.last(where: { $0.parent == holder }) {
                    if importsObservation(in: holder, tree) { return }
                    insert(after: last)
                    return
                }
            }
            var block = nested.last!
            while let parent = block.parent, parent != tree.root { block = parent }
            insert(after: block)
            return
        }
        // No imports at all: first in the clause that holds the class, or first in the file.
        var first = tree.root.childNodes.first { !$0.isEmpty }
        if let classNode = classNodes.first, let holder = clause(of: classNode), holder.parent?.parent == tree.root {
            first = holder.childNodes.dropFirst().first { !$0.isEmpty }
        }
        guard let first else { return }
        let start = tree.startOffset(of: first)
        // `@Observable` may be inserted at the same place: one edit, the import first.
        if let i = fileEdits[f]?.firstIndex(where: { $0.start == start && $0.end == start }) {
            fileEdits[f]![i].replacement = Array("import Observation\n\n".utf8) + fileEdits[f]![i].replacement
        } else {
            fileEdits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n\n", pass: pass, site: -1))
        }
    }

    /// Whether an `#if` clause imports SwiftUI or Observation itself.
    func importsObservation(in clause: Node, _ tree: SyntaxTree) -> Bool {
        clause.childNodes.contains { node in
            node.kind == .importDecl && node.childTokens.contains { ["SwiftUI", "Observation"].contains(tree.text(of: $0)) }
        }
    }

    static let combineNames: Set<String> = [
        "Combine", "AnyCancellable", "Cancellable", "Published", "ObservableObject", "AnyPublisher", "Just", "Future",
        "Deferred", "Publishers", "Subscribers", "sink", "assign", "store", "eraseToAnyPublisher", "objectWillChange",
        "receive", "debounce", "throttle", "removeDuplicates", "publisher", "onReceive",
    ]

    /// The declaration's whole line(s), newline included.
    static func lineRange(of node: Node, _ tree: SyntaxTree) -> (Int, Int) {
        let bytes = tree.bytes
        var start = tree.startOffset(of: node)
        while start > 0 && bytes[start - 1] != 10 && bytes[start - 1] != 13 { start -= 1 }
        var end = tree.endOffset(of: node)
        while end < bytes.count && bytes[end] != 10 && bytes[end] != 13 { end += 1 }
        if end < bytes.count && bytes[end] == 13 { end += 1 }
        if end < bytes.count && bytes[end] == 10 { end += 1 }
        return (start, end)
    }
}
