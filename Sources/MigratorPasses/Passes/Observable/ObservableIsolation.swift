import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Phase 1, continued: reads of a class's state in code that is not isolated to the main
/// actor, which `@Observable` turns into compile errors: the macro makes each tracked
/// stored property a computed one, and a main actor-isolated computed property cannot be
/// read or written in a `deinit` or a `nonisolated init`, where the stored property could
/// (`main actor-isolated property 'x' can not be referenced from a nonisolated context`).
///
/// The class is isolated when it (or a superclass, or a project protocol it adopts) is
/// `@MainActor` — an error in every language mode — or when its target's default isolation
/// is `MainActor` and the target builds in Swift 6 mode (in Swift 5 mode the compiler says
/// nothing there). A property that was not `@Published` gets `@ObservationIgnored` (it
/// stays stored; views did not refresh on it before either); a `@Published` one (already an
/// error there, as a wrapped property is computed) blocks the class, naming the read
/// (`nonisolated-read`).
extension ObservablePlan.Families {
    /// Whether a class's members are main actor-isolated, and whether that is written on it
    /// (or its superclasses, or a protocol) rather than the target's default.
    func mainActorIsolation(of id: Int32) -> (isolated: Bool, explicit: Bool) {
        let declaration = model.declaration(id)
        if declaration.modifiers.contains("nonisolated") { return (false, false) }
        // Made once per class, superclass first (walking each class's chain was quadratic in
        // a chain's depth).
        if mainActorInChain[id] ?? ([id] + model.superclasses(of: id)).contains(where: { model.declaration($0).attributes.contains("MainActor") }) {
            return (true, true)
        }
        for conformance in model.conformances(of: id).protocols where conformance != id {
            let adopted = model.declaration(conformance)
            if adopted.kind == .protocol && adopted.attributes.contains("MainActor") { return (true, true) }
        }
        let settings = model.graph.settings(of: model.files[declaration.file].path)
        if settings.defaultIsolation == .mainActor && settings.isSwift6 { return (true, false) }
        return (false, false)
    }

    /// `deinit`s (not `isolated deinit`) and `nonisolated init`s of a class, its extensions in
    /// the universe, and of the family's subclasses (which inherit the properties).
    func nonisolatedBodies(of family: Int) -> [(file: Int, body: Node, kind: String)] {
        var result: [(file: Int, body: Node, kind: String)] = []
        for member in families[family].members {
            for owner in [member.id] + (model.extensionsOfType[member.id] ?? []) {
                let declaration = model.declaration(owner)
                guard let view = DeclarationView(declaration.node) else { continue }
                let tree = self.tree(declaration.file)
                for node in view.members where node.kind == .deinitializerDecl || node.kind == .initializerDecl {
                    let modifiers = (DeclarationView(node)?.modifiers ?? []).map { tree.text(of: $0) }
                    guard let body = node.child(.codeBlock) else { continue }
                    if node.kind == .deinitializerDecl && !modifiers.contains("isolated") {
                        result.append((declaration.file, body, "deinit"))
                    } else if node.kind == .initializerDecl && modifiers.contains("nonisolated") {
                        result.append((declaration.file, body, "nonisolated init"))
                    }
                }
            }
        }
        return result
    }

    /// What the nonisolated bodies of a family's classes use: the bodies, the one to count
    /// for each body node (the first listed), and the mentions in their files of the names
    /// of the family's stored instance properties, by spelling (`x`, `_x`, `$x`). Made once
    /// per family: asked for each class, listing them and scanning the files again was
    /// quadratic in the family's size.
    struct NonisolatedUses {
        var bodies: [(file: Int, body: Node, kind: String)]
        var bodyIndex: [Node: Int]
        var mentionsBySpelling: [String: [SemanticModel.NameMention]]

        /// The mentions of a class's tracked property `name` as `nameMentions(of: tracked)`
        /// gives them: `_x` and `$x` count for `x` unless they are tracked names themselves.
        func mentions(of name: String, tracked: Set<String>) -> [SemanticModel.NameMention] {
            var result = mentionsBySpelling[name] ?? []
            for prefix in ["_", "$"] where !tracked.contains(prefix + name) { result += mentionsBySpelling[prefix + name] ?? [] }
            return result
        }

        /// The first listed body a node is in.
        func body(of node: Node, in file: Int) -> (file: Int, body: Node, kind: String)? {
            var found: Int?
            var current: Node? = node.parent
            while let ancestor = current {
                if let i = bodyIndex[ancestor], bodies[i].file == file, i < (found ?? Int.max) { found = i }
                current = ancestor.parent
            }
            return found.map { bodies[$0] }
        }
    }

    /// `NonisolatedUses` of a family, made when first asked.
    mutating func nonisolatedUses(of family: Int) -> NonisolatedUses {
        if let known = nonisolatedUses[family] { return known }
        let bodies = nonisolatedBodies(of: family)
        var bodyIndex: [Node: Int] = [:]
        for (i, body) in bodies.enumerated() where bodyIndex[body.body] == nil { bodyIndex[body.body] = i }
        var names: Set<String> = []
        for member in families[family].members {
            for id in model.allMembers(of: member.id) {
                let declaration = model.declaration(id)
                if declaration.parent == member.id && declaration.kind == .variable && !declaration.isStatic && !declaration.isComputed { names.insert(declaration.name) }
            }
        }
        var bySpelling: [String: [SemanticModel.NameMention]] = [:]
        if !bodies.isEmpty {
            for (_, mentions) in model.nameMentions(of: names, inFiles: Array(Set(bodies.map(\.file))).sorted()) {
                for mention in mentions where mention.kind == .bare || mention.kind == .member {
                    bySpelling[mention.spelling, default: []].append(mention)
                }
            }
        }
        let uses = NonisolatedUses(bodies: bodies, bodyIndex: bodyIndex, mentionsBySpelling: bySpelling)
        nonisolatedUses[family] = uses
        return uses
    }

    /// One class of a family: each tracked stored property read or written in a nonisolated
    /// body gets `@ObservationIgnored` (returned, with a note that goes with the family's
    /// conversion) or, when `@Published`, blocks the family.
    mutating func checkNonisolatedReads(_ family: Int, _ member: ObservablePlan.Member, tracked: Set<String>, published: Set<String>) -> Set<String> {
        let isolation = mainActorIsolation(of: member.id)
        guard isolation.isolated, !tracked.isEmpty else { return [] }
        let uses = nonisolatedUses(of: family)
        guard !uses.bodies.isEmpty else { return [] }
        let properties = model.allMembers(of: member.id).filter { id in
            let declaration = model.declaration(id)
            return declaration.parent == member.id && declaration.kind == .variable && !declaration.isStatic && !declaration.isComputed
                && tracked.contains(declaration.name)
        }
        let className = name(member.id)
        let why = isolation.explicit ? "the class is @MainActor" : "default isolation MainActor, Swift 6"
        var ignored: Set<String> = []
        for property in properties {
            let declaration = model.declaration(property)
            var first: (file: Int, offset: Int, kind: String)?
            for mention in uses.mentions(of: declaration.name, tracked: tracked) where mention.kind == .bare || mention.kind == .member {
                guard let body = uses.body(of: mention.node, in: mention.file),
                      model.mayRefer(mention, to: property) else { continue }
                let offset = tree(mention.file).startOffset(of: mention.node)
                if first.map({ mention.file < $0.file || (mention.file == $0.file && offset < $0.offset) }) ?? true {
                    first = (mention.file, offset, body.kind)
                }
            }
            guard let read = first else { continue }
            let readTree = tree(read.file)
            let place = Rewriting.place(model.files[read.file].path, readTree.location(of: read.offset).line)
            let offset = tree(declaration.file).startOffset(of: declaration.node)
            if published.contains(declaration.name) {
                block(family, declaration.file, offset, "nonisolated-read",
                      "'\(className).\(declaration.name)' is read in a \(read.kind) (\(place)), which cannot read it once isolated (\(why)): move that code to the main actor first")
            } else {
                ignored.insert(declaration.name)
                notes.append((family, source(declaration.file).finding(atOffset: offset,
                    "'\(className).\(declaration.name)' gets @ObservationIgnored: a \(read.kind) at \(place) uses it and cannot read actor-isolated state (\(why)); it was not @Published",
                    pass: ObservablePlan.pass, reason: "nonisolated-read", declined: false)))
            }
        }
        return ignored
    }
}
