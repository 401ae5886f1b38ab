import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// What messages and reports say: quotes of one line, the JSON edits of a file changed
/// only by parts of rewrites counted elsewhere.
struct MessageTests {
    static let manifest = Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Q\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8)

    @Test func aQuoteIsOneLineShortenedWithAnEllipsis() throws {
        let root = try makeDirectory([
            "Package.swift": Self.manifest,
            "Sources/Q/A.swift": Array("""
            import SwiftUI
            final class AppState: ObservableObject {
                @Published var items: [String] = []
            }
            struct Root: View {
                @EnvironmentObject var state: AppState
                var body: some View { Text("a") }
            }
            struct Preview: View {
                var body: some View {
                    Root()
                        .environmentObject({ () -> AppState in
                            let a = AppState()
                            a.items = ["one", "two", "three", "four", "five", "six", "seven"]
                            return a
                        }())
                }
            }

            """.utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = run(["check"], in: root)
        #expect(result.err.contains("'.environmentObject({ () -> AppState in…)' injects an object whose type is not known here"), "\(result.err)")
        #expect(!result.err.contains("let a = AppState()"))
    }

    @Test func aFileChangedOnlyByPartsOfRewritesCountedElsewhereCountsThem() throws {
        let root = try makeDirectory([
            "Package.swift": Self.manifest,
            "Sources/Q/Item.swift": Array("struct Item {\n    var id: Int\n    var name: String\n}\n".utf8),
            "Sources/Q/List.swift": Array("import SwiftUI\nstruct Items: View {\n    let items: [Item]\n    var body: some View {\n        ForEach(items, id: \\.id) { Text($0.name) }\n    }\n}\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let document = try JSONSerialization.jsonObject(with: Data(run(["check", "--format", "json"], in: root).out.utf8)) as! [String: Any]
        let files = document["files"] as! [[String: Any]]
        #expect(files.count == 2)
        // The conformance added to Item is part of the ForEach rewrite, which the summary
        // counts once, at the ForEach: the declaration's file still names its change.
        for file in files {
            #expect(file["changed"] as? Bool == true)
            #expect(file["edits"] as? [String: Int] == ["identifiable": 1], "\(file)")
        }
        #expect((document["summary"] as! [String: Any])["edits"] as? [String: Int] == ["identifiable": 1])
        // check's text line names the pass, as before.
        #expect(run(["check"], in: root).out.contains("Sources/Q/Item.swift: would change (identifiable)\n"))
    }

    @Test func gitHubAnnotationsDoNotRepeatTheirLocation() throws {
        let root = try makeDirectory([
            "Package.swift": Self.manifest,
            "Sources/Q/Bad.swift": Array("let x = f(a b)\n".utf8),
            "Sources/Q/A.swift": Array("import SwiftUI\nlet a = Text(\"a\")\n    .foregroundColor(.red)\n    .cornerRadius(2)\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lines = run(["check", "--format", "github"], in: root).out.split(separator: "\n").map(String.init)
        let error = try #require(lines.first { $0.hasPrefix("::error file=Sources/Q/Bad.swift,line=1,col=") })
        #expect(!error.contains("::Sources/Q/Bad.swift") && error.contains("::expected"), "\(error)")
        #expect(lines.contains { $0.hasPrefix("::warning file=Sources/Q/A.swift,line=3,") && ($0.contains("::swiftui-migrate apply would rewrite these lines (") || $0.contains("::swiftui-migrate apply would rewrite this line (")) }, "\(lines)")
        #expect(!lines.contains { $0.contains("line 3") || $0.contains("lines 3-4") })
    }
}
