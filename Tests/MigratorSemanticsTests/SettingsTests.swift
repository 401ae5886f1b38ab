import Foundation
import Testing
@testable import MigratorSemantics

/// Target settings the way Xcode, XcodeGen and SwiftPM give them: `.xcconfig` chains,
/// target over project, configurations, conditions, variables, XcodeGen specs, package
/// swift settings, flags, and the fallback groups of files no target lists.
struct SettingsTests {
    /// A reader over files held in memory.
    static func reader(_ files: [String: String]) -> SettingsFileReader {
        { path in files[path].map { Array($0.utf8) } }
    }

    // MARK: .xcconfig

    @Test func xcconfigIncludesInheritedVariablesAndConditions() {
        let files = [
            "/p/Config/Base.xcconfig": """
            // Base settings
            #include "Versions.xcconfig"
            #include? "Missing.xcconfig"
            MACOSX_DEPLOYMENT_TARGET = $(APP_MACOS) // the app's
            SWIFT_VERSION = 5.0;
            OTHER_SWIFT_FLAGS = -DBASE \\
              -enable-upcoming-feature ExistentialAny
            """,
            "/p/Config/Versions.xcconfig": "APP_MACOS = 13.0\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n",
            "/p/Config/App.xcconfig": """
            #include "Base.xcconfig"
            #include "Gone.xcconfig"
            APP_MACOS = 14.6
            OTHER_SWIFT_FLAGS = $(inherited) -DAPP
            SWIFT_VERSION[sdk=macosx*] = 6.0
            IPHONEOS_DEPLOYMENT_TARGET[config=Debug] = 18.0
            """,
        ]
        var notes: [String] = []
        let assignments = XCConfig.assignments(path: "/p/Config/App.xcconfig", read: Self.reader(files), notes: &notes) ?? []
        #expect(notes.count == 1 && notes[0].contains("Gone.xcconfig"), "\(notes)")
        let resolver = BuildSettingsResolver(assignments: assignments, builtins: [:], configuration: "Release")
        // `$(APP_MACOS)` is the final value of APP_MACOS, set after the include.
        #expect(resolver.value("MACOSX_DEPLOYMENT_TARGET")?.value == "14.6")
        #expect(resolver.value("MACOSX_DEPLOYMENT_TARGET")?.origin.path == "/p/Config/Base.xcconfig")
        #expect(resolver.value("OTHER_SWIFT_FLAGS")?.value.split(separator: " ") == ["-DBASE", "-enable-upcoming-feature", "ExistentialAny", "-DAPP"])
        #expect(resolver.value("SWIFT_VERSION")?.value == "5.0")
        #expect(resolver.value("SWIFT_VERSION", sdk: "macosx")?.value == "6.0")
        #expect(resolver.value("IPHONEOS_DEPLOYMENT_TARGET")?.value == "15.0")
        let debug = BuildSettingsResolver(assignments: assignments, builtins: [:], configuration: "Debug")
        #expect(debug.value("IPHONEOS_DEPLOYMENT_TARGET")?.value == "18.0")
    }

    @Test func aHigherLevelWinsOverAMoreSpecificLowerOne() {
        func assignment(_ key: String, _ value: String, level: Int, sdk: String? = nil) -> BuildSettingAssignment {
            BuildSettingAssignment(key: key, conditions: sdk.map { [("sdk", $0)] } ?? [], value: value, origin: .unset, level: level)
        }
        let resolver = BuildSettingsResolver(assignments: [
            assignment("X", "project-ios", level: 1, sdk: "iphoneos*"),
            assignment("X", "target", level: 3),
            assignment("Y", "$(inherited) b", level: 3),
            assignment("Y", "a", level: 1),
            assignment("Z", "${TARGET_NAME}-$(Y:default=none)", level: 3),
        ].sorted { $0.level < $1.level }, builtins: ["TARGET_NAME": "App"], configuration: "Release")
        #expect(resolver.value("X", sdk: "iphoneos")?.value == "target")
        #expect(resolver.value("Y")?.value == "a b")
        #expect(resolver.value("Z")?.value == "App-a b")
        #expect(resolver.value("UNSET") == nil)
    }

    // MARK: Xcode projects

    static let project = """
    // !$*UTF8*$!
    {
        objects = {
            ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP, MAC, TOOL); buildConfigurationList = PLIST; };
            MAIN = { isa = PBXGroup; children = (CONFIGS, KITREF); sourceTree = "<group>"; };
            CONFIGS = { isa = PBXGroup; path = Config; children = (BASE, APPCONF); sourceTree = "<group>"; };
            BASE = { isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
            APPCONF = { isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            KITREF = { isa = PBXFileReference; lastKnownFileType = wrapper; path = Kit; sourceTree = "<group>"; };
            PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); defaultConfigurationName = Release; };
            PDEBUG = { isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = BASE; buildSettings = { MACOSX_DEPLOYMENT_TARGET = 12.0; }; };
            PRELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = BASE; buildSettings = {
                MACOSX_DEPLOYMENT_TARGET = 13.0; IPHONEOS_DEPLOYMENT_TARGET = 16.0; SWIFT_VERSION = 5.0; }; };
            APP = { isa = PBXNativeTarget; name = App; buildPhases = (); buildConfigurationList = ALIST; packageProductDependencies = (KITPRODUCT); };
            KITPRODUCT = { isa = XCSwiftPackageProductDependency; productName = Kit; };
            ALIST = { isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE); };
            ADEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
            ARELEASE = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = APPCONF; buildSettings = {
                SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; "SWIFT_DEFAULT_ACTOR_ISOLATION" = MainActor; SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES; }; };
            MAC = { isa = PBXNativeTarget; name = Mac; buildPhases = (); buildConfigurationList = MLIST; };
            MLIST = { isa = XCConfigurationList; buildConfigurations = (MRELEASE); };
            MRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.6; SWIFT_VERSION = 6.0; }; };
            TOOL = { isa = PBXNativeTarget; name = Tool; buildPhases = (); buildConfigurationList = TLIST; };
            TLIST = { isa = XCConfigurationList; buildConfigurations = (TRELEASE); };
            TRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; };
        };
        rootObject = ROOT;
    }
    """

    static let projectFiles = [
        "/p/Config/Base.xcconfig": "SWIFT_VERSION = 5.0\nIPHONEOS_DEPLOYMENT_TARGET = 15.0\n",
        "/p/Config/App.xcconfig": "#include \"Shared.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = $(inherited)\n",
        "/p/Config/Shared.xcconfig": "SWIFT_VERSION = 6.0\n",
    ]

    @Test func xcodeTargetsOverrideTheProjectAndReadTheirXcconfigChain() throws {
        let project = try #require(XcodeProject(text: Self.project, projectDirectory: "/p", projectPath: "/p/App.xcodeproj",
                                                read: Self.reader(Self.projectFiles)))
        #expect(project.notes.isEmpty, "\(project.notes)")
        let app = project.targets[0].settings
        #expect(app.platforms == [.iOS])
        // Project settings (16.0) override the project's xcconfig; the target's xcconfig
        // `$(inherited)` is that value.
        #expect(app.deploymentTargets == [.iOS: Version(16, 0)])
        #expect(app.deploymentOrigins[.iOS] == SettingOrigin(path: "/p/Config/App.xcconfig"))
        #expect(app.languageMode == Version(6))
        #expect(app.defaultIsolation == .mainActor)
        #expect(app.defaultIsolationOrigin == SettingOrigin(path: "/p/App.xcodeproj", detail: "target App, Release"))
        #expect(app.upcomingFeatures.keys.sorted() == ["ExistentialAny"])
        #expect(app.iPhoneOnly)
        // The macOS target's own value wins over the project's 13.0, and iOS is not its platform.
        let mac = project.targets[1].settings
        #expect(mac.platforms == [.macOS])
        #expect(mac.deploymentTargets == [.macOS: Version(14, 6)])
        #expect(mac.languageMode == Version(6))
        let tool = project.targets[2].settings
        #expect(tool.platforms == [.iOS, .macOS])
        #expect(tool.deploymentTargets == [.iOS: Version(16, 0), .macOS: Version(13, 0)])
        #expect(project.localPackageFolders == ["/p/Kit"])
        // Debug reads Debug's settings.
        let debug = try #require(XcodeProject(text: Self.project, projectDirectory: "/p", projectPath: "/p/App.xcodeproj",
                                              configuration: "Debug", read: Self.reader(Self.projectFiles)))
        #expect(debug.targets[0].settings.deploymentTargets == [.iOS: Version(15, 0)])
        #expect(debug.targets[0].settings.configuration == "Debug")
        // A configuration no list has: the default, with a note.
        let beta = try #require(XcodeProject(text: Self.project, projectDirectory: "/p", projectPath: "/p/App.xcodeproj",
                                             configuration: "Beta", read: Self.reader(Self.projectFiles)))
        #expect(beta.targets[1].settings.configuration == "Release")
        #expect(beta.notes.contains { $0.contains("no configuration 'Beta'") })
    }

    @Test func flagsRaiseThePlatformsATargetBuildsForAndNeverAddOne() throws {
        let manifests = ["/p/App.xcodeproj/project.pbxproj": Array(Self.project.utf8),
                         "/p/Kit/Package.swift": Array("""
                         // swift-tools-version:6.0
                         import PackageDescription
                         let package = Package(name: "Kit", platforms: [.iOS(.v17)], products: [.library(name: "Kit", targets: ["Kit"])],
                             targets: [.target(name: "Kit", swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)])])
                         """.utf8)]
        let files = ["/p/Mac/M.swift", "/p/Kit/Sources/Kit/K.swift"].map { ModuleGraph.File(path: $0, absolutePath: $0) }
        let options = ModuleGraph.SettingsOptions(minimums: [.iOS: (Version(18), .flags), .macOS: (Version(14), .flags)],
                                                  read: Self.reader(Self.projectFiles))
        var graph = ModuleGraph(files: files, manifests: manifests, gitRoots: [], roots: ["/p"], options: options)
        let mac = try #require(graph.modules.first { $0.name == "Mac" })
        #expect(mac.settings.deploymentTargets == [.macOS: Version(14, 6)])
        let app = try #require(graph.modules.first { $0.name == "App" })
        #expect(app.settings.deploymentTargets == [.iOS: Version(18)])
        #expect(app.settings.deploymentOrigins[.iOS] == .flags)
        // The old-style local package (a folder reference) is the app's dependency.
        let kit = try #require(graph.modules.first { $0.name == "Kit" && !$0.isLoose })
        #expect(app.dependencies == [kit.id])
        #expect(kit.settings.languageMode == Version(5))
        #expect(kit.settings.defaultIsolation == .mainActor)
        #expect(kit.settings.deploymentTargets == [.iOS: Version(18), .macOS: Version(14)])
        // Without flags, a module nothing gives a deployment target gets the defaults of its platforms.
        graph = ModuleGraph(files: files, manifests: manifests, gitRoots: [], roots: ["/p"], options: .init(read: Self.reader(Self.projectFiles)))
        #expect(graph.settings(of: "/p/Kit/Sources/Kit/K.swift").deploymentTargets == [.iOS: Version(17)])
    }

    // MARK: XcodeGen

    @Test func yamlSubsetXcodeGenSpecsUse() throws {
        let text = """
        ---
        name: App # the name
        options:
          deploymentTarget:
            iOS: '17.0'
        anchors: &shared
          SWIFT_VERSION: "6.0"
        list:
        - one
        -   two: 2
            three: [a, "b, c", {d: e}]
        - |
          script # not a comment
            indented
        flow: [
          x, # comment
          y
        ]
        merged:
          <<: *shared
          OTHER: yes
        url: https://example.com/a#b
        """
        let value = try #require(YAMLReader.parse(text, file: "/p/project.yml"))
        #expect(value["name"]?.string == "App")
        #expect(value["options"]?["deploymentTarget"]?["iOS"]?.string == "17.0")
        let list = value["list"]?.items ?? []
        #expect(list.count == 3)
        #expect(list[0].string == "one")
        #expect(list[1]["two"]?.string == "2")
        #expect(list[1]["three"]?.items.count == 3)
        #expect(list[1]["three"]?.items[1].string == "b, c")
        #expect(list[1]["three"]?.items[2]["d"]?.string == "e")
        #expect(list[2].string == "script # not a comment\n  indented")
        #expect(value["flow"]?.items.compactMap(\.string) == ["x", "y"])
        #expect(value["merged"]?["SWIFT_VERSION"]?.string == "6.0")
        #expect(value["merged"]?["OTHER"]?.string == "yes")
        #expect(value["url"]?.string == "https://example.com/a#b")
        #expect(value["name"]?.file == "/p/project.yml")
    }

    @Test func xcodeGenTargetsSourcesSettingsAndIncludes() throws {
        let files = [
            "/p/project.yml": """
            name: App
            include:
              - path: App/target.yml
            options:
              deploymentTarget:
                iOS: "16.0"
                macOS: "13.0"
            settings:
              base:
                SWIFT_VERSION: 5.9
              configs:
                Release:
                  SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
            packages:
              Kit:
                path: Packages/Kit
            targets:
              Mac:
                type: application
                platform: macOS
                deploymentTarget: "14.6"
                sources: [Mac]
                settings:
                  SWIFT_VERSION: 6.0
            """,
            "/p/App/target.yml": """
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: Sources
                    excludes:
                      - "**/*Tests.swift"
                      - Generated
                  - ../Shared/Model.swift
                dependencies:
                  - target: Mac
                  - package: Kit
                    products: [Kit, KitUI]
                configFiles:
                  Release: App.xcconfig
            """,
            "/p/App/App.xcconfig": "IPHONEOS_DEPLOYMENT_TARGET = 17.2\n",
        ]
        let spec = try #require(XcodeGenProject(path: "/p/project.yml", bytes: Array(files["/p/project.yml"]!.utf8), read: Self.reader(files)))
        #expect(spec.notes.isEmpty, "\(spec.notes)")
        let app = try #require(spec.targets.first { $0.name == "App" })
        #expect(app.folders == ["/p/App/Sources"])
        #expect(app.files == ["/p/Shared/Model.swift"])
        #expect(app.excludedGlobs == ["/p/App/Sources/**/*Tests.swift", "/p/App/Sources/Generated"])
        #expect(app.dependencies == ["Mac"])
        #expect(app.packageProducts.map(\.product) == ["Kit", "KitUI"])
        #expect(app.packageProducts.first?.packageDirectory == "/p/Packages/Kit")
        #expect(app.settings.platforms == [.iOS])
        #expect(app.settings.deploymentTargets == [.iOS: Version(17, 2)])
        #expect(app.settings.deploymentOrigins[.iOS]?.path == "/p/App/App.xcconfig")
        #expect(app.settings.languageMode == Version(5))
        #expect(app.settings.defaultIsolation == .mainActor)
        let mac = try #require(spec.targets.first { $0.name == "Mac" })
        #expect(mac.folders == ["/p/Mac"])
        #expect(mac.settings.deploymentTargets == [.macOS: Version(14, 6)])
        #expect(mac.settings.languageMode == Version(6))
        #expect(ModuleGraph.glob("/p/App/Sources/**/*Tests.swift", matches: "/p/App/Sources/A/BTests.swift"))
        #expect(ModuleGraph.glob("/p/App/Sources/**/*Tests.swift", matches: "/p/App/Sources/BTests.swift"))
        #expect(ModuleGraph.glob("/p/App/Sources/Generated", matches: "/p/App/Sources/Generated/X.swift"))
        #expect(!ModuleGraph.glob("/p/App/Sources/Generated", matches: "/p/App/Sources/View.swift"))
    }

    @Test func xcodeGenTemplatesMergeAsXcodeGenDoes() throws {
        let text = """
        name: T
        targetTemplates:
          Base:
            platform: macOS
            sources: [Common]
            settings:
              base:
                SWIFT_VERSION: "6.0"
          Feature:
            templates: [Base]
            sources:
              - ${target_name}
              - path: "${extra}"
            deploymentTarget: "13.0"
        targets:
          Kit:
            templates: [Feature]
            templateAttributes:
              extra: Generated
            sources: [Own]
          Plain:
            templates: [Feature]
            templateAttributes:
              extra: More
            sources:REPLACE: [Only]
            deploymentTarget: "14.0"
        """
        let spec = try #require(XcodeGenProject(path: "/p/project.yml", bytes: Array(text.utf8), read: Self.reader([:])))
        let kit = try #require(spec.targets.first { $0.name == "Kit" })
        // The nested template's sources first, then the template's, then the target's own.
        #expect(kit.folders == ["/p/Common", "/p/Kit", "/p/Generated", "/p/Own"])
        #expect(kit.settings.deploymentTargets == [.macOS: Version(13)])
        #expect(kit.settings.languageMode == Version(6))
        let plain = try #require(spec.targets.first { $0.name == "Plain" })
        #expect(plain.folders == ["/p/Only"])
        #expect(plain.settings.deploymentTargets == [.macOS: Version(14)])
    }

    @Test func tuistManifestsAreReadWithoutRunningThem() throws {
        let helper = """
        import ProjectDescription
        let base = ["Sources/**"]
        public extension Target {
            static func feature(_ name: String, platforms: Destinations = [.iPhone, .iPad], version: String = "16.0") -> Target {
                let folder = "Features/\\(name)"
                var extra: [String] = []
                if name == "A" { extra.append("More/**") }
                return .target(name: name, destinations: platforms, product: .framework, bundleId: "x.\\(name)",
                               deploymentTargets: .iOS(version), sources: .paths(["\\(folder)/**"] + base),
                               dependencies: [.project(target: "Core", path: "../Core")],
                               settings: .settings(base: ["SWIFT_VERSION": "6.0"], configurations: [
                                   .debug(name: .debug, settings: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated"]),
                                   .release(name: .release, settings: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"]),
                               ]))
            }
            static func loop(_ n: String) -> Target { loop(n) }
        }
        enum Mac { static let version = "13.0" }
        enum Watch { static let version = "9.0" }
        """
        let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project(name: "P", targets: [
            .feature("Search"),
            .feature("Mac", platforms: .macOS, version: "13.0"),
            .loop("Forever"),
            .target(name: "Ambiguous", destinations: .macOS, product: .app, bundleId: "x", deploymentTargets: .macOS(Mac.version), sources: "A/**"),
            Target(name: "Old", platform: .iOS, product: .app, bundleId: "x", deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone), sources: "Old/**"),
        ])
        """
        let project = try #require(TuistProject(path: "/w/P/Project.swift", bytes: Array(manifest.utf8), configuration: nil, read: Self.reader([:]),
                                                helpers: [("/w/Tuist/ProjectDescriptionHelpers/H.swift", Array(helper.utf8))]))
        #expect(project.targets.map(\.name) == ["Search", "Mac", "Ambiguous", "Old"])
        // `version` is declared twice in the helpers; which one is meant is not guessed.
        #expect(project.targets[2].settings.deploymentTargets.isEmpty)
        #expect(project.notes.contains { $0.contains("version (declared 2 times in the helpers)") }, "\(project.notes)")
        let search = project.targets[0]
        #expect(search.folders == ["/w/P/Features/Search", "/w/P/Sources"])
        #expect(search.includedGlobs["/w/P/Features/Search"] == ["/w/P/Features/Search/**"])
        #expect(search.settings.platforms == [.iOS])
        #expect(search.settings.deploymentTargets == [.iOS: Version(16)])
        #expect(search.settings.languageMode == Version(6))
        #expect(search.settings.defaultIsolation == .mainActor)
        #expect(search.projectDependencies.map(\.folder) == ["/w/Core"])
        // The helper gives an iOS version to a macOS target: its macOS version is not known.
        #expect(project.targets[1].settings.platforms == [.macOS])
        #expect(project.targets[1].settings.deploymentTargets.isEmpty)
        #expect(project.targets[3].settings.deploymentTargets == [.iOS: Version(15)])
        #expect(project.targets[3].folders == ["/w/P/Old"])
        // A helper that never returns is not followed forever: its target is named in a note.
        #expect(project.notes.contains { $0.contains("target 3 is computed") }, "\(project.notes)")
    }

    @Test func tuistHelpersThatBuildTargetListsUnderConditions() throws {
        let helper = """
        import ProjectDescription
        public enum Kind { case app, framework, tests }
        public extension TargetDependency {
            struct Feature {
                public static let core: TargetDependency = .project(target: "Core", path: .relativeToRoot("Projects/Core"))
            }
        }
        struct Paths {
            static var config: Path { .relativeToRoot("Configs/App.xcconfig") }
        }
        public extension Project {
            static func module(name: String, kinds: Set<Kind>, dependencies: [TargetDependency] = [], extra: [TargetDependency] = []) -> Project {
                var targets: [Target] = []
                if kinds.contains(.app) {
                    targets.append(.target(name: name, destinations: .iOS, product: .app, bundleId: "x", deploymentTargets: .iOS("16.0"),
                                           sources: ["Sources/**"], dependencies: [dependencies, extra].flatMap { $0 },
                                           settings: .settings(configurations: [.release(name: "Release", xcconfig: Paths.config)])))
                }
                if kinds.contains(where: { $0 == .framework }) {
                    targets.append(.target(name: name, destinations: [.iPhone], product: .framework, bundleId: "x", deploymentTargets: .iOS("15.0"),
                                           sources: ["Shared/**"]))
                }
                if kinds.contains(.tests) {
                    targets += [.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "x", sources: ["Tests/**"])]
                }
                return Project(name: name, targets: targets)
            }
        }
        """
        let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project.module(name: "Feed", kinds: [.app], dependencies: [.Feature.core])
        """
        let files = ["/w/Configs/App.xcconfig": "SWIFT_VERSION = 6.0\n"]
        let project = try #require(TuistProject(path: "/w/Projects/Feed/Project.swift", bytes: Array(manifest.utf8), configuration: nil,
                                                read: Self.reader(files), helpers: [("/w/Tuist/ProjectDescriptionHelpers/H.swift", Array(helper.utf8))],
                                                root: "/w"))
        // `kinds` is known: no tests target. The framework target's condition is not known:
        // it may exist, under the same name, so the one target takes both readings.
        #expect(project.targets.map(\.name) == ["Feed"], "\(project.notes)")
        let feed = project.targets[0]
        #expect(feed.folders == ["/w/Projects/Feed/Sources", "/w/Projects/Feed/Shared"])
        #expect(feed.settings.deploymentTargets == [.iOS: Version(15)])
        #expect(feed.settings.languageMode == Version(6))
        #expect(feed.projectDependencies.map(\.folder) == ["/w/Projects/Core"])
        #expect(!feed.dependsOnEverything)
    }

    @Test func aNamedSDKDecidesThePlatformUnlessAnotherListedOneHasADeploymentTarget() {
        func platforms(_ settings: [String: String]) -> Set<Platform>? {
            let assignments = settings.map { BuildSettingAssignment(key: $0.key, conditions: [], value: $0.value, origin: .unset, level: 3) }
            return TargetSettings.reading(BuildSettingsResolver(assignments: assignments, builtins: [:], configuration: "Release")).platforms
        }
        // A macosx entry with no macOS deployment target (often beside `import UIKit`): the iOS SDK only.
        #expect(platforms(["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]) == [.iOS])
        // A project-wide iphoneos SDK, and a target that lists macOS and visionOS and states a
        // macOS deployment target (WhatsNewKit's example app): built for macOS too.
        let multiplatform = ["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx xros xrsimulator",
                             "IPHONEOS_DEPLOYMENT_TARGET": "17.0", "MACOSX_DEPLOYMENT_TARGET": "14.0"]
        #expect(platforms(multiplatform) == [.iOS, .macOS])
        #expect(platforms(multiplatform.merging(["XROS_DEPLOYMENT_TARGET": "1.0"]) { $1 }) == [.iOS, .macOS, .visionOS])
        // A target's own SDKROOT = macosx under a project that lists iOS (AltStore's AltServer).
        let levels: [(String, String, Int)] = [("SUPPORTED_PLATFORMS", "iphoneos iphonesimulator", 1), ("IPHONEOS_DEPLOYMENT_TARGET", "14.0", 1),
                                              ("SDKROOT", "iphoneos", 1), ("SDKROOT", "macosx", 3), ("MACOSX_DEPLOYMENT_TARGET", "11.0", 3)]
        let server = levels.map { BuildSettingAssignment(key: $0.0, conditions: [], value: $0.1, origin: .unset, level: $0.2) }
        #expect(TargetSettings.reading(BuildSettingsResolver(assignments: server, builtins: [:], configuration: "Release")).platforms == [.macOS])
        #expect(platforms(["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]) == [.iOS, .macOS])
        #expect(platforms(["SUPPORTED_PLATFORMS": "macosx xros"]) == [.macOS, .visionOS])
        #expect(platforms(["SDKROOT": "macosx"]) == [.macOS])
    }

    // MARK: Packages

    @Test func packageSwiftSettingsAndLanguageModes() {
        let manifest = PackageManifest(bytes: Array("""
        // swift-tools-version: 5.10
        import PackageDescription
        let shared: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
        let package = Package(
            name: "P",
            platforms: [.iOS(.v16), .macOS("13.0")],
            swiftLanguageVersions: [.v5],
            targets: [
                .target(name: "A", swiftSettings: shared + [.defaultIsolation(MainActor.self), .swiftLanguageMode(.v6)]),
                .target(name: "B", swiftSettings: [.unsafeFlags(["-swift-version", "6"]), .defaultIsolation(MainActor.self, .when(configuration: .debug))]),
                .target(name: "C"),
            ]
        )
        for target in package.targets where target.type != .test {
            target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
        }
        """.utf8))
        #expect(manifest.toolsVersion == Version(5, 10))
        #expect(manifest.platforms == [.iOS: Version(16), .macOS: Version(13, 0)])
        let a = manifest.targets[0], b = manifest.targets[1], c = manifest.targets[2]
        #expect(manifest.languageMode(of: a)?.mode == Version(6))
        #expect(a.swiftSettings.defaultIsolation == .mainActor)
        #expect(a.swiftSettings.upcomingFeatures == ["ExistentialAny"])
        #expect(manifest.languageMode(of: b)?.mode == Version(6))
        #expect(b.swiftSettings.defaultIsolation == nil)
        #expect(manifest.languageMode(of: c)?.mode == Version(5))
        #expect(manifest.packageWideSwiftSettings.upcomingFeatures == ["MemberImportVisibility"])
    }

    @Test func aSourceFileNamedPackageSwiftIsNoManifest() {
        let manifests: [String: [UInt8]] = [
            "/r/Package.swift": Array("import PackageDescription\nlet package = Package(name: \"R\", targets: [.target(name: \"Kit\", path: \"Sources\")])\n".utf8),
            "/r/Sources/Store/Package.swift": Array("import Foundation\npublic final class Package {}\n".utf8),
        ]
        let files = ["/r/Sources/Store/Package.swift", "/r/Sources/Store/Offer.swift"].map { ModuleGraph.File(path: $0, absolutePath: $0) }
        let graph = ModuleGraph(files: files, manifests: manifests, gitRoots: [], roots: ["/r"])
        for file in files { #expect(graph.modules(of: file.path).map { graph.modules[$0].name } == ["Kit"], "\(file.path)") }
    }

    @Test func filesNoTargetListsTakeTheProjectsOrItsTargetsLowestVersions() throws {
        let manifests = ["/p/App.xcodeproj/project.pbxproj": Array(Self.project.utf8)]
        let files = ["/p/Loose.swift"].map { ModuleGraph.File(path: $0, absolutePath: $0) }
        let graph = ModuleGraph(files: files, manifests: manifests, gitRoots: [], roots: ["/p"], options: .init(read: Self.reader(Self.projectFiles)))
        let settings = graph.settings(of: "/p/Loose.swift")
        #expect(settings.platforms == nil)
        #expect(settings.deploymentTargets == [.iOS: Version(16, 0), .macOS: Version(13, 0)])
        #expect(settings.isFallback)
    }

    // MARK: Files no target lists

    @Test func filesNoTargetListsBelongToTheNearestMarkerElseToThePathGiven() {
        let files = ["/w/one/A.swift", "/w/one/Sub/B.swift", "/w/two/C.swift", "/w/three/App/D.swift", "/w/Top.swift",
                     "/w/four/E.swift", "/w/four/Views/F.swift"]
            .map { ModuleGraph.File(path: $0, absolutePath: $0) }
        let manifests = ["/w/three/Package.swift": Array("import PackageDescription\nlet package = Package(name: \"T\", targets: [])".utf8),
                         "/w/four/project.yml": Array("name: Four\n".utf8)]
        let graph = ModuleGraph(files: files, manifests: manifests, gitRoots: [], roots: ["/w"], options: .init())
        func module(_ path: String) -> ModuleGraph.Module { graph.modules[graph.modules(of: path)[0]] }
        // Markers make groups of their own.
        #expect(module("/w/three/App/D.swift").origin == "/w/three/Package.swift")
        #expect(module("/w/four/E.swift").id == module("/w/four/Views/F.swift").id)
        #expect(module("/w/four/E.swift").origin == "/w/four/project.yml")
        #expect(module("/w/four/E.swift").id != module("/w/one/A.swift").id)
        // A marked app's modules resolve imports within its own folder, never another app's.
        #expect(module("/w/four/E.swift").root == "/w/four")
        #expect(module("/w/three/App/D.swift").root == "/w/three")
        // Folders without a marker are one group, the path given: a folder of loose sources
        // split by its subfolders would let a class change without its uses.
        #expect(module("/w/one/A.swift").id == module("/w/two/C.swift").id)
        #expect(module("/w/one/A.swift").id == module("/w/Top.swift").id)
        #expect(module("/w/one/A.swift").root == "/w")
        // Two paths given are two groups.
        let two = ModuleGraph(files: files.filter { $0.path.hasPrefix("/w/one/") || $0.path.hasPrefix("/w/two/") }, manifests: [:],
                              gitRoots: [], roots: ["/w/one", "/w/two"], options: .init())
        #expect(two.modules(of: "/w/one/A.swift") == two.modules(of: "/w/one/Sub/B.swift"))
        #expect(two.modules(of: "/w/one/A.swift") != two.modules(of: "/w/two/C.swift"))
        #expect(two.independentGroups(of: ["/w/one/A.swift", "/w/two/C.swift"]).count == 2)
    }

}

/// Which Xcode product types (and XcodeGen's `type:`) are programs: nothing imports them.
struct ProductTypeTests {
    @Test func appsExtensionsAndToolsAreProgramsFrameworksAreNot() {
        for type in ["com.apple.product-type.application", "com.apple.product-type.application.watchapp2", "application",
                     "com.apple.product-type.app-extension", "app-extension", "com.apple.product-type.extensionkit-extension",
                     "com.apple.product-type.tool", "tool", "watchkit2-extension"] {
            #expect(XcodeProject.Target.isProgram(productType: type), "\(type)")
        }
        for type in ["com.apple.product-type.framework", "framework", "com.apple.product-type.library.static", "library.static",
                     "com.apple.product-type.bundle.unit-test", "bundle.ui-testing", ""] {
            #expect(!XcodeProject.Target.isProgram(productType: type), "\(type)")
        }
    }
}
