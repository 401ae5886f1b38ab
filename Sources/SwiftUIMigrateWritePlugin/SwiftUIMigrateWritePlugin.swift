import Foundation
import PackagePlugin

/// `swift package swiftui-migrate-write apply [--target NAME]... [options]` (and any other
/// command, such as `check --write-baseline PATH`): the plugin that may write into the
/// package folder. It declares `writeToPackageDirectory`, so SwiftPM asks before every run
/// (or `--allow-writing-to-package-directory` grants it). PluginRunner.swift is a symbolic
/// link to SwiftUIMigratePlugin's.
@main
struct SwiftUIMigrateWritePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try PluginRunner.run(context: context, arguments: arguments, canWrite: true, name: "swiftui-migrate-write")
    }
}
