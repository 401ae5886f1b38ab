import Foundation
import Testing
@testable import MigratorSemantics

/// Issue 44: the readers' limits on include depth and on bytes read (the cycle, diamond
/// and alias limits are in ProjectFileLimitsTests). Past a limit a file's settings are not
/// known and a note says why; within it, everything is read.
struct ProjectFileBudgetTests {
    /// Files served from memory, by absolute path.
    static func reader(_ files: [String: String]) -> SettingsFileReader {
        let bytes = files.mapValues { Array($0.utf8) }
        return { path in bytes[path] }
    }

    /// `/x/C0.xcconfig` includes `C1.xcconfig`, ... up to `C<n-1>`, which sets the target.
    static func xcconfigChain(_ n: Int) -> [String: String] {
        var files: [String: String] = [:]
        for i in 0..<n {
            files["/x/C\(i).xcconfig"] = i + 1 < n ? "#include \"C\(i + 1).xcconfig\"\nSETTING_\(i) = \(i)\n" : "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n"
        }
        return files
    }

    @Test func xcconfigIncludesNestedPastTheDepthLimitAreNotKnown() {
        var notes: [String] = []
        let within = XCConfig.assignments(path: "/x/C0.xcconfig", read: Self.reader(Self.xcconfigChain(XCConfig.Budget.maxDepth)), notes: &notes)
        #expect(within?.count == XCConfig.Budget.maxDepth)
        #expect(within?.first?.key == "IPHONEOS_DEPLOYMENT_TARGET")
        #expect(notes.isEmpty, "\(notes)")
        let past = XCConfig.assignments(path: "/x/C0.xcconfig", read: Self.reader(Self.xcconfigChain(XCConfig.Budget.maxDepth + 1)), notes: &notes)
        #expect(past == nil)
        #expect(notes == ["note: /x/C0.xcconfig: its #includes nest more than 32 deep (/x/C31.xcconfig includes C32.xcconfig); its settings are not known"])
    }

    @Test func xcconfigIncludesHoldingMoreThanTheByteLimitAreNotKnown() {
        let comment = "// " + String(repeating: "x", count: 1 << 20) + "\n"
        var files = ["/x/A.xcconfig": "#include \"B.xcconfig\"\nSWIFT_VERSION = 6.0\n"]
        files["/x/B.xcconfig"] = String(repeating: comment, count: 17) + "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n"
        var notes: [String] = []
        #expect(XCConfig.assignments(path: "/x/A.xcconfig", read: Self.reader(files), notes: &notes) == nil)
        #expect(notes == ["note: /x/A.xcconfig: the .xcconfig files it includes hold more than 16 MB; its settings are not known"])
        files["/x/B.xcconfig"] = comment + "IPHONEOS_DEPLOYMENT_TARGET = 17.0\n"
        notes = []
        let within = XCConfig.assignments(path: "/x/A.xcconfig", read: Self.reader(files), notes: &notes)
        #expect(within?.map(\.key) == ["IPHONEOS_DEPLOYMENT_TARGET", "SWIFT_VERSION"])
        #expect(notes.isEmpty, "\(notes)")
    }

    /// `/y/S0.yml` includes `S1.yml`, ... up to `S<n-1>`, which declares the target.
    static func specChain(_ n: Int) -> [String: String] {
        var files: [String: String] = [:]
        for i in 0..<n {
            files["/y/S\(i).yml"] = i + 1 < n ? "include: [S\(i + 1).yml]\nname: App\n"
                : "targets:\n  App:\n    type: application\n    platform: iOS\n    deploymentTarget: \"17.0\"\n"
        }
        return files
    }

    @Test func xcodeGenIncludesNestedPastTheDepthLimitAreNotRead() {
        let depth = XcodeGenProject.LoadBudget.maxDepth
        for (n, read) in [(depth, true), (depth + 1, false)] {
            let files = Self.specChain(n)
            var notes: [String] = []
            let spec = XcodeGenProject.load(path: "/y/S0.yml", bytes: Array(files["/y/S0.yml"]!.utf8), read: Self.reader(files), notes: &notes, depth: 0)
            #expect((spec?["targets"]?["App"] != nil) == read, "\(n) deep")
            if read {
                #expect(notes.isEmpty, "\(notes)")
            } else {
                #expect(notes.contains("note: /y/S16.yml: include nested more than 16 deep; not read"), "\(notes)")
                #expect(notes.contains("note: /y/S15.yml: cannot read the included S16.yml"), "\(notes)")
            }
        }
    }

    @Test func xcodeGenIncludesHoldingMoreThanTheByteLimitAreNotRead() {
        let comment = "# " + String(repeating: "x", count: 1 << 20) + "\n"
        var files = ["/y/project.yml": "include: [Big.yml]\nname: App\n"]
        files["/y/Big.yml"] = String(repeating: comment, count: 17) + "targets:\n  App:\n    type: application\n    platform: iOS\n"
        var notes: [String] = []
        let spec = XcodeGenProject.load(path: "/y/project.yml", bytes: Array(files["/y/project.yml"]!.utf8), read: Self.reader(files), notes: &notes, depth: 0)
        #expect(spec?["targets"] == nil)
        #expect(spec?["name"]?.string == "App")
        #expect(notes.contains("note: /y/Big.yml: the spec and the files it includes hold more than 16 MB; not read"), "\(notes)")
    }

    /// A Tuist helper that calls itself twice per call (2^24 calls to the evaluator's depth
    /// limit if it were followed) is read at once: the value it computes stays unknown,
    /// named in a note, and the targets written out are read.
    @Test func aTuistHelperThatCallsItselfTwiceIsNotFollowed() throws {
        let helper = """
        import ProjectDescription
        public func fan(_ text: String) -> String { fan(text) + fan(text) }
        """
        let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project(name: "P", targets: [
            .target(name: "Kept", destinations: .iOS, product: .app, bundleId: "x", deploymentTargets: .iOS("17.0"), sources: "Kept/**"),
            .target(name: "Fan", destinations: .iOS, product: .app, bundleId: "y", deploymentTargets: .iOS(fan("1")), sources: "Fan/**"),
        ])
        """
        let project = try #require(ProjectFileLimitsTests.finishes {
            TuistProject(path: "/w/P/Project.swift", bytes: Array(manifest.utf8), configuration: nil, read: Self.reader([:]),
                         helpers: [("/w/Tuist/ProjectDescriptionHelpers/H.swift", Array(helper.utf8))])
        })
        let read = try #require(project)
        #expect(read.targets.first { $0.name == "Kept" }?.settings.deploymentTargets == [.iOS: Version(17)], "\(read.targets.map(\.name))")
        #expect(read.targets.first { $0.name == "Fan" }.map { $0.settings.deploymentTargets.isEmpty } != false)
        #expect(read.notes == ["note: /w/P/Project.swift: the iOS deployment target of target Fan is computed (fan(text) + fan(text)); it is unknown"])
    }

    /// Helpers that each add ten calls of the one below, six levels deep, stay within the
    /// depth limit but make a million calls: the evaluator's step budget stops reading them
    /// (the value they compute, which is known, stays unknown) instead of running on.
    @Test func tuistHelpersThatFanOutPastTheStepBudgetAreNotFollowed() throws {
        let helper = (1...6).reduce("import ProjectDescription\npublic func f0() -> String { \"\" }\n") { text, level in
            text + "public func f\(level)() -> String { " + Array(repeating: "f\(level - 1)()", count: 10).joined(separator: " + ") + " }\n"
        }
        let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project(name: "P", targets: [
            .target(name: "Small", destinations: .iOS, product: .app, bundleId: "x", deploymentTargets: .iOS(f1() + "17.0"), sources: "S/**"),
            .target(name: "Fan", destinations: .iOS, product: .app, bundleId: "y", deploymentTargets: .iOS(f6() + "17.0"), sources: "F/**"),
        ])
        """
        let project = try #require(ProjectFileLimitsTests.finishes {
            TuistProject(path: "/w/P/Project.swift", bytes: Array(manifest.utf8), configuration: nil, read: Self.reader([:]),
                         helpers: [("/w/Tuist/ProjectDescriptionHelpers/H.swift", Array(helper.utf8))])
        })
        let read = try #require(project)
        #expect(read.targets.first { $0.name == "Small" }?.settings.deploymentTargets == [.iOS: Version(17)], "\(read.notes)")
        #expect(read.targets.first { $0.name == "Fan" }.map { $0.settings.deploymentTargets.isEmpty } == true, "\(read.notes)")
        // Once the budget is spent, the rest of the manifest is not read either.
        #expect(read.notes == [
            "note: /w/P/Project.swift: the iOS deployment target of target Fan is computed (f6() + \"17.0\"); it is unknown",
            "note: /w/P/Project.swift: the sources of target Fan are computed ((more than 100,000 steps to read)); the files it compiles are unknown",
        ])
    }
}
