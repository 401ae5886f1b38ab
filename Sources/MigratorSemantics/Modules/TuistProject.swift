import Foundation
import SwiftCST

/// Reads a Tuist project (`Project.swift` and the `Tuist/ProjectDescriptionHelpers` files it
/// calls) into the targets a generated Xcode project would have, without running anything:
/// `.target(...)` (and the older `Target(...)`) with `destinations` (or `platform`),
/// `deploymentTargets` (or `deploymentTarget`), `sources` globs, `buildableFolders`,
/// `dependencies` (`.target`, `.project`, `.package`) and `settings` (`base`, the
/// configuration's `settings` and `xcconfig`), and the project's own `settings`. What a
/// manifest computes in a way the evaluator cannot follow is named in a note, and the values
/// it would give are unknown (never guessed).
struct TuistProject {
    var name: String
    var targets: [XcodeProject.Target] = []
    var projectSettings = TargetSettings()
    var localPackageFolders: [String] = []
    var notes: [String] = []

    /// Whether `bytes` is a Tuist manifest (it imports ProjectDescription).
    static func isManifest(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(8192), as: UTF8.self)
        return head.contains("import ProjectDescription")
    }

    /// nil when the file is not a Tuist manifest.
    init?(path: String, bytes: [UInt8], configuration: String?, read: @escaping SettingsFileReader, helpers: [(path: String, bytes: [UInt8])],
          root: String? = nil) {
        guard TuistProject.isManifest(bytes) else { return nil }
        let directory = (path as NSString).deletingLastPathComponent
        name = (directory as NSString).lastPathComponent
        var evaluator = ManifestEvaluator()
        for helper in helpers { evaluator.add(SyntaxTree.parse(helper.bytes)) }
        let tree = SyntaxTree.parse(bytes)
        evaluator.add(tree)
        guard let project = evaluator.constants["project"] else {
            notes.append("note: \(path): no `let project = ...` this tool can read; its files' settings are unknown")
            return
        }
        let value = evaluator.evaluate(project.node, project.tree)
        guard value.callName == "Project" else {
            notes.append("note: \(path): the project is computed (\(value.firstUnknown ?? ManifestEvaluator.short(project.node, project.tree))); its files' settings are unknown")
            return
        }
        let config = configuration ?? "Release"
        var reader = Reader(path: path, directory: directory, root: root ?? TuistProject.root(of: path) ?? directory, config: config, read: read)
        if let written = value.argument("name")?.string { name = written }
        let projectLevel = reader.settings(value.argument("settings"), level: 1, xcconfigLevel: 0, owner: "project")
        projectSettings = TargetSettings.reading(BuildSettingsResolver(assignments: projectLevel, builtins: reader.builtins(name: name), configuration: config))
        projectSettings.configuration = config
        for package in value.argument("packages")?.items ?? [] {
            if let folder = package.argument("path").flatMap(reader.path) { localPackageFolders.append(folder) }
        }
        guard let list = value.argument("targets")?.items else {
            notes.append("note: \(path): the targets are computed (\(value.argument("targets")?.description ?? "not a list")); their files' settings are unknown")
            notes += reader.notes
            return
        }
        for (index, item) in list.enumerated() {
            guard item.callName == "target" || item.callName == "Target", let targetName = item.argument("name")?.string else {
                notes.append("note: \(path): target \(index + 1) is computed (\(item.description)); its files' settings are unknown")
                continue
            }
            let target = reader.target(targetName, item, projectLevel: projectLevel)
            // A target the manifest may make in two ways (under conditions not known): both.
            if let i = targets.firstIndex(where: { $0.name == targetName }) { targets[i].absorb(target) } else { targets.append(target) }
        }
        notes += reader.notes
    }

    /// The nearest folder at or above a manifest's that holds a `Tuist` folder.
    static func root(of manifest: String) -> String? {
        var folder = (manifest as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            if FileKind(atPath: folder + "/Tuist") == .directory { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The Tuist helper files for a manifest: every `.swift` file under the nearest
    /// `Tuist/ProjectDescriptionHelpers` at or above its folder (at most 500 files, 8 MB).
    static func helpers(for manifest: String, read: SettingsFileReader) -> [(path: String, bytes: [UInt8])] {
        var folder = (manifest as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            let candidate = folder + "/Tuist/ProjectDescriptionHelpers"
            if FileKind(atPath: candidate) == .directory {
                var result: [(path: String, bytes: [UInt8])] = []
                var total = 0
                let names = (FileManager.default.enumerator(atPath: candidate)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                for name in names.prefix(500) {
                    guard let bytes = read(candidate + "/" + name) else { continue }
                    total += bytes.count
                    if total > 8 << 20 { break }
                    result.append((candidate + "/" + name, bytes))
                }
                return result
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return []
    }
}

extension TuistProject {
    /// Turns read values into targets and build settings, collecting notes.
    struct Reader {
        var path: String
        var directory: String
        /// The folder holding `Tuist/` (what `.relativeToRoot` starts from).
        var root: String
        var config: String
        var read: SettingsFileReader
        var notes: [String] = []

        func builtins(name: String) -> [String: String] {
            ["PROJECT_NAME": name, "CONFIGURATION": config, "SRCROOT": directory, "PROJECT_DIR": directory]
        }

        func origin(_ detail: String) -> SettingOrigin { SettingOrigin(path: path, detail: detail) }

        mutating func note(_ text: String) {
            let line = "note: \(path): \(text)"
            if !notes.contains(line) { notes.append(line) }
        }

        /// One target: platforms, deployment targets, sources, dependencies, settings.
        mutating func target(_ name: String, _ value: ManifestValue, projectLevel: [BuildSettingAssignment]) -> XcodeProject.Target {
            var levels = projectLevel
            let platforms = destinations(value.argument("destinations") ?? value.argument("platform"), target: name)
            if let platforms {
                let sdks = Platform.allCases.filter(platforms.platforms.contains).map(\.sdkName)
                levels.append(BuildSettingAssignment(key: "SUPPORTED_PLATFORMS", conditions: [], value: sdks.joined(separator: " "),
                                                     origin: origin("target \(name) destinations"), level: 3))
                if platforms.iPhoneOnly {
                    levels.append(BuildSettingAssignment(key: "TARGETED_DEVICE_FAMILY", conditions: [], value: "1", origin: origin("target \(name) destinations"), level: 3))
                }
            }
            levels += deploymentTargets(value.argument("deploymentTargets") ?? value.argument("deploymentTarget"), target: name)
            levels += settings(value.argument("settings"), level: 3, xcconfigLevel: 2, owner: "target \(name)")
            var builtins = builtins(name: name)
            builtins["TARGET_NAME"] = name
            builtins["PRODUCT_NAME"] = value.argument("productName")?.string ?? name
            let resolver = BuildSettingsResolver(assignments: levels, builtins: builtins, configuration: config)
            let product = value.argument("product")
            let isTest: Bool
            if case .member(let kind)? = product { isTest = kind == "unitTests" || kind == "uiTests" } else { isTest = false }
            var built = XcodeProject.Target(name: name, moduleName: XcodeProject.c99Identifier(builtins["PRODUCT_NAME"]!), files: [], folders: [],
                                            excludedFiles: [], dependencies: [], packageProducts: [], isTest: isTest)
            // `.app`, `.appExtension`, `.watch2App`, `.commandLineTool`, `.appClip`, ...
            if case .member(let kind)? = product {
                built.isProgram = kind.hasPrefix("app") || kind.hasSuffix("App") || kind.hasSuffix("Extension") || kind == "commandLineTool"
            }
            sources(value.argument("sources"), buildable: value.argument("buildableFolders"), target: name, into: &built)
            dependencies(value.argument("dependencies"), target: name, into: &built)
            var settings = TargetSettings.reading(resolver)
            settings.configuration = config
            if platforms == nil { settings.unknownPlatforms = Set(Platform.allCases) }
            built.settings = settings
            built.platforms = settings.platforms
            built.iPhoneOnly = settings.iPhoneOnly
            return built
        }

        /// `destinations: .iOS` / `[.iPhone, .iPad, .mac]` (or the older `platform: .iOS`).
        mutating func destinations(_ value: ManifestValue?, target: String) -> (platforms: Set<Platform>, iPhoneOnly: Bool)? {
            let names: [String]
            switch value {
            case .member(let name)?: names = [name]
            case .array(let items)?:
                var collected: [String] = []
                for item in items {
                    guard case .member(let name) = item else { note("the destinations of target \(target) are computed; its platforms are unknown"); return nil }
                    collected.append(name)
                }
                names = collected
            case nil:
                note("target \(target) names no destinations; its platforms are unknown")
                return nil
            default:
                note("the destinations of target \(target) are computed (\(value.map(\.description) ?? "?")); its platforms are unknown")
                return nil
            }
            var platforms: Set<Platform> = []
            for name in names {
                switch name {
                case "iOS", "iPhone", "iPad", "macWithiPadDesign", "appleVisionWithiPadDesign", "macCatalyst", "iphone", "ipad": platforms.insert(.iOS)
                case "macOS", "mac": platforms.insert(.macOS)
                case "tvOS", "appleTv": platforms.insert(.tvOS)
                case "watchOS", "appleWatch": platforms.insert(.watchOS)
                case "visionOS", "appleVision": platforms.insert(.visionOS)
                default:
                    note("target \(target) has the destination .\(name), which this tool does not know; its platforms are unknown")
                    return nil
                }
            }
            return (platforms, names == ["iPhone"])
        }

        /// `.iOS("17.0")`, `.multiplatform(iOS: "17.0", macOS: "14.0")`, or the older
        /// `.iOS(targetVersion: "15.0", devices: ...)`.
        mutating func deploymentTargets(_ value: ManifestValue?, target: String) -> [BuildSettingAssignment] {
            guard let value else { return [] }
            guard case .call(let kind, let arguments) = value else {
                note("the deployment targets of target \(target) are computed (\(value.description)); they are unknown")
                return []
            }
            var pairs: [(Platform, ManifestValue)] = []
            if kind == "multiplatform" {
                for argument in arguments { if let label = argument.label, let platform = XcodeGenProject.platform(label) { pairs.append((platform, argument.value)) } }
            } else if let platform = XcodeGenProject.platform(kind), let version = value.argument(nil) ?? value.argument("targetVersion") {
                pairs.append((platform, version))
            }
            var result: [BuildSettingAssignment] = []
            for (platform, version) in pairs {
                guard let text = version.string else {
                    note("the \(platform.rawValue) deployment target of target \(target) is computed (\(version.description)); it is unknown")
                    continue
                }
                result.append(BuildSettingAssignment(key: platform.deploymentTargetSetting, conditions: [], value: text,
                                                     origin: origin("target \(target) deploymentTargets"), level: 3))
            }
            return result
        }
    }
}

extension XcodeProject.Target {
    /// Another reading of the same target: its files and dependencies added, its settings
    /// combined (every platform, the lowest deployment target, the strictest language mode).
    mutating func absorb(_ other: XcodeProject.Target) {
        files += other.files.filter { !files.contains($0) }
        folders += other.folders.filter { !folders.contains($0) }
        excludedGlobs = excludedGlobs.filter(other.excludedGlobs.contains)
        for (folder, globs) in other.includedGlobs { includedGlobs[folder, default: []] += globs }
        dependencies += other.dependencies.filter { !dependencies.contains($0) }
        projectDependencies += other.projectDependencies
        packageProducts += other.packageProducts
        dependsOnEverything = dependsOnEverything || other.dependsOnEverything
        isTest = isTest && other.isTest
        settings = TargetSettings.combining([settings, other.settings])
        platforms = settings.platforms
        iPhoneOnly = iPhoneOnly && other.iPhoneOnly
    }
}
