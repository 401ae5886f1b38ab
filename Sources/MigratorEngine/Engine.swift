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
        /// Project-wide units a pass proposed edits of here that were not made (the file was
        /// left unchanged, or the edits never parsed with the others): their edits in other
        /// files must go too, or half a unit is written.
        public var unmadeUnits: [ChangeUnit: Int] {
            let made = units
            return proposedUnits.filter { !made.contains($0.key) }
        }
        /// The project-wide units of the edits the passes proposed in the first round, each
        /// with the offset of its first edit.
        var proposedUnits: [ChangeUnit: Int] = [:]
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
    /// The SDK's declarations the type layer reads (`SDKDigest.reading`, from `--sdk`);
    /// nil: the bundled digest.
    package var sdk: SDKDigest?
    /// The folder the inputs' relative paths start from (the run's current folder).
    public var baseDirectory = "."
    /// The folders the modules lie in, once (nested ones left out).
    var projectRoots: [String] {
        let roots = Set((modules?.modules ?? []).map(\.root).filter { !$0.isEmpty }).sorted()
        return roots.filter { root in !roots.contains { $0 != root && root.hasPrefix($0 + "/") } }
    }

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
        var clock = PhaseTimes.Clock(times)
        let (files, model) = parseAndModel(inputs, largestFirst: largestFirst, parsed: counters.parsed, total: total, progress: progress, clock: &clock)
        let state = GroupState(engine: self, inputs: inputs, files: files, model: model, fileTargets: fileTargets)
        let early = preparePlans(state, largestFirst: largestFirst)
        clock.end("plans")  // and, beside them, the first round of the passes without one
        // The plans are made: each file's passes read them without taking the cache's locks.
        for universe in state.universes { universe.cache.freeze() }
        let done = counters.migrated
        Workers.forEach(inputs.count, jobs: jobs) { k in
            let i = largestFirst[k]
            let (context, allowed) = state.context(of: i)
            results.set(group[i], state.engine.migrate(state.files[i], context, allowed: allowed, atomicPasses: state.atomicPasses,
                                                       firstRound: early.values[i]))
            let finished = done.take() + 1
            if let progress { progress(.migrating, finished, total) }
        }
        clock.end("migrate")
        if keepsTreesUntilExit && lone {
            Engine.keptUntilExit.keep(state)
            return
        }
        // Plans kept in a cache may hold their context, which holds the cache.
        for universe in state.universes { universe.cache.removeAll() }
        clock.end("free")
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
            return passes[i].visitsEveryCallFirst ? (0, 0) : (2, 0)
        }
        return passes.indices.sorted { a, b in
            let (ra, rb) = (rank(a), rank(b))
            return ra != rb ? ra < rb : a < b
        }
    }
}
