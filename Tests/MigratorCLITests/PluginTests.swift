import Foundation
import Testing
@testable import MigratorCLI

/// Runs a shell command with `environment` added, stdout and stderr apart (through files, so
/// large outputs never block).
func runShell(_ command: String, in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 600) -> (code: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-shell-\(UUID().uuidString)").path
    _ = FileManager.default.createFile(atPath: base + ".out", contents: nil)
    _ = FileManager.default.createFile(atPath: base + ".err", contents: nil)
    defer {
        try? FileManager.default.removeItem(atPath: base + ".out")
        try? FileManager.default.removeItem(atPath: base + ".err")
    }
    guard let out = FileHandle(forWritingAtPath: base + ".out"), let err = FileHandle(forWritingAtPath: base + ".err") else { return (-1, "", "cannot capture") }
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return (-1, "", "cannot run /bin/sh: \(error)") }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return (-1, read(base + ".out"), "timed out after \(Int(timeout)) s: \(command)\n" + read(base + ".err"))
    }
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    return (process.terminationStatus, read(base + ".out"), read(base + ".err"))
}

/// What GitHub code scanning needs of a SARIF log beyond the schema: a rule id, a message
/// text, and a location with a relative file and a start line on every result.
func codeScanningProblems(_ text: String) -> [String] {
    guard let log = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
          let runs = log["runs"] as? [[String: Any]], !runs.isEmpty else { return ["not a SARIF log"] }
    var problems = SARIFSchema.problems(log, as: "sarifLog")
    for (r, run) in runs.enumerated() {
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        if (driver?["name"] as? String)?.isEmpty ?? true { problems.append("runs[\(r)]: no tool.driver.name") }
        let ruleIDs = Set(((driver?["rules"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String })
        for (i, result) in ((run["results"] as? [[String: Any]]) ?? []).enumerated() {
            let at = "runs[\(r)].results[\(i)]"
            guard let id = result["ruleId"] as? String, ruleIDs.contains(id) else { problems.append("\(at): ruleId missing or not a rule"); continue }
            if ((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty ?? true { problems.append("\(at): no message text") }
            guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String, !uri.hasPrefix("/"),
                  (location["region"] as? [String: Any])?["startLine"] is Int else {
                problems.append("\(at): no physical location with a relative uri and a start line")
                continue
            }
        }
    }
    return problems
}

/// The SwiftPM command plugins, as a package that depends on this one sees them, and the
/// README's CI recipe.
@Suite(.tags(.slow)) struct PluginTests {
    static func clientManifest(dependency: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(
            name: "Client",
            platforms: [.iOS(.v17), .macOS(.v14)],
            dependencies: [.package(path: "\(dependency)")],
            targets: [.target(name: "Client")]
        )

        """
    }

    static let clientSource = """
    import SwiftUI

    struct A: View {
        var body: some View {
            Text("a").foregroundColor(.red).cornerRadius(3)
            Text("b").foregroundColor(nil)
            Text("Hi " + name)
        }
    }
    let name = "x"

    """

    /// SwiftPM's environment without this package's own (so the client uses its own folder).
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "SWIFTPM_PACKAGE_PATH")
        return environment
    }

    /// `swift package plugin --list` in a new package that depends on this repository by
    /// path lists both verbs. No network (a path dependency) and no build (listing only
    /// loads the manifests): a few seconds.
    @Test func aDependentPackageListsThePlugins() throws {
        let client = try makeDirectory([
            "Package.swift": Array(Self.clientManifest(dependency: repositoryRoot).utf8),
            "Sources/Client/A.swift": Array("let a = 1\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(atPath: client) }
        // The client's own scratch folder, so nothing touches this package's .build.
        let result = runProgram("/usr/bin/env", ["swift", "package", "--scratch-path", client + "/.build", "plugin", "--list"], in: client,
                                timeout: 300, environment: Self.environment)
        #expect(result.code == 0, "\(result.output)")
        #expect(result.output.contains("‘swiftui-migrate’ (plugin ‘SwiftUIMigratePlugin’"), "\(result.output)")
        #expect(result.output.contains("‘swiftui-migrate-write’ (plugin ‘SwiftUIMigrateWritePlugin’"), "\(result.output)")
    }

    /// Runs both plugins in a client package, without a terminal. The client lives in the
    /// temporary folder (outside any git work tree, named after this checkout) and keeps
    /// its build folder, so the tool is built into it once (the first run of the suite
    /// takes a minute or two more) and then incrementally.
    @Test func readOnlyCommandsNeedNoPermissionAndStdoutIsTheDocument() throws {
        let client = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-plugin-client-" + Baseline.fnv1a(repositoryRoot)).path
        try FileManager.default.createDirectory(atPath: client + "/Sources/Client", withIntermediateDirectories: true)
        let manifest = Self.clientManifest(dependency: repositoryRoot)
        if read(client + "/Package.swift") != manifest { try Data(manifest.utf8).write(to: URL(fileURLWithPath: client + "/Package.swift")) }
        try Data(Self.clientSource.utf8).write(to: URL(fileURLWithPath: client + "/Sources/Client/A.swift"))
        try? FileManager.default.removeItem(atPath: client + "/baseline.json")
        func swiftPackage(_ arguments: String) -> (code: Int32, out: String, err: String) {
            runShell("unset SWIFTPM_PACKAGE_PATH; swift package \(arguments) </dev/null", in: client, timeout: 900)
        }

        // diff: the plain diff alone on stdout; notes, findings and the summary on stderr.
        let diff = swiftPackage("swiftui-migrate diff")
        #expect(diff.code == 0, "\(diff.out)\(diff.err)")
        #expect(diff.out.hasPrefix("diff --git a/Sources/Client/A.swift b/Sources/Client/A.swift\n"), "\(diff.out)")
        #expect(!diff.out.contains("note:") && !diff.out.contains("warning:") && !diff.out.contains("files scanned"), "\(diff.out)")
        #expect(diff.err.contains("warning: Sources/Client/A.swift:6:19: foregroundColor(nil) not rewritten"), "\(diff.err)")
        #expect(diff.err.contains("[SwiftUIMigratePlugin] 1 file scanned, 1 would change"), "\(diff.err)")
        #expect(!diff.err.contains("wants permission"))

        // A SARIF document on stdout that validates, with the rewrite and the finding.
        let sarif = swiftPackage("swiftui-migrate diff --format sarif")
        #expect(sarif.code == 0, "\(sarif.err)")
        #expect(codeScanningProblems(sarif.out).isEmpty, "\(codeScanningProblems(sarif.out))")
        #expect(try sarifResults(sarif.out).count == 2)

        let check = swiftPackage("swiftui-migrate check")
        #expect(check.code != 0)
        #expect(check.out == "Sources/Client/A.swift: would change (corner-radius 1, foreground-style 1)\n", "\(check.out)")
        #expect(check.err.contains("swiftui-migrate check exited with status 1 (changes pending)"), "\(check.err)")
        // lint's findings arrive as warning diagnostics, as check's do; it fails on them.
        let lint = swiftPackage("swiftui-migrate lint")
        #expect(lint.code != 0)
        #expect(lint.err.contains("warning: Sources/Client/A.swift:7:14: Text(\"Hi \" + name) joins strings with +"), "\(lint.err)")
        #expect(lint.err.contains("swiftui-migrate lint exited with status 1 (findings reported)"), "\(lint.err)")
        #expect(!lint.out.contains("[text-concatenation]"), "\(lint.out)")
        for command in ["list", "explain dismiss", "diff --help"] {
            let result = swiftPackage("swiftui-migrate \(command)")
            #expect(result.code == 0, "\(command): \(result.err)")
            #expect(!result.out.isEmpty, "\(command)")
        }

        // Writing needs the other plugin, and that one needs the permission.
        let refused = swiftPackage("swiftui-migrate apply")
        #expect(refused.code != 0)
        #expect(refused.err.contains("run 'swift package swiftui-migrate-write apply ...'"), "\(refused.err)")
        #expect(swiftPackage("swiftui-migrate check --write-baseline baseline.json").err.contains("swiftui-migrate-write check"))
        let asked = swiftPackage("swiftui-migrate-write apply")
        #expect(asked.code != 0)
        #expect(asked.err.contains("Plugin ‘SwiftUIMigrateWritePlugin’ wants permission to write to the package directory."), "\(asked.err)")
        #expect(read(client + "/Sources/Client/A.swift") == Self.clientSource)

        let baseline = swiftPackage("--allow-writing-to-package-directory swiftui-migrate-write check --write-baseline baseline.json")
        #expect(baseline.code == 0, "\(baseline.err)")
        #expect(FileManager.default.fileExists(atPath: client + "/baseline.json"))
        #expect(swiftPackage("swiftui-migrate check --baseline baseline.json").code == 0)
        let applied = swiftPackage("--allow-writing-to-package-directory swiftui-migrate-write apply")
        #expect(applied.code == 0, "\(applied.err)")
        #expect(read(client + "/Sources/Client/A.swift").contains("Text(\"a\").foregroundStyle(.red).clipShape(.rect(cornerRadius: 3))"))
    }

    /// The README's "Continuous integration" recipe: its `swiftui-migrate` commands, as
    /// written, on a fixture repository with a committed baseline, before and after a
    /// change that adds legacy code.
    @Test func theReadmeCIRecipeWorksAsWritten() throws {
        let readme = read(repositoryRoot + "/README.md")
        let recipe = try #require(readme.components(separatedBy: "<!-- ci-recipe -->").dropFirst().first?.components(separatedBy: "<!-- /ci-recipe -->").first)
        let steps = recipe.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("- run: swiftui-migrate ") ? String(text.dropFirst("- run: ".count)) : nil
        }
        #expect(steps.count == 2, "\(steps)")
        #expect(recipe.contains("uses: github/codeql-action/upload-sarif@"))
        let sarifFile = try #require(steps.last?.components(separatedBy: "> ").last)
        #expect(recipe.contains("sarif_file: \(sarifFile)"))
        // The baseline is written once, by the command the README gives.
        let once = try #require(readme.split(separator: "\n").first { $0.drop { $0 == " " }.hasPrefix("swiftui-migrate check --write-baseline ") })
        let write = String(once.components(separatedBy: "#").first!).trimmingCharacters(in: .whitespaces)
        #expect(steps.allSatisfy { $0.contains("--baseline " + write.components(separatedBy: " ").last!) })

        let root = try makeReportProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = ["PATH": productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        #expect(runShell(write, in: root, environment: path).code == 0)
        initGit(root)

        // Nothing new: no annotation, an empty SARIF run, both steps pass.
        let quiet = runShell(steps[0], in: root, environment: path)
        #expect(quiet.code == 0, "\(quiet.out)\(quiet.err)")
        #expect(quiet.out == "")
        let quietSARIF = runShell(steps[1], in: root, environment: path)
        #expect(quietSARIF.code == 0 && quietSARIF.out == "", "\(quietSARIF.err)")
        #expect(codeScanningProblems(read(root + "/" + sarifFile)).isEmpty)
        #expect(try sarifResults(read(root + "/" + sarifFile)).isEmpty)

        // A pull request adds a legacy modifier and a finding: exactly those are reported.
        let file = root + "/Sources/P/D.swift"
        try Data("import SwiftUI\nstruct D: View {\n    var body: some View {\n        Text(\"d\").foregroundColor(.green)\n        Text(\"e\").foregroundColor(nil)\n    }\n}\n".utf8).write(to: URL(fileURLWithPath: file))
        let failing = runShell(steps[0], in: root, environment: path)
        #expect(failing.code == 1)
        let annotations = failing.out.split(separator: "\n").map(String.init)
        #expect(annotations.count == 2, "\(failing.out)")
        #expect(annotations.allSatisfy { $0.hasPrefix("::warning file=Sources/P/D.swift,line=") }, "\(failing.out)")
        let report = runShell(steps[1], in: root, environment: path)
        #expect(report.code == 0)
        let text = read(root + "/" + sarifFile)
        #expect(codeScanningProblems(text).isEmpty, "\(codeScanningProblems(text))")
        let results = try sarifResults(text)
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0["baselineState"] as? String == "new" })
    }
}
