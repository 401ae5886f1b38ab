import Testing
import SwiftCST
@testable import MigratorCLI
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Runs every pass's embedded examples through the engine at the pass's own minimum OS.
struct ExampleTests {
    static let cases: [(String, Int)] = PassRegistry.all.flatMap { pass in
        pass.examples.indices.map { (pass.name, $0) }
    }

    @Test(arguments: cases)
    func example(_ passName: String, _ index: Int) throws {
        let pass = try #require(PassRegistry.named(passName))
        let engine = Engine(passes: [pass], target: pass.minimumOS, jobs: 1)
        switch pass.examples[index] {
        case .rewrite(let before, let after):
            let result = engine.run([.init(path: "Example.swift", bytes: Array(before.utf8))])[0]
            #expect(String(decoding: result.output, as: UTF8.self) == after)
            #expect(result.errors.isEmpty)
            // Idempotent: the output changes no further.
            let again = engine.run([.init(path: "Example.swift", bytes: result.output)])[0]
            #expect(!again.changed)
        case .unchanged(let source, let reason):
            let result = engine.run([.init(path: "Example.swift", bytes: Array(source.utf8))])[0]
            #expect(!result.changed)
            #expect(result.findings.contains { $0.reason == reason && $0.declined }, "findings: \(result.findings.map(\.formatted))")
        }
    }

    @Test func everyPassHasExamplesOfBothKinds() {
        for pass in PassRegistry.all {
            #expect(pass.examples.contains { if case .rewrite = $0 { return true } else { return false } }, "\(pass.name)")
            #expect(pass.examples.contains { if case .unchanged = $0 { return true } else { return false } }, "\(pass.name)")
            #expect(pass.summary.hasSuffix("."), "\(pass.name) summary ends with a period")
        }
    }
}
