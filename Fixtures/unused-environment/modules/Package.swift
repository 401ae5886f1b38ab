// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Modules",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "UI"),
        .testTarget(name: "UITests", dependencies: ["UI"]),
    ]
)
