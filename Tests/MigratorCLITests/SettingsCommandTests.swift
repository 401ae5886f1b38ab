import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// Target settings as the commands report them: where each value came from, flags that
/// raise and never add a platform, `--configuration`, and `modules`.
struct SettingsCommandTests {
    static let project = """
    // !$*UTF8*$!
    {
        objects = {
            F1 = {isa = PBXFileReference; path = View.swift; sourceTree = "<group>"; };
            X1 = {isa = PBXFileReference; path = Mac.xcconfig; sourceTree = "<group>"; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            G = {isa = PBXGroup; children = (F1, X1); sourceTree = "<group>"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1); };
            PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {MACOSX_DEPLOYMENT_TARGET = 12.0; }; };
            PR = {isa = XCBuildConfiguration; name = Release; buildSettings = {MACOSX_DEPLOYMENT_TARGET = 13.0; IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
            TD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SDKROOT = macosx; }; };
            TR = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X1; buildSettings = {SDKROOT = macosx; }; };
            PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
            TL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); defaultConfigurationName = Release; };
            T = {isa = PBXNativeTarget; name = Mac; buildPhases = (S); buildConfigurationList = TL; };
            P = {isa = PBXProject; mainGroup = G; buildConfigurationList = PL; targets = (T); };
        };
        rootObject = P;
    }
    """

    static func makeMacApp() throws -> String {
        try makeDirectory([
            "Mac.xcodeproj/project.pbxproj": Array(project.utf8),
            "Mac.xcconfig": Array("MACOSX_DEPLOYMENT_TARGET = 14.6\nSWIFT_VERSION = 6.0\n".utf8),
            "View.swift": Array("import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text(\"a\").foregroundColor(.red)\n    }\n}\n".utf8),
        ])
    }

    @Test func notesSayWhereEachSettingCameFrom() throws {
        let root = try Self.makeMacApp()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = run(["diff"], in: root)
        #expect(plain.err.contains("note: deployment target macOS 14.6 for 1 file (from Mac.xcconfig); Swift 6\n"), "\(plain.err)")
        // A flag raises macOS, the only platform the target builds for; iOS is not added.
        let flags = run(["diff", "--min-ios", "18", "--min-macos", "15"], in: root)
        #expect(flags.err.contains("note: deployment target macOS 15 for 1 file (from --min-macos)"), "\(flags.err)")
        // A flag below the target's own version changes nothing.
        let lower = run(["diff", "--min-macos", "13"], in: root)
        #expect(lower.err.contains("note: deployment target macOS 14.6 for 1 file (from Mac.xcconfig)"), "\(lower.err)")
        // Debug has no .xcconfig: the project's Debug value.
        let debug = run(["diff", "--configuration", "Debug"], in: root)
        #expect(debug.err.contains("note: deployment target macOS 12.0 for 1 file (from Mac.xcodeproj project, Debug)"), "\(debug.err)")
        #expect(debug.err.contains("skipped pass observable for 1 file (Mac.xcodeproj project, Debug): needs macOS 14 (target macOS 12.0)"), "\(debug.err)")
        let missing = run(["diff", "--configuration", "Beta"], in: root)
        #expect(missing.err.contains("no configuration 'Beta'; reading Release"), "\(missing.err)")
        #expect(run(["diff", "--configuration"], in: root).code == 2)
    }

    @Test func configurationFileMinimumsAreNamedAsSuch() throws {
        let root = try makeDirectory([
            "A.swift": Array("import SwiftUI\nlet v = Text(\"a\").foregroundColor(.red)\n".utf8),
            ".swiftui-migrate.json": Array("{\"minimumOS\": {\"iOS\": \"16\"}}".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run(["diff", "--min-macos", "13"], in: root)
        #expect(result.err.contains("note: deployment target iOS 16, macOS 13 for 1 file (iOS from .swiftui-migrate.json minimumOS, macOS from --min-macos)"), "\(result.err)")
    }

    @Test func modulesPrintsSettingsAndTheirOrigins() throws {
        let root = try Self.makeMacApp()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run(["modules"], in: root)
        #expect(result.code == 0)
        #expect(result.out == """
            Mac\t1 file\tMac.xcodeproj target Mac
              platforms: macOS (from Mac.xcodeproj target Mac, Release)
              deployment targets: macOS 14.6 (from Mac.xcconfig)
              language mode: Swift 6 (from Mac.xcconfig)
              default isolation: nonisolated (the compiler's default)
              configuration: Release

            """, "\(result.out)")
        let flagged = run(["modules", "--min-ios", "18", "--configuration=Debug"], in: root)
        #expect(flagged.out.contains("deployment targets: macOS 12.0 (from Mac.xcodeproj project, Debug)"), "\(flagged.out)")
        #expect(!flagged.out.contains("iOS"))
        #expect(run(["modules", "--pass", "x"], in: root).code == 2)
    }
}
