import Foundation
import MigratorEngine

/// One block of consecutive changed lines that `apply` would write, with the passes that
/// make it: what SARIF and GitHub annotations report as a rewrite.
struct PendingChange {
    var path: String
    /// The first original line replaced (1-based); for a pure insertion, the line the new
    /// text goes before (one past the last line at the end of the file).
    var line: Int
    /// Original lines replaced (0 for a pure insertion).
    var lineCount: Int
    /// Byte range of the replaced original lines, line terminators included.
    var byteRange: Range<Int>
    /// The new lines, line terminators included.
    var newText: String
    var passes: [String]

    var lastLine: Int { max(line, line + lineCount - 1) }

    /// The rewrites of a report: for `apply`, only those of files it did not write.
    static func all(in report: Report) -> [PendingChange] {
        var changes: [PendingChange] = []
        for result in report.mode == .apply ? report.notWritten : report.changed {
            for block in ChangeHunks.blocks(of: result, passOrder: report.passOrder) {
                changes.append(PendingChange(path: result.path, line: block.oldLine, lineCount: block.oldLineCount, byteRange: block.oldRange,
                                             newText: String(decoding: result.output[block.newRange], as: UTF8.self), passes: block.passes))
            }
        }
        return changes
    }

    /// What the change does, for people: the lines, the passes and the new text (at most
    /// 20 lines).
    var message: String { message(naming: true) }

    /// The message; without `naming`, the lines are "this line" / "these lines" (a GitHub
    /// annotation shows where they are).
    func message(naming: Bool) -> String {
        let passNames = passes.joined(separator: ", ")
        let lines = naming ? (lineCount == 1 ? "line \(line)" : "lines \(line)-\(lastLine)") : (lineCount == 1 ? "this line" : "these lines")
        if newText.isEmpty { return "swiftui-migrate apply would delete \(lines) (\(passNames))" }
        var text = lineCount == 0 ? "swiftui-migrate apply would insert before \(naming ? "line \(line)" : "this line") (\(passNames))"
                                  : "swiftui-migrate apply would rewrite \(lines) (\(passNames)) as"
        // Split on the LF byte: "\r\n" is one Character, so a Character split would miss it.
        var shown = newText.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars -> String in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
        if shown.last == "" { shown.removeLast() }
        if shown.count > 20 { shown = Array(shown.prefix(20)) + ["... (\(shown.count - 20) more lines)"] }
        text += ":\n" + shown.joined(separator: "\n")
        return text
    }
}

/// Positions in a file's bytes, counted as SARIF and GitHub count them.
enum TextPosition {
    /// Positions in one file, each column counted on from the position asked before it when
    /// that is earlier on the same line (reports ask in file order), else from the start of
    /// its line (so many findings on one long line stay linear).
    struct Columns {
        let bytes: [UInt8]
        let starts: [Int]
        private var lastLine = -1
        private var lastOffset = 0
        private var lastCount = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            starts = ChangeHunks.lineStartOffsets(bytes)
        }

        /// 1-based line and column (in Unicode code points) of a byte offset.
        mutating func position(of offset: Int) -> (line: Int, column: Int) {
            let low = ChangeHunks.line(of: offset, starts) - 1
            let continues = low == lastLine && lastOffset <= offset
            let count = (continues ? lastCount : 0) + codePoints(bytes, (continues ? lastOffset : starts[low])..<offset)
            lastLine = low
            lastOffset = offset
            lastCount = count
            return (low + 1, count + 1)
        }
    }

    /// Unicode code points in a byte range of UTF-8.
    static func codePoints(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var count = 0
        for i in range where i < bytes.count && bytes[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
