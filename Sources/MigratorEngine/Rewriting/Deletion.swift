import Foundation
import MigratorSemantics
import SwiftCST

/// What a deletion takes around the tokens it removes. The passes delete with one helper,
/// `Rewriting.deletion`; where they need different surroundings, the policy says so. The
/// byte ranges matter beyond the output text: a change block (what SARIF, GitHub
/// annotations and `--interactive` show) is made of the lines an edit touches, and an edit
/// that reaches the line break before its lines overlaps an edit on the line above.
package struct DeletionPolicy: Sendable {
    /// Which lines go.
    package enum Lines: Sendable {
        /// The tokens' whole lines when they stand alone on them (the first token starts a
        /// line and nothing follows the last one on its line), with the line break before
        /// them: the range ends where the last line ends. Otherwise just their text.
        case whenAlone
        /// Always the whole lines the tokens are on, from the first line's start through
        /// the line break after the last line.
        case always
    }

    /// Which comment lines directly above the first token go with it (within its leading
    /// trivia; a blank line ends them).
    package enum Comments: Sendable {
        case none
        /// Every non-blank line.
        case all
        /// Lines that start with `//`, `/*` or `*`; the first line that does not ends them.
        case marked
    }

    /// Which blank line goes with the lines, so no double gap is left.
    package enum BlankLine: Sendable {
        case keep
        /// The blank line after the lines, when the line before them is blank or opens a
        /// block (ends with `{`).
        case afterWhenBeforeIsBlankOrOpens
        /// The blank line after the lines; or else the blank line before them, when the
        /// line after them closes what encloses them (`}`, `#endif`, `#else`) or the file
        /// ends.
        case afterElseBeforeClosing
    }

    package var lines: Lines
    package var comments: Comments
    package var blankLine: BlankLine

    package init(lines: Lines, comments: Comments, blankLine: BlankLine) {
        self.lines = lines
        self.comments = comments
        self.blankLine = blankLine
    }

    /// A modifier `.name(...)` or a `#if` block in a chain: its line when it stands alone,
    /// with the comments above it; otherwise just its text.
    package static let modifier = DeletionPolicy(lines: .whenAlone, comments: .all, blankLine: .keep)
    /// A member declaration of a type (a property): as `modifier`, and the blank line after
    /// it when the line before is blank or opens the type.
    package static let member = DeletionPolicy(lines: .whenAlone, comments: .all, blankLine: .afterWhenBeforeIsBlankOrOpens)
    /// A whole declaration (a key struct, an extension, a property that goes with its
    /// documentation): its lines with the comment lines above, and one blank line that set
    /// it apart.
    package static let declaration = DeletionPolicy(lines: .always, comments: .marked, blankLine: .afterElseBeforeClosing)
    /// The declaration's lines and nothing else (an `import`).
    package static let lines = DeletionPolicy(lines: .always, comments: .none, blankLine: .keep)
}

extension Rewriting {
    /// The bytes to delete to remove tokens `first...last` under `policy`.
    package static func deletion(from first: Int, through last: Int, in tree: SyntaxTree, _ policy: DeletionPolicy) -> Range<Int> {
        let bytes = tree.bytes
        let firstToken = tree.tokens[first]
        let lastToken = tree.tokens[last]
        var start: Int
        var end: Int
        switch policy.lines {
        case .whenAlone:
            let next = last + 1 < tree.tokens.count ? tree.tokens[last + 1] : nil
            let nextOnSameLine = next.map { !$0.isAtStartOfLine && $0.kind != .endOfFile } ?? false
            guard firstToken.isAtStartOfLine, !nextOnSameLine else {
                start = Int(firstToken.textStart)
                end = Int(lastToken.textEnd)
                break
            }
            // Leading trivia of the first token: "\n  // a\n\n  // b\n    ". From the line
            // break before its line, back over the attached comment lines.
            var newlines: [Int] = []
            var i = Int(firstToken.start)
            while i < Int(firstToken.textStart) {
                if bytes[i] == 10 { newlines.append(i) }
                i += 1
            }
            start = newlines.last ?? Int(firstToken.start)
            if start > 0, bytes[start - 1] == 13 { start -= 1 }
            var k = newlines.count - 2
            while k >= 0 {
                let content = String(decoding: bytes[(newlines[k] + 1)..<newlines[k + 1]], as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\r"])
                if !isAttachedComment(content, policy.comments) { break }
                start = newlines[k]
                if start > 0, bytes[start - 1] == 13 { start -= 1 }
                k -= 1
            }
            end = Int(lastToken.end)
        case .always:
            start = lineStart(Int(firstToken.textStart), bytes)
            let triviaStart = Int(firstToken.start)
            while start > triviaStart {
                let previous = lineStart(start - 1, bytes)
                let line = String(decoding: bytes[previous..<start], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                guard isAttachedComment(line, policy.comments) else { break }
                start = previous
            }
            end = nextLine(Int(lastToken.textEnd), bytes)
        }
        switch policy.blankLine {
        case .keep:
            break
        case .afterWhenBeforeIsBlankOrOpens:
            end = blankLineEnd(after: start..<end, bytes) ?? end
        case .afterElseBeforeClosing:
            let blankBefore = start > 0 && isBlank(lineStart(start - 1, bytes), start, bytes)
            let afterEnd = nextLine(end, bytes)
            let blankAfter = end < bytes.count && isBlank(end, afterEnd, bytes)
            if blankAfter {
                end = afterEnd
                // Blank lines on both sides leave as many as the wider side had: one more
                // after goes for each further blank line before.
                if blankBefore {
                    var before = lineStart(start - 1, bytes)
                    while before > 0, isBlank(lineStart(before - 1, bytes), before, bytes),
                          end < bytes.count, isBlank(end, nextLine(end, bytes), bytes) {
                        before = lineStart(before - 1, bytes)
                        end = nextLine(end, bytes)
                    }
                }
            } else if blankBefore && (end >= bytes.count || isClosingLine(end, bytes)) {
                start = lineStart(start - 1, bytes)
            }
        }
        return start..<end
    }

    /// Where a blank line after deleted lines ends, when the line before them is blank or
    /// ends with `{` (so the deletion would leave two blank lines, or one after `{`); nil
    /// otherwise. For deletions that together remove the first lines of a block, ask with
    /// their joined range.
    package static func blankLineEnd(after range: Range<Int>, _ bytes: [UInt8]) -> Int? {
        let start = range.lowerBound
        let end = range.upperBound
        // A blank line after the deleted lines: `\n[ \t]*` up to the next line break.
        guard end < bytes.count, bytes[end] == 10 || bytes[end] == 13 else { return nil }
        var next = end + (bytes[end] == 13 && end + 1 < bytes.count && bytes[end + 1] == 10 ? 2 : 1)
        while next < bytes.count, bytes[next] == 32 || bytes[next] == 9 { next += 1 }
        guard next < bytes.count, bytes[next] == 10 || bytes[next] == 13 else { return nil }
        // The line before the deleted range: blank, or ending with `{`.
        var before = start
        while before > 0, bytes[before - 1] == 32 || bytes[before - 1] == 9 || bytes[before - 1] == 13 { before -= 1 }
        return before == 0 || bytes[before - 1] == 10 || bytes[before - 1] == UInt8(ascii: "{") ? next : nil
    }

    /// The bytes to delete to remove a node (its first through its last token).
    package static func deletion(of node: Node, in tree: SyntaxTree, _ policy: DeletionPolicy) -> Range<Int> {
        deletion(from: node.firstToken, through: node.endToken - 1, in: tree, policy)
    }

    /// The bytes to delete to remove a modifier `.name(...)` from its chain (`modifier`
    /// policy); nil for a call that is not a modifier in a chain.
    package static func modifierDeletion(_ modifier: ModifierCall, _ tree: SyntaxTree) -> Range<Int>? {
        guard let dot = modifier.dotToken, modifier.base != nil || modifier.call.parent?.kind == .ifConfigClause else { return nil }
        return deletion(from: dot, through: modifier.call.endToken - 1, in: tree, .modifier)
    }

    /// Whether deleted bytes hold a `MARK`, `TODO` or `FIXME` comment, which belongs to more
    /// than the code deleted under it.
    package static func holdsSectionComment(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
        let removed = String(decoding: tree.bytes[range], as: UTF8.self)
        return ["MARK", "TODO", "FIXME"].contains { removed.contains("// " + $0) || removed.contains("//" + $0) }
    }

    private static func isAttachedComment(_ line: String, _ comments: DeletionPolicy.Comments) -> Bool {
        switch comments {
        case .none: return false
        case .all: return !line.isEmpty
        case .marked: return line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*")
        }
    }

    /// The start of the line holding `offset`.
    private static func lineStart(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var i = offset
        while i > 0 && bytes[i - 1] != 10 && bytes[i - 1] != 13 { i -= 1 }
        return i
    }

    /// The start of the line after the one holding `offset` (past its line break).
    private static func nextLine(_ offset: Int, _ bytes: [UInt8]) -> Int {
        var i = offset
        while i < bytes.count && bytes[i] != 10 && bytes[i] != 13 { i += 1 }
        if i < bytes.count && bytes[i] == 13 { i += 1 }
        if i < bytes.count && bytes[i] == 10 { i += 1 }
        return i
    }

    private static func isBlank(_ start: Int, _ end: Int, _ bytes: [UInt8]) -> Bool {
        (start..<end).allSatisfy { bytes[$0] == 32 || bytes[$0] == 9 || bytes[$0] == 10 || bytes[$0] == 13 }
    }

    /// Whether the line at `offset` closes what encloses it (`}`, `#endif`, `#else`).
    private static func isClosingLine(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        var i = offset
        while i < bytes.count && (bytes[i] == 32 || bytes[i] == 9) { i += 1 }
        guard i < bytes.count else { return true }
        if bytes[i] == UInt8(ascii: "}") { return true }
        let rest = String(decoding: bytes[i..<min(bytes.count, i + 7)], as: UTF8.self)
        return rest.hasPrefix("#endif") || rest.hasPrefix("#else")
    }
}
