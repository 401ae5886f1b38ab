import Foundation
import Testing
@testable import MigratorCLI
@testable import MigratorPasses

/// Issue 42: no output line over 300 characters on a real app. A finding line is
/// `path:line:col: warning: MESSAGE [name]`; with a real app's path (about 50 characters)
/// that leaves 250 for the message and its suffix. Every pass finding in the fixtures
/// (whose paths and names are short, so a real app's are longer) keeps to that; the why
/// belongs in `explain NAME`.
struct PassFindingLengthTests {
    static let budget = 250

    /// The message and its ` [name]` suffix of each finding line of a pass (not a lint).
    static func passMessages(in text: String) -> [(line: Int, message: String)] {
        let passes = Set(PassRegistry.all.map(\.name))
        var result: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let marker = [" warning: ", " note: ", " error: "].lazy.compactMap({ line.range(of: $0) }).first,
                  line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else { continue }
            let name = String(line[open.upperBound..<line.index(before: line.endIndex)])
            guard passes.contains(name) else { continue }
            result.append((index + 1, String(line[marker.upperBound...])))
        }
        return result
    }

    @Test func passFindingsFitALineOfARealApp() throws {
        let root = FixtureTests.fixturesDirectory.path
        let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".findings") }
        #expect(files.count > 100, "the fixtures' findings files were not found under \(root)")
        var checked = 0
        for file in files.sorted() {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for (line, message) in Self.passMessages(in: text) {
                checked += 1
                #expect(message.count <= Self.budget, "Fixtures/\(file):\(line): \(message.count) characters: \(message)")
            }
        }
        #expect(checked > 200)
    }

    @Test func aLongPassMessageIsCaughtAndALintsIsLeftToItsOwnTest() {
        let long = "A.swift:1:1: warning: " + String(repeating: "x", count: 260) + " [observable]"
        #expect(Self.passMessages(in: long).map(\.message.count) == [260 + " [observable]".count])
        #expect(Self.passMessages(in: "A.swift:1:1: warning: short [conditional-modifier]").isEmpty)
    }
}
