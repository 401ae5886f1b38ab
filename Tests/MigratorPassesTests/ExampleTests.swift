import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Runs every pass's and every lint's embedded examples through the engine at the pass's own
/// minimum OS: a rewrite gives its output and settles, an unchanged example is declined
/// with its reason, a lint flags its AVOID example (advice, nothing changed) and reports
/// nothing on its PREFER one.
struct ExampleTests {
    static var registered: [any Pass] { PassRegistry.all + LintRegistry.all }

    /// One test case per pass or lint (a case per example printed 127 lines on every run).
    @Test(arguments: registered.map(\.name))
    func examples(of passName: String) throws {
        let pass = try #require(Self.registered.first { $0.name == passName })
        for index in pass.examples.indices {
            example(pass, index)
        }
    }

    func example(_ pass: any Pass, _ index: Int) {
        let passName = "\(pass.name), example \(index + 1)"
        let engine = Engine(passes: [pass], target: pass.minimumOS, jobs: 1)
        switch pass.examples[index] {
        case .rewrite(let before, let after):
            let result = engine.run([.init(path: "Example.swift", bytes: Array(before.utf8))])[0]
            #expect(String(decoding: result.output, as: UTF8.self) == after, "\(passName)")
            #expect(result.errors.isEmpty, "\(passName)")
            // Idempotent: the output changes no further.
            let again = engine.run([.init(path: "Example.swift", bytes: result.output)])[0]
            #expect(!again.changed, "\(passName)")
        case .unchanged(let source, let reason):
            let result = engine.run([.init(path: "Example.swift", bytes: Array(source.utf8))])[0]
            #expect(!result.changed, "\(passName)")
            #expect(result.findings.contains { $0.reason == reason && $0.declined }, "\(passName): findings: \(result.findings.map(\.formatted))")
        case .flagged(let source):
            let result = engine.run([.init(path: "Avoid.swift", bytes: Array(source.utf8))])[0]
            #expect(!result.findings.isEmpty, "\(passName) does not flag its AVOID example")
            #expect(result.findings.allSatisfy { $0.pass == pass.name && !$0.declined }, "\(passName)")
            #expect(!result.changed, "\(passName)")
            #expect(SyntaxTree.parse(source).diagnostics.isEmpty, "\(passName)")
        case .preferred(let source):
            let result = engine.run([.init(path: "Prefer.swift", bytes: Array(source.utf8))])[0]
            #expect(result.findings.isEmpty, "\(passName) flags its PREFER example: \(result.findings.map(\.formatted))")
            #expect(SyntaxTree.parse(source).diagnostics.isEmpty, "\(passName)")
        }
    }

    /// A pass shows a rewrite and a declined site; a lint, code it flags and the code
    /// written the recommended way.
    @Test func everyPassHasExamplesOfBothKinds() {
        for pass in Self.registered {
            let kinds = pass.examples.map { example -> String in
                switch example {
                case .rewrite: return "rewrite"
                case .unchanged: return "unchanged"
                case .flagged: return "flagged"
                case .preferred: return "preferred"
                }
            }
            let expected: Set<String> = pass.reportsOnly ? ["flagged", "preferred"] : ["rewrite", "unchanged"]
            #expect(Set(kinds) == expected, "\(pass.name): \(kinds)")
            #expect(pass.summary.hasSuffix("."), "\(pass.name) summary ends with a period")
        }
    }
}
