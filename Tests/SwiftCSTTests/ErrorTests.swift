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
    ].map(LongSource.init))
    func deepNestingEndsWithAnErrorNotACrash(_ source: LongSource) {
        let tree = parse(source.text)
        expectRoundTrip(tree)
        #expect(!tree.diagnostics.isEmpty)
    }

    /// Found by valgrind: after `var body:` a one-byte `!` or `?` operator at the end of the
    /// file was split after its only byte, reading the byte past the buffer (garbage tokens,
    /// or a crash in `printedBytes`, depending on the heap). Debug builds check the bounds,
    /// so this crashed the test before the fix; the fuzzer's AddressSanitizer build finds
    /// the like (README "Fuzzing").
    @Test(arguments: ["struct Card: View {\n    var body:!", "struct Card: View {\n    var body:?", "var x:!", "var x:?\n",
                      "func f() -> (Int)->!", "let x: [Int:!]", "var body:!?", "var body:?!"])
    func oneByteOperatorAfterATypeAtTheEndOfTheFile(_ source: String) {
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(!tree.diagnostics.isEmpty)
    }

    /// Found by the fuzzer: each unbalanced `@Environment(Sheets. {` tried its arguments as
    /// an expression list, which held the next one, and after failing re-parsed it: the time
    /// doubled per pair (26 pairs took over 30 s). A failed speculation is now remembered
    /// where it failed and never tried again there, and failures share a budget
    /// proportional to the file, so the tokens given back by backtracking stay a small
    /// multiple of the file's whatever it holds. The old parser would never finish these.
    @Test(arguments: [
        "struct V: View {\n    var body: some View @MainActor\n" + String(repeating: "    @Environment(Sheets. {\n    @Bindable self) var alerts\n", count: 300) + "}\n",
        "let v = " + String(repeating: "@A<", count: 2_000),
        "let v = " + String(repeating: "#m<", count: 2_000),
        "let f = " + String(repeating: "{ (a: Int = ", count: 500),
        "var x: " + String(repeating: "A throws(B ", count: 500),
        String(repeating: "@Environment(\\.a, {\n", count: 1_000),
        String(repeating: "@A(x: { y in @B(\n", count: 500),
        "let x = " + String(repeating: "a < b < (c, ", count: 2_000),
        // Balanced, each level failing: speculations nest at most eight deep.
        String(repeating: "@A(x: { _ = 1 +\n", count: 60) + String(repeating: "})\n", count: 60),
        "let v = " + String(repeating: "f(a < b, { (x: @A(y: [", count: 60) + String(repeating: "]) in }", count: 60),
    ].map(LongSource.init))
    func backtrackingStaysProportionalToTheFile(_ source: LongSource) {
        let (tree, tokens, backtracked, _) = parseCountingBacktracking(source.text)
        expectRoundTrip(tree)
        #expect(backtracked <= 5 * tokens + 10_000, "\(backtracked) tokens backtracked over \(tokens) tokens")
    }

    /// Splitting `>>` (and `>?`, `==<`) inserted tokens in the middle of the token array,
    /// moving every token after them: quadratic in a file of `Set<Set<Int>>` (100,000 lines
    /// ran past a minute). The tokens now have a gap that follows the parser, so the tokens
    /// moved stay proportional to the file.
    @Test func splittingTokensMovesFewTokens() {
        let source = String(repeating: "let x: [Set<Set<Int>>] = [], y: Optional<Int>? = nil, z: [A<B<C<D>>>] = []\nfunc ==<T>(a: T, b: T) -> Bool { true }\n", count: 500)
        let (tree, tokens, _, moved) = parseCountingBacktracking(source)
        expectRoundTrip(tree)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes(ofKind: [.genericArgumentClause]).count == 3_000)
        #expect(moved <= 4 * tokens, "\(moved) tokens moved for \(tokens) tokens")
    }

    /// Whether a modifier-like word is a modifier was asked of each word of a run, each time
    /// reading (recursively) to the end of the run: 100,000 `public` took over a minute. The
    /// run is now read once, in a loop. The old parser would never finish this.
    @Test func longRunsOfModifiersParse() {
        let tree = parse("struct S {\n" + String(repeating: "public ", count: 200_000) + "static var x = 1\n    class func f() {}\n    final class C {}\n}\n")
        expectRoundTrip(tree)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.nodes(ofKind: [.declModifier]).count == 200_003)
    }

    @Test func moderateNestingParsesCleanly() {
        let source = "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let tree = parse(source)
        expectRoundTrip(tree)
        #expect(tree.diagnostics.isEmpty)
    }
}
