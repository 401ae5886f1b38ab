import Foundation
import Testing
import SwiftCST
@testable import MigratorSemantics

/// The expression type layer without a compiler (these run on every platform; the
/// compiler's judgement is `ExpressionTypeAuditTests`).
struct ExpressionTypesTests {
    /// A model of some files and the types of their expressions.
    struct Fixture {
        let files: [SourceFile]
        let types: ExpressionTypes

        init(_ sources: [String]) {
            files = sources.enumerated().map { SourceFile(path: "F\($0.offset).swift", tree: SyntaxTree.parse($0.element)) }
            types = ExpressionTypes(model: SemanticModel(files: files))
        }

        /// The first expression of the given kinds whose text is `text` (in any file).
        func node(_ text: String, kinds: Set<NodeKind> = [.memberAccessExpr, .functionCallExpr, .declReferenceExpr, .subscriptCallExpr, .sequenceExpr]) -> (Node, SourceFile)? {
            for file in files {
                for node in file.tree.nodes(ofKind: kinds) where file.tree.collapsedText(of: node) == text { return (node, file) }
            }
            return nil
        }

        /// The printed type of the first expression spelled `text`; "nil" when unknown.
        func type(_ text: String) -> String {
            guard let (node, file) = node(text) else { return "no such expression" }
            return types.type(of: node, in: file)?.description ?? "nil"
        }
    }

    @Test func printsTypesAsTheCompilerDoes() throws {
        let digest = SDKDigest.shared
        func sdk(_ name: String, _ arguments: [TypeRef] = []) throws -> TypeRef {
            let id = try #require(digest.topLevelTypes[name]?.first)
            return .nominal(NominalRef(.declaration(DeclRef(.sdk, id)), name: name), arguments: arguments, parent: nil)
        }
        let int = try sdk("Int"), string = try sdk("String")
        #expect(try sdk("Array", [int]).description == "[Int]")
        #expect(try sdk("Dictionary", [string, sdk("Array", [int])]).description == "[String : [Int]]")
        #expect(TypeRef.optional(int).description == "Int?")
        #expect(TypeRef.optional(.function(.init([FunctionParameter(int)], .void))).description == "((Int) -> ())?")
        #expect(TypeRef.tuple([.init(nil, int), .init("x", string)]).description == "(Int, x: String)")
        #expect(TypeRef.function(.init([FunctionParameter(int, isInout: true), FunctionParameter(int, isVariadic: true)], string,
                                       isAsync: true, isThrowing: true)).description == "(inout Int, Int...) async throws -> String")
        #expect(TypeRef.metatype(string).description == "String.Type")
        let view = try sdk("View")
        #expect(TypeRef.existential([view]).description == "any View")
        #expect(TypeRef.metatype(.existential([view])).description == "any View.Type")
        #expect(TypeRef.optional(.metatype(.existential([view]))).description == "(any View.Type)?")
        #expect(TypeRef.opaque(OpaqueRef(owner: DeclRef(.sdk, 0), constraints: [view])).description == "some View")
        #expect(TypeRef.any.description == "Any")
        #expect(TypeRef.void.description == "()")
        let published = try sdk("Published", [int])
        let publishedID = try #require(published.nominalRef?.declaration?.id)
        let publisher = try #require(digest.model.members(of: publishedID, named: "Publisher", file: nil, at: nil).first)
        let nested = TypeRef.nominal(NominalRef(.declaration(DeclRef(.sdk, publisher)), name: "Published.Publisher"), arguments: [], parent: published)
        #expect(nested.description == "Published<Int>.Publisher")
    }

    @Test func sdkDigestLoadsCleanlyAndKeepsTheStubsDeclarations() throws {
        let digest = SDKDigest.shared
        for file in digest.model.files {
            #expect(file.tree.diagnostics.isEmpty, "\(file.path) has syntax errors: \(file.tree.diagnostics.prefix(3).map(\.message))")
        }
        #expect(digest.byteCount < 900_000, "the digest grew to \(digest.byteCount) bytes")
        for name in ["Array", "String", "Date", "URL", "DispatchQueue", "Color", "Text", "Binding", "Published", "ObservableObject"] {
            #expect(digest.topLevelTypes[name] != nil, "the digest lacks \(name)")
        }
        // The stub's modules are the bundled ones: edit the stub, run .ci/generate-sdk-digest.
        let stub = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/SwiftUIStub/Sources")
        let bundled = Dictionary(uniqueKeysWithValues: SDKDigest.bundledModules.map { ($0.name, $0.text) })
        for module in SDKDigestSources.stubModules {
            let current = try SDKDigestSources.stubModule(stub.appendingPathComponent(module).path)
            #expect(current == bundled[module], "the bundled digest's \(module) differs from Fixtures/SwiftUIStub: run .ci/generate-sdk-digest")
        }
    }

    @Test func digestReductionDropsBodiesCommentsAndPrivateMembers() {
        let source = """
            /// A doc comment.
            @frozen public struct Box<T> : _Hidden, Equatable {
              @inlinable public var value: T { get { fatalError() } set { } }
              public let count: Swift.Int = 3
              internal var secret = 1
              @available(*, unavailable) public func gone()
              @inlinable public func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>() }
              public static let shared = Box(value: 1)
            }
            extension Box { }
            extension Other { public func skipped() }
            """
        let reduced = SDKDigestBuilder.reduce(source, selection: .init(names: ["Box"]))
        #expect(reduced == """
            struct Box<T> : Equatable {
            var value: T { get set }
            let count: Int
            func map<U>(_ f: (T) -> U) -> Box<U>
            static let shared: Box
            }
            """)
    }

    @Test func membersClosuresOptionalsAndImplicitMembers() {
        let fixture = Fixture(["""
            import SwiftUI
            struct Badge: Identifiable { let id: Int; let title: String; let color: Color }
            final class Model: ObservableObject {
                @Published var badges: [Badge] = []
                var child: Model?
                var editor: Model!
                static let shared = { () -> Model in Model() }()
                func start(_ work: @escaping () -> Void) {}
                func go() {
                    start { [weak self] in _ = self?.child }
                    let titles = badges.map { $0.title }
                    let first = badges.first(where: { $0.id > 1 })?.color
                    let depth = child?.child?.badges.count
                    let forced = editor.badges
                    _ = (titles, first, depth, forced)
                }
            }
            struct Row: View {
                let badges: [Badge]
                var body: some View {
                    ForEach(badges) { badge in Text(badge.title).foregroundColor(badge.color) }
                }
            }
            """])
        #expect(fixture.type("badges.map { $0.title }") == "[String]")
        #expect(fixture.type("badges.first(where: { $0.id > 1 })?.color") == "Color?")
        #expect(fixture.type("child?.child?.badges.count") == "Int?")
        #expect(fixture.type("editor") == "Model?")
        #expect(fixture.type("editor.badges") == "[Badge]")
        #expect(fixture.type("self?.child") == "Model?")
        #expect(fixture.type("Model.shared") == "nil" || fixture.type("shared") != "nil")
        #expect(fixture.type("badge.color") == "Color")
        #expect(fixture.type("$0.title") == "String")
    }

    @Test func designTokensThroughDynamicMemberLookup() {
        let fixture = Fixture(["""
            import SwiftUI
            struct Tokens { let textPrimary: Color }
            @dynamicMemberLookup
            final class TokenStore {
                subscript<Value>(dynamicMember keyPath: KeyPath<Tokens, Value>) -> Value { fatalError() }
            }
            extension Color { static let tokens = TokenStore() }
            struct V: View {
                var body: some View { Text("a").foregroundColor(.tokens.textPrimary) }
            }
            """])
        #expect(fixture.type(".tokens.textPrimary") == "Color")
        #expect(fixture.type("Text(\"a\").foregroundColor(.tokens.textPrimary)") == "Text")
    }

    @Test func dynamicMemberKeyPathsRootedAtTheirOwnTypeAnswerNothing() {
        // The ASan fuzz run's stack overflow: a subscript whose key path is rooted at its own
        // type (or two types rooted at each other) followed itself forever.
        let fixture = Fixture(["""
            import SwiftUI
            @dynamicMemberLookup
            struct Tokens {
                let textPrimary: Color
                subscript<Value>(dynamicMember keyPath: KeyPath<Tokens, Value>) -> Value { self[keyPath: keyPath] }
            }
            @dynamicMemberLookup
            struct Ping { subscript<Value>(dynamicMember keyPath: KeyPath<Pong, Value>) -> Value { fatalError() } }
            @dynamicMemberLookup
            struct Pong { subscript<Value>(dynamicMember keyPath: KeyPath<Ping, Value>) -> Value { fatalError() } }
            let tokens = Tokens(textPrimary: .red)
            let ping = Ping()
            func use() {
                _ = tokens.textPrimary
                _ = tokens.missing
                _ = ping.missing
            }
            """])
        #expect(fixture.type("tokens.textPrimary") == "Color")
        #expect(fixture.type("tokens.missing") == "nil")
        #expect(fixture.type("ping.missing") == "nil")
    }

    @Test func conditionalConformancesOfNestedGenericTypesAreWorkedOutOncePerType() throws {
        // `ForEach<…, Content>` is a `View` (and more) where `Content` is: each conditional
        // conformance asked about the argument again, so 12 nested `ForEach` took 15 s and
        // 100 never finished (found by the fuzzer).
        let depth = 60
        let fixture = Fixture(["""
            import SwiftUI
            struct V: View {
                let a = [1]
                var body: some View {
            \(String(repeating: "ForEach(a, id: \\.self) { x in\n", count: depth))Text("a")
            \(String(repeating: "}\n", count: depth))
                }
            }
            """])
        let (node, file) = try #require(fixture.node("ForEach", kinds: [.declReferenceExpr]).flatMap { _ in
            fixture.files[0].tree.nodes(ofKind: [.functionCallExpr]).first.map { ($0, fixture.files[0]) }
        })
        let type = try #require(fixture.types.type(of: node, in: file))
        var expected = "Text"
        for _ in 0..<depth { expected = "ForEach<[Int], Int, \(expected)>" }
        #expect(type.description == expected)
        let view = try #require(SDKDigest.shared.topLevelTypes["View"]?.first)
        #expect(fixture.types.conforms(type, to: DeclRef(.sdk, view)) == true)
    }

    @Test func designTokensOfAPackageNotInThePaths() {
        // `CompoundColorTokens` comes from a module the model does not have: the subscript's
        // fixed `Color` result is the member's type; a generic result stays unknown.
        let fixture = Fixture(["""
            import SwiftUI
            import DesignTokens
            @dynamicMemberLookup
            public class CompoundColors {
                public subscript(dynamicMember keyPath: KeyPath<CompoundColorTokens, Color>) -> Color { fatalError() }
            }
            @dynamicMemberLookup
            public class OpenTokens {
                public subscript<Value>(dynamicMember keyPath: KeyPath<CompoundColorTokens, Value>) -> Value { fatalError() }
            }
            public extension ShapeStyle where Self == Color {
                static var compound: CompoundColors { CompoundColors() }
            }
            let open = OpenTokens()
            struct V: View {
                var body: some View { Text("a").foregroundColor(.compound.textSecondary) }
                func other() { _ = open.textPrimary }
            }
            """])
        #expect(fixture.type(".compound.textSecondary") == "Color")
        #expect(fixture.type("open.textPrimary") == "nil")
    }

    /// Found against the compiler on apps typed with a real SDK: an inherited initialiser
    /// makes the subclass; a builder's requirements decide between overloads; outside
    /// `await` the synchronous overload is taken, inside it the asynchronous one.
    @Test func inheritedInitialisersBuilderRequirementsAndAsyncOverloads() {
        let fixture = Fixture(["""
            class Recognizer { init(target: Any?) {} }
            class TapRecognizer: Recognizer {}
            let tap = TapRecognizer(target: nil)
            class Maybe { init?(code: Int) {} }
            class Surely: Maybe {}
            let surely = Surely(code: 1)

            protocol Rotor {}
            @resultBuilder struct RotorBuilder { static func buildBlock<C>(_ c: C) -> some Rotor where C: Rotor { c } }
            @resultBuilder struct PlainBuilder { static func buildBlock<C>(_ c: C) -> C { c } }
            struct Box<Content> {}
            extension Box where Content: Rotor { init(@RotorBuilder content: () -> Content) {} }
            extension Box { init(@PlainBuilder content: () -> Content) {} }
            struct Item {}
            let box = Box { Item() }
            protocol Marker {}
            struct Mark: Marker {}
            func make() -> some Marker { Mark() }
            let box2 = Box { make() }

            struct Opener {
                func open(_ x: Int) -> Int { x }
                func open(_ x: Int) async -> String { "" }
                func now() { _ = open(1) }
                func later() async { _ = await open(2) }
            }
            """])
        #expect(fixture.type("TapRecognizer(target: nil)") == "TapRecognizer")
        #expect(fixture.type("Surely(code: 1)") == "Surely?")
        #expect(fixture.type("Box { Item() }") == "Box<Item>")
        // `some Marker` is not a `Rotor`: the other builder's overload.
        #expect(fixture.type("Box { make() }") == "Box<some Marker>")
        #expect(fixture.type("open(1)") == "Int")
        #expect(fixture.type("open(2)") == "String")
    }

    /// A call whose callee is unknown still has its context-free arguments typed.
    @Test func argumentsOfACallAfterAnUnknownLinkAreTyped() {
        let fixture = Fixture(["""
            import SwiftUI
            final class Model: ObservableObject { @Published var count = 0 }
            struct L: View {
                @ObservedObject var m: Model
                var body: some View {
                    Text("a")
                        .unknownModifier()
                        .onReceive(m.objectWillChange) { _ in }
                }
            }
            func f(_ m: Model) { unknownFunction(m.count, 1) }
            """])
        #expect(fixture.type("m.objectWillChange") == "ObservableObjectPublisher")
        #expect(fixture.type("m.count") == "Int")
    }

    @Test func nestedTypesOfAGenericSuperclassAndOpenGenericResults() {
        let fixture = Fixture(["""
            import SwiftUI
            class Store<State, Action> {
                final class Context: ObservableObject {
                    @Published var viewState: State
                    init(viewState: State) { self.viewState = viewState }
                }
            }
            struct Room { let id: String }
            struct ViewState { var rooms: [Room] = [] }
            typealias StoreType = Store<ViewState, Int>
            final class Screen: StoreType {}
            struct V {
                let context: Screen.Context
                func f() { _ = context.viewState.rooms }
            }
            func h(_ a: Int, _ b: Int) -> Int { let range = a ..< b as Range; return range.count }
            func g(_ a: Int?, _ b: Int?) -> Int? {
                switch (a, b) {
                case let (.some(x), .some(y)): return min(x, y)
                default: return nil
                }
            }
            """])
        #expect(fixture.type("context.viewState.rooms") == "[Room]")
        #expect(fixture.type("range") == "Range<Int>")
        #expect(fixture.type("context") == "Store<ViewState, Int>.Context")
        // Unknown bindings: `min`'s `T` is not the optional the return wants.
        #expect(fixture.type("min(x, y)") != "Int?")
    }

    @Test func castBindingsAndProjections() {
        let fixture = Fixture(["""
            import SwiftUI
            final class DiskConfiguration: ObservableObject { @Published var path = "" }
            final class Wrapper { var config: AnyObject? }
            struct Panel: View {
                let wrapped: Wrapper?
                @State private var query = ""
                var body: some View { TextField("q", text: $query) }
                func refresh() {
                    if let config = wrapped?.config as? DiskConfiguration {
                        config.objectWillChange.send()
                    }
                    let projection = $query
                    _ = projection
                }
            }
            """])
        #expect(fixture.type("config.objectWillChange") == "ObservableObjectPublisher")
        #expect(fixture.type("wrapped?.config") == "AnyObject?")
        #expect(fixture.type("$query") == "Binding<String>")
    }

    @Test func scopedUnknownsNameOnlyTheTypesThatHaveTheMembers() throws {
        let fixture = Fixture(["""
            import Combine
            final class Cart: ObservableObject { var items: [String] = [] }
            final class Profile: ObservableObject { var name = "" }
            final class Plain { var items: [String] = [] }
            func touch() {
                let value = mystery()
                value.objectWillChange.send()
                _ = value.items
            }
            """])
        let (node, file) = try #require(fixture.node("value", kinds: [.declReferenceExpr]))
        // `mystery()` is declared nowhere: `value`'s type is unknown.
        #expect(fixture.types.type(of: node, in: file) == nil)
        let model = fixture.types.model
        func names(_ ids: Set<Int32>) -> Set<String> { Set(ids.map { model.declaration($0).name }) }
        #expect(names(fixture.types.candidates(forUnknown: node, usingMembers: ["objectWillChange"], in: file)) == ["Cart", "Profile"])
        #expect(names(fixture.types.candidates(forUnknown: node, usingMembers: ["objectWillChange", "items"], in: file)) == ["Cart"])
        #expect(names(fixture.types.candidates(forUnknown: node, usingMembers: ["items"], in: file)) == ["Cart", "Plain"])
        let (chain, chainFile) = try #require(fixture.node("value.objectWillChange.send()", kinds: [.functionCallExpr]))
        let described = try #require(fixture.types.describeUnknownPart(of: chain, in: chainFile))
        #expect(described.text == "value")
        #expect(described.location == "F0.swift:7")
    }

    @Test func projectTypesShadowTheSDKs() {
        let fixture = Fixture(["""
            import SwiftUI
            struct Color { let name: String; static let red = Color(name: "red") }
            func paint(_ c: Color) -> String { c.name }
            let shade = paint(.red)
            """])
        #expect(fixture.type(".red") == "Color")
        let (node, file) = fixture.node(".red")!
        let type = fixture.types.type(of: node, in: file)
        #expect(type?.nominalRef?.declaration?.space == .project)
    }

    @Test func variadicParametersAreArraysAndTakeARunOfArguments() {
        let fixture = Fixture(["""
            func join(_ tags: String..., separator: String) -> Int {
                let all = tags
                for tag in tags { _ = tag.count }
                return all.count
            }
            let n = join("a", "b", "c", separator: ",")
            let apply: (Int...) -> Int = { $0.count }
            let m = apply(1, 2)
            """])
        #expect(fixture.type("all") == "[String]")
        #expect(fixture.type("tag") == "String")
        #expect(fixture.type("join(\"a\", \"b\", \"c\", separator: \",\")") == "Int")
        #expect(fixture.type("apply(1, 2)") == "Int")
    }

    @Test func aCodableTypeWithoutCodingKeysDoesNotSeeAnOuterOnes() {
        func fixture(_ inner: String) -> Fixture {
            Fixture(["""
                struct Item: Codable {
                    var x: Int
                    enum CodingKeys: String, CodingKey { case x }
                    struct Inner\(inner) {
                        var x: Int
                        func key() -> String { CodingKeys.x.stringValue }
                    }
                }
                """])
        }
        // Inner's keys are synthesised (the compiler's `Inner.CodingKeys`): unknown, never Item's.
        #expect(fixture(": Codable").type("CodingKeys.x") == "nil")
        #expect(fixture(": Decodable").type("CodingKeys.x") == "nil")
        // A type that is not Codable sees the outer type's.
        #expect(fixture("").type("CodingKeys.x") == "Item.CodingKeys")
    }

    @Test func theModulesOwnTypesMayBeWrittenWithItsName() {
        let files = [SourceFile(path: "A.swift", tree: SyntaxTree.parse("""
            public struct Element { public var name: String }
            struct Box {
                var items: [Mod.Element] = []
                func first() -> String? { let e: Mod.Element? = items.first; return e?.name }
            }
            """))]
        let types = ExpressionTypes(model: SemanticModel(files: files, graph: .single(["A.swift"], name: "Mod")))
        let node = files[0].tree.nodes(ofKind: [.memberAccessExpr]).first { files[0].tree.collapsedText(of: $0) == "e?.name" }
        #expect(node.flatMap { types.type(of: $0, in: files[0]) }?.description == "String?")
    }

    @Test func aRangeOfLiteralsChoosesTheRangeSubscript() {
        let fixture = Fixture(["""
            struct Room { let name: String }
            let rooms: [Room] = []
            let firstThree = rooms[0..<3]
            let rest = rooms[1...3]
            let one = rooms[0]
            """])
        #expect(fixture.type("rooms[0..<3]") == "ArraySlice<Room>")
        #expect(fixture.type("rooms[1...3]") == "ArraySlice<Room>")
        #expect(fixture.type("rooms[0]") == "Room")
    }

    @Test func aClosureThatThrowsChoosesTheThrowingOverload() {
        let fixture = Fixture(["""
            func sync() async throws {}
            func work() {
                let a = Task { 1 }
                let b = Task { () async throws -> Int in 1 }
                let c = Task(priority: .userInitiated) { try await sync() }
                let d = Task { try? await sync() }
                let e = Task { do { try await sync() } catch { print(error) } }
            }
            """])
        #expect(fixture.type("Task { 1 }") == "Task<Int, Never>")
        #expect(fixture.type("Task { () async throws -> Int in 1 }") == "Task<Int, any Error>")
        // `()` is Sendable, so a closure of statements fits `Success: Sendable`.
        #expect(fixture.type("Task(priority: .userInitiated) { try await sync() }") == "Task<(), any Error>")
        #expect(fixture.type(".userInitiated") == "TaskPriority")
        #expect(fixture.type("Task { try? await sync() }") == "Task<()?, Never>")
    }

    @Test func answersAreTheSameFromManyThreads() {
        let source = """
            struct P { var xs: [Int] = []; func f() -> [String] { xs.map { String($0) } } }
            let p = P()
            let a = p.f().first?.count
            """
        let fixture = Fixture(Array(repeating: source, count: 8))
        let answers = Slots<String>(count: 64)
        let files = UncheckedSendable(fixture.files)
        let types = fixture.types
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            let file = files.value[i % 8]
            let node = file.tree.nodes(ofKind: [.memberAccessExpr]).first { file.tree.collapsedText(of: $0) == "p.f().first?.count" }!
            answers.set(i, types.type(of: node, in: file)?.description ?? "nil")
        }
        #expect(Set(answers.values.compactMap { $0 }) == ["Int?"])
    }

    @Test func compilationConditionsChooseTheCompiledBranch() {
        let fixture = Fixture(["""
            #if compiler(<6.0)
            struct Deque { }
            #else
            struct Deque { var count: Int { 0 } }
            #endif
            #if os(iOS)
            typealias Lock = Int
            #else
            typealias Lock = String
            #endif
            let d = Deque()
            let n = d.count
            let l: Lock = 0
            let m = l
            """])
        #expect(fixture.type("d.count") == "Int")
        #expect(fixture.type("l") == "Int")
    }

    @Test func compilerDumpKeepsWhatTheCodeIs() {
        let dump = CompilerDump.parse("""
            (source_file "a.swift"
              (pattern_entry
                (original_init=call_expr type="<null>" location=a.swift:1:9 range=[a.swift:1:9 - line:1:11])
                (processed_init=call_expr type="Palette" location=a.swift:1:9 range=[a.swift:1:9 - line:1:11]))
              (optional_evaluation_expr implicit type="String?" location=a.swift:2:16 range=[a.swift:2:11 - line:2:16]
                (member_ref_expr type="String" location=a.swift:2:16 range=[a.swift:2:11 - line:2:16]
                  (load_expr implicit type="Palette" location=a.swift:2:14 range=[a.swift:2:11 - line:2:14]
                    (member_ref_expr type="@lvalue Palette" location=a.swift:2:14 range=[a.swift:2:11 - line:2:14]))))
              (erasure_expr implicit type="Any" location=a.swift:3:5 range=[a.swift:3:5 - line:3:5]
                (declref_expr type="Int" location=a.swift:3:5 range=[a.swift:3:5 - line:3:5]))
              (dot_syntax_call_expr implicit type="(some View) -> some View" location=a.swift:4:5 range=[a.swift:4:5 - line:4:5]
                (declref_expr implicit type="(some View) -> some View" location=a.swift:4:5 range=[a.swift:4:5 - line:4:5] decl="SwiftUI.(file).ViewBuilder.buildExpression")
                (type_expr type="Color.Type" location=a.swift:4:5 range=[a.swift:4:5 - line:4:5])))
            """)
        func type(_ line: Int32, _ c1: Int32, _ c2: Int32) -> String? {
            dump.entries[CompilerDump.Range(file: "a.swift", startLine: line, startColumn: c1, endLine: line, endColumn: c2)]?.type
        }
        #expect(type(1, 9, 11) == "Palette")
        #expect(type(2, 11, 16) == "String?")
        #expect(type(2, 11, 14) == "Palette")
        #expect(type(3, 5, 5) == "Int")
        #expect(type(4, 5, 5) == "Color.Type")
    }
}
