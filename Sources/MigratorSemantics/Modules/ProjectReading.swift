import Foundation

/// The first stage of building a `ModuleGraph`: every manifest of the run read by the reader
/// of its build system (SwiftPM, Xcode, Tuist, XcodeGen), with the notes they leave. The
/// assembler (`ModuleGraphAssembler`) then makes modules of them and places the files.
struct ProjectReading {
    /// A package: its folder, its manifest and, once assembled, its targets' modules.
    struct Package {
        var directory: String
        var path: String
        var manifest: PackageManifest
        /// The lowest `swift-tools-version` of its manifests (`Package@swift-5.8.swift` too), and where.
        var lowestTools: (version: Version, path: String)?
        /// (target, absolute folder, module id)
        var targets: [(PackageManifest.Target, String, Int)]
    }

    /// An Xcode project, or the Tuist manifest or XcodeGen spec that stands for one.
    struct Project {
        var directory: String
        /// The `.xcodeproj` folder, the `Project.swift` or the `project.yml`.
        var path: String
        var targets: [XcodeProject.Target]
        var projectSettings: TargetSettings
        var localPackageFolders: [String]
    }

    private(set) var packages: [Package] = []
    private(set) var projects: [Project] = []
    /// Package folders an Xcode workspace of the run refers to (built by the workspace's Xcode).
    private(set) var workspacePackageFolders: Set<String> = []
    /// Notes on what could not be read, each with the project file it is about.
    private(set) var notes: [(project: String, text: String)] = []
    private let options: ModuleGraph.SettingsOptions

    /// Reads `manifests` (contents by absolute path), in path order.
    init(manifests: [String: [UInt8]], options: ModuleGraph.SettingsOptions) {
        self.options = options
        var specs: [(path: String, bytes: [UInt8])] = []
        var tuistManifests: [(path: String, bytes: [UInt8])] = []
        var versionedTools: [(directory: String, path: String, version: Version)] = []
        for (path, bytes) in manifests.sorted(by: { $0.key < $1.key }) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if DeploymentTarget.isVersionedManifest(name) {
                if let version = PackageManifest.toolsVersion(bytes) {
                    versionedTools.append((ModuleGraph.parentPath(path), path, version))
                }
            } else if path.hasSuffix("Package.swift") {
                readPackage(path, bytes)
            } else if path.hasSuffix("project.pbxproj") {
                readXcodeProject(path, bytes)
            } else if path.hasSuffix(".xcworkspace/" + XcodeWorkspace.contentsName) {
                workspacePackageFolders.formUnion(XcodeWorkspace(path: path, bytes: bytes).packageFolders)
            } else if path.hasSuffix("project.yml") {
                specs.append((path, bytes))
            } else if path.hasSuffix("/Project.swift"), TuistProject.isManifest(bytes) {
                tuistManifests.append((path, bytes))
            }
        }
        for (path, bytes) in tuistManifests { readTuist(path, bytes) }
        for (path, bytes) in specs { readXcodeGen(path, bytes) }
        fillProjectDeploymentTargets()
        fillLowestTools(versionedTools)
    }

    /// Each package's lowest `swift-tools-version` over its manifests: what it says it builds
    /// with. A `Package@swift-5.8.swift` always says so. `Package.swift`'s own version only
    /// for a package no Xcode project in the run holds as a local package, nor a workspace
    /// refers to: an app's package (`App/App.xcodeproj` holding `..`, or `Packages/Kit`; a
    /// workspace's `group:libraries/Kit`) is built with the app's Xcode, whatever its
    /// manifest's version, and the run cannot tell an app's from a library's demo.
    private mutating func fillLowestTools(_ versioned: [(directory: String, path: String, version: Version)]) {
        let inside = { (path: String, folder: String) in path == folder || path.hasPrefix(folder + "/") }
        for i in packages.indices {
            let directory = packages[i].directory
            let isLocal = projects.contains { project in project.localPackageFolders.contains { inside(directory, $0) } }
                || workspacePackageFolders.contains(directory)
            var lowest = isLocal ? nil : packages[i].manifest.toolsVersion.map { (version: $0, path: packages[i].path) }
            for other in versioned where other.directory == directory && lowest.map({ other.version < $0.version }) ?? true {
                lowest = (other.version, other.path)
            }
            packages[i].lowestTools = lowest
        }
    }

    private mutating func readPackage(_ path: String, _ bytes: [UInt8]) {
        // A source file that happens to be named Package.swift (a `Package` model type) is no
        // manifest: a manifest imports PackageDescription.
        guard PackageManifest.isManifest(bytes) else { return }
        let manifest = PackageManifest(bytes: bytes)
        if manifest.isDynamic {
            notes.append((path, "note: \(path): the targets are computed, not listed; one module per Sources/<folder> is assumed"))
        }
        packages.append(Package(directory: ModuleGraph.parentPath(path), path: path, manifest: manifest, targets: []))
    }

    private mutating func readXcodeProject(_ path: String, _ bytes: [UInt8]) {
        let projectPath = ModuleGraph.parentPath(path)
        let projectFolder = ModuleGraph.parentPath(projectPath)
        let project = XcodeProject(text: String(decoding: bytes, as: UTF8.self), projectDirectory: projectFolder, projectPath: projectPath,
                                   configuration: options.configuration, read: options.read)
        if project == nil { notes.append((projectPath, "note: \(path): not a project file this tool can read; its folder is one module")) }
        notes += (project?.notes ?? []).map { (projectPath, $0) }
        projects.append(Project(directory: projectFolder, path: projectPath, targets: project?.targets ?? [],
                                projectSettings: project?.projectSettings ?? TargetSettings(),
                                localPackageFolders: project?.localPackageFolders ?? []))
    }

    /// The Xcode projects in `folder` that a generator's spec (Tuist, XcodeGen) stands for:
    /// nil when one there is committed (it, not the spec, is what builds), else those the
    /// folder's .gitignore lists (generated), possibly none.
    private func generatedProjects(in folder: String) -> [Int]? {
        let existing = projects.indices.filter { projects[$0].directory == folder }
        let generated = existing.filter { ModuleGraph.isIgnored((projects[$0].path as NSString).lastPathComponent, in: folder, read: options.read) }
        return existing.isEmpty || !generated.isEmpty ? generated : nil
    }

    /// A Tuist manifest describes the project when its folder has no Xcode project, or the
    /// one there is generated (ignored by the folder's .gitignore).
    private mutating func readTuist(_ path: String, _ bytes: [UInt8]) {
        let folder = ModuleGraph.parentPath(path)
        guard let generated = generatedProjects(in: folder),
              let tuist = TuistProject(path: path, bytes: bytes, configuration: options.configuration, read: options.read,
                                       helpers: TuistProject.helpers(for: path, read: options.read)) else { return }
        for i in generated.sorted(by: >) { projects.remove(at: i) }
        notes += tuist.notes.map { (path, $0) }
        var settings = tuist.projectSettings
        if tuist.targets.isEmpty { settings.unknownPlatforms = Set(Platform.allCases) }
        projects.append(Project(directory: folder, path: path, targets: tuist.targets, projectSettings: settings,
                                localPackageFolders: tuist.localPackageFolders))
    }

    /// An XcodeGen spec describes the project when its folder has no Xcode project, or the
    /// Xcode project there is generated (ignored by the folder's .gitignore).
    private mutating func readXcodeGen(_ path: String, _ bytes: [UInt8]) {
        let folder = ModuleGraph.parentPath(path)
        guard let generated = generatedProjects(in: folder) else { return }
        var failure: [String] = []
        guard let spec = XcodeGenProject(path: path, bytes: bytes, configuration: options.configuration, read: options.read, failure: &failure) else {
            notes += (failure.isEmpty ? ["note: \(path): not an XcodeGen spec this tool can read"] : failure).map { (path, $0) }
            return
        }
        if !generated.isEmpty {
            let names = generated.map { (projects[$0].path as NSString).lastPathComponent }.joined(separator: ", ")
            notes.append((path, "note: \(path): read instead of \(names), which .gitignore lists (generated)"))
            for i in generated.sorted(by: >) { projects.remove(at: i) }
        }
        notes += spec.notes.map { (path, $0) }
        projects.append(Project(directory: folder, path: path, targets: spec.targets, projectSettings: spec.projectSettings,
                                localPackageFolders: spec.localPackageFolders))
    }

    /// A project's own settings stand for its files no target lists; when they give no
    /// deployment target, the lowest of its targets' does (what any of them may need).
    private mutating func fillProjectDeploymentTargets() {
        for p in projects.indices where projects[p].projectSettings.deploymentTargets.isEmpty && !projects[p].targets.isEmpty {
            let all = TargetSettings.combining(projects[p].targets.map(\.settings))
            projects[p].projectSettings.deploymentTargets = all.deploymentTargets
            projects[p].projectSettings.deploymentOrigins = all.deploymentOrigins
        }
    }
}
