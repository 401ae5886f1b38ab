// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swiftui-migrate",
    products: [
        .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
        .library(name: "SwiftCST", targets: ["SwiftCST"]),
        // `swift package swiftui-migrate diff|check|lint|list|explain` in a package that
        // depends on this one (no permission), and `swift package swiftui-migrate-write apply`
        // (write permission).
        .plugin(name: "SwiftUIMigratePlugin", targets: ["SwiftUIMigratePlugin"]),
        .plugin(name: "SwiftUIMigrateWritePlugin", targets: ["SwiftUIMigrateWritePlugin"]),
    ],
    targets: [
        // The layers, each seeing only the ones below it (README "Layout").
        // The documents in the targets' folders (the outline format, the rules of the
        // semantic model, the observable pass's phases and conditions) are not sources.
        .target(name: "SwiftCST", exclude: ["OUTLINE.md"]),
        .target(name: "MigratorSemantics", dependencies: ["SwiftCST"], exclude: ["README.md", "Types/README.md"]),
        .target(name: "MigratorEngine", dependencies: ["SwiftCST", "MigratorSemantics"]),
        .target(name: "MigratorPasses", dependencies: ["SwiftCST", "MigratorSemantics", "MigratorEngine"],
                exclude: ["Passes/Observable/README.md"]),
        .target(name: "MigratorCLI", dependencies: ["SwiftCST", "MigratorSemantics", "MigratorEngine", "MigratorPasses"]),
        .executableTarget(name: "swiftui-migrate", dependencies: ["MigratorCLI"]),
        // Permissions are declared per plugin, never per command, so the commands that write
        // have a plugin of their own: the read-only one runs without asking.
        .plugin(
            name: "SwiftUIMigratePlugin",
            capability: .command(
                intent: .custom(verb: "swiftui-migrate",
                                description: "Preview (diff), check or lint the SwiftUI migrations of this package's Swift targets; writes nothing."),
                permissions: []
            ),
            dependencies: ["swiftui-migrate"],
            path: "Sources/SwiftUIMigratePlugin"
        ),
        .plugin(
            name: "SwiftUIMigrateWritePlugin",
            capability: .command(
                intent: .custom(verb: "swiftui-migrate-write",
                                description: "Apply the SwiftUI migrations to this package's Swift targets (or write a baseline file)."),
                permissions: [.writeToPackageDirectory(reason: "'apply' writes the migrated Swift files of the package's targets; --write-baseline writes the baseline file.")]
            ),
            dependencies: ["swiftui-migrate"],
            path: "Sources/SwiftUIMigrateWritePlugin"
        ),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST"]),
        .testTarget(name: "MigratorSemanticsTests", dependencies: ["MigratorSemantics", "SwiftCST"]),
        .testTarget(name: "MigratorEngineTests", dependencies: ["MigratorEngine", "MigratorSemantics", "SwiftCST"]),
        // The passes' tests run them as the tool registers them (`PassRegistry`, in the CLI).
        .testTarget(name: "MigratorPassesTests", dependencies: ["MigratorPasses", "MigratorEngine", "MigratorSemantics", "SwiftCST"]),
        .testTarget(
            name: "MigratorCLITests",
            dependencies: ["MigratorCLI", "MigratorPasses", "MigratorEngine", "MigratorSemantics", "SwiftCST"]
        ),
    ]
)
