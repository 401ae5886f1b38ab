import Foundation
import Testing
import SwiftCST
import MigratorSemantics
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Runs every `Fixtures/<pass>/<case>.before.swift`, of every pass and every lint (a lint
/// is a pass that only reports: its cases have no .after file): the input round-trips, the
/// output is `<case>.after.swift` (or the input itself when there is no .after file), a
/// second run changes nothing, the output has no syntax errors and `swiftc -parse` accepts
/// it, and the findings are exactly `<case>.findings`. A first line `// fixture: --min-ios 16 ...`
/// sets the deployment target (default: `defaultTarget`). A folder
/// `Fixtures/<pass>/<case>/` is a multi-file case: every `*.before.swift` in it runs
/// together, and the findings are in `<case>/expected.findings`. `UPDATE_FIXTURES=1`
/// rewrites the findings and `.after.swift` files instead of comparing them (review the diff). A multi-file case may hold
/// subfolders with `Package.swift` manifests (or Xcode projects): its files are then placed in
/// modules the way a real run places them, so cases with several packages test name
/// resolution across modules.
struct FixtureTests {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The registered passes and lints.
    static var registered: [any Pass] { PassRegistry.all + LintRegistry.all }

    static func named(_ name: String) -> (any Pass)? { PassRegistry.named(name) ?? LintRegistry.named(name) }

    /// The cases of the passes (what the type-check test compiles), and of every pass and lint.
    static let passCases = fixtureCases(of: PassRegistry.all)
    static let cases = fixtureCases(of: registered)

    static func fixtureCases(of passes: [any Pass]) -> [String] {
        var result: [String] = []
        for pass in passes {
            let folder = fixturesDirectory.appendingPathComponent(pass.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                if name.hasSuffix(".before.swift") {
                    result.append("\(pass.name)/\(name.dropLast(".before.swift".count))")
                } else if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).appendingPathComponent("expected.findings").path)
                            || !beforeFiles(in: folder.appendingPathComponent(name).path).isEmpty {
                    result.append("\(pass.name)/\(name)")
                }
            }
        }
        return result
    }

    /// Every `*.before.swift` under a folder, as paths relative to it, sorted.
    static func beforeFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".before.swift") }.sorted()
    }

    /// Manifests (`Package.swift`, `Package@swift-5.8.swift`, `project.pbxproj`) under a folder, by absolute path.
    static func manifests(in folder: String) -> [String: [UInt8]] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        var result: [String: [UInt8]] = [:]
        for case let relative as String in enumerator
        where relative.hasSuffix("Package.swift") || relative.hasSuffix("project.pbxproj") || relative.hasSuffix("project.yml")
            || DeploymentTarget.isVersionedManifest((relative as NSString).lastPathComponent) {
            if let data = FileManager.default.contents(atPath: folder + "/" + relative) { result[folder + "/" + relative] = [UInt8](data) }
        }
        return result
    }

    /// What a fixture line sets besides the deployment target, for the passes and the
    /// type-check: `--swift-version 6` (the language mode) and `--default-isolation MainActor`
    /// (for files no project file describes; a manifest's settings win).
    static func languageSettings(from source: String) -> (mode: Version?, isolation: DefaultIsolation?) {
        guard source.hasPrefix("// fixture:") else { return (nil, nil) }
        let words = source.prefix { $0 != "\n" && $0 != "\r" }.split(separator: " ").map(String.init)
        var mode: Version?
        var isolation: DefaultIsolation?
        for (i, word) in words.enumerated() where i + 1 < words.count {
            if word == "--swift-version" { mode = TargetSettings.languageMode(words[i + 1]) }
            if word == "--default-isolation" { isolation = TargetSettings.isolation(words[i + 1]) }
        }
        return (mode, isolation)
    }

    /// The `--min-*` flags a fixture line gives (`defaultTarget` without a fixture line).
    static func flags(from source: String) -> [Platform: Version] {
        guard source.hasPrefix("// fixture:") else { return defaultTarget.versions }
        return target(from: source).versions
    }

    /// The modules of a multi-file case whose folder holds manifests (`Package.swift`, Xcode
    /// projects, `project.yml`) or files in subfolders, as a run from the case's folder
    /// places them (the fixture line's flags as `--min-*` flags); nil for a flat case without
    /// manifests (one module).
    static func graph(of files: [String], in folder: String, firstSource: String) -> ModuleGraph? {
        let manifests = Self.manifests(in: folder)
        guard !manifests.isEmpty || files.contains(where: { $0.contains("/") }) else { return nil }
        let language = languageSettings(from: firstSource)
        let options = ModuleGraph.SettingsOptions(minimums: flags(from: firstSource).mapValues { ($0, SettingOrigin.flags) },
                                                  languageMode: language.mode, defaultIsolation: language.isolation)
        return ModuleGraph(files: files.map { ModuleGraph.File(path: $0, absolutePath: folder + "/" + $0) },
                           manifests: manifests, gitRoots: [], roots: [folder], options: options)
    }

    /// The deployment target of a fixture with no `// fixture:` line (the tool itself never
    /// assumes one; Fixtures/README.md says this one).
    static let defaultTarget = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    static func target(from source: String) -> Availability {
        guard source.hasPrefix("// fixture:") else { return defaultTarget }
        let words = source.prefix { $0 != "\n" && $0 != "\r" }.split(separator: " ").map(String.init)
        var target = Availability()
        var i = 0
        while i + 1 < words.count {
            if let platform = Platform.allCases.first(where: { $0.flag == words[i] }), let version = Version(parsing: words[i + 1]) {
                target[platform] = version
                i += 1
            }
            i += 1
        }
        return target
    }

    /// A pass has a case it rewrites and one it declines; a lint, a case it flags and one it
    /// must not flag, and none it changes.
    @Test func everyPassAndLintHasFixtures() {
        for pass in Self.registered {
            let mine = Self.cases.filter { $0.hasPrefix(pass.name + "/") }
            #expect(!mine.isEmpty, "no fixtures for \(pass.name)")
            let folder = Self.fixturesDirectory.appendingPathComponent(pass.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if pass.reportsOnly {
                let flagged = mine.filter { FileManager.default.fileExists(atPath: Self.fixturesDirectory.appendingPathComponent($0 + ".findings").path) }
                #expect(!flagged.isEmpty, "\(pass.name) has no fixture it flags")
                #expect(flagged.count < mine.count, "\(pass.name) has no fixture it must not flag")
                #expect(!names.contains { $0.hasSuffix(".after.swift") }, "\(pass.name) is a lint: it changes no file")
            } else {
                #expect(names.contains { $0.hasSuffix(".after.swift") }, "\(pass.name) has no rewrite fixture")
                #expect(names.contains { $0.hasSuffix(".findings") }, "\(pass.name) has no declining fixture")
            }
        }
    }

    /// Lints: registered once, under names no pass has, summaries ending with a period, the
    /// guidance named in the explanation, a README row and a CHANGELOG line each.
    @Test func lintsFollowTheConventions() throws {
        let names = LintRegistry.all.map(\.name)
        #expect(Set(names).count == names.count, "a lint name is registered twice")
        #expect(Set(names).isDisjoint(with: PassRegistry.all.map(\.name)), "a lint shares a name with a pass")
        let root = Self.fixturesDirectory.deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for lint in LintRegistry.all {
            #expect(lint.reportsOnly, "\(lint.name) is registered as a lint but may rewrite")
            #expect(lint.summary.hasSuffix("."), "\(lint.name): the summary ends with a period")
            #expect(lint.explanation.contains("\n\nFrom the guidance: "), "\(lint.name): the explanation names no section of the guidance")
            #expect(readme.contains("| `\(lint.name)` |"), "README.md has no row for \(lint.name)")
            #expect(changelog.contains("`\(lint.name)`"), "CHANGELOG.md does not mention \(lint.name)")
        }
    }

    /// The passes and lints with fixtures, each one test case (a case per fixture printed
    /// 329 lines on every run); a failure names the fixture.
    static let passesWithCases = registered.map(\.name).filter { name in cases.contains { $0.hasPrefix(name + "/") } }

    @Test(arguments: passesWithCases)
    func fixtures(of pass: String) {
        for name in Self.cases where name.hasPrefix(pass + "/") {
            do {
                try fixture(name)
            } catch {
                Issue.record(error, "\(name)")
            }
        }
    }

    func fixture(_ name: String) throws {
        let parts = name.split(separator: "/")
        let pass = try #require(Self.named(String(parts[0])))
        let base = Self.fixturesDirectory.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        let multiFile = FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory) && isDirectory.boolValue
        // (display name, before path, after path)
        var members: [(String, String, String)] = []
        if multiFile {
            for file in Self.beforeFiles(in: base.path) {
                let stem = String(file.dropLast(".before.swift".count))
                members.append((stem + ".swift", base.path + "/" + file, base.path + "/" + stem + ".after.swift"))
            }
        } else {
            members.append((String(parts[1]) + ".swift", base.path + ".before.swift", base.path + ".after.swift"))
        }
        var inputs: [Engine.Input] = []
        var expectedOutputs: [[UInt8]] = []
        for (display, beforePath, afterPath) in members {
            let before = [UInt8](try Data(contentsOf: URL(fileURLWithPath: beforePath)))
            let inputTree = SyntaxTree.parse(before)
            #expect(inputTree.printedBytes() == before, "\(display): input does not round-trip")
            #expect(inputTree.diagnostics.isEmpty, "\(display): input has syntax errors")
            inputs.append(.init(path: display, bytes: before))
            expectedOutputs.append(FileManager.default.fileExists(atPath: afterPath) ? [UInt8](try Data(contentsOf: URL(fileURLWithPath: afterPath))) : before)
        }
        let firstSource = String(decoding: inputs[0].bytes, as: UTF8.self)
        let target = Self.target(from: firstSource)
        var engine = Engine(passes: [pass], target: target, jobs: 1)
        if multiFile, let graph = Self.graph(of: members.map(\.0), in: base.path, firstSource: firstSource) {
            // Each file's deployment target from its target's settings, as a run gives it.
            engine.modules = graph
            for i in inputs.indices { inputs[i].target = graph.settings(of: inputs[i].path).availability }
        } else {
            let language = Self.languageSettings(from: firstSource)
            if language.mode != nil || language.isolation != nil {
                var settings = TargetSettings()
                settings.languageMode = language.mode
                settings.defaultIsolation = language.isolation ?? .nonisolated
                engine.modules = ModuleGraph.single(members.map(\.0), settings: settings)
            }
        }
        let results = engine.run(inputs)
        let updating = ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1"
        for ((result, expected), member) in zip(zip(results, expectedOutputs), members) {
            if updating && result.output != expected {
                // Rewrite the expectation: an .after file, or none when nothing changes.
                if result.changed {
                    try Data(result.output).write(to: URL(fileURLWithPath: member.2))
                } else {
                    try? FileManager.default.removeItem(atPath: member.2)
                }
                continue
            }
            #expect(result.errors.isEmpty, "\(result.path): engine errors: \(result.errors)")
            #expect(String(decoding: result.output, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(result.path)")
            #expect(result.output == expected, "\(result.path): output bytes differ from the expected file")
            #expect(SyntaxTree.parse(result.output).diagnostics.isEmpty, "\(result.path): output has syntax errors")
            if result.changed {
                #expect(Engine.swiftcRejects(result.output) == nil, "\(result.path): swiftc -parse rejects the output")
            }
        }
        let again = engine.run(zip(results, inputs).map { .init(path: $0.path, bytes: $0.output, target: $1.target) })
        let changedAgain = again.filter(\.changed).map(\.path)
        #expect(changedAgain.isEmpty, "\(name): second run changed the output")

        for finding in results.flatMap(\.findings) where finding.pass == pass.name {
            #expect(pass.reasons.contains(finding.reason), "\(name): reason '\(finding.reason)' is not in \(pass.name)'s reasons")
        }
        let findings = results.flatMap(\.findings).map(\.formatted).joined(separator: "\n")
        let findingsPath = multiFile ? base.path + "/expected.findings" : base.path + ".findings"
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            if findings.isEmpty {
                try? FileManager.default.removeItem(atPath: findingsPath)
            } else {
                try (findings + "\n").write(toFile: findingsPath, atomically: true, encoding: .utf8)
            }
        } else {
            let expectedFindings = (try? String(contentsOfFile: findingsPath, encoding: .utf8)) ?? ""
            #expect(findings == expectedFindings.trimmingCharacters(in: .newlines), "\(name)")
        }
    }
}
