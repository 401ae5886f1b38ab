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

    /// The comments inside a node (not the trivia before its first token), each trimmed, in
    /// order: what a rewrite that replaces the node with new text would otherwise drop. A
    /// comment after the last token on its line counts when `trailing` (the rewrite takes
    /// that line whole).
    package static func commentsInside(_ node: Node, _ tree: SyntaxTree, trailing: Bool) -> [String] {
        guard node.endToken > node.firstToken else { return [] }
        var found: [String] = []
        let first = node.firstToken
        for index in first..<node.endToken {
            let token = tree.tokens[index]
            if index > first { found += comments(tree.bytes, Int(token.start), Int(token.textStart)) }
            if trailing || index < node.endToken - 1 { found += comments(tree.bytes, Int(token.textEnd), Int(token.end)) }
        }
        return found
    }

    /// The comment lines directly above a declaration that are not its `///` documentation
    /// or a `// MARK:` (trimmed, in order): a deletion of the declaration with its marked
    /// comment lines takes them.
    package static func plainCommentsAbove(_ declaration: Node, _ tree: SyntaxTree) -> [String] {
        let token = tree.tokens[declaration.firstToken]
        let trivia = String(decoding: tree.bytes[Int(token.start)..<Int(token.textStart)], as: UTF8.self)
        var lines: [String] = []
        var sawLast = false
        for line in trivia.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).reversed() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !sawLast { sawLast = true; continue }  // the declaration's own line
            guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") else { break }
            if trimmed.hasPrefix("///") || trimmed.hasPrefix("// MARK:") { continue }
            lines.insert(trimmed, at: 0)
        }
        return lines
    }

    /// The comments in trivia bytes `start..<end`: each `//` comment to its line end, each
    /// `/* */` comment whole (its lines trimmed).
    static func comments(_ bytes: [UInt8], _ start: Int, _ end: Int) -> [String] {
        var found: [String] = []
        var i = start
        while i < end - 1 {
            guard bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") else {
                i += 1
                continue
            }
            var j = i + 2
            if bytes[i + 1] == UInt8(ascii: "/") {
                while j < end && bytes[j] != 10 && bytes[j] != 13 { j += 1 }
            } else {
                while j < end - 1 && !(bytes[j] == UInt8(ascii: "*") && bytes[j + 1] == UInt8(ascii: "/")) { j += 1 }
                j = min(j + 2, end)
            }
            let text = String(decoding: bytes[i..<j], as: UTF8.self)
            found += text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
                .map { $0.trimmingCharacters(in: .whitespaces) }
            i = j
        }
        return found
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
