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

extension String {
    func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
