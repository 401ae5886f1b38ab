// swift-tools-version:5.9
// A small legacy SwiftUI app (written for this repository) that shows every pattern the
// migration passes handle, including sites they must decline. It builds only on Apple
// platforms; swiftui-migrate reads its deployment target from here.
import PackageDescription

let package = Package(
    name: "LegacyNotes",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [.target(name: "LegacyNotes")]
)
