/// The kind of a lexed token; trivia is never a token of its own.
public enum TokenKind: UInt8, Sendable, CustomStringConvertible {
    case endOfFile
    /// An identifier or keyword (`keyword` tells which), backticked identifiers, `$0`, `$name`.
    case identifier
    case integerLiteral
    case floatLiteral
    /// The opening delimiter of a string literal: `"`, `"""`, `#"`, `##"""`, ...
    case stringOpen
    /// Literal text inside a string literal, between delimiters and interpolations.
    case stringSegment
    /// `\(` (or `\#(` in a raw string) that starts an interpolation; a `rightParen` closes it.
    case interpolationOpen
    /// The closing delimiter of a string literal.
    case stringClose
    /// A whole regex literal: `/.../` or `#/.../#`.
    case regexLiteral
    /// `#` followed by a name: `#if`, `#available`, `#Preview`, `#selector`, ...
    case poundKeyword
    /// A `#` that is not followed by a name.
    case pound
    /// An editor placeholder `<#...#>`.
    case placeholder
    case leftParen, rightParen, leftBrace, rightBrace, leftSquare, rightSquare
    case period, comma, colon, semicolon, equal, atSign, arrow, backslash, backtick
    /// `?` bound to the expression before it (optional chaining, optional type).
    case postfixQuestion
    /// `?` of a ternary expression.
    case infixQuestion
    /// `!` bound to the expression before it (force unwrap, IUO type).
    case exclamationMark
    case binaryOperator, prefixOperator, postfixOperator
    /// Bytes the lexer cannot make sense of (a stray character, invalid UTF-8).
    case unknown

    public var description: String {
        switch self {
        case .endOfFile: return "end of file"
        case .identifier: return "identifier"
        case .integerLiteral: return "integer literal"
        case .floatLiteral: return "float literal"
        case .stringOpen: return "string open"
        case .stringSegment: return "string segment"
        case .interpolationOpen: return "interpolation open"
        case .stringClose: return "string close"
        case .regexLiteral: return "regex literal"
        case .poundKeyword: return "pound keyword"
        case .pound: return "'#'"
        case .placeholder: return "editor placeholder"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftSquare: return "'['"
        case .rightSquare: return "']'"
        case .period: return "'.'"
        case .comma: return "','"
        case .colon: return "':'"
        case .semicolon: return "';'"
        case .equal: return "'='"
        case .atSign: return "'@'"
        case .arrow: return "'->'"
        case .backslash: return "'\\'"
        case .backtick: return "'`'"
        case .postfixQuestion: return "postfix '?'"
        case .infixQuestion: return "'?'"
        case .exclamationMark: return "'!'"
        case .binaryOperator: return "binary operator"
        case .prefixOperator: return "prefix operator"
        case .postfixOperator: return "postfix operator"
        case .unknown: return "unknown"
        }
    }
}

/// One token: where its leading trivia, text and trailing trivia lie in the source bytes.
///
/// Tokens are contiguous: a token's `end` is the next token's `start`, so printing every
/// token from `start` to `end` reproduces the file byte for byte.
public struct Token: Sendable {
    /// Offset of the first byte of the leading trivia.
    public var start: Int32
    /// Offset of the first byte of the token text.
    public var textStart: Int32
    /// Offset just past the token text (start of trailing trivia).
    public var textEnd: Int32
    /// Offset just past the trailing trivia.
    public var end: Int32
    public var kind: TokenKind
    /// For identifiers and `#` keywords: which keyword the text spells, if any.
    public var keyword: Keyword
    var flags: UInt8

    static let atStartOfLineFlag: UInt8 = 1
    static let leadingSpaceFlag: UInt8 = 2
    static let trailingSpaceFlag: UInt8 = 4

    /// True when a newline separates this token from the previous one (or it is the first).
    public var isAtStartOfLine: Bool { flags & Token.atStartOfLineFlag != 0 }
    /// True when whitespace or a comment separates this token from the previous one
    /// (whether it sits in the previous token's trailing trivia or in this one's leading).
    public var hasSpaceBefore: Bool { flags & Token.leadingSpaceFlag != 0 }
    /// True when any trivia follows the text.
    public var hasTrailingTrivia: Bool { textEnd != end }
    public var textLength: Int { Int(textEnd - textStart) }
}
