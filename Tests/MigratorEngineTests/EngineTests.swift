import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorSemantics

/// A pass for engine tests: renames every identifier `from` to `to`.
struct RenamePass: BuiltInPass {
    static var name: String { "rename" }
    static let summary = "Rename a for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    var from = "a"
    var to = "b"
    init() {}
    init(from: String, to: String) {
        self.from = from
        self.to = to
    }
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        for node in file.tree.nodes(ofKind: [.declReferenceExpr]) where file.tree.text(of: node) == from {
            output.edits.append(Edit(start: file.tree.startOffset(of: node), end: file.tree.endOffset(of: node), replacement: to, pass: Self.name))
        }
        return output
    }
}

/// Wraps every `b` in parentheses: overlaps with RenamePass on the same token.
struct WrapPass: BuiltInPass {
    static let name = "wrap"
    static let summary = "Wrap b for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        for node in file.tree.nodes(ofKind: [.declReferenceExpr]) where file.tree.text(of: node) == "b" {
            if let parent = node.parent, parent.kind == .labeledExpr { continue }
            let start = file.tree.startOffset(of: node)
            let end = file.tree.endOffset(of: node)
            output.edits.append(Edit(start: start, end: end, replacement: "f(b)", pass: Self.name))
        }
        return output
    }
}

/// Replaces a call `g(a)` by `h(a)`, and declines `g(b)` with a finding at `g`.
struct CallPass: BuiltInPass {
    static let name = "call"
    static let summary = "Rewrite g(a) for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        for node in file.tree.nodes(ofKind: [.functionCallExpr]) where file.tree.text(of: node).hasPrefix("g(") {
            let text = file.tree.text(of: node)
            if text == "g(a)" {
                output.edits.append(Edit(start: file.tree.startOffset(of: node), end: file.tree.endOffset(of: node), replacement: "h(a)", pass: Self.name))
            } else {
                output.findings.append(file.finding(at: node, "\(text) not rewritten", pass: Self.name, reason: "other-argument"))
            }
        }
        return output
    }
}

/// Replaces each `copy` by the text of the first `let`'s value, which it reads (`Edit.reads`).
struct CopyPass: BuiltInPass {
    static let name = "copy"
    static let summary = "Copy a value for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        guard let value = tree.nodes(ofKind: [.initializerClause]).first?.childNodes.last else { return output }
        for node in tree.nodes(ofKind: [.declReferenceExpr]) where tree.text(of: node) == "copy" {
            var edit = Edit(start: tree.startOffset(of: node), end: tree.endOffset(of: node), replacement: tree.text(of: value), pass: Self.name)
            edit.reads = tree.startOffset(of: value)..<tree.endOffset(of: value)
            output.edits.append(edit)
        }
        return output
    }
}

/// Renames `a` to `b` everywhere while the file declares `let x = a`, as a pass keyed on a
/// declaration does (dismiss renames a `presentationMode` property and its uses).
struct DeclaredRenamePass: BuiltInPass {
    static let name = "declared-rename"
    static let summary = "Rename a declared a for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        guard String(decoding: file.tree.bytes, as: UTF8.self).contains("let x = a") else { return PassOutput() }
        var output = RenamePass().run(file, context)
        for i in output.edits.indices { output.edits[i].pass = Self.name }
        return output
    }
}

/// Deletes `: P` from `class C: P {` (header passes for tests).
struct DropConformancePass: BuiltInPass {
    static let name = "drop-conformance"
    static let summary = "Drop : P for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let text = String(decoding: file.tree.bytes, as: UTF8.self)
        guard let range = text.range(of: ": P {") else { return PassOutput() }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return PassOutput(edits: [Edit(start: start, end: start + 3, replacement: "", pass: Self.name)])
    }
}

/// Inserts `, Q` after `P` in `class C: P {`, as part of the project-wide unit `add-conformance:Q`.
struct AddConformancePass: BuiltInPass {
    static let name = "add-conformance"
    static let summary = "Add Q for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let text = String(decoding: file.tree.bytes, as: UTF8.self)
        guard let range = text.range(of: ": P {") else { return PassOutput() }
        let end = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 3
        return PassOutput(edits: [Edit(start: end, end: end, replacement: ", Q", pass: Self.name, units: ["add-conformance:Q"])])
    }
}

/// Always proposes another edit: never settles.
struct RestlessPass: BuiltInPass {
    static let name = "restless"
    static let summary = "Never settles."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(edits: [Edit(start: 0, end: 0, replacement: "//x\n", pass: Self.name)])
    }
}

/// Swaps the operands of `a + y`: two edits that make one rewrite (same site).
struct SwapPass: BuiltInPass {
    static let name = "swap"
    static let summary = "Swap operands for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    var rewritesAreAtomic: Bool { atomic }
    var atomic = true
    init() {}
    init(atomic: Bool) { self.atomic = atomic }
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for sequence in tree.nodes(ofKind: [.sequenceExpr]) {
            let operands = sequence.childNodes
            guard operands.count == 3, tree.text(of: operands[0]) == "a" else { continue }
            let site = tree.startOffset(of: sequence)
            output.edits.append(Edit(start: tree.startOffset(of: operands[0]), end: tree.endOffset(of: operands[0]), replacement: tree.text(of: operands[2]), pass: Self.name, site: site))
            output.edits.append(Edit(start: tree.startOffset(of: operands[2]), end: tree.endOffset(of: operands[2]), replacement: "a", pass: Self.name, site: site))
        }
        return output
    }
}

/// Produces invalid code.
struct BreakingPass: BuiltInPass {
    static let name = "breaking"
    static let summary = "Breaks the file."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        guard let first = file.tree.nodes(ofKind: [.declReferenceExpr]).first, file.tree.text(of: first) != "(" else { return PassOutput() }
        return PassOutput(edits: [Edit(start: file.tree.startOffset(of: first), end: file.tree.startOffset(of: first), replacement: "(", pass: Self.name)])
    }
}

/// Reports advice at every `a` that yields to other passes' edits, and at every `c` one
/// that does not.
struct AdvicePass: BuiltInPass {
    static let name = "advice"
    static let summary = "Advice for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        for node in file.tree.nodes(ofKind: [.declReferenceExpr]) where ["a", "c"].contains(file.tree.text(of: node)) {
            let start = file.tree.startOffset(of: node)
            var finding = file.finding(at: node, "advice", pass: Self.name, reason: "advice")
            if file.tree.text(of: node) == "a" { finding.yieldRange = start..<file.tree.endOffset(of: node) }
            output.findings.append(finding)
        }
        return output
    }
}

/// Renames like `RenamePass` under another name, and says it visits every call.
struct EveryCallPass: BuiltInPass, PassCost {
    static let name = "every-call"
    static let summary = "Rename c for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    var visitsEveryCall: Bool { true }
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = RenamePass(from: "c", to: "d").run(file, context)
        for i in output.edits.indices { output.edits[i].pass = Self.name }
        return output
    }
}

/// What a recording test pass saw, call by call (passes may run on several threads).
final class Recorded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func add(_ value: Value) { lock.lock(); values.append(value); lock.unlock() }
    var all: [Value] { lock.lock(); defer { lock.unlock() }; return values }
}

/// Records, for each run, whether the engine keeps its findings.
struct FindingsAskedPass: BuiltInPass {
    static let name = "findings-asked"
    static let summary = "Records reportsFindings for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    var seen = Recorded<Bool>()
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        seen.add(context.reportsFindings)
        var output = PassOutput()
        output.findings.append(file.finding(atOffset: 0, "round note", pass: Self.name, reason: "note"))
        return output
    }
}

/// Records, for each call, the file's path, its number in the model and whether it has the
/// bytes the model read.
struct IndexRecorderPass: BuiltInPass {
    static let name = "index-recorder"
    static let summary = "Records file numbers for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    var seen = Recorded<String>()
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        seen.add("\(file.path) \(context.fileIndex.map(String.init) ?? "-") \(context.indexIfAsRead(file).map { "as read \($0)" } ?? "changed")")
        return PassOutput()
    }
}

struct EngineTests {
    func run(_ passes: [any Pass], _ source: String, target: Availability = Availability(iOS: 17)) -> Engine.FileResult {
        Engine(passes: passes, target: target, jobs: 1).run([.init(path: "T.swift", bytes: Array(source.utf8))])[0]
    }

    /// Side by side, passes start costliest first: before any measurement those that visit
    /// every call, then the rest in pass order; once measured, by cost per byte. The outputs
    /// stay in pass order whatever the order they ran in.
    @Test func passesStartCostliestFirstAndOutputsKeepPassOrder() {
        let passes: [any Pass] = [RenamePass(), WrapPass(), EveryCallPass()]
        let costs = PassCosts()
        #expect(costs.costliestFirst(passes) == [2, 0, 1])
        costs.record("wrap", nanoseconds: 1_000, bytes: 10)
        costs.record("rename", nanoseconds: 10, bytes: 10)
        // Unmeasured every-call passes first, then the measured by cost, then the rest.
        #expect(costs.costliestFirst(passes) == [2, 1, 0])
        costs.record("every-call", nanoseconds: 50, bytes: 10)
        #expect(costs.costliestFirst(passes) == [1, 2, 0])
        // Costs add up per pass: rename now costs more per byte than wrap.
        costs.record("rename", nanoseconds: 100_000, bytes: 10)
        #expect(costs.costliestFirst(passes) == [0, 1, 2])

        let file = SourceFile(path: "T.swift", tree: SyntaxTree.parse("let x = a\nlet y = b\nlet z = c\n"))
        let context = PassContext(target: Availability(iOS: 17))
        let alone = Engine.outputs(of: passes, on: file, context, jobs: 1)
        let measured = PassCosts()
        for _ in 0..<3 {
            let sideBySide = Engine.outputs(of: passes, on: file, context, jobs: 2, costs: measured)
            #expect(sideBySide.map { $0.edits.map(\.pass) } == alone.map { $0.edits.map(\.pass) })
            #expect(sideBySide.map { $0.edits.map(\.replacement) } == alone.map { $0.edits.map(\.replacement) })
            #expect(alone.map { $0.edits.count } == [1, 1, 1])
        }
        // Every pass that ran was measured: none is ranked as unmeasured any more.
        #expect(Set(passes.map(\.name)) == measured.measuredPasses)
    }

    /// Only the first round's findings are kept (and a later round's at sites whose edits
    /// waited), so only the first round asks for them (`PassContext.reportsFindings`) when
    /// no edit waited.
    @Test func onlyTheFirstRoundAsksForFindings() {
        let recorder = FindingsAskedPass()
        // rename turns `a` into `b` in the first round; the second round proposes nothing.
        let result = run([RenamePass(), recorder], "let x = a\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let x = b\n")
        #expect(recorder.seen.all == [true, false])
        #expect(result.findings.map(\.message) == ["round note"])
        // Called directly, a pass is asked for its findings.
        #expect(PassContext(target: Availability(iOS: 17)).reportsFindings)
    }

    /// A frozen cache reads back the values made before (never making them again), keeps
    /// each value's type apart, makes a new key's value once, and forgets everything on
    /// `removeAll`. The engine gives each file's context its number in the model.
    @Test func frozenCacheReadsItsValuesBack() {
        let cache = ProjectCache()
        var made = 0
        #expect(cache.value(CacheKey<Int>("plan")) { made += 1; return 7 } == 7)
        #expect(cache.value(CacheKey<String>("plan")) { made += 1; return "seven" } == "seven")
        cache.freeze()
        #expect(cache.value(CacheKey<Int>("plan")) { made += 1; return 0 } == 7)
        #expect(cache.value(CacheKey<String>("plan")) { made += 1; return "" } == "seven")
        #expect(made == 2)
        #expect(cache.value(CacheKey<Int>("later")) { made += 1; return 8 } == 8)
        #expect(cache.value(CacheKey<Int>("later")) { made += 1; return 0 } == 8)
        #expect(made == 3)
        cache.removeAll()
        #expect(cache.value(CacheKey<Int>("plan")) { made += 1; return 9 } == 9)
        #expect(made == 4)

        let indices = IndexRecorderPass()
        let inputs: [Engine.Input] = [.init(path: "A.swift", bytes: Array("let x = a\n".utf8)), .init(path: "B.swift", bytes: Array("let y = c\n".utf8))]
        _ = Engine(passes: [RenamePass(), indices], target: Availability(iOS: 17), jobs: 1).run(inputs)
        #expect(indices.seen.all.sorted() == ["A.swift 0 as read 0", "A.swift 0 changed", "B.swift 1 as read 1"])
        // Without the engine's number, the path is looked up.
        let file = SourceFile(path: "B.swift", tree: SyntaxTree.parse("let y = c\n"))
        let alone = PassContext(target: Availability(iOS: 17), files: [SourceFile(path: "A.swift", tree: SyntaxTree.parse("let x = a\n")), file])
        #expect(alone.fileIndex == nil && alone.modelIndex(of: file) == 1 && alone.indexIfAsRead(file) == 1)
        #expect(alone.indexIfAsRead(SourceFile(path: "B.swift", tree: SyntaxTree.parse("let y = d\n"))) == nil)
    }

    /// Proposed edits group into rewrites in the order proposed: an atomic pass's edits of
    /// one site together (wherever they were proposed), every other edit alone.
    @Test func proposedEditsGroupIntoRewritesInTheOrderProposed() {
        func edit(_ pass: String, _ start: Int, site: Int? = nil) -> Edit {
            Edit(start: start, end: start + 1, replacement: "", pass: pass, site: site)
        }
        let edits = [edit("swap", 0, site: 5), edit("rename", 2), edit("swap", 7, site: 5), edit("swap", 9, site: -1),
                     edit("rename", 3, site: 5), edit("swap", 11, site: 6), edit("swap", 4, site: 5)]
        let (order, bounds) = Engine.rewrites(edits, atomic: ["swap"])
        let groups = (0..<(bounds.count - 1)).map { Array(order[bounds[$0]..<bounds[$0 + 1]]) }
        #expect(groups == [[0, 2, 6], [1], [3], [4], [5]])
        let none = Engine.rewrites([], atomic: ["swap"])
        #expect(none.order.isEmpty && none.bounds == [0])
    }

    @Test func overlappingEditsWaitForTheNextRound() {
        // rename turns `a` into `b`; wrap then wraps the new `b` in the second round.
        let result = run([RenamePass(), WrapPass()], "let x = a\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let x = f(b)\n")
        #expect(result.editCounts == ["rename": 1, "wrap": 1])
        #expect(result.errors.isEmpty)
    }

    /// An edit that waits a round for another inside it, and whose pass then declines the
    /// site, is reported where the site is in the original text (not dropped silently: a
    /// later round's other findings are not kept).
    @Test func aSiteDeclinedAfterWaitingARoundIsReported() {
        let result = run([RenamePass(), CallPass()], "let y = 1\nlet x = g(a)\nlet z = g(c)\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let y = 1\nlet x = g(b)\nlet z = g(c)\n")
        #expect(result.editCounts == ["rename": 1])
        #expect(result.findings.map { "\($0.line):\($0.column) \($0.message)" } == ["2:9 g(b) not rewritten", "3:9 g(c) not rewritten"])
        #expect(result.findings.first?.offset == 18)
    }

    /// Another pass's edit in text that an edit copies waits a round, and then edits the
    /// copy too: never a copy of the text as it was before (an Alert moved out of a helper
    /// whose `presentationMode` dismiss renames), whichever pass comes first.
    @Test func editsInCopiedTextWaitForTheCopy() {
        for passes in [[DeclaredRenamePass(), CopyPass()], [CopyPass(), DeclaredRenamePass()]] as [[any Pass]] {
            let result = run(passes, "let x = a\nlet y = copy\n")
            #expect(String(decoding: result.output, as: UTF8.self) == "let x = b\nlet y = b\n")
            #expect(result.rounds.count == 2)
        }
    }

    /// Edits of two passes that parse alone but not together (a deletion and an insertion
    /// side by side in one class header) are taken in pass order: the first pass's apply,
    /// the second's wait a round, and a project-wide unit never made is named, so the
    /// command can take it out of every file (govuk, round 12: both passes were dropped in
    /// silence while the unit's edits in other files stayed).
    @Test func editsThatParseOnlyAloneAreTakenInPassOrder() {
        let result = run([DropConformancePass(), AddConformancePass()], "class C: P {}\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "class C {}\n")
        #expect(result.errors.isEmpty)
        #expect(result.unmadeUnits.keys.map(\.description) == ["add-conformance 'Q'"])
        let alone = run([AddConformancePass()], "class C: P {}\n")
        #expect(String(decoding: alone.output, as: UTF8.self) == "class C: P, Q {}\n")
        #expect(alone.unmadeUnits.isEmpty)
    }

    @Test func theEditsOfOneAtomicRewriteWaitTogether() {
        // rename turns `c` into `d` first; one of swap's two edits overlaps it, so both wait
        // a round (never `c + d`, half a swap), and swap then swaps what is there.
        let result = run([RenamePass(from: "c", to: "d"), SwapPass()], "let x = a + c\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let x = d + a\n")
        #expect(result.editCounts == ["rename": 1, "swap": 1])
        #expect(result.rounds.count == 2)
        // A pass that has not asked for it gets each edit taken on its own, as before.
        let loose = run([RenamePass(from: "c", to: "d"), SwapPass(atomic: false)], "let x = a + c\n")
        #expect(String(decoding: loose.output, as: UTF8.self) == "let x = d + d\n")
    }

    @Test func passesThatNeverSettleAreNamedAndTheFileIsLeftAlone() {
        let result = run([RestlessPass()], "let x = 1\n")
        #expect(!result.changed)
        #expect(result.errors == ["T.swift: error: passes did not settle after 4 rounds (restless); file left unchanged"])
    }

    @Test func aPassWhoseOutputWouldNotParseIsDroppedAndReported() {
        let result = run([BreakingPass(), RenamePass()], "let x = a\nlet y = a\n")
        #expect(String(decoding: result.output, as: UTF8.self) == "let x = b\nlet y = b\n")
        #expect(result.errors.count == 1)
        #expect(result.errors[0] == "T.swift:2:1: error: [breaking] output would not parse (expected ',' or ')' in argument list); its edits were not applied")
    }

    @Test func findingsThatYieldAreDroppedWhenAnotherPassRewritesTheirSite() {
        // Alone, both findings stay.
        let alone = run([AdvicePass()], "let x = a\nlet y = c\n")
        #expect(alone.findings.map(\.line) == [1, 2])
        // rename edits `a`: the finding there yields; the one at `c` does not yield.
        let both = run([RenamePass(), AdvicePass()], "let x = a\nlet y = c\n")
        #expect(String(decoding: both.output, as: UTF8.self) == "let x = b\nlet y = c\n")
        #expect(both.findings.map(\.line) == [2])
        // An edit elsewhere leaves the finding in place.
        let elsewhere = run([RenamePass(from: "z", to: "w"), AdvicePass()], "let x = a + z\n")
        #expect(elsewhere.findings.map(\.line) == [1])
        // A rewrite that keeps the token but counts its site there also takes the finding.
        struct ArgumentPass: BuiltInPass {
            static let name = "argument"
            static let summary = "Edits after a for tests."
            static let minimumOS = Availability(iOS: 15)
            static let explanation = ""
            static let examples: [Example] = []
            func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
                guard let a = file.tree.nodes(ofKind: [.declReferenceExpr]).first(where: { file.tree.text(of: $0) == "a" }),
                      !String(decoding: file.tree.bytes, as: UTF8.self).contains("+ 1") else { return PassOutput() }
                let end = file.tree.endOffset(of: a)
                return PassOutput(edits: [Edit(start: end, end: end, replacement: " + 1", pass: Self.name, site: file.tree.startOffset(of: a))])
            }
        }
        let site = run([ArgumentPass(), AdvicePass()], "let x = a\n")
        #expect(String(decoding: site.output, as: UTF8.self) == "let x = a + 1\n")
        #expect(site.findings.isEmpty)
    }

    @Test func anIdenticalFindingIsReportedOnce() {
        // A pass that reaches one site twice (two classes of one name) says the same thing
        // twice; the engine keeps one. A different message at the same place stays.
        struct TwicePass: BuiltInPass {
            static let name = "twice"
            static let summary = "Reports each a twice for tests."
            static let minimumOS = Availability(iOS: 15)
            static let explanation = ""
            static let examples: [Example] = []
            func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
                var output = PassOutput()
                for node in file.tree.nodes(ofKind: [.declReferenceExpr]) where file.tree.text(of: node) == "a" {
                    output.findings.append(file.finding(at: node, "same", pass: Self.name, reason: "r"))
                    output.findings.append(file.finding(at: node, "same", pass: Self.name, reason: "r"))
                    output.findings.append(file.finding(at: node, "other", pass: Self.name, reason: "r"))
                }
                return output
            }
        }
        let result = run([TwicePass()], "let x = a\nlet y = a\n")
        #expect(result.findings.map { "\($0.line) \($0.message)" } == ["1 same", "1 other", "2 same", "2 other"])
    }

    @Test func passesBelowTheTargetDoNotRun() {
        let result = run([RenamePass()], "let x = a\n", target: Availability(iOS: 14))
        #expect(!result.changed)
    }

    @Test func crlfFilesGetCRLFInsertions() {
        struct NewlinePass: BuiltInPass {
            static let name = "newline"
            static let summary = "Adds a line."
            static let minimumOS = Availability(iOS: 15)
            static let explanation = ""
            static let examples: [Example] = []
            func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
                guard !String(decoding: file.tree.bytes, as: UTF8.self).contains("added") else { return PassOutput() }
                return PassOutput(edits: [Edit(start: 0, end: 0, replacement: "// added\n", pass: Self.name)])
            }
        }
        let result = run([NewlinePass()], "let x = 1\r\n")
        #expect(result.output == Array("// added\r\nlet x = 1\r\n".utf8), "errors: \(result.errors)")
        // A file of CR-only lines gets CR (issue 44).
        let cr = run([NewlinePass()], "let x = 1\rlet y = 2\r")
        #expect(cr.output == Array("// added\rlet x = 1\rlet y = 2\r".utf8), "errors: \(cr.errors)")
        #expect(run([NewlinePass()], "let x = 1\n").output == Array("// added\nlet x = 1\n".utf8))
    }

    @Test func filesWithSyntaxErrorsAreReportedAndLeftUnchanged() {
        let result = run([RenamePass()], "let x = (a\n")
        #expect(!result.changed)
        #expect(result.hasSyntaxErrors)
        #expect(result.errors.first?.contains("file left unchanged") == true)
    }

    /// Found by the fuzzer (its workers grew by gigabytes): a plan in the run's cache that
    /// holds its context, which holds the cache, kept every run's model and trees alive.
    /// The engine empties the cache when a run ends, so nothing of a run outlives it.
    @Test func aRunLeavesNothingAlive() {
        final class WeakModel: @unchecked Sendable { weak var model: SemanticModel? }
        /// A plan that keeps its context (and so the cache it is stored in).
        final class Plan: @unchecked Sendable {
            let context: PassContext
            init(_ context: PassContext) { self.context = context }
        }
        struct ProbePass: BuiltInPass, PlannedPass {
            static let name = "probe"
            static let summary = "Keeps a plan that holds its context, and remembers the semantic model, weakly."
            static let minimumOS = Availability(iOS: 15)
            static let explanation = ""
            static let examples: [Example] = []
            static let seen = WeakModel()
            static let plan = CacheKey<Plan>("probe")
            init() {}
            func prepare(_ context: PassContext) { _ = context.cache.value(Self.plan) { Plan(context) } }
            func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
                ProbePass.seen.model = context.cache.value(Self.plan) { Plan(context) }.context.model
                return PassOutput()
            }
        }
        let results = Engine(passes: [ProbePass()], target: Availability(iOS: 17), jobs: 1)
            .run([.init(path: "Model.swift", bytes: Array("let x = 1\n".utf8))])
        #expect(results.count == 1)
        #expect(ProbePass.seen.model == nil, "the semantic model outlived the run")
        // A command that exits after its report keeps a lone group alive instead.
        var keeping = Engine(passes: [ProbePass()], target: Availability(iOS: 17), jobs: 1)
        keeping.keepsTreesUntilExit = true
        _ = keeping.run([.init(path: "Model.swift", bytes: Array("let y = 1\n".utf8))])
        #expect(ProbePass.seen.model != nil, "keepsTreesUntilExit freed the model")
    }

    /// Whether an edit overlaps one already kept is asked of the edits near it
    /// (`EditPositions`), with the same answer as asking all of them; 50,000 edits in one
    /// file were over a billion comparisons before.
    @Test func overlapsAreFoundAmongNearbyEditsWithTheSameAnswer() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var positions = EditPositions()
            var kept: [Edit] = []
            for _ in 0..<300 {
                let start = Int.random(in: 0..<20_000, using: &random)
                let length = [0, 0, 1, 5, 40, 5_000, 9_000].randomElement(using: &random)!
                let edit = Edit(start: start, end: start + length, replacement: "", pass: "p")
                let brute = kept.contains { $0.overlaps(edit) }
                let found = positions.overlapsAny(edit)
                #expect(found == brute, "\(edit.start)..<\(edit.end)")
                if !brute {
                    positions.insert(edit)
                    kept.append(edit)
                }
            }
        }
        // 50,000 edits side by side: each compared with the few in its bucket.
        var positions = EditPositions()
        var overlapping = 0
        for k in 0..<50_000 {
            let edit = Edit(start: 7 * k, end: 7 * k + 3, replacement: "", pass: "p")
            if positions.overlapsAny(edit) { overlapping += 1 }
            positions.insert(edit)
        }
        #expect(overlapping == 0)
        #expect(positions.comparisons < 50_000 * 100, "\(positions.comparisons) comparisons")
        // Through the engine: every `a` renamed, every rename kept.
        let result = run([RenamePass()], String(repeating: "let x = a + a\n", count: 2_000))
        #expect(result.editCounts == ["rename": 4_000])
        #expect(String(decoding: result.output, as: UTF8.self) == String(repeating: "let x = b + b\n", count: 2_000))
    }

    /// Whether some edit touches a finding's range, asked of the edits near it
    /// (`EditPositions.anyTouches`, what the data migrations use to drop a finding at a site
    /// they rewrite), gives the same answer as asking every edit: insertions at, inside and
    /// next to the range, empty ranges, edits spanning many buckets.
    @Test func touchedRangesAreFoundAmongNearbyEditsWithTheSameAnswer() {
        var random = SystemRandomNumberGenerator()
        var answers: Set<Bool> = []
        for _ in 0..<20 {
            let edits = (0..<200).map { _ -> Edit in
                let start = Int.random(in: 0..<20_000, using: &random)
                let length = [0, 0, 1, 5, 40, 5_000].randomElement(using: &random)!
                return Edit(start: start, end: start + length, replacement: "", pass: "p")
            }
            let positions = EditPositions(edits)
            for _ in 0..<500 {
                let start = Int.random(in: 0..<20_100, using: &random)
                let range = start..<start + [0, 1, 3, 12, 600].randomElement(using: &random)!
                let brute = edits.contains { $0.touches(range) }
                answers.insert(brute)
                #expect(positions.anyTouches(range) == brute, "\(range)")
            }
            // At the edges of every edit: the bytes just before, at and after it.
            for edit in edits.prefix(50) {
                for range in [edit.start - 1..<edit.start, edit.start..<edit.start + 1, edit.end..<edit.end + 2, edit.start..<edit.end] {
                    #expect(positions.anyTouches(range) == edits.contains { $0.touches(range) }, "\(range)")
                }
            }
        }
        #expect(answers == [true, false])
        #expect(!EditPositions().anyTouches(0..<10))
    }

    /// Nodes of different trees with the same id hash apart (with the id alone, the first
    /// declaration of 100,000 files all collided, and a dictionary of them was quadratic).
    @Test func nodesOfDifferentTreesHashApart() {
        let trees = (0..<2_000).map { SyntaxTree.parse("struct S\($0) {}\n") }
        let firsts = trees.map { $0.root.childNodes[0] }
        #expect(Set(firsts.map(\.id)).count == 1)
        #expect(Set(firsts.map(\.hashValue)).count == firsts.count)
        #expect(Set(firsts).count == firsts.count)
    }
}
