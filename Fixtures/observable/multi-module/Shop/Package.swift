// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Models"),
        .target(name: "Feature", dependencies: ["Models"]),
        .target(name: "Tools"),
    ]
)
