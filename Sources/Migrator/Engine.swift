import Foundation
import SwiftCST

/// Runs passes over a set of files: parse everything, build the project index, then per
/// file propose edits, drop overlaps, apply, re-parse and verify, and repeat until nothing
/// changes.
public struct Engine {
    /// One input file.
    public struct Input: Sendable {
        public var path: String
        public var bytes: [UInt8]
        /// The file's own deployment target (from the manifest that covers it); nil uses
        /// the engine's.
        public var target: Availability?
        public init(path: String, bytes: [UInt8], target: Availability? = nil) {
            self.path = path
            self.bytes = bytes
            self.target = target
        }
    }

    /// What happened to one file.
    public struct FileResult {
        public var path: String
        public var original: [UInt8]
        /// The migrated text (equal to `original` when nothing changed).
        public var output: [UInt8]
        /// Rewritten sites per pass name.
        public var editCounts: [String: Int] = [:]
        public var findings: [Finding] = []
        /// Problems that kept changes out of the file (syntax errors, unsettled passes).
        public var errors: [String] = []
        /// True when the input itself had syntax errors (the file is reported, not changed).
        public var hasSyntaxErrors = false
        public var changed: Bool { output != original }
    }

    public var passes: [any Pass]
    public var target: Availability
    public var jobs: Int
    /// Also run `swiftc -parse` on each changed file's output.
    public var verifyWithSwiftc = false
    /// The most rounds of edits per file before the engine gives up on settling.
    public static let maximumRounds = 4

    public init(passes: [any Pass], target: Availability, jobs: Int = Workers.coreCount) {
        self.passes = passes
        self.target = target
        self.jobs = jobs
    }

    /// Runs the passes over every input; results come back in input order.
    public func run(_ inputs: [Input], progress: (@Sendable (Int, Int) -> Void)? = nil) -> [FileResult] {
        // Largest files first, so no thread is left with a big file while the others idle;
        // results still come back in input order.
        let largestFirst = inputs.indices.sorted { a, b in
            inputs[a].bytes.count != inputs[b].bytes.count ? inputs[a].bytes.count > inputs[b].bytes.count : a < b
        }
        let trees = Slots<SyntaxTree>(count: inputs.count)
        Workers.forEach(inputs.count, jobs: jobs) { k in
            let i = largestFirst[k]
            let tree = SyntaxTree.parseOnCurrentThread(inputs[i].bytes)
            // Every pass reads the node index; build it here, in parallel.
            tree.buildIndex()
            trees.set(i, tree)
        }
        let files = inputs.indices.map { SourceFile(path: inputs[$0].path, tree: trees.values[$0]!) }
        let index = ProjectIndex(files: files, jobs: jobs)
        let results = Slots<FileResult>(count: inputs.count)
        let done = Counter()
        let engine = UncheckedSendable(self)
        let sendableFiles = UncheckedSendable(files)
        let sendableIndex = UncheckedSendable(index)
        let cache = ProjectCache()
        var targets: [String: Availability] = [:]
        for input in inputs { targets[input.path] = input.target ?? target }
        let fileTargets = targets
        // Plans shared across files, built side by side before the first file needs them:
        // for each pass some file's target allows (plans depend on no file's own context).
        let planned = passes.filter { pass in inputs.contains { pass.minimumOS.isSatisfied(by: $0.target ?? target) } }
        let sendablePlanned = UncheckedSendable(planned)
        Workers.forEach(planned.count, jobs: jobs) { i in
            let context = PassContext(index: sendableIndex.value, target: engine.value.target, files: sendableFiles.value,
                                      cache: cache, fileTargets: fileTargets, activePasses: [], jobs: engine.value.jobs)
            sendablePlanned.value[i].prepare(context)
        }
        Workers.forEach(inputs.count, jobs: jobs) { k in
            let i = largestFirst[k]
            let target = inputs[i].target ?? engine.value.target
            let active = Set(engine.value.passes.filter { $0.minimumOS.isSatisfied(by: target) }.map(\.name))
            let context = PassContext(index: sendableIndex.value, target: target, files: sendableFiles.value, cache: cache,
                                      fileTargets: fileTargets, activePasses: active, jobs: engine.value.jobs)
            results.set(i, engine.value.migrate(sendableFiles.value[i], context))
            let finished = done.take() + 1
            if let progress { progress(finished, inputs.count) }
        }
        return results.values.map { $0! }
    }

    /// Rounds of edits on one file until no pass proposes anything.
    func migrate(_ file: SourceFile, _ context: PassContext) -> FileResult {
        var result = FileResult(path: file.path, original: file.tree.bytes, output: file.tree.bytes)
        if !file.tree.diagnostics.isEmpty {
            result.hasSyntaxErrors = true
            let first = file.tree.diagnostics[0]
            let (line, column) = file.tree.location(of: first.offset)
            result.errors.append("\(file.path):\(line):\(column): error: \(first.message); file left unchanged")
            return result
        }
        let crlf = Engine.usesCRLF(file.tree.bytes)
        var current = file
        var suppressions = Suppressions(file.tree)
        // Passes the file's deployment target does not allow never run on it.
        var excluded = Set(passes.filter { !$0.minimumOS.isSatisfied(by: context.target) }.map(\.name))
        for round in 0..<Engine.maximumRounds {
            var proposed: [Edit] = []
            for pass in passes where !excluded.contains(pass.name) {
                let output = pass.run(current, context)
                for edit in output.edits {
                    let line = current.tree.location(of: edit.start).line
                    if !suppressions.isSuppressed(pass.name, line: line) { proposed.append(edit) }
                }
                if round == 0 {
                    result.findings += output.findings.filter { !suppressions.isSuppressed(pass.name, line: $0.line) }
                }
            }
            if round == 0 {
                // A finding that yields to rewrites goes when another pass edits its site.
                result.findings.removeAll { finding in
                    guard let range = finding.yieldRange else { return false }
                    // An edit over the site, or part of a rewrite counted at it (a pass that
                    // keeps the name but rewrites the arguments).
                    return proposed.contains { $0.pass != finding.pass && ($0.touches(range) || range.contains($0.site)) }
                }
                result.findings.sort { $0.offset < $1.offset }
            }
            if proposed.isEmpty { return result }
            if round == Engine.maximumRounds - 1 {
                let names = Set(proposed.map(\.pass)).sorted().joined(separator: ", ")
                result.errors.append("\(file.path): error: passes did not settle after \(Engine.maximumRounds) rounds (\(names)); file left unchanged")
                result.output = result.original
                result.editCounts = [:]
                return result
            }
            // Keep edits in pass order; an edit overlapping one already kept waits a round.
            var accepted: [Edit] = []
            for edit in proposed where !accepted.contains(where: { $0.overlaps(edit) }) {
                accepted.append(crlf ? Engine.withCRLF(edit) : edit)
            }
            var output = applyEdits(accepted, to: current.tree.bytes)
            var tree = SyntaxTree.parseOnCurrentThread(output)
            if !tree.diagnostics.isEmpty {
                // Find the pass whose edits break the file, drop it for this file, retry.
                var culprits: [String] = []
                for name in Set(accepted.map(\.pass)).sorted() {
                    let alone = applyEdits(accepted.filter { $0.pass == name }, to: current.tree.bytes)
                    let aloneTree = SyntaxTree.parseOnCurrentThread(alone)
                    if let diagnostic = aloneTree.diagnostics.first {
                        culprits.append(name)
                        let (line, column) = aloneTree.location(of: diagnostic.offset)
                        result.errors.append("\(file.path):\(line):\(column): error: [\(name)] output would not parse (\(diagnostic.message)); its edits were not applied")
                    }
                }
                if culprits.isEmpty { culprits = Array(Set(accepted.map(\.pass))) }
                excluded.formUnion(culprits)
                accepted.removeAll { culprits.contains($0.pass) }
                output = applyEdits(accepted, to: current.tree.bytes)
                tree = SyntaxTree.parseOnCurrentThread(output)
                if !tree.diagnostics.isEmpty {
                    result.output = result.original
                    result.editCounts = [:]
                    return result
                }
            }
            if verifyWithSwiftc, let message = Engine.swiftcRejects(output) {
                result.errors.append("\(file.path): error: swiftc -parse rejects the migrated file (\(message)); file left unchanged")
                result.output = result.original
                result.editCounts = [:]
                return result
            }
            for (pass, sites) in Dictionary(grouping: accepted, by: \.pass).mapValues({ Set($0.map(\.site).filter { $0 >= 0 }).count }) {
                result.editCounts[pass, default: 0] += sites
            }
            result.output = output
            current = SourceFile(path: file.path, tree: tree)
            suppressions = Suppressions(tree)
        }
        return result
    }

    /// True when the file's first line break is CRLF.
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let newline = bytes.firstIndex(of: 10) else { return false }
        return newline > 0 && bytes[newline - 1] == 13
    }

    /// The edit with each inserted `\n` written as `\r\n`, to match the file.
    static func withCRLF(_ edit: Edit) -> Edit {
        var bytes: [UInt8] = []
        for (i, b) in edit.replacement.enumerated() {
            if b == 10 && (i == 0 || edit.replacement[i - 1] != 13) { bytes.append(13) }
            bytes.append(b)
        }
        var copy = edit
        copy.replacement = bytes
        return copy
    }

    /// Runs `swiftc -parse` on the text; the first error line, or nil when it parses.
    static func swiftcRejects(_ bytes: [UInt8]) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("check.swift")
        guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) else { return "cannot write a temporary file" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-parse", file.path]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = Pipe()
        do {
            try process.run()
        } catch {
            return "cannot run swiftc: \(error)"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 0 { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n").first { $0.contains("error:") }.map(String.init) ?? "exit \(process.terminationStatus)"
    }
}

struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
