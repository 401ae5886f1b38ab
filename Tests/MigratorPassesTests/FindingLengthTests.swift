import Foundation
import Testing
@testable import MigratorEngine
@testable import MigratorPasses

/// Issue 42, quiet output: a finding says what and the fix, and leaves the why to
/// `explain`, so that with a real app's path in front (`Sources/Feature/Sub/File.swift:123:45:
/// warning: `, 50 to 60 characters) its line stays under 300. Every finding of a lint in
/// `Fixtures/**/*.findings` (the lint fixtures and any multi-pass case that runs lints) is
/// at most `limit` characters, message and ` [name]` suffix together, and every finding of
/// a pass at most `passLimit` (a pass names code of the site, which a lint rarely does).
struct FindingLengthTests {
    /// The longest message plus suffix a lint may print.
    static let limit = 240
    /// The longest message plus suffix a pass may print.
    static let passLimit = 250

    /// A findings line split at its severity: `path:line:column: warning: message [name]`
    /// gives `message [name]` and `name`. Nil for a line of another shape.
    static func messageAndName(_ line: Substring) -> (text: Substring, name: Substring)? {
        for severity in [": warning: ", ": note: ", ": error: "] {
            guard let range = line.range(of: severity) else { continue }
            let text = line[range.upperBound...]
            guard text.hasSuffix("]"), let open = text.range(of: " [", options: .backwards) else { return nil }
            return (text, text[open.upperBound..<text.index(before: text.endIndex)])
        }
        return nil
    }

    /// Every `*.findings` file under `Fixtures`, as paths relative to it, sorted.
    static func findingsFiles() -> [String] {
        let root = FixtureTests.fixturesDirectory.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".findings") }.sorted()
    }

    @Test func lintFindingsFitTheLimit() throws {
        try check(Set(LintRegistry.all.map(\.name)), limit: Self.limit)
    }

    @Test func passFindingsFitTheirLimit() throws {
        try check(Set(PassRegistry.all.map(\.name)), limit: Self.passLimit, everyName: false)
        // The split finds a pass's name, and a long line is caught.
        let long = "A.swift:1:1: warning: " + String(repeating: "x", count: 260) + " [observable]"
        #expect(Self.messageAndName(long[...]).map { "\($0.name) \($0.text.count)" } == "observable \(260 + " [observable]".count)")
    }

    /// Every finding of `names` in the fixtures is at most `limit` characters; with
    /// `everyName`, each name has findings there.
    func check(_ names: Set<String>, limit: Int, everyName: Bool = true) throws {
        let lints = names
        var seen: [String: Int] = [:]
        var tooLong: [String] = []
        for file in Self.findingsFiles() {
            let text = try String(contentsOf: FixtureTests.fixturesDirectory.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let (message, name) = Self.messageAndName(line), lints.contains(String(name)) else { continue }
                seen[String(name), default: 0] += 1
                if message.count > limit {
                    tooLong.append("Fixtures/\(file):\(index + 1): \(message.count) characters: \(message)")
                }
            }
        }
        #expect(tooLong.isEmpty, "findings over \(limit) characters (move the why into explain):\n\(tooLong.joined(separator: "\n"))")
        #expect(seen.values.reduce(0, +) > 50, "too few findings matched")
        // Every lint has fixture findings, so the check above covers each of them (and a
        // change of the findings format cannot make it pass by matching nothing).
        for lint in lints.sorted() where everyName {
            #expect((seen[lint] ?? 0) > 0, "no finding of \(lint) in Fixtures/**/*.findings")
        }
    }
}
