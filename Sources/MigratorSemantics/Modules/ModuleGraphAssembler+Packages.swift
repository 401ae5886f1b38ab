import Foundation

extension ModuleGraphAssembler {
    /// Settings of a package's target (or of its files no target lists, `target` nil).
    static func packageSettings(_ info: ProjectReading.Package, _ target: PackageManifest.Target?) -> TargetSettings {
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
        if let lowest = info.lowestTools {
            settings.lowestCompiler = lowest.version
            settings.lowestCompilerOrigin = SettingOrigin(path: lowest.path, detail: "swift-tools-version \(lowest.version)")
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

    /// One module per package target, with the folder its sources lie in.
    mutating func addPackageModules(absolutePaths: [String]) {
        // Every folder that holds a file, directly or not: answers "is any file under F" at once.
        var foldersWithFiles: Set<String> = []
        for path in absolutePaths {
            var folder = ModuleGraph.parentPath(path)
            while !folder.isEmpty && folder != "/" && foldersWithFiles.insert(folder).inserted {
                folder = ModuleGraph.parentPath(folder)
            }
        }
        for p in packages.indices {
            let folder = packages[p].directory
            let targets = packages[p].manifest.isDynamic ? Self.folderTargets(of: folder, absolutePaths: absolutePaths) : packages[p].manifest.targets
            for target in targets {
                let targetFolder = Self.sourceFolder(of: target, in: folder, foldersWithFiles: foldersWithFiles)
                let id = module("spm:\(folder):\(target.name)", name: target.name, package: folder, origin: folder + "/Package.swift",
                                directory: folder, isTest: target.isTest, isProgram: target.kind == "executableTarget",
                                settings: Self.packageSettings(packages[p], target))
                modules[id].isPublished = packages[p].manifest.products.values.contains { $0.contains(target.name) }
                packages[p].targets.append((target, targetFolder, id))
            }
        }
    }

    /// A manifest whose targets are computed: one target per Sources/<folder> that holds files.
    private static func folderTargets(of folder: String, absolutePaths: [String]) -> [PackageManifest.Target] {
        var names = Set<String>()
        for path in absolutePaths where inside(path, folder + "/Sources") {
            let rest = path.dropFirst(folder.count + "/Sources/".count)
            if let first = rest.split(separator: "/").first, rest.contains("/") { names.insert(String(first)) }
        }
        return names.sorted().map { PackageManifest.Target(name: $0, kind: "target", path: nil, exclude: [], sources: nil,
                                                           targetDependencies: [], productDependencies: []) }
    }

    /// A target's `path:`, else the first of SwiftPM's default folders that holds files.
    private static func sourceFolder(of target: PackageManifest.Target, in folder: String, foldersWithFiles: Set<String>) -> String {
        if let path = target.path { return XcodeProject.normalize(XcodeProject.join(folder, path)) }
        let defaults = target.isTest ? ["Tests", "Sources", "Source", "src", "srcs"]
            : target.kind == "plugin" ? ["Plugins"] : ["Sources", "Source", "src", "srcs"]
        for candidate in defaults where foldersWithFiles.contains(folder + "/" + candidate + "/" + target.name) {
            return folder + "/" + candidate + "/" + target.name
        }
        return folder + "/" + defaults[0] + "/" + target.name
    }

    /// The package target (its module) that compiles `path`: the deepest whose folder holds
    /// it and whose `exclude:`/`sources:` do not leave it out.
    func packageTarget(of path: String, in package: Int) -> Int? {
        packages[package].targets.filter { target, folder, _ in
            guard Self.inside(path, folder) else { return false }
            let relative = String(path.dropFirst(folder.count + 1))
            if target.exclude.contains(where: { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) { return false }
            if let sources = target.sources {
                return sources.contains { relative == $0 || relative.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            return true
        }.max { $0.1.count < $1.1.count }?.2
    }

    /// The modules of a package's product (its targets), else of its target by that name.
    func packageProductTargets(_ product: String, in packageIndex: Int) -> [Int] {
        let info = packages[packageIndex]
        if let names = info.manifest.products[product] {
            return info.targets.filter { names.contains($0.0.name) }.map(\.2)
        }
        return info.targets.filter { $0.0.name == product }.map(\.2)
    }

    /// Package targets depend on the targets they name and on products of local packages.
    mutating func resolvePackageDependencies() {
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
    }
}
