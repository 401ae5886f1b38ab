import Foundation

extension ModuleGraphAssembler {
    /// One module per Xcode target (and Tuist's and XcodeGen's), with its explicit files and folders.
    mutating func addXcodeModules() {
        for (i, entry) in projects.enumerated() {
            for target in entry.targets {
                let id = module("xcode:\(entry.path):\(target.name)", name: target.moduleName, package: entry.path,
                                origin: entry.path, directory: entry.directory, isTest: target.isTest,
                                isProgram: target.isProgram, settings: target.settings)
                modules[id].targetName = target.name
                xcodeTargets.append((i, target, id))
                for file in target.files { xcodeFiles[file, default: []].append(id) }
                for folder in target.folders {
                    xcodeFolders.append((folder, target.excludedFiles, target.excludedGlobs, target.includedGlobs[folder] ?? [], id))
                }
            }
        }
    }

    /// The Xcode targets that compile `path`: those listing it, and those whose folders
    /// (`candidates`, indices into `xcodeFolders`) hold it and do not leave it out.
    func xcodeModules(of path: String, candidates: [Int]) -> [Int] {
        var listed = xcodeFiles[path] ?? []
        for i in candidates where !Self.isExcluded(path, by: xcodeFolders[i].excluded) {
            let entry = xcodeFolders[i]
            if entry.excludedGlobs.contains(where: { ModuleGraph.glob($0, matches: path) }) { continue }
            if !entry.includedGlobs.isEmpty && !entry.includedGlobs.contains(where: { ModuleGraph.glob($0, matches: path) }) { continue }
            listed.append(entry.module)
        }
        return listed
    }

    /// Whether a synchronized folder's exceptions leave a file out: the file, or a folder
    /// that holds it (`Libraries/Pkg`, a package inside the app's folder).
    static func isExcluded(_ path: String, by excluded: Set<String>) -> Bool {
        guard !excluded.isEmpty else { return false }
        var current = Substring(path)
        while true {
            if excluded.contains(String(current)) { return true }
            guard let slash = current.lastIndex(of: "/") else { return false }
            current = current[..<slash]
        }
    }

    /// Xcode targets depend on the targets they name (in their project or another), on
    /// packages' products, and on everything when a build phase says so.
    mutating func resolveXcodeDependencies() {
        for (projectIndex, target, id) in xcodeTargets {
            var dependencies = xcodeTargets.filter { $0.project == projectIndex && target.dependencies.contains($0.target.name) }.map(\.module)
            for (folder, name) in target.projectDependencies {
                dependencies += xcodeTargets.filter { projects[$0.project].directory == folder && $0.target.name == name }.map(\.module)
            }
            if target.dependsOnEverything { dependencies += xcodeTargets.map(\.module).filter { $0 != id } + packages.flatMap { $0.targets.map(\.2) } }
            for (product, folder) in target.packageProducts {
                dependencies += packageProductModules(product, folder: folder, project: projectIndex)
            }
            modules[id].dependencies = Array(Set(dependencies)).sorted()
        }
    }

    /// The modules of a package product an Xcode project depends on: from the package in
    /// `folder`; with no folder, from a package the project holds as a folder (a folder
    /// reference, or inside a synchronized folder), else from a package in the project's folder.
    private func packageProductModules(_ product: String, folder: String?, project projectIndex: Int) -> [Int] {
        if let folder {
            guard let other = packages.indices.first(where: { packages[$0].directory == folder }) else { return [] }
            return packageProductTargets(product, in: other)
        }
        let localFolders = Set(projects[projectIndex].localPackageFolders)
        let held = packages.indices.filter { p in
            localFolders.contains { packages[p].directory == $0 || Self.inside(packages[p].directory, $0) }
        }
        let found = held.flatMap { packageProductTargets(product, in: $0) }
        guard found.isEmpty else { return found }
        return packages.indices.filter { Self.inside(packages[$0].directory, projects[projectIndex].directory) }
            .flatMap { packageProductTargets(product, in: $0) }
    }
}
