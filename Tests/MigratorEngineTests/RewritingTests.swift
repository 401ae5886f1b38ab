import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorSemantics

/// The shared editing helpers, on small sources.
struct RewritingTests {
    @Test(arguments: [
        ("struct A {\n    var b: Int\n    func c() {\n        d()\n    }\n}\n", "    "),
        ("struct A {\n  var b: Int\n  func c() {\n    d()\n  }\n}\n", "  "),
        ("struct A {\n\tvar b: Int\n\tfunc c() {\n\t\td()\n\t}\n}\n", "\t"),
        ("struct A {\r\n\tvar b: Int\r\n}\r\n", "\t"),
        ("let a = 1\n", "    "),
    ])
    func indentationUnit(_ source: String, _ unit: String) {
        #expect(Rewriting.indentationUnit(Array(source.utf8)) == unit)
    }

    @Test func quotesAreOneLineAndShortenedWithAnEllipsis() {
        let tree = SyntaxTree.parse(Array("let a = f(x,\n    y)\nlet b = g(   1,  2)\nlet c = \"\(String(repeating: "z", count: 100))\"\n".utf8))
        let calls = tree.nodes(ofKind: [.functionCallExpr])
        #expect(tree.quote(calls[0]) == "f(x,…")
        #expect(tree.quote(calls[1]) == "g( 1, 2)")
        let literal = tree.nodes(ofKind: [.stringLiteralExpr])[0]
        let quoted = tree.quote(literal)
        #expect(quoted.count == Quote.limit && quoted.hasSuffix("…") && quoted.hasPrefix("\"zzz"))
        #expect(tree.quote(literal, limit: 10) == "\"zzzzzzzz…")
        #expect(Quote.shortened("abc", limit: 3) == "abc")
        #expect(Quote.shortened("abcd", limit: 3) == "ab…")
        #expect(Quote.shortened("ab ", limit: 3, cut: true) == "ab…")
    }

    @Test func reindentShiftsLaterLinesAndKeepsBlankOnes() {
        #expect(Rewriting.reindent("Button {\n        go()\n\n    }", from: "    ", to: "\t") == "Button {\n\t    go()\n\n\t}")
        #expect(Rewriting.reindent("A {\r\n    b\r\n}", from: "", to: "  ") == "A {\r\n      b\r\n  }")
        // A later line that is less indented than the base cannot be moved.
        #expect(Rewriting.reindent("A {\n  b\n}", from: "    ", to: "") == nil)
    }

    /// Applies the closure edits of the first closure in `source`.
    func prepend(_ source: String) -> String? {
        let tree = SyntaxTree.parse(source)
        guard let closure = tree.nodes(ofKind: [.closureExpr]).first,
              let edits = Rewriting.prependIgnoredParameter(closure, tree, pass: "test", site: 0) else { return nil }
        return String(decoding: applyEdits(edits, to: tree.bytes), as: UTF8.self)
    }

    @Test func closureParameters() {
        #expect(prepend("f { v in g(v) }") == "f { _, v in g(v) }")
        #expect(prepend("f { [weak self] v in g(v) }") == "f { [weak self] _, v in g(v) }")
        #expect(prepend("f { (v: Int) in g(v) }") == "f { _, v in g(v) }")
        #expect(prepend("f { _ in g() }") == "f { g() }")
        #expect(prepend("f { _ in\n    g()\n}") == "f {\n    g()\n}")
        #expect(prepend("f { [weak self] _ in g() }") == "f { [weak self] in g() }")
        #expect(prepend("f { g($0, \"\\($0)\"); h { $0 } }") == "f { g($1, \"\\($1)\"); h { $0 } }")
        #expect(prepend("f { v async in g(v) }") == nil)
        #expect(prepend("f { a, b in g(a) }") == nil)
        #expect(prepend("f { g() }") == nil)
    }

    /// The text left after deleting the first `name` modifier.
    func delete(_ name: String, in source: String) -> String? {
        let tree = SyntaxTree.parse(source)
        let file = SourceFile(path: "A.swift", tree: tree)
        let context = PassContext(target: Availability(), files: [file])
        guard let modifier = Rewriting.modifierCalls(named: [name], in: file, context).first,
              let range = Rewriting.modifierDeletion(modifier, tree) else { return nil }
        return String(decoding: applyEdits([Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: "t")], to: tree.bytes), as: UTF8.self)
    }

    @Test func modifierDeletion() {
        #expect(delete("b", in: "x\n    .a()\n    // about b\n    .b(1) // why\n    .c()\n") == "x\n    .a()\n    .c()\n")
        #expect(delete("b", in: "x\n    // about a\n\n    .b(1)\n") == "x\n    // about a\n\n")
        #expect(delete("b", in: "x\n    .b(1).c()\n") == "x\n    .c()\n")
        #expect(delete("b", in: "x.b(1).c()\n") == "x.c()\n")
        #expect(delete("b", in: "x\r\n\t.b(1)\r\n\t.c()\r\n") == "x\r\n\t.c()\r\n")
    }

    /// The text after inserting `.m()` after the first `name` modifier.
    func insert(after name: String, in source: String) -> String {
        let tree = SyntaxTree.parse(source)
        let file = SourceFile(path: "A.swift", tree: tree)
        let context = PassContext(target: Availability(), files: [file])
        let modifier = Rewriting.modifierCalls(named: [name], in: file, context)[0]
        let insertion = Rewriting.modifierInsertion(after: modifier, ".m()", tree)
        return String(decoding: applyEdits([Edit(start: insertion.offset, end: insertion.offset, replacement: insertion.text, pass: "t")], to: tree.bytes), as: UTF8.self)
    }

    @Test func modifierInsertion() {
        #expect(insert(after: "b", in: "x\n    .b(1) // why\n    .c()\n") == "x\n    .b(1) // why\n    .m()\n    .c()\n")
        #expect(insert(after: "b", in: "x.b(1).c()\n") == "x.b(1).m().c()\n")
        #expect(insert(after: "b", in: "x\n\t.b(1)\n") == "x\n\t.b(1)\n\t.m()\n")
    }

    @Test func modifierCallsNeedAMemberAccessOrAViewContext() {
        let source = "let a = b(1)\nlet c = d.b(2)\nlet t = Theme.b(4)\nlet i = f(.b(5))\nextension View {\n    func e() -> some View { b(3) }\n}\n"
            + "struct Row {}\nextension Row: View {}\nextension Row {\n    func g() -> some View { b(6) }\n}\n"
        let tree = SyntaxTree.parse(source)
        let file = SourceFile(path: "A.swift", tree: tree)
        let context = PassContext(target: Availability(), files: [file])
        let calls = Rewriting.modifierCalls(named: ["b"], in: file, context)
        // Not a bare call outside a view, `Type.b(...)` or the implicit member `.b(...)`.
        #expect(calls.map { tree.text(of: $0.call) } == ["d.b(2)", "b(3)", "b(6)"])
    }

    @Test func elseClausesReadAsTheNegatedCondition() {
        let tree = SyntaxTree.parse("#if os(macOS)\nlet a = 1\n#else\nlet b = f(2)\n#endif\n")
        let call = tree.nodes(ofKind: [.functionCallExpr]).last!
        #expect(Rewriting.ifConfigConditions(around: call, tree) == ["!(os(macOS))"])
    }

    @Test func ifConfigConditionsAreReadPerPlatform() {
        #expect(Rewriting.compiled(on: "macOS", under: []) == true)
        #expect(Rewriting.compiled(on: "macOS", under: ["os(macOS)"]) == true)
        #expect(Rewriting.compiled(on: "macOS", under: ["os(iOS) || os(tvOS) || os(macOS)", "os(iOS) || os(visionOS)"]) == false)
        #expect(Rewriting.compiled(on: "iOS", under: ["os(iOS) || os(tvOS) || os(macOS)", "os(iOS) || os(visionOS)"]) == true)
        #expect(Rewriting.compiled(on: "macOS", under: ["!(os(macOS))"]) == false)
        #expect(Rewriting.compiled(on: "macOS", under: ["canImport(UIKit)"]) == false)
        #expect(Rewriting.compiled(on: "macOS", under: ["DEBUG"]) == nil)
        #expect(Rewriting.compiled(on: "macOS", under: ["DEBUG && os(iOS)"]) == false)
        #expect(Rewriting.compiled(on: "macOS", under: ["DEBUG || os(macOS)"]) == true)
        #expect(Rewriting.compiled(on: "tvOS", under: ["!os(tvOS) && !os(watchOS)"]) == false)
    }
}

/// Issue 44: the remembered chain and branch answers (`ChainEnds`, `CompatibilityBranches`)
/// are the ones the one-node walks give, for every node of sources with chains, charts,
/// `#available` fallbacks and `#if swift` clauses, asked in source order and in reverse.
struct RememberedChainAnswersTests {
    static let source = """
        import SwiftUI
        import Charts
        struct V: View {
            var body: some View {
                if #available(iOS 17, *) {
                    Text("a").foregroundColor(.red).cornerRadius(4).bold()
                } else {
                    Text("b").cornerRadius(2).foregroundColor(Color.red.opacity(0.5)).padding()
                }
                Chart { BarMark(x: .value("x", 1)).cornerRadius(3).annotation { Text("c").cornerRadius(1) } }
                #if swift(>=5.9)
                Text("d").cornerRadius(5)
                #else
                Text("e").cornerRadius(6).foregroundColor(.blue)
                #endif
                AttributeContainer().foregroundColor(.red)
            }
        }
        func f() {
            guard #available(iOS 16, *) else { return x.y.z().w }
        }
        """

    static func everyNode(_ tree: SyntaxTree) -> [Node] {
        var nodes: [Node] = []
        tree.root.walk { nodes.append($0); return true }
        return nodes
    }

    @Test(arguments: [false, true])
    func rememberedAnswersAreTheWalksAnswers(reversed: Bool) {
        let tree = SyntaxTree.parse(Array(Self.source.utf8))
        let nodes = reversed ? Self.everyNode(tree).reversed() : Self.everyNode(tree)
        let chains = Rewriting.ChainEnds()
        let branches = Rewriting.CompatibilityBranches(tree)
        var charts = 0
        var fallbacks = 0
        for node in nodes {
            #expect(chains.root(node) == Rewriting.chainRoot(node))
            #expect(branches.of(node) == Rewriting.compatibilityBranch(node, tree))
            if node.kind == .functionCallExpr {
                let inChart = Rewriting.isChartContent(node, tree, chains: chains)
                #expect(inChart == Rewriting.isChartContent(node, tree))
                if inChart { charts += 1 }
            }
            if branches.of(node) != nil { fallbacks += 1 }
            #expect(chains.top(node) == Self.top(node))
        }
        #expect(charts > 0 && fallbacks > 0)
        let text = nodes.first { $0.kind == .functionCallExpr && tree.text(of: $0) == "Text(\"a\")" }!
        #expect(tree.text(of: chains.top(text)) == "Text(\"a\").foregroundColor(.red).cornerRadius(4).bold()")
    }

    /// The climb `ChainEnds.top` remembers, one node at a time.
    static func top(_ node: Node) -> Node {
        var outer = node
        while let parent = outer.parent, parent.kind == .memberAccessExpr, parent.childNodes.first == outer {
            if let grand = parent.parent, grand.kind == .functionCallExpr, grand.childNodes.first == parent {
                outer = grand
            } else {
                outer = parent
            }
        }
        return outer
    }
}
