import Foundation
import MigratorEngine
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
///   the original's mode, (where the system permits) owner and group, and extended
///   attributes, and renamed over the original. A rename is atomic, so a crash or `kill -9`
///   at any moment leaves every file either old or new. The temporary file carries a
///   marker (an extended attribute naming its run); a temporary file left by a killed run
///   (`.NAME.swiftui-migrate-PID-XXXXXXXX.tmp`, its process gone, the marker matching its
///   name) is removed by the next `apply` over that folder, and nothing else is.
/// - Right before the rename, the original is checked again through the descriptor it was
///   read from: same inode, size, modification time and contents, or it is refused; after
///   the rename, a write that reached the old file in between is detected and the other
///   program's version put back.
/// - A file without the owner-write bit in its mode, or in a folder without it, is refused
///   by name (whoever runs the tool, root included: the mode is the owner saying "do not
///   change this").
/// - A symbolic link is never replaced: it is written through to its target when the
///   target lies inside the root it was found under and is not listed itself; otherwise it
///   is refused. No file is written whose real path is outside its root.
/// - A file with several hard links is refused (a rename would split it from its other names).
/// - Inside a git work tree, files with uncommitted changes are refused unless allowed, and
///   so is every file when git cannot say (a repository git refuses, as "dubious ownership").
enum Writer {
    /// A file to write.
    struct Request {
        /// The path shown to the user.
        var display: String
        /// The path the file was read from (may be a symbolic link).
        var absolute: String
        /// The root the file was found under (a folder the user gave, or the folder of a
        /// file the user gave): a link is followed only to a target inside it, and no file
        /// whose real path is outside it is written.
        var root: String
        var original: [UInt8]
        var output: [UInt8]
        /// The change units spanning files that the change is part of (`ChangeUnit`
        /// descriptions): the files sharing one are written all together or not at all.
        var units: Set<String> = []
    }

    /// What happened.
    struct Outcome {
        /// Files written, in request order (display paths).
        var written: [String] = []
        /// Files not written (display paths).
        var refused: [String] = []
        /// Why they were not written (`PATH: error: ...`; one message may name several).
        var errors: [String] = []
        /// Warnings about files that were written (owner, group or an attribute not kept).
        var warnings: [String] = []
        /// Notes (stale temporary files removed, or left alone).
        var notes: [String] = []
        /// Why a refused file was not written, where no `PATH: error:` message of its own
        /// says it (files held back by another's uncommitted changes).
        var reasons: [String: String] = [:]
        /// Where each written file's bytes went (display path → the file, or a link's
        /// target): `apply --verify-build` writes there again when it backs changes out.
        var destinations: [String: String] = [:]
    }

    /// Marks the writer's temporary files; the process id after it tells whether the run
    /// that made one is still going.
    static let temporaryMarker = ".swiftui-migrate-"

    /// The extended attribute that marks a temporary file as the writer's; its value is the
    /// `PID-XXXXXXXX` of the file's name.
    #if canImport(Darwin)
    static let markerAttribute = "swiftui-migrate.temporary"
    #else
    static let markerAttribute = "user.swiftui-migrate.temporary"
    #endif

    /// A file's display path for messages: control characters escaped (`TerminalText`).
    static func shown(_ path: String) -> String { TerminalText.escaped(path) }

    /// Writes every request; `listed` holds the absolute paths of every file of the run
    /// (links are not written through to a listed target); `folders` are the folders of
    /// the run's files, cleaned of stale temporary files first.
    static func write(_ requests: [Request], listed: Set<String>, folders: Set<String>, allowDirty: Bool,
                      hooks: WriteHooks = WriteHooks()) -> Outcome {
        var outcome = Outcome()
        let (removed, leftAlone) = removeStaleTemporaryFiles(in: folders)
        if removed > 0 {
            outcome.notes.append("note: removed \(removed) temporary file\(removed == 1 ? "" : "s") left by an interrupted apply")
        }
        if !leftAlone.isEmpty {
            outcome.notes.append("note: left alone \(leftAlone.count) file\(leftAlone.count == 1 ? "" : "s") named like a temporary file of an interrupted apply but not marked as one (remove \(leftAlone.count == 1 ? "it" : "them") if \(leftAlone.count == 1 ? "it is" : "they are")): "
                + leftAlone.prefix(10).map(shown).joined(separator: ", ") + (leftAlone.count > 10 ? ", and \(leftAlone.count - 10) more" : ""))
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
        // spans files, and half of it is worse than none. So does a repository git cannot
        // answer for.
        if !allowDirty {
            let guarded = uncommitted(destinations)
            if !guarded.dirty.isEmpty || !guarded.unknown.isEmpty {
                if !guarded.unknown.isEmpty { outcome.errors += guarded.unknown.map(\.message) }
                if !guarded.dirty.isEmpty { outcome.errors.append(uncommittedMessage(guarded.dirty)) }
                outcome.refused += destinations.map(\.request.display)
                let heldBack = "held back: nothing is written while " + (guarded.dirty.isEmpty ? "git cannot tell about another file" : "another file has uncommitted changes")
                for (request, _) in destinations { outcome.reasons[request.display] = heldBack }
                for display in guarded.dirty { outcome.reasons[display] = "uncommitted changes" }
                for display in guarded.unknownFiles { outcome.reasons[display] = "git cannot tell whether it has uncommitted changes" }
                allowed = []
            }
        }

        // A file refused here takes the other files of its change units with it.
        var refusedUnits: [String: String] = [:]
        for (request, _) in refusals { for unit in request.units { refusedUnits[unit] = refusedUnits[unit] ?? request.display } }
        for group in unitGroups(allowed) {
            let units = group.flatMap(\.request.units)
            if let unit = units.first(where: { refusedUnits[$0] != nil }) {
                for (request, _) in group {
                    refuse(request, "\(shown(request.display)): error: not written: it is part of \(unit), and \(shown(refusedUnits[unit]!)) of that change could not be written")
                }
                continue
            }
            writeTogether(group, into: &outcome, hooks: hooks)
        }
        return outcome
    }

    /// The requests in groups that are written all together or not at all: those sharing a
    /// change unit, directly or through another file (each other request alone), in request
    /// order.
    static func unitGroups(_ requests: [(request: Request, path: String)]) -> [[(request: Request, path: String)]] {
        var parent = Array(requests.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        var firstOfUnit: [String: Int] = [:]
        for (i, item) in requests.enumerated() {
            for unit in item.request.units {
                if let first = firstOfUnit[unit] { parent[root(i)] = root(first) } else { firstOfUnit[unit] = i }
            }
        }
        var groups: [[(request: Request, path: String)]] = []
        var groupOfRoot: [Int: Int] = [:]
        for (i, item) in requests.enumerated() {
            let r = root(i)
            if let g = groupOfRoot[r] {
                groups[g].append(item)
            } else {
                groupOfRoot[r] = groups.count
                groups.append([item])
            }
        }
        return groups
    }

    /// Writes a group of files all together or not at all: every file is staged (its
    /// temporary file written, flushed and given the original's attributes) and checked
    /// before the first rename; when a rename fails, the files already renamed get their
    /// original contents back and the whole group is reported as not written.
    static func writeTogether(_ group: [(request: Request, path: String)], into outcome: inout Outcome, hooks: WriteHooks) {
        var staged: [StagedFile] = []
        var failure: (index: Int, message: String)?
        for (i, (request, path)) in group.enumerated() {
            do {
                staged.append(try stage(path, with: request.output, expecting: request.original, shownAs: request.display, root: request.root, hooks: hooks))
            } catch {
                failure = (i, message(of: error, request.display))
                break
            }
        }
        if failure == nil {
            for (i, file) in staged.enumerated() {
                do { try lastLook(file, hooks: hooks) } catch {
                    failure = (i, message(of: error, group[i].request.display))
                    break
                }
            }
        }
        var renamed: [StagedFile] = []
        if failure == nil {
            for (i, file) in staged.enumerated() {
                do {
                    outcome.warnings += try commit(file, hooks: hooks)
                    renamed.append(file)
                } catch {
                    failure = (i, message(of: error, group[i].request.display))
                    break
                }
            }
        }
        for file in staged where !renamed.contains(where: { $0 === file }) { file.discard() }
        guard let failure else {
            for (file, (request, path)) in zip(staged, group) {
                outcome.warnings += file.warnings
                outcome.written.append(request.display)
                outcome.destinations[request.display] = path
            }
            return
        }
        outcome.errors.append(failure.message)
        outcome.errors += restore(renamed)
        for (i, (request, _)) in group.enumerated() {
            outcome.refused.append(request.display)
            if i != failure.index {
                outcome.errors.append("\(shown(request.display)): error: not written: it is part of \(request.units.sorted().joined(separator: ", ")), and \(shown(group[failure.index].request.display)) of that change could not be written")
            }
        }
    }

    /// A refusal's message, or one made for another error.
    static func message(of error: Error, _ display: String) -> String {
        (error as? Refusal)?.message ?? "\(shown(display)): error: \(error); not written"
    }

    /// Puts the original contents back into files renamed before another file of their
    /// group failed; errors for those that could not be put back.
    static func restore(_ renamed: [StagedFile]) -> [String] {
        var errors: [String] = []
        for file in renamed.reversed() {
            do {
                _ = try replace(file.path, with: file.original, expecting: file.bytes, shownAs: file.display)
            } catch {
                errors.append("\(shown(file.display)): error: written, and its original could not be put back after another file of its change failed (\(message(of: error, file.display))); check the file")
            }
        }
        return errors
    }

    /// The error naming files with uncommitted changes.
    static func uncommittedMessage(_ names: [String], doing: String = "change files") -> String {
        "error: refusing to \(doing) with uncommitted changes (commit or stash them, or pass --allow-dirty):\n"
            + names.map { "  \(shown($0))" }.joined(separator: "\n")
    }

    /// Where each request's bytes would go (the file, or a link's target), and the requests
    /// refused for what they are (links that may not be written through, files whose real
    /// path is outside their root).
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

    /// What the uncommitted-changes guard found: display paths of the destinations with
    /// uncommitted changes, and an error per repository git could not answer for with the
    /// display paths of its files (each counts as changed).
    struct Guarded {
        var dirty: [String] = []
        var unknown: [Refusal] = []
        var unknownFiles: [String] = []
    }

    /// Display paths of the destinations with uncommitted changes in their git work trees.
    static func uncommitted(_ destinations: [(request: Request, path: String)]) -> Guarded {
        let (dirty, unknown) = dirtyFiles(destinations.map(\.path))
        var guarded = Guarded()
        var unknownFiles: [String: [String]] = [:]
        for (request, path) in destinations {
            let real = realPath(path) ?? path
            if let repository = unknown.keys.first(where: { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }) {
                unknownFiles[repository, default: []].append(request.display)
            } else if dirty.contains(real) {
                guarded.dirty.append(request.display)
            }
        }
        for (repository, files) in unknownFiles.sorted(by: { $0.key < $1.key }) {
            guarded.unknownFiles += files
            guarded.unknown.append(Refusal(message: "error: cannot tell whether files have uncommitted changes: git fails in \(shown(repository)) (\(TerminalText.escaped(unknown[repository]!))); nothing was written (for a repository owned by another user, mark it safe with `git config --global --add safe.directory PATH`; or pass --allow-dirty):\n"
                + files.map { "  \(shown($0))" }.joined(separator: "\n")))
        }
        return guarded
    }

    /// What `write` would refuse, found without writing anything: the files with
    /// uncommitted changes (unless allowed), and each other refusal with its message
    /// (links, read-only files and folders, hard links). `apply --interactive` asks this
    /// before its first question, so it never asks about a change that could not be written.
    static func preflight(_ requests: [Request], listed: Set<String>, allowDirty: Bool) -> (uncommitted: [String], refused: [(display: String, message: String)]) {
        let (destinations, refusals) = destinations(of: requests, listed: listed)
        var refused = refusals.map { ($0.0.display, $0.1.message) }
        for (request, path) in destinations {
            if let refusal = refusalToReplace(path, shownAs: request.display) { refused.append((request.display, refusal.message)) }
        }
        guard !allowDirty else { return ([], refused) }
        // Files git cannot answer for are refused like uncommitted ones.
        let guarded = uncommitted(destinations)
        return (guarded.dirty + guarded.unknownFiles, refused)
    }

    /// Why a file could not be replaced, from its status and its folder's alone (nil when
    /// it can be).
    static func refusalToReplace(_ path: String, shownAs display: String) -> Refusal? {
        let shown = shown(display)
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
        // A folder without the owner-write bit is read-only too (root could write in it).
        let folder = (path as NSString).deletingLastPathComponent
        var folderInfo = stat()
        if stat(folder.isEmpty ? "." : folder, &folderInfo) == 0, folderInfo.st_mode & S_IWUSR == 0 {
            let folderMode = folderInfo.st_mode & 0o7777
            return Refusal(message: "\(shown): error: its folder is read-only (mode \(String(folderMode, radix: 8))); not written (make the folder writable to migrate it)")
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

    /// Whether `path` (a real path) lies inside the folder `root` (a real path).
    static func isInside(_ path: String, _ root: String) -> Bool {
        path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The path to write for a request: the file, or the target of a link that may be
    /// written through.
    static func destination(of request: Request, listedFiles: () -> Set<String>) -> Result<String, Refusal> {
        let shown = shown(request.display)
        var info = stat()
        guard lstat(request.absolute, &info) == 0 else {
            return .failure(Refusal(message: "\(shown): error: cannot read the file's status (\(String(cString: strerror(errno)))); not written"))
        }
        let root = realPath(request.root) ?? request.root
        guard info.st_mode & S_IFMT == S_IFLNK else {
            // A folder on the way may be a link (to outside the root): the file is written
            // only where it really is inside the root.
            guard let real = realPath(request.absolute) else {
                return .failure(Refusal(message: "\(shown): error: cannot find the file's real path (\(String(cString: strerror(errno)))); not written"))
            }
            guard isInside(real, root) else {
                return .failure(Refusal(message: "\(shown): error: its real path \(Writer.shown(real)) is outside \(Writer.shown(request.root)) (a folder on the way is a symbolic link); not written"))
            }
            return .success(request.absolute)
        }
        guard let target = realPath(request.absolute) else {
            return .failure(Refusal(message: "\(shown): error: a broken symbolic link; not written"))
        }
        guard isInside(target, root) else {
            return .failure(Refusal(message: "\(shown): error: a symbolic link to \(Writer.shown(target)), outside \(Writer.shown(request.root)); not written (links are written through only to files inside the folder given)"))
        }
        if listedFiles().contains(target) {
            return .failure(Refusal(message: "\(shown): error: a symbolic link to \(Writer.shown(target)), which is listed itself; not written through the link"))
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
    /// work trees, and the repositories (real paths) git could not answer for, with why.
    static func dirtyFiles(_ paths: [String]) -> (dirty: Set<String>, unknown: [String: String]) {
        // Repositories are found without git (a `.git` above the file), so a repository git
        // refuses to read is not mistaken for a folder outside git.
        var byRepository: [String: [String]] = [:]
        var repositoryOfFolder: [String: String?] = [:]
        for path in paths {
            let real = realPath(path) ?? path
            let folder = (real as NSString).deletingLastPathComponent
            let repository: String?
            if let known = repositoryOfFolder[folder] {
                repository = known
            } else {
                repository = Git.repositoryRoot(containing: folder)
                repositoryOfFolder[folder] = repository
            }
            if let repository { byRepository[repository, default: []].append(real) }
        }
        var dirty: Set<String> = []
        var unknown: [String: String] = [:]
        for (repository, files) in byRepository {
            let answer = Git.workTreeRoot(repository).flatMap { root in
                Git.dirtyFiles(files, root: root).map { $0.map { realPath($0) ?? $0 } }
            }
            switch answer {
            case .success(let names): dirty.formUnion(names)
            case .failure(let failure): unknown[repository] = failure.message
            }
        }
        return (dirty, unknown)
    }

    // MARK: Replacing a file

    /// Replaces a regular file's contents atomically, keeping its mode, extended attributes
    /// and, where permitted, owner and group. Returns warnings for what could not be kept;
    /// throws a `Refusal` when the file is not written. `root`, when given, is the folder
    /// the file must really be inside.
    @discardableResult
    static func replace(_ path: String, with bytes: [UInt8], expecting original: [UInt8], shownAs display: String, root: String? = nil,
                        hooks: WriteHooks = WriteHooks()) throws -> [String] {
        let file = try stage(path, with: bytes, expecting: original, shownAs: display, root: root, hooks: hooks)
        do {
            try lastLook(file, hooks: hooks)
            return try file.warnings + commit(file, hooks: hooks)
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes a file's new contents to a temporary file next to it, flushed to disk and
    /// given the original's owner, group, mode and extended attributes (ACLs included),
    /// without touching the file: `commit` renames it over the file.
    static func stage(_ path: String, with bytes: [UInt8], expecting original: [UInt8], shownAs display: String, root: String? = nil,
                      hooks: WriteHooks = WriteHooks()) throws -> StagedFile {
        let shown = shown(display)
        if let refusal = refusalToReplace(path, shownAs: display) { throw refusal }
        // The original stays open: its status and contents are checked through this
        // descriptor right before the rename, and after it.
        let source = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard source >= 0 else {
            throw Refusal(message: "\(shown): error: cannot open the file (\(String(cString: strerror(errno)))); not written")
        }
        var info = stat()
        guard fstat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(source)
            throw Refusal(message: "\(shown): error: not a regular file; not written")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder
        let file = StagedFile(path: path, display: display, source: source, info: info, original: original, bytes: bytes,
                              directory: directory, realFolder: realPath(directory))
        do {
            guard readAll(source) == original else { throw file.changed }
            if let root {
                let realRoot = realPath(root) ?? root
                guard let realFolder = file.realFolder, realFolder == realRoot || isInside(realFolder, realRoot) else {
                    throw Refusal(message: "\(shown): error: its folder is not inside \(Writer.shown(root)) any more; not written")
                }
            }
            let temporary = try TemporaryFile(in: directory, for: (path as NSString).lastPathComponent, shownAs: shown)
            file.temporary = temporary
            try hooks.call(path, .beforeWrite)
            try writeAll(temporary.fd, bytes, shown: shown)
            file.warnings = try keepAttributes(of: source, info, on: temporary.fd, shown: shown)
            guard hooks.flush(path, temporary.fd) == 0 else {
                throw Refusal(message: "\(shown): error: cannot flush the temporary file (\(String(cString: strerror(errno)))); not written")
            }
        } catch {
            file.discard()
            throw error
        }
        return file
    }

    /// Gives the temporary file the original's owner and group (where permitted), mode and
    /// extended attributes; warnings for what could not be kept.
    static func keepAttributes(of source: Int32, _ info: stat, on fd: Int32, shown: String) throws -> [String] {
        var warnings: [String] = []
        // Owner and group first: changing them can clear set-id bits the mode restores.
        if info.st_uid != geteuid() || info.st_gid != getegid() {
            if fchown(fd, info.st_uid, info.st_gid) != 0 {
                let reason = String(cString: strerror(errno))
                let keptGroup = fchown(fd, uid_t.max, info.st_gid) == 0
                warnings.append("\(shown): warning: written, but its owner (uid \(info.st_uid))\(keptGroup ? "" : " and group (gid \(info.st_gid))") could not be kept (\(reason))")
            }
        }
        let mode = info.st_mode & 0o7777
        guard fchmod(fd, mode) == 0 else {
            throw Refusal(message: "\(shown): error: cannot give the temporary file mode \(String(mode, radix: 8)) (\(String(cString: strerror(errno)))); not written")
        }
        // After the mode: an access ACL sets the group bits from its mask.
        warnings += ExtendedAttributes.copy(from: source, to: fd, skipping: markerAttribute).map {
            $0.name == ExtendedAttributes.accessACL
                ? "\(shown): warning: written, but its POSIX ACL could not be kept (\($0.reason)); its mode is \(String(mode, radix: 8))"
                : "\(shown): warning: written, but its extended attribute \($0.name) could not be kept (\($0.reason))"
        }
        return warnings
    }

    /// The last look before the rename: the same file, unchanged since it was read; then
    /// the temporary file gets its name.
    static func lastLook(_ file: StagedFile, hooks: WriteHooks) throws {
        try hooks.call(file.path, .beforeLastLook)
        guard let temporary = file.temporary else { throw file.changed }
        var now = stat()
        var current = stat()
        guard lstat(file.path, &now) == 0, now.st_dev == file.info.st_dev, now.st_ino == file.info.st_ino,
              fstat(file.source, &current) == 0, sameContents(current, file.info), readAll(file.source) == file.original,
              realPath(file.directory) == file.realFolder else { throw file.changed }
        try temporary.name(shownAs: shown(file.display))
    }

    /// Renames the staged file over the original; a write that reached the old file during
    /// the rename is put back (and the file reported as not written).
    static func commit(_ file: StagedFile, hooks: WriteHooks) throws -> [String] {
        let shown = shown(file.display)
        guard let temporary = file.temporary else { throw file.changed }
        var written = stat()
        fstat(temporary.fd, &written)
        try hooks.call(file.path, .beforeRename)
        if rename(temporary.path, file.path) != 0 {
            throw Refusal(message: "\(shown): error: cannot replace the file (\(String(cString: strerror(errno)))); not written")
        }
        temporary.renamed()
        try? hooks.call(file.path, .afterRename)
        // A program that opened the file before the rename may have written to the old
        // file after the last look: its change would be lost. Put its version back.
        var after = stat()
        if fstat(file.source, &after) == 0, !sameContents(after, file.info) {
            try putBack(file.path, from: file.source, over: temporary.fd, written: written, shown: shown)
        }
        return []
    }

    /// Whether two statuses of one file show the same contents (size and modification
    /// time, to the nanosecond where the system keeps it).
    static func sameContents(_ a: stat, _ b: stat) -> Bool {
        guard a.st_size == b.st_size else { return false }
        #if canImport(Darwin)
        return a.st_mtimespec.tv_sec == b.st_mtimespec.tv_sec && a.st_mtimespec.tv_nsec == b.st_mtimespec.tv_nsec
        #else
        return a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
        #endif
    }

    /// After a write reached the replaced file during the rename: the other program's
    /// version (read through `source`) goes back in place, unless the new file has changed
    /// too (then both changes are named in the error).
    static func putBack(_ path: String, from source: Int32, over new: Int32, written: stat, shown: String) throws -> Never {
        let theirs = readAll(source)
        var now = stat()
        guard fstat(new, &now) == 0, sameContents(now, written) else {
            throw Refusal(message: "\(shown): error: another program wrote to the file while it was being replaced, and again after; the migrated file holds its second change, and its first (to the file replaced) is lost; check the file")
        }
        do {
            _ = try replace(path, with: theirs, expecting: Array(readAll(new)), shownAs: shown)
        } catch let refusal as Refusal {
            throw Refusal(message: "\(shown): error: another program wrote to the file while it was being replaced, and its version could not be put back (\(refusal.message)); check the file")
        }
        throw Refusal(message: "\(shown): error: another program wrote to the file while it was being replaced; its version was put back; not written")
    }

    /// Reads a file from its start through a descriptor.
    static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var offset: off_t = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return result
            }
            if n == 0 { return result }
            result += buffer[..<n]
            offset += off_t(n)
        }
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

    /// `NAME` cut to at most `limit` bytes at a character boundary, for temporary names
    /// (a name of 80 CJK characters is 240 bytes; with the marker it must stay within the
    /// 255 bytes a file name may have).
    static func truncatedName(_ name: String, limit: Int = 150) -> String {
        guard name.utf8.count > limit else { return name }
        var result = ""
        var count = 0
        for character in name {
            let size = character.utf8.count
            if count + size > limit { break }
            result.append(character)
            count += size
        }
        return result
    }

    /// Removes the writer's temporary files in `folders` whose process is gone and that
    /// carry the writer's marker for their name; returns how many, and the files named like
    /// one (their process gone) that are not marked, which are left alone.
    static func removeStaleTemporaryFiles(in folders: Set<String>) -> (removed: Int, leftAlone: [String]) {
        var removed = 0
        var leftAlone: [String] = []
        for folder in folders {
            guard let entries = SourceFiles.entries(of: folder) else { continue }
            for bytes in entries {
                guard let entry = String(validating: bytes, as: UTF8.self), entry.hasPrefix("."), entry.hasSuffix(".tmp"),
                      let marker = entry.range(of: temporaryMarker, options: .backwards) else { continue }
                let tail = entry[marker.upperBound...].dropLast(4)  // PID-XXXXXXXX
                let parts = tail.split(separator: "-")
                guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, parts[1].count == 8, UInt32(parts[1], radix: 16) != nil else { continue }
                if pid == getpid() { continue }
                if kill(pid, 0) == 0 || errno == EPERM { continue }  // that run is still going
                let path = folder + "/" + entry
                var info = stat()
                guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                      ExtendedAttributes.value(of: markerAttribute, atPath: path) == Array(tail.utf8) else {
                    leftAlone.append(path)
                    continue
                }
                if unlink(path) == 0 { removed += 1 }
            }
        }
        return (removed, leftAlone.sorted())
    }
}

/// A file's new contents staged next to it (`Writer.stage`): the original's descriptor
/// and status, and the temporary file, until it is renamed or discarded.
final class StagedFile {
    let path: String
    let display: String
    let source: Int32
    let info: stat
    let original: [UInt8]
    let bytes: [UInt8]
    let directory: String
    let realFolder: String?
    var temporary: TemporaryFile?
    var warnings: [String] = []
    private var isClosed = false

    init(path: String, display: String, source: Int32, info: stat, original: [UInt8], bytes: [UInt8], directory: String, realFolder: String?) {
        self.path = path
        self.display = display
        self.source = source
        self.info = info
        self.original = original
        self.bytes = bytes
        self.directory = directory
        self.realFolder = realFolder
    }

    var changed: Writer.Refusal {
        Writer.Refusal(message: "\(Writer.shown(display)): error: file changed on disk since it was read; not written")
    }

    /// Removes the temporary file (unless renamed) and closes both descriptors.
    func discard() {
        temporary?.discard()
        temporary?.close()
        guard !isClosed else { return }
        isClosed = true
        _ = posixClose(source)
    }

    deinit { discard() }
}

/// Points of writing a file where a test injects a failure (by throwing) or another
/// program's write, and the flush a test can fail; passed to `Writer.write` and
/// `Writer.replace`: in production no hook and `fsync`.
struct WriteHooks {
    enum Point { case beforeWrite, beforeLastLook, beforeRename, afterRename }

    var hook: ((String, Point) throws -> Void)?
    /// Flushes a file's temporary file to disk (`fsync`); 0 or -1 with `errno` set.
    var flush: (String, Int32) -> Int32 = { _, fd in fsync(fd) }

    init(_ hook: ((String, Point) throws -> Void)? = nil) { self.hook = hook }

    func call(_ path: String, _ point: Point) throws { try hook?(path, point) }
}

/// A temporary file next to the file it will replace: `.NAME.swiftui-migrate-PID-XXXXXXXX.tmp`,
/// marked as the writer's with an extended attribute. On Linux it is made without a name
/// (`O_TMPFILE`) and given its name, already marked and complete, just before the rename,
/// so a killed run can leave only marked temporary files behind; elsewhere it is named
/// when made and marked at once.
final class TemporaryFile {
    let fd: Int32
    let path: String
    private let directory: String
    private var isNamed: Bool
    private var isRenamed = false
    private var isClosed = false

    /// Whether a file made without a name can be named (`/proc/self/fd` is there).
    static let canName: Bool = access("/proc/self/fd", F_OK) == 0

    init(in directory: String, for name: String, shownAs shown: String) throws {
        let run = "\(getpid())-" + String(format: "%08x", UInt32.random(in: .min ... .max))
        self.directory = directory
        path = directory + "/.\(Writer.truncatedName(name))\(Writer.temporaryMarker)\(run).tmp"
        var fd: Int32 = -1
        #if os(Linux)
        // O_TMPFILE: __O_TMPFILE (020000000 on x86_64 and aarch64) with O_DIRECTORY; it is
        // named through /proc, so only where that is mounted.
        if TemporaryFile.canName {
            fd = open(directory, O_RDWR | O_CLOEXEC | O_DIRECTORY | 0o20000000, 0o600)
        }
        #endif
        isNamed = fd < 0
        if fd < 0 {
            fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        }
        guard fd >= 0 else {
            throw Writer.Refusal(message: "\(shown): error: cannot create a temporary file next to it (\(String(cString: strerror(errno)))); not written")
        }
        self.fd = fd
        // Unmarked, a leftover would never be removed; marking can fail only where the
        // file system has no extended attributes (then a leftover is named in a note).
        _ = ExtendedAttributes.set(Writer.markerAttribute, Array(run.utf8), on: fd)
    }

    /// Gives a file made without a name its name (nothing to do for a named one).
    func name(shownAs shown: String) throws {
        guard !isNamed else { return }
        #if os(Linux)
        if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) != 0 {
            throw Writer.Refusal(message: "\(shown): error: cannot name the temporary file (\(String(cString: strerror(errno)))); not written")
        }
        #endif
        isNamed = true
    }

    /// The rename happened: the file is the new original; its marker goes.
    func renamed() {
        isRenamed = true
        _ = ExtendedAttributes.remove(Writer.markerAttribute, from: fd)
    }

    /// Removes the temporary file (its name, if it has one).
    func discard() {
        if isNamed && !isRenamed { unlink(path) }
        isNamed = false
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        _ = posixClose(fd)
    }

    deinit { close() }
}

/// `close(2)`, named apart from `TemporaryFile.close`.
@inline(__always) private func posixClose(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(fd)
    #else
    Darwin.close(fd)
    #endif
}

/// Extended attributes through file descriptors: Linux `user.*` attributes and the access
/// ACL (the others are the system's: security labels), every attribute on macOS (Finder tags, quarantine).
/// Darwin declares the calls; Glibc has them but its Swift module leaves `sys/xattr.h` out,
/// so on Linux they are looked up by name in the C library.
enum ExtendedAttributes {
    #if canImport(Darwin)
    static func list(_ fd: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int { flistxattr(fd, buffer, size, 0) }
    static func get(_ fd: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int { fgetxattr(fd, name, buffer, size, 0, 0) }
    static func set(_ fd: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 { fsetxattr(fd, name, value, size, 0, 0) }
    static func remove(_ fd: Int32, _ name: String) -> Int32 { fremovexattr(fd, name, 0) }
    #else
    typealias ListCall = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
    typealias GetCall = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    typealias SetCall = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    typealias RemoveCall = @convention(c) (Int32, UnsafePointer<CChar>) -> Int32

    /// The C library's function named `name`, as type `T`.
    static func function<T>(_ name: String, as type: T.Type) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
        return unsafeBitCast(symbol, to: type)
    }

    static let listCall = function("flistxattr", as: ListCall.self)
    static let getCall = function("fgetxattr", as: GetCall.self)
    static let setCall = function("fsetxattr", as: SetCall.self)
    static let removeCall = function("fremovexattr", as: RemoveCall.self)

    static func list(_ fd: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        guard let listCall else { errno = ENOTSUP; return -1 }
        return listCall(fd, buffer, size)
    }
    static func get(_ fd: Int32, _ name: String, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let getCall else { errno = ENOTSUP; return -1 }
        return getCall(fd, name, buffer, size)
    }
    static func set(_ fd: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 {
        guard let setCall else { errno = ENOTSUP; return -1 }
        return setCall(fd, name, value, size, 0)
    }
    static func remove(_ fd: Int32, _ name: String) -> Int32 {
        guard let removeCall else { errno = ENOTSUP; return -1 }
        return removeCall(fd, name)
    }
    #endif

    /// The names on a file.
    static func names(of fd: Int32) -> [String] {
        for _ in 0..<4 {
            let size = list(fd, nil, 0)
            guard size > 0 else { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let read = list(fd, &buffer, size)
            if read < 0 {
                if errno == ERANGE { continue }  // grew meanwhile
                return []
            }
            return buffer[..<read].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return []
    }

    /// An attribute's value, or nil.
    static func value(of name: String, on fd: Int32) -> [UInt8]? {
        for _ in 0..<4 {
            let size = get(fd, name, nil, 0)
            guard size >= 0 else { return nil }
            var buffer = [UInt8](repeating: 0, count: max(size, 1))
            let read = buffer.withUnsafeMutableBytes { get(fd, name, $0.baseAddress, size) }
            if read < 0 {
                if errno == ERANGE { continue }
                return nil
            }
            return Array(buffer[..<read])
        }
        return nil
    }

    /// An attribute's value on the file at `path` (links not followed), or nil.
    static func value(of name: String, atPath path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return value(of: name, on: fd)
    }

    @discardableResult
    static func set(_ name: String, _ value: [UInt8], on fd: Int32) -> Bool {
        value.withUnsafeBytes { set(fd, name, $0.baseAddress, $0.count) } == 0
    }

    @discardableResult
    static func remove(_ name: String, from fd: Int32) -> Bool {
        remove(fd, name) == 0
    }

    /// The attribute that holds a file's POSIX access ACL on Linux.
    static let accessACL = "system.posix_acl_access"

    /// Whether an attribute is the user's to keep: on Linux `user.*` and the access ACL.
    static func isCopied(_ name: String) -> Bool {
        #if canImport(Darwin)
        return true
        #else
        return name.hasPrefix("user.") || name == accessACL
        #endif
    }

    /// Copies the attributes of `source` to `destination` (but `skipping`); the ones that
    /// could not be set, with why.
    static func copy(from source: Int32, to destination: Int32, skipping: String) -> [(name: String, reason: String)] {
        var failed: [(name: String, reason: String)] = []
        for name in names(of: source) where isCopied(name) && name != skipping {
            guard let value = value(of: name, on: source) else { continue }  // removed meanwhile
            if !set(name, value, on: destination) {
                failed.append((name, String(cString: strerror(errno))))
            }
        }
        return failed
    }
}

/// `write(2)`, named apart from `Writer.write`.
@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
