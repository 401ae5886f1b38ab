// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "swiftui-migrate",
    products: [
        .executable(name: "swiftui-migrate", targets: ["swiftui-migrate"]),
        .library(name: "SwiftCST", targets: ["SwiftCST"]),
    ],
    targets: [
        .target(name: "SwiftCST"),
        .target(name: "Migrator", dependencies: ["SwiftCST"]),
        .target(name: "MigratorCLI", dependencies: ["SwiftCST", "Migrator"]),
        .executableTarget(name: "swiftui-migrate", dependencies: ["MigratorCLI"]),
        .testTarget(name: "SwiftCSTTests", dependencies: ["SwiftCST"]),
        .testTarget(name: "MigratorTests", dependencies: ["Migrator", "SwiftCST"]),
        .testTarget(
            name: "MigratorCLITests",
            dependencies: ["MigratorCLI", "SwiftCST"]
        ),
    ]
)
