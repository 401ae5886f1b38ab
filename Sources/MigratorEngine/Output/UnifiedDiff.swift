import MigratorSemantics
import SwiftCST

/// Git-style unified diffs with three lines of context, built from a list of changed
/// regions (`TextChange`; for an engine result, `FileResult.textChanges`: its change blocks
/// made from the edits), in time and memory linear in the file: no line matching.
/// `git apply` and `patch -p1` reproduce the new text exactly.
public enum UnifiedDiff {
    /// Splits bytes into lines that keep their terminators (`\n`, `\r\n`; a lone `\r`
    /// stays inside the line, as git treats it).
    public static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = 0
        for i in 0..<bytes.count where bytes[i] == 10 {
            result.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { result.append(bytes[start...]) }
        return result
    }

    /// One hunk: 1-based starts (for an empty range, the line before it; 0 at the top),
    /// counts, and lines with their ` `/`-`/`+` prefix (line terminators kept).
    public struct Hunk: Sendable {
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var lines: [(prefix: Character, text: String)]
    }

    /// The hunks turning `old` into `new`; `changes` as in `Engine.FileResult.textChanges`
    /// (default: one region from the first to the last differing byte).
    public static func hunks(old: [UInt8], new: [UInt8], changes: [TextChange]? = nil, context: Int = 3) -> [Hunk] {
        let plan = Plan(old: old, new: new, changes: changes ?? TextChange.between(old, new), context: context)
        return plan.hunks.map { hunk in
            var lines: [(prefix: Character, text: String)] = []
            plan.forEachLine(of: hunk) { prefix, fromNew, range in
                lines.append((Character(UnicodeScalar(prefix)), String(decoding: (fromNew ? new : old)[range], as: UTF8.self)))
            }
            return Hunk(oldStart: hunk.oldStart, oldCount: hunk.oldCount, newStart: hunk.newStart, newCount: hunk.newCount, lines: lines)
        }
    }

    /// The diff text for one file (empty when nothing changed). Header paths are written
    /// the way git writes them: a leading `/` dropped, C-quoted when they hold control
    /// characters, quotes, backslashes or non-ASCII bytes, and the `---`/`+++` names ended
    /// with a TAB when they contain a space (so `patch` finds where the name ends).
    public static func make(path: String, old: [UInt8], new: [UInt8], changes: [TextChange]? = nil, context: Int = 3) -> String {
        let plan = Plan(old: old, new: new, changes: changes ?? TextChange.between(old, new), context: context)
        if plan.hunks.isEmpty { return "" }
        var out: [UInt8] = []
        let name = path.hasPrefix("/") ? String(path.drop { $0 == "/" }) : path
        let a = quoted("a/" + name)
        let b = quoted("b/" + name)
        let tab = name.contains(" ") ? "\t" : ""
        out += Array("diff --git \(a) \(b)\n--- \(a)\(tab)\n+++ \(b)\(tab)\n".utf8)
        for hunk in plan.hunks {
            out += Array("@@ -\(rangeText(hunk.oldStart, hunk.oldCount)) +\(rangeText(hunk.newStart, hunk.newCount)) @@\n".utf8)
            plan.forEachLine(of: hunk) { prefix, fromNew, range in
                out.append(prefix)
                let bytes = fromNew ? new : old
                out += bytes[range]
                if bytes[range.upperBound - 1] != 10 { out += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `start,count` as a hunk header writes it (`start` alone for one line).
    public static func rangeText(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// A path as git writes it in headers: unchanged, or in double quotes with C escapes
    /// (git's `quote_c_style` with `core.quotePath` on).
    public static func quoted(_ path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }) else { return path }
        var out = "\""
        for byte in bytes {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let octal = String(byte, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return out + "\""
    }

    /// Lines of a text: the offset each starts at, found once (binary search answers
    /// "which line holds this byte").
    struct LineIndex {
        let starts: [Int]
        let count: Int  // bytes

        init(_ bytes: [UInt8]) {
            var starts = [0]
            for i in 0..<bytes.count where bytes[i] == 10 { starts.append(i + 1) }
            self.starts = starts
            count = bytes.count
        }

        /// The line (0-based) holding `offset`; the end of a text ending in a newline is
        /// the start of an empty last line.
        func line(of offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }

        /// Number of lines (a last line without a newline counts).
        var lineCount: Int { starts.last! == count ? starts.count - 1 : starts.count }

        func range(ofLine line: Int) -> Range<Int> {
            starts[line]..<(line + 1 < starts.count ? starts[line + 1] : count)
        }
    }

    /// A run of whole changed lines: old lines `oldLines` (bytes `oldBytes`) became new
    /// bytes `newBytes`, `newLineCount` lines.
    struct Block {
        var oldBytes: Range<Int>
        var newBytes: Range<Int>
        var oldLines: Range<Int>
        var newLineCount: Int
    }

    struct PlannedHunk {
        var blocks: Range<Int>
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        /// 0-based first old line of the hunk (context included).
        var firstOldLine: Int
        var endOldLine: Int
    }

    /// Changed regions widened to whole lines, merged where they share a line, grouped
    /// into hunks where less than two contexts of lines separate them.
    struct Plan {
        let old: [UInt8]
        let new: [UInt8]
        let oldIndex: LineIndex
        var blocks: [Block] = []
        var hunks: [PlannedHunk] = []

        init(old: [UInt8], new: [UInt8], changes: [TextChange], context: Int) {
            self.old = old
            self.new = new
            oldIndex = LineIndex(old)
            guard !changes.isEmpty else { return }
            // Widen to line boundaries. The bytes between changes are equal in both texts,
            // so a line start found in the old text is one in the new text at the same
            // distance from the change.
            var pending: (old: Range<Int>, new: Range<Int>)?
            for change in changes {
                if let current = pending {
                    let end = lineEnd(oldEnd: current.old.upperBound, newEnd: current.new.upperBound)
                    // A change on a line the pending region reaches (or anywhere after a
                    // region that reaches the end of the file) joins it.
                    if change.old.lowerBound < end.old || end.old == old.count {
                        pending = (current.old.lowerBound..<change.old.upperBound, current.new.lowerBound..<change.new.upperBound)
                        continue
                    }
                    close(current)
                }
                let start = oldIndex.starts[oldIndex.line(of: change.old.lowerBound)]
                let back = change.old.lowerBound - start
                pending = (start..<change.old.upperBound, change.new.lowerBound - back..<change.new.upperBound)
            }
            if let current = pending { close(current) }

            // Hunks: blocks closer than 2 * context unchanged lines share one.
            let oldLineCount = oldIndex.lineCount
            var delta = 0  // new line number minus old line number before the block
            var i = 0
            while i < blocks.count {
                var j = i + 1
                while j < blocks.count && blocks[j].oldLines.lowerBound - blocks[j - 1].oldLines.upperBound <= 2 * context { j += 1 }
                let first = max(0, blocks[i].oldLines.lowerBound - context)
                let end = min(oldLineCount, blocks[j - 1].oldLines.upperBound + context)
                var hunkDelta = 0
                for block in blocks[i..<j] { hunkDelta += block.newLineCount - block.oldLines.count }
                let oldCount = end - first
                let newCount = oldCount + hunkDelta
                let newFirst = first + delta
                hunks.append(PlannedHunk(blocks: i..<j, oldStart: oldCount == 0 ? first : first + 1, oldCount: oldCount,
                                         newStart: newCount == 0 ? newFirst : newFirst + 1, newCount: newCount,
                                         firstOldLine: first, endOldLine: end))
                delta += hunkDelta
                i = j
            }
        }

        /// Where a change ending at `oldEnd`/`newEnd` reaches a line boundary in both texts.
        func lineEnd(oldEnd: Int, newEnd: Int) -> (old: Int, new: Int) {
            let oldAtBoundary = oldEnd == 0 || old[oldEnd - 1] == 10
            let newAtBoundary = newEnd == 0 || new[newEnd - 1] == 10
            if oldAtBoundary && newAtBoundary { return (oldEnd, newEnd) }
            if oldEnd == old.count { return (old.count, new.count) }
            let end = oldIndex.range(ofLine: oldIndex.line(of: oldEnd)).upperBound
            return (end, newEnd + (end - oldEnd))
        }

        mutating func close(_ region: (old: Range<Int>, new: Range<Int>)) {
            let end = lineEnd(oldEnd: region.old.upperBound, newEnd: region.new.upperBound)
            var oldBytes = region.old.lowerBound..<end.old
            var newBytes = region.new.lowerBound..<end.new
            // Whole lines equal at either end are context, not a `-`/`+` pair (deleting
            // "\n    x" after `{` touches the `{` line without changing it).
            while let oldEnd = old[oldBytes].firstIndex(of: 10), let newEnd = new[newBytes].firstIndex(of: 10),
                  oldEnd - oldBytes.lowerBound == newEnd - newBytes.lowerBound,
                  old[oldBytes.lowerBound...oldEnd].elementsEqual(new[newBytes.lowerBound...newEnd]) {
                oldBytes = oldEnd + 1..<oldBytes.upperBound
                newBytes = newEnd + 1..<newBytes.upperBound
            }
            while let oldLast = old[oldBytes].last, oldLast == 10, let newLast = new[newBytes].last, newLast == 10 {
                let oldStart = old[oldBytes.lowerBound..<oldBytes.upperBound - 1].lastIndex(of: 10).map { $0 + 1 } ?? oldBytes.lowerBound
                let newStart = new[newBytes.lowerBound..<newBytes.upperBound - 1].lastIndex(of: 10).map { $0 + 1 } ?? newBytes.lowerBound
                guard oldBytes.upperBound - oldStart == newBytes.upperBound - newStart,
                      old[oldStart..<oldBytes.upperBound].elementsEqual(new[newStart..<newBytes.upperBound]) else { break }
                oldBytes = oldBytes.lowerBound..<oldStart
                newBytes = newBytes.lowerBound..<newStart
            }
            if oldBytes.isEmpty && newBytes.isEmpty { return }
            let firstLine = oldIndex.line(of: oldBytes.lowerBound)
            let endLine = oldBytes.isEmpty ? firstLine : oldIndex.line(of: oldBytes.upperBound - 1) + 1
            let newLineCount = Plan.lineCount(new[newBytes])
            // Consecutive changed lines form one block, so their `-` lines come before their
            // `+` lines, as git prints them.
            if let last = blocks.last, last.oldBytes.upperBound == oldBytes.lowerBound, last.newBytes.upperBound == newBytes.lowerBound {
                blocks[blocks.count - 1] = Block(oldBytes: last.oldBytes.lowerBound..<oldBytes.upperBound,
                                                 newBytes: last.newBytes.lowerBound..<newBytes.upperBound,
                                                 oldLines: last.oldLines.lowerBound..<endLine, newLineCount: last.newLineCount + newLineCount)
                return
            }
            blocks.append(Block(oldBytes: oldBytes, newBytes: newBytes, oldLines: firstLine..<endLine, newLineCount: newLineCount))
        }

        static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
            var n = 0
            for byte in bytes where byte == 10 { n += 1 }
            if let last = bytes.last, last != 10 { n += 1 }
            return n
        }

        /// Calls `body(prefix, fromNew, bytes)` for each line of the hunk in order.
        func forEachLine(of hunk: PlannedHunk, _ body: (UInt8, Bool, Range<Int>) -> Void) {
            var line = hunk.firstOldLine
            for block in blocks[hunk.blocks] {
                while line < block.oldLines.lowerBound {
                    body(0x20, false, oldIndex.range(ofLine: line))
                    line += 1
                }
                for oldLine in block.oldLines { body(0x2D, false, oldIndex.range(ofLine: oldLine)) }
                var start = block.newBytes.lowerBound
                while start < block.newBytes.upperBound {
                    var end = start
                    while end < block.newBytes.upperBound && new[end] != 10 { end += 1 }
                    if end < block.newBytes.upperBound { end += 1 }
                    body(0x2B, true, start..<end)
                    start = end
                }
                line = block.oldLines.upperBound
            }
            while line < hunk.endOldLine {
                body(0x20, false, oldIndex.range(ofLine: line))
                line += 1
            }
        }
    }
}
