import Foundation
import Testing
@testable import MigratorCLI

/// A suppression comment that names no pass or lint, or is no directive, is a warning with
/// the closest valid name (it silences nothing), which `--quiet` keeps; valid names are not.
struct SuppressionNameTests {
    static let source = """
        import SwiftUI
        struct A: View {
            var body: some View {
                // swiftui-migrate:disable-next-line foregroud-style
                Text("a").foregroundColor(.red)
                // swiftui-migrate:disable-nextline foreground-style
                Text("b").foregroundColor(.red)
                // swiftui-migrate:disable-next-line foreground-style, onappear-task
                Text("c").foregroundColor(.red)
                // swiftui-migrate:disable-next-line zzzzzzzz
                Text("d")
                // swiftui-migrate:disable-next-line overlay-alignment
                Text("e").overlay(Text("f"))
            }
        }

        """

    @Test func unknownNamesAreWarningsWithTheClosestName() throws {
        let root = try makeProject(extra: ["Sources/P/A.swift": Array(Self.source.utf8)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        for arguments in [["diff"], ["diff", "--quiet"], ["lint"]] {
            let result = run(arguments, in: root)
            let warnings = (result.out + result.err).split(separator: "\n").filter { $0.hasSuffix("[suppression]") }
            #expect(warnings == [
                "Sources/P/A.swift:4:12: warning: 'foregroud-style' is no pass or lint, so this comment silences nothing; did you mean 'foreground-style'? [suppression]",
                "Sources/P/A.swift:6:12: warning: 'swiftui-migrate:disable-nextline' is no directive (disable, enable, disable-next-line), so this comment silences nothing; did you mean 'disable-next-line'? [suppression]",
                "Sources/P/A.swift:10:12: warning: 'zzzzzzzz' is no pass or lint, so this comment silences nothing; 'swiftui-migrate list' names them [suppression]",
            ], "\(arguments): \(result.err)")
        }
        // The misspelt comments silenced nothing; the valid one (a pass and a lint) did.
        let diff = run(["diff"], in: root).out
        #expect(diff.contains("+        Text(\"a\").foregroundStyle(.red)"))
        #expect(diff.contains("+        Text(\"b\").foregroundStyle(.red)"))
        #expect(!diff.contains("Text(\"c\").foregroundStyle"))
        #expect(!diff.contains("Text(\"e\").overlay"), "a former name still silences its pass: \(diff)")
    }
}
