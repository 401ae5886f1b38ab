import Foundation
import SwiftCST

/// `swiftui-migrate syntax check|tree|outline`: the parser's own commands.
enum SyntaxCommand {
    static func run(_ arguments: [String], console: Console) throws -> Int32 {
        guard let sub = arguments.first else {
            throw UsageError("error: missing subcommand: expected 'check', 'tree', 'outline' or 'bench'\n\n" + CLI.usage)
        }
        let rest = Array(arguments.dropFirst())
        switch sub {
        case "check":
            return try check(rest, console: console)
        case "bench":
            return try BenchCommand.run(rest, console: console)
        case "tree", "outline":
            if rest.contains("-h") || rest.contains("--help") {
                console.out(Help.text(for: "syntax"))
                return 0
            }
            guard rest.count == 1 else {
                throw UsageError("error: 'syntax \(sub)' takes exactly one FILE")
            }
            let path = rest[0]
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw UsageError("error: no such file: \(path)")
            }
            if isDirectory.boolValue { throw UsageError("error: \(path) is a directory; expected a file") }
            let bytes = try SourceFiles.read(path)
            let (text, diagnostics) = Workers.run { () -> (String, [(Int, Int, String)]) in
                let tree = SyntaxTree.parseOnCurrentThread(bytes)
                let rendered = sub == "tree" ? TreeDump.render(tree) : Outline.render(tree)
                let diagnostics = tree.diagnostics.map { d -> (Int, Int, String) in
                    let (line, column) = tree.location(of: d.offset)
                    return (line, column, d.message)
                }
                return (rendered, diagnostics)
            }
            console.out(text)
            if !diagnostics.isEmpty {
                if sub == "outline" {
                    console.err("warning: \(path) has syntax errors; the outline is best-effort\n")
                }
                for (line, column, message) in diagnostics {
                    console.err("\(path):\(line):\(column): error: \(message)\n")
                }
            }
            return 0
        case "-h", "--help":
            console.out(Help.text(for: "syntax"))
            return 0
        default:
            throw UsageError("error: unknown syntax subcommand '\(sub)': expected 'check', 'tree', 'outline' or 'bench'")
        }
    }

    /// Result of checking one file.
    struct FileResult: Sendable {
        var messages: [String] = []
        var bytes = 0
        var hasSyntaxErrors = false
        var roundTripFailed = false
        var unreadable = false
    }

    static func check(_ arguments: [String], console: Console) throws -> Int32 {
        var paths: [String] = []
        var jobs = Workers.coreCount
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--jobs", "-j":
                guard i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else {
                    throw UsageError("error: --jobs needs a positive number")
                }
                jobs = n
                i += 2
                continue
            case "-h", "--help":
                console.out(Help.text(for: "syntax"))
                return 0
            default:
                if argument.hasPrefix("--jobs=") {
                    guard let n = Int(argument.dropFirst(7)), n > 0 else { throw UsageError("error: --jobs needs a positive number") }
                    jobs = n
                } else if argument.hasPrefix("-") && argument != "-" {
                    throw UsageError("error: unknown option '\(argument)' for 'syntax check'")
                } else {
                    paths.append(argument)
                }
            }
            i += 1
        }
        guard !paths.isEmpty else { throw UsageError("error: 'syntax check' needs at least one PATH") }
        let (files, nameErrors) = try SourceFiles.findReportingErrors(paths)
        for error in nameErrors { console.out(error + "\n") }
        let results = Slots<FileResult>(count: files.count)
        let started = Date()
        Workers.forEach(files.count, jobs: jobs) { index in
            results.set(index, checkFile(files[index]))
        }
        let seconds = Date().timeIntervalSince(started)
        var totalBytes = 0
        var errorFiles = 0
        var roundTripFailures = 0
        var unreadable = 0
        for case let result? in results.values {
            for message in result.messages { console.out(message) }
            totalBytes += result.bytes
            if result.hasSyntaxErrors { errorFiles += 1 }
            if result.roundTripFailed { roundTripFailures += 1 }
            if result.unreadable { unreadable += 1 }
        }
        let megabytesPerSecond = seconds > 0 ? Double(totalBytes) / 1_000_000 / seconds : 0
        console.out("\(files.count) files, \(totalBytes) bytes, \(format(seconds, 3)) s, \(format(megabytesPerSecond, 1)) MB/s, \(errorFiles) files with syntax errors, \(roundTripFailures) round-trip failures\n")
        if unreadable > 0 || !nameErrors.isEmpty { return 2 }
        return errorFiles > 0 || roundTripFailures > 0 ? 1 : 0
    }

    static func checkFile(_ path: String) -> FileResult {
        var result = FileResult()
        guard let data = FileManager.default.contents(atPath: path) else {
            result.unreadable = true
            result.messages.append("\(TerminalText.escaped(path)): error: cannot read file\n")
            return result
        }
        let bytes = [UInt8](data)
        result.bytes = bytes.count
        let tree = SyntaxTree.parseOnCurrentThread(bytes)
        // One message for all of a file's errors: one write, not one per line (a file of a
        // million stray `#` has a million).
        // Made as bytes: growing a string by interpolation cost more than the parse.
        var errors: [UInt8] = []
        let shown = TerminalText.escaped(path)
        let shownBytes = Array(shown.utf8)
        func appendNumber(_ value: Int) {
            var digits: [UInt8] = []
            var rest = value
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            errors.append(contentsOf: digits.reversed())
        }
        for diagnostic in tree.diagnostics {
            let (line, column) = tree.location(of: diagnostic.offset)
            errors.append(contentsOf: shownBytes)
            errors.append(UInt8(ascii: ":"))
            appendNumber(line)
            errors.append(UInt8(ascii: ":"))
            appendNumber(column)
            errors.append(contentsOf: ": error: ".utf8)
            errors.append(contentsOf: diagnostic.message.utf8)
            errors.append(UInt8(ascii: "\n"))
        }
        if !errors.isEmpty { result.messages.append(String(decoding: errors, as: UTF8.self)) }
        result.hasSyntaxErrors = !tree.diagnostics.isEmpty
        let printed = tree.printedBytes()
        if printed != bytes {
            result.roundTripFailed = true
            var offset = 0
            while offset < min(printed.count, bytes.count) && printed[offset] == bytes[offset] { offset += 1 }
            let (line, column) = tree.location(of: min(offset, bytes.count))
            result.messages.append("\(shown):\(line):\(column): error: round-trip mismatch\n")
        }
        return result
    }

    static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
