import Foundation

extension ModuleGraphAssembler {
    /// What a folder's chain of enclosing folders gives (the same for every file in it): the
    /// nearest package, project and git repository, and the Xcode folder entries on the way
    /// up (each still checked against the file's own path).
    struct Enclosing {
        var package: Int?
        var projectIndex: Int?
        var git: String?
        var xcodeFolders: [Int] = []
        /// The modules of a file in this folder that no target lists (they depend on the
        /// folder alone), once one such file was placed.
        var loose: [Int]?
    }

    /// Places every file: walks up its folders, nearest first, through tables by folder,
    /// worked out once per folder.
    mutating func placeFiles(_ files: [ModuleGraph.File]) {
        var packageByFolder: [String: Int] = [:]
        for p in packages.indices { packageByFolder[packages[p].directory] = p }
        var projectByFolder: [String: Int] = [:]
        for p in projects.indices where projectByFolder[projects[p].directory] == nil { projectByFolder[projects[p].directory] = p }
        var xcodeFoldersByPath: [String: [Int]] = [:]
        for (i, entry) in xcodeFolders.enumerated() { xcodeFoldersByPath[entry.folder, default: []].append(i) }
        fileModules.reserveCapacity(files.count)
        var enclosingByFolder: [String: Enclosing] = [:]
        for file in files {
            let path = file.absolutePath
            let fileFolder = ModuleGraph.parentPath(path)
            let enclosing: Enclosing
            if let known = enclosingByFolder[fileFolder] {
                enclosing = known
            } else {
                var found = Enclosing()
                var folder = fileFolder
                while !folder.isEmpty {
                    if found.package == nil, let p = packageByFolder[folder] { found.package = p }
                    if found.projectIndex == nil, let p = projectByFolder[folder] { found.projectIndex = p }
                    if found.git == nil, gitRoots.contains(folder) { found.git = folder }
                    found.xcodeFolders += xcodeFoldersByPath[folder] ?? []
                    let parent = ModuleGraph.parentPath(folder)
                    if parent == folder { break }
                    folder = parent
                }
                enclosingByFolder[fileFolder] = found
                enclosing = found
            }
            // A file a package target and an Xcode target both compile belongs to both modules.
            let matching = enclosing.package.flatMap { packageTarget(of: path, in: $0) }
            let placed = Set((matching.map { [$0] } ?? []) + xcodeModules(of: path, candidates: enclosing.xcodeFolders))
            if !placed.isEmpty {
                fileModules[file.path] = placed.sorted()
            } else if let loose = enclosing.loose {
                fileModules[file.path] = loose
            } else {
                let loose = [looseModule(enclosing, fileFolder: fileFolder)]
                enclosingByFolder[fileFolder]!.loose = loose
                fileModules[file.path] = loose
            }
        }
    }

    /// The module of files no target lists: the nearest folder holding a project marker.
    private mutating func looseModule(_ enclosing: Enclosing, fileFolder: String) -> Int {
        let (package, projectIndex, git) = (enclosing.package, enclosing.projectIndex, enclosing.git)
        let packageDepth = package.map { packages[$0].directory.count } ?? -1
        let projectDepth = projectIndex.map { projects[$0].directory.count } ?? -1
        let gitDepth = git?.count ?? -1
        if let package, packageDepth >= projectDepth, packageDepth >= gitDepth {
            let info = packages[package]
            let folder = info.directory
            return module("loose:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                          origin: folder + "/Package.swift", directory: folder, isLoose: true,
                          settings: Self.packageSettings(info, nil))
        }
        if let projectIndex, projectDepth >= gitDepth {
            let entry = projects[projectIndex]
            var settings = entry.projectSettings
            settings.isFallback = true
            // No target says which platforms they are built for.
            settings.platforms = nil
            settings.iPhoneOnly = false
            return module("loose:\(entry.path)", name: (entry.directory as NSString).lastPathComponent, package: entry.path,
                          origin: entry.path, directory: entry.directory, isLoose: true, settings: settings)
        }
        let folder = git ?? scope(of: fileFolder, marked: false)
        var settings = TargetSettings()
        settings.isFallback = true
        return module("folder:\(folder)", name: (folder as NSString).lastPathComponent, package: folder,
                      origin: folder, directory: folder, isLoose: true, settings: settings)
    }
}
