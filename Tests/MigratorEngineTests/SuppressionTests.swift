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

/// Names a directive gives that no pass or lint has, and words after the marker that are no
/// directive, are findings with the closest valid word; valid names, `all`, former names and
/// prose after the marker are not.
struct SuppressionNameCheckTests {
    static let known = ["foreground-style": "foreground-style", "overlay-content": "overlay-content",
                        "overlay-alignment": "overlay-content", "onappear-task": "onappear-task"]

    func messages(_ source: String) -> [String] {
        let tree = SyntaxTree.parse(source)
        let file = SourceFile(path: "A.swift", tree: tree)
        return Suppressions(tree).unknownNames(in: file, known: Self.known).map { "\($0.line):\($0.column) \($0.message) [\($0.pass).\($0.reason)]" }
    }

    @Test func misspeltNamesAndDirectives() {
        #expect(messages("// swiftui-migrate:disable-next-line onappear-tsk\nx()") == [
            "1:4 'onappear-tsk' is no pass or lint, so this comment silences nothing; did you mean 'onappear-task'? [suppression.unknown-name]",
        ])
        #expect(messages("x() // swiftui-migrate:disable overlay-alignment, foregroud-style\n// swiftui-migrate:enable overlay-alignmnt\n") == [
            "1:8 'foregroud-style' is no pass or lint, so this comment silences nothing; did you mean 'foreground-style'? [suppression.unknown-name]",
            "2:4 'overlay-alignmnt' is no pass or lint, so this comment silences nothing; did you mean 'overlay-content'? [suppression.unknown-name]",
        ])
        #expect(messages("/* swiftui-migrate:disable-nextline all */\n// swiftui-migrate:disable zzzzzzzz\n") == [
            "1:4 'swiftui-migrate:disable-nextline' is no directive (disable, enable, disable-next-line), so this comment silences nothing; did you mean 'disable-next-line'? [suppression.unknown-name]",
            "2:4 'zzzzzzzz' is no pass or lint, so this comment silences nothing; 'swiftui-migrate list' names them [suppression.unknown-name]",
        ])
    }

    @Test func validNamesAndProseAreSilent() {
        #expect(messages("// swiftui-migrate:disable-next-line foreground-style, onappear-task -- why\nx()\n// swiftui-migrate:disable\n// swiftui-migrate:enable all\n") == [])
        #expect(messages("// swiftui-migrate:disable overlay-alignment\n// swiftui-migrate: see the README\n// swiftui-migrate:\nx()") == [])
    }
}
