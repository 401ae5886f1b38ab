import MigratorSemantics
import SwiftCST

/// A replacement of bytes `start..<end` of a file's original text (insertions have
/// `start == end`). Passes make edits over tokens and nodes they matched, so the text
/// around them, trivia included, stays as it was.
public struct Edit: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var replacement: [UInt8]
    /// The pass that proposed the edit.
    public var pass: String
    /// The offset of the site the edit belongs to (edits of one rewrite share it), so
    /// summaries count rewritten sites, not byte ranges. Negative: part of a rewrite
    /// counted elsewhere (a key deleted for an accessor's conversion).
    public var site: Int
    /// Names of the project-wide change units the edit is part of (`observable:Model`,
    /// `entry:ThemeKey`, `identifiable:Item`, each prefixed with the pass): edits sharing a
    /// name, in any file, only make sense together, so `apply --interactive` offers them as
    /// one change and `apply --verify-build` keeps or backs them out as one. Empty: the
    /// edit's unit is its pass's edits in its file (`ChangeUnit`).
    public var units: [String] = []
    /// Text elsewhere in the file that the replacement copies (an Alert built in a helper,
    /// moved into its modifier): another pass's edits there wait a round, and then edit
    /// the copy as well as what is left of the original.
    public var reads: Range<Int>?

    public init(start: Int, end: Int, replacement: String, pass: String, site: Int? = nil, units: [String] = []) {
        self.start = start
        self.end = end
        self.replacement = Array(replacement.utf8)
        self.pass = pass
        self.site = site ?? start
        self.units = units
    }

    public init(start: Int, end: Int, replacementBytes: [UInt8], pass: String, site: Int? = nil, units: [String] = []) {
        self.start = start
        self.end = end
        self.replacement = replacementBytes
        self.pass = pass
        self.site = site ?? start
        self.units = units
    }

    /// Whether the edit changes or inserts inside `range`.
    public func touches(_ range: Range<Int>) -> Bool {
        if start == end { return start > range.lowerBound && start < range.upperBound }
        return start < range.upperBound && range.lowerBound < end
    }

    /// Whether the edit rewrites text around `range` and writes that text again (a rewrite
    /// that moves the site: `NavigationLink(destination: X)` → `NavigationLink { X }`), so
    /// what is at `range` is still there after it.
    public func carries(_ range: Range<Int>, of bytes: [UInt8]) -> Bool {
        guard !range.isEmpty, start <= range.lowerBound, end >= range.upperBound, start < range.lowerBound || end > range.upperBound,
              range.upperBound <= bytes.count, replacement.count >= range.count else { return false }
        let needle = bytes[range]
        let first = needle[needle.startIndex]
        func isNamePart(_ byte: UInt8) -> Bool { byte == 95 || byte >= 128 || (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) }
        // As code, not inside a string literal (`Text("Alert body")` carries no `Alert`), and
        // as a whole name.
        var inString = false
        var i = 0
        while i + needle.count <= replacement.count {
            let byte = replacement[i]
            if byte == 34 && (i == 0 || replacement[i - 1] != 92) { inString.toggle() }
            if !inString, byte == first, replacement[i..<(i + needle.count)].elementsEqual(needle),
               i == 0 || !isNamePart(replacement[i - 1]) || !isNamePart(first),
               i + needle.count == replacement.count || !isNamePart(replacement[i + needle.count]) || !isNamePart(needle[needle.endIndex - 1]) {
                return true
            }
            i += 1
        }
        return false
    }

    /// Edits overlap when their ranges share a byte, or both insert at the same offset.
    public func overlaps(_ other: Edit) -> Bool {
        if start == end && other.start == other.end { return start == other.start }
        return start < other.end && other.start < end || (start == end && start > other.start && start < other.end)
            || (other.start == other.end && other.start > start && other.start < end)
    }
}

/// Something a pass wants the user to know about a site: a rewrite it declined and why, or
/// advice where no rewrite exists.
public struct Finding: Sendable, Equatable {
    public var path: String
    public var offset: Int
    public var line: Int
    public var column: Int
    public var message: String
    public var pass: String
    /// Short, stable reason for summaries (`optional-color`, `unknown-type`, ...).
    public var reason: String
    /// True when the site was recognised and deliberately left unchanged.
    public var declined: Bool
    /// Bytes of the matched token(s): when another pass proposes an edit over them in the
    /// first round, the engine drops this finding (that pass migrates the site). Advice
    /// from data migrations sets it.
    public var yieldRange: Range<Int>?
    /// For a data migration's finding: the entry it reports (its qualified display,
    /// `View.accessibility(label:)`), so reports can name a rule per entry.
    public var entry: String?

    public init(path: String, offset: Int, line: Int, column: Int, message: String, pass: String, reason: String, declined: Bool) {
        self.path = path
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
        self.pass = pass
        self.reason = reason
        self.declined = declined
    }

    /// `path:line:col: warning: message [pass]`, the format Xcode and editors pick up.
    public var formatted: String { "\(path):\(line):\(column): warning: \(message) [\(pass)]" }
}

/// Applies non-overlapping edits (sorted by start) to bytes.
public func applyEdits(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var cursor = 0
    for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
        out.append(contentsOf: bytes[cursor..<edit.start])
        out.append(contentsOf: edit.replacement)
        cursor = edit.end
    }
    out.append(contentsOf: bytes[cursor...])
    return out
}

/// Edits placed so far, found by position: which of them a new edit overlaps (or, for
/// findings, touches), without comparing it with all of them (a file with 400,000 edits
/// made the engine's "does this edit overlap one already kept" quadratic). Each edit is
/// filed under every 512-byte bucket it covers (an insertion under the bucket of its offset),
/// so an edit is compared only with the edits near it, by the same `overlaps`/`touches`.
public struct EditPositions {
    static let bucketShift = 9
    /// `heads[b]`: the last entry filed under bucket `b` (-1: none); each entry names its
    /// edit and the entry filed under the same bucket before it. Flat arrays, not a
    /// dictionary of arrays: an edit is filed without hashing or an array per bucket.
    private var heads: [Int32] = []
    private var entryEdit: [Int32] = []
    private var entryNext: [Int32] = []
    public private(set) var edits: [Edit] = []
    /// Edits compared by `overlapsAny` so far (tests check that it stays proportional).
    private(set) var comparisons = 0

    public init() {}

    /// The edits, each filed by position.
    public init(_ edits: [Edit]) {
        for edit in edits { insert(edit) }
    }

    /// The buckets an edit's bytes (or its insertion point) fall in (offsets below 0, which
    /// no edit has, in the first).
    static func buckets(_ start: Int, _ end: Int) -> ClosedRange<Int> {
        (max(start, 0) >> bucketShift)...(max(end - 1, start, 0) >> bucketShift)
    }

    public mutating func insert(_ edit: Edit) {
        let index = Int32(edits.count)
        edits.append(edit)
        let buckets = Self.buckets(edit.start, edit.end)
        if heads.count <= buckets.upperBound {
            heads.append(contentsOf: repeatElement(-1, count: buckets.upperBound + 1 - heads.count))
        }
        for bucket in buckets {
            entryEdit.append(index)
            entryNext.append(heads[bucket])
            heads[bucket] = Int32(entryEdit.count - 1)
        }
    }

    /// Whether an edit in the buckets of `start..<end` satisfies `predicate` (an edit that
    /// spans several of them may be asked more than once).
    public func contains(near start: Int, _ end: Int, where predicate: (Edit) -> Bool) -> Bool {
        let buckets = Self.buckets(start, end)
        guard buckets.lowerBound < heads.count else { return false }
        for bucket in buckets.lowerBound...min(buckets.upperBound, heads.count - 1) {
            var entry = heads[bucket]
            while entry >= 0 {
                if predicate(edits[Int(entryEdit[Int(entry)])]) { return true }
                entry = entryNext[Int(entry)]
            }
        }
        return false
    }

    /// Whether some edit touches the range (`Edit.touches`): the same answer as asking each
    /// edit, from the edits near it.
    public func anyTouches(_ range: Range<Int>) -> Bool {
        contains(near: range.lowerBound, range.upperBound) { $0.touches(range) }
    }

    /// Whether `edit` overlaps an edit already placed (`Edit.overlaps`).
    mutating func overlapsAny(_ edit: Edit) -> Bool {
        var compared = 0
        defer { comparisons += compared }
        return contains(near: edit.start, edit.end) { placed in
            compared += 1
            return placed.overlaps(edit)
        }
    }
}
