import MigratorSemantics
import SwiftCST

/// Reading and removing attributes (`@Published`, `@SwiftUI.Environment(...)`).
extension Rewriting {
    /// The wrapper name of an attribute (`Environment`, `SwiftUI.Environment` → `Environment`).
    package static func wrapperName(_ attribute: Node, _ tree: SyntaxTree) -> String? {
        var name: String?
        for token in attribute.childTokens.dropFirst() {
            let kind = tree.tokens[token].kind
            if kind == .identifier { name = tree.text(of: token) } else if kind != .period { break }
        }
        return name
    }

    /// Bytes to delete for an attribute: with the spaces after it, or with its line when it
    /// stands alone on it.
    package static func attributeRemoval(_ attribute: Node, _ tree: SyntaxTree) -> (Int, Int) {
        let bytes = tree.bytes
        let start = tree.startOffset(of: attribute)
        let last = tree.tokens[attribute.endToken - 1]
        var lineStart = start
        while lineStart > 0 && (bytes[lineStart - 1] == 32 || bytes[lineStart - 1] == 9) { lineStart -= 1 }
        let aloneBefore = lineStart == 0 || bytes[lineStart - 1] == 10 || bytes[lineStart - 1] == 13
        var end = Int(last.textEnd)
        while end < bytes.count && (bytes[end] == 32 || bytes[end] == 9) { end += 1 }
        let atLineEnd = end >= bytes.count || bytes[end] == 10 || bytes[end] == 13
        if aloneBefore && atLineEnd {
            if end < bytes.count && bytes[end] == 13 { end += 1 }
            if end < bytes.count && bytes[end] == 10 { end += 1 }
            return (lineStart, end)
        }
        return (start, end)
    }
}
