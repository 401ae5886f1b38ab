import Foundation
import MigratorSemantics
import SwiftCST

/// The bytes to delete to remove tokens (a modifier, a `#if` block) with their lines.
extension Rewriting {
    /// The bytes to delete to remove a modifier `.name(...)` from its chain. On a line of
    /// its own, the whole line goes, with the comment lines directly above it (they belong
    /// to it; a blank line ends them) and its trailing comment. When the chain continues
    /// on the same line, only `.name(...)` goes.
    package static func modifierDeletion(_ modifier: ModifierCall, _ tree: SyntaxTree) -> Range<Int>? {
        guard let dot = modifier.dotToken, modifier.base != nil || modifier.call.parent?.kind == .ifConfigClause else { return nil }
        return lineDeletion(from: dot, through: modifier.call.endToken - 1, tree)
    }

    /// The bytes to delete to remove tokens `first...last` (a modifier, a `#if` block):
    /// whole lines when they start a line and nothing follows on the last one, with the
    /// comment lines directly above (a blank line ends them) and the trailing comment;
    /// otherwise just their text.
    package static func lineDeletion(from first: Int, through lastToken: Int, _ tree: SyntaxTree) -> Range<Int> {
        let last = tree.tokens[lastToken]
        let firstToken = tree.tokens[first]
        let next = lastToken + 1 < tree.tokens.count ? tree.tokens[lastToken + 1] : nil
        let nextOnSameLine = next.map { !$0.isAtStartOfLine && $0.kind != .endOfFile } ?? false
        guard firstToken.isAtStartOfLine, !nextOnSameLine else {
            return Int(firstToken.textStart)..<Int(last.textEnd)
        }
        // Leading trivia of the first token: "\n  // a\n\n  // b\n    ". Keep up to the last blank line.
        let bytes = tree.bytes
        var start = Int(firstToken.start)
        var newlines: [Int] = []
        var i = start
        while i < Int(firstToken.textStart) {
            if bytes[i] == 10 { newlines.append(i) }
            i += 1
        }
        start = newlines.last ?? start
        if start > 0, bytes[start - 1] == 13 { start -= 1 }
        var k = newlines.count - 2
        while k >= 0 {
            let content = String(decoding: bytes[(newlines[k] + 1)..<newlines[k + 1]], as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\r"])
            if content.isEmpty { break }
            start = newlines[k]
            if start > 0, bytes[start - 1] == 13 { start -= 1 }
            k -= 1
        }
        return start..<Int(last.end)
    }
}
