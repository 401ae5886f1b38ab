import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import SwiftCST

extension MigrateCommand {
    /// The project read: the engine's inputs, the passes that run, the notes so far, and the
    /// files kept out of every change (read-only files outside the paths given, generated files).
    struct Loaded {
        var project: LoadedProject
        var inputs: [Engine.Input]
        var readErrors: [String]
        var notes: [String]
        var passes: [any Pass]
        var generated: [String: String]
        var keptOut: Set<String>
        /// The SDK's declarations the type layer reads (nil: the bundled digest).
        var sdk: SDKDigest?
    }

    /// Reads the whole of each enclosing project (only the files found may be written) and
    /// says what the run will do: settings, deployment targets, passes skipped.
    static func load(_ setup: Setup, _ found: Discovered, lockNotes: [String], environment: [String: String], currentDirectory: String,
                     clock: inout PhaseTimes.Clock, progress: (String) -> Void = { _ in }) -> Loaded {
        let (options, config, discovery) = (setup.options, setup.config, found.discovery)
        let project = LoadedProject.load(found.files, paths: options.paths, base: currentDirectory,
                                         graphOptions: Self.settingsOptions(options, config: config), jobs: options.jobs)
        let settings = project.settings
        clock.end("read and modules")
        var notes: [String] = lockNotes + (config.map { ["note: settings from \($0.path): " + ($0.given.isEmpty ? "none" : $0.given.joined(separator: ", "))] } ?? [])
        notes += discovery.notes
        // A manifest named on the command line is said to be left alone; the others go unsaid.
        let named = Set(options.paths.map { SourceFiles.absolute($0, base: currentDirectory) })
        let manifestsNamed = found.manifests.filter { named.contains($0.absolute) }
        if !manifestsNamed.isEmpty {
            notes.append("note: build manifests are read, not migrated: " + manifestsNamed.map(\.display).joined(separator: ", "))
        }
        if let linkNote = discovery.linkNote { notes.append(linkNote) }
        let available = setup.available
        notes += Self.deploymentNotes(settings, passes: options.passes.isEmpty ? available : available.filter { options.passes.contains($0.name) && !options.skips.contains($0.name) },
                                      display: { SourceFiles.shownPath($0, base: currentDirectory) })
        // Passes: named ones or all; each runs where the file's target allows it.
        let requested = options.passes.isEmpty ? available : available.filter { options.passes.contains($0.name) }
        let passes = requested.filter { !options.skips.contains($0.name) }
        notes += Self.skipNotes(passes, groups: settings.groups)

        var inputs: [Engine.Input] = []
        var readErrors: [String] = discovery.errors
        let readOnly = Set(project.files.readOnly.map(\.display))
        for (file, bytes) in zip(project.files.all, project.contents) {
            guard let bytes else {
                if !readOnly.contains(file.display) { readErrors.append("\(file.display): error: cannot read file") }
                continue
            }
            inputs.append(Engine.Input(path: file.display, bytes: bytes, target: settings.targets[file.display]))
        }
        if !readOnly.isEmpty {
            let count = readOnly.count
            notes.append("note: also read \(count) file\(count == 1 ? "" : "s") of the project outside the paths given, to see every use; they are not changed")
        }
        let sdk = SDKSetup.load(option: options.sdk, environment: environment, platforms: SDKSetup.platforms(settings.targets),
                                imports: SDKSetup.imports(of: inputs), projectModules: Set(project.graph.modules.map(\.name)), targets: settings.targets,
                                currentDirectory: currentDirectory, progress: progress)
        notes += sdk.notes
        clock.end("sdk")
        // Generated files are read like the others and kept out of every change.
        let generated = GeneratedFiles.find(inputs.filter { !readOnly.contains($0.path) }.map { ($0.path, $0.bytes) })
        let writable = project.files.all.filter { !readOnly.contains($0.display) }
        notes += Self.notesAboutWrittenFiles(project.graph, writable: writable).map { SourceFiles.shownPaths(in: $0, base: currentDirectory) }
        return Loaded(project: project, inputs: inputs, readErrors: readErrors, notes: notes, passes: passes,
                      generated: generated, keptOut: readOnly.union(generated.keys), sdk: sdk.digest)
    }

    /// The engine for the passes that run, with the run's options and module graph.
    static func makeEngine(_ setup: Setup, _ loaded: Loaded, times: PhaseTimes?) -> Engine {
        let options = setup.options
        var engine = Engine(passes: loaded.passes, target: .unknownEverywhere, jobs: options.jobs)
        engine.verifyWithSwiftc = options.verifyWithSwiftc
        if options.verifyWithSwiftc { engine.swiftcPath = Executables.find("swiftc") }
        engine.passOptions = options.passOptions
        for pass in setup.migrations + LintRegistry.all {
            for name in [pass.name] + pass.formerNames { engine.suppressionNames[name] = pass.name }
        }
        engine.modules = loaded.project.graph
        engine.sdk = loaded.sdk
        engine.times = times
        // The process exits after this run's report: its trees need not be freed one by one.
        engine.keepsTreesUntilExit = true
        return engine
    }

    /// The engine's results, and how to run it again without some change units.
    struct Migrated {
        var results: [Engine.FileResult]
        /// The engine again without the given units (and those reaching outside the paths
        /// given), written files only.
        var rerun: (Set<ChangeUnit>) -> [Engine.FileResult]
    }

    /// The engine's first `results` without the change units that would edit a file outside
    /// the paths given (or a generated one): such a unit is not made anywhere.
    static func keepingUnitsInside(_ results: [Engine.FileResult], engine: Engine, _ loaded: inout Loaded) -> Migrated {
        var results = results
        let (inputs, keptOut) = (loaded.inputs, loaded.keptOut)
        var outsideUnits: Set<ChangeUnit> = []
        if !keptOut.isEmpty {
            loaded.notes += Self.generatedNotes(results, generated: loaded.generated)
            (results, outsideUnits) = Self.withoutOutsideUnits(results, readOnly: keptOut, generated: loaded.generated) { excluded in
                var again = engine
                again.keepsTreesUntilExit = false
                again.excludedUnits = excluded
                return again.run(inputs)
            }
        }
        (results, outsideUnits) = Self.withoutUnmadeUnits(results, excluded: outsideUnits) { excluded in
            var again = engine
            again.keepsTreesUntilExit = false
            again.excludedUnits = excluded
            return again.run(inputs)
        }
        let unitsKeptOut = outsideUnits
        return Migrated(results: results) { excluded in
            var again = engine
            again.keepsTreesUntilExit = false
            again.excludedUnits = excluded.union(unitsKeptOut)
            return again.run(inputs).filter { !keptOut.contains($0.path) }
        }
    }

    /// The results without the project-wide units one file could not take (it was left
    /// unchanged, or the unit's edits there never parsed with the others'): their edits in
    /// other files would be half a unit. Each such unit is reported where it was not made.
    static func withoutUnmadeUnits(_ results: [Engine.FileResult], excluded: Set<ChangeUnit>,
                                   rerun: (Set<ChangeUnit>) -> [Engine.FileResult]) -> ([Engine.FileResult], Set<ChangeUnit>) {
        var results = results
        var excluded = excluded
        var unmade: [(unit: ChangeUnit, path: String, offset: Int)] = []
        // Excluding units only removes changes, so this settles.
        while true {
            var found: [(unit: ChangeUnit, path: String, offset: Int)] = []
            for result in results {
                for (unit, offset) in result.unmadeUnits.sorted(by: { $0.key < $1.key }) where !excluded.contains(unit) && !found.contains(where: { $0.unit == unit }) {
                    found.append((unit, result.path, offset))
                }
            }
            guard !found.isEmpty else { break }
            unmade += found
            excluded.formUnion(found.map(\.unit))
            results = rerun(excluded)
        }
        for (unit, path, offset) in unmade {
            guard let i = results.firstIndex(where: { $0.path == path }) else { continue }
            let starts = ChangeHunks.lineStartOffsets(results[i].original)
            let line = ChangeHunks.line(of: offset, starts)
            results[i].findings.append(Finding(path: path, offset: offset, line: line, column: offset - starts[line - 1] + 1,
                                               message: "\(unit) is not changed: its edits here could not be made with the other passes' (see the errors above, or rerun with fewer passes)",
                                               pass: unit.pass, reason: "unmade-unit", declined: true))
        }
        return (results, excluded)
    }

    /// The module graph's notes, less those about a project file that places none of the
    /// files the run may write, in its folder or below it (another app's project beside the
    /// folder given).
    static func notesAboutWrittenFiles(_ graph: ModuleGraph, writable: [SourceFiles.Found]) -> [String] {
        let folders = Set(writable.map { ($0.absolute as NSString).deletingLastPathComponent })
        var origins: Set<String> = []
        for file in writable { for id in graph.modules(of: file.display) where id < graph.modules.count { origins.insert(graph.modules[id].origin) } }
        return zip(graph.notes, graph.noteProjects).compactMap { note, project in
            let folder = (project as NSString).deletingLastPathComponent
            let places = project.isEmpty || origins.contains(project) || folders.contains { $0 == folder || $0.hasPrefix(folder + "/") }
            return places ? note : nil
        }
    }
}
