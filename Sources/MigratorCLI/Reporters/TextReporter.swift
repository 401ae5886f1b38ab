import Foundation
import MigratorEngine
import SwiftCST

/// `--format text` (the default): diffs, `check`'s `PATH: would change` lines and `apply`'s
/// `changed PATH` lines on stdout (so `diff > x.patch; git apply x.patch` works); notes,
/// findings (`path:line:col: warning: message [pass]`), warnings, errors, the files not
/// written and the summary on stderr. For `lint`, the findings are the output and go to
/// stdout. `--quiet` as `Report.showsSummary` says. Everything but the diffs goes through
/// `TerminalText` (paths and findings whole, messages keeping their lines), so a file name
/// holding an escape sequence is shown, not run, by the terminal.
enum TextReporter: Reporter {
    static let name = "text"
    static let isForPeople = true

    static func write(_ report: Report, to console: Console) {
        let escaped = { (text: String) in TerminalText.escaped(text, keepingLayout: true) }
        if !report.quiet { for note in report.notes { console.err(escaped(note) + "\n") } }
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
            for case let text? in texts.values { console.out(report.color ? colorize(text) : text) }
        case .apply:
            if !report.quiet { for path in report.written { console.out("changed \(TerminalText.escaped(path))\n") } }
        case .check:
            for line in checkLines(report) { console.out(line + "\n") }
        case .lint:
            break
        }
        // A lint's findings are its output (stdout); the passes' go with the notes (stderr).
        let findingsOut = report.mode == .lint ? console.out : console.err
        for (finding, level) in report.selected.findings { findingsOut(TerminalText.escaped(formatted(finding, level)) + "\n") }
        for warning in report.warnings { console.err(escaped(warning) + "\n") }
        for error in report.engineErrors + report.errors { console.err(escaped(error) + "\n") }
        guard report.showsSummary else { return }
        if let list = report.refusedList { console.err(escaped(list)) }
        console.err(escaped(report.summaryLine()) + "\n")
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
        return report.changed.filter { reported.contains($0.path) }.map { result in
            let passes = result.editCounts.filter { severities.rewriteLevel($0.key) != .off }.map { entry -> String in
                let level = severities.rewriteLevel(entry.key)
                return (entry.value > 0 ? "\(entry.key) \(entry.value)" : entry.key) + (level == .warning ? "" : " [\(level.rawValue)]")
            }.sorted().joined(separator: ", ")
            return "\(TerminalText.escaped(result.path)): would change (\(passes))"
        }
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
