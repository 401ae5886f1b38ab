import Foundation
import MigratorSemantics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `.swift` files under the paths a user gave.
public enum SourceFiles {
    /// Folders never searched (the same as for project files).
    static let skippedDirectories = DeploymentTarget.skipped

    /// Every `.swift` file under `paths` for the parser's commands: a plain directory walk
    /// (no git), paths shown relative to the working directory when inside it.
    public static func find(_ paths: [String]) throws -> [String] {
        try findReportingErrors(paths).files
    }

    /// `find`, with an error per file that cannot be taken (a name that is not UTF-8).
    public static func findReportingErrors(_ paths: [String]) throws -> (files: [String], errors: [String]) {
        let discovery = try discoverFiles(paths, excluding: [], base: FileManager.default.currentDirectoryPath, useGit: false)
        return (discovery.files.map(\.display), discovery.errors)
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
        /// Notes about how files were found (git could not list them).
        public var notes: [String] = []
        /// Files that cannot be taken (a name that is not valid UTF-8), one error each.
        public var errors: [String] = []

        /// One note naming the links not followed (the first ten), or nil.
        public var linkNote: String? {
            guard !skippedLinks.isEmpty else { return nil }
            let count = skippedLinks.count
            var text = "note: \(count) symbolic link\(count == 1 ? "" : "s") not followed: " + skippedLinks.prefix(10).joined(separator: ", ")
            if count > 10 { text += ", and \(count - 10) more" }
            return text
        }
    }

    /// The names in a folder as bytes (`.` and `..` left out): a name that is not valid
    /// UTF-8 must be reported, and `FileManager` would hand it over changed.
    static func entries(of directory: String) -> [[UInt8]]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = nameBytes(of: entry)
            if name == [46] || name == [46, 46] { continue }
            names.append(name)
        }
        return names
    }

    /// The name of a directory entry, read in place: readdir's record may end before the
    /// 256 bytes `d_name` is declared with, so no more than the record holds is read.
    static func nameBytes(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        let start = UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: UInt8.self)
        // The length fields are read in place too (not through a copy of the whole record).
        #if canImport(Darwin)
        let field = MemoryLayout<dirent>.offset(of: \dirent.d_namlen) ?? 0
        let limit = Int(UnsafeRawPointer(entry).loadUnaligned(fromByteOffset: field, as: UInt16.self))
        #else
        let field = MemoryLayout<dirent>.offset(of: \dirent.d_reclen) ?? 0
        let limit = max(0, Int(UnsafeRawPointer(entry).loadUnaligned(fromByteOffset: field, as: UInt16.self)) - offset)
        #endif
        var length = 0
        while length < limit && start[length] != 0 { length += 1 }
        return Array(UnsafeBufferPointer(start: start, count: length))
    }

    /// A name's bytes as text, or nil when they are not valid UTF-8.
    static func validName(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// A path whose name is not valid UTF-8, for messages: the invalid bytes in octal.
    static func shownInvalidName(_ folder: String, _ bytes: [UInt8]) -> String {
        var name = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            // The longest valid prefix, then one byte in octal.
            var end = rest.endIndex
            while end > rest.startIndex, String(validating: rest[rest.startIndex..<end], as: UTF8.self) == nil { end -= 1 }
            if end > rest.startIndex {
                name += String(decoding: rest[rest.startIndex..<end], as: UTF8.self)
                rest = rest[end...]
            } else {
                let octal = String(rest.first!, radix: 8)
                name += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                rest = rest.dropFirst()
            }
        }
        return (folder.hasSuffix("/") ? folder : folder + "/") + name
    }

    /// The error for a file whose name is not valid UTF-8.
    static func invalidNameError(_ shown: String) -> String {
        "\(TerminalText.escaped(shown)): error: the file name is not valid UTF-8, so it cannot be read or written under its name; not processed (rename it)"
    }

    /// Walks a folder for `.swift` files, never following links; links that may matter
    /// (named `.swift`, or to a folder) are collected, and names that are not UTF-8 reported.
    static func walk(_ directory: String, into found: inout Set<String>, links: inout [String], errors: inout [String], base: String) throws {
        guard let raw = entries(of: directory) else {
            throw UsageError("error: cannot read directory: \(directory)")
        }
        var entries: [String] = []
        for bytes in raw {
            if let name = validName(bytes) {
                entries.append(name)
            } else if bytes.count >= 6 && Array(bytes.suffix(6)) == Array(".swift".utf8) {
                errors.append(invalidNameError(displayPath(shownInvalidName(directory, bytes), base: base)))
            }
        }
        for name in entries.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            switch FileKind(atPath: path) {
            case .directory:
                if skippedDirectories.contains(name) { continue }
                try walk(path, into: &found, links: &links, errors: &errors, base: base)
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
        var discovery = Discovery()
        var outside: [String] = []
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
            var listed: [[UInt8]]?
            if useGit, let repository = Git.repositoryRoot(containing: path) {
                switch Git.listFiles(in: path) {
                case .success(let names):
                    listed = names
                case .failure(let failure):
                    let shown = normalize(repository) == normalize(base) ? "." : displayPath(repository, base: base)
                    discovery.notes.append("note: git cannot list the files of the repository \(TerminalText.escaped(shown)) (\(TerminalText.escaped(failure.message))); every .swift file under \(TerminalText.escaped(userPath)) is taken, .gitignore not honoured")
                }
            }
            if let listed {
                (files, folderLinks) = gitListed(listed, under: path, base: base, errors: &discovery.errors)
                files = filesReallyUnder(path, files, base: base, outside: &outside)
            } else {
                try walk(path, into: &files, links: &folderLinks, errors: &discovery.errors, base: base)
            }
            for file in files { found[file] = path }
            links += folderLinks.map { ($0, path, false) }
        }
        if !outside.isEmpty { discovery.notes.append(outsideNote(outside)) }
        resolveLinks(links, into: &found, excluding: globs, base: base, discovery: &discovery)
        // The paths found are normalized already (built from normalized roots and names), so
        // only the base is normalized here, once, not twice per file.
        let normalizedBase = normalize(base)
        let prefix = normalizedBase == "/" ? "/" : normalizedBase + "/"
        discovery.files = found.map { path, root in
            Found(display: path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path, absolute: path, root: root)
        }
        .filter { !isExcluded($0.display, by: globs) }
        .map { found in
            var found = found
            if found.display.hasPrefix("/") { found.display = shownPath(found.absolute, base: normalizedBase) }
            return found
        }
        .sorted { $0.display < $1.display }
        return discovery
    }

    /// The `.swift` files git lists under `path` (names relative to it), and the symbolic
    /// links among them; a name that is not valid UTF-8 is an error, a file in a skipped
    /// folder is left out.
    private static func gitListed(_ listed: [[UInt8]], under path: String, base: String, errors: inout [String]) -> (files: Set<String>, links: [String]) {
        var files: Set<String> = []
        var links: [String] = []
        for bytes in listed where bytes.count >= 6 && Array(bytes.suffix(6)) == Array(".swift".utf8) {
            guard let relative = validName(bytes) else {
                let folder = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[..<$0]) } ?? []
                let name = bytes.lastIndex(of: UInt8(ascii: "/")).map { Array(bytes[($0 + 1)...]) } ?? bytes
                let folderPath = folder.isEmpty ? path : path + "/" + String(decoding: folder, as: UTF8.self)
                errors.append(invalidNameError(displayPath(shownInvalidName(folderPath, name), base: base)))
                continue
            }
            let components = relative.split(separator: "/")
            if components.dropLast().contains(where: { skippedDirectories.contains(String($0)) }) { continue }
            let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
            switch FileKind(atPath: full) {
            case .file: files.insert(full)
            case .symbolicLink: links.append(full)
            default: continue  // listed but deleted, or not a file
            }
        }
        return (files, links)
    }

    /// Git lists paths, not where they lead: a folder on the way may have become a link
    /// since it was added. A file is taken only where it really is; the others are added to
    /// `outside` (shown path → real path).
    private static func filesReallyUnder(_ path: String, _ files: Set<String>, base: String, outside: inout [String]) -> Set<String> {
        var files = files
        let realRoot = Writer.realPath(path) ?? path
        var folderIsReal: [String: Bool] = [:]
        for file in files {
            let folder = (file as NSString).deletingLastPathComponent
            let isReal = folderIsReal[folder] ?? {
                let relative = folder == path ? "" : String(folder.dropFirst(path.hasSuffix("/") ? path.count : path.count + 1))
                let expected = relative.isEmpty ? realRoot : (realRoot == "/" ? "/" : realRoot + "/") + relative
                let answer = Writer.realPath(folder) == expected
                folderIsReal[folder] = answer
                return answer
            }()
            if !isReal {
                files.remove(file)
                outside.append("\(displayPath(file, base: base)) → \(Writer.realPath(file) ?? "?")")
            }
        }
        return files
    }

    /// The note naming files left out because a folder on their way is a link.
    private static func outsideNote(_ outside: [String]) -> String {
        let outside = outside.sorted()
        var text = "note: \(outside.count) file\(outside.count == 1 ? "" : "s") left out: a folder on the way is a symbolic link (links to folders are not followed): "
            + outside.prefix(10).map { TerminalText.escaped($0) }.joined(separator: ", ")
        if outside.count > 10 { text += ", and \(outside.count - 10) more" }
        return text
    }

    /// Symbolic links found or named: a link to a file inside its root is read as that file
    /// (unless the file is listed anyway), a named link as given; the others are named in
    /// `skippedLinks`.
    private static func resolveLinks(_ links: [(path: String, root: String, named: Bool)], into found: inout [String: String],
                                     excluding globs: [String], base: String, discovery: inout Discovery) {
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
    }

    /// The files of `discoverFiles`, as display and absolute paths.
    public static func discover(_ paths: [String], excluding globs: [String], base: String,
                                useGit: Bool = true) throws -> [(display: String, absolute: String)] {
        try discoverFiles(paths, excluding: globs, base: base, useGit: useGit).files.map { ($0.display, $0.absolute) }
    }

    /// `path` resolved against `base` (the working directory), `.` and `..` folded the way
    /// the system folds them: `L/..`, where `L` is a link to `real/inner`, is `real`, not
    /// the folder holding `L` (the part up to the last `..` is resolved; the rest, and a
    /// path without `..`, keep their links, so a link given as a PATH is shown as given).
    static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        let parts = joined.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = parts.lastIndex(of: ".."), parts[..<last].contains(where: { $0 != "." && $0 != ".." }) else {
            return normalize(joined)
        }
        let head = "/" + parts[...last].joined(separator: "/")
        guard let real = Writer.realPath(head) else { return normalize(joined) }
        return normalize(real + "/" + parts[(last + 1)...].joined(separator: "/"))
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

    /// The path as shown in the output: relative to `base`, with `..` when it lies outside
    /// `base` but shares a folder other than `/` with it; else absolute. `displayPath` stays
    /// what baselines and excludes match (a path outside `base` is absolute there).
    static func shownPath(_ path: String, base: String) -> String {
        let inside = displayPath(path, base: base)
        guard inside.hasPrefix("/") else { return inside }
        let parts = inside.split(separator: "/"), root = normalize(base).split(separator: "/")
        var common = 0
        while common < parts.count && common < root.count && parts[common] == root[common] { common += 1 }
        guard common > 0 else { return inside }
        let relative = Array(repeating: "..", count: root.count - common) + parts[common...].map(String.init)
        return relative.isEmpty ? "." : relative.joined(separator: "/")
    }

    /// `text` with each absolute path in it (one starting a word, ending before a space,
    /// `:`, `;`, `,`, `)` or a quote) as `shownPath` shows it: the project readers' notes
    /// name files by their absolute paths, which do not know the current folder.
    static func shownPaths(in text: String, base: String) -> String {
        guard text.contains("/") else { return text }
        let ends: Set<Character> = [" ", ":", ";", ",", ")", "'", "\"", "\n", "\t"]
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let startsWord = index == text.startIndex || [" ", "(", "'", "\"", "\t"].contains(text[text.index(before: index)])
            guard text[index] == "/", startsWord else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex(where: ends.contains) ?? text.endIndex
            result += shownPath(String(text[index..<end]), base: base)
            index = end
        }
        return result
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
