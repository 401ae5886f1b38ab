/// Expressions: sequences of operands and operators (unfolded), prefix and postfix forms,
/// calls with trailing closures, literals, closures, key paths and macro expansions.
extension Parser {
    /// Where an expression stands; in a statement condition `{` starts the body, not a
    /// trailing closure (unless what follows the braces shows otherwise).
    enum ExpressionFlavor {
        case basic, condition
    }

    mutating func parseExpression(flavor: ExpressionFlavor = .basic) -> NodeID {
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        return parseSequence(flavor: flavor)
    }

    /// Operands separated by binary operators, `=`, ternaries, `as`/`is`, kept flat.
    mutating func parseSequence(flavor: ExpressionFlavor) -> NodeID {
        let start = pos
        let first = parseUnaryExpression(flavor: flavor)
        var elements: ChildList = [.node(first)]
        while true {
            if stopAtNewline && current.isAtStartOfLine { break }
            switch kind {
            case .binaryOperator:
                elements.append(.node(make(.binaryOperatorExpr, [bump()], at: pos)))
            case .equal:
                if inMatchingPattern { break }
                elements.append(.node(make(.assignmentExpr, [bump()], at: pos)))
            case .arrow:
                elements.append(.node(make(.arrowExpr, [bump()], at: pos)))
            case .identifier where current.keyword == .async || current.keyword == .throwsKeyword || current.keyword == .rethrowsKeyword:
                // `(A) async throws -> B` written as an expression (`[() throws -> Void]()`).
                guard let saved = beginSpeculation(.arrowEffects) else { break }
                let arrowStart = pos
                if let effects = parseEffectSpecifiersIfPresent(), at(.arrow) {
                    endSpeculation()
                    elements.append(.node(make(.arrowExpr, [.node(effects), bump()], at: arrowStart)))
                } else {
                    abandon(.arrowEffects, saved)
                }
            case .infixQuestion:
                let ternaryStart = pos
                var ternary = list(bump())
                ternary.append(.node(parseExpression(flavor: .basic)))
                expect(.colon, "':' in ternary expression", into: &ternary)
                elements.append(.node(make(.unresolvedTernaryExpr, ternary, at: ternaryStart)))
            case .identifier where current.keyword == .asKeyword:
                let castStart = pos
                var cast = list(bump())
                if at(.postfixQuestion) || at(.exclamationMark) { cast.append(bump()) }
                cast.append(.node(parseType()))
                elements.append(.node(make(.asExpr, cast, at: castStart)))
                continue
            case .identifier where current.keyword == .isKeyword:
                let castStart = pos
                var cast = list(bump())
                cast.append(.node(parseType()))
                elements.append(.node(make(.isExpr, cast, at: castStart)))
                continue
            default:
                break
            }
            guard let last = elements.last, case .node(let lastNode) = last,
                  nodeKind(lastNode) == .binaryOperatorExpr || nodeKind(lastNode) == .assignmentExpr
                    || nodeKind(lastNode) == .arrowExpr || nodeKind(lastNode) == .unresolvedTernaryExpr,
                  elements.count > 1 else { break }
            elements.append(.node(parseUnaryExpression(flavor: flavor)))
        }
        if elements.count == 1 { return first }
        return make(.sequenceExpr, elements, at: start)
    }

    /// `try`, `await`, prefix operators, `&x`, `consume`/`copy`, `each`/`repeat`, then postfix.
    mutating func parseUnaryExpression(flavor: ExpressionFlavor) -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        switch kind {
        case .identifier:
            switch current.keyword {
            case .tryKeyword:
                var children = list(bump())
                if at(.postfixQuestion) || at(.exclamationMark) { children.append(bump()) }
                children.append(.node(parseUnaryExpression(flavor: flavor)))
                return make(.tryExpr, children, at: start)
            case .awaitKeyword:
                if startsOperand(peek(1)) {
                    var children = list(bump())
                    children.append(.node(parseUnaryExpression(flavor: flavor)))
                    return make(.awaitExpr, children, at: start)
                }
            case .unsafe:
                if atContextualKeywordPrefix(preferPostfix: false) {
                    var children = list(bump())
                    children.append(.node(parseUnaryExpression(flavor: flavor)))
                    return make(.unsafeExpr, children, at: start)
                }
            case .consume, .copy, .each:
                let next = peek(1)
                if next.kind == .identifier && !next.isAtStartOfLine && next.keyword != .inKeyword && next.keyword != .isKeyword && next.keyword != .asKeyword {
                    let nodeKind: NodeKind = current.keyword == .consume ? .consumeExpr : current.keyword == .copy ? .copyExpr : .packElementExpr
                    var children = list(bump())
                    children.append(.node(parseUnaryExpression(flavor: flavor)))
                    return make(nodeKind, children, at: start)
                }
            case .repeatKeyword:
                if peek(1).kind != .leftBrace {
                    var children = list(bump())
                    children.append(.node(parseUnaryExpression(flavor: flavor)))
                    return make(.packExpansionExpr, children, at: start)
                }
            default:
                break
            }
        case .prefixOperator:
            var children = list(bump())
            if at(.prefixOperator) || at(.binaryOperator) {
                // e.g. `- -x` is not valid; `-(-x)` is; keep going anyway.
            }
            children.append(.node(parseUnaryExpression(flavor: flavor)))
            let nodeKind: NodeKind = firstByte(tokens[start]) == UInt8(ascii: "&") && tokens[start].textLength == 1 ? .inOutExpr : .prefixOperatorExpr
            return make(nodeKind, children, at: start)
        default:
            break
        }
        return parsePostfixSuffixes(parsePrimaryExpression(flavor: flavor), flavor: flavor)
    }

    /// Whether a token can begin an operand (used for contextual keywords like `await`).
    func startsOperand(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral, .poundKeyword, .leftParen,
             .leftSquare, .prefixOperator, .backslash, .placeholder, .period, .leftBrace:
            return true
        default:
            return false
        }
    }

    // MARK: Postfix

    /// Member accesses, calls, subscripts, `?`, `!`, postfix operators, trailing closures
    /// and `#if` blocks inside a modifier chain.
    mutating func parsePostfixSuffixes(_ base: NodeID, flavor: ExpressionFlavor) -> NodeID {
        var expression = base
        let start = firstToken(of: base)
        while true {
            if stopAtNewline && current.isAtStartOfLine { break }
            let before = pos
            switch kind {
            case .period:
                var children: ChildList = [.node(expression), bump()]
                parseMemberName(into: &children)
                expression = make(.memberAccessExpr, children, at: start)
                if atGenericArgumentsAfterName() {
                    if let generic = parseGenericArgumentsInExpression() {
                        expression = make(.genericSpecializationExpr, [.node(expression), .node(generic)], at: start)
                    }
                }
            case .postfixQuestion:
                expression = make(.optionalChainingExpr, [.node(expression), bump()], at: start)
            case .exclamationMark:
                expression = make(.forceUnwrapExpr, [.node(expression), bump()], at: start)
            case .postfixOperator:
                expression = make(.postfixOperatorExpr, [.node(expression), bump()], at: start)
            case .leftParen where !current.isAtStartOfLine:
                if atDeclNameArguments() {
                    var children: ChildList = [.node(expression)]
                    children.append(.node(parseDeclNameArguments()))
                    expression = make(.declReferenceExpr, children, at: start)
                    continue
                }
                var children: ChildList = [.node(expression)]
                parseArgumentList(into: &children, close: .rightParen)
                parseTrailingClosures(into: &children, flavor: flavor)
                expression = make(.functionCallExpr, children, at: start)
            case .leftSquare where !current.isAtStartOfLine:
                var children: ChildList = [.node(expression)]
                parseArgumentList(into: &children, close: .rightSquare)
                parseTrailingClosures(into: &children, flavor: flavor)
                expression = make(.subscriptCallExpr, children, at: start)
            case .leftBrace:
                if isLiteral(expression) || !isValidTrailingClosure(flavor: flavor) { return expression }
                var children: ChildList = [.node(expression)]
                parseTrailingClosures(into: &children, flavor: flavor)
                expression = make(.functionCallExpr, children, at: start)
                // Another `{` right after a trailing closure starts a new statement.
                if at(.leftBrace) { return expression }
            case .poundKeyword where current.keyword == .ifKeyword && ifConfigContinuesPostfixChain():
                let config = parseIfConfig(.postfixExpression)
                expression = make(.postfixIfConfigExpr, [.node(expression), .node(config)], at: start)
            default:
                return expression
            }
            if pos == before { return expression }
        }
        return expression
    }

    func isLiteral(_ node: NodeID) -> Bool {
        switch nodeKind(node) {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .stringLiteralExpr,
             .arrayExpr, .dictionaryExpr, .regexLiteralExpr:
            return true
        default:
            return false
        }
    }

    /// Whether the `#if` here holds a postfix member chain (`#if os(iOS) .padding() #endif`).
    func ifConfigContinuesPostfixChain() -> Bool {
        var i = pos + 1
        while i < tokens.count - 1 && !tok(i).isAtStartOfLine { i += 1 }
        let t = tok(i)
        if t.kind == .period { return true }
        if t.kind == .poundKeyword && t.keyword == .ifKeyword {
            var j = i + 1
            while j < tokens.count - 1 && !tok(j).isAtStartOfLine { j += 1 }
            return tok(j).kind == .period
        }
        return false
    }

    /// The name after `.`: an identifier or keyword, a tuple index, `init`, `self`.
    mutating func parseMemberName(into children: inout ChildList) {
        switch kind {
        case .identifier:
            parseModuleSelector(into: &children)
            children.append(bump())
        case .integerLiteral:
            children.append(bump())
        case .floatLiteral:
            // `t.0.1` lexes `0.1` as one number; it names two tuple elements.
            children.append(bump())
        case .poundKeyword:
            error("expected member name after '.'")
        default:
            error("expected member name after '.'")
        }
    }

    /// `Module::` before a name (SE-0491 module selectors): `Swift::print`.
    mutating func parseModuleSelector(into children: inout ChildList) {
        guard atModuleSelector() else { return }
        children.append(bump())
        children.append(bump())
        children.append(bump())
    }

    /// Whether `Module::name` starts here (no spaces around `::`).
    func atModuleSelector() -> Bool {
        let first = peek(1)
        let second = peek(2)
        return at(.identifier) && first.kind == .colon && second.kind == .colon && !first.hasSpaceBefore
            && !second.hasSpaceBefore && peek(3).kind == .identifier && !peek(3).hasSpaceBefore
    }

    /// `(label:label:)` after a name: a reference to a function by its argument labels.
    func atDeclNameArguments() -> Bool {
        guard at(.leftParen) else { return false }
        var i = pos + 1
        var count = 0
        while i + 1 < tokens.count {
            let t = tok(i)
            if t.kind == .rightParen { return count > 0 }
            guard t.kind == .identifier, tok(i + 1).kind == .colon else { return false }
            count += 1
            i += 2
        }
        return false
    }

    mutating func parseDeclNameArguments() -> NodeID {
        let start = pos
        var children = list(bump())
        while at(.identifier) {
            children.append(bump())
            _ = eat(.colon, into: &children)
        }
        expect(.rightParen, "')'", into: &children)
        return make(.declNameArguments, children, at: start)
    }

    /// `(args)` or `[args]`: labeled expressions separated by commas.
    mutating func parseArgumentList(into children: inout ChildList, close: TokenKind) {
        children.append(bump())
        let listStart = pos
        var list = list()
        let saved = stopAtNewline
        stopAtNewline = false
        while !at(close) && !at(.endOfFile) {
            let itemStart = pos
            list.append(.node(parseLabeledExpression()))
            if !eat(.comma, into: &list) {
                if !at(close) {
                    if at(.rightBrace) || at(.rightParen) || at(.rightSquare) { break }
                    list.append(.node(unexpectedToken("expected ',' or '\(close == .rightParen ? ")" : "]")' in argument list")))
                    if at(.comma) { list.append(bump()) }
                }
            }
            if pos == itemStart { break }
        }
        stopAtNewline = saved
        children.append(.node(make(.labeledExprList, list, at: listStart)))
        expect(close, close == .rightParen ? "')' to end the argument list" : "']' to end the subscript", into: &children)
    }

    /// One argument: `label: value`, `value`, or an operator reference like `+`.
    mutating func parseLabeledExpression() -> NodeID {
        let start = pos
        var children = list()
        if (at(.identifier) || at(.integerLiteral)) && peek(1).kind == .colon && !atModuleSelector() {
            children.append(bump())
            children.append(bump())
            if at(.comma) || at(.rightParen) || at(.rightSquare) {
                // `foo(x:)` inside `#selector(...)`: a label with no value.
                return make(.labeledExpr, children, at: start)
            }
        }
        if isOperator(current) && !at(.prefixOperator) || (at(.prefixOperator) && (peek(1).kind == .comma || peek(1).kind == .rightParen)) {
            let next = peek(1).kind
            if next == .comma || next == .rightParen || next == .rightSquare {
                children.append(.node(make(.declReferenceExpr, [bump()], at: pos)))
                return make(.labeledExpr, children, at: start)
            }
        }
        children.append(.node(parseExpression()))
        return make(.labeledExpr, children, at: start)
    }

    // MARK: Trailing closures

    /// Whether `{` here starts a trailing closure rather than a body or accessor block.
    func isValidTrailingClosure(flavor: ExpressionFlavor) -> Bool {
        if isStartOfAccessorBlock(observersOnly: true) { return false }
        if flavor == .basic { return true }
        // `switch e { case ...`: a switch body, never a closure.
        let first = tok(pos + 1)
        if first.kind == .identifier && (first.keyword == .caseKeyword || first.keyword == .defaultKeyword) { return false }
        // In a condition, take the braces as a closure only when what follows them says so.
        var i = pos
        var depth = 0
        while i < tokens.count - 1 {
            switch tok(i).kind {
            case .leftBrace, .leftParen, .leftSquare, .interpolationOpen: depth += 1
            case .rightBrace, .rightParen, .rightSquare: depth -= 1
            default: break
            }
            i += 1
            if depth == 0 { break }
        }
        let t = tok(i)
        switch t.kind {
        case .leftBrace, .comma:
            return true
        case .identifier:
            return t.keyword == .whereKeyword || ((t.keyword == .isKeyword || t.keyword == .asKeyword) && !t.isAtStartOfLine)
        case .leftSquare, .leftParen, .period, .postfixQuestion, .infixQuestion, .exclamationMark, .postfixOperator, .binaryOperator:
            return !t.isAtStartOfLine
        default:
            return false
        }
    }

    /// `{ get`, `{ set`, `{ didSet`, ... : an accessor block, not a closure. After an
    /// expression only `willSet` and `didSet` say so (`var x = 0 { didSet {} }`): there a
    /// closure may start by calling a method named `get` or `set` (`compactMap { get(id: $0) }`),
    /// as swiftc reads it.
    func isStartOfAccessorBlock(observersOnly: Bool = false) -> Bool {
        guard at(.leftBrace) else { return false }
        var i = pos + 1
        while tok(i).kind == .atSign {
            guard let next = indexAfterAttribute(i) else { return false }
            i = next
        }
        let t = tok(i)
        guard t.kind == .identifier else { return false }
        switch t.keyword {
        case .getKeyword, .setKeyword, .willSet, .didSet:
            if observersOnly && (t.keyword == .getKeyword || t.keyword == .setKeyword) { return false }
            let next = tok(i + 1)
            if next.kind == .identifier && next.keyword == .inKeyword { return false }  // `{ set in ... }`
            return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen || next.kind == .identifier
        default:
            return false
        }
    }

    /// `{ ... }` then any `label: { ... }` closures.
    mutating func parseTrailingClosures(into children: inout ChildList, flavor: ExpressionFlavor) {
        guard at(.leftBrace), isValidTrailingClosure(flavor: flavor) else { return }
        children.append(.node(parseClosure()))
        while atLabeledTrailingClosure() {
            let start = pos
            var element: ChildList = [bump(), bump()]
            element.append(.node(parseClosure()))
            children.append(.node(make(.multipleTrailingClosureElement, element, at: start)))
        }
    }

    func atLabeledTrailingClosure() -> Bool {
        guard at(.identifier), peek(1).kind == .colon, peek(2).kind == .leftBrace else { return false }
        let k = current.keyword
        return k != .caseKeyword && k != .defaultKeyword
    }

    // MARK: Primary

    mutating func parsePrimaryExpression(flavor: ExpressionFlavor) -> NodeID {
        let start = pos
        switch kind {
        case .identifier:
            switch current.keyword {
            case .trueKeyword, .falseKeyword:
                return make(.booleanLiteralExpr, [bump()], at: start)
            case .nilKeyword:
                return make(.nilLiteralExpr, [bump()], at: start)
            case .superKeyword:
                return make(.superExpr, [bump()], at: start)
            case .underscore:
                return make(.discardAssignmentExpr, [bump()], at: start)
            case .ifKeyword:
                return parseIfExpression()
            case .switchKeyword:
                return parseSwitchExpression()
            case .letKeyword, .varKeyword:
                if inMatchingPattern {
                    var children = list(bump())
                    children.append(.node(parseMatchingPatternOperand()))
                    return make(.patternExpr, [.node(make(.valueBindingPattern, children, at: start))], at: start)
                }
                return make(.unexpected, [], at: start)
            case .someKeyword, .anyKeyword:
                let next = peek(1)
                let nameFollows = next.kind == .identifier && (next.keyword == .none || next.keyword == .capSelf || next.keyword == .capAny)
                if !next.isAtStartOfLine && (nameFollows || next.kind == .leftParen) {
                    return make(.typeExpr, [.node(parseType())], at: start)
                }
            case .inoutKeyword:
                return make(.typeExpr, [.node(parseType())], at: start)
            default:
                break
            }
            let keyword = current.keyword
            if isReservedInExpression(keyword) {
                return make(.unexpected, [], at: start)
            }
            var name = list()
            parseModuleSelector(into: &name)
            name.append(bump())
            let reference = make(.declReferenceExpr, name, at: start)
            if atGenericArgumentsAfterName() {
                if let generic = parseGenericArgumentsInExpression() {
                    return make(.genericSpecializationExpr, [.node(reference), .node(generic)], at: start)
                }
            }
            return reference
        case .integerLiteral:
            return make(.integerLiteralExpr, [bump()], at: start)
        case .floatLiteral:
            return make(.floatLiteralExpr, [bump()], at: start)
        case .stringOpen:
            return parseStringLiteral()
        case .regexLiteral:
            return make(.regexLiteralExpr, [bump()], at: start)
        case .placeholder:
            return make(.editorPlaceholderExpr, [bump()], at: start)
        case .poundKeyword:
            if current.keyword == .ifKeyword {
                // `#if` where an expression is expected: parse it as a block of statements.
                return parseIfConfig(.statements(.block))
            }
            return parseMacroExpansion(isDeclaration: false, flavor: flavor)
        case .period:
            // Implicit member: `.red`, `.init(...)`.
            var children = list(bump())
            parseMemberName(into: &children)
            return make(.memberAccessExpr, children, at: start)
        case .leftParen:
            return parseTupleExpression()
        case .leftSquare:
            return parseCollectionLiteral()
        case .leftBrace:
            return parseClosure()
        case .backslash:
            return parseKeyPath()
        case .atSign:
            // An attributed type used as a value (`@Sendable () -> Void`).
            return make(.typeExpr, [.node(parseType())], at: start)
        case .binaryOperator, .postfixOperator:
            let next = peek(1).kind
            if next == .rightParen || next == .comma || next == .rightSquare {
                return make(.declReferenceExpr, [bump()], at: start)
            }
        default:
            break
        }
        error("expected expression")
        return make(.unexpected, [], at: start)
    }

    /// Keywords that can never start an expression (they end the expression instead).
    func isReservedInExpression(_ k: Keyword) -> Bool {
        switch k {
        case .inKeyword, .elseKeyword, .whereKeyword, .caseKeyword, .defaultKeyword, .catchKeyword,
             .returnKeyword, .throwKeyword, .breakKeyword, .continueKeyword, .guardKeyword, .whileKeyword,
             .forKeyword, .doKeyword, .deferKeyword, .fallthroughKeyword, .funcKeyword, .classKeyword,
             .structKeyword, .enumKeyword, .protocolKeyword, .importKeyword,
             .typealiasKeyword, .subscriptKeyword, .deinitKeyword, .operatorKeyword, .isKeyword, .asKeyword,
             .staticKeyword, .publicKeyword, .privateKeyword, .fileprivateKeyword, .internalKeyword,
             .associatedtypeKeyword, .letKeyword, .varKeyword, .throwsKeyword, .rethrowsKeyword:
            return true
        default:
            return false
        }
    }

    /// Whether a `<` after a name may open generic arguments: written against the name, or
    /// bound to what follows it after a space or on the next line (`Expression <UInt64>
    /// ("q")`, `UICollectionView.CellRegistration` then `<Cell, Item> { ... }`), as swiftc
    /// reads it; `a < b` with spaces on both sides is a comparison.
    func atGenericArgumentsAfterName() -> Bool {
        guard atOperatorStarting(with: UInt8(ascii: "<")) else { return false }
        return !current.hasSpaceBefore || kind == .prefixOperator
    }

    /// Tries `<...>` after a name as generic arguments; restores and returns nil if the
    /// tokens after the `>` show it was a comparison.
    mutating func parseGenericArgumentsInExpression() -> NodeID? {
        // A failed attempt is remembered, so `a < b < c < ...` is not re-tried from every `<`.
        guard let saved = beginSpeculation(.genericArguments) else { return nil }
        let clause = parseGenericArgumentClause()
        if !hasErrors(since: saved) && genericArgumentsEndHere() {
            endSpeculation()
            return clause
        }
        abandon(.genericArguments, saved)
        return nil
    }

    /// Whether the token after a `<...>` shows it was generic arguments, not a comparison.
    func genericArgumentsEndHere() -> Bool {
        switch kind {
        case .leftParen, .leftSquare:
            return !current.isAtStartOfLine
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .comma, .semicolon, .endOfFile,
             .exclamationMark, .postfixQuestion, .colon:
            return true
        case .binaryOperator:
            return text(current, is: "==") || text(current, is: "!=")
        case .identifier:
            return current.isAtStartOfLine
        default:
            return false
        }
    }

    /// `#name<T>(args) { closure }` as an expression, or as a declaration in member lists.
    mutating func parseMacroExpansion(isDeclaration: Bool, flavor: ExpressionFlavor = .basic) -> NodeID {
        let start = pos
        if ifConfigDepth == 0 && text(current, is: "#error") {
            // The compiler stops at an unconditional `#error`; so does `syntax check`.
            error("#error directive in source file")
        }
        var children = list(bump())
        if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore,
           let saved = beginSpeculation(.macroGenericArguments) {
            let clause = parseGenericArgumentClause()
            if hasErrors(since: saved) {
                abandon(.macroGenericArguments, saved)
            } else {
                endSpeculation()
                children.append(.node(clause))
            }
        }
        if at(.leftParen) && !current.isAtStartOfLine {
            parseArgumentList(into: &children, close: .rightParen)
        }
        if at(.leftBrace) && !stopAtNewline {
            parseTrailingClosures(into: &children, flavor: flavor)
        }
        return make(isDeclaration ? .macroExpansionDecl : .macroExpansionExpr, children, at: start)
    }

    // MARK: Literals

    /// A string literal with its segments and `\( ... )` interpolations.
    mutating func parseStringLiteral() -> NodeID {
        let start = pos
        var children = list(bump())
        loop: while true {
            switch kind {
            case .stringSegment:
                children.append(.node(make(.stringSegment, [bump()], at: pos)))
            case .interpolationOpen:
                let segmentStart = pos
                var segment = list()
                guard enter() else {
                    leave()
                    children.append(.node(tooDeepNode()))
                    continue
                }
                parseArgumentList(into: &segment, close: .rightParen)
                leave()
                children.append(.node(make(.expressionSegment, segment, at: segmentStart)))
            case .stringClose:
                children.append(bump())
                break loop
            default:
                error("unterminated string literal")
                break loop
            }
        }
        return make(.stringLiteralExpr, children, at: start)
    }

    /// `(a, b)`, `(label: x)`, `(x)`, `()`.
    mutating func parseTupleExpression() -> NodeID {
        let start = pos
        var children = list()
        parseArgumentList(into: &children, close: .rightParen)
        return make(.tupleExpr, children, at: start)
    }

    /// `[a, b]`, `[k: v]`, `[]`, `[:]`.
    mutating func parseCollectionLiteral() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list(bump())
        let saved = stopAtNewline
        stopAtNewline = false
        defer { stopAtNewline = saved }
        if at(.colon) && peek(1).kind == .rightSquare {
            children.append(bump())
            children.append(bump())
            return make(.dictionaryExpr, children, at: start)
        }
        var isDictionary = false
        var first = true
        while !at(.rightSquare) && !at(.endOfFile) {
            let elementStart = pos
            if at(.poundKeyword) && current.keyword == .ifKeyword {
                children.append(.node(parseIfConfig(.statements(.block))))
                continue
            }
            var element: ChildList = [.node(parseExpression())]
            if first && at(.colon) { isDictionary = true }
            first = false
            if isDictionary {
                expect(.colon, "':' in dictionary literal", into: &element)
                element.append(.node(parseExpression()))
            }
            let hasComma = eat(.comma, into: &element)
            children.append(.node(make(isDictionary ? .dictionaryElement : .arrayElement, element, at: elementStart)))
            if pos == elementStart { break }
            if !hasComma && !at(.rightSquare) {
                if at(.rightBrace) || at(.rightParen) { break }
                children.append(.node(unexpectedToken("expected ',' or ']' in collection literal")))
            }
        }
        expect(.rightSquare, "']' to end the collection literal", into: &children)
        return make(isDictionary ? .dictionaryExpr : .arrayExpr, children, at: start)
    }

    // MARK: Closures

    /// `{ [captures] (params) async throws -> T in statements }`.
    mutating func parseClosure() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list(bump())
        let saved = stopAtNewline
        stopAtNewline = false
        defer { stopAtNewline = saved }
        let savedPattern = inMatchingPattern
        inMatchingPattern = false
        defer { inMatchingPattern = savedPattern }
        if let signature = parseClosureSignatureIfPresent() {
            children.append(.node(signature))
        }
        parseCodeBlockItems(into: &children, context: .block)
        expect(.rightBrace, "'}' to end the closure", into: &children)
        return make(.closureExpr, children, at: start)
    }

    /// Parses a closure signature speculatively; nil (nothing consumed) when there is none.
    mutating func parseClosureSignatureIfPresent() -> NodeID? {
        // Quick reject: a signature needs an `in` before the next brace at this level.
        var i = pos
        var depth = 0
        var sawIn = false
        while i < tokens.count - 1 {
            let t = tok(i)
            if depth == 0 && t.kind == .identifier && t.keyword == .inKeyword { sawIn = true; break }
            switch t.kind {
            case .leftParen, .leftSquare, .interpolationOpen: depth += 1
            case .rightParen, .rightSquare: depth -= 1
            case .leftBrace, .rightBrace, .semicolon: i = tokens.count
            default: break
            }
            if depth < 0 { break }
            i += 1
        }
        guard sawIn, let saved = beginSpeculation(.closureSignature) else { return nil }
        let start = pos
        var children = list()
        if at(.atSign) { children.append(.node(parseAttributeList())) }
        if at(.leftSquare) {
            children.append(.node(parseCaptureList()))
        }
        if at(.leftParen) {
            children.append(.node(parseParameterClause(forClosure: true)))
        } else if at(.identifier) && !at(.inKeyword) {
            let paramsStart = pos
            var params = list()
            while at(.identifier) && !at(.inKeyword) {
                var param = list(bump())
                _ = eat(.comma, into: &param)
                params.append(.node(make(.closureShorthandParameter, param, at: pos)))
                if case .token(let t) = param.last!, tokens[t].kind != .comma { break }
            }
            children.append(.node(make(.closureParameterClause, params, at: paramsStart)))
        }
        if let effects = parseEffectSpecifiersIfPresent() { children.append(.node(effects)) }
        if at(.arrow) {
            var clause = list(bump())
            clause.append(.node(parseType()))
            children.append(.node(make(.returnClause, clause, at: pos)))
        }
        if at(.inKeyword) && !hasErrors(since: saved) {
            endSpeculation()
            children.append(bump())
            return make(.closureSignature, children, at: start)
        }
        abandon(.closureSignature, saved)
        return nil
    }

    /// `[weak self, unowned(unsafe) x, y = z]`.
    mutating func parseCaptureList() -> NodeID {
        let start = pos
        var children = list(bump())
        while !at(.rightSquare) && !at(.endOfFile) {
            let itemStart = pos
            var item = list()
            if (at(.weakKeyword) || at(.unownedKeyword)) && (peek(1).kind == .identifier || peek(1).kind == .leftParen) {
                item.append(bump())
                if at(.leftParen) { skipBalanced(into: &item) }
            }
            if at(.identifier) && peek(1).kind == .equal {
                item.append(bump())
                item.append(bump())
            }
            item.append(.node(parseExpression()))
            let hasComma = eat(.comma, into: &item)
            children.append(.node(make(.closureCapture, item, at: itemStart)))
            if !hasComma || pos == itemStart { break }
        }
        expect(.rightSquare, "']' to end the capture list", into: &children)
        return make(.closureCaptureClause, children, at: start)
    }

    // MARK: Key paths

    /// `\Type.member`, `\.member?.other[0]`, `\.self`.
    mutating func parseKeyPath() -> NodeID {
        let start = pos
        var children = list(bump())
        if atOperator("..") && !current.hasSpaceBefore && peek(1).kind == .identifier && !peek(1).hasSpaceBefore {
            // `\..offset`: swiftc reads it as `\.offset` (the lexer makes `..` one operator).
            let componentStart = pos
            var component = list(bump())
            parseMemberName(into: &component)
            children.append(.node(make(.keyPathComponent, component, at: componentStart)))
        } else if !at(.period) && !at(.leftSquare) && !at(.postfixQuestion) && !at(.exclamationMark) {
            children.append(.node(parseKeyPathRootType()))
        }
        while true {
            let componentStart = pos
            var component = list()
            if at(.period) && !(current.isAtStartOfLine && children.count > 1) {
                component.append(bump())
                if at(.postfixQuestion) || at(.exclamationMark) {
                    component.append(bump())
                } else if at(.leftSquare) {
                    parseArgumentList(into: &component, close: .rightSquare)
                } else {
                    parseMemberName(into: &component)
                    if at(.leftParen) && !current.isAtStartOfLine && !current.hasSpaceBefore {
                        var call = list()
                        if atDeclNameArguments() {
                            call.append(.node(parseDeclNameArguments()))
                        } else {
                            parseArgumentList(into: &call, close: .rightParen)
                        }
                        component.append(contentsOf: call)
                    }
                }
            } else if (at(.postfixQuestion) || at(.exclamationMark)) && !current.hasSpaceBefore {
                component.append(bump())
            } else if at(.leftSquare) && !current.hasSpaceBefore {
                parseArgumentList(into: &component, close: .rightSquare)
            } else {
                break
            }
            children.append(.node(make(.keyPathComponent, component, at: componentStart)))
        }
        return make(.keyPathExpr, children, at: start)
    }

    /// The root type of a key path: a name with generic arguments, no member chain (the
    /// members are components).
    mutating func parseKeyPathRootType() -> NodeID {
        let start = pos
        if at(.leftSquare) || at(.leftParen) {
            return parseType()
        }
        guard at(.identifier) else {
            error("expected type or '.' in key path")
            return make(.missingType, [], at: start)
        }
        var children = list(bump())
        if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore {
            children.append(.node(parseGenericArgumentClause()))
        }
        return make(.identifierType, children, at: start)
    }
}
