import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// The configuration file's `severity` table and `--only`: what is reported, at which
/// level in every format, and what fails `check` and `lint`.
struct SeverityTests {
    static func project(_ severity: String?) throws -> String {
        let root = try makeReportProject()
        if let severity {
            try Data(#"{"severity": \#(severity)}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        }
        return root
    }

    @Test func levelsReachEveryFormat() throws {
        let root = try Self.project(#"{"foreground-style": "error", "soft-deprecated": "off", "navigation-stack.rewrite": "note", "confirmation-dialog.unrecognised-shape": "note"}"#)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Text: the level is the finding's kind; check lines name levels other than warning.
        let text = run(["check"], in: root)
        #expect(text.code == 1)
        #expect(text.err.contains("Sources/P/B.swift:4:78: error: foregroundColor(nil) not rewritten"), "\(text.err)")
        #expect(!text.err.contains("soft-deprecated]"))
        #expect(text.out.contains("Sources/P/B.swift: would change (corner-radius 1, ignores-safe-area 1, navigation-stack 1 [note])"), "\(text.out)")
        #expect(text.out.contains("Sources/P/A.swift: would change (foreground-style 1 [error])"), "\(text.out)")
        #expect(text.err.contains("not reported: off 2"), "\(text.err)")
        // GitHub: ::error, ::notice; nothing for `off`.
        let github = run(["check", "--format", "github"], in: root).out
        #expect(github.contains("::error file=Sources/P/B.swift,line=4,col=76,title=foreground-style::"))
        #expect(github.contains("::notice file=Sources/P/B.swift,line=5,endLine=6,title=navigation-stack::"))
        #expect(github.contains("::error file=Sources/P/A.swift,line=5,title=foreground-style::"))
        #expect(!github.contains("title=soft-deprecated"))
        // SARIF: result levels and the rules' default levels.
        let sarif = run(["diff", "--format", "sarif"], in: root).out
        let results = try sarifResults(sarif)
        #expect(results.contains { $0["ruleId"] as? String == "navigation-stack" && $0["level"] as? String == "note" })
        #expect(results.contains { $0["ruleId"] as? String == "foreground-style" && $0["level"] as? String == "error" })
        #expect(!results.contains { ($0["ruleId"] as? String ?? "").hasPrefix("soft-deprecated") })
        let log = try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as! [String: Any]
        let rules = (((log["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let foreground = rules.first { $0["id"] as? String == "foreground-style" }!
        #expect((foreground["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        // JSON: findings carry their level; the reported rewrites are listed.
        let json = try JSONSerialization.jsonObject(with: Data(run(["check", "--format", "json"], in: root).out.utf8)) as! [String: Any]
        let findings = json["findings"] as! [[String: Any]]
        #expect(findings.contains { $0["pass"] as? String == "foreground-style" && $0["level"] as? String == "error" })
        #expect(findings.contains { $0["reason"] as? String == "unrecognised-shape" && $0["level"] as? String == "note" }, "\(findings)")
        let rewrites = json["rewrites"] as! [[String: Any]]
        #expect(rewrites.contains { $0["passes"] as? [String] == ["navigation-stack"] && $0["level"] as? String == "note" })
        #expect(((json["summary"] as! [String: Any])["notReported"] as! [String: Int])["off"] == 2)
    }

    @Test func levelsDecideTheExitCodes() throws {
        // Pending rewrites at note do not fail check; a finding at error does.
        let quiet = try Self.project(#"{"foreground-style": "note", "corner-radius": "note", "ignores-safe-area": "off", "navigation-stack": "note"}"#)
        defer { try? FileManager.default.removeItem(atPath: quiet) }
        let passing = run(["check"], in: quiet)
        #expect(passing.code == 0, "\(passing.out)\(passing.err)")
        #expect(passing.out.contains("would change"))
        try Data(#"{"severity": {"foreground-style": "note", "corner-radius": "note", "ignores-safe-area": "off", "navigation-stack": "note", "foreground-style.optional-color": "error"}}"#.utf8).write(to: URL(fileURLWithPath: quiet + "/.swiftui-migrate.json"))
        let failing = run(["check"], in: quiet)
        #expect(failing.code == 1)
        #expect(failing.err.contains(": error: foregroundColor(nil)"))
        // diff never fails on levels.
        #expect(run(["diff"], in: quiet).code == 0)
        // Without a table, output is as it always was (no level in JSON, no rewrites list).
        let plain = try makeReportProject()
        defer { try? FileManager.default.removeItem(atPath: plain) }
        let json = run(["check", "--format", "json"], in: plain).out
        #expect(!json.contains("\"level\"") && !json.contains("\"rewrites\"") && !json.contains("notReported"))
        #expect(run(["check"], in: plain).code == 1)
    }

    @Test func lintFollowsLevelsToo() throws {
        let root = try makeDirectory([
            "V.swift": Array("import SwiftUI\nstruct L: View {\n    let xs: [String]\n    var body: some View {\n        List { ForEach(xs.sorted(), id: \\.self) { Text($0) } }\n    }\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = run(["lint"], in: root)
        #expect(plain.code == 1 && plain.err.contains(": warning: ") && plain.err.contains("[foreach-inline-transform]"), "\(plain.err)")
        try Data(#"{"severity": {"foreach-inline-transform": "note"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let noted = run(["lint"], in: root)
        #expect(noted.code == 0)
        #expect(noted.err.contains(": note: ") && noted.err.contains("[foreach-inline-transform]"))
    }

    @Test func badSeverityTablesAreUsageErrors() throws {
        let root = try makeReportProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases: [(String, String)] = [
            (#"{"severity": ["off"]}"#, "error: .swiftui-migrate.json: 'severity': must be an object"),
            (#"{"severity": {"observable": "silent"}}"#, #"'severity.observable': must be one of "off", "note", "warning", "error""#),
            (#"{"severity": {"observable": "erorr"}}"#, #"(did you mean "error"?)"#),
            (#"{"severity": {"observabel.publisher": "off"}}"#, "'severity.observabel.publisher': unknown pass or lint 'observabel'; did you mean 'observable'?"),
            (#"{"severity": {"observable.": "off"}}"#, "'severity.observable.': must name a pass or lint"),
            (#"{"severity": {"observable": 1}}"#, "must be one of"),
        ]
        for (text, message) in cases {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
            let result = run(["check"], in: root)
            #expect(result.code == 2, "\(text)")
            #expect(result.err.contains(message), "\(text): \(result.err)")
        }
        // A reason the pass never gives is an error too, naming the closest one and the
        // pass's reasons (a misspelt key would otherwise change nothing).
        try Data(#"{"severity": {"foreground-style.optional-colour": "off"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let misspelt = run(["check", "--quiet"], in: root)
        #expect(misspelt.code == 2)
        #expect(misspelt.err == "error: .swiftui-migrate.json: 'severity.foreground-style.optional-colour': foreground-style has no reason 'optional-colour'; did you mean 'foreground-style.optional-color'?\nits reasons: duplicate-modifier, optional-color, project-function, project-type, text-context, text-value, unknown-type, generated-file, outside-paths, unmade-unit, rewrite\n", "\(misspelt.err)")
        // A reason the pass gives, with no finding in this run, is accepted without a word;
        // a lint has no `rewrite`.
        try Data(#"{"severity": {"foreground-style.unknown-type": "off", "foreground-style.outside-paths": "error", "closure-binding.closure-binding": "error"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let known = run(["check"], in: root)
        #expect(known.code != 2 && !known.err.contains("error:") && !known.err.contains("REASON"), "\(known.err)")
        try Data(#"{"severity": {"closure-binding.rewrite": "error"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        #expect(run(["lint"], in: root).err.contains("'severity.closure-binding.rewrite': closure-binding has no reason 'rewrite'"))
    }

    @Test func onlyReportsOneKind() throws {
        let root = try makeReportProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let findings = run(["check", "--only", "findings"], in: root)
        #expect(findings.code == 0)
        #expect(findings.out == "")
        #expect(findings.err.contains("warning: foregroundColor(nil)"))
        #expect(run(["diff", "--only", "findings"], in: root).out == "")
        #expect(run(["check", "--only", "findings", "--format", "github"], in: root).out.split(separator: "\n").allSatisfy { !$0.contains("would rewrite") })
        let rewrites = run(["check", "--only", "rewrites", "--format", "github"], in: root)
        #expect(rewrites.code == 1)
        #expect(!rewrites.out.isEmpty && rewrites.out.split(separator: "\n").allSatisfy { $0.contains("swiftui-migrate apply would") })
        #expect(rewrites.err.contains("not reported: --only"))
        let json = try JSONSerialization.jsonObject(with: Data(run(["check", "--only", "rewrites", "--format", "json"], in: root).out.utf8)) as! [String: Any]
        #expect((json["findings"] as! [Any]).isEmpty)
        #expect(!(json["rewrites"] as! [Any]).isEmpty)
        #expect(run(["check", "--only", "finding"], in: root).err.contains("did you mean 'findings'?"))
        // lint has findings only: --only findings is accepted, --only rewrites refused.
        #expect(run(["lint", "--only", "findings"], in: root).code != 2)
        #expect(run(["lint", "--only", "rewrites"], in: root).err.contains("error: 'lint' reports findings only; --only rewrites would report nothing"))
        #expect(run(["apply", "--only", "rewrites"], in: root).code == 2)
    }
}
