import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.app(name: "Notes", destinations: [.mac], deploymentTargets: .macOS("13.0"))
