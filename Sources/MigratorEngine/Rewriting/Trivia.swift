import Foundation
import MigratorSemantics
import SwiftCST

/// Comments in trivia, which an edit must not drop, and short forms of code for messages.
extension Rewriting {
    /// True when any token in `range` carries a comment in its trivia.
    static func hasComment(_ tree: SyntaxTree, tokens range: Range<Int>) -> Bool {
        for i in range where i < tree.tokens.count {
            let token = tree.tokens[i]
            if triviaHasComment(tree.bytes, Int(token.start), Int(token.textStart)) || triviaHasComment(tree.bytes, Int(token.textEnd), Int(token.end)) {
                return true
            }
        }
        return false
    }

    /// Whether the trivia within bytes `start..<end` holds a comment (which an edit over
    /// them would drop). Token text is not looked at, so `"https://..."` is not a comment.
    package static func containsComment(_ tree: SyntaxTree, _ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        // Tokens are contiguous: find the first one ending after `start`.
        var low = 0
        var high = tree.tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tree.tokens[mid].end) <= start { low = mid + 1 } else { high = mid }
        }
        for index in low..<tree.tokens.count {
            let token = tree.tokens[index]
            if Int(token.start) >= end { break }
            for (from, to) in [(Int(token.start), Int(token.textStart)), (Int(token.textEnd), Int(token.end))] {
                if triviaHasComment(tree.bytes, max(from, start), min(to, end)) { return true }
            }
        }
        return false
    }

    package static func triviaHasComment(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 2 else { return false }
        for i in start..<(end - 1) where bytes[i] == UInt8(ascii: "/") && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*")) {
            return true
        }
        return false
    }

    /// A short form of an expression for messages.
    package static func short(_ node: Node, _ tree: SyntaxTree) -> String {
        tree.quote(node, limit: 40)
    }

    /// The `///` lines directly above a declaration (trimmed), so a key's documentation can
    /// move onto the entry that replaces it.
    package static func docComment(of declaration: Node, _ tree: SyntaxTree) -> [String] {
        let token = tree.tokens[declaration.firstToken]
        let trivia = String(decoding: tree.bytes[Int(token.start)..<Int(token.textStart)], as: UTF8.self)
        var lines: [String] = []
        for line in trivia.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).reversed() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty && lines.isEmpty { continue }
            guard trimmed.hasPrefix("///") else { break }
            lines.insert(trimmed, at: 0)
        }
        return lines
    }

    /// Whether a comment sits directly above the declaration.
    package static func hasCommentAbove(_ declaration: Node, _ tree: SyntaxTree) -> Bool {
        let token = tree.tokens[declaration.firstToken]
        let trivia = String(decoding: tree.bytes[Int(token.start)..<Int(token.textStart)], as: UTF8.self)
        let lines = trivia.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        guard lines.count >= 2 else { return false }
        return lines[lines.count - 2].trimmingCharacters(in: .whitespaces).hasPrefix("//")
    }
}
