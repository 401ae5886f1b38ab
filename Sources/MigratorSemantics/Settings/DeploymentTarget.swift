import Foundation
import SwiftCST

/// Finds the project files a run reads (`Package.swift`, Xcode projects, XcodeGen's
/// `project.yml`) in and above the paths given.
public enum DeploymentTarget {
    /// Folders never searched, for sources or project files: build output, VCS data and
    /// dependency checkouts.
    public static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Every project file under `paths` (and in the folders above them), by absolute path,
    /// with its bytes: what `ModuleGraph.discover` reads settings and modules from.
    public static func readManifests(under paths: [String]) -> [String: [UInt8]] {
        var contents: [String: [UInt8]] = [:]
        for path in paths {
            for manifest in findManifests(path) where contents[manifest] == nil {
                guard let data = FileManager.default.contents(atPath: manifest) else { continue }
                contents[manifest] = [UInt8](data)
            }
        }
        return contents
    }

    /// `Package@swift-5.8.swift`: the manifest SwiftPM reads with that compiler and later ones.
    public static func isVersionedManifest(_ name: String) -> Bool {
        name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
    }

    static func findManifests(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        var result: [String] = []
        // Manifests in the folders above the path cover it too.
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty && folder != "/" {
            result += manifestsIn(folder)
            folder = (folder as NSString).deletingLastPathComponent
        }
        if !isDirectory.boolValue { return result }
        var stack = [path]
        var visited = 0
        while let directory = stack.popLast(), visited < 20_000 {
            visited += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in entries.sorted() {
                let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if name == "Package.swift" || name == "project.yml" || name == "Project.swift" || isVersionedManifest(name) {
                    result.append(full)
                } else if name.hasSuffix(".xcodeproj") {
                    let project = full + "/project.pbxproj"
                    if FileManager.default.fileExists(atPath: project) { result.append(project) }
                } else if name.hasSuffix(".xcworkspace") {
                    let workspace = full + "/" + XcodeWorkspace.contentsName
                    if FileManager.default.fileExists(atPath: workspace) { result.append(workspace) }
                } else if !skipped.contains(name) && !name.hasPrefix("."), FileKind(atPath: full) == .directory {
                    stack.append(full)
                }
            }
        }
        return result
    }

    /// The Package.swift, Xcode projects and workspaces directly in a folder.
    static func manifestsIn(_ folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for name in entries.sorted() {
            if name == "Package.swift" || name == "project.yml" || name == "Project.swift" || isVersionedManifest(name) {
                result.append(folder + "/" + name)
            }
            if name.hasSuffix(".xcodeproj"), FileManager.default.fileExists(atPath: folder + "/" + name + "/project.pbxproj") {
                result.append(folder + "/" + name + "/project.pbxproj")
            }
            if name.hasSuffix(".xcworkspace"), FileManager.default.fileExists(atPath: folder + "/" + name + "/" + XcodeWorkspace.contentsName) {
                result.append(folder + "/" + name + "/" + XcodeWorkspace.contentsName)
            }
        }
        return result
    }

    /// `platforms: [.iOS(.v15), .macOS("12.0"), .visionOS(.v1)]`.
    public static func fromPackageManifest(_ bytes: [UInt8]) -> [Platform: Version] {
        platforms(in: SyntaxTree.parse(bytes))
    }

    /// The `platforms:` argument of a manifest's syntax tree.
    static func platforms(in tree: SyntaxTree) -> [Platform: Version] {
        platformsArgument(in: tree).versions
    }

    /// What a manifest's `platforms:` says: the versions it lists, and whether the argument
    /// is there and whether every element of it could be read (`platforms: supported` or
    /// `.iOS(minimum)` cannot).
    static func platformsArgument(in tree: SyntaxTree) -> (versions: [Platform: Version], present: Bool, readable: Bool) {
        var result: [Platform: Version] = [:]
        var present = false
        var readable = true
        tree.root.walk { node in
            guard node.kind == .labeledExpr, let label = ArgumentView(node).label, tree.text(of: label) == "platforms" else { return true }
            // `.when(platforms: [...])` in a setting is not the package's platforms.
            if node.ancestors.contains(where: { $0.kind == .functionCallExpr && FunctionCallView($0)?.calledExpression.map { tree.text(of: $0).hasSuffix("when") } == true }) {
                return false
            }
            present = true
            guard let array = ArgumentView(node).expression, array.kind == .arrayExpr else {
                readable = false
                return false
            }
            for element in array.children(.arrayElement) {
                guard let call = element.childNodes.first.flatMap(FunctionCallView.init), let callee = call.calledExpression,
                      let nameToken = MemberAccessView(callee)?.name,
                      let argument = call.arguments.first?.expression else {
                    readable = false
                    continue
                }
                // `.macCatalyst(.v15)` and `.driverKit(...)` build on others' minimums.
                guard let platform = Platform.allCases.first(where: { $0.rawValue == tree.text(of: nameToken) }) else { continue }
                var text = tree.text(of: argument)
                if text.hasPrefix(".") { text.removeFirst() }
                text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if let version = Version(parsing: text) { result[platform] = version } else { readable = false }
            }
            return false
        }
        return (result, present, readable)
    }

    /// SwiftPM's minimum for a platform a package's `platforms:` does not name (tools 5.9+).
    public static let swiftPMDefaults = Availability(versions: [.iOS: Version(12), .macOS: Version(10, 13), .tvOS: Version(12),
                                                               .watchOS: Version(4), .visionOS: Version(1)])
}
