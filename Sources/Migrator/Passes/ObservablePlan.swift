import Foundation
import SwiftCST

/// The project-wide decision: which classes convert (with every use site), and why the
/// others do not.
final class ObservablePlan: @unchecked Sendable {
    var edits: [String: [Edit]] = [:]
    var findings: [Finding] = []
    var findingsByPath: [String: [Finding]] = [:]
    var originalBytes: [String: [UInt8]] = [:]

    static let pass = ObservablePass.name

    /// A class in a family: the root conforms to ObservableObject, the others inherit it.
    struct ClassInfo {
        var name: String
        var file: Int
        var node: Node
        /// The inherited type node naming ObservableObject (roots only).
        var conformance: Node?
        /// `extension X: ObservableObject {}` carrying the conformance instead.
        var conformanceExtension: (file: Int, node: Node)?
        var superclass: String?
        var published: Set<String> = []
    }

    enum WrapperKind: String { case stateObject = "StateObject", observedObject = "ObservedObject", environmentObject = "EnvironmentObject" }

    /// `@StateObject` / `@ObservedObject` / `@EnvironmentObject` property.
    struct Site {
        var kind: WrapperKind
        var file: Int
        var declaration: Node
        var attribute: Node
        var name: String
        /// The type as written (annotation or initialiser), nil when unknown.
        var typeText: String?
        /// The enclosing type's name.
        var owner: String
    }

    /// Uses of `$m` / `_m` inside a type (across its declarations): key "Owner.name".
    struct ProjectionUse {
        var file: Int
        var node: Node
        /// `$m.prop` (true) or `$m` alone (false); for `_m`: always false.
        var memberAccess: Bool
        /// The member declaration of the owner that contains the use.
        var member: Node?
    }

    /// Why a family does not convert, with the site to report.
    struct Block {
        var file: Int
        var offset: Int
        var reason: String
        var message: String
    }

    let files: [SourceFile]
    let context: PassContext
    var suppressionsCache: [Int: Suppressions] = [:]

    init(context: PassContext) {
        self.context = context
        self.files = context.files
        for file in files { originalBytes[file.path] = file.tree.bytes }
        build()
    }

    // MARK: Gathering

    /// Cheap first-byte test before making a String: only `$x`, `_x`, `objectWillChange`
    /// and the wrapper and protocol type names matter to the gathering.
    static func mayMatter(_ token: Int, _ tree: SyntaxTree) -> Bool {
        let start = Int(tree.tokens[token].textStart)
        guard start < tree.bytes.count else { return false }
        switch tree.bytes[start] {
        case UInt8(ascii: "$"), UInt8(ascii: "_"), UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "S"), UInt8(ascii: "E"): return true
        default: return false
        }
    }

    static func attributeName(_ attribute: Node, _ tree: SyntaxTree) -> String {
        let tokens = attribute.childTokens
        return tokens.count > 1 ? tree.text(of: tokens[1]) : ""
    }

    static func isObservableObject(_ typeText: String) -> Bool {
        typeText == "ObservableObject" || typeText == "Combine.ObservableObject"
    }

    /// The nearest enclosing type declaration's name (extensions by extended type).
    static func owner(of node: Node, _ tree: SyntaxTree) -> (name: String, member: Node?)? {
        var member: Node?
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                guard let view = DeclarationView(parent) else { return nil }
                if parent.kind == .extensionDecl {
                    guard let extended = view.extendedType else { return nil }
                    return (ProjectIndex.lastComponent(tree.collapsedText(of: extended)), member)
                }
                return view.name.map { (tree.text(of: $0), member) }
            case .memberBlock:
                if DeclarationView(current) != nil { member = current }
            case .ifConfigClause, .ifConfigDecl:
                if DeclarationView(current) != nil, member == nil { member = current }
            default:
                break
            }
            current = parent
        }
        return nil
    }

    func build() {
        let pass = ObservablePlan.pass
        var classes: [String: [ClassInfo]] = [:]
        var allClasses: [String: [(file: Int, node: Node, superclass: String?)]] = [:]
        var refiningProtocols: Set<String> = []
        var protocolInheritance: [String: [String]] = [:]
        var conformanceExtensions: [String: [(Int, Node)]] = [:]
        var sites: [Site] = []
        var projections: [String: [ProjectionUse]] = [:]
        var underscores: [String: [ProjectionUse]] = [:]
        var environmentCalls: [(file: Int, call: Node, name: Int)] = []
        var willChangeUses: [(file: Int, node: Node)] = []
        var publisherUses: [(file: Int, node: Node)] = []
        var genericUses: [(file: Int, node: Node)] = []
        var wrapperTypes: [(file: Int, node: Node, type: String)] = []
        var wrapperCalls: [(file: Int, node: Node)] = []
        var clashingTypes: [String: [(file: Int, node: Node, topLevel: Bool, owner: String?)]] = [:]

        for (f, file) in files.enumerated() {
            let tree = file.tree
            guard tree.diagnostics.isEmpty else { continue }
            let kinds: Set<NodeKind> = [.classDecl, .protocolDecl, .extensionDecl, .structDecl, .enumDecl, .actorDecl, .typeAliasDecl,
                                        .variableDecl, .functionCallExpr, .memberAccessExpr, .declReferenceExpr, .identifierType]
            for node in tree.nodes(ofKind: kinds) {
                switch node.kind {
                case .classDecl, .protocolDecl, .extensionDecl, .structDecl, .enumDecl, .actorDecl, .typeAliasDecl:
                    guard let view = DeclarationView(node) else { continue }
                    let inherited = view.inheritedTypes.map { tree.collapsedText(of: $0) }
                    if let nameToken = view.name {
                        let name = tree.text(of: nameToken)
                        if ["Observable", "Observation", "State", "Bindable", "Environment"].contains(name) {
                            let enclosing = ObservablePlan.owner(of: node, tree)?.name
                            clashingTypes[name, default: []].append((f, node, enclosing == nil, enclosing))
                        }
                    }
                    switch node.kind {
                    case .classDecl:
                        guard let nameToken = view.name else { continue }
                        let name = tree.text(of: nameToken)
                        let superclass = inherited.first.map(ProjectIndex.lastComponent)
                        allClasses[name, default: []].append((f, node, superclass))
                        if let index = inherited.firstIndex(where: ObservablePlan.isObservableObject) {
                            classes[name, default: []].append(ClassInfo(name: name, file: f, node: node,
                                conformance: view.inheritedTypes[index].parent, superclass: index == 0 ? nil : superclass))
                        }
                    case .protocolDecl:
                        guard let nameToken = view.name else { continue }
                        protocolInheritance[tree.text(of: nameToken)] = inherited.map(ProjectIndex.lastComponent)
                    case .extensionDecl:
                        if inherited.contains(where: ObservablePlan.isObservableObject), let extended = view.extendedType {
                            conformanceExtensions[ProjectIndex.lastComponent(tree.collapsedText(of: extended)), default: []].append((f, node))
                        }
                    default:
                        break
                    }
                case .variableDecl:
                    guard let view = DeclarationView(node) else { continue }
                    for attribute in view.attributes {
                        guard let kind = WrapperKind(rawValue: ObservablePlan.attributeName(attribute, tree)) else { continue }
                        let owner = ObservablePlan.owner(of: node, tree)?.name ?? ""
                        let bindings = node.children(.patternBinding)
                        guard let binding = bindings.first, let pattern = binding.childNodes.first, pattern.kind == .identifierPattern else { continue }
                        var typeText: String?
                        if let annotation = binding.child(.typeAnnotation), let type = annotation.childNodes.first {
                            typeText = tree.collapsedText(of: type)
                        } else if let value = binding.child(.initializerClause)?.childNodes.first {
                            typeText = resolve(value, f, keepOptional: true)
                        }
                        var site = Site(kind: kind, file: f, declaration: node, attribute: attribute, name: tree.text(of: pattern),
                                        typeText: typeText, owner: owner)
                        if bindings.count > 1 { site.typeText = nil }
                        sites.append(site)
                    }
                case .functionCallExpr:
                    if let callee = FunctionCallView(node)?.calledExpression, callee.kind == .declReferenceExpr,
                       ["StateObject", "ObservedObject"].contains(tree.text(of: callee)) {
                        wrapperCalls.append((f, node))
                        continue
                    }
                    guard let callee = FunctionCallView(node)?.calledExpression, let member = MemberAccessView(callee),
                          let name = member.name, tree.text(of: name) == "environmentObject" else { continue }
                    environmentCalls.append((f, node, name))
                case .memberAccessExpr:
                    guard let name = MemberAccessView(node)?.name, ObservablePlan.mayMatter(name, tree) else { continue }
                    let text = tree.text(of: name)
                    if text == "objectWillChange" {
                        willChangeUses.append((f, node))
                    } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                        let base = MemberAccessView(node)?.base
                        if let base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                            recordProjection(f, node, String(text.dropFirst()), into: &projections, underscore: false)
                        } else {
                            publisherUses.append((f, node))
                        }
                    } else if text.hasPrefix("_"), text.count > 1, let base = MemberAccessView(node)?.base,
                              base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                        recordProjection(f, node, String(text.dropFirst()), into: &underscores, underscore: true)
                    }
                case .declReferenceExpr:
                    guard ObservablePlan.mayMatter(node.firstToken, tree) else { continue }
                    let text = tree.text(of: node)
                    if text == "objectWillChange" {
                        willChangeUses.append((f, node))
                    } else if text.hasPrefix("$"), text.count > 1, !(text.dropFirst().first?.isNumber ?? true) {
                        recordProjection(f, node, String(text.dropFirst()), into: &projections, underscore: false)
                    } else if text.hasPrefix("_"), text.count > 1, text != "_" {
                        recordProjection(f, node, String(text.dropFirst()), into: &underscores, underscore: true)
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
                        genericUses.append((f, node))
                    } else if ["ObservedObject", "StateObject", "EnvironmentObject"].contains(name),
                              let clause = node.child(.genericArgumentClause) {
                        let argument = tree.collapsedText(of: clause).dropFirst().dropLast()
                        wrapperTypes.append((f, node, ProjectIndex.lastComponent(String(argument))))
                    }
                default:
                    break
                }
            }
        }

        // Protocols refining ObservableObject, transitively.
        var changed = true
        while changed {
            changed = false
            for (name, parents) in protocolInheritance where !refiningProtocols.contains(name) {
                if parents.contains(where: { $0 == "ObservableObject" || refiningProtocols.contains($0) }) {
                    refiningProtocols.insert(name)
                    changed = true
                }
            }
        }

        // Conformances declared in extensions.
        for (name, extensions) in conformanceExtensions {
            for (f, node) in extensions {
                guard let declared = allClasses[name], declared.count == 1, classes[name] == nil else {
                    let tree = files[f].tree
                    let reason = allClasses[name] == nil ? "not-project-class" : "unsupported-shape"
                    let message = allClasses[name] == nil
                        ? "'\(name)' not converted to @Observable: the ObservableObject conformance is added to a type this project does not declare as a class; @Observable can only be attached to the class declaration"
                        : "'\(name)' not converted to @Observable: ObservableObject is declared more than once or the class name is ambiguous"
                    findings.append(files[f].finding(atOffset: tree.startOffset(of: node), message, pass: ObservablePlan.pass, reason: reason))
                    continue
                }
                let view = DeclarationView(node)
                guard view?.inheritedTypes.count == 1, (view?.members.isEmpty ?? false) else {
                    findings.append(files[f].finding(atOffset: files[f].tree.startOffset(of: node),
                        "'\(name)' not converted to @Observable: its ObservableObject conformance is declared in an extension with other conformances or members; move the conformance to the class declaration",
                        pass: pass, reason: "extension-conformance"))
                    continue
                }
                let superclass = DeclarationView(declared[0].node)?.inheritedTypes.first.map { ProjectIndex.lastComponent(files[declared[0].file].tree.collapsedText(of: $0)) }
                var info = ClassInfo(name: name, file: declared[0].file, node: declared[0].node, conformance: nil, superclass: superclass)
                info.conformanceExtension = (f, node)
                classes[name, default: []].append(info)
            }
        }

        // Classes reached through a protocol refining ObservableObject (G3).
        for (name, declared) in allClasses.sorted(by: { $0.key < $1.key }) {
            for entry in declared {
                let tree = files[entry.file].tree
                let inherited = DeclarationView(entry.node)?.inheritedTypes.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) } ?? []
                if let refining = inherited.first(where: { refiningProtocols.contains($0) }) {
                    findings.append(files[entry.file].finding(at: entry.node,
                        "'\(name)' not converted to @Observable: it is observable through '\(refining)', a protocol refining ObservableObject; code written against the protocol needs a redesign first",
                        pass: pass, reason: "protocol-refinement"))
                    classes[name] = nil
                }
            }
        }

        // Families: a root and its project subclasses.
        var subclasses: [String: [String]] = [:]
        // Sorted, so subclass lists (and the messages naming them) are the same every run.
        for (name, declared) in allClasses.sorted(by: { $0.key < $1.key }) {
            for entry in declared { if let superclass = entry.superclass, superclass != name { subclasses[superclass, default: []].append(name) } }
        }
        var families: [String: [ClassInfo]] = [:]
        var familyOf: [String: String] = [:]
        var familyBlocks: [String: [Block]] = [:]
        for (name, infos) in classes.sorted(by: { $0.key < $1.key }) {
            let info = infos[0]
            var members = [info]
            var blocks: [Block] = []
            if infos.count > 1 || (allClasses[name]?.count ?? 0) > 1 {
                blocks.append(Block(file: info.file, offset: files[info.file].tree.startOffset(of: info.node), reason: "ambiguous-name",
                                    message: "the project declares more than one class named '\(name)'"))
            }
            // A superclass that is itself a converting root makes this a subclass, not a root.
            if let superclass = info.superclass, classes[superclass] != nil {
                blocks.append(Block(file: info.file, offset: files[info.file].tree.startOffset(of: info.node), reason: "superclass",
                                    message: "its superclass '\(superclass)' is ObservableObject too"))
            }
            var queue = subclasses[name] ?? []
            var seen: Set<String> = [name]
            while let sub = queue.first {
                queue.removeFirst()
                guard seen.insert(sub).inserted else { continue }
                guard let declared = allClasses[sub], declared.count == 1 else {
                    blocks.append(Block(file: info.file, offset: files[info.file].tree.startOffset(of: info.node), reason: "ambiguous-name",
                                        message: "the project declares more than one class named '\(sub)' (a subclass)"))
                    continue
                }
                members.append(ClassInfo(name: sub, file: declared[0].file, node: declared[0].node, conformance: nil, superclass: name))
                queue += subclasses[sub] ?? []
            }
            for member in members { familyOf[member.name] = name }
            families[name] = members
            familyBlocks[name] = blocks
        }

        func block(_ family: String, _ f: Int, _ offset: Int, _ reason: String, _ message: String) {
            familyBlocks[family, default: []].append(Block(file: f, offset: offset, reason: reason, message: message))
        }

        // A file the parser could not read may use a class: it would be left behind.
        for file in files where !file.tree.diagnostics.isEmpty {
            let tree = file.tree
            for (i, token) in tree.tokens.enumerated() where token.kind == .identifier {
                guard let root = familyOf[tree.text(of: i)], let info = families[root]?.first else { continue }
                block(root, info.file, files[info.file].tree.startOffset(of: info.node), "syntax-error-file",
                      "\(file.path) mentions it and has syntax errors, so its uses cannot be migrated")
                break
            }
        }

        // Conditions inside each class (G4-G8, G10).
        for (root, members) in families {
            for i in members.indices {
                let info = members[i]
                let tree = files[info.file].tree
                let view = DeclarationView(info.node)!
                var published: Set<String> = []
                var memberNames: Set<String> = []
                var storedVars: Set<String> = []
                for member in view.members {
                    guard let memberView = DeclarationView(member) else { continue }
                    if member.kind == .functionDecl, let n = memberView.name { memberNames.insert(tree.text(of: n)) }
                    guard member.kind == .variableDecl else { continue }
                    let attributes = memberView.attributes.map { ObservablePlan.attributeName($0, tree) }
                    let modifiers = memberView.modifiers.map { tree.text(of: $0) }
                    for binding in member.children(.patternBinding) {
                        if let pattern = binding.childNodes.first, pattern.kind == .identifierPattern {
                            let name = tree.text(of: pattern)
                            memberNames.insert(name)
                            if attributes.contains("Published") { published.insert(name) }
                            if !modifiers.contains("static") && !modifiers.contains("class") && ObservablePlan.isStored(binding, tree) { storedVars.insert(name) }
                        }
                    }
                    if attributes.contains("Published") && member.children(.patternBinding).count > 1 {
                        block(root, info.file, tree.startOffset(of: member), "unsupported-shape",
                              "'\(info.name)' declares several @Published properties in one declaration; split them first")
                    }
                    if attributes.contains("Published"),
                       let other = attributes.first(where: { $0 != "Published" && $0 != "MainActor" && $0.first?.isUppercase == true }) {
                        block(root, info.file, tree.startOffset(of: member), "unsupported-shape",
                              "'\(info.name)' combines @Published with @\(other); @Observable cannot track a property-wrapped property")
                    }
                    if modifiers.contains("override") && !(member.children(.patternBinding).allSatisfy { !ObservablePlan.isStored($0, tree) }) {
                        block(root, info.file, tree.startOffset(of: member), "unsupported-shape",
                              "'\(info.name)' overrides a property with observers; @Observable would try to track the override")
                    }
                    if attributes.contains("Published") && (attributes.contains("objc") || modifiers.contains("dynamic")) {
                        block(root, info.file, tree.startOffset(of: member), "objc-dynamic",
                              "'\(info.name)' has an @objc dynamic @Published property (observed with KVO); @Observable would change how it is stored")
                    }
                }
                families[root]![i].published = published
                // G7: generated names.
                for clash in ["access", "withMutation", "_$observationRegistrar"] where memberNames.contains(clash) {
                    block(root, info.file, tree.startOffset(of: info.node), "name-clash",
                          "'\(info.name)' declares a member named '\(clash)', which @Observable generates")
                }
                for name in published.union(storedVars) where memberNames.contains("_" + name) {
                    block(root, info.file, tree.startOffset(of: info.node), "name-clash",
                          "'\(info.name)' declares '_\(name)', the name @Observable gives the storage of '\(name)'")
                }
                // G6: Codable needs hand-written coding.
                let inherited = view.inheritedTypes.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) }
                let coding = Set(context.index.declarations(of: info.name).flatMap(\.inheritedTypes).map(ProjectIndex.lastComponent)).union(inherited)
                let needsDecoder = coding.contains("Codable") || coding.contains("Decodable")
                let needsEncoder = coding.contains("Codable") || coding.contains("Encodable")
                let initLabels = context.index.members(of: info.name, named: "init").map(\.labels)
                let hasDecoder = initLabels.contains { $0 == ["from"] }
                let hasEncoder = context.index.members(of: info.name, named: "encode").contains { $0.kind == "func" }
                if (needsDecoder && !hasDecoder) || (needsEncoder && !hasEncoder) {
                    block(root, info.file, tree.startOffset(of: info.node), "codable",
                          "'\(info.name)' is Codable with synthesised coding; @Observable stores properties as '_x', so the synthesised keys would change: write init(from:) and encode(to:) first")
                }
                // G10: RxSwift in the file.
                if (context.index.imports[files[info.file].path] ?? []).contains("RxSwift") {
                    block(root, info.file, tree.startOffset(of: info.node), "name-clash",
                          "the file imports RxSwift, whose 'Observable' clashes with the macro's name")
                }
            }
        }
        for name in ["Observable", "Observation"] {
            // A nested type only shadows the module inside its own type.
            guard let clash = clashingTypes[name]?.first(where: \.topLevel) else { continue }
            for root in families.keys {
                block(root, clash.file, files[clash.file].tree.startOffset(of: clash.node), "name-clash",
                      "the project declares its own type '\(name)', which clashes with the Observation module")
            }
        }

        // objectWillChange (G4) and publishers (G5).
        for (f, node) in willChangeUses {
            let tree = files[f].tree
            let owner = ObservablePlan.owner(of: node, tree)?.name
            var base: Node?
            if node.kind == .memberAccessExpr { base = MemberAccessView(node)?.base }
            let baseIsSelf = base == nil || (base!.kind == .declReferenceExpr && tree.text(of: base!) == "self")
            if baseIsSelf {
                if let owner, let root = familyOf[owner] {
                    block(root, f, tree.startOffset(of: node), "object-will-change",
                          "'objectWillChange' is used; Observation has no objectWillChange: notify through property changes instead")
                }
                continue
            }
            if let type = resolve(base!, f), let root = familyOf[type] {
                block(root, f, tree.startOffset(of: node), "object-will-change",
                      "'objectWillChange' of '\(type)' is used; Observation has no objectWillChange")
            } else if let type = resolve(base!, f), familyOf[type] == nil {
                continue
            } else {
                let baseName = ObservablePlan.lastName(base!, tree)
                for site in sites where site.name == baseName {
                    if let type = site.typeText.map(ProjectIndex.lastComponent), let root = familyOf[type] {
                        block(root, f, tree.startOffset(of: node), "object-will-change",
                              "'\(tree.collapsedText(of: node))' may be the objectWillChange of '\(type)' (its type is unknown here); Observation has no objectWillChange")
                    }
                }
            }
        }
        for (f, node) in publisherUses {
            let tree = files[f].tree
            guard let view = MemberAccessView(node), let base = view.base, let nameToken = view.name else { continue }
            let property = String(tree.text(of: nameToken).dropFirst())
            if let type = resolve(base, f) {
                if let root = familyOf[type] {
                    block(root, f, tree.startOffset(of: node), "publisher",
                          "'\(tree.collapsedText(of: node))' is the Combine publisher of a @Published property; @Observable makes no publishers")
                }
                continue
            }
            for (root, members) in families where members.contains(where: { $0.published.contains(property) }) {
                block(root, f, tree.startOffset(of: node), "publisher",
                      "'\(tree.collapsedText(of: node))' may be the Combine publisher of '\(members[0].name).\(property)' (the base's type is unknown here); @Observable makes no publishers")
            }
        }
        // `$prop` inside a class (G5).
        for (key, uses) in projections {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let root = familyOf[parts[0]] else { continue }
            if families[root]!.contains(where: { $0.published.contains(parts[1]) }) {
                for use in uses {
                    block(root, use.file, files[use.file].tree.startOffset(of: use.node), "publisher",
                          "'$\(parts[1])' is the Combine publisher of a @Published property; @Observable makes no publishers")
                }
            }
        }
        // `_x` storage of a tracked property used in the class.
        for (key, uses) in underscores {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let root = familyOf[parts[0]],
                  families[root]!.contains(where: { $0.name == parts[0] && $0.published.contains(parts[1]) }) else { continue }
            for use in uses {
                block(root, use.file, files[use.file].tree.startOffset(of: use.node), "name-clash",
                      "'_\(parts[1])' is the Published storage of '\(parts[1])'; @Observable replaces it")
            }
        }
        // Generic code over ObservableObject and explicit wrapper types.
        for (f, node) in genericUses {
            for root in families.keys {
                block(root, f, files[f].tree.startOffset(of: node), "generic-use",
                      "code here is written against ObservableObject and may receive this class")
            }
        }
        for (f, node, type) in wrapperTypes {
            if let root = familyOf[type] {
                block(root, f, files[f].tree.startOffset(of: node), "wrapper-type",
                      "'\(files[f].tree.collapsedText(of: node))' is written as a type; it needs an ObservableObject")
            }
        }

        // `StateObject(wrappedValue:)` / `ObservedObject(wrappedValue:)` other than `_m = ...`
        // assignments to a property wrapper of the same type.
        for (f, call) in wrapperCalls {
            let tree = files[f].tree
            if let sequence = call.parent, sequence.kind == .sequenceExpr, sequence.childNodes.count == 3, sequence.childNodes[2] == call,
               sequence.childNodes[1].kind == .assignmentExpr {
                let left = tree.text(of: sequence.childNodes[0])
                if left.hasPrefix("_") || left.hasPrefix("self._") { continue }
            }
            guard let argument = FunctionCallView(call)?.arguments.first?.expression else { continue }
            var type = resolve(argument, f)
            if argument.kind == .declReferenceExpr, tree.text(of: argument) == "self" { type = ObservablePlan.owner(of: call, tree)?.name }
            if let type, let root = familyOf[type] {
                block(root, f, tree.startOffset(of: call), "wrapper-type",
                      "'\(tree.collapsedText(of: FunctionCallView(call)!.calledExpression!))(...)' wraps it; that wrapper needs an ObservableObject")
            }
        }

        // Use sites.
        struct SitePlan {
            var site: Site
            var root: String
            var type: String
            var bindable = false
        }
        var plans: [SitePlan] = []
        let readersByFamily = Set(sites.filter { $0.kind == .environmentObject }.compactMap { $0.typeText.map(ProjectIndex.lastComponent) }.compactMap { familyOf[$0] })
        for site in sites {
            let tree = files[site.file].tree
            let offset = tree.startOffset(of: site.declaration)
            guard let written = site.typeText else {
                // Unknown: any family this wrapper could hold is blocked.
                for root in families.keys {
                    block(root, site.file, offset, "unknown-type",
                          "the type of '@\(site.kind.rawValue) var \(site.name)' is not known here; if it is this class it would not compile after conversion (write the type)")
                }
                continue
            }
            let stripped = written.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            let type = ProjectIndex.lastComponent(stripped)
            guard let root = familyOf[type] else { continue }
            if written != stripped {
                block(root, site.file, offset, "unsupported-shape", "'@\(site.kind.rawValue) var \(site.name): \(written)' is optional")
                continue
            }
            var plan = SitePlan(site: site, root: root, type: stripped)
            let key = site.owner + "." + site.name
            for use in projections[key] ?? [] {
                if !use.memberAccess {
                    block(root, use.file, files[use.file].tree.startOffset(of: use.node), "binding-passed",
                          "'$\(site.name)' is passed whole (an ObservedObject wrapper); after conversion it would be a Binding or not exist")
                } else {
                    plan.bindable = true
                }
            }
            for use in underscores[key] ?? [] where wrapperAssignment(use, site) == nil {
                block(root, use.file, files[use.file].tree.startOffset(of: use.node), "unsupported-shape",
                      "'_\(site.name)' (the \(site.kind.rawValue) wrapper) is used directly")
            }
            if site.declaration.children(.patternBinding).count > 1 {
                block(root, site.file, offset, "unsupported-shape", "several properties in one @\(site.kind.rawValue) declaration")
            }
            // Wrapper name clashes with a project type of that name in scope.
            let newName = site.kind == .stateObject ? "State" : site.kind == .environmentObject ? "Environment" : (plan.bindable ? "Bindable" : nil)
            if let newName, let clashes = clashingTypes[newName],
               clashes.contains(where: { $0.topLevel || $0.owner == site.owner }) {
                block(root, site.file, offset, "name-clash",
                      "the project declares a type '\(newName)' visible here, so '@\(newName)' would not mean SwiftUI's")
            }
            plans.append(plan)
        }
        var environmentPlans: [(file: Int, name: Int, root: String)] = []
        for (f, call, name) in environmentCalls {
            let tree = files[f].tree
            guard let arguments = FunctionCallView(call)?.arguments, arguments.count == 1, arguments[0].label == nil,
                  let value = arguments[0].expression else { continue }
            if context.index.ownFunction(named: "environmentObject", labels: [nil]) != nil {
                for root in readersByFamily {
                    block(root, f, Int(tree.tokens[name].textStart), "own-function",
                          "the project declares its own 'environmentObject(_:)', which this call may resolve to")
                }
                continue
            }
            if let type = resolve(value, f) {
                if let root = familyOf[type] { environmentPlans.append((f, name, root)) }
                continue
            }
            for root in readersByFamily.sorted() {
                block(root, f, Int(tree.tokens[name].textStart), "unknown-type",
                      "'.environmentObject(\(tree.collapsedText(of: value)))' injects an object whose type is not known here; if it is this class, it must become '.environment(...)'")
            }
        }

        // Deployment targets and suppressions of every file a family touches.
        var touched: [String: Set<Int>] = [:]
        for (root, members) in families {
            for member in members { touched[root, default: []].insert(member.file) }
        }
        for plan in plans { touched[plan.root, default: []].insert(plan.site.file) }
        for plan in environmentPlans { touched[plan.root, default: []].insert(plan.file) }
        for (root, fileIndices) in touched {
            for f in fileIndices.sorted() {
                let target = context.target(of: files[f].path)
                if !ObservablePass.minimumOS.isSatisfied(by: target), let info = families[root]?.first {
                    block(root, info.file, files[info.file].tree.startOffset(of: info.node), "deployment-target",
                          "\(files[f].path) uses it and is built for \(target), below what @Observable needs (\(ObservablePass.minimumOS))")
                }
            }
        }

        // Edits per converting family; findings for the others.
        var fileEdits: [Int: [Edit]] = [:]
        var convertedFiles: [Int: Set<String>] = [:]
        // Families with edits in each file: a file's import edits belong to all of them.
        var familiesByFile: [Int: Set<String>] = [:]
        for (root, members) in families.sorted(by: { $0.key < $1.key }) {
            var edits: [Int: [Edit]] = [:]
            for member in members {
                classEdits(member, isRoot: member.name == root, into: &edits)
                convertedFiles[member.file, default: []].insert(member.name)
            }
            var insertions: [Insertion] = []
            for plan in plans where plan.root == root {
                siteEdits(plan.site, type: plan.type, bindable: plan.bindable, uses: projections[plan.site.owner + "." + plan.site.name] ?? [],
                          underscores: underscores[plan.site.owner + "." + plan.site.name] ?? [], into: &edits, insertions: &insertions)
            }
            for insertion in insertions {
                switch bindableEdit(insertion) {
                case .success(let edit): edits[insertion.file, default: []].append(edit)
                case .failure(let problem): block(root, insertion.file, files[insertion.file].tree.startOffset(of: insertion.member), problem.reason, problem.message)
                }
            }
            for plan in environmentPlans where plan.root == root {
                let token = files[plan.file].tree.tokens[plan.name]
                edits[plan.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "environment", pass: ObservablePlan.pass))
            }
            // Suppressed lines anywhere in the family's edits block it.
            for (f, list) in edits {
                let suppressions = suppressionsCache[f] ?? Suppressions(files[f].tree)
                suppressionsCache[f] = suppressions
                for edit in list where suppressions.isSuppressed(ObservablePlan.pass, line: files[f].tree.location(of: edit.start).line) {
                    block(root, f, edit.start, "suppressed", "a suppression comment covers part of the change")
                    break
                }
            }
            let blocks = familyBlocks[root] ?? []
            if blocks.isEmpty {
                for (f, list) in edits {
                    // One family is one change across its files (`Edit.units`).
                    fileEdits[f, default: []] += list.map { edit in
                        var copy = edit
                        copy.units = [ObservablePlan.unit(root)]
                        return copy
                    }
                    familiesByFile[f, default: []].insert(root)
                }
                for plan in plans where plan.root == root && plan.site.kind == .stateObject {
                    if let finding = initWorkFinding(plan.site, type: plan.type) { findings.append(finding) }
                }
                continue
            }
            for member in members { convertedFiles[member.file]?.remove(member.name) }
            let reasons = Array(Set(blocks.map(\.reason))).sorted()
            let rootInfo = members[0]
            let names = members.map(\.name).joined(separator: ", ")
            findings.append(files[rootInfo.file].finding(at: rootInfo.node,
                "'\(rootInfo.name)' not converted to @Observable\(members.count > 1 ? " (with its subclasses: \(names.split(separator: ",").dropFirst().joined(separator: ",").trimmingCharacters(in: .whitespaces)))" : ""): blocked by \(Set(blocks.map { "\($0.file):\($0.offset)" }).count) site\(Set(blocks.map { "\($0.file):\($0.offset)" }).count == 1 ? "" : "s") (\(reasons.joined(separator: ", "))); nothing about it changes",
                pass: ObservablePlan.pass, reason: reasons[0]))
            var seen: Set<String> = []
            for b in blocks {
                let key = "\(b.file):\(b.offset):\(b.reason)"
                guard seen.insert(key).inserted else { continue }
                // The class is the declined site (counted once); these say why.
                findings.append(files[b.file].finding(atOffset: b.offset, "'\(rootInfo.name)' not converted to @Observable: \(b.message)",
                                                      pass: ObservablePlan.pass, reason: b.reason, declined: false))
            }
        }
        // Imports in files whose classes convert.
        for (f, names) in convertedFiles where !names.isEmpty {
            let before = fileEdits[f]?.count ?? 0
            importEdits(f, removed: fileEdits[f] ?? [], into: &fileEdits)
            // Whether Combine can go depends on every family converted in the file.
            let units = (familiesByFile[f] ?? []).sorted().map(ObservablePlan.unit)
            for i in before..<(fileEdits[f]?.count ?? 0) { fileEdits[f]![i].units = units }
        }
        for (f, list) in fileEdits { edits[files[f].path] = list.sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
        // Findings come out sorted by the engine; keep a stable order here too.
        findings.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        findingsByPath = Dictionary(grouping: findings, by: \.path)
    }

    /// The `Edit.units` name of a family, by its root class.
    static func unit(_ root: String) -> String { "observable:" + root }

    func recordProjection(_ f: Int, _ node: Node, _ name: String, into table: inout [String: [ProjectionUse]], underscore: Bool) {
        let tree = files[f].tree
        guard let (owner, member) = ObservablePlan.owner(of: node, tree) else { return }
        var memberAccess = false
        if !underscore, let parent = node.parent, parent.kind == .memberAccessExpr, parent.childNodes.first == node {
            memberAccess = true
        }
        table[owner + "." + name, default: []].append(ProjectionUse(file: f, node: node, memberAccess: memberAccess, member: member))
    }

    /// The wrapper call assigned to `_m`, if the use is exactly that.
    func wrapperAssignment(_ use: ProjectionUse, _ site: Site) -> Node? {
        guard site.kind != .environmentObject else { return nil }
        let tree = files[use.file].tree
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

    /// `.init` with no base.
    static func isImplicitInit(_ callee: Node, _ tree: SyntaxTree) -> Bool {
        guard let view = MemberAccessView(callee), view.base == nil, let name = view.name else { return false }
        return tree.text(of: name) == "init"
    }

    /// The type name of a value expression, as far as the index tells.
    func resolve(_ expression: Node, _ f: Int, keepOptional: Bool = false) -> String? {
        let file = files[f]
        var type = TypeResolver.resolveType(expression, at: expression, file: file, context: context)
            ?? context.index.type(of: expression, file.tree)
        // A capitalised variable (`App`) is still a variable when one is declared.
        if type == nil, expression.kind == .declReferenceExpr {
            type = TypeResolver.declaredType(of: file.tree.text(of: expression), at: expression, file: file, context: context)
        }
        guard let type else { return nil }
        if keepOptional { return type }
        guard !type.hasSuffix("?"), !type.hasSuffix("!") else { return nil }
        return ProjectIndex.lastComponent(type)
    }

    static func lastName(_ node: Node, _ tree: SyntaxTree) -> String {
        if let view = MemberAccessView(node), let name = view.name { return tree.text(of: name) }
        return tree.text(of: node)
    }

    /// A stored instance property binding (no getter/setter block; observers allowed).
    static func isStored(_ binding: Node, _ tree: SyntaxTree) -> Bool {
        guard let block = binding.child(.accessorBlock) else { return true }
        let accessors = block.children(.accessorDecl)
        if accessors.isEmpty { return false }
        return accessors.allSatisfy { accessor in
            let keyword = accessor.childTokens.first.map { tree.text(of: $0) }
            return keyword == "willSet" || keyword == "didSet"
        }
    }

    // MARK: Edits

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

    func classEdits(_ info: ClassInfo, isRoot: Bool, into edits: inout [Int: [Edit]]) {
        let tree = files[info.file].tree
        let pass = ObservablePlan.pass
        let site = tree.startOffset(of: info.node)
        let view = DeclarationView(info.node)!
        // A subclass without @Published keeps its plain stored properties as they are.
        let addMacro = isRoot || !info.published.isEmpty
        if addMacro {
            let indent = Rewriting.lineIndentation(tree.bytes, at: site)
            edits[info.file, default: []].append(Edit(start: site, end: site, replacement: "@Observable\n" + indent, pass: pass, site: site))
        }
        if isRoot {
            if let inherited = info.conformance, let clause = inherited.parent {
                let types = clause.children(.inheritedType)
                if types.count == 1 {
                    // `: ObservableObject` goes; the space before `{` stays.
                    let colon = clause.childTokens.first!
                    edits[info.file, default: []].append(Edit(start: Int(tree.tokens[colon].textStart), end: tree.endOffset(of: inherited.childNodes.first!),
                                                              replacement: "", pass: pass, site: site))
                } else if let position = types.firstIndex(of: inherited) {
                    if position == 0 {
                        edits[info.file, default: []].append(Edit(start: tree.startOffset(of: inherited), end: tree.startOffset(of: types[1]),
                                                                  replacement: "", pass: pass, site: site))
                    } else {
                        let previousEnd = tree.endOffset(of: types[position - 1].childNodes.first!)
                        edits[info.file, default: []].append(Edit(start: previousEnd, end: tree.endOffset(of: inherited.childNodes.first!),
                                                                  replacement: "", pass: pass, site: site))
                    }
                }
            } else if let (f, node) = info.conformanceExtension {
                let (start, end) = EntryPlan.deletionRange(of: node, in: files[f].tree)
                edits[f, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: -1))
            }
        }
        guard addMacro else { return }
        for member in view.members where member.kind == .variableDecl {
            guard let memberView = DeclarationView(member) else { continue }
            let attributes = memberView.attributes
            let names = attributes.map { ObservablePlan.attributeName($0, tree) }
            let modifiers = memberView.modifiers.map { tree.text(of: $0) }
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if let published = attributes.first(where: { ObservablePlan.attributeName($0, tree) == "Published" }) {
                let (start, end) = ObservablePlan.attributeRemoval(published, tree)
                edits[info.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: site))
                continue
            }
            if memberView.keyword.map({ tree.text(of: $0) }) == "let" { continue }
            if names.contains("ObservationIgnored") { continue }
            let stored = member.children(.patternBinding).contains { ObservablePlan.isStored($0, tree) }
            guard stored else { continue }
            let start = tree.startOffset(of: member)
            edits[info.file, default: []].append(Edit(start: start, end: start, replacement: "@ObservationIgnored ", pass: pass, site: site))
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
        let tree = files[insertion.file].tree
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

    func siteEdits(_ site: Site, type: String, bindable: Bool, uses: [ProjectionUse], underscores: [ProjectionUse], into edits: inout [Int: [Edit]],
                   insertions: inout [Insertion]) {
        let tree = files[site.file].tree
        let pass = ObservablePlan.pass
        let siteOffset = tree.startOffset(of: site.declaration)
        let nameToken = site.attribute.childTokens[1]
        let token = tree.tokens[nameToken]
        func replaceName(_ text: String) {
            edits[site.file, default: []].append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: text, pass: pass, site: siteOffset))
        }
        switch site.kind {
        case .stateObject:
            replaceName("State")
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = files[use.file].tree
                let callee = view.calledExpression!
                // `.init(wrappedValue:)` is State's too.
                if ObservablePlan.isImplicitInit(callee, useTree) { continue }
                edits[use.file, default: []].append(Edit(start: useTree.startOffset(of: callee), end: useTree.endOffset(of: callee), replacement: "State", pass: pass, site: siteOffset))
                let label = view.arguments[0].label!
                edits[use.file, default: []].append(Edit(start: Int(useTree.tokens[label].textStart), end: Int(useTree.tokens[label].textEnd), replacement: "initialValue", pass: pass, site: siteOffset))
            }
        case .observedObject:
            if bindable {
                replaceName("Bindable")
            } else {
                let (start, end) = ObservablePlan.attributeRemoval(site.attribute, tree)
                edits[site.file, default: []].append(Edit(start: start, end: end, replacement: "", pass: pass, site: siteOffset))
            }
            for use in underscores {
                guard let call = wrapperAssignment(use, site), let view = FunctionCallView(call) else { continue }
                let useTree = files[use.file].tree
                let callee = view.calledExpression!
                if bindable {
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
            replaceName("Environment(\(type).self)")
            // `: X` goes; the wrapper names the type.
            if let binding = site.declaration.child(.patternBinding), let annotation = binding.child(.typeAnnotation) {
                edits[site.file, default: []].append(Edit(start: tree.startOffset(of: annotation), end: tree.endOffset(of: annotation), replacement: "", pass: pass, site: siteOffset))
                // The space before `:` does not exist; the pattern's trailing trivia (if any) stays.
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

    /// Initialisers of each class and its extensions, gathered once: (file, init).
    lazy var initializers: [String: [(Int, Node)]] = {
        var result: [String: [(Int, Node)]] = [:]
        for (f, file) in files.enumerated() {
            let tree = file.tree
            for declaration in tree.nodes(ofKind: [.classDecl, .extensionDecl]) {
                guard let view = DeclarationView(declaration) else { continue }
                let name = declaration.kind == .extensionDecl ? view.extendedType.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) } : view.name.map { tree.text(of: $0) }
                guard let name else { continue }
                for member in view.members where member.kind == .initializerDecl { result[name, default: []].append((f, member)) }
            }
        }
        return result
    }()

    func initWorkFinding(_ site: Site, type: String) -> Finding? {
        guard let binding = site.declaration.child(.patternBinding), let value = binding.child(.initializerClause)?.childNodes.first,
              value.kind == .functionCallExpr else { return nil }
        let typeName = ProjectIndex.lastComponent(type)
        let methods = Set(context.index.declarations(of: typeName).flatMap(\.members).filter { $0.kind == "func" }.map(\.name))
        for (f, member) in initializers[typeName] ?? [] {
            guard let body = member.child(.codeBlock), let work = ObservablePlan.visibleWork(in: body, files[f].tree, methods: methods) else { continue }
            return files[site.file].finding(at: site.declaration,
                "'@StateObject var \(site.name)' becomes '@State': \(typeName).init starts work (\(work)), and State evaluates its initial value each time the view is initialised; consider starting the work in .task",
                pass: ObservablePlan.pass, reason: "init-starts-work", declined: false)
        }
        return nil
    }

    static func visibleWork(in body: Node, _ tree: SyntaxTree, methods: Set<String>) -> String? {
        var found: String?
        body.walk { node in
            guard found == nil else { return false }
            if node.kind == .closureExpr { return false }
            if node.kind == .functionCallExpr, let callee = FunctionCallView(node)?.calledExpression {
                let text = tree.collapsedText(of: callee)
                let last = ObservablePlan.lastName(callee, tree)
                if text == "Task" || text == "Task.detached" || text.hasPrefix("DispatchQueue") || text.hasPrefix("Timer.")
                    || last == "sink" || last == "addObserver" || methods.contains(last) && (callee.kind == .declReferenceExpr || text.hasPrefix("self.")) {
                    found = (text.count > 30 ? last : text) + "(...)"
                    return false
                }
            }
            return true
        }
        return found
    }

    func importEdits(_ f: Int, removed: [Edit], into fileEdits: inout [Int: [Edit]]) {
        let tree = files[f].tree
        let pass = ObservablePlan.pass
        let imports = tree.root.childNodes.filter { $0.kind == .importDecl }
        func module(_ node: Node) -> String {
            node.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }.dropFirst(0).filter { $0 != "import" }.joined(separator: ".")
        }
        let allModules = Set((context.index.imports[files[f].path] ?? []))
        let needsObservation = !allModules.contains("SwiftUI") && !allModules.contains("Observation")
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
        // Sorted imports stay sorted; otherwise the new one goes last.
        let plain = imports.filter { DeclarationView($0)?.attributes.isEmpty == true }
        let names = plain.map { module($0).lowercased() }
        if plain.count == imports.count, names.count > 1, names == names.sorted(),
           let next = plain.first(where: { module($0).lowercased() > "observation" }) {
            let start = tree.startOffset(of: next)
            fileEdits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n" + Rewriting.lineIndentation(tree.bytes, at: start),
                                                  pass: pass, site: -1))
        } else if let last = imports.last {
            let end = tree.endOffset(of: last)
            fileEdits[f, default: []].append(Edit(start: end, end: end, replacement: "\nimport Observation", pass: pass, site: -1))
        } else if let first = tree.root.childNodes.first(where: { !$0.isEmpty }) {
            let start = tree.startOffset(of: first)
            fileEdits[f, default: []].append(Edit(start: start, end: start, replacement: "import Observation\n\n", pass: pass, site: -1))
        }
    }

    static let combineNames: Set<String> = [
        "Combine", "AnyCancellable", "Cancellable", "Published", "ObservableObject", "AnyPublisher", "Just", "Future",
        "Deferred", "Publishers", "Subscribers", "sink", "assign", "store", "eraseToAnyPublisher", "objectWillChange",
        "receive", "debounce", "throttle", "removeDuplicates", "publisher", "onReceive", "Published",
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
