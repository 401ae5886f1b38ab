import Foundation
import SwiftCST

/// Gathering classes and uses, and deciding which families convert.
extension ObservablePlan {
    /// Everything in the universe's code that matters to a family, before resolution.
    struct Uses {
        var sites: [(kind: WrapperKind, file: Int, declaration: Node, attribute: Node, name: String)] = []
        var projections: [String: [ProjectionUse]] = [:]
        var underscores: [String: [ProjectionUse]] = [:]
        var environmentCalls: [(file: Int, call: Node, name: Int)] = []
        var willChangeUses: [(file: Int, node: Node)] = []
        var publisherUses: [(file: Int, node: Node)] = []
        var genericUses: [(file: Int, node: Node)] = []
        var wrapperTypes: [(file: Int, node: Node)] = []
        var wrapperCalls: [(file: Int, node: Node)] = []
    }

    /// A use site that converts with its family.
    struct EnvironmentPlan {
        var file: Int
        var name: Int
        var family: Int
    }

    func build() {
        let inUniverse = Set(universe)
        var classIDs: [Int32] = []
        var extensionIDs: [Int32] = []
        // By index: a copy of each (large) declaration would retain and release its fields.
        let declarations = model.declarations
        for i in declarations.indices where inUniverse.contains(declarations[i].file) {
            let id = Int32(i)
            if declarationByNode[declarations[i].node] == nil { declarationByNode[declarations[i].node] = id }
            if declarations[i].kind == .class { classIDs.append(id) }
            if declarations[i].kind == .extension { extensionIDs.append(id) }
        }
        buildFamilies(classIDs, extensionIDs)
        guard !families.isEmpty else {
            finish(fileEdits: [:], classFiles: [:])
            return
        }
        checkClasses(classIDs)
        let uses = gather()
        checkBlockers(uses)
        let sites = resolveSites(uses)
        let environmentPlans = resolveEnvironmentCalls(uses)
        checkTouchedFiles(sites: sites, environmentPlans: environmentPlans)
        noteSelfAssignments()
        var fileEdits: [Int: [Edit]] = [:]
        var classFiles: [Int: Set<Int>] = [:]
        var familyInsertions: [Int: [Insertion]] = [:]
        // Sites, environment calls and notes by family, in their order (filtering them per
        // family was quadratic in the number of families).
        let sitesByFamily = Dictionary(grouping: sites, by: \.family)
        let environmentPlansByFamily = Dictionary(grouping: environmentPlans, by: \.family)
        let notesByFamily = Dictionary(grouping: notes, by: \.family)
        for family in families.indices {
            var familyEdits: [Int: [Edit]] = [:]
            for member in families[family].members {
                classEdits(member, isRoot: member.id == families[family].root, into: &familyEdits)
            }
            var insertions: [Insertion] = []
            for site in sitesByFamily[family] ?? [] {
                let key = site.owner + "." + site.name
                siteEdits(site, uses: uses.projections[key] ?? [], underscores: uses.underscores[key] ?? [], into: &familyEdits, insertions: &insertions)
            }
            // `@Bindable var m = m` lines: checked here, written once per member below (several
            // families may insert into the same member).
            var insertionEdits: [Int: [Edit]] = [:]
            for insertion in insertions {
                switch bindableEdit(insertion) {
                case .success(let edit):
                    insertionEdits[insertion.file, default: []].append(edit)
                    familyInsertions[family, default: []].append(insertion)
                case .failure(let problem):
                    block(family, insertion.file, tree(insertion.file).startOffset(of: insertion.member), problem.reason, problem.message)
                }
            }
            for plan in environmentPlansByFamily[family] ?? [] {
                let token = tree(plan.file).tokens[plan.name]
                familyEdits[plan.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "environment",
                                                                pass: ObservablePlan.pass, site: Int(token.textStart)))
            }
            // Suppressed lines anywhere in the family's edits block it.
            for (f, list) in familyEdits.merging(insertionEdits, uniquingKeysWith: +) {
                let suppressions = suppressionsCache[f] ?? Suppressions.of(tree(f))
                suppressionsCache[f] = suppressions
                for edit in list where suppressions.isSuppressed(ObservablePlan.pass, line: tree(f).location(of: edit.start).line) {
                    block(family, f, edit.start, "suppressed", "a suppression comment covers part of the change")
                    break
                }
            }
            if families[family].blocks.isEmpty {
                let unit = self.unit(family)
                for (f, list) in familyEdits {
                    // One family is one change across its files (`Edit.units`).
                    fileEdits[f, default: []] += list.map { edit in
                        var copy = edit
                        copy.units = [unit]
                        return copy
                    }
                }
                for member in families[family].members where member.addsMacro {
                    classFiles[model.declaration(member.id).file, default: []].insert(family)
                }
                findings += (notesByFamily[family] ?? []).map(\.finding)
            } else {
                report(family)
            }
        }
        insertBindables(familyInsertions, into: &fileEdits)
        finish(fileEdits: fileEdits, classFiles: classFiles)
    }

    /// One `@Bindable var m = m` insertion per member, with the names of every converting
    /// family that needs one there (separate insertions at one place would collide).
    func insertBindables(_ familyInsertions: [Int: [Insertion]], into fileEdits: inout [Int: [Edit]]) {
        var merged: [(insertion: Insertion, families: Set<Int>)] = []
        var mergedIndex: [Node: Int] = [:]  // by member (a node names its tree, so its file)
        for family in familyInsertions.keys.sorted() where families[family].blocks.isEmpty {
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
            guard case .success(var edit) = bindableEdit(insertion) else { continue }
            edit.units = owners.sorted().map(unit)
            fileEdits[insertion.file, default: []].append(edit)
        }
    }

    /// Sorts the edits per path and the findings.
    func finish(fileEdits: [Int: [Edit]], classFiles: [Int: Set<Int>]) {
        var fileEdits = fileEdits
        // Imports in files where `@Observable` is written.
        for (f, converted) in classFiles {
            let before = fileEdits[f]?.count ?? 0
            importEdits(f, removed: fileEdits[f] ?? [], into: &fileEdits)
            // Whether Combine can go depends on every family converted in the file.
            let units = converted.sorted().map(unit)
            for i in before..<(fileEdits[f]?.count ?? 0) { fileEdits[f]![i].units = units }
        }
        for (f, list) in fileEdits { edits[source(f).path] = list.sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
        findings.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        findingsByPath = Dictionary(grouping: findings, by: \.path)
    }

    /// The class finding (declined) and one finding per blocking site.
    func report(_ family: Int) {
        let members = families[family].members
        let blocks = families[family].blocks
        let root = members[0].id
        let rootDeclaration = model.declaration(root)
        let reasons = Array(Set(blocks.map(\.reason))).sorted()
        let places = Set(blocks.map { "\($0.file):\($0.offset)" }).count
        let subclasses = members.dropFirst().map { name($0.id) }
        let rootName = name(root)
        findings.append(source(rootDeclaration.file).finding(at: rootDeclaration.node,
            "'\(rootName)' not converted to @Observable\(subclasses.isEmpty ? "" : " (with its subclasses: \(subclasses.joined(separator: ", ")))"): blocked by \(places) site\(places == 1 ? "" : "s") (\(reasons.joined(separator: ", "))); nothing about it changes",
            pass: ObservablePlan.pass, reason: reasons[0]))
        var seen: Set<String> = []
        for b in blocks {
            guard seen.insert("\(b.file):\(b.offset):\(b.reason):\(b.message)").inserted else { continue }
            // The class is the declined site (counted once); these say why.
            findings.append(source(b.file).finding(atOffset: b.offset, "'\(rootName)' not converted to @Observable: \(b.message)",
                                                   pass: ObservablePlan.pass, reason: b.reason, declined: false))
        }
    }

    // MARK: Classes

    /// Roots (classes declaring ObservableObject, in their declaration or an empty
    /// extension) and their project subclasses, by declaration.
    func buildFamilies(_ classIDs: [Int32], _ extensionIDs: [Int32]) {
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

        // Classes observable through a protocol refining ObservableObject (G3).
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
        for id in classIDs.sorted() {
            guard let refining = viaProtocol[id], !model.superclasses(of: id).contains(where: { viaProtocol[$0] != nil }) else { continue }
            let declaration = model.declaration(id)
            guard tree(declaration.file).diagnostics.isEmpty else { continue }
            findings.append(source(declaration.file).finding(at: declaration.node,
                "'\(name(id))' not converted to @Observable: it is observable through \(described(refining)), a protocol refining ObservableObject; code written against the protocol needs a redesign first",
                pass: pass, reason: "protocol-refinement"))
        }

        // Families: the topmost root of each chain, with every class below it.
        let roots = Set(direct.keys.filter { viaProtocol[$0] == nil })
        var topRoot: [Int32: Int32] = [:]
        var chains: [Int32: [Int32]] = [:]
        for id in classIDs {
            let chain = model.superclasses(of: id)
            chains[id] = chain
            if let top = chain.last(where: { roots.contains($0) }) {
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
                let superclass = chains[id]?.first(where: { roots.contains($0) }) ?? top
                block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "superclass",
                      "'\(name(id))' declares ObservableObject although its superclass \(described(superclass)) is ObservableObject too")
            }
            if let refining = viaProtocol[id] {
                block(family, declaration.file, tree(declaration.file).startOffset(of: declaration.node), "protocol-refinement",
                      "its subclass '\(name(id))' is observable through \(described(refining)), a protocol refining ObservableObject")
            }
        }
        for family in families.indices {
            families[family].seeing = families[family].members.reduce(into: Set<Int>()) { $0.formUnion(model.modulesSeeing($1.id)) }
        }
        // The same class declared twice in a module (in `#if` branches, say): its uses cannot
        // tell which one they mean.
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
                      "the module declares another class named '\(name(member.id))' (declared at \(model.location(twin))), so its uses cannot tell which is meant")
            }
        }
    }

    /// Property wrappers Observation cannot track, and global actors it can.
    static let notWrappers: Set<String> = [
        "MainActor", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying", "NSManaged", "ObservationIgnored", "ObservationTracked",
        "Published", "available", "objc", "nonobjc", "preconcurrency", "usableFromInline", "inlinable", "discardableResult",
    ]

    /// Whether an attribute on a property is a property wrapper (which `@Observable` cannot
    /// track): a project `@propertyWrapper` type, or a capitalised outside name other than a
    /// known attribute or global actor.
    func isPropertyWrapper(_ name: String, at node: Node, _ f: Int) -> Bool {
        guard let first = name.first, !ObservablePlan.notWrappers.contains(name) else { return false }
        if case .declarations(let found) = model.lookupType(name, in: source(f), at: node) {
            let attributes = found.compactMap { model.nominalType(of: $0) }.flatMap { model.declaration($0).attributes }
            if attributes.contains("globalActor") { return false }
            return attributes.contains("propertyWrapper") || first.isUppercase
        }
        return first.isUppercase
    }

    /// Conditions inside each class (G4-G8, G10).
    func checkClasses(_ classIDs: [Int32]) {
        for family in families.indices {
            for i in families[family].members.indices {
                let member = families[family].members[i]
                let id = member.id
                let declaration = model.declaration(id)
                let f = declaration.file
                let tree = self.tree(f)
                let classOffset = tree.startOffset(of: declaration.node)
                let className = name(id)
                var published: Set<String> = []
                var tracked: Set<String> = []
                let all = model.allMembers(of: id)
                let memberNames = Set(all.map { model.declaration($0).name })
                var seenNodes: Set<Node> = []
                for memberID in all where model.declaration(memberID).parent == id {
                    let property = model.declaration(memberID)
                    guard property.kind == .variable, !property.isStatic, !property.isComputed else { continue }
                    let node = property.node
                    let attributes = property.attributes
                    let isPublished = attributes.contains("Published")
                    let wrapper = attributes.first { $0 != "Published" && isPropertyWrapper($0, at: node, f) }
                    let lazy = property.modifiers.contains("lazy")
                    if isPublished { published.insert(property.name) }
                    let isTracked = isPublished || (!lazy && wrapper == nil && !attributes.contains("ObservationIgnored"))
                    if isTracked { tracked.insert(property.name) }
                    guard seenNodes.insert(node).inserted else { continue }
                    let offset = tree.startOffset(of: node)
                    if node.children(.patternBinding).count > 1 {
                        block(family, f, offset, "unsupported-shape",
                              "'\(className)' declares several stored properties in one declaration; @Observable (and @ObservationIgnored) apply to one property per declaration: split them first")
                    }
                    if isPublished, let wrapper {
                        block(family, f, offset, "unsupported-shape",
                              "'\(className)' combines @Published with @\(wrapper); @Observable cannot track a property-wrapped property")
                    }
                    if isTracked && property.modifiers.contains("override") {
                        block(family, f, offset, "unsupported-shape",
                              "'\(className)' overrides a property with observers; @Observable would try to track the override")
                    }
                    if let wrapper, ["AppStorage", "SceneStorage"].contains(wrapper) {
                        block(family, f, offset, "storage-not-tracked",
                              "'\(className).\(property.name)' is @\(wrapper): in an ObservableObject its changes refresh the views that read it through this object; under @Observable it has to be @ObservationIgnored and those views would stop refreshing when it changes; keep ObservableObject, or read it with @\(wrapper) in the views first")
                    }
                    if isTracked && property.modifiers.contains("open") {
                        // The macro declares the backing storage `private` and copies the
                        // property's own modifiers onto it: `private open var _x` does not compile.
                        block(family, f, offset, "unsupported-shape",
                              "'\(className).\(property.name)' is an open stored property; @Observable would give its backing storage two access levels (private and open), which does not compile: make it public first (subclasses in other modules can then no longer override it)")
                    }
                    if isTracked, let (writeFile, write) = observerRunningWrite(of: property, in: id) {
                        let writeTree = self.tree(writeFile)
                        let line = writeTree.location(of: writeTree.startOffset(of: write)).line
                        block(family, f, offset, "observer-in-init",
                              "'\(className).\(property.name)' has observers and is written in init at \(model.files[writeFile].path):\(line); in a class's own init that write skips didSet/willSet, but @Observable routes it through the setter, so the observers would start running during init")
                    }
                    if isTracked && (attributes.contains("objc") || property.modifiers.contains("dynamic")) {
                        block(family, f, offset, "objc-dynamic",
                              "'\(className).\(property.name)' is @objc dynamic (observed with KVO); @Observable would make it a computed property over other storage")
                    }
                }
                families[family].members[i].published = published
                families[family].members[i].addsMacro = member.id == families[family].root || !tracked.isEmpty
                // G7: generated names.
                for clash in ["access", "withMutation", "_$observationRegistrar", "shouldNotifyObservers"] where memberNames.contains(clash) {
                    block(family, f, classOffset, "name-clash", "'\(className)' declares a member named '\(clash)', which @Observable generates")
                }
                for property in tracked.sorted() where memberNames.contains("_" + property) {
                    block(family, f, classOffset, "name-clash", "'\(className)' declares '_\(property)', the name @Observable gives the storage of '\(property)'")
                }
                // G6: Codable needs hand-written coding.
                let external = model.conformances(of: id).external
                let needsDecoder = external.contains("Codable") || external.contains("Decodable")
                let needsEncoder = external.contains("Codable") || external.contains("Encodable")
                let hasDecoder = model.members(of: id, named: "init").contains { model.declaration($0).labels == ["from"] }
                let hasEncoder = model.members(of: id, named: "encode").contains { model.declaration($0).kind == .function && model.declaration($0).labels == ["to"] }
                if (needsDecoder && !hasDecoder) || (needsEncoder && !hasEncoder) {
                    block(family, f, classOffset, "codable",
                          "'\(className)' is Codable with synthesised coding; @Observable stores properties as '_x', so the synthesised keys would change: write init(from:) and encode(to:) first")
                }
                guard families[family].members[i].addsMacro else { continue }
                // G10: what `@Observable` and its expansion (`Observation.Observable`) mean here.
                if model.importNames[f].contains("RxSwift") {
                    block(family, f, classOffset, "name-clash", "the file imports RxSwift, whose 'Observable' clashes with the macro's name")
                }
                for clash in ["Observable", "Observation"] {
                    if case .declarations(let found) = model.lookupType(clash, in: source(f), at: declaration.node), let first = found.first {
                        block(family, f, classOffset, "name-clash",
                              "the project's own type \(described(first)) is what '\(clash)' means here, so '@Observable' would not be Observation's")
                    }
                }
            }
        }
    }

    // MARK: Uses

    /// Cheap first-byte test before making a String: only `$x`, `_x`, `objectWillChange`
    /// and the wrapper and protocol type names matter to the gathering.
    static func mayMatter(_ token: Int, _ tree: SyntaxTree) -> Bool {
        let start = Int(tree.tokens[token].textStart)
        guard start < tree.bytes.count else { return false }
        switch tree.bytes[start] {
        case UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "S"), UInt8(ascii: "E"), UInt8(ascii: "e"): return true
        default: return false
        }
    }

    func recordProjection(_ f: Int, _ node: Node, _ name: String, into table: inout [String: [ProjectionUse]], underscore: Bool) {
        let owner = ObservablePlan.typeKey(model.enclosingType(of: node, in: source(f)))
        guard !owner.isEmpty else { return }
        var memberAccess = false
        if !underscore, let parent = node.parent, parent.kind == .memberAccessExpr, parent.childNodes.first == node {
            memberAccess = true
        }
        table[owner + "." + name, default: []].append(ProjectionUse(file: f, node: node, memberAccess: memberAccess, member: ObservablePlan.member(containing: node)))
    }

    /// `self` or `self?` as a base.
    static func isSelf(_ base: Node?, _ tree: SyntaxTree) -> Bool {
        guard var base else { return true }
        if base.kind == .optionalChainingExpr || base.kind == .forceUnwrapExpr, let inner = base.firstChildNode { base = inner }
        return base.kind == .declReferenceExpr && tree.text(of: base) == "self"
    }

    func gather() -> Uses {
        var uses = Uses()
        let kinds: Set<NodeKind> = [.variableDecl, .functionCallExpr, .memberAccessExpr, .declReferenceExpr, .identifierType]
        for f in universe {
            let tree = self.tree(f)
            guard tree.diagnostics.isEmpty else {
                // A file the parser could not read may use a class: it would be left behind.
                let names = Set(families.flatMap { $0.members.map { model.declaration($0.id).name } })
                let seeing = model.modulesSeeing(file: f, access: .internal)
                for (i, token) in tree.tokens.enumerated() where token.kind == .identifier && names.contains(tree.text(of: i)) {
                    for family in families.indices where !families[family].seeing.isDisjoint(with: seeing)
                        && families[family].members.contains(where: { model.declaration($0.id).name == tree.text(of: i) }) {
                        let root = model.declaration(families[family].root)
                        block(family, root.file, self.tree(root.file).startOffset(of: root.node), "syntax-error-file",
                              "\(source(f).path) mentions it and has syntax errors, so its uses cannot be migrated")
                    }
                    break
                }
                continue
            }
            for node in tree.nodes(ofKind: kinds) {
                switch node.kind {
                case .variableDecl:
                    guard let view = DeclarationView(node) else { continue }
                    for attribute in view.attributes {
                        guard let kind = WrapperKind(rawValue: ObservablePlan.attributeName(attribute, tree)) else { continue }
                        guard let binding = node.children(.patternBinding).first, let pattern = binding.childNodes.first,
                              pattern.kind == .identifierPattern else { continue }
                        uses.sites.append((kind, f, node, attribute, tree.text(of: pattern)))
                    }
                case .functionCallExpr:
                    guard let callee = node.firstChildNode else { continue }
                    if callee.kind == .declReferenceExpr {
                        guard ObservablePlan.mayMatter(callee.firstToken, tree) else { continue }
                        let text = tree.text(of: callee)
                        if text == "environmentObject" {
                            uses.environmentCalls.append((f, node, callee.firstToken))
                        } else if text == "StateObject" || text == "ObservedObject" {
                            uses.wrapperCalls.append((f, node))
                        }
                    } else if callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let token = member.name,
                              tree.text(of: token) == "environmentObject" {
                        if let base = member.base {
                            // `Type.environmentObject(...)` is a static function, not the modifier.
                            if base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true { continue }
                        } else if !Rewriting.continuesChainInsideIfConfig(node) {
                            continue
                        }
                        uses.environmentCalls.append((f, node, token))
                    }
                case .memberAccessExpr:
                    guard let view = MemberAccessView(node), let name = view.name, ObservablePlan.mayMatter(name, tree) else { continue }
                    let text = tree.text(of: name)
                    if text == "objectWillChange" {
                        uses.willChangeUses.append((f, node))
                    } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                        if ObservablePlan.isSelf(view.base, tree), view.base != nil {
                            recordProjection(f, node, String(text.dropFirst()), into: &uses.projections, underscore: false)
                        } else {
                            uses.publisherUses.append((f, node))
                        }
                    } else if text.hasPrefix("_"), text.count > 1, let base = view.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                        recordProjection(f, node, String(text.dropFirst()), into: &uses.underscores, underscore: true)
                    }
                case .declReferenceExpr:
                    guard ObservablePlan.mayMatter(node.firstToken, tree) else { continue }
                    let text = tree.text(of: node)
                    if text == "objectWillChange" {
                        uses.willChangeUses.append((f, node))
                    } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                        recordProjection(f, node, String(text.dropFirst()), into: &uses.projections, underscore: false)
                    } else if text.hasPrefix("_"), text.count > 1, text != "_" {
                        recordProjection(f, node, String(text.dropFirst()), into: &uses.underscores, underscore: true)
                    }
                case .identifierType:
                    guard let first = node.childTokens.first, ObservablePlan.mayMatter(first, tree) else { continue }
                    let name = tree.text(of: first)
                    if name == "ObservableObject" {
                        // Inheritance clauses of classes, protocols and extensions are handled above.
                        if node.parent?.kind == .inheritedType,
                           let decl = node.parent?.parent?.parent, [.classDecl, .protocolDecl, .extensionDecl].contains(decl.kind) {
                            continue
                        }
                        // `Combine.ObservableObject` in those clauses.
                        if node.parent?.kind == .memberType, node.parent?.parent?.kind == .inheritedType,
                           let decl = node.parent?.parent?.parent?.parent, [.classDecl, .protocolDecl, .extensionDecl].contains(decl.kind) {
                            continue
                        }
                        uses.genericUses.append((f, node))
                    } else if ["ObservedObject", "StateObject", "EnvironmentObject"].contains(name), node.child(.genericArgumentClause) != nil {
                        uses.wrapperTypes.append((f, node))
                    }
                default:
                    break
                }
            }
        }
        return uses
    }

    // MARK: Blockers

    func checkBlockers(_ uses: Uses) {
        // objectWillChange (G4): every use, on self or on any value a class can reach.
        for (f, node) in uses.willChangeUses {
            let tree = self.tree(f)
            let offset = tree.startOffset(of: node)
            let written = tree.collapsedText(of: node)
            let base = node.kind == .memberAccessExpr ? MemberAccessView(node)?.base : nil
            if node.kind == .declReferenceExpr || ObservablePlan.isSelf(base, tree) {
                if case .project(let id)? = model.enclosingType(of: node, in: source(f)), let family = familyOf[id] {
                    block(family, f, offset, "object-will-change",
                          "'\(written)' is used; Observation has no objectWillChange: notify through property changes instead")
                }
                continue
            }
            switch meaning(ofValue: base!, f).meaning {
            case .family(let family):
                block(family, f, offset, "object-will-change", "'\(written)' is used; Observation has no objectWillChange")
            case .open(let list):
                block(list, f, offset, "object-will-change", "'\(written)' is used on a value that may be this class; Observation has no objectWillChange")
            case .unknown:
                block(reaching(node, f), f, offset, "object-will-change",
                      "'\(written)' is used on a value whose type is not known here and may be this class; Observation has no objectWillChange")
            case .other:
                break
            }
        }
        // Combine publishers of @Published properties (G5): `obj.$prop`.
        for (f, node) in uses.publisherUses {
            let tree = self.tree(f)
            guard let view = MemberAccessView(node), let base = view.base, let nameToken = view.name else { continue }
            let property = String(tree.text(of: nameToken).dropFirst())
            let written = tree.collapsedText(of: node)
            let candidates: [Int]
            switch meaning(ofValue: base, f).meaning {
            case .family(let family): candidates = [family]
            case .open(let list): candidates = list
            case .unknown: candidates = reaching(node, f)
            case .other: candidates = []
            }
            for family in candidates where families[family].members.contains(where: { $0.published.contains(property) }) {
                block(family, f, tree.startOffset(of: node), "publisher",
                      "'\(written)' is the Combine publisher of a @Published property; @Observable makes no publishers")
            }
        }
        // `$prop` and `_prop` inside a class of a family.
        for (key, list) in uses.projections {
            guard let (family, property) = familyProperty(key), families[family].members.contains(where: { $0.published.contains(property) }) else { continue }
            for use in list {
                block(family, use.file, tree(use.file).startOffset(of: use.node), "publisher",
                      "'$\(property)' is the Combine publisher of a @Published property; @Observable makes no publishers")
            }
        }
        for (key, list) in uses.underscores {
            guard let (family, property) = familyProperty(key), families[family].members.contains(where: { $0.published.contains(property) }) else { continue }
            for use in list {
                block(family, use.file, tree(use.file).startOffset(of: use.node), "name-clash",
                      "'_\(property)' is the Published storage of '\(property)'; @Observable replaces it")
            }
        }
        // Generic code over ObservableObject.
        for (f, node) in uses.genericUses {
            block(genericUseFamilies(node, f), f, tree(f).startOffset(of: node), "generic-use",
                  "code here is written against ObservableObject and may receive this class")
        }
        // `ObservedObject<X>` written as a type.
        for (f, node) in uses.wrapperTypes {
            let tree = self.tree(f)
            guard let argument = node.child(.genericArgumentClause)?.childNodes.first else { continue }
            let candidates: [Int]
            switch meaning(ofType: tree.collapsedText(of: argument), at: node, f) {
            case .family(let family): candidates = [family]
            case .open(let list): candidates = list
            case .unknown: candidates = reaching(node, f)
            case .other: candidates = []
            }
            block(candidates, f, tree.startOffset(of: node), "wrapper-type",
                  "'\(tree.collapsedText(of: node))' is written as a type; it needs an ObservableObject")
        }
        // `StateObject(wrappedValue:)` / `ObservedObject(wrappedValue:)` other than `_m = ...`
        // assignments to a property wrapper of the same kind.
        for (f, call) in uses.wrapperCalls {
            let tree = self.tree(f)
            if let sequence = call.parent, sequence.kind == .sequenceExpr, sequence.childNodes.count == 3, sequence.childNodes[2] == call,
               sequence.childNodes[1].kind == .assignmentExpr {
                let left = tree.text(of: sequence.childNodes[0])
                if left.hasPrefix("_") || left.hasPrefix("self._") { continue }
            }
            guard let argument = FunctionCallView(call)?.arguments.first?.expression else { continue }
            let candidates: [Int]
            switch meaning(ofValue: argument, f).meaning {
            case .family(let family): candidates = [family]
            case .open(let list): candidates = list
            case .unknown: candidates = reaching(call, f)
            case .other: candidates = []
            }
            block(candidates, f, tree.startOffset(of: call), "wrapper-type",
                  "'\(tree.collapsedText(of: FunctionCallView(call)!.calledExpression!))(...)' wraps it; that wrapper needs an ObservableObject")
        }
    }

    /// The families that code written against ObservableObject may receive: for a generic
    /// parameter's constraint (`<M: ObservableObject & P>`, `where M: ObservableObject`), the
    /// families satisfying all its constraints; elsewhere (`any ObservableObject`), every
    /// family that can reach it.
    func genericUseFamilies(_ node: Node, _ f: Int) -> [Int] {
        let tree = self.tree(f)
        var current = node.parent
        while let n = current {
            switch n.kind {
            case .genericParameter:
                guard let first = n.childTokens.first else { return reaching(node, f) }
                return constrainedFamilies(tree.text(of: first), at: n, f, depth: 0)
            case .genericRequirement:
                guard let subject = n.childNodes.first, subject.kind == .identifierType else { return reaching(node, f) }
                return constrainedFamilies(tree.collapsedText(of: subject), at: n, f, depth: 0)
            case .compositionType, .identifierType, .memberType:
                current = n.parent
            default:
                return reaching(node, f)
            }
        }
        return reaching(node, f)
    }

    /// "p12.name" → the family of class 12 and "name".
    func familyProperty(_ key: String) -> (Int, String)? {
        guard key.hasPrefix("p"), let dot = key.firstIndex(of: "."), let id = Int32(key[key.index(after: key.startIndex)..<dot]),
              let family = familyOf[id] else { return nil }
        return (family, String(key[key.index(after: dot)...]))
    }

    // MARK: Use sites

    /// Resolves every wrapper property: sites that convert with a family, and blocks.
    func resolveSites(_ uses: Uses) -> [Site] {
        var result: [Site] = []
        for (kind, f, declaration, attribute, siteName) in uses.sites {
            let tree = self.tree(f)
            let file = source(f)
            let offset = tree.startOffset(of: declaration)
            let binding = declaration.children(.patternBinding).first
            let annotation = binding?.child(.typeAnnotation)?.childNodes.first
            let value = binding?.child(.initializerClause)?.childNodes.first
            var written: String?
            var meaning: Meaning = .unknown
            if let annotation {
                written = tree.collapsedText(of: annotation)
                meaning = self.meaning(ofType: written!, at: declaration, f)
            } else if let value {
                let resolved = self.meaning(ofValue: value, f)
                written = resolved.text
                meaning = resolved.meaning
            }
            let label = "@\(kind.rawValue) var \(siteName)"
            switch meaning {
            case .other:
                continue
            case .unknown:
                block(reaching(declaration, f), f, offset, "unknown-type",
                      "the type of '\(label)' is not known here; if it is this class it would not compile after conversion (write the type)")
                continue
            case .open(let list):
                if let written, let typeName = TypeName(written), case .declarations(let found) = model.lookupType(typeName.dotted, in: file, at: declaration),
                   Set(found.compactMap { model.nominalType(of: $0) }).count > 1 {
                    let places = found.map { model.location($0) }.sorted().joined(separator: ", ")
                    block(list, f, offset, "ambiguous-name",
                          "'\(written)' in '\(label)' may name several types here (declared at \(places)); it stays as it is")
                    continue
                }
                block(list, f, offset, "generic-use",
                      "'\(label)\(written.map { ": " + $0 } ?? "")' holds a generic or protocol type that this class can be; it stays an ObservableObject wrapper")
                continue
            case .family(let family):
                guard let written, TypeName(written)?.isOptional != true else {
                    block(family, f, offset, "unsupported-shape", "'\(label): \(written ?? "?")' is optional")
                    continue
                }
                let owner = ObservablePlan.typeKey(model.enclosingType(of: declaration, in: file))
                var site = Site(kind: kind, file: f, declaration: declaration, attribute: attribute, name: siteName, owner: owner,
                                typeText: written, family: family)
                let key = owner + "." + siteName
                for use in uses.projections[key] ?? [] {
                    if !use.memberAccess {
                        block(family, use.file, self.tree(use.file).startOffset(of: use.node), "binding-passed",
                              "'$\(siteName)' is passed whole (an ObservedObject wrapper); after conversion it would be a Binding or not exist")
                    } else {
                        site.bindable = true
                    }
                }
                for use in uses.underscores[key] ?? [] where wrapperAssignment(use, site) == nil {
                    block(family, use.file, self.tree(use.file).startOffset(of: use.node), "unsupported-shape",
                          "'_\(siteName)' (the \(kind.rawValue) wrapper) is used directly")
                }
                if declaration.children(.patternBinding).count > 1 {
                    block(family, f, offset, "unsupported-shape", "several properties in one @\(kind.rawValue) declaration")
                }
                // The new wrapper's name must mean SwiftUI's here.
                let newName = kind == .stateObject ? "State" : kind == .environmentObject ? "Environment" : (site.bindable ? "Bindable" : nil)
                if let newName, case .declarations(let found) = model.lookupType(newName, in: file, at: declaration), let first = found.first {
                    let token = attribute.childTokens[1]
                    block(family, f, Int(tree.tokens[token].textStart), "name-clash",
                          "the project's own type \(described(first)) is what '@\(newName)' would mean here, not SwiftUI's")
                }
                if kind == .stateObject {
                    // An App is initialised once per process: State creates the object once there too.
                    var ownerIsApp = false
                    if case .project(let ownerID)? = model.enclosingType(of: declaration, in: file) { ownerIsApp = model.conforms(ownerID, to: "App") }
                    let owner = model.enclosingType(of: declaration, in: file).map { target -> String in
                        if case .project(let id) = target { return name(id) + "." }
                        if case .external(let outside) = target { return outside + "." }
                        return ""
                    } ?? ""
                    for (valueFile, initial) in initialValues(of: site, uses: uses) {
                        guard let work = work(creating: initial, file: valueFile, expected: site.typeText, at: initial) else { continue }
                        let offset = self.tree(valueFile).startOffset(of: initial)
                        if ownerIsApp {
                            notes.append((family, source(valueFile).finding(atOffset: offset,
                                "'@StateObject var \(owner)\(siteName)' becomes '@State' although it is created with work (\(work)): an App is initialised once per process, so the object is still created once",
                                pass: ObservablePlan.pass, reason: "eager-init", declined: false)))
                        } else {
                            block(family, valueFile, offset, "eager-init",
                                  "'@StateObject var \(owner)\(siteName)' is created with work (\(work)). StateObject creates its object once per view identity; State would create it again at every initialisation of the view. Create it in the parent and pass it in, or start the work in .task (explain observable)")
                        }
                    }
                }
                result.append(site)
            }
        }
        return result
    }

    /// The initial values a `@StateObject` gets: `= value` and `_m = StateObject(wrappedValue: value)`.
    func initialValues(of site: Site, uses: Uses) -> [(Int, Node)] {
        var values: [(Int, Node)] = []
        if let value = site.declaration.children(.patternBinding).first?.child(.initializerClause)?.childNodes.first {
            values.append((site.file, value))
        }
        for use in uses.underscores[site.owner + "." + site.name] ?? [] {
            guard let call = wrapperAssignment(use, site), let argument = FunctionCallView(call)?.arguments.first?.expression else { continue }
            values.append((use.file, argument))
        }
        return values
    }

    /// The wrapper call assigned to `_m`, if the use is exactly that.
    func wrapperAssignment(_ use: ProjectionUse, _ site: Site) -> Node? {
        guard site.kind != .environmentObject else { return nil }
        let tree = self.tree(use.file)
        // `_m` or `self._m` as the left side of `=`.
        let left = use.node
        guard let sequence = left.parent, sequence.kind == .sequenceExpr else { return nil }
        let parts = sequence.childNodes
        guard parts.count == 3, parts[0] == left, parts[1].kind == .assignmentExpr,
              let call = FunctionCallView(parts[2]), let callee = call.calledExpression,
              (callee.kind == .declReferenceExpr && tree.text(of: callee) == site.kind.rawValue) || ObservablePlan.isImplicitInit(callee, tree),
              call.arguments.count == 1,
              call.arguments[0].label.map({ tree.text(of: $0) }) == "wrappedValue", call.trailingClosure == nil else { return nil }
        return parts[2]
    }

    /// `.environmentObject(x)` calls: those of a family's object convert with it; those the
    /// project's own function may take, or with an unknown object, block.
    func resolveEnvironmentCalls(_ uses: Uses) -> [EnvironmentPlan] {
        var plans: [EnvironmentPlan] = []
        // Families read with @EnvironmentObject somewhere: the ones an unknown object may be.
        var readers: Set<Int> = []
        for (kind, f, declaration, _, _) in uses.sites where kind == .environmentObject {
            let binding = declaration.children(.patternBinding).first
            guard let annotation = binding?.child(.typeAnnotation)?.childNodes.first else { continue }
            switch meaning(ofType: tree(f).collapsedText(of: annotation), at: declaration, f) {
            case .family(let family): readers.insert(family)
            case .open(let list): readers.formUnion(list)
            default: break
            }
        }
        for (f, call, nameToken) in uses.environmentCalls {
            let tree = self.tree(f)
            let offset = Int(tree.tokens[nameToken].textStart)
            guard let arguments = FunctionCallView(call)?.arguments, arguments.count == 1, arguments[0].label == nil,
                  let value = arguments[0].expression else { continue }
            let written = (FunctionCallView(call)?.calledExpression?.kind == .memberAccessExpr ? "." : "") + "environmentObject(" + tree.collapsedText(of: value) + ")"
            let meaning = self.meaning(ofValue: value, f).meaning
            var candidates: [Int]
            switch meaning {
            case .family(let family): candidates = [family]
            case .open(let list): candidates = list
            case .unknown: candidates = reaching(call, f).filter { readers.contains($0) }
            case .other: candidates = []
            }
            guard !candidates.isEmpty else { continue }
            let own = Rewriting.projectFunctions(call, source(f), context)
            if !own.isEmpty {
                block(candidates, f, offset, "own-function", Rewriting.ownFunctionMessage(own, context))
                continue
            }
            switch meaning {
            case .family(let family):
                plans.append(EnvironmentPlan(file: f, name: nameToken, family: family))
            case .open:
                block(candidates, f, offset, "generic-use",
                      "'\(written)' injects a generic or protocol value that may be this class; it needs an ObservableObject")
            default:
                block(candidates, f, offset, "unknown-type",
                      "'\(written)' injects an object whose type is not known here; if it is this class, it must become '.environment(...)'")
            }
        }
        return plans
    }

    /// Deployment targets of every file a family touches.
    func checkTouchedFiles(sites: [Site], environmentPlans: [EnvironmentPlan]) {
        var touched: [Int: Set<Int>] = [:]
        for family in families.indices {
            for member in families[family].members { touched[family, default: []].insert(model.declaration(member.id).file) }
        }
        for site in sites { touched[site.family, default: []].insert(site.file) }
        for plan in environmentPlans { touched[plan.family, default: []].insert(plan.file) }
        for (family, fileIndices) in touched {
            let root = model.declaration(families[family].root)
            for f in fileIndices.sorted() {
                let target = context.target(of: source(f).path)
                if !ObservablePass.minimumOS.isSatisfied(by: target) {
                    block(family, root.file, tree(root.file).startOffset(of: root.node), "deployment-target",
                          "\(source(f).path) uses it and is built for \(target), below what @Observable needs (\(ObservablePass.minimumOS))")
                }
            }
        }
    }
}
