import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import Testing
@testable import MigratorCLI

/// Output a team reads on every run: one note per skipped pass, paths relative to the
/// current folder, short summary lines, counts in the right number, `lint` speaking of
/// linting, and every file `apply` did not write with its reason.
struct QuietOutputTests {
    typealias Group = (source: String, availability: Availability, language: String, files: Int)

    @Test func aSkippedPassIsNamedOnceWithItsGroupsCounted() {
        let pass: [any Pass] = [AnimatablePass()]
        let groups: [Group] = [
            ("from App.xcodeproj target App, Release", Availability(iOS: 17), "", 10),
            ("from App.xcodeproj target App, Release", Availability(iOS: 17), "Swift 6", 3),
            ("from project.yml target Widgets", Availability(iOS: 16), "", 2),
            ("from Package.swift", Availability(iOS: 26), "", 4),
        ]
        #expect(MigrateCommand.skipNotes(pass, groups: groups) == [
            "note: skipped pass animatable for 15 files in 3 groups of settings (App.xcodeproj target App, Release, project.yml target Widgets): needs iOS 26 (targets iOS 16, iOS 17)",
        ])
        // One group: as before, with the one target.
        #expect(MigrateCommand.skipNotes(pass, groups: [groups[2]]) == ["note: skipped pass animatable for 2 files (project.yml target Widgets): needs iOS 26 (target iOS 16)"])
        // More than two origins: the first two, and how many more.
        let many: [Group] = (1...4).map { ("from T\($0).xcconfig", Availability(iOS: 17), "", 1) }
        #expect(MigrateCommand.skipNotes(pass, groups: many) == ["note: skipped pass animatable for 4 files in 4 groups of settings (T1.xcconfig, T2.xcconfig, 2 more): needs iOS 26 (target iOS 17)"])
        #expect(MigrateCommand.skipNotes(pass, groups: [groups[3]]).isEmpty)
    }

    @Test func aRunPrintsEachSkipNoteOnce() throws {
        // Three targets, three groups of settings (language mode, isolation): one note.
        let root = try makeDirectory([
            "Package.swift": Array("""
                // swift-tools-version:6.0
                import PackageDescription
                let package = Package(name: "P", platforms: [.iOS(.v17)], targets: [
                    .target(name: "P"), .target(name: "Q", swiftSettings: [.swiftLanguageMode(.v5)]),
                    .target(name: "R", swiftSettings: [.defaultIsolation(MainActor.self)])])

                """.utf8),
            "Sources/P/P.swift": Array("import SwiftUI\nlet p = Text(\"p\").foregroundColor(.red)\n".utf8),
            "Sources/Q/Q.swift": Array("import SwiftUI\nlet q = Text(\"q\")\n".utf8),
            "Sources/R/R.swift": Array("import SwiftUI\nlet r = Text(\"r\")\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run(["diff"], in: root)
        let skips = result.err.split(separator: "\n").filter { $0.hasPrefix("note: skipped pass animatable") }
        #expect(skips == ["note: skipped pass animatable for 3 files in 3 groups of settings (Package.swift): needs iOS 26 (target iOS 17)"], "\(result.err)")
    }

    @Test func pathsAreShownRelativeToTheCurrentFolder() throws {
        #expect(SourceFiles.shownPath("/w/app/Sources/Q/V.swift", base: "/w/app/Sources/P") == "../Q/V.swift")
        #expect(SourceFiles.shownPath("/w/app/Sources/P/M.swift", base: "/w/app/Sources/P") == "M.swift")
        #expect(SourceFiles.shownPath("/w/app", base: "/w/app/Sources/P") == "../..")
        #expect(SourceFiles.shownPath("/w/app/Sources/P", base: "/w/app/Sources/P/") == ".")
        #expect(SourceFiles.shownPath("/other/x.swift", base: "/w/app") == "/other/x.swift", "nothing shared but /: absolute")
        #expect(SourceFiles.shownPaths(in: "note: /w/app/a.yml: include cycle /w/app/a.yml → /w/app/b/a.yml; not followed (see /w/app/c)", base: "/w/app/b")
                == "note: ../a.yml: include cycle ../a.yml → a.yml; not followed (see ../c)")
        #expect(SourceFiles.shownPaths(in: "a/w/app/x and http://w/app", base: "/w/app") == "a/w/app/x and http://w/app", "only paths that start a word")

        // Run from a target's folder: the use in another target is named relative to it.
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)], targets: [.target(name: \"P\"), .target(name: \"Q\", dependencies: [\"P\"])])\n".utf8),
            "Sources/P/Model.swift": Array("import SwiftUI\nimport Combine\npublic class Model: ObservableObject {\n    @Published public var name = \"\"\n    public init() {}\n}\n".utf8),
            "Sources/Q/V.swift": Array("import SwiftUI\nimport P\nstruct V: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(model.name) }\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run(["check", "."], in: root + "/Sources/P")
        #expect(result.err.contains("Model.swift:2:1: warning: observable 'Model' is not changed: its use at ../Q/V.swift:4 is outside the paths given [observable]"), "\(result.err)")
        #expect(result.err.contains("note: deployment target iOS 17 for 1 file (from ../../Package.swift)"), "\(result.err)")
        #expect(!result.err.contains(root), "no absolute path: \(result.err)")
    }

    @Test func aLongSummaryIsSplitIntoShortLines() {
        let head = "40 files scanned, 12 would change"
        let short = Report.summary(head, ["edits: foreground-style 3"])
        #expect(short == "40 files scanned, 12 would change; edits: foreground-style 3")
        let passes = (1...30).map { "pass-number-\($0) \($0)" }.joined(separator: ", ")
        let long = Report.summary(head, ["edits: " + passes, "declined: a: reason 1", "not reported: baseline 2"])
        let lines = long.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == Substring(head))
        #expect(lines.allSatisfy { $0.count <= Report.summaryWidth }, "\(long)")
        #expect(lines.contains("  declined: a: reason 1") && lines.contains("  not reported: baseline 2"), "\(long)")
        #expect(lines[1].hasPrefix("  edits: pass-number-1 1, pass-number-2 2,") && lines[2].hasPrefix("    pass-number-"), "\(long)")
        // Nothing is lost: the pieces, joined again, are the sections.
        let edits = lines.dropFirst().prefix { !$0.hasPrefix("  declined") }.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(edits == "edits: " + passes)
    }

    @Test func countsAreSingularForOne() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)])\n".utf8),
            "Sources/P/A.swift": Array("import SwiftUI\nlet a = Text(\"a\").foregroundColor(.red)\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(run(["diff"], in: root).err.contains("\n1 file scanned, 1 would change; edits: foreground-style 1\n"))
        #expect(run(["lint"], in: root).err.contains("\n1 file scanned; no findings\n"))
        #expect(numbered(1, "file") == "1 file" && numbered(0, "file") == "0 files" && numbered(2, "match", plural: "matches") == "2 matches")
    }

    @Test func lintSaysAFileWasNotLinted() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)])\n".utf8),
            "Sources/P/A.swift": Array("import SwiftUI\nlet a = Text(\"a\"\n".utf8),
            "Sources/P/B.swift": Array("import SwiftUI\nlet b = 1\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = run(["lint"], in: root)
        #expect(lint.code == 2, "\(lint.err)")
        #expect(lint.err.contains("Sources/P/A.swift:3:1: error:") && lint.err.contains("; not linted: it does not parse\n"), "\(lint.err)")
        #expect(!lint.err.contains("left unchanged"), "\(lint.err)")
        #expect(lint.err.contains("2 files scanned, 1 file not linted; no findings"), "\(lint.err)")
        // diff and check still say the file is left unchanged.
        #expect(run(["check"], in: root).err.contains("; file left unchanged\n"))
    }

    /// No line a run prints on the demo app is over 300 characters: a finding says what and
    /// where in one line, and `explain` holds the rest.
    @Test(arguments: [["diff"], ["check"], ["lint"], ["diff", "--min-ios", "18"], ["check", "--min-ios", "26"]])
    func noLineOnTheDemoIsOver300Characters(_ arguments: [String]) {
        let result = run(arguments, in: repositoryRoot + "/Fixtures/Demo")
        #expect(result.code != 2, "\(result.err)")
        #expect(result.err.contains("warning:"), "the demo has findings: \(result.err)")
        let long = (result.out + result.err).split(separator: "\n").filter { $0.count > 300 }
        #expect(long.isEmpty, "\(long.map { "\($0.count): \($0)" }.joined(separator: "\n"))")
    }

    /// The whole project is read, but a note about a project file that places none of the
    /// files the run may write (another app's spec beside the folder given) is left out;
    /// the same note is printed when its files are in the run.
    @Test func notesAboutOtherProjectsAreLeftOut() throws {
        let cycle = "name: Other\ninclude:\n  - project.yml\ntargets:\n  Other:\n    type: application\n    platform: iOS\n    sources: [Sources]\n"
        let view = "import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n"
        let root = try makeDirectory([
            "App/Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)])\n".utf8),
            "App/Sources/App/V.swift": Array(view.utf8),
            "Other/project.yml": Array(cycle.utf8),
            "Other/Sources/O.swift": Array(view.utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        initGit(root)  // the repository is the project read
        let note = "note: Other/project.yml: include cycle Other/project.yml → Other/project.yml; not followed"
        let app = run(["check", "App"], in: root)
        #expect(app.code != 2 && !app.err.contains("Other/project.yml"), "\(app.err)")
        #expect(app.err.contains("note: deployment target iOS 17 for 1 file (from App/Package.swift)"), "\(app.err)")
        for paths in [["Other"], ["."], ["App", "Other/Sources/O.swift"]] {
            let other = run(["check"] + paths, in: root)
            #expect(other.err.contains(note), "\(paths): \(other.err)")
        }
    }
}
