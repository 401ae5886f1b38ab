import Foundation
import MigratorEngine
import MigratorSemantics

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
        let filter = report.filter
        let selection = report.selected
        // `--only` leaves out the other kind: `findings` drops the hunks, `rewrites` the
        // files that only have findings.
        let showsRewrites = filter.only != .findings
        for result in report.results {
            let changed = result.changed && showsRewrites
            guard changed || (!result.findings.isEmpty && filter.only != .rewrites) || !result.errors.isEmpty else { continue }
            let hunks = !changed ? [] : UnifiedDiff.hunks(old: result.original, new: result.output, changes: result.textChanges).map { hunk -> [String: Any] in
                ["oldStart": hunk.oldStart, "oldLines": hunk.oldCount, "newStart": hunk.newStart, "newLines": hunk.newCount,
                 "lines": hunk.lines.map { String($0.prefix) + $0.text.trimmingCharacters(in: CharacterSet(charactersIn: "\r\n")) }]
            }
            files.append([
                "path": result.path,
                "changed": result.changed,
                "written": written.contains(result.path),
                "edits": changed ? fileEdits(result) : [:],
                "hunks": hunks,
                "errors": result.errors,
            ])
        }
        let findingObjects = selection.findings.map { f, level -> [String: Any] in
            var object: [String: Any] = ["path": f.path, "line": f.line, "column": f.column, "message": f.message, "pass": f.pass, "reason": f.reason, "declined": f.declined]
            if filter.isActive { object["level"] = level.rawValue }
            return object
        }
        var edits: [String: Int] = [:]
        for (pass, n) in report.editCounts() { edits[pass] = n }
        var declined: [String: Int] = [:]
        for (reason, n) in report.declineCounts() { declined[reason] = n }
        var document: [String: Any] = [
            "version": 1,
            "command": report.mode.rawValue,
            "targets": report.targets.map { group -> [String: Any] in
                ["source": group.source.isEmpty ? "unknown" : group.source, "files": group.files,
                 "versions": Dictionary(uniqueKeysWithValues: group.availability.versions.map { ($0.key.rawValue, $0.value.description) }),
                 "unknown": Platform.allCases.filter(group.availability.unknown.contains).map(\.rawValue)]
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
                "filesChanged": report.mode == .apply ? report.written.count : report.changedCount,
                "filesRefused": report.refused.count,
                "edits": edits,
                "declined": declined,
                "filesWithErrors": report.results.filter { !$0.errors.isEmpty }.count,
            ] as [String: Any],
        ]
        if filter.isActive {
            // The reported pending rewrites (whole changed lines), with their levels, and
            // what was left out.
            document["rewrites"] = selection.rewrites.map { change, level -> [String: Any] in
                ["path": change.path, "line": change.line, "lines": change.lineCount, "passes": change.passes, "level": level.rawValue]
            }
            var summary = document["summary"] as! [String: Any]
            summary["notReported"] = ["baseline": selection.hiddenByBaseline, "off": selection.hiddenOff, "only": selection.hiddenByOnly]
            document["summary"] = summary
        }
        return JSONText.document(document)
    }

    /// A changed file's rewrites per pass: the sites rewritten in it; a pass that changes
    /// the file only with parts of rewrites counted at sites elsewhere (the `Identifiable`
    /// conformance of `ForEach` rewrites in other files, an `import Observation`, a deleted
    /// key) counts those parts, so no pass that changes a file shows 0.
    static func fileEdits(_ result: Engine.FileResult) -> [String: Int] {
        var counts = result.editCounts
        let parts = counts.filter { $0.value == 0 }.map(\.key)
        guard !parts.isEmpty else { return counts }
        let changes = result.changes
        for pass in parts {
            counts[pass] = max(1, Set(changes.filter { $0.pass == pass }.map(\.start)).count)
        }
        return counts
    }
}
