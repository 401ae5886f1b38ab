/// Statements, code blocks and `#if` blocks.
extension Parser {
    /// Where a list of code block items stands, which decides what ends it.
    enum ItemContext {
        case topLevel, block, switchCaseBody
    }

    /// What the clauses of an `#if` contain.
    enum IfConfigContent {
        case statements(ItemContext), members, switchCases, postfixExpression, attributes
    }

    /// Parses statements, declarations and expressions until something ends the list.
    mutating func parseCodeBlockItems(into children: inout ChildList, context: ItemContext) {
        while true {
            switch kind {
            case .endOfFile, .rightBrace:
                return
            case .poundKeyword:
                let k = current.keyword
                if k == .elseKeyword || k == .elseif || k == .endif { return }
            case .semicolon:
                children.append(bump())
                continue
            default:
                break
            }
            if context == .switchCaseBody && atSwitchCaseStart() { return }
            let start = pos
            let item = parseCodeBlockItem(context: context)
            children.append(.node(item))
            if pos == start {
                children.append(.node(unexpectedToken("unexpected '\(tokenDescription(current))'")))
                continue
            }
            if !at(.semicolon) && !at(.rightBrace) && !at(.endOfFile) && !current.isAtStartOfLine {
                if context == .switchCaseBody && atSwitchCaseStart() { continue }
                error("consecutive statements on a line must be separated by ';'")
            }
        }
    }

    /// True at `case`, `default:`, `@unknown`, or an `#if` whose first clause holds cases.
    func atSwitchCaseStart() -> Bool {
        if at(.caseKeyword) { return true }
        if at(.defaultKeyword) && peek(1).kind == .colon { return true }
        if at(.atSign) && text(peek(1), is: "unknown") { return true }
        if at(.poundKeyword) && current.keyword == .ifKeyword { return ifConfigStartsWithCase() }
        return false
    }

    /// Looks past an `#if` condition line to see whether the clause starts with a case.
    func ifConfigStartsWithCase() -> Bool {
        var i = pos
        // Skip the condition lines of this and any directly nested `#if`.
        while tok(i).kind == .poundKeyword && tok(i).keyword == .ifKeyword {
            i += 1
            while i < tokens.count - 1 && !tok(i).isAtStartOfLine { i += 1 }
        }
        let t = tok(i)
        if isKeyword(t, .caseKeyword) || isKeyword(t, .defaultKeyword) { return true }
        return t.kind == .atSign && text(tok(i + 1), is: "unknown")
    }

    mutating func parseCodeBlockItem(context: ItemContext) -> NodeID {
        if at(.poundKeyword) {
            switch current.keyword {
            case .ifKeyword:
                if ifConfigHoldsAttributes() { return parseDeclaration(inMemberBlock: false) }
                return parseIfConfig(.statements(context))
            case .sourceLocation:
                return parsePoundSourceLocation()
            default:
                break
            }
        }
        if isStartOfDeclaration(inMemberBlock: false) {
            return parseDeclaration(inMemberBlock: false)
        }
        if let statement = parseStatementIfPresent() {
            return statement
        }
        return parseExpression()
    }

    /// Parses a statement introduced by a keyword or a label; nil when there is none here.
    mutating func parseStatementIfPresent() -> NodeID? {
        guard at(.identifier) else { return nil }
        switch current.keyword {
        case .ifKeyword: return parseIfExpression()
        case .guardKeyword: return parseGuard()
        case .whileKeyword: return parseWhile()
        case .repeatKeyword:
            if peek(1).kind == .leftBrace { return parseRepeat() }
            return nil
        case .forKeyword: return parseFor()
        case .switchKeyword: return parseSwitchExpression()
        case .doKeyword: return parseDo()
        case .returnKeyword: return parseKeywordAndOptionalExpression(.returnStmt)
        case .throwKeyword: return parseKeywordAndOptionalExpression(.throwStmt)
        case .breakKeyword: return parseKeywordAndOptionalLabel(.breakStmt)
        case .continueKeyword: return parseKeywordAndOptionalLabel(.continueStmt)
        case .fallthroughKeyword: return make(.fallthroughStmt, [bump()], at: pos)
        case .deferKeyword:
            guard peek(1).kind == .leftBrace else { return nil }
            var children = list(bump())
            children.append(.node(parseCodeBlock()))
            return make(.deferStmt, children, at: pos)
        case .discard:
            let next = peek(1)
            if next.kind == .identifier && !next.isAtStartOfLine && next.keyword == .selfKeyword {
                return parseKeywordAndOptionalExpression(.discardStmt)
            }
            return nil
        case .yield:
            if atContextualKeywordPrefix(preferPostfix: true) {
                return parseKeywordAndOptionalExpression(.yieldStmt)
            }
            return nil
        default:
            // `label: for ...`
            if peek(1).kind == .colon {
                let after = peek(2)
                if after.kind == .identifier {
                    switch after.keyword {
                    case .forKeyword, .whileKeyword, .repeatKeyword, .ifKeyword, .switchKeyword, .doKeyword, .guardKeyword:
                        var children: ChildList = [bump(), bump()]
                        if let statement = parseStatementIfPresent() { children.append(.node(statement)) }
                        return make(.labeledStmt, children, at: pos)
                    default:
                        break
                    }
                }
            }
            return nil
        }
    }

    /// True when nothing that could continue a `return`/`throw` follows on this line.
    func atEndOfStatement() -> Bool {
        switch kind {
        case .endOfFile, .rightBrace, .semicolon, .rightParen, .rightSquare, .comma:
            return true
        case .poundKeyword:
            let k = current.keyword
            return k == .endif || k == .elseKeyword || k == .elseif || k == .ifKeyword
        case .identifier:
            if current.keyword == .caseKeyword { return true }
            if current.keyword == .defaultKeyword && peek(1).kind == .colon { return true }
            return false
        default:
            return false
        }
    }

    mutating func parseKeywordAndOptionalExpression(_ kind: NodeKind) -> NodeID {
        let start = pos
        var children = list(bump())
        if !atEndOfStatement() && !(current.isAtStartOfLine && isStartOfDeclaration(inMemberBlock: false)) {
            children.append(.node(parseExpression()))
        }
        return make(kind, children, at: start)
    }

    mutating func parseKeywordAndOptionalLabel(_ kind: NodeKind) -> NodeID {
        let start = pos
        var children = list(bump())
        if at(.identifier) && !current.isAtStartOfLine && current.keyword == .none {
            children.append(bump())
        }
        return make(kind, children, at: start)
    }

    /// `{ statements }`.
    mutating func parseCodeBlock() -> NodeID {
        let start = pos
        var children = list()
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        if !expect(.leftBrace, "'{'", into: &children) {
            return make(.codeBlock, children, at: start)
        }
        parseCodeBlockItems(into: &children, context: .block)
        expect(.rightBrace, "'}' to end the block", into: &children)
        return make(.codeBlock, children, at: start)
    }

    // MARK: Conditional statements

    /// `if conditions { } else if ... else { }` (also used as an expression).
    mutating func parseIfExpression() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list(bump())
        children.append(.node(parseConditionList()))
        children.append(.node(parseCodeBlock()))
        if at(.elseKeyword) {
            children.append(bump())
            if at(.ifKeyword) {
                children.append(.node(parseIfExpression()))
            } else {
                children.append(.node(parseCodeBlock()))
            }
        }
        return make(.ifExpr, children, at: start)
    }

    mutating func parseGuard() -> NodeID {
        let start = pos
        var children = list(bump())
        children.append(.node(parseConditionList()))
        expect(.elseKeyword, "'else' after guard condition", into: &children)
        children.append(.node(parseCodeBlock()))
        return make(.guardStmt, children, at: start)
    }

    mutating func parseWhile() -> NodeID {
        let start = pos
        var children = list(bump())
        children.append(.node(parseConditionList()))
        children.append(.node(parseCodeBlock()))
        return make(.whileStmt, children, at: start)
    }

    mutating func parseRepeat() -> NodeID {
        let start = pos
        var children = list(bump())
        children.append(.node(parseCodeBlock()))
        if expect(.whileKeyword, "'while' after repeat body", into: &children) {
            children.append(.node(parseExpression()))
        }
        return make(.repeatStmt, children, at: start)
    }

    /// `for [try] [await] [case] pattern [: T] in sequence [where cond] { }`.
    mutating func parseFor() -> NodeID {
        let start = pos
        var children = list(bump())
        _ = eat(.tryKeyword, into: &children)
        _ = eat(.awaitKeyword, into: &children)
        if at(.caseKeyword) {
            children.append(bump())
            children.append(.node(parseMatchingPattern()))
        } else {
            children.append(.node(parsePattern()))
        }
        if at(.colon) { children.append(.node(parseTypeAnnotation())) }
        if expect(.inKeyword, "'in' in for-in loop", into: &children) {
            children.append(.node(parseExpression(flavor: .condition)))
        }
        if at(.whereKeyword) {
            children.append(bump())
            children.append(.node(parseExpression(flavor: .condition)))
        }
        children.append(.node(parseCodeBlock()))
        return make(.forStmt, children, at: start)
    }

    /// Comma-separated conditions of `if`/`guard`/`while`.
    mutating func parseConditionList() -> NodeID {
        let start = pos
        var children = list()
        while true {
            let elementStart = pos
            var element = list()
            element.append(.node(parseCondition()))
            if at(.comma) { element.append(bump()) }
            children.append(.node(make(.conditionElement, element, at: elementStart)))
            if pos == elementStart { break }
            if case .token(let t) = element.last!, tokens[t].kind == .comma { continue }
            break
        }
        return make(.conditionElementList, children, at: start)
    }

    mutating func parseCondition() -> NodeID {
        let start = pos
        if at(.letKeyword) || at(.varKeyword) || (at(.inoutKeyword)) || (at(.borrowing) && peek(1).kind == .identifier && !peek(1).isAtStartOfLine) {
            var children = list(bump())
            children.append(.node(parsePattern()))
            if at(.colon) { children.append(.node(parseTypeAnnotation())) }
            if at(.equal) {
                children.append(.node(parseInitializerClause(flavor: .condition)))
            }
            return make(.optionalBindingCondition, children, at: start)
        }
        if at(.caseKeyword) {
            var children = list(bump())
            children.append(.node(parseMatchingPattern()))
            if at(.colon) { children.append(.node(parseTypeAnnotation())) }
            if at(.equal) {
                children.append(.node(parseInitializerClause(flavor: .condition)))
            } else {
                error("expected '=' in case condition")
            }
            return make(.matchingPatternCondition, children, at: start)
        }
        if at(.poundKeyword) && (current.keyword == .available || current.keyword == .unavailable) {
            var children = list(bump())
            if at(.leftParen) {
                skipBalanced(into: &children)
            } else {
                error("expected '(' after #available")
            }
            return make(.availabilityCondition, children, at: start)
        }
        return parseExpression(flavor: .condition)
    }

    // MARK: Switch

    /// `switch subject { case ...: ... default: ... }` (also an expression).
    mutating func parseSwitchExpression() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list(bump())
        children.append(.node(parseExpression(flavor: .condition)))
        guard expect(.leftBrace, "'{' after switch subject", into: &children) else {
            return make(.switchExpr, children, at: start)
        }
        parseSwitchCases(into: &children)
        expect(.rightBrace, "'}' to end the switch", into: &children)
        return make(.switchExpr, children, at: start)
    }

    mutating func parseSwitchCases(into children: inout ChildList) {
        while !at(.rightBrace) && !at(.endOfFile) {
            if at(.poundKeyword) {
                let k = current.keyword
                if k == .elseKeyword || k == .elseif || k == .endif { return }
                if k == .ifKeyword {
                    children.append(.node(parseIfConfig(.switchCases)))
                    continue
                }
            }
            if at(.caseKeyword) || at(.defaultKeyword) || (at(.atSign)) {
                children.append(.node(parseSwitchCase()))
                continue
            }
            // Statements before the first case: not valid Swift, kept as unexpected.
            let start = pos
            var stray = list()
            error("all statements inside a switch must be covered by a 'case' or 'default'")
            parseCodeBlockItems(into: &stray, context: .switchCaseBody)
            if pos == start { stray.append(bump()) }
            children.append(.node(make(.unexpected, stray, at: start)))
        }
    }

    mutating func parseSwitchCase() -> NodeID {
        let start = pos
        var children = list()
        if at(.atSign) { children.append(.node(parseAttributeList())) }
        if at(.defaultKeyword) {
            var label = list(bump())
            expect(.colon, "':' after 'default'", into: &label)
            children.append(.node(make(.switchDefaultLabel, label, at: start)))
        } else if at(.caseKeyword) {
            let labelStart = pos
            var label = list(bump())
            while true {
                let itemStart = pos
                var item: ChildList = [.node(parseMatchingPattern())]
                if at(.whereKeyword) {
                    item.append(bump())
                    item.append(.node(parseExpression()))
                }
                let hasComma = eat(.comma, into: &item)
                label.append(.node(make(.switchCaseItem, item, at: itemStart)))
                if !hasComma || pos == itemStart { break }
            }
            expect(.colon, "':' after case pattern", into: &label)
            children.append(.node(make(.switchCaseLabel, label, at: labelStart)))
        } else {
            error("expected 'case' or 'default'")
        }
        let labelCount = children.count
        parseCodeBlockItems(into: &children, context: .switchCaseBody)
        if children.count == labelCount {
            error("'case' label in a 'switch' must have at least one executable statement", at: Int(tokens[start].textStart))
        }
        return make(.switchCase, children, at: start)
    }

    // MARK: Do / catch

    mutating func parseDo() -> NodeID {
        let start = pos
        var children = list(bump())
        if at(.throwsKeyword) { children.append(.node(parseThrowsClause())) }
        children.append(.node(parseCodeBlock()))
        while at(.catchKeyword) {
            let clauseStart = pos
            var clause = list(bump())
            while !at(.leftBrace) && !at(.endOfFile) {
                let itemStart = pos
                var item: ChildList = [.node(parseMatchingPattern())]
                if at(.whereKeyword) {
                    item.append(bump())
                    item.append(.node(parseExpression(flavor: .condition)))
                }
                let hasComma = eat(.comma, into: &item)
                clause.append(.node(make(.catchItem, item, at: itemStart)))
                if !hasComma || pos == itemStart { break }
            }
            clause.append(.node(parseCodeBlock()))
            children.append(.node(make(.catchClause, clause, at: clauseStart)))
        }
        return make(.doStmt, children, at: start)
    }

    // MARK: #if

    /// `#if cond ... #elseif cond ... #else ... #endif`, with clause contents per context.
    mutating func parseIfConfig(_ content: IfConfigContent) -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list()
        var first = true
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        while at(.poundKeyword) && (first ? current.keyword == .ifKeyword : (current.keyword == .elseif || current.keyword == .elseKeyword)) {
            let clauseStart = pos
            let isElse = current.keyword == .elseKeyword
            var clause = list(bump())
            first = false
            if !isElse {
                let conditionStart = pos
                clause.append(.node(parseIfConfigCondition()))
                // swiftc does not parse a clause that a version check leaves out: it may hold
                // syntax of another compiler.
                if isFalseVersionCheck(conditionStart..<pos) {
                    clause.append(.node(skipInactiveClause()))
                    children.append(.node(make(.ifConfigClause, clause, at: clauseStart)))
                    continue
                }
            }
            switch content {
            case .statements(let context):
                parseCodeBlockItems(into: &clause, context: context == .switchCaseBody ? .switchCaseBody : .block)
                if context == .topLevel {
                    while at(.rightBrace) {
                        clause.append(.node(unexpectedToken("unexpected '}' in conditional compilation block")))
                        parseCodeBlockItems(into: &clause, context: .block)
                    }
                }
            case .members:
                parseMembers(into: &clause)
            case .switchCases:
                parseSwitchCases(into: &clause)
            case .postfixExpression:
                while at(.period) || (at(.poundKeyword) && current.keyword == .ifKeyword) {
                    let before = pos
                    if at(.period) {
                        clause.append(.node(parsePostfixSuffixes(parsePrimaryExpression(flavor: .basic), flavor: .basic)))
                    } else {
                        clause.append(.node(parseIfConfig(.postfixExpression)))
                    }
                    if pos == before { break }
                }
            case .attributes:
                while at(.atSign) || (at(.poundKeyword) && current.keyword == .ifKeyword) {
                    let before = pos
                    if at(.atSign) {
                        clause.append(.node(parseAttribute()))
                    } else {
                        clause.append(.node(parseIfConfig(.attributes)))
                    }
                    if pos == before { break }
                }
            }
            // Anything else before the next directive is unexpected here.
            while !at(.endOfFile) && !(at(.poundKeyword) && (current.keyword == .elseif || current.keyword == .elseKeyword || current.keyword == .endif)) {
                let before = pos
                var stray = list()
                error("unexpected '\(tokenDescription(current))' in conditional compilation block")
                skipBalanced(into: &stray)
                if pos == before { stray.append(bump()) }
                clause.append(.node(make(.unexpected, stray, at: before)))
                if at(.rightBrace) && content != .members { break }
                if at(.rightBrace) { break }
            }
            children.append(.node(make(.ifConfigClause, clause, at: clauseStart)))
            if at(.rightBrace) { break }
        }
        if at(.poundKeyword) && current.keyword == .endif {
            children.append(bump())
        } else {
            error("expected '#endif'")
        }
        return make(.ifConfigDecl, children, at: start)
    }

    /// `swift(<5.9)`, `compiler(>=7)`: a version check false for this compiler (Swift 6.3)
    /// in every language mode (`swift(...)` is 5.10 in Swift 5 mode).
    func isFalseVersionCheck(_ range: Range<Int>) -> Bool {
        let parts = range.map { tok($0) }
        guard parts.count >= 5, parts[0].kind == .identifier, parts[1].kind == .leftParen, parts.last?.kind == .rightParen,
              isOperator(parts[2]) else { return false }
        let name = text(parts[0], is: "swift") ? "swift" : text(parts[0], is: "compiler") ? "compiler" : nil
        guard let name else { return false }
        let version = parts[3..<(parts.count - 1)].map { String(decoding: bytes[Int($0.textStart)..<Int($0.textEnd)], as: UTF8.self) }.joined()
        let numbers = version.split(separator: ".").map { Int($0) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return false }
        let wanted = numbers.map { $0! } + [0, 0]
        func compare(_ a: [Int], _ b: [Int]) -> Int {
            for i in 0..<3 where a[i] != b[i] { return a[i] < b[i] ? -1 : 1 }
            return 0
        }
        // The lowest and highest version the check sees.
        let low = name == "swift" ? [5, 10, 0] : [6, 3, 0]
        let high = [6, 3, 0]
        if text(parts[2], is: "<") { return compare(low, wanted) >= 0 }
        if text(parts[2], is: ">=") { return compare(high, wanted) < 0 }
        return false
    }

    /// The tokens of a clause swiftc leaves unparsed, up to the `#elseif`, `#else` or
    /// `#endif` of its own `#if`.
    mutating func skipInactiveClause() -> NodeID {
        let start = pos
        var children = list()
        var depth = 0
        while !at(.endOfFile) {
            if at(.poundKeyword) {
                if current.keyword == .ifKeyword { depth += 1 }
                if depth == 0 && [.elseif, .elseKeyword, .endif].contains(current.keyword) { break }
                if current.keyword == .endif { depth -= 1 }
            }
            children.append(bump())
        }
        return make(.tokenList, children, at: start)
    }

    /// The condition after `#if`/`#elseif`: an expression that ends with its line.
    mutating func parseIfConfigCondition() -> NodeID {
        let saved = stopAtNewline
        stopAtNewline = true
        defer { stopAtNewline = saved }
        if current.isAtStartOfLine {
            error("expected a condition after '#if'")
            return make(.unexpected, [], at: pos)
        }
        return parseExpression()
    }

    /// `#sourceLocation(file: "f", line: 1)` or `#sourceLocation()`.
    mutating func parsePoundSourceLocation() -> NodeID {
        let start = pos
        var children = list(bump())
        if at(.leftParen) { skipBalanced(into: &children) } else { error("expected '(' after #sourceLocation") }
        return make(.poundSourceLocation, children, at: start)
    }
}

extension Parser.IfConfigContent: Equatable {}
