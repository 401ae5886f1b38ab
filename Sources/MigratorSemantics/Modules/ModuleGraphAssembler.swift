import Foundation

/// The second stage of building a `ModuleGraph`: modules made of the projects read
/// (`ProjectReading`), every file placed in its modules, dependencies resolved, and the
/// settings completed (enclosing deployment targets, flags, the configuration file).
struct ModuleGraphAssembler {
    typealias Module = ModuleGraph.Module
    var modules: [Module] = []
    var fileModules: [String: [Int]] = [:]
    var packages: [ProjectReading.Package]
    let projects: [ProjectReading.Project]
    let gitRoots: Set<String>
    let roots: [String]
    let options: ModuleGraph.SettingsOptions
    var moduleByKey: [String: Int] = [:]
    /// Folders holding a project marker (git repositories, packages, projects).
    let markerFolders: Set<String>
    /// Xcode targets' (and generators') explicit files and folders, and the targets.
    var xcodeFiles: [String: [Int]] = [:]
    var xcodeFolders: [(folder: String, excluded: Set<String>, excludedGlobs: [String], includedGlobs: [String], module: Int)] = []
    var xcodeTargets: [(project: Int, target: XcodeProject.Target, module: Int)] = []

    init(reading: ProjectReading, gitRoots: Set<String>, roots: [String], options: ModuleGraph.SettingsOptions) {
        packages = reading.packages
        projects = reading.projects
        self.gitRoots = gitRoots
        self.roots = roots
        self.options = options
        var markers = Set(gitRoots)
        for package in packages { markers.insert(package.directory) }
        for project in projects { markers.insert(project.directory) }
        markerFolders = markers
    }

    /// Runs every step, in order.
    mutating func assemble(files: [ModuleGraph.File]) {
        addPackageModules(absolutePaths: files.map(\.absolutePath))
        addXcodeModules()
        placeFiles(files)
        resolvePackageDependencies()
        resolveXcodeDependencies()
        inheritEnclosingDeploymentTargets()
        applyOptions()
    }

    static func inside(_ path: String, _ folder: String) -> Bool { path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") }

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

    /// The module under `key`, made the first time it is asked for.
    mutating func module(_ key: String, name: String, package: String, origin: String, directory: String, isTest: Bool = false, isLoose: Bool = false,
                         isProgram: Bool = false, settings: TargetSettings) -> Int {
        if let id = moduleByKey[key] { return id }
        let id = modules.count
        modules.append(Module(id: id, name: name, package: package, origin: origin, dependencies: [], root: scope(of: directory, marked: !key.hasPrefix("folder:")),
                              isTest: isTest, isLoose: isLoose, settings: settings))
        modules[id].isProgram = isProgram
        moduleByKey[key] = id
        return id
    }
}
