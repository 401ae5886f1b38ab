import Foundation

/// The kind of a syntax node; names follow swift-syntax where a counterpart exists.
public enum NodeKind: UInt8, Sendable, CaseIterable {
    case sourceFile
    case codeBlock, memberBlock
    /// Tokens the parser could not place; kept in position so nothing is lost.
    case unexpected
    // Declarations
    case importDecl, structDecl, classDecl, enumDecl, protocolDecl, extensionDecl, actorDecl
    case functionDecl, initializerDecl, deinitializerDecl, subscriptDecl, variableDecl, patternBinding
    case typeAliasDecl, associatedTypeDecl, enumCaseDecl, enumCaseElement, macroDecl, operatorDecl
    case precedenceGroupDecl, macroExpansionDecl, ifConfigDecl, ifConfigClause, poundSourceLocation
    case missingDecl
    // Declaration parts
    case attributeList, attribute, attributeArguments, modifierList, declModifier
    case inheritanceClause, inheritedType, genericParameterClause, genericParameter
    case genericWhereClause, genericRequirement, primaryAssociatedTypeClause
    case functionSignature, parameterClause, functionParameter, effectSpecifiers, throwsClause, returnClause
    case accessorBlock, accessorDecl, accessorParameters, initializerClause, typeAnnotation
    case enumCaseParameterClause, enumCaseParameter, typeInitializerClause, precedenceGroupAttribute
    // Statements
    case ifExpr, guardStmt, whileStmt, repeatStmt, forStmt, switchExpr, switchCase, switchCaseLabel
    case switchDefaultLabel, switchCaseItem, doStmt, catchClause, catchItem, returnStmt, throwStmt
    case breakStmt, continueStmt, fallthroughStmt, deferStmt, discardStmt, yieldStmt, thenStmt
    case labeledStmt, conditionElementList, conditionElement, optionalBindingCondition
    case availabilityCondition, matchingPatternCondition, expressionStmt
    // Expressions
    case sequenceExpr, prefixOperatorExpr, postfixOperatorExpr, binaryOperatorExpr, assignmentExpr
    case functionCallExpr, labeledExprList, labeledExpr, multipleTrailingClosureElement
    case memberAccessExpr, subscriptCallExpr, optionalChainingExpr, forceUnwrapExpr, declReferenceExpr
    case declNameArguments
    case integerLiteralExpr, floatLiteralExpr, booleanLiteralExpr, nilLiteralExpr, stringLiteralExpr
    case stringSegment, expressionSegment, regexLiteralExpr
    case arrayExpr, arrayElement, dictionaryExpr, dictionaryElement, tupleExpr
    case closureExpr, closureSignature, closureCaptureClause, closureCapture, closureParameterClause
    case closureParameter, closureShorthandParameter
    case keyPathExpr, keyPathComponent, ternaryExpr, unresolvedTernaryExpr, asExpr, isExpr, tryExpr, awaitExpr
    case inOutExpr, superExpr, discardAssignmentExpr, macroExpansionExpr, genericSpecializationExpr
    case genericArgumentClause, genericArgument
    case postfixIfConfigExpr, typeExpr, editorPlaceholderExpr, arrowExpr, consumeExpr, copyExpr
    case packExpansionExpr, packElementExpr, patternExpr, unsafeExpr, simpleStringLiteralExpr
    // Types
    case identifierType, memberType, optionalType, implicitlyUnwrappedOptionalType, arrayType
    case dictionaryType, tupleType, tupleTypeElement, functionType, attributedType, someOrAnyType
    case compositionType, metatypeType, packExpansionType, packElementType, suppressedType
    case classRestrictionType, missingType, inlineArrayType
    // Patterns
    case identifierPattern, wildcardPattern, tuplePattern, tuplePatternElement, valueBindingPattern
    case expressionPattern, isTypePattern
    // Availability and attribute argument contents kept as token runs.
    case tokenList
}

/// A child of a node: a token (by index into the tree's token array) or another node.
public enum Child {
    case token(Int)
    case node(Node)
}

/// Where the nodes of one tree live: flat arrays indexed by node id, children as a flat
/// list of references. One allocation per array instead of one per node keeps parsing fast
/// and frees a whole tree at once. Every tree of a group of files stays alive until the
/// group is migrated (`Engine.run`), so
/// the arrays are kept to their size (no growth slack).
public final class SyntaxArena {
    let kinds: [NodeKind]
    let firstTokens: [Int32]
    let endTokens: [Int32]
    let parents: [Int32]
    /// Node `id`'s children are `childReferences[childStarts[id]..<childStarts[id + 1]]`
    /// (a node's children are stored when it is made, so the next node's start ends them);
    /// one more entry than there are nodes.
    let childStarts: [Int32]
    /// `>= 0`: a node id; `< 0`: `~tokenIndex`.
    let childReferences: [Int32]

    /// `childStarts` holds each node's start and, last, the end of the last node's children.
    init(kinds: [NodeKind], firstTokens: [Int32], endTokens: [Int32], parents: [Int32],
         childStarts: [Int32], childReferences: [Int32]) {
        assert(childStarts.count == kinds.count + 1 && childStarts.last == Int32(childReferences.count), "children are not stored in node order")
        self.kinds = kinds.compacted()
        self.firstTokens = firstTokens.compacted()
        self.endTokens = endTokens.compacted()
        self.parents = parents.compacted()
        self.childStarts = childStarts.compacted()
        self.childReferences = childReferences.compacted()
    }
}

extension Array {
    /// Storage of this many bytes or more is not compacted (`compacted()`).
    static var largeStorageBytes: Int { 1 << 20 }

    /// The array in storage of its own size, when growth left more than an eighth unused
    /// and the storage is small. A large buffer (a megabyte or more: its own mapping, on
    /// Linux and macOS alike) holds memory only in the pages that were written, so copying
    /// it would write as many new pages again for nothing (on a 50 MB file, `syntax check`
    /// took a tenth longer and two fifths more memory with the copies).
    func compacted() -> [Element] {
        guard capacity - count > count / 8, capacity * MemoryLayout<Element>.stride < Array.largeStorageBytes else { return self }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            self.withUnsafeBufferPointer { source in
                if let from = source.baseAddress, let to = buffer.baseAddress { to.initialize(from: from, count: count) }
            }
            initialized = count
        }
    }
}

/// A node of the concrete syntax tree: a cheap handle (arena and id).
///
/// `firstToken..<endToken` is the node's token range (trivia of the tokens included).
public struct Node: Hashable {
    let arena: SyntaxArena
    /// The node's index in its tree.
    public let id: Int32

    init(_ arena: SyntaxArena, _ id: Int32) {
        self.arena = arena
        self.id = id
    }

    public static func == (a: Node, b: Node) -> Bool { a.id == b.id && a.arena === b.arena }
    /// The tree counts too: with only the id, the same node of 100,000 small files (each
    /// file's first declaration) hashed alike, and a dictionary of nodes across files was
    /// quadratic (`check` on 100,000 tiny files spent three quarters of its time there).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(ObjectIdentifier(arena))
    }

    public var kind: NodeKind { arena.kinds[Int(id)] }
    /// Index of the node's first token.
    public var firstToken: Int { Int(arena.firstTokens[Int(id)]) }
    /// Index just past the node's last token (equal to `firstToken` when empty).
    public var endToken: Int { Int(arena.endTokens[Int(id)]) }
    /// True when the node holds no tokens.
    public var isEmpty: Bool { arena.firstTokens[Int(id)] == arena.endTokens[Int(id)] }

    /// The enclosing node; nil for the root.
    public var parent: Node? {
        let p = arena.parents[Int(id)]
        return p < 0 ? nil : Node(arena, p)
    }

    /// Tokens and nodes directly below this node, in source order.
    public var children: [Child] {
        let range = Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1])
        return range.map { i in
            let reference = arena.childReferences[i]
            return reference >= 0 ? .node(Node(arena, reference)) : .token(Int(~reference))
        }
    }

    /// Child nodes only, in order.
    public var childNodes: [Node] {
        var result: [Node] = []
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] >= 0 {
            result.append(Node(arena, arena.childReferences[i]))
        }
        return result
    }

    /// Calls `body` with each child node, in order (no array is built).
    public func forEachChildNode(_ body: (Node) throws -> Void) rethrows {
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] >= 0 {
            try body(Node(arena, arena.childReferences[i]))
        }
    }

    /// How many child nodes the node has, counting no further than `limit` (so asking
    /// whether a block of 100,000 statements has exactly one costs two steps, not 100,000).
    public func childNodeCount(upTo limit: Int) -> Int {
        var count = 0
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] >= 0 {
            count += 1
            if count >= limit { break }
        }
        return count
    }

    /// The first child node (no array is built).
    public var firstChildNode: Node? {
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] >= 0 {
            return Node(arena, arena.childReferences[i])
        }
        return nil
    }

    /// A closure's signature (`{ x in`): its first child node when that is one (the parser
    /// puts it right after `{`, and nowhere else); nil for a closure without one and for
    /// every other kind of node. The same answer as `child(.closureSignature)` without
    /// reading the closure's statements (a closure of 8,000 statements was read at each
    /// lookup of a name inside it).
    public var closureSignature: Node? {
        guard let first = firstChildNode, first.kind == .closureSignature else { return nil }
        return first
    }

    /// The first direct child token (no array is built).
    public var firstChildToken: Int? {
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] < 0 {
            return Int(~arena.childReferences[i])
        }
        return nil
    }

    /// The last direct child token (no array is built).
    public var lastChildToken: Int? {
        for i in (Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1])).reversed() where arena.childReferences[i] < 0 {
            return Int(~arena.childReferences[i])
        }
        return nil
    }

    /// The first child node of the given kind.
    public func child(_ kind: NodeKind) -> Node? {
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) {
            let reference = arena.childReferences[i]
            if reference >= 0 && arena.kinds[Int(reference)] == kind { return Node(arena, reference) }
        }
        return nil
    }

    /// Every child node of the given kind.
    public func children(_ kind: NodeKind) -> [Node] {
        var result: [Node] = []
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) {
            let reference = arena.childReferences[i]
            if reference >= 0 && arena.kinds[Int(reference)] == kind { result.append(Node(arena, reference)) }
        }
        return result
    }

    /// The `n`th direct child token (0-based; no array is built).
    public func childToken(at n: Int) -> Int? {
        var seen = 0
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] < 0 {
            if seen == n { return Int(~arena.childReferences[i]) }
            seen += 1
        }
        return nil
    }

    /// Token indices that are direct children.
    public var childTokens: [Int] {
        var result: [Int] = []
        for i in Int(arena.childStarts[Int(id)])..<Int(arena.childStarts[Int(id) + 1]) where arena.childReferences[i] < 0 {
            result.append(Int(~arena.childReferences[i]))
        }
        return result
    }

    /// Walks the subtree depth-first, parents before children; return false to skip a
    /// node's children.
    public func walk(_ visit: (Node) -> Bool) {
        var stack: [Int32] = [id]
        while let current = stack.popLast() {
            if !visit(Node(arena, current)) { continue }
            let range = Int(arena.childStarts[Int(current)])..<Int(arena.childStarts[Int(current) + 1])
            for i in range.reversed() where arena.childReferences[i] >= 0 {
                stack.append(arena.childReferences[i])
            }
        }
    }
}

/// A value kept in a class of its own, so a cache holding values of several types reads one
/// back by a class cast (`SyntaxTree.derived`, the engine's `ProjectCache`): casting an
/// `Any` back to a struct copied the value out on every read.
package final class ValueBox<T> {
    package let value: T
    package init(_ value: T) { self.value = value }
}

/// A parsed file: its bytes, tokens, tree and syntax errors.
///
/// What is derived on demand (line starts, the node index) is computed once under a lock,
/// so passes on several threads may share a tree.
public final class SyntaxTree: @unchecked Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let root: Node
    /// Lexer and parser errors, in source order.
    public let diagnostics: [Diagnostic]
    private let lock = NSLock()
    /// The index's own lock: building it (a large file's takes a fraction of a second) does
    /// not hold up line lookups and derived values on other threads.
    private let indexLock = NSLock()
    private var cachedLineStarts: [Int]?
    private var cachedIndex: NodeIndex?
    /// Each value in a `ValueBox`.
    private var cachedDerived: [String: AnyObject] = [:]

    /// A value derived from the tree (a file's indentation unit, its types by name), made by
    /// `make` the first time `key` is asked for and kept: a pass asking at each of 100,000
    /// sites must not scan the file each time. Keys name their maker (`"Pass.what"`); each
    /// key always holds the same type.
    public func derived<T>(_ key: String, _ make: () -> T) -> T {
        lock.lock()
        if let known = cachedDerived[key] as? ValueBox<T> {
            lock.unlock()
            return known.value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        cachedDerived[key] = ValueBox(value)
        lock.unlock()
        return value
    }

    /// Offsets of the first byte of each line.
    public var lineStarts: [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let cachedLineStarts { return cachedLineStarts }
        let starts = SyntaxTree.computeLineStarts(bytes)
        cachedLineStarts = starts
        return starts
    }

    /// The tree's node index, built on first use.
    var index: NodeIndex {
        indexLock.lock()
        defer { indexLock.unlock() }
        if let cachedIndex { return cachedIndex }
        let made = bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                NodeIndex(arena: root.arena, root: root.id, tokens: tokens, bytes: bytes)
            }
        }
        cachedIndex = made
        return made
    }

    /// Builds the node index now (say, on the thread that parsed the tree) instead of on
    /// first use.
    public func buildIndex() { _ = index }

    init(bytes: [UInt8], tokens: [Token], root: Node, diagnostics: [Diagnostic]) {
        self.bytes = bytes
        self.tokens = tokens
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Parses source bytes; never fails (what is not understood becomes `unexpected` nodes).
    ///
    /// Runs on a worker thread with a large stack, so it is safe to call from any thread.
    public static func parse(_ bytes: [UInt8]) -> SyntaxTree {
        Workers.run { parseOnCurrentThread(bytes) }
    }

    /// Parses on the calling thread, which must have a large stack (a `Workers` thread):
    /// nesting up to the parser's depth limit recurses deeply.
    public static func parseOnCurrentThread(_ bytes: [UInt8]) -> SyntaxTree {
        bytes.withUnsafeBufferPointer { buffer -> SyntaxTree in
            let (tokens, lexerDiagnostics) = Lexer.tokenize(buffer)
            var parser = Parser(bytes: buffer, tokens: tokens, diagnostics: lexerDiagnostics)
            let rootID = parser.parseSourceFile()
            let diagnostics = parser.diagnostics.sorted { $0.offset < $1.offset }
            let arena = parser.finishArena()
            return SyntaxTree(bytes: bytes, tokens: parser.tokens.finished(), root: Node(arena, rootID), diagnostics: diagnostics)
        }
    }

    /// Parses a string (as UTF-8).
    public static func parse(_ source: String) -> SyntaxTree {
        parse(Array(source.utf8))
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { bytes in
            for i in bytes.indices where endsLine(bytes, at: i) { starts.append(i + 1) }
        }
        return starts
    }

    /// Whether the byte at `i` ends a line: LF, a CR not followed by LF (CR LF ends its line
    /// at the LF).
    @inline(__always) static func endsLine(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let c = bytes[i]
        return c == 10 || (c == 13 && !(i + 1 < bytes.count && bytes[i + 1] == 10))
    }

    /// How many lines end in bytes `start..<end` (as `location(of:)` counts them): the line
    /// of `end` is the line of `start` plus this, without making the table of line starts.
    public func lineEnds(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            for i in start..<end where SyntaxTree.endsLine(bytes, at: i) { count += 1 }
            return count
        }
    }

    /// 1-based line and column (column in UTF-8 bytes) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let starts = lineStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    // MARK: Text

    /// The text of a token (without trivia).
    public func text(of token: Int) -> String {
        let t = tokens[token]
        return String(decoding: bytes[Int(t.textStart)..<Int(t.textEnd)], as: UTF8.self)
    }

    /// Offset of the node's first text byte (leading trivia excluded).
    public func startOffset(of node: Node) -> Int {
        node.isEmpty ? Int(tokens[min(node.firstToken, tokens.count - 1)].textStart) : Int(tokens[node.firstToken].textStart)
    }

    /// Offset just past the node's last text byte (trailing trivia excluded).
    public func endOffset(of node: Node) -> Int {
        node.isEmpty ? startOffset(of: node) : Int(tokens[node.endToken - 1].textEnd)
    }

    /// The node's source text without its outer trivia.
    public func text(of node: Node) -> String {
        String(decoding: bytes[startOffset(of: node)..<endOffset(of: node)], as: UTF8.self)
    }

    /// Whether the node's source text (without its outer trivia) is `text`: its length is
    /// compared first, so asking about every node of a deep nest costs nothing.
    public func hasText(_ node: Node, _ text: String) -> Bool {
        let start = startOffset(of: node), end = endOffset(of: node)
        var text = text
        return text.withUTF8 { utf8 in
            end - start == utf8.count && bytes[start..<end].elementsEqual(utf8)
        }
    }

    /// Whether `word` occurs anywhere in the source bytes (code, trivia or comments): a
    /// quick test that rules a file out before looking for constructs that must spell it.
    public func mentions(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { word in
            guard let wordStart = word.baseAddress, let first = word.first else { return true }
            return bytes.withUnsafeBytes { source in
                guard let base = source.baseAddress, source.count >= word.count else { return false }
                // Candidates: each place the first byte occurs (memchr), then the rest compared.
                let end = base + (source.count - word.count + 1)
                var from = base
                while from < end {
                    guard let hit = memchr(from, Int32(first), end - from) else { return false }
                    if memcmp(hit, wordStart, word.count) == 0 { return true }
                    from = UnsafeRawPointer(hit) + 1
                }
                return false
            }
        }
    }

    /// The node's text with every run of ASCII whitespace collapsed to one space.
    public func collapsedText(of node: Node) -> String {
        collapsedText(startOffset(of: node), endOffset(of: node))
    }

    /// Bytes `start..<end` with every run of ASCII whitespace collapsed to one space.
    public func collapsedText(_ start: Int, _ end: Int) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var inSpace = false
        for i in start..<end {
            let c = bytes[i]
            if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 {
                if !inSpace { out.append(32) }
                inSpace = true
            } else {
                out.append(c)
                inSpace = false
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Every node of the given kinds, in source order: by first token, a longer node before
    /// the nodes it starts with (read from the tree's index: no walk, no sort).
    public func nodes(ofKind kinds: Set<NodeKind>) -> NodeList {
        nodes(ofDistinctKinds: Array(kinds))
    }

    /// `nodes(ofKind:)` for kinds written as a list (a literal list is made once, where a set
    /// literal is hashed at every call); a kind listed twice counts once.
    public func nodes(ofKind kinds: [NodeKind]) -> NodeList {
        var distinct: [NodeKind] = []
        for kind in kinds where !distinct.contains(kind) { distinct.append(kind) }
        return nodes(ofDistinctKinds: distinct)
    }

    /// Every node of one kind, in source order.
    public func nodes(ofKind kind: NodeKind) -> NodeList {
        let index = self.index
        return NodeList(arena: root.arena, ids: index.byKind, range: index.range(of: kind))
    }

    private func nodes(ofDistinctKinds kinds: [NodeKind]) -> NodeList {
        let index = self.index
        let arena = root.arena
        let ranges = kinds.lazy.map { index.range(of: $0) }
        // One kind present (or none): its part of the index as it is.
        let present = ranges.filter { !$0.isEmpty }
        var iterator = present.makeIterator()
        guard let first = iterator.next() else { return NodeList(arena: arena, ids: [], range: 0..<0) }
        guard iterator.next() != nil else { return NodeList(arena: arena, ids: index.byKind, range: first) }
        let merged = SyntaxTree.merge(arena, Array(present.map { index.byKind[$0] }))
        return NodeList(arena: arena, ids: merged, range: 0..<merged.count)
    }

    /// Every function call whose callee is named `name` (`x.name(...)`, `.name(...)`,
    /// `name(...)`, `name<T>(...)`), in source order; looked up, not searched for.
    public func calls(named name: String) -> NodeList {
        let index = self.index
        guard let group = index.group(named: name, tokens: tokens, bytes: bytes) else {
            return NodeList(arena: root.arena, ids: [], range: 0..<0)
        }
        return NodeList(arena: root.arena, ids: index.calls, range: Int(index.callStarts[group])..<Int(index.callStarts[group + 1]))
    }

    /// Every call named one of `names`, in source order.
    public func calls(named names: Set<String>) -> NodeList {
        calls(namedDistinct: Array(names))
    }

    /// `calls(named:)` for names written as a list (a literal list is made once, where a set
    /// literal is hashed at every call); a name listed twice counts once.
    public func calls(named names: [String]) -> NodeList {
        var distinct: [String] = []
        for name in names where !distinct.contains(name) { distinct.append(name) }
        return calls(namedDistinct: distinct)
    }

    private func calls(namedDistinct names: [String]) -> NodeList {
        if names.count == 1 { return calls(named: names[0]) }
        let index = self.index
        var groups: [Int] = []
        for name in names {
            if let group = index.group(named: name, tokens: tokens, bytes: bytes) { groups.append(group) }
        }
        // One name called (or none): its part of the index as it is.
        if groups.count <= 1 {
            guard let group = groups.first else { return NodeList(arena: root.arena, ids: [], range: 0..<0) }
            return NodeList(arena: root.arena, ids: index.calls, range: Int(index.callStarts[group])..<Int(index.callStarts[group + 1]))
        }
        let merged = SyntaxTree.merge(root.arena, groups.map { index.calls[Int(index.callStarts[$0])..<Int(index.callStarts[$0 + 1])] })
        return NodeList(arena: root.arena, ids: merged, range: 0..<merged.count)
    }

    /// The calls whose callee name (as `calls(named:)` files it) is one of `table`'s names:
    /// one list per name the file calls, each in source order. Reads the file's distinct
    /// callee names, not its calls.
    public func calls(namedAnyOf table: NameTable) -> [NodeList] {
        let index = self.index
        var lists: [NodeList] = []
        bytes.withUnsafeBufferPointer { all in
            for (g, token) in index.groupTokens.enumerated() {
                let t = tokens[Int(token)]
                guard table.id(of: UnsafeBufferPointer(rebasing: all[Int(t.textStart)..<Int(t.textEnd)])) != nil else { continue }
                lists.append(NodeList(arena: root.arena, ids: index.calls, range: Int(index.callStarts[g])..<Int(index.callStarts[g + 1])))
            }
        }
        return lists
    }

    /// Which node ids belong to the final tree (a speculative parse can leave nodes that
    /// nothing points to).
    public var reachableNodes: [Bool] { NodeIndex.reachable(root.arena, root.id) }

    /// Prints the tree back to bytes by walking it; equals `bytes` for every input.
    public func printedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        bytes.withUnsafeBufferPointer { source in
            tokens.withUnsafeBufferPointer { tokens in
                SyntaxTree.print(root, source, tokens, into: &out)
            }
        }
        return out
    }

    private static func print(_ node: Node, _ source: UnsafeBufferPointer<UInt8>, _ tokens: UnsafeBufferPointer<Token>,
                              into out: inout [UInt8]) {
        let arena = node.arena
        arena.childReferences.withUnsafeBufferPointer { references in
            arena.childStarts.withUnsafeBufferPointer { starts in
                do {
                    func emit(_ id: Int32) {
                        for i in Int(starts[Int(id)])..<Int(starts[Int(id) + 1]) {
                            let reference = references[i]
                            if reference >= 0 {
                                emit(reference)
                            } else {
                                let token = tokens[Int(~reference)]
                                out.append(contentsOf: UnsafeBufferPointer(rebasing: source[Int(token.start)..<Int(token.end)]))
                            }
                        }
                    }
                    emit(node.id)
                }
            }
        }
    }
}
