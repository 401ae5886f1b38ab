import Foundation

/// Which module each file belongs to, and which modules can see which (README.md of
/// MigratorSemantics, "Modules"): every SwiftPM target and every Xcode target is a module;
/// files no manifest places belong to their project's folder, their git repository, or the
/// root of the path given. Modules that can never see each other (different apps in one run) fall into
/// different *universes*, which passes treat as separate projects.
public struct ModuleGraph: Sendable {
    public struct Module: Sendable {
        public var id: Int
        /// The name code imports it by.
        public var name: String
        /// Modules of one package see each other's `package` declarations.
        public var package: String
        /// Where it comes from: `Package.swift`, an Xcode project, or a folder.
        public var origin: String
        /// Modules it declares a dependency on (resolved within the run).
        public var dependencies: [Int]
        /// The git repository or root folder it lies in (imports resolve within it).
        public var root: String
        /// A test target (which may `@testable import` the module it tests).
        public var isTest: Bool
        /// An app, an app extension, a command-line tool or an executable target: no other
        /// module imports it, so its `public` declarations are no API.
        public var isProgram = false
        /// A package target that a `.library` product exposes: apps outside the project
        /// may import it, so its `public` declarations are their API.
        public var isPublished = false
        /// True for a manifest's files that no target lists, or a folder module: nothing can
        /// import it.
        public var isLoose: Bool
        /// The Xcode (or XcodeGen) target it is, by name, when it is one.
        public var targetName: String? = nil
        /// What it is built with: platforms, deployment targets, language mode, default
        /// isolation, upcoming features, and where each was written (flags applied).
        public var settings = TargetSettings()
        /// The platforms an Xcode target builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`); nil
        /// when unknown (packages build for every platform).
        public var platforms: Set<Platform>? { settings.platforms }
        /// An Xcode target with `TARGETED_DEVICE_FAMILY = 1` and no Mac Catalyst.
        public var iPhoneOnly: Bool { settings.iPhoneOnly }
    }

    /// How settings are read for a run: the configuration, the `--min-*` flags and the
    /// configuration file's `minimumOS`, the current folder (never a fallback group of its
    /// own), and how files are read.
    public struct SettingsOptions: Sendable {
        /// `--configuration NAME` (nil: `Release`, else each project's default).
        public var configuration: String?
        /// Minimum versions from flags or the configuration file, with where each came from.
        public var minimums: [Platform: (Version, SettingOrigin)] = [:]
        /// Language mode and isolation for files no project file describes (fixtures).
        public var languageMode: Version?
        public var defaultIsolation: DefaultIsolation?
        public var read: SettingsFileReader = SettingsFiles.disk

        public init(configuration: String? = nil, minimums: [Platform: (Version, SettingOrigin)] = [:],
                    languageMode: Version? = nil, defaultIsolation: DefaultIsolation? = nil, read: @escaping SettingsFileReader = SettingsFiles.disk) {
            self.configuration = configuration
            self.minimums = minimums
            self.languageMode = languageMode
            self.defaultIsolation = defaultIsolation
            self.read = read
        }
    }

    public private(set) var modules: [Module]
    /// Module ids per file path (a file an Xcode project compiles into several targets
    /// belongs to each).
    public private(set) var fileModules: [String: [Int]]
    /// Notes for the user (a manifest too dynamic to read, ...).
    public private(set) var notes: [String]
    /// The project file each note is about (`Package.swift`, the `.xcodeproj`, the spec),
    /// as the modules' `origin` names it.
    public private(set) var noteProjects: [String] = []

    /// One module holding every file: what a run without manifests (and the tests) uses.
    public static func single(_ paths: [String], name: String = "Main", settings: TargetSettings = TargetSettings()) -> ModuleGraph {
        var graph = ModuleGraph(modules: [Module(id: 0, name: name, package: "", origin: "", dependencies: [], root: "", isTest: false, isLoose: true,
                                                 settings: settings)],
                                fileModules: [:], notes: [])
        for path in paths { graph.fileModules[path] = [0] }
        return graph
    }

    init(modules: [Module], fileModules: [String: [Int]], notes: [String]) {
        self.modules = modules
        self.fileModules = fileModules
        self.notes = notes
        self.noteProjects = notes.map { _ in "" }
    }

    /// The modules of a file (the first module when none is recorded).
    public func modules(of path: String) -> [Int] { fileModules[path] ?? [0] }

    /// The platforms the targets compiling a file build for; nil when any of them is not
    /// known (a package, a folder, settings outside the project file).
    /// Whether every module that compiles the file is a program (an app, an extension, a
    /// tool): nothing outside the project can use its `public` declarations.
    public func isInProgram(_ path: String) -> Bool {
        modules(of: path).allSatisfy { modules[$0].isProgram }
    }

    /// The library product's module the file is compiled into, when one is (the first).
    public func publishedModule(of path: String) -> Module? {
        modules(of: path).lazy.map { modules[$0] }.first { $0.isPublished }
    }

    public func platforms(of path: String) -> Set<Platform>? {
        var result: Set<Platform> = []
        for id in modules(of: path) {
            guard id < modules.count, let platforms = modules[id].platforms else { return nil }
            result.formUnion(platforms)
        }
        return result
    }

    /// Whether every target compiling a file is an iPhone-only Xcode target.
    public func isIPhoneOnly(_ path: String) -> Bool {
        let ids = modules(of: path)
        return !ids.isEmpty && ids.allSatisfy { $0 < modules.count && modules[$0].iPhoneOnly }
    }

    /// The settings a file is compiled with: its module's, or, for a file several targets
    /// compile, what all of them allow (`TargetSettings.combining`).
    public func settings(of path: String) -> TargetSettings {
        let ids = modules(of: path).filter { $0 < modules.count }
        if ids.count == 1 { return modules[ids[0]].settings }
        return TargetSettings.combining(ids.map { modules[$0].settings })
    }

    // MARK: Building

    /// One source file: the path shown to the user (the key) and its absolute path.
    public struct File: Sendable {
        public var path: String
        public var absolutePath: String
        public init(path: String, absolutePath: String) {
            self.path = path
            self.absolutePath = absolutePath
        }
    }

    /// Reads the manifests under and above `roots` from disk and places every file.
    ///
    /// `manifests`: the manifests under and above `roots` already read (by absolute path, as
    /// `DeploymentTarget.detect(under: roots).contents` has them), so they are not looked for
    /// and read again.
    public static func discover(files: [File], roots: [String], manifests found: [String: [UInt8]]? = nil,
                                options: SettingsOptions = SettingsOptions()) -> ModuleGraph {
        var manifests: [String: [UInt8]] = found ?? [:]
        if found == nil {
            for root in roots {
                for manifest in DeploymentTarget.findManifests(root) where manifests[manifest] == nil {
                    if let data = FileManager.default.contents(atPath: manifest) { manifests[manifest] = [UInt8](data) }
                }
            }
        }
        var gitRoots: Set<String> = []
        var checked: [String: String?] = [:]
        func gitRoot(_ directory: String) -> String? {
            if let known = checked[directory] { return known }
            var found: String?
            if FileManager.default.fileExists(atPath: directory + "/.git") {
                found = directory
            } else {
                let parent = ModuleGraph.parentPath(directory)
                found = parent != directory && !parent.isEmpty ? gitRoot(parent) : nil
            }
            checked[directory] = found
            return found
        }
        for file in files {
            if let root = gitRoot(ModuleGraph.parentPath(file.absolutePath)) { gitRoots.insert(root) }
        }
        for root in roots {
            if let found = gitRoot(root) { gitRoots.insert(found) }
        }
        return ModuleGraph(files: files, manifests: manifests, gitRoots: gitRoots, roots: roots, options: options)
    }

    /// Places files given the manifests' contents (by absolute path of `Package.swift`,
    /// `project.pbxproj` or `project.yml`), the git repositories and the roots of the run, and
    /// reads each module's settings (`options`: configuration, flags, how `.xcconfig` and
    /// included files are read).
    public init(files: [File], manifests: [String: [UInt8]], gitRoots: Set<String>, roots: [String],
                options: SettingsOptions = SettingsOptions()) {
        let reading = ProjectReading(manifests: manifests, options: options)
        var assembler = ModuleGraphAssembler(reading: reading, gitRoots: gitRoots, roots: roots, options: options)
        assembler.assemble(files: files)
        self.modules = assembler.modules
        self.fileModules = assembler.fileModules
        self.notes = reading.notes.map(\.text)
        self.noteProjects = reading.notes.map(\.project)
    }

    /// Whether `.gitignore` in `folder` lists `name` (`X.xcodeproj`, `/X.xcodeproj`,
    /// `*.xcodeproj`, with or without a trailing `/`).
    static func isIgnored(_ name: String, in folder: String, read: SettingsFileReader) -> Bool {
        guard let bytes = read(folder + "/.gitignore") else { return false }
        for raw in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var pattern = raw.trimmingCharacters(in: .whitespaces)
            if pattern.isEmpty || pattern.hasPrefix("#") || pattern.hasPrefix("!") { continue }
            if pattern.hasPrefix("/") { pattern.removeFirst() }
            if pattern.hasSuffix("/") { pattern.removeLast() }
            if pattern.contains("/") { continue }
            if BuildSettingsResolver.glob(pattern, matches: name) { return true }
        }
        return false
    }

    /// A path glob: `**/` any folders (none included), `*` and `?` within one name.
    static func glob(_ pattern: String, matches path: String) -> Bool {
        let p = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let t = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            var result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == "**" {
                result = match(i + 1, j) || (j < t.count && match(i, j + 1))
            } else {
                result = j < t.count && BuildSettingsResolver.glob(p[i], matches: t[j]) && match(i + 1, j + 1)
            }
            memo[key] = result
            return result
        }
        // A pattern naming a folder covers what is under it.
        return match(0, 0) || (0..<t.count).contains { k in
            let prefix = Array(t[0..<k])
            return !prefix.isEmpty && ModuleGraph.globPrefix(p, prefix)
        }
    }

    private static func globPrefix(_ p: [String], _ t: [String]) -> Bool {
        func match(_ i: Int, _ j: Int) -> Bool {
            if i == p.count { return j == t.count }
            if p[i] == "**" { return match(i + 1, j) || (j < t.count && match(i, j + 1)) }
            return j < t.count && BuildSettingsResolver.glob(p[i], matches: t[j]) && match(i + 1, j + 1)
        }
        return match(0, 0)
    }

    // MARK: Queries

    /// The modules every module depends on, directly or not.
    public func dependencyClosure(of module: Int) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = [module]
        while let next = stack.popLast() {
            for dependency in modules[next].dependencies where seen.insert(dependency).inserted { stack.append(dependency) }
        }
        return seen
    }

    /// The modules `import name` means in a file of `from`: the ones it depends on, else the
    /// ones in the same package, else the ones in the same repository or root; never a
    /// module of another repository.
    public func resolveImport(_ name: String, from: [Int]) -> [Int] {
        let named = modules.filter { $0.name == name && !$0.isLoose && !from.contains($0.id) }.map(\.id)
        guard !named.isEmpty else { return [] }
        let closure = from.reduce(into: Set<Int>()) { $0.formUnion(dependencyClosure(of: $1)) }
        let declared = named.filter { closure.contains($0) }
        if !declared.isEmpty { return declared }
        let packages = Set(from.map { modules[$0].package })
        let samePackage = named.filter { packages.contains(modules[$0].package) }
        if !samePackage.isEmpty { return samePackage }
        let roots = Set(from.map { modules[$0].root })
        return named.filter { roots.contains(modules[$0].root) }
    }
}
