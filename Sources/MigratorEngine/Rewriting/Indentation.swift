import Foundation
import MigratorSemantics
import SwiftCST

/// The file's indentation unit, a line's indentation, and re-indenting moved code.
extension Rewriting {
    /// `indentationUnit` of a tree's bytes, worked out once per tree (passes ask per site).
    package static func indentationUnit(_ tree: SyntaxTree) -> String {
        tree.derived("Rewriting.indentationUnit") { indentationUnit(tree.bytes) }
    }

    /// The file's indentation unit: a tab when most indented lines start with one,
    /// otherwise the most common step between the indentation of consecutive lines (2, 3,
    /// 4 or 8 spaces); four spaces when the file tells nothing.
    package static func indentationUnit(_ bytes: [UInt8]) -> String {
        var tabLines = 0
        var spaceLines = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        var i = 0
        let n = bytes.count
        while i < n {
            var width = 0
            var firstIsTab = false
            var j = i
            while j < n, bytes[j] == 32 || bytes[j] == 9 {
                if j == i { firstIsTab = bytes[j] == 9 }
                width += 1
                j += 1
            }
            let blank = j >= n || bytes[j] == 10 || bytes[j] == 13
            if !blank {
                if width > 0 {
                    if firstIsTab { tabLines += 1 } else { spaceLines += 1 }
                }
                if !firstIsTab && width > previous { steps[width - previous, default: 0] += 1 }
                previous = firstIsTab ? previous : width
            }
            while j < n, bytes[j] != 10 { j += 1 }
            i = j + 1
        }
        if tabLines > spaceLines { return "\t" }
        let candidates = [2, 3, 4, 8].filter { (steps[$0] ?? 0) > 0 }
        guard let best = candidates.max(by: { (steps[$0] ?? 0, $1) < (steps[$1] ?? 0, $0) }) else { return "    " }
        return String(repeating: " ", count: best)
    }

    /// The whitespace at the start of the line containing `offset`.
    package static func lineIndentation(_ bytes: [UInt8], at offset: Int) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Text whose first line goes where the original started, with every later line
    /// moved from `oldBase` to `newBase` (the indentation of the lines the text started
    /// on and goes to). Lines that do not start with `oldBase` (blank lines, or a
    /// multi-line string's contents, which must not move) keep theirs; nil when such a
    /// line has content, since re-indenting around it could change a string. With
    /// `requireBase`, that holds even when the bases are equal (nothing moves), so a text
    /// whose lines are not indented under its first line gives nil.
    package static func reindent(_ text: String, from oldBase: String, to newBase: String, requireBase: Bool = false,
                                 keepingColumnZero: Bool = false) -> String? {
        guard oldBase != newBase || requireBase else { return text }
        // Bytes, not Characters: "\r\n" is one Character and would hide the line break.
        let old = Array(oldBase.utf8)
        var lines = Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        for i in lines.indices.dropFirst() {
            let line = lines[i]
            if line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) {
                // A blank line the editor indented to the block's level moves with the block.
                if !old.isEmpty, line.starts(with: old) { lines[i] = Array(newBase.utf8) + line.dropFirst(old.count) }
                continue
            }
            // `#if DEBUG` or a commented-out line written at column 0 stays there.
            if keepingColumnZero, line.first == UInt8(ascii: "#") || line.starts(with: Array("//".utf8)) { continue }
            guard line.starts(with: old) else { return nil }
            lines[i] = Array(newBase.utf8) + line.dropFirst(old.count)
        }
        return String(decoding: Array(lines.joined(separator: [10])), as: UTF8.self)
    }

    /// The indentation a moved expression's lines are relative to: its first line's when it
    /// starts a line; else its closing line's when it ends with a token that starts a line (`}` of a block: the block's own level,
    /// even when the opening line is indented further), else its first line's.
    ///
    /// An expression that starts in the middle of a line and continues on lines indented
    /// deeper than one level below that line (`footer: Text("Foot")` with `.font(.caption)`
    /// aligned under it, 12 columns further) is relative to one level above its shallowest
    /// continuation line: its continuation stays one level below its first line when moved.
    package static func baseIndentation(of node: Node, _ tree: SyntaxTree) -> String {
        let last = node.endToken - 1
        // An expression that starts its own line is relative to that line, whatever column
        // its closing brace was left at.
        if node.firstToken < tree.tokens.count, tree.tokens[node.firstToken].isAtStartOfLine {
            return lineIndentation(tree.bytes, at: tree.startOffset(of: node))
        }
        if last > node.firstToken, last < tree.tokens.count, tree.tokens[last].isAtStartOfLine,
           !closesOnALaterLine(last, of: node, tree) {
            return lineIndentation(tree.bytes, at: Int(tree.tokens[last].textStart))
        }
        let start = tree.startOffset(of: node)
        let line = lineIndentation(tree.bytes, at: start)
        guard !tree.tokens[node.firstToken].isAtStartOfLine else { return line }
        var shallowest: String?
        for index in node.firstToken..<min(node.endToken, tree.tokens.count) where index > node.firstToken && tree.tokens[index].isAtStartOfLine {
            let indentation = lineIndentation(tree.bytes, at: Int(tree.tokens[index].textStart))
            if shallowest.map({ indentation.utf8.count < $0.utf8.count }) ?? true { shallowest = indentation }
        }
        let unit = indentationUnit(tree)
        guard let shallowest, shallowest.hasPrefix(line), shallowest.utf8.count > line.utf8.count + unit.utf8.count,
              shallowest.hasSuffix(unit) else { return line }
        return String(shallowest.dropLast(unit.count))
    }

    /// Whether the `}` at `last` closes a brace opened on a continuation line of the node
    /// (`config.button` then `.accessibilityAction {` on the next line): that brace's line,
    /// not the node's first, is what it lines up with.
    static func closesOnALaterLine(_ last: Int, of node: Node, _ tree: SyntaxTree) -> Bool {
        guard tree.tokens[last].kind == .rightBrace else { return false }
        var depth = 0
        var index = last
        while index >= node.firstToken {
            switch tree.tokens[index].kind {
            case .rightBrace: depth += 1
            case .leftBrace:
                depth -= 1
                if depth == 0 {
                    return ((node.firstToken + 1)..<(index + 1)).contains { tree.tokens[$0].isAtStartOfLine }
                }
            default: break
            }
            index -= 1
        }
        return false
    }

    /// The whitespace before a declaration on its line.
    package static func whitespaceBefore(_ declaration: Node, _ tree: SyntaxTree) -> String {
        let start = tree.startOffset(of: declaration)
        var i = start
        while i > 0 && (tree.bytes[i - 1] == 32 || tree.bytes[i - 1] == 9) { i -= 1 }
        return String(decoding: tree.bytes[i..<start], as: UTF8.self)
    }
}

extension Rewriting {
    /// The edits that keep continuation lines aligned when a rename before them on the
    /// first line makes it `delta` characters shorter: `StateObject(wrappedValue: M(a: a,`
    /// becoming `State(initialValue: M(a: a,` moves what the next lines align with 6 columns
    /// left. Each line that starts inside `range` (after its first line) and is indented
    /// with spaces to `column` or further loses `delta` of them; a line indented less is
    /// aligned with something before the rename and stays.
    package static func alignmentEdits(in range: Range<Int>, from column: Int, shorterBy delta: Int, _ bytes: [UInt8],
                                       pass: String, site: Int) -> [Edit] {
        guard delta > 0 else { return [] }
        var edits: [Edit] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard bytes[i] == 10 else { i += 1; continue }
            var j = i + 1
            while j < bytes.count, bytes[j] == 32 { j += 1 }
            let width = j - (i + 1)
            if j < range.upperBound, j < bytes.count, bytes[j] != 10, bytes[j] != 13, bytes[j] != 9, width >= column, width >= delta {
                edits.append(Edit(start: i + 1, end: i + 1 + delta, replacement: "", pass: pass, site: site))
            }
            i = j
        }
        return edits
    }

    /// Lines aligned with something inside a moved expression's first line (indented with spaces
    /// beyond its column: `size:` under `path:` of a call on the first line) move with that
    /// line from column `old` to `new`; the others (modifiers, closing brackets) keep what
    /// `reindent` gave them.
    package static func keepingAlignment(_ body: String, original: [UInt8], from old: Int, to new: Int) -> String {
        let originalLines = original.split(separator: 10, omittingEmptySubsequences: false)
        var lines = Array(body.utf8).split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        guard originalLines.count == lines.count else { return body }
        for i in lines.indices.dropFirst() {
            let line = originalLines[i]
            let spaces = line.prefix { $0 == 32 }.count
            guard spaces < line.count, !Array("\t\r".utf8).contains(line[line.startIndex + spaces]) else { continue }
            // A line indented to the first line's column or less starts the block's own lines:
            // what follows is indented by the block (`+ 1` under `height =` in a closure), and
            // aligned with nothing on the first line.
            if spaces <= old { break }
            // A modifier (`.padding(4)`) or a closing bracket continues the expression, not
            // an argument list on the first line: it keeps the block's indentation.
            guard !Array(".)]}".utf8).contains(line[line.startIndex + spaces]) else { continue }
            lines[i] = Array(repeating: 32, count: spaces - old + new) + line.dropFirst(spaces)
        }
        return String(decoding: Array(lines.joined(separator: [10])), as: UTF8.self)
    }
}
