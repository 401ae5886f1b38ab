/// Git-style unified diffs of two versions of a file, with three lines of context, that
/// `git apply` accepts.
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

    /// One hunk: 1-based starts (0 for an empty range at the top), counts, and lines with
    /// their ` `/`-`/`+` prefix (line terminators kept).
    public struct Hunk: Sendable {
        public var oldStart: Int
        public var oldCount: Int
        public var newStart: Int
        public var newCount: Int
        public var lines: [(prefix: Character, text: String)]
    }

    /// The hunks turning `old` into `new`.
    public static func hunks(old: [UInt8], new: [UInt8], context: Int = 3) -> [Hunk] {
        if old == new { return [] }
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        var result: [Hunk] = []
        var i = 0
        while i < script.count {
            guard script[i].kind != .same else { i += 1; continue }
            var j = i
            while j < script.count {
                if script[j].kind == .same {
                    var k = j
                    while k < script.count && script[k].kind == .same { k += 1 }
                    if k == script.count || k - j > 2 * context { break }
                    j = k
                } else {
                    j += 1
                }
            }
            let slice = script[max(0, i - context)..<min(script.count, j + context)]
            let oldCount = slice.filter { $0.kind != .insert }.count
            let newCount = slice.filter { $0.kind != .delete }.count
            let first = slice.first!
            var hunkLines: [(prefix: Character, text: String)] = []
            for step in slice {
                switch step.kind {
                case .same: hunkLines.append((" ", String(decoding: a[step.aIndex], as: UTF8.self)))
                case .delete: hunkLines.append(("-", String(decoding: a[step.aIndex], as: UTF8.self)))
                case .insert: hunkLines.append(("+", String(decoding: b[step.bIndex], as: UTF8.self)))
                }
            }
            result.append(Hunk(oldStart: oldCount == 0 ? first.aIndex : first.aIndex + 1, oldCount: oldCount,
                               newStart: newCount == 0 ? first.bIndex : first.bIndex + 1, newCount: newCount, lines: hunkLines))
            i = j
        }
        return result
    }

    /// The diff text for one file; empty when the contents are equal.
    public static func make(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let hunks = hunks(old: old, new: new, context: context)
        if hunks.isEmpty { return "" }
        var out = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            out += "@@ -\(rangeText(hunk.oldStart, hunk.oldCount)) +\(rangeText(hunk.newStart, hunk.newCount)) @@\n"
            for (prefix, text) in hunk.lines {
                out += String(prefix) + text
                // Bytes, not Characters: "\r\n" is one Character and would not end with "\n".
                if text.utf8.last != 10 { out += "\n\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// `start,count` as a hunk header writes it (`start` alone for one line).
    public static func rangeText(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    enum StepKind { case same, delete, insert }
    struct Step {
        var kind: StepKind
        var aIndex: Int
        var bIndex: Int
    }

    /// Myers' O(ND) diff over lines, as a list of same/delete/insert steps.
    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        // Trim a common prefix and suffix first: edits are usually small and local.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let n = a.count - prefix - suffix
        let m = b.count - prefix - suffix
        let maxD = n + m
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        let offset = maxD + 1
        var found = false
        for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[prefix + x] == b[prefix + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Walk the trace back to build the middle part.
        var middle: [Step] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                middle.append(Step(kind: .same, aIndex: prefix + x - 1, bIndex: prefix + y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == previousX {
                    middle.append(Step(kind: .insert, aIndex: prefix + x, bIndex: prefix + y - 1))
                } else {
                    middle.append(Step(kind: .delete, aIndex: prefix + x - 1, bIndex: prefix + y))
                }
            }
            x = previousX
            y = previousY
        }
        var steps: [Step] = (0..<prefix).map { Step(kind: .same, aIndex: $0, bIndex: $0) }
        steps.append(contentsOf: middle.reversed())
        for i in 0..<suffix {
            steps.append(Step(kind: .same, aIndex: a.count - suffix + i, bIndex: b.count - suffix + i))
        }
        return steps
    }
}
