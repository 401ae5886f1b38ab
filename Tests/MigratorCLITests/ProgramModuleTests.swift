import Foundation
import Testing

/// What a module is decides whether its `public` declarations are API: an app or an
/// executable target is imported by nothing, a library target may be.
struct ProgramModuleTests {
    /// identifiable adds `Identifiable` to a public enum of an executable target (Grocy's
    /// app target, round 11), and declines it in a library target (`public-type`).
    @Test func aPublicEnumOfAnAppIsNoAPI() throws {
        let view = """
        import SwiftUI
        public enum Tab: String, CaseIterable { case home, settings }
        struct Tabs: View {
            var body: some View { List { ForEach(Tab.allCases, id: \\.self) { Text($0.rawValue) } } }
        }

        """
        for (kind, converts) in [("executableTarget", true), ("target", false)] {
            let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")], targets: [.\(kind)(name: \"P\")])\n"
            let root = try makeDirectory(["Package.swift": Array(manifest.utf8), "Sources/P/Tabs.swift": Array(view.utf8)])
            let result = run(["diff", "--pass", "identifiable", "."], in: root)
            #expect(result.out.contains("ForEach(Tab.allCases) {") == converts, "\(kind): \(result.out)\(result.err)")
            #expect(result.err.contains("public-type") != converts, "\(kind): \(result.err)")
        }
    }

    /// observable: a public class of an app that nothing observes is no API (rarime's
    /// AppUserDefaults, round 12): it loses the conformance it never used, as an internal one
    /// does; in a library target it keeps it (`public-api`).
    @Test func aPublicClassOfAnAppIsNoAPI() throws {
        let model = """
        import SwiftUI
        public final class Cache: ObservableObject {
            public var limit = 100
            public init() {}
        }
        struct V: View { var body: some View { Text("\\(Cache().limit)") } }

        """
        for (kind, converts) in [("executableTarget", true), ("target", false)] {
            let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")], targets: [.\(kind)(name: \"P\")])\n"
            let root = try makeDirectory(["Package.swift": Array(manifest.utf8), "Sources/P/Cache.swift": Array(model.utf8)])
            let result = run(["diff", "--pass", "observable", "."], in: root)
            #expect(result.out.contains("+public final class Cache {") == converts, "\(kind): \(result.out)\(result.err)")
            #expect(result.err.contains("public-api") != converts, "\(kind): \(result.err)")
        }
    }
}
