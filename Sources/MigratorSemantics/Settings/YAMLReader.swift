import Foundation

/// A YAML value, as far as the subset XcodeGen project specs use: block mappings and
/// sequences, flow `[...]` / `{...}` collections (over several lines too), plain, quoted and
/// block (`|`, `>`) scalars, comments, anchors, aliases and `<<:` merges. Each scalar keeps
/// the file it was read from, so settings can say where they were written.
indirect enum YAMLValue {
    case scalar(String, file: String)
    case sequence([YAMLValue])
    /// Keys in the order written (a repeated key: the last wins in `subscript`).
    case mapping([(key: String, value: YAMLValue)])

    var string: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// The file a scalar came from.
    var file: String? {
        if case .scalar(_, let file) = self { return file }
        return nil
    }

    var entries: [(key: String, value: YAMLValue)] {
        if case .mapping(let entries) = self { return entries }
        return []
    }

    var items: [YAMLValue] {
        if case .sequence(let items) = self { return items }
        return []
    }

    subscript(key: String) -> YAMLValue? {
        entries.last { $0.key == key }?.value
    }

    /// `base` with `self` laid over it, as XcodeGen merges an included spec under the including
    /// one and a target over its templates: mappings merge key by key (recursively), a
    /// sequence over a sequence is appended to it, `key:REPLACE` replaces `key` whole, and
    /// anything else is replaced.
    func merged(over base: YAMLValue) -> YAMLValue {
        guard case .mapping(let mine) = self, case .mapping(var result) = base else { return self }
        for (key, value) in mine {
            let replaces = key.hasSuffix(":REPLACE")
            let name = replaces ? String(key.dropLast(":REPLACE".count)) : key
            if let i = result.lastIndex(where: { $0.key == name }) {
                switch (value, result[i].value) {
                case (.sequence(let items), .sequence(let baseItems)) where !replaces: result[i].value = .sequence(baseItems + items)
                default: result[i].value = replaces ? value : value.merged(over: result[i].value)
                }
            } else {
                result.append((name, value))
            }
        }
        return .mapping(result)
    }

    /// Every scalar and key with `replace` applied to its text.
    func replacingText(_ replace: (String) -> String) -> YAMLValue {
        switch self {
        case .scalar(let text, let file): return .scalar(replace(text), file: file)
        case .sequence(let items): return .sequence(items.map { $0.replacingText(replace) })
        case .mapping(let entries): return .mapping(entries.map { (replace($0.key), $0.value.replacingText(replace)) })
        }
    }
}

/// A small hand-written reader for that subset. It never traps and never loops: every step
/// consumes a line or a character, and what it does not understand becomes a plain scalar.
struct YAMLReader {
    private struct Line {
        var indent: Int
        /// The line after its indentation, comment removed, trailing blanks trimmed.
        var text: String
        /// The raw line after its indentation (for block scalars, where `#` is text).
        var raw: String
        var rawIndent: Int
    }

    private var lines: [Line]
    private var i = 0
    private let file: String
    private var anchors: [String: YAMLValue] = [:]
    private var depth = 0
    private let aliases = AliasBudget()

    /// Parses one document (a leading `---` and directives skipped); nil for an empty file.
    static func parse(_ text: String, file: String) -> YAMLValue? {
        var problem: String?
        return parse(text, file: file, problem: &problem)
    }

    /// Parses one document; nil for an empty file, or (with `problem` saying so) for one
    /// whose aliases expand past `AliasBudget.limit` values (a "billion laughs" of nested
    /// aliases: every reader of the value would take that long).
    static func parse(_ text: String, file: String, problem: inout String?) -> YAMLValue? {
        var reader = YAMLReader(text: text, file: file)
        let value = reader.parseNode(minIndent: 0)
        if reader.aliases.exceeded {
            problem = "its YAML aliases expand to more than \(AliasBudget.limit) values"
            return nil
        }
        return value
    }

    /// Records an anchor's value and its size (aliases in it counted as expanded).
    private mutating func define(_ anchor: String, _ value: YAMLValue) {
        anchors[anchor] = value
        aliases.sizes[anchor] = aliases.count(value)
    }

    private init(text: String, file: String) {
        self.file = file
        var lines: [Line] = []
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let indent = raw.prefix { $0 == " " }.count
            let rest = String(raw.dropFirst(indent))
            let stripped = YAMLReader.stripComment(rest)
            lines.append(Line(indent: indent, text: stripped, raw: rest, rawIndent: indent))
        }
        // Directives and document markers.
        var kept: [Line] = []
        for line in lines {
            if line.indent == 0 && (line.text == "---" || line.text == "..." || line.text.hasPrefix("%")) {
                kept.append(Line(indent: 0, text: "", raw: "", rawIndent: 0))
                continue
            }
            kept.append(line)
        }
        self.lines = kept
    }

    /// Removes a `#` comment (at the start, or after a blank, outside quotes).
    static func stripComment(_ text: String) -> String {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || index == text.startIndex { quote = c }
            } else if c == "#" && (previous == " " || previous == "\t" || index == text.startIndex) {
                end = index
                break
            }
            previous = c
            index = text.index(after: index)
        }
        var result = String(text[..<end])
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }

    private mutating func skipBlank() {
        while i < lines.count && lines[i].text.isEmpty { i += 1 }
    }

    /// The node starting at the next non-blank line, if that line is indented at least
    /// `minIndent`.
    private mutating func parseNode(minIndent: Int) -> YAMLValue? {
        skipBlank()
        guard i < lines.count, lines[i].indent >= minIndent, depth < 200 else { return nil }
        depth += 1
        defer { depth -= 1 }
        let line = lines[i]
        if line.text == "-" || line.text.hasPrefix("- ") {
            return parseSequence(indent: line.indent)
        }
        if YAMLReader.splitEntry(line.text) != nil {
            return parseMapping(indent: line.indent)
        }
        // A scalar (or flow collection) on its own.
        i += 1
        if let first = line.text.first, first == "|" || first == ">", line.text.dropFirst().allSatisfy({ "+-0123456789".contains($0) }) {
            // A block scalar as a sequence item (`- |`): its lines are deeper than the dash.
            return .scalar(blockScalar(parentIndent: line.indent - 1, folded: first == ">"), file: file)
        }
        return scalarOrFlow(line.text, indent: line.indent - 1)
    }

    private mutating func parseSequence(indent: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while true {
            skipBlank()
            guard i < lines.count, lines[i].indent == indent, lines[i].text == "-" || lines[i].text.hasPrefix("- ") else { break }
            let rest = lines[i].text.dropFirst(1)
            let spaces = rest.prefix { $0 == " " }.count
            let content = String(rest.dropFirst(spaces))
            if content.isEmpty {
                i += 1
                items.append(parseNode(minIndent: indent + 1) ?? .scalar("", file: file))
                continue
            }
            // The item's content starts a node at its own column: read the line again as that.
            let column = indent + 1 + spaces
            let rawRest = lines[i].raw.dropFirst(1 + spaces)
            lines[i] = Line(indent: column, text: content, raw: String(rawRest), rawIndent: column)
            items.append(parseNode(minIndent: column) ?? .scalar("", file: file))
        }
        return .sequence(items)
    }

    private mutating func parseMapping(indent: Int) -> YAMLValue {
        var entries: [(key: String, value: YAMLValue)] = []
        var keys: Set<String> = []
        while true {
            skipBlank()
            guard i < lines.count, lines[i].indent == indent, let (key, rest) = YAMLReader.splitEntry(lines[i].text) else { break }
            i += 1
            var value: YAMLValue
            var text = rest
            var anchor: String?
            if text.hasPrefix("&") {
                let name = text.dropFirst().prefix { $0 != " " }
                anchor = String(name)
                text = String(text.dropFirst(1 + name.count).drop { $0 == " " })
            }
            if text.isEmpty {
                skipBlank()
                if i < lines.count && lines[i].indent > indent {
                    value = parseNode(minIndent: indent + 1) ?? .scalar("", file: file)
                } else if i < lines.count && lines[i].indent == indent && (lines[i].text == "-" || lines[i].text.hasPrefix("- ")) {
                    // A sequence at the key's own indentation.
                    value = parseSequence(indent: indent)
                } else {
                    value = .scalar("", file: file)
                }
            } else if let first = text.first, first == "|" || first == ">", text.dropFirst().allSatisfy({ "+-0123456789".contains($0) }) {
                value = .scalar(blockScalar(parentIndent: indent, folded: first == ">"), file: file)
            } else {
                value = scalarOrFlow(text, indent: indent)
            }
            if let anchor { define(anchor, value) }
            if key == "<<" {
                // A merge: the aliased mapping's entries, under the ones written here.
                for merged in value.items.isEmpty ? [value] : value.items {
                    for entry in merged.entries where keys.insert(entry.key).inserted { entries.append(entry) }
                }
                continue
            }
            keys.insert(key)
            entries.append((key, value))
        }
        return .mapping(entries)
    }

    /// The lines of a `|` or `>` scalar: every following line indented deeper than the key.
    private mutating func blockScalar(parentIndent: Int, folded: Bool) -> String {
        var collected: [String] = []
        var blockIndent: Int?
        while i < lines.count {
            let line = lines[i]
            if line.raw.trimmingCharacters(in: .whitespaces).isEmpty {
                collected.append("")
                i += 1
                continue
            }
            guard line.rawIndent > parentIndent else { break }
            if blockIndent == nil { blockIndent = line.rawIndent }
            collected.append(String(repeating: " ", count: max(0, line.rawIndent - (blockIndent ?? 0))) + line.raw)
            i += 1
        }
        while collected.last == "" { collected.removeLast() }
        return collected.joined(separator: folded ? " " : "\n")
    }

    /// A value written after `key:` or `- `: an alias, a flow collection (read on until its
    /// brackets close), a quoted scalar, or a plain one (continued on deeper lines).
    private mutating func scalarOrFlow(_ text: String, indent: Int) -> YAMLValue {
        if text.hasPrefix("*") {
            let name = String(text.dropFirst().prefix { $0 != " " && $0 != "," })
            return aliases.use(name, anchors) ?? .scalar("", file: file)
        }
        if text.hasPrefix("[") || text.hasPrefix("{") {
            var source = text
            var balance = YAMLReader.bracketBalance(source)
            while balance > 0 && i < lines.count {
                source += " " + lines[i].text
                balance = YAMLReader.bracketBalance(source)
                i += 1
            }
            var flow = FlowParser(Array(source), file: file, anchors: anchors, aliases: aliases)
            return flow.parseValue()
        }
        if text.hasPrefix("\"") || text.hasPrefix("'") {
            var flow = FlowParser(Array(text), file: file, anchors: anchors, aliases: aliases)
            return flow.parseValue()
        }
        // A plain scalar may continue on deeper lines that are not entries.
        var value = text
        while i < lines.count, !lines[i].text.isEmpty, lines[i].indent > indent, YAMLReader.splitEntry(lines[i].text) == nil,
              !lines[i].text.hasPrefix("- ") {
            value += " " + lines[i].text
            i += 1
        }
        return .scalar(value, file: file)
    }

    /// Open brackets minus closed ones, outside quotes.
    static func bracketBalance(_ text: String) -> Int {
        var balance = 0
        var quote: Character?
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" || c == "{" {
                balance += 1
            } else if c == "]" || c == "}" {
                balance -= 1
            }
        }
        return balance
    }

    /// `key: value` / `key:` (also a quoted key) → (key, value text); nil when the line is not
    /// a mapping entry.
    static func splitEntry(_ text: String) -> (String, String)? {
        guard let first = text.first, first != "[", first != "{", text != "-", !text.hasPrefix("- ") else { return nil }
        if first == "\"" || first == "'" {
            guard let close = text.dropFirst().firstIndex(of: first) else { return nil }
            let after = text[text.index(after: close)...]
            guard after.hasPrefix(":"), after.count == 1 || after.dropFirst().first == " " else { return nil }
            return (String(text[text.index(after: text.startIndex)..<close]), after.dropFirst().trimmingCharacters(in: .whitespaces))
        }
        var index = text.startIndex
        while let colon = text[index...].firstIndex(of: ":") {
            let next = text.index(after: colon)
            if next == text.endIndex || text[next] == " " || text[next] == "\t" {
                let key = text[..<colon].trimmingCharacters(in: .whitespaces)
                guard !key.isEmpty else { return nil }
                return (key, text[next...].trimmingCharacters(in: .whitespaces))
            }
            index = next
        }
        return nil
    }
}

/// The values a document's aliases stand for, counted as if each alias were written out:
/// past `limit`, reading stops (the value is shared, not copied, but whoever walks it
/// walks every copy, and merges copy entries).
final class AliasBudget {
    static let limit = 1_000_000
    /// Each anchor's size in values, aliases in it expanded.
    var sizes: [String: Int] = [:]
    /// Values walked or stood for so far.
    var expanded = 0
    var exceeded: Bool { expanded > AliasBudget.limit }

    /// The anchor's value, counting what it stands for; nil for an unknown anchor, or once
    /// the limit is passed.
    func use(_ name: String, _ anchors: [String: YAMLValue]) -> YAMLValue? {
        guard !exceeded, let value = anchors[name] else { return nil }
        expanded += sizes[name] ?? 1
        return exceeded ? nil : value
    }

    /// A value's size in values, each counted against the limit (walking stops there).
    func count(_ value: YAMLValue) -> Int {
        var total = 0
        var pending = [value]
        while let next = pending.popLast(), !exceeded {
            total += 1
            expanded += 1
            switch next {
            case .scalar: break
            case .sequence(let items): pending += items
            case .mapping(let entries): pending += entries.map(\.value)
            }
        }
        return total
    }
}

/// Reads a flow collection or a quoted scalar, character by character.
private struct FlowParser {
    let chars: [Character]
    let file: String
    let anchors: [String: YAMLValue]
    let aliases: AliasBudget
    var i = 0
    var depth = 0

    init(_ chars: [Character], file: String, anchors: [String: YAMLValue], aliases: AliasBudget) {
        self.chars = chars
        self.file = file
        self.anchors = anchors
        self.aliases = aliases
    }

    mutating func skipSpace() {
        while i < chars.count && (chars[i] == " " || chars[i] == "\t") { i += 1 }
    }

    mutating func parseValue() -> YAMLValue {
        skipSpace()
        guard i < chars.count, depth < 100 else { return .scalar("", file: file) }
        depth += 1
        defer { depth -= 1 }
        switch chars[i] {
        case "[":
            i += 1
            var items: [YAMLValue] = []
            while i < chars.count {
                skipSpace()
                if i < chars.count && chars[i] == "]" { i += 1; break }
                if i < chars.count && chars[i] == "," { i += 1; continue }
                let start = i
                items.append(parseValue())
                if i == start { i += 1 }
            }
            return .sequence(items)
        case "{":
            i += 1
            var entries: [(key: String, value: YAMLValue)] = []
            while i < chars.count {
                skipSpace()
                if i < chars.count && chars[i] == "}" { i += 1; break }
                if i < chars.count && chars[i] == "," { i += 1; continue }
                let start = i
                let key = scalarText(stops: [":", ",", "}"])
                skipSpace()
                if i < chars.count && chars[i] == ":" {
                    i += 1
                    entries.append((key, parseValue()))
                } else {
                    entries.append((key, .scalar("", file: file)))
                }
                if i == start { i += 1 }
            }
            return .mapping(entries)
        case "*":
            i += 1
            let name = scalarText(stops: [",", "]", "}"])
            return aliases.use(name, anchors) ?? .scalar("", file: file)
        default:
            return .scalar(scalarText(stops: [",", "]", "}"]), file: file)
        }
    }

    /// A quoted scalar, or plain text up to one of `stops` (a `:` stop only before a blank).
    mutating func scalarText(stops: Set<Character>) -> String {
        skipSpace()
        guard i < chars.count else { return "" }
        if chars[i] == "\"" || chars[i] == "'" {
            let quote = chars[i]
            i += 1
            var out = ""
            while i < chars.count {
                let c = chars[i]
                if quote == "'" && c == "'" {
                    if i + 1 < chars.count && chars[i + 1] == "'" { out.append("'"); i += 2; continue }
                    i += 1
                    break
                }
                if quote == "\"" && c == "\"" { i += 1; break }
                if quote == "\"" && c == "\\" && i + 1 < chars.count {
                    let next = chars[i + 1]
                    out.append(next == "n" ? "\n" : next == "t" ? "\t" : next)
                    i += 2
                    continue
                }
                out.append(c)
                i += 1
            }
            return out
        }
        var out = ""
        while i < chars.count {
            let c = chars[i]
            if stops.contains(c) {
                if c != ":" { break }
                if i + 1 >= chars.count || chars[i + 1] == " " { break }
            }
            out.append(c)
            i += 1
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}
