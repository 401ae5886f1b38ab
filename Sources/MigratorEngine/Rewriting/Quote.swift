import SwiftCST

extension SyntaxTree {
    /// Code quoted in a message: the first line of the node's text, runs of white space as
    /// one space, at most `limit` characters; whatever is left out (the rest of the line,
    /// the lines after it) is marked with `…`. A message never quotes a whole closure.
    public func quote(_ node: Node, limit: Int = Quote.limit) -> String {
        quote(startOffset(of: node), endOffset(of: node), limit: limit)
    }

    public func quote(_ start: Int, _ end: Int, limit: Int = Quote.limit) -> String {
        var lineEnd = start
        while lineEnd < end && bytes[lineEnd] != 10 && bytes[lineEnd] != 13 { lineEnd += 1 }
        return Quote.shortened(collapsedText(start, lineEnd), limit: limit, cut: lineEnd < end)
    }
}

/// Shortening of quoted code for messages (`SyntaxTree.quote`).
public enum Quote {
    /// The longest quote, in characters (`…` included).
    public static let limit = 60

    /// `text` (one line) at most `limit` characters, ending in `…` when anything was cut
    /// (`cut`: the caller already left text out).
    public static func shortened(_ text: String, limit: Int = limit, cut: Bool = false) -> String {
        var shown = text
        var cut = cut
        if shown.count > limit {
            shown = String(shown.prefix(limit - 1))
            cut = true
        }
        guard cut else { return shown }
        while shown.last == " " { shown.removeLast() }
        return shown + "…"
    }
}
