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
    /// What the edit belongs to across files, for passes that decide for the whole project
    /// (`observable`: the class family's root; `entry`: the key; `identifiable`: the type):
    /// all edits with a key form one change unit, which `apply --verify-build` keeps or backs
    /// out as a whole. Empty: the unit is the pass's edits in this file.
    public var unitKeys: [String] = []

    public init(start: Int, end: Int, replacement: String, pass: String, site: Int? = nil) {
        self.start = start
        self.end = end
        self.replacement = Array(replacement.utf8)
        self.pass = pass
        self.site = site ?? start
    }

    public init(start: Int, end: Int, replacementBytes: [UInt8], pass: String, site: Int? = nil) {
        self.start = start
        self.end = end
        self.replacement = replacementBytes
        self.pass = pass
        self.site = site ?? start
    }

    /// The edit in the change unit(s) `keys` (see `unitKeys`).
    public func inUnits(_ keys: [String]) -> Edit {
        var copy = self
        copy.unitKeys = keys
        return copy
    }

    /// Whether the edit changes or inserts inside `range`.
    public func touches(_ range: Range<Int>) -> Bool {
        if start == end { return start > range.lowerBound && start < range.upperBound }
        return start < range.upperBound && range.lowerBound < end
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

/// What `apply --verify-build` keeps or backs out as a whole: one pass's edits in one file,
/// or everything a project-wide pass does for one key (a class family, an environment key,
/// a type), in every file.
public struct ChangeUnit: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var pass: String
    /// The key of a project-wide unit; nil for a file's unit.
    public var key: String?
    /// The file of a file's unit; nil for a project-wide unit.
    public var path: String?

    public init(pass: String, key: String? = nil, path: String? = nil) {
        self.pass = pass
        self.key = key
        self.path = path
    }

    /// The units an edit in `path` belongs to.
    public static func of(_ edit: Edit, in path: String) -> [ChangeUnit] {
        edit.unitKeys.isEmpty ? [ChangeUnit(pass: edit.pass, path: path)] : edit.unitKeys.map { ChangeUnit(pass: edit.pass, key: $0) }
    }

    /// `observable 'Store'` or `foreground-style in Views/Row.swift`.
    public var description: String {
        if let key { return "\(pass) '\(key)'" }
        return "\(pass) in \(path ?? "?")"
    }

    public static func < (a: ChangeUnit, b: ChangeUnit) -> Bool {
        (a.pass, a.key ?? "", a.path ?? "") < (b.pass, b.key ?? "", b.path ?? "")
    }
}
