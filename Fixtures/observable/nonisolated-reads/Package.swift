// swift-tools-version:6.0
import PackageDescription

// Swift 6 language mode (the tools version), except Legacy; Feed and Legacy default to MainActor.
let package = Package(
    name: "Media",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Player"),
        .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "Legacy", swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
    ]
)
