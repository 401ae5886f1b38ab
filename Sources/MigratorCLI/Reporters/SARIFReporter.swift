import Foundation
import MigratorEngine
import MigratorPasses

/// `--format sarif`: a SARIF 2.1.0 log on stdout, for code-scanning tools (GitHub code
/// scanning, editors' SARIF viewers). One run; a rule per pass that ran and per
/// data-migration entry with findings; a result per reported finding, and for
/// `diff`/`check` a result per reported pending rewrite with a `fixes` entry holding the
/// replacement (for `apply`, only the rewrites of files it did not write). Levels follow
/// the `severity` table; with a baseline, results are those it does not hold
/// (`baselineState: new`). Errors, among them the files `apply`
/// refused, and warnings are tool execution notifications. Columns count Unicode code
/// points.
enum SARIFReporter: Reporter {
    static let name = "sarif"
    static let isForPeople = false
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// Relative artifact locations resolve against this base (`originalUriBaseIds`).
    static let baseID = "%SRCROOT%"

    static func write(_ report: Report, to console: Console) {
        console.out(document(report))
        report.writeNotesAndSummary(to: console)
    }

    /// The SARIF log of a report, as pretty-printed JSON with sorted keys.
    static func document(_ report: Report) -> String {
        let selection = report.selected
        let (rules, ruleIndex) = Self.rules(report, selection)
        var locator = Locator(report: report)
        let results = findingResults(report, selection, ruleIndex: ruleIndex, locator: &locator)
            + rewriteResults(report, selection, ruleIndex: ruleIndex, locator: &locator)
        var base = report.baseDirectory
        if !base.hasSuffix("/") { base += "/" }
        let run: [String: Any] = [
            "tool": ["driver": [
                "name": "swiftui-migrate",
                "version": CLI.version,
                "rules": rules,
            ] as [String: Any]],
            "originalUriBaseIds": [baseID: ["uri": fileURI(base)]],
            "columnKind": "unicodeCodePoints",
            "results": results,
            "invocations": [[
                "executionSuccessful": report.errors.isEmpty && report.engineErrors.isEmpty,
                "toolExecutionNotifications": notifications(report),
            ] as [String: Any]],
        ]
        let document: [String: Any] = ["$schema": schema, "version": "2.1.0", "runs": [run]]
        return JSONText.document(document)
    }

    /// A rule per pass, then one per data-migration entry that has findings, with each
    /// rule's index by id.
    private static func rules(_ report: Report, _ selection: Selection) -> (rules: [[String: Any]], index: [String: Int]) {
        var rules: [[String: Any]] = []
        var ruleIndex: [String: Int] = [:]
        func addRule(_ id: String, _ rule: [String: Any]) {
            guard ruleIndex[id] == nil else { return }
            ruleIndex[id] = rules.count
            rules.append(rule)
        }
        for pass in report.passes {
            var rule: [String: Any] = [
                "id": pass.name,
                "shortDescription": ["text": pass.summary],
                "fullDescription": ["text": pass.explanation],
                "help": ["text": pass.explanation],
                "defaultConfiguration": ["level": sarifLevel(report.filter.severities.levels[pass.name] ?? .warning)],
                "properties": ["minimumOS": pass.minimumOS.description],
            ]
            if let migration = pass as? DataMigration { rule["properties"] = ["minimumOS": pass.minimumOS.description, "data": migration.file.origin] }
            addRule(pass.name, rule)
        }
        let entries = Dictionary(report.passes.compactMap { $0 as? DataMigration }.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        for (finding, _) in selection.findings {
            guard let entry = finding.entry else { continue }
            let id = entryRuleID(finding)
            let advice = entries[finding.pass]?.file.entries.first { $0.qualifiedDisplay == entry }?.advice ?? ""
            var rule: [String: Any] = [
                "id": id,
                "shortDescription": ["text": "\(entry) (\(finding.pass))"],
                "fullDescription": ["text": advice.isEmpty ? "\(entry) is listed in \(finding.pass)." : advice],
                "defaultConfiguration": ["level": sarifLevel(report.filter.severities.levels[finding.pass] ?? .warning)],
            ]
            // The entry belongs to its migration's rule.
            if let index = ruleIndex[finding.pass] {
                rule["relationships"] = [["target": ["id": finding.pass, "index": index], "kinds": ["subset"]]]
            }
            addRule(id, rule)
        }
        return (rules, ruleIndex)
    }

    /// Positions and artifact locations of results. Each file's line starts are found once,
    /// and columns are counted on from the result before on the same line
    /// (`TextPosition.Columns`); each path's artifact location is made once.
    private struct Locator {
        let report: Report
        let originals: [String: [UInt8]]
        var columns: [String: TextPosition.Columns] = [:]
        var artifacts: [String: [String: Any]] = [:]

        init(report: Report) {
            self.report = report
            originals = Dictionary(report.results.map { ($0.path, $0.original) }, uniquingKeysWith: { a, _ in a })
        }

        mutating func position(_ path: String, _ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
            var counter = columns.removeValue(forKey: path) ?? TextPosition.Columns(bytes)
            defer { columns[path] = counter }
            return counter.position(of: offset)
        }

        mutating func located(_ path: String, _ region: [String: Any]) -> [String: Any] {
            let artifact = artifacts[path] ?? SARIFReporter.artifactLocation(path, report)
            artifacts[path] = artifact
            return ["physicalLocation": ["artifactLocation": artifact, "region": region]]
        }
    }

    /// With a baseline, every result reported is one the baseline does not hold.
    private static func baselineState(_ report: Report) -> [String: Any] {
        report.filter.baseline == nil ? [:] : ["baselineState": "new"]
    }

    private static func findingResults(_ report: Report, _ selection: Selection, ruleIndex: [String: Int], locator: inout Locator) -> [[String: Any]] {
        var results: [[String: Any]] = []
        for (finding, level) in selection.findings {
            let id = finding.entry == nil ? finding.pass : entryRuleID(finding)
            var region: [String: Any] = ["startLine": finding.line, "startColumn": finding.column]
            if let bytes = locator.originals[finding.path] {
                let position = locator.position(finding.path, bytes, min(finding.offset, bytes.count))
                region = ["startLine": position.line, "startColumn": position.column]
            }
            var result: [String: Any] = [
                "ruleId": id,
                "level": sarifLevel(level),
                "message": ["text": finding.message],
                "locations": [locator.located(finding.path, region)],
                "properties": ["pass": finding.pass, "reason": finding.reason, "declined": finding.declined],
            ]
            if let index = ruleIndex[id] { result["ruleIndex"] = index }
            result.merge(baselineState(report)) { a, _ in a }
            results.append(result)
        }
        return results
    }

    private static func rewriteResults(_ report: Report, _ selection: Selection, ruleIndex: [String: Int], locator: inout Locator) -> [[String: Any]] {
        var results: [[String: Any]] = []
        for (change, level) in selection.rewrites {
            let bytes = locator.originals[change.path] ?? []
            let start = locator.position(change.path, bytes, change.byteRange.lowerBound)
            let end = locator.position(change.path, bytes, change.byteRange.upperBound)
            let deleted: [String: Any] = [
                "startLine": start.line, "startColumn": start.column, "endLine": end.line, "endColumn": end.column,
            ]
            // Where the result points: the replaced lines, or the line an insertion precedes.
            let starts = locator.columns[change.path]?.starts.count ?? 1
            let lineCount = bytes.last == 10 ? starts - 1 : starts
            var shown: [String: Any] = ["startLine": min(change.line, max(1, lineCount)), "startColumn": 1]
            if change.lineCount > 0 { shown["endLine"] = change.lastLine }
            let id = change.passes.first ?? "swiftui-migrate"
            var result: [String: Any] = [
                "ruleId": id,
                "level": sarifLevel(level),
                "kind": "fail",
                "message": ["text": change.message],
                "locations": [locator.located(change.path, shown)],
                "fixes": [[
                    "description": ["text": "Apply the rewrite of \(change.passes.joined(separator: ", "))."],
                    "artifactChanges": [[
                        "artifactLocation": artifactLocation(change.path, report),
                        "replacements": [["deletedRegion": deleted, "insertedContent": ["text": change.newText]]],
                    ]],
                ]],
                "properties": ["passes": change.passes, "rewrite": true],
            ]
            if let index = ruleIndex[id] { result["ruleIndex"] = index }
            result.merge(baselineState(report)) { a, _ in a }
            results.append(result)
        }
        return results
    }

    /// Errors, warnings and notes, located where they name a file.
    private static func notifications(_ report: Report) -> [[String: Any]] {
        var notifications: [[String: Any]] = []
        for error in report.engineErrors + report.errors {
            var notification: [String: Any] = ["level": "error", "message": ["text": error]]
            if let site = ErrorSite(error) {
                var region: [String: Any] = ["startLine": site.line]
                if let column = site.column { region["startColumn"] = column }
                notification["locations"] = [location(site.path, region, report)]
            } else if let path = report.refusedPath(of: error) {
                notification["locations"] = [["physicalLocation": ["artifactLocation": artifactLocation(path, report)]]]
            }
            notifications.append(notification)
        }
        for warning in report.warnings {
            var notification: [String: Any] = ["level": "warning", "message": ["text": warning]]
            if let path = warning.components(separatedBy: ": warning: ").first, path != warning {
                notification["locations"] = [["physicalLocation": ["artifactLocation": artifactLocation(path, report)]]]
            }
            notifications.append(notification)
        }
        for note in report.notes {
            notifications.append(["level": "note", "message": ["text": note]])
        }
        return notifications
    }

    /// SARIF's level of a `severity` level (`off` rules are `none`; such results are
    /// never written).
    static func sarifLevel(_ level: Level) -> String { level == .off ? "none" : level.rawValue }

    /// `PASS/ENTRY` for a data migration's finding.
    static func entryRuleID(_ finding: Finding) -> String { "\(finding.pass)/\(finding.entry ?? "")" }

    static func location(_ path: String, _ region: [String: Any], _ report: Report) -> [String: Any] {
        ["physicalLocation": ["artifactLocation": artifactLocation(path, report), "region": region]]
    }

    /// Relative paths against `%SRCROOT%`; absolute ones (outside the working directory) as
    /// `file://` URIs.
    static func artifactLocation(_ path: String, _ report: Report) -> [String: Any] {
        if path.hasPrefix("/") { return ["uri": fileURI(path)] }
        return ["uri": percentEncoded(path), "uriBaseId": baseID]
    }

    static func fileURI(_ absolutePath: String) -> String { "file://" + percentEncoded(absolutePath) }

    static func percentEncoded(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@%")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}

/// The `path:line[:col]: error: ...` prefix of an error message, when it has one.
struct ErrorSite {
    var path: String
    var line: Int
    var column: Int?
    /// The text after `: error: `.
    var message: String

    init?(_ message: String) {
        guard let marker = message.range(of: ": error: ") else { return nil }
        self.message = String(message[marker.upperBound...])
        let parts = message[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var numbers: [Int] = []
        var rest = parts
        while let last = rest.last, let n = Int(last), numbers.count < 2 {
            numbers.insert(n, at: 0)
            rest.removeLast()
        }
        guard !numbers.isEmpty, !rest.isEmpty else { return nil }
        path = rest.joined(separator: ":")
        line = numbers[0]
        column = numbers.count > 1 ? numbers[1] : nil
    }
}
