import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// A project where two lints fire (one finding suppressed) and a pass would rewrite.
func makeLintProject() throws -> String {
    try makeDirectory([
        "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8),
        "Sources/P/A.swift": Array("""
        import SwiftUI
        struct A: View {
            @State private var model = Model()
            var body: some View {
                Text("a").foregroundColor(.red)
                    .onAppear {
                        Task { await model.load() }
                    }
                // swiftui-migrate:disable-next-line text-concatenation
                Text("Hidden: " + model.name)
                Text("Error: " + model.name)
            }
        }

        """.utf8),
        "Sources/P/Model.swift": Array("""
        import Observation
        @Observable final class Model {
            var name = ""
            func load() async {}
        }

        """.utf8),
    ])
}

/// `swiftui-migrate lint`: report only, exit 1 when anything is reported, the options and
/// output formats of `check`, lints in `list` and `explain`.
struct LintCommandTests {
    @Test func lintReportsOnStderrAsCheckDoesAndExitsOneWithoutWriting() throws {
        let root = try makeLintProject()
        let before = read(root + "/Sources/P/A.swift")
        let result = run(["lint"], in: root)
        #expect(result.code == 1)
        // Findings go where check's go (stderr), where the SwiftPM plugin makes them diagnostics.
        #expect(result.out.isEmpty, "\(result.out)")
        let lines = result.err.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        #expect(lines == [
            "Sources/P/A.swift:6:14: warning: .onAppear { Task { ... } } starts work that nothing cancels; use .task { ... }, which cancels it on disappear (check the work may stop early) [onappear-task]",
            "Sources/P/A.swift:11:14: warning: Text(\"Error: \" + model.name) joins strings with +, making a String that is never localized; write one literal with interpolation (Text(\"...\\(value)\")) [text-concatenation]",
        ])
        #expect(result.err.contains("2 files scanned; 2 findings: onappear-task 1, text-concatenation 1"))
        // The pass that would rewrite `foregroundColor` does not run: lints never rewrite.
        #expect(!result.err.contains("foreground"))
        #expect(read(root + "/Sources/P/A.swift") == before)
    }

    @Test func lintOfCleanCodeExitsZero() throws {
        let root = try makeDirectory([
            "A.swift": Array("import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").task { } }\n}\n".utf8),
        ])
        let result = run(["lint", "--min-ios", "17"], in: root)
        #expect(result.code == 0)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("1 file scanned; no findings"))
    }

    @Test func passAndSkipNameLints() throws {
        let root = try makeLintProject()
        let only = run(["lint", "--pass", "onappear-task"], in: root)
        #expect(only.code == 1)
        #expect(only.err.contains("[onappear-task]") && !only.err.contains("[text-concatenation]"))
        let skipped = run(["lint", "--skip", "onappear-task,text-concatenation"], in: root)
        #expect(skipped.code == 0)
        let unknown = run(["lint", "--pass", "foreground-style"], in: root)
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown lint 'foreground-style'"))
        #expect(unknown.err.contains("valid lints: " + LintRegistry.all.map(\.name).joined(separator: ", ")))
        let close = run(["lint", "--pass", "onappear-tsk"], in: root)
        #expect(close.err.contains("did you mean 'onappear-task'?"))
    }

    @Test func theConfigurationFilesPassListNamesPassesNotLints() throws {
        let root = try makeLintProject()
        #expect(FileManager.default.createFile(atPath: root + "/.swiftui-migrate.json", contents: Data(#"{"passes": ["foreground-style"]}"#.utf8)))
        let result = run(["lint"], in: root)
        #expect(result.code == 1)
        #expect(result.err.contains("[onappear-task]") && result.err.contains("[text-concatenation]"))
        #expect(FileManager.default.createFile(atPath: root + "/.swiftui-migrate.json", contents: Data(#"{"passes": ["onappear-task"]}"#.utf8)))
        let wrong = run(["lint"], in: root)
        #expect(wrong.code == 2)
        #expect(wrong.err.contains("unknown pass 'onappear-task'"))
    }

    @Test func jsonSARIFAndGitHubFormats() throws {
        let root = try makeLintProject()
        let json = run(["lint", "--format", "json"], in: root)
        #expect(json.code == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(document["command"] as? String == "lint")
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["pass"] as? String ?? "" } == ["onappear-task", "text-concatenation"])
        #expect(findings.allSatisfy { $0["declined"] as? Bool == false })

        let sarif = run(["lint", "--format", "sarif"], in: root)
        #expect(sarif.code == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        #expect(SARIFSchema.problems(log, as: "sarifLog") == [])
        let run0 = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run0["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String ?? "" } == LintRegistry.all.map(\.name))
        let help = try #require(rules.first { $0["id"] as? String == "onappear-task" }?["help"] as? [String: Any])
        #expect((help["text"] as? String)?.contains("AVOID:") == true)
        let results = try #require(run0["results"] as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0["fixes"] == nil })

        let github = run(["lint", "--format", "github"], in: root)
        #expect(github.code == 1)
        let lines = github.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::warning file=Sources/P/A.swift,line=6,col=14,title=onappear-task::"))
        #expect(lines[1].hasPrefix("::warning file=Sources/P/A.swift,line=11,col=14,title=text-concatenation::"))
    }

    @Test func listShowsLintsInTheirOwnSectionAndExplainShowsAvoidAndPrefer() throws {
        let list = run(["list"], in: "/")
        #expect(list.code == 0)
        let sections = list.out.components(separatedBy: "\nLints (report only; run them with 'swiftui-migrate lint'):\n")
        #expect(sections.count == 2)
        for lint in LintRegistry.all {
            #expect(sections[1].contains(lint.name + " "), "\(lint.name) is not in the lints section")
            #expect(!sections[0].contains("\n" + lint.name + " "), "\(lint.name) is listed among the passes")
        }
        for pass in PassRegistry.all { #expect(sections[0].contains(pass.name)) }

        let explained = run(["explain", "foreach-index-identity"], in: "/")
        #expect(explained.code == 0)
        #expect(explained.out.hasPrefix("foreach-index-identity (lint: reports, never rewrites): "))
        #expect(explained.out.contains("From the guidance: ForEach: Avoid collection indices as identity."))
        #expect(explained.out.contains("AVOID:\n\n    struct ItemList: View {"))
        #expect(explained.out.contains("PREFER:\n\n    struct ItemList: View {"))
        #expect(explained.out.contains("swiftui-migrate:disable-next-line foreach-index-identity"))
        let unknown = run(["explain", "foreach-index-idntity"], in: "/")
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown pass or lint 'foreach-index-idntity'; did you mean 'foreach-index-identity'?"))
    }

    @Test func helpNamesTheLintCommand() {
        #expect(CLI.usage.contains("lint  [PATH...]"))
        #expect(CLI.usage.contains("'lint' reported something"))
    }
}
