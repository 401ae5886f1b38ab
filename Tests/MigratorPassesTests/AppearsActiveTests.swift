import Testing
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// `soft-deprecated` leaves `\.controlActiveState` to `appears-active` where that pass runs:
/// a rewritten site has no advice, a declined one only the pass's reason; below macOS 15
/// the pass does not run and the advice is given.
struct AppearsActiveTests {
    static let source = """
    struct A: View {
        @Environment(\\.controlActiveState) private var state
        var body: some View { Text("a").opacity(state == .inactive ? 0.5 : 1) }
    }
    struct B: View {
        @Environment(\\.controlActiveState) private var state
        var body: some View { Text("b").opacity(state == .active ? 0.5 : 1) }
    }

    """

    func run(_ target: Availability) throws -> Engine.FileResult {
        let softDeprecated = try #require(PassRegistry.named("soft-deprecated"))
        return Engine(passes: [AppearsActivePass(), softDeprecated], target: target, jobs: 1)
            .run([.init(path: "A.swift", bytes: Array(Self.source.utf8))])[0]
    }

    @Test func theAdviceIsLeftToThePassWhereItRuns() throws {
        let result = try run(Availability(macOS: 15))
        #expect(result.findings.map { "\($0.line) \($0.pass) \($0.reason)" } == ["6 appears-active value-use"])
        #expect(String(decoding: result.output, as: UTF8.self).contains("@Environment(\\.appearsActive) private var state\n    var body: some View { Text(\"a\").opacity(!state ? 0.5 : 1) }"))
        let low = try run(Availability(macOS: 14))
        #expect(!low.changed)
        // appearsActive needs macOS 15: below it, advice to use it cannot be followed.
        #expect(low.findings.map { "\($0.line) \($0.pass)" } == [])
    }

    /// Apple documents the mapping on macOS only: a file also built for iOS is declined.
    @Test func aFileBuiltForIOSTooIsDeclined() throws {
        let result = try run(Availability(iOS: 18, macOS: 15))
        #expect(!result.changed)
        #expect(result.findings.map { "\($0.line) \($0.pass) \($0.reason)" } == ["2 appears-active platform", "6 appears-active platform"])
    }
}
