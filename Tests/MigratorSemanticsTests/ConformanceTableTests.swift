import Foundation
import Testing
import SwiftCST
@testable import MigratorSemantics

/// `conformances(of:)` answers from a table made once (a class n levels deep has n + 1
/// project types, so the walk per class was quadratic in a chain): its answers are the
/// walk's for every declaration, in hand-written shapes (chains, cycles, protocols bound
/// to classes, typealiases, extensions) and over every fixture folder.
struct ConformanceTableTests {
    /// Every declaration's table answers against the walk's: the project types, the outside
    /// names, the protocols, and `contains` for each of `candidates` (all the declarations
    /// when nil). Returns how many declarations reach more than themselves.
    @discardableResult
    func expectTableEqualsWalk(_ model: SemanticModel, candidates: [Int32]? = nil, _ label: String) -> Int {
        var nontrivial = 0
        for i in model.declarations.indices {
            let id = Int32(i)
            let walked = model.walkedConformances(of: id)
            let table = model.conformances(of: id)
            if walked.project.count > 1 || !walked.external.isEmpty { nontrivial += 1 }
            #expect(table.projectTypes() == walked.project, "\(label): \(model.qualifiedName(of: id))")
            #expect(table.external == walked.external, "\(label): \(model.qualifiedName(of: id))")
            #expect(table.protocols == walked.project.filter { model.declaration($0).kind == .protocol }, "\(label): \(model.qualifiedName(of: id))")
            let wrong = (candidates ?? model.declarations.indices.map { Int32($0) }).filter { table.contains($0) != walked.project.contains($0) }
                + walked.project.filter { !table.contains($0) }
            #expect(wrong.isEmpty, "\(label): \(model.qualifiedName(of: id)) contains: \(wrong.map(model.qualifiedName(of:)))")
        }
        let wrongChains = model.declarations.indices.map { Int32($0) }.filter { model.superclasses(of: $0) != model.walkedSuperclasses(of: $0) }
        #expect(wrongChains.isEmpty, "\(label): superclasses of \(wrongChains.map(model.qualifiedName(of:)))")
        let wrongSuperclass = model.declarations.indices.map { Int32($0) }.filter { model.superclass(of: $0) != model.walkedSuperclasses(of: $0).first }
        #expect(wrongSuperclass.isEmpty, "\(label): superclass of \(wrongSuperclass.map(model.qualifiedName(of:)))")
        return nontrivial
    }

    /// Superclass counts from the table: chains that end, cycles, a tail into a cycle and a
    /// class that is its own superclass.
    @Test func chainLengthsCountTheClassesTheWalkVisits() {
        // 0 → 1 → 2 (end); 3 → 4 → 5 → 3 (cycle); 6 → 7 → 4 (tail into it); 8 → 8; 9 none.
        let next: [Int32] = [1, 2, -1, 4, 5, 3, 7, 4, 8, -2]
        #expect(SemanticModel.chainLengths(next) == [2, 1, 0, 2, 2, 2, 4, 3, 0, 0])
        #expect(SemanticModel.chainLengths([6, 7, 4, 5, 3, 4, 2, 2]) == [5, 5, 3, 2, 2, 2, 4, 4])
    }

    func model(_ sources: [String: String]) -> SemanticModel {
        SemanticModel(files: sources.keys.sorted().map { SourceFile(path: $0, tree: SyntaxTree.parse(sources[$0]!)) })
    }

    @Test func tableAnswersEqualTheWalkInHandWrittenShapes() {
        let model = model([
            "Chain.swift": """
            import SwiftUI
            protocol Named {}
            protocol Titled: Named {}
            class C0: ObservableObject {}
            class C1: C0, Titled {}
            class C2: C1 {}
            class C3: C2, Identifiable {}
            extension C2: Hashable {}
            typealias Base = C1
            class D: Base {}
            """,
            "Cycles.swift": """
            class A: B {}
            class B: A {}
            class Below: A, Loop1 {}
            class Itself: Itself {}
            protocol Loop1: Loop2 {}
            protocol Loop2: Loop1, View {}
            struct Uses: Loop2 {}
            """,
            "Bound.swift": """
            class Controller: NSObject {}
            class Screen: Controller {}
            protocol OnScreen: Screen {}
            protocol Deep: OnScreen, AnyObject {}
            struct Odd: Deep, Named {}
            final class Leaf: Screen, Deep {}
            enum Outer { class Inner: Outer.Nested {}; class Nested: C3 {} }
            struct Generic<T: C1>: Titled {}
            """,
        ])
        let nontrivial = expectTableEqualsWalk(model, "hand-written")
        #expect(nontrivial > 20)
        let id = { (name: String) in Int32(model.declarations.indices.first { model.declarations[$0].name == name }!) }
        // Spot checks of what the walk says, so the comparison is not of two empty answers.
        #expect(model.conformances(of: id("C3")).contains(id("C0")))
        #expect(model.conformances(of: id("C3")).protocols == [id("Titled"), id("Named")])
        #expect(model.conformances(of: id("C3")).external.isSuperset(of: ["ObservableObject", "Identifiable", "Hashable"]))
        #expect(!model.conformances(of: id("C1")).contains(id("C2")))
        #expect(model.conformances(of: id("D")).contains(id("C0")))
        #expect(model.conformances(of: id("A")).contains(id("B")) && model.conformances(of: id("B")).contains(id("A")))
        #expect(model.conformances(of: id("Below")).projectTypes() == [id("Below"), id("A"), id("B"), id("Loop1"), id("Loop2")])
        #expect(model.conformances(of: id("Odd")).contains(id("Controller")))
        #expect(model.conformances(of: id("Inner")).contains(id("C0")))
    }

    /// A chain of 2,000 classes: each class's answers (asked for every class, as the
    /// observable pass does) are the walk's, and the table keeps no set per class.
    @Test func aLongChainKeepsNoSetPerClass() {
        let n = 2000
        let source = "class C0: ObservableObject {}\n" + (1..<n).map { "class C\($0): C\($0 - 1) {}\n" }.joined()
        let model = model(["Chain.swift": source])
        let classes = model.declarations.indices.map { Int32($0) }
        let last = model.conformances(of: classes[n - 1])
        #expect(last.projectTypes() == Set(classes))
        #expect(last.external == ["ObservableObject"])
        let reachRoot = classes.filter { model.conformances(of: $0).contains(classes[0]) }
        #expect(reachRoot.count == n)
        #expect(!model.conformances(of: classes[0]).contains(classes[1]))
        let table = model.conformanceTable!
        let kept = table.rest.reduce(0) { $0 + $1.count }
        #expect(kept == 0)
        for k in stride(from: 0, to: n, by: 97) {
            #expect(model.conformances(of: classes[k]).projectTypes() == model.walkedConformances(of: classes[k]).project)
        }
    }

    /// Every fixture folder as one project (the SwiftUI stub included): every declaration's
    /// answers are the walk's, `contains` asked for the declaration's walk and for the
    /// folder's type declarations.
    @Test func tableAnswersEqualTheWalkOverEveryFixture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
        var nontrivial = 0
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            guard let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            let paths = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
            if paths.isEmpty { continue }
            let files = try paths.map { path in
                SourceFile(path: folder + "/" + path, tree: SyntaxTree.parse(try String(contentsOf: root.appendingPathComponent(folder + "/" + path), encoding: .utf8)))
            }
            let model = SemanticModel(files: files)
            let types = model.declarations.indices.filter { model.declarations[$0].kind.isTypeLike }.map { Int32($0) }
            nontrivial += expectTableEqualsWalk(model, candidates: Array(types.prefix(400)), folder)
        }
        #expect(nontrivial > 500)
    }
}
