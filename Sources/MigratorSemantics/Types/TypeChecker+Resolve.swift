import SwiftCST

/// Where a written type is looked up: a file of the project or of the digest, the
/// declarations around it (innermost first: functions, subscripts, initialisers, types,
/// extensions, typealiases — for generic parameters, nested types and associated types),
/// and for a project site, the node (for local types).
struct TypeScope {
    var space: DeclRef.Space
    var file: Int
    var chain: [DeclRef]
    var site: Node?
    var tree: SyntaxTree?
}

/// Where a written type stands: a value's type (a protocol there is an existential), a
/// constraint (inheritance, requirements), or a result (`some P` is opaque there).
enum TypePosition {
    case value
    case constraint
    case result(DeclRef)
    case parameter(DeclRef)
}

extension ExpressionTypes {
    func semanticModel(_ space: DeclRef.Space) -> SemanticModel { space == .project ? model : sdk.model }
    func declaration(_ ref: DeclRef) -> Declaration { semanticModel(ref.space).declaration(ref.id) }
    func tree(of ref: DeclRef) -> SyntaxTree {
        let m = semanticModel(ref.space)
        return m.files[m.declaration(ref.id).file].tree
    }

    /// The declaration enclosing `ref` (its type, extension or function), if any.
    func parent(of ref: DeclRef) -> DeclRef? {
        let parent = declaration(ref).parent
        return parent >= 0 ? DeclRef(ref.space, parent) : nil
    }

    /// The scope a declaration's own types are written in: itself, then its parents.
    func scope(declaredBy ref: DeclRef) -> TypeScope {
        var chain: [DeclRef] = []
        var current: DeclRef? = ref
        while let c = current {
            chain.append(c)
            current = parent(of: c)
        }
        let d = declaration(ref)
        return TypeScope(space: ref.space, file: d.file, chain: chain, site: nil, tree: nil)
    }

    /// The scope of a declaration's parents only (for the declaration's own name, say).
    func scope(around ref: DeclRef) -> TypeScope {
        var s = scope(declaredBy: ref)
        s.chain.removeFirst()
        return s
    }

    // MARK: Nominal types

    /// The nominal type a type-like declaration is, with arguments (a typealias is followed).
    func nominalRef(_ ref: DeclRef) -> NominalRef {
        NominalRef(.declaration(ref), name: semanticModel(ref.space).qualifiedName(of: ref.id))
    }

    /// The type a nominal declaration stands for inside itself: its generic parameters as
    /// arguments, its generic parent too.
    func declaredInterfaceType(of ref: DeclRef) -> TypeRef {
        let d = declaration(ref)
        let arguments = d.genericParameters.map { TypeRef.genericParameter(GenericParameterRef(name: $0, owner: ref)) }
        if ref.space == .sdk, arguments.count == 1, d.name == "Optional", d.parent < 0 { return .optional(arguments[0]) }
        return .nominal(nominalRef(ref), arguments: arguments, parent: genericParent(of: ref))
    }

    /// The nominal type a nested type is declared in (through an extension of it).
    func enclosingNominal(of ref: DeclRef) -> DeclRef? {
        guard let p = parent(of: ref) else { return nil }
        let pd = declaration(p)
        if pd.kind.isNominalType { return p }
        if pd.kind == .extension { return extensionTarget(p) }
        return nil
    }

    /// The enclosing nominal type when it (or one around it) is generic.
    func genericParent(of ref: DeclRef) -> TypeRef? {
        guard let p = parent(of: ref) else { return nil }
        let pd = declaration(p)
        var owner: DeclRef?
        if pd.kind.isNominalType { owner = p }
        if pd.kind == .extension, let target = extensionTarget(p) { owner = target }
        guard let owner, declaration(owner).kind != .protocol else { return nil }
        let od = declaration(owner)
        let inner = declaredInterfaceType(of: owner)
        if od.genericParameters.isEmpty, case .nominal(_, _, let grand) = inner, grand == nil { return nil }
        return inner
    }

    /// The nominal declaration an extension extends (in either model); nil when no model
    /// declares it.
    func extensionTarget(_ ref: DeclRef) -> DeclRef? {
        let m = semanticModel(ref.space)
        switch m.target(ofExtension: ref.id) {
        case .project(let id)?:
            return compiledDeclaration(DeclRef(ref.space, id))
        case .external?:
            if ref.space == .sdk { return nil }
            // A project extension of an SDK type.
            return sdkTargetOfProjectExtension[ref.id]
        case nil:
            return nil
        }
    }

    /// A digest type by its (possibly qualified) name: `Color`, `Text.Scale`, `Swift.Int`.
    func sdkType(path: [String]) -> DeclRef? {
        var components = path
        if components.count > 1, sdk.qualifierNames.contains(components[0]) { components.removeFirst() }
        guard let first = components.first, var current = sdk.topLevelTypes[first]?.first else { return nil }
        current = sdk.model.nominalType(of: current) ?? current
        for component in components.dropFirst() {
            guard let next = sdk.model.members(of: current, named: component, file: nil, at: nil)
                .first(where: { sdk.model.declaration($0).kind.isTypeLike }) else { return nil }
            current = sdk.model.nominalType(of: next) ?? next
        }
        return DeclRef(.sdk, current)
    }

    // MARK: Written types

    /// The type a type node means in a scope; nil when a part cannot be read.
    func resolveType(_ node: Node, in tree: SyntaxTree, scope: TypeScope, position: TypePosition = .value, depth: Int = 0) -> TypeRef? {
        guard depth < 24 else { return nil }
        switch node.kind {
        case .identifierType:
            // `Module::Name` (a module selector) is not followed: its first token names a module.
            guard let token = node.firstChildToken, node.childToken(at: 1).map({ tree.text(of: $0) != ":" }) ?? true else { return nil }
            let name = DeclarationCollector.unescaped(tree.text(of: token))
            let arguments = genericArguments(node, tree, scope: scope, depth: depth)
            guard let arguments else { return nil }
            return resolveName(name, arguments: arguments, scope: scope, position: position, depth: depth)
        case .memberType:
            guard let baseNode = node.firstChildNode, let token = node.lastChildToken else { return nil }
            let name = DeclarationCollector.unescaped(tree.text(of: token))
            guard let arguments = genericArguments(node, tree, scope: scope, depth: depth) else { return nil }
            // `Module.Type`.
            if baseNode.kind == .identifierType, baseNode.childNodes.isEmpty, let first = baseNode.firstChildToken {
                let module = tree.text(of: first)
                if sdk.qualifierNames.contains(module), resolveName(module, arguments: [], scope: scope, position: .value, depth: depth)?.nominalRef?.declaration == nil {
                    if let ref = sdkType(path: [name]) { return makeNominal(ref, arguments: arguments, parent: nil, position: position) }
                    return .nominal(NominalRef(.external(name), name: name), arguments: arguments, parent: nil)
                }
                if scope.space == .project, let f = scope.site.flatMap({ _ in scope.file }) ?? Optional(scope.file),
                   model.graph.modules.contains(where: { $0.name == module }),
                   case .declarations(let found) = model.lookupPath([module, name], file: f, enclosing: nil, at: nil),
                   let first = found.first {
                    return typeOfTypeDeclaration(DeclRef(.project, first), arguments: arguments, parent: nil, position: position, depth: depth)
                }
            }
            guard let base = resolveType(baseNode, in: tree, scope: scope, position: .constraint, depth: depth + 1) else { return nil }
            return memberType(name, of: base, arguments: arguments, position: position, depth: depth)
        case .optionalType, .implicitlyUnwrappedOptionalType:
            guard let inner = node.firstChildNode, let wrapped = resolveType(inner, in: tree, scope: scope, position: position.inner, depth: depth + 1) else { return nil }
            return .optional(wrapped)
        case .arrayType:
            guard let inner = node.firstChildNode, let element = resolveType(inner, in: tree, scope: scope, depth: depth + 1),
                  let array = sdkType(path: ["Array"]) else { return nil }
            return .nominal(nominalRef(array), arguments: [element], parent: nil)
        case .dictionaryType:
            let parts = node.childNodes
            guard parts.count == 2, let key = resolveType(parts[0], in: tree, scope: scope, depth: depth + 1),
                  let value = resolveType(parts[1], in: tree, scope: scope, depth: depth + 1),
                  let dictionary = sdkType(path: ["Dictionary"]) else { return nil }
            return .nominal(nominalRef(dictionary), arguments: [key, value], parent: nil)
        case .tupleType:
            var elements: [TypeRef.TupleElement] = []
            for element in node.children(.tupleTypeElement) {
                guard let typeNode = element.childNodes.last(where: { $0.kind != .initializerClause }),
                      let type = resolveType(typeNode, in: tree, scope: scope, position: position.inner, depth: depth + 1) else { return nil }
                let names = element.childTokens.filter { tree.tokens[$0].kind == .identifier }
                let hasColon = element.childTokens.contains { tree.tokens[$0].kind == .colon }
                var label: String? = hasColon ? names.first.map { tree.text(of: $0) } : nil
                if label == "_" { label = nil }
                if element.childTokens.contains(where: { tree.text(of: $0) == "..." }) {
                    elements.append(.init(label, type))
                    continue
                }
                elements.append(.init(label, type))
            }
            if elements.count == 1, elements[0].label == nil { return elements[0].type }
            return .tuple(elements)
        case .functionType:
            return resolveFunctionType(node, in: tree, scope: scope, depth: depth)
        case .attributedType:
            // `@escaping T`, `inout T`, `borrowing T`, `sending T`, `@Sendable T`: the type.
            guard let inner = node.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) else { return nil }
            return resolveType(inner, in: tree, scope: scope, position: position, depth: depth + 1)
        case .someOrAnyType:
            guard let keyword = node.firstChildToken, let inner = node.childNodes.last else { return nil }
            let constraints = constraintList(inner, tree, scope: scope, depth: depth)
            guard let constraints else { return nil }
            if tree.text(of: keyword) == "any" { return .existential(constraints) }
            switch position {
            case .result(let owner):
                return .opaque(OpaqueRef(owner: owner, constraints: constraints))
            case .parameter(let owner):
                // `some P` in a parameter: an anonymous generic parameter.
                return .genericParameter(GenericParameterRef(name: "some " + constraints.map(\.description).joined(separator: " & "), owner: owner))
            default:
                return .opaque(OpaqueRef(owner: scope.chain.first ?? DeclRef(scope.space, -1), constraints: constraints))
            }
        case .compositionType:
            guard let constraints = constraintList(node, tree, scope: scope, depth: depth) else { return nil }
            if case .constraint = position { return .existential(constraints) }
            return .existential(constraints)
        case .metatypeType:
            guard let inner = node.firstChildNode, let instance = resolveType(inner, in: tree, scope: scope, position: .value, depth: depth + 1) else { return nil }
            return .metatype(instance)
        case .classRestrictionType:
            return anyObject
        case .packExpansionType, .packElementType:
            guard let inner = node.childNodes.last else { return nil }
            return resolveType(inner, in: tree, scope: scope, position: position, depth: depth + 1)
        case .suppressedType:
            return nil
        default:
            return nil
        }
    }

    var anyObject: TypeRef { .existential([.nominal(NominalRef(.external("AnyObject"), name: "AnyObject"))]) }

    /// `<A, B>` of an identifier or member type; `[]` without arguments; nil when one cannot
    /// be read.
    func genericArguments(_ node: Node, _ tree: SyntaxTree, scope: TypeScope, depth: Int) -> [TypeRef]? {
        guard let clause = node.child(.genericArgumentClause) else { return [] }
        var result: [TypeRef] = []
        for argument in clause.children(.genericArgument) {
            guard let typeNode = argument.firstChildNode, let type = resolveType(typeNode, in: tree, scope: scope, depth: depth + 1) else { return nil }
            result.append(type)
        }
        return result
    }

    /// `P & Q` (or one `P`) as constraint types.
    func constraintList(_ node: Node, _ tree: SyntaxTree, scope: TypeScope, depth: Int) -> [TypeRef]? {
        let parts = node.kind == .compositionType ? node.childNodes : [node]
        var result: [TypeRef] = []
        for part in parts {
            guard let type = resolveType(part, in: tree, scope: scope, position: .constraint, depth: depth + 1) else { return nil }
            if case .existential(let members) = type { result += members } else { result.append(type) }
        }
        return result
    }

    func resolveFunctionType(_ node: Node, in tree: SyntaxTree, scope: TypeScope, depth: Int) -> TypeRef? {
        var parameters: [FunctionParameter] = []
        let parameterNode = node.child(.tupleType) ?? node.childNodes.first
        for element in parameterNode?.children(.tupleTypeElement) ?? [] {
            guard var typeNode = element.childNodes.last(where: { $0.kind != .initializerClause }) else { return nil }
            var isInout = false
            if typeNode.kind == .attributedType {
                isInout = typeNode.childTokens.contains { tree.text(of: $0) == "inout" }
                if let inner = typeNode.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) { typeNode = inner }
            }
            guard let type = resolveType(typeNode, in: tree, scope: scope, depth: depth + 1) else { return nil }
            let isVariadic = element.childTokens.contains { tree.text(of: $0) == "..." }
            parameters.append(FunctionParameter(type, isInout: isInout, isVariadic: isVariadic))
        }
        guard let resultNode = node.child(.returnClause)?.childNodes.first ?? node.childNodes.last, resultNode != parameterNode,
              let result = resolveType(resultNode, in: tree, scope: scope, depth: depth + 1) else { return nil }
        let effects = node.child(.effectSpecifiers)
        let words = (effects.map { n -> [String] in
            var w: [String] = []
            n.walk { child in
                for t in child.childTokens { w.append(tree.text(of: t)) }
                return true
            }
            return w
        } ?? []) + node.childTokens.map { tree.text(of: $0) }
        return .function(.init(parameters, result, isAsync: words.contains("async"), isThrowing: words.contains("throws") || words.contains("rethrows")))
    }

    // MARK: Names

    /// A type name looked up in a scope: generic parameters, associated types, nested types
    /// of the enclosing declarations, the project's types, the digest's, then a name no
    /// model declares.
    func resolveName(_ name: String, arguments: [TypeRef], scope: TypeScope, position: TypePosition, depth: Int) -> TypeRef? {
        guard let found = resolveNameWithoutContext(name, arguments: arguments, scope: scope, position: position, depth: depth) else { return nil }
        // Inside a generic type, its bare name is the type with its own parameters
        // (`func next() -> Tree?` in `struct Tree<Element>`).
        if arguments.isEmpty, case .nominal(let ref, let args, let parent) = found, args.isEmpty, let decl = ref.declaration,
           !declaration(decl).genericParameters.isEmpty, scopeIsInside(decl, scope) {
            return .nominal(ref, arguments: declaration(decl).genericParameters.map { .genericParameter(GenericParameterRef(name: $0, owner: decl)) }, parent: parent)
        }
        return found
    }

    /// Whether a scope is inside a nominal declaration (or an extension of it).
    func scopeIsInside(_ decl: DeclRef, _ scope: TypeScope) -> Bool {
        for frame in scope.chain {
            var current: DeclRef? = declaration(frame).kind == .extension ? extensionTarget(frame) : frame
            // The type, or a type nested in it (`extension _HashNode.Builder`).
            while let c = current {
                if c == decl { return true }
                current = enclosingNominal(of: c)
            }
        }
        return false
    }

    func resolveNameWithoutContext(_ name: String, arguments: [TypeRef], scope: TypeScope, position: TypePosition, depth: Int) -> TypeRef? {
        if name == "Self" { return selfType(in: scope) }
        if name == "Any" && arguments.isEmpty { return .any }
        if name == "AnyObject" && arguments.isEmpty { return anyObject }
        for frame in scope.chain {
            let d = declaration(frame)
            if d.genericParameters.contains(name) { return .genericParameter(GenericParameterRef(name: name, owner: frame)) }
            if d.kind == .function || d.kind == .initializer || d.kind == .subscript || d.kind == .typealias || d.kind == .variable || d.kind == .constant {
                continue
            }
            // A type or an extension: its generic parameters, nested types, associated types.
            var owner: DeclRef? = frame
            if d.kind == .extension { owner = extensionTarget(frame) }
            guard let owner else {
                // An extension of a type no model declares: nested types the project adds.
                if let nested = nestedTypeDeclarations(named: name, inExtension: frame).first {
                    return typeOfTypeDeclaration(nested, arguments: arguments, parent: nil, position: position, depth: depth)
                }
                continue
            }
            let od = declaration(owner)
            if od.genericParameters.contains(name) { return .genericParameter(GenericParameterRef(name: name, owner: owner)) }
            // A nested type sees the generic parameters of the types around it
            // (`extension EnumeratedSequence.Iterator` sees `Base`).
            var outer = enclosingNominal(of: owner)
            while let o = outer {
                if declaration(o).genericParameters.contains(name) { return .genericParameter(GenericParameterRef(name: name, owner: o)) }
                outer = enclosingNominal(of: o)
            }
            if od.kind == .protocol {
                if protocolDeclaresAssociatedType(owner, name) { return .dependentMember(.selfType, name) }
            }
            if let nested = nestedTypes(named: name, in: owner, fromSpace: scope.space).first {
                let parent: TypeRef? = od.kind == .protocol ? nil : genericParent(of: nested).map { _ in declaredInterfaceType(of: owner) }
                return typeOfTypeDeclaration(nested, arguments: arguments, parent: parent, position: position, depth: depth)
            }
            if od.kind != .protocol, let witness = inheritedAssociatedTypeName(name, of: owner) {
                return witness
            }
            // The compiler synthesises `CodingKeys` in a Codable type that declares none: an
            // outer type's is never the one meant.
            if name == "CodingKeys", od.kind != .protocol,
               protocols(of: declaredInterfaceType(of: owner)).contains(where: { ["Encodable", "Decodable"].contains(declaration($0).name) }) {
                return nil
            }
            // A typealias or nested type a conformed protocol declares
            // (`ButtonStyle.Configuration` inside a button style).
            if od.kind != .protocol {
                for proto in protocols(of: declaredInterfaceType(of: owner)) {
                    if let alias = memberDeclarations(named: name, of: proto).first(where: { [.typealias, .struct, .enum, .class].contains(declaration($0).kind) }) {
                        let type = typeOfTypeDeclaration(alias, arguments: arguments, parent: nil, position: position, depth: depth)
                        // The protocol's `Self` is the conforming value type
                        // (`_ViewModifier_Content<Self>` in `Fade` is `<Fade>`).
                        if od.kind != .class, let type, type.containsSelf {
                            let conforming = declaredInterfaceType(of: owner)
                            return type.substituting { $0 == .selfType ? conforming : nil }
                        }
                        return type
                    }
                }
            }
        }
        if scope.space == .project {
            var place: SemanticModel.Place?
            if let site = scope.site, let tree = scope.tree { place = SemanticModel.Place(file: scope.file, tree: tree, node: site) }
            let enclosing: Int32? = place == nil ? scope.chain.first.flatMap { $0.space == .project ? $0.id : nil } : nil
            switch model.lookupPath([name], file: scope.file, enclosing: enclosing, at: place) {
            case .declarations(let found):
                var refs = Array(Set(found)).sorted().map { DeclRef(.project, $0) }
                // A type declared in several `#if` branches: the compiled one.
                if refs.count > 1 { let compiled = refs.filter(isCompiled); if !compiled.isEmpty { refs = compiled } }
                if let first = refs.first {
                    let types = refs.compactMap { typeOfTypeDeclaration($0, arguments: arguments, parent: nil, position: position, depth: depth) }
                    if types.count == refs.count, types.allSatisfy({ $0 == types[0] }) { return types[0] }
                    return typeOfTypeDeclaration(first, arguments: arguments, parent: nil, position: position, depth: depth)
                }
            case .genericParameter:
                // A generic parameter of a local function or closure scope the chain missed.
                return .genericParameter(GenericParameterRef(name: name, owner: scope.chain.first ?? DeclRef(.project, -1)))
            case .notFound:
                break
            }
        }
        if let found = sdk.topLevelTypes[name]?.first {
            return typeOfTypeDeclaration(DeclRef(.sdk, found), arguments: arguments, parent: nil, position: position, depth: depth)
        }
        // A digest's stand-in for a type it cannot tell (`SDKFolder.withoutMisreadFloats`).
        if name == SDKDigest.unknownTypeName { return nil }
        return .nominal(NominalRef(.external(name), name: name), arguments: arguments, parent: nil)
    }

    /// `Self` in a scope: a protocol's (or a protocol extension's) `Self`, or the enclosing
    /// concrete type.
    func selfType(in scope: TypeScope) -> TypeRef? {
        for frame in scope.chain {
            let d = declaration(frame)
            if d.kind == .protocol { return .selfType }
            if d.kind.isNominalType { return d.kind == .class ? .selfType : declaredInterfaceType(of: frame) }
            if d.kind == .extension {
                guard let target = extensionTarget(frame) else { return nil }
                let td = declaration(target)
                if td.kind == .protocol || td.kind == .class { return .selfType }
                return declaredInterfaceType(of: target)
            }
        }
        return nil
    }

    /// A nominal declaration (or typealias) as a type with arguments.
    func typeOfTypeDeclaration(_ ref: DeclRef, arguments: [TypeRef], parent: TypeRef?, position: TypePosition, depth: Int) -> TypeRef? {
        let d = declaration(ref)
        switch d.kind {
        case .typealias:
            return aliasedType(ref, arguments: arguments, parent: parent, depth: depth)
        case .associatedtype:
            return .dependentMember(.selfType, d.name)
        case .struct, .class, .enum, .actor, .protocol:
            return makeNominal(ref, arguments: arguments, parent: parent ?? genericParent(of: ref), position: position)
        case .extension:
            return nil
        default:
            return nil
        }
    }

    func makeNominal(_ given: DeclRef, arguments: [TypeRef], parent: TypeRef?, position: TypePosition) -> TypeRef {
        let ref = compiledDeclaration(given)
        let d = declaration(ref)
        // `Optional<T>` is `T?`.
        if ref.space == .sdk, arguments.count == 1, d.name == "Optional", d.parent < 0 { return .optional(arguments[0]) }
        let nominal = TypeRef.nominal(nominalRef(ref), arguments: arguments, parent: parent)
        if d.kind == .protocol {
            if case .constraint = position { return nominal }
            return .existential([nominal])
        }
        return nominal
    }

    /// What a typealias stands for, its generic parameters replaced by `arguments` and its
    /// parent's by `parent`'s.
    func aliasedType(_ ref: DeclRef, arguments: [TypeRef], parent: TypeRef?, depth: Int) -> TypeRef? {
        guard depth < 16 else { return nil }
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        guard let valueNode = d.node.child(.typeInitializerClause)?.childNodes.first,
              var type = resolveType(valueNode, in: tree, scope: scope(declaredBy: ref), depth: depth + 1) else { return nil }
        var map: [GenericParameterRef: TypeRef] = [:]
        for (name, argument) in zip(d.genericParameters, arguments) { map[GenericParameterRef(name: name, owner: ref)] = argument }
        if let parent { map.merge(genericMap(of: parent)) { a, _ in a } }
        if !map.isEmpty {
            // Associated types of the parameters are resolved on what they become
            // (`Base.Element` with `Base` an array is its element).
            type = substitute(type, base: .selfType, map: map)
        }
        return type
    }

    /// Generic parameters of a nominal type (and its generic parents) to its arguments.
    func genericMap(of type: TypeRef) -> [GenericParameterRef: TypeRef] {
        if case .optional(let wrapped) = type, let optional = sdkType(path: ["Optional"]) {
            return [GenericParameterRef(name: "Wrapped", owner: optional): wrapped]
        }
        guard case .nominal(let ref, let arguments, let parent) = type, let decl = ref.declaration else { return [:] }
        var map: [GenericParameterRef: TypeRef] = [:]
        for (name, argument) in zip(declaration(decl).genericParameters, arguments) {
            map[GenericParameterRef(name: name, owner: decl)] = argument
        }
        if let parent { map.merge(genericMap(of: parent)) { a, _ in a } }
        return map
    }

    /// `Base.Name`: a nested type or typealias of a nominal type, an associated type of a
    /// generic parameter or `Self`.
    func memberType(_ name: String, of base: TypeRef, arguments: [TypeRef], position: TypePosition, depth: Int) -> TypeRef? {
        switch base {
        case .genericParameter, .selfType, .dependentMember:
            return .dependentMember(base, name)
        case .existential(let members) where members.count == 1:
            return memberType(name, of: members[0], arguments: arguments, position: position, depth: depth)
        case .nominal(let ref, _, _):
            guard let decl = ref.declaration else {
                // A nested type of a type no model declares (types are capitalised).
                guard name.first?.isUppercase == true else { return nil }
                return .nominal(NominalRef(.external(ref.name + "." + name), name: ref.name + "." + name), arguments: arguments, parent: nil)
            }
            if declaration(decl).kind == .protocol { return nil }
            // Its own nested types, else its superclasses', seen from the base: the parent of
            // `Sub.Context` where `class Sub: Store<S, A>` declares no `Context` is
            // `Store<S, A>` with the arguments the inheritance clause gives.
            var holder = base
            var holderDecl: DeclRef? = decl
            var seen: Set<DeclRef> = []
            while let d = holderDecl, seen.insert(d).inserted {
                if let nested = memberDeclarations(named: name, of: d).first(where: { declaration($0).kind.isTypeLike }) {
                    let isGeneric = !genericMap(of: holder).isEmpty
                    return typeOfTypeDeclaration(nested, arguments: arguments, parent: isGeneric ? holder : nil, position: position, depth: depth)
                }
                guard let written = superclass(of: d) else { break }
                holder = substitute(written, base: holder, map: genericMap(of: holder))
                guard case .nominal(let next, _, _) = holder, case .declaration(let nextDecl) = next.identity else { break }
                holderDecl = nextDecl
            }
            // An associated type a conformance gives (`Array<Int>.Element`).
            if let associated = associatedType(name, of: base) { return associated }
            // A typealias a conformed protocol declares (`PressStyle.Configuration`).
            for proto in protocols(of: base) {
                if let alias = memberDeclarations(named: name, of: proto).first(where: { [.typealias, .struct, .enum, .class].contains(declaration($0).kind) }),
                   let type = typeOfTypeDeclaration(alias, arguments: arguments, parent: nil, position: position, depth: depth) {
                    return type.substituting { $0 == .selfType ? base : nil }
                }
            }
            return nil
        case .optional(let wrapped):
            if let optional = sdkType(path: ["Optional"]) {
                return memberType(name, of: .nominal(nominalRef(optional), arguments: [wrapped], parent: nil), arguments: arguments, position: position, depth: depth)
            }
            return nil
        default:
            return nil
        }
    }

    /// Nested types and typealiases named `name` of a nominal type: its own, its
    /// extensions' (the project's too for a digest type), its superclasses'.
    func nestedTypes(named name: String, in owner: DeclRef, fromSpace: DeclRef.Space) -> [DeclRef] {
        var current: DeclRef? = owner
        var seen: Set<DeclRef> = []
        while let type = current, seen.insert(type).inserted {
            let found = memberDeclarations(named: name, of: type).filter { declaration($0).kind.isTypeLike }
            if !found.isEmpty { return found }
            current = superclass(of: type)?.nominalRef?.declaration
        }
        return []
    }

    /// Nested types of an extension of a type no model declares.
    func nestedTypeDeclarations(named name: String, inExtension ref: DeclRef) -> [DeclRef] {
        let m = semanticModel(ref.space)
        return m.membersOf(extension: ref.id, named: name).filter { m.declaration($0).kind.isTypeLike }.map { DeclRef(ref.space, $0) }
    }

    /// Every member declaration named `name` of a nominal type: its own and its extensions'
    /// (for a digest type, the project's extensions of it too).
    func memberDeclarations(named name: String, of type: DeclRef) -> [DeclRef] {
        let m = semanticModel(type.space)
        var result = m.members(of: type.id, named: name, file: nil, at: nil).map { DeclRef(type.space, $0) }.filter(isCompiled)
        // Extensions the model attached to the same type's declaration in another `#if` branch.
        if type.space == .project {
            for sibling in branchSiblings(of: type) where sibling != type {
                for ext in m.extensionsOfType[sibling.id] ?? [] {
                    result += (m.members[ext]?[name] ?? []).map { DeclRef(.project, $0) }.filter(isCompiled)
                }
            }
        }
        if type.space == .sdk {
            for ext in projectExtensionsOfSDK[type.id] ?? [] {
                result += (model.members[ext]?[name] ?? []).map { DeclRef(.project, $0) }.filter(isCompiled)
            }
        }
        return result
    }

    /// The digest type a project extension extends, however it is written (`extension
    /// SwiftUI.Color`, `extension Collection<Token>`, `extension [Token]`, through a
    /// typealias).
    static func sdkTargets(of model: SemanticModel, sdk: SDKDigest, resolve: (DeclRef) -> DeclRef?) -> [Int32: DeclRef] {
        var result: [Int32: DeclRef] = [:]
        for (i, declaration) in model.declarations.enumerated() where declaration.kind == .extension {
            guard case .external? = model.target(ofExtension: Int32(i)) else { continue }
            if let target = resolve(DeclRef(.project, Int32(i))) { result[Int32(i)] = target }
        }
        return result
    }

    /// Resolves a project extension's extended type to a digest type.
    func resolveSDKExtensionTarget(_ ref: DeclRef) -> DeclRef? {
        let d = declaration(ref)
        guard let extended = DeclarationView(d.node)?.extendedType else { return nil }
        let tree = self.tree(of: ref)
        var node = extended
        if node.kind == .arrayType { return sdkType(path: ["Array"]) }
        if node.kind == .dictionaryType { return sdkType(path: ["Dictionary"]) }
        if node.kind == .optionalType { return sdkType(path: ["Optional"]) }
        while node.kind == .attributedType, let inner = node.childNodes.last { node = inner }
        guard let type = resolveType(node, in: tree, scope: scope(around: ref), position: .constraint) else { return nil }
        if case .optional = type { return sdkType(path: ["Optional"]) }
        if let decl = type.nominalRef?.declaration, decl.space == .sdk { return decl }
        if case .existential(let members) = type, members.count == 1, let decl = members[0].nominalRef?.declaration, decl.space == .sdk { return decl }
        return nil
    }

    /// Whether a protocol (or one it refines) declares an associated type.
    func protocolDeclaresAssociatedType(_ proto: DeclRef, _ name: String) -> Bool {
        associatedTypeNames(of: proto).contains(name)
    }

    /// The associated types a protocol declares or inherits, through its inheritance
    /// clause only: its own `where` clause names these (`protocol Entry: Identifiable
    /// where ID == UUID`), so they cannot wait for the refinements that clause adds.
    func associatedTypeNames(of proto: DeclRef) -> Set<String> {
        associatedNamesCache.value(proto) {
            let m = semanticModel(proto.space)
            var names: Set<String> = []
            for (name, ids) in m.members[proto.id] ?? [:] where ids.contains(where: { m.declaration($0).kind == .associatedtype }) {
                names.insert(name)
            }
            for inherited in inheritedTypes(of: proto) {
                for member in constraintMembers(inherited) {
                    if let decl = member.nominalRef?.declaration, decl != proto, declaration(decl).kind == .protocol {
                        names.formUnion(associatedTypeNames(of: decl))
                    }
                }
            }
            return names
        }
    }

    /// An associated type's name used inside a concrete type conforming to the protocol
    /// (`Element` inside a `Collection`): its witness.
    func inheritedAssociatedTypeName(_ name: String, of owner: DeclRef) -> TypeRef? {
        let od = declaration(owner)
        guard od.kind.isNominalType, od.kind != .protocol else { return nil }
        let conformed = protocols(of: declaredInterfaceType(of: owner))
        guard conformed.contains(where: { protocolDeclaresAssociatedType($0, name) }) else { return nil }
        return associatedType(name, of: declaredInterfaceType(of: owner))
    }
}

extension TypePosition {
    /// The position of a part (`T` of `T?` stays a result or parameter).
    var inner: TypePosition { self }
}
