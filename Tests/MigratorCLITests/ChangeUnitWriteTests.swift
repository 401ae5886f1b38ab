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

    /// A POSIX access ACL (`user:1234:rw-`) is kept on the rewritten file, and the group
    /// bits of its mode do not change.
    @Test func posixACLsAreKept() throws {
        #if os(Linux)
        let root = try makeProject()
        let path = root + "/Sources/P/A.swift"
        // version 2; USER_OBJ rw, USER 1234 rw, GROUP_OBJ r, MASK rw, OTHER r.
        var acl: [UInt8] = [2, 0, 0, 0]
        for (tag, perm, id) in [(1, 6, UInt32.max), (2, 6, 1234), (4, 4, UInt32.max), (0x10, 6, UInt32.max), (0x20, 4, UInt32.max)] as [(UInt16, UInt16, UInt32)] {
            acl += [UInt8(tag & 0xff), UInt8(tag >> 8), UInt8(perm & 0xff), UInt8(perm >> 8)]
            acl += [UInt8(id & 0xff), UInt8((id >> 8) & 0xff), UInt8((id >> 16) & 0xff), UInt8(id >> 24)]
        }
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
}
