import Foundation
import Testing
@testable import MigratorCLI

/// The SwiftPM command plugin, as a package that depends on this one sees it.
struct PluginTests {
    /// `swift package plugin --list` in a new package that depends on this repository by
    /// path lists the plugin's verb. No network (a path dependency) and no build (listing
    /// only loads the manifests): a few seconds. Running the plugin builds the tool into
    /// the client package, which takes about half a minute; that is checked by hand (README).
    @Test func aDependentPackageListsThePlugin() throws {
        let client = try makeDirectory([
            "Package.swift": Array("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Client",
                dependencies: [.package(path: "\(repositoryRoot)")],
                targets: [.target(name: "Client")]
            )

            """.utf8),
            "Sources/Client/A.swift": Array("let a = 1\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: client) }
        // The client's own scratch folder, so nothing touches this package's .build.
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFTPM_PACKAGE_PATH")
        let result = runProgram("/usr/bin/env", ["swift", "package", "--scratch-path", client + "/.build", "plugin", "--list"], in: client,
                                timeout: 300, environment: environment)
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.contains("‘swiftui-migrate’ (plugin ‘SwiftUIMigratePlugin’"), "\(result.output)")
    }
}
