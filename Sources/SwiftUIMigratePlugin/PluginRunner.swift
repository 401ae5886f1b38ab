import Foundation
import PackagePlugin

// This file is shared by both plugins: Sources/SwiftUIMigrateWritePlugin/PluginRunner.swift
// is a symbolic link to it.

/// Runs the tool for a command plugin: `swift package swiftui-migrate [COMMAND]
/// [--target NAME]... [options]` (read-only) and `swift package swiftui-migrate-write ...`
/// (may write into the package folder). Migration commands run on the Swift targets of the
/// package that depends on this one (all of them, or the `--target`s named), from the
/// package's folder, so paths in the output are relative to it and its `Package.swift`
/// gives the deployment target. Other arguments go to the tool as they are.
///
/// SwiftPM sends everything a plugin (and the tools it runs) writes to stdout or stderr to
/// its own stdout, so the tool's stdout is left as it is (the diff, the JSON or SARIF
/// document, the annotations) and its stderr is passed on as diagnostics, which SwiftPM
/// prints on stderr: findings and errors with a position as warnings and errors (Xcode
/// shows them as issues), notes and the summary as progress lines.
enum PluginRunner {
    /// Commands that read the package and write nothing.
    static let readOnlyCommands = ["diff", "check", "lint", "list", "explain"]
    /// Commands that take the package's targets as their paths.
    static let migrationCommands = ["diff", "check", "lint", "apply"]

    static func run(context: PluginContext, arguments: [String], canWrite: Bool, name: String) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        // No command (or options first) is `diff`; anything else goes to the tool, which
        // answers an unknown command with the closest one.
        let command = rest.first.map { $0.hasPrefix("-") ? "diff" : $0 } ?? "diff"
        if rest.first == command { rest.removeFirst() }

        let writes = command == "apply" || rest.contains { $0 == "--write-baseline" || $0.hasPrefix("--write-baseline=") }
        if writes && !canWrite {
            let what = command == "apply" ? "'apply' writes the migrated files" : "--write-baseline writes the baseline file"
            throw PluginError("\(what) into the package folder, and 'swift package \(name)' never writes: run "
                              + "'swift package swiftui-migrate-write \(command) ...' (SwiftPM asks for permission; "
                              + "'swift package --allow-writing-to-package-directory swiftui-migrate-write \(command) ...' grants it without asking)")
        }

        var toolArguments = [command]
        let help = rest.contains("--help") || rest.contains("-h")
        if migrationCommands.contains(command) && !help {
            let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
            let unknown = targetNames.filter { name in !modules.contains { $0.name == name } }
            if !unknown.isEmpty {
                let valid = modules.map(\.name).sorted().joined(separator: ", ")
                throw PluginError("no Swift target named \(unknown.joined(separator: ", ")) in \(context.package.displayName); targets: \(valid)")
            }
            let chosen = targetNames.isEmpty ? modules : modules.filter { targetNames.contains($0.name) }
            let root = context.package.directoryURL.standardizedFileURL.path
            var folders: [String] = []
            for module in chosen {
                let folder = module.directoryURL.standardizedFileURL.path
                // Paths relative to the package folder, as the tool prints them.
                let relative = folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
                if !folders.contains(relative) { folders.append(relative) }
            }
            if folders.isEmpty { throw PluginError("\(context.package.displayName) has no Swift targets to migrate") }
            toolArguments += rest + folders
        } else {
            toolArguments += rest
        }

        let tool = try context.tool(named: "swiftui-migrate")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Only stderr is a pipe (stdout is inherited), so reading it to the end cannot block
        // the tool.
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        relay(String(decoding: data, as: UTF8.self), packageFolder: context.package.directoryURL.path)
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            var meaning = ""
            if process.terminationStatus == 1 && command == "check" { meaning = " (changes pending)" }
            if process.terminationStatus == 1 && command == "lint" { meaning = " (findings reported)" }
            throw PluginError("swiftui-migrate \(command) exited with status \(process.terminationStatus)\(meaning)")
        }
    }

    /// The tool's stderr as SwiftPM diagnostics (on SwiftPM's stderr): `PATH:L:C: warning:`
    /// and `error:` lines as warnings and errors at that file and line, every other line
    /// (notes, the summary, the progress of nothing) as a progress line.
    static func relay(_ text: String, packageFolder: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if let site = Site(line) {
                let file = site.path.hasPrefix("/") ? site.path : packageFolder + "/" + site.path
                // SwiftPM writes the kind itself: `warning: PATH:L:C: message [pass]`.
                let message = line.replacingCharacters(in: site.marker, with: ": ")
                switch site.kind {
                case "error": Diagnostics.error(message, file: file, line: site.line)
                case "warning": Diagnostics.warning(message, file: file, line: site.line)
                default: Diagnostics.progress(line)
                }
            } else if line.hasPrefix("error: ") {
                Diagnostics.error(String(line.dropFirst("error: ".count)))
            } else if line.hasPrefix("warning: ") {
                Diagnostics.warning(String(line.dropFirst("warning: ".count)))
            } else {
                Diagnostics.progress(line)
            }
        }
    }

    /// The `PATH:LINE[:COL]: KIND: ` prefix of a line.
    struct Site {
        var path: String
        var line: Int
        var kind: String
        /// The `: KIND: ` in the line.
        var marker: Range<String.Index>

        init?(_ text: String) {
            for kind in ["error", "warning", "note"] {
                guard let marker = text.range(of: ": \(kind): ") else { continue }
                var parts = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                var numbers: [Int] = []
                while let last = parts.last, let n = Int(last), numbers.count < 2 {
                    numbers.insert(n, at: 0)
                    parts.removeLast()
                }
                guard let first = numbers.first, !parts.isEmpty else { continue }
                path = parts.joined(separator: ":")
                line = first
                self.kind = kind
                self.marker = marker
                return
            }
            return nil
        }
    }
}

/// A failure SwiftPM shows as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
