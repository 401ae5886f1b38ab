// swift-tools-version:5.8
import PackageDescription

let package = Package(
    name: "Lib",
    platforms: [.iOS(.v16)],
    targets: [.target(name: "Lib")]
)
