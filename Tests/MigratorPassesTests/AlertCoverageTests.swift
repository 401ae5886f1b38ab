import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Every legacy `Alert(...)` construction in the `alert` fixtures is either rewritten (an
/// edit covers it) or reported: a finding where it is built, or at the `.alert` modifier
/// whose closure holds it. Constructions = rewritten + reported, fixture by fixture.
struct AlertCoverageTests {
    /// Fixtures where the pass does not run (below its target) or `Alert` is the project's
    /// own type.
    static let exempt: Set<String> = ["below-ios-15", "project-type"]

    @Test func everyAlertConstructionIsRewrittenOrReported() throws {
        let folder = FixtureTests.fixturesDirectory.appendingPathComponent("alert")
        var constructions = 0
        var rewritten = 0
        var reported = 0
        for name in FixtureTests.cases where name.hasPrefix("alert/") {
            let stem = String(name.dropFirst("alert/".count))
            if Self.exempt.contains(stem) { continue }
            let base = folder.appendingPathComponent(stem)
            var paths: [(display: String, path: String)] = []
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory), isDirectory.boolValue {
                paths = FixtureTests.beforeFiles(in: base.path).map { (String($0.dropLast(".before.swift".count)) + ".swift", base.path + "/" + $0) }
            } else {
                paths = [(stem + ".swift", base.path + ".before.swift")]
            }
            let inputs = try paths.map { Engine.Input(path: $0.display, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0.path)))) }
            let target = FixtureTests.target(from: String(decoding: inputs[0].bytes, as: UTF8.self))
            let results = Engine(passes: [AlertPass()], target: target, jobs: 1).run(inputs)
            for (input, result) in zip(inputs, results) {
                let tree = SyntaxTree.parse(input.bytes)
                let edits = result.changes.map { $0.start..<max($0.end, $0.start + 1) }
                let findings = Set(result.findings.map(\.offset))
                for call in tree.nodes(ofKind: [.functionCallExpr]) {
                    guard let callee = FunctionCallView(call)?.calledExpression,
                          ["Alert", "SwiftUI.Alert", ".init"].contains(tree.collapsedText(of: callee)) else { continue }
                    // `.init(...)` counts inside an `.alert` modifier's closure, where its type is Alert.
                    let modifier = call.ancestors.first { node in
                        guard let called = FunctionCallView(node)?.calledExpression, let member = MemberAccessView(called),
                              let token = member.name else { return false }
                        return tree.text(of: token) == "alert"
                    }
                    if tree.collapsedText(of: callee) == ".init" && modifier == nil { continue }
                    constructions += 1
                    let start = tree.startOffset(of: call)
                    if edits.contains(where: { $0.overlaps(start..<tree.endOffset(of: call)) }) {
                        rewritten += 1
                    } else if findings.contains(start)
                                || modifier.flatMap({ MemberAccessView(FunctionCallView($0)!.calledExpression!)?.name })
                                    .map({ findings.contains(Int(tree.tokens[$0].textStart)) }) == true {
                        reported += 1
                    } else {
                        Issue.record("alert/\(input.path):\(tree.location(of: start).line): an Alert(...) neither rewritten nor reported")
                    }
                }
            }
        }
        #expect(constructions > 20)
        #expect(constructions == rewritten + reported)
        print("alert fixtures: \(constructions) Alert constructions, \(rewritten) rewritten, \(reported) reported")
    }
}
