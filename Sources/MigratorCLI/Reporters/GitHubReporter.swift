import Foundation
import MigratorEngine

/// `--format github`: GitHub Actions workflow commands on stdout, which the runner turns
/// into annotations on the pull request: `::warning file=PATH,line=L,col=C,title=PASS::message`
/// per reported finding and, for `diff`/`check`, per reported pending rewrite
/// (`line`/`endLine`, the new text in the message), `::notice` or `::error` instead when
/// the `severity` table says `note` or `error`; `::error` per error. Notes and the
/// summary go to stderr as text.
enum GitHubReporter: Reporter {
    static let name = "github"
    static let isForPeople = false

    static func write(_ report: Report, to console: Console) {
        for line in lines(report) { console.out(line + "\n") }
        report.writeNotesAndSummary(to: console)
    }

    /// The workflow commands of a report: findings and rewrites in file and line order,
    /// then errors.
    static func lines(_ report: Report) -> [String] {
        var annotations: [(path: String, line: Int, text: String)] = []
        let originals = Dictionary(report.results.map { ($0.path, $0.original) }, uniquingKeysWith: { a, _ in a })
        let selection = report.selected
        // Columns counted on along each file (`TextPosition.Columns`), not from each line's
        // start at every finding.
        var columns: [String: TextPosition.Columns] = [:]
        for (finding, level) in selection.findings {
            var column = finding.column
            if let bytes = originals[finding.path] {
                var counter = columns.removeValue(forKey: finding.path) ?? TextPosition.Columns(bytes)
                column = counter.position(of: min(finding.offset, bytes.count)).column
                columns[finding.path] = counter
            }
            annotations.append((finding.path, finding.line, command(commandName(level), [("file", finding.path), ("line", "\(finding.line)"),
                                                                                         ("col", "\(column)"), ("title", finding.pass)], finding.message)))
        }
        for (change, level) in selection.rewrites {
            var properties = [("file", change.path), ("line", "\(change.line)")]
            if change.lineCount > 1 { properties.append(("endLine", "\(change.lastLine)")) }
            properties.append(("title", change.passes.joined(separator: ", ")))
            // The annotation carries the lines; the message says what happens to them.
            annotations.append((change.path, change.line, command(commandName(level), properties, change.message(naming: false))))
        }
        var lines = annotations.enumerated().sorted { a, b in
            (a.element.path, a.element.line, a.offset) < (b.element.path, b.element.line, b.offset)
        }.map(\.element.text)
        for error in report.engineErrors + report.errors {
            if let site = ErrorSite(error) {
                var properties = [("file", site.path), ("line", "\(site.line)")]
                if let column = site.column { properties.append(("col", "\(column)")) }
                // The annotation carries the location; the message is what follows it.
                lines.append(command("error", properties, site.message))
            } else if let path = report.refusedPath(of: error) {
                lines.append(command("error", [("file", path)], String(error.dropFirst(path.count + ": error: ".count))))
            } else {
                lines.append(command("error", [], error))
            }
        }
        return lines
    }

    /// The workflow command of a level (`off` is never reported).
    static func commandName(_ level: Level) -> String {
        switch level {
        case .note, .off: return "notice"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    /// `::NAME key=value,...::message`, escaped as the runner expects.
    static func command(_ name: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// Message text: `%`, CR and LF are percent-encoded (actions/toolkit `escapeData`).
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Property values: as messages, plus `:` and `,` (actions/toolkit `escapeProperty`).
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
