/// Patterns: binding patterns in declarations and loops, matching patterns in `case`.
extension Parser {
    /// A binding pattern: `x`, `_`, `(a, b)`, `let x` (inside `for case` tuples).
    mutating func parsePattern() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        switch kind {
        case .identifier:
            switch current.keyword {
            case .underscore:
                return make(.wildcardPattern, [bump()], at: start)
            case .letKeyword, .varKeyword:
                var children = list(bump())
                children.append(.node(parsePattern()))
                return make(.valueBindingPattern, children, at: start)
            default:
                if isReservedWord(current.keyword) {
                    error("keyword '\(tokenDescription(current))' cannot be used as an identifier here")
                }
                return make(.identifierPattern, [bump()], at: start)
            }
        case .leftParen:
            var children = list(bump())
            while !at(.rightParen) && !at(.endOfFile) {
                let elementStart = pos
                var element = list()
                if at(.identifier) && peek(1).kind == .colon {
                    element.append(bump())
                    element.append(bump())
                }
                element.append(.node(parsePattern()))
                let hasComma = eat(.comma, into: &element)
                children.append(.node(make(.tuplePatternElement, element, at: elementStart)))
                if !hasComma || pos == elementStart { break }
            }
            expect(.rightParen, "')' to end the tuple pattern", into: &children)
            return make(.tuplePattern, children, at: start)
        default:
            error("expected pattern")
            return make(.unexpected, [], at: start)
        }
    }

    /// Keywords that are reserved everywhere: they need backticks to name anything
    /// (`self` is allowed: `guard let self`).
    func isReservedWord(_ k: Keyword) -> Bool {
        switch k {
        case .associatedtypeKeyword, .classKeyword, .deinitKeyword, .enumKeyword, .extensionKeyword,
             .fileprivateKeyword, .funcKeyword, .importKeyword, .initKeyword, .inoutKeyword, .internalKeyword,
             .letKeyword, .operatorKeyword, .privateKeyword, .precedencegroupKeyword, .protocolKeyword,
             .publicKeyword, .rethrowsKeyword, .staticKeyword, .structKeyword, .subscriptKeyword,
             .typealiasKeyword, .varKeyword, .breakKeyword, .caseKeyword, .catchKeyword, .continueKeyword,
             .defaultKeyword, .deferKeyword, .doKeyword, .elseKeyword, .fallthroughKeyword, .forKeyword,
             .guardKeyword, .ifKeyword, .inKeyword, .repeatKeyword, .returnKeyword, .throwKeyword,
             .switchKeyword, .whereKeyword, .whileKeyword, .asKeyword, .capAny, .falseKeyword, .isKeyword,
             .nilKeyword, .capSelf, .superKeyword, .throwsKeyword, .trueKeyword, .tryKeyword:
            return true
        default:
            return false
        }
    }

    /// A `case` pattern: an expression in which `let x`/`var x` may appear, or `is T`.
    mutating func parseMatchingPattern() -> NodeID {
        let start = pos
        if at(.isKeyword) {
            var children = list(bump())
            children.append(.node(parseType()))
            return make(.isTypePattern, children, at: start)
        }
        let saved = inMatchingPattern
        inMatchingPattern = true
        defer { inMatchingPattern = saved }
        if at(.letKeyword) || at(.varKeyword) {
            var children = list(bump())
            children.append(.node(parseMatchingPatternOperand()))
            return make(.valueBindingPattern, children, at: start)
        }
        return make(.expressionPattern, [.node(parseExpression(flavor: .condition))], at: start)
    }

    /// After `let`/`var` in a case pattern: the rest of the pattern expression.
    mutating func parseMatchingPatternOperand() -> NodeID {
        parseExpression(flavor: .condition)
    }
}
