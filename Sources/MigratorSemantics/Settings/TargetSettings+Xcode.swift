import Foundation

extension Platform {
    /// The build setting holding the platform's deployment target.
    var deploymentTargetSetting: String {
        switch self {
        case .iOS: return "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: return "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: return "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: return "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: return "XROS_DEPLOYMENT_TARGET"
        }
    }

    /// The platform's device SDK (what `[sdk=...]` conditions are matched against).
    var sdkName: String {
        switch self {
        case .iOS: return "iphoneos"
        case .macOS: return "macosx"
        case .tvOS: return "appletvos"
        case .watchOS: return "watchos"
        case .visionOS: return "xros"
        }
    }
}

extension TargetSettings {
    /// The settings of an Xcode target (or project) as its resolved build settings give them.
    static func reading(_ resolver: BuildSettingsResolver) -> TargetSettings {
        var settings = TargetSettings()
        func clean(_ value: String) -> String { value.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")) }
        // Platforms: a named SDKROOT, else SUPPORTED_PLATFORMS, else SDKROOT auto (unknown).
        let supported = resolver.value("SUPPORTED_PLATFORMS")
        let sdk = resolver.value("SDKROOT")
        // A target whose SDKROOT names an SDK builds with that SDK; another platform its
        // SUPPORTED_PLATFORMS lists is built too only when the target states its deployment
        // target (MACOSX_DEPLOYMENT_TARGET beside macosx): without one, the entry is often a
        // leftover of Xcode's destinations on an app that imports UIKit. SUPPORTED_PLATFORMS
        // decides alone with SDKROOT auto.
        let named = sdk.map { clean($0.value) }.flatMap { $0 == "auto" || $0.isEmpty ? nil : $0 }
        if let sdk, let named, var platforms = XcodeProject.platforms(sdk: [named], supported: nil, catalyst: nil) {
            settings.platformsOrigin = sdk.origin
            // Only a SUPPORTED_PLATFORMS written as close to the target as SDKROOT: a target's
            // own `SDKROOT = macosx` is not widened by the project's list.
            if let supported, resolver.level("SUPPORTED_PLATFORMS") ?? 0 >= resolver.level("SDKROOT") ?? 0,
               let listed = XcodeProject.platforms(sdk: nil, supported: [clean(supported.value)], catalyst: nil) {
                for platform in listed.subtracting(platforms).sorted(by: { $0.rawValue < $1.rawValue })
                where resolver.value(platform.deploymentTargetSetting, sdk: platform.sdkName) != nil {
                    platforms.insert(platform)
                    settings.platformsOrigin = supported.origin
                }
            }
            settings.platforms = platforms
        } else if let supported, let platforms = XcodeProject.platforms(sdk: nil, supported: [clean(supported.value)], catalyst: nil) {
            settings.platforms = platforms
            settings.platformsOrigin = supported.origin
        } else if let sdk, let platforms = XcodeProject.platforms(sdk: [clean(sdk.value)], supported: nil, catalyst: nil) {
            settings.platforms = platforms
            settings.platformsOrigin = sdk.origin
        }
        // Deployment targets of the platforms it builds for (every platform when unknown).
        for platform in Platform.allCases where settings.platforms?.contains(platform) ?? true {
            guard let found = resolver.value(platform.deploymentTargetSetting, sdk: platform.sdkName),
                  let version = Version(parsing: clean(found.value)) else { continue }
            settings.deploymentTargets[platform] = version
            settings.deploymentOrigins[platform] = found.origin
        }
        // Language settings: for each SDK it builds for, the strictest.
        let sdks: [String?] = settings.platforms.map { set in Platform.allCases.filter(set.contains).map { Optional($0.sdkName) } } ?? [nil]
        for sdk in sdks {
            if let found = resolver.value("SWIFT_VERSION", sdk: sdk), let mode = TargetSettings.languageMode(found.value),
               mode > (settings.languageMode ?? Version(0)) {
                settings.languageMode = mode
                settings.languageModeOrigin = found.origin
            }
            if let found = resolver.value("SWIFT_DEFAULT_ACTOR_ISOLATION", sdk: sdk), let isolation = TargetSettings.isolation(found.value),
               isolation == .mainActor, settings.defaultIsolation != .mainActor {
                settings.defaultIsolation = .mainActor
                settings.defaultIsolationOrigin = found.origin
            } else if settings.defaultIsolation != .mainActor, let found = resolver.value("SWIFT_DEFAULT_ACTOR_ISOLATION", sdk: sdk),
                      TargetSettings.isolation(found.value) == .nonisolated {
                settings.defaultIsolationOrigin = found.origin
            }
            var features: [String: SettingOrigin] = [:]
            for key in resolver.keys(withPrefix: "SWIFT_UPCOMING_FEATURE_") {
                if let found = resolver.value(key, sdk: sdk), ["YES", "yes", "true"].contains(clean(found.value)) {
                    features[TargetSettings.featureName(settingSuffix: String(key.dropFirst("SWIFT_UPCOMING_FEATURE_".count)))] = found.origin
                }
            }
            if let found = resolver.value("SWIFT_APPROACHABLE_CONCURRENCY", sdk: sdk), clean(found.value) == "YES" {
                for feature in TargetSettings.approachableConcurrencyFeatures where features[feature] == nil { features[feature] = found.origin }
            }
            if let found = resolver.value("OTHER_SWIFT_FLAGS", sdk: sdk) {
                for feature in TargetSettings.upcomingFeatures(inFlags: found.value) where features[feature] == nil { features[feature] = found.origin }
            }
            for (feature, origin) in features where settings.upcomingFeatures[feature] == nil { settings.upcomingFeatures[feature] = origin }
        }
        // iPhone only: TARGETED_DEVICE_FAMILY 1 without Mac Catalyst.
        if let families = resolver.value("TARGETED_DEVICE_FAMILY")?.value, !families.contains("$") {
            let catalyst = resolver.value("SUPPORTS_MACCATALYST").map { clean($0.value) == "YES" } ?? false
            let values = clean(families).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            settings.iPhoneOnly = !catalyst && values == ["1"]
        }
        return settings
    }
}

extension BuildSettingsResolver {
    /// Every setting name assigned with this prefix.
    func keys(withPrefix prefix: String) -> [String] {
        Set(assignments.map(\.key).filter { $0.hasPrefix(prefix) }).sorted()
    }
}
