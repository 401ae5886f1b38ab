import Testing
@testable import SwiftCST

/// Token kinds and trivia placement for each kind of token Swift has.
struct LexerTests {
    /// `kind:text` for each token but end of file.
    func tokens(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let (tokens, _) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        return tokens.dropLast().map { t in
            let text = String(decoding: bytes[Int(t.textStart)..<Int(t.textEnd)], as: UTF8.self)
            return "\(t.kind):\(text)"
        }
    }

    func diagnostics(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }.diagnostics.map(\.message)
    }

    @Test(arguments: [
        ("café `class` $0 $name _x x$y", ["identifier:café", "identifier:`class`", "identifier:$0", "identifier:$name", "identifier:_x", "identifier:x$y"]),
        ("0x1F 0b1010 0o17 1_000 3.14 1e-3 0x1.8p3 .5", ["integer literal:0x1F", "integer literal:0b1010", "integer literal:0o17", "integer literal:1_000", "float literal:3.14", "float literal:1e-3", "float literal:0x1.8p3", "'.':.", "integer literal:5"]),
        ("a+b a + b -a a! a?.b a ?? b ..< ... x...", ["identifier:a", "binary operator:+", "identifier:b", "identifier:a", "binary operator:+", "identifier:b", "prefix operator:-", "identifier:a", "identifier:a", "'!':!", "identifier:a", "postfix '?':?", "'.':.", "identifier:b", "identifier:a", "binary operator:??", "identifier:b", "binary operator:..<", "binary operator:...", "identifier:x", "postfix operator:..."]),
        ("x ? y : z", ["identifier:x", "'?':?", "identifier:y", "':'::", "identifier:z"]),
        ("f -> T = &x", ["identifier:f", "'->':->", "identifier:T", "'=':=", "prefix operator:&", "identifier:x"]),
        ("\"a\\(b)c\"", ["string open:\"", "string segment:a", "interpolation open:\\(", "identifier:b", "')':)", "string segment:c", "string close:\""]),
        ("#\"a\\#(b)\"#", ["string open:#\"", "string segment:a", "interpolation open:\\#(", "identifier:b", "')':)", "string close:\"#"]),
        ("##\"a\"#b\"##", ["string open:##\"", "string segment:a\"#b", "string close:\"##"]),
        ("\"\\(f(\"\\(g())\"))\"", ["string open:\"", "interpolation open:\\(", "identifier:f", "'(':(", "string open:\"", "interpolation open:\\(", "identifier:g", "'(':(", "')':)", "')':)", "string close:\"", "')':)", "')':)", "string close:\""]),
        ("\"\"\"\n  a\n  \"\"\"", ["string open:\"\"\"", "string segment:\n  a\n  ", "string close:\"\"\""]),
        ("#\"\"\"#", ["string open:#\"", "string segment:\"", "string close:\"#"]),
        ("x = #/a+b/#; y = /[a-z]+/", ["identifier:x", "'=':=", "regex literal:#/a+b/#", "';':;", "identifier:y", "'=':=", "regex literal:/[a-z]+/"]),
        ("\\T?.?.x; a .!= b", ["'\\':\\", "identifier:T", "postfix '?':?", "'.':.", "postfix '?':?", "'.':.", "identifier:x", "';':;", "identifier:a", "binary operator:.!=", "identifier:b"]),
        ("a / b / c", ["identifier:a", "binary operator:/", "identifier:b", "binary operator:/", "identifier:c"]),
        ("try? /a+/.m(); try! /b/", ["identifier:try", "postfix '?':?", "regex literal:/a+/", "'.':.", "identifier:m", "'(':(", "')':)", "';':;", "identifier:try", "'!':!", "regex literal:/b/"]),
        ("#if #endif #available #Preview #selector", ["pound keyword:#if", "pound keyword:#endif", "pound keyword:#available", "pound keyword:#Preview", "pound keyword:#selector"]),
        ("a /* x /* nested */ y */ b // c", ["identifier:a", "identifier:b"]),
    ])
    func tokenKinds(_ source: String, _ expected: [String]) {
        #expect(tokens(source) == expected)
        #expect(diagnostics(source) == [])
    }

    @Test func editorPlaceholdersAreTokensAndErrors() {
        #expect(tokens("@MainActor <#name#>") == ["'@':@", "identifier:MainActor", "editor placeholder:<#name#>"])
        #expect(diagnostics("f(<#x#>)") == ["editor placeholder in source file"])
    }

    @Test func trailingTriviaStopsBeforeTheNewline() {
        let tree = parse("let a = 1 // one\n    .b")
        let one = tree.tokens[3]
        #expect(String(decoding: tree.bytes[Int(one.textEnd)..<Int(one.end)], as: UTF8.self) == " // one")
        let dot = tree.tokens[4]
        #expect(String(decoding: tree.bytes[Int(dot.start)..<Int(dot.textStart)], as: UTF8.self) == "\n    ")
        #expect(dot.isAtStartOfLine)
    }

    @Test func shebangBomAndCRLFAreTrivia() {
        let source: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/swift\r\nlet a = 1\r\n".utf8)
        let tree = SyntaxTree.parse(source)
        expectRoundTrip(tree)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.text(of: 0) == "let")
        #expect(tree.location(of: Int(tree.tokens[0].textStart)) == (2, 1))
    }

    @Test(arguments: [
        ("\"abc", "unterminated string literal"),
        ("\"\"\"\nabc", "unterminated string literal"),
        ("/* abc", "unterminated '/*' comment"),
        ("let a = \u{7}", "invalid character in source"),
    ])
    func unterminatedAndInvalidInputIsReported(_ source: String, _ message: String) {
        #expect(diagnostics(source).contains(message))
        expectRoundTrip(parse(source))
    }

    @Test func invalidUTF8RoundTripsAndIsReported() {
        let source: [UInt8] = Array("let s = ".utf8) + [0xFF, 0xFE] + Array(" \"\u{1}".utf8) + [0xC3]
        let tree = SyntaxTree.parse(source)
        expectRoundTrip(tree)
        #expect(tree.diagnostics.contains { $0.message == "invalid UTF-8 in source" })
    }

    /// Each of these looked ahead from every byte of a run to the end of the run or the line
    /// (a million `#` took minutes): the lexer now remembers how far a run reaches and where a
    /// scan failed, and bounds the rest, so each finishes in one pass. The old lexer would
    /// never finish them at this size.
    @Test(arguments: [
        String(repeating: "#", count: 300_000),
        String(repeating: "#", count: 300_000) + "/ a",
        "#/\n" + String(repeating: "#/\n", count: 30_000),
        "x = " + String(repeating: "<#", count: 300_000),
        "x = " + String(repeating: "[/a ", count: 100_000),
    ].map(LongSource.init))
    func runsLexInOnePass(_ source: LongSource) {
        let bytes = Array(source.text.utf8)
        let (tokens, _) = bytes.withUnsafeBufferPointer { Lexer.tokenize($0) }
        #expect(tokens.last?.kind == .endOfFile)
        #expect(Int(tokens.last!.end) == bytes.count)
    }

    /// What those shortcuts must not change: a shorter run of `#` before the same `/` still
    /// closes where enough `#` follow, and a `<#` on the next line is still a placeholder.
    @Test(arguments: [
        ("##/a/# x", ["'#':#", "regex literal:#/a/#", "identifier:x"]),
        ("###/a/#b/## c", ["'#':#", "regex literal:##/a/#b/##", "identifier:c"]),
        ("a <# b\n<#c#>", ["identifier:a", "prefix operator:<", "'#':#", "identifier:b", "editor placeholder:<#c#>"]),
    ])
    func shortcutsKeepTheTokens(_ source: String, _ expected: [String]) {
        #expect(tokens(source) == expected)
    }
}
