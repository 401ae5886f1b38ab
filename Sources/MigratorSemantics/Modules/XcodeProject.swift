import Foundation

/// Reads the parts of an Xcode project (`project.pbxproj`, an OpenStep property list) that
/// decide modules: each native target with its name and the source files its "Compile
/// Sources" phase lists, or the folders Xcode 16 keeps in sync with it.
struct XcodeProject {
    /// One `PBXNativeTarget` that compiles Swift.
    struct Target {
        var name: String
        /// The Swift module name: `PRODUCT_MODULE_NAME` when set literally, otherwise the
        /// target's name with every character that cannot start or continue an identifier
        /// replaced by `_` (what Xcode does for `$(PRODUCT_NAME:c99extidentifier)`).
        var moduleName: String
        /// Absolute paths of the source files listed in the target's Sources phase.
        var files: [String]
        /// Absolute paths of folders whose every file belongs to the target (Xcode 16
        /// synchronized groups), with files excluded from membership.
        var folders: [String]
        var excludedFiles: Set<String>
        /// Absolute glob patterns (`**` any folders, `*` within a name) of files left out of
        /// `folders` (XcodeGen's `excludes`), and per folder the patterns its files must match
        /// (`includes`).
        var excludedGlobs: [String] = []
        var includedGlobs: [String: [String]] = [:]
        /// Names of targets of the same project it depends on.
        var dependencies: [String]
        /// Targets of other projects it depends on: (the project's folder, target name).
        var projectDependencies: [(folder: String, target: String)] = []
        /// Its dependencies could not be read: it is taken to see every target of the run.
        var dependsOnEverything = false
        /// Products of local Swift packages it links: (product name, package folder).
        var packageProducts: [(product: String, packageDirectory: String?)]
        var isTest: Bool
        /// The platforms it builds for, from `SDKROOT`, `SUPPORTED_PLATFORMS` and
        /// `SUPPORTS_MACCATALYST` (Mac Catalyst counts as iOS); nil when the settings are not
        /// literal in the project file (an `.xcconfig`, a variable).
        var platforms: Set<Platform>? = nil
        /// `TARGETED_DEVICE_FAMILY = 1` without Mac Catalyst: an iPhone-only app.
        var iPhoneOnly = false
        /// Everything read from its build settings, for the configuration read.
        var settings = TargetSettings()
    }

    var targets: [Target]
    /// The project's own settings (no target's), for its files no target lists.
    var projectSettings = TargetSettings()
    /// Folders of local Swift packages the project refers to (`XCLocalSwiftPackageReference`,
    /// or a package folder added as a folder reference), whose products its targets may link.
    var localPackageFolders: [String] = []
    /// Problems worth a note (an `.xcconfig` that cannot be read, a configuration not found).
    var notes: [String] = []

    /// Parses the project file's text; nil when it is not a property list this reader knows.
    /// `projectDirectory` is the folder holding the `.xcodeproj` (file paths are relative to
    /// it), `projectPath` the `.xcodeproj` itself (named in the settings' origins);
    /// `configuration` the build configuration to read settings for (nil: `Release`, else
    /// the project's default); `read` reads the `.xcconfig` files the configurations name.
    init?(text: String, projectDirectory: String, projectPath: String? = nil, configuration: String? = nil,
          read: SettingsFileReader = SettingsFiles.disk) {
        var parser = PropertyListParser(Array(text.utf8))
        guard case .dictionary(let root)? = parser.parseDocument(), case .dictionary(let objects)? = root["objects"],
              case .string(let rootID)? = root["rootObject"] else { return nil }
        let projectPath = projectPath ?? projectDirectory + "/Project.xcodeproj"
        func object(_ id: String) -> [String: PropertyList]? {
            if case .dictionary(let d)? = objects[id] { return d }
            return nil
        }
        func string(_ d: [String: PropertyList]?, _ key: String) -> String? {
            if case .string(let s)? = d?[key] { return s }
            return nil
        }
        func list(_ d: [String: PropertyList]?, _ key: String) -> [String] {
            guard case .array(let items)? = d?[key] else { return [] }
            return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
        }
        // Folder of every group and file reference: walk the group tree from the main group.
        var paths: [String: String] = [:]
        let project = object(rootID)
        var localPackageFolders: [String] = []
        // Each group is placed once, under the first parent that lists it (a group listed by
        // two parents, or by itself, is not walked again: a cycle is named in a note); a
        // chain deeper than 256 groups is not followed (the walk recurses).
        var groupNotes: [String] = []
        var chain: [String] = []
        func place(_ id: String, parentPath: String) {
            guard paths[id] == nil else {
                if let start = chain.firstIndex(of: id), groupNotes.count < 10 {
                    let names = (chain[start...] + [id]).map { string(object($0), "name") ?? string(object($0), "path") ?? $0 }
                    groupNotes.append("note: \(projectPath): group cycle \(names.joined(separator: " → ")); not followed")
                }
                return
            }
            guard chain.count < 256 else {
                if groupNotes.count < 10 { groupNotes.append("note: \(projectPath): groups nested more than 256 deep; the files below are not placed") }
                return
            }
            guard let item = object(id) else { return }
            let sourceTree = string(item, "sourceTree") ?? "<group>"
            let own = string(item, "path")
            var path: String
            switch sourceTree {
            case "<group>": path = own.map { XcodeProject.join(parentPath, $0) } ?? parentPath
            case "SOURCE_ROOT": path = own.map { XcodeProject.join(projectDirectory, $0) } ?? projectDirectory
            case "<absolute>": path = own ?? parentPath
            default: path = own.map { XcodeProject.join(parentPath, $0) } ?? parentPath
            }
            path = XcodeProject.normalize(path)
            paths[id] = path
            // A local package added to the project as a folder (before Xcode 15 did it with
            // XCLocalSwiftPackageReference): a folder reference whose products targets link.
            if string(item, "isa") == "PBXFileReference", ["wrapper", "folder"].contains(string(item, "lastKnownFileType") ?? "")
                || string(item, "isa") == "PBXFileSystemSynchronizedRootGroup" {
                localPackageFolders.append(path)
            }
            chain.append(id)
            for child in list(item, "children") { place(child, parentPath: path) }
            chain.removeLast()
        }
        if let mainGroup = string(project, "mainGroup") {
            let projectDirPath = string(project, "projectDirPath").flatMap { $0.isEmpty ? nil : $0 }
            place(mainGroup, parentPath: projectDirPath.map { XcodeProject.join(projectDirectory, $0) } ?? projectDirectory)
        }
        // Local package references: XCLocalSwiftPackageReference's relativePath.
        var localPackages: [String: String] = [:]
        for (id, value) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .dictionary(let item) = value, string(item, "isa") == "XCLocalSwiftPackageReference",
                  let relative = string(item, "relativePath") else { continue }
            localPackages[id] = XcodeProject.normalize(XcodeProject.join(projectDirectory, relative))
            localPackageFolders.append(localPackages[id]!)
        }
        var notes: [String] = groupNotes
        let projectName = ((projectPath as NSString).lastPathComponent as NSString).deletingPathExtension
        typealias Configuration = (name: String, settings: [String: PropertyList], base: String?)
        /// Every configuration of a configuration list, with its settings and `.xcconfig`.
        func configurations(_ listID: String?) -> [Configuration] {
            list(object(listID ?? ""), "buildConfigurations").compactMap { id in
                guard let item = object(id) else { return nil }
                let name = string(item, "name") ?? ""
                var settings: [String: PropertyList] = [:]
                if case .dictionary(let found)? = item["buildSettings"] { settings = found }
                var base = string(item, "baseConfigurationReference").flatMap { paths[$0] }
                if base == nil, let anchor = string(item, "baseConfigurationReferenceAnchor").flatMap({ paths[$0] }),
                   let relative = string(item, "baseConfigurationReferenceRelativePath") {
                    // Xcode 16: an .xcconfig inside a synchronized folder.
                    base = XcodeProject.normalize(XcodeProject.join(anchor, relative))
                }
                return (name, settings, base)
            }
        }
        /// The configuration of a list to read: the one named `wanted` (the run's
        /// `--configuration`, else `Release`), else the list's default, else the first.
        func chosenConfiguration(_ listID: String?, wanted: String? = nil) -> Configuration? {
            let all = configurations(listID)
            guard !all.isEmpty else { return nil }
            let name = wanted ?? configuration ?? "Release"
            if let found = all.first(where: { $0.name == name }) { return found }
            let fallback = string(object(listID ?? ""), "defaultConfigurationName").flatMap { name in all.first { $0.name == name } } ?? all[0]
            if let configuration, wanted == nil, !notes.contains(where: { $0.hasPrefix("note: \(projectPath): no configuration") }) {
                notes.append("note: \(projectPath): no configuration '\(configuration)'; reading \(fallback.name)")
            }
            return fallback
        }
        /// The assignments of a configuration's own settings (at `level`) after its
        /// `.xcconfig`'s (at `level - 1`).
        func assignments(_ chosen: Configuration, level: Int, detail: String) -> [BuildSettingAssignment] {
            var result: [BuildSettingAssignment] = []
            if let base = chosen.base {
                if let found = XCConfig.assignments(path: base, read: read, notes: &notes) {
                    result += found.map { var a = $0; a.level = level - 1; return a }
                } else if !notes.contains(where: { $0.contains(base) }) {
                    notes.append("note: \(base): cannot read this .xcconfig (named by \(projectPath)); its settings are not known")
                }
            }
            let origin = SettingOrigin(path: projectPath, detail: detail + ", " + chosen.name)
            for key in chosen.settings.keys.sorted() {
                guard let (name, conditions) = XCConfig.splitKey(key) else { continue }
                var value: String
                switch chosen.settings[key]! {
                case .string(let text): value = text
                case .array(let items): value = items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: " ")
                case .dictionary: continue
                }
                result.append(BuildSettingAssignment(key: name, conditions: conditions, value: value, origin: origin, level: level))
            }
            return result
        }
        var targetNames: [String: String] = [:]
        for id in list(project, "targets") { if let name = string(object(id), "name") { targetNames[id] = name } }
        let projectConfigurationListID = string(project, "buildConfigurationList")
        var result: [Target] = []
        for id in list(project, "targets") {
            guard let target = object(id), string(target, "isa") == "PBXNativeTarget", let name = string(target, "name") else { continue }
            var files: [String] = []
            for phaseID in list(target, "buildPhases") {
                guard let phase = object(phaseID), string(phase, "isa") == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in list(phase, "files") {
                    guard let reference = string(object(buildFileID), "fileRef"), let path = paths[reference], path.hasSuffix(".swift") else { continue }
                    files.append(path)
                }
            }
            var folders: [String] = []
            var excluded: Set<String> = []
            for groupID in list(target, "fileSystemSynchronizedGroups") {
                guard let folder = paths[groupID] else { continue }
                folders.append(folder)
                for exceptionID in list(object(groupID), "exceptions") {
                    let exception = object(exceptionID)
                    guard string(exception, "target") == id else { continue }
                    for relative in list(exception, "membershipExceptions") {
                        excluded.insert(XcodeProject.normalize(XcodeProject.join(folder, relative)))
                    }
                }
            }
            var dependencies: [String] = []
            for dependencyID in list(target, "dependencies") {
                if let targetID = string(object(dependencyID), "target"), let dependency = targetNames[targetID] { dependencies.append(dependency) }
            }
            var products: [(String, String?)] = []
            for productID in list(target, "packageProductDependencies") {
                let product = object(productID)
                guard let productName = string(product, "productName") else { continue }
                products.append((productName, string(product, "package").flatMap { localPackages[$0] }))
            }
            let productType = string(target, "productType") ?? ""
            // Build settings of one configuration: the project's (with its .xcconfig), then the
            // target's (with its .xcconfig).
            var levels: [BuildSettingAssignment] = []
            let targetConfiguration = chosenConfiguration(string(target, "buildConfigurationList"))
            let configurationName = targetConfiguration?.name ?? configuration ?? "Release"
            // Xcode pairs the target's configuration with the project's of the same name.
            let projectConfiguration = configurations(projectConfigurationListID).first { $0.name == configurationName }
                ?? chosenConfiguration(projectConfigurationListID)
            if let projectConfiguration { levels += assignments(projectConfiguration, level: 1, detail: "project") }
            if let targetConfiguration { levels += assignments(targetConfiguration, level: 3, detail: "target \(name)") }
            let resolver = BuildSettingsResolver(
                assignments: levels,
                builtins: ["TARGET_NAME": name, "PROJECT_NAME": projectName, "PRODUCT_NAME": name, "CONFIGURATION": configurationName,
                           "SRCROOT": projectDirectory, "PROJECT_DIR": projectDirectory, "SOURCE_ROOT": projectDirectory],
                configuration: configurationName)
            var moduleName = XcodeProject.c99Identifier(name)
            if let explicit = resolver.value("PRODUCT_MODULE_NAME")?.value, !explicit.isEmpty,
               explicit.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
                moduleName = explicit
            } else if let product = resolver.value("PRODUCT_NAME")?.value, !product.isEmpty, product != name, !product.contains("$") {
                moduleName = XcodeProject.c99Identifier(product)
            }
            var built = Target(name: name, moduleName: moduleName, files: files, folders: folders, excludedFiles: excluded,
                               dependencies: dependencies, packageProducts: products,
                               isTest: productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing"))
            var settings = TargetSettings.reading(resolver)
            settings.configuration = configurationName
            built.settings = settings
            built.platforms = settings.platforms
            built.iPhoneOnly = settings.iPhoneOnly
            result.append(built)
        }
        targets = result
        if let chosen = chosenConfiguration(projectConfigurationListID) {
            let resolver = BuildSettingsResolver(
                assignments: assignments(chosen, level: 1, detail: "project"),
                builtins: ["PROJECT_NAME": projectName, "CONFIGURATION": chosen.name, "SRCROOT": projectDirectory, "PROJECT_DIR": projectDirectory],
                configuration: chosen.name)
            projectSettings = TargetSettings.reading(resolver)
            projectSettings.configuration = chosen.name
        }
        self.localPackageFolders = localPackageFolders
        self.notes = notes
    }

    /// The platforms of `SUPPORTED_PLATFORMS`, else of `SDKROOT` (`iphoneos`, `macosx`,
    /// `watchos`, `appletvos`, `xros`; `auto` needs `SUPPORTED_PLATFORMS`). Mac Catalyst
    /// builds with the iOS SDK (`#if os(macOS)` is false there), so `SUPPORTS_MACCATALYST`
    /// adds no platform. Nil when a value is not literal.
    static func platforms(sdk: [String]?, supported: [String]?, catalyst: [String]?) -> Set<Platform>? {
        let names: [String: Platform] = [
            "iphoneos": .iOS, "iphonesimulator": .iOS, "macosx": .macOS, "watchos": .watchOS, "watchsimulator": .watchOS,
            "appletvos": .tvOS, "appletvsimulator": .tvOS, "xros": .visionOS, "xrsimulator": .visionOS,
        ]
        func read(_ values: [String]?) -> Set<Platform>? {
            guard let values, !values.isEmpty, !values.contains(where: { $0.contains("$") }) else { return nil }
            var result: Set<Platform> = []
            for value in values {
                for word in value.split(separator: " ") {
                    guard let platform = names[String(word)] else { return nil }
                    result.insert(platform)
                }
            }
            return result.isEmpty ? nil : result
        }
        _ = catalyst
        if let supported = read(supported) { return supported }
        if let sdk = sdk, sdk.allSatisfy({ $0 != "auto" }) { return read(sdk) }
        return nil
    }

    static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        if base.isEmpty { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// Resolves `.` and `..` components.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// `My App-Widget` → `My_App_Widget`: a target name as a module name.
    static func c99Identifier(_ name: String) -> String {
        var out = ""
        for (i, c) in name.enumerated() {
            let ok = c == "_" || c.isLetter || (i > 0 && c.isNumber)
            out.append(ok ? c : "_")
        }
        return out.isEmpty ? "_" : out
    }
}

/// A value of an OpenStep (old-style) property list.
indirect enum PropertyList {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])
}

/// A parser for the OpenStep property list format Xcode project files use: `{ k = v; }`,
/// `( a, b, )`, quoted and bare strings, `/* */` and `//` comments. It never traps: what
/// it does not understand ends the parse with nil.
struct PropertyListParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func parseDocument() -> PropertyList? { parseValue() }

    mutating func skipTrivia() {
        while i < bytes.count {
            let c = bytes[i]
            if c == 32 || c == 9 || c == 10 || c == 13 {
                i += 1
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(bytes.count, i + 2)
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count && bytes[i] != 10 { i += 1 }
            } else {
                return
            }
        }
    }

    mutating func parseValue() -> PropertyList? {
        skipTrivia()
        guard i < bytes.count, depth < 200 else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            depth += 1
            defer { depth -= 1 }
            var result: [String: PropertyList] = [:]
            while true {
                skipTrivia()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(result) }
                guard case .string(let key)? = parseString() else { return nil }
                skipTrivia()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return nil }
                i += 1
                guard let value = parseValue() else { return nil }
                result[key] = value
                skipTrivia()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ";") else { return nil }
                i += 1
            }
        case UInt8(ascii: "("):
            i += 1
            depth += 1
            defer { depth -= 1 }
            var result: [PropertyList] = []
            while true {
                skipTrivia()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ")") { i += 1; return .array(result) }
                guard let value = parseValue() else { return nil }
                result.append(value)
                skipTrivia()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1 } else if bytes[i] != UInt8(ascii: ")") { return nil }
            }
        default:
            return parseString()
        }
    }

    mutating func parseString() -> PropertyList? {
        skipTrivia()
        guard i < bytes.count else { return nil }
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            var out: [UInt8] = []
            while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    switch bytes[i] {
                    case UInt8(ascii: "n"): out.append(10)
                    case UInt8(ascii: "t"): out.append(9)
                    default: out.append(bytes[i])
                    }
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            guard i < bytes.count else { return nil }
            i += 1
            return .string(String(decoding: out, as: UTF8.self))
        }
        let start = i
        while i < bytes.count {
            let c = bytes[i]
            let isBare = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
                || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c == UInt8(ascii: ".") || c == UInt8(ascii: "/")
                || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c == UInt8(ascii: "+") || c >= 128
            if !isBare { break }
            i += 1
        }
        guard i > start else { return nil }
        return .string(String(decoding: bytes[start..<i], as: UTF8.self))
    }
}
