import Foundation
import Testing
@testable import MigratorSemantics

/// A value handed back from another thread (read after it signalled).
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Issue 44: project files of a few hundred bytes that made the readers run for minutes,
/// exhaust memory or overflow the stack (`Fixtures/ProjectFiles`). Each reader reads each
/// file and group once, names a cycle in a note, and stops at its limits, so these finish.
struct ProjectFileLimitsTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ProjectFiles").path

    static func bytes(_ path: String) throws -> [UInt8] {
        try #require(FileManager.default.contents(atPath: folder + "/" + path).map { [UInt8]($0) }, "missing fixture \(path)")
    }

    /// Runs `body` on its own thread and fails (rather than hanging the suite) when it has
    /// not finished in `limit` seconds: a reader that regresses to its old behaviour takes
    /// minutes on these files. Not a timing test: the limit is a hundred times the time.
    static func finishes<T: Sendable>(within limit: Double = 120, _ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        guard done.wait(timeout: .now() + limit) == .success else {
            Issue.record("the reader did not finish within \(limit) s")
            return nil
        }
        return box.value
    }

    @Test func anXcodeGenSpecThatIncludesItselfIsReadOnce() throws {
        let path = Self.folder + "/xcodegen-self-include/project.yml"
        let bytes = try Self.bytes("xcodegen-self-include/project.yml")
        let spec = try #require(Self.finishes { XcodeGenProject(path: path, bytes: bytes) })
        let project = try #require(spec)
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.notes.contains("note: \(path): include cycle \(path) → \(path); not followed"), "\(project.notes)")
    }

    @Test func anXcconfigDiamondStopsAtTheSettingsLimit() throws {
        let root = Self.folder + "/xcconfig-diamond"
        let result = try #require(Self.finishes { () -> ([BuildSettingAssignment]?, [String]) in
            var notes: [String] = []
            let found = XCConfig.assignments(path: root + "/C00.xcconfig", read: SettingsFiles.disk, notes: &notes)
            return (found, notes)
        })
        #expect(result.0 == nil)
        #expect(result.1 == ["note: \(root)/C00.xcconfig: its #includes expand to more than 100000 settings (the same files included again and again); its settings are not known"])
        // A small diamond (2^5 paths) is read whole, its repeated includes kept in order.
        var notes: [String] = []
        let small = try #require(XCConfig.assignments(path: root + "/C15.xcconfig", read: SettingsFiles.disk, notes: &notes))
        #expect(small.filter { $0.key == "IPHONEOS_DEPLOYMENT_TARGET" }.count == 32)
        #expect(small.filter { $0.key == "SETTING_19" }.count == 16)
        #expect(notes.isEmpty, "\(notes)")
    }

    @Test func anXcconfigCycleIsNamed() throws {
        let root = Self.folder + "/xcconfig-cycle"
        var notes: [String] = []
        let found = try #require(XCConfig.assignments(path: root + "/A.xcconfig", read: SettingsFiles.disk, notes: &notes))
        #expect(found.map(\.key) == ["IPHONEOS_DEPLOYMENT_TARGET", "SWIFT_VERSION"])
        #expect(notes == ["note: \(root)/B.xcconfig: #include cycle \(root)/A.xcconfig → \(root)/B.xcconfig → \(root)/A.xcconfig; not followed"])
    }

    @Test func yamlAliasesStandingForABillionValuesAreRefused() throws {
        let path = Self.folder + "/yaml-alias-bomb/project.yml"
        let bytes = try Self.bytes("yaml-alias-bomb/project.yml")
        let result = try #require(Self.finishes { () -> (Bool, [String]) in
            var notes: [String] = []
            let spec = XcodeGenProject.load(path: path, bytes: bytes, read: SettingsFiles.disk, notes: &notes, depth: 0)
            return (spec == nil, notes)
        })
        #expect(result.0)
        #expect(result.1.contains("note: \(path): its YAML aliases expand to more than 1000000 values; its settings are not known"), "\(result.1)")
        // Aliases within the limit still read as before.
        let small = try #require(YAMLReader.parse("a: &a [x, y]\nb: &b\n  k: *a\nc:\n  <<: *b\n  j: *a\n", file: "/p.yml"))
        #expect(small["c"]?["k"]?.items.count == 2 && small["c"]?["j"]?.items.count == 2)
    }

    /// The module graph passes on why a spec could not be read, and a target whose
    /// `.xcconfig` passed a limit has no deployment target from it (it is not known).
    @Test func theModuleGraphSaysWhyASpecOrAnXcconfigIsNotRead() throws {
        let bomb = Self.folder + "/yaml-alias-bomb/project.yml"
        let file = ModuleGraph.File(path: "Sources/V.swift", absolutePath: Self.folder + "/yaml-alias-bomb/Sources/V.swift")
        let graph = try #require(Self.finishes {
            ModuleGraph(files: [file], manifests: [bomb: (try? Self.bytes("yaml-alias-bomb/project.yml")) ?? []], gitRoots: [],
                        roots: [Self.folder + "/yaml-alias-bomb"], options: ModuleGraph.SettingsOptions(read: SettingsFiles.disk))
        })
        #expect(graph.notes.contains("note: \(bomb): its YAML aliases expand to more than 1000000 values; its settings are not known"), "\(graph.notes)")
        #expect(!graph.notes.contains { $0.contains("not an XcodeGen spec") }, "\(graph.notes)")

        let root = Self.folder + "/xcconfig-diamond"
        let spec = "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [Sources]\n    configFiles:\n      Release: C00.xcconfig\n"
        let project = try #require(XcodeGenProject(path: root + "/project.yml", bytes: Array(spec.utf8)))
        #expect(project.notes == ["note: \(root)/C00.xcconfig: its #includes expand to more than 100000 settings (the same files included again and again); its settings are not known"])
        #expect(project.targets.first?.settings.deploymentTargets[.iOS] == nil)
    }

    @Test func aGroupThatListsItselfIsNamedNotFollowed() throws {
        let text = String(decoding: try Self.bytes("pbxproj-group-cycle/App.xcodeproj/project.pbxproj"), as: UTF8.self)
        let project = try #require(Self.finishes { XcodeProject(text: text, projectDirectory: "/p", projectPath: "/p/App.xcodeproj") })
        let read = try #require(project)
        #expect(read.notes.contains("note: /p/App.xcodeproj: group cycle MAIN → MAIN; not followed"), "\(read.notes)")
        #expect(read.notes.contains("note: /p/App.xcodeproj: group cycle Sources → Loop → Sources; not followed"), "\(read.notes)")
        #expect(read.targets.map(\.name) == ["App"])
    }

    @Test func aGroupDiamondIsWalkedOnce() throws {
        let text = String(decoding: try Self.bytes("pbxproj-group-diamond/App.xcodeproj/project.pbxproj"), as: UTF8.self)
        let project = try #require(Self.finishes { XcodeProject(text: text, projectDirectory: "/p", projectPath: "/p/App.xcodeproj") })
        let read = try #require(project)
        #expect(read.notes.isEmpty, "\(read.notes)")
        #expect(read.targets.map(\.name) == ["App"])
    }
}
