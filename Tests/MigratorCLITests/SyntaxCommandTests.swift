import Foundation
import Testing
@testable import MigratorCLI

/// Collects what the CLI prints.
final class CapturedConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var outText = ""
    private var errText = ""

    var out: String { lock.withLock { outText } }
    var err: String { lock.withLock { errText } }

    var console: Console {
        Console(
            out: { [self] text in lock.withLock { outText += text } },
            err: { [self] text in lock.withLock { errText += text } }
        )
    }
}

/// Runs the CLI in-process with captured output.
func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
    let captured = CapturedConsole()
    let code = CLI.run(arguments, console: captured.console)
    return (code, captured.out, captured.err)
}

/// A fresh temporary directory with the given files.
func makeDirectory(_ files: [String: [UInt8]]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-tests-\(UUID().uuidString)").path
    for (path, bytes) in files {
        let full = root + "/" + path
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: full, contents: Data(bytes)))
    }
    return root
}

/// End-to-end tests of `swiftui-migrate syntax check|tree|outline` and the top-level CLI.
struct SyntaxCommandTests {
    @Test func checkPassesCleanFilesAndPrintsTheSummary() throws {
        let root = try makeDirectory([
            "App/A.swift": Array("struct A { var x = 1 }\n".utf8),
            "App/Nested/B.swift": Array("#Preview { A() }\n".utf8),
            "App/README.md": Array("not swift {".utf8),
            "App/.build/C.swift": Array("this is { not checked".utf8),
        ])
        let result = run(["syntax", "check", root + "/App"])
        #expect(result.code == 0)
        let summary = try #require(result.out.split(separator: "\n").last.map(String.init))
        let pattern = #/^2 files, 40 bytes, [0-9.]+ s, [0-9.]+ MB/s, 0 files with syntax errors, 0 round-trip failures$/#
        #expect(summary.wholeMatch(of: pattern) != nil, "summary: \(summary)")
    }

    @Test func checkReportsSyntaxErrorsWithPositionsAndExitsOne() throws {
        let root = try makeDirectory([
            "Bad.swift": Array("let a = 1\nfunc f( {\n".utf8),
            "Good.swift": Array("let b = 2\n".utf8),
        ])
        let result = run(["syntax", "check", "--jobs", "2", root])
        #expect(result.code == 1)
        #expect(result.out.contains(root + "/Bad.swift:2:9: error: expected parameter name\n"))
        #expect(!result.out.contains("Good.swift:"))
        #expect(result.out.contains(", 1 files with syntax errors, 0 round-trip failures\n"))
    }

    @Test func checkOutputIsTheSameWhateverTheJobCount() throws {
        var files: [String: [UInt8]] = [:]
        for i in 0..<12 { files["F\(i).swift"] = Array("let v\(i) = (\n".utf8) }
        let root = try makeDirectory(files)
        let one = run(["syntax", "check", "--jobs", "1", root])
        let two = run(["syntax", "check", "--jobs=2", root])
        func withoutSummary(_ text: String) -> String { text.split(separator: "\n").dropLast().joined(separator: "\n") }
        #expect(one.code == 1 && two.code == 1)
        #expect(withoutSummary(one.out) == withoutSummary(two.out))
        #expect(withoutSummary(one.out).split(separator: "\n").count == 12)
    }

    @Test func nonUTF8FilesAreCheckedAsBytes() throws {
        let root = try makeDirectory(["Latin1.swift": Array("let s = \"caf".utf8) + [0xE9] + Array("\"\n".utf8)])
        let result = run(["syntax", "check", root])
        #expect(result.code == 1)
        #expect(result.out.contains("Latin1.swift:1:13: error: invalid UTF-8 in source"))
        #expect(result.out.contains("0 round-trip failures"))
    }

    @Test func missingPathsAndBadUsageExitTwo() {
        let missing = run(["syntax", "check", "/definitely/not/here"])
        #expect(missing.code == 2)
        #expect(missing.err.contains("no such file or directory: /definitely/not/here"))
        #expect(run(["syntax", "check"]).code == 2)
        #expect(run(["syntax", "check", "--jobs", "0", "."]).code == 2)
        #expect(run(["syntax", "check", "--frobnicate", "."]).code == 2)
        #expect(run(["syntax", "explode"]).code == 2)
        #expect(run(["syntax", "outline"]).code == 2)
        let unknown = run(["frobnicate"])
        #expect(unknown.code == 2)
        #expect(unknown.err.contains("unknown command 'frobnicate'"))
        #expect(run([]).code == 2)
    }

    @Test func outlineAndTreePrintTheFile() throws {
        let root = try makeDirectory(["V.swift": Array("@MainActor struct V { let t = Text(\"a\").bold() }\n".utf8)])
        let outline = run(["syntax", "outline", root + "/V.swift"])
        #expect(outline.code == 0)
        #expect(outline.out == """
        decl\tstruct\tV\t1:1\t1:49
        attr\tMainActor\t1:1\t1:11
        decl\tlet\tt\t1:23\t1:47
        call\tText("a").bold\t\t1:31\t1:47
        call\tText\t_\t1:31\t1:40

        """)
        #expect(outline.err.isEmpty)
        let tree = run(["syntax", "tree", root + "/V.swift"])
        #expect(tree.code == 0)
        #expect(tree.out.hasPrefix("sourceFile 1:1\n  structDecl 1:1\n    attributeList 1:1\n"))
        #expect(tree.out.contains("identifier \"V\" trailing=\" \""))
    }

    @Test func outlineOfABrokenFileWarnsThatItIsBestEffort() throws {
        let root = try makeDirectory(["B.swift": Array("func f( {\n".utf8)])
        let result = run(["syntax", "outline", root + "/B.swift"])
        #expect(result.code == 0)
        #expect(result.err.contains("the outline is best-effort"))
        #expect(result.err.contains("B.swift:1:9: error: expected parameter name"))
    }

    @Test func helpAndVersion() {
        let help = run(["--help"])
        #expect(help.code == 0)
        #expect(help.out.contains("syntax check PATH..."))
        let version = run(["--version"])
        #expect(version.code == 0)
        #expect(version.out == "swiftui-migrate \(CLI.version)\n")
    }
}
