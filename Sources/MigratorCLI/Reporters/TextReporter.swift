import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// `--format text` (the default): diffs, `check`'s `PATH: would change` lines and `apply`'s
/// `changed PATH` lines on stdout (so `diff > x.patch; git apply x.patch` works); notes,
/// findings (`path:line:col: warning: message [pass]`), warnings, errors, the files not
/// written and the summary on stderr; `lint`'s findings too, where the SwiftPM plugin makes
/// them diagnostics. `--quiet` as `Report.showsSummary` says. Everything but the diffs goes through
/// `TerminalText` (paths and findings whole, messages keeping their lines), so a file name
/// holding an escape sequence is shown, not run, by the terminal.
enum TextReporter: Reporter {
    static let name = "text"
    static let isForPeople = true

    static func write(_ report: Report, to console: Console) {
        // Lines are gathered and written in blocks (a write per line cost more than the
        // report itself on 100,000 files); the order of the blocks on the two streams is
        // the order of the lines.
        var output = BlockWriter(console: console)
        defer { output.flush() }
        let escaped = { (text: String) in TerminalText.escaped(text, keepingLayout: true) }
        if !report.quiet { for note in report.notes { output.err(escaped(note) + "\n") } }
        switch report.mode {
        case .diff:
            // Diffs are computed in parallel and printed in file order.
            let files = report.filter.only == .findings ? [] : report.changed
            let texts = Slots<String>(count: files.count)
            let sendable = UncheckedSendableResults(files)
            Workers.forEach(files.count, jobs: Workers.coreCount) { i in
                let result = sendable.value[i]
                texts.set(i, UnifiedDiff.make(path: result.path, old: result.original, new: result.output, changes: result.textChanges))
            }
            for case let text? in texts.values { output.out(report.color ? colorize(text) : text) }
        case .apply:
            if !report.quiet { for path in report.written { output.out("changed \(TerminalText.escaped(path))\n") } }
        case .check:
            for line in checkLines(report) { output.out(line + "\n") }
        case .lint:
            break
        }
        let findings = report.selected.findings
        for line in linesInParallel(findings.count, { TerminalText.escaped(formatted(findings[$0].0, findings[$0].1)) + "\n" }) {
            output.err(line)
        }
        for warning in report.warnings { output.err(escaped(warning) + "\n") }
        for error in report.engineErrors + report.errors { output.err(escaped(error) + "\n") }
        guard report.showsSummary else { return }
        if let list = report.refusedList { output.err(escaped(list)) }
        output.err(escaped(report.summaryLine()) + "\n")
    }

    /// Text for the two streams, written when the stream changes or a block is full.
    struct BlockWriter {
        let console: Console
        private var pending = ""
        private var pendingIsOut = false

        init(console: Console) { self.console = console }

        mutating func out(_ text: String) { append(text, toOut: true) }
        mutating func err(_ text: String) { append(text, toOut: false) }

        private mutating func append(_ text: String, toOut: Bool) {
            if toOut != pendingIsOut { flush() }
            pendingIsOut = toOut
            pending += text
            if pending.utf8.count >= 1 << 16 { flush() }
        }

        mutating func flush() {
            guard !pending.isEmpty else { return }
            if pendingIsOut { console.out(pending) } else { console.err(pending) }
            pending = ""
        }
    }

    /// `path:line:col: LEVEL: message [pass]`, the format Xcode and editors pick up.
    static func formatted(_ finding: Finding, _ level: Level) -> String {
        "\(finding.path):\(finding.line):\(finding.column): \(level.rawValue): \(finding.message) [\(finding.pass)]"
    }

    /// `PATH: would change (pass N, ...)` per file with a reported rewrite; passes whose
    /// rewrites are `off` are left out, and a level other than `warning` is named.
    static func checkLines(_ report: Report) -> [String] {
        let reported = Set(report.selected.rewritePaths)
        let severities = report.filter.severities
        let all = report.results
        let shown = all.indices.filter { all[$0].changed && reported.contains(all[$0].path) }
        return linesInParallel(shown.count) { i in
            let result = all[shown[i]]
            let passes = result.editCounts.filter { severities.rewriteLevel($0.key) != .off }.map { entry -> String in
                let level = severities.rewriteLevel(entry.key)
                return (entry.value > 0 ? "\(entry.key) \(entry.value)" : entry.key) + (level == .warning ? "" : " [\(level.rawValue)]")
            }.sorted().joined(separator: ", ")
            return "\(TerminalText.escaped(result.path)): would change (\(passes))"
        }
    }

    /// `line(i)` for every `i` in `0..<count`, in order, made in blocks on every core (a
    /// report of 100,000 files has as many lines to make).
    static func linesInParallel(_ count: Int, _ line: @escaping (Int) -> String) -> [String] {
        let block = 2048
        guard count > block else { return (0..<count).map(line) }
        let blocks = Slots<[String]>(count: (count + block - 1) / block)
        let make = UncheckedSendable(line)
        Workers.forEach(blocks.values.count, jobs: Workers.coreCount) { b in
            blocks.set(b, (b * block..<min(count, (b + 1) * block)).map(make.value))
        }
        return blocks.values.flatMap { $0! }
    }

    /// ANSI colours for a unified diff: bold headers, cyan hunk ranges, green and red lines.
    static func colorize(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("diff --git") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return "\u{1B}[1m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }
}
