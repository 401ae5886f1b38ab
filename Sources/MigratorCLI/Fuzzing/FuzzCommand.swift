import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import SwiftCST

/// `swiftui-migrate fuzz`: a developer command (run by `.ci/fuzz`, left out of `--help`).
///
/// The driver starts one worker process per job. A worker checks a warm-up input and says
/// `W` (the driver's clock starts when every worker has), then mutates corpus files, writes the
/// input to its slot file, says `S` on stdout, checks the input (parse, round trip, every
/// pass through the engine with its verification, changes and diff) and says `D` (or `R`
/// with a message after saving the input, for a round-trip failure). A worker that dies
/// during an input crashed on it; one that takes longer than the hang limit is killed. The
/// driver then copies the slot file into the failures folder and starts a new worker, so
/// a crash or hang costs one input, not the run.
///
///     swiftui-migrate fuzz [--seconds S] [--jobs N] [--out DIR] [--seed N] [--hang-seconds S] PATH...
///     swiftui-migrate fuzz --replay FILE...      check saved inputs in this process
enum FuzzCommand {
    /// Whether this binary was built with AddressSanitizer (`.ci/fuzz` builds it so with
    /// `ASAN=1`, defining `SWIFTUI_MIGRATE_ASAN`): a read or write out of bounds then stops
    /// the worker with a report, instead of passing unseen when the stray byte is harmless.
    static var hasAddressSanitizer: Bool {
        #if SWIFTUI_MIGRATE_ASAN
        return true
        #else
        return false
        #endif
    }

    /// What AddressSanitizer writes at the start of a report.
    static let sanitizerReportMarker = "ERROR: AddressSanitizer"

    struct Options {
        var seconds = 60.0
        var jobs = Workers.coreCount
        var out: String?
        var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
        var hangSeconds = 10.0
        /// Tests of the harness: the first worker of each index crashes, hangs or reports a
        /// round-trip failure on its fifth input (`--inject crash,hang,round-trip`: worker 0
        /// crashes, 1 hangs, 2 fails a round trip); `overflow` reads one byte past a heap
        /// block, which only an AddressSanitizer build notices.
        var inject: [String] = []
        var paths: [String] = []
        var replay = false
        var worker = false
        var corpusList: String?
        /// The list of project files (`ProjectFuzzing`) a worker also mutates.
        var projectList: String?
        var slot: String?
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var i = 0
        func value() throws -> String {
            guard i + 1 < arguments.count else { throw UsageError("error: \(arguments[i]) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--seconds":
                guard let n = Double(try value()), n > 0 else { throw UsageError("error: --seconds needs a positive number") }
                options.seconds = n
            case "--jobs":
                guard let n = Int(try value()), n > 0 else { throw UsageError("error: --jobs needs a positive number") }
                options.jobs = n
            case "--hang-seconds":
                guard let n = Double(try value()), n > 0 else { throw UsageError("error: --hang-seconds needs a positive number") }
                options.hangSeconds = n
            case "--seed":
                guard let n = UInt64(try value()) else { throw UsageError("error: --seed needs a number") }
                options.seed = n
            case "--out": options.out = try value()
            case "--inject":
                let kinds = try value().split(separator: ",").map(String.init)
                guard kinds.allSatisfy({ ["crash", "hang", "round-trip", "overflow"].contains($0) }) else {
                    throw UsageError("error: --inject takes crash, hang, round-trip and overflow")
                }
                options.inject = kinds
            case "--replay": options.replay = true
            case "--worker": options.worker = true
            case "--corpus": options.corpusList = try value()
            case "--projects": options.projectList = try value()
            case "--slot": options.slot = try value()
            case let option where option.hasPrefix("-"):
                throw UsageError("error: unknown option '\(option)' for 'fuzz'")
            default:
                options.paths.append(arguments[i])
            }
            i += 1
        }
        return options
    }

    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        let options = try parse(arguments)
        if options.worker { return try worker(options) }
        if options.replay { return try replay(options, console: console) }
        return try drive(options, console: console)
    }

    // MARK: checking one input

    /// Deployment targets the inputs are migrated for (chosen by the input's length, so a
    /// replay uses the same one): every pass on; an iOS 17 project; an iOS 15 project.
    static let targets = [
        Availability(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2),
        Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1),
        Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8),
    ]

    /// What went wrong with one input, short of a crash or hang; nil when all is well.
    /// `clean` says whether the input parsed without errors (so the passes saw it).
    static func check(_ bytes: [UInt8], passes: [any Pass]) -> (failure: String?, clean: Bool) {
        let tree = SyntaxTree.parseOnCurrentThread(bytes)
        if tree.printedBytes() != bytes { return ("round trip: the printed tree differs from the input", false) }
        let target = targets[bytes.count % targets.count]
        let engine = Engine(passes: passes, target: target, jobs: 1)
        let result = engine.run([Engine.Input(path: "Fuzz.swift", bytes: bytes)])[0]
        // `severity` keys are checked against each pass's list of reasons.
        for finding in result.findings {
            if let pass = passes.first(where: { $0.name == finding.pass }), !pass.reasons.contains(finding.reason) {
                return ("reasons: a finding of \(pass.name) has the reason '\(finding.reason)', which the pass does not list", true)
            }
        }
        guard result.changed else { return (nil, tree.diagnostics.isEmpty) }
        // The change blocks (review, SARIF fixes) and the regions a diff is made of must
        // each rebuild the output exactly.
        let blocks = ChangeHunks.blocks(of: result)
        if ChangeHunks.apply(blocks, chosen: Set(blocks.indices), original: result.original, output: result.output) != result.output {
            return ("round trip: the change blocks do not rebuild the engine's output", true)
        }
        let changes = result.textChanges
        if !TextChange.reproduce(changes, old: result.original, new: result.output) {
            return ("round trip: the engine's changes do not reproduce its output", true)
        }
        let output = SyntaxTree.parseOnCurrentThread(result.output)
        if let diagnostic = output.diagnostics.first {
            let (line, column) = output.location(of: diagnostic.offset)
            return ("round trip: the migrated file does not parse (\(line):\(column): \(diagnostic.message))", true)
        }
        if output.printedBytes() != result.output { return ("round trip: the migrated file's printed tree differs from it", true) }
        if UnifiedDiff.make(path: "Fuzz.swift", old: result.original, new: result.output, changes: changes).isEmpty {
            return ("round trip: no diff for a changed file", true)
        }
        return (nil, true)
    }

    static func replay(_ options: Options, console: Console) throws -> Int32 {
        guard !options.paths.isEmpty else { throw UsageError("error: 'fuzz --replay' needs at least one FILE") }
        let passes = PassRegistry.all
        var failed = false
        for path in options.paths {
            let bytes = try SourceFiles.read(path)
            let kind = ProjectFuzzing.kind(of: path)
            let (failure, clean) = Workers.run { kind.map { (ProjectFuzzing.check(bytes, kind: $0), true) } ?? check(bytes, passes: passes) }
            failed = failed || failure != nil
            console.out("\(path): \(failure ?? "ok")\(clean ? "" : " (has syntax errors)")\n")
        }
        return failed ? 1 : 0
    }

    // MARK: worker

    /// An input that reaches what is read on first use (the SDK digest, through the type
    /// checker), checked by each worker before its first input.
    static let warmUp = Array("""
        import SwiftUI
        struct V: View {
            let rows = ["a"]
            var body: some View { List { ForEach(rows, id: \\.self) { Text($0) } }.listRowBackground(Color.clear) }
        }
        """.utf8)

    /// A worker's mutator (the corpus files listed in `corpus`, the passes' examples as
    /// snippets) and the project files listed in `projects`, with their kinds.
    static func workerInputs(corpus: String, projects: String?, passes: [any Pass]) throws -> (Mutator, [(kind: String, bytes: [UInt8])]) {
        let paths = String(decoding: try SourceFiles.read(corpus), as: UTF8.self).split(separator: "\n").map(String.init)
        var mutator = Mutator(corpus: paths.compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } })
        for pass in passes {
            for example in pass.examples {
                switch example {
                case .rewrite(let before, _): mutator.snippets.append(Array(before.utf8))
                case .unchanged(let source, _), .flagged(let source), .preferred(let source): mutator.snippets.append(Array(source.utf8))
                }
            }
        }
        let projectPaths = try projects.map { String(decoding: try SourceFiles.read($0), as: UTF8.self).split(separator: "\n").map(String.init) } ?? []
        let found = projectPaths.compactMap { path in
            FileManager.default.contents(atPath: path).flatMap { data in ProjectFuzzing.kind(of: path).map { (kind: $0, bytes: [UInt8](data)) } }
        }
        return (mutator, found)
    }

    static func worker(_ options: Options) throws -> Int32 {
        guard let list = options.corpusList, let slot = options.slot, let out = options.out else {
            throw UsageError("error: a fuzz worker needs --corpus, --slot and --out")
        }
        let passes = PassRegistry.all
        let (fixedMutator, projects) = try workerInputs(corpus: list, projects: options.projectList, passes: passes)
        let seed = options.seed
        let inject = options.inject.first
        func say(_ text: String) {
            var bytes = Array((text + "\n").utf8)
            _ = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
        }
        Workers.run {
            // Warm up first (the SDK digest is read on first use, about 2 s in a debug
            // build): the driver starts its clock once every worker has said `W`.
            _ = check(warmUp, passes: passes)
            say("W")
            var random = Mutator.Random(state: seed)
            var count = 0
            while true {
                // One input in four is a project file, when there are any.
                let project = !projects.isEmpty && random.next() % 4 == 0 ? projects.randomElement(using: &random) : nil
                let input = project.map { fixedMutator.mutated($0.bytes, &random) } ?? fixedMutator.next(&random)
                let kind = project?.kind ?? "swift"
                count += 1
                guard FileManager.default.createFile(atPath: slot, contents: Data(input)) else {
                    say("E cannot write \(slot)")
                    exit(3)
                }
                say("S \(kind)")
                if count == 5 && inject == "crash" { fatalError("injected crash") }
                if count == 5 && inject == "hang" { while true { sleep(1) } }
                if count == 5 && inject == "overflow" {
                    let block = UnsafeMutablePointer<UInt8>.allocate(capacity: 13)
                    block.initialize(repeating: 0, count: 13)
                    consume((block + 13).pointee)  // one past the end
                    block.deallocate()
                }
                var (failure, clean) = kind == "swift" ? check(input, passes: passes) : (ProjectFuzzing.check(input, kind: kind), true)
                if count == 5 && inject == "round-trip" { failure = "round trip: injected failure" }
                if let failure {
                    let saved = out + "/round-trip-\(seed)-\(count).\(kind)"
                    _ = FileManager.default.createFile(atPath: saved, contents: Data(input))
                    say("R \(saved) \(failure)")
                } else {
                    say(clean ? "D" : "d")
                }
            }
        }
        return 0
    }

    // MARK: driver

    /// One worker process and what the driver knows about it.
    final class Worker: @unchecked Sendable {
        let index: Int
        let process: Process
        let slot: String
        let log: String
        var busySince: Date?
        /// The kind of the input in the slot (`swift`, or a `ProjectFuzzing` kind).
        var kind = "swift"
        var finished = false
        /// Whether the worker has warmed up (said `W`).
        var ready = false
        init(index: Int, process: Process, slot: String, log: String) {
            self.index = index
            self.process = process
            self.slot = slot
            self.log = log
        }
    }

    /// Counts shared by the reader threads and the driver.
    final class Tally: @unchecked Sendable {
        let lock = NSLock()
        var done = 0
        var clean = 0
        var crashes = 0
        var hangs = 0
        var roundTrips = 0
        var sanitizerReports = 0
        var slowest = 0.0
        var messages: [String] = []
    }

    /// Waits until every worker has warmed up or stopped (at most 120 s): the clock starts
    /// then, so a short run is not spent on the workers' start on a loaded machine.
    static func waitForWarmUp(_ workers: [Worker], _ tally: Tally) {
        let started = Date()
        while Date().timeIntervalSince(started) < 120 {
            tally.lock.lock()
            let waiting = workers.contains { !$0.ready && !$0.finished }
            tally.lock.unlock()
            if !waiting { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    static func drive(_ options: Options, console: Console) throws -> Int32 {
        try FuzzDriver(options, console: console).run()
    }
}

/// Takes a value where the optimiser cannot see it go unused (the `overflow` injection must
/// really read).
@inline(never) func consume(_ value: UInt8) {
    if value == 0x5A && ProcessInfo.processInfo.environment["SWIFTUI_MIGRATE_NEVER_SET"] != nil { print(value) }
}
