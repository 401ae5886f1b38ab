import Foundation
import MigratorEngine
import MigratorSemantics

/// Project files in the fuzzer's mix (issue 44): `project.pbxproj`, `.xcconfig`,
/// `project.yml`, `Package.swift` and `Project.swift` files are mutated like Swift files and
/// read by the module graph in memory, where every include (`#include`, `include:`) reads
/// the input itself again, so cycles, diamonds and alias bombs come up on their own.
enum ProjectFuzzing {
    /// The kinds of project file, as the ends of their names (a saved input is named so, and
    /// `fuzz --replay` reads it as that kind).
    static let kinds = ["project.pbxproj", "xcconfig", "project.yml", "Package.swift", "Project.swift"]

    /// The kind of a file by its name, or nil for a Swift source file.
    static func kind(of path: String) -> String? {
        let name = (path as NSString).lastPathComponent
        // `Base.xcconfig`; `project.yml`, and a saved input `crash-3.project.yml`.
        return kinds.first { $0 == "xcconfig" ? name.hasSuffix(".xcconfig") : name == $0 || name.hasSuffix("." + $0) }
    }

    /// The project files under `paths` (by absolute path), for the fuzzer's corpus.
    static func find(under paths: [String]) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        for path in paths {
            let base = SourceFiles.absolute(path, base: manager.currentDirectoryPath)
            guard let enumerator = manager.enumerator(atPath: base) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0 == ".build" || $0 == ".git" }) { continue }
                if kind(of: relative) != nil { found.append(base + "/" + relative) }
            }
        }
        return found.sorted()
    }

    /// A small `project.yml` naming `Config.xcconfig` for its target (an `.xcconfig` input is
    /// read through it).
    static let specNamingConfig = Array("""
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources: [Sources]
            configFiles:
              Release: Config.xcconfig
        """.utf8)

    /// Reads the input as a project file of `kind` through the module graph, and checks the
    /// graph places the one source file; nil when all is well.
    static func check(_ bytes: [UInt8], kind: String) -> String? {
        let root = "/fuzz/App"
        var manifests: [String: [UInt8]] = [:]
        switch kind {
        case "project.pbxproj": manifests[root + "/App.xcodeproj/project.pbxproj"] = bytes
        case "xcconfig": manifests[root + "/project.yml"] = specNamingConfig
        case "project.yml": manifests[root + "/project.yml"] = bytes
        default: manifests[root + "/" + kind] = bytes
        }
        let reader: SettingsFileReader = { path in
            if path.hasSuffix(".xcconfig") { return kind == "xcconfig" ? bytes : Array("IPHONEOS_DEPLOYMENT_TARGET = 16.0\n".utf8) }
            if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return kind == "project.yml" ? bytes : nil }
            return nil
        }
        let file = ModuleGraph.File(path: "Sources/V.swift", absolutePath: root + "/Sources/V.swift")
        let graph = ModuleGraph(files: [file], manifests: manifests, gitRoots: [], roots: [root],
                                options: ModuleGraph.SettingsOptions(read: reader))
        guard let modules = graph.fileModules[file.path], !modules.isEmpty, modules.allSatisfy({ graph.modules.indices.contains($0) }) else {
            return "project file: the module graph places no module for the source file"
        }
        return nil
    }
}
