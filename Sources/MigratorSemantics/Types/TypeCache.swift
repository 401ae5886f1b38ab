import Foundation

/// A thread-safe memo: each key is computed once (outside the lock, so computations may
/// ask for other keys), and a key asked for again while the same thread is computing it
/// gets `cycle` (a declaration whose type depends on itself is unknown, not a hang).
final class TypeCache<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]
    /// Keys being computed, with the computing thread.
    private var computing: [Key: [pthread_t]] = [:]
    private let cycle: Value

    init(cycle: Value) {
        self.cycle = cycle
    }

    func value(_ key: Key, _ compute: () -> Value) -> Value {
        let me = pthread_self()
        lock.lock()
        if let known = values[key] {
            lock.unlock()
            return known
        }
        if let threads = computing[key], threads.contains(where: { pthread_equal($0, me) != 0 }) {
            lock.unlock()
            return cycle
        }
        computing[key, default: []].append(me)
        lock.unlock()
        let made = compute()
        lock.lock()
        values[key] = made
        if var threads = computing[key] {
            threads.removeAll { pthread_equal($0, me) != 0 }
            computing[key] = threads.isEmpty ? nil : threads
        }
        lock.unlock()
        return made
    }
}
