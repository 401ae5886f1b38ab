import Foundation

/// A digest read from the SDK the app builds against (`SDKFolder`), in place of the bundled
/// one: the Swift interfaces of the modules the project imports and of the modules those
/// import; the Objective-C frameworks it can see (imported, or re-exported by what is
/// imported) as `swift-synthesize-interface` prints them; each reduced as the bundled digest
/// is (`SDKDigestBuilder`, every public declaration). The standard library stays the bundled
/// digest's (the toolchain's, the same language), and a module the SDK does not have (the
/// Observation module of an SDK before iOS 17) or whose Objective-C part could not be read
/// comes from the bundled digest too. Each module's reduced text is cached by what it was
/// read from, so a second run reads no interface.
extension SDKDigest {
    /// Where a read digest's modules came from: the note a run prints.
    package struct Provenance: Sendable {
        package var sdk: SDKFolder
        /// Modules read from their Swift interfaces.
        package var interfaces: [String] = []
        /// Objective-C frameworks read through `swift-synthesize-interface`.
        package var synthesized: [String] = []
        /// Modules the bundled digest supplied (the SDK has none of that name, or its
        /// Objective-C part could not be read).
        package var bundled: [String] = []
        /// What could not be read, with why.
        package var problems: [String] = []
        /// Modules whose reduced text came from the cache.
        package var cached = 0
    }

    /// The name a digest writes for a type it cannot tell: the type layer answers unknown.
    package static let unknownTypeName = "_CFloatOrDouble"

    /// The standard library's modules: the bundled digest's, never read from the SDK.
    static let standardLibrary: Set<String> = ["Swift", "_Concurrency", "_StringProcessing", "SwiftOnoneSupport", "Observation"]
    // (Observation ships with the toolchain too: the same module.)

    /// The digest for a project that imports `imports`, read from `sdk`. `synthesize` prints
    /// a framework's Swift view (nil where the toolchain has no `swift-synthesize-interface`);
    /// `cacheFolder` keeps each module's reduced text (nil: no cache).
    /// `announce` is told, before they are read, the frameworks nothing has cached yet.
    package static func reading(_ sdk: SDKFolder, imports: Set<String>, synthesize: ((String) -> Result<String, SDKError>)?,
                                cacheFolder: String?, announce: ([String]) -> Void = { _ in }) -> (SDKDigest, Provenance) {
        var provenance = Provenance(sdk: sdk)
        let cache = SDKModuleCache(folder: cacheFolder, sdk: sdk)
        let qualifiers = sdk.moduleNames().union(SDKDigestBuilder.moduleNames)
        // The modules the project sees: imported, or re-exported by one it sees (`@_exported
        // import`, or a framework's umbrella header under `export *`), with their Swift
        // interfaces; then the Swift interfaces of the modules those import without
        // re-exporting (their types appear in the signatures), not followed further.
        var visible = imports.subtracting(standardLibrary).sorted()
        var seen = Set(visible)
        var swiftTexts: [String: String] = [:]
        var plainImports: [String] = []
        var k = 0
        while k < visible.count {
            let module = visible[k]
            k += 1
            let entry = swiftInterface(module, sdk: sdk, cache: cache, qualifiers: qualifiers, provenance: &provenance)
            swiftTexts[module] = entry?.text
            let exported = (entry?.imports.filter(\.exported).map(\.module) ?? []) + sdk.headerImports(of: module)
            for next in exported where !standardLibrary.contains(next) && seen.insert(next).inserted { visible.append(next) }
            plainImports += entry?.imports.filter { !$0.exported }.map(\.module) ?? []
        }
        var order = visible
        for module in plainImports where !standardLibrary.contains(module) && seen.insert(module).inserted {
            swiftTexts[module] = swiftInterface(module, sdk: sdk, cache: cache, qualifiers: qualifiers, provenance: &provenance)?.text
            order.append(module)
        }
        var clangTexts: [String: String] = [:]
        var unread: Set<String> = []
        func key(_ module: String) -> String {
            "objc \(module) \(sdk.triple) \(SDKFolder.stamp(sdk.path + "/System/Library/Frameworks/\(module).framework/Headers"))"
        }
        let frameworks = visible.filter(sdk.hasClangModule)
        if synthesize != nil {
            let unprinted = frameworks.filter { !cache.has(key: key($0)) && !cache.has(key: "printed " + key($0), versioned: false) }
            if !unprinted.isEmpty { announce(unprinted) }
        }
        for module in frameworks {
            guard let synthesize else { unread.insert(module); continue }
            let key = key(module)
            if let text = cache.cachedText(key: key) {
                clangTexts[module] = text
                provenance.cached += 1
            } else {
                // What the synthesiser printed is kept too: it takes seconds, reducing it does not.
                let printedKey = "printed " + key
                // A failure is kept too (`//failed: why`): the same SDK fails the same way.
                let result = cache.cachedText(key: printedKey, versioned: false).map { text -> Result<String, SDKError> in
                    text.hasPrefix("//failed: ") ? .failure(SDKError(String(text.dropFirst(10)))) : .success(text)
                } ?? synthesize(module)
                switch result {
                case .success(let printed):
                    cache.store(printed, key: printedKey, versioned: false)
                    let reduced = SDKDigestBuilder.reduce(sdk.withoutMisreadFloats(printed, of: module), selection: .init(names: [], everything: true),
                                                          modules: qualifiers)
                    cache.store(reduced, key: key)
                    clangTexts[module] = reduced
                case .failure(let error):
                    cache.store("//failed: " + error.message, key: printedKey, versioned: false)
                    provenance.problems.append("\(module): \(error.message)")
                    unread.insert(module)
                    continue
                }
            }
            provenance.synthesized.append(module)
        }
        cache.prune()
        if cache.unwritable, let folder = cacheFolder {
            provenance.problems.append("the cache folder \(folder) cannot be written, so every run reads the SDK again (SWIFTUI_MIGRATE_CACHE names another)")
        }
        let digest = assemble(order: order, swiftTexts: swiftTexts, clangTexts: clangTexts, unread: unread, qualifiers: qualifiers, provenance: &provenance)
        return (digest, provenance)
    }

    /// A module's reduced Swift interface and its imports, from the cache when it holds
    /// them (then the interface is not read); nil when the SDK has no Swift interface.
    static func swiftInterface(_ module: String, sdk: SDKFolder, cache: SDKModuleCache, qualifiers: Set<String>,
                               provenance: inout Provenance) -> InterfaceImports? {
        guard let path = sdk.swiftInterface(of: module) else { return nil }
        let key = "swift \(module) \(path) \(SDKFolder.stamp(path))"
        if let cached = cache.cachedText(key: key).flatMap(InterfaceImports.init(cached:)) {
            provenance.cached += 1
            provenance.interfaces.append(module)
            return cached
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            provenance.problems.append("\(module): cannot read \(path)")
            return nil
        }
        let reduced = SDKDigestBuilder.reduce(text, selection: .init(names: [], everything: true), modules: qualifiers)
        let entry = InterfaceImports(imports: SDKFolder.imports(in: text), text: reduced)
        cache.store(entry.cachedForm, key: key)
        provenance.interfaces.append(module)
        return entry
    }

    /// The digest's modules in order: the bundled standard library first, then the SDK's
    /// modules (Swift overlay and Objective-C part together), then the bundled modules the
    /// SDK did not supply, or supplied without their Objective-C part.
    static func assemble(order: [String], swiftTexts: [String: String], clangTexts: [String: String], unread: Set<String>,
                         qualifiers: Set<String>, provenance: inout Provenance) -> SDKDigest {
        var modules: [(name: String, text: String)] = bundledModules.filter { standardLibrary.contains($0.name) }
        var supplied: Set<String> = []
        for module in order {
            let parts = [clangTexts[module], swiftTexts[module]].compactMap { $0 }
            guard !parts.isEmpty else { continue }
            modules.append((module, parts.joined(separator: "\n")))
            if !unread.contains(module) { supplied.insert(module) }
        }
        for (name, text) in bundledModules where !standardLibrary.contains(name) && !supplied.contains(name) {
            modules.append((name, text))
            provenance.bundled.append(name)
        }
        return SDKDigest(modules: modules, qualifierNames: qualifiers)
    }
}

/// A reduced interface and the modules it imports, as the cache keeps them: a first line
/// `//imports: A @B` (`@`: re-exported), then the text.
struct InterfaceImports {
    var imports: [(module: String, exported: Bool)]
    var text: String

    init(imports: [(module: String, exported: Bool)], text: String) {
        self.imports = imports
        self.text = text
    }

    init?(cached: String) {
        guard cached.hasPrefix("//imports:"), let end = cached.firstIndex(of: "\n") else { return nil }
        imports = cached[cached.index(cached.startIndex, offsetBy: 10)..<end].split(separator: " ").map { word in
            word.hasPrefix("@") ? (String(word.dropFirst()), true) : (String(word), false)
        }
        text = String(cached[cached.index(after: end)...])
    }

    var cachedForm: String {
        "//imports:" + imports.map { " " + ($0.exported ? "@" : "") + $0.module }.joined() + "\n" + text
    }
}

extension SDKFolder {
    /// What the synthesiser printed, with `Double` made unknown (`_CFloatOrDouble`, which
    /// nothing declares) in a framework whose headers use the C typedef `CGFloat`, which a
    /// toolchain on Linux prints as `Double` (`CGSize.width: Double`): a `Double` there may
    /// be either.
    func withoutMisreadFloats(_ printed: String, of module: String) -> String {
        #if os(macOS)
        return printed
        #else
        // Where the printer knew CGFloat (UIKit, Core Graphics print it), a Double is a Double;
        // not in the module whose overlay declares CGFloat (Core Foundation), nor where no
        // CGFloat is printed at all.
        guard headersMention(module, "CGFloat"), printed.contains("struct CGFloat") || !printed.contains("CGFloat") else { return printed }
        // Core Foundation declares CGFloat itself: its geometry structs (`struct CGSize {
        // CGFloat width; CGFloat height; }`) are CGFloats; any other Double is unknown.
        let floatStructs = cgFloatStructs(of: module)
        var result = ""
        var structEnd: String?
        for line in printed.split(separator: "\n", omittingEmptySubsequences: false) {
            if structEnd == nil, let name = Self.declaredStruct(in: line), floatStructs.contains(name) {
                structEnd = String(line.prefix { $0 == " " }) + "}"
            }
            result += Self.replacingWord("Double", in: line, with: structEnd != nil ? "CGFloat" : SDKDigest.unknownTypeName) + "\n"
            if let end = structEnd, line == end { structEnd = nil }
        }
        return String(result.dropLast())
        #endif
    }

    /// `struct CGSize` in a printed line (`public struct CGSize {`), or nil.
    static func declaredStruct(in line: Substring) -> String? {
        var words = line.split(separator: " ")
        if words.first == "public" { words.removeFirst() }
        guard words.count >= 2, words[0] == "struct" else { return nil }
        return String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `word` as a whole word in `line` replaced.
    static func replacingWord(_ word: String, in line: Substring, with replacement: String) -> Substring {
        var result = ""
        var rest = line
        while let range = rest.range(of: word) {
            let before = rest[..<range.lowerBound].last
            let after = rest[range.upperBound...].first
            let isWord = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            result += rest[..<range.lowerBound] + (isWord ? replacement : word)
            rest = rest[range.upperBound...]
        }
        return Substring(result + rest)
    }

    /// The C structs of a framework's headers whose fields are all CGFloat
    /// (`struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };`).
    func cgFloatStructs(of module: String) -> Set<String> {
        let folder = "\(path)/System/Library/Frameworks/\(module).framework/Headers"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var names: Set<String> = []
        while let name = enumerator.nextObject() as? String {
            guard name.hasSuffix(".h"), let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8), text.contains("CGFloat") else { continue }
            var rest = Substring(text)
            while let open = rest.range(of: "struct ") {
                rest = rest[open.upperBound...]
                let structName = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let afterName = rest.dropFirst(structName.count).drop { $0 == " " || $0 == "\n" }
                guard !structName.isEmpty, afterName.first == "{", let close = afterName.firstIndex(of: "}") else { continue }
                let fields = afterName.dropFirst()[..<close].split(separator: ";").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
                if !fields.isEmpty, fields.allSatisfy({ $0.hasPrefix("CGFloat ") }) { names.insert(String(structName)) }
            }
        }
        return names
    }

    /// Whether a framework's headers spell `word`.
    func headersMention(_ module: String, _ word: String) -> Bool {
        let folder = "\(path)/System/Library/Frameworks/\(module).framework/Headers"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let name = enumerator.nextObject() as? String {
            guard name.hasSuffix(".h"), let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8) else { continue }
            if text.contains(word) { return true }
        }
        return false
    }

    /// Every module the SDK has: its frameworks and `usr/lib/swift`'s modules.
    func moduleNames() -> Set<String> {
        var names: Set<String> = []
        for (folder, suffix) in [(path + "/System/Library/Frameworks", ".framework"), (path + "/usr/lib/swift", ".swiftmodule"),
                                 (path + "/System/Cryptexes/OS/System/Library/Frameworks", ".framework")] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasSuffix(suffix) {
                names.insert(String(name.dropLast(suffix.count)))
            }
        }
        return names
    }

    /// The frameworks a framework's umbrella headers import (`#import <UIKit/UIKit.h>` in
    /// SwiftUI's), which its module map re-exports (`export *`).
    func headerImports(of module: String) -> [String] {
        let folder = "\(path)/System/Library/Frameworks/\(module).framework"
        guard let map = try? String(contentsOfFile: folder + "/Modules/module.modulemap", encoding: .utf8), map.contains("export *"),
              let text = try? String(contentsOfFile: "\(folder)/Headers/\(module).h", encoding: .utf8) else { return [] }
        var result: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#import <") || trimmed.hasPrefix("#include <") || trimmed.hasPrefix("@import ") else { continue }
            let start = trimmed.hasPrefix("@import ") ? trimmed.dropFirst(8) : trimmed.drop { $0 != "<" }.dropFirst()
            let name = String(start.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty, name != module, !result.contains(name) { result.append(name) }
        }
        return result
    }
}

/// Reduced module texts kept between runs, one file per key, in a folder of the user's
/// cache (`SDKDigest.reading`). A key names what the text was made from (the interface's
/// path, size and time; the SDK's settings). Written whole or not at all.
final class SDKModuleCache {
    let folder: String?
    let salt: String
    let sdkSettings: String
    /// Set when a text could not be written (the folder cannot be made or written).
    private(set) var unwritable = false
    /// Set when a text was written: the SDK or the reader changed, and older texts may be stale.
    private(set) var wroteAny = false

    init(folder: String?, sdk: SDKFolder) {
        self.folder = folder
        sdkSettings = String(decoding: sdk.settingsBytes, as: UTF8.self)
        // The reader's version: bump when the reduction changes what it writes.
        salt = "sdk-digest 9 " + sdkSettings
    }

    /// `versioned`: the key includes the reader's version (reduced texts do, what the
    /// synthesiser printed does not).
    func file(for key: String, versioned: Bool = true) -> String? {
        folder.map { "\($0)/\(Self.hash((versioned ? salt : sdkSettings) + "\n" + key)).swift" }
    }

    func has(key: String, versioned: Bool = true) -> Bool {
        file(for: key, versioned: versioned).map { FileManager.default.fileExists(atPath: $0) } ?? false
    }

    func cachedText(key: String, versioned: Bool = true) -> String? {
        guard let path = file(for: key, versioned: versioned), let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        // A text in use is marked so (at most once a day), so `prune` keeps it.
        let manager = FileManager.default
        if let date = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date, date < Date(timeIntervalSinceNow: -86_400) {
            try? manager.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
        }
        return text
    }

    /// Removes the texts no run has read or written for `days` days (those of other SDKs and
    /// of older reader versions), after a run that wrote new ones.
    func prune(days: Double = 30) {
        guard wroteAny, let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        let limit = Date(timeIntervalSinceNow: -days * 86_400)
        for name in names where name.hasSuffix(".swift") {
            let path = folder + "/" + name
            if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date, date < limit {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

    func store(_ text: String, key: String, versioned: Bool = true) {
        guard let folder, let path = file(for: key, versioned: versioned) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            unwritable = true
            return
        }
        if rename(temporary, path) != 0 {
            unwritable = true
            try? FileManager.default.removeItem(atPath: temporary)
        } else {
            wroteAny = true
        }
    }

    /// FNV-1a, 64 bits, as hex: a file name that changes with the key.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
