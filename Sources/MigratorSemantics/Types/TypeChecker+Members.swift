import SwiftCST

/// A requirement of a generic signature or a constrained extension.
enum Requirement: Hashable {
    /// `A == B`.
    case sameType(TypeRef, TypeRef)
    /// `A: P` (a protocol or a superclass).
    case conformance(TypeRef, TypeRef)
}

/// A member found on a type, with what its declaration's generic parameters, `Self` and
/// associated types mean on that type.
/// A protocol a type conforms to, and the extension whose `where` clause the conformance
/// needs (nil when unconditional).
struct Conformance {
    var proto: DeclRef
    var condition: DeclRef?
}

struct FoundMember {
    var decl: DeclRef
    /// The type the member is looked up on (after `?.`, forcing, and the like).
    var base: TypeRef
    /// The type (the base, or one of its superclasses) whose declaration holds the member;
    /// its generic arguments are what the member's generic parameters become.
    var holder: TypeRef
    /// 0: the type itself; then superclasses; then protocols, most refined first.
    var level: Int
}

extension ExpressionTypes {
    // MARK: Inheritance

    /// The superclass a class declaration names (first inherited type, when a class).
    func superclass(of ref: DeclRef) -> TypeRef? {
        let d = declaration(ref)
        guard d.kind == .class else { return nil }
        return superclassCache.value(ref) {
            guard let clause = d.node.child(.inheritanceClause), let first = clause.children(.inheritedType).first?.firstChildNode else { return nil }
            let tree = self.tree(of: ref)
            guard let type = resolveType(first, in: tree, scope: scope(declaredBy: ref), position: .constraint),
                  let decl = type.nominalRef?.declaration, declaration(decl).kind == .class else { return nil }
            return type
        }
    }

    /// The superclass of a class type, its generic arguments substituted.
    func superclassType(of type: TypeRef) -> TypeRef? {
        guard case .nominal(let ref, _, _) = type, let decl = ref.declaration, let declared = superclass(of: decl) else { return nil }
        let map = genericMap(of: type)
        if map.isEmpty { return declared }
        return declared.substituting { t in
            if case .genericParameter(let g) = t { return map[g] }
            return nil
        }
    }

    /// A type and its superclasses, nearest first.
    func classChain(of type: TypeRef) -> [TypeRef] {
        var result = [type]
        var current = type
        while result.count < 32, let next = superclassType(of: current) {
            result.append(next)
            current = next
        }
        return result
    }

    /// Whether `sub` is `base` or inherits from it (class types).
    func isSubclass(_ sub: TypeRef, of base: TypeRef) -> Bool {
        guard let target = base.nominalRef else { return false }
        return classChain(of: sub).contains { $0.nominalRef == target }
    }

    // MARK: Protocols

    /// A protocol and the protocols it refines, transitively (itself first).
    func refinedProtocols(_ proto: DeclRef) -> [DeclRef] {
        refinementCache.value(proto) {
            var result: [DeclRef] = []
            var stack = [proto]
            var seen: Set<DeclRef> = []
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                result.append(next)
                for inherited in inheritedTypes(of: next) {
                    if let decl = inherited.nominalRef?.declaration, declaration(decl).kind == .protocol { stack.append(decl) }
                    if case .existential(let members) = inherited {
                        for member in members { if let decl = member.nominalRef?.declaration { stack.append(decl) } }
                    }
                }
                // `protocol P where Self: Q`.
                for requirement in whereRequirements(of: next) {
                    if case .conformance(.selfType, let constraint) = requirement, let decl = constraint.nominalRef?.declaration,
                       declaration(decl).kind == .protocol {
                        stack.append(decl)
                    }
                }
            }
            return result
        }
    }

    /// How many protocols a protocol refines, transitively (more is more refined).
    func refinementDepth(_ proto: DeclRef) -> Int { refinedProtocols(proto).count }

    /// The types an inheritance clause names, resolved where the declaration is.
    func inheritedTypes(of ref: DeclRef) -> [TypeRef] {
        let d = declaration(ref)
        guard let clause = d.node.child(.inheritanceClause) else { return [] }
        let tree = self.tree(of: ref)
        // A type's own generic parameters are in scope in its inheritance clause
        // (`class WritableKeyPath<Root, Value>: KeyPath<Root, Value>`).
        let scope = self.scope(declaredBy: ref)
        return clause.children(.inheritedType).compactMap { inherited in
            inherited.firstChildNode.flatMap { resolveType($0, in: tree, scope: scope, position: .constraint) }
        }
    }

    /// Every protocol a type conforms to (declared on it, its extensions, superclasses,
    /// refinements; for a generic parameter its constraints; for an existential or opaque
    /// type its members), most refined first.
    func protocols(of type: TypeRef) -> [DeclRef] {
        switch type {
        case .nominal(let ref, _, _):
            guard let decl = ref.declaration else {
                return protocolsOfExternal(ref.name)
            }
            let conformances = conformanceCache.value(decl) {
                var direct: [(proto: DeclRef, condition: DeclRef?)] = []
                var owners = [decl]
                var current: DeclRef? = decl
                var seen: Set<DeclRef> = [decl]
                while let c = current, let next = superclass(of: c)?.nominalRef?.declaration, seen.insert(next).inserted {
                    owners.append(next)
                    current = next
                }
                for owner in owners {
                    if declaration(owner).kind == .protocol { direct.append((owner, nil)); continue }
                    // What the compiler gives a project enum: `RawRepresentable` with a raw
                    // type; `Equatable` and `Hashable` without associated values.
                    for name in implicitConformances(of: owner) {
                        if let p = sdkType(path: [name]) { direct.append((p, nil)) }
                    }
                    // Conformances macros add: `@Observable` makes a class `Observable`.
                    for (attribute, proto) in ExpressionTypes.macroConformances where declaration(owner).attributes.contains(attribute) {
                        if let p = sdkType(path: [proto]) { direct.append((p, nil)) }
                    }
                    for container in [owner] + extensions(of: owner) {
                        // `extension Binding: Identifiable where Value: Identifiable`: a
                        // conformance that holds only where the clause does.
                        // (Told by the syntax: the clause's requirements may need this list.)
                        let condition: DeclRef? = container != owner && isConstrainedExtension(container) ? container : nil
                        for inherited in inheritedTypes(of: container) {
                            for member in constraintMembers(inherited) {
                                if let p = member.nominalRef?.declaration, declaration(p).kind == .protocol { direct.append((p, condition)) }
                                else if member.nominalRef?.declaration == nil, let name = member.nominalRef?.name {
                                    direct += protocolsOfExternal(name).map { ($0, condition) }
                                }
                            }
                        }
                    }
                }
                let all = direct.flatMap { entry in refinedProtocols(entry.proto).map { Conformance(proto: $0, condition: entry.condition) } }
                // Most refined first (stable), the unconditional before the conditional.
                return all.enumerated().sorted { a, b in
                    let da = refinementDepth(a.element.proto), db = refinementDepth(b.element.proto)
                    if da != db { return da > db }
                    if (a.element.condition == nil) != (b.element.condition == nil) { return a.element.condition == nil }
                    return a.offset < b.offset
                }.map(\.element)
            }
            func holding() -> [DeclRef] {
                var seen: Set<DeclRef> = []
                var result: [DeclRef] = []
                for conformance in conformances where !seen.contains(conformance.proto) {
                    if let condition = conformance.condition, !requirementsHold(of: condition, for: type) { continue }
                    seen.insert(conformance.proto)
                    result.append(conformance.proto)
                }
                return result
            }
            // Conditional conformances ask about the type's arguments (`ForEach<…, Content>`
            // is a `View` where `Content` is one), whose own may ask about theirs: once per
            // type, or nested types cost a power of their depth.
            guard conformances.contains(where: { $0.condition != nil }) else { return holding() }
            return conditionalProtocolsCache.value(type, holding)
        case .genericParameter(let g):
            var direct: [DeclRef] = []
            for constraint in constraints(of: g) {
                for member in constraintMembers(constraint) {
                    if let p = member.nominalRef?.declaration {
                        if declaration(p).kind == .protocol { direct.append(p) } else { direct += protocols(of: member) }
                    }
                }
            }
            return sortedByRefinement(direct.flatMap { refinedProtocols($0) })
        case .existential(let members):
            return sortedByRefinement(members.compactMap { $0.nominalRef?.declaration }.filter { declaration($0).kind == .protocol }.flatMap { refinedProtocols($0) })
        case .opaque(let opaque):
            return sortedByRefinement(opaque.constraints.compactMap { $0.nominalRef?.declaration }.filter { declaration($0).kind == .protocol }.flatMap { refinedProtocols($0) })
        case .optional(let wrapped):
            guard let optional = sdkType(path: ["Optional"]) else { return [] }
            return protocols(of: .nominal(nominalRef(optional), arguments: [wrapped], parent: nil))
        case .selfType:
            return []
        default:
            return []
        }
    }

    /// Attached macros that add a conformance, and the protocol.
    static let macroConformances: [(String, String)] = [("Observable", "Observable")]

    /// Whether a nominal type (or a superclass) names a type no model declares in its
    /// inheritance: it may conform to protocols that one brings, so a missing conformance
    /// is not known to be missing.
    func hasUnknownInheritance(_ decl: DeclRef) -> Bool {
        unknownInheritanceCache.value(decl) {
            var current: DeclRef? = decl
            var seen: Set<DeclRef> = []
            while let c = current, seen.insert(c).inserted {
                // The digest's own conformance lists are taken as complete; a project
                // declaration naming a type no model declares is what leaves it open.
                for container in ([c] + extensions(of: c)) where container.space == .project {
                    for inherited in inheritedTypes(of: container) {
                        for member in constraintMembers(inherited) where member.nominalRef != nil && member.nominalRef?.declaration == nil {
                            return true
                        }
                    }
                }
                current = superclass(of: c)?.nominalRef?.declaration
            }
            return false
        }
    }

    /// A protocol of the digest a project type names (`class A: ObservableObject`).
    func protocolsOfExternal(_ name: String) -> [DeclRef] {
        guard let ref = sdkType(path: TypeName(name)?.components ?? [name]), declaration(ref).kind == .protocol else { return [] }
        return refinedProtocols(ref)
    }

    /// `P & Q` as its members; a single type as itself.
    func constraintMembers(_ type: TypeRef) -> [TypeRef] {
        if case .existential(let members) = type { return members }
        return [type]
    }

    func sortedByRefinement(_ protocols: [DeclRef]) -> [DeclRef] {
        var seen: Set<DeclRef> = []
        let unique = protocols.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            let da = refinementDepth(a.element), db = refinementDepth(b.element)
            return da != db ? da > db : a.offset < b.offset
        }.map(\.element)
    }

    /// The extensions of a nominal declaration: its model's, and for a digest type the
    /// project's.
    func extensions(of ref: DeclRef) -> [DeclRef] {
        let m = semanticModel(ref.space)
        var result = (m.extensionsOfType[ref.id] ?? []).map { DeclRef(ref.space, $0) }.filter(isCompiled)
        if ref.space == .project {
            for sibling in branchSiblings(of: ref) where sibling != ref {
                result += (m.extensionsOfType[sibling.id] ?? []).map { DeclRef(.project, $0) }.filter(isCompiled)
            }
        }
        if ref.space == .sdk {
            result += (projectExtensionsOfSDK[ref.id] ?? []).map { DeclRef(.project, $0) }.filter(isCompiled)
        }
        return result
    }

    /// Whether a type conforms to a protocol: true, false, or nil when it cannot be told.
    func conforms(_ type: TypeRef, to proto: DeclRef) -> Bool? {
        switch type {
        case .nominal(let ref, _, _):
            guard let decl = ref.declaration else { return nil }
            if decl == proto { return true }
            if protocols(of: type).contains(proto) { return true }
            // Conformances the compiler infers without their being written.
            if proto.space == .sdk {
                switch declaration(proto).name {
                case "Copyable", "Escapable": return true
                case "Sendable", "BitwiseCopyable": return nil
                default: break
                }
            }
            return hasUnknownInheritance(decl) ? nil : false
        case .optional:
            return protocols(of: type).contains(proto) ? true : nil
        case .existential(let members):
            if members.isEmpty { return nil }
            return protocols(of: type).contains(proto) ? true : nil
        case .opaque(let opaque):
            if protocols(of: type).contains(proto) { return true }
            // `some View` is what it states and no more, when every constraint is a known
            // protocol (the underlying type is hidden from the compiler too).
            let known = !opaque.constraints.isEmpty && opaque.constraints.allSatisfy { constraint in
                guard let decl = constraint.nominalRef?.declaration else { return false }
                return declaration(decl).kind == .protocol && !hasUnknownInheritance(decl)
            }
            return known ? false : nil
        case .genericParameter:
            return protocols(of: type).contains(proto) ? true : nil
        case .tuple(let elements):
            // Marker protocols: every tuple is copyable; `()` is Sendable; others are not known.
            switch proto.space == .sdk ? declaration(proto).name : "" {
            case "Copyable", "Escapable": return true
            case "Sendable", "BitwiseCopyable": return elements.isEmpty ? true : nil
            default: return false
            }
        case .function, .metatype:
            switch proto.space == .sdk ? declaration(proto).name : "" {
            case "Copyable", "Escapable": return true
            case "Sendable", "BitwiseCopyable": return nil
            default: return false
            }
        default:
            return nil
        }
    }

    // MARK: Generic signatures

    /// What a generic parameter is known to be: its inline constraint and the `where`
    /// clauses of its owner (conformances and superclasses; not same-type requirements).
    func constraints(of g: GenericParameterRef) -> [TypeRef] {
        guard g.owner.id >= 0 else { return [] }
        var result: [TypeRef] = []
        for requirement in requirements(of: g.owner) {
            if case .conformance(.genericParameter(let p), let constraint) = requirement, p == g { result.append(constraint) }
        }
        if g.name.hasPrefix("some ") {
            // An anonymous parameter: its constraint is in its name.
            let text = String(g.name.dropFirst(5))
            let parsed = SyntaxTree.parse("typealias T = \(text)")
            if let node = parsed.root.childNodes.first?.child(.typeInitializerClause)?.childNodes.first,
               let type = resolveType(node, in: parsed, scope: scope(declaredBy: g.owner), position: .constraint) {
                result += constraintMembers(type)
            }
        }
        return result
    }

    /// The requirements a declaration states: inline constraints of its generic
    /// parameters and its `where` clause.
    func requirements(of ref: DeclRef) -> [Requirement] {
        requirementCache.value(ref) {
            let d = declaration(ref)
            let tree = self.tree(of: ref)
            let scope = self.scope(declaredBy: ref)
            var result: [Requirement] = []
            for parameter in d.node.child(.genericParameterClause)?.children(.genericParameter) ?? [] {
                guard let name = parameter.childTokens.first(where: { tree.text(of: $0) != "each" }).map({ DeclarationCollector.unescaped(tree.text(of: $0)) }),
                      let constraintNode = parameter.childNodes.first(where: { $0.kind != .attributeList }) else { continue }
                guard let constraint = resolveType(constraintNode, in: tree, scope: scope, position: .constraint) else { continue }
                result.append(.conformance(.genericParameter(GenericParameterRef(name: name, owner: ref)), constraint))
            }
            result += whereRequirements(of: ref)
            return result
        }
    }

    /// A declaration's `where` clause (also a protocol's or an extension's; an extension
    /// written with arguments, `extension Collection<Token>` or `extension Array<Int>`, has
    /// them as same-type requirements).
    func whereRequirements(of ref: DeclRef) -> [Requirement] {
        whereCache.value(ref) { computeWhereRequirements(of: ref) }
    }

    func computeWhereRequirements(of ref: DeclRef) -> [Requirement] {
        let d = declaration(ref)
        var fromArguments: [Requirement] = []
        if d.kind == .extension, let extended = DeclarationView(d.node)?.extendedType, let target = extensionTarget(ref) {
            let tree = self.tree(of: ref)
            var argumentNodes: [Node] = []
            switch extended.kind {
            case .arrayType, .optionalType: argumentNodes = extended.childNodes
            case .dictionaryType: argumentNodes = extended.childNodes
            default: argumentNodes = extended.child(.genericArgumentClause)?.children(.genericArgument).compactMap { $0.firstChildNode } ?? []
            }
            let arguments = argumentNodes.compactMap { resolveType($0, in: tree, scope: scope(around: ref)) }
            let td = declaration(target)
            if td.kind == .protocol {
                let primary = primaryAssociatedTypes(of: target)
                for (name, argument) in zip(primary, arguments) { fromArguments.append(.sameType(.dependentMember(.selfType, name), argument)) }
            } else {
                for (name, argument) in zip(td.genericParameters, arguments) {
                    fromArguments.append(.sameType(.genericParameter(GenericParameterRef(name: name, owner: target)), argument))
                }
            }
        }
        return fromArguments + writtenWhereRequirements(of: ref)
    }

    /// A protocol's primary associated types (`Collection<Element>`).
    func primaryAssociatedTypes(of proto: DeclRef) -> [String] {
        let d = declaration(proto)
        let tree = self.tree(of: proto)
        guard let clause = d.node.child(.primaryAssociatedTypeClause) else { return [] }
        return clause.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
    }

    func writtenWhereRequirements(of ref: DeclRef) -> [Requirement] {
        let d = declaration(ref)
        var clause = d.node.child(.genericWhereClause)
        if clause == nil, let signature = d.node.child(.functionSignature) { clause = signature.child(.genericWhereClause) }
        if clause == nil {
            // After the result of a function, or inside `memberBlock`'s owner.
            d.node.walk { n in
                if clause != nil { return false }
                if n.kind == .genericWhereClause { clause = n; return false }
                return n == d.node || n.kind == .functionSignature || n.kind == .returnClause
            }
        }
        guard let clause else { return [] }
        let tree = self.tree(of: ref)
        let scope = self.scope(declaredBy: ref)
        var result: [Requirement] = []
        for requirement in clause.children(.genericRequirement) {
            let parts = requirement.childNodes
            guard parts.count == 2,
                  let left = resolveType(parts[0], in: tree, scope: scope, position: .constraint),
                  let right = resolveType(parts[1], in: tree, scope: scope, position: .constraint) else { continue }
            let isSameType = requirement.childTokens.contains { tree.text(of: $0) == "==" }
            result.append(isSameType ? .sameType(left, right) : .conformance(left, right))
        }
        return result
    }

    // MARK: Associated types

    /// The type an associated type (or nested type) `name` is for `type`: a nested type or
    /// typealias of that name, a generic parameter of that name, what a requirement's
    /// witness shows (`var id: ID` → the type of the conforming `id`), the associated type's
    /// own `where` or default; nil when none of these tells.
    func associatedType(_ name: String, of type: TypeRef, depth: Int = 0) -> TypeRef? {
        guard depth < 8 else { return nil }
        switch type {
        case .genericParameter(let g):
            // `S: Sequence<Int>`, `some Collection<Element>`: a primary associated type.
            for constraint in constraints(of: g) {
                for member in constraintMembers(constraint) {
                    guard case .nominal(let ref, let arguments, _) = member, !arguments.isEmpty, let proto = ref.declaration else { continue }
                    if let index = primaryAssociatedTypes(of: proto).firstIndex(of: name), index < arguments.count { return arguments[index] }
                }
            }
            for requirement in requirements(of: g.owner) {
                // `where T.Element == Int`: a concrete type fixed by a requirement.
                if case .sameType(let left, let right) = requirement {
                    if left == .dependentMember(type, name), !right.hasTypeParameters { return right }
                    if right == .dependentMember(type, name), !left.hasTypeParameters { return left }
                }
            }
            return .dependentMember(type, name)
        case .selfType, .dependentMember:
            return .dependentMember(type, name)
        case .optional(let wrapped):
            guard let optional = sdkType(path: ["Optional"]) else { return nil }
            return associatedType(name, of: .nominal(nominalRef(optional), arguments: [wrapped], parent: nil), depth: depth + 1)
        case .existential(let members):
            // `any Entry` where `protocol Entry: Identifiable where ID == UUID`.
            for member in members {
                guard let proto = member.nominalRef?.declaration else { continue }
                for p in refinedProtocols(proto) {
                    for requirement in whereRequirements(of: p) {
                        if case .sameType(.dependentMember(.selfType, name), let concrete) = requirement, !concrete.hasTypeParameters { return concrete }
                    }
                }
            }
            // Otherwise the associated type is erased to what it is known to be: `Any`, or
            // the existential of its constraints.
            for member in members {
                guard let proto = member.nominalRef?.declaration else { continue }
                for p in refinedProtocols(proto) {
                    guard let assoc = memberDeclarations(named: name, of: p).first(where: { declaration($0).kind == .associatedtype }) else { continue }
                    let constraints = inheritedTypes(of: assoc).flatMap { constraintMembers($0) }.filter {
                        guard let decl = $0.nominalRef?.declaration else { return false }
                        return declaration(decl).kind == .protocol
                    }
                    return .existential(constraints)
                }
            }
            return nil
        case .nominal(let ref, _, _):
            guard let decl = ref.declaration else { return nil }
            return associatedCache.value(AssociatedKey(type: type, name: name)) {
                computeAssociatedType(name, of: type, decl: decl, depth: depth)
            }
        default:
            return nil
        }
    }

    struct AssociatedKey: Hashable {
        var type: TypeRef
        var name: String
    }

    func computeAssociatedType(_ name: String, of type: TypeRef, decl: DeclRef, depth: Int) -> TypeRef? {
        let d = declaration(decl)
        let map = genericMap(of: type)
        func substituted(_ t: TypeRef) -> TypeRef {
            substitute(t, base: type, map: map, depth: depth + 1)
        }
        if let index = d.genericParameters.firstIndex(of: name), index < type.genericArguments.count {
            return type.genericArguments[index]
        }
        // A raw-value enum's `RawValue` is its raw type.
        if name == "RawValue", let raw = rawType(ofEnum: decl), nestedTypes(named: name, in: decl, fromSpace: .project).isEmpty { return raw }
        if let nested = nestedTypes(named: name, in: decl, fromSpace: .project).first {
            let nd = declaration(nested)
            if nd.kind == .associatedtype { return nil }
            let isGeneric = !map.isEmpty
            guard let found = typeOfTypeDeclaration(nested, arguments: [], parent: isGeneric && nd.kind != .typealias ? type : nil, position: .value, depth: depth) else { return nil }
            return nd.kind == .typealias ? substituted(found) : found
        }
        let conformed = protocols(of: type)
        for proto in conformed {
            guard let assoc = memberDeclarations(named: name, of: proto).first(where: { declaration($0).kind == .associatedtype }) else { continue }
            // From a requirement's witness.
            if let inferred = inferAssociatedType(name, in: proto, for: type, decl: decl, depth: depth) { return inferred }
            // The associated type's own `where Self.X == ...`.
            for requirement in whereRequirements(of: assoc) {
                if case .sameType(let left, let right) = requirement, left == .dependentMember(.selfType, name) {
                    return substitute(right, base: type, map: [:], depth: depth + 1)
                }
            }
            // Its default.
            let ad = declaration(assoc)
            if let defaultNode = ad.node.child(.typeInitializerClause)?.childNodes.first,
               let value = resolveType(defaultNode, in: tree(of: assoc), scope: scope(declaredBy: assoc)) {
                return substitute(value, base: type, map: [:], depth: depth + 1)
            }
        }
        return nil
    }

    /// An associated type read off the conforming type's witness of a requirement that
    /// names it (`var id: ID`, `subscript(position: Index) -> Element`,
    /// `func makeIterator() -> Iterator`, `mutating func next() -> Element?`).
    func inferAssociatedType(_ name: String, in proto: DeclRef, for type: TypeRef, decl: DeclRef, depth: Int) -> TypeRef? {
        let target = TypeRef.dependentMember(.selfType, name)
        for protocolDecl in refinedProtocols(proto) {
            let m = semanticModel(protocolDecl.space)
            for (memberName, ids) in m.members[protocolDecl.id] ?? [:] {
                for id in ids {
                    let requirement = DeclRef(protocolDecl.space, id)
                    let rd = declaration(requirement)
                    guard [.variable, .constant, .function, .subscript].contains(rd.kind) else { continue }
                    guard let declared = requirementResultType(requirement) else { continue }
                    guard let path = declared.path(to: target) else { continue }
                    // The conforming type's own member of that name (not a protocol's).
                    let candidates = witnessCandidates(memberName, of: type, decl: decl, kind: rd.kind, labels: rd.labels)
                    for candidate in candidates {
                        guard let witnessType = requirementResultType(candidate) else { continue }
                        let substituted = substitute(witnessType, base: type, map: genericMap(of: type), depth: depth + 1)
                        if let found = substituted.follow(path), !found.containsSelf { return found }
                    }
                }
            }
        }
        return nil
    }

    /// The declared type of a property, or the result of a function or subscript.
    func requirementResultType(_ ref: DeclRef) -> TypeRef? {
        let d = declaration(ref)
        switch d.kind {
        case .variable, .constant:
            return declaredType(of: ref)
        case .function, .subscript:
            return signature(of: ref)?.result
        default:
            return nil
        }
    }

    /// Members of a type (own, extensions, superclasses; no protocol's) that can witness a
    /// requirement.
    func witnessCandidates(_ name: String, of type: TypeRef, decl: DeclRef, kind: Declaration.Kind, labels: [String?]) -> [DeclRef] {
        var result: [DeclRef] = []
        for holder in classChain(of: type) {
            guard let holderDecl = holder.nominalRef?.declaration else { continue }
            for member in memberDeclarations(named: name, of: holderDecl) {
                let md = declaration(member)
                if kind == .variable || kind == .constant {
                    if md.kind == .variable || md.kind == .constant { result.append(member) }
                } else if md.kind == kind, md.labels.count == labels.count {
                    result.append(member)
                }
            }
            if !result.isEmpty { break }
        }
        return result
    }

    // MARK: Substitution

    /// A member's declared type seen on `base`: generic parameters of the holder by `map`,
    /// `Self` by the base, associated types of `Self` by the base's witnesses.
    func substitute(_ type: TypeRef, base: TypeRef, map: [GenericParameterRef: TypeRef], depth: Int = 0) -> TypeRef {
        guard depth < 12 else { return type }
        return type.substituting { t in
            if case .nominal(let ref, let arguments, nil) = t, arguments.count == 1, ref.isSDK("Optional") {
                return .optional(substitute(arguments[0], base: base, map: map, depth: depth + 1))
            }
            switch t {
            case .genericParameter(let g):
                return map[g]
            case .selfType:
                if case .nominal(let ref, let arguments, nil) = base, arguments.count == 1, ref.isSDK("Optional") { return .optional(arguments[0]) }
                return base
            case .dependentMember(let inner, let name):
                let resolvedBase = substitute(inner, base: base, map: map, depth: depth + 1)
                return associatedType(name, of: resolvedBase, depth: depth + 1) ?? .dependentMember(resolvedBase, name)
            default:
                return nil
            }
        }
    }

    /// The substitution for a found member: its holder's generic arguments, `Self` as the
    /// base.
    func substitute(_ type: TypeRef, for member: FoundMember) -> TypeRef {
        substitute(type, base: member.base, map: genericMap(of: member.holder))
    }

    // MARK: Member lookup

    /// Members named `name` of a type, the way Swift finds them: the type's own
    /// declarations and extensions, then each superclass's, then the protocols it conforms
    /// to (requirements and extensions whose `where` holds, most refined protocol first);
    /// the first level that has any wins. `isStatic` filters static members (a metatype
    /// base) from instance ones; nil keeps both.
    func members(named name: String, of type: TypeRef, isStatic: Bool?, from file: Int?, selfProtocols: [DeclRef] = [],
                 allLevels: Bool = false) -> [FoundMember] {
        var collected: [FoundMember] = []
        var base = type
        if case .optional(let wrapped) = type, let optional = sdkType(path: ["Optional"]) {
            base = .nominal(nominalRef(optional), arguments: [wrapped], parent: nil)
        }
        func keep(_ ref: DeclRef) -> Bool {
            let d = declaration(ref)
            if d.kind == .extension { return false }
            if let isStatic {
                let staticLike = d.isStatic || d.kind.isTypeLike || d.kind == .initializer
                if d.kind == .initializer { return isStatic }
                if staticLike != isStatic { return false }
            }
            if ref.space == .project, let file, !model.isVisible(ref.id, from: file) { return false }
            return true
        }
        var level = 0
        switch base {
        case .nominal(let ref, _, _):
            if let decl = ref.declaration, declaration(decl).kind != .protocol {
                for holder in classChain(of: base) {
                    guard let holderDecl = holder.nominalRef?.declaration else { break }
                    let found = memberDeclarations(named: name, of: holderDecl).filter(keep)
                        .filter { extensionApplies(containerOf: $0, to: base) }
                    if !found.isEmpty {
                        collected += found.map { FoundMember(decl: $0, base: base, holder: holder, level: level) }
                        if !allLevels { return collected }
                    }
                    level += 1
                }
            } else if ref.declaration == nil {
                // A type no model declares: the project's extensions of it.
                let found = (model.extensionMembersOfExternal[TypeName(ref.name)?.last ?? ref.name]?[name] ?? [])
                    .map { DeclRef(.project, $0) }.filter(keep)
                return found.map { FoundMember(decl: $0, base: base, holder: base, level: 0) }
            }
        case .genericParameter(let g):
            // A class constraint's members first.
            for constraint in constraints(of: g) {
                for member in constraintMembers(constraint) {
                    if let decl = member.nominalRef?.declaration, declaration(decl).kind == .class {
                        let found = members(named: name, of: member, isStatic: isStatic, from: file)
                        if !found.isEmpty { return found.map { FoundMember(decl: $0.decl, base: base, holder: $0.holder, level: $0.level) } }
                    }
                }
            }
        case .existential(let members):
            for member in members {
                if let decl = member.nominalRef?.declaration, declaration(decl).kind == .class {
                    let found = self.members(named: name, of: member, isStatic: isStatic, from: file)
                    if !found.isEmpty { return found }
                }
            }
        case .tuple, .function, .metatype:
            return []
        default:
            break
        }
        let conformed = base == .selfType ? sortedByRefinement(selfProtocols.flatMap { refinedProtocols($0) }) : protocols(of: base)
        for proto in conformed {
            let found = memberDeclarations(named: name, of: proto).filter(keep)
                .filter { declaration($0).kind != .associatedtype && extensionApplies(containerOf: $0, to: base) }
            if !found.isEmpty {
                collected += found.map { FoundMember(decl: $0, base: base, holder: base, level: level + 1 + (100 - min(refinementDepth(proto), 99))) }
                if !allLevels { return collected }
            }
        }
        return collected
    }

    /// Whether the `where` clause of the extension holding a member (if any) holds for
    /// the base: same-type requirements must match (`Self == Color`, `Element == Int`),
    /// conformances must not be known to fail.
    func extensionApplies(containerOf member: DeclRef, to base: TypeRef) -> Bool {
        guard let container = parent(of: member), declaration(container).kind == .extension else { return true }
        return requirementsHold(of: container, for: base)
    }

    /// The conformances the compiler derives for a project enum without their being
    /// written: `RawRepresentable` with a raw type, `Equatable` and `Hashable` when no case
    /// has associated values.
    func implicitConformances(of ref: DeclRef) -> [String] {
        guard ref.space == .project, declaration(ref).kind == .enum else { return [] }
        var result: [String] = []
        if rawType(ofEnum: ref) != nil { result.append("RawRepresentable") }
        let m = semanticModel(ref.space)
        let cases = (m.members[ref.id] ?? [:]).values.joined().filter { m.declaration($0).kind == .enumCase }
        if !cases.contains(where: { signature(of: DeclRef(ref.space, $0)) != nil }) { result += ["Equatable", "Hashable"] }
        return result
    }

    /// The raw type of a project enum (`enum Mode: String`): the first inherited type when
    /// it is not a protocol.
    func rawType(ofEnum ref: DeclRef) -> TypeRef? {
        guard ref.space == .project, declaration(ref).kind == .enum, let first = inheritedTypes(of: ref).first,
              let decl = first.nominalRef?.declaration, declaration(decl).kind != .protocol else { return nil }
        return first
    }

    /// Whether an extension has a `where` clause or names its type with arguments
    /// (`extension Array<Int>`, `extension [Token]`).
    func isConstrainedExtension(_ ref: DeclRef) -> Bool {
        let d = declaration(ref)
        guard d.kind == .extension else { return false }
        if d.node.child(.genericWhereClause) != nil { return true }
        guard let extended = DeclarationView(d.node)?.extendedType else { return false }
        switch extended.kind {
        case .arrayType, .dictionaryType, .optionalType: return true
        default: return extended.child(.genericArgumentClause) != nil
        }
    }

    /// Whether an extension's `where` clause holds for a type (not known to fail).
    func requirementsHold(of container: DeclRef, for base: TypeRef) -> Bool {
        let requirements = whereRequirements(of: container)
        if requirements.isEmpty { return true }
        let map = genericMap(of: base)
        for requirement in requirements {
            switch requirement {
            case .sameType(let left, let right):
                let l = substitute(left, base: base, map: map)
                let r = substitute(right, base: base, map: map)
                if l.hasTypeParameters || r.hasTypeParameters { continue }
                if l != r { return false }
            case .conformance(let subject, let constraint):
                let s = substitute(subject, base: base, map: map)
                if s.hasTypeParameters { continue }
                for member in constraintMembers(constraint) {
                    // `Self: AnyObject` (`Identifiable`'s `id` of classes).
                    if member.nominalRef?.declaration == nil, member.nominalRef?.name == "AnyObject" {
                        if isClassBound(s) == false { return false }
                        continue
                    }
                    guard let decl = member.nominalRef?.declaration else { continue }
                    if declaration(decl).kind == .protocol {
                        if conforms(s, to: decl) == false { return false }
                    } else if declaration(decl).kind == .class, s.nominalRef?.declaration != nil {
                        if !isSubclass(s, of: member) { return false }
                    }
                }
            }
        }
        return true
    }
}

extension ExpressionTypes {
    /// Whether values of a type are class references: true for classes and class-bound
    /// existentials, false for value types and existentials of protocols that are not
    /// class-bound; nil when it cannot be told.
    func isClassBound(_ type: TypeRef) -> Bool? {
        switch type {
        case .nominal(let ref, _, _):
            guard let decl = ref.declaration else { return nil }
            switch declaration(decl).kind {
            case .class, .actor: return true
            case .struct, .enum: return false
            default: return nil
            }
        case .existential(let members):
            var known = true
            for member in members {
                if member.nominalRef?.declaration == nil && member.nominalRef?.name == "AnyObject" { return true }
                guard let decl = member.nominalRef?.declaration else { known = false; continue }
                if declaration(decl).kind == .class { return true }
                if declaration(decl).kind == .protocol {
                    switch protocolIsClassBound(decl) {
                    case true?: return true
                    case nil: known = false
                    case false?: break
                    }
                }
            }
            return known ? false : nil
        case .tuple, .function, .optional:
            return false
        default:
            return nil
        }
    }

    /// Whether a protocol (or one it refines) requires `AnyObject` or a class.
    func protocolIsClassBound(_ proto: DeclRef) -> Bool? {
        var known = true
        for p in refinedProtocols(proto) {
            for inherited in inheritedTypes(of: p) {
                for member in constraintMembers(inherited) {
                    if member.nominalRef?.declaration == nil {
                        if member.nominalRef?.name == "AnyObject" { return true }
                        if member.nominalRef != nil { known = false }
                        continue
                    }
                    if let decl = member.nominalRef?.declaration, declaration(decl).kind == .class { return true }
                }
            }
        }
        return known ? false : nil
    }
}

extension TypeRef {
    /// A way into a type: optional's wrapped, a function's result, a generic argument.
    enum Step: Hashable {
        case wrapped
        case result
        case argument(Int)
        case element(Int)
    }

    /// The steps from this type to a part equal to `target`, if there is one.
    func path(to target: TypeRef) -> [Step]? {
        if self == target { return [] }
        switch self {
        case .optional(let wrapped):
            return wrapped.path(to: target).map { [.wrapped] + $0 }
        case .function(let function):
            return function.result.path(to: target).map { [.result] + $0 }
        case .nominal(_, let arguments, _):
            for (i, argument) in arguments.enumerated() {
                if let rest = argument.path(to: target) { return [.argument(i)] + rest }
            }
            return nil
        case .tuple(let elements):
            for (i, element) in elements.enumerated() {
                if let rest = element.type.path(to: target) { return [.element(i)] + rest }
            }
            return nil
        default:
            return nil
        }
    }

    /// The part of this type at `path`.
    func follow(_ path: [Step]) -> TypeRef? {
        var current = self
        for step in path {
            switch (step, current) {
            case (.wrapped, .optional(let wrapped)): current = wrapped
            case (.result, .function(let function)): current = function.result
            case (.argument(let i), .nominal(_, let arguments, _)) where i < arguments.count: current = arguments[i]
            case (.element(let i), .tuple(let elements)) where i < elements.count: current = elements[i].type
            default: return nil
            }
        }
        return current
    }

    /// Whether `Self` (or an associated type of it) appears.
    var containsSelf: Bool {
        switch self {
        case .selfType: return true
        case .dependentMember(let base, _): return base.containsSelf
        case .nominal(_, let arguments, let parent): return arguments.contains { $0.containsSelf } || (parent?.containsSelf ?? false)
        case .optional(let wrapped), .metatype(let wrapped): return wrapped.containsSelf
        case .tuple(let elements): return elements.contains { $0.type.containsSelf }
        case .function(let function): return function.result.containsSelf || function.parameters.contains { $0.type.containsSelf }
        default: return false
        }
    }
}
