import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Engine results handed to worker threads (read-only there).
struct UncheckedSendableResults: @unchecked Sendable {
    let value: [Engine.FileResult]
    init(_ value: [Engine.FileResult]) { self.value = value }
}

/// The outcome of a run of `diff`, `apply` or `check`, for the reporters: results, notes,
/// errors and what was written, with the settings that shape the output.
struct Report {
    var mode: MigrateCommand.Mode
    var results: [Engine.FileResult]
    var targets: [(source: String, availability: Availability, files: Int)]
    var notes: [String]
    var errors: [String]
    /// Files `apply` wrote (display paths): the summary counts these, not the files the
    /// engine changed.
    var written: [String]
    var scanned: Int
    /// Files `apply` did not write (their errors say why), listed apart.
    var refused: [String] = []
    /// Why a refused file was not written, where no error of its own says it.
    var refusedReasons: [String: String] = [:]
    /// Warnings about files that were written (an owner that could not be kept).
    var warnings: [String] = []
    /// The passes that ran, in run order (SARIF rules, pass order of hunks).
    var passes: [any Pass] = []
    /// The folder paths are relative to.
    var baseDirectory: String = FileManager.default.currentDirectoryPath
    var color = false
    var quiet = false
    /// `--only`, `severity` and the baseline: what the run reports (`select()`).
    var filter = ReportFilter()
    /// The findings and pending rewrites reported, with their levels (`select()`).
    var selection: Selection?

    var changed: [Engine.FileResult] { results.filter(\.changed) }
    /// The paths of `changed` and their number, read in place (a copy of each result
    /// retains and releases all its fields: 100,000 small files have as many results).
    var changedPaths: [String] { results.compactMap { $0.changed ? $0.path : nil } }
    var changedCount: Int { results.reduce(0) { $0 + ($1.changed ? 1 : 0) } }
    var findings: [Finding] { results.flatMap(\.findings) }
    var engineErrors: [String] { results.flatMap(\.errors) }
    var passOrder: [String] { passes.map(\.name) }

    /// The files the summary counts: for `apply` the files written, otherwise the files
    /// that would change.
    var counted: [Engine.FileResult] {
        guard mode == .apply else { return changed }
        let written = Set(self.written)
        return results.filter { written.contains($0.path) }
    }

    /// Changed files `apply` did not write, with their pending changes.
    var notWritten: [Engine.FileResult] {
        guard mode == .apply else { return [] }
        let written = Set(self.written)
        return results.filter { $0.changed && !written.contains($0.path) }
    }

    /// Whether the run met errors (engine, read, write or build): then `--quiet` keeps the
    /// summary, which says what was and was not written.
    var hasErrors: Bool { !errors.isEmpty || !engineErrors.isEmpty }

    func editCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        // `counted`, read in place.
        let written = mode == .apply ? Set(self.written) : []
        for i in results.indices where mode == .apply ? written.contains(results[i].path) : results[i].changed {
            for (pass, n) in results[i].editCounts { counts[pass, default: 0] += n }
        }
        return counts.sorted { $0.key < $1.key }
    }

    /// The reported findings and rewrites: those `select()` chose, or (before it ran)
    /// every finding and rewrite at `warning`.
    var selected: Selection { selection ?? Selection.of(self) }
    var shownFindings: [Finding] { selected.findings.map(\.finding) }

    /// Chooses what the run reports, once. Without `listingRewrites` (and without a
    /// filter) the change blocks are not computed: the text and JSON reports of a plain
    /// run need only the changed files.
    mutating func select(listingRewrites: Bool = true) { selection = Selection.of(self, listingRewrites: listingRewrites) }

    func declineCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for finding in findings where finding.declined { counts["\(finding.pass): \(finding.reason)", default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }
    }

    /// `N files scanned, W changed, R not written; edits: ...; declined: ...`: `apply`
    /// counts the files it wrote and those it refused; `diff` and `check` say what would
    /// change. A summary longer than a line is split (`Report.summary`).
    func summaryLine() -> String {
        if mode == .lint { return LintCommand.summaryLine(self) }
        var head = numbered(scanned, "file") + " scanned, "
        if mode == .apply {
            head += "\(written.count) changed"
            if !refused.isEmpty { head += ", \(refused.count) not written" }
        } else {
            head += "\(changedCount) would change"
        }
        let failures = results.filter { !$0.errors.isEmpty }.count
        if failures > 0 { head += "; " + numbered(failures, "file") + " with errors" }
        var sections: [String] = []
        let edits = editCounts().filter { $0.1 > 0 }
        if !edits.isEmpty { sections.append("edits: " + edits.map { "\($0.0) \($0.1)" }.joined(separator: ", ")) }
        let declined = declineCounts()
        if !declined.isEmpty { sections.append("declined: " + declined.map { "\($0.0) \($0.1)" }.joined(separator: ", ")) }
        return Report.summary(head, sections + selected.hiddenSummary)
    }

    /// The widest summary kept on one line, and the width its lines are wrapped to.
    static let summaryWidth = 100

    /// `head; section; section` when it fits in `summaryWidth`; else `head`, then each
    /// section on its own line, indented, wrapped after its commas (a run over many passes
    /// made one line of 600 characters).
    static func summary(_ head: String, _ sections: [String]) -> String {
        let line = ([head] + sections).joined(separator: "; ")
        guard line.count > summaryWidth else { return line }
        var lines = [head]
        for section in sections {
            let pieces = section.components(separatedBy: ", ")
            var current = "  " + pieces[0]
            for (i, piece) in pieces.enumerated().dropFirst() {
                current += ","
                if current.count + 1 + piece.count + (i < pieces.count - 1 ? 1 : 0) > summaryWidth {
                    lines.append(current)
                    current = "    " + piece
                } else {
                    current += " " + piece
                }
            }
            lines.append(current)
        }
        return lines.joined(separator: "\n")
    }

    /// The `--quiet` rules, for every format: notes, progress, `apply`'s `changed PATH`
    /// lines and the summary go; the diff, `check`'s `would change` lines, findings,
    /// warnings and errors stay, and so do the summary and the list of files not written
    /// when there were errors (they say what was and was not written).
    var showsSummary: Bool { !quiet || hasErrors }

    /// The refused file an error names (`PATH: error: ...` from the writer), so machine
    /// formats can attach the error to that file.
    func refusedPath(of error: String) -> String? {
        refused.first { error.hasPrefix($0 + ": error: ") || error.hasPrefix(TerminalText.escaped($0) + ": error: ") }
    }

    /// `not written (N files):` and each path with why, when `apply` refused files.
    var refusedList: String? {
        guard !refused.isEmpty else { return nil }
        return "not written (\(numbered(refused.count, "file"))):\n" + refused.map { path in
            "  \(TerminalText.escaped(path))" + (reason(forRefused: path).map { ": " + $0 } ?? "") + "\n"
        }.joined()
    }

    /// Why `apply` did not write a file: its reason, else the first error naming it
    /// (`PATH: error: read-only (mode 444); not written ...` gives `read-only (mode 444)`).
    func reason(forRefused path: String) -> String? {
        if let reason = refusedReasons[path] { return reason }
        for prefix in [path + ": error: ", TerminalText.escaped(path) + ": error: "] {
            guard let error = errors.first(where: { $0.hasPrefix(prefix) }) else { continue }
            var text = Substring(error.dropFirst(prefix.count))
            if text.hasPrefix("not written: ") { text = text.dropFirst("not written: ".count) }
            if let end = text.range(of: "; not written") { text = text[..<end.lowerBound] }
            return String(text.split(separator: "\n", maxSplits: 1).first ?? text)
        }
        return nil
    }

    /// Notes, then the list of files not written and the summary line (as `--quiet`
    /// allows), on stderr: what the machine formats leave for people reading a CI log.
    func writeNotesAndSummary(to console: Console) {
        if !quiet { for note in notes { console.err(TerminalText.escaped(note, keepingLayout: true) + "\n") } }
        guard showsSummary else { return }
        if let refusedList { console.err(refusedList) }
        console.err(TerminalText.escaped(summaryLine(), keepingLayout: true) + "\n")
    }
}

/// `1 file`, `2 files`: a count with its noun in the right number.
func numbered(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
}
