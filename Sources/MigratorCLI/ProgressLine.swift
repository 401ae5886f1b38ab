import Foundation
import MigratorEngine

/// A one-line progress indicator on stderr (`files parsed`, then files migrated by the
/// passes), drawn only once a run has taken longer than `delay` and cleared at the end.
/// The command creates it only for text output to a terminal without `--quiet`, so it
/// never reaches a pipe, a log or a machine-readable format.
final class ProgressLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let passCount: Int
    private let delay: Double
    private let clock: @Sendable () -> Double
    private let start: Double
    private let lock = NSLock()
    private var lastDrawn: Double?
    private var lastText = ""

    /// Seconds since an arbitrary start, for measuring the run.
    static let monotonic: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    init(write: @escaping @Sendable (String) -> Void, passCount: Int, delay: Double = 2, clock: @escaping @Sendable () -> Double = ProgressLine.monotonic) {
        self.write = write
        self.passCount = passCount
        self.delay = delay
        self.clock = clock
        self.start = clock()
    }

    /// Engine progress (any thread): redraws at most ten times a second, and not before
    /// `delay` has passed.
    func update(_ stage: Engine.Stage, _ done: Int, _ total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = clock()
        guard now - start >= delay else { return }
        if let lastDrawn, now - lastDrawn < 0.1, done != total { return }
        let text: String
        switch stage {
        case .parsing: text = "swiftui-migrate: \(done)/\(total) files parsed"
        case .migrating: text = "swiftui-migrate: \(done)/\(total) files migrated (\(passCount) pass\(passCount == 1 ? "" : "es"))"
        }
        guard text != lastText else { return }
        lastDrawn = now
        lastText = text
        write("\r\u{1B}[K" + text)
    }

    /// Erases the line if anything was drawn.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { write("\r\u{1B}[K") }
        lastDrawn = nil
    }
}
