import Testing
@testable import MigratorEngine
@testable import MigratorSemantics

/// Applies a unified diff the strict way `git apply` does without fuzz: every context and
/// removed line must match the old text at the stated position, and the stated new start
/// and counts must agree with the text being built. Nil when anything disagrees.
func applyUnifiedDiff(_ diff: String, to old: [UInt8]) -> [UInt8]? {
    var oldLines: [ArraySlice<UInt8>] = []
    var start = 0
    for i in 0..<old.count where old[i] == 10 {
        oldLines.append(old[start...i])
        start = i + 1
    }
    if start < old.count { oldLines.append(old[start...]) }
    var diffLines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in Array(diff.utf8) {
        current.append(byte)
        if byte == 10 {
            diffLines.append(current)
            current = []
        }
    }
    guard current.isEmpty else { return nil }
    var output: [UInt8] = []
    var outputLines = 0
    var nextOld = 0
    var i = 0
    while i < diffLines.count && !diffLines[i].starts(with: Array("@@".utf8)) { i += 1 }
    func number(_ text: Substring) -> (Int, Int)? {
        let parts = text.split(separator: ",")
        guard let a = Int(parts[0]) else { return nil }
        return (a, parts.count > 1 ? Int(parts[1]) ?? -1 : 1)
    }
    while i < diffLines.count {
        let header = String(decoding: diffLines[i], as: UTF8.self)
        let fields = header.split(separator: " ")
        guard fields.count >= 4, fields[0] == "@@", let (oldStart, oldCount) = number(fields[1].dropFirst()),
              let (newStart, newCount) = number(fields[2].dropFirst()) else { return nil }
        let firstOld = oldCount == 0 ? oldStart : oldStart - 1
        guard firstOld >= nextOld, firstOld <= oldLines.count else { return nil }
        for line in oldLines[nextOld..<firstOld] { output += line; outputLines += 1 }
        guard (newCount == 0 ? newStart : newStart - 1) == outputLines else { return nil }
        var position = firstOld
        var seenOld = 0
        var seenNew = 0
        i += 1
        while i < diffLines.count && !diffLines[i].starts(with: Array("@@".utf8)) {
            var line = Array(diffLines[i].dropFirst())
            let prefix = diffLines[i].first
            if i + 1 < diffLines.count && diffLines[i + 1].starts(with: Array("\\ No newline".utf8)) {
                line.removeLast()
                i += 1
            }
            switch prefix {
            case 0x20, 0x2D:
                guard position < oldLines.count, Array(oldLines[position]) == line else { return nil }
                position += 1
                seenOld += 1
                if prefix == 0x20 { output += line; outputLines += 1; seenNew += 1 }
            case 0x2B:
                output += line
                outputLines += 1
                seenNew += 1
            default:
                return nil
            }
            i += 1
        }
        guard seenOld == oldCount, seenNew == newCount else { return nil }
        nextOld = position
    }
    for line in oldLines[nextOld...] { output += line }
    return output
}

/// A small deterministic generator, so failures can be reproduced.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Diffs built from the change blocks of the engine's rounds: exact, git-compatible, linear.
struct UnifiedDiffTests {
    @Test func missingFinalNewlineAndInsertionsAtTheTop() {
        let old = Array("a\nb".utf8)
        let new = Array("x\na\nc".utf8)
        let changes = [TextChange(old: 0..<0, new: 0..<2), TextChange(old: 2..<3, new: 4..<5)]
        #expect(TextChange.reproduce(changes, old: old, new: new))
        let diff = UnifiedDiff.make(path: "F.swift", old: old, new: new, changes: changes)
        #expect(diff == """
        diff --git a/F.swift b/F.swift
        --- a/F.swift
        +++ b/F.swift
        @@ -1,2 +1,3 @@
        +x
         a
        -b
        \\ No newline at end of file
        +c
        \\ No newline at end of file

        """)
        #expect(applyUnifiedDiff(diff, to: old) == new)
    }

    @Test func linesAnEditTouchesWithoutChangingAreContext() {
        // Deleting "\n    x" right after `{` starts on the `{` line, which stays as it was.
        let old = Array("struct S {\n    x\n    y\n}\n".utf8)
        let new = Array("struct S {\n    y\n}\n".utf8)
        let changes = [TextChange(old: 10..<16, new: 10..<10)]
        #expect(TextChange.reproduce(changes, old: old, new: new))
        let diff = UnifiedDiff.make(path: "F.swift", old: old, new: new, changes: changes)
        #expect(diff == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,4 +1,3 @@\n struct S {\n-    x\n     y\n }\n")
        #expect(applyUnifiedDiff(diff, to: old) == new)
        // The same at the end of a replaced region: `b` is rewritten with the line after it.
        let old2 = Array("a\nb\nc\n".utf8)
        let new2 = Array("a\nB\nc\n".utf8)
        let diff2 = UnifiedDiff.make(path: "F.swift", old: old2, new: new2, changes: [TextChange(old: 2..<6, new: 2..<6)])
        #expect(diff2 == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
        #expect(applyUnifiedDiff(diff2, to: old2) == new2)
    }

    @Test func crlfLinesHaveNoMissingNewlineMarkers() {
        let diff = UnifiedDiff.make(path: "F.swift", old: Array("a\r\nb\r\n".utf8), new: Array("a\r\nc\r\n".utf8))
        #expect(diff == "diff --git a/F.swift b/F.swift\n--- a/F.swift\n+++ b/F.swift\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n")
    }

    @Test func distantChangesGetTheirOwnHunksAndNearOnesShareOne() {
        let old = Array((1...20).map { "line \($0)\n" }.joined().utf8)
        var text = String(decoding: old, as: UTF8.self)
        text = text.replacingOccurrences(of: "line 2\n", with: "LINE 2\n").replacingOccurrences(of: "line 9\n", with: "LINE 9\n")
            .replacingOccurrences(of: "line 17\n", with: "LINE 17\n")
        let new = Array(text.utf8)
        func change(_ line: Int) -> TextChange {
            let offset = (1..<line).map { "line \($0)\n".utf8.count }.reduce(0, +)
            return TextChange(old: offset..<offset + 4, new: offset..<offset + 4)
        }
        let diff = UnifiedDiff.make(path: "F.swift", old: old, new: new, changes: [change(2), change(9), change(17)])
        // Lines 2 and 9 are six unchanged lines apart (one hunk); 17 is seven lines from 9.
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -1,12 +1,12 @@", "@@ -14,7 +14,7 @@"])
        #expect(applyUnifiedDiff(diff, to: old) == new)
    }

    @Test func headersQuotePathsTheWayGitDoes() {
        let old = Array("a\n".utf8)
        let new = Array("b\n".utf8)
        let spaced = UnifiedDiff.make(path: "My App/View.swift", old: old, new: new)
        #expect(spaced.hasPrefix("diff --git a/My App/View.swift b/My App/View.swift\n--- a/My App/View.swift\t\n+++ b/My App/View.swift\t\n"))
        let special = UnifiedDiff.make(path: "Tab\there/\"q\" é.swift", old: old, new: new)
        #expect(special.hasPrefix(#"diff --git "a/Tab\there/\"q\" \303\251.swift" "b/Tab\there/\"q\" \303\251.swift""# + "\n"
            + #"--- "a/Tab\there/\"q\" \303\251.swift""# + "\t\n"))
        let absolute = UnifiedDiff.make(path: "/tmp/x/V.swift", old: old, new: new)
        #expect(absolute.hasPrefix("diff --git a/tmp/x/V.swift b/tmp/x/V.swift\n--- a/tmp/x/V.swift\n"))
    }

    /// A result holding `rounds` of edits over `original`.
    func result(_ original: [UInt8], _ rounds: [[Edit]]) -> Engine.FileResult {
        var text = original
        for round in rounds { text = applyEdits(round, to: text) }
        var result = Engine.FileResult(path: "F.swift", original: original, output: text)
        result.rounds = rounds.map { $0.sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
        return result
    }

    @Test func composedRoundsGiveTheChangesOfTheWholeRun() {
        // Round 1 renames and inserts; round 2 edits inside inserted text and next to it.
        let original = Array("let a = 1\nlet b = 2\nlet c = 3\n".utf8)
        let round1 = [Edit(start: 4, end: 5, replacement: "alpha", pass: "p"), Edit(start: 10, end: 10, replacement: "// new\n", pass: "p")]
        #expect(String(decoding: applyEdits(round1, to: original), as: UTF8.self) == "let alpha = 1\n// new\nlet b = 2\nlet c = 3\n")
        let round2 = [Edit(start: 17, end: 20, replacement: "added", pass: "p"), Edit(start: 21, end: 24, replacement: "var", pass: "p")]
        let run = result(original, [round1, round2])
        #expect(String(decoding: run.output, as: UTF8.self) == "let alpha = 1\n// added\nvar b = 2\nlet c = 3\n")
        let changes = run.textChanges
        #expect(TextChange.reproduce(changes, old: original, new: run.output))
        // Equal bytes at the ends of a block are trimmed ("a" → "alpha" inserts "lpha");
        // the inserted comment and the rename of the next line's "let" are one block.
        #expect(changes == [TextChange(old: 5..<5, new: 5..<9), TextChange(old: 10..<13, new: 14..<26)])
    }

    /// Random texts and 1 to 4 rounds of random edits: the change blocks rebuild the
    /// output, the regions made from them reproduce it, and the diff built from them
    /// applies strictly to give it.
    @Test(arguments: 0..<8) func randomEditRoundsGiveExactDiffs(seed: Int) {
        var random = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        let pieces = ["a", "b", "x", "\n", "\n", "\r\n", " ", "}", "\r"]
        for _ in 0..<150 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<80, using: &random) { text += Array(pieces.randomElement(using: &random)!.utf8) }
            let original = text
            var rounds: [[Edit]] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                var edits: [Edit] = []
                var cursor = 0
                while cursor <= text.count && edits.count < 6 {
                    let start = Int.random(in: cursor...min(text.count, cursor + 12), using: &random)
                    let end = Int.random(in: start...min(text.count, start + 6), using: &random)
                    var replacement = ""
                    for _ in 0..<Int.random(in: 0..<4, using: &random) { replacement += pieces.randomElement(using: &random)! }
                    if start == end && replacement.isEmpty { cursor = end + 1; continue }
                    edits.append(Edit(start: start, end: end, replacement: replacement, pass: "p"))
                    cursor = end + 1
                }
                text = applyEdits(edits, to: text)
                rounds.append(edits)
            }
            let run = result(original, rounds)
            let shown = "\(String(decoding: original, as: UTF8.self).debugDescription) → \(String(decoding: text, as: UTF8.self).debugDescription)"
            let blocks = ChangeHunks.blocks(of: run)
            #expect(ChangeHunks.apply(blocks, chosen: Set(blocks.indices), original: original, output: text) == text, "\(shown)")
            let changes = run.textChanges
            #expect(TextChange.reproduce(changes, old: original, new: text), "\(shown)")
            let diff = UnifiedDiff.make(path: "F.swift", old: original, new: text, changes: changes)
            #expect(diff.isEmpty == (original == text))
            if original != text {
                #expect(applyUnifiedDiff(diff, to: original) == text, "\(shown)\n\(diff)")
                // The coarse single region gives a diff that applies too.
                #expect(applyUnifiedDiff(UnifiedDiff.make(path: "F.swift", old: original, new: text), to: original) == text)
            }
        }
    }

    @Test func engineResultsCarryTheirChanges() {
        let engine = Engine(passes: [RenamePass(), WrapPass()], target: Availability(iOS: 17), jobs: 1)
        let source = Array("let x = a\nlet y = 1\nlet z = a + a\n".utf8)
        let result = engine.run([.init(path: "F.swift", bytes: source)])[0]
        #expect(result.changed)
        #expect(!result.textChanges.isEmpty)
        #expect(TextChange.reproduce(result.textChanges, old: result.original, new: result.output))
        let diff = UnifiedDiff.make(path: "F.swift", old: result.original, new: result.output, changes: result.textChanges)
        #expect(applyUnifiedDiff(diff, to: result.original) == result.output)
    }
}
