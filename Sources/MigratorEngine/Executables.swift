import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Programs the tool runs (git, swiftc), found by absolute path: the absolute entries of
/// `PATH` that are not the current folder, then the usual system folders. An empty or
/// relative entry (`PATH=.:$PATH`) is skipped, so a repository's own `./git` or `./swiftc`
/// is never run.
public enum Executables {
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"],
                            currentDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        let here = realPath(currentDirectory) ?? currentDirectory
        var folders: [String] = []
        for entry in (path ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init) {
            guard entry.hasPrefix("/") else { continue }  // empty (the current folder) or relative
            if (realPath(entry) ?? entry) == here { continue }
            folders.append(entry)
        }
        folders += ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/opt/local/bin", "/bin"]
        for folder in folders {
            let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
