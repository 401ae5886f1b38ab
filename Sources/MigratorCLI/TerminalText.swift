/// Text bound for a terminal, with the characters that could act on it escaped: a file
/// named `a\e[2Jb.swift` must print as that, not clear the screen. C0 controls and DEL are
/// written as git writes them in quoted paths (`\t`, `\n`, `\033`, ...); C1 controls and
/// the bidirectional overrides and isolates (which can make text read in another order
/// than it is) as `\u{202E}`. Everything else, non-ASCII letters included, is kept. `diff`
/// quotes the paths of its headers itself (`UnifiedDiff.quoted`).
enum TerminalText {
    /// Whether a scalar is escaped.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F, 0x80...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// `text` with every such character escaped; with `keepingLayout`, line feeds and tabs
    /// stay (for messages of several lines, which may quote indented code).
    static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
        func kept(_ scalar: Unicode.Scalar) -> Bool { !needsEscape(scalar) || (keepingLayout && (scalar == "\n" || scalar == "\t")) }
        // Printable ASCII (nearly every message), checked by byte: nothing to escape.
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || (keepingLayout && ($0 == 0x0A || $0 == 0x09)) }) { return text }
        guard !text.unicodeScalars.allSatisfy(kept) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard !kept(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x00..<0x20, 0x7F:
                let octal = String(scalar.value, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}
