import Foundation
import MigratorEngine
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few git questions the CLI asks, answered by running `git` so that the scanned
/// repository can never make it run anything:
///
/// - git is found by absolute path: on `PATH`, skipping empty, relative and current-folder
///   entries (`PATH=.:$PATH` must not run a `./git` from the repository), else in the usual
///   system folders.
/// - It runs with a fresh environment (no `GIT_DIR`, `GIT_EXTERNAL_DIFF`, `GIT_PAGER`, ...
///   from the caller), without the system and global configuration files
///   (`GIT_CONFIG_NOSYSTEM=1`, `GIT_CONFIG_GLOBAL=/dev/null`; the `safe.directory` entries of
///   those files are passed on, since trusting a repository is the user's decision), without
///   optional locks, and with every setting that could run a command off: `core.fsmonitor`,
///   hooks, pager, editor, external diff, and each `filter.*`, `diff.*` and `merge.*` driver
///   the repository's configuration (includes followed) defines, overridden by its exact
///   name whatever characters it holds; submodules are not entered.
/// - The configuration's includes are read first (`GitIncludes`): one that names a FIFO or
///   a device (`/dev/tty`), which would block git, is refused without running git. Every
///   call also has a time limit.
enum Git {
    /// Why git gave no answer.
    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// The git executable, or nil when there is none.
    static let executable: String? = findExecutable("git")

    /// Finds a program by absolute path (`Executables.find`).
    static func findExecutable(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"],
                               currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        Executables.find(name, path: path, currentDirectory: currentDirectory)
    }

    /// `safe.directory` entries of the system and global configuration (read once, with the
    /// caller's environment, from `/`, so no repository's configuration is read).
    static let trustedDirectories: [String] = {
        guard let git = executable else { return [] }
        var result: [String] = []
        for scope in ["--system", "--global"] {
            if case .success(let data) = launch(git, ["config", scope, "--null", "--get-all", "safe.directory"], in: "/",
                                                environment: ProcessInfo.processInfo.environment) {
                result += data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            }
        }
        return result
    }()

    /// The environment git runs with: the caller's locale, `HOME` and `PATH` only.
    static let environment: [String: String] = {
        let caller = ProcessInfo.processInfo.environment
        var environment: [String: String] = [:]
        for (key, value) in caller where key == "PATH" || key == "HOME" || key == "LANG" || key.hasPrefix("LC_") {
            environment[key] = value
        }
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ATTR_NOSYSTEM"] = "1"
        return environment
    }()

    /// Settings that run nothing, for every command.
    static let fixedSettings: [String] = [
        "core.fsmonitor=false", "core.hooksPath=/dev/null", "core.pager=cat", "core.editor=false",
        "core.sshCommand=false", "core.askPass=", "credential.helper=", "diff.external=", "submodule.recurse=false",
        "status.submoduleSummary=false", "diff.ignoreSubmodules=all", "protocol.allow=never",
    ]

    /// Keys of the repository's configuration that name a command to run (filter, diff and
    /// merge drivers), each to be set to nothing. A driver's name may hold any character
    /// (`[filter "a=b"]`), so the keys are passed whole (`overriding`), never as `-c KEY=`,
    /// which git splits at the first `=`.
    static func driverKeys(in directory: String, git: String, timeLimit: Double) -> Result<[String], Failure> {
        let arguments = ["--no-pager"] + (fixedSettings + trustedDirectories.map { "safe.directory=" + $0 }).flatMap { ["-c", $0] }
            + ["-C", directory, "config", "--null", "--name-only", "--list"]
        return launch(git, arguments, in: directory, environment: environment, timeLimit: timeLimit).map { data in
            var keys: [String] = []
            for name in data.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
                guard let dot = name.firstIndex(of: "."), let last = name.lastIndex(of: "."), dot < last else { continue }
                let section = name[..<dot].lowercased()
                let key = name[name.index(after: last)...].lowercased()
                let runs: Bool
                switch section {
                case "filter": runs = key == "clean" || key == "smudge" || key == "process"
                case "diff": runs = key == "textconv" || key == "command"
                case "merge": runs = key == "driver"
                default: runs = false
                }
                if runs { keys.append(name) }
            }
            return keys
        }
    }

    /// The environment setting each key to nothing (`GIT_CONFIG_COUNT`, git 2.31 and later:
    /// key and value are passed apart, whatever characters the key holds).
    static func overriding(_ keys: [String], in environment: [String: String]) -> [String: String] {
        var result = environment
        result["GIT_CONFIG_COUNT"] = String(keys.count)
        for (i, key) in keys.enumerated() {
            result["GIT_CONFIG_KEY_\(i)"] = key
            result["GIT_CONFIG_VALUE_\(i)"] = ""
        }
        return result
    }

    /// Whether git takes settings from `GIT_CONFIG_COUNT` (2.31 and later).
    static let takesSettingsFromEnvironment: Bool = {
        guard let git = executable, case .success(let data) = launch(git, ["--version"], in: "/", environment: environment, timeLimit: defaultTimeLimit) else { return false }
        let words = String(decoding: data, as: UTF8.self).split(separator: " ")
        guard words.count >= 3 else { return false }
        let parts = words[2].split(separator: ".").compactMap { Int($0.prefix { $0.isNumber }) }
        guard parts.count >= 2 else { return false }
        return parts[0] > 2 || (parts[0] == 2 && parts[1] >= 31)
    }()

    /// Seconds a git command may take before it is stopped (`SWIFTUI_MIGRATE_GIT_TIMEOUT`,
    /// else 120): a configuration that includes a FIFO or `/dev/tty` must not hang the tool.
    static let defaultTimeLimit: Double = ProcessInfo.processInfo.environment["SWIFTUI_MIGRATE_GIT_TIMEOUT"].flatMap(Double.init).map { max($0, 0.1) } ?? 120

    /// Runs git with arguments in `directory`; stdout when it exits 0, else why not.
    static func run(_ arguments: [String], in directory: String, timeLimit: Double = defaultTimeLimit) -> Result<Data, Failure> {
        guard let git = executable else { return .failure(Failure(message: "git is not installed")) }
        if let include = GitIncludes.blockingInclude(around: directory) {
            return .failure(Failure(message: "the repository's git configuration includes \(TerminalText.escaped(include)), which is not a regular file (git would wait on it), so git is not run"))
        }
        let keys: [String]
        switch driverKeys(in: directory, git: git, timeLimit: timeLimit) {
        case .success(let found): keys = found
        case .failure(let failure): return .failure(failure)
        }
        // Keys without `=` are also given as `-c KEY=` (for a git before 2.31); one with `=`
        // can be neutralised only through the environment.
        let plain = keys.filter { !$0.contains("=") }
        if plain.count < keys.count && !takesSettingsFromEnvironment {
            let names = keys.filter { $0.contains("=") }.map { TerminalText.escaped($0) }.joined(separator: ", ")
            return .failure(Failure(message: "the repository configures a driver whose name holds '=' (\(names)), which this git (before 2.31) cannot be kept from running"))
        }
        let settings = fixedSettings + trustedDirectories.map { "safe.directory=" + $0 } + plain.map { $0 + "=" }
        let environment = keys.isEmpty ? environment : overriding(keys, in: environment)
        return launch(git, ["--no-pager"] + settings.flatMap { ["-c", $0] } + ["-C", directory] + arguments, in: directory,
                      environment: environment, timeLimit: timeLimit)
    }

    /// Starts a program and waits for it, at most `timeLimit` seconds (then it is killed);
    /// stdout when it exits 0, else its first line of stderr (or the exit status).
    static func launch(_ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
                       timeLimit: Double = defaultTimeLimit) -> Result<Data, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(Failure(message: "cannot run \(executable): \(error)")) }
        let pid = process.processIdentifier
        let timer = GitTimer()
        let deadline = DispatchWorkItem {
            timer.fired = true
            kill(pid, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: deadline)
        // Both pipes are drained together, so neither can fill up and block git.
        let stderr = GitOutput(errors.fileHandleForReading)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr.read()
            done.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        process.waitUntilExit()
        deadline.cancel()
        if timer.fired {
            return .failure(Failure(message: "git did not finish within \(Int(timeLimit)) s and was stopped (does its configuration include a FIFO or a terminal?)"))
        }
        if process.terminationStatus == 0 && process.terminationReason == .exit { return .success(data) }
        let text = String(decoding: stderr.data, as: UTF8.self)
        let first = text.split(separator: "\n").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        return .failure(Failure(message: first ?? "git exited with status \(process.terminationStatus)"))
    }

    /// The folder holding `.git` (a folder, or a file for worktrees and submodules) at or
    /// above `directory`, found without running git: whether git should be asked at all.
    static func repositoryRoot(containing directory: String) -> String? {
        var current = SourceFiles.normalize(directory)
        while true {
            var info = stat()
            if lstat(current + (current == "/" ? ".git" : "/.git"), &info) == 0 { return current }
            if current == "/" || current == "." || current.isEmpty { return nil }
            current = (current as NSString).deletingLastPathComponent
        }
    }

    /// The work tree root containing `directory`, if any.
    static func workTreeRoot(_ directory: String) -> Result<String, Failure> {
        run(["rev-parse", "--show-toplevel"], in: directory).flatMap { data in
            let root = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
            return root.isEmpty ? .failure(Failure(message: "git names no work tree")) : .success(root)
        }
    }

    /// Files under `directory` that git tracks or would track (ignored files left out),
    /// relative to `directory`, as raw bytes (a name need not be valid UTF-8).
    static func listFiles(in directory: String) -> Result<[[UInt8]], Failure> {
        run(["ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: directory).map { data in
            data.split(separator: 0).map { [UInt8]($0) }
        }
    }

    /// Which of `paths` (absolute) have uncommitted changes, are untracked or are ignored.
    static func dirtyFiles(_ paths: [String], root: String) -> Result<[String], Failure> {
        guard !paths.isEmpty else { return .success([]) }
        // Ignored files are listed too: one named on the command line is not committed, and
        // git could not restore it. No renames are looked for.
        return run(["status", "--porcelain", "-z", "--untracked-files=all", "--ignored=matching", "--no-renames",
                    "--ignore-submodules=all", "--"] + paths, in: root).map { data in
            var dirty: [String] = []
            let entries = data.split(separator: 0, omittingEmptySubsequences: true)
            var skipNext = false
            for entry in entries {
                if skipNext { skipNext = false; continue }
                let text = String(decoding: entry, as: UTF8.self)
                guard text.utf8.count > 3 else { continue }
                let status = text.prefix(2)
                if status.contains("R") || status.contains("C") { skipNext = true }
                dirty.append(root + "/" + String(text.dropFirst(3)))
            }
            return dirty
        }
    }
}

/// Whether a git command's time ran out (set on a dispatch queue, read after the process
/// ended).
private final class GitTimer: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var fired: Bool {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// A pipe read to its end on another thread, read after that thread signalled.
private final class GitOutput: @unchecked Sendable {
    let handle: FileHandle
    var data = Data()
    init(_ handle: FileHandle) { self.handle = handle }
    func read() { data = handle.readDataToEndOfFile() }
}
