import SwiftCST

/// What a function, initialiser, subscript or enum case takes and gives, as declared (its
/// own generic parameters are the variables a call binds).
struct Signature {
    struct Parameter {
        var label: String?
        var type: TypeRef
        var hasDefault = false
        var isVariadic = false
        var isInout = false
        var isAutoclosure = false
        /// The result builder its closure argument is transformed by (`@ViewBuilder`).
        var builder: DeclRef?
        /// `repeat each T`: takes any number of arguments as one pack.
        var isPack = false
        /// Whether a closure can fill it (its type is a function, maybe optional).
        var takesClosure: Bool {
            if case .function = type.unwrapped { return true }
            if case .genericParameter = type { return false }
            return false
        }
    }

    var decl: DeclRef?
    var parameters: [Parameter]
    var result: TypeRef
    /// Generic parameters a call binds.
    var variables: [GenericParameterRef]
    var requirements: [Requirement] = []
    var isDisfavored = false
    var isInitializer = false
    /// `async`: outside `await` the compiler takes a synchronous overload.
    var isAsync = false
    /// Generic parameters of the function itself (not of a type it initialises): fewer is
    /// more specific.
    var ownGenericCount = 0

    /// The signature with a substitution applied to its types.
    func mapTypes(_ transform: (TypeRef) -> TypeRef) -> Signature {
        var copy = self
        copy.parameters = parameters.map { p in
            var q = p
            q.type = transform(p.type)
            return q
        }
        copy.result = transform(result)
        copy.requirements = requirements.map { r in
            switch r {
            case .sameType(let a, let b): return .sameType(transform(a), transform(b))
            case .conformance(let a, let b): return .conformance(transform(a), b)
            }
        }
        return copy
    }
}

extension ExpressionTypes {
    // MARK: Declared types

    /// The declared type of a property, constant or enum case (a case with a payload is a
    /// function to its enum; a function is its function type), in its declaration's terms
    /// (generic parameters and `Self` not substituted). Properties without annotation take
    /// their initial value's type, or their property wrapper's wrapped value's.
    func declaredType(of ref: DeclRef) -> TypeRef? {
        declaredTypeCache.value(ref) { computeDeclaredType(of: ref) }
    }

    func computeDeclaredType(of ref: DeclRef) -> TypeRef? {
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        switch d.kind {
        case .variable, .constant:
            guard let binding = TypeResolver.binding(named: d.name, in: d.node, tree) else { return nil }
            if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
                let isComputed = binding.child(.accessorBlock) != nil
                return resolveType(annotation, in: tree, scope: scope(declaredBy: ref), position: isComputed || d.node.kind == .variableDecl ? .result(ref) : .value)
            }
            if ref.space == .project, let value = binding.child(.initializerClause)?.childNodes.first {
                let file = model.files[d.file]
                let checker = TypeChecker(types: self, file: file, record: FileRecord(tree: file.tree))
                return checker.typeOfInitialValue(value, declaration: ref)
            }
            if ref.space == .project, let wrapped = wrapperValueType(of: ref) { return wrapped }
            return nil
        case .enumCase:
            guard let owner = parent(of: ref).flatMap({ declaration($0).kind == .extension ? extensionTarget($0) : $0 }) else { return nil }
            let enumType = declaredInterfaceType(of: owner)
            guard let signature = signature(of: ref) else { return enumType }
            return .function(.init(signature.parameters.map { FunctionParameter($0.type) }, enumType))
        case .function:
            guard let signature = signature(of: ref) else { return nil }
            return .function(.init(signature.parameters.map { FunctionParameter($0.type, isInout: $0.isInout, isVariadic: $0.isVariadic) },
                                   signature.result, isAsync: false, isThrowing: false))
        default:
            return nil
        }
    }

    /// Whether a property is declared implicitly unwrapped (`var x: T!`).
    func isImplicitlyUnwrapped(_ ref: DeclRef) -> Bool {
        let d = declaration(ref)
        guard d.kind == .variable || d.kind == .constant, let binding = TypeResolver.binding(named: d.name, in: d.node, tree(of: ref)) else { return false }
        return binding.child(.typeAnnotation)?.childNodes.first?.kind == .implicitlyUnwrappedOptionalType
    }

    /// Whether a property can be written (`var` with a setter, in a mutable place).
    func isSettable(_ ref: DeclRef) -> Bool {
        let d = declaration(ref)
        guard d.kind == .variable else { return false }
        if ref.space == .sdk {
            // The digest writes computed properties as `{ get }` or `{ get set }`.
            guard let binding = TypeResolver.binding(named: d.name, in: d.node, tree(of: ref)), let block = binding.child(.accessorBlock) else { return true }
            return tree(of: ref).text(of: block).contains("set")
        }
        guard let binding = TypeResolver.binding(named: d.name, in: d.node, tree(of: ref)) else { return true }
        guard let block = binding.child(.accessorBlock) else { return true }
        let accessors = block.children(.accessorDecl).compactMap { $0.firstChildToken.map { tree(of: ref).text(of: $0) } }
        if accessors.isEmpty { return false }
        return accessors.contains("set") || accessors.allSatisfy { $0 == "willSet" || $0 == "didSet" }
    }

    // MARK: Property wrappers

    /// The property wrapper type a property is declared with (`@State var x: Int` →
    /// `State<Int>`), if any.
    func wrapperType(of ref: DeclRef) -> TypeRef? {
        wrapperCache.value(ref) { computeWrapperType(of: ref) }
    }

    /// The wrapper attribute of a property: the attribute node and the wrapper declaration.
    func wrapperAttribute(of ref: DeclRef) -> (Node, DeclRef)? {
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        for attribute in DeclarationView(d.node)?.attributes ?? [] {
            guard let type = attributeType(attribute, tree, scope: scope(around: ref)),
                  let decl = type.nominalRef?.declaration, declaration(decl).attributes.contains("propertyWrapper") else { continue }
            return (attribute, decl)
        }
        return nil
    }

    /// The type an attribute names (`@State`, `@Environment(...)`, `@Lib.Wrapper<Int>`).
    func attributeType(_ attribute: Node, _ tree: SyntaxTree, scope: TypeScope) -> TypeRef? {
        if let typeNode = attribute.childNodes.first(where: { $0.kind == .identifierType || $0.kind == .memberType }) {
            return resolveType(typeNode, in: tree, scope: scope, position: .constraint)
        }
        let tokens = attribute.childTokens
        guard tokens.count > 1 else { return nil }
        return resolveName(tree.text(of: tokens[1]), arguments: [], scope: scope, position: .constraint, depth: 0)
    }

    func computeWrapperType(of ref: DeclRef) -> TypeRef? {
        guard let (attribute, wrapper) = wrapperAttribute(of: ref) else { return nil }
        let wd = declaration(wrapper)
        if wd.genericParameters.isEmpty { return nominalType(wrapper) }
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        // Written arguments: `@State<Int>`.
        if let type = attributeType(attribute, tree, scope: scope(around: ref)), !type.genericArguments.isEmpty {
            return type
        }
        // The wrapped value's type as the argument (`@State var x: Int`, `@Published var x = 0`).
        if wd.genericParameters.count == 1, let binding = TypeResolver.binding(named: d.name, in: d.node, tree) {
            var value: TypeRef?
            if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
                value = resolveType(annotation, in: tree, scope: scope(declaredBy: ref))
            } else if binding.child(.initializerClause) != nil {
                value = declaredType(of: ref)
            }
            if let value {
                // `ObservedObject<ObjectType>`: the wrapped value is the argument whichever
                // the wrapper is, except wrappers whose wrapped value is not the parameter.
                if let wrappedDecl = memberDeclarations(named: "wrappedValue", of: wrapper).first,
                   let wrappedType = declaredType(of: wrappedDecl), case .genericParameter = wrappedType {
                    return .nominal(nominalRef(wrapper), arguments: [value], parent: nil)
                }
                if memberDeclarations(named: "wrappedValue", of: wrapper).isEmpty {
                    return .nominal(nominalRef(wrapper), arguments: [value], parent: nil)
                }
            }
        }
        // From the attribute's arguments, as a call of the wrapper's initialisers
        // (`@Environment(\.dismiss)`, `@Environment(Model.self)`).
        guard ref.space == .project, let arguments = attribute.child(.attributeArguments) else { return nil }
        let file = model.files[d.file]
        let checker = TypeChecker(types: self, file: file, record: FileRecord(tree: file.tree))
        return checker.wrapperFromAttribute(wrapper: wrapper, arguments: arguments, property: ref)
    }

    /// The type a wrapped property has without annotation or initial value: the wrapper's
    /// `wrappedValue`.
    func wrapperValueType(of ref: DeclRef) -> TypeRef? {
        guard let wrapper = wrapperType(of: ref), let wrapperDecl = wrapper.nominalRef?.declaration,
              let wrapped = memberDeclarations(named: "wrappedValue", of: wrapperDecl).first,
              let type = declaredType(of: wrapped) else { return nil }
        var value = substitute(type, base: wrapper, map: genericMap(of: wrapper))
        // Composed wrappers (`@Environment(...) @Binding var x`): each inner wrapper's
        // wrapped value in turn.
        for inner in innerWrapperDeclarations(of: ref) {
            guard value.nominalRef?.declaration == inner,
                  let innerWrapped = memberDeclarations(named: "wrappedValue", of: inner).first,
                  let innerType = declaredType(of: innerWrapped) else { return nil }
            value = substitute(innerType, base: value, map: genericMap(of: value))
        }
        return value
    }

    /// The wrappers after the outermost of a property with composed wrappers.
    func innerWrapperDeclarations(of ref: DeclRef) -> [DeclRef] {
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        var wrappers: [DeclRef] = []
        for attribute in DeclarationView(d.node)?.attributes ?? [] {
            guard let type = attributeType(attribute, tree, scope: scope(around: ref)),
                  let decl = type.nominalRef?.declaration, declaration(decl).attributes.contains("propertyWrapper") else { continue }
            wrappers.append(decl)
        }
        return Array(wrappers.dropFirst())
    }

    /// `$x`: the wrapper's `projectedValue`.
    func projectedType(of ref: DeclRef) -> TypeRef? {
        guard let wrapper = wrapperType(of: ref), let wrapperDecl = wrapper.nominalRef?.declaration,
              let projected = memberDeclarations(named: "projectedValue", of: wrapperDecl).first,
              let type = declaredType(of: projected) else { return nil }
        return substitute(type, base: wrapper, map: genericMap(of: wrapper))
    }

    func nominalType(_ ref: DeclRef) -> TypeRef { .nominal(nominalRef(ref), arguments: [], parent: nil) }

    // MARK: Signatures

    /// A function's, initialiser's, subscript's or payload case's signature, as declared.
    func signature(of ref: DeclRef) -> Signature? {
        signatureCache.value(ref) { computeSignature(of: ref) }
    }

    func computeSignature(of ref: DeclRef) -> Signature? {
        let d = declaration(ref)
        let tree = self.tree(of: ref)
        let scope = self.scope(declaredBy: ref)
        var parameters: [Signature.Parameter] = []
        var variables = d.genericParameters.map { GenericParameterRef(name: $0, owner: ref) }
        switch d.kind {
        case .function, .initializer, .subscript:
            let clause = d.node.child(.functionSignature)?.child(.parameterClause) ?? d.node.child(.parameterClause)
            for parameter in clause?.children(.functionParameter) ?? [] {
                let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
                var label: String?
                if d.kind == .subscript {
                    label = names.count > 1 && names[0] != "_" ? names[0] : nil
                } else {
                    label = names.first == "_" ? nil : names.first
                }
                guard let typeNode = parameter.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) else { return nil }
                var inner = typeNode
                var isInout = false
                var isAutoclosure = false
                var builder: DeclRef?
                var attributeNodes = parameter.child(.attributeList)?.children(.attribute) ?? []
                while inner.kind == .attributedType {
                    isInout = isInout || inner.childTokens.contains { tree.text(of: $0) == "inout" }
                    attributeNodes += inner.child(.attributeList)?.children(.attribute) ?? []
                    attributeNodes += inner.children(.attribute)
                    guard let next = inner.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) else { break }
                    inner = next
                }
                for attribute in attributeNodes {
                    let words = attribute.childTokens
                    guard words.count > 1 else { continue }
                    let name = tree.text(of: words[1])
                    if name == "autoclosure" { isAutoclosure = true }
                    if name != "escaping", name != "Sendable", name != "MainActor", name != "autoclosure",
                       let builderRef = resolveName(name, arguments: [], scope: scope, position: .constraint, depth: 0)?.nominalRef?.declaration,
                       declaration(builderRef).attributes.contains("resultBuilder") {
                        builder = builderRef
                    }
                }
                guard let type = resolveType(inner, in: tree, scope: scope, position: .parameter(ref)) else { return nil }
                if case .genericParameter(let g) = type, g.name.hasPrefix("some "), !variables.contains(g) { variables.append(g) }
                collectAnonymousParameters(type, into: &variables)
                let isVariadic = parameter.childTokens.contains { tree.text(of: $0) == "..." }
                var parameterInfo = Signature.Parameter(label: label, type: type, hasDefault: parameter.child(.initializerClause) != nil,
                                                        isVariadic: isVariadic, isInout: isInout, isAutoclosure: isAutoclosure, builder: builder)
                parameterInfo.isPack = inner.kind == .packExpansionType
                parameters.append(parameterInfo)
            }
            var result: TypeRef
            if d.kind == .initializer {
                guard let owner = ownerType(of: ref) else { return nil }
                result = owner
                if d.isFailable { result = .optional(result) }
            } else if let resultNode = d.node.child(.functionSignature)?.child(.returnClause)?.childNodes.first ?? d.node.child(.returnClause)?.childNodes.first {
                guard let resolved = resolveType(resultNode, in: tree, scope: scope, position: .result(ref)) else { return nil }
                result = resolved
            } else {
                result = .void
            }
            let disfavored = d.attributes.contains("_disfavoredOverload")
            // The requirements of the extension it is in bind the type's parameters too
            // (`extension List where SelectionValue == Never { init(...) }`).
            var stated = requirements(of: ref)
            if let container = parent(of: ref), declaration(container).kind == .extension { stated += whereRequirements(of: container) }
            var signature = Signature(decl: ref, parameters: parameters, result: result, variables: variables, requirements: stated,
                                      isDisfavored: disfavored, isInitializer: d.kind == .initializer)
            signature.ownGenericCount = variables.count
            if let effects = d.node.child(.functionSignature)?.child(.effectSpecifiers) {
                signature.isAsync = effects.childTokens.contains { tree.text(of: $0) == "async" }
            }
            return signature
        case .enumCase:
            guard let element = d.node.children(.enumCaseElement).first(where: { $0.firstChildToken.map { DeclarationCollector.unescaped(tree.text(of: $0)) } == d.name }),
                  let payload = element.child(.enumCaseParameterClause) else { return nil }
            for parameter in payload.children(.enumCaseParameter) {
                let tokens = parameter.childTokens
                let hasLabel = tokens.contains { tree.tokens[$0].kind == .colon }
                var label = hasLabel ? tokens.first.map { tree.text(of: $0) } : nil
                if label == "_" { label = nil }
                guard let typeNode = parameter.childNodes.last(where: { $0.kind != .initializerClause }),
                      let type = resolveType(typeNode, in: tree, scope: scope) else { return nil }
                parameters.append(.init(label: label, type: type, hasDefault: parameter.child(.initializerClause) != nil))
            }
            guard let owner = ownerType(of: ref) else { return nil }
            variables = []
            return Signature(decl: ref, parameters: parameters, result: owner, variables: variables)
        default:
            return nil
        }
    }

    func collectAnonymousParameters(_ type: TypeRef, into variables: inout [GenericParameterRef]) {
        _ = type.substituting { t in
            if case .genericParameter(let g) = t, g.name.hasPrefix("some "), !variables.contains(g) { variables.append(g) }
            return nil
        }
    }

    /// The type a member belongs to, as seen from inside it (a protocol's is `Self`).
    func ownerType(of ref: DeclRef) -> TypeRef? {
        guard let p = parent(of: ref) else { return nil }
        let pd = declaration(p)
        var owner: DeclRef?
        if pd.kind.isNominalType { owner = p }
        if pd.kind == .extension { owner = extensionTarget(p) }
        guard let owner else { return nil }
        if declaration(owner).kind == .protocol { return .selfType }
        return declaredInterfaceType(of: owner)
    }

    /// The implicit memberwise initialiser of a project struct (stored properties in order;
    /// `var`s with an initial value are defaulted), or `init()` of a class or struct whose
    /// stored properties all have initial values.
    func implicitInitializers(of ref: DeclRef) -> [Signature] {
        guard ref.space == .project else { return [] }
        let d = declaration(ref)
        guard d.kind == .struct || d.kind == .class || d.kind == .actor else { return [] }
        // Only when the type itself declares no initialiser.
        if (model.members[ref.id]?["init"] ?? []).contains(where: { model.declaration($0).kind == .initializer }) { return [] }
        let tree = self.tree(of: ref)
        var parameters: [Signature.Parameter] = []
        var allDefaulted = true
        for member in DeclarationView(d.node)?.members ?? [] where member.kind == .variableDecl {
            guard let view = DeclarationView(member) else { continue }
            let modifiers = view.modifiers.compactMap { $0.firstChildToken.map { tree.text(of: $0) } }
            if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { continue }
            let isLet = view.keyword.map { tree.text(of: $0) } == "let"
            for binding in member.children(.patternBinding) {
                if let block = binding.child(.accessorBlock) {
                    let kinds = block.children(.accessorDecl).compactMap { $0.firstChildToken.map { tree.text(of: $0) } }
                    if kinds.isEmpty || kinds.contains("get") || kinds.contains("set") { continue }
                }
                guard let pattern = binding.firstChildNode, pattern.kind == .identifierPattern else { continue }
                let name = DeclarationCollector.unescaped(tree.text(of: pattern))
                let hasValue = binding.child(.initializerClause) != nil
                guard let propertyRef = memberRef(named: name, in: ref) else { return [] }
                // A property wrapper: the parameter takes the wrapped value when the wrapper
                // has `init(wrappedValue:)`, else the wrapper; a wrapper with `init()` needs
                // no argument (`@EnvironmentObject var store: Store`).
                let wrapperAttribute = view.attributes.isEmpty ? nil : wrapperAttribute(of: propertyRef)
                let wrapper = wrapperAttribute?.1
                let wrapperInits = wrapper.map { memberDeclarations(named: "init", of: $0).map { declaration($0) } } ?? []
                let takesWrappedValue = wrapperInits.contains { $0.labels.first == "wrappedValue" }
                // `@Environment(\.key)` is initialised by its attribute's arguments.
                let wrapperDefaults = wrapperAttribute?.0.child(.attributeArguments) != nil
                    || wrapperInits.contains { $0.labels.isEmpty || $0.hasDefault.allSatisfy { $0 } }
                let defaulted = hasValue || (wrapper != nil && wrapperDefaults)
                if isLet && hasValue { continue }
                var type: TypeRef?
                if wrapper != nil && !takesWrappedValue {
                    type = wrapperType(of: propertyRef)
                } else {
                    type = declaredType(of: propertyRef)
                }
                guard var type else { return [] }
                // An optional `var` starts as nil (a wrapped one through `init(wrappedValue:)`).
                let optionalVar = !isLet && type.isOptional && (wrapper == nil || takesWrappedValue)
                if !defaulted && !optionalVar { allDefaulted = false }
                // `@ViewBuilder var content: Content` takes a builder closure.
                var builder: DeclRef?
                for attribute in view.attributes {
                    if let decl = attributeType(attribute, tree, scope: scope(declaredBy: propertyRef))?.nominalRef?.declaration,
                       declaration(decl).attributes.contains("resultBuilder") {
                        builder = decl
                        type = .function(.init([], type))
                    }
                }
                var parameter = Signature.Parameter(label: name, type: type, hasDefault: defaulted || optionalVar)
                parameter.builder = builder
                parameters.append(parameter)
            }
        }
        let owner = declaredInterfaceType(of: ref)
        var result: [Signature] = []
        if d.kind == .struct {
            result.append(Signature(decl: nil, parameters: parameters, result: owner, variables: [], isInitializer: true))
        }
        if allDefaulted && !(d.kind == .struct && parameters.isEmpty) {
            result.append(Signature(decl: nil, parameters: [], result: owner, variables: [], isInitializer: true))
        }
        return result
    }

    func memberRef(named name: String, in type: DeclRef) -> DeclRef? {
        (model.members[type.id]?[name] ?? []).first.map { DeclRef(.project, $0) }
    }
}
