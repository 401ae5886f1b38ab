import SwiftCST

/// An operator expression folded by precedence.
indirect enum Folded {
    case operand(Node)
    /// `lhs op rhs` (`op` a binary operator or `=`).
    case binary(Node, Folded, Folded)
    /// `lhs as T`, `lhs is T` (the `asExpr`/`isExpr` node).
    case cast(Node, Folded)
    /// `condition ? then : otherwise` (the `unresolvedTernaryExpr` node holds `then`).
    case ternary(Node, Folded, Folded)
}

extension TypeChecker {
    // MARK: Folding

    func checkSequence(_ node: Node, expected: TypeRef?) -> TypeRef? {
        var elements = node.childNodes
        // `try` at the start covers the whole sequence.
        var tryKind: String?
        if let first = elements.first, first.kind == .tryExpr, let inner = first.childNodes.last {
            let isOptional = first.childTokens.contains { tree.tokens[$0].kind == .postfixQuestion }
            let isForce = first.childTokens.contains { tree.tokens[$0].kind == .exclamationMark }
            tryKind = isOptional ? "?" : isForce ? "!" : ""
            elements[0] = inner
            defer {}
            guard let folded = fold(elements) else { return nil }
            let value = checkFolded(folded, expected: tryKind == "?" ? expected?.unwrapped : expected)
            note(first, tryKind == "?" ? value.map(optionalOf) : value)
            return tryKind == "?" ? value.map(optionalOf) : value
        }
        guard let folded = fold(elements) else { return nil }
        return checkFolded(folded, expected: expected)
    }

    /// The precedence group of an operator element.
    func group(of element: Node) -> (name: String, rightAssociative: Bool, isAssignment: Bool)? {
        let table = types.operatorTable
        switch element.kind {
        case .assignmentExpr:
            return ("AssignmentPrecedence", true, true)
        case .unresolvedTernaryExpr, .ternaryExpr:
            return ("TernaryPrecedence", true, false)
        case .asExpr, .isExpr:
            return ("CastingPrecedence", false, false)
        case .binaryOperatorExpr:
            let text = tree.text(of: element)
            if text == "=" { return ("AssignmentPrecedence", true, true) }
            let name = table.infix[text] ?? "DefaultPrecedence"
            let group = table.groups[name]
            return (name, group?.isRightAssociative ?? false, group?.isAssignment ?? false)
        case .arrowExpr:
            return ("FunctionArrowPrecedence", true, false)
        default:
            return nil
        }
    }

    /// Folds a flat sequence (operands and operators) into a tree by precedence.
    func fold(_ elements: [Node]) -> Folded? {
        var output: [Folded] = []
        var operators: [Node] = []
        let table = types.operatorTable
        func apply(_ op: Node) -> Bool {
            switch op.kind {
            case .asExpr, .isExpr:
                guard let operand = output.popLast() else { return false }
                output.append(.cast(op, operand))
            case .unresolvedTernaryExpr, .ternaryExpr:
                guard let otherwise = output.popLast(), let condition = output.popLast() else { return false }
                output.append(.ternary(op, condition, otherwise))
            default:
                guard let rhs = output.popLast(), let lhs = output.popLast() else { return false }
                output.append(.binary(op, lhs, rhs))
            }
            return true
        }
        for element in elements {
            guard let mine = group(of: element) else {
                output.append(.operand(element))
                continue
            }
            while let top = operators.last, let theirs = group(of: top) {
                let tighter = table.isHigher(theirs.name, than: mine.name)
                let same = theirs.name == mine.name
                guard tighter || (same && !mine.rightAssociative) else { break }
                operators.removeLast()
                guard apply(top) else { return nil }
            }
            if element.kind == .asExpr || element.kind == .isExpr {
                // A cast applies to what is on the left at once (it is postfix-like).
                guard apply(element) else { return nil }
                continue
            }
            operators.append(element)
        }
        while let top = operators.popLast() {
            guard apply(top) else { return nil }
        }
        return output.count == 1 ? output[0] : nil
    }

    func node(of folded: Folded) -> Node? {
        if case .operand(let n) = folded { return n }
        return nil
    }

    /// Whether a folded operand's type depends on its context (a literal, `nil`, an
    /// implicit member).
    func foldedNeedsContext(_ folded: Folded) -> Bool {
        switch folded {
        case .operand(let n): return needsContext(n) && n.kind != .sequenceExpr
        case .binary(let op, let l, let r):
            if isComparison(tree.text(of: op)) { return false }
            return foldedNeedsContext(l) && foldedNeedsContext(r)
        case .cast: return false
        case .ternary(_, _, let otherwise): return foldedNeedsContext(otherwise)
        }
    }

    func isComparison(_ op: String) -> Bool {
        ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=", "&&", "||"].contains(op)
    }

    func checkFolded(_ folded: Folded, expected: TypeRef?) -> TypeRef? {
        switch folded {
        case .operand(let n):
            return check(n, expected: expected)
        case .cast(let op, let operand):
            guard let typeNode = op.childNodes.last, let target = writtenType(typeNode, at: typeNode) else {
                _ = checkFolded(operand, expected: nil)
                return op.kind == .isExpr ? boolType : nil
            }
            if op.kind == .isExpr {
                _ = checkFolded(operand, expected: nil)
                return boolType
            }
            let words = op.childTokens.map { tree.tokens[$0].kind }
            // `x as Range`: a generic type written without its arguments takes them from
            // the value; not known otherwise.
            if case .nominal(let targetRef, let targetArguments, _) = target, targetArguments.isEmpty,
               case .declaration(let targetDecl) = targetRef.identity, !types.declaration(targetDecl).genericParameters.isEmpty {
                let value = checkFolded(operand, expected: nil)
                if words.contains(.postfixQuestion) || words.contains(.exclamationMark) { return nil }
                if case .nominal(let valueRef, _, _)? = value, valueRef == targetRef { return value }
                return nil
            }
            if words.contains(.postfixQuestion) {
                _ = checkFolded(operand, expected: nil)
                return .optional(target)
            }
            if words.contains(.exclamationMark) {
                _ = checkFolded(operand, expected: nil)
                return target
            }
            _ = checkFolded(operand, expected: target)
            return target
        case .ternary(let op, let condition, let otherwise):
            _ = checkFolded(condition, expected: boolType)
            guard let thenNode = op.childNodes.first else { return nil }
            if foldedNeedsContext(.operand(thenNode)) && !foldedNeedsContext(otherwise) {
                let other = checkFolded(otherwise, expected: expected)
                let then = check(thenNode, expected: other ?? expected)
                return then == other ? then : (expected ?? nil)
            }
            // `c ? x : nil`: an optional of the other branch.
            if thenNode.kind == .nilLiteralExpr || (foldedNeedsContext(otherwise) && node(of: otherwise)?.kind == .nilLiteralExpr) {
                let valueBranch = thenNode.kind == .nilLiteralExpr ? checkFolded(otherwise, expected: expected?.unwrapped) : check(thenNode, expected: expected?.unwrapped)
                guard let value = valueBranch else { return nil }
                let optional = optionalOf(value)
                if thenNode.kind == .nilLiteralExpr { note(thenNode, optional) } else if let n = node(of: otherwise) { note(n, optional) }
                return optional
            }
            let then = check(thenNode, expected: expected)
            let other = checkFolded(otherwise, expected: then ?? expected)
            if then == other { return then }
            if let then, let other, then.unwrapped == other.unwrapped { return optionalOf(then) }
            return nil
        case .binary(let op, let lhs, let rhs):
            return checkBinary(op, lhs, rhs, expected: expected)
        }
    }

    func checkBinary(_ op: Node, _ lhs: Folded, _ rhs: Folded, expected: TypeRef?) -> TypeRef? {
        let text = op.kind == .assignmentExpr ? "=" : tree.text(of: op)
        let isAssignment = op.kind == .assignmentExpr || (types.operatorTable.infix[text].flatMap { types.operatorTable.groups[$0]?.isAssignment } ?? false)
        if isAssignment {
            let left = checkFolded(lhs, expected: nil)
            _ = checkFolded(rhs, expected: text == "=" ? left : nil)
            return .void
        }
        switch text {
        case "??":
            let left = checkFolded(lhs, expected: expected.map(optionalOf))
            let right = checkFolded(rhs, expected: left?.unwrapped ?? expected)
            guard let left, left.isOptional else { return right.flatMap { $0.isOptional ? nil : $0 } }
            if case .operand(let n) = rhs, n.kind == .nilLiteralExpr { return left }
            // `a ?? .red`, `a ?? 0`: the right side took the left's wrapped type.
            if foldedNeedsContext(rhs) { return left.unwrapped }
            guard let right else { return nil }
            // `(T?, T) -> T`, else `(T?, T?) -> T?`.
            if right == left.unwrapped { return right }
            if right.isOptional, right.unwrapped == left.unwrapped.unwrapped || right == left { return right }
            return left.unwrapped
        case "&&", "||":
            _ = checkFolded(lhs, expected: boolType)
            _ = checkFolded(rhs, expected: boolType)
            return boolType
        default:
            break
        }
        // The operand that decides first; the other gets its type as context.
        var left: TypeRef?
        var right: TypeRef?
        if foldedNeedsContext(lhs) && !foldedNeedsContext(rhs) {
            right = checkFolded(rhs, expected: isComparison(text) || isRange(text) ? nil : expected)
            left = checkFolded(lhs, expected: right)
        } else {
            let contextual = isComparison(text) || isRange(text) ? nil : expected
            left = checkFolded(lhs, expected: foldedNeedsContext(lhs) ? contextual : nil)
            right = checkFolded(rhs, expected: left ?? contextual)
            if left == nil, let right, foldedNeedsContext(lhs), case .operand(let n) = lhs {
                record.types[n.id] = nil
                left = check(n, expected: right)
            }
        }
        if isComparison(text) { return boolType }
        if isRange(text) {
            guard let bound = left ?? right else { return nil }
            switch text {
            case "..<": return sdkNominal("Range", [bound])
            case "...": return sdkNominal("ClosedRange", [bound])
            default: return nil
            }
        }
        guard let left, let right else { return nil }
        // The operator's declarations on the operands' types (the standard arithmetic
        // ones give the operands' type).
        let candidates = operatorCandidates(text, left, right)
        if !candidates.isEmpty {
            var results: Set<TypeRef> = []
            for candidate in candidates {
                var bindings: [GenericParameterRef: TypeRef] = [:]
                let variables = Set(candidate.variables)
                guard candidate.parameters.count == 2 else { continue }
                let a = unify(candidate.parameters[0].type, left, &bindings, variables)
                let b = unify(candidate.parameters[1].type, right, &bindings, variables)
                guard a == .exact, b == .exact else { continue }
                applyRequirements(candidate, &bindings, variables)
                let result = bind(candidate.result, bindings)
                if !result.mentions(variables) { results.insert(result) }
            }
            if results.count == 1 { return results.first }
        }
        if left == right, ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "&<<", "&>>"].contains(text) { return left }
        return nil
    }

    func isRange(_ op: String) -> Bool { op == "..<" || op == "..." }

    /// Operator functions named `op` declared on the operands' types (and their protocols)
    /// and globally.
    func operatorCandidates(_ op: String, _ left: TypeRef, _ right: TypeRef) -> [Signature] {
        var result: [Signature] = []
        var seen: Set<DeclRef> = []
        for operand in [left, right] {
            for member in types.members(named: op, of: operand, isStatic: true, from: fileIndex) where seen.insert(member.decl).inserted {
                guard let signature = types.signature(of: member.decl) else { continue }
                result.append(signature.mapTypes { substitute($0, FoundMember(decl: member.decl, base: operand, holder: member.holder, level: member.level)) })
            }
        }
        if result.isEmpty {
            for global in (types.sdk.topLevelValues[op] ?? []).map({ DeclRef(.sdk, $0) }) + model.topLevelFunctions(named: op, in: file).map({ DeclRef(.project, $0) }) {
                if let signature = types.signature(of: global) { result.append(signature) }
            }
        }
        return result
    }

    // MARK: Prefix and postfix operators

    func checkPrefix(_ node: Node, expected: TypeRef?) -> TypeRef? {
        guard let token = node.firstChildToken, let operand = node.childNodes.last else { return nil }
        let op = tree.text(of: token)
        switch op {
        case "!":
            _ = check(operand, expected: boolType)
            return boolType
        case "-", "+", "~":
            return check(operand, expected: expected)
        case "&":
            return check(operand, expected: expected)
        case "..<", "...":
            guard let bound = check(operand, expected: nil) else { return nil }
            return sdkNominal(op == "..<" ? "PartialRangeUpTo" : "PartialRangeThrough", [bound])
        default:
            guard let type = check(operand, expected: nil) else { return nil }
            let found = types.members(named: op, of: type, isStatic: true, from: fileIndex).compactMap { types.signature(of: $0.decl) }
                .filter { $0.parameters.count == 1 }
            let results = Set(found.map { $0.result })
            return results.count == 1 ? results.first : nil
        }
    }

    func checkPostfixOperator(_ node: Node, expected: TypeRef?) -> TypeRef? {
        guard let operand = node.firstChildNode, let token = node.lastChildToken else { return nil }
        let op = tree.text(of: token)
        guard let type = check(operand, expected: nil) else { return nil }
        if op == "..." { return sdkNominal("PartialRangeFrom", [type]) }
        return nil
    }
}
