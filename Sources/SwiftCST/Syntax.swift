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

/// A node of the concrete syntax tree.
///
/// Nodes only point at tokens, so the tree is cheap to build and holds no copies of the
/// source. `firstToken..<endToken` is the node's token range (trivia of the tokens included).
public final class Node {
    public let kind: NodeKind
    public let children: [Child]
    /// Index of the node's first token.
    public let firstToken: Int
    /// Index just past the node's last token (equal to `firstToken` when empty).
    public let endToken: Int
    /// The enclosing node; nil for the root.
    public internal(set) unowned(unsafe) var parent: Node?

    /// Makes a node over `children`; `position` is the token index used when it is empty.
    init(_ kind: NodeKind, _ children: [Child], at position: Int) {
        self.kind = kind
        self.children = children
        var first = -1
        for child in children {
            switch child {
            case .token(let t): first = t
            case .node(let n): if n.endToken > n.firstToken { first = n.firstToken }
            }
            if first >= 0 { break }
        }
        var end = -1
        for child in children.reversed() {
            switch child {
            case .token(let t): end = t + 1
            case .node(let n): if n.endToken > n.firstToken { end = n.endToken }
            }
            if end >= 0 { break }
        }
        if first < 0 {
            self.firstToken = position
            self.endToken = position
        } else {
            self.firstToken = first
            self.endToken = end
        }
        for case .node(let n) in children { n.parent = self }
    }

    /// True when the node holds no tokens.
    public var isEmpty: Bool { firstToken == endToken }

    /// Child nodes only, in order.
    public var childNodes: [Node] {
        var result: [Node] = []
        for case .node(let n) in children { result.append(n) }
        return result
    }

    /// The first child node of the given kind.
    public func child(_ kind: NodeKind) -> Node? {
        for case .node(let n) in children where n.kind == kind { return n }
        return nil
    }

    /// Every child node of the given kind.
    public func children(_ kind: NodeKind) -> [Node] {
        var result: [Node] = []
        for case .node(let n) in children where n.kind == kind { result.append(n) }
        return result
    }

    /// Token indices that are direct children.
    public var childTokens: [Int] {
        var result: [Int] = []
        for case .token(let t) in children { result.append(t) }
        return result
    }

    /// Walks the subtree depth-first, parents before children.
    public func walk(_ visit: (Node) -> Bool) {
        var stack: [Node] = [self]
        while let node = stack.popLast() {
            if !visit(node) { continue }
            for child in node.children.reversed() {
                if case .node(let n) = child { stack.append(n) }
            }
        }
    }
}

/// A parsed file: its bytes, tokens, tree and syntax errors.
public final class SyntaxTree {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let root: Node
    /// Lexer and parser errors, in source order.
    public let diagnostics: [Diagnostic]
    /// Offsets of the first byte of each line.
    public private(set) lazy var lineStarts: [Int] = SyntaxTree.computeLineStarts(bytes)

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
            let root = parser.parseSourceFile()
            let diagnostics = parser.diagnostics.sorted { $0.offset < $1.offset }
            return SyntaxTree(bytes: bytes, tokens: parser.tokens, root: root, diagnostics: diagnostics)
        }
    }

    /// Parses a string (as UTF-8).
    public static func parse(_ source: String) -> SyntaxTree {
        parse(Array(source.utf8))
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 10 {
                starts.append(i + 1)
            } else if c == 13 {
                if i + 1 < n && bytes[i + 1] == 10 { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
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

    /// True when the token's text equals `text`, compared as bytes.
    public func tokenText(_ token: Int, is text: StaticString) -> Bool {
        let t = tokens[token]
        let length = Int(t.textEnd - t.textStart)
        guard length == text.utf8CodeUnitCount else { return false }
        let base = Int(t.textStart)
        return text.withUTF8Buffer { buffer in
            for i in 0..<length where buffer[i] != bytes[base + i] { return false }
            return true
        }
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
        for child in node.children {
            switch child {
            case .token(let t):
                let token = tokens[t]
                out.append(contentsOf: UnsafeBufferPointer(rebasing: source[Int(token.start)..<Int(token.end)]))
            case .node(let n):
                print(n, source, tokens, into: &out)
            }
        }
    }
}
