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
    init?(path: String, bytes: [UInt8], configuration: String? = nil, read: SettingsFileReader = SettingsFiles.disk) {
        var failure: [String] = []
        self.init(path: path, bytes: bytes, configuration: configuration, read: read, failure: &failure)
    }

    /// nil when the file is not a mapping with `targets` or `name`; then `failure` holds the
    /// notes saying why, when the reader knows (a limit passed, an unreadable include).
    init?(path: String, bytes: [UInt8], configuration: String? = nil, read: SettingsFileReader, failure: inout [String]) {
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
        let projectPresets = presets == "all" || presets == "project"
        let targetPresets = presets == "all" || presets == "targets"
        let groups = spec["settingGroups"]

        /// Assignments of a `settings:` value for the configuration (`base`, `groups`, the
        /// matching `configs` entry; or a flat mapping of settings).
        func assignments(_ settings: YAMLValue?, level: Int, detail: String) -> [BuildSettingAssignment] {
            guard let settings else { return [] }
            var result: [BuildSettingAssignment] = []
            func add(_ mapping: YAMLValue, depth: Int = 0) {
                for (key, value) in mapping.entries {
                    guard let (name, conditions) = XCConfig.splitKey(key) else { continue }
                    let text: String
                    switch value {
                    case .scalar(let s, _): text = s
                    case .sequence(let items): text = items.compactMap(\.string).joined(separator: " ")
                    case .mapping: continue
                    }
                    let file = XcodeGenProject.firstFile(value) ?? path
                    result.append(BuildSettingAssignment(key: name, conditions: conditions, value: text,
                                                         origin: SettingOrigin(path: file, detail: detail + ", " + config), level: level))
                }
            }
            let structured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
            guard structured else { add(settings); return result }
            func addGroups(_ names: [String], depth: Int) {
                guard depth < 8 else { return }
                for name in names {
                    guard let group = groups?[name] else { continue }
                    if group["base"] != nil || group["configs"] != nil || group["groups"] != nil {
                        addGroups((group["groups"]?.items ?? []).compactMap(\.string), depth: depth + 1)
                        if let base = group["base"] { add(base) }
                        if let configs = group["configs"] { addConfigs(configs) }
                    } else {
                        add(group)
                    }
                }
            }
            func addConfigs(_ configs: YAMLValue) {
                for (key, value) in configs.entries where key.lowercased() == config.lowercased() { add(value) }
            }
            addGroups((settings["groups"]?.items ?? []).compactMap(\.string), depth: 0)
            if let base = settings["base"] { add(base) }
            if let configs = settings["configs"] { addConfigs(configs) }
            return result
        }
        func xcconfig(_ configFiles: YAMLValue?, level: Int) -> [BuildSettingAssignment] {
            guard let value = configFiles?.entries.first(where: { $0.key.lowercased() == config.lowercased() })?.value,
                  let file = value.string else { return [] }
            let absolute = XcodeGenProject.resolve(file, writtenIn: value.file ?? path)
            if let found = XCConfig.assignments(path: absolute, read: read, notes: &notes) {
                return found.map { var a = $0; a.level = level; return a }
            }
            // A note naming the file already says why (a limit passed).
            guard !notes.contains(where: { $0.hasPrefix("note: \(absolute): ") }) else { return [] }
            notes.append("note: \(absolute): cannot read this .xcconfig (named by \(path)); its settings are not known")
            return []
        }
        func preset(_ key: String, _ value: String, level: Int, detail: String) -> BuildSettingAssignment {
            BuildSettingAssignment(key: key, conditions: [], value: value, origin: SettingOrigin(path: path, detail: detail), level: level)
        }

        // Project level: XcodeGen's base preset, `options.deploymentTarget`, `settings`.
        var projectLevel = xcconfig(spec["configFiles"], level: 0)
        if projectPresets { projectLevel.append(preset("SWIFT_VERSION", "5.0", level: 1, detail: "XcodeGen preset")) }
        for (platformName, version) in spec["options"]?["deploymentTarget"]?.entries ?? [] {
            guard let platform = XcodeGenProject.platform(platformName), let text = version.string else { continue }
            projectLevel.append(BuildSettingAssignment(key: platform.deploymentTargetSetting, conditions: [], value: text,
                                                       origin: SettingOrigin(path: version.file ?? path, detail: "options.deploymentTarget"), level: 1))
        }
        projectLevel += assignments(spec["settings"], level: 1, detail: "project")
        let builtins = ["PROJECT_NAME": name, "CONFIGURATION": config, "SRCROOT": directory, "PROJECT_DIR": directory]
        projectSettings = TargetSettings.reading(BuildSettingsResolver(assignments: projectLevel, builtins: builtins, configuration: config))
        projectSettings.configuration = config

        // Local packages: `packages: {Name: {path: ...}}` and the older `localPackages: [path]`.
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
        localPackageFolders = packageFolders.values.sorted()

        var result: [XcodeProject.Target] = []
        for (targetName, target) in spec["targets"]?.entries ?? [] {
            // `platform: [iOS, macOS]` makes one target per platform (`Name_iOS`).
            let platformValue = target["platform"]
            var variants: [(name: String, platform: String?)] = []
            if case .sequence(let items)? = platformValue {
                for platform in items.compactMap(\.string) {
                    let variantName = targetName.contains("${platform}") ? targetName.replacingOccurrences(of: "${platform}", with: platform)
                        : targetName + "_" + platform
                    variants.append((variantName, platform))
                }
            } else {
                variants.append((targetName, platformValue?.string))
            }
            for (name, platformName) in variants {
                result.append(XcodeGenProject.target(name: name, platformName: platformName, spec: target, directory: directory,
                                                     projectLevel: projectLevel, targetPresets: targetPresets,
                                                     targetAssignments: { assignments(target["settings"], level: 3, detail: "target \(targetName)") },
                                                     xcconfig: { xcconfig(target["configFiles"], level: 2) },
                                                     packageFolders: packageFolders, config: config, builtins: builtins, path: path))
            }
        }
        targets = result
        self.notes = notes
    }

    /// One target: its sources, dependencies and settings.
    static func target(name: String, platformName: String?, spec target: YAMLValue, directory: String, projectLevel: [BuildSettingAssignment],
                       targetPresets: Bool, targetAssignments: () -> [BuildSettingAssignment], xcconfig: () -> [BuildSettingAssignment],
                       packageFolders: [String: String], config: String, builtins: [String: String], path: String) -> XcodeProject.Target {
        let type = target["type"]?.string ?? ""
        var levels = projectLevel + xcconfig()
        let platform = platformName.flatMap(XcodeGenProject.platform)
        if targetPresets, let platform {
            levels.append(BuildSettingAssignment(key: "SDKROOT", conditions: [], value: platform.sdkName,
                                                 origin: SettingOrigin(path: path, detail: "target \(name) platform"), level: 3))
            if platform == .iOS {
                levels.append(BuildSettingAssignment(key: "TARGETED_DEVICE_FAMILY", conditions: [], value: "1,2",
                                                     origin: SettingOrigin(path: path, detail: "XcodeGen preset"), level: 3))
            }
        }
        // `supportedDestinations: [iOS, macOS]` (with `platform: auto`).
        let destinations = (target["supportedDestinations"]?.items ?? []).compactMap(\.string)
        if !destinations.isEmpty {
            var sdks: [String] = []
            for destination in destinations {
                switch destination {
                case "iOS": sdks += ["iphoneos", "iphonesimulator"]
                case "macOS": sdks += ["macosx"]
                case "tvOS": sdks += ["appletvos", "appletvsimulator"]
                case "watchOS": sdks += ["watchos", "watchsimulator"]
                case "visionOS": sdks += ["xros", "xrsimulator"]
                case "macCatalyst":
                    levels.append(BuildSettingAssignment(key: "SUPPORTS_MACCATALYST", conditions: [], value: "YES",
                                                         origin: SettingOrigin(path: path, detail: "target \(name) supportedDestinations"), level: 3))
                default: break
                }
            }
            levels.append(BuildSettingAssignment(key: "SUPPORTED_PLATFORMS", conditions: [], value: sdks.joined(separator: " "),
                                                 origin: SettingOrigin(path: target["supportedDestinations"]?.items.first?.file ?? path,
                                                                       detail: "target \(name) supportedDestinations"), level: 3))
            if platform == nil {
                levels.append(BuildSettingAssignment(key: "SDKROOT", conditions: [], value: "auto",
                                                     origin: SettingOrigin(path: path, detail: "target \(name)"), level: 3))
            }
        }
        // `deploymentTarget: "15.0"` (for its platform) or `{iOS: "15.0", macOS: "12.0"}`.
        if let deployment = target["deploymentTarget"] {
            if let text = deployment.string, let platform {
                levels.append(BuildSettingAssignment(key: platform.deploymentTargetSetting, conditions: [], value: text,
                                                     origin: SettingOrigin(path: deployment.file ?? path, detail: "target \(name) deploymentTarget"), level: 3))
            }
            for (key, value) in deployment.entries {
                guard let platform = XcodeGenProject.platform(key), let text = value.string else { continue }
                levels.append(BuildSettingAssignment(key: platform.deploymentTargetSetting, conditions: [], value: text,
                                                     origin: SettingOrigin(path: value.file ?? path, detail: "target \(name) deploymentTarget"), level: 3))
            }
        }
        levels += targetAssignments()
        var targetBuiltins = builtins
        targetBuiltins["TARGET_NAME"] = name
        targetBuiltins["PRODUCT_NAME"] = target["productName"]?.string ?? name
        let resolver = BuildSettingsResolver(assignments: levels, builtins: targetBuiltins, configuration: config)
        var moduleName = XcodeProject.c99Identifier(target["productName"]?.string ?? name)
        if let explicit = resolver.value("PRODUCT_MODULE_NAME")?.value, !explicit.isEmpty, explicit.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
            moduleName = explicit
        } else if let product = resolver.value("PRODUCT_NAME")?.value, !product.isEmpty, !product.contains("$") {
            moduleName = XcodeProject.c99Identifier(product)
        }

        // Sources: a path, a list of paths, or of `{path, excludes, includes, type, buildPhase}`.
        var files: [String] = []
        var folders: [String] = []
        var excludedGlobs: [String] = []
        var includedGlobs: [String: [String]] = [:]
        var sources = target["sources"]?.items ?? []
        if let single = target["sources"]?.string { sources = [.scalar(single, file: path)] }
        for source in sources {
            guard let relative = source.string ?? source["path"]?.string else { continue }
            if let type = source["type"]?.string, type == "folder" { continue }
            if let phase = source["buildPhase"]?.string, phase != "sources" { continue }
            let absolute = XcodeGenProject.resolve(relative, writtenIn: source.file ?? source["path"]?.file ?? path)
            if absolute.hasSuffix(".swift") {
                files.append(absolute)
                continue
            }
            folders.append(absolute)
            for exclude in (source["excludes"]?.items ?? []).compactMap(\.string) {
                excludedGlobs.append(XcodeProject.join(absolute, exclude))
            }
            let includes = (source["includes"]?.items ?? []).compactMap(\.string)
            if !includes.isEmpty { includedGlobs[absolute] = includes.map { XcodeProject.join(absolute, $0) } }
        }
        // Dependencies: `- target: X`, `- package: P` with `product:`/`products:`.
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
        var built = XcodeProject.Target(name: name, moduleName: moduleName, files: files, folders: folders, excludedFiles: [],
                                        dependencies: dependencies, packageProducts: products,
                                        isTest: type.contains("bundle.unit-test") || type.contains("bundle.ui-testing"))
        built.excludedGlobs = excludedGlobs
        built.includedGlobs = includedGlobs
        var settings = TargetSettings.reading(resolver)
        settings.configuration = config
        built.settings = settings
        built.platforms = settings.platforms
        built.iPhoneOnly = settings.iPhoneOnly
        return built
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
