import Foundation
import Testing
import SwiftCST
@testable import MigratorPasses
@testable import MigratorSemantics

/// `ObservablePlan.alongSuperclasses` answers each class once, superclass before subclass
/// (the observable pass's roots, protocol refinements and `@MainActor` were worked out from
/// every class's whole chain, quadratic in a chain's depth): its answers are those made
/// from `superclasses(of:)` for every class, in chains, cycles, tails into cycles and
/// classes that are their own superclass.
struct SuperclassAnswersTests {
    func model(_ source: String) -> SemanticModel {
        SemanticModel(files: [SourceFile(path: "Classes.swift", tree: SyntaxTree.parse(source))])
    }

    func classes(_ model: SemanticModel) -> [Int32] {
        model.declarations.indices.filter { model.declarations[$0].kind == .class }.map { Int32($0) }
    }

    let shapes = """
        class C0: ObservableObject {}
        @MainActor class C1: C0 {}
        class C2: C1 {}
        class C3: C2, Identifiable {}
        typealias Base = C3
        class D: Base {}
        class A: B {}
        @MainActor class B: A {}
        class Below: A {}
        class Further: Below {}
        class R: S {}
        class S: T {}
        class T: R {}
        class IntoRing: T {}
        class Itself: Itself {}
        class OnItself: Itself {}
        enum Outer { class Inner: Outer.Nested {}; class Nested: C3 {} }
        class Alone {}
        """

    /// Each class's superclasses built with `step` from its superclass's are the model's,
    /// and every class reached is answered exactly once.
    @Test func chainsBuiltStepByStepAreTheModels() {
        let model = model(shapes)
        let ids = classes(model)
        #expect(ids.count == 18)
        var calls: [Int32: Int] = [:]
        let answers = ObservablePlan.alongSuperclasses(of: ids.reversed(), in: model,
            top: { id -> [Int32] in calls[id, default: 0] += 1; return [] },
            step: { id, superclass, above in calls[id, default: 0] += 1; return [superclass] + above },
            cycle: { id in calls[id, default: 0] += 1; return model.superclasses(of: id) })
        for id in ids {
            #expect(answers[id] == model.superclasses(of: id), "\(model.qualifiedName(of: id))")
            #expect(calls[id] == 1, "\(model.qualifiedName(of: id)): \(calls[id] ?? 0) answers")
        }
        let named = { (name: String) in ids.first { model.declaration($0).name == name }! }
        // Spot checks, so that the comparison is not of empty chains.
        #expect(answers[named("D")]! == ["C3", "C2", "C1", "C0"].map(named))
        #expect(answers[named("Further")]! == ["Below", "A", "B"].map(named))
        #expect(answers[named("IntoRing")]! == ["T", "R", "S"].map(named))
        #expect(answers[named("OnItself")]! == [named("Itself")])
        #expect(answers[named("Inner")]!.first == named("Nested"))
    }

    /// The folds the pass makes: `@MainActor` on a class or a superclass, and the nearest and
    /// topmost of some classes among the superclasses, as a walk of each chain finds them.
    @Test func passFoldsEqualTheWalks() {
        let model = model(shapes)
        let ids = classes(model)
        func isMainActor(_ id: Int32) -> Bool { model.declaration(id).attributes.contains("MainActor") }
        let mainActor = ObservablePlan.alongSuperclasses(of: ids, in: model, top: isMainActor,
            step: { id, _, above in above || isMainActor(id) },
            cycle: { id in ([id] + model.superclasses(of: id)).contains(where: isMainActor) })
        #expect(mainActor.values.filter { $0 }.count == 10)
        for k in 0..<ids.count {
            let roots = Set(ids.enumerated().filter { ($0.offset * 7 + k) % 3 == 0 }.map(\.element))
            let rootsAbove = ObservablePlan.alongSuperclasses(of: ids, in: model,
                top: { _ in (nearest: Int32?.none, top: Int32?.none) },
                step: { _, superclass, above in roots.contains(superclass) ? (superclass, above.top ?? superclass) : above },
                cycle: { id in
                    let chain = model.superclasses(of: id)
                    return (chain.first(where: roots.contains), chain.last(where: roots.contains))
                })
            for id in ids {
                let chain = model.superclasses(of: id)
                #expect(mainActor[id] == ([id] + chain).contains(where: isMainActor))
                #expect(rootsAbove[id]?.nearest == chain.first(where: roots.contains), "\(model.qualifiedName(of: id))")
                #expect(rootsAbove[id]?.top == chain.last(where: roots.contains), "\(model.qualifiedName(of: id))")
            }
        }
    }

    /// A chain of 3,000 classes: 3,000 answers, one per class.
    @Test func aLongChainIsAnsweredOncePerClass() {
        let n = 3000
        let model = model("class C0 {}\n" + (1..<n).map { "class C\($0): C\($0 - 1) {}\n" }.joined())
        let ids = classes(model)
        var steps = 0
        let depth = ObservablePlan.alongSuperclasses(of: ids, in: model, top: { _ in 0 },
            step: { _, _, above in steps += 1; return above + 1 }, cycle: { _ in -1 })
        #expect(steps == n - 1)
        #expect(ids.allSatisfy { depth[$0] == model.superclasses(of: $0).count })
    }
}
