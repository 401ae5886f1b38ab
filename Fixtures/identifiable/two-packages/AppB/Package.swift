// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "AppB", targets: [.target(name: "AppB")])
