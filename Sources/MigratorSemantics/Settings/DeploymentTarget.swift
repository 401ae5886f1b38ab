import Foundation
import SwiftCST

/// Finds the project's minimum OS versions: `platforms:` in Package.swift, or
/// `*_DEPLOYMENT_TARGET` in an Xcode project, under the paths given.
public enum DeploymentTarget {
    /// One manifest with versions: a Package.swift or an Xcode project.
    public struct Manifest {
        /// The folder whose files it covers (the Package.swift's folder, or the folder
        /// holding the .xcodeproj).
        public var directory: String
        public var path: String
        public var availability: Availability
    }

    /// Every manifest with versions found under the paths.
    public struct Detection {
        public let manifests: [Manifest]
        /// Every manifest found (with versions or not) and its bytes, by absolute path: what
        /// `ModuleGraph.discover(files:roots:manifests:)` would find and read again.
        public var contents: [String: [UInt8]] = [:]

        /// The first manifest of each folder (what `manifest(for:)` looks up).
        private var byDirectory: [String: Int] = [:]

        public init(manifests: [Manifest]) {
            self.manifests = manifests
            for (i, manifest) in manifests.enumerated() where byDirectory[manifest.directory] == nil {
                byDirectory[manifest.directory] = i
            }
        }

        /// The manifest that covers a file: the one in the closest enclosing folder (the
        /// first found there, when a folder has several).
        public func manifest(for absolutePath: String) -> Manifest? {
            // Each folder the path lies in, innermost first: the path up to each `/`.
            var end = absolutePath.utf8.endIndex
            while let slash = absolutePath.utf8[..<end].lastIndex(of: UInt8(ascii: "/")) {
                if let i = byDirectory[String(absolutePath[..<slash])] { return manifests[i] }
                end = slash
            }
            return nil
        }
    }

    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]

    /// Manifests with deployment targets under `paths` (and the folder of a file path).
    public static func detect(under paths: [String]) -> Detection {
        var manifests: [Manifest] = []
        var seen: Set<String> = []
        var contents: [String: [UInt8]] = [:]
        for path in paths {
            for manifest in findManifests(path) where seen.insert(manifest).inserted {
                guard let data = FileManager.default.contents(atPath: manifest) else { continue }
                contents[manifest] = [UInt8](data)
                let isPackage = manifest.hasSuffix("Package.swift")
                let found = isPackage ? fromPackageManifest([UInt8](data)) : fromXcodeProject(String(decoding: data, as: UTF8.self))
                if found.isEmpty { continue }
                var directory = (manifest as NSString).deletingLastPathComponent
                if !isPackage { directory = (directory as NSString).deletingLastPathComponent }  // X.xcodeproj/project.pbxproj
                manifests.append(Manifest(directory: directory, path: manifest, availability: Availability(versions: found)))
            }
        }
        var detection = Detection(manifests: manifests)
        detection.contents = contents
        return detection
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

    /// The Package.swift and Xcode projects directly in a folder.
    static func manifestsIn(_ folder: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var result: [String] = []
        for name in entries.sorted() {
            if name == "Package.swift" { result.append(folder + "/" + name) }
            if name.hasSuffix(".xcodeproj"), FileManager.default.fileExists(atPath: folder + "/" + name + "/project.pbxproj") {
                result.append(folder + "/" + name + "/project.pbxproj")
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
        // A project file is mostly other settings: read only the lines that name a
        // deployment target (lines end at a `\n` not preceded by `\r`, as Characters do).
        let marker = Array("_DEPLOYMENT_TARGET = ".utf8)
        var lines: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            var i = 0
            var found = false
            while i <= bytes.count {
                if i == bytes.count || (bytes[i] == 10 && (i == 0 || bytes[i - 1] != 13)) {
                    if found { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<i]), as: UTF8.self)) }
                    found = false
                    lineStart = i + 1
                } else if !found && bytes[i] == marker[0] && i + marker.count <= bytes.count
                            && UnsafeBufferPointer(rebasing: bytes[i..<(i + marker.count)]).elementsEqual(marker) {
                    found = true
                }
                i += 1
            }
        }
        return fromXcodeProjectLines(lines.joined(separator: "\n"))
    }

    /// The settings in the given lines of a project file.
    static func fromXcodeProjectLines(_ text: String) -> [Platform: Version] {
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
