import Foundation
import Testing
@testable import SwiftCST

/// The node index (`nodes(ofKind:)`, `calls(named:)`) against a plain walk of the tree:
/// the same nodes in the same order, on fixtures, samples and broken (mutated) sources,
/// whose speculative parses leave unreachable nodes and empty ones behind.
struct NodeIndexTests {
    /// Every reachable node of the kinds, by a walk: ordered by first token, a longer node
    /// first, equal ranges in the order the parser made them (by id).
    func walked(_ tree: SyntaxTree, _ kinds: Set<NodeKind>) -> [Node] {
        var found: [Node] = []
        tree.root.walk { node in
            if kinds.contains(node.kind) { found.append(node) }
            return true
        }
        return found.sorted { a, b in
            if a.firstToken != b.firstToken { return a.firstToken < b.firstToken }
            if a.endToken != b.endToken { return a.endToken > b.endToken }
            return a.id < b.id
        }
    }

    /// The name a call is filed under, found by hand.
    func calleeName(_ call: Node, _ tree: SyntaxTree) -> String? {
        guard let callee = call.childNodes.first else { return nil }
        switch callee.kind {
        case .memberAccessExpr:
            return callee.childTokens.last.map { tree.text(of: $0) }
        case .declReferenceExpr:
            return callee.childTokens.first.map { tree.text(of: $0) }
        case .genericSpecializationExpr:
            guard let inner = callee.childNodes.first, inner.kind == .declReferenceExpr else { return nil }
            return inner.childTokens.first.map { tree.text(of: $0) }
        default:
            return nil
        }
    }

    func expectIndexMatchesWalk(_ tree: SyntaxTree, sourceLocation: SourceLocation = #_sourceLocation) {
        let all = walked(tree, Set(NodeKind.allCases))
        // The allocation-free child accessors agree with the arrays.
        for node in all {
            let tokens = node.childTokens
            for k in 0..<3 { #expect(node.childToken(at: k) == (k < tokens.count ? tokens[k] : nil), sourceLocation: sourceLocation) }
            #expect(node.firstChildToken == tokens.first, sourceLocation: sourceLocation)
            for kind in Set(node.childNodes.map(\.kind)) {
                #expect(node.children(kind) == node.childNodes.filter { $0.kind == kind }, sourceLocation: sourceLocation)
            }
        }
        for kind in NodeKind.allCases {
            #expect(Array(tree.nodes(ofKind: [kind])) == all.filter { $0.kind == kind }, "\(kind)", sourceLocation: sourceLocation)
            #expect(Array(tree.nodes(ofKind: kind)) == all.filter { $0.kind == kind }, "\(kind)", sourceLocation: sourceLocation)
        }
        let sets: [Set<NodeKind>] = [
            [.functionCallExpr, .memberAccessExpr, .declReferenceExpr, .identifierType, .memberType, .keyPathExpr, .subscriptCallExpr],
            [.structDecl, .classDecl, .enumDecl, .actorDecl, .typeAliasDecl, .protocolDecl],
            [.codeBlock, .closureExpr, .expressionStmt, .functionCallExpr, .sequenceExpr, .unexpected],
            [],
        ]
        for kinds in sets {
            #expect(Array(tree.nodes(ofKind: kinds)) == all.filter { kinds.contains($0.kind) }, "\(kinds)", sourceLocation: sourceLocation)
            // Written as a list, a kind listed twice counts once.
            let listed = kinds.sorted { $0.rawValue < $1.rawValue }
            #expect(Array(tree.nodes(ofKind: listed + listed.prefix(2))) == all.filter { kinds.contains($0.kind) }, "\(kinds)", sourceLocation: sourceLocation)
        }
        // Pairs of kinds: both present, one, or none.
        let present = NodeKind.allCases.filter { kind in all.contains { $0.kind == kind } }
        let absent = NodeKind.allCases.filter { kind in !all.contains { $0.kind == kind } }
        for pair in [Array(present.prefix(2)), [present.first, absent.first].compactMap { $0 }, Array(absent.prefix(2))] {
            #expect(Array(tree.nodes(ofKind: pair)) == all.filter { pair.contains($0.kind) }, "\(pair)", sourceLocation: sourceLocation)
        }
        // The index keeps a start for the kinds present only (and the end).
        #expect(tree.index.kindTable.count == 2 * present.count + 1, sourceLocation: sourceLocation)
        let calls = all.filter { $0.kind == .functionCallExpr }
        let names = Set(calls.compactMap { calleeName($0, tree) })
        for name in names {
            #expect(Array(tree.calls(named: name)) == calls.filter { calleeName($0, tree) == name }, "\(name)", sourceLocation: sourceLocation)
        }
        let some = Set(names.sorted().prefix(3)).union(["noSuchName"])
        #expect(Array(tree.calls(named: some)) == calls.filter { calleeName($0, tree).map(some.contains) == true }, sourceLocation: sourceLocation)
        // Written as a list (a name listed twice counts once): several names called, one, none.
        let sorted = names.sorted()
        let lists: [[String]] = [Array(sorted.prefix(3)) + Array(sorted.prefix(1)) + ["noSuchName"], Array(sorted.prefix(2)),
                                 Array(sorted.prefix(1)) + ["noSuchName"], ["noSuchName", "alsoNot"]]
        for list in lists {
            #expect(Array(tree.calls(named: list)) == calls.filter { calleeName($0, tree).map(list.contains) == true }, "\(list)", sourceLocation: sourceLocation)
        }
        #expect(tree.calls(named: "noSuchName").isEmpty, sourceLocation: sourceLocation)
        #expect(tree.calls(named: "").isEmpty, sourceLocation: sourceLocation)
    }

    @Test func fixturesAndSamples() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let paths = try #require(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count > 50)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(path)))
            expectIndexMatchesWalk(SyntaxTree.parse(bytes))
        }
        for sample in RoundTripPropertyTests.samples { expectIndexMatchesWalk(parse(sample)) }
        expectIndexMatchesWalk(parse(""))
        expectIndexMatchesWalk(parse("a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.a.b.c.d.e.f.g.h.i()()()"))
    }

    @Test func brokenSources() {
        var generator = RoundTripPropertyTests.SeededGenerator(state: 17)
        for sample in RoundTripPropertyTests.samples {
            let original = Array(sample.utf8)
            for _ in 0..<40 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let i = Int.random(in: 0..<bytes.count, using: &generator)
                    let length = min(Int.random(in: 1...20, using: &generator), bytes.count - i)
                    if Bool.random(using: &generator) {
                        bytes.removeSubrange(i..<i + length)
                    } else {
                        bytes.insert(contentsOf: Array("{ ( [ f(".utf8).shuffled(using: &generator), at: i)
                    }
                    if bytes.isEmpty { break }
                }
                expectIndexMatchesWalk(SyntaxTree.parse(bytes))
            }
        }
    }

    /// Passes on several threads may share a tree: the index is built once.
    @Test func sharedAcrossThreads() {
        let tree = parse(RoundTripPropertyTests.samples[0])
        let counts = Slots<Int>(count: 64)
        Workers.forEach(64, jobs: 8) { i in counts.set(i, tree.nodes(ofKind: [.functionCallExpr]).count + tree.lineStarts.count) }
        #expect(Set(counts.values.compactMap { $0 }).count == 1)
    }

    @Test func nameTable() {
        let names = (0..<200).map { "name\($0)" } + ["", "a", "name7", "é"]
        let table = NameTable(names)
        for (i, name) in names.enumerated() {
            // A duplicate keeps the first id.
            #expect(table.id(of: name) == names.firstIndex(of: name), "\(i)")
        }
        #expect(table.id(of: "name200") == nil)
        #expect(table.id(of: "nam") == nil)
        let tree = parse("let x = name12.a(é, name7)")
        let ids = tree.tokens.indices.compactMap { table.id(of: $0, in: tree) }
        #expect(ids.map { names[$0] } == ["name12", "a", "é", "name7", ""])
        #expect(NameTable([]).id(of: "x") == nil)
        // Ruled out by the first byte (no name starts so), or not: the same answers.
        for text in ["zname1", "{", "1name", "ame7", "b", "\u{e8}", "nameX", "name199"] {
            #expect(table.id(of: text) == names.firstIndex(of: text), "\(text)")
        }
        // First bytes in three of the four words of the byte set (0x80-0xBF starts no UTF-8 text).
        let bytes = NameTable(["$x", "\u{ff}", "@a", "Ab"])
        #expect(bytes.id(of: "$x") == 0 && bytes.id(of: "\u{ff}") == 1 && bytes.id(of: "@a") == 2 && bytes.id(of: "Ab") == 3)
        #expect(bytes.id(of: "$y") == nil && bytes.id(of: "Ac") == nil && bytes.id(of: "Bb") == nil && bytes.id(of: "?a") == nil
                && bytes.id(of: "\u{fe}") == nil && bytes.id(of: "#x") == nil)
    }
}
