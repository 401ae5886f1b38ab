import Foundation

/// The repository root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The folder holding the built products (the `swiftui-migrate` binary next to the tests).
var productsDirectory: URL {
    #if os(macOS)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent()
    }
    return Bundle.main.bundleURL
    #else
    return Bundle.main.bundleURL
    #endif
}

/// A new empty folder under the temporary directory.
func makeEmptyDirectory() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
}

/// Runs a program with arguments, with a time limit; (status, stdout + stderr). A program
/// still running at the limit is killed and reported as status -1.
func runProgram(_ executable: String, _ arguments: [String], in directory: String, timeout: TimeInterval = 120,
                environment: [String: String]? = nil) -> (code: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if let environment { process.environment = environment }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-output-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    guard let handle = try? FileHandle(forWritingTo: output) else { return (-1, "cannot create \(output.path)") }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    do {
        try process.run()
    } catch {
        return (-1, "cannot run \(executable): \(error)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
        process.terminate()
        process.waitUntilExit()
        return (-1, "timed out after \(Int(timeout)) s: \(executable) \(arguments.joined(separator: " "))\n" + read(output.path))
    }
    process.waitUntilExit()
    try? handle.close()
    return (process.terminationStatus, read(output.path))
}
