import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
    /// Phase 5: the converting families' edits, with one `@Bindable var m = m` line per
    /// member however many families need it there, and the imports of the files where
    /// `@Observable` is written (`import Observation` where nothing brings it,
    /// `import Combine` gone where nothing Combine-like remains).
    struct Edits: MeaningsReader {
        let meanings: Meanings
        /// The edits by file, unsorted.
        private(set) var edits: [Int: [Edit]]

        init(_ meanings: Meanings, decisions: Decisions) {
            self.meanings = meanings
            self.edits = decisions.fileEdits
            insertBindables(decisions.familyInsertions, blocks: decisions.blocks)
            // The classes that get `@Observable`, by file, gathered once (gathering them per
            // file was quadratic in the classes).
            var macroClassNodes: [Int: [Node]] = [:]
            for member in meanings.families.flatMap(\.members) where member.addsMacro {
                let declaration = meanings.model.declaration(member.id)
                macroClassNodes[declaration.file, default: []].append(declaration.node)
            }
            // Imports in files where `@Observable` is written.
            for (f, converted) in decisions.classFiles {
                let before = edits[f]?.count ?? 0
                importEdits(f, removed: edits[f] ?? [], classNodes: macroClassNodes[f] ?? [])
                // Whether Combine can go depends on every family converted in the file.
                let units = converted.sorted().map(unit)
                for i in before..<(edits[f]?.count ?? 0) { edits[f]![i].units = units }
            }
        }

        /// One `@Bindable var m = m` insertion per member, with the names of every converting
        /// family that needs one there (separate insertions at one place would collide).
        mutating func insertBindables(_ familyInsertions: [Int: [Insertion]], blocks: Blocks) {
            var merged: [(insertion: Insertion, families: Set<Int>)] = []
            var mergedIndex: [Node: Int] = [:]  // by member (a node names its tree, so its file)
            for family in familyInsertions.keys.sorted() where blocks.isEmpty(family) {
                for insertion in familyInsertions[family] ?? [] {
                    if let i = mergedIndex[insertion.member] {
                        for name in insertion.names where !merged[i].insertion.names.contains(name) { merged[i].insertion.names.append(name) }
                        merged[i].families.insert(family)
                    } else {
                        mergedIndex[insertion.member] = merged.count
                        merged.append((insertion, [family]))
                    }
                }
            }
            for (insertion, owners) in merged {
                guard case .success(var edit) = scope.bindableEdit(insertion) else { continue }
                edit.units = owners.sorted().map(unit)
                edits[insertion.file, default: []].append(edit)
            }
        }

        /// `import Observation` where a file declares a converted class and does not import
        /// SwiftUI (which re-exports Observation) or Observation at top level; `import Combine`
        /// removed where nothing Combine-like remains (`removed`: the file's edits so far;
        /// `classNodes`: the classes that get `@Observable` in the file).
        mutating func importEdits(_ f: Int, removed: [Edit], classNodes: [Node]) {
            let tree = self.tree(f)
            let pass = ObservablePlan.pass
            let imports = tree.root.childNodes.filter { $0.kind == .importDecl }
            let topLevel = Set(imports.map { Self.module($0, tree).split(separator: ".").first.map(String.init) ?? "" })
            // The classes that get `@Observable` here, and whether each sees SwiftUI or
            // Observation: imported at top level, or in an `#if` clause around it.
            let needsObservation = !topLevel.contains("SwiftUI") && !topLevel.contains("Observation") && !classNodes.allSatisfy { node in
                node.ancestors.contains { $0.kind == .ifConfigClause && Self.importsObservation(in: $0, tree) }
            }
            var combineImport: Node?
            for node in imports where Self.module(node, tree) == "Combine" && DeclarationView(node)?.attributes.isEmpty == true { combineImport = node }
            if let combineImport, Self.combineCanGo(combineImport, tree, removed: removed) {
                let range = Rewriting.deletion(of: combineImport, in: tree, .lines)
                let (start, end) = (range.lowerBound, range.upperBound)
                if needsObservation {
                    let token = combineImport.childTokens.last!
                    edits[f, default: []].append(Edit(start: Int(tree.tokens[token].textStart), end: Int(tree.tokens[token].textEnd), replacement: "Observation", pass: pass, site: -1))
                } else {
                    edits[f, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: -1))
                }
                return
            }
            guard needsObservation else { return }
            insertObservationImport(f, imports: imports, classNodes: classNodes)
        }

        /// Whether nothing Combine-like remains once the file's deletions are applied.
        static func combineCanGo(_ combineImport: Node, _ tree: SyntaxTree, removed: [Edit]) -> Bool {
            let deleted = removed.filter { $0.replacement.isEmpty }.map { $0.start..<$0.end }
            for (i, token) in tree.tokens.enumerated() where token.kind == .identifier {
                let start = Int(token.textStart)
                if start >= tree.startOffset(of: combineImport) && start < tree.endOffset(of: combineImport) { continue }
                if deleted.contains(where: { $0.contains(start) }) { continue }
                let text = tree.text(of: i)
                if combineNames.contains(text) || text.hasSuffix("Subject") || text.hasSuffix("Publisher") || text.hasSuffix("Publishers")
                    || text.hasSuffix("Cancellable") || (text.hasPrefix("$") && text.count > 1 && !(text.dropFirst().first?.isNumber ?? true)) {
                    return false
                }
            }
            return true
        }

        /// The new import goes with the other imports: among sorted top-level ones, after
        /// the last top-level one, or next to the imports of the `#if` clause that holds the
        /// class — never above a file-wide `#if`.
        mutating func insertObservationImport(_ f: Int, imports: [Node], classNodes: [Node]) {
            let tree = self.tree(f)
            let pass = ObservablePlan.pass
            // Nested imports (`#if os(iOS) import UIKit #endif`) may already bring Observation.
            let nested = Self.fileImports(tree).filter { $0.parent?.kind == .ifConfigClause }
            var edits = self.edits
            defer { self.edits = edits }
            func insert(after node: Node) {
                // After the line's trailing spaces and comment (`import CoreData // Storage`).
                var end = tree.endOffset(of: node)
                var lineEnd = end
                while lineEnd < tree.bytes.count, tree.bytes[lineEnd] != 10, tree.bytes[lineEnd] != 13 { lineEnd += 1 }
                let rest = String(decoding: tree.bytes[end..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
                if rest.isEmpty || rest.hasPrefix("//") { end = lineEnd }
                edits[f, default: []].append(Edit(start: end, end: end, replacement: "\n" + Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: node)) + "import Observation",
                                                  pass: pass, site: -1))
            }
            if !imports.isEmpty {
                // Sorted imports stay sorted; otherwise the new one goes last.
                let plain = imports.filter { DeclarationView($0)?.attributes.isEmpty == true }
                let names = plain.map { Self.module($0, tree).lowercased() }
                if plain.count == imports.count, names.count > 1, names == names.sorted(),
                   let next = plain.first(where: { Self.module($0, tree).lowercased() > "observation" }) {
                    let start = tree.startOffset(of: next)
                    edits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n" + Rewriting.lineIndentation(tree.bytes, at: start),
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
                        if Self.importsObservation(in: holder, tree) { return }
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
            if let i = edits[f]?.firstIndex(where: { $0.start == start && $0.end == start }) {
                edits[f]![i].replacement = Array("import Observation\n\n".utf8) + edits[f]![i].replacement
            } else {
                edits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n\n", pass: pass, site: -1))
            }
        }

        /// The module an `import` names (`import struct Foo.Bar` → `Foo.Bar`).
        static func module(_ node: Node, _ tree: SyntaxTree) -> String {
            node.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }.filter { !importKindWords.contains($0) }.joined(separator: ".")
        }

        /// The words of `import struct M.T` that are not the module.
        static let importKindWords: Set<String> = ["import", "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

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

        /// Whether an `#if` clause imports SwiftUI or Observation itself.
        static func importsObservation(in clause: Node, _ tree: SyntaxTree) -> Bool {
            clause.childNodes.contains { node in
                node.kind == .importDecl && node.childTokens.contains { ["SwiftUI", "Observation"].contains(tree.text(of: $0)) }
            }
        }

        static let combineNames: Set<String> = [
            "Combine", "AnyCancellable", "Cancellable", "Published", "ObservableObject", "AnyPublisher", "Just", "Future",
            "Deferred", "Publishers", "Subscribers", "sink", "assign", "store", "eraseToAnyPublisher", "objectWillChange",
            "receive", "debounce", "throttle", "removeDuplicates", "publisher", "onReceive",
        ]
    }
}
