import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock `apply` holds on the folders it changes, so that two runs over the same files
/// never interleave (each would write half of its multi-file changes over the other's; the
/// second is refused instead, as git refuses a second `index.lock`).
///
/// It is an `flock` on the folders themselves, not a lock file: the system drops it when the
/// process ends, however it ends (exit, a signal, `kill -9`), so there is never a stale lock
/// to clean up, nothing is written into the tree, and no leftover can stop a later run. Each
/// folder given (a file's folder for a file) is locked exclusively and every folder above it
/// shared, so a run over `App` and one over `App/Sources` exclude each other while runs over
/// `App/A` and `App/B` do not. Descriptors are close-on-exec (a build command run by
/// `--verify-build` does not inherit them).
final class TreeLock {
    private var descriptors: [Int32] = []

    /// Why a lock could not be taken.
    struct Busy: Error {
        var message: String
    }

    /// Locks the folders of `roots` (absolute paths). Throws `Busy` when another run holds
    /// one of them; returns notes for folders that cannot be locked at all (a file system
    /// without locks), where a run at the same time would not be stopped.
    static func acquire(_ roots: [String]) throws -> (lock: TreeLock, notes: [String]) {
        var exclusive: Set<String> = []
        for root in roots {
            var info = stat()
            let real = Writer.realPath(root) ?? root
            let folder = stat(real, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR ? real : (real as NSString).deletingLastPathComponent
            exclusive.insert(folder.isEmpty ? "/" : folder)
        }
        var shared: Set<String> = []
        for folder in exclusive {
            var current = folder
            while current != "/" && !current.isEmpty {
                current = (current as NSString).deletingLastPathComponent
                if current.isEmpty { current = "/" }
                if !exclusive.contains(current) { shared.insert(current) }
            }
        }
        let lock = TreeLock()
        var notes: [String] = []
        // Folders above first; every attempt is non-blocking, so no order can deadlock.
        for folder in (exclusive.union(shared)).sorted() {
            let isExclusive = exclusive.contains(folder)
            let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else {
                if isExclusive {
                    notes.append("note: cannot lock \(TerminalText.escaped(folder)) (\(String(cString: strerror(errno)))); another apply at the same time would not be stopped")
                }
                continue  // a folder above that cannot be read: runs under it lock below it
            }
            // A few tries over half a second: a process another thread of this one is
            // starting holds a copy of a just-released descriptor until it execs.
            var locked = false
            var reason: Int32 = 0
            for attempt in 0..<10 {
                if attempt > 0 { usleep(50_000) }
                if flock(fd, (isExclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 { locked = true; break }
                reason = errno
                if reason != EWOULDBLOCK && reason != EAGAIN { break }
            }
            if locked {
                lock.descriptors.append(fd)
                continue
            }
            close(fd)
            if reason == EWOULDBLOCK || reason == EAGAIN {
                lock.release()
                throw Busy(message: "error: another swiftui-migrate apply is changing files in \(TerminalText.escaped(folder))\(isExclusive ? "" : " (a folder above the one given)"); nothing was written. Run apply again when it has finished")
            }
            if isExclusive {
                notes.append("note: cannot lock \(TerminalText.escaped(folder)) (\(String(cString: strerror(reason)))); another apply at the same time would not be stopped")
            }
        }
        return (lock, notes)
    }

    /// Releases the lock (it is also released when the process ends).
    func release() {
        for fd in descriptors { close(fd) }
        descriptors = []
    }

    deinit { release() }
}
