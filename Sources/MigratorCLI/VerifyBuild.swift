import Foundation
import MigratorEngine

/// `apply --verify-build CMD`: the project must build before and after the migration.
///
/// CMD (`swift build`, `xcodebuild -scheme App build`, ...) runs in the current folder
/// through `/bin/sh -c`. It runs first on the original tree: if that fails, nothing is
/// written and the run exits 3, since a failure afterwards could not be blamed on the
/// migration. After writing, when CMD fails, the change units that break it are found by
/// bisection — a unit is one pass's edits in one file, or everything a project-wide pass
/// does for one class family, environment key or type (`ChangeUnit`) — and exactly those are
/// backed out: the engine runs again without them and the files are written again. Each
/// backed-out unit is reported with its pass, its files and the first compiler error line
/// it caused. Backing units out can expose another dependency (an import both units
/// relied on), so the search repeats until CMD passes; in the worst case every unit is
/// backed out, and the original tree builds.
///
/// Unlike `cargo fix`, which backs out everything when one fix breaks the build, the rest
/// of the migration stays. Builds are the slow part: a search over n units with k culprits
/// takes about k·log2(n) builds, each of the same states at most once.
struct BuildVerifier {
    let command: String
    let directory: String
    let console: Console
    /// Extra environment for the build (tests use it); nil inherits the process's.
    var environment: [String: String]? = nil

    /// What one run of the build command did.
    struct Build {
        var status: Int32
        var output: String
        var passed: Bool { status == 0 }

        /// The first line naming an error (`file:line:col: error: ...`), else the last line.
        var firstError: String {
            let lines = output.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            if let line = lines.first(where: { $0.contains("error:") }) { return line }
            return lines.last(where: { !$0.isEmpty }).map { "\($0) (exit status \(status))" } ?? "exit status \(status)"
        }
    }

    /// Runs the command; its output is kept, not shown.
    func build() -> Build {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-build-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        guard FileManager.default.createFile(atPath: log.path, contents: nil), let handle = try? FileHandle(forWritingTo: log) else {
            return Build(status: 127, output: "error: cannot create \(log.path) for the build's output")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            try? handle.close()
            return Build(status: 127, output: "error: cannot run /bin/sh -c '\(command)': \(error)")
        }
        process.waitUntilExit()
        try? handle.close()
        let data = (try? Data(contentsOf: log)) ?? Data()
        return Build(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}

extension BuildVerifier {
    /// The least time between two writes of the files during the search (see `verify`).
    static let writeSpacing: TimeInterval = 1.05
}

/// The outcome of verifying an applied migration.
struct BuildVerification {
    /// The engine's results for what is on disk at the end.
    var results: [Engine.FileResult]
    /// Files whose content differs from the original at the end.
    var written: [String]
    var backedOut: [(unit: ChangeUnit, files: [String], error: String)] = []
    /// Problems writing files; the tree may be in an intermediate state.
    var errors: [String] = []
    /// The writer's warnings about files written again (an owner that could not be kept).
    var warnings: [String] = []
    var passed: Bool
    var builds = 0
}

enum VerifyBuild {
    /// Exit status when the build fails before the migration or still fails after it.
    static let failureStatus: Int32 = 3

    /// Runs the build on the untouched tree; a message naming that state when it fails.
    static func originalFails(_ verifier: BuildVerifier) -> String? {
        verifier.console.err("note: verifying that the project builds before any change: \(verifier.command)\n")
        let build = verifier.build()
        guard !build.passed else { return nil }
        return "error: the project does not build before any change ('\(verifier.command)' exited \(build.status)): \(build.firstError)\nnothing was written; fix the build first"
    }

    /// After the changes are written: builds, and backs out the change units that break
    /// the build until it passes.
    ///
    /// `rerun` runs the engine again without the given units. `written` are the files
    /// the writer wrote and `destinations` where it wrote each (display path → file or a
    /// link's target): only those files are written again, through the writer (atomic,
    /// mode and owner kept, refused if changed on disk meanwhile), so backing a unit out
    /// restores exactly the bytes it would have had without it, and a file the writer
    /// refused stays untouched (its units are not searched).
    static func verify(_ verifier: BuildVerifier, results: [Engine.FileResult], written: [String], destinations: [String: String],
                       rerun: @escaping (Set<ChangeUnit>) -> [Engine.FileResult]) -> BuildVerification {
        let console = verifier.console
        let writable = Set(written)
        // What is on disk now, by display path, for the files that may be written.
        var disk: [String: [UInt8]] = [:]
        for result in results where writable.contains(result.path) { disk[result.path] = result.output }
        var verification = BuildVerification(results: results, written: written, passed: false)
        console.err("note: verifying the build after the changes: \(verifier.command)\n")
        let first = verifier.build()
        verification.builds = 1
        if first.passed {
            verification.passed = true
            return verification
        }
        let unitsOfFull = units(of: results.filter { writable.contains($0.path) })
        console.err("note: the build fails with the changes (\(first.firstError)); searching \(unitsOfFull.count) change unit\(unitsOfFull.count == 1 ? "" : "s") for the ones that break it\n")
        let search = BackOutSearch(verifier: verifier, results: results, writable: writable, disk: disk, destinations: destinations,
                                   rerun: rerun, verification: verification)
        search.cache[Set(unitsOfFull)] = (first, results)
        var applied = Set(unitsOfFull)
        var current = first
        while !current.passed && !search.writeFailed {
            let found = search.culprits(applied.sorted(), good: [])
            // The same state built once before: a build that passes and fails on the same
            // tree (flaky) ends the search.
            guard !found.isEmpty else { break }
            for (unit, error) in found {
                let files = results.filter { $0.changed && $0.units.contains(unit) }.map(\.path).sorted()
                search.verification.backedOut.append((unit, files, error))
                console.err("warning: backed out \(unit) (\(files.joined(separator: ", "))): it breaks the build: \(error)\n")
            }
            applied.subtract(found.map(\.0))
            current = search.test(applied)
        }
        verification = search.verification
        verification.results = search.cache[applied]?.1 ?? results
        // Written: the files whose bytes on disk differ from the original at the end (a
        // file whose every unit was backed out holds its original bytes again).
        let originals = Dictionary(results.map { ($0.path, $0.original) }, uniquingKeysWith: { a, _ in a })
        verification.written = written.filter { search.disk[$0] != originals[$0] }
        verification.passed = current.passed && !search.writeFailed
        if verification.passed {
            let count = verification.backedOut.count
            console.err("note: the build passes after backing out \(count) change unit\(count == 1 ? "" : "s") (\(verification.builds) builds)\n")
        } else if !search.writeFailed {
            verification.errors.append("error: the build still fails after backing out \(verification.backedOut.count) change unit(s) ('\(verifier.command)' exited \(current.status)): \(current.firstError)")
        }
        return verification
    }

    /// Every change unit of the changed files, in a stable order.
    static func units(of results: [Engine.FileResult]) -> [ChangeUnit] {
        Set(results.filter(\.changed).flatMap(\.units)).sorted()
    }
}

/// The search for the change units that break the build (`VerifyBuild.verify`): each state
/// (a set of units applied) is written and built once, and bisected.
private final class BackOutSearch {
    let verifier: BuildVerifier
    let results: [Engine.FileResult]
    let writable: Set<String>
    /// Every unit of the written files.
    let allUnits: Set<ChangeUnit>
    /// What is on disk now, by display path, for the files that may be written.
    var disk: [String: [UInt8]]
    let destinations: [String: String]
    let rerun: (Set<ChangeUnit>) -> [Engine.FileResult]
    var verification: BuildVerification
    /// Each state built, with the build and the results written for it.
    var cache: [Set<ChangeUnit>: (BuildVerifier.Build, [Engine.FileResult])] = [:]
    var writeFailed = false
    var lastWrite = Date()

    init(verifier: BuildVerifier, results: [Engine.FileResult], writable: Set<String>, disk: [String: [UInt8]],
         destinations: [String: String], rerun: @escaping (Set<ChangeUnit>) -> [Engine.FileResult], verification: BuildVerification) {
        self.verifier = verifier
        self.results = results
        self.writable = writable
        self.allUnits = Set(VerifyBuild.units(of: results.filter { writable.contains($0.path) }))
        self.disk = disk
        self.destinations = destinations
        self.rerun = rerun
        self.verification = verification
    }

    /// Builds (once per state) with only `applied` of the units, writing the files first.
    func test(_ applied: Set<ChangeUnit>) -> BuildVerifier.Build {
        if let cached = cache[applied] {
            // The files must show this state again before a later build.
            write(cached.1)
            return cached.0
        }
        let trial = rerun(allUnits.subtracting(applied))
        write(trial)
        let build = writeFailed ? BuildVerifier.Build(status: 1, output: "error: could not write the files") : verifier.build()
        verification.builds += 1
        cache[applied] = (build, trial)
        return build
    }

    /// Writes the files `trial` changes from what is on disk, through the writer.
    /// Incremental builds tell a changed file by its modification time, and swift-driver
    /// compares it in whole seconds: a file written again within the second of its last
    /// write looked unchanged, so a state the search had seen before built as if it were
    /// the previous one. Writes are therefore spaced at least a second apart (the first
    /// write was before the first build).
    func write(_ trial: [Engine.FileResult]) {
        let changes = trial.filter { writable.contains($0.path) && disk[$0.path] != $0.output }
        guard !changes.isEmpty else { return }
        let wait = BuildVerifier.writeSpacing - Date().timeIntervalSince(lastWrite)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        defer { lastWrite = Date() }
        for result in changes {
            guard let path = destinations[result.path], let current = disk[result.path] else { continue }
            do {
                for warning in try Writer.replace(path, with: result.output, expecting: current, shownAs: result.path)
                where !verification.warnings.contains(warning) {
                    verification.warnings.append(warning)
                }
                disk[result.path] = result.output
            } catch let refusal as Writer.Refusal {
                verification.errors.append(refusal.message)
                writeFailed = true
            } catch {
                verification.errors.append("\(result.path): error: \(error); not written")
                writeFailed = true
            }
        }
    }

    /// Units among `candidates` that break the build on top of `good` (known to build
    /// together), with the first error each one caused.
    func culprits(_ candidates: [ChangeUnit], good: Set<ChangeUnit>) -> [(ChangeUnit, String)] {
        guard !candidates.isEmpty else { return [] }
        let build = test(good.union(candidates))
        if build.passed || writeFailed { return [] }
        if candidates.count == 1 { return [(candidates[0], build.firstError)] }
        let half = candidates.count / 2
        let left = Array(candidates[..<half])
        let right = Array(candidates[half...])
        let leftCulprits = culprits(left, good: good)
        let bad = Set(leftCulprits.map(\.0))
        return leftCulprits + culprits(right, good: good.union(left.filter { !bad.contains($0) }))
    }
}
