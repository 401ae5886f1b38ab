import Foundation
import MigratorEngine
import MigratorSemantics

/// The Apple SDK the type layer reads: `--sdk PATH` (or the configuration file's `sdk`),
/// else `SDKROOT`, else `xcrun --sdk iphoneos|macosx|… --show-sdk-path` for the platform the
/// project builds for. Read into a digest (`SDKDigest.reading`) with the modules the project
/// imports, the Objective-C frameworks through the toolchain's `swift-synthesize-interface`
/// when there is one, each module cached in the user's cache folder. Without an SDK the
/// bundled digest serves, and a note says so.
enum SDKSetup {
    struct Loaded {
        var digest: SDKDigest?
        var notes: [String]
    }

    /// Refuses a `--sdk` (or configuration `sdk`) that is not an SDK, before any work.
    static func check(option: String?, currentDirectory: String) throws {
        guard let option else { return }
        if case .failure(let error) = SDKFolder.open(SourceFiles.absolute(option, base: currentDirectory)) {
            throw UsageError("error: --sdk: \(error.message)")
        }
    }

    /// The digest for this run, and the notes that say what was read (`--sdk` is checked
    /// by `check`; a bad `SDKROOT` or `xcrun` answer is a note).
    static func load(option: String?, environment: [String: String], platforms: Set<Platform>, imports: Set<String>,
                     projectModules: Set<String> = [], targets: [String: Availability] = [:], currentDirectory: String,
                     progress: (String) -> Void = { _ in }) -> Loaded {
        let found: (path: String, origin: String)
        if let option {
            found = (SourceFiles.absolute(option, base: currentDirectory), "--sdk")
        } else if let root = environment["SDKROOT"], root.contains("/") {
            found = (SourceFiles.absolute(root, base: currentDirectory), "SDKROOT")
        } else if let name = environment["SDKROOT"], !name.isEmpty {
            // An SDK's name, as Xcode's build settings write it (`iphoneos`).
            guard let (path, origin) = xcrunSDK(named: name, environment: environment) else {
                return Loaded(digest: nil, notes: ["note: SDKROOT=\(name) names an SDK, and xcrun cannot say where it is; Apple's frameworks are typed from the bundled digest"])
            }
            found = (path, origin)
        } else if let (path, origin) = xcrunSDK(platforms: platforms, environment: environment) {
            found = (path, origin)
        } else {
            // Said only where the project uses a framework beyond the standard library's.
            let apple = imports.subtracting(projectModules).subtracting(["Swift", "Foundation", "Dispatch", "Glibc", "XCTest", "Testing", "Darwin"])
            guard !apple.isEmpty else { return Loaded(digest: nil, notes: []) }
            return Loaded(digest: nil, notes: ["note: no Apple SDK found (--sdk, SDKROOT or xcrun): Apple's frameworks are typed from the bundled digest, which knows part of them"])
        }
        let sdk: SDKFolder
        switch SDKFolder.open(found.path) {
        case .success(let folder): sdk = folder
        case .failure(let error):
            return Loaded(digest: nil, notes: ["note: \(found.origin): \(error.message); Apple's frameworks are typed from the bundled digest"])
        }
        let cache = cacheFolder(environment: environment)
        let synthesizer = Synthesizer.find(environment: environment, sdk: sdk, cacheFolder: cache)
        let (digest, provenance) = SDKDigest.reading(sdk, imports: imports, synthesize: synthesizer.map { s in { s.interface(of: $0) } },
                                                     cacheFolder: cache.map { $0 + "/modules" }) { frameworks in
            let names = frameworks.count > 4 ? frameworks.prefix(4).joined(separator: ", ") + " and \(frameworks.count - 4) more" : frameworks.joined(separator: ", ")
            progress("note: reading \(frameworks.count) Objective-C framework\(frameworks.count == 1 ? "" : "s") of the SDK for the first time (\(names)); this takes a minute or more, and is cached\n")
        }
        var notes = notes(provenance, origin: found.origin, synthesizer: synthesizer != nil, imports: imports, currentDirectory: currentDirectory)
        if let note = olderThanTargets(sdk, targets) { notes.append(note) }
        return Loaded(digest: digest, notes: notes)
    }

    /// What was read, in one note (and one per problem).
    static func notes(_ provenance: SDKDigest.Provenance, origin: String, synthesizer: Bool, imports: Set<String>, currentDirectory: String) -> [String] {
        let sdk = provenance.sdk
        var text = "note: types from the \(sdk.displayName) SDK (\(SourceFiles.shownPath(sdk.path, base: currentDirectory)), from \(origin)): "
        let count = provenance.interfaces.count + provenance.synthesized.count
        text += "\(count) module\(count == 1 ? "" : "s") read"
        if provenance.cached > 0 { text += " (\(provenance.cached) from the cache)" }
        if !provenance.bundled.isEmpty {
            // The ones the project imports by name; the others counted.
            let named = provenance.bundled.filter(imports.contains)
            let others = provenance.bundled.count - named.count
            text += "; from the bundled digest: " + (named.isEmpty ? "\(others) module\(others == 1 ? "" : "s")" : named.joined(separator: ", ") + (others > 0 ? " and \(others) more" : ""))
        }
        var notes = [text]
        if !synthesizer {
            notes.append("note: swift-synthesize-interface not found: the SDK's Objective-C frameworks (UIKit, Core Data, …) are typed from the bundled digest")
        }
        for problem in provenance.problems { notes.append("note: SDK: " + problem) }
        return notes
    }

    /// A note when the SDK is older than a file's deployment target on its platform: what
    /// newer SDKs declare (`@Observable`, iOS 17's API) is unknown with it.
    static func olderThanTargets(_ sdk: SDKFolder, _ targets: [String: Availability]) -> String? {
        let platforms: [String: Platform] = ["ios": .iOS, "macos": .macOS, "tvos": .tvOS, "watchos": .watchOS, "xros": .visionOS]
        guard let platform = platforms[String(sdk.triplePlatform.prefix { $0 != "-" })],
              let version = sdk.version.flatMap(Version.init(parsing:)) else { return nil }
        let newer = targets.values.compactMap { $0[platform] }.filter { $0 > version }
        // Equal versions may be written `18` and `18.0`: the spelling is chosen the same way
        // on every run, not by the order of a dictionary.
        guard let newest = newer.max(by: { ($0, $0.description) < ($1, $1.description) }) else { return nil }
        return "note: the \(sdk.displayName) SDK is older than the \(platform.rawValue) \(newest) deployment target of \(newer.count) file\(newer.count == 1 ? "" : "s"): "
            + "what newer SDKs declare is unknown with it; give the SDK the app builds with"
    }

    /// `xcrun --sdk NAME --show-sdk-path` for the platform the project builds for (iOS
    /// first), when `xcrun` is there (macOS with Xcode).
    static func xcrunSDK(platforms: Set<Platform>, environment: [String: String]) -> (String, String)? {
        let names: [(Platform, String)] = [(.iOS, "iphoneos"), (.macOS, "macosx"), (.visionOS, "xros"), (.tvOS, "appletvos"), (.watchOS, "watchos")]
        return xcrunSDK(named: names.first { platforms.contains($0.0) }?.1 ?? "iphoneos", environment: environment)
    }

    static func xcrunSDK(named name: String, environment: [String: String]) -> (String, String)? {
        // Only with a PATH (a shell's environment): a bare environment asks no tool.
        guard let path = environment["PATH"], let xcrun = Executables.find("xcrun", path: path) else { return nil }
        guard case .success(let data) = Git.launch(xcrun, ["--sdk", name, "--show-sdk-path"], in: "/", environment: environment, timeLimit: 60),
              let path = String(data: data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines), path.hasPrefix("/") else { return nil }
        return (path, "xcrun --sdk \(name)")
    }

    /// The user's cache folder for SDK digests: `$XDG_CACHE_HOME`, `~/Library/Caches` on
    /// macOS, `~/.cache` elsewhere; `SWIFTUI_MIGRATE_CACHE` replaces it.
    static func cacheFolder(environment: [String: String]) -> String? {
        if let folder = environment["SWIFTUI_MIGRATE_CACHE"], !folder.isEmpty { return folder + "/sdk" }
        if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") { return folder + "/swiftui-migrate/sdk" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/swiftui-migrate/sdk"
        #else
        return home + "/.cache/swiftui-migrate/sdk"
        #endif
    }
}

/// The toolchain's `swift-synthesize-interface`, run for one framework of an SDK at a time.
struct Synthesizer {
    let executable: String
    let sdk: SDKFolder
    let environment: [String: String]
    /// A resource folder of our own, on hosts whose toolchain's module maps clash with the
    /// SDK's (Linux: `Dispatch`, `os`); nil on macOS.
    let resourceFolder: String?
    let moduleCache: String

    static func find(environment: [String: String], sdk: SDKFolder, cacheFolder: String?) -> Synthesizer? {
        guard let path = environment["PATH"] else { return nil }
        var executable = Executables.find("swift-synthesize-interface", path: path)
        if executable == nil, let xcrun = Executables.find("xcrun", path: path),
           case .success(let data) = Git.launch(xcrun, ["--find", "swift-synthesize-interface"], in: "/", environment: environment, timeLimit: 60) {
            executable = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let executable, executable.hasPrefix("/") else { return nil }
        let base = cacheFolder ?? NSTemporaryDirectory() + "swiftui-migrate-sdk"
        #if os(macOS)
        let resources: String? = nil
        #else
        let resources = SDKResourceFolder.prepare(in: base, toolchainExecutable: executable)
        #endif
        return Synthesizer(executable: executable, sdk: sdk, environment: environment, resourceFolder: resources,
                           moduleCache: base + "/module-cache")
    }

    /// The Swift view of framework `module`, or why not.
    func interface(of module: String) -> Result<String, SDKError> {
        var arguments = ["-include-submodules", "-module-name", module, "-sdk", sdk.path, "-target", sdk.triple,
                         "-module-cache-path", moduleCache]
        if let resourceFolder { arguments += ["-resource-dir", resourceFolder] }
        switch Git.launch(executable, arguments, in: "/", environment: environment, timeLimit: 600) {
        case .success(let data): return .success(String(decoding: data, as: UTF8.self))
        case .failure(let failure):
            let message = failure.message.hasPrefix("git did not finish") ? "did not finish within 600 s" : failure.message
            return .failure(SDKError("swift-synthesize-interface failed: \(message)"))
        }
    }
}

extension SDKSetup {
    /// The modules a project's files import (`import SwiftUI`, `@preconcurrency import
    /// Combine`, `import struct Foundation.Date`), read line by line without parsing.
    static func imports(of inputs: [Engine.Input]) -> Set<String> { imports(ofTexts: inputs.map(\.bytes)) }

    static func imports(ofTexts texts: [[UInt8]]) -> Set<String> {
        var result: Set<String> = []
        for bytes in texts {
            var i = 0
            while i < bytes.count {
                var end = i
                while end < bytes.count && bytes[end] != 10 { end += 1 }
                var start = i
                while start < end && (bytes[start] == 32 || bytes[start] == 9) { start += 1 }
                // Only a line that starts with `import`, or an attribute and holds `import `,
                // becomes a String: the others are rejected by their bytes.
                if start < end, startsImport(bytes, start, end) {
                    for (module, _) in SDKFolder.imports(in: String(decoding: bytes[start..<end], as: UTF8.self)) { result.insert(module) }
                }
                i = end + 1
            }
        }
        return result
    }

    static let importWord = Array("import".utf8)

    /// Whether `bytes[start..<end]` may be an import: `import X`, or `@attribute import X`.
    static func startsImport(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        func word(at i: Int) -> Bool {
            i + importWord.count < end && bytes[i..<(i + importWord.count)].elementsEqual(importWord)
                && (bytes[i + importWord.count] == 32 || bytes[i + importWord.count] == 9)
        }
        if bytes[start] == UInt8(ascii: "i") { return word(at: start) }
        guard bytes[start] == UInt8(ascii: "@") else { return false }
        var i = start + 1
        while i < end {
            if bytes[i] == UInt8(ascii: "i"), bytes[i - 1] == 32 || bytes[i - 1] == 9, word(at: i) { return true }
            i += 1
        }
        return false
    }

    /// The platforms the files' targets build for.
    static func platforms(_ targets: [String: Availability]) -> Set<Platform> {
        var result: Set<Platform> = []
        for availability in targets.values { result.formUnion(availability.versions.keys); result.formUnion(availability.unknown) }
        return result
    }
}
