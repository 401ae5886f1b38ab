import Foundation
import Testing
@testable import MigratorCLI

/// Starts `/bin/sh -c command` in `directory` (stdout and stderr to nothing).
func startShell(_ command: String, in directory: String, input: Pipe? = nil) throws -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = input ?? FileHandle.nullDevice
    try process.run()
    return process
}

/// Waits until a file exists (a process said it got somewhere); false if the process ended
/// first.
func waitForFile(_ path: String, while process: Process) -> Bool {
    while !FileManager.default.fileExists(atPath: path) {
        if !process.isRunning { return FileManager.default.fileExists(atPath: path) }
        usleep(10_000)
    }
    return true
}

/// A repository whose configuration would run a command at every chance git had: the
/// command creates a marker file (README: what apply promises; issue: the scanned
/// repository can run a command).
func makeHostileRepository() throws -> String {
    let root = try makeProject()
    initGit(root)
    let hooks = root + "/hooks"
    try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
    for hook in ["post-index-change", "pre-commit", "post-checkout"] {
        #expect(FileManager.default.createFile(atPath: hooks + "/" + hook, contents: Data("#!/bin/sh\ntouch \(root)/MARKER-hook\n".utf8),
                                       attributes: [.posixPermissions: 0o755]))
    }
    #expect(FileManager.default.createFile(atPath: root + "/included.gitconfig", contents: Data("[filter \"inc\"]\n\tclean = touch \(root)/MARKER-include; cat\n".utf8)))
    let settings = [
        "core.fsmonitor": "touch \(root)/MARKER-fsmonitor; false",
        "core.hooksPath": hooks,
        "core.pager": "touch \(root)/MARKER-pager; cat",
        "filter.evil.clean": "touch \(root)/MARKER-clean; cat",
        "filter.evil.smudge": "touch \(root)/MARKER-smudge; cat",
        "filter.evil.process": "touch \(root)/MARKER-process",
        "filter.evil.required": "true",
        "diff.evil.textconv": "touch \(root)/MARKER-textconv; cat",
        "diff.external": "touch \(root)/MARKER-external",
        "include.path": root + "/included.gitconfig",
    ]
    for (key, value) in settings { shell("git config '\(key)' '\(value)'", in: root) }
    #expect(FileManager.default.createFile(atPath: root + "/.gitattributes", contents: Data("*.swift filter=evil diff=evil\nSources/P/B.swift filter=inc\n".utf8)))
    // Stat information that no longer matches the index: git must look at the contents.
    shell("touch -d '2001-01-01' Sources/P/A.swift Sources/P/B.swift", in: root)
    return root
}

/// `apply` in `root` with `hooks` called at each point of writing a file.
func runApply(in root: String, hooks: WriteHooks) -> (code: Int32, out: String, err: String) {
    let captured = CapturedConsole()
    let code = (try? MigrateCommand.run(.apply, [], console: captured.console, environment: [:], isTerminal: { _ in false },
                                        currentDirectory: root, writeHooks: hooks)) ?? -1
    return (code, captured.out, captured.err)
}

func markers(_ root: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("MARKER") }.sorted()
}

/// Issue 28: what `apply` must never do under concurrency, through links, with git, and
/// with hostile names (README: what apply promises).
struct HardeningTests {
    // MARK: Lost data

    /// A writer process appends to the file after `apply` read it and wrote its temporary
    /// file, just before the rename: the file is refused and the append kept.
    @Test func aWriteJustBeforeTheRenameIsRefusedAndKept() throws {
        let root = try makeProject()
        let path = root + "/Sources/P/A.swift"
        let original = read(path)
        var fired = false
        let result = runApply(in: root, hooks: WriteHooks { written, point in
            guard written == path, point == .beforeLastLook, !fired else { return }
            fired = true
            let writer = try? startShell("printf '// theirs\\n' >> Sources/P/A.swift", in: root)
            writer?.waitUntilExit()
        })
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/P/A.swift: error: file changed on disk since it was read; not written"), "\(result.err)")
        #expect(read(path) == original + "// theirs\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/Sources/P").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// A writer process that opened the file before the rename writes after it, into the
    /// file being replaced: its version is put back, nothing is lost, and the file is
    /// reported as not written.
    @Test func aWriteToTheReplacedFileIsPutBack() throws {
        let root = try makeProject()
        let path = root + "/Sources/P/A.swift"
        let original = read(path)
        // The shell opens the file for appending now, and writes when told.
        let input = Pipe()
        let writer = try startShell("exec 3>>Sources/P/A.swift; touch opened; read line; printf '// theirs\\n' >&3", in: root, input: input)
        #expect(waitForFile(root + "/opened", while: writer))
        var fired = false
        let result = runApply(in: root, hooks: WriteHooks { written, point in
            // Once: putting the version back writes the file again.
            guard written == path, point == .afterRename, !fired else { return }
            fired = true
            input.fileHandleForWriting.write(Data("go\n".utf8))
            writer.waitUntilExit()
        })
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/P/A.swift: error: another program wrote to the file while it was being replaced; its version was put back; not written"), "\(result.err)")
        #expect(read(path) == original + "// theirs\n")
    }

    /// A writer process appends to every file, again and again, while `apply` runs: every
    /// append is still there afterwards, whatever `apply` managed to write.
    @Test func aRacingWriterProcessLosesNothing() throws {
        var files: [String: [UInt8]] = [:]
        let names = (0..<120).map { String(format: "F%03d.swift", $0) }
        for name in names { files[name] = Array(("import SwiftUI\n" + migratedLine).utf8) }
        let root = try makeDirectory(files)
        let writer = try startShell("""
            i=0; while [ ! -e stop ]; do for f in F*.swift; do echo "// append $i" >> $f; echo "$f // append $i" >> appends.log; done; i=$((i+1)); [ $i = 1 ] && touch started; done
            """, in: root)
        #expect(waitForFile(root + "/started", while: writer))
        let result = run(["apply", "--min-ios", "17", "."], in: root)
        #expect(FileManager.default.createFile(atPath: root + "/stop", contents: nil))
        writer.waitUntilExit()
        #expect(result.code == 0 || result.code == 2, "\(result.err)")
        let log = read(root + "/appends.log").split(separator: "\n")
        #expect(log.count >= names.count)
        var contents: [String: String] = [:]
        for name in names { contents[name] = read(root + "/" + name) }
        var lost = 0
        for entry in log {
            let parts = entry.split(separator: " ", maxSplits: 1)
            if !(contents[String(parts[0])]?.contains(String(parts[1]) + "\n") ?? false) { lost += 1 }
        }
        #expect(lost == 0, "\(lost) of \(log.count) appends lost")
        for name in names {
            let text = contents[name]!
            #expect(text.hasPrefix("import SwiftUI\n" + migratedLine) || text.hasPrefix("import SwiftUI\n" + writtenLine), "\(name)")
        }
    }

    /// A second `apply` over the same folder, or a folder inside it, while one is running
    /// is refused with a clear message and writes nothing; once the first has finished (or
    /// was killed: the lock goes with the process) the next one runs.
    @Test func aSecondApplyAtTheSameTimeIsRefused() throws {
        let executable = try builtExecutable()
        let root = try makeProject()
        let a = root + "/Sources/P/A.swift"
        let original = read(a)
        // The first run's build command (run before any write) waits until told.
        let first = Process()
        first.executableURL = URL(fileURLWithPath: executable)
        first.arguments = ["apply", "--verify-build", "touch started; while [ ! -e go ]; do sleep 0.02; done"]
        first.currentDirectoryURL = URL(fileURLWithPath: root)
        first.standardOutput = FileHandle.nullDevice
        first.standardError = FileHandle.nullDevice
        try first.run()
        #expect(waitForFile(root + "/started", while: first))
        for path in [".", "Sources/P", "Sources/P/A.swift"] {
            let second = run(["apply", path], in: root)
            #expect(second.code == 2)
            #expect(second.err.contains("error: another swiftui-migrate apply is changing files in "), "\(second.err)")
            #expect(second.err.contains("nothing was written"))
            #expect(read(a) == original)
        }
        #expect(FileManager.default.createFile(atPath: root + "/go", contents: nil))
        first.waitUntilExit()
        #expect(first.terminationStatus == 0)
        #expect(read(a).contains("foregroundStyle"))

        // Killed while it holds the lock: the next run is not stopped by a stale lock.
        try? FileManager.default.removeItem(atPath: root + "/go")
        try? FileManager.default.removeItem(atPath: root + "/started")
        let another = try makeProject()
        let killed = Process()
        killed.executableURL = URL(fileURLWithPath: executable)
        killed.arguments = ["apply", "--verify-build", "touch started; while [ ! -e go ]; do sleep 0.02; done"]
        killed.currentDirectoryURL = URL(fileURLWithPath: another)
        killed.standardOutput = FileHandle.nullDevice
        killed.standardError = FileHandle.nullDevice
        try killed.run()
        #expect(waitForFile(another + "/started", while: killed))
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        let after = run(["apply"], in: another)
        #expect(after.code == 0, "\(after.err)")
        #expect(read(another + "/Sources/P/A.swift").contains("foregroundStyle"))
        #expect(FileManager.default.createFile(atPath: another + "/go", contents: nil))  // ends the orphaned build command
    }

    /// Only temporary files this tool can prove it made are removed: named like one, its
    /// process gone, and carrying the writer's marker for that name. A user's file named
    /// like one is left alone (and named in a note).
    @Test func onlyMarkedTemporaryFilesAreRemoved() throws {
        let root = try makeProject()
        let dead = try deadProcessID()
        let folder = root + "/Sources/P"
        let marked = folder + "/.A.swift.swiftui-migrate-\(dead)-1f2e3d4c.tmp"
        let unmarked = folder + "/.B.swift.swiftui-migrate-\(dead)-0000beef.tmp"
        let users = folder + "/.backup.swiftui-migrate-4000000-1.tmp"
        for path in [marked, unmarked, users] { #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8))) }
        let fd = open(marked, O_WRONLY)
        let canMark = ExtendedAttributes.set(Writer.markerAttribute, Array("\(dead)-1f2e3d4c".utf8), on: fd)
        close(fd)
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(FileManager.default.fileExists(atPath: users))
        #expect(FileManager.default.fileExists(atPath: unmarked))
        #expect(result.err.contains("note: left alone 1 file named like a temporary file of an interrupted apply but not marked as one"), "\(result.err)")
        if canMark {
            #expect(!FileManager.default.fileExists(atPath: marked))
            #expect(result.err.contains("note: removed 1 temporary file left by an interrupted apply"))
        }
    }

    /// When git cannot answer (here a `.git` pointing nowhere; as root also a repository of
    /// another owner, "dubious ownership"), nothing is written unless --allow-dirty, and the
    /// files are named with git's reason.
    @Test func whenGitCannotAnswerApplyRefusesUnlessAllowed() throws {
        var roots: [String] = []
        let broken = try makeProject()
        #expect(FileManager.default.createFile(atPath: broken + "/.git", contents: Data("gitdir: /nonexistent/repository\n".utf8)))
        roots.append(broken)
        if geteuid() == 0 {
            let foreign = try makeProject(extra: ["Sources/P/Ignored.swift": Array(migratedLine.utf8)])
            #expect(FileManager.default.createFile(atPath: foreign + "/.gitignore", contents: Data("Sources/P/Ignored.swift\n".utf8)))
            initGit(foreign)
            shell("printf '// uncommitted\\n' >> Sources/P/A.swift && chown -R 1234:1234 .", in: foreign)
            roots.append(foreign)
        }
        for root in roots {
            let a = read(root + "/Sources/P/A.swift")
            let result = run(["apply"], in: root)
            #expect(result.code == 2)
            #expect(result.err.contains("error: cannot tell whether files have uncommitted changes: git fails in "), "\(result.err)")
            #expect(result.err.contains("\n  Sources/P/A.swift"))
            #expect(result.err.contains("note: git cannot list the files of the repository ."))
            #expect(read(root + "/Sources/P/A.swift") == a)
            let allowed = run(["apply", "--allow-dirty"], in: root)
            #expect(allowed.code == 0, "\(allowed.err)")
            #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
        }
    }

    // MARK: Escapes

    /// With fsmonitor, hooks, pager, filter, textconv and external-diff commands in the
    /// repository's configuration (one through an include), `check`, `diff`, `lint` and
    /// `apply` run none of them.
    @Test func aHostileGitConfigurationRunsNothing() throws {
        let root = try makeHostileRepository()
        #expect(markers(root).isEmpty)
        for command in [["check"], ["diff"], ["lint"], ["modules"], ["apply", "--allow-dirty"]] {
            _ = run(command, in: root)
            #expect(markers(root).isEmpty, "\(command[0]) ran \(markers(root))")
        }
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
        // The guard still works: git answers, without running anything.
        shell("printf '// uncommitted\\n' >> Sources/P/B.swift", in: root)
        _ = run(["apply"], in: root)
        #expect(markers(root).isEmpty)
    }

    /// git is found by absolute path, never in the current folder or a relative `PATH` entry.
    @Test func gitIsNeverTakenFromTheCurrentFolder() throws {
        let root = try makeHostileRepository()
        #expect(FileManager.default.createFile(atPath: root + "/git", contents: Data("#!/bin/sh\ntouch \(root)/MARKER-git\nexit 1\n".utf8),
                                       attributes: [.posixPermissions: 0o755]))
        #expect(Git.findExecutable("git", path: ".:" + root + ":bin:/usr/bin:/bin", currentDirectory: root) != root + "/git")
        #expect(Git.findExecutable("git", path: ":", currentDirectory: root).map { $0.hasPrefix("/") } ?? true)
        let executable = try builtExecutable()
        let path = ".:" + root + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = runProgram(executable, ["check", "."], in: root, environment: ["PATH": path])
        #expect(result.code == 1, "\(result.output)")
        #expect(markers(root).isEmpty, "\(markers(root))")
    }

    /// A tracked `sub/x.swift` whose folder became a link to a folder outside the root is
    /// neither read nor written there (a note says so).
    @Test func aFileThroughALinkedFolderOutsideTheRootIsLeftAlone() throws {
        let root = try makeProject(extra: ["Sources/P/sub/X.swift": Array(migratedLine.utf8)])
        initGit(root)
        let outside = try makeDirectory(["X.swift": Array(migratedLine.utf8)])
        try FileManager.default.removeItem(atPath: root + "/Sources/P/sub")
        try FileManager.default.createSymbolicLink(atPath: root + "/Sources/P/sub", withDestinationPath: outside)
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.contains("note: 1 file left out: a folder on the way is a symbolic link (links to folders are not followed): Sources/P/sub/X.swift → "), "\(result.err)")
        #expect(read(outside + "/X.swift") == migratedLine)
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
        // Found by the writer too, should a folder become a link after the files were found.
        let request = Writer.Request(display: "Sources/P/sub/X.swift", absolute: root + "/Sources/P/sub/X.swift", root: root,
                                     original: Array(migratedLine.utf8), output: Array(writtenLine.utf8))
        let outcome = Writer.write([request], listed: [request.absolute], folders: [], allowDirty: true)
        #expect(outcome.written.isEmpty)
        #expect(outcome.errors.first?.contains("is outside") == true, "\(outcome.errors)")
        #expect(read(outside + "/X.swift") == migratedLine)
    }

    /// `L/..`, where `L` links to `real/inner`, is `real`, as the system resolves it.
    @Test func dotDotAfterALinkIsResolvedAsTheSystemDoes() throws {
        let root = try makeDirectory(["real/R.swift": Array(migratedLine.utf8), "real/inner/I.swift": Array("let x = 1\n".utf8),
                                      "Here.swift": Array(migratedLine.utf8)])
        try FileManager.default.createSymbolicLink(atPath: root + "/L", withDestinationPath: "real/inner")
        let result = run(["check", "--min-ios", "17", "L/.."], in: root)
        #expect(result.code == 1)
        #expect(result.out == "real/R.swift: would change (foreground-style 1)\n", "\(result.out)")
        #expect(SourceFiles.absolute("L/../R.swift", base: root) == (Writer.realPath(root)! + "/real/R.swift"))
        #expect(SourceFiles.absolute("a/../b", base: "/nonexistent") == "/nonexistent/b")
    }

    // MARK: Names and metadata

    /// A name of 80 CJK characters (240 bytes) is written: the temporary name is cut by
    /// bytes, on a character boundary.
    @Test func aLongNonASCIINameIsWritten() throws {
        let name = String(repeating: "界", count: 80) + ".swift"
        let root = try makeDirectory([name: Array(migratedLine.utf8)])
        let result = run(["apply", "--min-ios", "17", "."], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(read(root + "/" + name) == writtenLine)
        #expect(Writer.truncatedName(name).utf8.count <= 150)
        #expect(Writer.truncatedName("aé" + String(repeating: "b", count: 148)).utf8.count == 150)
        #expect(Writer.truncatedName("a" + String(repeating: "é", count: 100)) == "a" + String(repeating: "é", count: 74))
    }

    /// A name that is not valid UTF-8 is reported by `check`, `apply` and `syntax check`
    /// (exit 2), not silently left out.
    @Test func aNameThatIsNotUTF8IsReported() throws {
        let root = try makeProject()
        let bad = Array((root + "/Sources/P/Bad").utf8) + [0xFF] + Array(".swift".utf8) + [0]
        let fd = bad.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
        }
        // Some file systems (APFS) refuse such names.
        try #require(fd >= 0)
        close(fd)
        for command in [["check"], ["apply"]] {
            let result = run(command, in: root)
            #expect(result.code == 2, "\(command): \(result.err)")
            #expect(result.err.contains("Sources/P/Bad\\377.swift: error: the file name is not valid UTF-8"), "\(result.err)")
        }
        let syntax = run(["syntax", "check", root + "/Sources"], in: root)
        #expect(syntax.code == 2)
        #expect(syntax.out.contains("Sources/P/Bad\\377.swift: error: the file name is not valid UTF-8"), "\(syntax.out)")
        initGit(root)
        let inGit = run(["check"], in: root)
        #expect(inGit.code == 2)
        #expect(inGit.err.contains("Sources/P/Bad\\377.swift: error: the file name is not valid UTF-8"), "\(inGit.err)")
    }

    /// An escape sequence in a file name is printed escaped by `check`, `apply`, `lint` and
    /// `syntax check`, in paths, findings, notes and errors.
    @Test func controlCharactersInNamesAreEscaped() throws {
        let name = "Red\u{1B}[2J\u{202E}.swift"
        let root = try makeDirectory([
            name: Array("import SwiftUI\nlet a = Text(\"a\").foregroundColor(.red)\nlet b = Text(\"b\").foregroundColor(nil)\nstruct V: View {\n    var body: some View { List { ForEach(xs.filter { !$0.isEmpty }, id: \\.self) { Text($0) } } }\n}\n".utf8),
            "Link\u{7}.swift": [],
            "Broken\u{1B}.swift": Array("let = 1\n".utf8),
        ])
        try FileManager.default.removeItem(atPath: root + "/Link\u{7}.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Link\u{7}.swift", withDestinationPath: "/nonexistent\u{1B}")
        for command in [["check"], ["lint"], ["apply"], ["syntax", "check"]] {
            let result = run(command + (command[0] == "syntax" ? [root] : ["--min-ios", "17", "."]), in: root)
            let output = result.out + result.err
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }, "\(command): \(output)")
            #expect(output.contains(command[0] == "syntax" ? "Broken\\033.swift:1:" : "Red\\033[2J\\u{202E}.swift"), "\(command): \(output)")
        }
        #expect(TerminalText.escaped("a\tb\nc\u{7F}\u{9B}") == "a\\tb\\nc\\177\\u{9B}")
        #expect(TerminalText.escaped("line\n\tindented \u{1B}", keepingLayout: true) == "line\n\tindented \\033")
        #expect(TerminalText.escaped("café 界") == "café 界")
        // Each ASCII character (the shortcut for printable ASCII) between letters, both ways.
        for byte in UInt8(0)..<0x80 {
            let scalar = Unicode.Scalar(byte)
            for keepingLayout in [false, true] {
                let kept = scalar.value >= 0x20 && scalar.value != 0x7F || (keepingLayout && (byte == 0x0A || byte == 0x09))
                let escaped = TerminalText.escaped("a\(scalar)b", keepingLayout: keepingLayout)
                #expect(kept ? escaped == "a\(scalar)b" : escaped.hasPrefix("a\\") && escaped.hasSuffix("b"), "\(byte) \(keepingLayout): \(escaped)")
            }
        }
    }

    /// Extended attributes (`user.*` on Linux, all on macOS) survive `apply`, and the
    /// writer's own marker is not left on the file.
    @Test func extendedAttributesAreKept() throws {
        let root = try makeProject()
        let path = root + "/Sources/P/A.swift"
        var fd = open(path, O_RDONLY)
        #if canImport(Darwin)
        let name = "com.apple.metadata:_kMDItemUserTags"
        #else
        let name = "user.xdg.tags"
        #endif
        let supported = ExtendedAttributes.set(name, Array("red".utf8), on: fd)
        close(fd)
        try #require(supported, "the file system has no extended attributes")
        let result = run(["apply"], in: root)
        #expect(result.code == 0, "\(result.err)")
        #expect(!result.err.contains("could not be kept"))
        fd = open(path, O_RDONLY)
        defer { close(fd) }
        #expect(read(path).contains("foregroundStyle"))
        #expect(ExtendedAttributes.value(of: name, on: fd) == Array("red".utf8))
        #expect(!ExtendedAttributes.names(of: fd).contains(Writer.markerAttribute))
    }

    /// A file in a folder without its owner-write bit (555) is refused like a read-only
    /// file, by everyone, root included (who could write there).
    @Test func aFileInAReadOnlyFolderIsRefused() throws {
        let root = try makeProject(extra: ["Sources/Locked/L.swift": Array(migratedLine.utf8)])
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: root + "/Sources/Locked")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root + "/Sources/Locked") }
        let result = run(["apply"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("Sources/Locked/L.swift: error: its folder is read-only (mode 555); not written"), "\(result.err)")
        #expect(read(root + "/Sources/Locked/L.swift") == migratedLine)
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
    }
}
