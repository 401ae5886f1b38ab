import Foundation

/// Finds the `.swift` files under the paths a user gave.
public enum SourceFiles {
    /// Folders never searched: build output, VCS data and dependency checkouts.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    /// Every `.swift` file under `paths` (a file path is taken as is), sorted, without
    /// duplicates; symbolic links to directories are not followed.
    public static func find(_ paths: [String]) throws -> [String] {
        let manager = FileManager.default
        var found: Set<String> = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("error: no such file or directory: \(path)")
            }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            try walk(path, into: &found)
        }
        return found.sorted()
    }

    static func walk(_ directory: String, into found: inout Set<String>) throws {
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: directory)
        } catch {
            throw UsageError("error: cannot read directory: \(directory)")
        }
        for name in entries.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  let type = attributes[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                if skippedDirectories.contains(name) { continue }
                try walk(path, into: &found)
            } else if type == .typeRegular && name.hasSuffix(".swift") {
                found.insert(path)
            }
        }
    }

    /// Reads a file's bytes, or explains why it cannot.
    public static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): error: cannot read file")
        }
        return [UInt8](data)
    }
}
