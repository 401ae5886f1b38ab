import Foundation
import Testing
@testable import MigratorCLI

/// Issue 44: a git `include.path` naming a FIFO hung every command. The includes are read
/// before git runs, so `check` finishes at once, taking every file under the folder with a
/// note, and `apply` refuses to write (it cannot tell what is committed).
struct GitIncludeFIFOTests {
    @Test func commandsFinishAndApplyRefusesWhenGitIncludesAFIFO() throws {
        let root = try makeProject()
        initGit(root)
        #expect(mkfifo(root + "/.git/fifo", 0o600) == 0)
        shell("git config --local include.path '\(root)/.git/fifo'", in: root)
        let before = read(root + "/Sources/P/A.swift")
        let executable = try builtExecutable()
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFTUI_MIGRATE_GIT_TIMEOUT"] = "1"
        let check = runProgram(executable, ["check", "."], in: root, timeout: 60, environment: environment)
        #expect(check.code == 1, "\(check.output)")
        #expect(check.output.contains("which is not a regular file (git would wait on it)"), "\(check.output)")
        #expect(check.output.contains("Sources/P/A.swift"), "\(check.output)")
        let apply = runProgram(executable, ["apply", "."], in: root, timeout: 60, environment: environment)
        #expect(apply.code == 2, "\(apply.output)")
        #expect(apply.output.contains("cannot tell whether files have uncommitted changes"), "\(apply.output)")
        #expect(read(root + "/Sources/P/A.swift") == before)
    }
}
