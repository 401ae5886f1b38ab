import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
    /// Phase 4: per family, in order, the edits it would make (its classes, its sites, its
    /// `.environmentObject` calls; ObservableRewrites.swift), blocked where a `@Bindable`
    /// line cannot be written or a suppression comment covers an edit; then the family
    /// converts (its edits, with its unit, and its notes) or is reported (the class, and
    /// every blocking site).
    struct Decisions: MeaningsReader, BlockRecorder {
        let meanings: Meanings
        var blocks: Blocks
        /// The converting families' edits by file, each with its family's unit.
        private(set) var fileEdits: [Int: [Edit]] = [:]
        /// The files where `@Observable` is written, with the families converted there.
        private(set) var classFiles: [Int: Set<Int>] = [:]
        /// The `@Bindable var m = m` lines each family needs (phase 5 writes one per member).
        private(set) var familyInsertions: [Int: [Insertion]] = [:]
        /// The notes of the converting families and the reports of the others.
        private(set) var findings: [Finding] = []
        /// The configuration's `convertPublicAPI`: a library product's public classes convert.
        let convertsPublicAPI: Bool

        init(_ meanings: Meanings, uses: Uses, blockers: Blockers, classNotes: [(family: Int, finding: Finding)], convertsPublicAPI: Bool) {
            self.meanings = meanings
            self.convertsPublicAPI = convertsPublicAPI
            self.blocks = blockers.blocks
            // Sites, environment calls and notes by family, in their order (filtering them per
            // family was quadratic in the number of families).
            let byFamily = ByFamily(sites: Dictionary(grouping: blockers.sites, by: \.family),
                                    environmentPlans: Dictionary(grouping: blockers.environmentPlans, by: \.family),
                                    notes: Dictionary(grouping: classNotes + blockers.notes, by: \.family))
            for family in families.indices { decide(family, uses: uses, byFamily: byFamily) }
        }

        /// A family's sites, `.environmentObject` calls and notes, each in phase order.
        struct ByFamily {
            let sites: [Int: [Site]]
            let environmentPlans: [Int: [EnvironmentPlan]]
            let notes: [Int: [(family: Int, finding: Finding)]]
        }

        /// One family: its edits, what blocks them, and the outcome.
        mutating func decide(_ family: Int, uses: Uses, byFamily: ByFamily) {
            var familyEdits: [Int: [Edit]] = [:]
            let macroless = isMacroless(family, byFamily: byFamily)
            // Without the macro, @AppStorage stays a wrapper of a plain class: nothing observed
            // the object, so nothing stops refreshing.
            if macroless { blocks.remove(family, reason: "storage-not-tracked") }
            let root = model.declaration(families[family].root)
            if macroless, root.access >= .public, (byFamily.sites[family] ?? []).isEmpty, (byFamily.environmentPlans[family] ?? []).isEmpty,
               !model.graph.isInProgram(model.files[root.file].path) {
                // Nothing here observes it: its conformance is API for code outside the project
                // (an app's, an extension's or a tool's public class is no API: nothing imports it).
                block(family, root.file, tree(root.file).startOffset(of: root.node), "public-api",
                      "'\(root.name)' is \(root.access) and nothing here observes it: its ObservableObject conformance is API for other modules; convert it where it is used")
            }
            // A public class of a library product: apps outside the project observe it as an
            // ObservableObject (`@StateObject`, `.environmentObject`), and would stop compiling.
            if root.access >= .public, !convertsPublicAPI, let library = model.graph.publishedModule(of: model.files[root.file].path),
               !blocks.of(family).contains(where: { $0.reason == "public-api" }) {
                block(family, root.file, tree(root.file).startOffset(of: root.node), "public-api",
                      "'\(root.name)' is \(root.access) in \(library.name), a library product's target: apps outside this project may observe it as an ObservableObject; to change that API, set observable's option convertPublicAPI")
            }
            // A class that sends objectWillChange itself notifies (and is blocked for it).
            if !macroless, !blocks.of(family).contains(where: { $0.reason == "object-will-change" }),
               let mutable = silentStorage(family, byFamily: byFamily) {
                let declaration = model.declaration(mutable)
                block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "never-notifies",
                      "'\(root.name)' has no @Published property: views never refreshed when '\(declaration.name)' changed, and as @Observable they would; mark what views show @Published first, or drop ObservableObject by hand")
            }
            // The macro's `extension Outer.Model: Observation.Observable {}` is written at file
            // scope, where a `private` type nested in another cannot be seen.
            for member in families[family].members where member.addsMacro && !macroless {
                let declaration = model.declaration(member.id)
                guard declaration.access == .private, declaration.parent >= 0 else { continue }
                let outer = model.declaration(declaration.parent)
                guard outer.kind.isNominalType || outer.kind == .extension else { continue }
                block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "unsupported-shape",
                      "'\(declaration.name)' is private inside '\(outer.name)', and the extension @Observable adds at file scope cannot see it: make it fileprivate first")
            }
            for var member in families[family].members {
                if macroless { member.addsMacro = false }
                scope.classEdits(member, isRoot: member.id == families[family].root, into: &familyEdits)
                scope.publishedStorageEdits(member, underscores: uses.underscores, into: &familyEdits)
            }
            var insertions: [Insertion] = []
            for site in byFamily.sites[family] ?? [] {
                let key = site.owner + "." + site.name
                scope.siteEdits(site, uses: uses.projections[key] ?? [], underscores: uses.underscores[key] ?? [], into: &familyEdits, insertions: &insertions)
            }
            let insertionEdits = checkInsertions(insertions, of: family)
            for plan in byFamily.environmentPlans[family] ?? [] {
                let token = tree(plan.file).tokens[plan.name]
                familyEdits[plan.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "environment",
                                                                pass: ObservablePlan.pass, site: Int(token.textStart)))
            }
            // Suppressed lines anywhere in the family's edits block it.
            for (f, list) in familyEdits.merging(insertionEdits, uniquingKeysWith: +) {
                let suppressions = scope.suppressions(f)
                for edit in list where suppressions.isSuppressed(ObservablePlan.pass, line: tree(f).location(of: edit.start).line) {
                    block(family, f, edit.start, "suppressed", "a suppression comment covers part of the change")
                    break
                }
            }
            if blocks.isEmpty(family) {
                convert(family, familyEdits, notes: byFamily.notes[family] ?? [], macroless: macroless)
            } else {
                report(family)
            }
        }

        /// `@Bindable var m = m` lines: checked here (one that cannot be written blocks the
        /// family), written once per member in phase 5 (several families may insert into the
        /// same member). The edits of those that can be written, by file.
        mutating func checkInsertions(_ insertions: [Insertion], of family: Int) -> [Int: [Edit]] {
            var insertionEdits: [Int: [Edit]] = [:]
            for insertion in insertions {
                switch scope.bindableEdit(insertion) {
                case .success(let edit):
                    insertionEdits[insertion.file, default: []].append(edit)
                    familyInsertions[family, default: []].append(insertion)
                case .failure(let problem):
                    block(family, insertion.file, tree(insertion.file).startOffset(of: insertion.member), problem.reason, problem.message)
                }
            }
            return insertionEdits
        }

        /// A class with no stored instance properties (only static members, methods,
        /// computed properties) is no model: nothing to observe, so no `@Observable`, unless a
        /// use needs the conformance (`@Environment(X.self)`, `.environment(x)`, `@Bindable`).
        /// So is a class with no `@Published` property that no view observes (no wrapper
        /// site, no `.environmentObject`): it never refreshed a view, and tracking its stored
        /// properties would start to.
        func isMacroless(_ family: Int, byFamily: ByFamily) -> Bool {
            guard families[family].members.count == 1 else { return false }
            let root = families[family].root
            if families[family].members[0].published.isEmpty, (byFamily.sites[family] ?? []).isEmpty,
               (byFamily.environmentPlans[family] ?? []).isEmpty {
                return true
            }
            // Constants are never tracked: a class holding only `let`s has nothing to observe.
            let stored = model.allMembers(of: root).contains { member in
                let declaration = model.declaration(member)
                return declaration.kind == .variable && !declaration.isStatic && !declaration.isComputed
            }
            return !stored
                && !(byFamily.sites[family] ?? []).contains { $0.kind == .environmentObject || $0.bindable }
                && (byFamily.environmentPlans[family] ?? []).isEmpty
        }

        /// A stored `var` that a view reads, of a family that views observe but that has no
        /// `@Published` property: before, nothing it stored refreshed a view (an explicit
        /// `objectWillChange` is blocked on its own); tracked, it would.
        func silentStorage(_ family: Int, byFamily: ByFamily) -> Int32? {
            guard families[family].members.allSatisfy({ $0.published.isEmpty }), !(byFamily.sites[family] ?? []).isEmpty else { return nil }
            var stored: [String: Int32] = [:]
            for member in families[family].members {
                for id in model.allMembers(of: member.id) {
                    let declaration = model.declaration(id)
                    guard declaration.kind == .variable, !declaration.isStatic, declaration.parent == member.id else { continue }
                    // A wrapper (`@AppStorage`, a package's `@Default`) may be what refreshed views.
                    if Self.mayBeWrapped(declaration, tree(declaration.file)) { return nil }
                    // Lazy storage gets @ObservationIgnored: it stays untracked.
                    if !declaration.isComputed, !declaration.modifiers.contains("lazy"), stored[declaration.name] == nil {
                        stored[declaration.name] = id
                    }
                }
            }
            guard !stored.isEmpty else { return nil }
            // Only what a view reads while it updates (`model.lines` in `body`, not in an action)
            // would start to refresh it.
            let mentions = model.nameMentions(of: Set(stored.keys), inFiles: universe)
            for (name, list) in mentions.sorted(by: { $0.key < $1.key }) {
                let read = list.contains { mention in
                    guard mention.kind == .member, case .project(let owner)? = model.enclosingType(of: mention.node, in: source(mention.file)) else { return false }
                    return !families[family].members.contains { $0.id == owner } && model.conforms(owner, to: "View")
                        && ObservablePlan.Families.runsDuringUpdate(mention.node, tree(mention.file))
                }
                if read, let id = stored[name] { return id }
            }
            return nil
        }

        /// Whether a property carries an attribute that may be a property wrapper: a
        /// capitalised one other than the global actors and Objective-C attributes.
        static func mayBeWrapped(_ declaration: Declaration, _ tree: SyntaxTree) -> Bool {
            let known: Set<String> = ["MainActor", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying", "Sendable"]
            guard let attributes = declaration.node.child(.attributeList) else { return false }
            return attributes.children(.attribute).contains { attribute in
                let name = tree.collapsedText(of: attribute).dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                return name.first?.isUppercase == true && !known.contains(String(name))
            }
        }

        /// A converting family: its edits as one change across its files (`Edit.units`), the
        /// files that get `@Observable`, and its notes (the family's own).
        mutating func convert(_ family: Int, _ familyEdits: [Int: [Edit]], notes: [(family: Int, finding: Finding)], macroless: Bool = false) {
            let unit = self.unit(family)
            for (f, list) in familyEdits {
                fileEdits[f, default: []] += list.map { edit in
                    var copy = edit
                    copy.units = [unit]
                    return copy
                }
            }
            for member in families[family].members where member.addsMacro && !macroless {
                classFiles[model.declaration(member.id).file, default: []].insert(family)
            }
            // A class that only loses its conformance gets no @ObservationIgnored to speak of.
            let ignoredNotes: Set<String> = ["nonisolated-read", "view-update-write"]
            findings += notes.map(\.finding).filter { !macroless || !ignoredNotes.contains($0.reason) }
        }

        /// The class finding (declined) and one finding per blocking site.
        mutating func report(_ family: Int) {
            let members = families[family].members
            let blocks = self.blocks.of(family)
            let root = members[0].id
            let rootDeclaration = model.declaration(root)
            let reasons = Array(Set(blocks.map(\.reason))).sorted()
            let places = Set(blocks.map { "\($0.file):\($0.offset)" }).count
            let subclasses = members.dropFirst().map { name($0.id) }
            let rootName = name(root)
            let rootSource = source(rootDeclaration.file)
            let rootLine = rootSource.tree.location(of: rootSource.tree.startOffset(of: rootDeclaration.node)).line
            let distinct = Set(blocks.map { "\($0.file):\($0.offset):\($0.reason):\($0.message)" })
            // One reason, on the class's own line (public-api): one finding says it all.
            if distinct.count == 1, subclasses.isEmpty, let only = blocks.first, only.file == rootDeclaration.file,
               rootSource.tree.location(of: only.offset).line == rootLine {
                findings.append(rootSource.finding(atOffset: only.offset, "'\(rootName)' not converted to @Observable: \(only.message)",
                                                   pass: ObservablePlan.pass, reason: only.reason))
                return
            }
            findings.append(source(rootDeclaration.file).finding(at: rootDeclaration.node,
                "'\(rootName)' not converted to @Observable\(subclasses.isEmpty ? "" : " (nor its \(subclasses.count > 2 ? "\(subclasses.count) subclasses" : "subclass\(subclasses.count == 1 ? "" : "es") " + subclasses.joined(separator: ", ")))"): blocked by \(places) site\(places == 1 ? "" : "s") (\(reasons.joined(separator: ", "))); nothing about it changes",
                pass: ObservablePlan.pass, reason: reasons[0]))
            var seen: Set<String> = []
            for b in blocks {
                guard seen.insert("\(b.file):\(b.offset):\(b.reason):\(b.message)").inserted else { continue }
                // The class is the declined site (counted once); these say why.
                findings.append(source(b.file).finding(atOffset: b.offset, "'\(rootName)' not converted to @Observable: \(b.message)",
                                                       pass: ObservablePlan.pass, reason: b.reason, declined: false))
            }
        }
    }
}
