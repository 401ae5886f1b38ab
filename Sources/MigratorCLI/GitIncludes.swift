import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `include.path` and `includeIf.*.path` entries of a repository's git configuration,
/// read by the tool itself before git is run: git opens every included file, so one that
/// names a FIFO or a terminal (`/dev/tty`) would block it until its time limit.
enum GitIncludes {
    /// The first included path (followed through included files, 10 deep) that exists and
    /// is not a regular file, for the repository holding `directory`; nil when there is none.
    static func blockingInclude(around directory: String) -> String? {
        guard let root = Git.repositoryRoot(containing: directory) else { return nil }
        var pending = configFiles(gitEntry: root + "/.git").map { ($0, 0) }
        var seen = Set<String>()
        while let (file, depth) = pending.popLast() {
            guard depth <= 10, seen.insert(file).inserted, isRegularFile(file),
                  let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for path in includedPaths(in: text, relativeTo: (file as NSString).deletingLastPathComponent) {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }   // a missing include is skipped by git
                if info.st_mode & S_IFMT != S_IFREG { return path }
                pending.append((path, depth + 1))
            }
        }
        return nil
    }

    /// The configuration files git reads for a repository whose `.git` is `gitEntry`: a
    /// folder's `config`, or, for a worktree's `.git` file, its own folder's
    /// `config.worktree` and the common folder's `config`.
    static func configFiles(gitEntry: String) -> [String] {
        var info = stat()
        guard stat(gitEntry, &info) == 0 else { return [] }
        if info.st_mode & S_IFMT == S_IFDIR { return [gitEntry + "/config", gitEntry + "/config.worktree"] }
        guard let text = try? String(contentsOfFile: gitEntry, encoding: .utf8),
              let line = text.split(whereSeparator: \.isNewline).first, line.hasPrefix("gitdir:") else { return [] }
        let base = (gitEntry as NSString).deletingLastPathComponent
        let gitDirectory = absolute(line.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), relativeTo: base)
        var files = [gitDirectory + "/config", gitDirectory + "/config.worktree"]
        if let common = try? String(contentsOfFile: gitDirectory + "/commondir", encoding: .utf8) {
            files.append(absolute(common.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: gitDirectory) + "/config")
        }
        return files
    }

    /// The `path` values of `[include]` and `[includeIf "..."]` sections, `~/` expanded and
    /// relative paths taken from the including file's folder, as git does.
    static func includedPaths(in text: String, relativeTo base: String) -> [String] {
        var section = ""
        var result: [String] = []
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                let header = line[line.index(after: line.startIndex)..<close]
                section = header.prefix { !$0.isWhitespace && $0 != "\"" && $0 != "." }.lowercased()
                line = String(line[line.index(after: close)...]).trimmingCharacters(in: .whitespaces)
            }
            guard section == "include" || section == "includeif", let equals = line.firstIndex(of: "=") else { continue }
            guard line[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == "path" else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            guard !value.isEmpty else { continue }
            if value.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
                value = home + value.dropFirst(1)
            }
            result.append(absolute(value, relativeTo: base))
        }
        return result
    }

    static func absolute(_ path: String, relativeTo base: String) -> String {
        ((path.hasPrefix("/") ? path : base + "/" + path) as NSString).standardizingPath
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
