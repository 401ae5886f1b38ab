import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes migrated files for `apply` — and for `apply --interactive` (which asks
/// `preflight` before its first question) and `apply --verify-build` (which writes every
/// state of its search, and backs changes out, with `replace`) — so that a file is never
/// lost, half-written or silently changed against its owner's wishes:
///
/// - Each file is written to a temporary file in its own folder, flushed to disk, given
///   the original's mode and (where the system permits) owner and group, and renamed over
///   the original. A rename is atomic, so a crash or `kill -9` at any moment leaves every
///   file either old or new. A temporary file left by a killed run
///   (`.NAME.swiftui-migrate-PID-XXXXXXXX.tmp`, its process gone) is removed by the next
///   `apply` over that folder.
/// - A file without the owner-write bit in its mode is refused by name (whoever runs the
///   tool, root included: the mode is the owner saying "do not change this").
/// - A symbolic link is never replaced: it is written through to its target when the
///   target lies inside the root it was found under and is not listed itself; otherwise it
///   is refused.
/// - A file with several hard links is refused (a rename would split it from its other names).
/// - A file that changed on disk since it was read is refused.
/// - Inside a git work tree, files with uncommitted changes are refused unless allowed.
enum Writer {
    /// A file to write.
    struct Request {
        /// The path shown to the user.
        var display: String
        /// The path the file was read from (may be a symbolic link).
        var absolute: String
        /// The root the file was found under (a folder the user gave, or the folder of a
        /// file the user gave): a link is followed only to a target inside it.
        var root: String
        var original: [UInt8]
        var output: [UInt8]
    }

    /// What happened.
    struct Outcome {
        /// Files written, in request order (display paths).
        var written: [String] = []
        /// Files not written (display paths).
        var refused: [String] = []
        /// Why they were not written (`PATH: error: ...`; one message may name several).
        var errors: [String] = []
        /// Warnings about files that were written (owner or group not kept).
        var warnings: [String] = []
        /// Notes (stale temporary files removed).
        var notes: [String] = []
        /// Where each written file's bytes went (display path → the file, or a link's
        /// target): `apply --verify-build` writes there again when it backs changes out.
        var destinations: [String: String] = [:]
    }

    /// Marks the writer's temporary files; the process id after it tells whether the run
    /// that made one is still going.
    static let temporaryMarker = ".swiftui-migrate-"

    /// Writes every request; `listed` holds the absolute paths of every file of the run
    /// (links are not written through to a listed target); `folders` are the folders of
    /// the run's files, cleaned of stale temporary files first.
    static func write(_ requests: [Request], listed: Set<String>, folders: Set<String>, allowDirty: Bool) -> Outcome {
        var outcome = Outcome()
        let removed = removeStaleTemporaryFiles(in: folders)
        if removed > 0 {
            outcome.notes.append("note: removed \(removed) temporary file\(removed == 1 ? "" : "s") left by an interrupted apply")
        }
        func refuse(_ request: Request, _ message: String) {
            outcome.refused.append(request.display)
            outcome.errors.append(message)
        }

        // Where each request's bytes go: the file itself, or a link's target.
        let (destinations, refusals) = destinations(of: requests, listed: listed)
        for (request, refusal) in refusals { refuse(request, refusal.message) }
        var allowed = destinations

        // Uncommitted changes stop the whole apply, as in `cargo fix`: a migration often
        // spans files, and half of it is worse than none.
        if !allowDirty {
            let names = uncommitted(destinations)
            if !names.isEmpty {
                outcome.errors.append(uncommittedMessage(names))
                outcome.refused += destinations.map(\.request.display)
                allowed = []
            }
        }

        for (request, path) in allowed {
            do {
                if let warning = try replace(path, with: request.output, expecting: request.original, shownAs: request.display) {
                    outcome.warnings.append(warning)
                }
                outcome.written.append(request.display)
                outcome.destinations[request.display] = path
            } catch let refusal as Refusal {
                refuse(request, refusal.message)
            } catch {
                refuse(request, "\(request.display): error: \(error); not written")
            }
        }
        return outcome
    }

    /// The error naming files with uncommitted changes.
    static func uncommittedMessage(_ names: [String], doing: String = "change files") -> String {
        "error: refusing to \(doing) with uncommitted changes (commit or stash them, or pass --allow-dirty):\n"
            + names.map { "  \($0)" }.joined(separator: "\n")
    }

    /// Where each request's bytes would go (the file, or a link's target), and the requests
    /// refused for what they are (links that may not be written through).
    static func destinations(of requests: [Request], listed: Set<String>) -> (destinations: [(request: Request, path: String)], refusals: [(Request, Refusal)]) {
        var listedFiles: Set<String>?
        var destinations: [(request: Request, path: String)] = []
        var refusals: [(Request, Refusal)] = []
        for request in requests {
            switch destination(of: request, listedFiles: { listedFiles ?? { listedFiles = realPathsOfFiles(listed); return listedFiles! }() }) {
            case .success(let path): destinations.append((request, path))
            case .failure(let refusal): refusals.append((request, refusal))
            }
        }
        return (destinations, refusals)
    }

    /// Display paths of the destinations with uncommitted changes in their git work trees.
    static func uncommitted(_ destinations: [(request: Request, path: String)]) -> [String] {
        let dirty = dirtyFiles(destinations.map(\.path))
        return destinations.filter { dirty.contains(realPath($0.path) ?? $0.path) }.map(\.request.display)
    }

    /// What `write` would refuse, found without writing anything: the files with
    /// uncommitted changes (unless allowed), and each other refusal with its message
    /// (links, read-only files, hard links). `apply --interactive` asks this before its
    /// first question, so it never asks about a change that could not be written.
    static func preflight(_ requests: [Request], listed: Set<String>, allowDirty: Bool) -> (uncommitted: [String], refused: [(display: String, message: String)]) {
        let (destinations, refusals) = destinations(of: requests, listed: listed)
        var refused = refusals.map { ($0.0.display, $0.1.message) }
        for (request, path) in destinations {
            if let refusal = refusalToReplace(path, shownAs: request.display) { refused.append((request.display, refusal.message)) }
        }
        return (allowDirty ? [] : uncommitted(destinations), refused)
    }

    /// Why a file could not be replaced, from its status alone (nil when it can be).
    static func refusalToReplace(_ path: String, shownAs shown: String) -> Refusal? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return Refusal(message: "\(shown): error: cannot read the file's status (\(String(cString: strerror(errno)))); not written")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return Refusal(message: "\(shown): error: not a regular file; not written") }
        let mode = info.st_mode & 0o7777
        if mode & S_IWUSR == 0 {
            return Refusal(message: "\(shown): error: read-only (mode \(String(mode, radix: 8))); not written (make it writable to migrate it)")
        }
        if info.st_nlink > 1 {
            return Refusal(message: "\(shown): error: the file has \(info.st_nlink) hard links, which replacing it would split; not written")
        }
        return nil
    }

    /// Real paths of the paths that are not symbolic links.
    static func realPathsOfFiles(_ paths: Set<String>) -> Set<String> {
        var result: Set<String> = []
        for path in paths {
            var info = stat()
            if lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFLNK, let real = realPath(path) { result.insert(real) }
        }
        return result
    }

    /// Why a file was not written.
    struct Refusal: Error {
        var message: String
    }

    /// The path to write for a request: the file, or the target of a link that may be
    /// written through.
    static func destination(of request: Request, listedFiles: () -> Set<String>) -> Result<String, Refusal> {
        let shown = request.display
        var info = stat()
        guard lstat(request.absolute, &info) == 0 else {
            return .failure(Refusal(message: "\(shown): error: cannot read the file's status (\(String(cString: strerror(errno)))); not written"))
        }
        guard info.st_mode & S_IFMT == S_IFLNK else { return .success(request.absolute) }
        guard let target = realPath(request.absolute) else {
            return .failure(Refusal(message: "\(shown): error: a broken symbolic link; not written"))
        }
        let root = realPath(request.root) ?? request.root
        guard target.hasPrefix(root == "/" ? "/" : root + "/") else {
            return .failure(Refusal(message: "\(shown): error: a symbolic link to \(target), outside \(request.root); not written (links are written through only to files inside the folder given)"))
        }
        if listedFiles().contains(target) {
            return .failure(Refusal(message: "\(shown): error: a symbolic link to \(target), which is listed itself; not written through the link"))
        }
        return .success(target)
    }

    /// The real path (symbolic links resolved), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Real paths of the files (given by path) that have uncommitted changes in their git
    /// work trees.
    static func dirtyFiles(_ paths: [String]) -> Set<String> {
        var byRoot: [String: [String]] = [:]
        var rootOfFolder: [String: String?] = [:]
        for path in paths {
            let folder = (path as NSString).deletingLastPathComponent
            let root: String?
            if let known = rootOfFolder[folder] {
                root = known
            } else {
                root = Git.workTreeRoot(folder)
                rootOfFolder[folder] = root
            }
            if let root { byRoot[realPath(root) ?? root, default: []].append(realPath(path) ?? path) }
        }
        var dirty: Set<String> = []
        for (root, files) in byRoot { dirty.formUnion(Git.dirtyFiles(files, root: root).map { realPath($0) ?? $0 }) }
        return dirty
    }

    /// Replaces a regular file's contents atomically, keeping its mode and, where
    /// permitted, owner and group. Returns a warning when the owner or group could not be
    /// kept; throws a `Refusal` when the file is not written.
    static func replace(_ path: String, with bytes: [UInt8], expecting original: [UInt8], shownAs shown: String) throws -> String? {
        if let refusal = refusalToReplace(path, shownAs: shown) { throw refusal }
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw Refusal(message: "\(shown): error: cannot read the file's status (\(String(cString: strerror(errno)))); not written")
        }
        let mode = info.st_mode & 0o7777
        guard let current = FileManager.default.contents(atPath: path), current.elementsEqual(original) else {
            throw Refusal(message: "\(shown): error: file changed on disk since it was read; not written")
        }

        let folder = (path as NSString).deletingLastPathComponent
        let name = String((path as NSString).lastPathComponent.prefix(150))
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name)\(temporaryMarker)\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else {
            throw Refusal(message: "\(shown): error: cannot create a temporary file next to it (\(String(cString: strerror(errno)))); not written")
        }
        var warning: String?
        do {
            defer { close(fd) }
            try writeAll(fd, bytes, shown: shown)
            // Owner and group first: changing them can clear set-id bits the mode restores.
            if info.st_uid != geteuid() || info.st_gid != getegid() {
                if fchown(fd, info.st_uid, info.st_gid) != 0 {
                    let reason = String(cString: strerror(errno))
                    let keptGroup = fchown(fd, uid_t.max, info.st_gid) == 0
                    warning = "\(shown): warning: written, but its owner (uid \(info.st_uid))\(keptGroup ? "" : " and group (gid \(info.st_gid))") could not be kept (\(reason))"
                }
            }
            guard fchmod(fd, mode) == 0 else {
                throw Refusal(message: "\(shown): error: cannot give the temporary file mode \(String(mode, radix: 8)) (\(String(cString: strerror(errno)))); not written")
            }
            guard fsync(fd) == 0 else {
                throw Refusal(message: "\(shown): error: cannot flush the temporary file (\(String(cString: strerror(errno)))); not written")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw Refusal(message: "\(shown): error: cannot replace the file (\(reason)); not written")
        }
        return warning
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], shown: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Refusal(message: "\(shown): error: cannot write the temporary file (\(String(cString: strerror(errno)))); not written")
                }
                offset += n
            }
        }
    }

    /// Removes the writer's temporary files in `folders` whose process is gone; returns
    /// how many.
    static func removeStaleTemporaryFiles(in folders: Set<String>) -> Int {
        var removed = 0
        for folder in folders {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
                guard let marker = entry.range(of: temporaryMarker, options: .backwards) else { continue }
                let tail = entry[marker.upperBound...].dropLast(4)  // PID-XXXXXXXX
                let parts = tail.split(separator: "-")
                guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1], radix: 16) != nil else { continue }
                if pid == getpid() { continue }
                if kill(pid, 0) == 0 || errno == EPERM { continue }  // that run is still going
                if unlink(folder + "/" + entry) == 0 { removed += 1 }
            }
        }
        return removed
    }
}

/// `write(2)`, named apart from `Writer.write`.
@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
