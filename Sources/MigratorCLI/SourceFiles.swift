import Foundation
import Migrator

/// Finds the `.swift` files under the paths a user gave.
public enum SourceFiles {
    /// Folders never searched: build output, VCS data and dependency checkouts.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    /// Every `.swift` file under `paths` for the parser's commands: a plain directory walk
    /// (no git), paths shown relative to the working directory when inside it.
    public static func find(_ paths: [String]) throws -> [String] {
        try discover(paths, excluding: [], base: FileManager.default.currentDirectoryPath, useGit: false).map(\.display)
    }

    static func walk(_ directory: String, into found: inout Set<String>) throws {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw UsageError("error: cannot read directory: \(directory)")
        }
        for name in entries.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch FileKind(atPath: path) {
            case .directory:
                if skippedDirectories.contains(name) { continue }
                try walk(path, into: &found)
            case .file:
                if name.hasSuffix(".swift") { found.insert(path) }
            default:
                // Never follow links while walking; a link to a file inside the tree is
                // reached through its real path anyway.
                continue
            }
        }
    }

    /// `.swift` files for the migration commands: inside a git work tree, what git tracks or
    /// would track (so `.gitignore` is honoured); elsewhere a directory walk. Skipped folders
    /// and excluded globs are left out, symbolic links are never followed out of the root,
    /// and the result is sorted.
    public static func discover(_ paths: [String], excluding globs: [String], base: String,
                                useGit: Bool = true) throws -> [(display: String, absolute: String)] {
        let manager = FileManager.default
        var found: Set<String> = []
        for userPath in paths {
            let path = absolute(userPath, base: base)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("error: no such file or directory: \(userPath)")
            }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            let rootReal = (path as NSString).resolvingSymlinksInPath
            if useGit, Git.workTreeRoot(path) != nil, let listed = Git.listFiles(in: path) {
                for relative in listed where relative.hasSuffix(".swift") {
                    let components = relative.split(separator: "/")
                    if components.dropLast().contains(where: { skippedDirectories.contains(String($0)) }) { continue }
                    let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    var info = stat()
                    guard lstat(full, &info) == 0 else { continue }  // listed but deleted
                    let type = info.st_mode & S_IFMT
                    if type == S_IFLNK {
                        let target = (full as NSString).resolvingSymlinksInPath
                        guard target.hasPrefix(rootReal + "/") else { continue }
                    } else if type != S_IFREG {
                        continue
                    }
                    found.insert(full)
                }
            } else {
                try walk(path, into: &found)
            }
        }
        return found.map { (displayPath($0, base: base), $0) }.filter { !isExcluded($0.0, by: globs) }.sorted { $0.0 < $1.0 }
    }

    /// `path` resolved against `base` (the working directory), `.` and `..` folded.
    static func absolute(_ path: String, base: String) -> String {
        normalize(path.hasPrefix("/") ? path : base + "/" + path)
    }

    /// Folds `.`, `..` and repeated slashes without touching the file system.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty && parts.last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The path relative to `base` when it lies inside it.
    static func displayPath(_ path: String, base: String) -> String {
        var result = normalize(path)
        let root = normalize(base)
        if root == "/" { return String(result.dropFirst()) }
        if result.hasPrefix(root + "/") { result.removeFirst(root.count + 1) }
        return result
    }

    /// Whether a path matches any `--exclude` glob (`*` matches across `/`; a pattern also
    /// matches the file name alone and any folder prefix of the path).
    static func isExcluded(_ path: String, by globs: [String]) -> Bool {
        guard !globs.isEmpty else { return false }
        var normalized = path
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        let name = (normalized as NSString).lastPathComponent
        let components = normalized.split(separator: "/").map(String.init)
        var prefixes: [String] = []
        for i in 1..<max(components.count, 1) { prefixes.append(components[0..<i].joined(separator: "/")) }
        for glob in globs {
            var pattern = glob
            while pattern.hasPrefix("./") { pattern.removeFirst(2) }
            if pattern.hasSuffix("/") { pattern.removeLast() }
            if fnmatch(pattern, normalized, 0) == 0 || fnmatch(pattern, name, 0) == 0 { return true }
            if prefixes.contains(where: { fnmatch(pattern, $0, 0) == 0 }) { return true }
        }
        return false
    }

    /// Reads a file's bytes, or explains why it cannot.
    public static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): error: cannot read file")
        }
        return [UInt8](data)
    }
}
