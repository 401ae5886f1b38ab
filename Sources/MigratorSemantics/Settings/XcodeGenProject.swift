import Foundation

/// Reads an XcodeGen spec (`project.yml`, with the files it `include:`s) into the targets an
/// Xcode project generated from it would have: each target's sources (files and folders,
/// with `excludes`/`includes`), dependencies (targets and local package products), and
/// build settings (XcodeGen's presets, `options.deploymentTarget`, `settings` with `base`,
/// `configs` and `groups`, `configFiles` `.xcconfig`s, the target's `platform`,
/// `supportedDestinations` and `deploymentTarget`), for one configuration.
struct XcodeGenProject {
    var name: String
    var targets: [XcodeProject.Target]
    var projectSettings = TargetSettings()
    var localPackageFolders: [String] = []
    var notes: [String] = []

    /// nil when the file is not a mapping with `targets` or `name`.
    init?(path: String, bytes: [UInt8], configuration: String? = nil, read: @escaping SettingsFileReader = SettingsFiles.disk) {
        var failure: [String] = []
        self.init(path: path, bytes: bytes, configuration: configuration, read: read, failure: &failure)
    }

    /// nil when the file is not a mapping with `targets` or `name`; then `failure` holds the
    /// notes saying why, when the reader knows (a limit passed, an unreadable include).
    init?(path: String, bytes: [UInt8], configuration: String? = nil, read: @escaping SettingsFileReader, failure: inout [String]) {
        var notes: [String] = []
        guard var spec = XcodeGenProject.load(path: path, bytes: bytes, read: read, notes: &notes, depth: 0),
              spec["targets"] != nil || spec["name"] != nil else {
            failure = notes
            return nil
        }
        let directory = (path as NSString).deletingLastPathComponent
        let expandedTargets = (spec["targets"]?.entries ?? []).map { ($0.key, XcodeGenProject.withTemplates($0.value, name: $0.key, templates: spec["targetTemplates"])) }
        spec = .mapping(spec.entries.filter { $0.key != "targets" } + [("targets", .mapping(expandedTargets))])

        name = spec["name"]?.string ?? ((directory as NSString).lastPathComponent)
        // Configurations: `configs:` (name → debug/release), else Debug and Release.
        let configNames = spec["configs"]?.entries.map(\.key) ?? ["Debug", "Release"]
        let wanted = configuration ?? "Release"
        var configurationName = configNames.first { $0 == wanted } ?? configNames.first { $0.lowercased() == wanted.lowercased() }
        if configurationName == nil {
            configurationName = configNames.first { $0.lowercased() == "release" } ?? configNames.first ?? "Release"
            if configuration != nil {
                notes.append("note: \(path): no configuration '\(wanted)'; reading \(configurationName!)")
            }
        }
        let config = configurationName!
        let presets = spec["options"]?["settingPresets"]?.string ?? "all"
        var reader = XcodeGenSettings(path: path, config: config, groups: spec["settingGroups"], read: read, notes: notes)
        // Project level: XcodeGen's base preset, `options.deploymentTarget`, `settings`.
        var projectLevel = reader.xcconfig(spec["configFiles"], level: 0)
        if presets == "all" || presets == "project" {
            projectLevel.append(BuildSettingAssignment(key: "SWIFT_VERSION", conditions: [], value: "5.0",
                                                       origin: SettingOrigin(path: path, detail: "XcodeGen preset"), level: 1))
        }
        for (platformName, version) in spec["options"]?["deploymentTarget"]?.entries ?? [] {
            guard let platform = XcodeGenProject.platform(platformName), let text = version.string else { continue }
            projectLevel.append(BuildSettingAssignment(key: platform.deploymentTargetSetting, conditions: [], value: text,
                                                       origin: SettingOrigin(path: version.file ?? path, detail: "options.deploymentTarget"), level: 1))
        }
        projectLevel += reader.assignments(spec["settings"], level: 1, detail: "project")
        let builtins = ["PROJECT_NAME": name, "CONFIGURATION": config, "SRCROOT": directory, "PROJECT_DIR": directory]
        projectSettings = TargetSettings.reading(BuildSettingsResolver(assignments: projectLevel, builtins: builtins, configuration: config))
        projectSettings.configuration = config
        let packageFolders = XcodeGenProject.localPackages(spec, path: path)
        localPackageFolders = packageFolders.values.sorted()
        let context = TargetContext(directory: directory, projectLevel: projectLevel, targetPresets: presets == "all" || presets == "targets",
                                    packageFolders: packageFolders, builtins: builtins, path: path)
        var result: [XcodeProject.Target] = []
        for (targetName, target) in spec["targets"]?.entries ?? [] {
            for (name, platformName) in XcodeGenProject.variants(of: targetName, target) {
                result.append(XcodeGenProject.target(name: name, platformName: platformName, spec: target, settingsName: targetName,
                                                     context, reader: &reader))
            }
        }
        targets = result
        self.notes = reader.notes
    }

    /// Local packages: `packages: {Name: {path: ...}}` and the older `localPackages: [path]`,
    /// their folders by name.
    static func localPackages(_ spec: YAMLValue, path: String) -> [String: String] {
        var packageFolders: [String: String] = [:]
        for (packageName, package) in spec["packages"]?.entries ?? [] {
            if let value = package["path"], let relative = value.string {
                packageFolders[packageName] = XcodeGenProject.resolve(relative, writtenIn: value.file ?? path)
            }
        }
        for item in spec["localPackages"]?.items ?? [] {
            if let relative = item.string ?? item["path"]?.string {
                let folder = XcodeGenProject.resolve(relative, writtenIn: item.file ?? item["path"]?.file ?? path)
                packageFolders[(folder as NSString).lastPathComponent] = folder
            }
        }
        return packageFolders
    }

    /// The targets a spec's target makes: `platform: [iOS, macOS]` makes one per platform
    /// (`Name_iOS`, or `${platform}` in the name replaced).
    static func variants(of targetName: String, _ target: YAMLValue) -> [(name: String, platform: String?)] {
        let platformValue = target["platform"]
        guard case .sequence(let items)? = platformValue else { return [(targetName, platformValue?.string)] }
        return items.compactMap(\.string).map { platform in
            (targetName.contains("${platform}") ? targetName.replacingOccurrences(of: "${platform}", with: platform) : targetName + "_" + platform,
             platform)
        }
    }

    /// What every target of the spec is read with.
    struct TargetContext {
        var directory: String
        var projectLevel: [BuildSettingAssignment]
        var targetPresets: Bool
        var packageFolders: [String: String]
        var builtins: [String: String]
        var path: String
    }

    /// One target: its sources, dependencies and settings.
    static func target(name: String, platformName: String?, spec target: YAMLValue, settingsName: String, _ context: TargetContext,
                       reader: inout XcodeGenSettings) -> XcodeProject.Target {
        let (path, config) = (context.path, reader.config)
        var levels = context.projectLevel + reader.xcconfig(target["configFiles"], level: 2)
        let platform = platformName.flatMap(XcodeGenProject.platform)
        levels += platformAssignments(name: name, platform: platform, spec: target, presets: context.targetPresets, path: path)
        levels += reader.assignments(target["settings"], level: 3, detail: "target \(settingsName)")
        var targetBuiltins = context.builtins
        targetBuiltins["TARGET_NAME"] = name
        targetBuiltins["PRODUCT_NAME"] = target["productName"]?.string ?? name
        let resolver = BuildSettingsResolver(assignments: levels, builtins: targetBuiltins, configuration: config)
        var moduleName = XcodeProject.c99Identifier(target["productName"]?.string ?? name)
        if let explicit = resolver.value("PRODUCT_MODULE_NAME")?.value, !explicit.isEmpty, explicit.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
            moduleName = explicit
        } else if let product = resolver.value("PRODUCT_NAME")?.value, !product.isEmpty, !product.contains("$") {
            moduleName = XcodeProject.c99Identifier(product)
        }
        let sources = Self.sources(of: target, path: path)
        let (dependencies, products) = Self.dependencies(of: target, packageFolders: context.packageFolders)
        let type = target["type"]?.string ?? ""
        var built = XcodeProject.Target(name: name, moduleName: moduleName, files: sources.files, folders: sources.folders, excludedFiles: [],
                                        dependencies: dependencies, packageProducts: products,
                                        isTest: XcodeProject.Target.isTest(productType: type))
        built.isProgram = XcodeProject.Target.isProgram(productType: type)
        built.excludedGlobs = sources.excludedGlobs
        built.includedGlobs = sources.includedGlobs
        built.read(resolver, configuration: config)
        return built
    }

    /// The settings a target's `platform`, `supportedDestinations` (with `platform: auto`)
    /// and `deploymentTarget` (`"15.0"` for its platform, or `{iOS: "15.0", macOS: "12.0"}`)
    /// make, with XcodeGen's target presets.
    private static func platformAssignments(name: String, platform: Platform?, spec target: YAMLValue, presets: Bool, path: String) -> [BuildSettingAssignment] {
        var levels: [BuildSettingAssignment] = []
        func add(_ key: String, _ value: String, file: String? = nil, detail: String) {
            levels.append(BuildSettingAssignment(key: key, conditions: [], value: value, origin: SettingOrigin(path: file ?? path, detail: detail), level: 3))
        }
        if presets, let platform {
            add("SDKROOT", platform.sdkName, detail: "target \(name) platform")
            if platform == .iOS { add("TARGETED_DEVICE_FAMILY", "1,2", detail: "XcodeGen preset") }
        }
        let destinations = (target["supportedDestinations"]?.items ?? []).compactMap(\.string)
        if !destinations.isEmpty {
            let sdkNames = ["iOS": ["iphoneos", "iphonesimulator"], "macOS": ["macosx"], "tvOS": ["appletvos", "appletvsimulator"],
                            "watchOS": ["watchos", "watchsimulator"], "visionOS": ["xros", "xrsimulator"]]
            var sdks: [String] = []
            for destination in destinations {
                sdks += sdkNames[destination] ?? []
                if destination == "macCatalyst" { add("SUPPORTS_MACCATALYST", "YES", detail: "target \(name) supportedDestinations") }
            }
            add("SUPPORTED_PLATFORMS", sdks.joined(separator: " "), file: target["supportedDestinations"]?.items.first?.file,
                detail: "target \(name) supportedDestinations")
            if platform == nil { add("SDKROOT", "auto", detail: "target \(name)") }
        }
        if let deployment = target["deploymentTarget"] {
            if let text = deployment.string, let platform {
                add(platform.deploymentTargetSetting, text, file: deployment.file, detail: "target \(name) deploymentTarget")
            }
            for (key, value) in deployment.entries {
                guard let platform = XcodeGenProject.platform(key), let text = value.string else { continue }
                add(platform.deploymentTargetSetting, text, file: value.file, detail: "target \(name) deploymentTarget")
            }
        }
        return levels
    }

    /// A target's Swift sources: a path, a list of paths, or of `{path, excludes, includes,
    /// type, buildPhase}`; files, and folders with their exclude and include globs.
    private static func sources(of target: YAMLValue, path: String)
        -> (files: [String], folders: [String], excludedGlobs: [String], includedGlobs: [String: [String]]) {
        var result: (files: [String], folders: [String], excludedGlobs: [String], includedGlobs: [String: [String]]) = ([], [], [], [:])
        var sources = target["sources"]?.items ?? []
        if let single = target["sources"]?.string { sources = [.scalar(single, file: path)] }
        for source in sources {
            guard let relative = source.string ?? source["path"]?.string else { continue }
            if let type = source["type"]?.string, type == "folder" { continue }
            if let phase = source["buildPhase"]?.string, phase != "sources" { continue }
            let absolute = XcodeGenProject.resolve(relative, writtenIn: source.file ?? source["path"]?.file ?? path)
            if absolute.hasSuffix(".swift") {
                result.files.append(absolute)
                continue
            }
            result.folders.append(absolute)
            for exclude in (source["excludes"]?.items ?? []).compactMap(\.string) {
                result.excludedGlobs.append(XcodeProject.join(absolute, exclude))
            }
            let includes = (source["includes"]?.items ?? []).compactMap(\.string)
            if !includes.isEmpty { result.includedGlobs[absolute] = includes.map { XcodeProject.join(absolute, $0) } }
        }
        return result
    }

    /// Dependencies: `- target: X`, `- package: P` with `product:`/`products:`.
    private static func dependencies(of target: YAMLValue, packageFolders: [String: String])
        -> (targets: [String], products: [(product: String, packageDirectory: String?)]) {
        var dependencies: [String] = []
        var products: [(product: String, packageDirectory: String?)] = []
        for dependency in target["dependencies"]?.items ?? [] {
            if let other = dependency["target"]?.string {
                dependencies.append(other.components(separatedBy: "/").last ?? other)
            } else if let package = dependency["package"]?.string {
                let names = (dependency["products"]?.items ?? []).compactMap(\.string)
                for product in names.isEmpty ? [dependency["product"]?.string ?? package] : names {
                    products.append((product, packageFolders[package]))
                }
            }
        }
        return (dependencies, products)
    }

    /// A path written in a spec file, relative to that file's folder (XcodeGen's
    /// `relativePaths`, on by default for included files).
    static func resolve(_ relative: String, writtenIn file: String) -> String {
        XcodeProject.normalize(XcodeProject.join((file as NSString).deletingLastPathComponent, relative))
    }

    /// `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` as written in a spec.
    static func platform(_ name: String) -> Platform? {
        switch name {
        case "iOS": return .iOS
        case "macOS": return .macOS
        case "tvOS": return .tvOS
        case "watchOS": return .watchOS
        case "visionOS", "xrOS": return .visionOS
        default: return nil
        }
    }

    /// The first scalar's file in a value (where a setting was written).
    static func firstFile(_ value: YAMLValue) -> String? {
        switch value {
        case .scalar(_, let file): return file
        case .sequence(let items): return items.lazy.compactMap(firstFile).first
        case .mapping(let entries): return entries.lazy.compactMap { firstFile($0.value) }.first
        }
    }

    /// A target with its `templates:` merged under it as XcodeGen merges them: a template's
    /// own templates first, then the templates in order, then the target (sequences such as
    /// `sources` appended, scalars overridden); then `${target_name}` and each of the
    /// `templateAttributes` replaced in every value.
    static func withTemplates(_ target: YAMLValue, name: String, templates: YAMLValue?) -> YAMLValue {
        guard let templates, target["templates"] != nil else { return target }
        var order: [String] = []
        func collect(_ body: YAMLValue, at index: inout Int, depth: Int) {
            guard depth < 16 else { return }
            for template in (body["templates"]?.items ?? []).compactMap(\.string) where !order.contains(template) {
                guard let inner = templates[template] else { continue }
                order.insert(template, at: index)
                collect(inner, at: &index, depth: depth + 1)
                index += 1
            }
        }
        var index = 0
        collect(target, at: &index, depth: 0)
        var merged = YAMLValue.mapping([])
        for template in order { if let body = templates[template] { merged = body.merged(over: merged) } }
        merged = target.merged(over: merged)
        var attributes = [("${target_name}", name), ("$target_name", name)]
        for (key, value) in merged["templateAttributes"]?.entries ?? [] { if let text = value.string { attributes.append(("${\(key)}", text)) } }
        return merged.replacingText { text in
            guard text.contains("$") else { return text }
            return attributes.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }

    /// What loading one spec and its includes may take: each included file is loaded once
    /// (a file included from several places is merged from that one load), and the bytes
    /// read are limited.
    final class LoadBudget {
        static let maxBytes = 16 << 20
        static let maxDepth = 16
        /// Each file's spec with its includes merged (nil: it could not be read or parsed).
        var loaded: [String: YAMLValue?] = [:]
        var bytes = 0
    }

    /// A spec with its `include:`s merged under it (an included file's own includes first;
    /// the including file's values win). An include cycle is named in a note and not
    /// followed; past 16 levels, 16 MB read or the YAML reader's alias limit, the file's
    /// settings are not known (nil, with a note).
    static func load(path: String, bytes: [UInt8], read: SettingsFileReader, notes: inout [String], depth: Int,
                     visiting: [String] = [], budget: LoadBudget = LoadBudget()) -> YAMLValue? {
        budget.bytes += bytes.count
        if budget.bytes > LoadBudget.maxBytes {
            notes.append("note: \(path): the spec and the files it includes hold more than \(LoadBudget.maxBytes >> 20) MB; not read")
            return nil
        }
        var problem: String?
        guard depth < LoadBudget.maxDepth, let spec = YAMLReader.parse(String(decoding: bytes, as: UTF8.self), file: path, problem: &problem),
              case .mapping = spec else {
            if let problem { notes.append("note: \(path): \(problem); its settings are not known") }
            if depth >= LoadBudget.maxDepth { notes.append("note: \(path): include nested more than \(LoadBudget.maxDepth) deep; not read") }
            return nil
        }
        let directory = (path as NSString).deletingLastPathComponent
        var includes: [String] = []
        if let include = spec["include"] {
            if let single = include.string { includes = [single] }
            for item in include.items {
                if let text = item.string ?? item["path"]?.string { includes.append(text) }
            }
        }
        var merged = YAMLValue.mapping([])
        let chain = visiting + [path]
        for include in includes {
            let absolute = XcodeProject.normalize(XcodeProject.join(directory, include))
            if let start = chain.firstIndex(of: absolute) {
                let note = "note: \(path): include cycle \((chain[start...] + [absolute]).joined(separator: " → ")); not followed"
                if !notes.contains(note) { notes.append(note) }
                continue
            }
            let inner: YAMLValue?
            if let known = budget.loaded[absolute] {
                inner = known
            } else {
                inner = read(absolute).flatMap { load(path: absolute, bytes: $0, read: read, notes: &notes, depth: depth + 1, visiting: chain, budget: budget) }
                budget.loaded[absolute] = .some(inner)
            }
            guard let inner else {
                let note = "note: \(path): cannot read the included \(include)"
                if !notes.contains(note) { notes.append(note) }
                continue
            }
            merged = inner.merged(over: merged)
        }
        return spec.merged(over: merged)
    }
}
