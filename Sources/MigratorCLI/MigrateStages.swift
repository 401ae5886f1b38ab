import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import SwiftCST

/// The stages of a `diff`, `apply`, `check` or `lint` run, in the order `MigrateCommand.run`
/// runs them: set up (options, the configuration file, the passes), lock and baselines,
/// discover, load the project, migrate (and keep out the change units that reach outside
/// the paths given), write, report.
extension MigrateCommand {
    /// Options merged with the configuration file, the migrations, and the passes (or lints)
    /// this mode selects from.
    struct Setup {
        var options: Options
        var config: ConfigFile?
        var migrations: [any Pass]
        var available: [any Pass]
    }

    static func setUp(_ mode: Mode, _ arguments: [String], isTerminal: (Int32) -> Bool, currentDirectory: String) throws -> Setup {
        var options = try parseOptions(arguments, command: mode.rawValue)
        // Refused before any work: answers come from stdin, changes are shown on stdout.
        if options.interactive && !(isTerminal(0) && isTerminal(1)) {
            throw UsageError("error: apply --interactive needs a terminal (standard input and output); review with 'diff', then run 'apply'")
        }
        let config = try ConfigFile.find(explicit: options.config, currentDirectory: currentDirectory)
        let (flagPasses, flagSkips) = (options.passes, options.skips)
        config?.merge(into: &options)
        try SDKSetup.check(option: options.sdk, currentDirectory: currentDirectory)
        (options.passes, options.skips) = (options.passes.map(PassRegistry.currentName), options.skips.map(PassRegistry.currentName))
        let migrations = try passes(migrations: options.migrations, currentDirectory: currentDirectory)
        try config?.validate(in: migrations)
        var available = migrations
        if mode == .lint {
            // `--pass`/`--skip` name lints; the configuration file's `passes`/`skip` name passes.
            (options.passes, options.skips) = (flagPasses, flagSkips)
            available = LintRegistry.all
        }
        try validate(options.passes + options.skips, in: available, kind: mode == .lint ? "lint" : "pass")
        return Setup(options: options, config: config, migrations: migrations, available: available)
    }

    /// One apply at a time over the same folders (TreeLock), from before the files are read.
    static func lockTree(_ mode: Mode, _ options: Options, currentDirectory: String) throws -> (TreeLock?, [String]) {
        guard mode == .apply else { return (nil, []) }
        do {
            return try TreeLock.acquire(options.paths.map { SourceFiles.absolute($0, base: currentDirectory) })
        } catch let busy as TreeLock.Busy {
            throw UsageError(busy.message)
        }
    }

    /// The baseline to compare with (`--baseline`, else the configuration file's, unless this
    /// run writes one), read before any work so a bad file stops the run at once; and the
    /// baseline `--write-baseline` replaces, if there is one.
    static func baselines(_ mode: Mode, _ setup: Setup, currentDirectory: String) throws -> (filter: ReportFilter, previous: Baseline?) {
        let options = setup.options
        var filter = ReportFilter(severities: setup.config?.severity ?? Severities(), only: options.only)
        if mode != .apply, let path = options.baseline ?? (options.writeBaseline == nil ? setup.config?.baseline : nil) {
            let absolute = SourceFiles.absolute(path, base: currentDirectory)
            let shown = options.baseline ?? SourceFiles.displayPath(absolute, base: currentDirectory)
            filter.baseline = try Baseline.load(absolute, shown: shown)
            filter.baselineFolder = (absolute as NSString).deletingLastPathComponent
        }
        var previous: Baseline?
        if let path = options.writeBaseline {
            let absolute = SourceFiles.absolute(path, base: currentDirectory)
            // An existing file must be a baseline: it keeps the items of other passes and
            // files, and a mistyped path never overwrites something else.
            if FileManager.default.fileExists(atPath: absolute) {
                previous = try Baseline.load(absolute, shown: path)
            }
            if filter.baseline == nil { filter.baselineFolder = (absolute as NSString).deletingLastPathComponent }
        }
        return (filter, previous)
    }

    /// The files found under the paths given: the Swift sources this run may write, and the
    /// build manifests among them (read, never migrated).
    struct Discovered {
        var discovery: SourceFiles.Discovery
        var files: [SourceFiles.Found]
        var manifests: [SourceFiles.Found]
    }

    static func discover(_ setup: Setup, currentDirectory: String) throws -> Discovered {
        let options = setup.options
        let discovery = try SourceFiles.discoverFiles(options.paths, excluding: options.excludes, base: currentDirectory)
        let (files, manifests) = RunFiles.withoutManifests(discovery.files.filter { !(options.excludes.isEmpty && setup.config?.excludes($0.absolute) == true) })
        if files.isEmpty && discovery.errors.isEmpty {
            // Nothing to do is never success: a CI job pointed at the wrong folder must fail.
            let under = options.paths.joined(separator: ", ")
            if !manifests.isEmpty && manifests.count == discovery.files.count {
                throw UsageError("error: only build manifests under \(under), and they are not migrated; check the path")
            }
            let excluded = options.excludes.isEmpty && discovery.files.isEmpty ? "" : " once excludes are applied"
            throw UsageError("error: no Swift files under \(under)\(excluded); check the path and excludes")
        }
        return Discovered(discovery: discovery, files: files, manifests: manifests)
    }
}
