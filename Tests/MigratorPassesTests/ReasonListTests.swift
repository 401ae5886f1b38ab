import Foundation
import Testing
import MigratorEngine
@testable import MigratorPasses

/// Each pass lists the reasons of its findings (`Pass.reasons`), which the configuration's
/// `severity` keys are checked against and `explain` prints. The fixtures check the reasons
/// they reach (FixtureTests); this checks the reason codes written in the passes' sources.
struct ReasonListTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MigratorPasses").path

    /// `reason: "code"`, `reason = "code"`, `Problem(message: ..., reason: "code")` and the
    /// two-argument `decline("message", "code")` of the passes' sources.
    static func writtenReasons() throws -> [(file: String, code: String)] {
        let patterns = [#"reason: "([a-z][a-z0-9-]*)""#, #"reason = "([a-z][a-z0-9-]+)""#, #"decline\("[^"]*", "([a-z][a-z0-9-]*)"\)"#]
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
        var found: [(String, String)] = []
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files.sorted() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for expression in expressions {
                for match in expression.matches(in: text, range: range) {
                    found.append((file, String(text[Range(match.range(at: 1), in: text)!])))
                }
            }
        }
        return found
    }

    @Test func everyReasonWrittenInAPassIsListed() throws {
        let passes: [any Pass] = PassRegistry.all + LintRegistry.all
        let listed = Set(passes.flatMap(\.reasons) + PassReasons.everyPass)
        let written = try Self.writtenReasons()
        #expect(written.count > 150, "the patterns find too little: \(written.count)")
        for (file, code) in written {
            let isListed = listed.contains(code)
            #expect(isListed, "\(file): reason '\(code)' is listed by no pass")
        }
    }

    @Test func reasonListsAreSortedWithoutRepeats() {
        for pass in PassRegistry.all + LintRegistry.all {
            #expect(pass.reasons == Array(Set(pass.reasons)).sorted(), "\(pass.name)")
            #expect(!pass.reasons.isEmpty, "\(pass.name) lists no reasons")
        }
    }
}
