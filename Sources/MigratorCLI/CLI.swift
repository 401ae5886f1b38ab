import Foundation

/// Entry point of the `swiftui-migrate` command; returns the process exit code.
public enum CLI {
    public static let version = "0.1.0"

    public static let usage = """
    USAGE: swiftui-migrate <command> [arguments]

    Commands:
      syntax check PATH...   Parse every .swift file under PATH; report syntax errors and
                             round-trip mismatches, then a summary line.
                               --jobs N   worker threads (default: all cores)
      syntax tree FILE       Print the concrete syntax tree of FILE (nodes, tokens, trivia).
      syntax outline FILE    Print the declarations, calls and attributes of FILE, one per line.
      syntax bench PATH...   Benchmark parse + print throughput on one core and on all cores.
                               --runs N   repetitions per configuration (default: 3)

    Options:
      -h, --help             Show this help.
      --version              Print the version.

    Exit codes: 0 success, 1 syntax errors or round-trip failures found, 2 usage or I/O error.

    """

    public static func run(_ arguments: [String], console: Console = .standard) -> Int32 {
        do {
            return try dispatch(arguments, console: console)
        } catch let error as UsageError {
            console.err(error.message.hasSuffix("\n") ? error.message : error.message + "\n")
            return error.exitCode
        } catch {
            console.err("error: \(error)\n")
            return 2
        }
    }

    static func dispatch(_ arguments: [String], console: Console) throws -> Int32 {
        guard let command = arguments.first else {
            console.err(usage)
            return 2
        }
        switch command {
        case "-h", "--help", "help":
            console.out(usage)
            return 0
        case "--version":
            console.out("swiftui-migrate \(version)\n")
            return 0
        case "syntax":
            return try SyntaxCommand.run(Array(arguments.dropFirst()), console: console)
        default:
            throw UsageError("error: unknown command '\(command)'\n\n" + usage)
        }
    }
}
