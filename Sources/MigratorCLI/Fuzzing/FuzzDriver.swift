import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The driver of `fuzz` (FuzzCommand): writes the corpus lists, starts the workers, watches
/// them until the deadline (a hang is killed, a death during an input is a crash; each
/// saved with its input, and the worker replaced), then prints the summary.
final class FuzzDriver {
    typealias Worker = FuzzCommand.Worker
    let options: FuzzCommand.Options
    let console: Console
    let manager = FileManager.default
    /// The failures folder; its `.work` holds the lists, slots and logs.
    let out: String
    let list: String
    let projectList: String
    let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
    let tally = FuzzCommand.Tally()
    var spawned = 0
    var failures = 0
    var unexpectedExits = 0

    init(_ options: FuzzCommand.Options, console: Console) {
        self.options = options
        self.console = console
        out = SourceFiles.absolute(options.out ?? "fuzz-failures-\(Int(Date().timeIntervalSince1970))", base: FileManager.default.currentDirectoryPath)
        list = out + "/.work/corpus.txt"
        projectList = out + "/.work/projects.txt"
    }

    func run() throws -> Int32 {
        try writeCorpus()
        var workers: [Worker] = []
        for index in 0..<options.jobs {
            workers.append(try spawn(index, inject: index < options.inject.count ? options.inject[index] : nil))
        }
        FuzzCommand.waitForWarmUp(workers, tally)
        let deadline = Date().addingTimeInterval(options.seconds)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            for position in workers.indices {
                guard try check(workers[position]) else { continue }
                if unexpectedExits > 20 { throw UsageError("error: fuzz workers keep exiting; see \(out)/.work") }
                workers[position] = try spawn(workers[position].index, inject: nil)
            }
            printMessages()
        }
        for worker in workers {
            kill(worker.process.processIdentifier, SIGKILL)
            worker.process.waitUntilExit()
        }
        try? manager.removeItem(atPath: out + "/.work")
        return summary()
    }

    /// The Swift files and project files to mutate, listed for the workers.
    private func writeCorpus() throws {
        guard !options.paths.isEmpty else { throw UsageError("error: 'fuzz' needs at least one PATH of Swift files") }
        let files = try SourceFiles.find(options.paths)
        guard !files.isEmpty else { throw UsageError("error: no .swift files under \(options.paths.joined(separator: " "))") }
        try manager.createDirectory(atPath: out + "/.work", withIntermediateDirectories: true)
        let absoluteFiles = files.map { SourceFiles.absolute($0, base: manager.currentDirectoryPath) }
        try Data(absoluteFiles.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: list))
        let bytes = absoluteFiles.reduce(0) { $0 + ((try? manager.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        let projectFiles = ProjectFuzzing.find(under: options.paths)
        try Data(projectFiles.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: projectList))
        console.err("fuzzing \(files.count) files (\(bytes) bytes) and \(projectFiles.count) project files with \(options.jobs) workers for \(Int(options.seconds)) s; failing inputs are saved in \(out)\n")
        if FuzzCommand.hasAddressSanitizer {
            console.err("AddressSanitizer: on (an out-of-bounds or freed access stops the worker with a report, counted as a crash and a sanitizer report)\n")
        }
    }

    /// Starts worker `index` (with a failure to inject, for the driver's own tests) and a
    /// thread reading what it says.
    private func spawn(_ index: Int, inject: String?) throws -> Worker {
        spawned += 1
        let slot = out + "/.work/slot-\(index).swift"
        let log = out + "/.work/worker-\(index).log"
        _ = manager.createFile(atPath: log, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let seed = options.seed &+ UInt64(spawned) &* 0x1000_0001
        process.arguments = ["fuzz", "--worker", "--seed", "\(seed)", "--corpus", list, "--projects", projectList, "--slot", slot, "--out", out]
            + (inject.map { ["--inject", $0] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: log)
        process.standardInput = FileHandle.nullDevice
        let worker = Worker(index: index, process: process, slot: slot, log: log)
        try process.run()
        let reading = pipe.fileHandleForReading
        let tally = tally
        let thread = Thread { FuzzDriver.read(reading, of: worker, into: tally) }
        thread.start()
        return worker
    }

    /// Reads a worker's lines until it exits, counting them in `tally`.
    private static func read(_ reading: FileHandle, of worker: Worker, into tally: FuzzCommand.Tally) {
        var pending: [UInt8] = []
        while true {
            let data = reading.availableData
            if data.isEmpty { break }
            pending += data
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                tally.lock.lock()
                switch line.first {
                case "W": worker.ready = true
                case "S":
                    worker.busySince = Date()
                    worker.kind = line.count > 2 ? String(line.dropFirst(2)) : "swift"
                case "D", "d":
                    if let since = worker.busySince { tally.slowest = max(tally.slowest, Date().timeIntervalSince(since)) }
                    worker.busySince = nil
                    tally.done += 1
                    if line == "D" { tally.clean += 1 }
                case "R":
                    worker.busySince = nil
                    tally.done += 1
                    tally.roundTrips += 1
                    tally.messages.append("round-trip failure: " + line.dropFirst(2))
                default:
                    tally.messages.append("worker \(worker.index): " + line)
                }
                tally.lock.unlock()
            }
        }
        tally.lock.lock()
        worker.finished = true
        tally.lock.unlock()
    }

    /// Whether `worker` must be replaced: it hung (killed, saved as a hang), died during an
    /// input (saved as a crash) or exited between inputs.
    private func check(_ worker: Worker) throws -> Bool {
        tally.lock.lock()
        let busySince = worker.busySince
        let finished = worker.finished
        tally.lock.unlock()
        if let busySince, Date().timeIntervalSince(busySince) > options.hangSeconds {
            kill(worker.process.processIdentifier, SIGKILL)
            worker.process.waitUntilExit()
            tally.lock.lock()
            tally.hangs += 1
            save(worker, as: "hang", detail: "no answer after \(options.hangSeconds) s")
            tally.lock.unlock()
            return true
        }
        guard finished else { return false }
        worker.process.waitUntilExit()
        tally.lock.lock()
        defer { tally.lock.unlock() }
        let log = manager.contents(atPath: worker.log).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let sanitized = log.contains(FuzzCommand.sanitizerReportMarker)
        if sanitized { tally.sanitizerReports += 1 }
        if worker.busySince != nil {
            tally.crashes += 1
            let how = worker.process.terminationReason == .uncaughtSignal
                ? "signal \(worker.process.terminationStatus)" : "exit \(worker.process.terminationStatus)"
            let report = sanitized ? log.split(separator: "\n").first { $0.contains(FuzzCommand.sanitizerReportMarker) }.map { "; " + $0 } ?? "" : ""
            save(worker, as: "crash", detail: "worker died (\(how))\(report)")
        } else {
            unexpectedExits += 1
            tally.messages.append("worker \(worker.index) exited between inputs (status \(worker.process.terminationStatus))")
        }
        return true
    }

    /// Saves the worker's input and the end of its log in the failures folder (the tally's
    /// lock held).
    private func save(_ worker: Worker, as kind: String, detail: String) {
        failures += 1
        let name = out + "/\(kind)-\(failures)"
        let input = name + "." + worker.kind
        try? manager.copyItem(atPath: worker.slot, toPath: input)
        let log = (manager.contents(atPath: worker.log).map { String(decoding: $0.suffix(20_000), as: UTF8.self) }) ?? ""
        try? Data("\(detail)\n\(log)".utf8).write(to: URL(fileURLWithPath: name + ".txt"))
        tally.messages.append("\(kind): \(detail); input saved as \(input)")
    }

    private func printMessages() {
        tally.lock.lock()
        for message in tally.messages { console.err(message + "\n") }
        tally.messages.removeAll()
        tally.lock.unlock()
    }

    /// Prints the last messages and the summary; 0 when nothing failed.
    private func summary() -> Int32 {
        tally.lock.lock()
        defer { tally.lock.unlock() }
        for message in tally.messages { console.err(message + "\n") }
        let inputs = tally.done + tally.crashes + tally.hangs
        let share = inputs == 0 ? 0 : 100 * tally.clean / inputs
        console.out("\(share)% of inputs parsed without errors and went through every pass; slowest input \(String(format: "%.2f", tally.slowest)) s\n")
        let sanitizer = FuzzCommand.hasAddressSanitizer ? ", \(tally.sanitizerReports) sanitizer reports" : ""
        console.out("\(inputs) inputs, \(tally.crashes) crashes, \(tally.hangs) hangs, \(tally.roundTrips) round-trip failures\(sanitizer)\n")
        return tally.crashes + tally.hangs + tally.roundTrips + tally.sanitizerReports == 0 ? 0 : 1
    }
}
