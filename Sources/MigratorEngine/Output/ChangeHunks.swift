import MigratorSemantics
import SwiftCST

/// Whole original lines that the engine's edits replace, with the output text replacing
/// them and the passes whose edits fall there: what SARIF and GitHub annotations report as
/// a rewrite, and what `apply --interactive` offers. Blocks are made from the edits
/// themselves (not from a line diff, whose alignment may slide an insertion away from the
/// edit that made it), so each edit is in exactly one block and applying any set of
/// blocks is an exact splice.
public struct ChangeBlock: Sendable {
    /// The original bytes replaced: whole lines (empty for an insertion at the very end).
    public var oldRange: Range<Int>
    /// The output bytes that replace them.
    public var newRange: Range<Int>
    /// 1-based first original line (one past the last line for an insertion at the end).
    public var oldLine: Int
    public var oldLineCount: Int
    /// 1-based line of the output where the new text starts.
    public var newLine: Int
    public var newLineCount: Int
    /// Pass names in run order.
    public var passes: [String]
    /// Indices into the file result's `changes`.
    public var changes: [Int]
}

/// Blocks of a result, groups of blocks that only make sense together, and applying some
/// of them.
public enum ChangeHunks {
    /// The blocks of one file's changes, in file order.
    ///
    /// The byte ranges come from composing the rounds (`EditComposer`, the same
    /// composition a diff is made from): each composed region widened to whole lines, and
    /// regions sharing a line merged, so applying any set of blocks is an exact splice.
    /// Each applied edit (`FileResult.changes`, placed over the original) is then assigned
    /// to the one block its range falls in, which names the block's passes, sites and
    /// units. Linear in the file, and O(log) per edit.
    public static func blocks(of result: Engine.FileResult, passOrder: [String] = []) -> [ChangeBlock] {
        guard result.changed else { return [] }
        let original = result.original
        let output = result.output
        var composer = EditComposer(originalCount: original.count)
        for round in result.rounds { composer.apply(round) }
        // Without rounds (a review kept some changes) the differing bytes are one region.
        let regions = result.rounds.isEmpty ? TextChange.between(original, output) : composer.regions(originalCount: original.count)
        let oldStarts = lineStartOffsets(original)
        var merged: [(old: Range<Int>, new: Range<Int>)] = []
        for region in regions {
            let first = line(of: region.old.lowerBound, oldStarts)
            let last = line(of: max(region.old.lowerBound, region.old.upperBound - 1), oldStarts)
            let start = min(oldStarts[first - 1], original.count)
            let end = max(start, last < oldStarts.count ? oldStarts[last] : original.count)
            // The bytes between a region and its lines' ends are the same in both texts.
            let new = region.new.lowerBound - (region.old.lowerBound - start)..<region.new.upperBound + (end - region.old.upperBound)
            if let previous = merged.last, start < previous.old.upperBound || (start == end && previous.old.isEmpty && start == previous.old.upperBound) {
                // Regions come in order, so this one's lines end where the block now ends,
                // and only its own end in the new text accounts for every region before it.
                merged[merged.count - 1] = (previous.old.lowerBound..<end, previous.new.lowerBound..<new.upperBound)
            } else {
                merged.append((start..<end, new))
            }
        }
        // Each applied edit goes to the block its start falls in (an edit at a block's end
        // that no block holds, to the block before it).
        let changes = result.changes
        var owned: [[Int]] = Array(repeating: [], count: merged.count)
        if !merged.isEmpty {
            for (index, change) in changes.enumerated() {
                var low = 0
                var high = merged.count - 1
                while low < high {  // the first block ending after the change's start
                    let middle = (low + high) / 2
                    if merged[middle].old.upperBound > change.start { high = middle } else { low = middle + 1 }
                }
                // An insertion at the start of an empty block at the end of the file.
                if merged[low].old.upperBound <= change.start, low + 1 < merged.count { low += 1 }
                owned[low].append(index)
            }
        }
        let newStarts = lineStartOffsets(output)
        var blocks: [ChangeBlock] = []
        for (item, changeIndices) in zip(merged, owned) {
            // Edits that cancel out change nothing to offer.
            if original[item.old].elementsEqual(output[item.new]) { continue }
            let names = Set(changeIndices.map { changes[$0].pass })
            blocks.append(ChangeBlock(
                oldRange: item.old, newRange: item.new,
                oldLine: line(of: item.old.lowerBound, oldStarts), oldLineCount: lineCount(original[item.old]),
                newLine: line(of: item.new.lowerBound, newStarts), newLineCount: lineCount(output[item.new]),
                passes: ordered(names, by: passOrder), changes: changeIndices))
        }
        return blocks
    }

    /// The changed regions of a result for a diff (`FileResult.textChanges`): the rounds
    /// composed (`EditComposer`, as for the blocks), each region trimmed of the bytes equal
    /// at both ends. A result whose rounds no longer describe its output (a review kept
    /// some changes) gives one region over the differing bytes.
    public static func textChanges(of result: Engine.FileResult) -> [TextChange] {
        guard result.changed else { return [] }
        guard !result.rounds.isEmpty else { return TextChange.between(result.original, result.output) }
        var composer = EditComposer(originalCount: result.original.count)
        for round in result.rounds { composer.apply(round) }
        return composer.changes(original: result.original, output: result.output)
    }

    /// Names sorted by their position in `order` (unknown names last, alphabetically).
    static func ordered(_ names: Set<String>, by order: [String]) -> [String] {
        names.sorted { a, b in
            let i = order.firstIndex(of: a) ?? Int.max
            let j = order.firstIndex(of: b) ?? Int.max
            return i != j ? i < j : a < b
        }
    }

    /// The byte offset of each line's start; a final entry past a trailing newline.
    public static func lineStartOffsets(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == 10 { starts.append(i + 1) }
        return starts
    }

    /// The 1-based line of a byte offset.
    public static func line(of offset: Int, _ starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    static func lineCount(_ bytes: ArraySlice<UInt8>) -> Int {
        guard let last = bytes.last else { return 0 }
        return bytes.filter { $0 == 10 }.count + (last == 10 ? 0 : 1)
    }

    /// A change offered as one: blocks of one or more files that are taken or left together.
    public struct Group: Sendable {
        /// (index into the results, index into that file's blocks), in file then block order.
        public var parts: [(file: Int, block: Int)]
        public var passes: [String]
        /// The project-wide change units it carries, sorted.
        public var units: [ChangeUnit]
    }

    /// Groups the blocks of every file into what a review offers as one change: the blocks
    /// of the edits of one site (`Edit.site`); every block of a project-wide change unit
    /// (`ChangeUnit`: a class family, an entry key, a type's conformance), in any file; and
    /// every block of a file's change unit (one pass in one file) that has supporting edits
    /// without a site, since its sites cannot be taken without them. Otherwise a file's unit
    /// is offered site by site. Groups come in the order of their first block.
    public static func groups(_ results: [Engine.FileResult], blocks: [[ChangeBlock]], passOrder: [String] = []) -> [Group] {
        var nodes: [(file: Int, block: Int)] = []
        var nodeIndex: [[Int]] = []
        for (f, fileBlocks) in blocks.enumerated() {
            nodeIndex.append(fileBlocks.indices.map { b in nodes.append((f, b)); return nodes.count - 1 })
        }
        var sets = UnionFind(count: nodes.count)
        var byProjectUnit: [ChangeUnit: Int] = [:]
        // `changes` is computed from the rounds: once per file.
        let changesOfFile = results.map(\.changes)
        for (f, fileBlocks) in blocks.enumerated() {
            let changes = changesOfFile[f]
            let path = results[f].path
            var bySite: [String: Int] = [:]
            var byFileUnit: [ChangeUnit: [Int]] = [:]
            var supported: Set<ChangeUnit> = []
            for (b, block) in fileBlocks.enumerated() {
                let node = nodeIndex[f][b]
                for c in block.changes {
                    let change = changes[c]
                    for unit in ChangeUnit.of(change, in: path) {
                        if unit.isProjectWide {
                            if let seen = byProjectUnit[unit] { sets.union(seen, node) } else { byProjectUnit[unit] = node }
                        } else {
                            byFileUnit[unit, default: []].append(node)
                            if change.site < 0 { supported.insert(unit) }
                        }
                    }
                    if change.site >= 0 {
                        let key = "\(change.pass)\u{0}\(change.site)"
                        if let seen = bySite[key] { sets.union(seen, node) } else { bySite[key] = node }
                    }
                }
            }
            for unit in supported {
                let unitNodes = byFileUnit[unit] ?? []
                for other in unitNodes.dropFirst() { sets.union(unitNodes[0], other) }
            }
        }
        var members: [Int: [Int]] = [:]
        for n in nodes.indices { members[sets.find(n), default: []].append(n) }
        return members.keys.sorted().map { root in
            let parts = members[root]!.sorted().map { nodes[$0] }
            let passes = Set(parts.flatMap { blocks[$0.file][$0.block].passes })
            let units = Set(parts.flatMap { part in
                blocks[part.file][part.block].changes.flatMap { ChangeUnit.of(changesOfFile[part.file][$0], in: results[part.file].path) }
            }).filter(\.isProjectWide)
            return Group(parts: parts, passes: ordered(passes, by: passOrder), units: units.sorted())
        }
    }

    /// The original with the chosen blocks (indices into `blocks`) replaced by their output
    /// text, and the others kept.
    public static func apply(_ blocks: [ChangeBlock], chosen: Set<Int>, original: [UInt8], output: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(max(original.count, output.count))
        var cursor = 0
        for (i, block) in blocks.enumerated().sorted(by: { $0.element.oldRange.lowerBound < $1.element.oldRange.lowerBound }) {
            result += original[cursor..<block.oldRange.lowerBound]
            result += chosen.contains(i) ? output[block.newRange] : original[block.oldRange]
            cursor = block.oldRange.upperBound
        }
        result += original[cursor...]
        return result
    }

    /// Consecutive blocks of a file (`range` of indices into `blocks`) as one diff hunk for
    /// showing: `context` original lines around them and the original lines between them,
    /// never reaching into the neighbouring blocks, with new-side line numbers as a diff of
    /// the whole file would give them.
    public static func hunk(of range: ClosedRange<Int>, in blocks: [ChangeBlock], original: [UInt8], output: [UInt8], context: Int = 3) -> UnifiedDiff.Hunk {
        let first = blocks[range.lowerBound]
        let last = blocks[range.upperBound]
        let oldLines = UnifiedDiff.lines(original)
        func text(_ i: Int) -> (prefix: Character, text: String) { (" ", String(decoding: oldLines[i], as: UTF8.self)) }
        let previousEnd = range.lowerBound > 0 ? blocks[range.lowerBound - 1].oldLine - 1 + blocks[range.lowerBound - 1].oldLineCount : 0
        let nextStart = range.upperBound + 1 < blocks.count ? blocks[range.upperBound + 1].oldLine - 1 : oldLines.count
        let before = max(previousEnd, first.oldLine - 1 - context)..<min(oldLines.count, first.oldLine - 1)
        let afterStart = last.oldLine - 1 + last.oldLineCount
        let after = min(oldLines.count, afterStart)..<min(nextStart, oldLines.count, afterStart + context)
        var lines = before.map(text)
        var oldCount = before.count + after.count
        var newCount = oldCount
        for i in range {
            let block = blocks[i]
            if i > range.lowerBound {
                let gap = (blocks[i - 1].oldLine - 1 + blocks[i - 1].oldLineCount)..<(block.oldLine - 1)
                lines += gap.map(text)
                oldCount += gap.count
                newCount += gap.count
            }
            for hunk in UnifiedDiff.hunks(old: Array(original[block.oldRange]), new: Array(output[block.newRange]), context: Int.max / 4) {
                lines += hunk.lines
            }
            oldCount += block.oldLineCount
            newCount += block.newLineCount
        }
        lines += after.map(text)
        let oldStart = oldCount == 0 ? first.oldLine - 1 : first.oldLine - before.count
        let newStart = newCount == 0 ? first.newLine - 1 : first.newLine - before.count
        return UnifiedDiff.Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: lines)
    }
}
