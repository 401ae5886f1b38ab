import Foundation
import MigratorSemantics
import SwiftCST

/// Runs passes over a set of files: parse everything, build the project index, then per
/// file propose edits, drop overlaps, apply, re-parse and verify, and repeat until nothing
/// changes.
public struct Engine {
    /// One input file.
    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// The file's own deployment target (from the manifest that covers it); nil uses
        /// the engine's.
        public var target: Availability?
        public init(path: String, bytes: [UInt8], target: Availability? = nil) {
            self.path = path
            self.bytes = bytes
            self.target = target
        }
    }

    /// What happened to one file.
    public struct FileResult {
        public var path: String
        public var original: [UInt8]
        /// The migrated text (equal to `original` when nothing changed).
        public var output: [UInt8]
        /// Rewritten sites per pass name.
        public var editCounts: [String: Int] = [:]
        public var findings: [Finding] = []
        /// Problems that kept changes out of the file (syntax errors, unsettled passes).
        public var errors: [String] = []
        /// True when the input itself had syntax errors (the file is reported, not changed).
        public var hasSyntaxErrors = false
        /// The edits applied in each round, over that round's input, sorted: `output` is
        /// `original` with each round applied in turn. Empty when nothing was applied.
        public var rounds: [[Edit]] = []
        public var changed: Bool { output != original }

        /// Every applied edit placed over the original bytes (an edit of a later round that
        /// falls inside an earlier round's replacement covers that replacement's original
        /// range), so reports and reviews can say which pass made each change.
        public var changes: [Change] {
            let maps = rounds.map(RoundOffsets.init)
            return rounds.indices.flatMap { k in rounds[k].map { Engine.change($0, overOriginalThrough: maps[..<k]) } }
        }

        /// The changed regions between `original` and `output`, for diffs: the change blocks
        /// (`ChangeHunks.blocks`, whole lines made from the edits) trimmed of the bytes equal
        /// at both ends. Without rounds (a review kept only some changes) one region from the
        /// first to the last differing byte. Exact, and linear in the file.
        public var textChanges: [TextChange] { ChangeHunks.textChanges(of: self) }

        /// The change units whose edits made the output (from `rounds`: empty once a review
        /// has kept only some of the changes).
        public var units: Set<ChangeUnit> {
            Set(rounds.joined().flatMap { ChangeUnit.of($0, in: path) })
        }
    }

    /// An applied edit, over the original bytes of its file.
    public struct Change: Sendable, Equatable {
        public var start: Int
        public var end: Int
        public var pass: String
        /// The rewritten site over the original bytes; negative for parts of a rewrite
        /// counted elsewhere (as `Edit.site`).
        public var site: Int
        /// The project-wide units it is part of (as `Edit.units`).
        public var units: [String]
    }

    public var passes: [any Pass]
    public var target: Availability
    public var jobs: Int
    /// Also run `swiftc -parse` on each changed file's output.
    public var verifyWithSwiftc = false
    /// The swiftc that `verifyWithSwiftc` runs, by absolute path (never looked up through
    /// `PATH`, whose `.` would run a repository's own `./swiftc`); nil when there is none.
    public var swiftcPath: String?
    /// Pass option values, by pass name then option name (`PassContext.passOptions`).
    public var passOptions: [String: [String: Bool]] = [:]
    /// Which module each input belongs to (from the manifests); nil puts every file in one
    /// module.
    public var modules: ModuleGraph?
    /// Change units whose edits are dropped as they are proposed (what `apply --verify-build`
    /// backs out); the rest of each pass runs as usual.
    public var excludedUnits: Set<ChangeUnit> = []
    /// Files from this size on have their passes run side by side (each pass reads the file
    /// alone; the outputs are taken in pass order, so the result is the same): one large
    /// file would otherwise keep one core busy while the others wait.
    var parallelPassesFromBytes = 1 << 20
    /// What each pass cost per byte when passes ran side by side (shared by copies of the engine).
    let passCosts = PassCosts()
    /// Keep a lone group's trees, model and plans until the process exits instead of freeing
    /// them when the run ends (for a command that exits right after reporting: freeing
    /// 100,000 small trees one object at a time took longer than parsing them). With several
    /// groups each is freed as it finishes, so only one group's trees are alive at once.
    public var keepsTreesUntilExit = false
    /// Every pass and lint name a suppression comment may give, with the name to suggest
    /// for it (a former name's is the current one); a file's comment naming another is a
    /// warning (`Suppressions.unknownNames`). Empty: not checked.
    public var suppressionNames: [String: String] = [:]
    /// Where the wall time of each phase (parse, model, plans, migrate) is added, when set.
    public var times: PhaseTimes?
    /// The most rounds of edits per file before the engine gives up on settling.
    public static let maximumRounds = 4

    public init(passes: [any Pass], target: Availability, jobs: Int = Workers.coreCount) {
        self.passes = passes
        self.target = target
        self.jobs = jobs
    }

    /// What a run is doing, for progress reports.
    public enum Stage: String, Sendable {
        case parsing = "files parsed"
        case migrating = "files migrated"
    }

    /// Runs the passes over every input; results come back in input order. `progress` is
    /// called (from worker threads) with the stage and how many files are done of how many.
    ///
    /// Files are taken a group at a time (`ModuleGraph.independentGroups`: files that can
    /// never see each other's declarations are in different groups): each group is parsed,
    /// modelled and migrated, and its trees are freed before the next group is parsed, so
    /// only one group's trees are alive at once.
    public func run(_ inputs: [Input], progress: (@Sendable (Stage, Int, Int) -> Void)? = nil) -> [FileResult] {
        let groups = modules?.independentGroups(of: inputs.map(\.path)) ?? (inputs.isEmpty ? [] : [Array(inputs.indices)])
        var targets: [String: Availability] = [:]
        for input in inputs { targets[input.path] = input.target ?? target }
        let results = Slots<FileResult>(count: inputs.count)
        let counters = (parsed: Counter(), migrated: Counter())
        // Groups side by side on `jobs` threads (each group also uses `jobs` threads inside,
        // so one group's single-threaded steps overlap another's work), largest first, with
        // at most half the largest group's bytes more in flight than the largest alone: a
        // group waits while starting it would pass that.
        let sizes = groups.map { $0.reduce(0) { $0 + inputs[$1].bytes.count } }
        let scheduler = GroupScheduler(sizes: sizes, budget: (sizes.max() ?? 0) * 3 / 2)
        let engine = UncheckedSendable(self)
        let shared = UncheckedSendable((inputs, targets, groups))
        Workers.forEach(min(jobs, groups.count), jobs: jobs) { _ in
            let (inputs, targets, groups) = shared.value
            while let g = scheduler.next() {
                engine.value.run(groups[g], of: inputs, fileTargets: targets, into: results, counters: counters, progress: progress,
                                 lone: groups.count == 1)
                scheduler.finish(g)
            }
        }
        return results.values.map { $0! }
    }

    /// Parses, models and migrates the inputs `group` (indices into `inputs`, in order),
    /// setting their results.
    private func run(_ group: [Int], of allInputs: [Input], fileTargets: [String: Availability], into results: Slots<FileResult>,
                     counters: (parsed: Counter, migrated: Counter), progress: (@Sendable (Stage, Int, Int) -> Void)?, lone: Bool) {
        let inputs = group.map { allInputs[$0] }
        let total = allInputs.count
        // Largest files first, so no thread is left with a big file while the others idle;
        // results still come back in input order.
        let largestFirst = inputs.indices.sorted { a, b in
            inputs[a].bytes.count != inputs[b].bytes.count ? inputs[a].bytes.count > inputs[b].bytes.count : a < b
        }
        let trees = Slots<SyntaxTree>(count: inputs.count)
        let parsed = counters.parsed
        var clock = PhaseTimes.Clock(times)
        // A large file's node index is built beside the model (below), which reads its
        // declarations first: on one large file the other cores would idle meanwhile.
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
        // Each universe (modules that can see each other) is a project of its own: its own
        // file list and plan cache.
        var universes: [(files: [SourceFile], cache: ProjectCache)] = []
        for members in model.universes {
            let universeFiles = members.map { files[$0] }
            universes.append((universeFiles, ProjectCache()))
        }
        let done = counters.migrated
        let engine = UncheckedSendable(self)
        let sendableFiles = UncheckedSendable(files)
        let sendableUniverses = UncheckedSendable(universes)
        let sendableModel = UncheckedSendable(model)
        // Plans shared across files, built side by side before the first file needs them:
        // in each universe, for each pass some file of the universe allows (plans depend on
        // the universe, never on the context of the file that asks first).
        var preparations: [(universe: Int, pass: any Pass)] = []
        for (u, members) in model.universes.enumerated() {
            for pass in passes where members.contains(where: { pass.minimumOS.isSatisfied(by: inputs[$0].target ?? target) }) {
                preparations.append((u, pass))
            }
        }
        // Plans built on one thread start first, each on a core of its own; the others share
        // the remaining cores (their own threads are limited to those, so they do not slow
        // the one-thread plans down: on 2 cores, the observable plan of 100,000 small files
        // took half as long again while the others' threads ran beside it).
        preparations = preparations.filter { $0.pass.preparesOnOneCore } + preparations.filter { !$0.pass.preparesOnOneCore }
        let oneCore = preparations.filter { $0.pass.preparesOnOneCore }.count
        let sharedJobs = oneCore > 0 && jobs > 1 ? max(1, jobs - min(oneCore, jobs - 1)) : jobs
        // The passes each target allows, worked out once per target (there are a few; asking
        // for each of 100,000 small files cost more than parsing them).
        var activeByTarget: [(target: Availability, active: Set<String>, passes: [any Pass])] = []
        for input in inputs {
            let target = input.target ?? self.target
            if !activeByTarget.contains(where: { $0.target == target }) {
                let allowed = passes.filter { $0.minimumOS.isSatisfied(by: target) }
                activeByTarget.append((target, Set(allowed.map(\.name)), allowed))
            }
        }
        let sendableActive = UncheckedSendable(activeByTarget)
        let atomicPasses = Set(passes.filter(\.rewritesAreAtomic).map(\.name))
        let contextOfFile = UncheckedSendable({ (i: Int) -> (PassContext, [any Pass]) in
            let target = inputs[i].target ?? engine.value.target
            let active = sendableActive.value.first { $0.target == target }!
            let universe = sendableUniverses.value[sendableModel.value.universeOfFile[i]]
            var context = PassContext(target: target,
                                      files: universe.files, cache: universe.cache, fileTargets: fileTargets, activePasses: active.active,
                                      model: sendableModel.value, passOptions: engine.value.passOptions, jobs: engine.value.jobs)
            context.fileIndex = i  // the model was made from `files`, in this order
            return (context, active.passes)
        })
        let sendablePreparations = UncheckedSendable(preparations)
        // While the plans are built (one of them may keep a core busy on its own for the
        // whole phase), the passes without a plan run their first round on each file, on
        // the cores the plans leave idle. Not a file with syntax errors (never migrated), nor
        // a large one (its passes run side by side in `migrate`).
        let early = Slots<[PassOutput?]>(count: inputs.count)
        var earlyFiles: [Int] = []
        if jobs > 1 && preparations.contains(where: { $0.pass.preparesPlan }) {
            earlyFiles = largestFirst.filter { trees.values[$0]!.diagnostics.isEmpty && inputs[$0].bytes.count < parallelPassesFromBytes }
        }
        let sendableEarlyFiles = UncheckedSendable(earlyFiles)
        let earlyChunk = 64
        let earlyChunks = (earlyFiles.count + earlyChunk - 1) / earlyChunk
        Workers.forEach(preparations.count + earlyChunks, jobs: jobs) { k in
            guard k < sendablePreparations.value.count else {
                let files = sendableEarlyFiles.value
                let c = k - sendablePreparations.value.count
                let started = engine.value.times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
                for i in files[(c * earlyChunk)..<min(files.count, (c + 1) * earlyChunk)] {
                    let (context, allowed) = contextOfFile.value(i)
                    let file = sendableFiles.value[i]
                    early.set(i, allowed.map { $0.preparesPlan ? nil : Engine.run($0, on: file, context, times: engine.value.times) })
                }
                engine.value.times?.add("round 0 passes beside the plans", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
                return
            }
            let (u, pass) = sendablePreparations.value[k]
            let universe = sendableUniverses.value[u]
            let context = PassContext(target: engine.value.target, files: universe.files,
                                      cache: universe.cache, fileTargets: fileTargets, activePasses: [],
                                      model: sendableModel.value, passOptions: engine.value.passOptions,
                                      jobs: pass.preparesOnOneCore ? engine.value.jobs : sharedJobs)
            let started = engine.value.times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            pass.prepare(context)
            engine.value.times?.add("plan \(pass.name)", Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        clock.end("plans")  // and, beside them, the first round of the passes without one
        // The plans are made: each file's passes read them without taking the cache's locks.
        for universe in universes { universe.cache.freeze() }
        Workers.forEach(inputs.count, jobs: jobs) { k in
            let i = largestFirst[k]
            let (context, allowed) = contextOfFile.value(i)
            results.set(group[i], engine.value.migrate(sendableFiles.value[i], context, allowed: allowed, atomicPasses: atomicPasses,
                                                       firstRound: early.values[i]))
            let finished = done.take() + 1
            if let progress { progress(.migrating, finished, total) }
        }
        clock.end("migrate")
        if keepsTreesUntilExit && lone {
            Engine.keptUntilExit.keep((trees, files, model, universes))
            return
        }
        // Plans kept in a cache may hold their context, which holds the cache.
        for universe in universes { universe.cache.removeAll() }
        clock.end("free")
    }

    /// Rounds of edits on one file until no pass proposes anything. `allowed`: the passes
    /// the file's target allows (`context.activePasses`, in pass order); `atomicPasses`: the
    /// names of those whose rewrites are atomic (both worked out once per run).
    /// `firstRound`: outputs of the first round already made (aligned with `allowed`, nil for
    /// a pass still to run).
    func migrate(_ file: SourceFile, _ context: PassContext, allowed: [any Pass], atomicPasses: Set<String>,
                 firstRound: [PassOutput?]? = nil) -> FileResult {
        var result = FileResult(path: file.path, original: file.tree.bytes, output: file.tree.bytes)
        if !file.tree.diagnostics.isEmpty {
            result.hasSyntaxErrors = true
            let first = file.tree.diagnostics[0]
            let (line, column) = file.tree.location(of: first.offset)
            // Lints only report: for them the file is not linted, not "left unchanged".
            let outcome = !passes.isEmpty && passes.allSatisfy(\.reportsOnly) ? "not linted: it does not parse" : "file left unchanged"
            result.errors.append("\(file.path):\(line):\(column): error: \(first.message); \(outcome)")
            return result
        }
        let lineEnd = Engine.lineEnd(file.tree.bytes)
        var current = file
        var suppressions = Suppressions.of(file.tree)
        // Passes the file's deployment target does not allow never run on it; a pass whose
        // edits break the file stops running on it.
        var running = allowed
        for round in 0..<Engine.maximumRounds {
            var proposed: [Edit] = []
            let sideBySide = jobs > 1 && current.tree.bytes.count >= parallelPassesFromBytes
            let roundStart = times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            // Constants for the closure below: a `var` it captured was copied at each call.
            let roundContext = { var roundContext = context; roundContext.reportsFindings = round == 0; return roundContext }()
            let roundFile = current
            let outputs: [PassOutput]
            if round == 0, let firstRound, !sideBySide {
                outputs = zip(running, firstRound).map { pass, made in made ?? Engine.run(pass, on: roundFile, roundContext, times: times) }
            } else {
                outputs = Engine.outputs(of: running, on: current, roundContext, jobs: sideBySide ? jobs : 1, times: times, costs: passCosts)
            }
            times?.add("round \(round) passes", Double(DispatchTime.now().uptimeNanoseconds - roundStart) / 1e9)
            for (pass, output) in zip(running, outputs) {
                // A lint only reports: an edit it proposed would be a bug, and is dropped.
                let edits = pass.reportsOnly ? [] : output.edits
                for edit in edits where excludedUnits.isEmpty || !ChangeUnit.of(edit, in: file.path).contains(where: excludedUnits.contains) {
                    if suppressions.isEmpty || !suppressions.isSuppressed(pass.name, formerNames: pass.formerNames, line: current.tree.location(of: edit.start).line) {
                        proposed.append(edit)
                    }
                }
                if round == 0 {
                    result.findings += output.findings.filter { !suppressions.isSuppressed(pass.name, formerNames: pass.formerNames, line: $0.line) }
                }
            }
            if round == 0 {
                // A finding that yields to rewrites goes when another pass edits its site.
                if result.findings.contains(where: { $0.yieldRange != nil }) {
                    var edits = EditPositions()  // the proposed edits by position, and by site
                    var sites = EditPositions()
                    for edit in proposed {
                        edits.insert(edit)
                        if edit.site >= 0 { sites.insert(Edit(start: edit.site, end: edit.site, replacementBytes: [], pass: edit.pass)) }
                    }
                    result.findings.removeAll { finding in
                        guard let range = finding.yieldRange else { return false }
                        // An edit over the site, or part of a rewrite counted at it (a pass that
                        // keeps the name but rewrites the arguments).
                        return edits.contains(near: range.lowerBound, range.upperBound) { $0.pass != finding.pass && $0.touches(range) }
                            || sites.contains(near: range.lowerBound, range.upperBound) { $0.pass != finding.pass && range.contains($0.start) }
                    }
                }
                if !suppressionNames.isEmpty { result.findings += suppressions.unknownNames(in: file, known: suppressionNames) }
                result.findings.sort { $0.offset < $1.offset }
                result.findings = Engine.withoutRepeats(result.findings)
            }
            if proposed.isEmpty { return result }
            if round == Engine.maximumRounds - 1 {
                let names = Set(proposed.map(\.pass)).sorted().joined(separator: ", ")
                result.errors.append("\(file.path): error: passes did not settle after \(Engine.maximumRounds) rounds (\(names)); file left unchanged")
                result.output = result.original
                result.editCounts = [:]
                result.rounds = []
                return result
            }
            // Keep edits in pass order; an edit overlapping one already kept waits a round.
            // For a pass whose rewrites are atomic, the edits it makes for one site (a name
            // here, a closure there) are kept or wait together, never applied in part.
            var accepted: [Edit] = []
            var placed = EditPositions()  // the accepted edits by position
            let (order, bounds) = Engine.rewrites(proposed, atomic: atomicPasses)
            for g in 0..<(bounds.count - 1) {
                let group = order[bounds[g]..<bounds[g + 1]]
                if group.count > 1, group.contains(where: { placed.overlapsAny(proposed[$0]) }) { continue }
                for i in group where !placed.overlapsAny(proposed[i]) {
                    placed.insert(proposed[i])
                    accepted.append(lineEnd == .lf ? proposed[i] : Engine.withLineEnd(proposed[i], lineEnd))
                }
            }
            // In file order (no two accepted edits have the same range): applied and kept so.
            var ordered = accepted.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
            var output = applyEdits(ordered, to: current.tree.bytes)
            let reparseStart = times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
            var tree = SyntaxTree.parseOnCurrentThread(output)
            times?.add("reparse", Double(DispatchTime.now().uptimeNanoseconds - reparseStart) / 1e9)
            if !tree.diagnostics.isEmpty {
                // Find the pass whose edits break the file, drop it for this file, retry.
                var culprits: [String] = []
                for name in Set(accepted.map(\.pass)).sorted() {
                    let alone = applyEdits(accepted.filter { $0.pass == name }, to: current.tree.bytes)
                    let aloneTree = SyntaxTree.parseOnCurrentThread(alone)
                    if let diagnostic = aloneTree.diagnostics.first {
                        culprits.append(name)
                        let (line, column) = aloneTree.location(of: diagnostic.offset)
                        result.errors.append("\(file.path):\(line):\(column): error: [\(name)] output would not parse (\(diagnostic.message)); its edits were not applied")
                    }
                }
                if culprits.isEmpty { culprits = Array(Set(accepted.map(\.pass))) }
                running.removeAll { culprits.contains($0.name) }
                accepted.removeAll { culprits.contains($0.pass) }
                ordered.removeAll { culprits.contains($0.pass) }
                output = applyEdits(ordered, to: current.tree.bytes)
                tree = SyntaxTree.parseOnCurrentThread(output)
                if !tree.diagnostics.isEmpty {
                    result.output = result.original
                    result.editCounts = [:]
                    result.rounds = []
                    return result
                }
            }
            if verifyWithSwiftc, let message = Engine.swiftcRejects(output, swiftc: swiftcPath) {
                result.errors.append("\(file.path): error: swiftc -parse rejects the migrated file (\(message)); file left unchanged")
                result.output = result.original
                result.editCounts = [:]
                result.rounds = []
                return result
            }
            // Sites per pass (an edit with a negative site counts elsewhere); the pass's set is
            // looked up where the pass changes (in the order proposed, a pass's edits come
            // together), not at every edit.
            var sitesOf: [String: Set<Int>] = [:]
            var k = 0
            while k < accepted.count {
                let pass = accepted[k].pass
                var sites = sitesOf.removeValue(forKey: pass) ?? []
                while k < accepted.count && accepted[k].pass == pass {
                    if accepted[k].site >= 0 { sites.insert(accepted[k].site) }
                    k += 1
                }
                sitesOf[pass] = sites
            }
            for (pass, sites) in sitesOf { result.editCounts[pass, default: 0] += sites.count }
            result.rounds.append(ordered)
            result.output = output
            current = SourceFile(path: file.path, tree: tree)
            suppressions = Suppressions.of(tree)
        }
        return result
    }

    /// Each pass's output for the file, in pass order; on `jobs` threads when more than one.
    /// Side by side, the passes start costliest first (`costs`: what each took per byte on
    /// the files and rounds before), so no thread is left with a long pass at the end while
    /// the others idle; the order of the outputs does not change.
    static func outputs(of passes: [any Pass], on file: SourceFile, _ context: PassContext, jobs: Int, times: PhaseTimes? = nil,
                        costs: PassCosts? = nil) -> [PassOutput] {
        let run = UncheckedSendable({ (pass: any Pass) -> PassOutput in Engine.run(pass, on: file, context, times: times) })
        guard jobs > 1, passes.count > 1 else { return passes.map(run.value) }
        let slots = Slots<PassOutput>(count: passes.count)
        let order = UncheckedSendable(costs?.costliestFirst(passes) ?? Array(passes.indices))
        let shared = UncheckedSendable(passes)
        let bytes = file.tree.bytes.count
        Workers.forEach(passes.count, jobs: jobs) { k in
            let i = order.value[k]
            let pass = shared.value[i]
            let start = DispatchTime.now().uptimeNanoseconds
            slots.set(i, run.value(pass))
            costs?.record(pass.name, nanoseconds: DispatchTime.now().uptimeNanoseconds - start, bytes: bytes)
        }
        return slots.values.map { $0! }
    }

    /// One pass's output for the file (timed as `pass NAME` when each pass is timed).
    static func run(_ pass: any Pass, on file: SourceFile, _ context: PassContext, times: PhaseTimes?) -> PassOutput {
        guard let times, times.perPass else { return pass.run(file, context) }
        return times.measure("pass " + pass.name) { pass.run(file, context) }
    }

    /// An edit of the round after `rounds`, placed over the original bytes.
    static func change(_ edit: Edit, overOriginalThrough rounds: [[Edit]]) -> Change {
        change(edit, overOriginalThrough: rounds.map(RoundOffsets.init)[...])
    }

    /// An edit of the round after `rounds` (as `RoundOffsets`), placed over the original
    /// bytes.
    static func change(_ edit: Edit, overOriginalThrough rounds: ArraySlice<RoundOffsets>) -> Change {
        var start = edit.start
        var end = edit.end
        var site = edit.site
        for applied in rounds.reversed() {
            start = applied.originalOffset(start, isEnd: false)
            end = max(start, applied.originalOffset(end, isEnd: true))
            if site >= 0 { site = applied.originalOffset(site, isEnd: false) }
        }
        return Change(start: start, end: end, pass: edit.pass, site: site, units: edit.units)
    }

    /// The findings with each identical one (same file, position, pass and message) kept
    /// once, in their order: a pass that reaches one site from two declarations (two
    /// classes of one name) says the same thing twice.
    static func withoutRepeats(_ findings: [Finding]) -> [Finding] {
        struct Key: Hashable { var path: String; var offset: Int; var pass: String; var message: String }
        var seen = Set<Key>()
        return findings.filter { seen.insert(Key(path: $0.path, offset: $0.offset, pass: $0.pass, message: $0.message)).inserted }
    }

    /// A file's line break, as its first one is written (LF for a file without one).
    enum LineEnd { case lf, crlf, cr }

    /// The line break the file's first line ends with.
    static func lineEnd(_ bytes: [UInt8]) -> LineEnd {
        guard let first = bytes.firstIndex(where: { $0 == 10 || $0 == 13 }) else { return .lf }
        if bytes[first] == 10 { return .lf }
        return first + 1 < bytes.count && bytes[first + 1] == 10 ? .crlf : .cr
    }

    /// Proposed edits grouped into rewrites, in the order they were proposed: the edits one
    /// of the `atomic` passes made for one site; any other edit, and one counted elsewhere
    /// (negative site), stands alone.
    /// Group `g` is `order[bounds[g]..<bounds[g + 1]]`, positions in `edits` (no array is
    /// made per group: a large file proposes hundreds of thousands of edits).
    static func rewrites(_ edits: [Edit], atomic: Set<String>) -> (order: [Int], bounds: [Int]) {
        var groupOf = [Int](repeating: 0, count: edits.count)
        var sizes: [Int] = []
        // Groups by site, per pass; the pass's table and whether it is atomic are looked up
        // where the pass changes (a pass's edits usually come together), not at every edit.
        var groupsOfPass: [String: [Int: Int]] = [:]
        var pass = ""
        var isAtomic = false
        var index: [Int: Int] = [:]
        for (i, edit) in edits.enumerated() {
            if i == 0 || edit.pass != pass {
                if i > 0 && isAtomic { groupsOfPass[pass] = index }
                pass = edit.pass
                isAtomic = atomic.contains(pass)
                index = isAtomic ? groupsOfPass.removeValue(forKey: pass) ?? [:] : [:]
            }
            if edit.site >= 0, isAtomic {
                if let g = index[edit.site] {
                    groupOf[i] = g
                    sizes[g] += 1
                    continue
                }
                index[edit.site] = sizes.count
            }
            groupOf[i] = sizes.count
            sizes.append(1)
        }
        var bounds = [0]
        bounds.reserveCapacity(sizes.count + 1)
        for size in sizes { bounds.append(bounds[bounds.count - 1] + size) }
        var fill = bounds
        var order = [Int](repeating: 0, count: edits.count)
        for i in edits.indices {
            order[fill[groupOf[i]]] = i
            fill[groupOf[i]] += 1
        }
        return (order, bounds)
    }

    /// The edit with each inserted `\n` (one not after `\r`) written as the file's line
    /// break: `\r\n`, or `\r` in a file of CR-only lines.
    static func withLineEnd(_ edit: Edit, _ lineEnd: LineEnd) -> Edit {
        guard lineEnd != .lf, edit.replacement.contains(10) else { return edit }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(edit.replacement.count + 8)
        for (i, b) in edit.replacement.enumerated() {
            guard b == 10 && (i == 0 || edit.replacement[i - 1] != 13) else {
                bytes.append(b)
                continue
            }
            bytes.append(13)
            if lineEnd == .crlf { bytes.append(10) }
        }
        var copy = edit
        copy.replacement = bytes
        return copy
    }

    /// Runs `swiftc -parse` on the text; the first error line, or nil when it parses.
    static func swiftcRejects(_ bytes: [UInt8], swiftc: String? = Executables.find("swiftc")) -> String? {
        guard let swiftc, swiftc.hasPrefix("/") else {
            return "swiftc was not found on the absolute entries of PATH or in the usual system folders"
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("check.swift")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) else { return "cannot write a temporary file" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            return "cannot run swiftc: \(error)"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 0 { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "exit \(process.terminationStatus)"
    }
}

/// Objects kept alive until the process exits (`Engine.keepsTreesUntilExit`).
public final class KeptUntilExit: @unchecked Sendable {
    private var objects: [Any] = []
    private let lock = NSLock()

    public func keep(_ object: Any) {
        lock.lock()
        objects.append(object)
        lock.unlock()
    }
}

extension Engine {
    /// Where `keepsTreesUntilExit` puts a run's trees; never emptied.
    public static let keptUntilExit = KeptUntilExit()
}

/// Hands out groups of files, largest first, keeping the bytes of the groups in flight
/// within a budget (the largest group that fits; any group when nothing is in flight).
final class GroupScheduler: @unchecked Sendable {
    private let sizes: [Int]
    private let budget: Int
    private var pending: [Int]
    private var inFlight = 0
    private let condition = NSCondition()

    init(sizes: [Int], budget: Int) {
        self.sizes = sizes
        self.budget = budget
        pending = sizes.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// The next group to run; waits while none fits; nil when none is left.
    func next() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !pending.isEmpty {
            if let i = pending.firstIndex(where: { inFlight == 0 || inFlight + sizes[$0] <= budget }) {
                let group = pending.remove(at: i)
                inFlight += sizes[group]
                return group
            }
            condition.wait()
        }
        return nil
    }

    /// Marks a group done.
    func finish(_ group: Int) {
        condition.lock()
        inFlight -= sizes[group]
        condition.broadcast()
        condition.unlock()
    }
}

/// What each pass took per byte of the files it ran on side by side, for `Engine.outputs`
/// to start the costliest first. Before a pass was measured, the passes that look at every
/// call start first (their cost grows with the file), then the rest in pass order.
final class PassCosts: @unchecked Sendable {
    private let lock = NSLock()
    private var measured: [String: (nanoseconds: Double, bytes: Double)] = [:]

    /// The passes measured so far.
    var measuredPasses: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return Set(measured.keys)
    }

    func record(_ name: String, nanoseconds: UInt64, bytes: Int) {
        lock.lock()
        defer { lock.unlock() }
        let known = measured[name] ?? (0, 0)
        measured[name] = (known.nanoseconds + Double(nanoseconds), known.bytes + Double(max(bytes, 1)))
    }

    /// Indices into `passes`: measured passes by cost per byte, highest first, after the
    /// unmeasured passes that visit every call and before the other unmeasured ones; ties
    /// in pass order.
    func costliestFirst(_ passes: [any Pass]) -> [Int] {
        lock.lock()
        let known = measured
        lock.unlock()
        func rank(_ i: Int) -> (Int, Double) {
            if let cost = known[passes[i].name] { return (1, -cost.nanoseconds / cost.bytes) }
            return passes[i].visitsEveryCall ? (0, 0) : (2, 0)
        }
        return passes.indices.sorted { a, b in
            let (ra, rb) = (rank(a), rank(b))
            return ra != rb ? ra < rb : a < b
        }
    }
}
