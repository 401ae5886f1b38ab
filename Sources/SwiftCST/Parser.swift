/// A recursive-descent parser from tokens to a lossless concrete syntax tree.
///
/// Split by grammar area (Parser+Declarations, +Statements, +Expressions, +Types,
/// +Patterns, +Attributes), one `parseXxx` function per production. Every loop makes
/// progress or stops, and nesting deeper than `maximumDepth` is cut off with an error, so
/// parsing always terminates without overflowing the stack. What the parser cannot place
/// becomes an `unexpected` node, so every token ends up in the tree exactly once.
struct Parser {
    var bytes: UnsafeBufferPointer<UInt8>
    var tokens: TokenBuffer
    var diagnostics: [Diagnostic]
    var pos = 0
    var depth = 0
    /// Tokens split by the parser (`>>` into `>` `>`), so a backtrack can undo them.
    var splitLog: [(index: Int, original: Token, inserted: Int)] = []
    /// While parsing an `#if` condition the expression ends at the end of its line.
    var stopAtNewline = false
    /// Inside a `case` pattern, `let x` / `var x` are patterns within expressions.
    var inMatchingPattern = false
    var reportedDepth = false
    /// How many `#if` blocks enclose the current position (`#error` counts only outside).
    var ifConfigDepth = 0
    // The arena: one entry per node, children as packed references.
    var nodeKinds: [NodeKind] = []
    var nodeFirst: [Int32] = []
    var nodeEnd: [Int32] = []
    var nodeParents: [Int32] = []
    var childStarts: [Int32] = []
    var childEnds: [Int32] = []
    var childReferences: [Int32] = []
    /// Speculative parses that failed (`Speculation` keys): one is never tried again at the
    /// same place, so nested speculations, each of which re-parses the ones inside it after
    /// it fails, stay linear instead of doubling per level.
    var failedSpeculations: Set<UInt64> = []
    /// Tokens read by failed speculations. Past a budget proportional to the file nothing
    /// more is tried (each construct takes its fallback at once), so thousands of unclosed
    /// `Optional<` or `@Environment(` (each attempt reading far ahead) stay linear.
    var failedSpeculationTokens = 0
    /// Tokens read and then given back by every backtrack (the parser's wasted work; tests
    /// check that it stays proportional to the file).
    var tokensBacktracked = 0
    /// Speculations under way (each inside the one before).
    var speculationDepth = 0
    /// Byte offsets of the `(`, `[`, `{` and `\(` whose group holds a closer that does not
    /// match its opener (`( { )`), or that are never closed (`unbalancedOpeners(_:)`).
    var unbalancedOpeners: Set<Int32> = []

    /// Nesting beyond this is reported as an error instead of recursing further.
    static let maximumDepth = 600
    /// Speculations inside this many others are not tried (real code nests two or three),
    /// so what failed speculations read and give back stays a small multiple of the file.
    static let maximumSpeculationDepth = 8

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: [Token], diagnostics: [Diagnostic]) {
        self.bytes = bytes
        self.tokens = TokenBuffer(tokens)
        self.diagnostics = diagnostics
        let expectedNodes = tokens.count + tokens.count / 2
        nodeKinds.reserveCapacity(expectedNodes)
        nodeFirst.reserveCapacity(expectedNodes)
        nodeEnd.reserveCapacity(expectedNodes)
        nodeParents.reserveCapacity(expectedNodes)
        childStarts.reserveCapacity(expectedNodes)
        childEnds.reserveCapacity(expectedNodes)
        childReferences.reserveCapacity(expectedNodes * 2)
        unbalancedOpeners = Parser.unbalancedOpeners(tokens)
    }

    /// The openers whose groups are not well formed, found in one pass with a stack: a
    /// closer that does not match the innermost opener closes the nearest opener it matches,
    /// and that opener and every one inside it are unbalanced (a stray closer matching
    /// nothing is left alone); openers still open at the end are unbalanced too.
    static func unbalancedOpeners(_ tokens: [Token]) -> Set<Int32> {
        var result: Set<Int32> = []
        var stack: [(closer: TokenKind, offset: Int32)] = []
        // Openers on the stack per closer, so a stray closer is ignored without a search
        // (a search happens only when it finds its opener, and it is paid for by the pops).
        var open: [TokenKind: Int] = [:]
        func push(_ closer: TokenKind, _ offset: Int32) {
            stack.append((closer, offset))
            open[closer, default: 0] += 1
        }
        for token in tokens {
            switch token.kind {
            case .leftParen, .interpolationOpen: push(.rightParen, token.textStart)
            case .leftSquare: push(.rightSquare, token.textStart)
            case .leftBrace: push(.rightBrace, token.textStart)
            case .rightParen, .rightSquare, .rightBrace:
                if stack.last?.closer == token.kind {
                    stack.removeLast()
                    open[token.kind]! -= 1
                } else if open[token.kind, default: 0] > 0, let match = stack.lastIndex(where: { $0.closer == token.kind }) {
                    for opener in stack[match...] {
                        result.insert(opener.offset)
                        open[opener.closer]! -= 1
                    }
                    stack.removeSubrange(match...)
                }
            default:
                break
            }
        }
        for opener in stack { result.insert(opener.offset) }
        return result
    }

    // MARK: Token access

    @inline(__always) var current: Token { tokens[pos] }
    @inline(__always) var kind: TokenKind { tokens[pos].kind }

    @inline(__always) func peek(_ offset: Int) -> Token {
        let i = pos + offset
        return i < tokens.count ? tokens[i] : tokens[tokens.count - 1]
    }

    /// The token at `index`, or end of file past the end.
    @inline(__always) func tok(_ index: Int) -> Token {
        index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
    }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[pos].kind == kind }

    @inline(__always) func at(_ keyword: Keyword) -> Bool {
        tokens[pos].kind == .identifier && tokens[pos].keyword == keyword
    }

    @inline(__always) func isKeyword(_ token: Token, _ keyword: Keyword) -> Bool {
        token.kind == .identifier && token.keyword == keyword
    }

    /// True when the token at `index` is an identifier spelled exactly like a keyword
    /// (not backticked).
    @inline(__always) func keyword(at index: Int) -> Keyword {
        let t = index < tokens.count ? tokens[index] : tokens[tokens.count - 1]
        return t.kind == .identifier ? t.keyword : .none
    }

    /// Compares a token's text with an ASCII string.
    func text(_ token: Token, is string: StaticString) -> Bool {
        let length = Int(token.textEnd - token.textStart)
        guard length == string.utf8CodeUnitCount else { return false }
        let base = Int(token.textStart)
        return string.withUTF8Buffer { buffer in
            for i in 0..<length where buffer[i] != bytes[base + i] { return false }
            return true
        }
    }

    func firstByte(_ token: Token) -> UInt8 {
        token.textEnd > token.textStart ? bytes[Int(token.textStart)] : 0
    }

    /// Whether a contextual keyword here (`yield`, `unsafe`, ...) starts its own syntax
    /// rather than naming something: what follows must be an operand on the same line.
    /// With `preferPostfix`, `kw(`/`kw.`/`kw[` is a call or member of an identifier; without
    /// it, they are the keyword's operand only when separated by a space (swift-syntax's rule).
    func atContextualKeywordPrefix(preferPostfix: Bool) -> Bool {
        let next = peek(1)
        if next.isAtStartOfLine { return false }
        switch next.kind {
        case .identifier:
            switch next.keyword {
            case .asKeyword, .isKeyword, .inKeyword, .elseKeyword, .whereKeyword: return false
            default: return true
            }
        case .integerLiteral, .floatLiteral, .stringOpen, .regexLiteral, .prefixOperator, .atSign, .backslash,
             .poundKeyword, .placeholder:
            return true
        case .leftParen, .leftSquare, .period:
            return !preferPostfix && next.hasSpaceBefore
        default:
            return false
        }
    }

    /// Looking ahead: the token index just past the attribute starting at `i` (`@Name`,
    /// `@A.B`, and parenthesised arguments on the same line); nil if the input ends first.
    func indexAfterAttribute(_ start: Int) -> Int? {
        var i = start + 1
        if tok(i).kind != .identifier { return i }
        i += 1
        while tok(i).kind == .period && tok(i + 1).kind == .identifier { i += 2 }
        if tok(i).kind == .leftParen && !tok(i).isAtStartOfLine {
            var depth = 0
            repeat {
                switch tok(i).kind {
                case .leftParen, .interpolationOpen: depth += 1
                case .rightParen: depth -= 1
                case .endOfFile: return nil
                default: break
                }
                i += 1
            } while depth > 0
        }
        return i
    }

    /// True for operator tokens (of any fixity) whose text equals `string`.
    func atOperator(_ string: StaticString) -> Bool {
        let t = tokens[pos]
        switch t.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator:
            return text(t, is: string)
        default:
            return false
        }
    }

    func isOperator(_ t: Token) -> Bool {
        t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator
    }

    /// An empty child list (children live inline until there are many).
    @inline(__always) func list() -> ChildList { ChildList() }

    @inline(__always) func list(_ first: RawChild) -> ChildList {
        var children = ChildList()
        children.append(first)
        return children
    }

    // MARK: Arena

    /// Adds a node over `children`; `position` is the token index used when it is empty.
    mutating func make(_ kind: NodeKind, _ children: ChildList, at position: Int) -> NodeID {
        let id = NodeID(nodeKinds.count)
        var first: Int32 = -1
        var end: Int32 = -1
        let start = Int32(childReferences.count)
        for i in 0..<children.count {
            let packed = children.packedElement(i)
            childReferences.append(packed)
            if packed >= 0 {
                let n = Int(packed)
                nodeParents[n] = id
                if nodeFirst[n] != nodeEnd[n] {
                    if first < 0 { first = nodeFirst[n] }
                    end = nodeEnd[n]
                }
            } else {
                if first < 0 { first = ~packed }
                end = ~packed + 1
            }
        }
        if first < 0 {
            first = Int32(position)
            end = Int32(position)
        }
        nodeKinds.append(kind)
        nodeFirst.append(first)
        nodeEnd.append(end)
        nodeParents.append(-1)
        childStarts.append(start)
        childEnds.append(Int32(childReferences.count))
        return id
    }

    func nodeKind(_ id: NodeID) -> NodeKind { nodeKinds[Int(id)] }
    func firstToken(of id: NodeID) -> Int { Int(nodeFirst[Int(id)]) }
    func isEmptyNode(_ id: NodeID) -> Bool { nodeFirst[Int(id)] == nodeEnd[Int(id)] }

    /// The children of a node already made (to rebuild it under another kind).
    func childList(of id: NodeID) -> ChildList {
        var list = ChildList()
        for i in Int(childStarts[Int(id)])..<Int(childEnds[Int(id)]) {
            let packed = childReferences[i]
            list.append(packed >= 0 ? .node(packed) : .token(Int(~packed)))
        }
        return list
    }

    /// Hands the nodes over to a tree.
    mutating func finishArena() -> SyntaxArena {
        assert(childStarts.count == childEnds.count && zip(childStarts.dropFirst(), childEnds).allSatisfy { $0 == $1 }
                 && (childEnds.last ?? 0) == Int32(childReferences.count), "children are not stored in node order")
        // The end of the last node's children, added here: appended by the arena, to an array
        // the parser still holds, it would copy all the starts.
        childStarts.append(Int32(childReferences.count))
        return SyntaxArena(kinds: nodeKinds, firstTokens: nodeFirst, endTokens: nodeEnd, parents: nodeParents,
                           childStarts: childStarts, childReferences: childReferences)
    }

    /// Consumes the current token (never past end of file).
    @inline(__always) mutating func bump() -> RawChild {
        // End of file belongs to the source file node alone; elsewhere it becomes an
        // empty node so no token is ever placed twice.
        if pos >= tokens.count - 1 { return .node(make(.unexpected, [], at: pos)) }
        let child = RawChild.token(pos)
        pos += 1
        return child
    }

    /// Consumes the current token if it has the given kind.
    mutating func eat(_ kind: TokenKind, into children: inout ChildList) -> Bool {
        if at(kind) {
            children.append(bump())
            return true
        }
        return false
    }

    /// Consumes the current token if it is the given keyword.
    mutating func eat(_ keyword: Keyword, into children: inout ChildList) -> Bool {
        if at(keyword) {
            children.append(bump())
            return true
        }
        return false
    }

    /// Consumes a token of the expected kind or reports what was missing.
    @discardableResult
    mutating func expect(_ kind: TokenKind, _ what: String, into children: inout ChildList) -> Bool {
        if eat(kind, into: &children) { return true }
        error("expected \(what)")
        return false
    }

    /// Consumes the expected keyword or reports that it is missing.
    @discardableResult
    mutating func expect(_ keyword: Keyword, _ what: String, into children: inout ChildList) -> Bool {
        if eat(keyword, into: &children) { return true }
        error("expected \(what)")
        return false
    }

    mutating func error(_ message: String, at offset: Int? = nil) {
        diagnostics.append(Diagnostic(offset: offset ?? Int(tokens[pos].textStart), message: message))
    }

    /// Wraps the current token in an `unexpected` node, reporting it.
    mutating func unexpectedToken(_ message: String) -> NodeID {
        error(message)
        let start = pos
        if at(.endOfFile) { return make(.unexpected, [], at: start) }
        if at(.leftParen) || at(.leftBrace) || at(.leftSquare) {
            var children = list()
            skipBalanced(into: &children)
            return make(.unexpected, children, at: start)
        }
        return make(.unexpected, [bump()], at: start)
    }

    /// Consumes a bracketed group with everything up to its matching closer, without
    /// recursing (so arbitrarily deep input is safe).
    mutating func skipBalanced(into children: inout ChildList) {
        var stack: [TokenKind] = []
        repeat {
            switch kind {
            case .leftParen, .interpolationOpen: stack.append(.rightParen)
            case .leftBrace: stack.append(.rightBrace)
            case .leftSquare: stack.append(.rightSquare)
            case .rightParen, .rightBrace, .rightSquare:
                if let last = stack.last, last == kind { stack.removeLast() }
                else if !stack.isEmpty { return }
            case .endOfFile:
                return
            default:
                break
            }
            children.append(bump())
        } while !stack.isEmpty
    }

    // MARK: Speculation

    struct Checkpoint {
        var pos: Int
        var diagnosticCount: Int
        var splitCount: Int
        var nodeCount: Int
        var referenceCount: Int
        var reportedDepth: Bool
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(pos: pos, diagnosticCount: diagnostics.count, splitCount: splitLog.count,
                   nodeCount: nodeKinds.count, referenceCount: childReferences.count, reportedDepth: reportedDepth)
    }

    mutating func restore(_ checkpoint: Checkpoint) {
        tokensBacktracked += pos - checkpoint.pos
        pos = checkpoint.pos
        diagnostics.removeSubrange(checkpoint.diagnosticCount...)
        // The depth error was dropped with the speculation's diagnostics: report it again.
        reportedDepth = checkpoint.reportedDepth
        // Nodes made while speculating are dropped; nodes from before keep their parents,
        // which are set again when the real parent is made.
        if nodeKinds.count > checkpoint.nodeCount {
            nodeKinds.removeSubrange(checkpoint.nodeCount...)
            nodeFirst.removeSubrange(checkpoint.nodeCount...)
            nodeEnd.removeSubrange(checkpoint.nodeCount...)
            nodeParents.removeSubrange(checkpoint.nodeCount...)
            childStarts.removeSubrange(checkpoint.nodeCount...)
            childEnds.removeSubrange(checkpoint.nodeCount...)
        }
        if childReferences.count > checkpoint.referenceCount {
            childReferences.removeSubrange(checkpoint.referenceCount...)
        }
        while splitLog.count > checkpoint.splitCount {
            let (index, original, inserted) = splitLog.removeLast()
            tokens.removeSubrange((index + 1)...(index + inserted))
            tokens[index] = original
        }
    }

    func hasErrors(since checkpoint: Checkpoint) -> Bool {
        diagnostics.count > checkpoint.diagnosticCount
    }

    /// What a speculative parse tries (it restores a checkpoint when the tokens turn out to
    /// be something else).
    enum Speculation: UInt8 {
        case genericArguments, attributeGenericArguments, attributeArguments, macroGenericArguments,
             closureSignature, functionTypeEffects, arrowEffects
    }

    /// Identifies a speculation at the current token: what is tried, where (the token's byte
    /// offset and kind, which stay put when earlier tokens are split) and the parser state
    /// that can change its outcome.
    func speculationKey(_ speculation: Speculation) -> UInt64 {
        let token = tokens[pos]
        var context: UInt64 = 0
        if stopAtNewline { context |= 1 }
        if inMatchingPattern { context |= 2 }
        if ifConfigDepth > 0 { context |= 4 }
        return UInt64(UInt32(bitPattern: token.textStart)) << 24 | UInt64(token.kind.rawValue) << 16
            | UInt64(speculation.rawValue) << 8 | context
    }

    /// Starts a speculation here (the checkpoint to give to `abandon`; `endSpeculation`
    /// when it succeeds), or nil when it is not tried: where it failed before, inside
    /// `maximumSpeculationDepth` speculations already (each would re-read what the inner
    /// ones read), or once failed speculations have read more tokens than the budget (four
    /// times the file's, plus a margin no real file comes near).
    mutating func beginSpeculation(_ speculation: Speculation) -> Checkpoint? {
        guard speculationDepth < Parser.maximumSpeculationDepth, failedSpeculationTokens <= 4 * tokens.count + 10_000,
              !failedSpeculations.contains(speculationKey(speculation)) else { return nil }
        speculationDepth += 1
        return checkpoint()
    }

    /// Ends a speculation that succeeded.
    mutating func endSpeculation() { speculationDepth -= 1 }

    /// Undoes a failed speculation started at `saved` and remembers that it failed there.
    mutating func abandon(_ speculation: Speculation, _ saved: Checkpoint) {
        speculationDepth -= 1
        let read = pos - saved.pos
        restore(saved)
        guard read > 0 else { return }  // nothing read: as cheap to try again as to remember
        failedSpeculationTokens += read
        failedSpeculations.insert(speculationKey(speculation))
    }

    /// Splits the current operator token after `length` bytes (`>>` into `>` and `>`).
    /// Callers split only a token longer than `firstLength` (the rest is never empty).
    mutating func splitCurrent(firstLength: Int, firstKind: TokenKind) {
        let original = tokens[pos]
        precondition(firstLength > 0 && firstLength < original.textLength, "splitCurrent: nothing left to split off")
        let cut = original.textStart + Int32(firstLength)
        var first = original
        first.textEnd = cut
        first.end = cut
        first.kind = firstKind
        first.flags &= ~Token.trailingSpaceFlag
        var second = original
        second.start = cut
        second.textStart = cut
        second.flags = original.flags & Token.trailingSpaceFlag
        let restFirst = bytes[Int(cut)]
        if original.textEnd - cut == 1 && restFirst == UInt8(ascii: "?") {
            second.kind = .postfixQuestion
        } else if original.textEnd - cut == 1 && restFirst == UInt8(ascii: "!") {
            second.kind = .exclamationMark
        } else if original.textEnd - cut == 1 && restFirst == UInt8(ascii: "=") {
            second.kind = .equal
        } else if restFirst == UInt8(ascii: "?") || restFirst == UInt8(ascii: "!") {
            second.kind = restFirst == UInt8(ascii: "?") ? .postfixQuestion : .exclamationMark
            second.textEnd = cut + 1
            second.end = cut + 1
            second.flags = 0
            var third = original
            third.start = cut + 1
            third.textStart = cut + 1
            third.flags = original.flags & Token.trailingSpaceFlag
            third.kind = .binaryOperator
            splitLog.append((pos, original, 2))
            tokens[pos] = first
            tokens.insert(contentsOf: [second, third], at: pos + 1)
            return
        } else {
            second.kind = .binaryOperator
        }
        splitLog.append((pos, original, 1))
        tokens[pos] = first
        tokens.insert(second, at: pos + 1)
    }

    /// Splits a run of `>` (`>>>`) into single-character tokens at once, so closing deeply
    /// nested generic argument lists stays linear.
    mutating func splitClosingAngles() {
        let original = tokens[pos]
        let length = original.textLength
        var pieces: [Token] = []
        pieces.reserveCapacity(length)
        for k in 0..<length {
            var piece = original
            let offset = original.textStart + Int32(k)
            piece.start = k == 0 ? original.start : offset
            piece.textStart = offset
            piece.textEnd = offset + 1
            piece.end = k == length - 1 ? original.end : offset + 1
            piece.kind = .binaryOperator
            piece.flags = k == 0 ? original.flags & ~Token.trailingSpaceFlag : (k == length - 1 ? original.flags & Token.trailingSpaceFlag : 0)
            pieces.append(piece)
        }
        splitLog.append((pos, original, length - 1))
        tokens[pos] = pieces[0]
        tokens.insert(contentsOf: pieces.dropFirst(), at: pos + 1)
    }

    /// True when the current token is an operator whose text starts with `c` (for `<`/`>`).
    func atOperatorStarting(with c: UInt8) -> Bool {
        let t = tokens[pos]
        return isOperator(t) && firstByte(t) == c
    }

    /// Consumes a `>` (splitting `>>`, `>?`, ...) or `<` as its own token.
    mutating func eatAngle(_ c: UInt8, into children: inout ChildList) -> Bool {
        guard atOperatorStarting(with: c) else { return false }
        if current.textLength > 1 {
            var allClosing = c == UInt8(ascii: ">")
            for k in Int(current.textStart)..<Int(current.textEnd) where bytes[k] != UInt8(ascii: ">") { allClosing = false }
            if allClosing {
                splitClosingAngles()
            } else {
                splitCurrent(firstLength: 1, firstKind: .binaryOperator)
            }
        }
        children.append(bump())
        return true
    }

    // MARK: Depth

    /// Enters one level of nesting; false (with an error) when too deep.
    mutating func enter() -> Bool {
        depth += 1
        if depth > Parser.maximumDepth {
            if !reportedDepth {
                error("nesting is too deep to parse (more than \(Parser.maximumDepth) levels)")
                reportedDepth = true
            }
            return false
        }
        return true
    }

    mutating func leave() { depth -= 1 }

    /// The node returned when nesting is too deep: everything up to the closer of the
    /// enclosing group is skipped in one go, so each level is cut off only once.
    mutating func tooDeepNode() -> NodeID {
        let start = pos
        var children = list()
        var depth = 0
        loop: while !at(.endOfFile) {
            switch kind {
            case .leftParen, .leftBrace, .leftSquare, .interpolationOpen:
                depth += 1
            case .rightParen, .rightBrace, .rightSquare:
                if depth == 0 { break loop }
                depth -= 1
            default:
                break
            }
            children.append(bump())
        }
        return make(.unexpected, children, at: start)
    }

    // MARK: Source file

    mutating func parseSourceFile() -> NodeID {
        var children = list()
        parseCodeBlockItems(into: &children, context: .topLevel)
        while !at(.endOfFile) {
            let start = pos
            children.append(.node(unexpectedToken("unexpected '\(tokenDescription(current))' at top level")))
            if pos == start { break }
            parseCodeBlockItems(into: &children, context: .topLevel)
        }
        children.append(.token(pos))
        return make(.sourceFile, children, at: 0)
    }

    func tokenDescription(_ t: Token) -> String {
        let length = min(Int(t.textEnd - t.textStart), 20)
        if length == 0 { return t.kind.description }
        return String(decoding: bytes[Int(t.textStart)..<Int(t.textStart) + length], as: UTF8.self)
    }
}
