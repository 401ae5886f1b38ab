import Foundation
import MigratorSemantics

/// Finds the `.swift` files under the paths a user gave.
public enum SourceFiles {
    /// Folders never searched: build output, VCS data and dependency checkouts.
    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData"]

    /// Every `.swift` file under `paths` for the parser's commands: a plain directory walk
    /// (no git), paths shown relative to the working directory when inside it.
    public static func find(_ paths: [String]) throws -> [String] {
        try discover(paths, excluding: [], base: FileManager.default.currentDirectoryPath, useGit: false).map(\.display)
    }

    /// A file found for a run.
    public struct Found: Sendable {
        /// The path shown (relative to the working directory when inside it).
        public var display: String
        /// The absolute path it is read from (a symbolic link the user named stays one:
        /// the writer decides about it).
        public var absolute: String
        /// The folder the user gave it under, or the folder of a file the user gave.
        public var root: String
    }

    /// The files of a run and the symbolic links left out, with why.
    public struct Discovery: Sendable {
        public var files: [Found] = []
        /// `PATH → TARGET (reason)` for every link not followed.
        public var skippedLinks: [String] = []

        /// One note naming the links not followed (the first ten), or nil.
        public var linkNote: String? {
            guard !skippedLinks.isEmpty else { return nil }
            let count = skippedLinks.count
            var text = "note: \(count) symbolic link\(count == 1 ? "" : "s") not followed: " + skippedLinks.prefix(10).joined(separator: ", ")
            if count > 10 { text += ", and \(count - 10) more" }
            return text
        }
    }

    /// Walks a folder for `.swift` files, never following links; links that may matter
    /// (named `.swift`, or to a folder) are collected.
    static func walk(_ directory: String, into found: inout Set<String>, links: inout [String]) throws {
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
                try walk(path, into: &found, links: &links)
            case .file:
                if name.hasSuffix(".swift") { found.insert(path) }
            case .symbolicLink:
                var info = stat()
                if name.hasSuffix(".swift") || (stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR) { links.append(path) }
            default:
                continue
            }
        }
    }

    /// `.swift` files for the migration commands: inside a git work tree, what git tracks or
    /// would track (so `.gitignore` is honoured); elsewhere a directory walk. Skipped folders
    /// and excluded globs are left out, and the result is sorted by display path.
    ///
    /// Symbolic links: a link to a file inside the root it was found under is read (and
    /// written) as that file, under the file's own path, unless the file is listed anyway;
    /// links out of the root, to folders, and broken links are left out and named in
    /// `skippedLinks`. A link the user names as a PATH is kept as given (the writer refuses
    /// it when its target lies outside the link's folder); a link to a folder named as a
    /// PATH is searched.
    public static func discoverFiles(_ paths: [String], excluding globs: [String], base: String,
                                     useGit: Bool = true) throws -> Discovery {
        var found: [String: String] = [:]  // absolute path → root
        var links: [(path: String, root: String, named: Bool)] = []
        for userPath in paths {
            let path = absolute(userPath, base: base)
            var info = stat()
            guard stat(path, &info) == 0 else {
                var linkInfo = stat()
                if lstat(path, &linkInfo) == 0 { throw UsageError("error: broken symbolic link: \(userPath)") }
                throw UsageError("error: no such file or directory: \(userPath)")
            }
            if info.st_mode & S_IFMT != S_IFDIR {
                let folder = (path as NSString).deletingLastPathComponent
                if FileKind(atPath: path) == .symbolicLink {
                    links.append((path, folder, true))
                } else {
                    found[path] = folder
                }
                continue
            }
            var files: Set<String> = []
            var folderLinks: [String] = []
            if useGit, Git.workTreeRoot(path) != nil, let listed = Git.listFiles(in: path) {
                for relative in listed where relative.hasSuffix(".swift") {
                    let components = relative.split(separator: "/")
                    if components.dropLast().contains(where: { skippedDirectories.contains(String($0)) }) { continue }
                    let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                    switch FileKind(atPath: full) {
                    case .file: files.insert(full)
                    case .symbolicLink: folderLinks.append(full)
                    default: continue  // listed but deleted, or not a file
                    }
                }
            } else {
                try walk(path, into: &files, links: &folderLinks)
            }
            for file in files { found[file] = path }
            links += folderLinks.map { ($0, path, false) }
        }

        var discovery = Discovery()
        var listedReal: Set<String>?
        for link in links.sorted(by: { $0.path < $1.path }) {
            let shown = displayPath(link.path, base: base)
            if isExcluded(shown, by: globs) { continue }
            guard let target = Writer.realPath(link.path) else {
                discovery.skippedLinks.append("\(shown) (broken)")
                continue
            }
            var info = stat()
            guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                discovery.skippedLinks.append("\(shown) → \(target) (\(info.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a file"))")
                continue
            }
            if listedReal == nil { listedReal = Writer.realPathsOfFiles(Set(found.keys)) }
            if listedReal!.contains(target) {
                discovery.skippedLinks.append("\(shown) → \(displayPath(target, base: base)) (its target is listed)")
                continue
            }
            let rootReal = Writer.realPath(link.root) ?? link.root
            if target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") {
                // Read and written as the target, under its path inside the root as given.
                let inside = normalize(link.root + "/" + String(target.dropFirst(rootReal.count)))
                found[inside] = link.root
                listedReal!.insert(target)
            } else if link.named {
                found[link.path] = link.root
            } else {
                let rootShown = normalize(link.root) == normalize(base) ? "." : displayPath(link.root, base: base)
                discovery.skippedLinks.append("\(shown) → \(target) (outside \(rootShown))")
            }
        }
        discovery.files = found.map { Found(display: displayPath($0.key, base: base), absolute: $0.key, root: $0.value) }
            .filter { !isExcluded($0.display, by: globs) }.sorted { $0.display < $1.display }
        return discovery
    }

    /// The files of `discoverFiles`, as display and absolute paths.
    public static func discover(_ paths: [String], excluding globs: [String], base: String,
                                useGit: Bool = true) throws -> [(display: String, absolute: String)] {
        try discoverFiles(paths, excluding: globs, base: base, useGit: useGit).files.map { ($0.display, $0.absolute) }
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
