import Testing
import SwiftCST
@testable import MigratorSemantics

/// The semantic model's "is this member read or written anywhere" (References.swift).
struct ReferencesTests {
    /// A model over files, and the id of `Type.member`.
    func model(_ sources: [(String, String)], member: (String, String)) throws -> (SemanticModel, [SourceFile], Int32) {
        let files = sources.map { SourceFile(path: $0.0, tree: SyntaxTree.parse($0.1)) }
        let model = SemanticModel(files: files)
        let type = try #require(model.declarations.firstIndex { $0.name == member.0 && $0.kind.isNominalType })
        let id = try #require(model.members(of: Int32(type), named: member.1).first)
        return (model, files, id)
    }

    /// The mentions of a member's name that may refer to it, as `file:line spelling`.
    func referring(_ sources: [(String, String)], member: (String, String)) throws -> [String] {
        let (model, _, id) = try model(sources, member: member)
        let mentions = model.nameMentions(of: [member.1], inFiles: Array(model.files.indices))[member.1] ?? []
        return mentions.filter { model.mayRefer($0, to: id) }.map { mention in
            let tree = model.files[mention.file].tree
            return "\(model.files[mention.file].path):\(tree.location(of: tree.startOffset(of: mention.node)).line) \(mention.spelling)"
        }
    }

    @Test func mentionsInsideTheTypeItsExtensionsAndThroughValuesOfIt() throws {
        let found = try referring([
            ("A.swift", """
            struct Card {
                var theme = 0
                var a: Int { theme }
                func b() -> Int { self.theme + _theme }
                struct Inner { var theme = 1; var c: Int { theme } }
            }
            struct Other { var theme = 2; var d: Int { theme } }
            func e(card: Card, other: Other) -> Int { card.theme + other.theme }
            """),
            ("B.swift", """
            extension Card {
                var f: Int { theme }
                var g: KeyPath<Card, Int> { \\Card.theme }
                var h: KeyPath<Other, Int> { \\Other.theme }
            }
            func i(_ x: Any) -> Int { (x as! Card).theme }
            let j = Card(theme: 3)
            let k = Other(theme: 4)
            """),
        ], member: ("Card", "theme"))
        // Not: the nested type's own `theme`, Other's, `other.theme`, `\Other.theme`, `Other(theme:)`.
        #expect(found == ["A.swift:3 theme", "A.swift:4 theme", "A.swift:4 _theme", "A.swift:8 theme",
                          "B.swift:2 theme", "B.swift:3 theme", "B.swift:6 theme", "B.swift:7 theme"])
    }

    @Test func environmentKeyPathsAreNotReadsOfTheProperty() throws {
        let found = try referring([
            ("A.swift", """
            import SwiftUI
            struct Badge: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View { Text("a").environment(\\.colorScheme, .dark) }
            }
            """),
        ], member: ("Badge", "colorScheme"))
        #expect(found.isEmpty)
    }

    @Test func privateMembersAreOnlyMentionedWhereTheyAreVisible() throws {
        let found = try referring([
            ("A.swift", "struct Card { private var theme = 0 }\nextension Card { var a: Int { theme } }\n"),
            ("B.swift", "extension Card { var b: Int { theme } }\n"),
        ], member: ("Card", "theme"))
        #expect(found == ["A.swift:2 theme"])
    }

    @Test func writesAreAssignmentsMutationsInoutAndProjections() throws {
        let source = """
        struct List {
            var items: [Int] = []
            init() { items = [1] }
            mutating func a() { items.append(2) }
            mutating func b() { items[0] = 3 }
            mutating func c() { swap(&items, &items) }
            func d() -> Int { items.count }
            func e() -> Bool { items == [] }
            mutating func f() { items += [4] }
            var g: Any { $items }
        }
        """
        let (model, files, id) = try model([("A.swift", source)], member: ("List", "items"))
        let mentions = (model.nameMentions(of: ["items"], inFiles: [0])["items"] ?? []).filter { model.mayRefer($0, to: id) }
        let tree = model.files[0].tree
        let writes = mentions.filter(model.isWrite).map { tree.location(of: tree.startOffset(of: $0.node)).line }
        #expect(writes == [3, 4, 5, 6, 6, 9, 10])
        #expect(model.isWrittenAfterInit(id, inFiles: files))
        let constant = try self.model([("B.swift", "struct L { var items: [Int]\n init() { items = [] }\n func d() -> Int { items.count } }\n")],
                                      member: ("L", "items"))
        #expect(!constant.0.isWrittenAfterInit(constant.2, inFiles: constant.1))
    }
}
