import Foundation

/// Runs work items on threads with large stacks, so deep (but bounded) recursion in the
/// parser is safe whatever thread the caller is on.
public enum Workers {
    /// Stack size for worker threads; the parser's depth limit keeps well inside it.
    public static let stackSize = 256 << 20

    /// Calls `body(i)` for every `i` in `0..<count` on `jobs` threads; returns when all are done.
    public static func forEach(_ count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let threads = max(1, min(jobs, count))
        let next = Counter()
        let group = DispatchGroup()
        // The threads hold the body through a box emptied when the work is done: a thread
        // object keeps its closure until the thread has fully exited, which may be after
        // `wait` returns, and the body must not keep what it captured alive past the call.
        let box = BodyBox(body)
        for _ in 0..<threads {
            group.enter()
            let thread = Thread {
                while let body = box.body {
                    let i = next.take()
                    if i >= count { break }
                    body(i)
                }
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        group.wait()
        box.body = nil
    }

    /// Runs one closure on a large-stack thread and returns its result.
    public static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let body = UncheckedBox(body)
        forEach(1, jobs: 1) { _ in box.value = body.value() }
        return box.value!
    }

    /// The number of cores the process may use, read once (on Linux, Foundation reads the
    /// cgroup files for it on every call).
    public static let coreCount: Int = ProcessInfo.processInfo.activeProcessorCount
}

/// A thread-safe counter handing out consecutive numbers.
public final class Counter: @unchecked Sendable {
    public init() {}
    private var value = 0
    private let lock = NSLock()
    public func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value - 1
    }
}

final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Results written by worker threads, each at its own index, read after the workers finish.
/// Inlinable, so each module that uses it compiles it for its own `T`: the generic version
/// cost more than a thousand instructions per `set` (100,000 small files set a slot per file
/// in every phase).
public final class Slots<T>: @unchecked Sendable {
    @usableFromInline var storage: [T?]
    @usableFromInline let lock = NSLock()

    @inlinable public var values: [T?] { storage }

    @inlinable public init(count: Int) { storage = Array(repeating: nil, count: count) }

    @inlinable public func set(_ index: Int, _ value: T?) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// The body of `Workers.forEach`, released when the call returns.
private final class BodyBox: @unchecked Sendable {
    var body: (@Sendable (Int) -> Void)?
    init(_ body: @escaping @Sendable (Int) -> Void) { self.body = body }
}

/// Wall time spent in named phases of a run, for `SWIFTUI_MIGRATE_TIMINGS=1` (the figures
/// benchmarks print; nothing depends on them), with the process's CPU time over the same
/// span where a phase is timed by `Clock`. Phases run by several groups side by side add up
/// their own times. `perPass` also times each pass call (which costs time of its own).
public final class PhaseTimes: @unchecked Sendable {
    private var names: [String] = []
    private var seconds: [String: (wall: Double, cpu: Double?)] = [:]
    private let lock = NSLock()
    public let perPass: Bool

    public init(perPass: Bool = false) { self.perPass = perPass }

    /// The wall clock and the process's CPU clock, in seconds.
    public static func now() -> (wall: Double, cpu: Double) {
        var cpu = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu)
        return (Double(DispatchTime.now().uptimeNanoseconds) / 1e9, Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9)
    }

    /// Consecutive phases: each `end(name)` adds the time since the previous one.
    public struct Clock {
        let times: PhaseTimes?
        var last = PhaseTimes.now()
        public init(_ times: PhaseTimes?) { self.times = times }
        public mutating func end(_ phase: String) {
            guard let times else { return }
            let now = PhaseTimes.now()
            times.add(phase, now.wall - last.wall, cpu: now.cpu - last.cpu)
            last = now
        }
    }

    /// Runs `body`, adding its wall time to `phase`.
    public func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9) }
        return try body()
    }

    public func add(_ phase: String, _ wall: Double, cpu: Double? = nil) {
        lock.lock()
        if seconds[phase] == nil { names.append(phase) }
        let old = seconds[phase] ?? (0, nil)
        seconds[phase] = (old.wall + wall, cpu.map { $0 + (old.cpu ?? 0) })
        lock.unlock()
    }

    /// One line per phase, in the order they first ran: `timing: NAME 1.234 s (cpu 2.100 s)`.
    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names.map { name in
            let (wall, cpu) = seconds[name]!
            return "timing: \(name) " + String(format: "%.3f s", wall) + (cpu.map { String(format: " (cpu %.3f s)", $0) } ?? "")
        }
    }
}
