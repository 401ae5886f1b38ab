import Foundation
import Testing
import SwiftCST
@testable import Migrator

/// Runs every `Fixtures/<pass>/<case>.before.swift`: the input round-trips, the output is
/// `<case>.after.swift` (or the input itself when there is no .after file), a second run
/// changes nothing, the output has no syntax errors and `swiftc -parse` accepts it, and the
/// findings are exactly `<case>.findings`. A first line `// fixture: --min-ios 16 ...`
/// sets the deployment target (default: the CLI's assumed one). `UPDATE_FIXTURES=1`
/// rewrites the .findings files instead of comparing them.
struct FixtureTests {
    static let fixturesDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static let cases: [String] = {
        var result: [String] = []
        for pass in PassRegistry.all {
            let folder = fixturesDirectory.appendingPathComponent(pass.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".before.swift") {
                result.append("\(pass.name)/\(name.dropLast(".before.swift".count))")
            }
        }
        return result
    }()

    static func target(from source: String) -> Availability {
        guard source.hasPrefix("// fixture:") else { return DeploymentTarget.assumed }
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

    @Test func everyPassHasFixtures() {
        for pass in PassRegistry.all {
            let mine = Self.cases.filter { $0.hasPrefix(pass.name + "/") }
            #expect(!mine.isEmpty, "no fixtures for \(pass.name)")
            let folder = Self.fixturesDirectory.appendingPathComponent(pass.name)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            #expect(names.contains { $0.hasSuffix(".after.swift") }, "\(pass.name) has no rewrite fixture")
            #expect(names.contains { $0.hasSuffix(".findings") }, "\(pass.name) has no declining fixture")
        }
    }

    @Test(arguments: cases)
    func fixture(_ name: String) throws {
        let parts = name.split(separator: "/")
        let passType = try #require(PassRegistry.named(String(parts[0])))
        let base = Self.fixturesDirectory.appendingPathComponent(name)
        let beforeURL = URL(fileURLWithPath: base.path + ".before.swift")
        let before = [UInt8](try Data(contentsOf: beforeURL))
        let afterURL = URL(fileURLWithPath: base.path + ".after.swift")
        let expected = FileManager.default.fileExists(atPath: afterURL.path) ? [UInt8](try Data(contentsOf: afterURL)) : before

        let inputTree = SyntaxTree.parse(before)
        #expect(inputTree.printedBytes() == before, "input does not round-trip")
        #expect(inputTree.diagnostics.isEmpty, "input has syntax errors")

        let fileName = String(parts[1]) + ".swift"
        let engine = Engine(passes: [passType.init()], target: Self.target(from: String(decoding: before, as: UTF8.self)), jobs: 1)
        let result = engine.run([.init(path: fileName, bytes: before)])[0]
        #expect(result.errors.isEmpty, "engine errors: \(result.errors)")
        #expect(String(decoding: result.output, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(result.output == expected, "output bytes differ from the expected file")

        let again = engine.run([.init(path: fileName, bytes: result.output)])[0]
        #expect(!again.changed, "second run changed the output")
        #expect(SyntaxTree.parse(result.output).diagnostics.isEmpty, "output has syntax errors")
        if result.changed {
            #expect(Engine.swiftcRejects(result.output) == nil, "swiftc -parse rejects the output")
        }

        let findings = result.findings.map(\.formatted).joined(separator: "\n")
        let findingsPath = base.path + ".findings"
        if ProcessInfo.processInfo.environment["UPDATE_FIXTURES"] == "1" {
            if findings.isEmpty {
                try? FileManager.default.removeItem(atPath: findingsPath)
            } else {
                try (findings + "\n").write(toFile: findingsPath, atomically: true, encoding: .utf8)
            }
        } else {
            let expectedFindings = (try? String(contentsOfFile: findingsPath, encoding: .utf8)) ?? ""
            #expect(findings == expectedFindings.trimmingCharacters(in: .newlines))
        }
    }
}
