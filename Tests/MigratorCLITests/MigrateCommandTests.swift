import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// Runs the CLI in `directory` (relative paths and diff headers are relative to it).
func run(_ arguments: [String], in directory: String, environment: [String: String] = [:]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedConsole()
    let code = CLI.run(arguments, console: captured.console, environment: environment, isTerminal: { _ in false },
                       currentDirectory: directory)
    return (code, captured.out, captured.err)
}

@discardableResult
func shell(_ command: String, in directory: String) -> (code: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try? process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

func read(_ path: String) -> String {
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
}

/// A small project: one file to migrate, one to leave alone, a manifest with iOS 17.
func makeProject(extra: [String: [UInt8]] = [:]) throws -> String {
    var files: [String: [UInt8]] = [
        "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8),
        "Sources/P/A.swift": Array("import SwiftUI\nstruct A: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(.red)\n    }\n}\n".utf8),
        "Sources/P/B.swift": Array("import SwiftUI\nstruct B: View {\n    var body: some View { Text(\"b\").foregroundColor(nil) }\n}\n".utf8),
    ]
    for (path, bytes) in extra { files[path] = bytes }
    return try makeDirectory(files)
}

func initGit(_ root: String) {
    shell("git init -q . && git add -A && git -c user.email=t@example.com -c user.name=T commit -qm init", in: root)
}

/// End-to-end tests of list, explain, diff, apply and check.
struct MigrateCommandTests {
    @Test func timingsArePrintedOnlyWhenAskedFor() throws {
        let root = try makeProject()
        let plain = run(["check", "."], in: root)
        #expect(!plain.err.contains("timing:"))
        let timed = run(["check", "."], in: root, environment: ["SWIFTUI_MIGRATE_TIMINGS": "1"])
        #expect(timed.code == plain.code && timed.out == plain.out)
        let phases = timed.err.split(separator: "\n").filter { $0.hasPrefix("timing: ") }.map { $0.split(separator: " ")[1] }
        for phase in ["discover", "parse", "model", "plans", "migrate", "engine", "report"] {
            #expect(phases.contains(Substring(phase)), "no \(phase) line in \(timed.err)")
        }
        #expect(!timed.err.contains("timing: pass "))
        let passes = run(["check", "."], in: root, environment: ["SWIFTUI_MIGRATE_TIMINGS": "passes"])
        #expect(passes.err.contains("timing: pass foreground-style "))
    }

    @Test func listAndExplain() {
        let list = run(["list"], in: "/")
        #expect(list.code == 0)
        // Names are padded to the longest registered name; compare with spaces collapsed.
        let line = list.out.split(separator: "\n").first { $0.hasPrefix("foreground-style ") }
            .map { $0.split(separator: " ").joined(separator: " ") }
        #expect(line == "foreground-style Replace foregroundColor(_:) with foregroundStyle(_:). [iOS 15, macOS 12, tvOS 15, watchOS 8]")
        let explain = run(["explain", "foreground-style"], in: "/")
        #expect(explain.code == 0)
        #expect(explain.out.contains("Minimum OS: iOS 15, macOS 12, tvOS 15, watchOS 8"))
        #expect(explain.out.contains("unchanged (optional-color)"))
        let unknown = run(["explain", "foreground-colour"], in: "/")
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("did you mean 'foreground-style'?"))
    }

    @Test func everyPassIsListedAndExplained() {
        let list = run(["list"], in: "/")
        for name in ["foreground-style", "entry", "identifiable", "accessibility", "soft-deprecated"] {
            #expect(list.out.contains(name + " "), "\(name) missing from list")
            let explain = run(["explain", name], in: "/")
            #expect(explain.code == 0)
            #expect(explain.out.hasPrefix(name + ": "))
            #expect(explain.out.contains("Minimum OS: "))
            #expect(explain.out.contains("Examples:"))
        }
        #expect(run(["explain", "entry"], in: "/").out.contains("Swift 6 toolchain"))
    }

    @Test func diffPrintsAGitDiffAndFindingsAndWritesNothing() throws {
        let root = try makeProject()
        let result = run(["diff", "Sources"], in: root)
        #expect(result.code == 0)
        #expect(result.out == """
        diff --git a/Sources/P/A.swift b/Sources/P/A.swift
        --- a/Sources/P/A.swift
        +++ b/Sources/P/A.swift
        @@ -1,6 +1,6 @@
         import SwiftUI
         struct A: View {
             var body: some View {
        -        Text("a").foregroundColor(.red)
        +        Text("a").foregroundStyle(.red)
             }
         }

        """)
        #expect(result.err.contains("Sources/P/B.swift:3:37: warning: foregroundColor(nil) not rewritten: the color may be nil"))
        #expect(result.err.contains("2 files scanned, 1 would change\n  edits: foreground-style 1\n  declined: foreground-style: optional-color 1\n"), "\(result.err)")
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundColor(.red)"))
    }

    @Test func gitApplyOfTheDiffGivesWhatApplyWrites() throws {
        let root = try makeProject()
        initGit(root)
        let diff = run(["diff"], in: root)
        try diff.out.write(toFile: root + "/changes.patch", atomically: true, encoding: .utf8)
        let copy = root + "-copy"
        shell("cp -R '\(root)' '\(copy)'", in: "/")
        #expect(shell("git apply changes.patch", in: copy).code == 0)
        let apply = run(["apply"], in: root)
        #expect(apply.code == 0)
        #expect(apply.out == "changed Sources/P/A.swift\n")
        #expect(read(root + "/Sources/P/A.swift") == read(copy + "/Sources/P/A.swift"))
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle(.red)"))
    }

    @Test func checkFailsBeforeApplyAndPassesAfter() throws {
        let root = try makeProject()
        let before = run(["check"], in: root)
        #expect(before.code == 1)
        #expect(before.out.contains("Sources/P/A.swift: would change (foreground-style 1)"))
        #expect(run(["apply"], in: root).code == 0)
        let after = run(["check"], in: root)
        #expect(after.code == 0)
        #expect(after.out.isEmpty)
    }

    @Test func passSelectionAndUnknownNames() throws {
        let root = try makeProject()
        #expect(run(["diff", "--pass", "foreground-style"], in: root).out.contains("foregroundStyle"))
        #expect(run(["diff", "--pass=foreground-style,foreground-style"], in: root).code == 0)
        let skipped = run(["check", "--skip", "foreground-style"], in: root)
        #expect(skipped.code == 0)
        let unknown = run(["diff", "--pass", "foregroundstyle"], in: root)
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown pass 'foregroundstyle'; did you mean 'foreground-style'?"))
        #expect(unknown.err.contains("valid passes: "))
        #expect(unknown.err.contains(PassRegistry.all.map(\.name).joined(separator: ", ")))
        #expect(run(["diff", "--skip", "nope"], in: root).code == 2)
        #expect(run(["diff", "--frobnicate"], in: root).code == 2)
        #expect(run(["diff", "--min-ios", "fifteen"], in: root).code == 2)
        #expect(run(["diff", "--format", "yaml"], in: root).code == 2)
    }

    @Test func deploymentTargetGatesPasses() throws {
        let root = try makeProject()
        // A flag below the manifest's version never lowers it.
        let below = run(["check", "--min-ios", "14"], in: root)
        #expect(below.code == 1)
        #expect(below.err.contains("note: deployment target iOS 17, macOS 14.0 for 2 files (from Package.swift)"), "\(below.err)")
        let low = try makeProject(extra: ["Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v14)])\n".utf8)])
        let gated = run(["check"], in: low)
        #expect(gated.code == 0)
        #expect(gated.err.contains("note: skipped pass foreground-style for 2 files (Package.swift): needs iOS 15 (target iOS 14)"), "\(gated.err)")
        let bare = try makeDirectory(["V.swift": Array("let v = Text(\"a\").foregroundColor(.red)\n".utf8)])
        // Nothing says the deployment target: no pass with a minimum runs, and the note says
        // which files and how to give it; never a default.
        let unknown = run(["check"], in: bare)
        #expect(unknown.code == 0, "\(unknown.err)")
        #expect(unknown.err.contains("note: deployment target unknown on iOS, macOS, tvOS, watchOS, visionOS for 1 file (V.swift): no project file gives it; not run there: observable, foreground-style,"), "\(unknown.err)")
        #expect(unknown.err.contains("give it with --min-ios/--min-macos/--min-tvos/--min-watchos/--min-visionos or \"minimumOS\" in .swiftui-migrate.json"))
        #expect(!unknown.err.contains("assum"))
        // A flag gives it (and, where nothing says what the file builds for, the platform).
        let given = run(["check", "--min-ios", "17"], in: bare)
        #expect(given.code == 1, "\(given.err)")
        #expect(given.err.contains("note: deployment target iOS 17 for 1 file (from --min-ios)"), "\(given.err)")
        // The target's value, not the project's.
        let xcode = try makeDirectory([
            "App.xcodeproj/project.pbxproj": Array("""
            {
                objects = {
                    F = {isa = PBXFileReference; path = V.swift; sourceTree = "<group>"; };
                    B = {isa = PBXBuildFile; fileRef = F; };
                    G = {isa = PBXGroup; children = (F); sourceTree = "<group>"; };
                    S = {isa = PBXSourcesBuildPhase; files = (B); };
                    PC = {isa = XCBuildConfiguration; name = Release; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 16.0; SDKROOT = iphoneos; }; };
                    TC = {isa = XCBuildConfiguration; name = Release; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 14.0; }; };
                    PL = {isa = XCConfigurationList; buildConfigurations = (PC); };
                    TL = {isa = XCConfigurationList; buildConfigurations = (TC); };
                    T = {isa = PBXNativeTarget; name = App; buildPhases = (S); buildConfigurationList = TL; };
                    P = {isa = PBXProject; mainGroup = G; buildConfigurationList = PL; targets = (T); };
                };
                rootObject = P;
            }
            """.utf8),
            "V.swift": Array("let v = Text(\"a\").foregroundColor(.red)\n".utf8),
        ])
        let fromXcode = run(["check"], in: xcode)
        #expect(fromXcode.code == 0)
        #expect(fromXcode.err.contains("note: deployment target iOS 14.0 for 1 file (from App.xcodeproj target App, Release)"), "\(fromXcode.err)")
        #expect(fromXcode.err.contains("needs iOS 15 (target iOS 14.0)"))
    }

    @Test func eachFileUsesTheClosestManifest() throws {
        let root = try makeProject(extra: [
            "Tools/Package.swift": Array("let package = Package(name: \"T\", platforms: [.macOS(.v10_15)])\n".utf8),
            "Tools/Sources/T/T.swift": Array("let t = Text(\"t\").foregroundColor(.red)\n".utf8),
        ])
        let result = run(["check"], in: root)
        #expect(result.code == 1)
        #expect(result.out == "Sources/P/A.swift: would change (foreground-style 1)\n")
        #expect(result.err.contains("note: deployment target macOS 10.15 for 2 files (from Tools/Package.swift)"))
        #expect(result.err.contains("note: skipped pass foreground-style for 2 files (Tools/Package.swift): needs macOS 12 (target macOS 10.15)"))
    }

    @Test func aMacOnlyTargetKeepsItsNavigationViews() throws {
        // The Tools package builds for macOS alone: a NavigationView there shows columns, so
        // it is left and reported; the iOS package's one, styled as a stack, becomes a
        // NavigationStack.
        let view = "import SwiftUI\nstruct R: View {\n    var body: some View {\n        NavigationView {\n            Text(\"r\")\n        }\n    }\n}\n"
        let stacked = view.replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        .navigationViewStyle(.stack)\n    }\n}")
        let root = try makeProject(extra: [
            "Tools/Package.swift": Array("let package = Package(name: \"T\", platforms: [.macOS(.v14)])\n".utf8),
            "Tools/Sources/T/Mac.swift": Array(view.utf8),
            "Sources/P/Phone.swift": Array(stacked.utf8),
        ])
        let result = run(["diff", "--pass", "navigation-stack"], in: root)
        #expect(result.out.contains("+++ b/Sources/P/Phone.swift"))
        #expect(!result.out.contains("Tools/Sources/T/Mac.swift"))
        #expect(result.err.contains("Tools/Sources/T/Mac.swift:4:9: warning: NavigationView not rewritten: on macOS a NavigationView shows columns"))
        #expect(result.err.contains("[navigation-stack]"))
    }

    @Test func missingPathsAndBadFilesAreErrors() throws {
        let root = try makeProject(extra: [
            "Sources/P/Latin1.swift": Array("let s = \"caf".utf8) + [0xE9] + Array("\"\nlet v = Text(s).foregroundColor(.red)\n".utf8),
            "Sources/P/Broken.swift": Array("struct {\nlet v = Text(\"x\").foregroundColor(.red)\n".utf8),
        ])
        let missing = run(["diff", "Nope"], in: root)
        #expect(missing.code == 2)
        #expect(missing.err.contains("error: no such file or directory: Nope"))
        let latin1Before = read(root + "/Sources/P/Latin1.swift")
        let result = run(["apply"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/P/Latin1.swift:1:13: error: invalid UTF-8 in source; file left unchanged"))
        #expect(result.err.contains("Sources/P/Broken.swift:1:8: error: expected name in declaration; file left unchanged"))
        #expect(read(root + "/Sources/P/Latin1.swift") == latin1Before)
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
    }

    @Test func crlfAndBomSurviveApply() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let source = bom + Array("import SwiftUI\r\nlet v = Text(\"a\")\r\n    .foregroundColor(.red)\r\n".utf8)
        let root = try makeDirectory(["V.swift": source])
        #expect(run(["apply", "--min-ios", "17"], in: root).code == 0)
        let written = [UInt8](FileManager.default.contents(atPath: root + "/V.swift")!)
        #expect(written == bom + Array("import SwiftUI\r\nlet v = Text(\"a\")\r\n    .foregroundStyle(.red)\r\n".utf8))
    }

    @Test func aFileChangedSinceItWasReadIsNotWritten() throws {
        let root = try makeDirectory(["V.swift": Array("let v = 1\n".utf8)])
        try "let v = 2\n".write(toFile: root + "/V.swift", atomically: true, encoding: .utf8)
        #expect(throws: Writer.Refusal.self) {
            try Writer.replace(root + "/V.swift", with: Array("let v = 3\n".utf8), expecting: Array("let v = 1\n".utf8), shownAs: "V.swift")
        }
        #expect(read(root + "/V.swift") == "let v = 2\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.contains(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func symbolicLinksOutOfTheRootAreNotFollowed() throws {
        let outside = try makeDirectory(["Outside.swift": Array("let o = Text(\"o\").foregroundColor(.red)\n".utf8)])
        let root = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Linked.swift", withDestinationPath: outside + "/Outside.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/LinkedDir", withDestinationPath: outside)
        let plain = run(["check"], in: root)
        #expect(!plain.out.contains("Linked"))
        initGit(root)
        let viaGit = run(["check"], in: root)
        #expect(!viaGit.out.contains("Linked"))
        #expect(read(outside + "/Outside.swift").contains("foregroundColor"))
    }

    @Test func applyKeepsPermissions() throws {
        let root = try makeProject()
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root + "/Sources/P/A.swift")
        #expect(run(["apply"], in: root).code == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/Sources/P/A.swift")
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
    }

    @Test func dirtyTreeGuard() throws {
        let root = try makeProject()
        initGit(root)
        try "import SwiftUI\nlet x = Text(\"x\").foregroundColor(.blue)\n".write(toFile: root + "/Sources/P/A.swift", atomically: true, encoding: .utf8)
        let refused = run(["apply"], in: root)
        #expect(refused.code == 2)
        #expect(refused.err.contains("refusing to change files with uncommitted changes"))
        #expect(refused.err.contains("  Sources/P/A.swift"))
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundColor"))
        let allowed = run(["apply", "--allow-dirty"], in: root)
        #expect(allowed.code == 0, "\(allowed.err)")
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle(.blue)"))
    }

    @Test func gitignoreAndSkippedFoldersAndExcludes() throws {
        let root = try makeProject(extra: [
            ".gitignore": Array("Generated/\n".utf8),
            "Generated/G.swift": Array("let g = Text(\"g\").foregroundColor(.red)\n".utf8),
            "Pods/X/P.swift": Array("let p = Text(\"p\").foregroundColor(.red)\n".utf8),
            "node_modules/pkg/ios/N.swift": Array("let n = Text(\"n\").foregroundColor(.red)\n".utf8),
            "Tests/T.swift": Array("let t = Text(\"t\").foregroundColor(.red)\n".utf8),
        ])
        initGit(root)
        let result = run(["check", "--exclude", "Tests"], in: root)
        #expect(result.out == "Sources/P/A.swift: would change (foreground-style 1)\n")
        // Package.swift is a manifest, not a source; Tests is read but not written.
        #expect(result.err.contains("2 files scanned"), "\(result.err)")
        #expect(result.err.contains("note: also read 1 file of the project outside the paths given"), "\(result.err)")
    }

    @Test func suppressionComments() throws {
        let source = """
        import SwiftUI
        // swiftui-migrate:disable-next-line foreground-style
        let a = Text("a").foregroundColor(.red)
        let b = Text("b").foregroundColor(.red)
        // swiftui-migrate:disable all
        let c = Text("c").foregroundColor(nil)
        // swiftui-migrate:enable

        """
        let root = try makeDirectory(["V.swift": Array(source.utf8)])
        // soft-deprecated also reports foregroundColor; the comments name foreground-style only.
        let result = run(["diff", "--min-ios", "17", "--skip", "soft-deprecated"], in: root)
        let added = result.out.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        #expect(added.count == 1)
        #expect(result.out.contains("+let b = Text(\"b\").foregroundStyle(.red)"))
        #expect(!result.err.contains("warning:"))
    }

    @Test func jsonOutputIsOneDocument() throws {
        let root = try makeProject()
        let result = run(["diff", "--format", "json"], in: root)
        #expect(result.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let document = try #require(object)
        #expect(document["command"] as? String == "diff")
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.map { $0["path"] as? String } == ["Sources/P/A.swift", "Sources/P/B.swift"])
        let hunks = try #require(files[0]["hunks"] as? [[String: Any]])
        #expect((hunks[0]["lines"] as? [String])?.contains("+        Text(\"a\").foregroundStyle(.red)") == true)
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.first?["reason"] as? String == "optional-color")
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["filesChanged"] as? Int == 1)
    }

    @Test func colorOnlyWhenAsked() throws {
        let root = try makeProject()
        #expect(!run(["diff"], in: root).out.contains("\u{1B}["))
        #expect(run(["diff", "--color", "always"], in: root).out.contains("\u{1B}[32m+"))
        let captured = CapturedConsole()
        _ = CLI.run(["diff"], console: captured.console, environment: ["NO_COLOR": "1"], isTerminal: { _ in true }, currentDirectory: root)
        #expect(!captured.out.contains("\u{1B}["))
    }

    @Test func quietDropsNotesAndSummary() throws {
        let root = try makeProject()
        let result = run(["check", "--quiet"], in: root)
        #expect(result.code == 1)
        #expect(!result.err.contains("note:"))
        #expect(!result.err.contains("files scanned"))
        #expect(result.err.contains("warning:"))
    }

    @Test func outputIsTheSameWhateverTheJobCount() throws {
        var extra: [String: [UInt8]] = [:]
        for i in 0..<20 { extra["Sources/P/F\(i).swift"] = Array("let v\(i) = Text(\"x\").foregroundColor(i > 1 ? .red : nil)\nlet w\(i) = Text(\"y\").foregroundColor(.blue)\n".utf8) }
        let root = try makeProject(extra: extra)
        let one = run(["diff", "--jobs", "1"], in: root)
        let many = run(["diff", "--jobs", "4"], in: root)
        #expect(one.out == many.out)
        #expect(one.err == many.err)
    }

    @Test func verifyWithSwiftc() throws {
        let root = try makeProject()
        let result = run(["apply", "--verify-with-swiftc"], in: root)
        #expect(result.code == 0)
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle(.red)"))
    }

    // MARK: data migrations

    @Test func dataMigrationsAreListedAndExplained() {
        let list = run(["list"], in: "/")
        #expect(list.out.contains("(data: Migrations/soft-deprecated.json)"))
        #expect(list.out.contains("(data: Migrations/accessibility.json)"))
        let explain = run(["explain", "soft-deprecated"], in: "/")
        #expect(explain.out.contains("166 entries: 52 rewritten by a rule, 108 reported with advice, 6 recognised but not reported"))
        #expect(explain.out.contains("- View.accessibility(label:) → accessibilityLabel(_:) [rename-call; iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1]"))
        let unknown = run(["diff", "--pass", "soft-deprecatd"], in: "/")
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("did you mean 'soft-deprecated'?"))
    }

    static let userMigration = """
    {
      "name": "house-style",
      "summary": "Our own deprecated modifiers.",
      "entries": [
        {
          "api": "View.cardStyle(rounded: Bool) -> some View",
          "advice": "Renamed to card(rounded:)",
          "platforms": ["iOS"],
          "source": "our design system 2.0 notes",
          "rule": {"kind": "rename-call", "to": "card(_:)", "minimumOS": {"iOS": "15"}}
        },
        {
          "api": "struct LegacyBadge",
          "advice": "Use Badge instead.",
          "platforms": ["iOS"],
          "source": "our design system 2.0 notes"
        }
      ]
    }

    """

    @Test func aUserMigrationIsLoadedAndApplied() throws {
        let root = try makeDirectory([
            "rules/house.json": Array(Self.userMigration.utf8),
            "App/V.swift": Array("import SwiftUI\nlet v = Text(\"a\").cardStyle(rounded: true)\nlet w = Text(\"b\").cardStyle(square: true)\nlet b = LegacyBadge()\n".utf8),
        ])
        let list = run(["list", "--migrations", "rules"], in: root)
        #expect(list.out.contains("house-style"))
        #expect(list.out.contains("(data: rules/house.json)"))
        let result = run(["apply", "App", "--migrations", "rules", "--pass", "house-style", "--min-ios", "16"], in: root)
        #expect(result.code == 0, "\(result.err)")
        // Only the call with the declared label is rewritten; the advice entry is reported.
        #expect(read(root + "/App/V.swift") == "import SwiftUI\nlet v = Text(\"a\").card(true)\nlet w = Text(\"b\").cardStyle(square: true)\nlet b = LegacyBadge()\n")
        #expect(result.err.contains("App/V.swift:4:9: warning: 'LegacyBadge' is deprecated; use Badge instead [house-style]"))
        // Below every rule's minimum the migration does not run, and a note says so.
        try Data("let v = Text(\"a\").cardStyle(rounded: true)\n".utf8).write(to: URL(fileURLWithPath: root + "/App/V.swift"))
        let low = run(["check", "App", "--migrations", "rules", "--pass", "house-style", "--min-ios", "14"], in: root)
        #expect(low.code == 0)
        #expect(low.err.contains("note: skipped pass house-style for 1 file (--min-ios): needs iOS 15 (target iOS 14)"), "\(low.err)")
    }

    @Test func malformedUserMigrationsStopEverything() throws {
        let source = Array("import SwiftUI\nlet v = Text(\"a\").accessibility(label: Text(\"b\"))\n".utf8)
        let cases: [(String, String)] = [
            ("{ not json", "rules/bad.json: not valid JSON"),
            (#"{"name": "x", "summary": "S.", "entries": [{"api": "View.a(_ v: Int)", "platforms": [], "source": "s"}]}"#,
             "rules/bad.json: entry 1 ('View.a(_ v: Int)'): missing field 'advice' (a string)"),
            (#"{"name": "x", "summary": "S.", "entries": [{"api": "View.a(_ v: Int)", "advice": "", "platforms": [], "source": "s", "rule": {"kind": "swap", "to": "b", "minimumOS": {}}}]}"#,
             "rules/bad.json: entry 1 ('View.a(_ v: Int)'): unknown rule kind 'swap'"),
            (#"{"name": "soft-deprecated", "summary": "S.", "entries": []}"#,
             "rules/bad.json: the name 'soft-deprecated' is already taken by Migrations/soft-deprecated.json"),
        ]
        for (json, message) in cases {
            let root = try makeDirectory(["rules/bad.json": Array(json.utf8), "V.swift": source])
            let result = run(["apply", "V.swift", "--migrations", "rules", "--allow-dirty"], in: root)
            #expect(result.code == 2)
            #expect(result.err.contains("error: " + message), "\(result.err)")
            #expect(read(root + "/V.swift") == String(decoding: source, as: UTF8.self), "a file changed although a migration file was bad")
        }
        let missing = run(["diff", "--migrations", "nowhere"], in: try makeDirectory([:]))
        #expect(missing.code == 2)
        #expect(missing.err.contains("nowhere: no such directory"))
    }
}
