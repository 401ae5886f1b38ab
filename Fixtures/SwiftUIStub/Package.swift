// swift-tools-version:5.9
// A stand-in for Apple's SwiftUI (and the bits of Combine, UIKit, Charts and Core Data that
// SwiftUI code imports, plus RxSwift's `Observable`) with Apple's signatures, generic constraints and availability, so
// `import SwiftUI` type-checks on Linux. Bodies are trivial: nothing here runs. Never linked
// into swiftui-migrate; see README.md.
import PackageDescription

let package = Package(
    name: "SwiftUIStub",
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "Charts", targets: ["Charts"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    ],
    targets: [
        .target(name: "Combine"),
        .target(name: "UIKit", dependencies: ["Combine"]),
        .target(name: "CoreData", dependencies: ["Combine"]),
        .target(name: "UniformTypeIdentifiers"),
        .target(name: "SwiftUI", dependencies: ["Combine", "UIKit", "UniformTypeIdentifiers"]),
        .target(name: "Charts", dependencies: ["SwiftUI"]),
        .target(name: "RxSwift"),
    ]
)
