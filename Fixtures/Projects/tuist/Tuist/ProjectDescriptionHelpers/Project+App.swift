import ProjectDescription

enum Shared {
    static let swiftSettings: SettingsDictionary = ["SWIFT_VERSION": "6.0", "SWIFT_STRICT_CONCURRENCY": "complete"]
}

public extension Project {
    static func app(name: String, destinations: Destinations = .iOS, deploymentTargets: DeploymentTargets) -> Project {
        Project(
            name: name,
            targets: [
                .target(
                    name: name,
                    destinations: destinations,
                    product: .app,
                    bundleId: "io.example.\(name)",
                    deploymentTargets: deploymentTargets,
                    sources: ["Targets/\(name)/Sources/**"],
                    dependencies: [.target(name: "\(name)Kit")],
                    settings: .settings(base: Shared.swiftSettings)
                ),
                .target(
                    name: "\(name)Kit",
                    destinations: destinations,
                    product: .framework,
                    bundleId: "io.example.\(name)Kit",
                    deploymentTargets: deploymentTargets,
                    sources: .paths(["Targets/\(name)Kit/Sources/**"]),
                    settings: .settings(base: SettingsDictionary().swiftVersion("6.0"))
                ),
                .target(
                    name: "\(name)Widgets",
                    destinations: destinations,
                    product: .appExtension,
                    bundleId: "io.example.\(name).widgets",
                    deploymentTargets: .macOS(Environment.widgetsMinimum.getString(default: "14.0")),
                    sources: ["Targets/\(name)Widgets/Sources/**"]
                ),
            ]
        )
    }
}
