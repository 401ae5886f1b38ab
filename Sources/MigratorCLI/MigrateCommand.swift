import Foundation
import Migrator
import SwiftCST

/// `list`, `explain`, `diff`, `apply` and `check`: the migration commands.
enum MigrateCommand {
    /// Parsed options of `diff`/`apply`/`check`.
    struct Options {
        var paths: [String] = []
        var passes: [String] = []
        var skips: [String] = []
        var minimums: [Platform: Version] = [:]
        var excludes: [String] = []
        var jobs = Workers.coreCount
        var json = false
        var color: String = "auto"
        var allowDirty = false
        var quiet = false
        var verifyWithSwiftc = false
        /// Folders of user migration files (`--migrations DIR`).
        var migrations: [String] = []
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
                guard text == "text" || text == "json" else { throw UsageError("error: --format is 'text' or 'json', not '\(text)'") }
                options.json = text == "json"
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
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("error: unknown option '\(arguments[i])' for '\(command)'\n\nRun 'swiftui-migrate --help' for the options.")
                }
                options.paths.append(argument)
            }
            i += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// Checks pass names; unknown ones are answered with the valid names and a closest match.
    static func validate(_ names: [String], in passes: [any Pass] = PassRegistry.all) throws {
        for name in names where PassRegistry.named(name, in: passes) == nil {
            var message = "error: unknown pass '\(name)'"
            if let close = PassRegistry.closestName(to: name, in: passes) { message += "; did you mean '\(close)'?" }
            message += "\nvalid passes: " + passes.map { $0.name }.joined(separator: ", ")
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

    /// `list`/`explain` take only `--migrations DIR`; the rest of the arguments.
    static func migrationFolders(_ arguments: [String]) throws -> (folders: [String], rest: [String]) {
        var folders: [String] = []
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            if arguments[i] == "--migrations" {
                guard i + 1 < arguments.count else { throw UsageError("error: --migrations needs a value") }
                folders.append(arguments[i + 1])
                i += 2
            } else if arguments[i].hasPrefix("--migrations=") {
                folders.append(String(arguments[i].dropFirst("--migrations=".count)))
                i += 1
            } else {
                rest.append(arguments[i])
                i += 1
            }
        }
        return (folders, rest)
    }

    // MARK: list / explain

    static func list(_ arguments: [String], console: Console, currentDirectory: String = ".") throws -> Int32 {
        let (folders, rest) = try migrationFolders(arguments)
        if let extra = rest.first { throw UsageError("error: 'list' takes no arguments (got '\(extra)')") }
        let all = try passes(migrations: folders, currentDirectory: currentDirectory)
        let width = all.map { $0.name.count }.max() ?? 0
        for pass in all {
            let padded = pass.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let data = (pass as? DataMigration).map { "  (data: \($0.file.origin))" } ?? ""
            console.out("\(padded)  \(pass.summary)  [\(pass.minimumOS)]\(data)\n")
        }
        return 0
    }

    static func explain(_ arguments: [String], console: Console, currentDirectory: String = ".") throws -> Int32 {
        let (folders, rest) = try migrationFolders(arguments)
        guard rest.count == 1 else { throw UsageError("error: 'explain' takes one pass name") }
        let all = try passes(migrations: folders, currentDirectory: currentDirectory)
        try validate(rest, in: all)
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
        console.out(text)
        return 0
    }

    // MARK: diff / apply / check

    enum Mode: String { case diff, apply, check }

    static func run(_ mode: Mode, _ arguments: [String], console: Console, environment: [String: String],
                    isTerminal: (Int32) -> Bool, currentDirectory: String) throws -> Int32 {
        let options = try parseOptions(arguments, command: mode.rawValue)
        let available = try passes(migrations: options.migrations, currentDirectory: currentDirectory)
        try validate(options.passes + options.skips, in: available)
        // Finding the files and the manifests both walk the folders: on two threads.
        let found = Slots<Result<[(display: String, absolute: String)], any Error>>(count: 1)
        let detected = Slots<DeploymentTarget.Detection>(count: 1)
        Workers.forEach(2, jobs: options.jobs) { i in
            if i == 0 {
                found.set(0, Result { try SourceFiles.discover(options.paths, excluding: options.excludes, base: currentDirectory) })
            } else {
                detected.set(0, DeploymentTarget.detect(under: options.paths.map { SourceFiles.absolute($0, base: currentDirectory) }))
            }
        }
        let files = try found.values[0]!.get()
        var absolutePaths: [String: String] = [:]
        for file in files { absolutePaths[file.display] = file.absolute }

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
        var notes: [String] = []
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
        var readErrors: [String] = []
        let contents = Slots<[UInt8]>(count: files.count)
        Workers.forEach(files.count, jobs: options.jobs) { i in
            contents.set(i, FileManager.default.contents(atPath: files[i].absolute).map { [UInt8]($0) })
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
        let showProgress = !options.quiet && isTerminal(2) && inputs.count >= 50
        var progress: (@Sendable (Int, Int) -> Void)?
        if showProgress {
            let err = console.err
            progress = { done, total in
                guard done % 25 == 0 || done == total else { return }
                let clear = done == total ? "\r\u{1B}[K" : ""
                err("\r[\(done)/\(total)] files" + clear)
            }
        }
        let results = engine.run(inputs, progress: progress)

        var writeErrors: [String] = []
        var written: [String] = []
        if mode == .apply {
            (written, writeErrors) = write(results.filter(\.changed), absolutePaths: absolutePaths, allowDirty: options.allowDirty)
        }
        let useColor = options.color == "always" || (options.color == "auto" && isTerminal(1) && environment["NO_COLOR"] == nil)
        let report = Report(mode: mode, results: results, targets: groups.map { ($0.source, $0.availability, $0.files) }, notes: notes, errors: readErrors + writeErrors,
                            written: written, scanned: files.count)
        if options.json {
            console.out(report.json())
        } else {
            report.printText(console: console, color: useColor, quiet: options.quiet)
        }
        // Files that could not be read, parsed or written are errors, whatever else happened.
        if !readErrors.isEmpty || !writeErrors.isEmpty || results.contains(where: { !$0.errors.isEmpty }) { return 2 }
        if mode == .check && results.contains(where: \.changed) { return 1 }
        return 0
    }

    /// Writes changed files atomically; refuses dirty files in a git work tree (unless
    /// allowed) and files that changed since they were read.
    static func write(_ results: [Engine.FileResult], absolutePaths: [String: String], allowDirty: Bool) -> (written: [String], errors: [String]) {
        func absolutePath(_ path: String) -> String { absolutePaths[path] ?? path }
        var errors: [String] = []
        var allowed = results
        if !allowDirty {
            var dirty: Set<String> = []
            var byRoot: [String: [String]] = [:]
            for result in results {
                let absolute = absolutePath(result.path)
                let folder = (absolute as NSString).deletingLastPathComponent
                if let root = Git.workTreeRoot(folder) {
                    byRoot[(root as NSString).resolvingSymlinksInPath, default: []].append((absolute as NSString).resolvingSymlinksInPath)
                }
            }
            for (root, paths) in byRoot { dirty.formUnion(Git.dirtyFiles(paths, root: root)) }
            if !dirty.isEmpty {
                let names = results.filter { dirty.contains((absolutePath($0.path) as NSString).resolvingSymlinksInPath) }.map(\.path)
                errors.append("error: refusing to change files with uncommitted changes (commit or stash them, or pass --allow-dirty):\n" + names.map { "  \($0)" }.joined(separator: "\n"))
                allowed = []
            }
        }
        var written: [String] = []
        for result in allowed {
            do {
                try atomicWrite(result.output, to: absolutePath(result.path), shownAs: result.path, expecting: result.original)
                written.append(result.path)
            } catch let error as UsageError {
                errors.append(error.message)
            } catch {
                errors.append("\(result.path): error: \(error)")
            }
        }
        return (written, errors)
    }

    /// Temporary file in the same folder, same permissions, then rename over the original.
    static func atomicWrite(_ bytes: [UInt8], to path: String, shownAs shown: String, expecting original: [UInt8]) throws {
        let manager = FileManager.default
        guard let current = manager.contents(atPath: path), [UInt8](current) == original else {
            throw UsageError("\(shown): error: file changed on disk since it was read; not written")
        }
        let attributes = try manager.attributesOfItem(atPath: path)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).swiftui-migrate-\(UUID().uuidString).tmp"
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw UsageError("\(path): error: cannot write a temporary file next to it; not written")
        }
        do {
            if let permissions = attributes[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            }
            if rename(temporary, path) != 0 {
                throw UsageError("\(path): error: cannot replace the file (\(String(cString: strerror(errno)))); not written")
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }
}

/// Engine results handed to worker threads (read-only there).
struct UncheckedSendableResults: @unchecked Sendable {
    let value: [Engine.FileResult]
    init(_ value: [Engine.FileResult]) { self.value = value }
}

/// The output of a run: diffs, findings, errors and the summary, as text or JSON.
struct Report {
    var mode: MigrateCommand.Mode
    var results: [Engine.FileResult]
    var targets: [(source: String, availability: Availability, files: Int)]
    var notes: [String]
    var errors: [String]
    var written: [String]
    var scanned: Int

    var changed: [Engine.FileResult] { results.filter(\.changed) }
    var findings: [Finding] { results.flatMap(\.findings) }
    var engineErrors: [String] { results.flatMap(\.errors) }

    func editCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for result in results where result.changed {
            for (pass, n) in result.editCounts { counts[pass, default: 0] += n }
        }
        return counts.sorted { $0.key < $1.key }
    }

    func declineCounts() -> [(String, Int)] {
        var counts: [String: Int] = [:]
        for finding in findings where finding.declined { counts["\(finding.pass): \(finding.reason)", default: 0] += 1 }
        return counts.sorted { $0.key < $1.key }
    }

    func summaryLine() -> String {
        let verb = mode == .apply ? "changed" : "would change"
        var text = "\(scanned) files scanned, \(changed.count) \(verb)"
        let edits = editCounts()
        if !edits.isEmpty { text += "; edits: " + edits.filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let declined = declineCounts()
        if !declined.isEmpty { text += "; declined: " + declined.map { "\($0.0) \($0.1)" }.joined(separator: ", ") }
        let failures = results.filter { !$0.errors.isEmpty }.count
        if failures > 0 { text += "; \(failures) files with errors" }
        return text
    }

    /// Diffs on stdout (so `diff > x.patch; git apply x.patch` works); notes, findings,
    /// errors and the summary on stderr.
    func printText(console: Console, color: Bool, quiet: Bool) {
        if !quiet { for note in notes { console.err(note + "\n") } }
        switch mode {
        case .diff:
            // Diffs are computed in parallel and printed in file order.
            let files = changed
            let texts = Slots<String>(count: files.count)
            let sendable = UncheckedSendableResults(files)
            Workers.forEach(files.count, jobs: Workers.coreCount) { i in
                let result = sendable.value[i]
                texts.set(i, UnifiedDiff.make(path: result.path, old: result.original, new: result.output))
            }
            for case let text? in texts.values { console.out(color ? colorize(text) : text) }
        case .apply:
            for path in written { console.out("changed \(path)\n") }
        case .check:
            for result in changed {
                let passes = result.editCounts.map { $0.value > 0 ? "\($0.key) \($0.value)" : $0.key }.sorted().joined(separator: ", ")
                console.out("\(result.path): would change (\(passes))\n")
            }
        }
        for finding in findings { console.err(finding.formatted + "\n") }
        for error in engineErrors + errors { console.err(error + "\n") }
        if !quiet || !errors.isEmpty { console.err(summaryLine() + "\n") }
    }

    func colorize(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            if line.hasPrefix("diff --git") || line.hasPrefix("--- ") || line.hasPrefix("+++ ") { return "\u{1B}[1m\(line)\u{1B}[0m" }
            if line.hasPrefix("@@") { return "\u{1B}[36m\(line)\u{1B}[0m" }
            if line.hasPrefix("+") { return "\u{1B}[32m\(line)\u{1B}[0m" }
            if line.hasPrefix("-") { return "\u{1B}[31m\(line)\u{1B}[0m" }
            return String(line)
        }.joined(separator: "\n")
    }

    func json() -> String {
        var files: [[String: Any]] = []
        for result in results where result.changed || !result.findings.isEmpty || !result.errors.isEmpty {
            let hunks = UnifiedDiff.hunks(old: result.original, new: result.output).map { hunk -> [String: Any] in
                ["oldStart": hunk.oldStart, "oldLines": hunk.oldCount, "newStart": hunk.newStart, "newLines": hunk.newCount,
                 "lines": hunk.lines.map { String($0.prefix) + $0.text.trimmingCharacters(in: CharacterSet(charactersIn: "\r\n")) }]
            }
            files.append([
                "path": result.path,
                "changed": result.changed,
                "edits": result.editCounts,
                "hunks": hunks,
                "errors": result.errors,
            ])
        }
        let findingObjects = findings.map { f -> [String: Any] in
            ["path": f.path, "line": f.line, "column": f.column, "message": f.message, "pass": f.pass, "reason": f.reason, "declined": f.declined]
        }
        var edits: [String: Int] = [:]
        for (pass, n) in editCounts() { edits[pass] = n }
        var declined: [String: Int] = [:]
        for (reason, n) in declineCounts() { declined[reason] = n }
        let document: [String: Any] = [
            "version": 1,
            "command": mode.rawValue,
            "targets": targets.map { group -> [String: Any] in
                ["source": group.source.isEmpty ? "assumed" : group.source, "files": group.files,
                 "versions": Dictionary(uniqueKeysWithValues: group.availability.versions.map { ($0.key.rawValue, $0.value.description) })]
            },
            "notes": notes,
            "files": files,
            "findings": findingObjects,
            "errors": errors,
            "summary": [
                "filesScanned": scanned,
                "filesChanged": changed.count,
                "edits": edits,
                "declined": declined,
                "filesWithErrors": results.filter { !$0.errors.isEmpty }.count,
            ] as [String: Any],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
