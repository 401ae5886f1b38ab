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
        .target(name: "SwiftCST"),
        .target(name: "Migrator", dependencies: ["SwiftCST"]),
        .target(name: "MigratorCLI", dependencies: ["SwiftCST", "Migrator"]),
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
        .testTarget(name: "MigratorTests", dependencies: ["Migrator", "SwiftCST"]),
        .testTarget(
            name: "MigratorCLITests",
            dependencies: ["MigratorCLI", "SwiftCST"]
        ),
    ]
)
