import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `--baseline` and `--write-baseline`: keys that survive unrelated edits, duplicates
/// counted, only new items reported and failing, bad files refused (exit 2).
struct BaselineTests {
    /// A file with a rewrite (`foregroundColor(.red)`) and two identical findings
    /// (`foregroundColor(nil)`: declined), under an iOS 17 manifest.
    static func project() throws -> String {
        try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8),
            "Sources/P/A.swift": Array("""
            import SwiftUI
            struct A: View {
                var body: some View {
                    Text("a").foregroundColor(.red)
                    Text("b").foregroundColor(nil)
                    Text("b").foregroundColor(nil)
                }
            }

            """.utf8),
        ])
    }

    static func edit(_ root: String, _ transform: (String) -> String) throws {
        let path = root + "/Sources/P/A.swift"
        try Data(transform(read(path)).utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aBaselineHidesWhatItHoldsAndSurvivesUnrelatedEdits() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let before = run(["check", "--format", "github"], in: root)
        #expect(before.code == 1)
        #expect(before.out.split(separator: "\n").count == 3, "\(before.out)")

        // Writing the baseline reports nothing (everything is in it) and exits 0.
        let written = run(["check", "--write-baseline", "swiftui-migrate-baseline.json"], in: root)
        #expect(written.code == 0, "\(written.err)")
        #expect(written.out == "")
        #expect(written.err.contains("note: wrote baseline swiftui-migrate-baseline.json: 2 findings, 1 rewrite\n"), "\(written.err)")
        #expect(written.err.contains("\n  not reported: baseline 3\n"), "\(written.err)")
        let document = try JSONSerialization.jsonObject(with: Data(read(root + "/swiftui-migrate-baseline.json").utf8)) as! [String: Any]
        #expect(document["version"] as? Int == 1)
        let findings = document["findings"] as! [[String: Any]]
        #expect(findings.count == 1)
        // Two findings with one key: one entry, counted.
        #expect(findings[0]["count"] as? Int == 2)
        #expect(findings[0]["code"] as? String == "Text(\"b\").foregroundColor(nil)")
        #expect(findings[0]["file"] as? String == "Sources/P/A.swift")
        #expect(findings[0]["reason"] as? String == "optional-color")
        let rewrites = document["rewrites"] as! [[String: Any]]
        #expect(rewrites.count == 1 && rewrites[0]["passes"] as? [String] == ["foreground-style"])

        // An unrelated edit moves every line: nothing is new.
        try Self.edit(root) { "// A comment.\n\n" + $0.replacingOccurrences(of: "struct A", with: "/// Docs.\nstruct A") }
        let moved = run(["check", "--baseline", "swiftui-migrate-baseline.json", "--format", "github"], in: root)
        #expect(moved.code == 0, "\(moved.out)\(moved.err)")
        #expect(moved.out == "")

        // A third copy of the finding and a new rewrite: only they are reported.
        try Self.edit(root) { $0.replacingOccurrences(of: "        Text(\"a\")", with: "        Text(\"c\").foregroundColor(.blue)\n        Text(\"b\").foregroundColor(nil)\n        Text(\"a\")") }
        let new = run(["check", "--baseline", "swiftui-migrate-baseline.json", "--format", "github"], in: root)
        #expect(new.code == 1)
        let lines = new.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(new.out)")
        #expect(lines.contains { $0.contains("title=foreground-style::swiftui-migrate apply would rewrite this line") && $0.contains("Text(\"c\").foregroundStyle(.blue)") })
        // The duplicate beyond the count is the last one in the file.
        #expect(lines.contains { $0.hasPrefix("::warning file=Sources/P/A.swift,line=11,") && $0.contains("foregroundColor(nil) not rewritten") }, "\(new.out)")
        // The text format: findings on stderr, one 'would change' line.
        let text = run(["check", "--baseline", "swiftui-migrate-baseline.json"], in: root)
        #expect(text.code == 1)
        #expect(text.out == "Sources/P/A.swift: would change (foreground-style 2)\n")
        #expect(text.err.components(separatedBy: "warning: foregroundColor(nil)").count == 2)
        #expect(text.err.contains("not reported: baseline 3"))
        // SARIF marks what it reports as new.
        let sarif = run(["diff", "--baseline", "swiftui-migrate-baseline.json", "--format", "sarif"], in: root)
        let results = try sarifResults(sarif.out)
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0["baselineState"] as? String == "new" })
        // Without a baseline, SARIF has no baselineState (unchanged output).
        #expect(try sarifResults(run(["diff", "--format", "sarif"], in: root).out).allSatisfy { $0["baselineState"] == nil })
    }

    @Test func aChangedLineIsNewAndTheDiffStaysWhole() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(run(["diff", "--write-baseline", "b.json"], in: root).code == 0)
        // The same finding, its line edited: a new key.
        try Self.edit(root) { $0.replacingOccurrences(of: "Text(\"a\").foregroundColor(.red)", with: "Text(\"a!\").foregroundColor(.red)") }
        let result = run(["diff", "--baseline", "b.json"], in: root)
        #expect(result.code == 0)
        // The unified diff holds every rewrite whatever the baseline says (apply writes them all).
        #expect(result.out.contains("+        Text(\"a!\").foregroundStyle(.red)"))
        let json = run(["check", "--baseline", "b.json", "--format", "json"], in: root)
        let document = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as! [String: Any]
        let rewrites = document["rewrites"] as! [[String: Any]]
        #expect(rewrites.count == 1 && rewrites[0]["line"] as? Int == 4 && rewrites[0]["level"] as? String == "warning")
        #expect((document["findings"] as! [Any]).isEmpty)
        let summary = document["summary"] as! [String: Any]
        #expect((summary["notReported"] as? [String: Int])?["baseline"] == 2)
    }

    @Test func writingKeepsOtherPassesAndFilesAndLintsShareTheFile() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("import SwiftUI\nstruct L: View {\n    let xs: [String]\n    var body: some View {\n        List { ForEach(xs.sorted(), id: \\.self) { Text($0) } }\n    }\n}\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/Sources/P/L.swift"))
        #expect(run(["lint", "--write-baseline", "b.json"], in: root).code == 0)
        let lints = try Baseline.load(root + "/b.json", shown: "b.json")
        #expect(lints.findingCount >= 1 && lints.rewriteCount == 0)
        // check writes its passes' items and keeps the lints' (a pass that did not run).
        let check = run(["check", "--write-baseline", "b.json"], in: root)
        #expect(check.err.contains("kept from the previous file"), "\(check.err)")
        let both = try Baseline.load(root + "/b.json", shown: "b.json")
        #expect(both.findingCount >= lints.findingCount + 2 && both.rewriteCount == 1)
        #expect(run(["lint", "--baseline", "b.json"], in: root).code == 0)
        #expect(run(["check", "--baseline", "b.json"], in: root).code == 0)
        // A run over one file keeps the other files' items.
        #expect(run(["check", "Sources/P/L.swift", "--write-baseline", "b.json"], in: root).code == 0)
        #expect(try Baseline.load(root + "/b.json", shown: "b.json") == both)
        // Paths are relative to the baseline's folder: the same file works from a subfolder.
        let sub = run(["check", "P", "--baseline", "../b.json"], in: root + "/Sources")
        #expect(sub.code == 0, "\(sub.out)\(sub.err)")
    }

    @Test func aBadBaselineIsAUsageError() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases: [(String, String)] = [
            ("{", "error: b.json: not a usable baseline: not valid JSON"),
            ("[]", "error: b.json: not a usable baseline: the file must hold one JSON object"),
            (#"{"findings": []}"#, "'version': missing (must be 1)"),
            (#"{"version": 2}"#, "'version': 2 is not a version this tool reads (1)"),
            (#"{"version": 1, "findings": [{"file": "a", "pass": "p", "reason": "r", "code": "c", "count": 0}]}"#, "'findings[0].count': must be a whole number of at least 1"),
            (#"{"version": 1, "findings": [{"file": "a", "pass": "p", "code": "c", "count": 1}]}"#, "'findings[0].reason': missing or not a string"),
            (#"{"version": 1, "rewrites": [{"file": "a", "passes": [], "code": "c", "count": 1}]}"#, "'rewrites[0].passes': must be a list of pass names"),
            (#"{"version": 1, "rewrite": []}"#, "'rewrite': unknown key"),
        ]
        for (text, message) in cases {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/b.json"))
            for command in ["check", "lint", "diff"] {
                let result = run([command, "--baseline", "b.json"], in: root)
                #expect(result.code == 2, "\(text)")
                #expect(result.err.contains(message), "\(text): \(result.err)")
                #expect(result.out == "")
            }
            // --write-baseline never overwrites a file that is not a baseline.
            #expect(run(["check", "--write-baseline", "b.json"], in: root).code == 2)
            #expect(read(root + "/b.json") == text)
        }
        let missing = run(["check", "--baseline", "none.json"], in: root)
        #expect(missing.code == 2 && missing.err.contains("error: --baseline: no such file: none.json"))
        try FileManager.default.createDirectory(atPath: root + "/folder.json", withIntermediateDirectories: true)
        #expect(run(["check", "--baseline", "folder.json"], in: root).err.contains("error: --baseline: cannot read folder.json"))
        #expect(run(["apply", "--baseline", "b.json"], in: root).code == 2)
        // The configuration file's baseline, relative to its folder.
        #expect(run(["check", "--write-baseline", "base/line.json"], in: root).err.contains("no such folder"))
        try FileManager.default.createDirectory(atPath: root + "/ci", withIntermediateDirectories: true)
        #expect(run(["check", "--write-baseline", "ci/line.json"], in: root).code == 0)
        try Data(#"{"baseline": "ci/line.json"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let configured = run(["check"], in: root)
        #expect(configured.code == 0 && configured.err.contains("note: settings from .swiftui-migrate.json: baseline"), "\(configured.err)")
        #expect(run(["check", "--baseline", "none.json"], in: root).code == 2)
    }

    @Test func longCodeIsKeptWithAHash() {
        let long = String(repeating: "a ", count: 300)
        let key = Baseline.normalized(long)
        #expect(key.count < 220 && key.contains("…#"))
        #expect(Baseline.normalized("  x   =\n\t y ") == "x = y")
        #expect(Baseline.fnv1a("") == "cbf29ce484222325")
        #expect(Baseline.normalized(long + "b") != key)
    }
}

/// The results of a SARIF document, checked against the schema's shapes.
func sarifResults(_ text: String) throws -> [[String: Any]] {
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let problems = SARIFSchema.problems(log, as: "sarifLog")
    #expect(problems.isEmpty, "\(problems)")
    let runs = (log as? [String: Any])?["runs"] as? [[String: Any]] ?? []
    return runs.first?["results"] as? [[String: Any]] ?? []
}
