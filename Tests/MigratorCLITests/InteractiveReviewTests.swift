import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `apply --interactive`, driven by scripted answers on a pretend terminal.
struct InteractiveReviewTests {
    /// Runs the CLI as if stdin, stdout and stderr were a terminal, answering with `answers`.
    func review(_ arguments: [String], in directory: String, answers: [String], terminal: Bool = true) -> (code: Int32, out: String, err: String) {
        let captured = CapturedConsole()
        let code = CLI.run(["apply", "--interactive", "--color", "never"] + arguments, console: captured.console, environment: [:],
                           isTerminal: { _ in terminal }, currentDirectory: directory, input: ScriptedInput(answers))
        return (code, captured.out, captured.err)
    }

    /// Two independent foregroundColor sites far apart, and a corner radius.
    func makeTwoSiteProject() throws -> String {
        var lines = ["import SwiftUI", "struct A: View {", "    var body: some View {", "        VStack {", "            Text(\"a\").foregroundColor(.red)"]
        for i in 0..<8 { lines.append("            Text(\"\(i)\")") }
        lines += ["            Text(\"b\").foregroundColor(.blue)", "        }", "    }", "}", ""]
        return try makeDirectory([
            "A.swift": Array(lines.joined(separator: "\n").utf8),
            "C.swift": Array("import SwiftUI\nlet c = Text(\"c\").cornerRadius(4)\n".utf8),
        ])
    }

    @Test func withoutATerminalItRefusesAndWritesNothing() throws {
        let root = try makeTwoSiteProject()
        let before = read(root + "/A.swift")
        let result = review(["--min-ios", "17"], in: root, answers: ["y", "y", "y"], terminal: false)
        #expect(result.code == 2)
        #expect(result.err.contains("apply --interactive needs a terminal"))
        #expect(read(root + "/A.swift") == before)
        #expect(run(["diff", "--interactive"], in: root).err.contains("--interactive is an option of 'apply'"))
        #expect(run(["apply", "--interactive", "--format", "json"], in: root).code == 2)
    }

    @Test func yesAndNoPerChange() throws {
        let root = try makeTwoSiteProject()
        let result = review(["--min-ios", "17"], in: root, answers: ["y", "n", "y"])
        #expect(result.code == 0, "\(result.err)")
        // Each change is shown with its pass and the git-style prompt.
        #expect(result.out.contains("pass: foreground-style\n"))
        #expect(result.out.contains("(1/3) Apply this change [y,n,a,d,q,?]? "))
        #expect(result.out.contains("(3/3) Apply this change [y,n,a,d,q,?]? "))
        #expect(result.out.contains("+            Text(\"a\").foregroundStyle(.red)"))
        #expect(result.out.contains("2 of 3 changes accepted in 2 files"))
        let a = read(root + "/A.swift")
        #expect(a.contains("Text(\"a\").foregroundStyle(.red)"))
        #expect(a.contains("Text(\"b\").foregroundColor(.blue)"))
        #expect(read(root + "/C.swift").contains(".clipShape(.rect(cornerRadius: 4))"))
        // The summary counts what was written.
        #expect(result.err.contains("2 files scanned, 2 changed; edits: corner-radius 1, foreground-style 1"))
    }

    @Test func allAndDoneApplyToTheRestOfTheFileAndQuitKeepsEarlierAnswers() throws {
        let root = try makeTwoSiteProject()
        // `d` on A.swift's first change skips its second too; C.swift is still asked.
        let skipFile = review(["--min-ios", "17"], in: root, answers: ["d", "y"])
        #expect(skipFile.out.contains("(3/3)"))
        #expect(!skipFile.out.contains("(2/3)"))
        #expect(read(root + "/A.swift").contains("foregroundColor(.red)"))
        #expect(read(root + "/C.swift").contains("clipShape"))

        let all = try makeTwoSiteProject()
        _ = review(["--min-ios", "17"], in: all, answers: ["a", "n"])
        #expect(!read(all + "/A.swift").contains("foregroundColor"))
        #expect(read(all + "/C.swift").contains("cornerRadius(4)"))

        let quit = try makeTwoSiteProject()
        let result = review(["--min-ios", "17"], in: quit, answers: ["y", "q"])
        #expect(result.out.contains("1 of 3 changes accepted in 1 file"))
        #expect(read(quit + "/A.swift").contains("Text(\"a\").foregroundStyle(.red)"))
        #expect(read(quit + "/A.swift").contains("Text(\"b\").foregroundColor(.blue)"))
        #expect(read(quit + "/C.swift").contains("cornerRadius(4)"))

        // The end of input quits the same way.
        let eof = try makeTwoSiteProject()
        _ = review(["--min-ios", "17"], in: eof, answers: ["n"])
        #expect(!read(eof + "/A.swift").contains("foregroundStyle"))
        #expect(read(eof + "/A.swift").contains("foregroundColor(.blue)"))
    }

    @Test func questionMarkAndUnknownAnswersShowTheHelpAndAskAgain() throws {
        let root = try makeTwoSiteProject()
        let result = review(["--min-ios", "17", "C.swift"], in: root, answers: ["?", "maybe", "y"])
        #expect(result.out.components(separatedBy: "a - apply this change and all later changes in the file").count == 3)
        #expect(result.out.components(separatedBy: "(1/1) Apply this change [y,n,a,d,q,?]? ").count == 4)
        #expect(read(root + "/C.swift").contains("clipShape"))
    }

    @Test func aClassFamilyAcrossFilesIsOneChange() throws {
        let root = try makeDirectory([
            "Model.swift": Array("import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n".utf8),
            "V.swift": Array("import SwiftUI\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n".utf8),
        ])
        let result = review(["--min-ios", "17", "--min-macos", "14", "--pass", "observable"], in: root, answers: ["y"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.contains("pass: observable; one change across 2 files (observable 'Model')"))
        #expect(result.out.contains("(1/1) Apply this change"))
        #expect(result.out.contains("diff --git a/Model.swift b/Model.swift"))
        #expect(result.out.contains("diff --git a/V.swift b/V.swift"))
        // Neighbouring blocks of the unit are shown as one hunk.
        #expect(result.out.contains("@@ -1,4 +1,5 @@\n import SwiftUI\n-final class Model: ObservableObject {\n+@Observable\n+final class Model {\n-    @Published var count = 0\n+    var count = 0\n }\n"))
        #expect(read(root + "/Model.swift").contains("@Observable"))
        #expect(read(root + "/V.swift").contains("@State var model = Model()"))

        let declined = try makeDirectory([
            "Model.swift": Array("import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n".utf8),
            "V.swift": Array("import SwiftUI\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n".utf8),
        ])
        _ = review(["--min-ios", "17", "--min-macos", "14", "--pass", "observable"], in: declined, answers: ["n"])
        #expect(read(declined + "/Model.swift").contains("ObservableObject"))
        #expect(read(declined + "/V.swift").contains("@StateObject"))
    }

    @Test func uncommittedFilesAreRefusedBeforeAnyQuestion() throws {
        let root = try makeTwoSiteProject()
        initGit(root)
        try Data("import SwiftUI\nlet c = Text(\"c\").cornerRadius(8)\n".utf8).write(to: URL(fileURLWithPath: root + "/C.swift"))
        let result = review(["--min-ios", "17"], in: root, answers: ["y", "y", "y"])
        #expect(result.code == 2)
        #expect(result.err.contains("refusing to review changes to files with uncommitted changes"))
        #expect(result.err.contains("  C.swift"))
        #expect(!result.out.contains("Apply this change"))
        let allowed = review(["--min-ios", "17", "--allow-dirty"], in: root, answers: ["y", "y", "y"])
        #expect(allowed.code == 0)
        #expect(read(root + "/C.swift").contains("clipShape"))
    }

    /// The review asks the writer first: a file it would refuse (read-only here) is not
    /// offered, the writer refuses it by name at the end, and the summary counts it apart.
    @Test func aFileTheWriterRefusesIsNotOffered() throws {
        let root = try makeTwoSiteProject()
        let before = read(root + "/C.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/C.swift")
        let result = review(["--min-ios", "17"], in: root, answers: ["y", "y"])
        #expect(result.code == 2, "\(result.err)")
        #expect(result.out.contains("not offered (apply cannot write it): C.swift\n"))
        #expect(result.out.contains("(2/2) Apply this change"))
        #expect(!result.out.contains("cornerRadius"))
        #expect(read(root + "/C.swift") == before)
        #expect(read(root + "/A.swift").contains("Text(\"b\").foregroundStyle(.blue)"))
        #expect(result.err.contains("C.swift: error: read-only (mode 444); not written"))
        #expect(result.err.contains("2 files scanned, 1 changed, 1 not written; edits: foreground-style 2"), "\(result.err)")
    }

    /// A change unit one of whose files the writer would refuse is never offered, and is
    /// reported once.
    @Test func aChangeUnitWithAFileTheWriterRefusesIsNotOffered() throws {
        let root = try makeDirectory([
            "Model.swift": Array("import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var count = 0\n}\n".utf8),
            "V.swift": Array("import SwiftUI\nstruct V: View {\n    @StateObject var model = Model()\n    var body: some View { Text(\"\\(model.count)\") }\n}\n".utf8),
        ])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/V.swift")
        let result = review(["--min-ios", "17", "--min-macos", "14", "--pass", "observable"], in: root, answers: ["y"])
        #expect(result.code == 2, "\(result.err)")
        #expect(!result.out.contains("Apply this change"), "\(result.out)")
        #expect(read(root + "/Model.swift").contains("ObservableObject"))
        #expect(result.err.contains("V.swift: error: read-only (mode 444); not written (make it writable to migrate it); so none of observable 'Model' is applied (2 files: Model.swift, V.swift)"))
        #expect(result.err.contains("not written (1 file):\n  V.swift: read-only (mode 444)\n"), "\(result.err)")
    }

    @Test func colourOnATerminal() throws {
        let root = try makeTwoSiteProject()
        let captured = CapturedConsole()
        _ = CLI.run(["apply", "--interactive", "--min-ios", "17", "C.swift"], console: captured.console, environment: [:],
                    isTerminal: { _ in true }, currentDirectory: root, input: ScriptedInput(["n"]))
        #expect(captured.out.contains("\u{1B}[32m+let c = Text(\"c\").clipShape(.rect(cornerRadius: 4))\u{1B}[0m"))
        #expect(captured.out.contains("\u{1B}[1;34m(1/1) Apply this change [y,n,a,d,q,?]? \u{1B}[0m"))
    }
}
