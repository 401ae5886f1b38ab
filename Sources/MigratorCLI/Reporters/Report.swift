import Foundation
import Migrator
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
    var written: [String]
    var scanned: Int
    /// The passes that ran, in run order (SARIF rules, pass order of hunks).
    var passes: [any Pass] = []
    /// The folder paths are relative to.
    var baseDirectory: String = FileManager.default.currentDirectoryPath
    var color = false
    var quiet = false

    var changed: [Engine.FileResult] { results.filter(\.changed) }
    var findings: [Finding] { results.flatMap(\.findings) }
    var engineErrors: [String] { results.flatMap(\.errors) }
    var passOrder: [String] { passes.map(\.name) }

    func editCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for result in results where result.changed {
            for (pass, n) in result.editCounts { counts[pass, default: 0] += n }
        }
        return counts.sorted { $0.key < $1.key }
    }

    func declineCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for finding in findings where finding.declined { counts["\(finding.pass): \(finding.reason)", default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }
    }

    func summaryLine() -> String {
        if mode == .lint { return LintCommand.summaryLine(self) }
        let verb = mode == .apply ? "changed" : "would change"
        var text = "\(scanned) files scanned, \(changed.count) \(verb)"
        let edits = editCounts()
        if !edits.isEmpty { text += "; edits: " + edits.filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let declined = declineCounts()
        if !declined.isEmpty { text += "; declined: " + declined.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let failures = results.filter { !$0.errors.isEmpty }.count
        if failures > 0 { text += "; \(failures) files with errors" }
        return text
    }

    /// Notes, then (unless quiet) the summary line, on stderr: what the machine formats
    /// leave for people reading a CI log.
    func writeNotesAndSummary(to console: Console) {
        if !quiet { for note in notes { console.err(note + "\n") } }
        if !quiet || !errors.isEmpty { console.err(summaryLine() + "\n") }
    }
}
