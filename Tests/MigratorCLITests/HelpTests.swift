import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// Per-command help, exit codes in every help, and "did you mean" for commands, options
/// and names.
struct HelpTests {
    @Test func eachCommandHasItsOwnHelpWithItsExitCodes() throws {
        let root = try makeEmptyDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for command in Help.commands {
            let help = run([command, "--help"], in: root)
            #expect(help.code == 0)
            #expect(help.out.hasPrefix("USAGE: swiftui-migrate \(command)"), "\(command): \(help.out)")
            #expect(help.out.contains("\nExit codes:\n  0 "), "\(command)")
            #expect(run(["help", command], in: root).out == help.out)
            #expect(run([command, "-h"], in: root).out == help.out)
        }
        let diff = run(["diff", "--help"], in: root).out
        #expect(diff != CLI.usage)
        #expect(diff.contains("--only rewrites|findings") && diff.contains("--baseline PATH") && !diff.contains("--interactive"))
        let apply = run(["apply", "--help"], in: root).out
        #expect(apply.contains("--interactive") && apply.contains("--verify-build") && !apply.contains("--baseline"))
        #expect(apply.contains("3 --verify-build"))
        #expect(run(["check", "--help"], in: root).out.contains("1 pending rewrites reported"))
        #expect(run(["lint", "--help"], in: root).out.contains("1 findings reported"))
        #expect(run(["syntax", "check", "--help"], in: root).out.hasPrefix("USAGE: swiftui-migrate syntax"))
        // Every option a command takes is in its help.
        for command in ["diff", "apply", "check", "lint"] {
            let help = run([command, "--help"], in: root).out
            for option in MigrateCommand.optionNames(for: command) where !["--min-macos", "--min-tvos", "--min-watchos", "--min-visionos"].contains(option) {
                #expect(help.contains(option), "\(command) --help lacks \(option)")
            }
        }
        // --configuration everywhere; --color only where a diff is printed, and refused elsewhere;
        // lint takes --only (findings); modules lists its options.
        for command in ["diff", "apply", "check", "lint"] {
            let help = run([command, "--help"], in: root).out
            #expect(help.contains("--configuration NAME"), "\(command)")
            #expect(help.contains("--color") == ["diff", "apply"].contains(command), "\(command)")
            #expect(help.contains("--only") == (command != "apply"), "\(command)")
        }
        for command in ["check", "lint"] {
            #expect(run([command, "--color", "always"], in: root).err.contains("error: --color colours diffs, which only 'diff' and 'apply --interactive' print"), "\(command)")
        }
        let modules = run(["modules", "--help"], in: root).out
        for option in ["--configuration NAME", "--min-ios VERSION", "--exclude GLOB", "--config PATH", "--help"] { #expect(modules.contains(option), "\(option)") }
        // The global help points to the per-command help and names every exit code.
        #expect(CLI.usage.contains("COMMAND --help"))
        for code in ["0 success", "1 'check'", "2 usage", "3 'apply --verify-build'"] { #expect(CLI.usage.contains(code)) }
    }

    @Test func didYouMean() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let command = run(["chek"], in: root)
        #expect(command.code == 2)
        #expect(command.err.hasPrefix("error: unknown command 'chek'; did you mean 'check'?\n"), "\(command.err)")
        #expect(run(["help", "aply"], in: root).err.contains("did you mean 'apply'?"))
        #expect(!run(["zzzzzzzz"], in: root).err.contains("did you mean"))
        let option = run(["diff", "--pases", "x"], in: root)
        #expect(option.code == 2)
        #expect(option.err.contains("error: unknown option '--pases' for 'diff'; did you mean '--pass'?"), "\(option.err)")
        #expect(option.err.contains("Run 'swiftui-migrate diff --help' for its options."))
        #expect(run(["check", "--baseline-file", "x"], in: root).err.contains("did you mean '--baseline'?"))
        #expect(run(["apply", "--interactiv"], in: root).err.contains("did you mean '--interactive'?"))
        // An option of another command is not suggested.
        #expect(!run(["check", "--interactiv"], in: root).err.contains("did you mean"))
        #expect(run(["check", "--pass", "foreground-styel"], in: root).err.contains("did you mean 'foreground-style'?"))
        #expect(run(["lint", "--pass", "closure-bindings"], in: root).err.contains("did you mean 'closure-binding'?"))
        #expect(run(["explain", "obsrvable"], in: root).err.contains("did you mean 'observable'?"))
    }
}
