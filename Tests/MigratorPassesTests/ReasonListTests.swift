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
    /// two-argument `decline(message, "code")` / `report(message, "code")` of the passes' sources.
    static func writtenReasons() throws -> [(file: String, code: String)] {
        let patterns = [
            #"reason: "([a-z][a-z0-9-]*)""#, #"reason = "([a-z][a-z0-9-]+)""#,
            #"(?m)\b(?:decline|report)\(.*, "([a-z][a-z0-9-]*)"\)$"#
        ]
        let expressions = try patterns.map { try NSRegularExpression(pattern: $0) }
        var found: [(String, String)] = []
        for file in swiftFiles() {
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

    static func swiftFiles() -> [String] {
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The pass a source file belongs to: the one it declares, or the one declared in its
    /// folder when that folder holds exactly one pass. Nil for shared code.
    static func owners() throws -> [String: String] {
        let declaration = try NSRegularExpression(pattern: #"static let name = "([a-z][a-z0-9-]*)""#)
        var declared: [String: String] = [:]
        for file in swiftFiles() {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            if let match = declaration.firstMatch(in: text, range: range) {
                declared[file] = String(text[Range(match.range(at: 1), in: text)!])
            }
        }
        func folder(_ file: String) -> String { (file as NSString).deletingLastPathComponent }
        var owners: [String: String] = declared
        for file in swiftFiles() where declared[file] == nil {
            let inFolder = declared.filter { folder($0.key) == folder(file) }
            if inFolder.count == 1 { owners[file] = inFolder.first!.value }
        }
        return owners
    }

    @Test func everyReasonWrittenInAPassIsListedByThatPass() throws {
        let passes: [any Pass] = PassRegistry.all + LintRegistry.all
        let listed = Set(passes.flatMap(\.reasons) + PassReasons.everyPass)
        let byName = Dictionary(uniqueKeysWithValues: passes.map { ($0.name, Set($0.reasons + PassReasons.everyPass)) })
        let owners = try Self.owners()
        let written = try Self.writtenReasons()
        #expect(written.count > 200, "the patterns find too little: \(written.count)")
        #expect(owners.count > 30, "too few source files are tied to a pass: \(owners.count)")
        for (file, code) in written {
            if let owner = owners[file], let reasons = byName[owner] {
                #expect(reasons.contains(code), "\(file): reason '\(code)' is not listed by \(owner)")
            } else {
                #expect(listed.contains(code), "\(file): reason '\(code)' is listed by no pass")
            }
        }
    }

    @Test func reasonListsAreSortedWithoutRepeats() {
        for pass in PassRegistry.all + LintRegistry.all {
            #expect(pass.reasons == Array(Set(pass.reasons)).sorted(), "\(pass.name)")
            #expect(!pass.reasons.isEmpty, "\(pass.name) lists no reasons")
        }
    }
}
