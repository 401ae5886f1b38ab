import Foundation
import Testing
import SwiftCST
@testable import MigratorCLI
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// The lints: each flags its AVOID example and not its PREFER one, runs its fixtures
/// (`Fixtures/<lint>/<case>.swift`, findings in `<case>.findings`, none when absent; the
/// file is never changed), and follows the conventions (registered once, summary ends with
/// a period, fixtures of both kinds, a README row, a CHANGELOG line).
struct LintTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Fixtures")

    static let names: [String] = LintRegistry.all.map(\.name)

    static func run(_ lint: LintPass, _ sources: [(String, String)], target: Availability = DeploymentTarget.assumed) -> [Engine.FileResult] {
        let engine = Engine(passes: [lint], target: target, jobs: 1)
        return engine.run(sources.map { Engine.Input(path: $0.0, bytes: Array($0.1.utf8)) })
    }

    @Test(arguments: names)
    func avoidIsFlaggedAndPreferIsNot(_ name: String) throws {
        let lint = try #require(LintRegistry.named(name))
        let type = type(of: lint.lint)
        let avoid = Self.run(lint, [("Avoid.swift", type.avoid)])[0]
        #expect(!avoid.findings.isEmpty, "\(name) does not flag its AVOID example")
        #expect(avoid.findings.allSatisfy { $0.pass == name && !$0.declined })
        #expect(!avoid.changed)
        let prefer = Self.run(lint, [("Prefer.swift", type.prefer)])[0]
        #expect(prefer.findings.isEmpty, "\(name) flags its PREFER example: \(prefer.findings.map(\.formatted))")
        #expect(SyntaxTree.parse(type.avoid).diagnostics.isEmpty && SyntaxTree.parse(type.prefer).diagnostics.isEmpty)
    }

    static let cases: [String] = {
        var result: [String] = []
        for name in names {
            let folder = fixtures.appendingPathComponent(name)
            for file in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where file.hasSuffix(".swift") {
                result.append("\(name)/\(file.dropLast(".swift".count))")
            }
        }
        return result
    }()

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let lint = try #require(LintRegistry.named(parts[0]))
        let base = Self.fixtures.appendingPathComponent(name)
        let source = try String(contentsOf: base.appendingPathExtension("swift"), encoding: .utf8)
        #expect(SyntaxTree.parse(source).diagnostics.isEmpty, "\(name): the fixture has syntax errors")
        let result = Self.run(lint, [(parts[1] + ".swift", source)])[0]
        #expect(!result.changed, "a lint changed the file")
        #expect(result.errors.isEmpty)
        let findings = result.findings.map(\.formatted).joined(separator: "\n")
        let path = base.appendingPathExtension("findings").path
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            if findings.isEmpty { try? FileManager.default.removeItem(atPath: path) } else { try (findings + "\n").write(toFile: path, atomically: true, encoding: .utf8) }
            return
        }
        let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(findings == expected.trimmingCharacters(in: .newlines))
    }

    @Test func conventions() throws {
        #expect(Set(Self.names).count == Self.names.count, "a lint name is registered twice")
        #expect(Set(Self.names).isDisjoint(with: PassRegistry.all.map(\.name)), "a lint shares a name with a pass")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for lint in LintRegistry.all {
            let type = type(of: lint.lint)
            #expect(lint.summary.hasSuffix("."), "\(lint.name): the summary ends with a period")
            #expect(!type.explanation.isEmpty && !type.source.isEmpty)
            let mine = Self.cases.filter { $0.hasPrefix(lint.name + "/") }
            let flagged = mine.filter { FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent($0 + ".findings").path) }
            #expect(!flagged.isEmpty, "\(lint.name) has no fixture it flags")
            #expect(flagged.count < mine.count, "\(lint.name) has no fixture it must not flag")
            #expect(readme.contains("| `\(lint.name)` |"), "README.md has no row for \(lint.name)")
            #expect(changelog.contains("`\(lint.name)`"), "CHANGELOG.md does not mention \(lint.name)")
        }
    }
}
