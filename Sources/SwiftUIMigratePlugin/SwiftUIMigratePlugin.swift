import Foundation
import PackagePlugin

/// `swift package swiftui-migrate [diff|check|lint|list|explain NAME] [--target NAME]...
/// [options]`: the read-only plugin. It declares no permission, so SwiftPM runs it without
/// asking (and, on macOS, in a sandbox that keeps the package folder read-only); `apply`
/// and `--write-baseline` are refused with the command to use instead
/// (`swift package swiftui-migrate-write ...`, SwiftUIMigrateWritePlugin). PluginRunner.swift
/// holds what both plugins do.
@main
struct SwiftUIMigratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRunner.run(context: context, arguments: arguments, canWrite: false, name: "swiftui-migrate")
    }
}
