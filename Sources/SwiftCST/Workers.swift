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
public final class Slots<T>: @unchecked Sendable {
    public private(set) var values: [T?]
    private let lock = NSLock()

    public init(count: Int) { values = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: T?) {
        lock.lock()
        values[index] = value
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
