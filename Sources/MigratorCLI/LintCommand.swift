import Foundation
import MigratorEngine
import MigratorPasses

/// What `lint` adds to the migration commands: the lints' section of `list`, `explain` for
/// a lint, and the summary line of a lint run. The run itself is `MigrateCommand.run` in
/// `.lint` mode (same options, files, modules, suppression and reporters), with the lints
/// instead of the passes; it exits 1 when any lint reports something.
enum LintCommand {
    /// The lints, after the passes in `list`.
    static func list(console: Console) {
        let lints = LintRegistry.all
        let width = lints.map { $0.name.count }.max() ?? 0
        console.out("\nLints (report only; run them with 'swiftui-migrate lint'):\n")
        for lint in lints {
            console.out("\(lint.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(lint.summary)\n")
        }
    }

    /// `explain NAME` for a lint: summary, reasoning, source and the AVOID/PREFER examples.
    static func explain(_ lint: any Pass, console: Console) {
        console.out("\(lint.name) (lint: reports, never rewrites): \(lint.summary)\n\n\(lint.explanation)\n\n"
                    + "Run it alone with 'swiftui-migrate lint --pass \(lint.name)'; silence a site with "
                    + "'// swiftui-migrate:disable-next-line \(lint.name)'.\n" + MigrateCommand.reasonsText(lint))
    }

    /// `N files scanned; 3 findings: lint 2, other 1` (or `no findings`), split as
    /// `Report.summary` splits a long one.
    static func summaryLine(_ report: Report) -> String {
        var counts: [String: Int] = [:]
        for finding in report.shownFindings { counts[finding.pass, default: 0] += 1 }
        var head = numbered(report.scanned, "file") + " scanned"
        let failures = report.results.filter { !$0.errors.isEmpty }.count
        if failures > 0 { head += ", " + numbered(failures, "file") + " not linted" }
        var sections: [String] = []
        if counts.isEmpty {
            sections.append("no findings")
        } else {
            let total = counts.values.reduce(0, +)
            sections.append(numbered(total, "finding") + ": " + counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        return Report.summary(head, sections + report.selected.hiddenSummary)
    }
}
