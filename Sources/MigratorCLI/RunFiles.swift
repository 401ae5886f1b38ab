import Foundation
import MigratorSemantics
import SwiftCST

/// The files a run reads and the ones it may write. The paths given (less `--exclude` and the
/// configuration file's excludes) are written; every other Swift file of the projects that
/// enclose them is read too, so that a change whose uses lie outside the paths is seen, and
/// declined, rather than half made.
struct RunFiles {
    /// What the run may change (in the order found).
    var written: [SourceFiles.Found]
    /// The rest of the enclosing projects: read for names, types and uses, never changed.
    var readOnly: [SourceFiles.Found]
    /// The folders the whole run reads (each project's root).
    var scopes: [String]

    var all: [SourceFiles.Found] { written + readOnly }

    /// The files to write (already discovered) and the project files around them.
    static func around(_ written: [SourceFiles.Found], paths: [String], base: String) -> RunFiles {
        let scopes = Self.scopes(of: paths.map { SourceFiles.absolute($0, base: base) })
        var result = RunFiles(written: written, readOnly: [], scopes: scopes)
        let writtenPaths = Set(written.map(\.absolute))
        guard let everything = try? SourceFiles.discoverFiles(scopes, excluding: [], base: base) else { return result }
        var seen = writtenPaths
        for file in everything.files where seen.insert(file.absolute).inserted && !isManifest(file.absolute) {
            result.readOnly.append(file)
        }
        return result
    }

    /// `files` less the build manifests among them (`Package.swift`, Tuist's `Project.swift`,
    /// `Workspace.swift` and the other `import ProjectDescription` files): they describe the
    /// build and are compiled against the build tool's own module, never the app's.
    static func withoutManifests(_ files: [SourceFiles.Found]) -> (sources: [SourceFiles.Found], manifests: [SourceFiles.Found]) {
        var sources: [SourceFiles.Found] = [], manifests: [SourceFiles.Found] = []
        for file in files {
            if isManifest(file.absolute) { manifests.append(file) } else { sources.append(file) }
        }
        return (sources, manifests)
    }

    static func isManifest(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        let named = ["Package.swift", "Project.swift", "Workspace.swift", "Config.swift", "Dependencies.swift", "Tuist.swift"].contains(name)
            || path.contains("/Tuist/ProjectDescriptionHelpers/") || DeploymentTarget.isVersionedManifest(name)
        guard named, let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        return head.contains("import PackageDescription") || head.contains("import ProjectDescription")
    }

    /// The folder a path's project spans: its git repository's root, else the outermost
    /// folder above it holding a project file (`Package.swift`, an Xcode project or
    /// workspace, `project.yml`, `Project.swift`), never the home folder or `/`; else the path.
    static func scopes(of paths: [String]) -> [String] {
        let home = ProcessInfo.processInfo.environment["HOME"].map(SourceFiles.normalize) ?? ""
        var result: [String] = []
        for path in paths {
            var folder = FileKind(atPath: path) == .directory ? path : (path as NSString).deletingLastPathComponent
            var scope = folder
            while !folder.isEmpty && folder != "/" && folder != home {
                if FileManager.default.fileExists(atPath: folder + "/.git") {
                    scope = folder
                    break
                }
                if hasProjectFile(folder) { scope = folder }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder { break }
                folder = parent
            }
            result.append(scope)
        }
        // A scope inside another is read with it.
        let unique = Array(Set(result)).sorted()
        return unique.filter { scope in !unique.contains { $0 != scope && scope.hasPrefix($0 == "/" ? "/" : $0 + "/") } }
    }

    static func hasProjectFile(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { name in
            ["Package.swift", "project.yml", "Project.swift", "Workspace.swift"].contains(name)
                || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }
}

/// The files of a run read, placed in modules, with each file's settings: what the engine
/// runs over.
struct LoadedProject {
    var files: RunFiles
    /// The bytes of `files.all`, in that order (nil: the file could not be read).
    var contents: [[UInt8]?]
    var graph: ModuleGraph
    /// Each file's deployment target, and the notes' groups (of the written files only).
    var settings: MigrateCommand.FileSettings

    /// Reads the projects around `written`: their manifests, the modules, then the bytes of
    /// the written files and of the read-only files in modules that can see a written one
    /// (the rest cannot hold a use of what is changed).
    static func load(_ written: [SourceFiles.Found], paths: [String], base: String, graphOptions: ModuleGraph.SettingsOptions,
                     jobs: Int) -> LoadedProject {
        var files = RunFiles.around(written, paths: paths, base: base)
        let manifests = DeploymentTarget.readManifests(under: files.scopes)
        let everything = files.all
        let graph = ModuleGraph.discover(files: everything.map { ModuleGraph.File(path: $0.display, absolutePath: $0.absolute) },
                                         roots: files.scopes, manifests: manifests, options: graphOptions)
        files.readOnly = files.readOnly.filter(graph.canSee(written: Set(written.map(\.display))))
        let all = files.all
        let readOnly = files.readOnly
        let contents = Slots<[UInt8]>(count: all.count)
        let settled = Slots<MigrateCommand.FileSettings>(count: 1)
        Workers.forEach(all.count + 1, jobs: jobs) { i in
            if i == 0 {
                var settings = MigrateCommand.fileSettings(written.map(\.display), modules: graph, currentDirectory: base)
                for file in readOnly { settings.targets[file.display] = graph.settings(of: file.display).availability }
                settled.set(0, settings)
            } else {
                contents.set(i - 1, FileManager.default.contents(atPath: all[i - 1].absolute).map { [UInt8]($0) })
            }
        }
        return LoadedProject(files: files, contents: contents.values, graph: graph, settings: settled.values[0]!)
    }
}

extension ModuleGraph {
    /// Whether a file's modules can see a module of the `written` files (one of them, one
    /// that depends on one, or one in the same package, which sees its `package` members),
    /// or are among the modules the written ones depend on.
    func canSee(written: Set<String>) -> (SourceFiles.Found) -> Bool {
        let writtenModules = Set(written.flatMap { modules(of: $0) })
        // What the written modules depend on declares the names and types their files use.
        let needed = Set(writtenModules.flatMap { dependencyClosure(of: $0) })
        let packages = Set(writtenModules.map { modules[$0].package })
        var answers: [[Int]: Bool] = [:]
        return { file in
            let ids = self.modules(of: file.display)
            if let known = answers[ids] { return known }
            let answer = ids.contains { id in
                writtenModules.contains(id) || needed.contains(id) || packages.contains(self.modules[id].package)
                    || !self.dependencyClosure(of: id).isDisjoint(with: writtenModules)
            }
            answers[ids] = answer
            return answer
        }
    }
}
