import Foundation
import SwiftCST

/// `swiftui-migrate syntax bench PATH...`: parse + print throughput, one core and all cores.
///
/// Files are read into memory first, so the figures measure the lexer, parser, printer and
/// freeing the tree, not the disk. Each configuration runs `--runs` times; the best is shown.
enum BenchCommand {
    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        var paths: [String] = []
        var runs = 3
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--runs":
                guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else {
                    throw UsageError("error: --runs needs a positive number")
                }
                runs = n
                i += 2
                continue
            case let option where option.hasPrefix("-"):
                throw UsageError("error: unknown option '\(option)' for 'syntax bench'")
            default:
                paths.append(arguments[i])
            }
            i += 1
        }
        guard !paths.isEmpty else { throw UsageError("error: 'syntax bench' needs at least one PATH") }
        let files = try SourceFiles.find(paths).map { try SourceFiles.read($0) }
        let totalBytes = files.reduce(0) { $0 + $1.count }
        let cores = Workers.coreCount
        console.out("\(files.count) files, \(totalBytes) bytes, \(runs) runs each (best shown)\n")
        var single = 0.0
        for jobs in Set([1, cores]).sorted() {
            var best = Double.infinity
            for _ in 0..<runs {
                let failures = Counter()
                let started = Date()
                Workers.forEach(files.count, jobs: jobs) { index in
                    let tree = SyntaxTree.parseOnCurrentThread(files[index])
                    if tree.printedBytes().count != files[index].count { _ = failures.take() }
                }
                best = min(best, Date().timeIntervalSince(started))
                if failures.take() > 0 { throw UsageError("error: round-trip failure during benchmark", exitCode: 1) }
            }
            let megabytesPerSecond = Double(totalBytes) / 1_000_000 / best
            if jobs == 1 { single = best }
            var line = "parse+print, \(jobs) job\(jobs == 1 ? "" : "s"): \(String(format: "%.3f", best)) s, \(String(format: "%.1f", megabytesPerSecond)) MB/s"
            if jobs > 1 && single > 0 { line += ", \(String(format: "%.2f", single / best))x one job" }
            console.out(line + "\n")
        }
        return 0
    }
}
