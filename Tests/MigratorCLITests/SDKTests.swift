import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reading the app's SDK (`--sdk`, `SDKROOT`, `xcrun`): `Fixtures/SDK/MiniOS.sdk` is an
/// SDK-shaped folder of our own (a Swift framework the bundled digest does not know, which
/// re-exports a module of `usr/lib/swift`, and an Objective-C framework), with stand-ins for
/// `swift-synthesize-interface` and `xcrun` in `Fixtures/SDK/bin`. No test needs a real SDK.
struct SDKTests {
    static let fixture = repositoryRoot + "/Fixtures/SDK/MiniOS.sdk"
    static let tools = repositoryRoot + "/Fixtures/SDK/bin"

    static let gadgetSource = """
        import SwiftUI
        import Gadgets
        import LegacyKit

        let name = makeGadget().name
        let level = currentBattery().level
        let title = LKThing().title
        let color = brandColor
        let width = LKThing().width

        """

    /// The project's file typed against a digest.
    static func types(of source: String, sdk: SDKDigest) -> [String: String] {
        let file = SourceFile(path: "App.swift", tree: SyntaxTree.parse(source))
        let types = ExpressionTypes(model: SemanticModel(files: [file]), sdk: sdk)
        var result: [String: String] = [:]
        for node in file.tree.nodes(ofKind: [.patternBinding]) {
            guard let name = node.firstChildNode.map({ file.tree.text(of: $0) }),
                  let value = node.child(.initializerClause)?.firstChildNode else { continue }
            result[name] = types.type(of: value, in: file)?.description ?? "nil"
        }
        return result
    }

    @Test func theSDKsFrameworksAreTypedFromItsInterfaces() throws {
        let sdk = try SDKFolder.open(Self.fixture).get()
        #expect(sdk.displayName == "iOS 18.0" && sdk.triple == "arm64-apple-ios18.0")
        let cache = try makeEmptyDirectory()
        var asked: [String] = []
        let (digest, provenance) = SDKDigest.reading(sdk, imports: ["SwiftUI", "Gadgets", "LegacyKit"], synthesize: { module in
            asked.append(module)
            return module == "LegacyKit" ? .success("open class LKThing : NSObject {\n  open var title: String\n  open var width: Double\n  public init()\n}\n")
                : .failure(SDKError("no such module"))
        }, cacheFolder: cache)
        #expect(provenance.interfaces.sorted() == ["GadgetCore", "Gadgets"])
        #expect(provenance.synthesized == ["LegacyKit"] && asked == ["LegacyKit"])
        // SwiftUI is not in this SDK: the bundled digest's stands in.
        #expect(provenance.bundled.contains("SwiftUI"))
        let read = Self.types(of: Self.gadgetSource, sdk: digest)
        // `currentBattery` comes through Gadgets' `@_exported import GadgetCore`, from the arm64
        // interface (the arm64e one says Int).
        // The header's `CGFloat`, which a toolchain on Linux prints as `Double`, stays unknown there.
        #if os(macOS)
        let width = "Double"
        #else
        let width = "nil"
        #endif
        #expect(read == ["name": "String", "level": "Double", "title": "String", "color": "Color", "width": width])
        let bundled = Self.types(of: Self.gadgetSource, sdk: .shared)
        #expect(bundled == ["name": "nil", "level": "nil", "title": "nil", "color": "nil", "width": "nil"])

        // A second reading comes from the cache: nothing is read again, nothing synthesised.
        asked = []
        let (_, again) = SDKDigest.reading(sdk, imports: ["SwiftUI", "Gadgets", "LegacyKit"], synthesize: { module in
            asked.append(module)
            return .failure(SDKError("not called"))
        }, cacheFolder: cache)
        #expect(asked.isEmpty && again.cached == 3 && again.synthesized == ["LegacyKit"])
    }

    @Test func aFrameworkThatCannotBeSynthesisedIsSaidAndTheBundledOneServes() throws {
        let sdk = try SDKFolder.open(Self.fixture).get()
        let cache = try makeEmptyDirectory()
        var calls = 0
        for _ in 0..<2 {
            let (_, provenance) = SDKDigest.reading(sdk, imports: ["LegacyKit"], synthesize: { _ in
                calls += 1
                return .failure(SDKError("exit 1"))
            }, cacheFolder: cache)
            #expect(provenance.synthesized.isEmpty && provenance.problems == ["LegacyKit: exit 1"])
        }
        // The failure is cached: the second reading does not run the tool again.
        #expect(calls == 1)
        #expect(SDKFolder.open("/nonexistent-sdk").failureMessage?.contains("is not a folder") == true)
        #expect(SDKFolder.open(repositoryRoot + "/Fixtures").failureMessage?.contains("is not an SDK") == true)
    }

    @Test func aCGFloatPrintedAsDoubleIsReadFromTheHeaders() throws {
        let sdk = try SDKFolder.open(Self.fixture).get()
        let source = "import LegacyKit\nlet size = LKSize().width\nlet width = LKThing().width\n"
        func read(_ printed: String) -> [String: String] {
            let (digest, _) = SDKDigest.reading(sdk, imports: ["LegacyKit"], synthesize: { _ in .success(printed) }, cacheFolder: nil)
            return Self.types(of: source, sdk: digest)
        }
        let size = "public struct LKSize {\n    public init()\n    public init(width: Double, height: Double)\n    public var width: Double\n    public var height: Double\n}\n"
        let thing = "open class LKThing : NSObject {\n  open var width: Double\n  public init()\n}\n"
        // The module that declares CGFloat (as Core Foundation's overlay does) prints its
        // header's CGFloats as Double: a struct of CGFloats is CGFloats, any other Double unknown.
        let declaring = read("public struct CGFloat {\n    public init(_ value: Double)\n}\n" + size + thing)
        // A module that prints CGFloat knows it: its Doubles are Doubles.
        let knowing = read("public struct LKPoint {\n    public var x: CGFloat\n}\n" + size + thing)
        #if os(macOS)
        #expect(declaring == ["size": "Double", "width": "Double"])
        #else
        #expect(declaring == ["size": "CGFloat", "width": "nil"])
        #endif
        #expect(knowing == ["size": "Double", "width": "Double"])
    }

    @Test func interfacesAreReducedWithoutModuleQualifiersAndWithTheirBuilders() {
        let text = """
            @_functionBuilder public struct B {
              public static func buildBlock(_ parts: Swift.Int...) -> [Swift.Int]
            }
            public func f(@SwiftUI.ViewBuilder content: () -> Gadgets.Gadget) -> Gadgets.Gadget
            public struct Panel : SwiftUI.View {
              public var body: some SwiftUI.View { get }
              public typealias Body = @_opaqueReturnTypeOf("$s7Gadgets5PanelV4bodyQrvp", 0) __
            }
            """
        let reduced = SDKDigestBuilder.reduce(text, selection: .init(names: [], everything: true), modules: ["Swift", "SwiftUI", "Gadgets"])
        #expect(reduced.contains("@resultBuilder struct B"))
        #expect(reduced.contains("func f(@ViewBuilder content: () -> Gadget) -> Gadget"), "\(reduced)")
        #expect(reduced.contains("buildBlock(_ parts: Int...) -> [ Int]"))
        #expect(reduced.contains("var body: some View { get }") && !reduced.contains("typealias Body"), "\(reduced)")
    }

    /// A package whose view takes its colour from the SDK's framework.
    static func makeGadgetProject(platforms: String = "[.iOS(.v17)]") throws -> String {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: \(platforms))\n".utf8),
            "Sources/P/A.swift": Array("""
                import SwiftUI
                import Gadgets

                struct A: View {
                    var body: some View {
                        Text("a").foregroundColor(brandColor)
                    }
                }

                """.utf8),
        ])
        initGit(root)
        return root
    }

    func environment(_ extra: [String: String] = [:]) throws -> [String: String] {
        ["PATH": Self.tools + ":/usr/bin:/bin", "SWIFTUI_MIGRATE_CACHE": try makeEmptyDirectory()].merging(extra) { $1 }
    }

    @Test func checkReadsTheSDKGivenAndRewritesWhatItTypes() throws {
        let root = try Self.makeGadgetProject()
        // Without the SDK, `brandColor`'s type is unknown: the call is left as it is.
        let without = run(["diff", "."], in: root, environment: try environment())
        #expect(without.err.contains("note: no Apple SDK found (--sdk, SDKROOT or xcrun)"), "\(without.err)")
        #expect(!without.out.contains("foregroundStyle(brandColor)"), "\(without.out)")
        let with = run(["diff", "--sdk", Self.fixture, "."], in: root, environment: try environment())
        #expect(with.out.contains("+        Text(\"a\").foregroundStyle(brandColor)"), "\(with.out)\n\(with.err)")
        #expect(with.err.contains("note: types from the iOS 18.0 SDK ("), "\(with.err)")
        #expect(with.err.contains("from --sdk): 2 modules read; from the bundled digest: SwiftUI and 8 more\n"), "\(with.err)")
        #expect(!with.err.contains("is older than"), "\(with.err)")
        // An SDK older than the deployment target says so.
        let newer = run(["diff", "--sdk", Self.fixture, "--min-ios", "18.2", "."], in: root, environment: try environment())
        #expect(newer.err.contains("note: the iOS 18.0 SDK is older than the iOS 18.2 deployment target of 1 file: what newer SDKs declare is unknown with it; give the SDK the app builds with\n"), "\(newer.err)")
    }

    @Test func theFirstReadingOfAnObjectiveCFrameworkIsAnnouncedAndThenCached() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17)])\n".utf8),
            "Sources/P/A.swift": Array("import SwiftUI\nimport LegacyKit\n\nlet title = LKThing().title\n".utf8),
        ])
        initGit(root)
        let log = try makeEmptyDirectory() + "/synth.log"
        let environment = try environment(["SYNTH_LOG": log])
        let first = run(["check", "--sdk", Self.fixture, "."], in: root, environment: environment)
        #expect(first.err.contains("note: reading 1 Objective-C framework of the SDK for the first time (LegacyKit); this takes a minute or more, and is cached\n"), "\(first.err)")
        #expect(first.err.contains("1 module read;"), "\(first.err)")
        let second = run(["check", "--sdk", Self.fixture, "."], in: root, environment: environment)
        #expect(!second.err.contains("for the first time") && second.err.contains("1 module read (1 from the cache)"), "\(second.err)")
        #expect(read(log) == "LegacyKit\n")
        let quiet = run(["check", "--quiet", "--sdk", Self.fixture, "."], in: root, environment: try self.environment())
        #expect(!quiet.err.contains("for the first time"), "\(quiet.err)")
    }

    @Test func aCacheFolderThatCannotBeWrittenIsSaid() throws {
        let root = try Self.makeGadgetProject()
        // A file where the cache folder should be: nothing can be written under it.
        let blocker = try makeEmptyDirectory() + "/file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data()))
        let result = run(["check", "--sdk", Self.fixture, "."], in: root, environment: try environment(["SWIFTUI_MIGRATE_CACHE": blocker]))
        #expect(result.err.contains("note: SDK: the cache folder \(blocker)/sdk/modules cannot be written, so every run reads the SDK again"), "\(result.err)")
        let writable = run(["check", "--sdk", Self.fixture, "."], in: root, environment: try environment())
        #expect(!writable.err.contains("cannot be written"), "\(writable.err)")
    }

    @Test func cachedTextsNoRunUsesForAMonthAreRemoved() throws {
        let sdk = try SDKFolder.open(Self.fixture).get()
        let cache = try makeEmptyDirectory()
        let old = cache + "/0123456789abcdef.swift", recent = cache + "/fedcba9876543210.swift", other = cache + "/notes.txt"
        for path in [old, recent, other] { #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        let longAgo = Date(timeIntervalSinceNow: -60 * 86_400)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: other)
        func read() { _ = SDKDigest.reading(sdk, imports: ["Gadgets"], synthesize: nil, cacheFolder: cache) }
        read()
        // The run wrote Gadgets' texts: the month-old text goes, the recent one and other files stay.
        #expect(!FileManager.default.fileExists(atPath: old))
        #expect(FileManager.default.fileExists(atPath: recent) && FileManager.default.fileExists(atPath: other))
        // A text a run reads is kept however old it was.
        let written = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0.hasSuffix(".swift") && $0 != "fedcba9876543210.swift" }
        #expect(!written.isEmpty)
        for name in written { try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: cache + "/" + name) }
        #expect(FileManager.default.createFile(atPath: old, contents: Data("x".utf8)))
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)
        read()
        for name in written { #expect(FileManager.default.fileExists(atPath: cache + "/" + name)) }
        // Nothing was written this time: nothing is pruned.
        #expect(FileManager.default.fileExists(atPath: old))
    }

    @Test func theSDKComesFromTheConfigurationFileSDKROOTOrXcrun() throws {
        let root = try Self.makeGadgetProject()
        let log = try makeEmptyDirectory() + "/xcrun.log"
        let xcrun = run(["diff", "."], in: root, environment: try environment(["FAKE_SDK_PATH": Self.fixture, "XCRUN_LOG": log]))
        #expect(xcrun.err.contains("from xcrun --sdk iphoneos)"), "\(xcrun.err)")
        #expect(xcrun.out.contains("foregroundStyle(brandColor)"))
        #expect(read(log) == "iphoneos\n")
        let sdkroot = run(["diff", "."], in: root, environment: try environment(["SDKROOT": Self.fixture]))
        #expect(sdkroot.err.contains("from SDKROOT)") && sdkroot.out.contains("foregroundStyle(brandColor)"), "\(sdkroot.err)")
        // SDKROOT may name an SDK, as Xcode's settings do.
        let named = run(["diff", "."], in: root, environment: try environment(["SDKROOT": "iphoneos", "FAKE_SDK_PATH": Self.fixture]))
        #expect(named.err.contains("from xcrun --sdk iphoneos)") && named.out.contains("foregroundStyle(brandColor)"), "\(named.err)")
        // A macOS package asks xcrun for the macOS SDK.
        let mac = try Self.makeGadgetProject(platforms: "[.macOS(.v14)]")
        let macLog = try makeEmptyDirectory() + "/xcrun.log"
        _ = run(["check", "."], in: mac, environment: try environment(["FAKE_SDK_PATH": Self.fixture, "XCRUN_LOG": macLog]))
        #expect(read(macLog) == "macosx\n")
        // The configuration file's `sdk` is relative to its folder.
        let link = root + "/sdks"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: repositoryRoot + "/Fixtures/SDK")
        try Data(#"{"sdk": "sdks/MiniOS.sdk"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let configured = run(["diff", "."], in: root, environment: try environment())
        #expect(configured.out.contains("foregroundStyle(brandColor)"), "\(configured.err)")
    }

    @Test func aBadSDKIsAUsageErrorAndABadSDKROOTANote() throws {
        let root = try Self.makeGadgetProject()
        let missing = run(["check", "--sdk", "no-such.sdk", "."], in: root, environment: try environment())
        #expect(missing.code == 2 && missing.err.contains("error: --sdk: ") && missing.err.contains("no-such.sdk is not a folder"), "\(missing.err)")
        let notSDK = run(["check", "--sdk", "Sources", "."], in: root, environment: try environment())
        #expect(notSDK.code == 2 && notSDK.err.contains("is not an SDK"), "\(notSDK.err)")
        try Data(#"{"sdk": 3}"#.utf8).write(to: URL(fileURLWithPath: root + "/.swiftui-migrate.json"))
        let config = run(["check", "."], in: root, environment: try environment())
        #expect(config.code == 2 && config.err.contains("'sdk': must be the path of an Apple SDK"), "\(config.err)")
        try FileManager.default.removeItem(atPath: root + "/.swiftui-migrate.json")
        let badRoot = run(["check", "."], in: root, environment: try environment(["SDKROOT": "/no/such/sdk"]))
        #expect(badRoot.err.contains("note: SDKROOT: /no/such/sdk is not a folder; Apple's frameworks are typed from the bundled digest"), "\(badRoot.err)")
    }

    @Test func importsAreReadWithoutParsing() {
        let text = "import SwiftUI\n  @preconcurrency import Combine\nimport struct Foundation.Date\n@testable import P\nimporter.run()\nif x { }\n@State var importance = 1\n\timport\tUIKit\n"
        #expect(SDKSetup.imports(ofTexts: [Array(text.utf8)]) == ["SwiftUI", "Combine", "Foundation", "P", "UIKit"])
    }

    @Test func aProjectThatImportsNoAppleFrameworkGetsNoNote() throws {
        let root = try makeDirectory([
            "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [.target(name: \"P\"), .target(name: \"Q\", dependencies: [\"P\"])])\n".utf8),
            "Sources/P/A.swift": Array("import Foundation\npublic struct A {}\n".utf8),
            "Sources/Q/B.swift": Array("import P\nstruct B { let a = A() }\n".utf8),
        ])
        initGit(root)
        let result = run(["check", "."], in: root, environment: try environment())
        #expect(!result.err.contains("SDK"), "\(result.err)")
    }
}

extension Result where Failure == SDKError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
