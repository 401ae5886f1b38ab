/// Attributes (`@MainActor`, `@available(...)`, `@Environment(\.dismiss)`) and
/// declaration modifiers (`public`, `private(set)`, `nonisolated(unsafe)`, ...).
extension Parser {
    /// `declaration`: the attributes of a declaration, where nothing else can follow an
    /// attribute on its line with `(`, so `@Environment (\.colorScheme)` has arguments
    /// (swiftc 5 mode accepts the space, with a warning).
    mutating func parseAttributeList(declaration: Bool = false) -> NodeID {
        let start = pos
        var children = list()
        while at(.atSign) || (at(.poundKeyword) && current.keyword == .ifKeyword && ifConfigHoldsAttributes()) {
            let before = pos
            if at(.atSign) {
                children.append(.node(parseAttribute(declaration: declaration)))
            } else {
                children.append(.node(parseIfConfig(.attributes)))
            }
            if pos == before { break }
        }
        return make(.attributeList, children, at: start)
    }

    /// Whether an `#if` here wraps only attributes (`#if os(iOS) @available(...) #endif`),
    /// so the declaration after `#endif` owns them.
    func ifConfigHoldsAttributes() -> Bool {
        var i = pos + 1
        var sawAttribute = false
        while i < tokens.count - 1 && !tok(i).isAtStartOfLine { i += 1 }
        while i < tokens.count - 1 {
            let t = tok(i)
            if t.kind == .atSign {
                sawAttribute = true
                guard let next = indexAfterAttribute(i) else { return false }
                i = next
                continue
            }
            if t.kind == .poundKeyword && (t.keyword == .elseif || t.keyword == .elseKeyword) {
                i += 1
                while i < tokens.count - 1 && !tok(i).isAtStartOfLine { i += 1 }
                continue
            }
            if t.kind == .poundKeyword && t.keyword == .endif {
                return sawAttribute && !tok(i + 1).isAtStartOfLine || sawAttribute && startsDeclarationKeyword(tok(i + 1))
            }
            return false
        }
        return false
    }

    /// Whether a token is `@`, a modifier or a declaration keyword (what can follow
    /// attributes wrapped in `#if`).
    func startsDeclarationKeyword(_ t: Token) -> Bool {
        if t.kind == .atSign { return true }
        guard t.kind == .identifier else { return false }
        switch t.keyword {
        case .funcKeyword, .varKeyword, .letKeyword, .initKeyword, .structKeyword, .classKeyword, .enumKeyword,
             .protocolKeyword, .extensionKeyword, .typealiasKeyword, .subscriptKeyword, .actor, .deinitKeyword,
             .caseKeyword, .importKeyword:
            return true
        default:
            return isModifierKeyword(t.keyword)
        }
    }

    /// `@Name`, `@Module.Name<T>`, with arguments in parentheses when they follow directly.
    mutating func parseAttribute(declaration: Bool = false) -> NodeID {
        let start = pos
        var children = list(bump())
        let nameToken = pos
        if at(.identifier) {
            children.append(bump())
            // Qualified names (`@SwiftUI.State`) and generic arguments (`@Foo<Int>`).
            while at(.period) && !current.hasSpaceBefore && peek(1).kind == .identifier {
                children.append(bump())
                children.append(bump())
            }
            if atOperatorStarting(with: UInt8(ascii: "<")) && !current.hasSpaceBefore,
               let saved = beginSpeculation(.attributeGenericArguments) {
                let clause = parseGenericArgumentClause()
                if hasErrors(since: saved) {
                    abandon(.attributeGenericArguments, saved)
                } else {
                    endSpeculation()
                    children.append(.node(clause))
                }
                // `@FocusState<Field?>.Binding`.
                while at(.period) && !current.hasSpaceBefore && peek(1).kind == .identifier {
                    children.append(bump())
                    children.append(bump())
                }
            }
        } else {
            error("expected attribute name after '@'")
            return make(.attribute, children, at: start)
        }
        let name = tokens[nameToken]
        let isBuiltin = attributeTakesArguments(name)
        if at(.leftParen) && !current.isAtStartOfLine && (!current.hasSpaceBefore || isBuiltin || declaration) && !attributeTakesNoArguments(name)
            && (isBuiltin || declaration || !parenthesesStartFunctionType()) {
            children.append(.node(parseAttributeArguments(name)))
        }
        return make(.attribute, children, at: start)
    }

    /// Built-in attributes whose argument syntax is not an expression list; their arguments
    /// are kept as a token run.
    func attributeHasRawArguments(_ name: Token) -> Bool {
        switch name.keyword {
        case .available, .objc, .uspecialize, .differentiable, .derivative, .transpose, .convention,
             .backDeployed, .uoriginallyDefinedIn, .uimplements, .udynamicReplacement, .ueffects, .uspi,
             .usemantics, .usilgen_name, .ucdecl, .uexpose, .uunavailableFromAsync, .uprivate, .udocumentation,
             .ualignment, .exclusivity, .ulifetime, .lifetime, .usection, .abi, .ubackDeploy, .isolated:
            return true
        default:
            break
        }
        let t = name
        return text(t, is: "_spi_available") || text(t, is: "inline") || text(t, is: "_optimize")
            || text(t, is: "_objcRuntimeName") || text(t, is: "_nonSendable") || text(t, is: "storageRestrictions")
            || text(t, is: "_projectedValueProperty") || text(t, is: "_swift_native_objc_runtime_base")
            || text(t, is: "_objcImplementation") || text(t, is: "execution") || text(t, is: "_rawLayout")
            || text(t, is: "_extern") || text(t, is: "_typeEraser") || text(t, is: "_clangImporterSynthesizedType")
            || text(t, is: "_functionBuilder") || text(t, is: "warn_unqualified_access") || text(t, is: "_silgen_name")
            || text(t, is: "_transparent") || text(t, is: "_allowFeatureSuppression") || text(t, is: "_distributedThunkTarget")
            || text(t, is: "_dynamicReplacement") || text(t, is: "_alwaysEmitConformanceMetadata") || text(t, is: "c")
            || text(t, is: "specialized") || text(t, is: "export") || text(t, is: "_implicitSelfCapture")
    }

    /// Type attributes that never take arguments, so a `(` right after them starts the type
    /// they mark (`@escaping(URL?) -> Void`), as in swiftc.
    func attributeTakesNoArguments(_ name: Token) -> Bool {
        name.keyword == .retroactive || name.keyword == .preconcurrency || text(name, is: "escaping")
            || text(name, is: "autoclosure") || text(name, is: "Sendable") || text(name, is: "noescape")
            || text(name, is: "unchecked") || text(name, is: "async") || text(name, is: "_local")
            || text(name, is: "_noMetadata") || text(name, is: "noDerivative")
    }

    /// At `(` after a custom attribute in a type: whether the parentheses are the
    /// parameters of the function type it marks (`@MainActor([Item]) -> Void`), because
    /// `->` or an effect follows them, as in swiftc.
    func parenthesesStartFunctionType() -> Bool {
        var i = pos
        var depth = 0
        repeat {
            switch tok(i).kind {
            case .leftParen, .interpolationOpen: depth += 1
            case .rightParen: depth -= 1
            case .endOfFile: return false
            default: break
            }
            i += 1
        } while depth > 0
        let next = tok(i)
        if next.kind == .arrow { return true }
        guard next.kind == .identifier else { return false }
        return [.throwsKeyword, .rethrowsKeyword, .async, .reasync].contains(next.keyword)
    }

    /// Built-in attributes that keep their arguments even when a space precedes `(`.
    func attributeTakesArguments(_ name: Token) -> Bool {
        attributeHasRawArguments(name) || name.keyword == .freestanding || name.keyword == .attached
            || name.keyword == .unavailable
    }

    mutating func parseAttributeArguments(_ name: Token) -> NodeID {
        let start = pos
        // Arguments whose brackets do not pair up inside the parentheses cannot parse as
        // expressions: they are kept as tokens without trying (an editor's half-typed
        // `@Environment(Sheets. {` would otherwise try every such attribute after it too).
        if !attributeHasRawArguments(name) && !unbalancedOpeners.contains(current.textStart),
           let saved = beginSpeculation(.attributeArguments) {
            var children = list()
            parseArgumentList(into: &children, close: .rightParen)
            if !hasErrors(since: saved) {
                endSpeculation()
                return make(.attributeArguments, children, at: start)
            }
            abandon(.attributeArguments, saved)
        }
        var children = list()
        skipBalanced(into: &children)
        return make(.attributeArguments, [.node(make(.tokenList, children, at: start))], at: start)
    }

    // MARK: Modifiers

    /// Whether the keyword is a declaration modifier (possibly only in context).
    func isModifierKeyword(_ k: Keyword) -> Bool {
        switch k {
        case .publicKeyword, .privateKeyword, .fileprivateKeyword, .internalKeyword, .openKeyword, .packageKeyword,
             .staticKeyword, .classKeyword, .final, .override, .requiredKeyword, .convenience, .mutating, .nonmutating,
             .lazy, .weakKeyword, .unownedKeyword, .dynamicKeyword, .optionalKeyword, .indirect, .prefix, .postfix,
             .infix, .nonisolated, .isolated, .distributed, .consuming, .borrowing, .uuconsuming, .uconst,
             .uusetter_access, .ulocal, .ucompilerInitialized, .async, .reasync:
            return true
        default:
            return false
        }
    }

    /// Modifiers that are reserved words, so they always start a declaration.
    func isReservedModifier(_ k: Keyword) -> Bool {
        switch k {
        case .publicKeyword, .privateKeyword, .fileprivateKeyword, .internalKeyword, .staticKeyword:
            return true
        default:
            return false
        }
    }

    mutating func parseModifierList() -> NodeID {
        let start = pos
        var children = list()
        // The words of a run up to its last modifier have the answer of the first (the
        // same words follow each), so a run of `k` modifiers is read once, not `k` times.
        var run: (applies: Bool, last: Int)?
        while at(.identifier) && isModifierKeyword(current.keyword) {
            if run == nil || pos > run!.last { run = modifierRun(at: pos) }
            guard run!.applies else { break }
            let modifierStart = pos
            var modifier = list(bump())
            if at(.leftParen) && !current.isAtStartOfLine && peek(1).kind == .identifier && peek(2).kind == .rightParen {
                modifier.append(bump())
                modifier.append(bump())
                modifier.append(bump())
            }
            children.append(.node(make(.declModifier, modifier, at: modifierStart)))
        }
        return make(.modifierList, children, at: start)
    }

    /// A modifier-like word is a modifier only when a declaration follows it (after any
    /// further modifiers, read in a loop: a run of a million is no deeper than one).
    func modifierAppliesHere(at index: Int) -> Bool {
        modifierRun(at: index).applies
    }

    /// Whether the modifier-like word at `index` is a modifier, and the last word of its run
    /// that was read as a modifier: each word of the run up to that one has the same answer.
    func modifierRun(at index: Int) -> (applies: Bool, last: Int) {
        var index = index
        while true {
            let k = keyword(at: index)
            var i = index + 1
            if tok(i).kind == .leftParen && tokens[min(i + 2, tokens.count - 1)].kind == .rightParen {
                i += 3
            }
            if k == .classKeyword {
                // `class func`, `class var`: modifier; `class Foo`: the declaration keyword.
                let next = keyword(at: i)
                return (next == .funcKeyword || next == .varKeyword || next == .letKeyword || next == .subscriptKeyword
                    || next == .initKeyword || next == .typealiasKeyword || next == .classKeyword
                    || isModifierKeyword(next) && next != .classKeyword, index)
            }
            let next = tok(i)
            guard next.kind == .identifier else { return (false, index) }
            let nk = next.keyword
            if isDeclarationKeyword(nk, at: i) { return (true, index) }
            guard isModifierKeyword(nk) else { return (false, index) }
            index = i
        }
    }

    /// Keywords that introduce a declaration.
    func isDeclarationKeyword(_ k: Keyword, at index: Int) -> Bool {
        switch k {
        case .importKeyword, .structKeyword, .classKeyword, .enumKeyword, .protocolKeyword, .extensionKeyword,
             .funcKeyword, .initKeyword, .deinitKeyword, .subscriptKeyword, .varKeyword, .letKeyword,
             .typealiasKeyword, .associatedtypeKeyword, .operatorKeyword, .precedencegroupKeyword, .caseKeyword:
            return true
        case .actor:
            let next = tokens[min(index + 1, tokens.count - 1)]
            return next.kind == .identifier && !next.isAtStartOfLine
        case .macro:
            let next = tokens[min(index + 1, tokens.count - 1)]
            let after = tokens[min(index + 2, tokens.count - 1)]
            return next.kind == .identifier && !next.isAtStartOfLine
                && (after.kind == .leftParen || (isOperator(after) && firstByte(after) == UInt8(ascii: "<")))
        case .inoutKeyword:
            return false
        default:
            return false
        }
    }
}
