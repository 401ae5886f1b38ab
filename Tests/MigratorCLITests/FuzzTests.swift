import Foundation
import Testing
@testable import MigratorCLI

/// The `swiftui-migrate` executable `swift test` built next to the test bundle.
func builtExecutable(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    var folders: [URL] = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
        var candidate = folder
        for _ in 0..<4 {
            let path = candidate.appendingPathComponent("swiftui-migrate").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
            candidate = candidate.deletingLastPathComponent()
        }
    }
    Issue.record("the swiftui-migrate executable was not found next to the tests", sourceLocation: sourceLocation)
    throw CancellationError()
}

/// Runs a process to completion; its exit status and what it printed on stdout and stderr.
func runProcess(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> (code: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let errData = UncheckedData()
    let thread = Thread { errData.value = err.fileHandleForReading.readDataToEndOfFile(); errData.done.signal() }
    thread.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errData.done.wait()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData.value, as: UTF8.self))
}

final class UncheckedData: @unchecked Sendable {
    var value = Data()
    let done = DispatchSemaphore(value: 0)
}

/// The fuzzer's last line, as numbers.
func fuzzFigures(_ output: String) -> (inputs: Int, crashes: Int, hangs: Int, roundTrips: Int)? {
    guard let last = output.split(separator: "\n").last else { return nil }
    let numbers = last.split(separator: " ").compactMap { Int($0) }
    let figures = numbers.count >= 4 ? "\(numbers[0]) inputs, \(numbers[1]) crashes, \(numbers[2]) hangs, \(numbers[3]) round-trip failures" : ""
    // An AddressSanitizer build adds its count (README "Fuzzing").
    let sanitized = numbers.count == 5 && last == figures + ", \(numbers[4]) sanitizer reports" && numbers[4] == 0
    guard (numbers.count == 4 && last == figures) || sanitized else { return nil }
    return (numbers[0], numbers[1], numbers[2], numbers[3])
}

/// The fuzzer (`.ci/fuzz`): a short smoke run over the fixtures, and the harness itself.
/// One at a time: each starts worker processes on every core.
@Suite(.serialized, .tags(.slow)) struct FuzzTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    @Test func smokeRunOverTheFixturesFindsNothing() throws {
        let out = try makeDirectory([:])
        let result = try runProcess(try builtExecutable(), ["fuzz", "--seconds", "8", "--jobs", "2", "--seed", "1", "--out", out, Self.fixtures])
        let figures = try #require(fuzzFigures(result.out), "\(result.out)\n\(result.err)")
        // How many inputs 8 seconds give depends on the machine's load; that it ran is the point.
        #expect(figures.inputs > 0)
        #expect(figures.crashes == 0 && figures.hangs == 0 && figures.roundTrips == 0, "\(result.err)")
        #expect(result.code == 0)
    }

    @Test func crashesHangsAndRoundTripFailuresAreCaughtAndSaved() throws {
        // A small corpus keeps every real input far below the hang limit on a loaded machine
        // (mutations of it once found three inputs slower than a power of their size:
        // nested `struct S {`, nested `ForEach`, a `.x.x.x…` chain; each has a test now).
        let corpus = try makeDirectory(["V.swift": Array("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n".utf8)])
        let out = try makeDirectory([:])
        let result = try runProcess(try builtExecutable(), ["fuzz", "--seconds", "8", "--jobs", "3", "--hang-seconds", "4",
                                                           "--inject", "crash,hang,round-trip", "--out", out, corpus])
        let figures = try #require(fuzzFigures(result.out), "\(result.out)\n\(result.err)")
        #expect(figures.crashes == 1 && figures.hangs == 1 && figures.roundTrips == 1, "\(figures) \(result.err)")
        #expect(figures.inputs > 3)
        #expect(result.code == 1)
        let saved = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(saved.contains { $0.hasPrefix("crash-") && $0.hasSuffix(".swift") })
        #expect(saved.contains { $0.hasPrefix("hang-") && $0.hasSuffix(".swift") })
        #expect(saved.contains { $0.hasPrefix("round-trip-") && $0.hasSuffix(".swift") })
        #expect(result.err.contains("crash: worker died"))
        #expect(!saved.contains(".work"), "the workers' scratch folder is removed at the end")
    }

    /// In an AddressSanitizer build (`swift test -Xswiftc -sanitize=address -Xswiftc
    /// -DSWIFTUI_MIGRATE_ASAN`), a read one byte past a heap block is a crash with a
    /// sanitizer report; without one, the same read passes unseen (why the fuzzer runs
    /// against such a build).
    @Test func anOutOfBoundsReadIsASanitizerReportInAnAddressSanitizerBuild() throws {
        let corpus = try makeDirectory(["V.swift": Array("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\") }\n}\n".utf8)])
        let out = try makeDirectory([:])
        let result = try runProcess(try builtExecutable(), ["fuzz", "--seconds", "3", "--jobs", "1", "--inject", "overflow", "--out", out, corpus])
        let last = result.out.split(separator: "\n").last.map(String.init) ?? ""
        if FuzzCommand.hasAddressSanitizer {
            #expect(result.err.contains("AddressSanitizer: on"))
            #expect(last.hasSuffix(", 1 crashes, 0 hangs, 0 round-trip failures, 1 sanitizer reports"), "\(last)")
            #expect(result.err.contains("ERROR: AddressSanitizer: heap-buffer-overflow"))
            #expect(result.code == 1)
        } else {
            #expect(!result.err.contains("AddressSanitizer"))
            #expect(last.hasSuffix(", 0 crashes, 0 hangs, 0 round-trip failures"), "\(last)")
        }
    }

    /// Project files are found under the fixtures, known by the ends of their names (a saved
    /// input's too), and the hostile ones of issue 44 are read through the module graph.
    @Test func projectFilesAreFoundAndReadAsTheirKind() throws {
        #expect(ProjectFuzzing.kind(of: "/o/crash-3.project.yml") == "project.yml")
        #expect(ProjectFuzzing.kind(of: "/o/hang-1.project.pbxproj") == "project.pbxproj")
        #expect(ProjectFuzzing.kind(of: "/p/Base.xcconfig") == "xcconfig")
        #expect(ProjectFuzzing.kind(of: "/p/Package.swift") == "Package.swift")
        #expect(ProjectFuzzing.kind(of: "/p/Sources/V.swift") == nil)
        let found = ProjectFuzzing.find(under: [Self.fixtures + "/ProjectFiles"])
        #expect(found.count == 27, "\(found)")
        for path in found {
            let bytes = try #require(FileManager.default.contents(atPath: path).map { [UInt8]($0) })
            #expect(ProjectFuzzing.check(bytes, kind: try #require(ProjectFuzzing.kind(of: path))) == nil, "\(path)")
        }
        #expect(ProjectFuzzing.find(under: [Self.fixtures]).contains { $0.hasSuffix("/Package.swift") })
    }

    @Test func mutationsAreDeterministicAndChangeTheInput() {
        let corpus = [Array("import SwiftUI\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.red) }\n}\n".utf8)]
        let mutator = Mutator(corpus: corpus)
        var first = Mutator.Random(state: 7)
        var second = Mutator.Random(state: 7)
        var changed = 0
        for _ in 0..<200 {
            let a = mutator.next(&first)
            #expect(a == mutator.next(&second))
            if a != corpus[0] { changed += 1 }
        }
        #expect(changed > 150)
    }
}
