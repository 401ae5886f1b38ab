import Foundation
import MigratorSemantics

/// `swiftui-migrate modules [PATH...] [--configuration NAME] [--min-ios V ...] [--config PATH]`:
/// how the tool groups the files into modules (from `Package.swift`, Xcode projects and
/// XcodeGen specs), which modules can see each other, and what each is built with
/// (platforms, deployment targets, language mode, default isolation, upcoming features) and
/// where each setting was written, so a user can tell why a name resolved the way it did and
/// why a pass ran or not.
enum ModulesCommand {
    static func run(_ arguments: [String], console: Console, currentDirectory: String) throws -> Int32 {
        var options = MigrateCommand.Options()
        var json = false
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--json" {
                json = true
                i += 1
                continue
            }
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            let takesValue = ["--configuration", "--config", "--exclude"].contains(name) || Platform.allCases.contains { $0.flag == name }
            if takesValue {
                var pair = [name]
                if argument.contains("=") {
                    pair.append(String(argument.drop { $0 != "=" }.dropFirst()))
                } else {
                    guard i + 1 < arguments.count else { throw UsageError("error: \(name) needs a value") }
                    pair.append(arguments[i + 1])
                    i += 1
                }
                let parsed = try MigrateCommand.parseOptions(pair, command: "modules")
                options.configuration = parsed.configuration ?? options.configuration
                options.config = parsed.config ?? options.config
                options.excludes += parsed.excludes
                for (platform, version) in parsed.minimums { options.minimums[platform] = version }
            } else if argument.hasPrefix("-") && argument != "-" {
                throw UsageError("error: unknown option '\(argument)' for modules\n")
            } else {
                options.paths.append(argument)
            }
            i += 1
        }
        if options.paths.isEmpty { options.paths = ["."] }
        let config = try ConfigFile.find(explicit: options.config, currentDirectory: currentDirectory)
        config?.merge(into: &options)
        let files = RunFiles.withoutManifests(try SourceFiles.discoverFiles(options.paths, excluding: options.excludes, base: currentDirectory).files
            .filter { !(options.excludes.isEmpty && config?.excludes($0.absolute) == true) }).sources
        // The whole project is read (as `diff` reads it); the paths given are what is shown.
        let project = RunFiles.around(files, paths: options.paths, base: currentDirectory)
        let graph = ModuleGraph.discover(files: project.all.map { ModuleGraph.File(path: $0.display, absolutePath: $0.absolute) },
                                         roots: project.scopes, manifests: DeploymentTarget.readManifests(under: project.scopes),
                                         options: MigrateCommand.settingsOptions(options, config: config))
        // The files under the paths given, by module.
        var filesOf = [[String]](repeating: [], count: graph.modules.count)
        for file in files {
            for module in graph.modules(of: file.display) where module < filesOf.count { filesOf[module].append(file.absolute) }
        }
        let counts = filesOf.map(\.count)
        let display: (String) -> String = { SourceFiles.shownPath($0, base: currentDirectory) }
        if json {
            console.out(try jsonList(graph: graph, filesOf: filesOf))
            for note in graph.notes { console.err(SourceFiles.shownPaths(in: note, base: currentDirectory) + "\n") }
            return 0
        }
        var out = ""
        for module in graph.modules where counts[module.id] > 0 {
            var origin = display(module.origin)
            if let target = module.targetName { origin += " target \(target)" }
            var line = "\(module.name)\t\(counts[module.id]) file\(counts[module.id] == 1 ? "" : "s")\t\(origin)"
            if module.isLoose { line += "\t(files no target lists)" }
            let dependencies = module.dependencies.map { graph.modules[$0].name }
            if !dependencies.isEmpty { line += "\tdepends on: " + dependencies.joined(separator: ", ") }
            out += line + "\n" + describe(module.settings, display: display)
        }
        out += fileTargets(options.paths, files: files, graph: graph, display: display)
        console.out(out)
        for note in graph.notes { console.err(SourceFiles.shownPaths(in: note, base: currentDirectory) + "\n") }
        return 0
    }

    /// `--json`: the modules holding files under the paths given, for scripts: name, target,
    /// origin, whether a target lists the files, dependencies by name, test or not, the
    /// files (absolute paths), platforms (absent: not limited), deployment targets and
    /// language mode.
    static func jsonList(graph: ModuleGraph, filesOf: [[String]]) throws -> String {
        var list: [[String: Any]] = []
        for module in graph.modules where !filesOf[module.id].isEmpty {
            var entry: [String: Any] = [
                "name": module.name, "origin": module.origin, "loose": module.isLoose, "test": module.isTest,
                "dependencies": module.dependencies.map { graph.modules[$0].name }, "files": filesOf[module.id],
                "deploymentTargets": Dictionary(uniqueKeysWithValues: module.settings.deploymentTargets.map { ($0.key.rawValue, $0.value.description) }),
            ]
            if let target = module.targetName { entry["target"] = target }
            if let platforms = module.settings.platforms { entry["platforms"] = Platform.allCases.filter(platforms.contains).map(\.rawValue) }
            if let mode = module.settings.languageMode { entry["languageMode"] = mode.description }
            list.append(entry)
        }
        let data = try JSONSerialization.data(withJSONObject: list, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// For each file named on the command line: the targets that compile it and, when there
    /// are several, the settings a rewrite of it must satisfy (every platform, the lowest
    /// deployment target of each, the strictest language mode and isolation).
    static func fileTargets(_ paths: [String], files: [SourceFiles.Found], graph: ModuleGraph, display: (String) -> String) -> String {
        var out = ""
        for path in paths {
            guard let file = files.first(where: { $0.display == path || $0.absolute == path || display($0.absolute) == path }),
                  FileKind(atPath: file.absolute) == .file else { continue }
            let ids = graph.modules(of: file.display).filter { $0 < graph.modules.count }
            let names = ids.map { id -> String in
                let module = graph.modules[id]
                return "\(module.name) (\(display(module.origin))\(module.targetName.map { " target \($0)" } ?? ""))"
            }
            out += "\(file.display)\tcompiled by \(names.joined(separator: ", "))\n"
            if ids.count > 1 {
                out += "  migrated for all of them at once:\n" + describe(graph.settings(of: file.display), display: display)
                    .split(separator: "\n").map { "  " + $0 + "\n" }.joined()
            }
        }
        return out
    }

    /// The settings of a module, one indented line each, with where each was written.
    static func describe(_ settings: TargetSettings, display: (String) -> String) -> String {
        func from(_ origin: SettingOrigin) -> String {
            switch origin.kind {
            case .unset: return "(not set)"
            default: return "(from \(origin.describe(display)))"
            }
        }
        var lines: [String] = []
        if let platforms = settings.platforms {
            var text = Platform.allCases.filter(platforms.contains).map(\.rawValue).joined(separator: ", ")
            if settings.iPhoneOnly { text += ", iPhone only" }
            lines.append("platforms: \(text) \(from(settings.platformsOrigin))")
        } else {
            lines.append("platforms: not limited")
        }
        let versions = Platform.allCases.filter { settings.deploymentTargets[$0] != nil }
        let unknown = Platform.allCases.filter(settings.unknownPlatforms.contains)
        if !unknown.isEmpty {
            lines.append("deployment targets unknown: \(unknown.map(\.rawValue).joined(separator: ", ")) (nothing sets them; give them with "
                         + unknown.map(\.flag).joined(separator: "/") + ")")
        }
        if versions.isEmpty {
            if unknown.isEmpty { lines.append("deployment targets: none") }
        } else {
            let origins = versions.map { platform -> String in
                let origin = settings.deploymentOrigins[platform] ?? .unset
                return origin.kind == .flags ? "(from \(platform.flag))" : from(origin)
            }
            if Set(origins).count == 1 {
                lines.append("deployment targets: \(Availability(versions: settings.deploymentTargets)) \(origins[0])")
            } else {
                lines.append("deployment targets: " + zip(versions, origins).map { "\($0.rawValue) \(settings.deploymentTargets[$0]!) \($1)" }.joined(separator: ", "))
            }
        }
        if let mode = settings.languageMode {
            lines.append("language mode: Swift \(mode) \(from(settings.languageModeOrigin))")
        } else {
            lines.append("language mode: not set (the compiler's default, Swift 5)")
        }
        let isolation = settings.defaultIsolation.rawValue
        lines.append("default isolation: \(isolation) " + (settings.defaultIsolationOrigin.kind == .unset ? "(the compiler's default)" : from(settings.defaultIsolationOrigin)))
        if !settings.upcomingFeatures.isEmpty {
            // Features written in one place together: `A, B (from X)`.
            var byOrigin: [String: [String]] = [:]
            for (feature, origin) in settings.upcomingFeatures { byOrigin[from(origin), default: []].append(feature) }
            lines.append("upcoming features: " + byOrigin.keys.sorted().map { "\(byOrigin[$0]!.sorted().joined(separator: ", ")) \($0)" }.joined(separator: ", "))
        }
        if let configuration = settings.configuration { lines.append("configuration: \(configuration)") }
        return lines.map { "  " + $0 + "\n" }.joined()
    }
}
