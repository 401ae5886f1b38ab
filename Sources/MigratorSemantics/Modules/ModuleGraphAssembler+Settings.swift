import Foundation

extension ModuleGraphAssembler {
    /// Files no target lists whose project gives no deployment target take the nearest
    /// enclosing package's or project's (its own settings), as a file no target compiles
    /// would most likely be built with.
    mutating func inheritEnclosingDeploymentTargets() {
        var enclosingVersions: [(directory: String, versions: [Platform: Version], origins: [Platform: SettingOrigin])] = []
        for info in packages where !info.manifest.platforms.isEmpty {
            enclosingVersions.append((info.directory, info.manifest.platforms, info.manifest.platforms.mapValues { _ in SettingOrigin(path: info.path) }))
        }
        for project in projects where !project.projectSettings.deploymentTargets.isEmpty {
            enclosingVersions.append((project.directory, project.projectSettings.deploymentTargets, project.projectSettings.deploymentOrigins))
        }
        for id in modules.indices where modules[id].isLoose && modules[id].settings.deploymentTargets.isEmpty {
            let own = modules[id].origin
            let folder = own.hasSuffix("/Package.swift") || own.hasSuffix(".xcodeproj") || own.hasSuffix("/project.yml") ? ModuleGraph.parentPath(own) : own
            guard let nearest = enclosingVersions.filter({ Self.inside(folder, $0.directory) })
                .max(by: { $0.directory.count < $1.directory.count }) else { continue }
            modules[id].settings.deploymentTargets = nearest.versions
            modules[id].settings.deploymentOrigins = nearest.origins
        }
    }

    /// Flags and the configuration file raise deployment targets and give the ones nothing
    /// else gives; what a module builds for with no deployment target is unknown, never a
    /// default: passes with a minimum there do not run until a flag or the configuration
    /// file says.
    mutating func applyOptions() {
        var flagGroups: [SettingOrigin: [Platform: Version]] = [:]
        for (platform, (version, origin)) in options.minimums { flagGroups[origin, default: [:]][platform] = version }
        let groups = flagGroups.sorted(by: { $0.key.kind == .flags && $1.key.kind != .flags })
        for id in modules.indices {
            var settings = modules[id].settings
            if let platforms = settings.platforms {
                // Only the platforms it builds for constrain it.
                settings.deploymentTargets = settings.deploymentTargets.filter { platforms.contains($0.key) }
                settings.deploymentOrigins = settings.deploymentOrigins.filter { platforms.contains($0.key) }
                settings.unknownPlatforms.formUnion(platforms.subtracting(settings.deploymentTargets.keys))
            } else if settings.deploymentTargets.isEmpty && !options.minimums.isEmpty {
                // Nothing says what it builds for: the platforms the flags name.
                settings.platforms = Set(options.minimums.keys)
                settings.platformsOrigin = options.minimums.values.first!.1
            } else if settings.deploymentTargets.isEmpty {
                settings.unknownPlatforms.formUnion(Platform.allCases)
            }
            for (origin, minimums) in groups { settings.raise(to: minimums, origin: origin) }
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
    }
}
