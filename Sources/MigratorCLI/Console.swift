import Foundation

/// Where the CLI writes; tests capture both streams instead of touching the process's.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and standard error.
    public static let standard = Console(
        out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
        err: { text in FileHandle.standardError.write(Data(text.utf8)) }
    )
}

/// A failure the user can act on; the CLI prints the message and exits with `exitCode`.
public struct UsageError: Error, CustomStringConvertible {
    public var message: String
    public var exitCode: Int32
    public init(_ message: String, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }
    public var description: String { message }
}
