// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "AppA", targets: [.target(name: "AppA")])
