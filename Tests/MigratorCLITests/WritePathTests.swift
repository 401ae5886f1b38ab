import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

func fileStatus(_ path: String) -> stat {
    var info = stat()
    _ = lstat(path, &info)
    return info
}

func isSymbolicLink(_ path: String) -> Bool { fileStatus(path).st_mode & S_IFMT == S_IFLNK }

/// A process id that no running process has (a child that has exited and been reaped).
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "exit 0"]
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}

let migratedLine = "let v = Text(\"a\").foregroundColor(.red)\n"
let writtenLine = "let v = Text(\"a\").foregroundStyle(.red)\n"

/// What `apply` promises about the files it writes (README: what apply promises).
struct WritePathTests {
    @Test func readOnlyFilesAreRefusedByNameAndTheOthersWritten() throws {
        let root = try makeProject(extra: ["Sources/P/C.swift": Array(migratedLine.utf8)])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Sources/P/A.swift")
        let result = run(["apply"], in: root)
        #expect(result.code == 2)
        #expect(result.out == "changed Sources/P/C.swift\n")
        #expect(result.err.contains("Sources/P/A.swift: error: read-only (mode 444); not written"))
        #expect(result.err.contains("not written (1 file):\n  Sources/P/A.swift: read-only (mode 444)\n"))
        #expect(result.err.contains("3 files scanned, 1 changed, 1 not written\n  edits: foreground-style 1\n  declined: "), "\(result.err)")
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundColor(.red)"))
        #expect(read(root + "/Sources/P/C.swift") == writtenLine)
        #expect(fileStatus(root + "/Sources/P/A.swift").st_mode & 0o7777 == 0o444)
    }

    /// A change unit across files (a class and the views that hold it) is written whole or
    /// not at all: with one of its files read-only, half of it would build and stop updating.
    @Test func aChangeUnitWithAFileThatCannotBeWrittenIsNotAppliedAnywhere() throws {
        let model = "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n"
        let view = "import SwiftUI\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n"
        let root = try makeDirectory(["Model.swift": Array(model.utf8), "V.swift": Array(view.utf8), "W.swift": Array(migratedLine.utf8)])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Model.swift")
        let result = run(["apply", "--min-ios", "17", "--min-macos", "14", "--pass", "observable,foreground-style"], in: root)
        #expect(result.code == 2, "\(result.err)")
        #expect(read(root + "/Model.swift") == model)
        #expect(read(root + "/V.swift") == view, "the view keeps @StateObject while the class stays an ObservableObject")
        #expect(read(root + "/W.swift") == writtenLine, "other changes are written")
        let message = "Model.swift: error: read-only (mode 444); not written (make it writable to migrate it); so none of observable 'Model' is applied (2 files: Model.swift, V.swift)"
        #expect(result.err.components(separatedBy: message).count == 2, "reported once: \(result.err)")
        #expect(result.err.components(separatedBy: "read-only").count == 3, "the error and the list: \(result.err)")
        #expect(result.err.contains("not written (1 file):\n  Model.swift: read-only (mode 444)\n"), "\(result.err)")
        #expect(result.err.contains("3 files scanned, 1 changed, 1 not written; edits: foreground-style 1"), "\(result.err)")

        // Writable, the unit is written whole.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: root + "/Model.swift")
        let again = run(["apply", "--min-ios", "17", "--min-macos", "14", "--pass", "observable"], in: root)
        #expect(again.code == 0, "\(again.err)")
        #expect(read(root + "/Model.swift").contains("@Observable"))
        #expect(read(root + "/V.swift").contains("@State var model = Model()"))
    }

    @Test func modeOwnerAndGroupAreKept() throws {
        let root = try makeProject(extra: ["Sources/P/Tool.swift": Array(migratedLine.utf8)])
        let path = root + "/Sources/P/A.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/Sources/P/Tool.swift")
        // Root can hand the file to another user and group; others keep their own.
        if geteuid() == 0 { #expect(chown(path, 1234, 5678) == 0) }
        let before = fileStatus(path)
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        let after = fileStatus(path)
        #expect(read(path).contains("foregroundStyle"))
        #expect(after.st_ino != before.st_ino, "written through a new file and a rename")
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(after.st_uid == before.st_uid && after.st_gid == before.st_gid)
        #expect(fileStatus(root + "/Sources/P/Tool.swift").st_mode & 0o7777 == 0o755)
        #expect(!result.err.contains("could not be kept"))
    }

    /// Another user may write root's world-writable file, but cannot give the new file to
    /// root: the file is written and a warning says whose it was.
    @Test(.enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func anOwnerThatCannotBeKeptIsReported() throws {
        let root = try makeDirectory(["V.swift": Array(migratedLine.utf8)])
        #expect(chmod(root, 0o777) == 0 && chmod(root + "/V.swift", 0o666) == 0)
        let result = try runProcess("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                         try builtExecutable(), "apply", "--min-ios", "17", "."], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("V.swift: warning: written, but its owner (uid 0) and group (gid 0) could not be kept (Operation not permitted)"))
        #expect(read(root + "/V.swift") == writtenLine)
        #expect(fileStatus(root + "/V.swift").st_mode & 0o7777 == 0o666)
    }

    @Test func aLinkInsideTheRootIsWrittenThroughToItsTarget() throws {
        // The target is not a .swift file, so only the link lists it.
        let root = try makeProject(extra: ["Shared/Code.inc": Array(migratedLine.utf8)])
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Link.swift", withDestinationPath: "../../Shared/Code.inc")
        let diff = run(["diff"], in: root)
        #expect(diff.out.contains("diff --git a/Shared/Code.inc b/Shared/Code.inc"))
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out == "changed Shared/Code.inc\nchanged Sources/P/A.swift\n")
        #expect(isSymbolicLink(root + "/Sources/P/Link.swift"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/Sources/P/Link.swift") == "../../Shared/Code.inc")
        #expect(read(root + "/Shared/Code.inc") == writtenLine)
    }

    @Test func aNamedLinkToAFileOutsideItsFolderIsRefused() throws {
        let root = try makeProject(extra: ["Shared/Code.swift": Array(migratedLine.utf8)])
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Link.swift", withDestinationPath: "../../Shared/Code.swift")
        let result = run(["apply", "Sources/P/Link.swift", "Sources/P/A.swift"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/P/Link.swift: error: a symbolic link to "))
        #expect(result.err.contains("outside \(root)/Sources/P; not written"), "\(result.err)")
        #expect(result.out == "changed Sources/P/A.swift\n")
        #expect(isSymbolicLink(root + "/Sources/P/Link.swift"))
        #expect(read(root + "/Shared/Code.swift") == migratedLine)
    }

    @Test func linksLeftOutDuringDiscoveryAreNamedInANote() throws {
        let outside = try makeDirectory(["Outside.swift": Array(migratedLine.utf8)])
        let root = try makeProject()
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Out.swift", withDestinationPath: outside + "/Outside.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Again.swift", withDestinationPath: "A.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Folder", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/Broken.swift", withDestinationPath: "Nowhere.swift")
        for git in [false, true] {
            if git { initGit(root) }
            let result = run(["check"], in: root)
            #expect(result.out == "Sources/P/A.swift: would change (foreground-style 1)\n", "git: \(git)")
            #expect(result.err.contains("Sources/P/Again.swift → Sources/P/A.swift (its target is listed)"), "\(result.err)")
            #expect(result.err.contains("Sources/P/Out.swift → \(Writer.realPath(outside)!)/Outside.swift (outside .)"), "\(result.err)")
            #expect(result.err.contains("Sources/P/Broken.swift (broken)"))
            // A walk names links to folders; git lists only what it tracks under .swift names.
            if !git {
                #expect(result.err.contains("note: 4 symbolic links not followed: "))
                #expect(result.err.contains("Folder → \(Writer.realPath(outside)!) (a folder)"))
            }
        }
        #expect(read(outside + "/Outside.swift") == migratedLine)
    }

    @Test func hardLinkedFilesAreRefused() throws {
        let root = try makeProject()
        #expect(link(root + "/Sources/P/A.swift", root + "/Other.txt") == 0)
        let result = run(["apply"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/P/A.swift: error: the file has 2 hard links, which replacing it would split; not written"))
        #expect(read(root + "/Other.txt").contains("foregroundColor"))
    }

    @Test func theSummaryCountsWhatWasWritten() throws {
        // Refused because the tree is dirty: nothing written, and the summary says so.
        let root = try makeProject(extra: ["Sources/P/C.swift": Array(migratedLine.utf8)])
        initGit(root)
        try "import SwiftUI\nlet x = Text(\"x\").foregroundColor(.blue)\n".write(toFile: root + "/Sources/P/A.swift", atomically: true, encoding: .utf8)
        let dirty = run(["apply"], in: root)
        #expect(dirty.code == 2)
        #expect(dirty.out.isEmpty)
        #expect(dirty.err.contains("error: refusing to change files with uncommitted changes (commit or stash them, or pass --allow-dirty):\n  Sources/P/A.swift\n"))
        #expect(dirty.err.contains("not written (2 files):\n  Sources/P/A.swift: uncommitted changes\n  Sources/P/C.swift: held back: nothing is written while another file has uncommitted changes\n"), "\(dirty.err)")
        #expect(dirty.err.contains("3 files scanned, 0 changed, 2 not written;"), "\(dirty.err)")
        let json = run(["apply", "--format", "json"], in: root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["filesChanged"] as? Int == 0)
        #expect(summary["filesRefused"] as? Int == 2)
        #expect(document["refused"] as? [String] == ["Sources/P/A.swift", "Sources/P/C.swift"])

        // A file that changes between reading and writing is refused; the rest is written.
        let other = try makeDirectory(["A.swift": Array(migratedLine.utf8), "B.swift": Array(migratedLine.utf8)])
        try "let changed = 1\n".write(toFile: other + "/B.swift", atomically: true, encoding: .utf8)
        let requests = ["A.swift", "B.swift"].map {
            Writer.Request(display: $0, absolute: other + "/" + $0, root: other, original: Array(migratedLine.utf8), output: Array(writtenLine.utf8))
        }
        let outcome = Writer.write(requests, listed: Set(requests.map(\.absolute)), folders: [other], allowDirty: true)
        #expect(outcome.written == ["A.swift"])
        #expect(outcome.refused == ["B.swift"])
        #expect(outcome.errors == ["B.swift: error: file changed on disk since it was read; not written"])
        #expect(read(other + "/B.swift") == "let changed = 1\n")
        let report = Report(mode: .apply, results: [], targets: [], notes: [], errors: outcome.errors, written: outcome.written,
                            scanned: 2, refused: outcome.refused)
        #expect(report.summaryLine() == "2 files scanned, 1 changed, 1 not written")
        #expect(Report(mode: .check, results: [], targets: [], notes: [], errors: [], written: [], scanned: 2).summaryLine() == "2 files scanned, 0 would change")
    }

    @Test func staleTemporaryFilesOfAKilledRunAreRemoved() throws {
        let root = try makeProject()
        let dead = try deadProcessID()
        let stale = root + "/Sources/P/.A.swift.swiftui-migrate-\(dead)-1f2e3d4c.tmp"
        let live = root + "/Sources/P/.A.swift.swiftui-migrate-\(getpid())-0badcafe.tmp"
        let foreign = root + "/Sources/P/.A.swift.other-tool.tmp"
        for path in [stale, live, foreign] { #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8))) }
        // The writer's marker: only a file that carries it for its name is removed.
        let fd = open(stale, O_WRONLY)
        try #require(ExtendedAttributes.set(Writer.markerAttribute, Array("\(dead)-1f2e3d4c".utf8), on: fd), "no extended attributes here")
        close(fd)
        let check = run(["check"], in: root)
        #expect(FileManager.default.fileExists(atPath: stale), "check writes nothing, so it removes nothing")
        #expect(check.code == 1)
        let result = run(["apply"], in: root)
        #expect(result.code == 0)
        #expect(result.err.contains("note: removed 1 temporary file left by an interrupted apply"))
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: live), "a running process's file is left alone")
        #expect(FileManager.default.fileExists(atPath: foreign))
    }

    /// Kills `apply` with SIGKILL while it writes: every file is the old or the new text,
    /// never a mix or empty; the next `apply` removes the temporary file the killed one may
    /// have left and finishes the job.
    @Test func killedMidWriteEveryFileIsOldOrNew() throws {
        let executable = try builtExecutable()
        // Many files with one site each and a long comment: quick to migrate, slow to write.
        let padding = String(repeating: "// padding line that no pass touches, to make the file take time to write\n", count: 800)
        let old = "import SwiftUI\n" + migratedLine + padding
        let new = "import SwiftUI\n" + writtenLine + padding
        var files: [String: [UInt8]] = [:]
        let names = (0..<150).map { String(format: "F%03d.swift", $0) }
        for name in names { files[name] = Array(old.utf8) }
        var sawAMix = false
        for attempt in 0..<4 where !sawAMix {
            let root = try makeDirectory(files)
            let before = names.map { (fileStatus(root + "/" + $0).st_ino, fileStatus(root + "/" + $0).st_size) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["apply", "--min-ios", "17", "--jobs", "2", "."]
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait for the first write (a new inode or size), then kill after a short, varying delay.
            var started = false
            while process.isRunning && !started {
                started = names.indices.contains {
                    let now = fileStatus(root + "/" + names[$0])
                    return now.st_ino != before[$0].0 || now.st_size != before[$0].1
                }
                if !started { usleep(500) }
            }
            if started { usleep(useconds_t(attempt * 3000)) }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            var newCount = 0
            for name in names {
                let text = read(root + "/" + name)
                #expect(text == old || text == new, "\(name) is neither the old nor the new text (\(text.utf8.count) bytes)")
                if text == new { newCount += 1 }
            }
            sawAMix = newCount > 0 && newCount < names.count
            // The next run cleans up after the killed one and writes the rest.
            let again = try runProcess(executable, ["apply", "--min-ios", "17", "."], in: root)
            #expect(again.code == 0, "\(again.err)")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasSuffix(".tmp") }
            #expect(leftovers.isEmpty, "\(leftovers)")
            #expect(names.allSatisfy { read(root + "/" + $0) == new })
        }
        #expect(sawAMix, "no attempt stopped apply between its first and last write")
    }

    @Test func contradictoryOptionsAreUsageErrors() throws {
        let root = try makeProject()
        let result = run(["diff", "--pass", "toolbar,foreground-style", "--skip", "toolbar"], in: root)
        #expect(result.code == 2)
        #expect(result.err == "error: --pass and --skip both name 'toolbar'; a pass cannot be both run and skipped\n")
        #expect(result.out.isEmpty)
    }

    @Test func quietKeepsOutputFindingsAndErrorsOnly() throws {
        let root = try makeProject()
        let check = run(["check", "--quiet"], in: root)
        #expect(check.code == 1)
        #expect(check.out == "Sources/P/A.swift: would change (foreground-style 1)\n")
        #expect(check.err.contains("warning:") && !check.err.contains("note:") && !check.err.contains("files scanned"))
        let diff = run(["diff", "--quiet"], in: root)
        #expect(diff.out.hasPrefix("diff --git a/Sources/P/A.swift"))
        let apply = run(["apply", "--quiet"], in: root)
        #expect(apply.code == 0)
        #expect(apply.out.isEmpty)
        #expect(!apply.err.contains("files scanned") && !apply.err.contains("note:"))
        #expect(apply.err.contains("warning:"))
        try "import SwiftUI\nlet x = Text(\"x\").foregroundColor(.blue)\n".write(toFile: root + "/Sources/P/C.swift", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Sources/P/C.swift")
        let refused = run(["apply", "--quiet"], in: root)
        #expect(refused.code == 2)
        #expect(refused.err.contains("Sources/P/C.swift: error: read-only (mode 444); not written"))
    }

    /// Paths with spaces, tabs, quotes and non-ASCII letters: `git apply` and `patch -p1`
    /// both turn the old tree into exactly what `apply` writes.
    @Test func gitApplyAndPatchReproduceApplyOnSpecialPaths() throws {
        let names = ["My Views/Space View.swift", "Tab\tName.swift", "Quote\"d.swift", "Café/Ünïcode.swift", "Plain.swift"]
        var files: [String: [UInt8]] = [:]
        for name in names {
            files[name] = Array("import SwiftUI\n// \(name)\nlet v = Text(\"a\")\n    .foregroundColor(.red)\n".utf8)
        }
        files["NoNewline.swift"] = Array("let v = Text(\"a\").foregroundColor(.red)".utf8)
        let root = try makeDirectory(files)
        let diff = run(["diff", "--min-ios", "17"], in: root)
        #expect(diff.code == 0)
        #expect(diff.out.contains("--- a/My Views/Space View.swift\t\n"))
        #expect(diff.out.contains(#"--- "a/Tab\tName.swift""#))
        #expect(diff.out.contains(#"--- "a/Caf\303\251/\303\234n\303\257code.swift""#))
        try diff.out.write(toFile: root + "/../\((root as NSString).lastPathComponent).patch", atomically: true, encoding: .utf8)
        let patchFile = root + "/../\((root as NSString).lastPathComponent).patch"
        let viaGit = root + "-git"
        let viaPatch = root + "-patch"
        shell("cp -R '\(root)' '\(viaGit)' && cp -R '\(root)' '\(viaPatch)'", in: "/")
        let git = shell("git apply '\(patchFile)'", in: viaGit)
        #expect(git.code == 0, "\(git.output)")
        let patch = shell("patch -p1 --batch < '\(patchFile)'", in: viaPatch)
        #expect(patch.code == 0, "\(patch.output)")
        let applied = run(["apply", "--min-ios", "17"], in: root)
        #expect(applied.code == 0)
        for name in Array(files.keys) {
            let written = read(root + "/" + name)
            #expect(written.contains("foregroundStyle"), "\(name)")
            #expect(read(viaGit + "/" + name) == written, "git apply: \(name)")
            #expect(read(viaPatch + "/" + name) == written, "patch -p1: \(name)")
        }
    }
}
