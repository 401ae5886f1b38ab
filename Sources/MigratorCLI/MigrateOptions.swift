import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The options of `diff`, `apply`, `check` and `lint`, one group at a time: each `set…`
/// answers whether it knows `argument`, taking its value with `take`.
extension MigrateCommand.Options {
    /// What runs, where and with which settings.
    mutating func setSelection(_ argument: String, take: () throws -> String) throws -> Bool {
        switch argument {
        case "--pass":
            passes += try take().split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        case "--skip":
            skips += try take().split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        case "--min-ios", "--min-macos", "--min-tvos", "--min-watchos", "--min-visionos":
            let platform = Platform.allCases.first { $0.flag == argument }!
            let text = try take()
            guard let version = Version(parsing: text) else {
                throw UsageError("error: \(argument) needs a version such as 15 or 16.4, not '\(text)'")
            }
            minimums[platform] = version
        case "--configuration":
            let text = try take()
            guard !text.isEmpty else { throw UsageError("error: --configuration needs a build configuration name, such as Release") }
            configuration = text
        case "--sdk":
            let text = try take()
            guard !text.isEmpty else { throw UsageError("error: --sdk needs the path of an Apple SDK, such as $(xcrun --sdk iphoneos --show-sdk-path)") }
            sdk = text
        case "--exclude":
            excludes.append(try take())
        case "--jobs", "-j":
            let text = try take()
            guard let n = Int(text), n > 0 else { throw UsageError("error: --jobs needs a positive number, not '\(text)'") }
            jobs = n
        case "--config":
            config = try take()
        case "--migrations":
            migrations.append(try take())
        default:
            return false
        }
        return true
    }

    /// What is reported, and how.
    mutating func setOutput(_ argument: String, command: String, take: () throws -> String) throws -> Bool {
        switch argument {
        case "--format":
            let text = try take()
            guard Reporters.named(text) != nil else {
                throw UsageError("error: --format is one of \(Reporters.names.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'")
            }
            format = text
        case "--color":
            guard MigrateCommand.colorsDiffs(command) else { throw UsageError("error: --color colours diffs, which only 'diff' and 'apply --interactive' print") }
            let text = try take()
            guard ["auto", "always", "never"].contains(text) else {
                throw UsageError("error: --color is 'auto', 'always' or 'never', not '\(text)'")
            }
            color = text
        case "--quiet", "-q":
            quiet = true
        case "--only":
            guard command != "apply" else { throw UsageError("error: --only is an option of 'diff', 'check' and 'lint' (apply reports everything)") }
            let text = try take()
            guard let value = Only(rawValue: text) else {
                throw UsageError("error: --only is 'rewrites' or 'findings', not '\(text)'" + MigrateCommand.suggestion(text, in: Only.allCases.map(\.rawValue)))
            }
            // A lint has findings only: `--only rewrites` would report nothing, always.
            if command == "lint" && value == .rewrites { throw UsageError("error: 'lint' reports findings only; --only rewrites would report nothing") }
            only = value
        case "--baseline", "--write-baseline":
            guard command != "apply" else { throw UsageError("error: \(argument) is an option of 'diff', 'check' and 'lint' (apply reports every finding)") }
            let text = try take()
            guard !text.isEmpty else { throw UsageError("error: \(argument) needs the path of a baseline file") }
            if argument == "--baseline" { baseline = text } else { writeBaseline = text }
        default:
            return false
        }
        return true
    }

    /// How `apply` writes, and what is checked.
    mutating func setWriting(_ argument: String, command: String, take: () throws -> String) throws -> Bool {
        switch argument {
        case "--interactive", "-i":
            guard command == "apply" else { throw UsageError("error: --interactive is an option of 'apply'") }
            interactive = true
        case "--allow-dirty":
            allowDirty = true
        case "--verify-with-swiftc":
            verifyWithSwiftc = true
        case "--verify-build":
            guard command == "apply" else { throw UsageError("error: --verify-build is an option of 'apply'") }
            verifyBuild = try take()
            if verifyBuild!.trimmingCharacters(in: .whitespaces).isEmpty { throw UsageError("error: --verify-build needs a build command, such as \"swift build\"") }
        default:
            return false
        }
        return true
    }

    /// Options that cannot go together.
    func checkCombinations() throws {
        let both = passes.filter(skips.contains)
        if !both.isEmpty {
            let names = Array(Set(both)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw UsageError("error: --pass and --skip both name \(names); a pass cannot be both run and skipped")
        }
        if interactive && format != "text" {
            throw UsageError("error: --interactive shows changes as text; it cannot be combined with --format \(format)")
        }
        if interactive && verifyBuild != nil {
            // Backing out runs the migration again, which would bring back declined changes.
            throw UsageError("error: --verify-build backs out whole change units by running the migration again; it cannot be combined with --interactive")
        }
    }
}
