import Foundation
import PackagePlugin

/// `swift package swiftui-migrate [diff|check|apply|list|explain NAME] [--target NAME]...
/// [options]`: runs the tool on the Swift targets of the package that depends on this one
/// (all of them, or the `--target`s named), from the package's folder, so paths in the
/// output are relative to it and its `Package.swift` gives the deployment target. Other
/// arguments go to the tool as they are. SwiftPM asks for write permission before the
/// plugin runs (`--allow-writing-to-package-directory` grants it without asking), since
/// `apply` writes the migrated files; `diff` and `check` write nothing.
@main
struct SwiftUIMigratePlugin: CommandPlugin {
    static let commands = ["diff", "check", "apply", "list", "explain"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let command = rest.first.flatMap { Self.commands.contains($0) ? $0 : nil } ?? "diff"
        if rest.first == command { rest.removeFirst() }

        var toolArguments = [command]
        if ["diff", "check", "apply"].contains(command) {
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
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            let meaning = process.terminationStatus == 1 && command == "check" ? " (changes pending)" : ""
            throw PluginError("swiftui-migrate \(command) exited with status \(process.terminationStatus)\(meaning)")
        }
    }
}

/// A failure SwiftPM shows as the plugin's error.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
