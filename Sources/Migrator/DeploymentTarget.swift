import Foundation
import SwiftCST

/// Finds the project's minimum OS versions: `platforms:` in Package.swift, or
/// `*_DEPLOYMENT_TARGET` in an Xcode project, under the paths given.
public enum DeploymentTarget {
    /// What was found and where.
    public struct Detection {
        public var availability: Availability
        /// The files the versions came from.
        public var sources: [String]
    }

    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Versions found under `paths` (the lowest per platform when several manifests disagree).
    public static func detect(under paths: [String]) -> Detection {
        var versions: [Platform: Version] = [:]
        var sources: [String] = []
        for path in paths {
            for manifest in findManifests(path) {
                guard let data = FileManager.default.contents(atPath: manifest) else { continue }
                let found = manifest.hasSuffix("Package.swift") ? fromPackageManifest([UInt8](data)) : fromXcodeProject(String(decoding: data, as: UTF8.self))
                if found.isEmpty { continue }
                sources.append(manifest)
                for (platform, version) in found where versions[platform].map({ version < $0 }) ?? true {
                    versions[platform] = version
                }
            }
        }
        return Detection(availability: Availability(versions: versions), sources: sources)
    }

    static func findManifests(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        if !isDirectory.boolValue {
            // A file path: look in its folder's Package.swift only.
            let folder = (path as NSString).deletingLastPathComponent
            let manifest = (folder.isEmpty ? "." : folder) + "/Package.swift"
            return FileManager.default.fileExists(atPath: manifest) ? [manifest] : []
        }
        var result: [String] = []
        var stack = [path]
        var visited = 0
        while let directory = stack.popLast(), visited < 20_000 {
            visited += 1
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in entries.sorted() {
                let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                if name == "Package.swift" {
                    result.append(full)
                } else if name.hasSuffix(".xcodeproj") {
                    let project = full + "/project.pbxproj"
                    if FileManager.default.fileExists(atPath: project) { result.append(project) }
                } else if !skipped.contains(name) && !name.hasPrefix("."), FileKind(atPath: full) == .directory {
                    stack.append(full)
                }
            }
        }
        return result
    }

    /// `platforms: [.iOS(.v15), .macOS("12.0"), .visionOS(.v1)]`.
    public static func fromPackageManifest(_ bytes: [UInt8]) -> [Platform: Version] {
        let tree = SyntaxTree.parse(bytes)
        var result: [Platform: Version] = [:]
        tree.root.walk { node in
            guard node.kind == .labeledExpr, let label = ArgumentView(node).label, tree.text(of: label) == "platforms",
                  let array = ArgumentView(node).expression, array.kind == .arrayExpr else { return true }
            for element in array.children(.arrayElement) {
                guard let call = element.childNodes.first.flatMap(FunctionCallView.init), let callee = call.calledExpression,
                      let nameToken = MemberAccessView(callee)?.name,
                      let platform = Platform.allCases.first(where: { $0.rawValue == tree.text(of: nameToken) }),
                      let argument = call.arguments.first?.expression else { continue }
                var text = tree.text(of: argument)
                if text.hasPrefix(".") { text.removeFirst() }
                text = text.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if let version = Version(parsing: text) { result[platform] = version }
            }
            return false
        }
        return result
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` and the other platforms' settings (lowest wins).
    public static func fromXcodeProject(_ text: String) -> [Platform: Version] {
        let keys: [(String, Platform)] = [
            ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
            ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
            ("XROS_DEPLOYMENT_TARGET", .visionOS),
        ]
        var result: [Platform: Version] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for (key, platform) in keys where trimmed.hasPrefix(key + " = ") {
                let value = trimmed.dropFirst(key.count + 3).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
                if let version = Version(parsing: value), result[platform].map({ version < $0 }) ?? true {
                    result[platform] = version
                }
            }
        }
        return result
    }

    /// What is assumed when nothing is found and no flag is given.
    public static let assumed = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)
}
