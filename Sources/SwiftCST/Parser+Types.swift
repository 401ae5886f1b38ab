/// Types: names with generic arguments, member types, optionals, collections, tuples,
/// functions, `some`/`any`, compositions, metatypes, packs, `~Copyable`, attributed types.
extension Parser {
    mutating func parseType() -> NodeID {
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        let start = pos
        // Attributes and ownership specifiers: `@escaping`, `inout`, `sending`, ...
        var attributed = list()
        while true {
            if at(.atSign) {
                attributed.append(.node(parseAttribute()))
                continue
            }
            if at(.identifier) && isTypeSpecifier(current.keyword) && startsType(peek(1)) && !peek(1).isAtStartOfLine {
                attributed.append(bump())
                if at(.leftParen) && !current.hasSpaceBefore { skipBalanced(into: &attributed) }
                continue
            }
            break
        }
        let base = parseNonAttributedType()
        if attributed.isEmpty { return base }
        attributed.append(.node(base))
        return make(.attributedType, attributed, at: start)
    }

    func isTypeSpecifier(_ k: Keyword) -> Bool {
        switch k {
        case .inoutKeyword, .borrowing, .consuming, .uuowned, .uushared, .sending, .isolated, .uconst, .nonisolated,
             .dependsOn, .scoped, .uresultDependsOn:
            return true
        default:
            return false
        }
    }

    func startsType(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .leftParen, .leftSquare, .atSign, .prefixOperator:
            return true
        default:
            return false
        }
    }

    /// A type possibly followed by `async throws -> Result` (a function type) or `& Other`.
    mutating func parseNonAttributedType() -> NodeID {
        let start = pos
        var type = parseSimpleTypeWithSuffixes()
        // Protocol composition `A & B`.
        if atOperator("&") {
            var children: ChildList = [.node(type)]
            while atOperator("&") {
                children.append(bump())
                children.append(.node(parseSimpleTypeWithSuffixes()))
            }
            type = make(.compositionType, children, at: start)
        }
        // Function type: `(A) async throws(E) -> B`.
        if at(.identifier), let saved = beginSpeculation(.functionTypeEffects) {
            if let effects = parseEffectSpecifiersIfPresent(), at(.arrow) {
                endSpeculation()
                var children: ChildList = [.node(type), .node(effects), bump()]
                children.append(.node(parseType()))
                return make(.functionType, children, at: start)
            } else {
                abandon(.functionTypeEffects, saved)
            }
        }
        if at(.arrow) {
            var children: ChildList = [.node(type), bump()]
            children.append(.node(parseType()))
            return make(.functionType, children, at: start)
        }
        return type
    }

    /// A primary type with `.Member`, `.Type`, `?`, `!` suffixes (a variadic `...` is left to
    /// the parameter).
    mutating func parseSimpleTypeWithSuffixes() -> NodeID {
        let start = pos
        var type = parsePrimaryType()
        while true {
            switch kind {
            case .period:
                if peek(1).isAtStartOfLine && current.isAtStartOfLine { return type }
                var children: ChildList = [.node(type), bump()]
                let isMeta = at(.capType) || at(.capProtocol)
                if at(.identifier) {
                    if !isMeta { parseModuleSelector(into: &children) }
                    children.append(bump())
                } else {
                    error("expected member type name after '.'")
                }
                if isMeta {
                    type = make(.metatypeType, children, at: start)
                    continue
                }
                if atOperatorStarting(with: UInt8(ascii: "<")) {
                    children.append(.node(parseGenericArgumentClause()))
                }
                type = make(.memberType, children, at: start)
            case .postfixQuestion:
                type = make(.optionalType, [.node(type), bump()], at: start)
            case .exclamationMark:
                type = make(.implicitlyUnwrappedOptionalType, [.node(type), bump()], at: start)
            case .postfixOperator, .binaryOperator:
                // `T...`: a variadic parameter's `...` belongs to the parameter (or the function
                // type's element), never to the type (a pack expansion is `repeat each T`).
                if text(current, is: "...") { return type }
                // `T?>` etc: a glued '?' or '!' at the start of an operator.
                let c = firstByte(current)
                if !current.hasSpaceBefore && current.textLength > 1 && (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) {
                    splitCurrent(firstLength: 1, firstKind: c == UInt8(ascii: "?") ? .postfixQuestion : .exclamationMark)
                    continue
                }
                return type
            default:
                return type
            }
        }
    }

    mutating func parsePrimaryType() -> NodeID {
        let start = pos
        switch kind {
        case .identifier:
            switch current.keyword {
            case .someKeyword, .anyKeyword:
                if startsType(peek(1)) && !peek(1).isAtStartOfLine {
                    var children = list(bump())
                    children.append(.node(parseSimpleTypeWithSuffixesAndComposition()))
                    return make(.someOrAnyType, children, at: start)
                }
            case .each:
                if startsType(peek(1)) {
                    var children = list(bump())
                    children.append(.node(parseSimpleTypeWithSuffixes()))
                    return make(.packElementType, children, at: start)
                }
            case .repeatKeyword:
                var children = list(bump())
                children.append(.node(parseType()))
                return make(.packExpansionType, children, at: start)
            case .classKeyword:
                return make(.classRestrictionType, [bump()], at: start)
            default:
                break
            }
            var children = list()
            parseModuleSelector(into: &children)
            children.append(bump())
            // After a type name, `<` opens its generic arguments even after a space or a line
            // break (`-> AnyPublisher` then `<Info, Never>` on the next line), as in swiftc.
            if atOperatorStarting(with: UInt8(ascii: "<")) {
                children.append(.node(parseGenericArgumentClause()))
            }
            return make(.identifierType, children, at: start)
        case .leftParen:
            return parseTupleType()
        case .leftSquare:
            var children = list(bump())
            // Inline array `[3 of Int]`.
            if (at(.integerLiteral) || at(.identifier) || at(.placeholder)) && isKeyword(peek(1), .of) {
                children.append(bump())
                children.append(bump())
                children.append(.node(parseType()))
                expect(.rightSquare, "']'", into: &children)
                return make(.inlineArrayType, children, at: start)
            }
            children.append(.node(parseType()))
            if at(.colon) {
                children.append(bump())
                children.append(.node(parseType()))
                expect(.rightSquare, "']' to end the dictionary type", into: &children)
                return make(.dictionaryType, children, at: start)
            }
            expect(.rightSquare, "']' to end the array type", into: &children)
            return make(.arrayType, children, at: start)
        case .prefixOperator, .binaryOperator:
            if text(current, is: "~") {
                var children = list(bump())
                children.append(.node(parseSimpleTypeWithSuffixes()))
                return make(.suppressedType, children, at: start)
            }
        case .placeholder:
            return make(.identifierType, [bump()], at: start)
        default:
            break
        }
        error("expected type")
        return make(.missingType, [], at: start)
    }

    /// After `some`/`any`: a type that may be a composition (`any A & B`).
    mutating func parseSimpleTypeWithSuffixesAndComposition() -> NodeID {
        let start = pos
        let type = parseSimpleTypeWithSuffixes()
        guard atOperator("&") else { return type }
        var children: ChildList = [.node(type)]
        while atOperator("&") {
            children.append(bump())
            children.append(.node(parseSimpleTypeWithSuffixes()))
        }
        return make(.compositionType, children, at: start)
    }

    /// `(A, label: B, _ name: C)`: a tuple type or a function type's parameters.
    mutating func parseTupleType() -> NodeID {
        let start = pos
        var children = list(bump())
        while !at(.rightParen) && !at(.endOfFile) {
            let elementStart = pos
            var element = list()
            // Labels: `label: T`, `_ name: T`, `name name: T`.
            if at(.identifier) && peek(1).kind == .colon {
                element.append(bump())
                element.append(bump())
            } else if at(.identifier) && peek(1).kind == .identifier && peek(2).kind == .colon {
                element.append(bump())
                element.append(bump())
                element.append(bump())
            }
            element.append(.node(parseType()))
            if (at(.postfixOperator) || at(.binaryOperator)) && text(current, is: "...") { element.append(bump()) }
            if at(.equal) {
                element.append(.node(parseInitializerClause(flavor: .basic)))
            }
            let hasComma = eat(.comma, into: &element)
            children.append(.node(make(.tupleTypeElement, element, at: elementStart)))
            if pos == elementStart { break }
            if !hasComma { break }
        }
        expect(.rightParen, "')' to end the tuple type", into: &children)
        return make(.tupleType, children, at: start)
    }

    /// `<A, B<C>, each D, 3>`; splits a closing `>>` as needed.
    mutating func parseGenericArgumentClause() -> NodeID {
        let start = pos
        var children = list()
        _ = eatAngle(UInt8(ascii: "<"), into: &children)
        while !atOperatorStarting(with: UInt8(ascii: ">")) && !at(.endOfFile) {
            let argumentStart = pos
            var argument = list()
            if at(.integerLiteral) || (atOperator("-") && peek(1).kind == .integerLiteral) {
                // Value generics: `Vector<3, Int>`.
                if !at(.integerLiteral) { argument.append(bump()) }
                argument.append(bump())
            } else {
                argument.append(.node(parseType()))
            }
            let hasComma = eat(.comma, into: &argument)
            children.append(.node(make(.genericArgument, argument, at: argumentStart)))
            if !hasComma || pos == argumentStart { break }
        }
        if !eatAngle(UInt8(ascii: ">"), into: &children) {
            error("expected '>' to end the generic argument list")
        }
        return make(.genericArgumentClause, children, at: start)
    }

    mutating func parseTypeAnnotation() -> NodeID {
        let start = pos
        var children = list(bump())
        children.append(.node(parseType()))
        return make(.typeAnnotation, children, at: start)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows`, `reasync` in any order; nil if absent.
    mutating func parseEffectSpecifiersIfPresent() -> NodeID? {
        let start = pos
        var children = list()
        while at(.identifier) {
            switch current.keyword {
            case .async, .reasync:
                children.append(bump())
            case .awaitKeyword where peek(1).kind == .arrow || isKeyword(peek(1), .throwsKeyword):
                // `await` written for `async` is an error, but keep parsing.
                error("expected 'async'")
                children.append(bump())
            case .throwsKeyword:
                children.append(.node(parseThrowsClause()))
            case .rethrowsKeyword:
                children.append(bump())
            case .tryKeyword where peek(1).kind == .arrow:
                error("expected 'throws'")
                children.append(bump())
            default:
                return children.isEmpty ? nil : make(.effectSpecifiers, children, at: start)
            }
        }
        return children.isEmpty ? nil : make(.effectSpecifiers, children, at: start)
    }

    /// `throws` or `throws(ErrorType)`.
    mutating func parseThrowsClause() -> NodeID {
        let start = pos
        var children = list(bump())
        if at(.leftParen) && !current.isAtStartOfLine {
            children.append(bump())
            children.append(.node(parseType()))
            expect(.rightParen, "')' after thrown error type", into: &children)
        }
        return make(.throwsClause, children, at: start)
    }
}
