// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../DesignKit")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "DesignKit", package: "DesignKit")]),
        .target(name: "Widgets"),
    ]
)
