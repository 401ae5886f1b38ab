// swift-tools-version:5.9
import PackageDescription

// `Kit` is a library product: apps outside this package import it. `Screens` is a target
// no product exposes: only this package sees it.
let package = Package(
    name: "Kit",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Kit", targets: ["Kit"]),
    ],
    targets: [
        .target(name: "Kit"),
        .target(name: "Screens", dependencies: ["Kit"]),
    ]
)
