import Testing
@testable import SwiftCST

/// What the parser does with code it cannot understand: errors with positions, the bytes
/// kept in `unexpected` nodes, and no crash or hang on hostile input.
struct ErrorTests {
    @Test(arguments: [
        ("let x = ", ["1:9: expected expression"]),
        ("func f( { }", ["1:9: expected parameter name", "1:9: expected ':' and type for parameter", "1:9: expected ')' to end the parameter list"]),
        ("struct S { var a: Int }\n}", ["2:1: unexpected '}' at top level"]),
        ("if x { ", ["1:8: expected '}' to end the block"]),
        ("let a = 1 let b = 2", ["1:11: consecutive statements on a line must be separated by ';'"]),
        ("foo(a b)", ["1:7: expected ',' or ')' in argument list"]),
        ("class C { return 1 }", ["1:11: expected declaration in member list"]),
        ("#if DEBUG\nlet a = 1\n", ["3:1: expected '#endif'"]),
        ("switch x {\ncase 1:\ncase 2: break\ndefault:\n#if A\n#endif\n}", ["2:1: 'case' label in a 'switch' must have at least one executable statement"]),
        ("let inout = 1\nlet type = 2, async = 3, open = 4", ["1:5: keyword 'inout' cannot be used as an identifier here"]),
        ("let k = <#key#>", ["1:9: editor placeholder in source file"]),
        ("#error(\"set the key\")\n#if X\n#error(\"inactive maybe\")\n#endif", ["1:1: #error directive in source file"]),
        ("var a = 1, b = 2 { didSet {} }", ["1:1: 'var' declarations with multiple variables cannot have explicit getters/setters"]),
    ])
    func errorsHavePositionsAndMessages(_ source: String, _ expected: [String]) {
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(diagnosticLines(tree) == expected)
    }

    /// Found by the fuzzer: a `#` as the last byte made the lexer read past the end of the
    /// buffer (a crash in debug builds, garbage tokens and a round-trip failure in release).
    @Test(arguments: [[UInt8]("#".utf8), [UInt8]("let x = 1\n#".utf8), [UInt8]("#if A\n#".utf8), [UInt8]("f(##".utf8),
                      [UInt8]("let é = 1\n#".utf8), [UInt8]("let x = 1\n".utf8) + [0xC3], [UInt8]("#".utf8) + [0xE2, 0x82]])
    func endOfFileAfterAPoundOrATruncatedCharacter(_ bytes: [UInt8]) {
        let tree = SyntaxTree.parse(bytes)
        expectRoundTrip(tree)
        #expect(!tree.diagnostics.isEmpty)
    }

    /// Found by the fuzzer: every `<` of an unclosed `Optional<Optional<...` chain was tried
    /// as generic arguments down to the nesting limit (seconds for a few kilobytes); failed
    /// attempts now have a budget proportional to the file (`.ci/fuzz` watches the time).
    @Test func unclosedGenericChainsParse() {
        let source = "let v = Text(\"a\").foregroundColor(.red" + String(repeating: "Optional<", count: 3000) + "x)\n"
        let tree = parse(source)
        expectRoundTrip(tree)
        // Read as comparisons (`.red < Optional < ...`), as before the budget.
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes(ofKind: [.genericArgumentClause]).isEmpty)
    }

    @Test func contextualKeywordsAndSelfBindingsAreNotErrors() {
        let tree = parse("func f() { guard let self = self else { return }; if let self { }; let type = 1, async = 2, open = 3 }")
        expectRoundTrip(tree)
        #expect(diagnosticLines(tree) == [])
    }

    @Test func unexpectedTokensStayInTheTree() {
        let tree = parse("struct S { ) var a = 1 }")
        expectRoundTrip(tree)
        var unexpected: [String] = []
        tree.root.walk { node in
            if node.kind == .unexpected && !node.isEmpty { unexpected.append(tree.text(of: node)) }
            return true
        }
        #expect(unexpected == [")"])
    }

    @Test(arguments: [
        String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000),
        String(repeating: "{ ", count: 10_000) + String(repeating: "}", count: 10_000),
        String(repeating: "[", count: 10_000),
        "let x: " + String(repeating: "Array<", count: 5_000) + "Int" + String(repeating: ">", count: 5_000),
        String(repeating: "if a {\n", count: 5_000),
        "let s = \"" + String(repeating: "\\(\"", count: 5_000),
    ])
    func deepNestingEndsWithAnErrorNotACrash(_ source: String) {
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(!tree.diagnostics.isEmpty)
    }

    @Test func moderateNestingParsesCleanly() {
        let source = "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(tree.diagnostics.isEmpty)
    }
}
