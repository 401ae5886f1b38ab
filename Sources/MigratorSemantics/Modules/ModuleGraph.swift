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
        /// True for a manifest's files that no target lists, or a folder module: nothing can
        /// import it.
        public var isLoose: Bool
        /// The platforms an Xcode target builds for (`SDKROOT`, `SUPPORTED_PLATFORMS`); nil
        /// when unknown (packages build for every platform).
        public var platforms: Set<Platform>? = nil
        /// An Xcode target with `TARGETED_DEVICE_FAMILY = 1` and no Mac Catalyst.
        public var iPhoneOnly = false
    }

    public private(set) var modules: [Module]
    /// Module ids per file path (a file an Xcode project compiles into several targets
    /// belongs to each).
    public private(set) var fileModules: [String: [Int]]
    /// Notes for the user (a manifest too dynamic to read, ...).
    public private(set) var notes: [String]

    /// One module holding every file: what a run without manifests (and the tests) uses.
    public static func single(_ paths: [String], name: String = "Main") -> ModuleGraph {
        var graph = ModuleGraph(modules: [Module(id: 0, name: name, package: "", origin: "", dependencies: [], root: "", isTest: false, isLoose: true)],
                                fileModules: [:], notes: [])
        for path in paths { graph.fileModules[path] = [0] }
        return graph
    }

    init(modules: [Module], fileModules: [String: [Int]], notes: [String]) {
        self.modules = modules
        self.fileModules = fileModules
        self.notes = notes
    }

    /// The modules of a file (the first module when none is recorded).
    public func modules(of path: String) -> [Int] { fileModules[path] ?? [0] }

    /// The platforms the targets compiling a file build for; nil when any of them is not
    /// known (a package, a folder, settings outside the project file).
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
    public static func discover(files: [File], roots: [String], manifests found: [String: [UInt8]]? = nil) -> ModuleGraph {
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
        return ModuleGraph(files: files, manifests: manifests, gitRoots: gitRoots, roots: roots)
    }

    /// Places files given the manifests' contents (by absolute path of `Package.swift` or
    /// `project.pbxproj`), the git repositories and the roots of the run.
    public init(files: [File], manifests: [String: [UInt8]], gitRoots: Set<String>, roots: [String]) {
        var modules: [Module] = []
        var notes: [String] = []
        var moduleByKey: [String: Int] = [:]
        func root(of directory: String) -> String {
            let git = gitRoots.filter { directory == $0 || directory.hasPrefix($0 + "/") }.max { $0.count < $1.count }
            if let git { return git }
            return roots.filter { directory == $0 || directory.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? directory
        }
        func module(_ key: String, name: String, package: String, origin: String, directory: String, isTest: Bool = false, isLoose: Bool = false) -> Int {
            if let id = moduleByKey[key] { return id }
            let id = modules.count
            modules.append(Module(id: id, name: name, package: package, origin: origin, dependencies: [], root: root(of: directory),
                                  isTest: isTest, isLoose: isLoose))
            moduleByKey[key] = id
            return id
        }
        func directory(of path: String) -> String { ModuleGraph.parentPath(path) }
        func inside(_ path: String, _ folder: String) -> Bool { path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }

        // Packages.
        struct PackageInfo {
            var directory: String
            var manifest: PackageManifest
            /// (target, absolute folder, module id)
            var targets: [(PackageManifest.Target, String, Int)]
        }
        var packages: [PackageInfo] = []
        var projects: [(directory: String, path: String, project: XcodeProject?)] = []
        for (path, bytes) in manifests.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix("Package.swift") {
                let manifest = PackageManifest(bytes: bytes)
                let folder = directory(of: path)
                if manifest.isDynamic {
                    notes.append("note: \(path): the targets are computed, not listed; one module per Sources/<folder> is assumed")
                }
                packages.append(PackageInfo(directory: folder, manifest: manifest, targets: []))
            } else if path.hasSuffix("project.pbxproj") {
                let projectFolder = directory(of: directory(of: path))
                let project = XcodeProject(text: String(decoding: bytes, as: UTF8.self), projectDirectory: projectFolder)
                if project == nil { notes.append("note: \(path): not a project file this tool can read; its folder is one module") }
                projects.append((projectFolder, path, project))
            }
        }
        let absolutePaths = files.map(\.absolutePath)
        // Every folder that holds a file, directly or not: answers "is any file under F" at once.
        var foldersWithFiles: Set<String> = []
        for path in absolutePaths {
            var folder = directory(of: path)
            while !folder.isEmpty && folder != "/" && foldersWithFiles.insert(folder).inserted {
                folder = directory(of: folder)
            }
        }
        for p in packages.indices {
            let folder = packages[p].directory
            var targets = packages[p].manifest.targets
            if packages[p].manifest.isDynamic {
                // One module per Sources/<folder> that holds files.
                var names = Set<String>()
                for path in absolutePaths where inside(path, folder + "/Sources") {
                    let rest = path.dropFirst(folder.count + "/Sources/".count)
                    if let first = rest.split(separator: "/").first, rest.contains("/") { names.insert(String(first)) }
                }
                targets = names.sorted().map { PackageManifest.Target(name: $0, kind: "target", path: nil, exclude: [], sources: nil,
                                                                       targetDependencies: [], productDependencies: []) }
            }
            for target in targets {
                var targetFolder: String
                if let path = target.path {
                    targetFolder = XcodeProject.normalize(XcodeProject.join(folder, path))
                } else {
                    let defaults = target.isTest ? ["Tests", "Sources", "Source", "src", "srcs"]
                        : target.kind == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
                    targetFolder = folder + "/" + defaults[0] + "/" + target.name
                    for candidate in defaults where foldersWithFiles.contains(folder + "/" + candidate + "/" + target.name) {
                        targetFolder = folder + "/" + candidate + "/" + target.name
                        break
                    }
                }
                let id = module("spm:\(folder):\(target.name)", name: target.name, package: folder, origin: folder + "/Package.swift",
                                directory: folder, isTest: target.isTest)
                packages[p].targets.append((target, targetFolder, id))
            }
        }
        // Xcode targets: explicit files and synchronized folders.
        var xcodeFiles: [String: [Int]] = [:]
        var xcodeFolders: [(folder: String, excluded: Set<String>, module: Int)] = []
        var xcodeTargets: [(project: Int, target: XcodeProject.Target, module: Int)] = []
        for (i, entry) in projects.enumerated() {
            guard let project = entry.project else { continue }
            for target in project.targets {
                let id = module("xcode:\(entry.path):\(target.name)", name: target.moduleName, package: entry.path,
                                origin: entry.path, directory: entry.directory, isTest: target.isTest)
                modules[id].platforms = target.platforms
                modules[id].iPhoneOnly = target.iPhoneOnly
                xcodeTargets.append((i, target, id))
                for file in target.files { xcodeFiles[file, default: []].append(id) }
                for folder in target.folders { xcodeFolders.append((folder, target.excludedFiles, id)) }
            }
        }

        // Place every file: walk up its folders, nearest first, through tables by folder.
        var packageByFolder: [String: Int] = [:]
        for p in packages.indices { packageByFolder[packages[p].directory] = p }
        var projectByFolder: [String: Int] = [:]
        for p in projects.indices where projectByFolder[projects[p].directory] == nil { projectByFolder[projects[p].directory] = p }
        var xcodeFoldersByPath: [String: [Int]] = [:]
        for (i, entry) in xcodeFolders.enumerated() { xcodeFoldersByPath[entry.folder, default: []].append(i) }
        var fileModules: [String: [Int]] = [:]
        for file in files {
            let path = file.absolutePath
            var package: Int?
            var projectIndex: Int?
            var listed = xcodeFiles[path] ?? []
            var folder = directory(of: path)
            while !folder.isEmpty {
                if package == nil, let found = packageByFolder[folder] { package = found }
                if projectIndex == nil, let found = projectByFolder[folder] { projectIndex = found }
                for i in xcodeFoldersByPath[folder] ?? [] where !xcodeFolders[i].excluded.contains(path) { listed.append(xcodeFolders[i].module) }
                let parent = directory(of: folder)
                if parent == folder { break }
                folder = parent
            }
            let packageDepth = package.map { packages[$0].directory.count } ?? -1
            let projectDepth = projectIndex.map { projects[$0].directory.count } ?? -1
            var matching: Int?
            if let package {
                matching = packages[package].targets.filter { target, folder, _ in
                    guard inside(path, folder) else { return false }
                    let relative = String(path.dropFirst(folder.count + 1))
                    if target.exclude.contains(where: { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { return false }
                    if let sources = target.sources {
                        return sources.contains { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
                    }
                    return true
                }.max { $0.1.count < $1.1.count }?.2
            }
            // A file a package target and an Xcode target both compile belongs to both modules.
            let placed = Set((matching.map { [$0] } ?? []) + listed)
            if !placed.isEmpty {
                fileModules[file.path] = placed.sorted()
                continue
            }
            if let package, packageDepth >= projectDepth {
                let folder = packages[package].directory
                fileModules[file.path] = [module("loose:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                                                 origin: folder + "/Package.swift", directory: folder, isLoose: true)]
            } else if let projectIndex {
                let entry = projects[projectIndex]
                fileModules[file.path] = [module("loose:\(entry.path)", name: (entry.directory as NSString).lastPathComponent, package: entry.path,
                                                 origin: entry.path, directory: entry.directory, isLoose: true)]
            } else {
                let folder = root(of: directory(of: path))
                fileModules[file.path] = [module("folder:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                                                 origin: folder, directory: folder, isLoose: true)]
            }
        }

        // Declared dependencies.
        func packageProductTargets(_ product: String, in packageIndex: Int) -> [Int] {
            let info = packages[packageIndex]
            if let names = info.manifest.products[product] {
                return info.targets.filter { names.contains($0.0.name) }.map(\.2)
            }
            return info.targets.filter { $0.0.name == product }.map(\.2)
        }
        for p in packages.indices {
            let localFolders = packages[p].manifest.localDependencies.map { XcodeProject.normalize(XcodeProject.join(packages[p].directory, $0)) }
            let localPackages = packages.indices.filter { localFolders.contains(packages[$0].directory) }
            for (target, _, id) in packages[p].targets {
                var dependencies = packages[p].targets.filter { target.targetDependencies.contains($0.0.name) }.map(\.2)
                for product in target.productDependencies {
                    for other in localPackages { dependencies += packageProductTargets(product, in: other) }
                }
                modules[id].dependencies = Array(Set(dependencies)).sorted()
            }
        }
        for (projectIndex, target, id) in xcodeTargets {
            var dependencies = xcodeTargets.filter { $0.project == projectIndex && target.dependencies.contains($0.target.name) }.map(\.module)
            for (product, folder) in target.packageProducts {
                if let folder, let other = packages.indices.first(where: { packages[$0].directory == folder }) {
                    dependencies += packageProductTargets(product, in: other)
                }
            }
            modules[id].dependencies = Array(Set(dependencies)).sorted()
        }
        self.modules = modules
        self.fileModules = fileModules
        self.notes = notes
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
