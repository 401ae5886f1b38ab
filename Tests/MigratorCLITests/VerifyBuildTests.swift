import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `apply --verify-build CMD`: the original tree must build; after writing, the change
/// units that break the build are found by bisection and backed out, and the rest stays.
@Suite(.tags(.slow)) struct VerifyBuildTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The real thing: `Fixtures/VerifyBuild`, a package that depends on the SwiftUI stub,
    /// built with `swift build` before and after `apply` with every pass and a project
    /// migration renaming `padding(_:)` to `gutter(_:)`, which SwiftUI lacks. The package is
    /// copied to a temporary folder; its build folder is `.build/verify-build-probe`, kept
    /// between runs, so the stub is built once.
    @Test func aUserMigrationThatBreaksTheBuildIsBackedOutAndTheRestStays() throws {
        #if os(Linux)
        let work = Self.repositoryRoot.appendingPathComponent(".build/verify-build-probe")
        // Outside the repository's git work tree (whose .gitignore leaves .build out).
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repositoryRoot.appendingPathComponent("Fixtures/VerifyBuild"), to: package)
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        // The fixture names the stub relative to Fixtures/; the copy names it absolutely.
        let manifest = package.appendingPathComponent("Package.swift")
        let stub = Self.repositoryRoot.appendingPathComponent("Fixtures/SwiftUIStub").path
        try read(manifest.path).replacingOccurrences(of: "\"../SwiftUIStub\"", with: "\"\(stub)\"").write(to: manifest, atomically: true, encoding: .utf8)
        let build = "swift build --scratch-path \(work.appendingPathComponent("scratch").path)"

        let result = run(["apply", ".", "--migrations", "migrations", "--verify-build", build], in: package.path)
        #expect(result.code == 0, "\(result.err)")
        let backedOut = result.err.split(separator: "\n").filter { $0.hasPrefix("warning: backed out ") }
        #expect(backedOut.count == 2, "\(result.err)")
        for file in ["Badge", "Card"] {
            #expect(backedOut.contains { $0.hasPrefix("warning: backed out house-style in Sources/Probe/\(file).swift (Sources/Probe/\(file).swift): it breaks the build: ")
                && $0.contains("\(file).swift:") && $0.contains("error: value of type 'Text' has no member 'gutter'") }, "\(result.err)")
        }
        #expect(result.err.contains("note: the build passes after backing out 2 change units"))

        let badge = read(package.appendingPathComponent("Sources/Probe/Badge.swift").path)
        let card = read(package.appendingPathComponent("Sources/Probe/Card.swift").path)
        let settings = read(package.appendingPathComponent("Sources/Probe/Settings.swift").path)
        #expect(!(badge + card + settings).contains("gutter"))
        #expect(badge.contains(".padding(4)") && badge.contains(".foregroundStyle(.white)") && badge.contains(".clipShape(.rect(cornerRadius: 8))"))
        #expect(card.contains(".padding(8)") && card.contains(".ignoresSafeArea(edges: .bottom)"))
        #expect(settings.contains("@Observable") && settings.contains("NavigationStack") && settings.contains("Button(\"Done\") { dismiss() }"))
        #expect(result.out.contains("changed Sources/Probe/Badge.swift") && result.out.contains("changed Sources/Probe/Settings.swift"))
        // The tree the tool leaves builds.
        #expect(shell(build, in: package.path).code == 0)
        #endif
    }

    /// A build that fails only where a file contains `gutter` (`grep` stands in for a
    /// compiler, so the search itself is tested quickly and on every platform).
    static let grepBuild = #"found=$(grep -rln gutter --include=*.swift .); if [ -n "$found" ]; then echo "$found" | sed 's/$/: error: no member gutter/'; exit 1; fi"#

    func project(_ files: [String: String]) throws -> String {
        try makeDirectory(files.mapValues { Array($0.utf8) }.merging([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8),
            "migrations/house.json": Array(try String(contentsOf: Self.repositoryRoot.appendingPathComponent("Fixtures/VerifyBuild/migrations/house-style.json"), encoding: .utf8).utf8),
        ]) { $1 })
    }

    @Test func onlyTheBreakingUnitsAreBackedOut() throws {
        let view = { (name: String) in "import SwiftUI\nstruct \(name): View {\n    var body: some View { Text(\"a\").padding(2).foregroundColor(.red) }\n}\n" }
        let root = try project(["Sources/P/A.swift": view("A"), "Sources/P/B.swift": view("B"), "Sources/P/C.swift": "import SwiftUI\nstruct C: View {\n    var body: some View { Text(\"c\").foregroundColor(.blue) }\n}\n"])
        let result = run(["apply", ".", "--migrations", "migrations", "--verify-build", Self.grepBuild], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("warning: backed out house-style in Sources/P/A.swift (Sources/P/A.swift): it breaks the build: ./Sources/P/A.swift: error: no member gutter"))
        #expect(result.err.contains("warning: backed out house-style in Sources/P/B.swift (Sources/P/B.swift): it breaks the build: ./Sources/P/B.swift: error: no member gutter"))
        #expect(result.err.components(separatedBy: "backed out").count == 3)
        for name in ["A", "B"] {
            #expect(read(root + "/Sources/P/\(name).swift").contains("Text(\"a\").padding(2).foregroundStyle(.red)"))
        }
        #expect(read(root + "/Sources/P/C.swift").contains("foregroundStyle(.blue)"))
        #expect(shell(Self.grepBuild, in: root).code == 0)
    }

    @Test func aClassFamilyIsOneUnitAcrossFiles() throws {
        // The build "fails" when the view's @State holds the converted model: the whole
        // observable unit goes, in both files, and the other passes' edits stay.
        let root = try project([
            "Sources/P/Model.swift": "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n}\n",
            "Sources/P/Screen.swift": "import SwiftUI\nstruct Screen: View {\n    @StateObject private var model = Model()\n    var body: some View { Text(model.name).foregroundColor(.red) }\n}\n",
        ])
        let build = "if grep -rn '@State private var model' --include=*.swift . ; then echo 'error: no State here' ; exit 1 ; fi"
        let result = run(["apply", ".", "--verify-build", build], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("warning: backed out observable 'Model' (Sources/P/Model.swift, Sources/P/Screen.swift): it breaks the build: "))
        #expect(read(root + "/Sources/P/Model.swift").contains("ObservableObject"))
        let screen = read(root + "/Sources/P/Screen.swift")
        #expect(screen.contains("@StateObject private var model") && screen.contains("foregroundStyle(.red)"))
    }

    /// Backing out goes through the writer: the file gets back exactly its original bytes
    /// and keeps its mode; a read-only file the writer refused is never touched by the
    /// search, and the summary counts what is on disk at the end.
    @Test func backingOutRestoresExactlyThroughTheWriterAndRefusalsStay() throws {
        let breaking = "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").padding(2) }\n}\n"
        let readOnly = "import SwiftUI\nstruct B: View {\n    var body: some View { Text(\"b\").foregroundColor(.red) }\n}\n"
        let fine = "import SwiftUI\nstruct C: View {\n    var body: some View { Text(\"c\").foregroundColor(.blue) }\n}\n"
        let root = try project(["Sources/P/A.swift": breaking, "Sources/P/B.swift": readOnly, "Sources/P/C.swift": fine])
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: root + "/Sources/P/A.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Sources/P/B.swift")
        let result = run(["apply", ".", "--migrations", "migrations", "--verify-build", Self.grepBuild], in: root)
        #expect(result.code == 2, "\(result.err)")
        #expect(result.err.contains("warning: backed out house-style in Sources/P/A.swift"), "\(result.err)")
        #expect(result.err.contains("Sources/P/B.swift: error: read-only (mode 444); not written"))
        #expect(read(root + "/Sources/P/A.swift") == breaking)
        #expect(read(root + "/Sources/P/B.swift") == readOnly)
        #expect(read(root + "/Sources/P/C.swift").contains(".foregroundStyle(.blue)"))
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/Sources/P/A.swift")[.posixPermissions] as? Int
        #expect(mode == 0o640)
        // A was written and then restored: only C counts as changed.
        #expect(result.out == "changed Sources/P/C.swift\n", "\(result.out)")
        #expect(result.err.contains("not written (1 file):\n  Sources/P/B.swift: read-only (mode 444)\n"))
        #expect(result.err.contains("3 files scanned, 1 changed, 1 not written"), "\(result.err)")
    }

    @Test func aBrokenOriginalTreeStopsBeforeWriting() throws {
        let root = try project(["Sources/P/A.swift": "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n"])
        let before = read(root + "/Sources/P/A.swift")
        let result = run(["apply", ".", "--verify-build", "echo 'A.swift:1:1: error: already broken'; exit 1"], in: root)
        #expect(result.code == 3)
        #expect(result.err.contains("error: the project does not build before any change ('echo 'A.swift:1:1: error: already broken'; exit 1' exited 1): A.swift:1:1: error: already broken"))
        #expect(result.err.contains("nothing was written"))
        #expect(read(root + "/Sources/P/A.swift") == before)
    }

    @Test func everyBreakingUnitGoesAndABuildBrokenElsewhereEndsWithStatus3() throws {
        // Fails whenever any file differs from its original: every unit is a culprit.
        let root = try project(["Sources/P/A.swift": "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(.red).cornerRadius(2) }\n}\n"])
        let result = run(["apply", ".", "--verify-build", "if grep -rqn 'foregroundStyle\\|clipShape' --include=*.swift . ; then echo 'error: changed'; exit 1; fi"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("backed out foreground-style in Sources/P/A.swift"))
        #expect(result.err.contains("backed out corner-radius in Sources/P/A.swift"))
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundColor(.red).cornerRadius(2)"))
        // A build that also fails on the original tree after the changes (flaky or broken by
        // something else) is reported, with status 3.
        let flaky = try project(["Sources/P/A.swift": "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n"])
        let marker = flaky + "/ran-once"
        let second = run(["apply", ".", "--verify-build", "if [ -e '\(marker)' ]; then echo 'error: gone wrong'; exit 1; fi; touch '\(marker)'"], in: flaky)
        #expect(second.code == 3)
        #expect(second.err.contains("error: the build still fails after backing out"))
    }

    @Test func verifyBuildIsAnApplyOption() throws {
        let root = try project(["Sources/P/A.swift": "import SwiftUI\n"])
        let result = run(["diff", ".", "--verify-build", "true"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("--verify-build is an option of 'apply'"))
        // Backing out runs the migration again, which would undo the review's choices.
        let interactive = run(["apply", ".", "--interactive", "--verify-build", "true"], in: root)
        #expect(interactive.code == 2)
        #expect(interactive.err.contains("--verify-build backs out whole change units by running the migration again; it cannot be combined with --interactive"))
    }
}
