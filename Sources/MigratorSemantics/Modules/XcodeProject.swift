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
        /// Names of targets of the same project it depends on.
        var dependencies: [String]
        /// Products of local Swift packages it links: (product name, package folder).
        var packageProducts: [(product: String, packageDirectory: String?)]
        var isTest: Bool
        /// The platforms it builds for, from `SDKROOT`, `SUPPORTED_PLATFORMS` and
        /// `SUPPORTS_MACCATALYST` (Mac Catalyst counts as iOS); nil when the settings are not
        /// literal in the project file (an `.xcconfig`, a variable).
        var platforms: Set<Platform>? = nil
        /// `TARGETED_DEVICE_FAMILY = 1` without Mac Catalyst: an iPhone-only app.
        var iPhoneOnly = false
    }

    var targets: [Target]

    /// Parses the project file's text; nil when it is not a property list this reader knows.
    /// `projectDirectory` is the folder holding the `.xcodeproj` (file paths are relative to it).
    init?(text: String, projectDirectory: String) {
        var parser = PropertyListParser(Array(text.utf8))
        guard case .dictionary(let root)? = parser.parseDocument(), case .dictionary(let objects)? = root["objects"],
              case .string(let rootID)? = root["rootObject"] else { return nil }
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
        func place(_ id: String, parentPath: String) {
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
            for child in list(item, "children") { place(child, parentPath: path) }
        }
        if let mainGroup = string(project, "mainGroup") {
            let projectDirPath = string(project, "projectDirPath").flatMap { $0.isEmpty ? nil : $0 }
            place(mainGroup, parentPath: projectDirPath.map { XcodeProject.join(projectDirectory, $0) } ?? projectDirectory)
        }
        // Local package references: XCLocalSwiftPackageReference's relativePath.
        var localPackages: [String: String] = [:]
        for (id, value) in objects {
            guard case .dictionary(let item) = value, string(item, "isa") == "XCLocalSwiftPackageReference",
                  let relative = string(item, "relativePath") else { continue }
            localPackages[id] = XcodeProject.normalize(XcodeProject.join(projectDirectory, relative))
        }
        var targetNames: [String: String] = [:]
        for id in list(project, "targets") { if let name = string(object(id), "name") { targetNames[id] = name } }
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
            var moduleName = XcodeProject.c99Identifier(name)
            for configurationID in list(object(string(target, "buildConfigurationList") ?? ""), "buildConfigurations") {
                guard case .dictionary(let settings)? = object(configurationID)?["buildSettings"],
                      case .string(let explicit)? = settings["PRODUCT_MODULE_NAME"], !explicit.contains("$") else { continue }
                moduleName = explicit
            }
            // Build settings: the target's configurations, then the project's (the defaults).
            func settings(_ owner: [String: PropertyList]?) -> [[String: PropertyList]] {
                list(object(string(owner, "buildConfigurationList") ?? ""), "buildConfigurations").compactMap { id in
                    if case .dictionary(let settings)? = object(id)?["buildSettings"] { return settings }
                    return nil
                }
            }
            let targetSettings = settings(target)
            let projectSettings = settings(project)
            /// Every configuration's literal value of a setting (the target's, else the project's).
            func values(_ key: String) -> [String]? {
                for layer in [targetSettings, projectSettings] {
                    let found = layer.compactMap { settings -> String? in
                        switch settings[key] {
                        case .string(let value)?: return value
                        case .array(let items)?: return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: " ")
                        default: return nil
                        }
                    }
                    if !found.isEmpty { return found }
                }
                return nil
            }
            var built = Target(name: name, moduleName: moduleName, files: files, folders: folders, excludedFiles: excluded,
                               dependencies: dependencies, packageProducts: products,
                               isTest: productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing"))
            built.platforms = XcodeProject.platforms(sdk: values("SDKROOT"), supported: values("SUPPORTED_PLATFORMS"),
                                                     catalyst: values("SUPPORTS_MACCATALYST"))
            if let families = values("TARGETED_DEVICE_FAMILY"), !families.contains(where: { $0.contains("$") }) {
                let catalyst = values("SUPPORTS_MACCATALYST")?.contains("YES") ?? false
                built.iPhoneOnly = !catalyst && families.allSatisfy { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } == ["1"] }
            }
            result.append(built)
        }
        targets = result
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
