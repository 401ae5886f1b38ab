import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `.swiftui-migrate.json`: where it is found, what it sets, that flags win, and errors.
struct ConfigFileTests {
    /// The test project with a configuration file at its root.
    func project(config: String, extra: [String: [UInt8]] = [:]) throws -> String {
        var files = extra
        files[".swiftui-migrate.json"] = Array(config.utf8)
        files["Sources/P/C.swift"] = Array("import SwiftUI\nlet c = Text(\"c\").cornerRadius(4)\n".utf8)
        return try makeProject(extra: files)
    }

    @Test func passesAndSkipComeFromTheNearestFileAndFlagsWin() throws {
        let root = try project(config: #"{"passes": ["corner-radius"]}"#)
        let fromFile = run(["check"], in: root)
        #expect(fromFile.out == "Sources/P/C.swift: would change (corner-radius 1)\n")
        // Found from a subfolder too (the nearest parent).
        let nested = run(["check", "C.swift"], in: root + "/Sources/P")
        #expect(nested.out == "C.swift: would change (corner-radius 1)\n")
        // --pass on the command line replaces the file's selection.
        let flag = run(["check", "--pass", "foreground-style"], in: root)
        #expect(flag.out == "Sources/P/A.swift: would change (foreground-style 1)\n")
        let skip = try project(config: #"{"skip": ["corner-radius"]}"#)
        #expect(run(["check"], in: skip).out == "Sources/P/A.swift: would change (foreground-style 1)\n")
    }

    @Test func anExplicitConfigIsUsedInsteadAndAMissingOneIsAnError() throws {
        let root = try project(config: #"{"passes": ["corner-radius"]}"#)
        try Data(#"{"passes": ["foreground-style"]}"#.utf8).write(to: URL(fileURLWithPath: root + "/other.json"))
        #expect(run(["check", "--config", "other.json"], in: root).out == "Sources/P/A.swift: would change (foreground-style 1)\n")
        let missing = run(["check", "--config", "nope.json"], in: root)
        #expect(missing.code == 2)
        #expect(missing.err.contains("--config: no such file: nope.json"))
    }

    @Test func excludeIsRelativeToTheFilesFolderAndMinimumOSRaisesPlatforms() throws {
        let root = try project(config: #"{"exclude": ["Sources/P/C.swift"], "minimumOS": {"iOS": "18", "macOS": 13, "tvOS": "16"}}"#)
        let result = run(["check"], in: root + "/Sources")
        #expect(result.out == "P/A.swift: would change (foreground-style 1)\n")
        // iOS is raised, macOS 14.0 stays above 13, tvOS (a package builds for every platform) is added.
        #expect(result.err.contains("deployment target iOS 18, macOS 14.0, tvOS 16 for 2 files (iOS, tvOS from ../.swiftui-migrate.json minimumOS, macOS from ../Package.swift)"), "\(result.err)")
        // The note names the file and what it sets; no flag was given, so none is named.
        #expect(result.err.contains("note: settings from ../.swiftui-migrate.json: exclude, minimumOS\n"))
        #expect(!result.err.contains("flags") && !result.err.contains("--min-"))
        // A --min-ios flag replaces only iOS.
        let flag = run(["check", "--min-ios", "18"], in: root)
        #expect(flag.err.contains("deployment target iOS 18, macOS 14.0, tvOS 16 for 2 files (iOS from --min-ios, macOS from Package.swift, tvOS from .swiftui-migrate.json minimumOS)"), "\(flag.err)")
        // --exclude replaces the file's list.
        #expect(run(["check", "--exclude", "A.swift"], in: root).out == "Sources/P/C.swift: would change (corner-radius 1)\n")
    }

    @Test func migrationsFoldersAreRelativeToTheFileAndUsedByListToo() throws {
        let migration = """
        {"name": "team-renames", "summary": "Our renames.", "entries": [
          {"api": "View.legacyBadge() -> some View", "advice": "Use badge().", "platforms": ["iOS"], "source": "team notes",
           "rule": {"kind": "rename-call", "to": "badge()", "minimumOS": {"iOS": "15"}}}
        ]}
        """
        let root = try project(config: #"{"migrations": ["tools/migrations"], "passes": ["team-renames"]}"#, extra: [
            "tools/migrations/team.json": Array(migration.utf8),
            "Sources/P/D.swift": Array("import SwiftUI\nlet d = Text(\"d\").legacyBadge()\n".utf8),
        ])
        let result = run(["check"], in: root + "/Sources")
        #expect(result.out == "P/D.swift: would change (team-renames 1)\n")
        #expect(run(["list"], in: root).out.contains("team-renames"))
        #expect(run(["explain", "team-renames"], in: root).code == 0)
    }

    @Test func passOptionsReachThePass() throws {
        let plain = try project(config: "{}", extra: ["Sources/P/E.swift": Array("import SwiftUI\nlet e = Text(\"e\").foregroundColor(.red)\nlet f = Text(\"f\").foregroundColor(.secondary)\n".utf8)])
        #expect(run(["diff", "--pass", "foreground-style", "Sources/P/E.swift"], in: plain).out.contains("+let e = Text(\"e\").foregroundStyle(.red)\n"))
        let qualified = try project(config: #"{"options": {"foreground-style": {"qualifyColors": true}}}"#,
                                    extra: ["Sources/P/E.swift": Array("import SwiftUI\nlet e = Text(\"e\").foregroundColor(.red)\nlet f = Text(\"f\").foregroundColor(.secondary)\n".utf8)])
        let diff = run(["diff", "--pass", "foreground-style", "Sources/P/E.swift"], in: qualified).out
        #expect(diff.contains("+let e = Text(\"e\").foregroundStyle(Color.red)\n"))
        // .secondary is a different style when bare: qualified either way.
        #expect(diff.contains("+let f = Text(\"f\").foregroundStyle(Color.secondary)\n"))
        #expect(run(["explain", "foreground-style"], in: "/").out.contains("qualifyColors (default false)"))
    }

    /// A library product's public class converts only with observable's `convertPublicAPI`.
    @Test func convertPublicAPIConvertsALibraryProductsPublicClasses() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")],\n    products: [.library(name: \"P\", targets: [\"P\"])], targets: [.target(name: \"P\")])\n"
        let model = "import SwiftUI\npublic final class Store: ObservableObject {\n    @Published public var count = 0\n    public init() {}\n}\n"
        for (config, converts) in [("{}", false), (#"{"options": {"observable": {"convertPublicAPI": true}}}"#, true)] {
            let root = try project(config: config, extra: ["Package.swift": Array(manifest.utf8), "Sources/P/Store.swift": Array(model.utf8)])
            let result = run(["diff", "--pass", "observable", "Sources/P/Store.swift"], in: root)
            #expect(result.out.contains("+@Observable") == converts, "\(result.out)\(result.err)")
            #expect(result.err.contains("a library product's target") != converts, "\(result.err)")
        }
    }

    @Test func unknownKeysPassesPlatformsAndOptionsNameTheFileAndKey() throws {
        let cases: [(String, String)] = [
            (#"{"pases": ["corner-radius"]}"#, "error: .swiftui-migrate.json: 'pases': unknown key (did you mean 'passes'?)"),
            (#"{"passes": ["corner-radios"]}"#, "error: .swiftui-migrate.json: 'passes': unknown pass 'corner-radios'; did you mean 'corner-radius'?"),
            (#"{"skip": ["nope"]}"#, "error: .swiftui-migrate.json: 'skip': unknown pass 'nope'"),
            (#"{"minimumOS": {"android": "1"}}"#, "error: .swiftui-migrate.json: 'minimumOS.android': unknown platform"),
            (#"{"minimumOS": {"iOS": "sixteen"}}"#, "error: .swiftui-migrate.json: 'minimumOS.iOS': must be a version"),
            (#"{"options": {"foreground-style": {"bare": true}}}"#, "error: .swiftui-migrate.json: 'options.foreground-style.bare': unknown option of foreground-style; valid options: qualifyColors"),
            (#"{"options": {"toolbar": {"x": true}}}"#, "error: .swiftui-migrate.json: 'options.toolbar.x': unknown option of toolbar; it has no options"),
            (#"{"options": {"foreground-style": {"qualifyColors": 1}}}"#, "'options.foreground-style.qualifyColors': must be true or false"),
            (#"{"passes": "corner-radius"}"#, "'passes': must be a list of strings"),
            (#"["passes"]"#, "error: .swiftui-migrate.json: the file must hold one JSON object"),
            (#"{"passes": ["#, "error: .swiftui-migrate.json: not valid JSON"),
        ]
        for (config, message) in cases {
            let root = try project(config: config)
            let result = run(["check"], in: root)
            #expect(result.code == 2, "\(config)")
            #expect(result.err.contains(message), "\(config): \(result.err)")
            #expect(result.out.isEmpty)
        }
        // From a subfolder, the file is named by its full path.
        let root = try project(config: #"{"bogus": 1}"#)
        #expect(run(["check"], in: root + "/Sources").err.contains("error: ../.swiftui-migrate.json: 'bogus': unknown key"))
    }
}
