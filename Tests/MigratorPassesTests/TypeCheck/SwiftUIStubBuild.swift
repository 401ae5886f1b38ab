import Foundation

/// The modules of `Fixtures/SwiftUIStub`, built once with `swiftc -emit-module` (after
/// `AvailabilityTranslation`) and cached in `.build/swiftui-stub/<hash>`, where the hash
/// covers the stub's sources, the translation and the compiler version: an unchanged stub is
/// never rebuilt, and an edited one is rebuilt on the next test run.
struct SwiftUIStubBuild: Sendable {
    /// Built `*.swiftmodule`s and `availability/<target>/` (the domain module per iOS target).
    let directory: URL

    /// Build order (each module may import the ones before it); must match the folders in
    /// `Fixtures/SwiftUIStub/Sources`.
    static let modules = ["Combine", "UIKit", "CoreData", "UniformTypeIdentifiers", "SwiftUI", "Charts", "RxSwift"]
    /// Bumped when the way the stub is built changes.
    static let recipeVersion = "1"

    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let packageDirectory = repositoryRoot.appendingPathComponent("Fixtures/SwiftUIStub")

    /// Built on first use, shared by every test in the process.
    static let shared: Result<SwiftUIStubBuild, StubError> = Result(catching: { () throws(StubError) in try build() })

    struct StubError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reuses the cached build for the current sources, or builds it.
    static func build() throws(StubError) -> SwiftUIStubBuild {
        let sourcesDirectory = packageDirectory.appendingPathComponent("Sources")
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        guard found == modules.sorted() else {
            throw StubError(description: "Fixtures/SwiftUIStub/Sources has \(found), the harness builds \(modules): update SwiftUIStubBuild.modules")
        }
        var sources: [String: [(name: String, text: String)]] = [:]
        var hash = FNV1a()
        hash.add(recipeVersion)
        hash.add(AvailabilityTranslation.header)
        hash.add(run(["swiftc", "--version"]).output)
        for module in modules {
            let folder = sourcesDirectory.appendingPathComponent(module)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            for name in names {
                guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                    throw StubError(description: "cannot read \(folder.path)/\(name)")
                }
                sources[module, default: []].append((name, text))
                hash.add(module + "/" + name)
                hash.add(text)
            }
        }
        let cacheRoot = repositoryRoot.appendingPathComponent(".build/swiftui-stub")
        let final = cacheRoot.appendingPathComponent(hash.hex)
        if FileManager.default.fileExists(atPath: final.appendingPathComponent("complete").path) {
            return SwiftUIStubBuild(directory: final)
        }
        let partial = cacheRoot.appendingPathComponent("\(hash.hex).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: partial)
        do {
            try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
            try writeDomainModule(in: partial, iOS: allDomainsEnabled)
        } catch {
            throw StubError(description: "cannot write \(partial.path): \(error)")
        }
        for module in modules {
            let folder = partial.appendingPathComponent("src/\(module)")
            var paths: [String] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (index, file) in (sources[module] ?? []).enumerated() {
                    // The domain module is imported on the first line, so line numbers stay.
                    let prefix = index == 0 ? (module == "SwiftUI" ? "@_exported import SwiftUIStubAvailability; " : "import SwiftUIStubAvailability; ") : ""
                    let path = folder.appendingPathComponent(file.name)
                    try (prefix + AvailabilityTranslation.translate(file.text)).write(to: path, atomically: true, encoding: .utf8)
                    paths.append(path.path)
                }
            } catch {
                throw StubError(description: "cannot write \(folder.path): \(error)")
            }
            let result = run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", module,
                              "-emit-module-path", partial.appendingPathComponent("\(module).swiftmodule").path]
                             + compilerArguments(directory: partial, iOS: allDomainsEnabled) + paths)
            if result.status != 0 {
                let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20).joined(separator: "\n")
                throw StubError(description: "the SwiftUI stub does not build (module \(module)):\n\(errors)")
            }
        }
        _ = FileManager.default.createFile(atPath: partial.appendingPathComponent("complete").path, contents: Data())
        if (try? FileManager.default.moveItem(at: partial, to: final)) == nil {
            // Another process finished first: use its build.
            try? FileManager.default.removeItem(at: partial)
        }
        return SwiftUIStubBuild(directory: final)
    }

    /// Clang's module cache, shared by every build of the stub: its path is part of what a
    /// precompiled module records, so it never moves.
    static let moduleCache = repositoryRoot.appendingPathComponent(".build/swiftui-stub/module-cache")

    /// The deployment target the stub itself is built for: every domain enabled.
    static let allDomainsEnabled = 9999999

    /// `availability/<target>/`: the domain module with the domains' states for one iOS
    /// target (`170000` for 17.0). One folder per target rather than a `-D` flag, so the
    /// clang modules of Foundation and the C library are built once into the module cache,
    /// not once per target.
    static func domainModuleDirectory(in directory: URL, iOS: Int) -> URL {
        directory.appendingPathComponent("availability/\(iOS)")
    }

    /// Writes the domain module for a target (atomically, so concurrent checks can share it).
    static func writeDomainModule(in directory: URL, iOS: Int) throws {
        let folder = domainModuleDirectory(in: directory, iOS: iOS)
        let header = folder.appendingPathComponent("SwiftUIStubAvailability.h")
        if FileManager.default.fileExists(atPath: header.path) { return }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "module SwiftUIStubAvailability {\n    header \"SwiftUIStubAvailability.h\"\n    export *\n}\n"
            .write(to: folder.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        try ("#define SWIFTUI_STUB_IOS \(iOS)\n" + AvailabilityTranslation.header).write(to: header, atomically: true, encoding: .utf8)
    }

    /// Flags shared by building the stub and type-checking against it.
    static func compilerArguments(directory: URL, iOS: Int, language: LanguageFlags = LanguageFlags()) -> [String] {
        ["-I", directory.path, "-I", domainModuleDirectory(in: directory, iOS: iOS).path,
         "-module-cache-path", moduleCache.path,
         "-swift-version", language.swiftVersion, "-enable-experimental-feature", "CustomAvailability"]
            + (language.defaultIsolation.map { ["-default-isolation", $0] } ?? [])
    }

    /// The language mode and default isolation a fixture module is compiled with (its
    /// target's settings, or its fixture line's `--swift-version` / `--default-isolation`).
    struct LanguageFlags: Sendable, Equatable {
        var swiftVersion = "5"
        /// `MainActor`, or nil for the compiler's default.
        var defaultIsolation: String?
    }

    /// `swiftc -typecheck` of files that form one module, for an iOS deployment target.
    ///
    /// Runs the frontend directly (the driver would add a process per check), with the
    /// flags the driver would give it (target, macro plug-in paths for `@Observable`).
    ///
    /// With `emittingModuleInto`, the module is built into that folder as `<moduleName>.swiftmodule`
    /// (which type-checks it too), and the folder is searched for the modules it imports: a
    /// multi-module fixture builds its modules in dependency order.
    /// `packageName` is the package whose `package` declarations the files see.
    func typecheck(_ paths: [String], iOS: String, moduleName: String = "Fixture", packageName: String = "Fixture",
                   emittingModuleInto modules: URL? = nil, language: LanguageFlags = LanguageFlags()) -> (status: Int32, output: String) {
        guard let (frontend, flags) = Self.frontendInvocation else { return (-1, "cannot find swift-frontend with swiftc -###") }
        let target = AvailabilityTranslation.encoded(iOS)
        do {
            try Self.writeDomainModule(in: directory, iOS: target)
            if let modules { try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true) }
        } catch {
            return (-1, "cannot write the availability domains for iOS \(iOS): \(error)")
        }
        var action = ["-typecheck"]
        if let modules {
            // `-enable-testing`, as a SwiftPM debug build: a test module's `@testable import`
            // sees the module's internal declarations.
            action = ["-emit-module", "-emit-module-path", modules.appendingPathComponent(moduleName + ".swiftmodule").path, "-I", modules.path,
                      "-enable-testing"]
        }
        return Self.run([frontend, "-frontend"] + action + ["-parse-as-library", "-module-name", moduleName, "-package-name", packageName] + flags
                        + Self.compilerArguments(directory: directory, iOS: target, language: language) + paths)
    }

    /// The frontend executable and the flags `swiftc -typecheck` passes it, from `swiftc -###`.
    static let frontendInvocation: (String, [String])? = {
        let line = run(["swiftc", "-typecheck", "-###", "-module-name", "Probe", "probe.swift"]).output
            .split(separator: "\n").first { $0.contains(" -frontend ") }
        guard let words = line?.split(separator: " ").map(String.init), let executable = words.first else { return nil }
        var flags: [String] = []
        var i = 1
        while i < words.count {
            switch words[i] {
            case "-frontend", "-typecheck", "probe.swift":
                i += 1
            case "-primary-file", "-module-name":
                i += 2
            default:
                flags.append(words[i])
                i += 1
            }
        }
        return (executable, flags)
    }()

    /// Runs a command found on PATH; its exit status and combined output.
    ///
    /// The output goes to a temporary file, not a pipe: with several commands started from
    /// different threads, a child can inherit another's pipe and keep its reader waiting.
    static func run(_ arguments: [String], in directory: URL? = nil) -> (status: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        guard FileManager.default.createFile(atPath: outputFile.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: outputFile) else {
            return (-1, "cannot create \(outputFile.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = handle
        process.standardError = handle
        do {
            try process.run()
        } catch {
            try? handle.close()
            return (-1, "cannot run \(arguments[0]): \(error)")
        }
        process.waitUntilExit()
        try? handle.close()
        let data = (try? Data(contentsOf: outputFile)) ?? Data()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// 64-bit FNV-1a, for cache keys (Foundation on Linux has no digest API).
struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        value ^= 0xff
        value = value &* 0x100_0000_01b3
    }

    var hex: String { String(value, radix: 16) }
}
