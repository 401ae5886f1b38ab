import Testing
@testable import MigratorEngine
@testable import MigratorSemantics
import SwiftCST

/// Directives are found wherever they sit in the bytes, the first and last ones included.
struct SuppressionTests {
    func suppressed(_ source: String, line: Int) -> Bool {
        Suppressions(SyntaxTree.parse(source)).isSuppressed("some-pass", line: line)
    }

    @Test func directivesAtTheEdges() {
        #expect(suppressed("//swiftui-migrate:disable all", line: 1))
        #expect(suppressed("let a = 1 //swiftui-migrate:disable-next-line", line: 2))
        #expect(!suppressed("let a = 1 //swiftui-migrate:disable-next-line", line: 1))
        #expect(suppressed("let s = \"swiftui-migrate:\"\n/* swiftui-migrate:disable some-pass */\nx()", line: 3))
        #expect(!suppressed("let s = \"swiftui-migrate:disable all\"\nx()", line: 2))
        #expect(!suppressed("// swiftui-migrate disable all\nx()", line: 2))
        #expect(!suppressed("// swiftui-migrate:", line: 1))
        #expect(!suppressed("", line: 1))
    }
}
