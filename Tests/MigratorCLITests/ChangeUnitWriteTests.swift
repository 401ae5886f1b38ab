import Foundation
import Testing
@testable import MigratorCLI

/// Issue 44: a change unit spanning files is written all together or not at all, whatever
/// fails (disk full, a rename, an editor's save), and ACLs survive a rewrite.
struct ChangeUnitWriteTests {
    static let model = "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"
    static let view = "import SwiftUI\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n"

    /// An `observable` unit (Model.swift and V.swift) as `apply` would write it: the
    /// folder, and the requests with the migrated contents and their shared unit.
    func observableUnit() throws -> (root: String, requests: [Writer.Request]) {
        let migrated = try makeDirectory(["Model.swift": Array(Self.model.utf8), "V.swift": Array(Self.view.utf8)])
        let applied = run(["apply", "--min-ios", "17", "--min-macos", "14", "--pass", "observable", "."], in: migrated)
        #expect(applied.code == 0, "\(applied.err)")
        let root = try makeDirectory(["Model.swift": Array(Self.model.utf8), "V.swift": Array(Self.view.utf8)])
        let requests = ["Model.swift", "V.swift"].map { name in
            Writer.Request(display: name, absolute: root + "/" + name, root: root, original: Array(read(root + "/" + name).utf8),
                           output: Array(read(migrated + "/" + name).utf8), units: ["observable 'Model'"])
        }
        #expect(requests[0].output != requests[0].original && requests[1].output != requests[1].original)
        return (root, requests)
    }

    func write(_ requests: [Writer.Request], root: String, hooks: WriteHooks) -> Writer.Outcome {
        Writer.write(requests, listed: Set(requests.map(\.absolute)), folders: [root], allowDirty: true, hooks: hooks)
    }

    func temporaryFiles(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// Disk full while writing the view's temporary file: the class file is not written
    /// either, both are reported, no temporary file is left.
    @Test func aWriteFailureInTheSecondFileWritesNeither() throws {
        let (root, requests) = try observableUnit()
        let hooks = WriteHooks { path, point in
            if point == .beforeWrite && path.hasSuffix("/V.swift") {
                throw Writer.Refusal(message: "V.swift: error: cannot write the temporary file (No space left on device); not written")
            }
        }
        let outcome = write(requests, root: root, hooks: hooks)
        #expect(outcome.written.isEmpty)
        #expect(outcome.refused.sorted() == ["Model.swift", "V.swift"])
        #expect(outcome.errors.contains { $0.contains("No space left on device") })
        #expect(outcome.errors.contains { $0.hasPrefix("Model.swift: error: not written: it is part of observable 'Model'") }, "\(outcome.errors)")
        #expect(read(root + "/Model.swift") == Self.model)
        #expect(read(root + "/V.swift") == Self.view)
        #expect(temporaryFiles(root).isEmpty)
        // Without the failure the same unit is written whole.
        let again = write(requests, root: root, hooks: WriteHooks())
        #expect(again.written == ["Model.swift", "V.swift"], "\(again.errors)")
        #expect(read(root + "/Model.swift").contains("@Observable") && read(root + "/V.swift").contains("@State var model"))
    }

    /// The second rename fails after the first file was renamed: the first gets its
    /// original back, and the unit is reported as not written.
    @Test func aFailedRenameRestoresTheFilesAlreadyRenamed() throws {
        let (root, requests) = try observableUnit()
        let hooks = WriteHooks { path, point in
            if point == .beforeRename && path.hasSuffix("/V.swift") {
                throw Writer.Refusal(message: "V.swift: error: cannot replace the file (Input/output error); not written")
            }
        }
        let outcome = write(requests, root: root, hooks: hooks)
        #expect(outcome.written.isEmpty)
        #expect(outcome.refused.sorted() == ["Model.swift", "V.swift"])
        #expect(read(root + "/Model.swift") == Self.model)
        #expect(read(root + "/V.swift") == Self.view)
        #expect(temporaryFiles(root).isEmpty)
    }

    /// An editor saves the view while `apply` runs (after its temporary file was
    /// written): neither file is written and the editor's save is kept.
    @Test func aConcurrentSaveOfOneFileWritesNeither() throws {
        let (root, requests) = try observableUnit()
        let saved = Self.view + "// saved by the editor\n"
        let hooks = WriteHooks { path, point in
            if point == .beforeLastLook && path.hasSuffix("/V.swift") {
                #expect(FileManager.default.createFile(atPath: path + ".new", contents: Data(saved.utf8)))
                rename(path + ".new", path)
            }
        }
        let outcome = write(requests, root: root, hooks: hooks)
        #expect(outcome.written.isEmpty)
        #expect(outcome.errors.contains("V.swift: error: file changed on disk since it was read; not written"), "\(outcome.errors)")
        #expect(read(root + "/Model.swift") == Self.model)
        #expect(read(root + "/V.swift") == saved)
    }

    /// A file of the unit refused before anything is staged (here a broken symbolic link)
    /// takes the unit's other files with it.
    @Test func aFileRefusedBeforeStagingWritesNoneOfItsUnit() throws {
        let (root, requests) = try observableUnit()
        try FileManager.default.removeItem(atPath: root + "/V.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/V.swift", withDestinationPath: root + "/Missing.swift")
        let outcome = write(requests, root: root, hooks: WriteHooks())
        #expect(outcome.written.isEmpty)
        #expect(outcome.refused.sorted() == ["Model.swift", "V.swift"])
        #expect(outcome.errors.contains("Model.swift: error: not written: it is part of observable 'Model', and V.swift of that change could not be written"), "\(outcome.errors)")
        #expect(read(root + "/Model.swift") == Self.model)
    }

    /// Files that share no unit are written apart: one failing leaves the other written.
    @Test func filesOfNoCommonUnitAreWrittenApart() throws {
        var (root, requests) = try observableUnit()
        requests[0].units = ["observable 'Model'"]
        requests[1].units = []
        let hooks = WriteHooks { path, point in
            if point == .beforeWrite && path.hasSuffix("/V.swift") { throw Writer.Refusal(message: "V.swift: error: injected; not written") }
        }
        let outcome = write(requests, root: root, hooks: hooks)
        #expect(outcome.written == ["Model.swift"])
        #expect(outcome.refused == ["V.swift"])
        #expect(Writer.unitGroups([(requests[0], "a"), (requests[1], "b"), (requests[0], "c")]).map { $0.map(\.path) } == [["a", "c"], ["b"]])
    }

    /// `user:1234:rw-` as Linux stores it: version 2; USER_OBJ rw, USER 1234 rw,
    /// GROUP_OBJ r, MASK rw, OTHER r.
    static let acl: [UInt8] = {
        var acl: [UInt8] = [2, 0, 0, 0]
        for (tag, perm, id) in [(1, 6, UInt32.max), (2, 6, 1234), (4, 4, UInt32.max), (0x10, 6, UInt32.max), (0x20, 4, UInt32.max)] as [(UInt16, UInt16, UInt32)] {
            acl += [UInt8(tag & 0xff), UInt8(tag >> 8), UInt8(perm & 0xff), UInt8(perm >> 8)]
            acl += [UInt8(id & 0xff), UInt8((id >> 8) & 0xff), UInt8((id >> 16) & 0xff), UInt8(id >> 24)]
        }
        return acl
    }()

    /// A POSIX access ACL (`user:1234:rw-`) is kept on the rewritten file, and the group
    /// bits of its mode do not change.
    @Test func posixACLsAreKept() throws {
        #if os(Linux)
        let root = try makeProject()
        let path = root + "/Sources/P/A.swift"
        let acl = Self.acl
        var fd = open(path, O_RDONLY)
        let supported = ExtendedAttributes.set(ExtendedAttributes.accessACL, acl, on: fd)
        var before = stat()
        fstat(fd, &before)
        close(fd)
        try #require(supported, "the file system has no POSIX ACLs")
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(!result.err.contains("could not be kept"), "\(result.err)")
        fd = open(path, O_RDONLY)
        defer { close(fd) }
        var after = stat()
        fstat(fd, &after)
        #expect(read(path).contains("foregroundStyle"))
        #expect(ExtendedAttributes.value(of: ExtendedAttributes.accessACL, on: fd) == acl)
        #expect(after.st_mode & 0o777 == before.st_mode & 0o777)
        #endif
    }

    /// An ACL that cannot be set on the new file (here the destination is a pipe, which
    /// takes a mode but no ACL) is a warning naming the file and the mode it got.
    @Test func anACLThatCannotBeKeptIsAWarning() throws {
        #if os(Linux)
        let root = try makeDirectory(["A.swift": Array("let a = 1\n".utf8)])
        let source = open(root + "/A.swift", O_RDONLY)
        defer { close(source) }
        try #require(ExtendedAttributes.set(ExtendedAttributes.accessACL, Self.acl, on: source), "the file system has no POSIX ACLs")
        var info = stat()
        fstat(source, &info)
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let warnings = try Writer.keepAttributes(of: source, info, on: ends[1], shown: "A.swift")
        let mode = String(info.st_mode & 0o7777, radix: 8)
        #expect(warnings == ["A.swift: warning: written, but its POSIX ACL could not be kept (Operation not supported); its mode is \(mode)"])
        #endif
    }

    /// Every file of a unit is written whole and flushed before the first rename, and a
    /// flush that fails (an I/O error) writes none of the unit.
    @Test func everyFileOfAUnitIsFlushedBeforeAnyRename() throws {
        let (root, requests) = try observableUnit()
        let output = Dictionary(uniqueKeysWithValues: requests.map { ($0.absolute, $0.output) })
        var events: [String] = []
        var hooks = WriteHooks { path, point in
            if point == .beforeRename { events.append("rename " + (path as NSString).lastPathComponent) }
        }
        hooks.flush = { path, fd in
            var bytes = [UInt8](repeating: 0, count: (output[path]?.count ?? 0) + 1)
            let count = pread(fd, &bytes, bytes.count, 0)
            let whole = count >= 0 && Array(bytes.prefix(count)) == output[path]
            events.append("flush " + (path as NSString).lastPathComponent + (whole ? "" : " (not whole)"))
            return fsync(fd)
        }
        let outcome = write(requests, root: root, hooks: hooks)
        #expect(outcome.written == ["Model.swift", "V.swift"], "\(outcome.errors)")
        #expect(events == ["flush Model.swift", "flush V.swift", "rename Model.swift", "rename V.swift"])

        let (again, unit) = try observableUnit()
        var failing = WriteHooks()
        failing.flush = { path, fd in
            if path.hasSuffix("/V.swift") { errno = EIO; return -1 }
            return fsync(fd)
        }
        let refused = write(unit, root: again, hooks: failing)
        #expect(refused.written.isEmpty)
        #expect(refused.errors.contains("V.swift: error: cannot flush the temporary file (Input/output error); not written"), "\(refused.errors)")
        #expect(read(again + "/Model.swift") == Self.model && read(again + "/V.swift") == Self.view)
        #expect(temporaryFiles(again).isEmpty)
    }

    /// Whether this machine lets the tests mount a small tmpfs (Linux, as root).
    static let canMountTmpfs: Bool = {
        #if os(Linux)
        guard geteuid() == 0, let folder = try? makeEmptyDirectory() else { return false }
        defer { rmdir(folder) }
        guard shell("mount -t tmpfs -o size=64k swiftui-migrate-test '\(folder)'", in: "/").code == 0 else { return false }
        return shell("umount '\(folder)'", in: "/").code == 0
        #else
        return false
        #endif
    }()

    /// A real disk full: the unit's folder is a 512 KB tmpfs with 32 KB left, room for the
    /// class file's new contents and not for the view's (about 100 KB). `apply` writes
    /// neither and says why; with room again, it writes both.
    @Test(.enabled(if: canMountTmpfs)) func aFullDiskWritesNoneOfTheUnit() throws {
        let root = try makeEmptyDirectory()
        try #require(shell("mount -t tmpfs -o size=512k swiftui-migrate-test '\(root)'", in: "/").code == 0)
        defer { shell("umount '\(root)'", in: "/"); rmdir(root) }
        let view = Self.view + String(repeating: "// padding that makes the view file larger than the space left on the disk\n", count: 1_400)
        #expect(FileManager.default.createFile(atPath: root + "/Model.swift", contents: Data(Self.model.utf8)))
        #expect(FileManager.default.createFile(atPath: root + "/V.swift", contents: Data(view.utf8)))
        var disk = statvfs()
        try #require(statvfs(root, &disk) == 0)
        let free = Int(disk.f_bavail) * Int(disk.f_frsize)
        try #require(free > 64 * 1024)
        #expect(FileManager.default.createFile(atPath: root + "/filler", contents: Data(count: free - 32 * 1024)))
        let arguments = ["apply", "--min-ios", "17", "--min-macos", "14", "--pass", "observable", "."]
        let full = run(arguments, in: root)
        #expect(full.code != 0)
        #expect(full.err.contains("V.swift: error: cannot write the temporary file (No space left on device); not written"), "\(full.err)")
        #expect(full.err.contains("Model.swift: error: not written: it is part of observable 'Model'"), "\(full.err)")
        #expect(read(root + "/Model.swift") == Self.model)
        #expect(read(root + "/V.swift") == view)
        #expect(temporaryFiles(root).isEmpty)
        try FileManager.default.removeItem(atPath: root + "/filler")
        let roomy = run(arguments, in: root)
        #expect(roomy.code == 0, "\(roomy.err)")
        #expect(read(root + "/Model.swift").contains("@Observable") && read(root + "/V.swift").contains("@State var model"))
    }
}
