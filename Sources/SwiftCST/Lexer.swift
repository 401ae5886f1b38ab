/// A problem found in the source, at a byte offset.
public struct Diagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// Splits source bytes into tokens with leading and trailing trivia.
///
/// Works on bytes, never on a decoded String, so any input (including invalid UTF-8)
/// round-trips exactly. The trivia rule is swift-syntax's: trailing trivia stops before a
/// newline; newlines, indentation and comments above a token are its leading trivia.
/// String literals are split into delimiters, segments and interpolations, so the parser
/// sees the expressions inside `\( ... )` as ordinary tokens.
public struct Lexer {
    /// What the lexer is inside of, innermost last.
    enum Mode {
        /// Ordinary code; `parenDepth` counts open parentheses when inside an interpolation.
        case code(parenDepth: Int)
        /// Inside a string literal with the given number of `#` and multi-line-ness.
        case string(pounds: Int, multiline: Bool)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var pos: Int = 0
    var modes: [Mode] = [.code(parenDepth: 0)]
    public private(set) var tokens: [Token] = []
    public private(set) var diagnostics: [Diagnostic] = []
    /// The end of the last run of `#` counted, so a run of a million `#` (each its own
    /// token) is counted once, not once per `#`.
    var poundRunEnd = 0
    /// The last `#/` whose regex did not close, and the most `#` after any `/` it passed:
    /// a shorter run of `#` before the same `/` closes only where that many follow, so it
    /// is not scanned again for nothing.
    var failedPoundRegex: (slash: Int, mostPounds: Int) = (-1, 0)
    /// Where the last failed `<#` scan stopped (the end of its line): a `<#` before it on
    /// the same line finds no `#>` either.
    var placeholderScanEnd = -1
    /// Bytes read by `/.../` and `#/.../#` attempts that were not regexes; past a budget
    /// proportional to the file, `/` is an operator (and `#` a pound) without trying, so a
    /// long line of `[/`, or thousands of unclosed `#/` lines, stay linear.
    var failedRegexBytes = 0

    /// Lexes the whole buffer; the last token is always `endOfFile`.
    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(bytes: bytes)
        lexer.tokens.reserveCapacity(bytes.count / 5 + 16)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let i = pos + offset
        return i < bytes.count ? bytes[i] : 0
    }

    @inline(__always) func byte(at i: Int) -> UInt8 {
        i < bytes.count && i >= 0 ? bytes[i] : 0
    }

    var inStringMode: Bool {
        if case .string = modes[modes.count - 1] { return true }
        return false
    }

    mutating func run() {
        // A BOM and a shebang line are leading trivia of the first token.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { pos = 3 }
        if peek() == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "!") {
            while pos < bytes.count && bytes[pos] != 10 && bytes[pos] != 13 { pos += 1 }
        }
        var start = 0
        while true {
            var atLineStart = tokens.isEmpty
            var kind: TokenKind
            var keyword = Keyword.none
            let textStart: Int
            if inStringMode {
                textStart = pos
                kind = lexStringPart()
            } else {
                if skipTrivia(stopAtNewline: false) { atLineStart = true }
                textStart = pos
                if pos >= bytes.count {
                    kind = .endOfFile
                } else {
                    (kind, keyword) = lexCodeToken(leadingSpace: textStart != start || atLineStart || (tokens.last.map { $0.textEnd != $0.end } ?? false))
                }
            }
            let textEnd = pos
            if !inStringMode && kind != .endOfFile {
                _ = skipTrivia(stopAtNewline: true)
            }
            var flags: UInt8 = 0
            if atLineStart { flags |= Token.atStartOfLineFlag }
            if textStart != start || (tokens.last.map { $0.textEnd != $0.end } ?? false) { flags |= Token.leadingSpaceFlag }
            if textEnd != pos { flags |= Token.trailingSpaceFlag }
            tokens.append(Token(start: Int32(start), textStart: Int32(textStart), textEnd: Int32(textEnd),
                                end: Int32(pos), kind: kind, keyword: keyword, flags: flags))
            start = pos
            if kind == .endOfFile { break }
        }
        if modes.count > 1 {
            diagnostics.append(Diagnostic(offset: bytes.count, message: "unterminated string literal"))
        }
    }

    // MARK: Trivia

    /// Skips whitespace and comments; returns true when a newline was crossed.
    mutating func skipTrivia(stopAtNewline: Bool) -> Bool {
        var sawNewline = false
        while pos < bytes.count {
            let c = bytes[pos]
            switch c {
            case 32, 9, 11, 12:
                pos += 1
            case 0xC2 where peek(1) == 0xA0:
                // A non-breaking space: swiftc takes it as a space (with a warning).
                pos += 2
            case 10, 13:
                if stopAtNewline { return sawNewline }
                sawNewline = true
                pos += 1
            case UInt8(ascii: "/"):
                let n = peek(1)
                if n == UInt8(ascii: "/") {
                    let begin = pos
                    while pos < bytes.count && bytes[pos] != 10 && bytes[pos] != 13 { pos += 1 }
                    validateUTF8(begin, pos)
                } else if n == UInt8(ascii: "*") {
                    let begin = pos
                    skipBlockComment()
                    validateUTF8(begin, pos)
                } else {
                    return sawNewline
                }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    /// Reports the first invalid UTF-8 sequence in `start..<end` (comments and string text,
    /// which are not otherwise decoded).
    mutating func validateUTF8(_ start: Int, _ end: Int) {
        var i = start
        while i < end {
            if bytes[i] < 0x80 {
                i += 1
                continue
            }
            guard let length = utf8Length(at: i) else {
                diagnostics.append(Diagnostic(offset: i, message: "invalid UTF-8 in source"))
                return
            }
            i += length
        }
    }

    /// Skips a possibly nested `/* ... */` comment; an unterminated one runs to the end.
    mutating func skipBlockComment() {
        let begin = pos
        pos += 2
        var depth = 1
        while pos < bytes.count {
            let c = bytes[pos]
            if c == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                pos += 2
                depth -= 1
                if depth == 0 { return }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                pos += 2
                depth += 1
            } else {
                pos += 1
            }
        }
        diagnostics.append(Diagnostic(offset: begin, message: "unterminated '/*' comment"))
    }

    // MARK: Code tokens

    mutating func lexCodeToken(leadingSpace: Bool) -> (TokenKind, Keyword) {
        let c = bytes[pos]
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return lexIdentifier()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return (lexNumber(), .none)
        case UInt8(ascii: "\""):
            return (lexStringOpen(pounds: 0), .none)
        case UInt8(ascii: "#"):
            return lexPound()
        case UInt8(ascii: "$"):
            pos += 1
            while pos < bytes.count, let len = identifierCharLength(at: pos, first: false) { pos += len }
            return (.identifier, .none)
        case UInt8(ascii: "`"):
            return (lexBacktick(), .none)
        case UInt8(ascii: "("):
            pos += 1
            adjustParenDepth(1)
            return (.leftParen, .none)
        case UInt8(ascii: ")"):
            pos += 1
            if case .code(let depth) = modes[modes.count - 1], modes.count > 1 {
                if depth == 0 {
                    modes.removeLast()  // closes an interpolation: back to the string
                } else {
                    modes[modes.count - 1] = .code(parenDepth: depth - 1)
                }
            }
            return (.rightParen, .none)
        case UInt8(ascii: "{"): pos += 1; return (.leftBrace, .none)
        case UInt8(ascii: "}"): pos += 1; return (.rightBrace, .none)
        case UInt8(ascii: "["): pos += 1; return (.leftSquare, .none)
        case UInt8(ascii: "]"): pos += 1; return (.rightSquare, .none)
        case UInt8(ascii: ","): pos += 1; return (.comma, .none)
        case UInt8(ascii: ";"): pos += 1; return (.semicolon, .none)
        case UInt8(ascii: ":"): pos += 1; return (.colon, .none)
        case UInt8(ascii: "@"): pos += 1; return (.atSign, .none)
        case UInt8(ascii: "\\"): pos += 1; return (.backslash, .none)
        case UInt8(ascii: "."):
            let next = peek(1)
            // `\T?.?` and `\T?.!` are key path components; after a space, `.!=` is an operator.
            let markAfterSpace = leadingSpace && isOperatorChar(peek(2))
            if (isOperatorChar(next) && ((next != UInt8(ascii: "?") && next != UInt8(ascii: "!")) || markAfterSpace))
                || next == UInt8(ascii: ".") {
                return (lexOperator(leadingSpace: leadingSpace), .none)
            }
            pos += 1
            return (.period, .none)
        case UInt8(ascii: "<") where peek(1) == UInt8(ascii: "#"):
            if let kind = lexPlaceholder() { return (kind, .none) }
            return (lexOperator(leadingSpace: leadingSpace), .none)
        case UInt8(ascii: "/"):
            if regexMayStartHere(), let kind = lexBareRegex() { return (kind, .none) }
            return (lexOperator(leadingSpace: leadingSpace), .none)
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return (lexOperator(leadingSpace: leadingSpace), .none)
        default:
            if c >= 0x80 {
                if identifierCharLength(at: pos, first: true) != nil { return lexIdentifier() }
                if unicodeOperatorLength(at: pos) != nil { return (lexOperator(leadingSpace: leadingSpace), .none) }
                let len = utf8Length(at: pos) ?? 1
                diagnostics.append(Diagnostic(offset: pos, message: len == 1 && !isValidUTF8(at: pos) ? "invalid UTF-8 in source" : "invalid character in source"))
                pos += len
                return (.unknown, .none)
            }
            diagnostics.append(Diagnostic(offset: pos, message: "invalid character in source"))
            pos += 1
            return (.unknown, .none)
        }
    }

    mutating func adjustParenDepth(_ delta: Int) {
        if case .code(let depth) = modes[modes.count - 1] {
            modes[modes.count - 1] = .code(parenDepth: depth + delta)
        }
    }

    mutating func lexIdentifier() -> (TokenKind, Keyword) {
        let begin = pos
        while pos < bytes.count {
            let c = bytes[pos]
            if (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") {
                pos += 1
            } else if c >= 0x80, let len = identifierCharLength(at: pos, first: false) {
                pos += len
            } else {
                break
            }
        }
        return (.identifier, KeywordTable.lookup(bytes, begin, pos))
    }

    mutating func lexBacktick() -> TokenKind {
        let begin = pos
        pos += 1
        while pos < bytes.count && bytes[pos] != UInt8(ascii: "`") && bytes[pos] != 10 && bytes[pos] != 13 { pos += 1 }
        if pos < bytes.count && bytes[pos] == UInt8(ascii: "`") && pos > begin + 1 {
            pos += 1
            return .identifier
        }
        pos = begin + 1
        return .backtick
    }

    mutating func lexNumber() -> TokenKind {
        var isFloat = false
        let c1 = peek(1)
        if bytes[pos] == UInt8(ascii: "0") && (c1 == UInt8(ascii: "x") || c1 == UInt8(ascii: "X")) {
            pos += 2
            while isHexDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
            if peek() == UInt8(ascii: ".") && isHexDigit(peek(1)) {
                isFloat = true
                pos += 1
                while isHexDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
            }
            if peek() == UInt8(ascii: "p") || peek() == UInt8(ascii: "P") {
                isFloat = true
                pos += 1
                if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
                while isDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
            }
        } else if bytes[pos] == UInt8(ascii: "0") && (c1 == UInt8(ascii: "b") || c1 == UInt8(ascii: "o")) {
            pos += 2
            while isDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
        } else {
            while isDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
            if peek() == UInt8(ascii: ".") && isDigit(peek(1)) {
                isFloat = true
                pos += 1
                while isDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let next = peek(1)
                if isDigit(next) || ((next == UInt8(ascii: "+") || next == UInt8(ascii: "-")) && isDigit(peek(2))) {
                    isFloat = true
                    pos += 2
                    while isDigit(peek()) || peek() == UInt8(ascii: "_") { pos += 1 }
                }
            }
        }
        // Letters glued to a number (`1abc`) stay in the token; the compiler rejects them anyway.
        let glued = pos
        while pos < bytes.count, let len = identifierCharLength(at: pos, first: false) { pos += len }
        if pos != glued {
            diagnostics.append(Diagnostic(offset: glued, message: "invalid character in number literal"))
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    mutating func lexPound() -> (TokenKind, Keyword) {
        if poundRunEnd <= pos {
            poundRunEnd = pos
            while poundRunEnd < bytes.count && bytes[poundRunEnd] == UInt8(ascii: "#") { poundRunEnd += 1 }
        }
        let n = poundRunEnd - pos
        if peek(n) == UInt8(ascii: "\"") {
            return (lexStringOpen(pounds: n), .none)
        }
        if peek(n) == UInt8(ascii: "/"), let kind = lexPoundRegex(pounds: n) {
            return (kind, .none)
        }
        pos += 1
        if let len = identifierCharLength(at: pos, first: true) {
            let nameStart = pos
            pos += len
            while pos < bytes.count, let l = identifierCharLength(at: pos, first: false) { pos += l }
            return (.poundKeyword, KeywordTable.lookup(bytes, nameStart, pos))
        }
        return (.pound, .none)
    }

    mutating func lexPlaceholder() -> TokenKind? {
        if pos < placeholderScanEnd { return nil }
        var i = pos + 2
        while i + 1 < bytes.count {
            if bytes[i] == 10 || bytes[i] == 13 { break }
            if bytes[i] == UInt8(ascii: "#") && bytes[i + 1] == UInt8(ascii: ">") {
                diagnostics.append(Diagnostic(offset: pos, message: "editor placeholder in source file"))
                pos = i + 2
                return .placeholder
            }
            i += 1
        }
        placeholderScanEnd = i
        return nil
    }

    // MARK: Operators

    func isOperatorChar(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Is the byte before `index` something an operator binds to on its left?
    func isLeftBound(_ index: Int, leadingSpace: Bool) -> Bool {
        if leadingSpace || index == 0 { return false }
        if index >= 2 && bytes[index - 1] == 0xA0 && bytes[index - 2] == 0xC2 { return false }
        switch bytes[index - 1] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        default:
            return true
        }
    }

    func isRightBound(_ index: Int, leftBound: Bool) -> Bool {
        if index >= bytes.count { return false }
        if bytes[index] == 0xC2 && byte(at: index + 1) == 0xA0 { return false }
        switch bytes[index] {
        case 32, 9, 10, 13, 11, 12, 0, UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "."):
            return !leftBound
        case UInt8(ascii: "/"):
            let n = byte(at: index + 1)
            return n != UInt8(ascii: "/") && n != UInt8(ascii: "*")
        default:
            return true
        }
    }

    mutating func lexOperator(leadingSpace: Bool) -> TokenKind {
        let begin = pos
        let leftBound = isLeftBound(begin, leadingSpace: leadingSpace)
        let first = bytes[pos]
        // A '?' or '!' bound to what precedes it is a single-character postfix token.
        if leftBound && (first == UInt8(ascii: "?") || first == UInt8(ascii: "!")) {
            pos += 1
            return first == UInt8(ascii: "?") ? .postfixQuestion : .exclamationMark
        }
        let dotOperator = first == UInt8(ascii: ".")
        while pos < bytes.count {
            let c = bytes[pos]
            if c == UInt8(ascii: "/") && pos > begin && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) { break }
            if isOperatorChar(c) || (dotOperator && c == UInt8(ascii: ".")) {
                pos += 1
            } else if c >= 0x80, let len = unicodeOperatorLength(at: pos) ?? (pos > begin ? combiningLength(at: pos) : nil) {
                pos += len
            } else {
                break
            }
        }
        let length = pos - begin
        let rightBound = isRightBound(pos, leftBound: leftBound)
        if length == 1 {
            switch first {
            case UInt8(ascii: "="): return .equal
            case UInt8(ascii: "?"): return .infixQuestion
            default: break
            }
        }
        if length == 2 && first == UInt8(ascii: "-") && bytes[begin + 1] == UInt8(ascii: ">") { return .arrow }
        if leftBound == rightBound { return .binaryOperator }
        return leftBound ? .postfixOperator : .prefixOperator
    }

    // MARK: Strings

    mutating func lexStringOpen(pounds: Int) -> TokenKind {
        pos += pounds + 1
        var multiline = false
        if peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") {
            // `"""` opens a multi-line literal only when its line ends there; otherwise
            // (`#"""#`) it is a one-line literal that starts with quotes.
            var i = pos + 2
            while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
            if i >= bytes.count || bytes[i] == 10 || bytes[i] == 13 || pounds == 0 {
                multiline = true
                pos += 2
            }
        }
        modes.append(.string(pounds: pounds, multiline: multiline))
        return .stringOpen
    }

    /// Lexes a segment, an interpolation start or the closing delimiter of the current string.
    mutating func lexStringPart() -> TokenKind {
        let begin = pos
        let kind = lexStringPartUnchecked()
        if kind == .stringSegment { validateUTF8(begin, pos) }
        return kind
    }

    mutating func lexStringPartUnchecked() -> TokenKind {
        guard case .string(let pounds, let multiline) = modes[modes.count - 1] else { return .unknown }
        let begin = pos
        if pos >= bytes.count {
            diagnostics.append(Diagnostic(offset: pos, message: "unterminated string literal"))
            modes.removeLast()
            return .stringClose
        }
        while pos < bytes.count {
            let c = bytes[pos]
            if c == UInt8(ascii: "\\") {
                var n = 0
                while n < pounds && peek(1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == pounds {
                    if peek(1 + n) == UInt8(ascii: "(") {
                        if pos > begin { return .stringSegment }
                        pos += 2 + n
                        modes.append(.code(parenDepth: 0))
                        return .interpolationOpen
                    }
                    pos += 1 + n
                    if pos < bytes.count && bytes[pos] != 10 && bytes[pos] != 13 { pos += 1 }
                    continue
                }
                pos += 1
            } else if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var closes = true
                for i in 0..<quotes where peek(i) != UInt8(ascii: "\"") { closes = false }
                if closes {
                    for i in 0..<pounds where peek(quotes + i) != UInt8(ascii: "#") { closes = false }
                }
                if closes {
                    if pos > begin { return .stringSegment }
                    pos += quotes + pounds
                    modes.removeLast()
                    return .stringClose
                }
                pos += 1
            } else if (c == 10 || c == 13) && !multiline {
                // Unterminated single-line string: end the literal at the newline.
                if pos > begin { return .stringSegment }
                diagnostics.append(Diagnostic(offset: pos, message: "unterminated string literal"))
                modes.removeLast()
                return .stringClose  // zero width: the literal ends here
            } else {
                pos += 1
            }
        }
        if pos > begin { return .stringSegment }
        diagnostics.append(Diagnostic(offset: pos, message: "unterminated string literal"))
        modes.removeLast()
        return .stringClose  // zero width: the literal ends here
    }

    // MARK: Regex literals

    /// Whether a `/` here sits where an expression may begin (not after an operand).
    func regexMayStartHere() -> Bool {
        let next = peek(1)
        if next == 32 || next == 9 || next == 10 || next == 13 || next == 0 || next == UInt8(ascii: "/") || next == UInt8(ascii: "*") {
            return false
        }
        if next == UInt8(ascii: "=") && peek(2) == 32 { return false }
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .identifier:
            switch previous.keyword {
            case .returnKeyword, .caseKeyword, .inKeyword, .tryKeyword, .awaitKeyword, .throwKeyword, .whereKeyword,
                 .ifKeyword, .guardKeyword, .whileKeyword, .switchKeyword, .isKeyword, .asKeyword, .elseKeyword:
                return true
            default:
                return false
            }
        case .postfixQuestion, .exclamationMark:
            // `try? /x/`, `try! /x/`: the mark ends `try`, not an operand.
            return tokens.count >= 2 && tokens[tokens.count - 2].keyword == .tryKeyword
        case .integerLiteral, .floatLiteral, .stringClose, .regexLiteral, .rightParen, .rightBrace, .rightSquare,
             .postfixOperator, .poundKeyword, .placeholder:
            return false
        case .prefixOperator:
            return true
        default:
            return true
        }
    }

    /// Lexes `/.../` on one line; returns nil (nothing consumed) when it is not a regex.
    mutating func lexBareRegex() -> TokenKind? {
        if failedRegexBytes > 4 * bytes.count + 100_000 { return nil }
        var i = pos + 1
        var inClass = 0
        defer { if i > pos { failedRegexBytes += i - pos } }  // only failures leave `pos` behind `i`
        while i < bytes.count {
            let c = bytes[i]
            if c == 10 || c == 13 { return nil }
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == UInt8(ascii: "[") { inClass += 1 }
            if c == UInt8(ascii: "]") && inClass > 0 { inClass -= 1 }
            if c == UInt8(ascii: "/") && inClass == 0 {
                // A literal does not end with a space before its closing slash.
                let before = bytes[i - 1]
                if before == 32 || before == 9 { return nil }
                // `a /b/ c` style: an operand right after the closing slash means division.
                pos = i + 1
                return .regexLiteral
            }
            i += 1
        }
        return nil
    }

    /// Lexes `#/.../#` (any number of `#`, may span lines when `#/` ends its line).
    mutating func lexPoundRegex(pounds: Int) -> TokenKind? {
        let slash = pos + pounds
        // The scan is the same for any number of `#`; only where it may stop differs.
        if failedPoundRegex.slash == slash && pounds > failedPoundRegex.mostPounds { return nil }
        if failedRegexBytes > 4 * bytes.count + 100_000 { return nil }
        var i = slash + 1
        var mostPounds = 0
        let multiline = i < bytes.count && (bytes[i] == 10 || bytes[i] == 13)
        while i < bytes.count {
            let c = bytes[i]
            if !multiline && (c == 10 || c == 13) { break }
            if c == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if c == UInt8(ascii: "/") {
                var n = 0
                while n < pounds && byte(at: i + 1 + n) == UInt8(ascii: "#") { n += 1 }
                if n == pounds {
                    pos = i + 1 + pounds
                    return .regexLiteral
                }
                mostPounds = max(mostPounds, n)
            }
            i += 1
        }
        failedPoundRegex = (slash, mostPounds)
        failedRegexBytes += i - slash
        return nil
    }

    // MARK: Characters

    @inline(__always) func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    @inline(__always) func isHexDigit(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
    }

    func utf8Length(at i: Int) -> Int? {
        guard i < bytes.count else { return nil }
        let c = bytes[i]
        let length: Int
        if c < 0x80 { return 1 } else if c & 0xE0 == 0xC0 { length = 2 } else if c & 0xF0 == 0xE0 { length = 3 } else if c & 0xF8 == 0xF0 { length = 4 } else { return nil }
        if i + length > bytes.count { return nil }
        for k in 1..<length where bytes[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }

    func isValidUTF8(at i: Int) -> Bool { utf8Length(at: i) != nil }

    /// Decodes the scalar at `i`; nil for invalid UTF-8.
    func scalar(at i: Int) -> (UInt32, Int)? {
        guard let length = utf8Length(at: i) else { return nil }
        let c = UInt32(bytes[i])
        switch length {
        case 1: return (c, 1)
        case 2: return ((c & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2)
        case 3: return ((c & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
        default:
            return ((c & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F), 4)
        }
    }

    /// Byte length of an identifier character at `i`, or nil if there is none.
    func identifierCharLength(at i: Int, first: Bool) -> Int? {
        // `#` at the end of the file asks about the byte after it.
        guard i < bytes.count else { return nil }
        let c = bytes[i]
        if c < 0x80 {
            if (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_") { return 1 }
            if !first && (isDigit(c) || c == UInt8(ascii: "$")) { return 1 }
            return nil
        }
        guard let (scalar, length) = scalar(at: i) else { return nil }
        if Lexer.isUnicodeOperator(scalar) { return nil }
        if scalar == 0xA0 || (scalar >= 0x2000 && scalar <= 0x200A) || scalar == 0x2028 || scalar == 0x2029 || scalar == 0x3000 || scalar == 0xFEFF { return nil }
        if first && Lexer.isCombining(scalar) { return nil }
        return length
    }

    func unicodeOperatorLength(at i: Int) -> Int? {
        guard let (scalar, length) = scalar(at: i), Lexer.isUnicodeOperator(scalar) else { return nil }
        return length
    }

    func combiningLength(at i: Int) -> Int? {
        guard let (scalar, length) = scalar(at: i), Lexer.isCombining(scalar) else { return nil }
        return length
    }

    static func isCombining(_ s: UInt32) -> Bool {
        (0x0300...0x036F).contains(s) || (0x1DC0...0x1DFF).contains(s) || (0x20D0...0x20FF).contains(s)
            || (0xFE00...0xFE0F).contains(s) || (0xFE20...0xFE2F).contains(s) || (0xE0100...0xE01EF).contains(s)
    }

    /// Unicode operator characters from The Swift Programming Language's lexical structure.
    static func isUnicodeOperator(_ s: UInt32) -> Bool {
        switch s {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }
}

/// Maps identifier bytes to keywords without allocating.
enum KeywordTable {
    /// Buckets by (first byte, length); each holds the spellings that could match.
    static let buckets: [[(Keyword, [UInt8])]] = {
        var table = [[(Keyword, [UInt8])]](repeating: [], count: 128 * 32)
        for (keyword, spelling) in Keyword.spellings {
            let bytes = Array(spelling.utf8)
            table[Int(bytes[0] & 0x7F) * 32 + bytes.count].append((keyword, bytes))
        }
        return table
    }()

    static func lookup(_ source: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword {
        let length = end - start
        if length >= 32 || length == 0 { return .none }
        let first = source[start]
        if first >= 0x80 { return .none }
        let bucket = buckets[Int(first) * 32 + length]
        outer: for (keyword, spelling) in bucket {
            for k in 1..<length where spelling[k] != source[start + k] { continue outer }
            return keyword
        }
        return .none
    }
}
