import Foundation
import MigratorEngine

/// `--format json`: one document on stdout with files, hunks, findings, targets, notes,
/// errors and the summary.
enum JSONReporter: Reporter {
    static let name = "json"
    static let isForPeople = false

    static func write(_ report: Report, to console: Console) {
        console.out(document(report))
    }

    static func document(_ report: Report) -> String {
        var files: [[String: Any]] = []
        let written = Set(report.written)
        for result in report.results where result.changed || !result.findings.isEmpty || !result.errors.isEmpty {
            let hunks = UnifiedDiff.hunks(old: result.original, new: result.output, changes: result.textChanges).map { hunk -> [String: Any] in
                ["oldStart": hunk.oldStart, "oldLines": hunk.oldCount, "newStart": hunk.newStart, "newLines": hunk.newCount,
                 "lines": hunk.lines.map { String($0.prefix) + $0.text.trimmingCharacters(in: CharacterSet(charactersIn: "\r\n")) }]
            }
            files.append([
                "path": result.path,
                "changed": result.changed,
                "written": written.contains(result.path),
                "edits": result.editCounts,
                "hunks": hunks,
                "errors": result.errors,
            ])
        }
        let findingObjects = report.findings.map { f -> [String: Any] in
            ["path": f.path, "line": f.line, "column": f.column, "message": f.message, "pass": f.pass, "reason": f.reason, "declined": f.declined]
        }
        var edits: [String: Int] = [:]
        for (pass, n) in report.editCounts() { edits[pass] = n }
        var declined: [String: Int] = [:]
        for (reason, n) in report.declineCounts() { declined[reason] = n }
        let document: [String: Any] = [
            "version": 1,
            "command": report.mode.rawValue,
            "targets": report.targets.map { group -> [String: Any] in
                ["source": group.source.isEmpty ? "assumed" : group.source, "files": group.files,
                 "versions": Dictionary(uniqueKeysWithValues: group.availability.versions.map { ($0.key.rawValue, $0.value.description) })]
            },
            "notes": report.notes,
            "files": files,
            "findings": findingObjects,
            "errors": report.errors,
            "warnings": report.warnings,
            "refused": report.refused,
            "summary": [
                "filesScanned": report.scanned,
                // apply: the files written; diff and check: the files that would change.
                "filesChanged": report.mode == .apply ? report.written.count : report.changed.count,
                "filesRefused": report.refused.count,
                "edits": edits,
                "declined": declined,
                "filesWithErrors": report.results.filter { !$0.errors.isEmpty }.count,
            ] as [String: Any],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
