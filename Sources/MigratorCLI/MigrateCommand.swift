import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import SwiftCST

/// `list`, `explain`, `diff`, `apply`, `check` and `lint`: the migration commands.
enum MigrateCommand {
    /// Parsed options of `diff`/`apply`/`check`.
    struct Options {
        var paths: [String] = []
        var passes: [String] = []
        var skips: [String] = []
        var minimums: [Platform: Version] = [:]
        /// Platforms whose minimum the configuration file gave (not a flag).
        var minimumsFromConfig: Set<Platform> = []
        /// `--configuration NAME`: the Xcode build configuration settings are read for.
        var configuration: String?
        var excludes: [String] = []
        /// `--sdk PATH` (or the configuration file's `sdk`): the Apple SDK the type layer reads.
        var sdk: String?
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
        /// `--only rewrites|findings`.
        var only: Only?
        /// `--baseline PATH`: report only what the baseline does not hold.
        var baseline: String?
        /// `--write-baseline PATH`: record what the run finds.
        var writeBaseline: String?
    }

    /// The options each command takes (for "did you mean" and `--help`).
    static func optionNames(for command: String) -> [String] {
        var names = ["--pass", "--skip", "--min-ios", "--min-macos", "--min-tvos", "--min-watchos", "--min-visionos", "--configuration",
                     "--sdk", "--exclude", "--jobs", "--format"]
        // Only the commands that print diffs colour them (apply: --interactive).
        if Self.colorsDiffs(command) { names.append("--color") }
        names += ["--quiet", "--verify-with-swiftc", "--migrations", "--config"]
        if command == "apply" { names += ["--allow-dirty", "--interactive", "--verify-build"] }
        if command != "apply" { names.append("--only") }
        if command != "apply" { names += ["--baseline", "--write-baseline"] }
        return names + ["--help"]
    }

    /// Whether the command prints diffs, which `--color` colours.
    static func colorsDiffs(_ command: String) -> Bool { command == "diff" || command == "apply" }

    /// `; did you mean 'X'?` for the closest of `candidates`, or nothing.
    static func suggestion(_ name: String, in candidates: [String]) -> String {
        let scored = candidates.map { ($0, PassRegistry.editDistance(Array($0), Array(name))) }.min { $0.1 < $1.1 }
        guard let best = scored, best.1 <= max(2, name.count / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
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
            let known = try options.setSelection(argument, take: take) || options.setOutput(argument, command: command, take: take)
                || options.setWriting(argument, command: command, take: take)
            if !known {
                if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("error: unknown option '\(arguments[i])' for '\(command)'\(suggestion(argument, in: optionNames(for: command)))"
                                     + "\n\nRun 'swiftui-migrate \(command) --help' for its options.")
                }
                options.paths.append(argument)
            }
            i += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        try options.checkCombinations()
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

    /// Each file's deployment target (its modules' settings, flags raising them), and the
    /// files grouped for the notes by the same values and origins.
    struct FileSettings: @unchecked Sendable {
        var targets: [String: Availability] = [:]
        var groups: [(source: String, availability: Availability, language: String, files: Int)] = []
        /// Up to three files of each group (in the order found), for the notes.
        var examples: [[String]] = []
    }

    static func fileSettings(_ paths: [String], modules: ModuleGraph, currentDirectory: String) -> FileSettings {
        var result = FileSettings()
        var groupIndex: [String: Int] = [:]
        let display: (String) -> String = { SourceFiles.shownPath($0, base: currentDirectory) }
        // A file's settings are its modules' (ModuleGraph.settings): worked out once per set
        // of modules, not per file.
        var byModules: [[Int]: (availability: Availability, group: Int)] = [:]
        result.targets.reserveCapacity(paths.count)
        for path in paths {
            let ids = modules.modules(of: path)
            let known = byModules[ids] ?? {
                let settings = modules.settings(of: path)
                let availability = settings.availability
                let source = Self.deploymentSource(settings, display: display)
                let language = Self.languageDescription(settings, display: display, deploymentSource: source)
                let groupKey = source + "\u{0}" + availability.description + "\u{0}" + language
                let group = groupIndex[groupKey] ?? {
                    groupIndex[groupKey] = result.groups.count
                    result.groups.append((source, availability, language, 0))
                    result.examples.append([])
                    return result.groups.count - 1
                }()
                byModules[ids] = (availability, group)
                return (availability, group)
            }()
            result.targets[path] = known.availability
            result.groups[known.group].files += 1
            if result.examples[known.group].count < 3 { result.examples[known.group].append(path) }
        }
        return result
    }

    /// How the graph reads settings for a run: `--configuration`, the minimums from flags
    /// and from the configuration file (each with its origin), the current folder.
    static func settingsOptions(_ options: Options, config: ConfigFile?) -> ModuleGraph.SettingsOptions {
        var minimums: [Platform: (Version, SettingOrigin)] = [:]
        for (platform, version) in options.minimums {
            let fromConfig = options.minimumsFromConfig.contains(platform)
            minimums[platform] = (version, fromConfig ? SettingOrigin(kind: .configFile, path: config?.path ?? "") : .flags)
        }
        return ModuleGraph.SettingsOptions(configuration: options.configuration, minimums: minimums)
    }

    /// `from App.xcodeproj target App, Release`, or per platform when the origins differ
    /// (`iOS from Config/Base.xcconfig, macOS from flags`); "" when nothing gives one.
    static func deploymentSource(_ settings: TargetSettings, display: (String) -> String) -> String {
        let platforms = Platform.allCases.filter { settings.deploymentTargets[$0] != nil }
        let origins = platforms.map { settings.deploymentOrigins[$0] ?? .unset }
        if origins.isEmpty || origins.allSatisfy({ $0.kind == .unset }) { return "" }
        // A flag is named as given (`--min-ios`), the configuration file's minimums as
        // `PATH minimumOS`.
        // Several platforms from flags are named together (`--min-* flags`).
        let flagged = origins.filter { $0.kind == .flags }.count
        let shown = zip(platforms, origins).map { platform, origin in
            origin.kind == .flags ? (flagged > 1 ? "--min-* flags" : platform.flag) : origin.describe(display)
        }
        if Set(shown).count == 1 { return "from " + shown[0] }
        // Platforms with the same origin together, in the order of their first platform.
        var order: [String] = []
        var byOrigin: [String: [String]] = [:]
        for (platform, origin) in zip(platforms, shown) {
            if byOrigin[origin] == nil { order.append(origin) }
            byOrigin[origin, default: []].append(platform.rawValue)
        }
        return order.map { "\(byOrigin[$0]!.joined(separator: ", ")) from \($0)" }.joined(separator: ", ")
    }

    /// `Swift 6 (from X), default isolation MainActor (from Y)`: the language settings a
    /// project file gives that passes decide by ("" for Swift 5 and nonisolated, the
    /// defaults); an origin the deployment target's note already names is not repeated.
    static func languageDescription(_ settings: TargetSettings, display: (String) -> String, deploymentSource: String = "") -> String {
        var parts: [String] = []
        func from(_ origin: SettingOrigin) -> String {
            let shown = "from " + origin.describe(display)
            return shown == deploymentSource ? "" : " (\(shown))"
        }
        // Only what makes passes decide differently: Swift 6 mode, MainActor isolation, for
        // files a target compiles.
        guard !settings.isFallback else { return "" }
        if let mode = settings.languageMode, mode >= Version(6), settings.languageModeOrigin.kind != .unset {
            parts.append("Swift \(mode)\(from(settings.languageModeOrigin))")
        }
        if settings.defaultIsolation == .mainActor {
            parts.append("default isolation MainActor\(from(settings.defaultIsolationOrigin))")
        }
        return parts.joined(separator: ", ")
    }

    /// One note per group of files with the same settings: the deployment target and where it
    /// comes from, or, where a platform's is unknown, which files, which passes do not run
    /// there, and how to give it.
    static func deploymentNotes(_ settings: FileSettings, passes: [any Pass], display: (String) -> String) -> [String] {
        var notes: [String] = []
        for (group, examples) in zip(settings.groups, settings.examples) {
            let count = "\(group.files) file\(group.files == 1 ? "" : "s")"
            let language = group.language.isEmpty ? "" : "; " + group.language
            let unknown = Platform.allCases.filter(group.availability.unknown.contains)
            guard !unknown.isEmpty else {
                notes.append("note: deployment target \(group.availability) for \(count) (\(group.source))\(language)")
                continue
            }
            let known = group.availability.versions.isEmpty ? "" : "; \(Availability(versions: group.availability.versions))"
                + (group.source.isEmpty ? "" : " (\(group.source))")
            let shown = examples.map(display).joined(separator: ", ") + (group.files > examples.count ? ", …" : "")
            let skipped = passes.filter { !$0.minimumOS.platformsUnknown(in: group.availability).isEmpty }.map(\.name)
            let flags = unknown.map(\.flag).joined(separator: "/")
            let platforms = unknown.map(\.rawValue).joined(separator: ", ")
            notes.append("note: deployment target unknown on \(platforms) for \(count) (\(shown))\(known)\(language): no project file gives it"
                         + (skipped.isEmpty ? "" : "; not run there: \(skipped.joined(separator: ", "))")
                         + "; give it with \(flags) or \"minimumOS\" in \(ConfigFile.fileName)")
        }
        return notes
    }

    /// One note per pass that the deployment targets of some files do not allow, however
    /// many groups of settings those files fall in: the files and groups counted, where the
    /// targets come from (the first two origins) and each platform's minimum against the
    /// targets the files have.
    static func skipNotes(_ passes: [any Pass], groups: [(source: String, availability: Availability, language: String, files: Int)]) -> [String] {
        var notes: [String] = []
        for pass in passes {
            var (files, groupCount, sources) = (0, 0, [String]())
            var needs: [(platform: Platform, need: Version, have: [Version])] = []
            for group in groups where group.availability.unknown.isEmpty {
                let below = pass.minimumOS.platformsBelow(in: group.availability)
                guard !below.isEmpty else { continue }
                (files, groupCount) = (files + group.files, groupCount + 1)
                let source = Self.jsonSource(group.source)
                if !source.isEmpty && !sources.contains(source) { sources.append(source) }
                for (platform, have, need) in below {
                    if let i = needs.firstIndex(where: { $0.platform == platform }) {
                        if !needs[i].have.contains(have) { needs[i].have.append(have) }
                    } else {
                        needs.append((platform, need, [have]))
                    }
                }
            }
            guard files > 0 else { continue }
            let needText = needs.map { entry in
                "\(entry.platform.rawValue) \(entry.need) (target\(entry.have.count == 1 ? "" : "s") "
                    + entry.have.sorted().map { "\(entry.platform.rawValue) \($0)" }.joined(separator: ", ") + ")"
            }.joined(separator: ", ")
            // The first two origins, or the first alone when two would make a long line.
            let two = sources.prefix(2).joined(separator: ", ").count <= 100 ? 2 : 1
            let shown = sources.count <= two ? sources : sources.prefix(two) + ["\(sources.count - two) more"]
            let from = shown.isEmpty ? "" : " (\(shown.joined(separator: ", ")))"
            let across = groupCount == 1 ? "" : " in \(groupCount) groups of settings"
            notes.append("note: skipped pass \(pass.name) for \(files) file\(files == 1 ? "" : "s")\(across)\(from): needs \(needText)")
        }
        return notes
    }

    /// The JSON report's `source` of a target group: as the note says it, without `from `.
    static func jsonSource(_ source: String) -> String {
        source.hasPrefix("from ") ? String(source.dropFirst(5)) : source
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
            case .flagged, .preferred:
                break
            }
        }
        if !pass.options.isEmpty {
            text += "\nOptions (\"options\": {\"\(pass.name)\": {...}} in \(ConfigFile.fileName)):\n"
            for option in pass.options { text += "\n  \(option.name) (default \(option.defaultValue)): \(option.summary)\n" }
        }
        console.out(text + reasonsText(pass))
        return 0
    }

    /// The reasons of a pass's findings, for `explain`: what `severity` keys may name.
    static func reasonsText(_ pass: any Pass) -> String {
        var text = "\nReasons of its findings (keys \"\(pass.name).REASON\" of \"severity\" in \(ConfigFile.fileName)):\n\n"
        var line = " "
        for (i, reason) in pass.reasons.enumerated() {
            let word = " " + reason + (i < pass.reasons.count - 1 ? "," : "")
            if line.count + word.count > 92 { text += line + "\n"; line = " " }
            line += word
        }
        text += (pass.reasons.isEmpty ? "  none" : line) + "\n"
        if !pass.reportsOnly { text += "\nand for every pass: \(PassReasons.everyPass.joined(separator: ", ")), \(Severities.rewrite) (its pending rewrites)\n" }
        return text
    }

    // MARK: diff / apply / check

    /// `lint` runs the lints (report only) instead of the passes.
    enum Mode: String { case diff, apply, check, lint }

    /// One run, stage by stage (MigrateStages.swift).
    static func run(_ mode: Mode, _ arguments: [String], console: Console, environment: [String: String],
                    isTerminal: (Int32) -> Bool, currentDirectory: String, input: InputSource = StandardInput(),
                    writeHooks: WriteHooks = WriteHooks()) throws -> Int32 {
        let setup = try setUp(mode, arguments, isTerminal: isTerminal, currentDirectory: currentDirectory)
        let options = setup.options
        let (lock, lockNotes) = try lockTree(mode, options, currentDirectory: currentDirectory)
        defer { lock?.release() }
        let (filter, previousBaseline) = try baselines(mode, setup, currentDirectory: currentDirectory)
        // SWIFTUI_MIGRATE_TIMINGS=1 (or `passes`, also each pass): the wall and CPU time of
        // each phase on stderr, for benchmarks (.ci/pathological).
        let timings = environment["SWIFTUI_MIGRATE_TIMINGS"]
        let times = timings == "1" || timings == "passes" ? PhaseTimes(perPass: timings == "passes") : nil
        var clock = PhaseTimes.Clock(times)
        defer {
            if let times {
                clock.end("report")
                console.err(times.lines.joined(separator: "\n") + "\n")
            }
        }
        let found = try discover(setup, currentDirectory: currentDirectory)
        clock.end("discover")
        var loaded = load(setup, found, lockNotes: lockNotes, environment: environment, currentDirectory: currentDirectory, clock: &clock,
                          progress: { if !options.quiet { console.err($0) } })
        var engine = makeEngine(setup, loaded, times: times)
        engine.baseDirectory = currentDirectory
        let reporter = Reporters.named(options.format)!
        var progress: ProgressLine?
        if reporter.isForPeople && !options.quiet && isTerminal(2) {
            let delay = environment["SWIFTUI_MIGRATE_PROGRESS_AFTER"].flatMap(Double.init) ?? 2
            progress = ProgressLine(write: console.err, passCount: loaded.passes.count, delay: delay)
        }
        var update: (@Sendable (Engine.Stage, Int, Int) -> Void)?
        if let progress { update = { stage, done, total in progress.update(stage, done, total) } }
        clock.end("settings")
        let firstResults = engine.run(loaded.inputs, progress: update)
        progress?.finish()
        let migrated = keepingUnitsInside(firstResults, engine: engine, &loaded)
        clock.end("engine")
        let useColor = options.color == "always" || (options.color == "auto" && isTerminal(1) && environment["NO_COLOR"] == nil)
        guard let written = try write(mode, setup, files: found.files, migrated: migrated, passes: loaded.passes, console: console,
                                      input: input, color: useColor, currentDirectory: currentDirectory, hooks: writeHooks) else { return VerifyBuild.failureStatus }
        var report = makeReport(mode, setup, loaded, written, filter: filter, scanned: found.files.count, color: useColor,
                                currentDirectory: currentDirectory)
        if let path = options.writeBaseline {
            try writeBaseline(to: path, &report, previous: previousBaseline, files: found.files, currentDirectory: currentDirectory)
        }
        reporter.write(report, to: console)
        // Freed by the process's exit, not piece by piece (Engine.keepsTreesUntilExit).
        if engine.keepsTreesUntilExit { Engine.keptUntilExit.keep((report, written.results, loaded.inputs)) }
        return exitCode(mode, report, errors: loaded.readErrors + written.errors, buildFails: written.buildFails)
    }

    /// The results of the written files only, without the project-wide change units that
    /// would also edit a read-only file (outside the paths given): half a unit does not build.
    /// Each such unit gets one finding at its first edit in a written file, naming the outside
    /// site. `rerun` runs the engine without the given units.
    static func withoutOutsideUnits(_ results: [Engine.FileResult], readOnly: Set<String>, generated: [String: String] = [:],
                                    rerun: (Set<ChangeUnit>) -> [Engine.FileResult]) -> (results: [Engine.FileResult], excluded: Set<ChangeUnit>) {
        var results = results
        var excluded: Set<ChangeUnit> = []
        var outsideSite: [ChangeUnit: String] = [:]
        var firstEdit: [ChangeUnit: (path: String, change: Engine.Change, starts: [Int])] = [:]
        // Excluding units only removes changes, so this settles.
        while true {
            var blocked: Set<ChangeUnit> = []
            for result in results where result.changed && readOnly.contains(result.path) {
                let starts = ChangeHunks.lineStartOffsets(result.original)
                for change in result.changes {
                    for unit in ChangeUnit.of(pass: change.pass, units: change.units, in: result.path) where unit.isProjectWide && !excluded.contains(unit) {
                        if blocked.insert(unit).inserted, outsideSite[unit] == nil {
                            outsideSite[unit] = "\(result.path):\(ChangeHunks.line(of: change.start, starts))"
                        }
                    }
                }
            }
            guard !blocked.isEmpty else { break }
            for result in results where result.changed && !readOnly.contains(result.path) {
                for change in result.changes {
                    for unit in ChangeUnit.of(pass: change.pass, units: change.units, in: result.path) where blocked.contains(unit) && firstEdit[unit] == nil {
                        firstEdit[unit] = (result.path, change, ChangeHunks.lineStartOffsets(result.original))
                    }
                }
            }
            excluded.formUnion(blocked)
            results = rerun(excluded)
        }
        results = results.filter { !readOnly.contains($0.path) }
        for (unit, edit) in firstEdit.sorted(by: { $0.key < $1.key }) {
            guard let i = results.firstIndex(where: { $0.path == edit.path }), let site = outsideSite[unit] else { continue }
            let line = ChangeHunks.line(of: edit.change.start, edit.starts)
            let column = edit.change.start - edit.starts[line - 1] + 1
            let sitePath = String(site[..<(site.lastIndex(of: ":") ?? site.endIndex)])
            let (message, reason) = generated[sitePath].map {
                ("its edit at \(site) is in a generated file (\($0)), which is never edited", "generated-file")
            } ?? ("its use at \(site) is outside the paths given", "outside-paths")
            results[i].findings.append(Finding(path: edit.path, offset: edit.change.start, line: line, column: column,
                                               message: "\(unit) is not changed: \(message)",
                                               pass: unit.pass, reason: reason, declined: true))
        }
        return (results, excluded)
    }

    /// One note for the generated files that passes would have changed, saying why they are not.
    static func generatedNotes(_ results: [Engine.FileResult], generated: [String: String]) -> [String] {
        let touched = results.filter { $0.changed && generated[$0.path] != nil }.map(\.path).sorted()
        guard let first = touched.first else { return [] }
        let more = touched.count > 1 ? " and \(touched.count - 1) more" : ""
        return ["note: not changed: \(touched.count) generated file\(touched.count == 1 ? "" : "s") (\(first): \(generated[first]!)\(more)); generated files are read, never edited"]
    }

    /// The results without the project-wide change units that touch a file the writer would
    /// refuse (read-only, hard-linked, a link, ...): half a unit builds but behaves wrongly
    /// (a view holding `@State` of a class still `ObservableObject` stops updating). Each
    /// such unit is reported once, naming the file and why; `rerun` runs the engine without
    /// the given units.
    static func withoutUnwritableUnits(_ results: [Engine.FileResult], writer: WriteSet,
                                       rerun: (Set<ChangeUnit>) -> [Engine.FileResult]) -> (results: [Engine.FileResult], errors: [String], refused: [String]) {
        var results = results
        var excluded: Set<ChangeUnit> = []
        var errors: [String] = []
        var refusedFiles: [String] = []
        // Excluding units can only remove changes, so this settles; each round excludes at
        // least one more unit.
        while true {
            let refused = writer.preflight(results).refused
            guard !refused.isEmpty else { break }
            let reasons = Dictionary(refused.map { ($0.display, $0.message) }, uniquingKeysWith: { first, _ in first })
            var blocked: [ChangeUnit: String] = [:]
            for result in results where result.changed {
                guard let reason = reasons[result.path] else { continue }
                for unit in result.units where unit.isProjectWide && !excluded.contains(unit) && blocked[unit] == nil {
                    blocked[unit] = reason
                }
            }
            guard !blocked.isEmpty else { break }
            for (unit, reason) in blocked.sorted(by: { $0.key < $1.key }) {
                let files = results.filter { $0.changed && $0.units.contains(unit) }.map(\.path).sorted()
                errors.append("\(reason); so none of \(unit) is applied (\(numbered(files.count, "file")): \(files.joined(separator: ", ")))")
            }
            for (display, _) in refused where !refusedFiles.contains(display) { refusedFiles.append(display) }
            excluded.formUnion(blocked.keys)
            results = rerun(excluded)
        }
        // The files refused for a unit, unless the writer still sees (and refuses) them.
        let stillWritten = Set(results.filter(\.changed).map(\.path))
        return (results, errors, refusedFiles.filter { !stillWritten.contains($0) })
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
    /// Points of writing where a test injects a failure or another program's write.
    let hooks: WriteHooks

    init(files: [SourceFiles.Found], allowDirty: Bool, hooks: WriteHooks = WriteHooks()) {
        var found: [String: SourceFiles.Found] = [:]
        for file in files { found[file.display] = file }
        self.found = found
        listed = Set(files.map(\.absolute))
        folders = Set(files.map { ($0.absolute as NSString).deletingLastPathComponent })
        self.allowDirty = allowDirty
        self.hooks = hooks
    }

    /// A write request per changed result.
    func requests(_ results: [Engine.FileResult]) -> [Writer.Request] {
        results.filter(\.changed).compactMap { result in
            found[result.path].map {
                Writer.Request(display: $0.display, absolute: $0.absolute, root: $0.root, original: result.original, output: result.output,
                               units: Set(result.units.filter(\.isProjectWide).map(\.description)))
            }
        }
    }

    /// Writes the changed results.
    func write(_ results: [Engine.FileResult]) -> Writer.Outcome {
        Writer.write(requests(results), listed: listed, folders: folders, allowDirty: allowDirty, hooks: hooks)
    }

    /// What writing the changed results would refuse, without writing.
    func preflight(_ results: [Engine.FileResult]) -> (uncommitted: [String], refused: [(display: String, message: String)]) {
        Writer.preflight(requests(results), listed: listed, allowDirty: allowDirty)
    }
}
