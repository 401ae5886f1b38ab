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
        /// An app, an app extension or a tool (`Module.isProgram`).
        var isProgram = false
        /// The platforms it builds for, from `SDKROOT`, `SUPPORTED_PLATFORMS` and
        /// `SUPPORTS_MACCATALYST` (Mac Catalyst counts as iOS); nil when the settings are not
        /// literal in the project file (an `.xcconfig`, a variable).
        var platforms: Set<Platform>? = nil
        /// `TARGETED_DEVICE_FAMILY = 1` without Mac Catalyst: an iPhone-only app.
        var iPhoneOnly = false
        /// Everything read from its build settings, for the configuration read.
        var settings = TargetSettings()

        /// Whether a product type (`com.apple.product-type.application`, XcodeGen's
        /// `app-extension`, `tool`) is a program that no other module imports.
        static func isProgram(productType: String) -> Bool {
            productType.contains("application") || productType.contains("app-extension") || productType.contains("extensionkit-extension")
                || productType.contains("watchkit2-extension") || productType.hasSuffix("tool")
        }

        /// Whether a product type (`com.apple.product-type.bundle.unit-test`) is a test bundle.
        static func isTest(productType: String) -> Bool {
            productType.contains("bundle.unit-test") || productType.contains("bundle.ui-testing")
        }

        /// Takes the settings `resolver` gives for `configuration`, with the platforms and the
        /// iPhone-only flag they say.
        mutating func read(_ resolver: BuildSettingsResolver, configuration: String) {
            settings = TargetSettings.reading(resolver)
            settings.configuration = configuration
            platforms = settings.platforms
            iPhoneOnly = settings.iPhoneOnly
        }
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
          read: @escaping SettingsFileReader = SettingsFiles.disk) {
        var parser = PropertyListParser(Array(text.utf8))
        guard case .dictionary(let root)? = parser.parseDocument(), case .dictionary(let objects)? = root["objects"],
              case .string(let rootID)? = root["rootObject"] else { return nil }
        var reader = PBXProjectReader(objects: objects, projectDirectory: projectDirectory, projectPath: projectPath ?? projectDirectory + "/Project.xcodeproj",
                                      configuration: configuration, read: read)
        let project = reader.object(rootID)
        reader.placeGroups(of: project)
        reader.readLocalPackages()
        targets = reader.targets(of: project)
        if let settings = reader.projectSettings(project) { projectSettings = settings }
        self.localPackageFolders = reader.localPackageFolders
        self.notes = reader.notes
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
