import SwiftCST

/// What a bare name means at a site.
enum ValueLookup {
    /// A local, parameter or binding of a known type; `isIUO` for a `T!` declaration.
    case value(TypeRef, isIUO: Bool)
    /// Declared here, type unknown (shadows outer names), and why.
    case unknown(String)
    /// Members of the enclosing type (implicit `self`, `base` the self type, `isStatic` in a
    /// static context) or global declarations (`base` nil).
    case declarations([FoundMember], global: [DeclRef])
    /// A property wrapper's local (`@State var x` inside a body is rare; members are the
    /// usual case): handled as declarations.
    case notFound
}

extension TypeChecker {
    // MARK: Names

    func checkReference(_ node: Node, expected: TypeRef?) -> TypeRef? {
        guard let token = node.firstChildToken else { return nil }
        let text = tree.text(of: token)
        let name = DeclarationCollector.unescaped(text)
        if name == "self" { return selfValueType(at: node) }
        if name == "Self" { return selfTypeAt(node).map { TypeRef.metatype($0) } }
        if let kind = Optional(tree.tokens[token].kind), kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
            return nil
        }
        if name.hasPrefix("$"), let index = Int(name.dropFirst()) {
            return anonymousParameter(index, at: node)
        }
        switch lookupValue(name, at: node) {
        case .value(let type, let isIUO):
            if isIUO { record.implicitlyUnwrapped.insert(node.id) }
            return type
        case .unknown(let why):
            return fail(node, why)
        case .declarations(let members, let globals):
            return typeOfDeclarations(members: members, globals: globals, at: node, expected: expected)
        case .notFound:
            break
        }
        // `$x`: a property wrapper's projection; `_x`: the wrapper.
        if name.hasPrefix("$") || name.hasPrefix("_"), name.count > 1 {
            let base = String(name.dropFirst())
            var found = lookupValue(base, at: node)
            // A local `x` does not hide the property's `_x` (nor `$x` when it has no wrapper).
            if case .declarations = found {} else if name.hasPrefix("_") || localDeclarationNode(base, at: node).map({ DeclarationView($0)?.attributes.isEmpty ?? true }) ?? true {
                found = lookupMemberOrGlobal(base, at: node)
            }
            if case .declarations(let members, let globals) = found {
                let refs = members.map(\.decl) + globals
                if let ref = refs.first, refs.count == 1 || members.count == refs.count {
                    if name.hasPrefix("$") {
                        if let projected = types.projectedType(of: ref) { return members.first.map { substitute(projected, $0) } ?? projected }
                    } else if let wrapper = types.wrapperType(of: ref) {
                        return members.first.map { substitute(wrapper, $0) } ?? wrapper
                    }
                }
            } else if name.hasPrefix("$"), let local = localDeclarationNode(base, at: node), let projected = localProjection(local, name: base) {
                return projected
            }
        }
        // A type used as a value: its metatype (only a type a model declares: an unknown
        // capitalised name may be a C constant).
        if let type = typeReference(node), type.nominalRef?.declaration != nil || type.nominalRef == nil { return .metatype(type) }
        return fail(node, "not found")
    }

    /// A base's type for looking up what follows it: an implicitly unwrapped value
    /// (`var vm: VM!`) is forced there.
    func forcedIfImplicitlyUnwrapped(_ base: Node, _ type: TypeRef) -> TypeRef {
        record.implicitlyUnwrapped.contains(base.id) ? type.unwrapped : type
    }

    /// The type of found declarations: properties' types, a function's type, a case.
    func typeOfDeclarations(members allMembers: [FoundMember], globals allGlobals: [DeclRef], at node: Node, expected: TypeRef?) -> TypeRef? {
        var results: [TypeRef] = []
        // A name used as a value means a property (or case) before a function of that name,
        // and the nearest level's.
        var members = allMembers
        var globals = allGlobals
        let isVariable: (DeclRef) -> Bool = { [.variable, .constant, .enumCase].contains(self.types.declaration($0).kind) }
        if members.contains(where: { isVariable($0.decl) }) { members = members.filter { isVariable($0.decl) } }
        if let nearest = members.map(\.level).min() { members = members.filter { $0.level == nearest } }
        if globals.contains(where: isVariable) { globals = globals.filter(isVariable) }
        for member in members {
            guard let type = valueType(of: member, at: node) else { return fail(node, "member declaration of unknown type") }
            results.append(type)
        }
        for global in globals {
            let d = types.declaration(global)
            guard [.variable, .constant, .function, .enumCase].contains(d.kind), let type = types.declaredType(of: global) else {
                return fail(node, "global declaration of unknown type")
            }
            if types.isImplicitlyUnwrapped(global) { record.implicitlyUnwrapped.insert(node.id) }
            results.append(type)
        }
        guard let first = results.first else { return fail(node, "declaration of unknown type") }
        if results.allSatisfy({ $0 == first }) { return first }
        // Overloaded functions: the one whose type the context expects.
        if let expected, results.contains(expected) { return expected }
        return fail(node, "overloaded")
    }

    /// A found member as a value: a property's (substituted) type, a case, a function.
    func valueType(of member: FoundMember, at node: Node) -> TypeRef? {
        let d = types.declaration(member.decl)
        switch d.kind {
        case .variable, .constant:
            guard let declared = types.declaredType(of: member.decl) else { return nil }
            let type = substitute(declared, member)
            if types.isImplicitlyUnwrapped(member.decl) { record.implicitlyUnwrapped.insert(node.id) }
            return type
        case .enumCase, .function:
            return types.declaredType(of: member.decl).map { substitute($0, member) }
        case .struct, .class, .enum, .actor, .typealias, .protocol:
            return types.typeOfTypeDeclaration(member.decl, arguments: [], parent: nil, position: .value, depth: 0).map { TypeRef.metatype($0) }
        default:
            return nil
        }
    }

    func substitute(_ type: TypeRef, _ member: FoundMember) -> TypeRef {
        types.substitute(type, for: member)
    }

    /// A bare name, innermost first: locals and bindings declared before the site,
    /// parameters, members of the enclosing types, then global declarations (the
    /// project's, then the digest's).
    func lookupValue(_ name: String, at site: Node) -> ValueLookup {
        if let local = lookupLocal(name, at: site) { return local }
        return lookupMemberOrGlobal(name, at: site)
    }

    /// A name among the enclosing types' members and the global declarations (what a
    /// local does not shadow: `_x` and `$x` of a property `x` with a local `x` around).
    func lookupMemberOrGlobal(_ name: String, at site: Node) -> ValueLookup {
        // Members of the enclosing types.
        let frames = enclosingTypeFrames(of: site)
        let isStatic = isStaticContext(site)
        for frame in frames {
            let found = types.members(named: name, of: frame.selfType, isStatic: nil, from: fileIndex, selfProtocols: frame.protocols, allLevels: true)
                .filter { member in
                    let d = types.declaration(member.decl)
                    guard [.variable, .constant, .function, .enumCase].contains(d.kind) else { return false }
                    // An instance member is not visible from a static context (and cases and
                    // static members are, from both).
                    if isStatic && !d.isStatic && d.kind != .enumCase { return false }
                    return true
                }
            if !found.isEmpty { return .declarations(found, global: []) }
        }
        // The file, the module, imported modules.
        if let fileIndex {
            var globals = model.topLevelValues(named: name, in: file)
            globals += model.topLevelFunctions(named: name, in: file)
            _ = fileIndex
            let compiled = globals.map { DeclRef(.project, $0) }.filter(types.isCompiled)
            if !compiled.isEmpty { return .declarations([], global: compiled) }
        }
        if let sdkValues = types.sdk.topLevelValues[name], !sdkValues.isEmpty {
            return .declarations([], global: sdkValues.map { DeclRef(.sdk, $0) })
        }
        return .notFound
    }

    /// A module named in an expression (`Swift` of `Swift.min(a, b)`): its name, when the
    /// name means no value and no type there.
    func moduleReference(_ node: Node) -> String? {
        guard node.kind == .declReferenceExpr, let token = node.firstChildToken else { return nil }
        let name = tree.text(of: token)
        guard types.sdk.qualifierNames.contains(name) || model.graph.modules.contains(where: { $0.name == name }) else { return nil }
        guard case .notFound = lookupValue(name, at: node) else { return nil }
        if case .declarations = model.lookupType(name, in: file, at: node) { return nil }
        if types.sdk.topLevelTypes[name] != nil { return nil }
        return name
    }

    /// Global declarations named `name` in a module (the digest's for an SDK module).
    func moduleMembers(_ module: String, named name: String) -> [DeclRef] {
        if types.sdk.qualifierNames.contains(module) {
            return (types.sdk.topLevelValues[name] ?? []).map { DeclRef(.sdk, $0) }
        }
        return (model.topLevelValues(named: name, in: file) + model.topLevelFunctions(named: name, in: file)).map { DeclRef(.project, $0) }
    }

    /// A type declaration around a site, as what `self` is there.
    struct TypeFrame {
        var selfType: TypeRef
        /// In a protocol or protocol extension: the protocol (its members are `self`'s).
        var protocols: [DeclRef]
    }

    /// The types around a site (innermost first), with what `self` is in each.
    func enclosingTypeFrames(of site: Node) -> [TypeFrame] {
        var result: [TypeFrame] = []
        var current = site.parent
        while let n = current {
            switch n.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                if let ref = types.declarationRef(of: n, in: file) {
                    let d = types.declaration(ref)
                    var owner: DeclRef? = ref
                    if d.kind == .extension { owner = types.extensionTarget(ref) }
                    if let owner {
                        if types.declaration(owner).kind == .protocol {
                            result.append(TypeFrame(selfType: .selfType, protocols: types.refinedProtocols(owner)))
                        } else {
                            // `extension Array where Element == String`: `self` is `[String]`.
                            let constrained = constrain(types.declaredInterfaceType(of: owner), by: d.kind == .extension ? ref : nil)
                            result.append(TypeFrame(selfType: constrained, protocols: []))
                        }
                    } else if d.kind == .extension {
                        // An extension of a type no model declares.
                        let name = d.name
                        result.append(TypeFrame(selfType: .nominal(NominalRef(.external(name), name: name), arguments: [], parent: nil), protocols: []))
                    }
                }
            default:
                break
            }
            current = n.parent
        }
        return result
    }

    /// A type with the generic parameters an extension's `where` clause fixes (`Element ==
    /// String`) replaced.
    func constrain(_ type: TypeRef, by extensionRef: DeclRef?) -> TypeRef {
        guard let extensionRef else { return type }
        var map: [GenericParameterRef: TypeRef] = [:]
        for requirement in types.whereRequirements(of: extensionRef) {
            if case .sameType(.genericParameter(let g), let concrete) = requirement, !concrete.hasTypeParameters { map[g] = concrete }
            if case .sameType(let concrete, .genericParameter(let g)) = requirement, !concrete.hasTypeParameters { map[g] = concrete }
        }
        if map.isEmpty { return type }
        return type.substituting { t in
            if case .genericParameter(let g) = t { return map[g] }
            return nil
        }
    }

    /// Generic parameters (and associated types of `Self`) the `where` clauses around a
    /// site fix to concrete types.
    func fixedParameters(at site: Node) -> [TypeRef: TypeRef] {
        var map: [TypeRef: TypeRef] = [:]
        var requirements: [Requirement] = []
        for frame in scope(at: site).chain {
            let kind = types.declaration(frame).kind
            guard kind == .extension || kind == .function || kind == .initializer || kind == .subscript else { continue }
            let stated = types.whereRequirements(of: frame)
            requirements += stated
            // In a protocol extension, what the protocol's associated types require of each
            // other follows (`SubSequence == Substring` fixes `Index` through
            // `Collection`'s `Index == SubSequence.Index`).
            if kind == .extension, !stated.isEmpty, let target = types.extensionTarget(frame), types.declaration(target).kind == .protocol {
                for proto in types.refinedProtocols(target) {
                    for (_, ids) in types.semanticModel(proto.space).members[proto.id] ?? [:] {
                        for id in ids where types.semanticModel(proto.space).declaration(id).kind == .associatedtype {
                            requirements += types.whereRequirements(of: DeclRef(proto.space, id))
                        }
                    }
                }
            }
        }
        if requirements.isEmpty { return map }
        for _ in 0..<6 {
            var changed = false
            for requirement in requirements {
                guard case .sameType(let l, let r) = requirement else { continue }
                let left = resolveFixed(l, map), right = resolveFixed(r, map)
                // `Value == T?` too: the parameter is that type wherever the clause holds.
                // Only to a type that does not depend on `Self` (a concrete type, or one of
                // generic parameters): `Self.Index == Self.Indices.Element` fixes nothing.
                if isFixable(left), map[left] == nil, !right.mentions(left), left != right, !right.containsSelf, right.hasConcreteParts || !isFixable(right) {
                    map[left] = right
                    changed = true
                } else if isFixable(right), map[right] == nil, !left.mentions(right), left != right, !left.containsSelf, left.hasConcreteParts || !isFixable(left) {
                    map[right] = left
                    changed = true
                }
            }
            if !changed { break }
        }
        return map
    }

    /// A type with the fixed parts replaced and associated types of concrete types
    /// resolved.
    func resolveFixed(_ type: TypeRef, _ map: [TypeRef: TypeRef]) -> TypeRef {
        type.substituting { t in
            if let fixed = map[t] { return fixed }
            if case .dependentMember(let base, let name) = t {
                let resolvedBase = resolveFixed(base, map)
                if !resolvedBase.hasTypeParameters { return types.associatedType(name, of: resolvedBase) ?? t }
                if resolvedBase != base { return .dependentMember(resolvedBase, name) }
            }
            return nil
        }
    }

    func isFixable(_ type: TypeRef) -> Bool {
        if case .dependentMember(let base, _) = type { return isFixable(base) || base == .selfType }
        switch type {
        case .genericParameter: return true
        case .dependentMember(.selfType, _): return true
        default: return false
        }
    }

    /// Whether a site is in a static member (or a static property's initial value).
    func isStaticContext(_ site: Node) -> Bool {
        var current = site.parent
        while let n = current {
            switch n.kind {
            case .functionDecl, .variableDecl, .subscriptDecl, .initializerDecl:
                guard let view = DeclarationView(n) else { return false }
                // Only a member of a type decides; a local function does not.
                if let container = n.parent, container.kind == .memberBlock || container.parent?.kind == .memberBlock {
                    return view.modifiers.contains { m in m.firstChildToken.map { ["static", "class"].contains(tree.text(of: $0)) } ?? false }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                return false
            default:
                break
            }
            current = n.parent
        }
        return false
    }

    /// `self` at a site: the enclosing type (`Self` in a protocol extension), optional
    /// inside a closure that captures it `weak`.
    func selfValueType(at site: Node) -> TypeRef? {
        guard let frame = enclosingTypeFrames(of: site).first else { return nil }
        var type = frame.selfType
        if isStaticContext(site) { type = .metatype(type) }
        // `[weak self]` in a closure around the site (and no `guard let self` between).
        var current = site.parent
        var previous = site
        while let n = current {
            // `self` written in the capture list itself is the outer `self`.
            if n.kind == .closureCaptureClause { previous = n; current = n.parent?.parent?.parent; continue }
            if n.kind == .closureExpr, let capture = n.closureSignature?.child(.closureCaptureClause) {
                for item in capture.children(.closureCapture) {
                    let words = item.childTokens.map { tree.text(of: $0) }
                    let value = item.childNodes.last.map { tree.text(of: $0) }
                    if (words.first == "weak") && value == "self" && !rebindsSelf(before: previous, in: n) {
                        return .optional(type)
                    }
                }
            }
            if [.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl].contains(n.kind) { break }
            previous = n
            current = n.parent
        }
        return type
    }

    /// Whether `guard let self` / `if let self` (or `self = self`) makes `self` strong again
    /// before a site in a closure.
    func rebindsSelf(before site: Node, in closure: Node) -> Bool {
        var current: Node? = site
        while let n = current, n != closure {
            if let parent = n.parent {
                for sibling in parent.childNodes {
                    if sibling == n { break }
                    var statement = sibling
                    if statement.kind == .expressionStmt, let inner = statement.firstChildNode { statement = inner }
                    if statement.kind == .guardStmt, bindsSelf(statement) { return true }
                }
                if (parent.kind == .ifExpr || parent.kind == .whileStmt), n.kind == .codeBlock, bindsSelf(parent) { return true }
            }
            current = n.parent
        }
        return false
    }

    func bindsSelf(_ statement: Node) -> Bool {
        for element in statement.child(.conditionElementList)?.children(.conditionElement) ?? [] {
            if let binding = element.child(.optionalBindingCondition), let pattern = binding.childNodes.first(where: { $0.kind == .identifierPattern }),
               tree.text(of: pattern) == "self" { return true }
        }
        return false
    }

    /// `Self` at a site (the concrete type, or `Self` in a protocol).
    func selfTypeAt(_ site: Node) -> TypeRef? {
        enclosingTypeFrames(of: site).first?.selfType
    }

    func superType(at site: Node) -> TypeRef? {
        guard let frame = enclosingTypeFrames(of: site).first, let superclass = types.superclassType(of: frame.selfType) else { return nil }
        return isStaticContext(site) ? .metatype(superclass) : superclass
    }

    // MARK: Locals

    /// Locals, bindings and parameters visible at a site; nil when the name is not one.
    func lookupLocal(_ name: String, at site: Node) -> ValueLookup? {
        var node = site
        while let parent = node.parent {
            switch parent.kind {
            case .codeBlock, .accessorBlock, .closureExpr, .switchCase, .sourceFile, .ifConfigClause:
                // The nearest declaration before the site wins (`let r = f(); guard let r = r`);
                // only the statements that may declare the name are read.
                let statements = tree.blockStatements(of: parent)
                for i in statements.candidates(name, before: statements.index(of: node) ?? statements.children.count).reversed() {
                    let sibling = statements.children[i]
                    var statement = sibling
                    if statement.kind == .expressionStmt, let inner = statement.firstChildNode { statement = inner }
                    if statement.kind == .ifConfigDecl, parent.kind != .sourceFile {
                        // `#if A let x = ... #else let x = ... #endif`: the first compiled clause
                        // declaring it.
                        let clauses = statement.children(.ifConfigClause)
                        let ordered = clauses.filter { types.conditions.clauseIsActive($0, in: statement, tree) != false }
                            + clauses.filter { types.conditions.clauseIsActive($0, in: statement, tree) == false }
                        for clause in ordered {
                            for item in clause.childNodes where item.kind == .variableDecl {
                                if let found = localVariable(name, in: item) { return found }
                            }
                        }
                        continue
                    }
                    switch statement.kind {
                    case .variableDecl:
                        if parent.kind == .sourceFile { continue }
                        if let found = localVariable(name, in: statement) { return found }
                    case .guardStmt:
                        if let found = conditionBinding(name, in: statement, before: nil) { return found }
                    case .functionDecl where false:
                        if parent.kind != .sourceFile, let token = DeclarationView(statement)?.name,
                           DeclarationCollector.unescaped(tree.text(of: token)) == name {
                            if let ref = types.declarationRef(of: statement, in: file), let type = types.declaredType(of: ref) {
                                return .value(type, isIUO: false)
                            }
                            return .unknown("local function of unknown type")
                        }
                    default:
                        break
                    }
                }
                // Local functions, wherever they are in the block.
                if parent.kind != .sourceFile {
                    for i in statements.candidates(name, before: statements.children.count) where statements.children[i].kind == .functionDecl {
                        let sibling = statements.children[i]
                        guard let token = DeclarationView(sibling)?.name, DeclarationCollector.unescaped(tree.text(of: token)) == name else { continue }
                        if let ref = types.declarationRef(of: sibling, in: file), let type = types.declaredType(of: ref) { return .value(type, isIUO: false) }
                        return .unknown("local function of unknown type")
                    }
                }
                if parent.kind == .closureExpr, node.kind != .closureSignature, let found = captureBinding(name, closure: parent) { return found }
                if parent.kind == .closureExpr, let found = closureParameter(name, closure: parent) { return found }
                if parent.kind == .switchCase, node.kind != .switchCaseLabel, let found = caseBinding(name, in: parent) { return found }
            case .ifExpr, .whileStmt:
                if node.kind == .codeBlock, parent.child(.codeBlock) == node, let found = conditionBinding(name, in: parent, before: nil) { return found }
            case .guardStmt:
                if node.kind == .conditionElementList { break }
            case .conditionElementList:
                if let statement = parent.parent, let found = conditionBinding(name, in: statement, before: node) { return found }
            case .forStmt:
                if node != parent.childNodes.first(where: { isExpression($0) }) || node.kind == .codeBlock {
                    if let found = forBinding(name, in: parent) { return found }
                }
            case .catchClause:
                if node.kind == .codeBlock {
                    if let found = catchBinding(name, in: parent) { return found }
                }
            case .functionDecl, .initializerDecl, .subscriptDecl:
                if let found = parameter(name, of: parent) { return found }
                // A local function sees the locals around it; a member does not.
                if parent.parent?.kind == .memberBlock || parent.parent?.kind == .sourceFile || parent.parent?.kind == .ifConfigClause { return nil }
            case .accessorDecl:
                if let found = accessorParameter(name, accessor: parent) { return found }
            case .memberBlock:
                return nil
            default:
                break
            }
            node = parent
        }
        return nil
    }

    /// `let x: T = e`, `var x = e`, `let (a, b) = e`.
    func localVariable(_ name: String, in declaration: Node) -> ValueLookup? {
        for binding in declaration.children(.patternBinding) {
            guard let pattern = binding.firstChildNode else { continue }
            if pattern.kind == .identifierPattern {
                guard DeclarationCollector.unescaped(tree.text(of: pattern)) == name else { continue }
                let iuo = binding.child(.typeAnnotation)?.firstChildNode?.kind == .implicitlyUnwrappedOptionalType
                if let annotation = binding.child(.typeAnnotation)?.firstChildNode {
                    if let type = writtenType(annotation, at: annotation) {
                        // `let s: Set = [1]`: a generic type without arguments takes them from the value.
                        if case .nominal(let ref, let arguments, _) = type, arguments.isEmpty, let decl = ref.declaration,
                           !types.declaration(decl).genericParameters.isEmpty, let value = binding.child(.initializerClause)?.firstChildNode {
                            return typeOf(value).map { .value($0, isIUO: iuo) } ?? .unknown("local whose initial value's type is unknown")
                        }
                        return .value(type, isIUO: iuo)
                    }
                    return .unknown("local with an unreadable annotation")
                }
                if let value = binding.child(.initializerClause)?.firstChildNode {
                    if let type = typeOf(value) { return .value(type, isIUO: false) }
                    return .unknown("local whose initial value's type is unknown")
                }
                // A wrapped local (`@State var x = 0` in a preview body).
                return .unknown("local without type or value")
            }
            if pattern.kind == .tuplePattern, let path = tuplePath(name, in: pattern) {
                var type: TypeRef?
                if let annotation = binding.child(.typeAnnotation)?.firstChildNode {
                    type = writtenType(annotation, at: annotation)
                } else if let value = binding.child(.initializerClause)?.firstChildNode {
                    type = typeOf(value)
                }
                guard let element = type.flatMap({ tupleElement($0, path) }) else { return .unknown("tuple-pattern local of unknown type") }
                return .value(element, isIUO: false)
            }
        }
        return nil
    }

    /// The positions leading to a name in a tuple pattern (`(a, (b, c))`: `c` is [1, 1]).
    func tuplePath(_ name: String, in pattern: Node) -> [Int]? {
        for (i, element) in pattern.children(.tuplePatternElement).enumerated() {
            guard var inner = element.childNodes.last else { continue }
            if inner.kind == .valueBindingPattern, let bound = inner.childNodes.last { inner = bound }
            if inner.kind == .identifierPattern, DeclarationCollector.unescaped(tree.text(of: inner)) == name { return [i] }
            if inner.kind == .tuplePattern, let rest = tuplePath(name, in: inner) { return [i] + rest }
        }
        return nil
    }

    func tupleElement(_ type: TypeRef, _ path: [Int]) -> TypeRef? {
        var current = type
        for i in path {
            guard case .tuple(let elements) = current, i < elements.count else { return nil }
            current = elements[i].type
        }
        return current
    }

    /// `if let x = e`, `if let x`, `guard var x = e`, `if case .some(let x) = e`; only the
    /// condition elements before `limit` (when the site is in the condition list).
    func conditionBinding(_ name: String, in statement: Node, before limit: Node?) -> ValueLookup? {
        guard let conditions = statement.child(.conditionElementList) else { return nil }
        var found: ValueLookup?
        for element in conditions.children(.conditionElement) {
            if let limit, element == limit { break }
            if let binding = element.child(.optionalBindingCondition) {
                if let tuple = binding.childNodes.first(where: { $0.kind == .tuplePattern }), let path = tuplePath(name, in: tuple) {
                    // `if let (a, b) = pair`.
                    guard let value = binding.child(.initializerClause)?.firstChildNode, let type = typeOf(value), type.isOptional,
                          let part = tupleElement(type.unwrapped, path) else {
                        found = .unknown("tuple binding of a value of unknown type")
                        continue
                    }
                    found = .value(part, isIUO: false)
                    continue
                }
                guard let pattern = binding.childNodes.first(where: { $0.kind == .identifierPattern }),
                      DeclarationCollector.unescaped(tree.text(of: pattern)) == name else { continue }
                if let annotation = binding.child(.typeAnnotation)?.firstChildNode {
                    found = writtenType(annotation, at: annotation).map { .value($0, isIUO: false) } ?? .unknown("optional binding with an unreadable annotation")
                    continue
                }
                var type: TypeRef?
                if let value = binding.child(.initializerClause)?.firstChildNode {
                    type = typeOf(value)
                } else if name == "self" {
                    type = selfValueType(at: statement)
                } else {
                    // `if let x`: the outer `x`.
                    switch lookupValue(name, at: statement) {
                    case .value(let t, _): type = t
                    case .declarations(let members, let globals): type = typeOfDeclarations(members: members, globals: globals, at: statement, expected: nil)
                    default: type = nil
                    }
                }
                if let type, type.isOptional { found = .value(type.unwrapped, isIUO: false) } else {
                    found = .unknown(type == nil ? "optional binding of a value of unknown type" : "optional binding of a non-optional value")
                }
            } else if let matching = element.child(.matchingPatternCondition) {
                if let result = patternBinding(name, pattern: matching.childNodes.first, subject: matching.child(.initializerClause)?.firstChildNode) {
                    found = result
                }
            }
        }
        return found
    }

    /// A name bound in a `case` pattern against a subject: its payload's type.
    func patternBinding(_ name: String, pattern: Node?, subject: Node?, subjectType given: TypeRef? = nil) -> ValueLookup? {
        guard let pattern else { return nil }
        var bound: Node?
        pattern.walk { n in
            if bound != nil { return false }
            if (n.kind == .identifierPattern || n.kind == .declReferenceExpr) && DeclarationCollector.unescaped(tree.text(of: n)) == name,
               n.ancestors.contains(where: { $0.kind == .valueBindingPattern }) || n.kind == .identifierPattern {
                bound = n
                return false
            }
            return true
        }
        guard let bound else { return nil }
        let subjectType = given ?? subject.flatMap { typeOf($0) }
        guard let subjectType else { return .unknown("pattern binding of a value of unknown type") }
        return typeOfBoundName(bound, in: pattern, subjectType: subjectType).map { .value($0, isIUO: false) } ?? .unknown("pattern binding the pattern does not explain")
    }

    /// The type a name bound inside a pattern gets, given the type the pattern matches.
    func typeOfBoundName(_ bound: Node, in pattern: Node, subjectType: TypeRef) -> TypeRef? {
        // The path from the pattern down to the name.
        var chain: [Node] = []
        var current: Node? = bound
        while let n = current, n != pattern {
            chain.insert(n, at: 0)
            current = n.parent
        }
        return matchType(pattern, subjectType, path: chain[...])
    }

    func matchType(_ node: Node, _ type: TypeRef, path: ArraySlice<Node>) -> TypeRef? {
        guard let next = path.first else { return type }
        switch node.kind {
        case .expressionPattern, .valueBindingPattern, .patternExpr, .switchCaseItem, .labeledExpr:
            return matchType(next, type, path: path.dropFirst())
        case .identifierPattern, .declReferenceExpr:
            return type
        case .optionalChainingExpr:
            // `let x?`: the wrapped value.
            return matchType(next, type.unwrapped, path: path.dropFirst())
        case .tupleExpr, .tuplePattern:
            let elements = node.kind == .tupleExpr ? (node.child(.labeledExprList)?.children(.labeledExpr) ?? []) : node.children(.tuplePatternElement)
            guard let index = elements.firstIndex(of: next) else { return nil }
            if elements.count == 1 { return matchType(next, type, path: path.dropFirst()) }
            guard case .tuple(let parts) = type, index < parts.count else { return nil }
            return matchType(next, parts[index].type, path: path.dropFirst())
        case .tuplePatternElement:
            return matchType(next, type, path: path.dropFirst())
        case .labeledExprList:
            return matchType(next, type, path: path.dropFirst())
        case .functionCallExpr:
            // `.case(let a, let b)`: the payload of that case of the subject's enum.
            guard let call = FunctionCallView(node), let callee = call.calledExpression,
                  let member = MemberAccessView(callee), let caseName = member.name.map({ DeclarationCollector.unescaped(tree.text(of: $0)) }) else { return nil }
            var enumType = type
            if let base = member.base, let written = typeReference(base) { enumType = written }
            var lookup = enumType
            if case .optional(let wrapped) = enumType, caseName != "some" && caseName != "none" { lookup = wrapped }
            let cases = types.members(named: caseName, of: lookup, isStatic: true, from: fileIndex).filter { types.declaration($0.decl).kind == .enumCase }
            guard cases.count == 1, let signature = types.signature(of: cases[0].decl) else { return nil }
            let arguments = call.arguments
            guard let list = node.child(.labeledExprList), next == list, path.count >= 2 else { return nil }
            let argumentNode = path[path.startIndex + 1]
            guard let index = arguments.firstIndex(where: { $0.node == argumentNode }) else { return nil }
            let payload = signature.parameters.map { substitute($0.type, cases[0]) }
            var elementType: TypeRef
            if arguments.count == 1 && payload.count > 1 {
                elementType = .tuple(zip(signature.parameters, payload).map { .init($0.label, $1) })
            } else {
                guard index < payload.count else { return nil }
                elementType = payload[index]
            }
            return matchType(argumentNode, elementType, path: path.dropFirst(2))
        case .isTypePattern:
            return nil
        default:
            return nil
        }
    }

    /// `case .a(let x):` / `case let .a(x):` / `case let (a, b):` in a switch.
    func caseBinding(_ name: String, in switchCase: Node) -> ValueLookup? {
        guard let label = switchCase.child(.switchCaseLabel) else { return nil }
        guard let switchNode = switchCase.parent, switchNode.kind == .switchExpr, let subject = switchNode.firstChildNode else { return nil }
        for item in label.children(.switchCaseItem) {
            if let found = patternBinding(name, pattern: item.firstChildNode, subject: subject) { return found }
        }
        return nil
    }

    /// `for x in e`, `for (a, b) in e`, `for case let x? in e`.
    func forBinding(_ name: String, in statement: Node) -> ValueLookup? {
        let parts = statement.childNodes
        guard let patternIndex = parts.firstIndex(where: { [.identifierPattern, .tuplePattern, .valueBindingPattern, .expressionPattern, .wildcardPattern].contains($0.kind) }) else { return nil }
        let pattern = parts[patternIndex]
        guard let sequence = parts[(patternIndex + 1)...].first(where: { isExpression($0) }) else { return nil }
        var bound: Node?
        pattern.walk { n in
            if bound != nil { return false }
            if (n.kind == .identifierPattern || n.kind == .declReferenceExpr), DeclarationCollector.unescaped(tree.text(of: n)) == name { bound = n; return false }
            return true
        }
        guard let bound else { return nil }
        guard let sequenceType = typeOf(sequence) else { return .unknown("for-in over a sequence of unknown type") }
        guard let element = elementType(of: sequenceType) else { return .unknown("for-in over a sequence whose element is unknown") }
        if bound == pattern { return .value(element, isIUO: false) }
        return typeOfBoundName(bound, in: pattern, subjectType: element).map { .value($0, isIUO: false) } ?? .unknown("for-in pattern the element does not explain")
    }

    /// What iterating a sequence gives.
    func elementType(of type: TypeRef) -> TypeRef? {
        let element = types.associatedType("Element", of: type)
        if let element, !element.hasTypeParameters || type.hasTypeParameters { return element }
        return nil
    }

    func catchBinding(_ name: String, in clause: Node) -> ValueLookup? {
        let items = clause.children(.catchItem)
        let error = TypeRef.existential([errorProtocolType].compactMap { $0 })
        if items.isEmpty {
            return name == "error" ? .value(error, isIUO: false) : nil
        }
        for item in items {
            var found: Node?
            item.walk { n in
                if found != nil { return false }
                if (n.kind == .identifierPattern || n.kind == .declReferenceExpr), DeclarationCollector.unescaped(tree.text(of: n)) == name { found = n; return false }
                return true
            }
            guard found != nil else { continue }
            // `catch let e as MyError`.
            var cast: TypeRef?
            item.walk { n in
                if n.kind == .isTypePattern || n.kind == .asExpr, let typeNode = n.childNodes.last { cast = writtenType(typeNode, at: typeNode) }
                return cast == nil
            }
            if let cast { return .value(cast, isIUO: false) }
            // `catch let MyError.failed(message)`.
            if let pattern = item.firstChildNode, let result = patternBinding(name, pattern: pattern, subject: nil, subjectType: error) { return result }
            return .value(error, isIUO: false)
        }
        return nil
    }

    var errorProtocolType: TypeRef? {
        guard let ref = types.sdkType(path: ["Error"]) else { return nil }
        return .nominal(types.nominalRef(ref), arguments: [], parent: nil)
    }

    /// A function's (or initialiser's, subscript's) parameter.
    func parameter(_ name: String, of declaration: Node) -> ValueLookup? {
        let clause = declaration.child(.functionSignature)?.child(.parameterClause) ?? declaration.child(.parameterClause)
        for parameter in clause?.children(.functionParameter) ?? [] {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
            guard let last = names.last, DeclarationCollector.unescaped(tree.text(of: last)) == name else { continue }
            guard var typeNode = parameter.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) else { return .unknown("parameter without type") }
            while typeNode.kind == .attributedType, let inner = typeNode.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) {
                typeNode = inner
            }
            let owner = types.declarationRef(of: declaration, in: file)
            guard var type = writtenType(typeNode, at: typeNode, position: owner.map { .parameter($0) } ?? .value) else { return .unknown("parameter with an unreadable type") }
            if parameter.childTokens.contains(where: { tree.text(of: $0) == "..." }), let array = arrayType(type) { type = array }
            return .value(type, isIUO: typeNode.kind == .implicitlyUnwrappedOptionalType)
        }
        return nil
    }

    /// `newValue` in `set`/`willSet`, `oldValue` in `didSet` (or the names written).
    func accessorParameter(_ name: String, accessor: Node) -> ValueLookup? {
        guard let keyword = accessor.firstChildToken.map({ tree.text(of: $0) }) else { return nil }
        var declared: String
        switch keyword {
        case "set", "willSet": declared = "newValue"
        case "didSet": declared = "oldValue"
        default: return nil
        }
        if let parameters = accessor.child(.accessorParameters), let written = parameters.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) {
            declared = tree.text(of: written)
        }
        guard declared == name else { return nil }
        // The property's (or subscript's) type.
        var current = accessor.parent
        while let n = current {
            if n.kind == .variableDecl || n.kind == .subscriptDecl {
                guard let ref = types.declarationRef(of: n, in: file) else { return .unknown("accessor parameter") }
                if n.kind == .subscriptDecl { return types.signature(of: ref).map { .value($0.result, isIUO: false) } ?? .unknown("accessor parameter") }
                return types.declaredType(of: ref).map { .value($0, isIUO: false) } ?? .unknown("accessor parameter of a property of unknown type")
            }
            current = n.parent
        }
        return .unknown("accessor parameter")
    }

    /// A local variable declaration named `name` before a site.
    func localDeclarationNode(_ name: String, at site: Node) -> Node? {
        var node = site
        while let parent = node.parent {
            if [.codeBlock, .closureExpr, .accessorBlock, .switchCase].contains(parent.kind) {
                let statements = tree.blockStatements(of: parent)
                for i in statements.candidates(name, before: statements.index(of: node) ?? statements.children.count) {
                    let sibling = statements.children[i]
                    if sibling.kind == .variableDecl, sibling.children(.patternBinding).contains(where: { $0.firstChildNode.map { tree.text(of: $0) } == name }) {
                        return sibling
                    }
                }
            }
            if parent.kind == .memberBlock { return nil }
            node = parent
        }
        return nil
    }

    /// `$x` of a local declared with a property wrapper (`@Bindable var model = model`):
    /// the wrapper's `projectedValue`, the wrapper taking the local's value type.
    func localProjection(_ declaration: Node, name: String) -> TypeRef? {
        guard let view = DeclarationView(declaration), !view.attributes.isEmpty else { return nil }
        let scope = self.scope(at: declaration)
        for attribute in view.attributes {
            guard let written = types.attributeType(attribute, tree, scope: scope), let wrapper = written.nominalRef?.declaration,
                  types.declaration(wrapper).attributes.contains("propertyWrapper"),
                  let projected = types.memberDeclarations(named: "projectedValue", of: wrapper).first,
                  let projectedType = types.declaredType(of: projected) else { continue }
            var wrapperType = written
            let parameters = types.declaration(wrapper).genericParameters
            if written.genericArguments.isEmpty && !parameters.isEmpty {
                guard parameters.count == 1, case .value(let value, _)? = localVariable(name, in: declaration) else { return nil }
                wrapperType = .nominal(types.nominalRef(wrapper), arguments: [value], parent: nil)
            }
            return types.substitute(projectedType, base: wrapperType, map: types.genericMap(of: wrapperType))
        }
        return nil
    }

    // MARK: Closure parameters

    /// `$0`, `$1` inside a closure: its context's parameter.
    func anonymousParameter(_ index: Int, at site: Node) -> TypeRef? {
        guard let closure = enclosingClosure(of: site) else { return nil }
        guard let context = closureContext(closure), index < context.parameters.count else { return fail(site, "closure without a known context") }
        return context.parameters[index] ?? fail(site, "closure parameter the context leaves open")
    }

    func enclosingClosure(of site: Node) -> Node? {
        var current = site.parent
        while let n = current {
            if n.kind == .closureExpr { return n }
            if [.functionDecl, .initializerDecl, .memberBlock, .accessorBlock].contains(n.kind) { return nil }
            current = n.parent
        }
        return nil
    }

    /// A named closure parameter (`{ x in }`, `{ (x: T) in }`).
    func closureParameter(_ name: String, closure: Node) -> ValueLookup? {
        guard let signature = closure.closureSignature else { return nil }
        let names = closureParameterNames(signature)
        guard let index = names.firstIndex(of: name) else { return nil }
        // A written type.
        if let clause = signature.child(.closureParameterClause) ?? signature.child(.parameterClause) {
            let parameters = clause.children(.closureParameter) + clause.children(.functionParameter)
            if index < parameters.count, let typeNode = parameters[index].childNodes.last(where: { $0.kind != .attributeList }),
               typeNode.kind != .identifierPattern {
                var inner = typeNode
                while inner.kind == .attributedType, let next = inner.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) { inner = next }
                if let type = writtenType(inner, at: inner) { return .value(type, isIUO: false) }
            }
        }
        guard let context = closureContext(closure) else { return .unknown("closure parameter of a closure without a known context") }
        guard index < context.parameters.count, let type = context.parameters[index] else { return .unknown("closure parameter the context leaves open") }
        return .value(type, isIUO: false)
    }

    /// A name a closure's capture list binds: `[x = value]` the value's type, `[x]` the
    /// outer `x`'s, `weak` ones optional.
    func captureBinding(_ name: String, closure: Node) -> ValueLookup? {
        guard let clause = closure.closureSignature?.child(.closureCaptureClause) else { return nil }
        for item in clause.children(.closureCapture) {
            let tokens = item.childTokens
            guard let value = item.childNodes.last else { continue }
            let isWeak = tokens.first.map { tree.text(of: $0) == "weak" } ?? false
            var bound: String?
            if let equal = tokens.firstIndex(where: { tree.text(of: $0) == "=" }), equal > 0 {
                bound = DeclarationCollector.unescaped(tree.text(of: tokens[equal - 1]))
            } else if value.kind == .declReferenceExpr, let token = value.firstChildToken {
                bound = DeclarationCollector.unescaped(tree.text(of: token))
            }
            guard bound == name, name != "self" else { continue }
            guard let type = check(value, expected: nil) else { return .unknown("capture of a value of unknown type") }
            return .value(isWeak && !type.isOptional ? .optional(type) : type, isIUO: false)
        }
        return nil
    }

    /// Parameter names a closure signature declares, in order.
    func closureParameterNames(_ signature: Node) -> [String] {
        var names: [String] = []
        let clause = signature.child(.closureParameterClause) ?? signature.child(.parameterClause)
        for parameter in (clause?.children(.closureParameter) ?? []) + (clause?.children(.functionParameter) ?? []) {
            let identifiers = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { DeclarationCollector.unescaped(tree.text(of: $0)) }
            names.append(identifiers.last ?? "_")
        }
        for shorthand in signature.children(.closureShorthandParameter) + (clause?.children(.closureShorthandParameter) ?? []) {
            guard let token = shorthand.firstChildToken else { continue }
            names.append(DeclarationCollector.unescaped(tree.text(of: token)))
        }
        return names
    }

    /// What a closure's context says of it, checking the statement around the closure
    /// first when that has not been done.
    func closureContext(_ closure: Node) -> ClosureContext? {
        if let known = record.closures[closure.id] { return known }
        let root = rootExpression(of: closure)
        if root != closure || record.types[closure.id] == nil { checkRoot(root) }
        return record.closures[closure.id]
    }

    // MARK: Types used as values

    /// An expression that names a type (`Color`, `Palette.Tint`, `Box<Int>`, `[String]`):
    /// the type; nil when it names a value or nothing.
    func typeReference(_ node: Node) -> TypeRef? {
        guard fixed.isEmpty else { return typeReferenceOnce(node) }
        if let known = typeReferences[node.id] { return known }
        let found = typeReferenceOnce(node)
        typeReferences[node.id] = .some(found)
        return found
    }

    private func typeReferenceOnce(_ node: Node) -> TypeRef? {
        switch node.kind {
        case .declReferenceExpr:
            guard let token = node.firstChildToken, tree.tokens[token].kind == .identifier || tree.text(of: token) == "Self" else { return nil }
            let name = DeclarationCollector.unescaped(tree.text(of: token))
            if name == "Self" { return selfTypeAt(node) }
            if name == "self" || name.hasPrefix("$") { return nil }
            if case .notFound = lookupValue(name, at: node) {} else { return nil }
            if moduleReference(node) != nil { return nil }
            guard let type = types.resolveName(name, arguments: [], scope: scope(at: node), position: .constraint, depth: 0) else { return nil }
            if case .nominal(let ref, _, _) = type, ref.declaration == nil, name.first?.isUppercase != true { return nil }
            return type
        case .memberAccessExpr:
            guard let view = MemberAccessView(node), let base = view.base, let nameToken = view.name,
                  let baseType = typeReference(base) else {
                // `Module.Type`.
                if let view = MemberAccessView(node), let base = view.base, base.kind == .declReferenceExpr, let nameToken = view.name,
                   types.sdk.qualifierNames.contains(tree.text(of: base)) || model.graph.modules.contains(where: { $0.name == tree.text(of: base) }),
                   case .notFound = lookupValue(tree.text(of: base), at: base) {
                    let name = tree.text(of: nameToken)
                    if let ref = types.sdkType(path: [name]) { return types.makeNominal(ref, arguments: [], parent: nil, position: .constraint) }
                }
                return nil
            }
            let name = DeclarationCollector.unescaped(tree.text(of: nameToken))
            if name == "self" || name == "Type" { return nil }
            let found = types.memberType(name, of: baseType, arguments: [], position: .constraint, depth: 0)
            if case .dependentMember? = found, !baseType.hasTypeParameters { return nil }
            return found
        case .genericSpecializationExpr:
            guard let inner = node.firstChildNode, let base = typeReference(inner),
                  let clause = node.child(.genericArgumentClause) else { return nil }
            var arguments: [TypeRef] = []
            for argument in clause.children(.genericArgument) {
                guard let typeNode = argument.firstChildNode, let type = writtenType(typeNode, at: typeNode) else { return nil }
                arguments.append(type)
            }
            switch base {
            case .nominal(let ref, _, let parent): return .nominal(ref, arguments: arguments, parent: parent)
            case .existential(let members) where members.count == 1:
                if case .nominal(let ref, _, let parent) = members[0] { return .nominal(ref, arguments: arguments, parent: parent) }
                return nil
            default: return nil
            }
        case .typeExpr:
            guard let typeNode = node.firstChildNode else { return nil }
            return writtenType(typeNode, at: typeNode, position: .constraint)
        case .arrayExpr:
            // `[String]` as a type (`[String]()`).
            let elements = node.children(.arrayElement)
            guard elements.count == 1, let element = elements[0].firstChildNode, let type = typeReference(element) else { return nil }
            return arrayType(type.existentialIfProtocol(types))
        case .dictionaryExpr:
            let elements = node.children(.dictionaryElement)
            guard elements.count == 1 else { return nil }
            let parts = elements[0].childNodes
            guard parts.count == 2, let key = typeReference(parts[0]), let value = typeReference(parts[1]) else { return nil }
            return dictionaryType(key, value.existentialIfProtocol(types))
        case .optionalChainingExpr:
            // `Int?.self`, `String?(x)`.
            guard let inner = node.firstChildNode, let type = typeReference(inner) else { return nil }
            return .optional(type)
        default:
            return nil
        }
    }

    // MARK: Members

    /// `base.name` (or `.name` against the chain's contextual type).
    func checkMember(_ node: Node, expected: TypeRef?, chainExpected: TypeRef?) -> TypeRef? {
        guard let view = MemberAccessView(node), let nameToken = view.name else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: nameToken))
        guard let base = view.base else {
            // An implicit member: looked up in the contextual type of the whole chain.
            guard let context = chainExpected else { return fail(node, "no contextual type") }
            return implicitMember(name, in: context, at: node) ?? fail(node, "no static member '\(name)' in \(kindName(context)) \(context)")
        }
        if let type = typeReference(base) {
            note(base, .metatype(type))
            return staticMember(name, of: type, at: node) ?? fail(node, "no static member '\(name)' on \(kindName(type))")
        }
        if let module = moduleReference(base) {
            // `Foundation.NSNotFound`.
            note(base, nil)
            return typeOfDeclarations(members: [], globals: moduleMembers(module, named: name), at: node, expected: expected)
        }
        var baseExpected: TypeRef?
        if isImplicitChain(base) { baseExpected = chainExpected }
        guard var baseType = link(base, expected: nil, chainExpected: baseExpected).map({ forcedIfImplicitlyUnwrapped(base, $0) }) else {
            return fail(node, "base of unknown type")
        }
        if name == "self" { return baseType }
        if case .metatype(let instance) = baseType { return staticMember(name, of: instance, at: node) }
        if case .tuple(let elements) = baseType {
            if let index = Int(name), index < elements.count { return elements[index].type }
            return elements.first { $0.label == name }?.type
        }
        if case .selfType = baseType, let frame = enclosingTypeFrames(of: node).first, !frame.protocols.isEmpty {
            return instanceMember(name, of: .selfType, at: node, selfProtocols: frame.protocols)
        }
        if let found = instanceMember(name, of: baseType, at: node, selfProtocols: []) { return found }
        // `model.$items`: a wrapped property's projection.
        if name.hasPrefix("$"), name.count > 1 {
            let property = String(name.dropFirst())
            let found = types.members(named: property, of: baseType, isStatic: false, from: fileIndex)
                .filter { [.variable, .constant].contains(types.declaration($0.decl).kind) }
            if found.count == 1, let projected = types.projectedType(of: found[0].decl) { return substitute(projected, found[0]) }
        }
        baseType = baseType.unwrapped
        return fail(node, "no member '\(name)' found on \(kindName(baseType))")
    }

    /// Whether a chain starts with an implicit member (`.a.b`).
    func isImplicitChain(_ node: Node) -> Bool {
        var walked: [Int32] = []
        var current = node
        let answer: Bool
        walk: while true {
            if let known = implicitChains[current.id] { answer = known; break }
            walked.append(current.id)
            switch current.kind {
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { answer = true; break walk }
                current = base
            case .functionCallExpr:
                guard let callee = FunctionCallView(current)?.calledExpression else { answer = false; break walk }
                current = callee
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                guard let inner = current.firstChildNode else { answer = false; break walk }
                current = inner
            default:
                answer = false
                break walk
            }
        }
        for id in walked { implicitChains[id] = answer }
        return answer
    }

    /// An instance member's type on a value of `type`; `@dynamicMemberLookup` when no member
    /// of that name exists.
    func instanceMember(_ name: String, of type: TypeRef, at node: Node, selfProtocols: [DeclRef]) -> TypeRef? {
        let found = types.members(named: name, of: type, isStatic: false, from: fileIndex, selfProtocols: selfProtocols)
            .filter { [.variable, .constant, .function].contains(types.declaration($0.decl).kind) }
        if !found.isEmpty {
            let found = preferringProperties(found)
            let results = found.compactMap { valueType(of: $0, at: node) }
            guard results.count == found.count, let first = results.first else { return nil }
            if results.allSatisfy({ $0 == first }) { return first }
            // Overloaded in several protocols or levels: the nearest.
            let best = found.map(\.level).min()
            let nearest = zip(found, results).filter { $0.0.level == best }.map(\.1)
            return nearest.allSatisfy { $0 == nearest[0] } ? nearest[0] : nil
        }
        return dynamicMember(name, of: type, at: node)
    }

    /// A name used as a value: properties and cases before functions of the same name
    /// (`last` before `last(where:)`).
    func preferringProperties(_ found: [FoundMember]) -> [FoundMember] {
        let properties = found.filter { [.variable, .constant, .enumCase].contains(types.declaration($0.decl).kind) }
        return properties.isEmpty ? found : properties
    }

    /// `@dynamicMemberLookup`: `subscript(dynamicMember: KeyPath<Root, Value>)` gives the
    /// root's member through the key path; `subscript(dynamicMember: String)` its result.
    func dynamicMember(_ name: String, of type: TypeRef, at node: Node) -> TypeRef? {
        guard !dynamicLookupTypes.contains(type), dynamicLookupTypes.count < 8 else { return nil }
        dynamicLookupTypes.append(type)
        defer { dynamicLookupTypes.removeLast() }
        let subscripts = types.members(named: "subscript", of: type, isStatic: false, from: fileIndex)
            .filter { types.declaration($0.decl).labels.first == "dynamicMember" }
        guard !subscripts.isEmpty else { return nil }
        var results: [TypeRef] = []
        for found in subscripts {
            guard let signature = types.signature(of: found.decl), signature.parameters.count == 1 else { continue }
            let parameter = substitute(signature.parameters[0].type, found)
            let result = substitute(signature.result, found)
            if case .nominal(let ref, let arguments, _) = parameter, ref.name.hasSuffix("KeyPath"), arguments.count == 2 {
                let root = arguments[0]
                guard !root.hasTypeParameters else { continue }
                guard let memberType = instanceMember(name, of: root, at: node, selfProtocols: []) else {
                    // A root no model declares (`KeyPath<CompoundColorTokens, Color>` of a
                    // design-token package not in the paths): its members are unknown, but a
                    // result that does not depend on the key path's value is the member's
                    // type all the same — the type has no member of that name itself, so
                    // the subscript is what the name means.
                    if case .nominal(let rootRef, _, _) = root, case .external = rootRef.identity, !result.hasTypeParameters {
                        results.append(result)
                    }
                    continue
                }
                var bindings: [GenericParameterRef: TypeRef] = [:]
                if case .genericParameter(let g) = arguments[1] { bindings[g] = memberType }
                let bound = result.substituting { t in
                    if case .genericParameter(let g) = t { return bindings[g] }
                    return nil
                }
                if !bound.hasTypeParameters { results.append(bound) }
            } else if isSDK(parameter, "String") {
                if !result.hasTypeParameters { results.append(result) }
            }
        }
        guard let first = results.first, results.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `Type.name`: a static property, a case, a nested type, `self`.
    func staticMember(_ name: String, of type: TypeRef, at node: Node) -> TypeRef? {
        if name == "self" { return .metatype(type) }
        if name == "init" { return nil }
        if let nested = types.memberType(name, of: type, arguments: [], position: .value, depth: 0) {
            if case .dependentMember = nested {} else { return .metatype(nested) }
        }
        var lookup = type
        if case .existential(let members) = type, members.count == 1 { lookup = members[0] }
        let allFound = types.members(named: name, of: lookup, isStatic: true, from: fileIndex)
            .filter { [.variable, .constant, .function, .enumCase].contains(types.declaration($0.decl).kind) }
            .map { FoundMember(decl: $0.decl, base: type, holder: $0.holder, level: $0.level) }
        guard !allFound.isEmpty else { return nil }
        let found = preferringProperties(allFound)
        let results = found.compactMap { valueType(of: $0, at: node) }
        guard results.count == found.count, let first = results.first, results.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// `.name` against a contextual type: the type's static members (an optional's own
    /// first, then the wrapped type's), or through a protocol's `where Self == T`
    /// extensions (`.red` as `some ShapeStyle`).
    func implicitMember(_ name: String, in context: TypeRef, at node: Node) -> TypeRef? {
        for group in implicitMemberCandidates(name, in: context) {
            let candidate = preferringProperties(group)
            let results = candidate.compactMap { valueType(of: $0, at: node) }
            if !results.isEmpty, results.count == candidate.count, results.allSatisfy({ $0 == results[0] }) { return results[0] }
            if !candidate.isEmpty { return nil }
        }
        return nil
    }

    /// The static members an implicit member expression can mean, by lookup order.
    func implicitMemberCandidates(_ name: String, in context: TypeRef) -> [[FoundMember]] {
        var result: [[FoundMember]] = []
        var current = context
        while true {
            switch current {
            case .optional(let wrapped):
                if let optional = sdkNominal("Optional", [wrapped]) {
                    let found = types.members(named: name, of: optional, isStatic: true, from: fileIndex)
                        .filter { [.variable, .constant, .function, .enumCase].contains(types.declaration($0.decl).kind) }
                    if !found.isEmpty { result.append(found) }
                }
                current = wrapped
                continue
            case .nominal:
                let found = types.members(named: name, of: current, isStatic: true, from: fileIndex)
                    .filter { [.variable, .constant, .function, .enumCase, .initializer].contains(types.declaration($0.decl).kind) }
                if !found.isEmpty { result.append(found) }
                if case .nominal(let ref, _, _) = current, let decl = ref.declaration, types.declaration(decl).kind == .protocol {
                    result.append(throughProtocols(name, [decl]))
                }
            case .existential(let members):
                result.append(throughProtocols(name, members.compactMap { $0.nominalRef?.declaration }))
            case .opaque(let opaque):
                result.append(throughProtocols(name, opaque.constraints.compactMap { $0.nominalRef?.declaration }))
            case .genericParameter(let g):
                let protocols = types.constraints(of: g).flatMap { types.constraintMembers($0) }.compactMap { $0.nominalRef?.declaration }
                result.append(throughProtocols(name, protocols))
            default:
                break
            }
            break
        }
        return result.filter { !$0.isEmpty }
    }

    /// Static members of protocol extensions constrained `where Self == T`, seen on `T`.
    func throughProtocols(_ name: String, _ protocols: [DeclRef]) -> [FoundMember] {
        var result: [FoundMember] = []
        for proto in types.sortedByRefinement(protocols.flatMap { types.refinedProtocols($0) }) {
            for member in types.memberDeclarations(named: name, of: proto) {
                let d = types.declaration(member)
                guard d.isStatic || d.kind == .enumCase, let container = types.parent(of: member), types.declaration(container).kind == .extension else { continue }
                for requirement in types.whereRequirements(of: container) {
                    if case .sameType(.selfType, let concrete) = requirement, !concrete.hasTypeParameters {
                        result.append(FoundMember(decl: member, base: concrete, holder: concrete, level: 0))
                    }
                }
            }
            if !result.isEmpty { break }
        }
        return result
    }
}

extension TypeRef {
    /// A protocol named as a value's type is an existential.
    func existentialIfProtocol(_ types: ExpressionTypes) -> TypeRef {
        if case .nominal(let ref, _, _) = self, let decl = ref.declaration, types.declaration(decl).kind == .protocol { return .existential([self]) }
        return self
    }
}
