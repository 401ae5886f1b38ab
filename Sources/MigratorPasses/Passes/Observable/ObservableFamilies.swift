import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
        /// A class of a family: the root conforms to ObservableObject, the others inherit it.
        struct Member {
            var id: Int32
            /// The inherited-type node naming ObservableObject (roots only).
            var conformance: Node?
            /// `extension X: ObservableObject {}` carrying the conformance instead (roots only).
            var conformanceExtension: Int32?
            var published: Set<String> = []
            /// Whether `@Observable` is written on it (the root, and any subclass with stored
            /// properties to track).
            var addsMacro = false
            /// Stored properties (not `@Published`) that get `@ObservationIgnored` because
            /// nonisolated code uses them (ObservableIsolation.swift) or a view's code writes
            /// them during an update (ObservableViewUpdateWrites.swift).
            var isolationIgnored: Set<String> = []
            /// `@Observation.Observable` is written: `Observable` alone means another type
            /// here (the project's own, or RxSwift's).
            var qualifiesMacro = false
        }

    /// A root class and its project subclasses: they convert together or not at all.
    struct Family {
        var members: [Member]
        /// Modules that can see any of its classes.
        var seeing: Set<Int> = []
        var root: Int32 { members[0].id }
    }

        /// Why a family does not convert, with the site to report.
        struct Block {
            var file: Int
            var offset: Int
            var reason: String
            var message: String
        }

    /// Why families do not convert: the blocking sites found so far, by family, in the
    /// order they were found.
    struct Blocks {
        private var byFamily: [Int: [Block]] = [:]

        mutating func add(_ family: Int, _ block: Block) { byFamily[family, default: []].append(block) }
        func of(_ family: Int) -> [Block] { byFamily[family] ?? [] }
        func isEmpty(_ family: Int) -> Bool { byFamily[family]?.isEmpty ?? true }
        mutating func remove(_ family: Int, reason: String) { byFamily[family]?.removeAll { $0.reason == reason } }
    }

    /// Phase 1: the families. Roots are the classes declaring ObservableObject (in their
    /// declaration or an empty extension); each family is a root and its project
    /// subclasses, with the properties `@Observable` would track and what in the classes
    /// blocks it (ObservableClassChecks.swift).
    struct Families: ScopeReader, BlockRecorder {
        let scope: Scope
        private(set) var families: [Family] = []
        private(set) var familyOf: [Int32: Int] = [:]
        /// Classes that cannot be converted whatever their uses (reported as they are found).
        private(set) var findings: [Finding] = []
        /// Notes that go with a family's conversion (reported only when it converts).
        var notes: [(family: Int, finding: Finding)] = []
        var blocks = Blocks()

        /// Whether a class or one of its superclasses is written `@MainActor`, by class
        /// (ObservableIsolation.swift).
        private(set) var mainActorInChain: [Int32: Bool] = [:]
        /// What nonisolated code in a family's classes uses, by family, made when first asked
        /// (ObservableIsolation.swift).
        var nonisolatedUses: [Int: NonisolatedUses] = [:]

        init(_ scope: Scope) {
            self.scope = scope
            buildFamilies(scope.classIDs, scope.extensionIDs)
            guard !families.isEmpty else { return }
            let model = self.model
            func isMainActor(_ id: Int32) -> Bool { model.declaration(id).attributes.contains("MainActor") }
            mainActorInChain = ObservablePlan.alongSuperclasses(of: scope.classIDs, in: model, top: isMainActor,
                step: { id, _, above in above || isMainActor(id) },
                cycle: { id in ([id] + model.superclasses(of: id)).contains(where: isMainActor) })
            checkClasses(scope.classIDs)
        }

        /// Conditions inside each class of each family, and the properties it publishes.
        mutating func checkClasses(_ classIDs: [Int32]) {
            for family in families.indices {
                for i in families[family].members.indices {
                    let (published, addsMacro, isolationIgnored, qualifiesMacro) = checkClass(family, families[family].members[i])
                    families[family].members[i].qualifiesMacro = qualifiesMacro
                    families[family].members[i].published = published
                    families[family].members[i].addsMacro = addsMacro
                    families[family].members[i].isolationIgnored = isolationIgnored
                }
            }
        }

        /// Roots (classes declaring ObservableObject, in their declaration or an empty
        /// extension) and their project subclasses, by declaration.
        mutating func buildFamilies(_ classIDs: [Int32], _ extensionIDs: [Int32]) {
            let direct = directRoots(classIDs, extensionIDs)
            let viaProtocol = observableThroughProtocols(classIDs)
            assembleFamilies(classIDs, direct: direct, viaProtocol: viaProtocol)
            for family in families.indices {
                families[family].seeing = families[family].members.reduce(into: Set<Int>()) { $0.formUnion(model.modulesSeeing($1.id)) }
            }
            blockTwins(classIDs)
        }

        /// Classes declaring ObservableObject in their declaration, or in an empty extension of
        /// their own (an extension that cannot carry the conformance over is reported).
        mutating func directRoots(_ classIDs: [Int32], _ extensionIDs: [Int32]) -> [Int32: Member] {
            let pass = ObservablePlan.pass
            var direct: [Int32: Member] = [:]
            for id in classIDs {
                let declaration = model.declaration(id)
                let tree = self.tree(declaration.file)
                guard tree.diagnostics.isEmpty, let view = DeclarationView(declaration.node) else { continue }
                for typeNode in view.inheritedTypes where isObservableObject(tree.collapsedText(of: typeNode), declaredBy: id) {
                    direct[id] = Member(id: id, conformance: typeNode.parent)
                }
            }
            for ext in extensionIDs {
                let declaration = model.declaration(ext)
                guard declaration.inheritedTypes.contains(where: { isObservableObject($0, declaredBy: ext) }) else { continue }
                let f = declaration.file
                guard tree(f).diagnostics.isEmpty else { continue }
                guard case .project(let target)? = model.target(ofExtension: ext), model.declaration(target).kind == .class else {
                    findings.append(source(f).finding(at: declaration.node,
                        "'\(declaration.name)' not converted to @Observable: the ObservableObject conformance is added to a type this project does not declare as a class; @Observable can only be attached to the class declaration",
                        pass: pass, reason: "not-project-class"))
                    continue
                }
                if direct[target] != nil {
                    findings.append(source(f).finding(at: declaration.node,
                        "'\(name(target))' not converted to @Observable: ObservableObject is declared more than once (\(described(target)) and this extension)",
                        pass: pass, reason: "unsupported-shape"))
                    direct[target] = nil
                    continue
                }
                guard declaration.inheritedTypes.count == 1, DeclarationView(declaration.node)?.members.isEmpty == true else {
                    findings.append(source(f).finding(at: declaration.node,
                        "'\(name(target))' not converted to @Observable: its ObservableObject conformance is declared in an extension with other conformances or members; move the conformance to the class declaration",
                        pass: pass, reason: "extension-conformance"))
                    continue
                }
                guard tree(model.declaration(target).file).diagnostics.isEmpty else { continue }
                var member = Member(id: target)
                member.conformanceExtension = ext
                direct[target] = member
            }
            return direct
        }

        /// Classes observable through a protocol refining ObservableObject (G3), with the
        /// protocol to name; each chain's topmost such class is reported.
        mutating func observableThroughProtocols(_ classIDs: [Int32]) -> [Int32: Int32] {
            let pass = ObservablePlan.pass
            let model = self.model
            var refines: [Int32: Bool] = [:]
            func refinesObservable(_ id: Int32) -> Bool {
                if let known = refines[id] { return known }
                let result = model.conformances(of: id).external.contains("ObservableObject")
                refines[id] = result
                return result
            }
            var viaProtocol: [Int32: Int32] = [:]
            for id in classIDs {
                let refining = conformedProtocols(id).filter(refinesObservable)
                guard !refining.isEmpty else { continue }
                // The protocol the class names itself, if any, is the one to report.
                let declaration = model.declaration(id)
                let named = declaration.inheritedTypes.compactMap { text -> Int32? in
                    if case .project(let type)? = model.canonicalType(text, declaredBy: id).target { return type }
                    return nil
                }
                viaProtocol[id] = named.first(where: refining.contains) ?? refining.sorted().first
            }
            // Whether a superclass is observable through a protocol too (then it is reported).
            let belowAnother = ObservablePlan.alongSuperclasses(of: classIDs, in: model, top: { _ in false },
                step: { _, superclass, above in above || viaProtocol[superclass] != nil },
                cycle: { id in model.superclasses(of: id).contains { viaProtocol[$0] != nil } })
            for id in classIDs.sorted() {
                guard let refining = viaProtocol[id], belowAnother[id] != true else { continue }
                let declaration = model.declaration(id)
                guard tree(declaration.file).diagnostics.isEmpty else { continue }
                findings.append(source(declaration.file).finding(at: declaration.node,
                    "'\(name(id))' not converted to @Observable: it conforms to \(described(refining)), which refines ObservableObject; redesign the protocol first",
                    pass: pass, reason: "protocol-refinement"))
            }
            return viaProtocol
        }

        /// Families: the topmost root of each chain, with every class below it; a subclass that
        /// is a root or observable through a protocol itself, or in a file with syntax errors,
        /// blocks its family.
        mutating func assembleFamilies(_ classIDs: [Int32], direct: [Int32: Member], viaProtocol: [Int32: Int32]) {
            let roots = Set(direct.keys.filter { viaProtocol[$0] == nil })
            let model = self.model
            // The nearest and the topmost root among each class's superclasses.
            let rootsAbove = ObservablePlan.alongSuperclasses(of: classIDs, in: model,
                top: { _ in (nearest: Int32?.none, top: Int32?.none) },
                step: { _, superclass, above in roots.contains(superclass) ? (superclass, above.top ?? superclass) : above },
                cycle: { id in
                    let chain = model.superclasses(of: id)
                    return (chain.first(where: roots.contains), chain.last(where: roots.contains))
                })
            var topRoot: [Int32: Int32] = [:]
            for id in classIDs {
                if let top = rootsAbove[id]?.top {
                    topRoot[id] = top
                } else if roots.contains(id) {
                    topRoot[id] = id
                }
            }
            for root in roots.sorted() where topRoot[root] == root {
                familyOf[root] = families.count
                families.append(Family(members: [direct[root]!]))
            }
            for id in classIDs.sorted() {
                guard let top = topRoot[id], top != id, let family = familyOf[top] else { continue }
                guard tree(model.declaration(id).file).diagnostics.isEmpty else {
                    let declaration = model.declaration(id)
                    block(family, model.declaration(top).file, tree(model.declaration(top).file).startOffset(of: model.declaration(top).node), "syntax-error-file",
                          "its subclass '\(name(id))' is in \(source(declaration.file).path), which has syntax errors")
                    continue
                }
                familyOf[id] = family
                families[family].members.append(direct[id] ?? Member(id: id))
                let declaration = model.declaration(id)
                if roots.contains(id) {
                    let superclass = rootsAbove[id]?.nearest ?? top
                    block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "superclass",
                          "'\(name(id))' declares ObservableObject although its superclass \(described(superclass)) is ObservableObject too")
                }
                if let refining = viaProtocol[id] {
                    block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "protocol-refinement",
                          "its subclass '\(name(id))' conforms to \(described(refining)), which refines ObservableObject")
                }
            }
        }

        /// The same class declared twice in a module (in `#if` branches, say): its uses cannot
        /// tell which one they mean.
        mutating func blockTwins(_ classIDs: [Int32]) {
            var byName: [String: [Int32]] = [:]
            for id in classIDs { byName[name(id), default: []].append(id) }
            for family in families.indices {
                for member in families[family].members {
                    let file = source(model.declaration(member.id).file)
                    let twins = (byName[name(member.id)] ?? []).filter { other in
                        other != member.id && model.isVisible(other, from: file) && model.isVisible(member.id, from: source(model.declaration(other).file))
                    }
                    guard let twin = twins.first else { continue }
                    let declaration = model.declaration(member.id)
                    block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "ambiguous-name",
                          "the module declares another class named '\(name(member.id))' (\(model.shortLocation(twin))), so its uses cannot tell which is meant")
                }
            }
        }
    }
}

extension ObservablePlan {
    /// An answer about each class's superclasses, made once per class, superclass before
    /// subclass, so that a chain of n classes costs n steps where asking `superclasses(of:)`
    /// for each class costs n²/2: a class with no superclass gets `top(class)`, one whose
    /// superclass is `s` gets `step(class, s, answer(s))` (its superclasses are `s` and those
    /// of `s`). A class on a superclass cycle (which does not compile) is the exception, as
    /// its own chain leaves it out: it gets `cycle(class)`, worked out from that chain.
    static func alongSuperclasses<T>(of ids: [Int32], in model: SemanticModel, top: (Int32) -> T,
                                     step: (Int32, Int32, T) -> T, cycle: (Int32) -> T) -> [Int32: T] {
        var answers: [Int32: T] = [:]
        for start in ids where answers[start] == nil {
            // The classes from `start` up to the first one answered, with no superclass, or
            // seen on this walk before (a cycle: its classes answered on their own).
            var path: [Int32] = []
            var position: [Int32: Int] = [:]
            var current = start
            while answers[current] == nil {
                if let first = position[current] {
                    for id in path[first...] { answers[id] = cycle(id) }
                    path.removeSubrange(first...)
                    break
                }
                guard let next = model.superclass(of: current) else {
                    answers[current] = top(current)
                    break
                }
                position[current] = path.count
                path.append(current)
                current = next
            }
            for id in path.reversed() {
                let superclass = model.superclass(of: id)!
                answers[id] = step(id, superclass, answers[superclass]!)
            }
        }
        return answers
    }
}
