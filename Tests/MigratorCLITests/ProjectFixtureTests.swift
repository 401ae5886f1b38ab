import Foundation
import Testing

/// The projects of `Fixtures/Projects`, each copied to a folder of its own (outside this
/// repository, which would otherwise be the project around them) and run as a user runs them.
@Suite struct ProjectFixtureTests {
    static func copy(_ name: String) throws -> String {
        let source = repositoryRoot + "/Fixtures/Projects/" + name
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-project-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: source, toPath: destination)
        return destination
    }

    @Test func aSubfolderRunNeverConvertsAClassUsedOutsideIt() throws {
        let root = try Self.copy("subfolder")
        let whole = run(["diff", "."], in: root)
        #expect(whole.code == 0, "\(whole.err)")
        #expect(whole.out.contains("+@Observable\n+final class Counter"), "\(whole.out)")
        #expect(whole.out.contains("+@Observable\n+final class Local"))
        #expect(whole.out.contains("+    @State private var counter = Counter()"))

        let part = run(["diff", "App/Models"], in: root)
        #expect(part.code == 0, "\(part.err)")
        // Local's uses all lie inside the paths: it changes as in the full run.
        #expect(part.out.contains("+@Observable\n+final class Local"), "\(part.out)")
        // Counter's use in App/Views is outside them: nothing of it changes, and the finding
        // names that use.
        #expect(!part.out.contains("class Counter"))
        #expect(!part.out.contains("CounterView"))
        #expect(part.err.contains("App/Models/Counter.swift:3:1: warning: observable 'Counter' is not changed: its use at App/Views/CounterView.swift:4 is outside the paths given [observable]")
                || part.out.contains("its use at App/Views/CounterView.swift:4 is outside the paths given"), "\(part.err)\n\(part.out)")
        #expect(part.err.contains("note: also read 1 file of the project outside the paths given"), "\(part.err)")

        // --exclude names what is not written; it is still read.
        let excluded = run(["diff", ".", "--exclude", "App/Views/*"], in: root)
        #expect(!excluded.out.contains("class Counter"), "\(excluded.out)")
        #expect(excluded.out.contains("final class Local"))

        // apply writes the same subset.
        let applied = run(["apply", "App/Models", "--allow-dirty"], in: root)
        #expect(applied.code == 0, "\(applied.err)")
        let counter = try String(contentsOfFile: root + "/App/Models/Counter.swift", encoding: .utf8)
        let view = try String(contentsOfFile: root + "/App/Views/CounterView.swift", encoding: .utf8)
        #expect(counter.contains("ObservableObject"))
        #expect(view.contains("@StateObject"))
        #expect(try String(contentsOfFile: root + "/App/Models/Local.swift", encoding: .utf8).contains("@Observable"))
    }

    @Test func noSwiftFilesIsAnError() throws {
        let empty = try makeDirectory(["README.md": Array("no code\n".utf8)])
        let none = run(["check", "."], in: empty)
        #expect(none.code == 2)
        #expect(none.err.contains("error: no Swift files under .; check the path and excludes"), "\(none.err)")
        let project = try makeDirectory(["A.swift": Array("let a = 1\n".utf8)])
        let allExcluded = run(["diff", "--exclude", "*.swift", "."], in: project)
        #expect(allExcluded.code == 2)
        #expect(allExcluded.err.contains("error: no Swift files under . once excludes are applied; check the path and excludes"), "\(allExcluded.err)")
    }

    @Test func aPackageWithoutPlatformsHasSwiftPMsMinimums() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\")])\n".utf8),
            "Sources/P/V.swift": Array("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n".utf8),
        ])
        let result = run(["check"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("note: skipped pass foreground-style for 1 file (Package.swift (no platforms:, SwiftPM's default)): needs iOS 15 (target iOS 12)"), "\(result.err)")
        // The package builds for every platform: raising two of them is not enough.
        let raised = run(["check", "--min-ios", "17", "--min-macos", "14"], in: root)
        #expect(raised.code == 0, "\(raised.err)")
        #expect(raised.err.contains("needs tvOS 15 (target tvOS 12), watchOS 8 (target watchOS 4)"), "\(raised.err)")
        let all = run(["check", "--min-ios", "17", "--min-macos", "14", "--min-tvos", "17", "--min-watchos", "10"], in: root)
        #expect(all.code == 1, "\(all.err)")
    }

    @Test func aComputedPlatformsListIsUnknown() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet minimum: SupportedPlatform = .iOS(.v17)\nlet package = Package(name: \"P\", platforms: [minimum], targets: [.target(name: \"P\")])\n".utf8),
            "Sources/P/V.swift": Array("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n".utf8),
        ])
        let result = run(["check"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("note: deployment target unknown on iOS, macOS, tvOS, watchOS, visionOS for 1 file (Sources/P/V.swift)"), "\(result.err)")
    }

    @Test func anXcodeGenTargetAppendsItsSourcesToItsTemplates() throws {
        let root = try Self.copy("xcodegen-templates")
        let modules = run(["modules", "."], in: root)
        #expect(modules.out.contains("App\t3 files\tproject.yml target App\n"), "\(modules.out)")
        #expect(modules.out.contains("  language mode: Swift 6 (from project.yml target App, Release)"), "\(modules.out)")
        #expect(!modules.out.contains("files no target lists"), "\(modules.out)")
        let diff = run(["diff", "."], in: root)
        // The test target sees Model through `@testable import App` and uses its publisher.
        #expect(!diff.out.contains("class Model"), "\(diff.out)")
        #expect(diff.err.contains("Tests/ModelTests.swift:8:28: warning: 'Model' not converted to @Observable"), "\(diff.err)")
        #expect(diff.out.contains("+final class Badge {"), "\(diff.out)")
    }

    @Test func aFileTwoTargetsCompileIsMigratedForBoth() throws {
        let root = try Self.copy("shared-files")
        let modules = run(["modules", "Sources/Kit/Store.swift"], in: root)
        #expect(modules.out.contains("Sources/Kit/Store.swift\tcompiled by Kit (Package.swift), App (project.yml target App)\n"), "\(modules.out)")
        #expect(modules.out.contains("    deployment targets: iOS 16.0 (from project.yml target App deploymentTarget), macOS 14 (from Package.swift)"), "\(modules.out)")
        let diff = run(["diff", "."], in: root)
        #expect(diff.code == 0, "\(diff.err)")
        // iOS 16 from the app target: observable (iOS 17) does not run on the shared file.
        #expect(!diff.out.contains("@Observable"), "\(diff.out)")
        #expect(diff.out.contains("+        Text(\"\\(store.items.count)\").foregroundStyle(.red)"), "\(diff.out)")
        let manifest = run(["diff", "Package.swift"], in: root)
        #expect(manifest.code == 2)
        #expect(manifest.err.contains("error: only build manifests under Package.swift, and they are not migrated; check the path"), "\(manifest.err)")
        #expect(diff.err.contains("2 files scanned"), "\(diff.err)")
    }

    @Test func aTuistProjectIsReadWithoutRunningIt() throws {
        let root = try Self.copy("tuist")
        let modules = run(["modules", "."], in: root)
        #expect(modules.out.contains("Notes\t1 file\tProject.swift target Notes\tdepends on: NotesKit\n"), "\(modules.out)")
        #expect(modules.out.contains("  deployment targets: macOS 13.0 (from Project.swift target Notes deploymentTargets)"), "\(modules.out)")
        #expect(modules.out.contains("  language mode: Swift 6 (from Project.swift target NotesKit)"), "\(modules.out)")
        #expect(modules.out.contains("  deployment targets unknown: macOS"), "\(modules.out)")
        let diff = run(["diff", "."], in: root)
        #expect(diff.code == 0, "\(diff.err)")
        // macOS 13: no @Observable anywhere; foregroundStyle (macOS 12) where the target is known.
        #expect(!diff.out.contains("@Observable"), "\(diff.out)")
        #expect(diff.out.contains("+        Text(\"\\(store.notes.count)\").foregroundStyle(.red)"), "\(diff.out)")
        #expect(!diff.out.contains("WidgetView"), "\(diff.out)")
        #expect(diff.err.contains("the macOS deployment target of target NotesWidgets is computed (Environment.widgetsMinimum.getString(default: \"14.0\")); it is unknown"), "\(diff.err)")
        #expect(diff.err.contains("note: deployment target unknown on macOS for 1 file (Targets/NotesWidgets/Sources/WidgetView.swift)"), "\(diff.err)")
        // The manifests are read, never scanned as sources.
        #expect(diff.err.contains("3 files scanned"), "\(diff.err)")
        #expect(!diff.err.contains("assum"), "\(diff.err)")
    }

    @Test func aSubfolderRunReadsThePackagesItDependsOn() throws {
        let root = try makeDirectory([
            "project.yml": Array("name: A\npackages:\n  Kit:\n    path: Packages/Kit\ntargets:\n  App:\n    type: application\n    platform: iOS\n    deploymentTarget: \"17.0\"\n    sources: [App]\n    dependencies:\n      - package: Kit\n".utf8),
            "Packages/Kit/Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17)], products: [.library(name: \"Kit\", targets: [\"Kit\"])], targets: [.target(name: \"Kit\")])\n".utf8),
            "Packages/Kit/Sources/Kit/Palette.swift": Array("import SwiftUI\npublic enum Palette { public static let accent = Color.red }\n".utf8),
            "App/V.swift": Array("import SwiftUI\nimport Kit\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(Palette.accent) }\n}\n".utf8),
        ])
        let part = run(["diff", "App"], in: root)
        // The package the written files depend on declares what they use: it is read.
        #expect(part.err.contains("note: also read 1 file of the project outside the paths given"), "\(part.err)")
        #expect(part.out.contains("+    var body: some View { Text(\"a\").foregroundStyle(Palette.accent) }"), "\(part.out)\n\(part.err)")
    }
}
