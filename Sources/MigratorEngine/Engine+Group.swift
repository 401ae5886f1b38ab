import Foundation
import MigratorSemantics
import SwiftCST

/// What every file of a group needs to run its passes: the group's files and model, its
/// universes (modules that can see each other, each a project of its own with its own file
/// list and plan cache) and the passes each target allows. Made once per group and never
/// changed afterwards, so worker threads share it.
final class GroupState: @unchecked Sendable {
    let engine: Engine
    let inputs: [Engine.Input]
    let files: [SourceFile]
    let model: SemanticModel
    let universes: [(files: [SourceFile], cache: ProjectCache)]
    let fileTargets: [String: Availability]
    /// The passes each target allows, worked out once per target (there are a few; asking
    /// for each of 100,000 small files cost more than parsing them).
    let activeByTarget: [(target: Availability, active: Set<String>, passes: [any Pass])]
    let atomicPasses: Set<String>

    init(engine: Engine, inputs: [Engine.Input], files: [SourceFile], model: SemanticModel, fileTargets: [String: Availability]) {
        self.engine = engine
        self.inputs = inputs
        self.files = files
        self.model = model
        self.fileTargets = fileTargets
        universes = model.universes.map { members in (members.map { files[$0] }, ProjectCache()) }
        var active: [(target: Availability, active: Set<String>, passes: [any Pass])] = []
        for input in inputs {
            let target = input.target ?? engine.target
            if !active.contains(where: { $0.target == target }) {
                let allowed = engine.passes.filter { $0.minimumOS.isSatisfied(by: target) }
                active.append((target, Set(allowed.map(\.name)), allowed))
            }
        }
        activeByTarget = active
        atomicPasses = Set(engine.passes.filter(\.rewritesAreAtomic).map(\.name))
    }

    /// The context of file `i` and the passes its target allows.
    func context(of i: Int) -> (PassContext, [any Pass]) {
        let target = inputs[i].target ?? engine.target
        let active = activeByTarget.first { $0.target == target }!
        let universe = universes[model.universeOfFile[i]]
        var context = PassContext(target: target, files: universe.files, cache: universe.cache, fileTargets: fileTargets,
                                  activePasses: active.active, model: model, passOptions: engine.passOptions, jobs: engine.jobs)
        context.fileIndex = i  // the model was made from `files`, in this order
        context.sdk = engine.sdk ?? .shared
        context.baseDirectory = engine.baseDirectory
        context.projectRoots = engine.projectRoots
        return (context, active.passes)
    }

    /// The context a plan is built in: the universe's, with no file's target.
    func planContext(universe u: Int, jobs: Int) -> PassContext {
        var context = PassContext(target: engine.target, files: universes[u].files, cache: universes[u].cache, fileTargets: fileTargets,
                                  activePasses: [], model: model, passOptions: engine.passOptions, jobs: jobs)
        context.sdk = engine.sdk ?? .shared
        context.baseDirectory = engine.baseDirectory
        context.projectRoots = engine.projectRoots
        return context
    }
}

extension Engine {
    /// Parses a group's inputs (largest first, so no thread is left with a big file while
    /// the others idle) and models them. A large file's node index is built beside the
    /// model, which reads its declarations first: on one large file the other cores would
    /// idle meanwhile.
    func parseAndModel(_ inputs: [Input], largestFirst: [Int], parsed: Counter, total: Int,
                       progress: (@Sendable (Stage, Int, Int) -> Void)?, clock: inout PhaseTimes.Clock) -> (files: [SourceFile], model: SemanticModel) {
        let trees = Slots<SyntaxTree>(count: inputs.count)
        let indexBesideModel = jobs > 1 ? parallelPassesFromBytes : Int.max
        Workers.forEach(inputs.count, jobs: jobs) { k in
            let i = largestFirst[k]
            let tree = SyntaxTree.parseOnCurrentThread(inputs[i].bytes)
            // Every pass reads the node index; build it here, in parallel.
            if inputs[i].bytes.count < indexBesideModel { tree.buildIndex() }
            trees.set(i, tree)
            if let progress { progress(.parsing, parsed.take() + 1, total) }
        }
        clock.end("parse")
        let files = inputs.indices.map { SourceFile(path: inputs[$0].path, tree: trees.values[$0]!) }
        let unindexed = UncheckedSendable(files.filter { $0.tree.bytes.count >= indexBesideModel }.map(\.tree))
        let indexing = DispatchGroup()
        if !unindexed.value.isEmpty {
            DispatchQueue.global().async(group: indexing) {
                for tree in unindexed.value { tree.buildIndex() }
            }
        }
        let model = SemanticModel(files: files, graph: modules, jobs: jobs)
        indexing.wait()
        clock.end("model")
        return (files, model)
    }

    /// Builds the plans shared across files side by side, before the first file needs them:
    /// in each universe, for each pass some file of the universe allows (plans depend on the
    /// universe, never on the context of the file that asks first). Meanwhile (one plan may
    /// keep a core busy on its own for the whole phase), the passes without a plan run their
    /// first round on each file, on the cores the plans leave idle: not a file with syntax
    /// errors (never migrated), nor a large one (its passes run side by side in `migrate`).
    /// Returns those first-round outputs, by file.
    func preparePlans(_ state: GroupState, largestFirst: [Int]) -> Slots<[PassOutput?]> {
        let inputs = state.inputs
        var preparations: [(universe: Int, pass: any Pass)] = []
        for (u, members) in state.model.universes.enumerated() {
            for pass in passes where pass.preparesPlan && members.contains(where: { pass.minimumOS.isSatisfied(by: inputs[$0].target ?? target) }) {
                preparations.append((u, pass))
            }
        }
        // Plans built on one thread start first, each on a core of its own; the others share
        // the remaining cores (their own threads are limited to those, so they do not slow
        // the one-thread plans down).
        preparations = preparations.filter { $0.pass.plansOnOneCore } + preparations.filter { !$0.pass.plansOnOneCore }
        let oneCore = preparations.filter { $0.pass.plansOnOneCore }.count
        let sharedJobs = oneCore > 0 && jobs > 1 ? max(1, jobs - min(oneCore, jobs - 1)) : jobs
        let early = Slots<[PassOutput?]>(count: inputs.count)
        var earlyFiles: [Int] = []
        if jobs > 1 && !preparations.isEmpty {
            earlyFiles = largestFirst.filter { state.files[$0].tree.diagnostics.isEmpty && inputs[$0].bytes.count < parallelPassesFromBytes }
        }
        let shared = UncheckedSendable((preparations, earlyFiles))
        let earlyChunk = 64
        let earlyChunks = (earlyFiles.count + earlyChunk - 1) / earlyChunk
        Workers.forEach(preparations.count + earlyChunks, jobs: jobs) { k in
            let (preparations, files) = shared.value
            guard k < preparations.count else {
                let c = k - preparations.count
                state.engine.firstRound(of: files[(c * earlyChunk)..<min(files.count, (c + 1) * earlyChunk)], state, into: early)
                return
            }
            let (u, pass) = preparations[k]
            let context = state.planContext(universe: u, jobs: pass.plansOnOneCore ? state.engine.jobs : sharedJobs)
            let started = state.engine.times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            (pass as? any PlannedPass)?.prepare(context)
            state.engine.times?.add("plan \(pass.name)", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        return early
    }

    /// The first round of the passes without a plan, on `files`.
    private func firstRound(of files: ArraySlice<Int>, _ state: GroupState, into early: Slots<[PassOutput?]>) {
        let started = times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        for i in files {
            let (context, allowed) = state.context(of: i)
            let file = state.files[i]
            early.set(i, allowed.map { $0.preparesPlan ? nil : Engine.run($0, on: file, context, times: times) })
        }
        times?.add("round 0 passes beside the plans", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }
}
