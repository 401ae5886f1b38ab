import Foundation

/// Entry point of the `swiftui-migrate` command; returns the process exit code.
public enum CLI {
    public static let usage = """
    USAGE: swiftui-migrate <command> [arguments]

    Migration commands:
      list                   Passes (name, summary, minimum OS), then lints.
      explain NAME           What a pass or lint does, what it skips and why, with examples.
      modules [PATH...]      The modules the files belong to (from Package.swift, Xcode
                             projects, XcodeGen's project.yml and Tuist's Project.swift)
                             and what each is built
                             with (platforms, deployment targets, language mode, default
                             isolation) and where each setting was written; takes
                             --configuration, --min-* and --config.
      diff  [PATH...]        Dry run: print a unified diff (stdout) and findings (stderr); writes nothing.
      apply [PATH...]        Write the changes (--interactive: ask per change).
      check [PATH...]        For CI: exit 1 if any pass would change something.
      lint  [PATH...]        Report what the lints flag (never rewrites); exit 1 if anything
                             is reported. Same options as check but --only; --pass/--skip
                             name lints.
      help COMMAND           What one command does, its options and its exit codes (also
                             COMMAND --help).

    Options for diff, apply, check and lint (PATH defaults to the current directory):
      --pass NAME            Run only these passes (repeatable, or a comma list).
                             Default: every pass the deployment target allows.
      --skip NAME            Do not run these passes (repeatable, or a comma list); naming
                             a pass in both --pass and --skip is an error.
      --min-ios VERSION      Minimum OS; also --min-macos, --min-tvos, --min-watchos,
                             --min-visionos. Raises the version of that platform in each
                             target that builds for it (never adds a platform). Default:
                             each file's targets (Package.swift platforms:, the Xcode
                             target's *_DEPLOYMENT_TARGET with its project and .xcconfig,
                             XcodeGen's project.yml, Tuist's Project.swift). Where none
                             says, the minimum is unknown: passes that need one do not run
                             there, and a note names the files.
      --configuration NAME   The Xcode build configuration settings are read for
                             (default: Release, else each project's default).
      --exclude GLOB         Leave out matching files (repeatable; '*' matches across '/').
      --jobs N               Worker threads (default: all cores).
      --format FORMAT        text (default); json: one document with files, hunks, findings
                             and summary; sarif: SARIF 2.1.0 for code scanning; github:
                             GitHub Actions annotations.
      --color auto|always|never
                             Colour the diff (auto: only on a terminal; NO_COLOR disables).
      --allow-dirty          apply: also change files with uncommitted changes.
                             apply never writes read-only files, replaces a symbolic link
                             or leaves a half-written file (README: what apply promises).
      --verify-with-swiftc   Also run 'swiftc -parse' on every changed file.
      --verify-build CMD     apply: run CMD (e.g. "swift build") before and after writing;
                             back out the change units that break the build.
      --migrations DIR       Also load the migration files (*.json) in DIR (repeatable).
      --quiet                Keep the diff, check's 'would change' lines, findings,
                             warnings and errors; drop notes, progress, apply's
                             'changed PATH' lines and the summary (kept, with the
                             files not written, when there are errors).
      --interactive, -i      apply: show each change with its passes and ask
                             'Apply this change [y,n,a,d,q,?]' (needs a terminal).
      --config PATH          Settings from this file instead of the nearest
                             .swiftui-migrate.json in the current folder or above it
                             (keys: passes, skip, exclude, migrations, minimumOS, options,
                             severity, baseline). Flags given on the command line win.
      --only rewrites|findings
                             diff, check: report only pending rewrites, or only findings.
      --baseline PATH        diff, check, lint: report only the findings and pending
                             rewrites the baseline file does not hold.
      --write-baseline PATH  diff, check, lint: record this run's findings and pending
                             rewrites in PATH (then nothing it holds is reported).
    list and explain take --migrations DIR and --config PATH too.

    Files: .swift files under the paths; inside a git work tree .gitignore is honoured;
    .build, .git, .swiftpm, Pods, Carthage and DerivedData are always skipped.
    Suppress a pass or lint in code with '// swiftui-migrate:disable NAME|all' ...
    '// swiftui-migrate:enable', or '// swiftui-migrate:disable-next-line NAME|all'.

    Parser commands:
      syntax check PATH...   Parse every .swift file under PATH; report syntax errors and
                             round-trip mismatches, then a summary line.
                               --jobs N   worker threads (default: all cores)
      syntax tree FILE       Print the concrete syntax tree of FILE (nodes, tokens, trivia).
      syntax outline FILE    Print the declarations, calls and attributes of FILE, one per line.
      syntax bench PATH...   Benchmark parse + print throughput on one core and on all cores.
                               --runs N   repetitions per configuration (default: 3)

    Options:
      -h, --help             Show this help.
      --version              Print the version (the latest release in CHANGELOG.md).

    Exit codes: 0 success (nothing to change, or changes written; 'diff' always); 1 'check'
    reported pending changes (or findings at 'error'), 'lint' reported something, or
    'syntax check' found syntax errors; 2 usage or I/O error (unknown command, option, pass
    or lint name; bad configuration or baseline file; missing path; unreadable file; refused
    write); 3 'apply --verify-build': the build fails before any change, or still fails
    after backing out. 'swiftui-migrate COMMAND --help' gives each command's.

    """

    public static func run(_ arguments: [String], console: Console = .standard,
                           environment: [String: String] = ProcessInfo.processInfo.environment,
                           isTerminal: @escaping (Int32) -> Bool = { isatty($0) == 1 },
                           currentDirectory: String = FileManager.default.currentDirectoryPath,
                           input: InputSource = StandardInput()) -> Int32 {
        do {
            return try dispatch(arguments, console: console, environment: environment, isTerminal: isTerminal,
                                currentDirectory: currentDirectory, input: input)
        } catch let error as UsageError {
            console.err(error.message.hasSuffix("\n") ? error.message : error.message + "\n")
            return error.exitCode
        } catch {
            console.err("error: \(error)\n")
            return 2
        }
    }

    static func dispatch(_ arguments: [String], console: Console, environment: [String: String],
                         isTerminal: (Int32) -> Bool, currentDirectory: String, input: InputSource) throws -> Int32 {
        guard let command = arguments.first else {
            console.err(usage)
            return 2
        }
        switch command {
        case "-h", "--help", "help":
            if command == "help", arguments.count > 1 {
                guard Help.summaries[arguments[1]] != nil else { throw Help.unknownCommand(arguments[1]) }
                console.out(Help.text(for: arguments[1]))
            } else {
                console.out(usage)
            }
            return 0
        case _ where Help.summaries[command] != nil && arguments.dropFirst().contains(where: { $0 == "-h" || $0 == "--help" }):
            // Per-command help (for `syntax`, also `syntax check --help`).
            console.out(Help.text(for: command))
            return 0
        case "--version":
            console.out("swiftui-migrate \(version)\n")
            return 0
        case "syntax":
            return try SyntaxCommand.run(Array(arguments.dropFirst()), console: console)
        case "fuzz":
            // A developer command run by .ci/fuzz (README: Fuzzing); not in the usage text.
            return try FuzzCommand.run(Array(arguments.dropFirst()), console: console)
        case "types":
            // Developer commands of the type layer (README: How names and types are resolved).
            return try TypesCommand.run(Array(arguments.dropFirst()), console: console)
        case "list":
            return try MigrateCommand.list(Array(arguments.dropFirst()), console: console, currentDirectory: currentDirectory)
        case "modules":
            return try ModulesCommand.run(Array(arguments.dropFirst()), console: console, currentDirectory: currentDirectory)
        case "explain":
            return try MigrateCommand.explain(Array(arguments.dropFirst()), console: console, currentDirectory: currentDirectory)
        case "diff", "apply", "check", "lint":
            let rest = Array(arguments.dropFirst())
            return try MigrateCommand.run(MigrateCommand.Mode(rawValue: command)!, rest, console: console,
                                          environment: environment, isTerminal: isTerminal, currentDirectory: currentDirectory,
                                          input: input)
        default:
            throw Help.unknownCommand(command)
        }
    }
}
