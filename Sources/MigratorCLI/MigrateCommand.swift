import Foundation
import Migrator
import SwiftCST

/// `list`, `explain`, `diff`, `apply`, `check` and `lint`: the migration commands.
enum MigrateCommand {
    /// Parsed options of `diff`/`apply`/`check`.
    struct Options {
        var paths: [String] = []
        var passes: [String] = []
        var skips: [String] = []
        var minimums: [Platform: Version] = [:]
        var excludes: [String] = []
        var jobs = Workers.coreCount
        /// A `Reporters` name.
        var format = "text"
        var color: String = "auto"
        var allowDirty = false
        var quiet = false
        var verifyWithSwiftc = false
        /// Folders of user migration files (`--migrations DIR`).
        var migrations: [String] = []
        /// `--config PATH`: the configuration file to use instead of looking for one.
        var config: String?
        /// `apply --interactive`: ask per change.
        var interactive = false
        /// Pass options (from the configuration file).
        var passOptions: [String: [String: Bool]] = [:]
        /// `apply --verify-build CMD` (VerifyBuild.swift).
        var verifyBuild: String?
    }

    static func parseOptions(_ arguments: [String], command: String) throws -> Options {
        var options = Options()
        var i = 0
        func value(_ name: String) throws -> String {
            guard i + 1 < arguments.count else { throw UsageError("error: \(name) needs a value") }
            i += 1
            return arguments[i]
        }
        while i < arguments.count {
            var argument = arguments[i]
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func take() throws -> String {
                if let inlineValue { return inlineValue }
                return try value(argument)
            }
            switch argument {
            case "--pass":
                options.passes += try take().split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "--skip":
                options.skips += try take().split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "--min-ios", "--min-macos", "--min-tvos", "--min-watchos", "--min-visionos":
                let platform = Platform.allCases.first { $0.flag == argument }!
                let text = try take()
                guard let version = Version(parsing: text) else {
                    throw UsageError("error: \(argument) needs a version such as 15 or 16.4, not '\(text)'")
                }
                options.minimums[platform] = version
            case "--exclude":
                options.excludes.append(try take())
            case "--jobs", "-j":
                let text = try take()
                guard let n = Int(text), n > 0 else { throw UsageError("error: --jobs needs a positive number, not '\(text)'") }
                options.jobs = n
            case "--format":
                let text = try take()
                guard Reporters.named(text) != nil else {
                    throw UsageError("error: --format is one of \(Reporters.names.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'")
                }
                options.format = text
            case "--config":
                options.config = try take()
            case "--interactive", "-i":
                guard command == "apply" else { throw UsageError("error: --interactive is an option of 'apply'") }
                options.interactive = true
            case "--color":
                let text = try take()
                guard ["auto", "always", "never"].contains(text) else {
                    throw UsageError("error: --color is 'auto', 'always' or 'never', not '\(text)'")
                }
                options.color = text
            case "--allow-dirty":
                options.allowDirty = true
            case "--quiet", "-q":
                options.quiet = true
            case "--verify-with-swiftc":
                options.verifyWithSwiftc = true
            case "--migrations":
                options.migrations.append(try take())
            case "--verify-build":
                guard command == "apply" else { throw UsageError("error: --verify-build is an option of 'apply'") }
                options.verifyBuild = try take()
                if options.verifyBuild!.trimmingCharacters(in: .whitespaces).isEmpty { throw UsageError("error: --verify-build needs a build command, such as \"swift build\"") }
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("error: unknown option '\(arguments[i])' for '\(command)'\n\nRun 'swiftui-migrate --help' for the options.")
                }
                options.paths.append(argument)
            }
            i += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        let both = options.passes.filter(options.skips.contains)
        if !both.isEmpty {
            let names = Array(Set(both)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("error: --pass and --skip both name \(names); a pass cannot be both run and skipped")
        }
        if options.interactive && options.format != "text" {
            throw UsageError("error: --interactive shows changes as text; it cannot be combined with --format \(options.format)")
        }
        if options.interactive && options.verifyBuild != nil {
            // Backing out runs the migration again, which would bring back declined changes.
            throw UsageError("error: --verify-build backs out whole change units by running the migration again; it cannot be combined with --interactive")
        }
        return options
    }

    /// Checks pass names; unknown ones are answered with the valid names and a closest match.
    static func validate(_ names: [String], in passes: [any Pass] = PassRegistry.all, kind: String = "pass") throws {
        for name in names where PassRegistry.named(name, in: passes) == nil {
            var message = "error: unknown \(kind) '\(name)'"
            if let close = PassRegistry.closestName(to: name, in: passes) { message += "; did you mean '\(close)'?" }
            message += "\nvalid \(kind == "pass" ? "passes" : kind == "lint" ? "lints" : "passes and lints"): " + passes.map { $0.name }.joined(separator: ", ")
            throw UsageError(message)
        }
    }

    /// Every pass plus the migrations in the `--migrations` folders (paths relative to the
    /// current directory). A bad file stops everything: nothing runs.
    static func passes(migrations folders: [String], currentDirectory: String) throws -> [any Pass] {
        var files: [MigrationFile] = []
        do {
            for folder in folders {
                files += try MigrationFile.load(directory: SourceFiles.absolute(folder, base: currentDirectory), shown: folder)
            }
            return try PassRegistry.all(adding: files)
        } catch let error as MigrationFileError {
            throw UsageError("error: \(error)")
        }
    }

    /// `list`/`explain` take only `--migrations DIR` and `--config PATH`: the passes those
    /// (or the configuration file's `migrations`) give, and the rest of the arguments.
    static func listedPasses(_ arguments: [String], currentDirectory: String) throws -> (passes: [any Pass], rest: [String]) {
        var values: [String: [String]] = [:]
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if let option = ["--migrations", "--config"].first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) {
                if argument == option {
                    guard i + 1 < arguments.count else { throw UsageError("error: \(option) needs a value") }
                    values[option, default: []].append(arguments[i + 1])
                    i += 2
                } else {
                    values[option, default: []].append(String(argument.dropFirst(option.count + 1)))
                    i += 1
                }
            } else {
                rest.append(argument)
                i += 1
            }
        }
        let config = try ConfigFile.find(explicit: values["--config"]?.last, currentDirectory: currentDirectory)
        let folders = values["--migrations"] ?? config?.migrations ?? []
        let all = try passes(migrations: folders, currentDirectory: currentDirectory)
        try config?.validate(in: all)
        return (all, rest)
    }

    // MARK: list / explain

    static func list(_ arguments: [String], console: Console, currentDirectory: String = ".") throws -> Int32 {
        let (all, rest) = try listedPasses(arguments, currentDirectory: currentDirectory)
        if let extra = rest.first { throw UsageError("error: 'list' takes no arguments (got '\(extra)')") }
        let width = all.map { $0.name.count }.max() ?? 0
        for pass in all {
            let padded = pass.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let data = (pass as? DataMigration).map { "  (data: \($0.file.origin))" } ?? ""
            console.out("\(padded)  \(pass.summary)  [\(pass.minimumOS)]\(data)\n")
        }
        LintCommand.list(console: console)
        return 0
    }

    static func explain(_ arguments: [String], console: Console, currentDirectory: String = ".") throws -> Int32 {
        let (all, rest) = try listedPasses(arguments, currentDirectory: currentDirectory)
        guard rest.count == 1 else { throw UsageError("error: 'explain' takes one pass or lint name") }
        if let lint = LintRegistry.named(rest[0]) {
            LintCommand.explain(lint, console: console)
            return 0
        }
        try validate(rest, in: all + LintRegistry.all, kind: "pass or lint")
        let pass = PassRegistry.named(rest[0], in: all)!
        var text = "\(pass.name): \(pass.summary)\n\nMinimum OS: \(pass.minimumOS)\n\n\(pass.explanation)\n\nExamples:\n"
        for example in pass.examples {
            switch example {
            case .rewrite(let before, let after):
                text += "\n  before: \(before.trimmingCharacters(in: .newlines))\n  after:  \(after.trimmingCharacters(in: .newlines))\n"
            case .unchanged(let source, let reason):
                text += "\n  unchanged (\(reason)): \(source.trimmingCharacters(in: .newlines))\n"
            }
        }
        if !pass.options.isEmpty {
            text += "\nOptions (\"options\": {\"\(pass.name)\": {...}} in \(ConfigFile.fileName)):\n"
            for option in pass.options { text += "\n  \(option.name) (default \(option.defaultValue)): \(option.summary)\n" }
        }
        console.out(text)
        return 0
    }

    // MARK: diff / apply / check

    /// `lint` runs the lints (report only) instead of the passes.
    enum Mode: String { case diff, apply, check, lint }

    static func run(_ mode: Mode, _ arguments: [String], console: Console, environment: [String: String],
                    isTerminal: (Int32) -> Bool, currentDirectory: String, input: InputSource = StandardInput()) throws -> Int32 {
        var options = try parseOptions(arguments, command: mode.rawValue)
        // Refused before any work: answers come from stdin, changes are shown on stdout.
        if options.interactive && !(isTerminal(0) && isTerminal(1)) {
            throw UsageError("error: apply --interactive needs a terminal (standard input and output); review with 'diff', then run 'apply'")
        }
        let config = try ConfigFile.find(explicit: options.config, currentDirectory: currentDirectory)
        let (flagPasses, flagSkips) = (options.passes, options.skips)
        config?.merge(into: &options)
        let migrations = try passes(migrations: options.migrations, currentDirectory: currentDirectory)
        try config?.validate(in: migrations)
        var available = migrations
        if mode == .lint {
            // `--pass`/`--skip` name lints; the configuration file's `passes`/`skip` name passes.
            (options.passes, options.skips) = (flagPasses, flagSkips)
            available = LintRegistry.all
        }
        try validate(options.passes + options.skips, in: available, kind: mode == .lint ? "lint" : "pass")
        // One apply at a time over the same folders (TreeLock), from before the files are read.
        var lockNotes: [String] = []
        var lock: TreeLock?
        defer { lock?.release() }
        if mode == .apply {
            do {
                (lock, lockNotes) = try TreeLock.acquire(options.paths.map { SourceFiles.absolute($0, base: currentDirectory) })
            } catch let busy as TreeLock.Busy {
                throw UsageError(busy.message)
            }
        }
        // Finding the files and the manifests both walk the folders: on two threads.
        let found = Slots<Result<SourceFiles.Discovery, any Error>>(count: 1)
        let detected = Slots<DeploymentTarget.Detection>(count: 1)
        let (paths, excludes) = (options.paths, options.excludes)
        Workers.forEach(2, jobs: options.jobs) { i in
            if i == 0 {
                found.set(0, Result { try SourceFiles.discoverFiles(paths, excluding: excludes, base: currentDirectory) })
            } else {
                detected.set(0, DeploymentTarget.detect(under: paths.map { SourceFiles.absolute($0, base: currentDirectory) }))
            }
        }
        let discovery = try found.values[0]!.get()
        let files = discovery.files.filter { !(options.excludes.isEmpty && config?.excludes($0.absolute) == true) }

        // Deployment target per file: the closest Package.swift or Xcode project above it,
        // with --min-* flags overriding per platform; an announced default otherwise.
        let detection = detected.values[0]!
        var targets: [String: Availability] = [:]
        var groups: [(source: String, availability: Availability, files: Int)] = []
        var shownManifests: [String: String] = [:]
        for file in files {
            let manifest = detection.manifest(for: file.absolute)
            var availability = manifest?.availability ?? (options.minimums.isEmpty ? DeploymentTarget.assumed : Availability())
            for (platform, version) in options.minimums { availability[platform] = version }
            var source = manifest.map { manifest in
                if let shown = shownManifests[manifest.path] { return shown }
                let shown = SourceFiles.displayPath(manifest.path, base: currentDirectory)
                shownManifests[manifest.path] = shown
                return shown
            } ?? (options.minimums.isEmpty ? "" : "flags")
            if manifest != nil && !options.minimums.isEmpty { source += ", flags" }
            targets[file.display] = availability
            if let i = groups.firstIndex(where: { $0.source == source && $0.availability == availability }) {
                groups[i].files += 1
            } else {
                groups.append((source, availability, 1))
            }
        }
        var notes: [String] = lockNotes + discovery.notes + (discovery.linkNote.map { [$0] } ?? [])
        for group in groups {
            let count = "\(group.files) file\(group.files == 1 ? "" : "s")"
            if group.source.isEmpty {
                notes.append("note: no deployment target found for \(count) (no Package.swift platforms or Xcode deployment target covers them, no --min-* flag); assuming \(group.availability)")
            } else {
                notes.append("note: deployment target \(group.availability) for \(count) (from \(group.source))")
            }
        }

        // Passes: named ones or all; each runs where the file's target allows it.
        let requested = options.passes.isEmpty ? available : available.filter { options.passes.contains($0.name) }
        var passes: [any Pass] = []
        for pass in requested where !options.skips.contains(pass.name) {
            passes.append(pass)
            for group in groups {
                let below = pass.minimumOS.platformsBelow(in: group.availability)
                guard !below.isEmpty else { continue }
                let needs = below.map { "\($0.0.rawValue) \($0.need) (target \($0.0.rawValue) \($0.have))" }.joined(separator: ", ")
                let from = group.source.isEmpty ? "" : " (\(group.source))"
                notes.append("note: skipped pass \(pass.name) for \(group.files) file\(group.files == 1 ? "" : "s")\(from): needs \(needs)")
            }
        }

        var inputs: [Engine.Input] = []
        var readErrors: [String] = discovery.errors
        let contents = Slots<[UInt8]>(count: files.count)
        // Modules from the manifests (names resolve the way Swift resolves them, per module),
        // found while the files are read.
        let graph = Slots<ModuleGraph>(count: 1)
        let roots = options.paths.map { SourceFiles.absolute($0, base: currentDirectory) }
        let manifests = detection.contents
        Workers.forEach(files.count + 1, jobs: options.jobs) { i in
            if i == 0 {
                graph.set(0, ModuleGraph.discover(files: files.map { ModuleGraph.File(path: $0.display, absolutePath: $0.absolute) },
                                                  roots: roots, manifests: manifests))
            } else {
                contents.set(i - 1, FileManager.default.contents(atPath: files[i - 1].absolute).map { [UInt8]($0) })
            }
        }
        for (file, bytes) in zip(files, contents.values) {
            guard let bytes else {
                readErrors.append("\(file.display): error: cannot read file")
                continue
            }
            inputs.append(Engine.Input(path: file.display, bytes: bytes, target: targets[file.display]))
        }
        var engine = Engine(passes: passes, target: DeploymentTarget.assumed, jobs: options.jobs)
        engine.verifyWithSwiftc = options.verifyWithSwiftc
        engine.passOptions = options.passOptions
        let modules = graph.values[0]!
        engine.modules = modules
        notes += modules.notes
        let reporter = Reporters.named(options.format)!
        var progress: ProgressLine?
        if reporter.isForPeople && !options.quiet && isTerminal(2) {
            let delay = environment["SWIFTUI_MIGRATE_PROGRESS_AFTER"].flatMap(Double.init) ?? 2
            progress = ProgressLine(write: console.err, passCount: passes.count, delay: delay)
        }
        var update: (@Sendable (Engine.Stage, Int, Int) -> Void)?
        if let progress { update = { stage, done, total in progress.update(stage, done, total) } }
        var results = engine.run(inputs, progress: update)
        progress?.finish()
        let useColor = options.color == "always" || (options.color == "auto" && isTerminal(1) && environment["NO_COLOR"] == nil)
        // apply, --interactive and --verify-build all write through the one Writer.
        let writing = WriteSet(files: mode == .apply ? files : [], allowDirty: options.allowDirty)  // only apply writes
        var reviewErrors: [String] = []
        if options.interactive {
            let review = InteractiveReview(console: console, input: input, color: useColor, passOrder: passes.map(\.name))
            (results, reviewErrors) = try review.run(results, writer: writing)
        }

        var outcome = Writer.Outcome()
        var buildErrors: [String] = []
        var buildFails = false
        if mode == .apply {
            let verifier = options.verifyBuild.map { BuildVerifier(command: $0, directory: currentDirectory, console: console) }
            if let verifier, let failure = VerifyBuild.originalFails(verifier) {
                console.err(failure + "\n")
                return VerifyBuild.failureStatus
            }
            outcome = writing.write(results)
            if let verifier, !outcome.written.isEmpty {
                let verification = VerifyBuild.verify(verifier, results: results, written: outcome.written, destinations: outcome.destinations) { excluded in
                    var again = engine
                    again.excludedUnits = excluded
                    return again.run(inputs)
                }
                results = verification.results
                outcome.written = verification.written
                outcome.warnings += verification.warnings
                buildErrors = verification.errors
                buildFails = !verification.passed
            }
        }
        let writeErrors = reviewErrors + outcome.errors + buildErrors
        var report = Report(mode: mode, results: results, targets: groups.map { ($0.source, $0.availability, $0.files) },
                            notes: notes + outcome.notes, errors: readErrors + writeErrors, written: outcome.written, scanned: files.count)
        report.refused = outcome.refused
        report.warnings = outcome.warnings
        report.passes = passes
        report.baseDirectory = currentDirectory
        report.color = useColor
        report.quiet = options.quiet
        reporter.write(report, to: console)
        // Files that could not be read, parsed or written are errors, whatever else happened.
        if buildFails { return VerifyBuild.failureStatus }
        if !readErrors.isEmpty || !writeErrors.isEmpty || results.contains(where: { !$0.errors.isEmpty }) { return 2 }
        if mode == .check && results.contains(where: \.changed) { return 1 }
        if mode == .lint && results.contains(where: { !$0.findings.isEmpty }) { return 1 }
        return 0
    }
}

/// The files of a run as the writer sees them: `apply`, `apply --interactive` (before its
/// first question) and `apply --verify-build` (each time it backs changes out) all ask it.
struct WriteSet {
    /// Display path → the file found.
    let found: [String: SourceFiles.Found]
    /// Absolute paths of every file of the run.
    let listed: Set<String>
    /// Folders of the run's files (cleaned of stale temporary files before writing).
    let folders: Set<String>
    let allowDirty: Bool

    init(files: [SourceFiles.Found], allowDirty: Bool) {
        var found: [String: SourceFiles.Found] = [:]
        for file in files { found[file.display] = file }
        self.found = found
        listed = Set(files.map(\.absolute))
        folders = Set(files.map { ($0.absolute as NSString).deletingLastPathComponent })
        self.allowDirty = allowDirty
    }

    /// A write request per changed result.
    func requests(_ results: [Engine.FileResult]) -> [Writer.Request] {
        results.filter(\.changed).compactMap { result in
            found[result.path].map { Writer.Request(display: $0.display, absolute: $0.absolute, root: $0.root, original: result.original, output: result.output) }
        }
    }

    /// Writes the changed results.
    func write(_ results: [Engine.FileResult]) -> Writer.Outcome {
        Writer.write(requests(results), listed: listed, folders: folders, allowDirty: allowDirty)
    }

    /// What writing the changed results would refuse, without writing.
    func preflight(_ results: [Engine.FileResult]) -> (uncommitted: [String], refused: [(display: String, message: String)]) {
        Writer.preflight(requests(results), listed: listed, allowDirty: allowDirty)
    }
}
