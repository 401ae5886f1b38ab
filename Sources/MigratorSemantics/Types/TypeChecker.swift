import SwiftCST

/// Checks the expressions of one file (see `ExpressionTypes` for the algorithm) and
/// records their types in the file's `FileRecord`. Not thread-safe: the caller holds the
/// record's lock, or owns a private record.
final class TypeChecker {
    let types: ExpressionTypes
    let model: SemanticModel
    let file: SourceFile
    let tree: SyntaxTree
    let record: FileRecord
    /// The file's index in the model (nil for a file the model does not have).
    let fileIndex: Int?
    /// Nesting of checks, to stop runaway recursion.
    var depth = 0
    /// Generic parameters the `where` clauses around the statement being checked fix
    /// (`Element == String`): recorded types say the fixed type.
    var fixed: [TypeRef: TypeRef] = [:]
    /// Whether the last committed candidate's bindings break its requirements.
    var lastCommitViolated = false
    /// The types whose `@dynamicMemberLookup` subscripts are being followed: a key path
    /// rooted at one of them again (`KeyPath<Self, Value>`, or two types rooted at each
    /// other) answers nothing instead of following itself forever.
    var dynamicLookupTypes: [TypeRef] = []
    /// `typeReference` answers (while no `where` clause fixes a parameter) and
    /// `isImplicitChain` answers by node: each link of a chain asks about the rest of it,
    /// so a chain of n links (`.x.x.x…`) would walk it n times.
    var typeReferences: [Int32: TypeRef?] = [:]
    var implicitChains: [Int32: Bool] = [:]

    init(types: ExpressionTypes, file: SourceFile, record: FileRecord) {
        self.types = types
        self.model = types.model
        self.file = file
        self.tree = file.tree
        self.record = record
        self.fileIndex = types.model.file(file.path)
    }

    // MARK: Entry points

    /// The type of any expression node: its statement is checked first.
    func typeOf(_ node: Node) -> TypeRef? {
        if let known = record.types[node.id] { return known }
        let root = rootExpression(of: node)
        checkRoot(root)
        if let known = record.types[node.id] { return known }
        record.types[node.id] = .some(nil)
        return nil
    }

    /// Checks a statement-level expression with its contextual type.
    func checkRoot(_ root: Node) {
        guard record.types[root.id] == nil, !record.activeRoots.contains(root.id), depth < 48 else { return }
        record.activeRoots.insert(root.id)
        defer { record.activeRoots.remove(root.id) }
        depth += 1
        defer { depth -= 1 }
        let saved = fixed
        fixed = fixedParameters(at: root)
        defer { fixed = saved }
        let expected = contextualType(ofRoot: root)
        _ = check(root, expected: expected)
    }

    /// A property's initial value (`let x = value`), checked with a private record: the
    /// declaration's type.
    func typeOfInitialValue(_ value: Node, declaration: DeclRef) -> TypeRef? {
        let type = typeOf(value)
        // A property of a literal's default type; `= nil` needs an annotation.
        return type
    }

    /// Expression kinds a statement's expression is made of: a node's root climbs through
    /// them.
    static let expressionParts: Set<NodeKind> = [
        .sequenceExpr, .functionCallExpr, .labeledExprList, .labeledExpr, .multipleTrailingClosureElement, .memberAccessExpr,
        .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .tupleExpr, .arrayExpr, .arrayElement, .dictionaryExpr,
        .dictionaryElement, .prefixOperatorExpr, .postfixOperatorExpr, .tryExpr, .awaitExpr, .unsafeExpr, .asExpr, .isExpr,
        .unresolvedTernaryExpr, .ternaryExpr, .inOutExpr, .genericSpecializationExpr, .keyPathExpr, .keyPathComponent,
        .closureExpr, .consumeExpr, .copyExpr, .postfixIfConfigExpr, .binaryOperatorExpr, .assignmentExpr, .declNameArguments,
        .patternExpr, .valueBindingPattern,
    ]

    /// The statement-level expression around a node.
    func rootExpression(of node: Node) -> Node {
        var current = node
        while let parent = current.parent {
            if parent.kind == .closureExpr && current.kind != .closureSignature { break }
            if parent.kind == .labeledExprList, parent.parent?.kind == .expressionSegment { break }
            guard TypeChecker.expressionParts.contains(parent.kind) else { break }
            if parent.kind == .closureExpr { break }
            current = parent
        }
        return current
    }

    // MARK: Contexts

    /// What the code around a statement-level expression says its type must be.
    func contextualType(ofRoot root: Node) -> TypeRef? {
        guard let parent = root.parent else { return nil }
        switch parent.kind {
        case .initializerClause:
            guard let holder = parent.parent else { return nil }
            switch holder.kind {
            case .patternBinding:
                if let annotation = holder.child(.typeAnnotation)?.childNodes.first {
                    return writtenType(annotation, at: annotation)
                }
                return nil
            case .functionParameter:
                guard let typeNode = holder.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) else { return nil }
                return writtenType(typeNode, at: typeNode)
            case .optionalBindingCondition:
                if let annotation = holder.child(.typeAnnotation)?.childNodes.first {
                    return writtenType(annotation, at: annotation).map { TypeRef.optional($0) }
                }
                return nil
            case .matchingPatternCondition:
                return nil
            default:
                return nil
            }
        case .returnStmt:
            return resultType(around: parent)
        case .codeBlock, .accessorBlock, .closureExpr:
            // The body's only expression is what it returns. Reading stops at a second item
            // (a body of 8,000 statements was read for each of them).
            struct Second: Error {}
            var items: [Node] = []
            try? parent.forEachChildNode { child in
                guard child.kind != .closureSignature else { return }
                items.append(child)
                if items.count > 1 { throw Second() }
            }
            guard items.count == 1, items[0] == root else { return nil }
            return resultType(around: root)
        case .conditionElement:
            return boolType
        case .expressionPattern:
            // A `case` pattern: the switched value's type.
            if let item = parent.parent, item.kind == .switchCaseItem, let label = item.parent, let switchCase = label.parent,
               let switchNode = switchCase.parent, switchNode.kind == .switchExpr, let subject = switchNode.firstChildNode {
                return typeOf(subject)
            }
            if let condition = parent.parent, condition.kind == .matchingPatternCondition,
               let value = condition.child(.initializerClause)?.firstChildNode {
                return typeOf(value)
            }
            return nil
        case .throwStmt:
            return nil
        default:
            return nil
        }
    }

    /// The result type of the function, closure or accessor a statement is in (nil when
    /// not known or opaque: an opaque result gives no context).
    func resultType(around node: Node) -> TypeRef? {
        var current = node.parent
        while let n = current {
            switch n.kind {
            case .closureExpr:
                if let context = closureContext(n) { return context.result }
                if let signature = n.closureSignature, let resultNode = signature.child(.returnClause)?.firstChildNode {
                    return writtenType(resultNode, at: resultNode)
                }
                return nil
            case .functionDecl, .subscriptDecl:
                guard let ref = types.declarationRef(of: n, in: file), let signature = types.signature(of: ref) else { return nil }
                if case .opaque = signature.result { return nil }
                return signature.result
            case .initializerDecl, .deinitializerDecl:
                return nil
            case .variableDecl:
                guard let ref = types.declarationRef(of: n, in: file), let type = types.declaredType(of: ref) else { return nil }
                if case .opaque = type { return nil }
                return type
            case .accessorDecl:
                // `set`, `willSet`, `didSet` return nothing; `get` the property's type.
                if let keyword = n.firstChildToken, tree.text(of: keyword) != "get" { return nil }
            case .memberBlock, .sourceFile:
                return nil
            default:
                break
            }
            current = n.parent
        }
        return nil
    }

    /// A type written at a node of this file (generic parameters and nested types in
    /// scope).
    func writtenType(_ typeNode: Node, at site: Node, position: TypePosition = .value) -> TypeRef? {
        guard let type = types.resolveType(typeNode, in: tree, scope: scope(at: site), position: position) else { return nil }
        guard type.hasTypeParameters else { return type }
        let fixed = fixedParameters(at: site)
        if fixed.isEmpty { return type }
        return type.substituting { t in fixed[t] }
    }

    /// The type scope of a site in this file: the declarations around it.
    func scope(at site: Node) -> TypeScope {
        var chain: [DeclRef] = []
        var current = site.parent
        while let n = current {
            switch n.kind {
            case .functionDecl, .initializerDecl, .subscriptDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl,
                 .extensionDecl, .typeAliasDecl:
                if let ref = types.declarationRef(of: n, in: file) { chain.append(ref) }
            default:
                break
            }
            current = n.parent
        }
        return TypeScope(space: .project, file: fileIndex ?? 0, chain: chain, site: site, tree: tree)
    }

    // MARK: Well-known types

    func sdkNominal(_ name: String, _ arguments: [TypeRef] = []) -> TypeRef? {
        if name == "Optional", arguments.count == 1 { return .optional(arguments[0]) }
        guard let ref = types.sdkType(path: [name]) else { return nil }
        return .nominal(types.nominalRef(ref), arguments: arguments, parent: nil)
    }

    var boolType: TypeRef? { sdkNominal("Bool") }
    var intType: TypeRef? { sdkNominal("Int") }
    var doubleType: TypeRef? { sdkNominal("Double") }
    var stringType: TypeRef? { sdkNominal("String") }
    func arrayType(_ element: TypeRef) -> TypeRef? { sdkNominal("Array", [element]) }
    func dictionaryType(_ key: TypeRef, _ value: TypeRef) -> TypeRef? { sdkNominal("Dictionary", [key, value]) }

    /// Whether a type is the digest's type `name`.
    func isSDK(_ type: TypeRef?, _ name: String) -> Bool {
        type?.nominalRef?.isSDK(name) ?? false
    }

    func sdkProtocol(_ name: String) -> DeclRef? { types.sdkType(path: [name]) }

    // MARK: Recording

    /// Records why a node's type is unknown; nil.
    func fail(_ node: Node, _ reason: @autoclosure () -> String) -> TypeRef? {
        if record.reasons[node.id] == nil { record.reasons[node.id] = reason() }
        return nil
    }

    func kindName(_ type: TypeRef) -> String {
        switch type {
        case .nominal(let ref, _, _):
            switch ref.identity {
            case .declaration(let d): return d.space == .sdk ? "SDK type" : "project type"
            case .external: return "type no model declares"
            }
        case .optional: return "optional"
        case .tuple: return "tuple"
        case .function: return "function"
        case .metatype: return "metatype"
        case .genericParameter: return "generic parameter"
        case .dependentMember: return "associated type"
        case .opaque: return "opaque type"
        case .existential: return "existential"
        case .selfType: return "Self"
        }
    }

    @discardableResult
    func note(_ node: Node, _ type: TypeRef?) -> TypeRef? {
        var type = type
        if !fixed.isEmpty, let t = type, t.hasTypeParameters { type = t.substituting { fixed[$0] } }
        record.types[node.id] = .some(type)
        return type
    }

    /// Checks the expressions under a node that nothing else checked (after a failure), so
    /// every expression gets an answer.
    func checkUnvisitedChildren(_ node: Node) {
        for child in node.childNodes {
            if record.types[child.id] != nil { continue }
            switch child.kind {
            case .closureExpr:
                _ = check(child, expected: nil)
            case .labeledExprList, .labeledExpr, .arrayElement, .dictionaryElement, .multipleTrailingClosureElement, .genericArgumentClause,
                 .declNameArguments, .keyPathComponent:
                checkUnvisitedChildren(child)
            default:
                if isExpression(child) { _ = check(child, expected: nil) }
            }
        }
    }

    func isExpression(_ node: Node) -> Bool {
        switch node.kind {
        case .sequenceExpr, .prefixOperatorExpr, .postfixOperatorExpr, .functionCallExpr, .memberAccessExpr, .subscriptCallExpr,
             .optionalChainingExpr, .forceUnwrapExpr, .declReferenceExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr,
             .nilLiteralExpr, .stringLiteralExpr, .regexLiteralExpr, .arrayExpr, .dictionaryExpr, .tupleExpr, .closureExpr,
             .keyPathExpr, .ternaryExpr, .tryExpr, .awaitExpr, .inOutExpr, .superExpr, .discardAssignmentExpr, .macroExpansionExpr,
             .genericSpecializationExpr, .typeExpr, .unsafeExpr, .consumeExpr, .copyExpr, .ifExpr, .switchExpr, .simpleStringLiteralExpr,
             .asExpr, .isExpr:
            return true
        default:
            return false
        }
    }

    // MARK: Expressions

    /// Checks an expression where the context expects `expected` (nil: no context), records
    /// its type and returns it.
    func check(_ node: Node, expected: TypeRef?) -> TypeRef? {
        if let known = record.types[node.id] { return known }
        guard depth < 200 else { return note(node, nil) }
        depth += 1
        defer { depth -= 1 }
        let result: TypeRef?
        switch node.kind {
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
            let inner = link(node, expected: expected, chainExpected: expected)
            if isChainLink(node) { return inner }
            // An optional chain assigned to (`a?.b = c`) ends at the assignment.
            result = hasOptionalChaining(node) && !isAssigned(node) ? inner.map(optionalOf) : inner
            note(node, result)
            checkUnvisitedChildren(node)
            return result
        case .declReferenceExpr:
            result = checkReference(node, expected: expected)
        case .integerLiteralExpr:
            result = literalType(expected, protocols: ["ExpressibleByIntegerLiteral"], otherwise: intType)
        case .floatLiteralExpr:
            result = literalType(expected, protocols: ["ExpressibleByFloatLiteral"], otherwise: doubleType)
        case .booleanLiteralExpr:
            result = literalType(expected, protocols: ["ExpressibleByBooleanLiteral"], otherwise: boolType)
        case .stringLiteralExpr, .simpleStringLiteralExpr:
            for segment in node.children(.expressionSegment) {
                for argument in segment.child(.labeledExprList)?.children(.labeledExpr) ?? [] {
                    if let value = ArgumentView(argument).expression { checkRoot(value) }
                }
            }
            result = literalType(expected, protocols: ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral",
                                                       "ExpressibleByUnicodeScalarLiteral"], otherwise: stringType)
        case .nilLiteralExpr:
            if let expected, expected.isOptional { result = expected } else { result = nil }
        case .arrayExpr:
            result = checkArray(node, expected: expected)
        case .dictionaryExpr:
            result = checkDictionary(node, expected: expected)
        case .tupleExpr:
            result = checkTuple(node, expected: expected)
        case .closureExpr:
            return checkClosure(node, expected: expected)
        case .sequenceExpr:
            result = checkSequence(node, expected: expected)
        case .prefixOperatorExpr:
            result = checkPrefix(node, expected: expected)
        case .postfixOperatorExpr:
            result = checkPostfixOperator(node, expected: expected)
        case .tryExpr:
            guard let inner = node.childNodes.last else { result = nil; break }
            let isOptional = node.childTokens.contains { tree.tokens[$0].kind == .postfixQuestion }
            if isOptional {
                let value = check(inner, expected: expected.map { $0.unwrapped })
                result = value.map(optionalOf)
            } else {
                result = check(inner, expected: expected)
            }
        case .awaitExpr, .unsafeExpr, .consumeExpr, .copyExpr:
            result = node.childNodes.last.flatMap { check($0, expected: expected) }
        case .inOutExpr:
            result = node.childNodes.last.flatMap { check($0, expected: expected) }
        case .keyPathExpr:
            result = checkKeyPath(node, expected: expected)
        case .superExpr:
            result = superType(at: node)
        case .discardAssignmentExpr:
            result = expected
        case .genericSpecializationExpr, .typeExpr:
            result = typeReference(node).map { TypeRef.metatype($0) }
        case .macroExpansionExpr:
            result = checkMacro(node)
        case .ifExpr, .switchExpr:
            result = checkBranches(node, expected: expected)
        case .patternExpr, .valueBindingPattern:
            result = expected
        default:
            result = nil
        }
        note(node, result)
        checkUnvisitedChildren(node)
        return result
    }

    func optionalOf(_ type: TypeRef) -> TypeRef { type.isOptional ? type : .optional(type) }

    /// A literal's type: the contextual type when it can be written with such a literal,
    /// else the default.
    func literalType(_ expected: TypeRef?, protocols names: [String], otherwise: TypeRef?) -> TypeRef? {
        guard var target = expected else { return otherwise }
        target = target.fullyUnwrapped
        switch target {
        case .nominal:
            for name in names {
                if let proto = sdkProtocol(name), types.conforms(target, to: proto) == true { return target }
            }
            return otherwise
        default:
            return otherwise
        }
    }

    // MARK: Postfix chains

    /// Whether an expression continues into its parent's postfix chain (`x` in `x.y`,
    /// `x(...)`, `x[i]`, `x?`, `x!`).
    func isChainLink(_ node: Node) -> Bool {
        guard let parent = node.parent else { return false }
        switch parent.kind {
        case .memberAccessExpr: return MemberAccessView(parent)?.base == node
        case .functionCallExpr: return FunctionCallView(parent)?.calledExpression == node
        case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr: return parent.firstChildNode == node
        default: return false
        }
    }

    /// Whether an expression is the left side of an assignment.
    func isAssigned(_ node: Node) -> Bool {
        guard let parent = node.parent, parent.kind == .sequenceExpr else { return false }
        let elements = parent.childNodes
        guard let index = elements.firstIndex(of: node), index + 1 < elements.count else { return false }
        let next = elements[index + 1]
        if next.kind == .assignmentExpr { return true }
        if next.kind == .binaryOperatorExpr {
            let op = tree.text(of: next)
            return op == "=" || (types.operatorTable.infix[op].flatMap { types.operatorTable.groups[$0]?.isAssignment } ?? false)
        }
        return false
    }

    /// Whether a postfix chain has an optional-chaining link (`a?.b`, `f()?.x`).
    func hasOptionalChaining(_ expression: Node) -> Bool {
        var node = expression
        while true {
            switch node.kind {
            case .optionalChainingExpr: return true
            case .memberAccessExpr:
                guard let base = MemberAccessView(node)?.base else { return false }
                node = base
            case .functionCallExpr:
                guard let callee = FunctionCallView(node)?.calledExpression else { return false }
                node = callee
            case .subscriptCallExpr, .forceUnwrapExpr:
                guard let inner = node.firstChildNode else { return false }
                node = inner
            default:
                return false
            }
        }
    }

    /// A link of a postfix chain: its type inside the chain (`b` of `a?.b` is `B`, not
    /// `B?`). Recorded as the compiler records it: the link's own type inside a chain, the
    /// whole chain's optional type at its end. `chainExpected` is what the whole chain must
    /// be, for an implicit member at its start (`.tokens.primary`).
    func link(_ node: Node, expected: TypeRef?, chainExpected: TypeRef?) -> TypeRef? {
        if let known = record.types[node.id] {
            // Recorded as the chain's end: the inner type is the unwrapped one.
            if !isChainLink(node), hasOptionalChaining(node), let known { return known.unwrapped }
            return known
        }
        let inner: TypeRef?
        switch node.kind {
        case .memberAccessExpr:
            inner = checkMember(node, expected: expected, chainExpected: chainExpected)
        case .functionCallExpr:
            inner = checkCall(node, expected: expected, chainExpected: chainExpected)
        case .subscriptCallExpr:
            inner = checkSubscript(node, expected: expected, chainExpected: chainExpected)
        case .optionalChainingExpr:
            guard let base = node.firstChildNode else { return note(node, nil) }
            let wrapped = link(base, expected: nil, chainExpected: chainExpected.map(optionalOf))
            inner = wrapped.flatMap { $0.isOptional ? $0.unwrapped : nil }
        case .forceUnwrapExpr:
            guard let base = node.firstChildNode else { return note(node, nil) }
            let wrapped = link(base, expected: expected.map(optionalOf), chainExpected: chainExpected.map(optionalOf))
            inner = wrapped.flatMap { $0.isOptional ? $0.unwrapped : nil }
        default:
            return check(node, expected: expected)
        }
        if isChainLink(node) {
            note(node, inner)
        } else {
            note(node, hasOptionalChaining(node) && !isAssigned(node) ? inner.map(optionalOf) : inner)
        }
        return inner
    }

    // MARK: Collections and tuples

    func checkArray(_ node: Node, expected: TypeRef?) -> TypeRef? {
        let elements = node.children(.arrayElement).compactMap { $0.firstChildNode }
        if let expected = expected?.fullyUnwrapped, case .nominal(let ref, let arguments, _) = expected, arguments.isEmpty,
           let decl = ref.declaration, !types.declaration(decl).genericParameters.isEmpty {
            // `let s: Set = [1]`: the arguments come from the elements.
            guard let inferred = checkArray(node, expected: nil), let element = inferred.genericArguments.first else { return nil }
            return .nominal(ref, arguments: [element], parent: nil)
        }
        if let expected = expected?.fullyUnwrapped, case .nominal = expected,
           let proto = sdkProtocol("ExpressibleByArrayLiteral"), types.conforms(expected, to: proto) == true {
            let element = types.associatedType("ArrayLiteralElement", of: expected) ?? types.associatedType("Element", of: expected)
            for e in elements { _ = check(e, expected: element) }
            return expected
        }
        if elements.isEmpty { return nil }
        var found: [TypeRef?] = elements.map { check($0, expected: nil) }
        if found.contains(where: { $0 == nil }) { return nil }
        var unique = Array(Set(found.compactMap { $0 }))
        if unique.count > 1 {
            // Numbers: an integer literal among doubles is a double.
            if let double = doubleType, unique.contains(double),
               elements.allSatisfy({ $0.kind == .integerLiteralExpr || $0.kind == .floatLiteralExpr || found[elements.firstIndex(of: $0)!] == double }) {
                for (i, e) in elements.enumerated() where e.kind == .integerLiteralExpr {
                    record.types[e.id] = .some(double)
                    found[i] = double
                }
                unique = [double]
            }
        }
        guard unique.count == 1 else { return nil }
        return arrayType(unique[0])
    }

    func checkDictionary(_ node: Node, expected: TypeRef?) -> TypeRef? {
        let elements = node.children(.dictionaryElement)
        if let expected = expected?.fullyUnwrapped, case .nominal = expected,
           let proto = sdkProtocol("ExpressibleByDictionaryLiteral"), types.conforms(expected, to: proto) == true {
            let key = types.associatedType("Key", of: expected)
            let value = types.associatedType("Value", of: expected)
            for element in elements {
                let parts = element.childNodes
                if parts.count == 2 {
                    _ = check(parts[0], expected: key)
                    _ = check(parts[1], expected: value)
                }
            }
            return expected
        }
        guard !elements.isEmpty else { return nil }
        var keys: Set<TypeRef> = []
        var values: Set<TypeRef> = []
        for element in elements {
            let parts = element.childNodes
            guard parts.count == 2, let key = check(parts[0], expected: nil), let value = check(parts[1], expected: nil) else { return nil }
            keys.insert(key)
            values.insert(value)
        }
        guard keys.count == 1, values.count == 1 else { return nil }
        return dictionaryType(keys.first!, values.first!)
    }

    func checkTuple(_ node: Node, expected: TypeRef?) -> TypeRef? {
        let elements = node.child(.labeledExprList)?.children(.labeledExpr) ?? []
        if elements.count == 1, ArgumentView(elements[0]).label == nil, let value = ArgumentView(elements[0]).expression {
            return check(value, expected: expected)
        }
        var expectedElements: [TypeRef]?
        if case .tuple(let parts)? = expected, parts.count == elements.count { expectedElements = parts.map(\.type) }
        var result: [TypeRef.TupleElement] = []
        var known = true
        for (i, element) in elements.enumerated() {
            let view = ArgumentView(element)
            guard let value = view.expression else { return nil }
            let type = check(value, expected: expectedElements?[i])
            if let type { result.append(.init(view.label.map { tree.text(of: $0) }, type)) } else { known = false }
        }
        return known ? .tuple(result) : nil
    }

    /// `if`/`switch` used as an expression: the type its branches' values share.
    func checkBranches(_ node: Node, expected: TypeRef?) -> TypeRef? {
        var values: [Node] = []
        func collect(_ n: Node) {
            for block in n.children(.codeBlock) {
                let items = block.childNodes
                if items.count == 1 { values.append(items[0].kind == .expressionStmt ? (items[0].firstChildNode ?? items[0]) : items[0]) }
            }
            for elseIf in n.children(.ifExpr) { collect(elseIf) }
            for switchCase in n.children(.switchCase) {
                let items = switchCase.childNodes.filter { $0.kind != .switchCaseLabel && $0.kind != .switchDefaultLabel }
                if items.count == 1 { values.append(items[0]) }
            }
        }
        collect(node)
        guard !values.isEmpty else { return nil }
        let found = values.map { check($0, expected: expected) }
        guard let first = found.first ?? nil, found.allSatisfy({ $0 == first }) else { return expected }
        return first
    }

    func checkMacro(_ node: Node) -> TypeRef? {
        guard let name = node.childTokens.first(where: { tree.tokens[$0].kind == .identifier || tree.tokens[$0].kind == .poundKeyword }) else { return nil }
        switch tree.text(of: name).trimmingCharacters(in: ["#"]) {
        case "file", "filePath", "fileID", "function": return stringType
        case "line", "column": return intType
        default: return nil
        }
    }
}
