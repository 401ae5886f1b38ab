/// A value handed to worker threads that the caller knows is safe to share (read-only
/// while the workers run).
package struct UncheckedSendable<T>: @unchecked Sendable {
    package let value: T
    package init(_ value: T) { self.value = value }
}
