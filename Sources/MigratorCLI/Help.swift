import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `swiftui-migrate COMMAND --help` (and `swiftui-migrate help COMMAND`): what one command
/// does, its options and its exit codes; and the "did you mean" answers for commands.
enum Help {
    /// The commands `--help` lists (`fuzz` is a developer command and is left out).
    static let commands = ["list", "explain", "modules", "diff", "apply", "check", "lint", "syntax"]

    /// One line per option, by name (the text after the name; continuation lines indented).
    static let options: [String: String] = [
        "--pass": "--pass NAME            Run only these passes (repeatable, or a comma list); for 'lint', lints.",
        "--skip": "--skip NAME            Do not run these passes (repeatable, or a comma list); naming\n                         one in both --pass and --skip is an error.",
        "--min-ios": "--min-ios VERSION      Minimum OS; also --min-macos, --min-tvos, --min-watchos,\n                         --min-visionos. Raises that platform's version in each target\n                         that builds for it. Default: each file's targets (Package.swift,\n                         Xcode project, project.yml); where none says, it is unknown and\n                         passes with a minimum OS do not run there (a note says so).",
        "--configuration": "--configuration NAME   The build configuration whose settings are read (default:\n                         Release).",
        "--sdk": "--sdk PATH             The Apple SDK the app builds against, read for the types of\n                         Apple's frameworks (default: SDKROOT, else xcrun's iphoneos or\n                         macosx SDK; none: the bundled digest).",
        "--exclude": "--exclude GLOB         Leave out matching files (repeatable; '*' matches across '/').",
        "--jobs": "--jobs N               Worker threads (default: all cores).",
        "--format": "--format FORMAT        text (default), json, sarif (SARIF 2.1.0) or github (GitHub\n                         Actions annotations).",
        "--color": "--color auto|always|never\n                         Colour the diff (auto: only on a terminal; NO_COLOR disables).",
        "--quiet": "--quiet                Drop notes, progress and the summary (kept when there are errors).",
        "--verify-with-swiftc": "--verify-with-swiftc   Also run 'swiftc -parse' on every changed file.",
        "--migrations": "--migrations DIR       Also load the migration files (*.json) in DIR (repeatable).",
        "--config": "--config PATH          Settings from this file instead of the nearest\n                         .swiftui-migrate.json (flags given on the command line win).",
        "--help": "-h, --help             Show this help.",
        "--allow-dirty": "--allow-dirty          Also change files with uncommitted changes.",
        "--interactive": "--interactive, -i      Show each change with its passes and ask\n                         'Apply this change [y,n,a,d,q,?]' (needs a terminal).",
        "--verify-build": "--verify-build CMD     Run CMD (e.g. \"swift build\") before and after writing; back out\n                         the change units that break the build.",
        "--only": "--only rewrites|findings\n                         Report only pending rewrites, or only findings.",
        "--baseline": "--baseline PATH        Report only the findings and pending rewrites PATH does not\n                         hold (written by --write-baseline; README: Baselines).",
        "--write-baseline": "--write-baseline PATH  Record this run's findings and pending rewrites in PATH; the\n                         run then reports nothing the file holds.",
    ]

    static let exitCodes: [String: String] = [
        "list": "0 listed; 2 usage error (an argument, a bad configuration or migration file).",
        "explain": "0 explained; 2 usage error (an unknown name, answered with the closest one; a bad\nconfiguration or migration file).",
        "modules": "0 listed; 2 usage or I/O error (a missing path).",
        "diff": "0 done, whatever would change; 2 usage or I/O error (unknown option or name, bad\nconfiguration or baseline file, missing path, a file that cannot be read or has\nsyntax errors: it is reported and the others are processed).",
        "apply": "0 written (or nothing to change); 2 usage or I/O error (as diff) or a refused write\n(the files not written are listed); 3 --verify-build: the build fails before any\nchange, or still fails after backing out.",
        "check": "0 nothing reported that fails; 1 pending rewrites reported at 'warning' (the default)\nor 'error', or findings at 'error' (the configuration file's 'severity'; a baseline's\nitems are not reported); 2 usage or I/O error (as diff).",
        "lint": "0 no finding reported at 'warning' (the default) or 'error'; 1 findings reported at\n'warning' or 'error' (a baseline's items and 'note' or 'off' ones do not count); 2\nusage or I/O error (as diff).",
        "syntax": "0 no syntax errors; 1 syntax errors or round-trip mismatches ('syntax check'); 2 usage\nerror or unreadable paths.",
    ]

    static let summaries: [String: (usage: String, text: String)] = [
        "list": ("list [--migrations DIR] [--config PATH]", "Passes (name, summary, minimum OS), then lints."),
        "explain": ("explain NAME [--migrations DIR] [--config PATH]", "What a pass or lint does, what it skips and why, with examples and options."),
        "modules": ("modules [PATH...] [options]", "The modules the files belong to (from Package.swift, Xcode projects, XcodeGen's\nproject.yml and Tuist's Project.swift, read without running it), their dependencies (names resolve per module, the way Swift resolves\nthem) and what each is built with: platforms, deployment targets (or 'unknown'),\nlanguage mode, default isolation, and where each was written. The whole project\naround PATH is read. For a file given as PATH: the targets that compile it and, when\nthere are several, the settings it is migrated with (every platform, the lowest\ndeployment target of each, the strictest language mode and isolation)."),
        "diff": ("diff [PATH...] [options]", "Dry run: a unified diff of the migrations on stdout (git apply takes it); findings,\nnotes and the summary on stderr. Writes nothing."),
        "apply": ("apply [PATH...] [options]", "Write the changes: atomically, keeping mode and owner, never through a symbolic link\nout of the folder, never over uncommitted changes (README: what apply promises)."),
        "check": ("check [PATH...] [options]", "For CI: 'PATH: would change (pass N)' per file with pending rewrites on stdout;\nfindings, notes and the summary on stderr. Writes nothing."),
        "lint": ("lint [PATH...] [options]", "Report what the lints flag (never rewrites): findings and the summary on stderr, as\n'check' reports them. --pass/--skip name lints."),
        "syntax": ("syntax check|tree|outline|bench PATH...", "Parser commands: 'check' reports syntax errors and round-trip mismatches; 'tree'\nprints the concrete syntax tree; 'outline' the declarations and calls; 'bench'\ntimes parse + print (--runs N)."),
    ]

    /// The help of one command.
    static func text(for command: String) -> String {
        guard let summary = summaries[command] else { return CLI.usage }
        var text = "USAGE: swiftui-migrate \(summary.usage)\n\n\(summary.text)\n"
        if ["diff", "apply", "check", "lint"].contains(command) {
            text += "\nPATH defaults to the current directory.\n\nOptions:\n"
            for name in MigrateCommand.optionNames(for: command) {
                if ["--min-macos", "--min-tvos", "--min-watchos", "--min-visionos"].contains(name) { continue }
                text += "  " + options[name]! + "\n"
            }
            text += "\nSettings also come from .swiftui-migrate.json (README: Configuration file).\n"
        } else if command == "modules" {
            text += "\nPATH defaults to the current directory.\n\nOptions:\n"
            for name in ["--configuration", "--min-ios", "--exclude", "--config"] { text += "  " + options[name]! + "\n" }
            text += "  --json                 The modules as JSON, for scripts: name, target, origin, loose,\n"
                + "                         test, dependencies, files (absolute paths), platforms,\n"
                + "                         deployment targets, language mode.\n"
            text += "  " + options["--help"]! + "\n"
        } else if command == "list" || command == "explain" {
            text += "\nOptions:\n  " + options["--migrations"]! + "\n  " + options["--config"]! + "\n"
        }
        text += "\nExit codes:\n  " + exitCodes[command]!.replacingOccurrences(of: "\n", with: "\n  ") + "\n"
        return text
    }

    /// `error: unknown command 'X'; did you mean 'Y'?` and the commands.
    static func unknownCommand(_ command: String) -> UsageError {
        UsageError("error: unknown command '\(command)'\(MigrateCommand.suggestion(command, in: commands))\n"
                   + "commands: " + commands.joined(separator: ", ") + "\nRun 'swiftui-migrate --help' for the usage.")
    }
}
