/// A type as written, taken apart enough to look it up: `Outer.Inner<T>?` is the path
/// `["Outer", "Inner"]`, optional; `[T]`, tuples and function types have no path.
public struct TypeName: Equatable, Sendable {
    /// Dotted components without generic arguments.
    public var components: [String]
    /// Generic arguments of the last component, as written (`Basket<Int>` → `["Int"]`).
    public var genericArguments: [String]
    /// `X?`, `X!` or `Optional<X>`.
    public var isOptional: Bool

    public var last: String { components.last ?? "" }
    public var dotted: String { components.joined(separator: ".") }

    /// Parses written type text; nil for arrays, dictionaries, tuples, functions,
    /// compositions and anything else without a name.
    public init?(_ text: String) {
        if let plain = TypeName.plainPath(text) {
            self = plain
            return
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every type as written): the same steps over bytes, without
            // Unicode character properties.
            guard let parsed = TypeName.parseASCII(Array(text.utf8)) else { return nil }
            self = parsed
            return
        }
        var written = text.trimmingSpaces()
        for prefix in ["some ", "any "] where written.hasPrefix(prefix) { written = String(written.dropFirst(prefix.count)) }
        var text = Substring(written.filter { !$0.isWhitespace })
        var optional = false
        while let last = text.last, last == "?" || last == "!" {
            optional = true
            text = text.dropLast()
        }
        guard let first = text.first, first.isLetter || first == "_" || first == "`" else { return nil }
        var components: [String] = []
        var arguments: [String] = []
        var current = ""
        var depth = 0
        var argument = ""
        for c in text {
            if depth > 0 {
                if c == "<" { depth += 1 }
                if c == ">" {
                    depth -= 1
                    if depth == 0 {
                        arguments.append(argument)
                        argument = ""
                        continue
                    }
                }
                if c == "," && depth == 1 {
                    arguments.append(argument)
                    argument = ""
                } else {
                    argument.append(c)
                }
                continue
            }
            switch c {
            case "<":
                depth = 1
                arguments = []
            case ".":
                guard !current.isEmpty else { return nil }
                components.append(current)
                current = ""
            case "`":
                continue
            default:
                guard c.isLetter || c.isNumber || c == "_" else { return nil }
                current.append(c)
            }
        }
        guard depth == 0, !current.isEmpty else { return nil }
        components.append(current)
        if components == ["Optional"] || components == ["Swift", "Optional"], arguments.count == 1, let inner = TypeName(arguments[0]) {
            self = inner
            self.isOptional = true
            return
        }
        self.components = components
        self.genericArguments = arguments
        self.isOptional = optional
    }
}

extension TypeName {
    private init(components: [String], genericArguments: [String], isOptional: Bool) {
        self.components = components
        self.genericArguments = genericArguments
        self.isOptional = isOptional
    }

    /// `init?(_:)` for ASCII text, step by step: ASCII whitespace is what
    /// `Character.isWhitespace` says of ASCII (tab, line feed, vertical tab, form feed,
    /// carriage return, space), letters and numbers are `A-Z`, `a-z` and `0-9`.
    /// `Name` or `A.B.C` (ASCII letters, digits and `_`, each part starting with a letter or
    /// `_`): most types as written, taken apart without copying or filtering; nil for
    /// anything else (which `parseASCII` or the general path reads the same way).
    static func plainPath(_ text: String) -> TypeName? {
        var partStart = true
        var dots = false
        for c in text.utf8 {
            let isLetter = (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_")
            let isDigit = c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")
            if c == UInt8(ascii: ".") {
                if partStart { return nil }
                partStart = true
                dots = true
            } else if partStart {
                guard isLetter else { return nil }
                partStart = false
            } else {
                guard isLetter || isDigit else { return nil }
            }
        }
        if partStart { return nil }  // empty, or ending in `.`
        let components = dots ? text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [text]
        return TypeName(components: components, genericArguments: [], isOptional: false)
    }

    static func parseASCII(_ bytes: [UInt8]) -> TypeName? {
        let space = UInt8(ascii: " ")
        var lower = 0
        var upper = bytes.count
        while lower < upper && bytes[lower] == space { lower += 1 }
        while upper > lower && bytes[upper - 1] == space { upper -= 1 }
        var written = Array(bytes[lower..<upper])
        for prefix in ["some ", "any "] where written.starts(with: prefix.utf8) { written.removeFirst(prefix.utf8.count) }
        var text = written.filter { !($0 == space || (9...13).contains($0)) }
        var optional = false
        while let last = text.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            optional = true
            text.removeLast()
        }
        func isLetter(_ c: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c) }
        func isDigit(_ c: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) }
        guard let first = text.first, isLetter(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: "`") else { return nil }
        var components: [String] = []
        var arguments: [String] = []
        var current: [UInt8] = []
        var depth = 0
        var argument: [UInt8] = []
        for c in text {
            if depth > 0 {
                if c == UInt8(ascii: "<") { depth += 1 }
                if c == UInt8(ascii: ">") {
                    depth -= 1
                    if depth == 0 {
                        arguments.append(String(decoding: argument, as: UTF8.self))
                        argument = []
                        continue
                    }
                }
                if c == UInt8(ascii: ",") && depth == 1 {
                    arguments.append(String(decoding: argument, as: UTF8.self))
                    argument = []
                } else {
                    argument.append(c)
                }
                continue
            }
            switch c {
            case UInt8(ascii: "<"):
                depth = 1
                arguments = []
            case UInt8(ascii: "."):
                guard !current.isEmpty else { return nil }
                components.append(String(decoding: current, as: UTF8.self))
                current = []
            case UInt8(ascii: "`"):
                continue
            default:
                guard isLetter(c) || isDigit(c) || c == UInt8(ascii: "_") else { return nil }
                current.append(c)
            }
        }
        guard depth == 0, !current.isEmpty else { return nil }
        components.append(String(decoding: current, as: UTF8.self))
        if components == ["Optional"] || components == ["Swift", "Optional"], arguments.count == 1, var inner = TypeName(arguments[0]) {
            inner.isOptional = true
            return inner
        }
        return TypeName(components: components, genericArguments: arguments, isOptional: optional)
    }
}

extension String {
    package func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

extension TypeName {
    /// `Outer.Inner<T>` → `Inner`.
    public static func lastComponent(_ typeText: String) -> String {
        // No `<` and no `.` (most types as written): the text itself.
        if !typeText.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ".") }) { return typeText }
        var text = Substring(typeText)
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        return String(text.split(separator: ".").last ?? text)
    }
}
