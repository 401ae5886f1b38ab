import Testing
@testable import SwiftCST

/// The API passes use: typed views, parent links, offsets and positions, the visitor.
struct TreeAPITests {
    static let source = """
    @MainActor
    public final class Model: ObservableObject, Sendable {
        @Published private(set) var count: Int = 0 { didSet { save() } }
        func save() {}
    }
    let view = Text("a").foregroundColor(.red).sheet(isPresented: $x) { A() } onDismiss: { B() }
    """

    func find(_ tree: SyntaxTree, _ kind: NodeKind, where predicate: (Node) -> Bool = { _ in true }) -> [Node] {
        var found: [Node] = []
        tree.root.walk { node in
            if node.kind == kind && predicate(node) { found.append(node) }
            return true
        }
        return found
    }

    @Test func declarationView() throws {
        let tree = parse(Self.source)
        let classNode = try #require(find(tree, .classDecl).first)
        let declaration = try #require(DeclarationView(classNode))
        #expect(declaration.attributes.map { tree.text(of: $0) } == ["@MainActor"])
        #expect(declaration.modifiers.map { tree.text(of: $0) } == ["public", "final"])
        #expect(declaration.name.map { tree.text(of: $0) } == "Model")
        #expect(declaration.inheritedTypes.map { tree.text(of: $0) } == ["ObservableObject", "Sendable"])
        #expect(declaration.members.map(\.kind) == [.variableDecl, .functionDecl])
        let property = try #require(DeclarationView(declaration.members[0]))
        #expect(property.modifiers.map { tree.text(of: $0) } == ["private(set)"])
        #expect(property.accessors.map { tree.text(of: $0) } == ["didSet { save() }"])
    }

    @Test func callAndMemberAccessViews() throws {
        let tree = parse(Self.source)
        let sheets = find(tree, .functionCallExpr) { node in
            FunctionCallView(node)?.calledExpression.flatMap(MemberAccessView.init)?.name.map { tree.text(of: $0) } == "sheet"
        }
        let sheet = try #require(sheets.first)
        let call = try #require(FunctionCallView(sheet))
        #expect(call.arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" } == ["isPresented"])
        #expect(call.arguments.first?.expression.map { tree.text(of: $0) } == "$x")
        #expect(call.trailingClosure.map { tree.text(of: $0) } == "{ A() }")
        #expect(call.additionalTrailingClosures.map { tree.text(of: $0.label) } == ["onDismiss"])
        let member = try #require(call.calledExpression.flatMap(MemberAccessView.init))
        #expect(member.base.map { tree.text(of: $0) } == "Text(\"a\").foregroundColor(.red)")
    }

    @Test func hasTextComparesANodesTextWithoutItsTrivia() throws {
        let tree = SyntaxTree.parse("let a: SwiftUI.Color = x\nlet b: /* c */ SwiftUIX.Color = y\nlet c: Sw\u{00ED}ft.Color = z\n")
        let bases = tree.nodes(ofKind: [.memberType]).compactMap { $0.childNodes.first }
        #expect(bases.count == 3)
        #expect(tree.hasText(bases[0], "SwiftUI"))
        #expect(!tree.hasText(bases[0], "SwiftU") && !tree.hasText(bases[0], "SwiftUI.") && !tree.hasText(bases[0], ""))
        #expect(!tree.hasText(bases[1], "SwiftUI") && tree.hasText(bases[1], "SwiftUIX"), "its leading comment is trivia")
        #expect(tree.hasText(bases[2], "Sw\u{00ED}ft") && !tree.hasText(bases[2], "Swift"), "compared as UTF-8")
        for base in bases { #expect(tree.hasText(base, tree.text(of: base))) }
    }

    /// `mentions` finds a word anywhere in the bytes (code, comments, strings), as bytes,
    /// wherever it starts and ends; a prefix at the very end or a word longer than the
    /// file is no match.
    @Test func mentionsFindsAWordAnywhereInTheBytes() {
        let tree = SyntaxTree.parse("struct EnvironmentKeys {} // presentationMode\nlet s = \"aab\" + x\n")
        #expect(tree.mentions("struct"), "at the start")
        #expect(tree.mentions("x\n"), "at the end")
        #expect(tree.mentions("EnvironmentKey") && tree.mentions("presentationMode"), "inside a name, in a comment")
        #expect(tree.mentions("aab"), "after a repeated first byte")
        #expect(!tree.mentions("x\n\n") && !tree.mentions("FocusedValueKey") && !tree.mentions("Struct"))
        #expect(tree.mentions(""))
        let short = SyntaxTree.parse("ab")
        #expect(short.mentions("ab") && !short.mentions("abc") && !short.mentions("b ") && !SyntaxTree.parse("").mentions("a"))
        let unicode = SyntaxTree.parse("let caf\u{00E9} = 1")
        #expect(unicode.mentions("caf\u{00E9}") && !unicode.mentions("cafe"), "compared as UTF-8")
    }

    /// `lineEnds` counts line ends as `location(of:)` does (LF, CR, CR LF once), over any
    /// range, so a line counted on from an earlier offset is the line `location` gives.
    @Test func lineEndsCountAsLocationDoes() {
        let tree = SyntaxTree.parse("a\r\nb\rc\n\nd\r\n")
        for start in 0...tree.bytes.count {
            for end in start...tree.bytes.count where end == tree.bytes.count || tree.bytes[end] != 10 || end == 0 || tree.bytes[end - 1] != 13 {
                #expect(tree.location(of: start).line + tree.lineEnds(from: start, to: end) == tree.location(of: end).line, "\(start)..<\(end)")
            }
        }
        #expect(tree.lineEnds(from: 0, to: tree.bytes.count) == 5)
    }

    /// A block's statements that may declare a name: the declaring statements (variables,
    /// functions, `guard`, `#if`) holding a token that spells it, backticked or not, before a
    /// position; never an expression statement that only uses it. And a closure's signature
    /// is found as `child(.closureSignature)` finds it.
    @Test func blockStatementsOfferTheStatementsThatMayDeclareAName() throws {
        let tree = SyntaxTree.parse("""
        func f() {
            let a = 1
            print(a)
            var b = a
            guard let c = b else { return }
            func d() {}
            #if X
            let e = 1
            #endif
            let `default` = 2
            _ = [1].map { x in x + a }
            let a2 = { a }
        }

        """)
        let body = try #require(tree.nodes(ofKind: [.codeBlock]).first { $0.parent?.kind == .functionDecl })
        let statements = tree.blockStatements(of: body)
        #expect(statements === tree.blockStatements(of: body))
        #expect(statements.children.map(\.kind) == body.childNodes.map(\.kind))
        #expect(statements.children.count == 9)
        #expect(Array(statements.candidates("a", before: 9)) == [0, 2, 8])
        #expect(Array(statements.candidates("a", before: 2)) == [0])
        #expect(Array(statements.candidates("a", before: 0)) == [])
        #expect(Array(statements.candidates("c", before: 9)) == [3])
        #expect(Array(statements.candidates("d", before: 9)) == [4])
        #expect(Array(statements.candidates("e", before: 9)) == [5])
        #expect(Array(statements.candidates("default", before: 9)) == [6])
        #expect(Array(statements.candidates("x", before: 9)) == [])
        #expect(Array(statements.candidates("zz", before: 9)) == [])
        for (i, child) in body.childNodes.enumerated() { #expect(statements.index(of: child) == i) }
        #expect(statements.index(of: body) == nil)
        for closure in tree.nodes(ofKind: [.closureExpr]) {
            #expect(closure.closureSignature == closure.child(.closureSignature))
        }
        #expect(tree.nodes(ofKind: [.closureExpr]).contains { $0.closureSignature != nil })
        #expect(tree.nodes(ofKind: [.closureExpr]).contains { $0.closureSignature == nil })
        #expect(body.closureSignature == nil)
    }

    @Test func parentsOffsetsAndPositions() throws {
        let tree = parse(Self.source)
        let calls = find(tree, .functionCallExpr)
        let save = try #require(calls.first)
        #expect(tree.text(of: save) == "save()")
        #expect(save.ancestors.map(\.kind).contains(.accessorDecl))
        #expect(save.ancestors.last == tree.root)
        #expect(tree.location(of: tree.startOffset(of: save)) == (3, 59))
        #expect(tree.text(of: save.firstToken) == "save")
        #expect(save.endToken - save.firstToken == 3)
    }

    @Test func visitorSeesEveryNodeOnceInSourceOrder() {
        struct Counter: SyntaxVisitor {
            var calls: [String] = []
            var tree: SyntaxTree
            mutating func visit(_ node: Node) -> Bool {
                if node.kind == .functionCallExpr, let callee = node.childNodes.first { calls.append(tree.text(of: callee)) }
                return true
            }
        }
        let tree = parse("a(b(), c { d() })")
        var counter = Counter(tree: tree)
        counter.walk(tree.root)
        #expect(counter.calls == ["a", "b", "c", "d"])
    }
}

@Suite struct CompactionTests {
    /// Small storage with much unused room is copied to its size; large storage is left as
    /// it is (its unused pages hold no memory, and the copy would write new ones).
    @Test func smallStorageIsCompactedAndLargeLeftAlone() {
        var small: [Int32] = []
        small.reserveCapacity(1000)
        small.append(contentsOf: 0..<100)
        let compactedSmall = small.compacted()
        #expect(compactedSmall == small)
        #expect(compactedSmall.capacity < 200)

        var large: [Int32] = []
        large.reserveCapacity(Array<Int32>.largeStorageBytes / MemoryLayout<Int32>.stride + 1)
        large.append(contentsOf: 0..<100)
        let compactedLarge = large.compacted()
        #expect(compactedLarge == large)
        #expect(compactedLarge.capacity == large.capacity)
        #expect(compactedLarge.withUnsafeBufferPointer { $0.baseAddress } == large.withUnsafeBufferPointer { $0.baseAddress })

        // Nearly full storage is never copied, whatever its size.
        var full: [Int32] = []
        full.reserveCapacity(110)
        full.append(contentsOf: 0..<100)
        #expect(full.compacted().withUnsafeBufferPointer { $0.baseAddress } == full.withUnsafeBufferPointer { $0.baseAddress })
    }

    /// A tree parsed from a file large enough that its node storage is not compacted reads
    /// the same as the source (the children's bounds end with the last node's).
    @Test func largeTreesPrintTheirSource() {
        let unit = "struct V: View {\n    var body: some View { Text(\"a\").padding() }\n}\n"
        let source = String(repeating: unit, count: 20_000)
        let tree = SyntaxTree.parse(source)
        #expect(tree.diagnostics.isEmpty)
        #expect(tree.printedBytes() == Array(source.utf8))
        #expect(tree.nodes(ofKind: [.structDecl]).count == 20_000)
    }
}
