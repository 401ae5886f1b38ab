// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Kiosk",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Kiosk"),
    ]
)
