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
        var modules: [Module] = []
        var notes: [String] = []
        var moduleByKey: [String: Int] = [:]
        func inside(_ path: String, _ folder: String) -> Bool { path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }
        func directory(of path: String) -> String { ModuleGraph.parentPath(path) }

        // Packages, Xcode projects and XcodeGen specs, by folder.
        struct PackageInfo {
            var directory: String
            var path: String
            var manifest: PackageManifest
            /// (target, absolute folder, module id)
            var targets: [(PackageManifest.Target, String, Int)]
        }
        struct ProjectInfo {
            var directory: String
            /// The `.xcodeproj` folder or the `project.yml`.
            var path: String
            var targets: [XcodeProject.Target]
            var projectSettings: TargetSettings
            var localPackageFolders: [String]
            var readable: Bool
        }
        var packages: [PackageInfo] = []
        var projects: [ProjectInfo] = []
        var specs: [(path: String, bytes: [UInt8])] = []
        var tuistManifests: [(path: String, bytes: [UInt8])] = []
        for (path, bytes) in manifests.sorted(by: { $0.key < $1.key }) {
            if path.hasSuffix("Package.swift") {
                // A source file that happens to be named Package.swift (a `Package` model
                // type) is no manifest: a manifest imports PackageDescription.
                guard PackageManifest.isManifest(bytes) else { continue }
                let manifest = PackageManifest(bytes: bytes)
                if manifest.isDynamic {
                    notes.append("note: \(path): the targets are computed, not listed; one module per Sources/<folder> is assumed")
                }
                packages.append(PackageInfo(directory: directory(of: path), path: path, manifest: manifest, targets: []))
            } else if path.hasSuffix("project.pbxproj") {
                let projectPath = directory(of: path)
                let projectFolder = directory(of: projectPath)
                let project = XcodeProject(text: String(decoding: bytes, as: UTF8.self), projectDirectory: projectFolder, projectPath: projectPath,
                                           configuration: options.configuration, read: options.read)
                if project == nil { notes.append("note: \(path): not a project file this tool can read; its folder is one module") }
                notes += project?.notes ?? []
                projects.append(ProjectInfo(directory: projectFolder, path: projectPath, targets: project?.targets ?? [],
                                            projectSettings: project?.projectSettings ?? TargetSettings(),
                                            localPackageFolders: project?.localPackageFolders ?? [], readable: project != nil))
            } else if path.hasSuffix("project.yml") {
                specs.append((path, bytes))
            } else if path.hasSuffix("/Project.swift"), TuistProject.isManifest(bytes) {
                tuistManifests.append((path, bytes))
            }
        }
        // A Tuist manifest describes the project when its folder has no Xcode project, or the
        // one there is generated (ignored by the folder's .gitignore), as for XcodeGen.
        /// The Xcode projects in `folder` that a generator's spec (Tuist, XcodeGen) stands for:
        /// nil when one there is committed (it, not the spec, is what builds), else those the
        /// folder's .gitignore lists (generated), possibly none.
        func generatedProjects(in folder: String) -> [Int]? {
            let existing = projects.indices.filter { projects[$0].directory == folder }
            let generated = existing.filter { ModuleGraph.isIgnored((projects[$0].path as NSString).lastPathComponent, in: folder, read: options.read) }
            return existing.isEmpty || !generated.isEmpty ? generated : nil
        }
        for (path, bytes) in tuistManifests {
            let folder = directory(of: path)
            guard let generated = generatedProjects(in: folder),
                  let tuist = TuistProject(path: path, bytes: bytes, configuration: options.configuration, read: options.read,
                                           helpers: TuistProject.helpers(for: path, read: options.read)) else { continue }
            for i in generated.sorted(by: >) { projects.remove(at: i) }
            notes += tuist.notes
            var settings = tuist.projectSettings
            if tuist.targets.isEmpty { settings.unknownPlatforms = Set(Platform.allCases) }
            projects.append(ProjectInfo(directory: folder, path: path, targets: tuist.targets, projectSettings: settings,
                                        localPackageFolders: tuist.localPackageFolders, readable: true))
        }
        // An XcodeGen spec describes the project when its folder has no Xcode project, or the
        // Xcode project there is generated (ignored by the folder's .gitignore).
        for (path, bytes) in specs {
            let folder = directory(of: path)
            guard let generated = generatedProjects(in: folder) else { continue }
            var failure: [String] = []
            guard let spec = XcodeGenProject(path: path, bytes: bytes, configuration: options.configuration, read: options.read, failure: &failure) else {
                notes += failure.isEmpty ? ["note: \(path): not an XcodeGen spec this tool can read"] : failure
                continue
            }
            if !generated.isEmpty {
                let names = generated.map { (projects[$0].path as NSString).lastPathComponent }.joined(separator: ", ")
                notes.append("note: \(path): read instead of \(names), which .gitignore lists (generated)")
                for i in generated.sorted(by: >) { projects.remove(at: i) }
            }
            notes += spec.notes
            projects.append(ProjectInfo(directory: folder, path: path, targets: spec.targets, projectSettings: spec.projectSettings,
                                        localPackageFolders: spec.localPackageFolders, readable: true))
        }

        // A project's own settings stand for its files no target lists; when they give no
        // deployment target, the lowest of its targets' does (what any of them may need).
        for p in projects.indices where projects[p].projectSettings.deploymentTargets.isEmpty && !projects[p].targets.isEmpty {
            let all = TargetSettings.combining(projects[p].targets.map(\.settings))
            projects[p].projectSettings.deploymentTargets = all.deploymentTargets
            projects[p].projectSettings.deploymentOrigins = all.deploymentOrigins
        }

        // Folders holding a project marker (git repositories, packages, projects).
        var markerFolders = Set(gitRoots)
        for package in packages { markerFolders.insert(package.directory) }
        for project in projects { markerFolders.insert(project.directory) }
        /// The folder within which imports resolve (modules can see each other): the git
        /// repository; else the path given. When that path holds no marker itself (a folder of
        /// apps without git), a project's or package's modules resolve within its top-level
        /// folder, so apps side by side never import each other's modules and a run over the
        /// folder makes each app's edits; files no marker encloses stay one group, the path
        /// given (a folder of loose sources keeps its model and its views together).
        func scope(of folder: String, marked: Bool) -> String {
            if let git = gitRoots.filter({ folder == $0 || folder.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) { return git }
            guard let given = roots.filter({ folder == $0 || folder.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else { return folder }
            guard marked, folder != given, !markerFolders.contains(given) else { return given }
            let rest = folder.dropFirst(given.count + 1)
            return given + "/" + (rest.split(separator: "/").first.map(String.init) ?? "")
        }
        func module(_ key: String, name: String, package: String, origin: String, directory: String, isTest: Bool = false, isLoose: Bool = false,
                    settings: TargetSettings) -> Int {
            if let id = moduleByKey[key] { return id }
            let id = modules.count
            modules.append(Module(id: id, name: name, package: package, origin: origin, dependencies: [], root: scope(of: directory, marked: !key.hasPrefix("folder:")),
                                  isTest: isTest, isLoose: isLoose, settings: settings))
            moduleByKey[key] = id
            return id
        }
        /// Settings of a package's target (or of its files no target lists, `target` nil).
        func packageSettings(_ info: PackageInfo, _ target: PackageManifest.Target?) -> TargetSettings {
            var settings = TargetSettings()
            let origin = SettingOrigin(path: info.path)
            for (platform, version) in info.manifest.platforms {
                settings.deploymentTargets[platform] = version
                settings.deploymentOrigins[platform] = origin
            }
            if info.manifest.platformsUnreadable {
                // `platforms:` is computed: what it does not list plainly is unknown.
                settings.unknownPlatforms = Set(Platform.allCases).subtracting(info.manifest.platforms.keys)
            } else if info.manifest.platforms.isEmpty {
                // No `platforms:`: SwiftPM builds for every platform at its own minimums.
                let defaults = SettingOrigin(path: info.path, detail: "(no platforms:, SwiftPM's default)")
                for (platform, version) in DeploymentTarget.swiftPMDefaults.versions {
                    settings.deploymentTargets[platform] = version
                    settings.deploymentOrigins[platform] = defaults
                }
            }
            let targetOrigin = SettingOrigin(path: info.path, detail: target.map { "target \($0.name)" } ?? "")
            if let target, let (mode, source) = info.manifest.languageMode(of: target) {
                settings.languageMode = mode
                settings.languageModeOrigin = SettingOrigin(path: info.path, detail: source)
            } else if target == nil, let tools = info.manifest.toolsVersion, let major = tools.parts.first {
                settings.languageMode = Version(major >= 6 ? 6 : major >= 5 ? 5 : 4)
                settings.languageModeOrigin = SettingOrigin(path: info.path, detail: "swift-tools-version \(tools)")
            }
            settings.isFallback = target == nil
            var swift = info.manifest.packageWideSwiftSettings
            if let target { swift.add(target.swiftSettings) }
            if let isolation = swift.defaultIsolation {
                settings.defaultIsolation = isolation
                settings.defaultIsolationOrigin = target?.swiftSettings.defaultIsolation != nil ? targetOrigin : origin
            }
            for feature in swift.upcomingFeatures { settings.upcomingFeatures[feature] = targetOrigin }
            return settings
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
                                directory: folder, isTest: target.isTest, settings: packageSettings(packages[p], target))
                packages[p].targets.append((target, targetFolder, id))
            }
        }
        // Xcode targets (and XcodeGen's): explicit files and folders.
        var xcodeFiles: [String: [Int]] = [:]
        var xcodeFolders: [(folder: String, excluded: Set<String>, excludedGlobs: [String], includedGlobs: [String], module: Int)] = []
        var xcodeTargets: [(project: Int, target: XcodeProject.Target, module: Int)] = []
        for (i, entry) in projects.enumerated() {
            for target in entry.targets {
                let id = module("xcode:\(entry.path):\(target.name)", name: target.moduleName, package: entry.path,
                                origin: entry.path, directory: entry.directory, isTest: target.isTest, settings: target.settings)
                modules[id].targetName = target.name
                xcodeTargets.append((i, target, id))
                for file in target.files { xcodeFiles[file, default: []].append(id) }
                for folder in target.folders {
                    xcodeFolders.append((folder, target.excludedFiles, target.excludedGlobs, target.includedGlobs[folder] ?? [], id))
                }
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
        fileModules.reserveCapacity(files.count)
        // What a folder's chain of enclosing folders gives (the same for every file in it):
        // the nearest package, project and git repository, and the Xcode folder entries on the
        // way up (each still checked against the file's own path). Worked out once per folder.
        struct Enclosing {
            var package: Int?
            var projectIndex: Int?
            var git: String?
            var xcodeFolders: [Int] = []
            /// The modules of a file in this folder that no target lists (they depend on the
            /// folder alone), once one such file was placed.
            var loose: [Int]?
        }
        var enclosingByFolder: [String: Enclosing] = [:]
        for file in files {
            let path = file.absolutePath
            let fileFolder = directory(of: path)
            var enclosing: Enclosing
            if let known = enclosingByFolder[fileFolder] {
                enclosing = known
            } else {
                enclosing = Enclosing()
                var folder = fileFolder
                while !folder.isEmpty {
                    if enclosing.package == nil, let found = packageByFolder[folder] { enclosing.package = found }
                    if enclosing.projectIndex == nil, let found = projectByFolder[folder] { enclosing.projectIndex = found }
                    if enclosing.git == nil, gitRoots.contains(folder) { enclosing.git = folder }
                    enclosing.xcodeFolders += xcodeFoldersByPath[folder] ?? []
                    let parent = directory(of: folder)
                    if parent == folder { break }
                    folder = parent
                }
                enclosingByFolder[fileFolder] = enclosing
            }
            let (package, projectIndex, git) = (enclosing.package, enclosing.projectIndex, enclosing.git)
            var listed = xcodeFiles[path] ?? []
            for i in enclosing.xcodeFolders where !xcodeFolders[i].excluded.contains(path) {
                let entry = xcodeFolders[i]
                if entry.excludedGlobs.contains(where: { ModuleGraph.glob($0, matches: path) }) { continue }
                if !entry.includedGlobs.isEmpty && !entry.includedGlobs.contains(where: { ModuleGraph.glob($0, matches: path) }) { continue }
                listed.append(entry.module)
            }
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
            if let loose = enclosing.loose {
                fileModules[file.path] = loose
                continue
            }
            let packageDepth = package.map { packages[$0].directory.count } ?? -1
            let projectDepth = projectIndex.map { projects[$0].directory.count } ?? -1
            let gitDepth = git?.count ?? -1
            let loose: [Int]
            // Files no target lists: the nearest folder holding a project marker.
            if let package, packageDepth >= projectDepth, packageDepth >= gitDepth {
                let info = packages[package]
                let folder = info.directory
                loose = [module("loose:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                                origin: folder + "/Package.swift", directory: folder, isLoose: true,
                                settings: packageSettings(info, nil))]
            } else if let projectIndex, projectDepth >= gitDepth {
                let entry = projects[projectIndex]
                var settings = entry.projectSettings
                settings.isFallback = true
                // No target says which platforms they are built for.
                settings.platforms = nil
                settings.iPhoneOnly = false
                loose = [module("loose:\(entry.path)", name: (entry.directory as NSString).lastPathComponent, package: entry.path,
                                origin: entry.path, directory: entry.directory, isLoose: true, settings: settings)]
            } else {
                let folder = git ?? scope(of: fileFolder, marked: false)
                var settings = TargetSettings()
                settings.isFallback = true
                loose = [module("folder:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                                origin: folder, directory: folder, isLoose: true, settings: settings)]
            }
            enclosingByFolder[fileFolder]!.loose = loose
            fileModules[file.path] = loose
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
            for (folder, name) in target.projectDependencies {
                dependencies += xcodeTargets.filter { projects[$0.project].directory == folder && $0.target.name == name }.map(\.module)
            }
            if target.dependsOnEverything { dependencies += xcodeTargets.map(\.module).filter { $0 != id } + packages.flatMap { $0.targets.map(\.2) } }
            let localFolders = Set(projects[projectIndex].localPackageFolders)
            for (product, folder) in target.packageProducts {
                if let folder, let other = packages.indices.first(where: { packages[$0].directory == folder }) {
                    dependencies += packageProductTargets(product, in: other)
                } else if folder == nil {
                    // A product of a package the project holds as a folder (a folder reference,
                    // or inside a synchronized folder), else of a package in the project's folder.
                    let held = packages.indices.filter { p in
                        localFolders.contains { packages[p].directory == $0 || inside(packages[p].directory, $0) }
                    }
                    var found = held.flatMap { packageProductTargets(product, in: $0) }
                    if found.isEmpty {
                        found = packages.indices.filter { inside(packages[$0].directory, projects[projectIndex].directory) }
                            .flatMap { packageProductTargets(product, in: $0) }
                    }
                    dependencies += found
                }
            }
            modules[id].dependencies = Array(Set(dependencies)).sorted()
        }

        // Files no target lists whose project gives no deployment target take the nearest
        // enclosing package's or project's (its own settings), as a file no target compiles
        // would most likely be built with.
        var enclosingVersions: [(directory: String, versions: [Platform: Version], origins: [Platform: SettingOrigin])] = []
        for info in packages where !info.manifest.platforms.isEmpty {
            enclosingVersions.append((info.directory, info.manifest.platforms, info.manifest.platforms.mapValues { _ in SettingOrigin(path: info.path) }))
        }
        for project in projects where !project.projectSettings.deploymentTargets.isEmpty {
            enclosingVersions.append((project.directory, project.projectSettings.deploymentTargets, project.projectSettings.deploymentOrigins))
        }
        for id in modules.indices where modules[id].isLoose && modules[id].settings.deploymentTargets.isEmpty {
            let own = modules[id].origin
            let folder = own.hasSuffix("/Package.swift") || own.hasSuffix(".xcodeproj") || own.hasSuffix("/project.yml") ? directory(of: own) : own
            guard let nearest = enclosingVersions.filter({ inside(folder, $0.directory) })
                .max(by: { $0.directory.count < $1.directory.count }) else { continue }
            modules[id].settings.deploymentTargets = nearest.versions
            modules[id].settings.deploymentOrigins = nearest.origins
        }

        // Flags and the configuration file raise deployment targets and give the ones nothing
        // else gives.
        var flagGroups: [SettingOrigin: [Platform: Version]] = [:]
        for (platform, (version, origin)) in options.minimums { flagGroups[origin, default: [:]][platform] = version }
        for id in modules.indices {
            var settings = modules[id].settings
            if let platforms = settings.platforms {
                // Only the platforms it builds for constrain it.
                settings.deploymentTargets = settings.deploymentTargets.filter { platforms.contains($0.key) }
                settings.deploymentOrigins = settings.deploymentOrigins.filter { platforms.contains($0.key) }
            }
            // What it builds for with no deployment target is unknown, never a default: passes
            // with a minimum there do not run until a flag or the configuration file says.
            if let platforms = settings.platforms {
                settings.unknownPlatforms.formUnion(platforms.subtracting(settings.deploymentTargets.keys))
            } else if settings.deploymentTargets.isEmpty && !options.minimums.isEmpty {
                // Nothing says what it builds for: the platforms the flags name.
                settings.platforms = Set(options.minimums.keys)
                settings.platformsOrigin = options.minimums.values.first!.1
            } else if settings.deploymentTargets.isEmpty {
                settings.unknownPlatforms.formUnion(Platform.allCases)
            }
            for (origin, minimums) in flagGroups.sorted(by: { $0.key.kind == .flags && $1.key.kind != .flags }) {
                settings.raise(to: minimums, origin: origin)
            }
            if settings.languageMode == nil, let mode = options.languageMode {
                settings.languageMode = mode
                settings.languageModeOrigin = .flags
            }
            if let isolation = options.defaultIsolation, settings.defaultIsolationOrigin.kind == .unset {
                settings.defaultIsolation = isolation
                settings.defaultIsolationOrigin = .flags
            }
            modules[id].settings = settings
        }
        self.modules = modules
        self.fileModules = fileModules
        self.notes = notes
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
