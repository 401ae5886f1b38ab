// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swiftui-migrate",
    products: [
        .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
        .library(name: "SwiftCST", targets: ["SwiftCST"]),
        // `swift package swiftui-migrate diff|check|apply` in a package that depends on this one.
        .plugin(name: "SwiftUIMigratePlugin", targets: ["SwiftUIMigratePlugin"]),
    ],
    targets: [
        // The layers, each seeing only the ones below it (README "Layout").
        // The documents in the targets' folders (the outline format, the rules of the
        // semantic model, the observable pass's phases and conditions) are not sources.
        .target(name: "SwiftCST", exclude: ["OUTLINE.md"]),
        .target(name: "MigratorSemantics", dependencies: ["SwiftCST"], exclude: ["README.md"]),
        .target(name: "MigratorEngine", dependencies: ["SwiftCST", "MigratorSemantics"]),
        .target(name: "MigratorPasses", dependencies: ["SwiftCST", "MigratorSemantics", "MigratorEngine"],
                exclude: ["Passes/Observable/README.md"]),
        .target(name: "MigratorCLI", dependencies: ["SwiftCST", "MigratorSemantics", "MigratorEngine", "MigratorPasses"]),
        .executableTarget(name: "swiftui-migrate", dependencies: ["MigratorCLI"]),
        .plugin(
            name: "SwiftUIMigratePlugin",
            capability: .command(
                intent: .custom(verb: "swiftui-migrate",
                                description: "Preview (diff), check or apply the SwiftUI migrations on this package's Swift targets."),
                permissions: [.writeToPackageDirectory(reason: "'apply' writes the migrated Swift files of the package's targets; 'diff' and 'check' write nothing.")]
            ),
            dependencies: ["swiftui-migrate"],
            path: "Sources/SwiftUIMigratePlugin"
        ),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST"]),
        .testTarget(name: "MigratorSemanticsTests", dependencies: ["MigratorSemantics", "SwiftCST"]),
        .testTarget(name: "MigratorEngineTests", dependencies: ["MigratorEngine", "MigratorSemantics", "SwiftCST"]),
        // The passes' tests run them as the tool registers them (`PassRegistry`, in the CLI).
        .testTarget(name: "MigratorPassesTests", dependencies: ["MigratorPasses", "MigratorEngine", "MigratorSemantics", "MigratorCLI", "SwiftCST"]),
        .testTarget(
            name: "MigratorCLITests",
            dependencies: ["MigratorCLI", "MigratorPasses", "MigratorEngine", "MigratorSemantics", "SwiftCST"]
        ),
    ]
)
