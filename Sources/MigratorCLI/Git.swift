import Foundation

/// The few git questions the CLI asks, answered by running `git`.
enum Git {
    /// Runs git with arguments; stdout when it exits 0, nil otherwise (or if git is missing).
    static func run(_ arguments: [String], in directory: String) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? data : nil
    }

    /// The work tree root containing `directory`, if any.
    static func workTreeRoot(_ directory: String) -> String? {
        guard let data = run(["rev-parse", "--show-toplevel"], in: directory) else { return nil }
        let root = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return root.isEmpty ? nil : root
    }

    /// Files under `directory` that git tracks or would track (ignored files left out),
    /// relative to `directory`.
    static func listFiles(in directory: String) -> [String]? {
        guard let data = run(["ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: directory) else { return nil }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Which of `paths` (absolute) have uncommitted changes or are untracked.
    static func dirtyFiles(_ paths: [String], root: String) -> [String] {
        guard !paths.isEmpty, let data = run(["status", "--porcelain", "-z", "--untracked-files=all", "--"] + paths, in: root) else { return [] }
        var dirty: [String] = []
        let entries = data.split(separator: 0, omittingEmptySubsequences: true)
        var skipNext = false
        for entry in entries {
            if skipNext { skipNext = false; continue }
            let text = String(decoding: entry, as: UTF8.self)
            guard text.count > 3 else { continue }
            let status = text.prefix(2)
            if status.contains("R") || status.contains("C") { skipNext = true }
            dirty.append(root + "/" + String(text.dropFirst(3)))
        }
        return dirty
    }
}
