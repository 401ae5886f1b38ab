import Foundation

/// An Apple SDK on disk (Xcode's `iPhoneOS.sdk`, or a copy of one): where its modules' Swift
/// interfaces and Objective-C frameworks are, and what it calls itself. Reading it is
/// `SDKDigest.reading(_:...)`; finding it (`--sdk`, `SDKROOT`, `xcrun`) is the CLI's.
package struct SDKFolder: Sendable {
    package let path: String
    /// `SDKSettings.json`'s `DisplayName` ("iOS 16.4"), else the folder's name.
    package let displayName: String
    /// `SDKSettings.json`'s `Version` ("16.4").
    package let version: String?
    /// The platform's name in a target triple (`ios`, `macos`, `tvos`, `watchos`, `xros`),
    /// with `-simulator` for a simulator SDK.
    package let triplePlatform: String
    /// `SDKSettings.json`'s bytes (part of every cache key: a new SDK at the same path).
    let settingsBytes: [UInt8]

    /// The SDK at `path`, or why it is not one.
    package static func open(_ path: String) -> Result<SDKFolder, SDKError> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(SDKError("\(path) is not a folder"))
        }
        let frameworks = FileManager.default.fileExists(atPath: path + "/System/Library/Frameworks")
        let swiftLibrary = FileManager.default.fileExists(atPath: path + "/usr/lib/swift")
        guard frameworks || swiftLibrary else {
            return .failure(SDKError("\(path) is not an SDK: it has neither System/Library/Frameworks nor usr/lib/swift"))
        }
        let data = FileManager.default.contents(atPath: path + "/SDKSettings.json")
        let settings = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] } ?? [:]
        let name = (path as NSString).lastPathComponent
        let canonical = (settings["CanonicalName"] as? String) ?? name.lowercased()
        return .success(SDKFolder(path: path, displayName: (settings["DisplayName"] as? String) ?? name,
                                  version: settings["Version"] as? String, triplePlatform: Self.triplePlatform(canonical),
                                  settingsBytes: data.map { [UInt8]($0) } ?? []))
    }

    /// `iphoneos16.4` → `ios`; `iphonesimulator17.0` → `ios-simulator`; `macosx14.0` → `macos`.
    static func triplePlatform(_ canonical: String) -> String {
        let pairs: [(String, String)] = [("iphonesimulator", "ios-simulator"), ("iphoneos", "ios"), ("macosx", "macos"),
                                         ("appletvsimulator", "tvos-simulator"), ("appletvos", "tvos"), ("watchsimulator", "watchos-simulator"),
                                         ("watchos", "watchos"), ("xrsimulator", "xros-simulator"), ("xros", "xros")]
        return pairs.first { canonical.hasPrefix($0.0) }?.1 ?? "ios"
    }

    /// The target triple the SDK's interfaces are read for (`arm64-apple-ios16.4`).
    package var triple: String {
        let parts = triplePlatform.split(separator: "-", maxSplits: 1).map(String.init)
        let os = parts[0] + (version ?? "")
        return "arm64-apple-" + os + (parts.count > 1 ? "-" + parts[1] : "")
    }

    /// The `.swiftinterface` of a module: a framework's (also in the `Cryptexes` copy of the
    /// system) or `usr/lib/swift`'s, for arm64 first.
    package func swiftInterface(of module: String) -> String? {
        let folders = ["\(path)/System/Library/Frameworks/\(module).framework/Modules/\(module).swiftmodule",
                       "\(path)/System/Cryptexes/OS/System/Library/Frameworks/\(module).framework/Modules/\(module).swiftmodule",
                       "\(path)/usr/lib/swift/\(module).swiftmodule"]
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            let interfaces = names.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }
            let platform = triplePlatform.split(separator: "-").first.map(String.init) ?? "ios"
            let ranked = interfaces.sorted { rank($0, platform) < rank($1, platform) || (rank($0, platform) == rank($1, platform) && $0 < $1) }
            if let best = ranked.first { return folder + "/" + best }
        }
        return nil
    }

    private func rank(_ name: String, _ platform: String) -> Int {
        let simulator = triplePlatform.hasSuffix("-simulator") == name.contains("simulator") ? 0 : 4
        if name.hasPrefix("arm64-") { return simulator }
        if name.hasPrefix("arm64e-") { return simulator + 1 }
        return simulator + 2
    }

    /// Whether the SDK has an Objective-C (clang) module of that name: a framework with a
    /// module map, whose Swift view `swift-synthesize-interface` prints.
    package func hasClangModule(_ module: String) -> Bool {
        for base in ["\(path)/System/Library/Frameworks", "\(path)/System/Cryptexes/OS/System/Library/Frameworks"] {
            if FileManager.default.fileExists(atPath: "\(base)/\(module).framework/Modules/module.modulemap") { return true }
        }
        return false
    }

    /// A short text that changes when the file at `path` does (size and modification time).
    static func stamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(Int(modified))"
    }

    /// The modules an interface imports (`import X`, `@_exported import X.Y`), and which of
    /// them it re-exports.
    package static func imports(in text: String) -> [(module: String, exported: Bool)] {
        var result: [(String, Bool)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            let exported = words.first == "@_exported"
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            var name = words[1]
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name), words.count >= 3 { name = words[2] }
            let module = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !module.isEmpty { result.append((module, exported)) }
        }
        return result
    }
}

/// Why an SDK could not be read.
package struct SDKError: Error, Sendable {
    package let message: String
    package init(_ message: String) { self.message = message }
}
