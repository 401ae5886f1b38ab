/// Declarations: types, extensions, functions, initializers, properties with accessors,
/// enum cases, type aliases, macros, operators, and member blocks.
extension Parser {
    /// Whether a declaration starts here (after any attributes and modifiers).
    func isStartOfDeclaration(inMemberBlock: Bool) -> Bool {
        var i = pos
        var sawAttributeOrReserved = false
        // Attributes.
        while tok(i).kind == .atSign {
            sawAttributeOrReserved = true
            if tok(i + 1).kind != .identifier { return true }
            guard let next = indexAfterAttribute(i) else { return true }
            i = next
            if isOperator(tok(i)) && firstByte(tok(i)) == UInt8(ascii: "<") {
                // Generic attribute arguments: skip to the matching `>`.
                var depth = 0
                while i < tokens.count - 1 {
                    let t = tok(i)
                    if isOperator(t) {
                        for k in Int(t.textStart)..<Int(t.textEnd) {
                            if bytes[k] == UInt8(ascii: "<") { depth += 1 }
                            if bytes[k] == UInt8(ascii: ">") { depth -= 1 }
                        }
                    }
                    i += 1
                    if depth <= 0 { break }
                }
            }
        }
        let t = tok(i)
        if t.kind == .poundKeyword {
            return inMemberBlock || sawAttributeOrReserved
        }
        guard t.kind == .identifier else { return sawAttributeOrReserved && t.kind != .leftBrace }
        let k = t.keyword
        if k == .caseKeyword { return inMemberBlock }
        if isDeclarationKeyword(k, at: i) { return true }
        if isModifierKeyword(k) {
            if isReservedModifier(k) { return true }
            if modifierAppliesHere(at: i) { return true }
        }
        if inMemberBlock { return sawAttributeOrReserved }
        return sawAttributeOrReserved
    }

    /// Parses one declaration with its attributes and modifiers.
    mutating func parseDeclaration(inMemberBlock: Bool) -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var prefix = list()
        if at(.atSign) || (at(.poundKeyword) && current.keyword == .ifKeyword && ifConfigHoldsAttributes()) {
            prefix.append(.node(parseAttributeList(declaration: true)))
        }
        let modifiers = parseModifierList()
        if !isEmptyNode(modifiers) { prefix.append(.node(modifiers)) }
        if at(.poundKeyword) && current.keyword != .ifKeyword {
            let expansion = parseMacroExpansion(isDeclaration: true)
            return make(.macroExpansionDecl, prefix + childList(of: expansion), at: start)
        }
        guard at(.identifier) else {
            error("expected declaration")
            return make(.missingDecl, prefix, at: start)
        }
        switch current.keyword {
        case .importKeyword: return parseImport(prefix, start)
        case .structKeyword: return parseNominal(.structDecl, prefix, start)
        case .classKeyword: return parseNominal(.classDecl, prefix, start)
        case .enumKeyword: return parseNominal(.enumDecl, prefix, start)
        case .protocolKeyword: return parseNominal(.protocolDecl, prefix, start)
        case .actor: return parseNominal(.actorDecl, prefix, start)
        case .extensionKeyword: return parseExtension(prefix, start)
        case .funcKeyword: return parseFunction(prefix, start)
        case .initKeyword: return parseInitializer(prefix, start)
        case .deinitKeyword: return parseDeinitializer(prefix, start)
        case .subscriptKeyword: return parseSubscript(prefix, start)
        case .varKeyword, .letKeyword: return parseVariable(prefix, start)
        case .typealiasKeyword: return parseTypeAlias(prefix, start)
        case .associatedtypeKeyword: return parseAssociatedType(prefix, start)
        case .caseKeyword: return parseEnumCase(prefix, start)
        case .macro: return parseMacroDecl(prefix, start)
        case .operatorKeyword: return parseOperatorDecl(prefix, start)
        case .precedencegroupKeyword: return parsePrecedenceGroup(prefix, start)
        default:
            error("expected declaration")
            return make(.missingDecl, prefix, at: start)
        }
    }

    /// The name of a declaration; reports when it is missing.
    mutating func parseName(into children: inout ChildList, allowOperator: Bool = false) {
        if at(.identifier) {
            children.append(bump())
        } else if allowOperator && (isOperator(current) || at(.exclamationMark) || at(.postfixQuestion) || at(.infixQuestion) || at(.equal) || at(.arrow)) {
            children.append(bump())
        } else {
            error("expected name in declaration")
        }
    }

    // MARK: Import

    mutating func parseImport(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        if at(.identifier) && !current.isAtStartOfLine {
            switch current.keyword {
            case .structKeyword, .classKeyword, .enumKeyword, .protocolKeyword, .typealiasKeyword, .varKeyword,
                 .letKeyword, .funcKeyword:
                children.append(bump())
            default:
                break
            }
        }
        if at(.identifier) || isOperator(current) {
            children.append(bump())
        } else {
            error("expected module name in import")
        }
        while at(.period) {
            children.append(bump())
            if at(.identifier) || isOperator(current) { children.append(bump()) } else { error("expected name in import path") }
        }
        return make(.importDecl, children, at: start)
    }

    // MARK: Types

    /// `struct`/`class`/`enum`/`protocol`/`actor` with generics, inheritance and members.
    mutating func parseNominal(_ kind: NodeKind, _ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        parseName(into: &children)
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            if kind == .protocolDecl {
                children.append(.node(parsePrimaryAssociatedTypes()))
            } else {
                children.append(.node(parseGenericParameterClause()))
            }
        }
        if at(.colon) { children.append(.node(parseInheritanceClause())) }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        children.append(.node(parseMemberBlock()))
        return make(kind, children, at: start)
    }

    mutating func parseExtension(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        children.append(.node(parseSimpleTypeWithSuffixes()))
        if at(.colon) { children.append(.node(parseInheritanceClause())) }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        children.append(.node(parseMemberBlock()))
        return make(.extensionDecl, children, at: start)
    }

    /// `{ members }`.
    mutating func parseMemberBlock() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list()
        guard expect(.leftBrace, "'{' to start the member list", into: &children) else {
            return make(.memberBlock, children, at: start)
        }
        parseMembers(into: &children)
        expect(.rightBrace, "'}' to end the member list", into: &children)
        return make(.memberBlock, children, at: start)
    }

    /// Declarations until `}` or an `#else`/`#endif`.
    mutating func parseMembers(into children: inout ChildList) {
        while !at(.rightBrace) && !at(.endOfFile) {
            if at(.semicolon) {
                children.append(bump())
                continue
            }
            if at(.poundKeyword) {
                let k = current.keyword
                if k == .elseKeyword || k == .elseif || k == .endif { return }
                if k == .ifKeyword && !ifConfigHoldsAttributes() {
                    children.append(.node(parseIfConfig(.members)))
                    continue
                }
                if k == .sourceLocation {
                    children.append(.node(parsePoundSourceLocation()))
                    continue
                }
            }
            let before = pos
            if isStartOfDeclaration(inMemberBlock: true) {
                children.append(.node(parseDeclaration(inMemberBlock: true)))
                if !at(.semicolon) && !at(.rightBrace) && !at(.endOfFile) && !current.isAtStartOfLine {
                    error("consecutive declarations on a line must be separated by ';'")
                }
            } else {
                // Not a declaration: keep the statement or expression as unexpected.
                error("expected declaration in member list")
                var stray = list()
                let item = parseCodeBlockItem(context: .block)
                stray.append(.node(item))
                if pos == before { stray.append(bump()) }
                children.append(.node(make(.unexpected, stray, at: before)))
            }
            if pos == before { children.append(bump()) }
        }
    }

    mutating func parseInheritanceClause() -> NodeID {
        let start = pos
        var children = list(bump())
        while true {
            let itemStart = pos
            var item: ChildList = [.node(parseType())]
            let hasComma = eat(.comma, into: &item)
            children.append(.node(make(.inheritedType, item, at: itemStart)))
            if !hasComma || pos == itemStart { break }
        }
        return make(.inheritanceClause, children, at: start)
    }

    /// `<T: P, each U, let N: Int>`.
    mutating func parseGenericParameterClause() -> NodeID {
        let start = pos
        var children = list()
        _ = eatAngle(UInt8(ascii: "<"), into: &children)
        while !atOperatorStarting(with: UInt8(ascii: ">")) && !at(.endOfFile) {
            let parameterStart = pos
            var parameter = list()
            if at(.atSign) { parameter.append(.node(parseAttributeList())) }
            if (at(.each) || at(.letKeyword)) && peek(1).kind == .identifier { parameter.append(bump()) }
            if at(.identifier) { parameter.append(bump()) } else { error("expected generic parameter name") }
            if at(.postfixOperator) && text(current, is: "...") { parameter.append(bump()) }
            if at(.colon) {
                parameter.append(bump())
                parameter.append(.node(parseType()))
            }
            let hasComma = eat(.comma, into: &parameter)
            children.append(.node(make(.genericParameter, parameter, at: parameterStart)))
            if !hasComma || pos == parameterStart { break }
        }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        if !eatAngle(UInt8(ascii: ">"), into: &children) {
            error("expected '>' to end the generic parameter list")
        }
        return make(.genericParameterClause, children, at: start)
    }

    mutating func parsePrimaryAssociatedTypes() -> NodeID {
        let start = pos
        var children = list()
        _ = eatAngle(UInt8(ascii: "<"), into: &children)
        while at(.identifier) {
            children.append(bump())
            if !eat(.comma, into: &children) { break }
        }
        if !eatAngle(UInt8(ascii: ">"), into: &children) {
            error("expected '>' to end the primary associated type list")
        }
        return make(.primaryAssociatedTypeClause, children, at: start)
    }

    /// `where T: P, T.Element == U, T: ~Copyable`.
    mutating func parseGenericWhereClause() -> NodeID {
        let start = pos
        var children = list(bump())
        while true {
            let requirementStart = pos
            var requirement = list()
            if at(.atSign) { requirement.append(.node(parseAttributeList())) }
            requirement.append(.node(parseType()))
            if at(.colon) {
                requirement.append(bump())
                requirement.append(.node(parseType()))
            } else if atOperator("==") {
                requirement.append(bump())
                requirement.append(.node(parseType()))
            } else {
                error("expected ':' or '==' in where clause requirement")
            }
            let hasComma = eat(.comma, into: &requirement)
            children.append(.node(make(.genericRequirement, requirement, at: requirementStart)))
            if !hasComma || pos == requirementStart { break }
        }
        return make(.genericWhereClause, children, at: start)
    }

    // MARK: Functions

    mutating func parseFunction(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        // `func ==<T>(...)`: the operator name and the generic clause lex as one token.
        if isOperator(current) && current.textLength > 1 && bytes[Int(current.textEnd) - 1] == UInt8(ascii: "<")
            && peek(1).kind == .identifier {
            splitCurrent(firstLength: current.textLength - 1, firstKind: current.kind)
        }
        parseName(into: &children, allowOperator: true)
        if atOperatorStarting(with: UInt8(ascii: "<")) {
            children.append(.node(parseGenericParameterClause()))
        }
        children.append(.node(parseFunctionSignature()))
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        if at(.leftBrace) { children.append(.node(parseCodeBlock())) }
        return make(.functionDecl, children, at: start)
    }

    /// `(params) async throws -> Result`.
    mutating func parseFunctionSignature() -> NodeID {
        let start = pos
        var children: ChildList = [.node(parseParameterClause(forClosure: false))]
        if let effects = parseEffectSpecifiersIfPresent() { children.append(.node(effects)) }
        if at(.arrow) {
            let clauseStart = pos
            var clause = list(bump())
            clause.append(.node(parseType()))
            children.append(.node(make(.returnClause, clause, at: clauseStart)))
        }
        return make(.functionSignature, children, at: start)
    }

    /// `(label name: Type = default, ...)`; in closures the type is optional.
    mutating func parseParameterClause(forClosure: Bool) -> NodeID {
        let start = pos
        var children = list()
        guard expect(.leftParen, "'(' to start the parameter list", into: &children) else {
            return make(.parameterClause, children, at: start)
        }
        while !at(.rightParen) && !at(.endOfFile) {
            let parameterStart = pos
            var parameter = list()
            if at(.atSign) { parameter.append(.node(parseAttributeList())) }
            // Modifiers such as `isolated`, `_const` before the name.
            while at(.identifier) && (current.keyword == .uconst || current.keyword == .isolated) && peek(1).kind == .identifier && peek(2).kind != .colon {
                parameter.append(bump())
            }
            if at(.identifier) {
                parameter.append(bump())
                if at(.identifier) && !at(.inKeyword) { parameter.append(bump()) }
            } else if !forClosure {
                error("expected parameter name")
            }
            if at(.colon) {
                parameter.append(bump())
                parameter.append(.node(parseType()))
                if (at(.postfixOperator) || at(.binaryOperator)) && text(current, is: "...") { parameter.append(bump()) }
            } else if !forClosure {
                error("expected ':' and type for parameter")
            }
            if at(.equal) {
                parameter.append(.node(parseInitializerClause(flavor: .basic)))
            }
            let hasComma = eat(.comma, into: &parameter)
            children.append(.node(make(forClosure ? .closureParameter : .functionParameter, parameter, at: parameterStart)))
            if pos == parameterStart { break }
            if !hasComma {
                if !at(.rightParen) {
                    children.append(.node(unexpectedToken("expected ',' or ')' in parameter list")))
                    if at(.comma) { children.append(bump()) }
                    continue
                }
                break
            }
        }
        expect(.rightParen, "')' to end the parameter list", into: &children)
        return make(.parameterClause, children, at: start)
    }

    mutating func parseInitializer(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        if at(.postfixQuestion) || at(.exclamationMark) { children.append(bump()) }
        if atOperatorStarting(with: UInt8(ascii: "<")) { children.append(.node(parseGenericParameterClause())) }
        children.append(.node(parseFunctionSignature()))
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        if at(.leftBrace) { children.append(.node(parseCodeBlock())) }
        return make(.initializerDecl, children, at: start)
    }

    mutating func parseDeinitializer(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        if let effects = parseEffectSpecifiersIfPresent() { children.append(.node(effects)) }
        if at(.leftBrace) { children.append(.node(parseCodeBlock())) }
        return make(.deinitializerDecl, children, at: start)
    }

    mutating func parseSubscript(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        if atOperatorStarting(with: UInt8(ascii: "<")) { children.append(.node(parseGenericParameterClause())) }
        children.append(.node(parseFunctionSignature()))
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        if at(.leftBrace) { children.append(.node(parseAccessorBlock())) }
        return make(.subscriptDecl, children, at: start)
    }

    // MARK: Variables

    /// `var a: T = x { accessors }, b = y`.
    mutating func parseVariable(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        let keywordToken = pos
        children.append(bump())
        var bindingCount = 0
        var hasAccessors = false
        defer {
            if bindingCount > 1 && hasAccessors {
                error("'\(tokenDescription(tokens[keywordToken]))' declarations with multiple variables cannot have explicit getters/setters",
                      at: Int(tokens[keywordToken].textStart))
            }
        }
        while true {
            bindingCount += 1
            let bindingStart = pos
            var binding: ChildList = [.node(parsePattern())]
            var hasType = false
            if at(.colon) {
                binding.append(.node(parseTypeAnnotation()))
                hasType = true
            }
            var hasInitializer = false
            if at(.equal) {
                binding.append(.node(parseInitializerClause(flavor: .basic)))
                hasInitializer = true
            }
            if at(.leftBrace) && (hasType || hasInitializer || isStartOfAccessorBlock()) {
                binding.append(.node(parseAccessorBlock()))
                hasAccessors = true
            }
            let hasComma = eat(.comma, into: &binding)
            children.append(.node(make(.patternBinding, binding, at: bindingStart)))
            if !hasComma || pos == bindingStart { break }
        }
        return make(.variableDecl, children, at: start)
    }

    /// `{ get set }`, `{ get { } set { } }`, `{ willSet { } didSet { } }`, or an implicit getter.
    mutating func parseAccessorBlock() -> NodeID {
        let start = pos
        guard enter() else { leave(); return tooDeepNode() }
        defer { leave() }
        var children = list(bump())
        if atAccessorStart() {
            while !at(.rightBrace) && !at(.endOfFile) {
                let before = pos
                if at(.poundKeyword) && current.keyword == .ifKeyword {
                    children.append(.node(parseIfConfig(.statements(.block))))
                    continue
                }
                guard atAccessorStart() else {
                    children.append(.node(unexpectedToken("expected accessor")))
                    continue
                }
                children.append(.node(parseAccessor()))
                if pos == before { break }
            }
        } else {
            parseCodeBlockItems(into: &children, context: .block)
        }
        expect(.rightBrace, "'}' to end the accessor block", into: &children)
        return make(.accessorBlock, children, at: start)
    }

    func accessorKind(_ t: Token) -> Bool {
        guard t.kind == .identifier else { return false }
        switch t.keyword {
        case .getKeyword, .setKeyword, .willSet, .didSet, .initKeyword, .uread, .umodify:
            return true
        default:
            // `read`/`modify` are accessors only under an experimental feature; swift-syntax
            // parses them as calls by default, and so do we.
            return text(t, is: "unsafeAddress") || text(t, is: "unsafeMutableAddress") || text(t, is: "borrow")
                || text(t, is: "mutate")
        }
    }

    /// Whether an accessor (optionally with attributes and a mutating modifier) starts here.
    func atAccessorStart() -> Bool {
        var i = pos
        while tok(i).kind == .atSign {
            guard let next = indexAfterAttribute(i) else { return false }
            i = next
        }
        while tok(i).kind == .identifier && (tok(i).keyword == .mutating || tok(i).keyword == .nonmutating
                || tok(i).keyword == .uuconsuming || tok(i).keyword == .consuming || tok(i).keyword == .borrowing) {
            i += 1
        }
        guard accessorKind(tok(i)) else { return false }
        let next = tok(i + 1)
        if tok(i).keyword == .initKeyword {
            return next.kind == .leftBrace || next.kind == .leftParen || isKeyword(next, .getKeyword)
        }
        switch next.kind {
        case .leftBrace, .rightBrace, .leftParen, .endOfFile, .semicolon:
            return true
        case .identifier:
            return accessorKind(next) || next.keyword == .async || next.keyword == .throwsKeyword
                || next.keyword == .mutating || next.keyword == .nonmutating || next.isAtStartOfLine
        case .atSign:
            return true
        default:
            return false
        }
    }

    mutating func parseAccessor() -> NodeID {
        let start = pos
        var children = list()
        if at(.atSign) { children.append(.node(parseAttributeList())) }
        while at(.mutating) || at(.nonmutating) || at(.uuconsuming) || at(.consuming) || at(.borrowing) {
            children.append(.node(make(.declModifier, [bump()], at: pos)))
        }
        children.append(bump())
        if at(.leftParen) {
            let parametersStart = pos
            var parameters = list()
            skipBalanced(into: &parameters)
            children.append(.node(make(.accessorParameters, parameters, at: parametersStart)))
        }
        if let effects = parseEffectSpecifiersIfPresent() { children.append(.node(effects)) }
        if at(.leftBrace) { children.append(.node(parseCodeBlock())) }
        return make(.accessorDecl, children, at: start)
    }

    /// `= value` after a binding, parameter, enum case or macro.
    mutating func parseInitializerClause(flavor: ExpressionFlavor = .basic) -> NodeID {
        let start = pos
        var clause = list(bump())
        clause.append(.node(parseExpression(flavor: flavor)))
        return make(.initializerClause, clause, at: start)
    }

    /// `= Type` after a typealias or associated type.
    mutating func parseTypeInitializerClause() -> NodeID {
        let start = pos
        var clause = list(bump())
        clause.append(.node(parseType()))
        return make(.typeInitializerClause, clause, at: start)
    }

    // MARK: Other declarations

    mutating func parseTypeAlias(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        parseName(into: &children)
        if atOperatorStarting(with: UInt8(ascii: "<")) { children.append(.node(parseGenericParameterClause())) }
        if at(.equal) {
            children.append(.node(parseTypeInitializerClause()))
        } else {
            error("expected '=' in typealias")
        }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        return make(.typeAliasDecl, children, at: start)
    }

    mutating func parseAssociatedType(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        parseName(into: &children)
        if at(.colon) { children.append(.node(parseInheritanceClause())) }
        if at(.equal) {
            children.append(.node(parseTypeInitializerClause()))
        }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        return make(.associatedTypeDecl, children, at: start)
    }

    /// `case a, b(Int), c(label: String = ""), d = 1`.
    mutating func parseEnumCase(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        while true {
            let elementStart = pos
            var element = list()
            parseName(into: &element)
            if at(.leftParen) && !current.isAtStartOfLine {
                element.append(.node(parseEnumCaseParameters()))
            }
            if at(.equal) {
                element.append(.node(parseInitializerClause(flavor: .basic)))
            }
            let hasComma = eat(.comma, into: &element)
            children.append(.node(make(.enumCaseElement, element, at: elementStart)))
            if !hasComma || pos == elementStart { break }
        }
        return make(.enumCaseDecl, children, at: start)
    }

    mutating func parseEnumCaseParameters() -> NodeID {
        let start = pos
        var children = list(bump())
        while !at(.rightParen) && !at(.endOfFile) {
            let parameterStart = pos
            var parameter = list()
            if at(.identifier) && peek(1).kind == .colon {
                parameter.append(bump())
                parameter.append(bump())
            } else if at(.identifier) && peek(1).kind == .identifier && peek(2).kind == .colon {
                parameter.append(bump())
                parameter.append(bump())
                parameter.append(bump())
            }
            parameter.append(.node(parseType()))
            if at(.equal) {
                parameter.append(.node(parseInitializerClause(flavor: .basic)))
            }
            let hasComma = eat(.comma, into: &parameter)
            children.append(.node(make(.enumCaseParameter, parameter, at: parameterStart)))
            if !hasComma || pos == parameterStart { break }
        }
        expect(.rightParen, "')' to end the associated values", into: &children)
        return make(.enumCaseParameterClause, children, at: start)
    }

    /// `macro name<T>(params) -> T = #externalMacro(...)`.
    mutating func parseMacroDecl(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        parseName(into: &children)
        if atOperatorStarting(with: UInt8(ascii: "<")) { children.append(.node(parseGenericParameterClause())) }
        children.append(.node(parseFunctionSignature()))
        if at(.equal) {
            children.append(.node(parseInitializerClause(flavor: .basic)))
        }
        if at(.whereKeyword) { children.append(.node(parseGenericWhereClause())) }
        return make(.macroDecl, children, at: start)
    }

    /// `infix operator <> : AdditionPrecedence`.
    mutating func parseOperatorDecl(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        if isOperator(current) || at(.exclamationMark) || at(.postfixQuestion) || at(.infixQuestion) || at(.equal) || at(.arrow) || at(.period) {
            children.append(bump())
            // An operator glued to its ':' (`<>:`) lexes as one token run; nothing more to do.
        } else if at(.identifier) {
            children.append(bump())
        } else {
            error("expected operator name in operator declaration")
        }
        if at(.colon) {
            children.append(bump())
            while at(.identifier) {
                children.append(bump())
                if !eat(.comma, into: &children) { break }
            }
        }
        return make(.operatorDecl, children, at: start)
    }

    /// `precedencegroup Name { higherThan: A  associativity: left }`.
    mutating func parsePrecedenceGroup(_ prefix: ChildList, _ start: Int) -> NodeID {
        var children = list(); children.append(contentsOf: prefix)
        children.append(bump())
        parseName(into: &children)
        if at(.leftBrace) {
            let bodyStart = pos
            var body = list()
            skipBalanced(into: &body)
            children.append(.node(make(.tokenList, body, at: bodyStart)))
        } else {
            error("expected '{' after precedence group name")
        }
        return make(.precedenceGroupDecl, children, at: start)
    }
}
