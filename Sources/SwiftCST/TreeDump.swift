/// An indented dump of a tree (node kinds, tokens and their trivia) for people writing passes.
public enum TreeDump {
    public static func render(_ tree: SyntaxTree) -> String {
        var out = ""
        var stack: [(Child, Int)] = [(.node(tree.root), 0)]
        while let (child, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            switch child {
            case .node(let node):
                let (line, column) = tree.location(of: tree.startOffset(of: node))
                out += "\(indent)\(node.kind) \(line):\(column)\n"
                for c in node.children.reversed() { stack.append((c, depth + 1)) }
            case .token(let index):
                let t = tree.tokens[index]
                out += "\(indent)\(t.kind)"
                if t.keyword != .none && t.kind == .identifier { out += "(keyword)" }
                out += " " + quote(tree.bytes[Int(t.textStart)..<Int(t.textEnd)])
                if t.textStart != t.start { out += " leading=" + quote(tree.bytes[Int(t.start)..<Int(t.textStart)]) }
                if t.end != t.textEnd { out += " trailing=" + quote(tree.bytes[Int(t.textEnd)..<Int(t.end)]) }
                out += "\n"
            }
        }
        return out
    }

    /// Quotes bytes, escaping control characters, quotes, backslashes and invalid UTF-8.
    static func quote(_ bytes: ArraySlice<UInt8>) -> String {
        var out = "\""
        let text = String(decoding: bytes, as: UTF8.self)
        if Array(text.utf8) != Array(bytes) {
            for b in bytes {
                if b >= 0x20 && b < 0x7F && b != UInt8(ascii: "\"") && b != UInt8(ascii: "\\") {
                    out.unicodeScalars.append(Unicode.Scalar(b))
                } else {
                    out += "\\x" + hex(b)
                }
            }
            return out + "\""
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + hex(UInt8(scalar.value))
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String(digits[Int(b >> 4)]) + String(digits[Int(b & 15)])
    }
}
