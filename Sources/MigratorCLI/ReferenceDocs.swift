import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// The reference's page of passes and lints, and the README's table of them, made from the
/// passes' own metadata: the summary `list` prints, the minimum OS and the text `explain`
/// prints. `ReferenceDocsTests` compares both files with what this makes
/// (`UPDATE_DOCS=1 swift test --filter ReferenceDocsTests` rewrites them), so `explain`,
/// the reference and the README cannot drift.
public enum ReferenceDocs {
    /// The reference page, relative to the repository's root.
    public static let passesPagePath = "Sources/swiftui-migrate/swiftui-migrate.docc/Passes.md"
    /// The README's generated part lies between these lines.
    public static let readmeStart = "<!-- passes: generated from the passes' metadata by ReferenceDocsTests; UPDATE_DOCS=1 swift test --filter ReferenceDocsTests rewrites it -->"
    public static let readmeEnd = "<!-- /passes -->"

    /// A table cell: `|` escaped, one line.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A pass's minimum iOS and macOS, the column a team reads first (`explain` has all).
    static func minimum(_ availability: Availability) -> String {
        if availability.versions.isEmpty { return "any" }
        let shown = [Platform.iOS, .macOS].compactMap { p in availability[p].map { "\(p.rawValue) \($0)" } }
        return shown.isEmpty ? "\(availability)" : shown.joined(separator: ", ")
    }

    /// The README's two tables: passes (name, summary, minimum iOS and macOS), then lints.
    public static func readmeTables(passes: [any Pass] = PassRegistry.all, lints: [any Pass] = LintRegistry.all) -> String {
        var text = "| pass | what it does | minimum OS |\n|---|---|---|\n"
        for pass in passes { text += "| `\(pass.name)` | \(cell(pass.summary)) | \(minimum(pass.minimumOS)) |\n" }
        text += "\nLints report and never rewrite (`swiftui-migrate lint`):\n\n| lint | what it reports |\n|---|---|\n"
        for lint in lints { text += "| `\(lint.name)` | \(cell(lint.summary)) |\n" }
        return text
    }

    /// The README with its generated part replaced; nil when the markers are missing.
    public static func readme(replacingTablesIn readme: String, passes: [any Pass] = PassRegistry.all, lints: [any Pass] = LintRegistry.all) -> String? {
        guard let start = readme.range(of: readmeStart + "\n"), let end = readme.range(of: readmeEnd, range: start.upperBound..<readme.endIndex) else { return nil }
        return String(readme[..<start.upperBound]) + readmeTables(passes: passes, lints: lints) + String(readme[end.lowerBound...])
    }

    /// The reference page: each pass and lint with the text `explain NAME` prints.
    public static func passesPage(passes: [any Pass] = PassRegistry.all, lints: [any Pass] = LintRegistry.all) -> String {
        var text = """
            # Passes and lints

            Every pass and lint, with the text `swiftui-migrate explain NAME` prints. This page is
            generated from the passes' metadata (`UPDATE_DOCS=1 swift test --filter
            ReferenceDocsTests`); do not edit it by hand.

            A finding's reason (the word after the pass in the summary's `declined:` list, and
            `reason` in JSON and SARIF) is what the configuration file's `severity` names:
            `"PASS.REASON": "off"`; `PASS.rewrite` names a pass's pending rewrites. Each text
            ends with the pass's reasons; a key naming another reason stops the run (exit 2).

            ## Passes

            Passes run in this order; data migrations (`Migrations/*.json`) run last.

            """
        for pass in passes { text += section(pass) }
        text += "\n## Lints\n\nLints report what the guidance advises against where no rewrite keeps behaviour;\nthey never change a file.\n"
        for lint in lints { text += section(lint) }
        return text
    }

    static func section(_ pass: any Pass) -> String {
        "\n### \(pass.name)\n\n\(pass.summary)\n\n```text\n\(explainText(pass.name).trimmingCharacters(in: .newlines))\n```\n"
    }

    /// What `swiftui-migrate explain NAME` prints, with no configuration file (from `/`).
    static func explainText(_ name: String) -> String {
        let buffer = TextBuffer()
        let console = Console(out: { buffer.append($0) }, err: { buffer.append($0) })
        _ = try? MigrateCommand.explain([name], console: console, currentDirectory: "/")
        return buffer.text
    }
}

/// Text collected from a console, safe across threads.
final class TextBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""
    func append(_ text: String) { lock.lock(); collected += text; lock.unlock() }
    var text: String { lock.lock(); defer { lock.unlock() }; return collected }
}
