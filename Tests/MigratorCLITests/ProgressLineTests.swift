import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// A clock tests move by hand.
final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0
    var now: Double { lock.withLock { value } }
    func advance(_ seconds: Double) { lock.withLock { value += seconds } }
}

/// The one-line progress indicator.
struct ProgressLineTests {
    @Test func drawsOnlyAfterTheDelayAndClearsAtTheEnd() {
        let captured = CapturedConsole()
        let clock = ManualClock()
        let line = ProgressLine(write: captured.console.err, passCount: 3, delay: 2, clock: { clock.now })
        line.update(.parsing, 10, 100)
        clock.advance(1.9)
        line.update(.parsing, 50, 100)
        #expect(captured.err.isEmpty)
        clock.advance(0.2)
        line.update(.parsing, 60, 100)
        #expect(captured.err == "\r\u{1B}[Kswiftui-migrate: 60/100 files parsed")
        // At most ten redraws a second, except the last of a stage.
        clock.advance(0.05)
        line.update(.parsing, 61, 100)
        line.update(.parsing, 100, 100)
        clock.advance(0.2)
        line.update(.migrating, 1, 100)
        line.finish()
        #expect(captured.err == "\r\u{1B}[Kswiftui-migrate: 60/100 files parsed\r\u{1B}[Kswiftui-migrate: 100/100 files parsed"
                + "\r\u{1B}[Kswiftui-migrate: 1/100 files migrated (3 passes)\r\u{1B}[K")
    }

    @Test func aQuickRunDrawsNothingNotEvenTheClear() {
        let captured = CapturedConsole()
        let line = ProgressLine(write: captured.console.err, passCount: 1, delay: 2, clock: { 0 })
        line.update(.migrating, 1, 1)
        line.finish()
        #expect(captured.err.isEmpty)
    }

    /// Runs `diff` with a progress delay of zero, as if every stream were `terminal`.
    func diff(_ extra: [String], terminal: Bool) throws -> String {
        let root = try makeProject()
        let captured = CapturedConsole()
        _ = CLI.run(["diff"] + extra, console: captured.console, environment: ["SWIFTUI_MIGRATE_PROGRESS_AFTER": "0"],
                    isTerminal: { _ in terminal }, currentDirectory: root)
        return captured.err
    }

    @Test func onlyTextOutputToATerminalWithoutQuietShowsIt() throws {
        let shown = try diff([], terminal: true)
        #expect(shown.contains("files parsed"))
        #expect(shown.contains("files migrated"))
        // Cleared before anything else is written: the notes follow the clear.
        #expect(shown.contains("\r\u{1B}[Knote: deployment target"))
        #expect(!(try diff([], terminal: false)).contains("\r"))
        #expect(!(try diff(["--quiet"], terminal: true)).contains("\r"))
        for format in ["json", "sarif", "github"] {
            #expect(!(try diff(["--format", format], terminal: true)).contains("\r"), "\(format)")
        }
    }
}
