import MigratorSemantics
import SwiftCST

/// One changed region between a file's original text and its migrated text: the bytes
/// `old` of the original became the bytes `new` of the output. The bytes around it are
/// the same in both.
public struct TextChange: Sendable, Equatable {
    public var old: Range<Int>
    public var new: Range<Int>

    public init(old: Range<Int>, new: Range<Int>) {
        self.old = old
        self.new = new
    }

    /// The one region from the first to the last differing byte of two texts (nothing when
    /// they are equal): exact and linear, but coarse. An engine result gives the precise
    /// list (`Engine.FileResult.textChanges`); this is for texts that have no edit list.
    public static func between(_ old: [UInt8], _ new: [UInt8]) -> [TextChange] {
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        if prefix == old.count && prefix == new.count { return [] }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        return [TextChange(old: prefix..<old.count - suffix, new: prefix..<new.count - suffix)]
    }

    /// Whether applying `changes` (sorted, disjoint) to `old` gives exactly `new`.
    public static func reproduce(_ changes: [TextChange], old: [UInt8], new: [UInt8]) -> Bool {
        var out: [UInt8] = []
        out.reserveCapacity(new.count)
        var cursor = 0
        for change in changes {
            guard change.old.lowerBound >= cursor, change.old.upperBound <= old.count,
                  change.new.upperBound <= new.count, change.new.lowerBound == out.count + (change.old.lowerBound - cursor)
            else { return false }
            out.append(contentsOf: old[cursor..<change.old.lowerBound])
            out.append(contentsOf: new[change.new])
            cursor = change.old.upperBound
        }
        out.append(contentsOf: old[cursor...])
        return out == new
    }
}

/// One round of edits (sorted, non-overlapping, offsets in that round's input), for moving
/// offsets back across it in logarithmic time: how `Engine.FileResult.changes` places later
/// rounds' edits over the original (which pass made which block). Built once per round, so
/// placing every edit of a file is O(edits · rounds · log edits), not quadratic.
struct RoundOffsets {
    private let starts: [Int]
    private let ends: [Int]
    /// Where each edit's replacement starts and ends in the round's output.
    private let newStarts: [Int]
    private let newEnds: [Int]
    /// Output minus input length of the edits before each one.
    private let deltas: [Int]
    private let total: Int

    init(_ edits: [Edit]) {
        var starts: [Int] = [], ends: [Int] = [], newStarts: [Int] = [], newEnds: [Int] = [], deltas: [Int] = []
        starts.reserveCapacity(edits.count)
        ends.reserveCapacity(edits.count)
        newStarts.reserveCapacity(edits.count)
        newEnds.reserveCapacity(edits.count)
        deltas.reserveCapacity(edits.count)
        var delta = 0
        for edit in edits {
            starts.append(edit.start)
            ends.append(edit.end)
            newStarts.append(edit.start + delta)
            newEnds.append(edit.start + delta + edit.replacement.count)
            deltas.append(delta)
            delta += edit.replacement.count - (edit.end - edit.start)
        }
        (self.starts, self.ends, self.newStarts, self.newEnds, self.deltas, total) = (starts, ends, newStarts, newEnds, deltas, delta)
    }

    /// The first index in `0..<count` where `isTrue` holds (`count` when nowhere); `isTrue`
    /// must hold for every index after the first it holds for.
    private func first(_ count: Int, where isTrue: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isTrue(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The offset before the round of `offset` after it. An offset inside a replacement
    /// maps to the replaced range's start (or, for an end, its end), so a mapped range
    /// covers everything the replacement came from.
    func originalOffset(_ offset: Int, isEnd: Bool) -> Int {
        // The first edit whose replacement ends after the offset (or at it, for an end).
        let i = first(newEnds.count) { offset < newEnds[$0] || (offset == newEnds[$0] && isEnd) }
        guard i < newEnds.count else { return offset - total }
        if offset < newStarts[i] || (offset == newStarts[i] && isEnd) { return offset - deltas[i] }
        if offset < newEnds[i] { return isEnd ? ends[i] : starts[i] }
        return ends[i]
    }
}

/// Composes the engine's rounds of edits (`Engine.FileResult.rounds`; each round's offsets
/// are in the previous round's output) into the changes between the first text and the
/// last: the one place rounds are composed, for both the diff (`FileResult.textChanges`)
/// and the change blocks of reviews and SARIF/GitHub rewrites (`ChangeHunks.blocks`), in
/// time and memory linear in the edits: the current text is a list of pieces, each a range
/// of the original or inserted bytes, and every round splits and replaces pieces in one
/// walk.
struct EditComposer {
    enum Piece {
        case original(Range<Int>)
        case inserted(ArraySlice<UInt8>)

        var count: Int {
            switch self {
            case .original(let range): range.count
            case .inserted(let bytes): bytes.count
            }
        }

        /// The part `from..<to` of the piece (offsets within the piece).
        func part(_ from: Int, _ to: Int) -> Piece {
            switch self {
            case .original(let range): .original(range.lowerBound + from..<range.lowerBound + to)
            case .inserted(let bytes): .inserted(bytes[bytes.startIndex + from..<bytes.startIndex + to])
            }
        }
    }

    private(set) var pieces: [Piece]

    init(originalCount: Int) {
        pieces = originalCount > 0 ? [.original(0..<originalCount)] : []
    }

    /// Applies one round of non-overlapping edits, with offsets in the current text.
    mutating func apply(_ edits: [Edit]) {
        guard !edits.isEmpty else { return }
        let pieces = self.pieces
        var result: [Piece] = []
        result.reserveCapacity(pieces.count + 2 * edits.count)
        var index = 0  // current piece
        var used = 0  // bytes of the current piece already consumed
        var cursor = 0  // offset in the current text
        func advance(to target: Int, keep: Bool) {
            while cursor < target && index < pieces.count {
                let piece = pieces[index]
                let take = min(piece.count - used, target - cursor)
                if keep { result.append(used == 0 && take == piece.count ? piece : piece.part(used, used + take)) }
                cursor += take
                used += take
                if used == piece.count {
                    index += 1
                    used = 0
                }
            }
        }
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            advance(to: edit.start, keep: true)
            if !edit.replacement.isEmpty { result.append(.inserted(edit.replacement[...])) }
            advance(to: edit.end, keep: false)
            // Where the edit ends at an original offset, an empty original piece marks it,
            // so the next edit's region starts there instead of running on from this one's
            // (two edits on adjacent lines stay two regions).
            if index < pieces.count, case .original(let range) = pieces[index] {
                let offset = range.lowerBound + used
                result.append(.original(offset..<offset))
            }
        }
        advance(to: Int.max, keep: true)
        self.pieces = result
    }

    /// The changed regions as the edits made them (sorted, disjoint, possibly touching,
    /// bytes rewritten to themselves included); applying them to the original gives the
    /// output.
    func regions(originalCount: Int) -> [TextChange] {
        var raw: [TextChange] = []
        var oldPosition = 0  // end of the last original piece
        var newPosition = 0
        var newAtOldPosition = 0  // output offset where that piece ended
        for piece in pieces {
            switch piece {
            case .original(let range):
                if range.lowerBound != oldPosition || newPosition != newAtOldPosition {
                    raw.append(TextChange(old: oldPosition..<range.lowerBound, new: newAtOldPosition..<newPosition))
                }
                oldPosition = range.upperBound
                newPosition += range.count
                newAtOldPosition = newPosition
            case .inserted(let bytes):
                newPosition += bytes.count
            }
        }
        if oldPosition != originalCount || newPosition != newAtOldPosition {
            raw.append(TextChange(old: oldPosition..<originalCount, new: newAtOldPosition..<newPosition))
        }
        return raw
    }

    /// The changed regions, trimmed of bytes equal on both sides; applying them to
    /// `original` gives `output`.
    func changes(original: [UInt8], output: [UInt8]) -> [TextChange] {
        let raw = regions(originalCount: original.count)
        // An edit may rewrite bytes to themselves (a pass replacing a whole call of which one
        // token changes): trim each region to the bytes that differ.
        var result: [TextChange] = []
        result.reserveCapacity(raw.count)
        for change in raw {
            var old = change.old
            var new = change.new
            while !old.isEmpty && !new.isEmpty && original[old.lowerBound] == output[new.lowerBound] {
                old = old.lowerBound + 1..<old.upperBound
                new = new.lowerBound + 1..<new.upperBound
            }
            while !old.isEmpty && !new.isEmpty && original[old.upperBound - 1] == output[new.upperBound - 1] {
                old = old.lowerBound..<old.upperBound - 1
                new = new.lowerBound..<new.upperBound - 1
            }
            if !old.isEmpty || !new.isEmpty { result.append(TextChange(old: old, new: new)) }
        }
        return result
    }
}
