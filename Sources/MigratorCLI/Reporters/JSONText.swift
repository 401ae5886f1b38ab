import Foundation

/// Writes the JSON of `--format json`, `--format sarif` and baseline files: pretty-printed,
/// keys sorted, slashes not escaped, byte for byte what Foundation's `JSONSerialization`
/// writes with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` on Linux (two-space
/// indent, `"key" : value`, an empty array as `[`, a blank line and `]`, control characters
/// as `\b \f \n \r \t` or `\u00xx`, everything else as its UTF-8).
///
/// Unlike `JSONSerialization`, values are written as they are (not bridged to Foundation
/// objects), and each set of keys is put in order once (by Foundation's own comparison, so
/// the order is the same), not at every object.
///
/// Values: `String`, `Bool`, `Int`, dictionaries with `String` keys and arrays of these
/// (`[String: Any]`, `[[String: Any]]`, `[String]`, `[String: Int]`, …).
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var indent = 0
    /// Key sets already ordered: the keys sorted by their bytes, joined by a NUL, to the
    /// keys in Foundation's order.
    private var orders: [String: [String]] = [:]

    /// The text of a value, with a line break after it.
    static func document(_ value: Any) -> String {
        var writer = JSONText()
        writer.write(value)
        writer.bytes.append(10)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Whether `a` comes before `b` in `JSONSerialization`'s `.sortedKeys` order (numeric,
    /// case-insensitive, forced ordering, in the system locale).
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system) == .orderedAscending
    }

    mutating func write(_ value: Any) {
        switch value {
        case let text as String:
            writeString(text)
        case let flag as Bool:
            append(flag ? "true" : "false")
        case let number as Int:
            append(String(number))
        case let object as [String: Any]:
            writeObject(object)
        case let array as [Any]:
            writeArray(array)
        default:
            // Reporters build their documents from the types above only (a test writes
            // every document kind in a debug build, where this stops).
            assertionFailure("JSONText cannot write a \(type(of: value))")
            append("null")
        }
    }

    private mutating func writeArray(_ array: [Any]) {
        bytes.append(UInt8(ascii: "["))
        bytes.append(10)
        indent += 2
        for (i, element) in array.enumerated() {
            if i > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(10)
            }
            writeIndent()
            write(element)
        }
        bytes.append(10)
        indent -= 2
        writeIndent()
        bytes.append(UInt8(ascii: "]"))
    }

    private mutating func writeObject(_ object: [String: Any]) {
        bytes.append(UInt8(ascii: "{"))
        bytes.append(10)
        indent += 2
        if !object.isEmpty { writeIndent() }
        for (i, key) in ordered(object.keys).enumerated() {
            if i > 0 {
                bytes.append(UInt8(ascii: ","))
                bytes.append(10)
                writeIndent()
            }
            writeString(key)
            append(" : ")
            write(object[key]!)
        }
        bytes.append(10)
        indent -= 2
        writeIndent()
        bytes.append(UInt8(ascii: "}"))
    }

    /// The keys in `JSONSerialization`'s order, worked out once per set of keys.
    private mutating func ordered(_ keys: Dictionary<String, Any>.Keys) -> [String] {
        if keys.count < 2 { return Array(keys) }
        let canonical = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let name = canonical.joined(separator: "\u{0}")
        if let known = orders[name] { return known }
        let order = canonical.sorted(by: JSONText.precedes)
        orders[name] = order
        return order
    }

    private mutating func writeString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                append("\\u00")
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 15)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeIndent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }
}
