import Foundation

/// The default actor isolation of a module's declarations (`SWIFT_DEFAULT_ACTOR_ISOLATION`,
/// SwiftPM's `.defaultIsolation(MainActor.self)`, `swiftc -default-isolation`).
public enum DefaultIsolation: String, Sendable, Equatable {
    case nonisolated
    case mainActor = "MainActor"
}

/// What one module (an Xcode target, a SwiftPM target, a fallback group) is built with, and
/// where each value was written: the settings every pass asks (`ModuleGraph.settings(of:)`).
public struct TargetSettings: Sendable, Equatable {
    /// The platforms it builds for; nil when unknown or every platform (a package, a folder).
    public var platforms: Set<Platform>?
    public var platformsOrigin: SettingOrigin = .unset
    /// `*_DEPLOYMENT_TARGET`, `platforms:` or `deploymentTarget`, per platform; a platform
    /// missing here is not constrained (Xcode uses the SDK's version).
    public var deploymentTargets: [Platform: Version] = [:]
    public var deploymentOrigins: [Platform: SettingOrigin] = [:]
    /// Platforms it builds for whose deployment target nothing gives (no project file, no
    /// flag): passes with a minimum on them do not run (`ModuleGraph` fills this in).
    public var unknownPlatforms: Set<Platform> = []
    /// The Swift language mode (4, 4.2, 5, 6); nil when nothing says.
    public var languageMode: Version?
    public var languageModeOrigin: SettingOrigin = .unset
    public var defaultIsolation: DefaultIsolation = .nonisolated
    public var defaultIsolationOrigin: SettingOrigin = .unset
    /// Upcoming features enabled (`SWIFT_UPCOMING_FEATURE_*`, `-enable-upcoming-feature`,
    /// `.enableUpcomingFeature`), by the compiler's name (`ExistentialAny`).
    public var upcomingFeatures: [String: SettingOrigin] = [:]
    /// The oldest Swift compiler the project says it builds with: the lowest
    /// `swift-tools-version` of a package's manifests (`Package.swift` and each
    /// `Package@swift-5.8.swift`); nil when nothing says. Macros a pass writes need a newer one.
    public var lowestCompiler: Version?
    public var lowestCompilerOrigin: SettingOrigin = .unset
    /// An Xcode target with `TARGETED_DEVICE_FAMILY = 1` and no Mac Catalyst.
    public var iPhoneOnly = false
    /// The configuration the values were read for (`Release`), for Xcode projects.
    public var configuration: String?
    /// Nothing placed the module's files in a target: a fallback group (its deployment
    /// targets come from flags or the tool's defaults).
    public var isFallback = false

    public init() {}

    /// Swift 6 language mode or later: isolation diagnostics are errors.
    public var isSwift6: Bool { (languageMode ?? Version(5)) >= Version(6) }

    /// The deployment targets as an `Availability` (what passes compare minimums with).
    public var availability: Availability { Availability(versions: deploymentTargets, unknown: unknownPlatforms) }

    /// The settings for the files of several modules (a file several targets compile): the
    /// platforms of all, the lowest deployment target per platform, the strictest language
    /// mode and isolation (what every one of them must accept).
    public static func combining(_ all: [TargetSettings]) -> TargetSettings {
        guard var result = all.first else { return TargetSettings() }
        for other in all.dropFirst() {
            if let a = result.platforms, let b = other.platforms { result.platforms = a.union(b) } else { result.platforms = nil }
            var versions: [Platform: Version] = [:]
            var origins: [Platform: SettingOrigin] = [:]
            for platform in Platform.allCases {
                let mine = result.deploymentTargets[platform], theirs = other.deploymentTargets[platform]
                // A module that builds for a platform without constraining it leaves it free
                // only when every module does.
                switch (mine, theirs) {
                case let (a?, b?):
                    versions[platform] = b < a ? b : a
                    origins[platform] = b < a ? other.deploymentOrigins[platform] : result.deploymentOrigins[platform]
                case let (a?, nil):
                    versions[platform] = a
                    origins[platform] = result.deploymentOrigins[platform]
                case let (nil, b?):
                    versions[platform] = b
                    origins[platform] = other.deploymentOrigins[platform]
                default:
                    break
                }
            }
            // A platform one of them builds for with an unknown minimum: the lowest is unknown.
            let unknown = result.unknownPlatforms.union(other.unknownPlatforms)
            for platform in unknown {
                versions[platform] = nil
                origins[platform] = nil
            }
            result.unknownPlatforms = unknown
            result.deploymentTargets = versions
            result.deploymentOrigins = origins
            if (other.languageMode ?? Version(0)) > (result.languageMode ?? Version(0)) {
                result.languageMode = other.languageMode
                result.languageModeOrigin = other.languageModeOrigin
            }
            if other.defaultIsolation == .mainActor && result.defaultIsolation != .mainActor {
                result.defaultIsolation = .mainActor
                result.defaultIsolationOrigin = other.defaultIsolationOrigin
            }
            for (feature, origin) in other.upcomingFeatures where result.upcomingFeatures[feature] == nil {
                result.upcomingFeatures[feature] = origin
            }
            if let theirs = other.lowestCompiler, result.lowestCompiler.map({ theirs < $0 }) ?? true {
                result.lowestCompiler = theirs
                result.lowestCompilerOrigin = other.lowestCompilerOrigin
            }
            result.iPhoneOnly = result.iPhoneOnly && other.iPhoneOnly
            result.isFallback = result.isFallback && other.isFallback
        }
        return result
    }

    /// Applies `--min-*` flags (or the configuration file's `minimumOS`): each raises the
    /// version of its platform where the module builds for that platform (a module of
    /// unknown platforms builds for every one), and never adds a platform to a module whose
    /// platforms are known.
    public mutating func raise(to minimums: [Platform: Version], origin: SettingOrigin) {
        for (platform, version) in minimums {
            if let platforms, !platforms.contains(platform) { continue }
            if let current = deploymentTargets[platform], current >= version { continue }
            deploymentTargets[platform] = version
            deploymentOrigins[platform] = origin
            unknownPlatforms.remove(platform)
        }
    }

    // MARK: Reading values

    /// `6.0` → 6, `5` → 5, `4.2` → 4.2: a `SWIFT_VERSION` value as a language mode.
    static func languageMode(_ text: String) -> Version? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
        guard var version = Version(parsing: trimmed), let major = version.parts.first, major >= 3 else { return nil }
        // Only 4.2 has a minor version that is a mode of its own.
        version.parts = major == 4 && version.parts.count > 1 && version.parts[1] >= 2 ? [4, 2] : [major]
        return version
    }

    /// `MainActor` / `nonisolated` (also `MainActor.self`).
    static func isolation(_ text: String) -> DefaultIsolation? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
        if trimmed == "MainActor" || trimmed == "MainActor.self" { return .mainActor }
        if trimmed == "nonisolated" || trimmed == "nil" { return .nonisolated }
        return nil
    }

    /// Features named in `-enable-upcoming-feature X` (and `-enable-upcoming-feature=X`) flags.
    static func upcomingFeatures(inFlags flags: String) -> [String] {
        let words = flags.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init)
        var result: [String] = []
        for (i, word) in words.enumerated() {
            if word == "-enable-upcoming-feature", i + 1 < words.count {
                result.append(words[i + 1].components(separatedBy: ":").first ?? words[i + 1])
            } else if word.hasPrefix("-enable-upcoming-feature=") {
                result.append(String(word.dropFirst("-enable-upcoming-feature=".count)))
            }
        }
        return result
    }

    /// `SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY` → `ExistentialAny`.
    static func featureName(settingSuffix suffix: String) -> String {
        if let known = knownFeatureNames[suffix] { return known }
        return suffix.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// Settings whose feature name is not the suffix in camel case.
    static let knownFeatureNames: [String: String] = [
        "IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations",
        "DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference",
        "INFER_SENDABLE_FROM_CAPTURES": "InferSendableFromCaptures",
        "GLOBAL_ACTOR_ISOLATED_TYPES_USABILITY": "GlobalActorIsolatedTypesUsability",
    ]

    /// What `SWIFT_APPROACHABLE_CONCURRENCY = YES` turns on (Xcode 26).
    static let approachableConcurrencyFeatures = [
        "DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
        "InferSendableFromCaptures", "NonisolatedNonsendingByDefault",
    ]

    // MARK: Describing

    /// `iOS 17.0, macOS 14.6` (platforms the module builds for first, in a fixed order).
    public var deploymentDescription: String {
        availability.description
    }

    /// `iOS 17.0 (from Config/Base.xcconfig), macOS 14.6 (from App.xcodeproj target App, Release)`,
    /// or the versions followed by one ` (from X)` when every platform has the same origin.
    public func describeDeployment(_ display: (String) -> String) -> String {
        let platforms = Platform.allCases.filter { deploymentTargets[$0] != nil }
        let unknown = Platform.allCases.filter(unknownPlatforms.contains).map { "\($0.rawValue) unknown (not set)" }
        if platforms.isEmpty { return unknown.isEmpty ? "no minimum" : unknown.joined(separator: ", ") }
        let origins = platforms.map { deploymentOrigins[$0]?.describe(display) ?? "not set" }
        if Set(origins).count == 1 {
            return ([Availability(versions: deploymentTargets).description + " (from \(origins[0]))"] + unknown).joined(separator: ", ")
        }
        return (zip(platforms, origins).map { "\($0.rawValue) \(deploymentTargets[$0]!) (from \($1))" } + unknown).joined(separator: ", ")
    }

}
