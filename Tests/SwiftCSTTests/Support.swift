import Testing
@testable import SwiftCST

/// Parses UTF-8 source text.
func parse(_ source: String) -> SyntaxTree {
    SyntaxTree.parse(Array(source.utf8))
}

/// The nested node kinds of a subtree, tokens left out: `variableDecl(patternBinding(...))`.
func shape(_ node: Node) -> String {
    let children = node.childNodes
    if children.isEmpty { return "\(node.kind)" }
    return "\(node.kind)(" + children.map(shape).joined(separator: " ") + ")"
}

/// The shape of the first item of a file (what most grammar tests look at).
func firstItemShape(_ tree: SyntaxTree) -> String {
    tree.root.childNodes.first.map(shape) ?? ""
}

/// Every token index reached by walking the tree, in order.
func tokenIndicesInTreeOrder(_ tree: SyntaxTree) -> [Int] {
    var result: [Int] = []
    func visit(_ node: Node) {
        for child in node.children {
            switch child {
            case .token(let t): result.append(t)
            case .node(let n): visit(n)
            }
        }
    }
    visit(tree.root)
    return result
}

/// Asserts the tree prints back to the exact input and holds every token once, in order.
func expectRoundTrip(_ tree: SyntaxTree, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(tree.printedBytes() == tree.bytes, "printed tree differs from the input", sourceLocation: sourceLocation)
    #expect(tokenIndicesInTreeOrder(tree) == Array(0..<tree.tokens.count), "tree does not hold every token once", sourceLocation: sourceLocation)
}

/// Diagnostics as `line:column: message`.
func diagnosticLines(_ tree: SyntaxTree) -> [String] {
    tree.diagnostics.map { d in
        let (line, column) = tree.location(of: d.offset)
        return "\(line):\(column): \(d.message)"
    }
}

/// Parses on a worker thread and returns the tree, its token count, how many tokens the
/// parser read and then gave back when backtracking (its wasted work), and how many tokens
/// it moved to split tokens (`>>` into `>` `>`).
func parseCountingBacktracking(_ source: String) -> (tree: SyntaxTree, tokens: Int, backtracked: Int, moved: Int) {
    let bytes = Array(source.utf8)
    let (backtracked, moved) = Workers.run {
        bytes.withUnsafeBufferPointer { buffer -> (Int, Int) in
            let (tokens, diagnostics) = Lexer.tokenize(buffer)
            var parser = Parser(bytes: buffer, tokens: tokens, diagnostics: diagnostics)
            _ = parser.parseSourceFile()
            return (parser.tokensBacktracked, parser.tokens.tokensMoved)
        }
    }
    let tree = SyntaxTree.parse(bytes)
    return (tree, tree.tokens.count, backtracked, moved)
}

/// A large test input, named by its size and first characters in the test log: swift-testing
/// prints each argument of a parameterized test, and these printed whole made the log of a
/// passing `swift test` tens of thousands of lines.
struct LongSource: CustomTestStringConvertible, Sendable {
    let text: String
    init(_ text: String) { self.text = text }
    var testDescription: String {
        let start = text.prefix(24).map { $0 == "\n" ? "\\n" : String($0) }.joined()
        return "\(text.utf8.count) bytes: \"\(start)…\""
    }
}
