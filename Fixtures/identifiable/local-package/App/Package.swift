// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "../Kit")],
    targets: [.target(name: "App", dependencies: [.product(name: "Kit", package: "Kit")])]
)
