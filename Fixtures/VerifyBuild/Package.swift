// swift-tools-version:5.9
// A small SwiftUI package for `apply --verify-build` (Tests/MigratorCLITests/VerifyBuildTests):
// it builds on Linux against Fixtures/SwiftUIStub. With `--migrations migrations`, the
// `house-style` migration renames `padding(_:)` to `gutter(_:)`, which SwiftUI does not
// have: those change units break the build and are backed out; the passes' units build.
import PackageDescription

let package = Package(
    name: "VerifyBuildProbe",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../SwiftUIStub")],
    targets: [
        .target(name: "Probe", dependencies: [.product(name: "SwiftUI", package: "SwiftUIStub")]),
    ]
)
