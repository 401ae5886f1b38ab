import Foundation
import Testing
@testable import MigratorEngine
@testable import MigratorCLI

/// Issue 44: directory listing, line ends, tools by absolute path, and git configuration
/// that cannot run anything or hang the tool.
struct HardeningRoundTwoTests {
    /// 2,000 entries, names from 1 to 255 bytes: each listed exactly. (Reading all 256
    /// bytes of `d_name` ran past readdir's buffer on folders of about 1,100 entries; the
    /// AddressSanitizer build of this test reports that; see the CHANGELOG.)
    @Test func aLargeFolderIsListedExactly() throws {
        let root = try makeDirectory(["seed": []])
        try FileManager.default.removeItem(atPath: root + "/seed")
        var expected: Set<[UInt8]> = []
        for i in 0..<2_000 {
            let length = 1 + (i * 7) % 255
            let stem = String(format: "%04d", i)
            let name = String((stem + String(repeating: "x", count: 255)).prefix(max(length, 4)))
            expected.insert(Array(name.utf8))
            #expect(FileManager.default.createFile(atPath: root + "/" + name, contents: nil))
        }
        let listed = try #require(SourceFiles.entries(of: root))
        #expect(listed.count == 2_000)
        #expect(Set(listed) == expected)
    }

    /// A file ignored by git and never committed, named on the command line, counts as
    /// uncommitted: git could not restore it.
    @Test func anIgnoredFileNamedOnTheCommandLineIsUncommitted() throws {
        let root = try makeProject(extra: ["Sources/P/Ignored.swift": Array(("import SwiftUI\n" + migratedLine).utf8)])
        #expect(FileManager.default.createFile(atPath: root + "/.gitignore", contents: Data("Sources/P/Ignored.swift\n".utf8)))
        initGit(root)
        let before = read(root + "/Sources/P/Ignored.swift")
        let result = run(["apply", "--min-ios", "17", "Sources/P/Ignored.swift"], in: root)
        #expect(result.code == 2)
        #expect(result.err.contains("refusing to change files with uncommitted changes"), "\(result.err)")
        #expect(read(root + "/Sources/P/Ignored.swift") == before)
        let allowed = run(["apply", "--min-ios", "17", "--allow-dirty", "Sources/P/Ignored.swift"], in: root)
        #expect(allowed.code == 0, "\(allowed.err)")
        #expect(read(root + "/Sources/P/Ignored.swift").contains("foregroundStyle"))
    }

    /// `[filter "a=b"]`: `-c filter.a=b.clean=` would set `filter.a` to `b.clean=`; the
    /// filter is overridden by its whole name and never runs.
    @Test func aFilterWhoseNameHoldsAnEqualsSignRunsNothing() throws {
        let root = try makeProject()
        initGit(root)
        let config = "[filter \"a=b\"]\n\tclean = touch \(root)/MARKER-clean; cat\n\tsmudge = touch \(root)/MARKER-smudge; cat\n"
            + "[filter \"x.y=z\"]\n\tprocess = touch \(root)/MARKER-process\n"
        let handle = try #require(FileHandle(forWritingAtPath: root + "/.git/config"))
        handle.seekToEndOfFile()
        handle.write(Data(config.utf8))
        try handle.close()
        #expect(FileManager.default.createFile(atPath: root + "/.gitattributes", contents: Data("*.swift filter=a=b\nSources/P/B.swift filter=x.y=z\n".utf8)))
        shell("touch -d '2001-01-01' Sources/P/A.swift Sources/P/B.swift", in: root)
        // The repository's filter does run when git is asked plainly (the test is real).
        shell("git status --porcelain >/dev/null", in: root)
        #expect(markers(root).contains("MARKER-clean"), "\(markers(root))")
        for marker in markers(root) { try FileManager.default.removeItem(atPath: root + "/" + marker) }
        shell("touch -d '2001-01-01' Sources/P/A.swift Sources/P/B.swift", in: root)
        for command in [["check"], ["apply"], ["apply", "--allow-dirty"]] {
            _ = run(command, in: root)
            #expect(markers(root).isEmpty, "\(command) ran \(markers(root))")
        }
        #expect(read(root + "/Sources/P/A.swift").contains("foregroundStyle"))
    }

    /// A configuration that includes a FIFO would block git on opening it: the includes are
    /// read first (through an included regular file, and from a worktree's `.git` file), and
    /// git is not run. A command that outlives its time limit is stopped and reported.
    @Test func anIncludedFIFOIsRefusedBeforeGitRuns() throws {
        let root = try makeProject()
        initGit(root)
        // The worktree is made first: the test's own git would wait on the FIFO too.
        shell("git worktree add -q ../\((root as NSString).lastPathComponent)-worktree", in: root)
        let fifo = root + "/.git/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(FileManager.default.createFile(atPath: root + "/.git/extra", contents: Data("[includeIf \"gitdir:/\"]\n\tpath = fifo\n".utf8)))
        shell("git config --local include.path extra", in: root)
        let started = Date()
        let answer = Git.run(["status", "--porcelain"], in: root, timeLimit: 30)
        guard case .failure(let failure) = answer else {
            Issue.record("git answered through a FIFO include: \(answer)")
            return
        }
        #expect(failure.message.contains("includes \(fifo), which is not a regular file"), "\(failure.message)")
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(GitIncludes.blockingInclude(around: root + "-worktree") == fifo)
        #expect(GitIncludes.includedPaths(in: "[Include]\n  PATH = \"~/x\"\n[core]\npath = y\n", relativeTo: "/r") == [(ProcessInfo.processInfo.environment["HOME"] ?? "~") + "/x"])
        guard case .failure(let slow) = Git.launch("/bin/sh", ["-c", "sleep 5"], in: root, environment: [:], timeLimit: 0.5) else {
            Issue.record("a command past its time limit was not stopped")
            return
        }
        #expect(slow.message.contains("did not finish within"), "\(slow.message)")
    }

    /// `--verify-with-swiftc` never runs a `./swiftc` of the repository (`.` on `PATH`).
    @Test func swiftcIsNeverTakenFromTheCurrentFolder() throws {
        let root = try makeProject()
        #expect(FileManager.default.createFile(atPath: root + "/swiftc", contents: Data("#!/bin/sh\ntouch \(root)/MARKER-swiftc\nexit 0\n".utf8),
                                       attributes: [.posixPermissions: 0o755]))
        #expect(Executables.find("swiftc", path: ".:" + root + "::bin", currentDirectory: root) != root + "/swiftc")
        #expect(Engine.swiftcRejects(Array("let x = 1\n".utf8), swiftc: nil)?.contains("swiftc was not found") == true)
        let executable = try builtExecutable()
        let path = ".::" + root + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = runProgram(executable, ["check", "--verify-with-swiftc", "."], in: root, environment: ["PATH": path])
        #expect(result.code != 127, "\(result.output)")
        #expect(markers(root).isEmpty, "\(markers(root))")
    }
}
