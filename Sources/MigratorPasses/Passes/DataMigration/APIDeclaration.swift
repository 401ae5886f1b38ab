import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// An API declaration as Apple's table writes it, reduced to what matching needs.
public struct APIDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case type, initializer, method, staticMethod = "static method", property, staticProperty = "static property", subscriptMember = "subscript"
    }
    /// A parameter: its external label (nil for `_`), and what matching needs to know.
    public struct Parameter: Sendable {
        public var label: String?
        public var hasDefault: Bool
        /// A function type, so a trailing closure can fill it.
        public var isClosure: Bool
        public var isVariadic: Bool
        public var type: String
    }
    public var kind: Kind
    /// `View`, `TextField`, ...; nil for types.
    public var owner: String?
    /// The base name: `accessibility`, `init`, `NavigationView`, `navigationBarLeading`.
    public var name: String
    public var parameters: [Parameter]

    struct ParseError: Error { var message: String }

    /// How the API is called or named: `accessibility(hidden:)`, `TextField(_:text:)`, `NavigationView`.
    public var display: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        switch kind {
        case .type, .property, .staticProperty: return name
        case .initializer: return "\(owner ?? "")(\(labels))"
        case .subscriptMember: return "\(owner ?? "")[\(labels)]"
        case .method, .staticMethod: return "\(name)(\(labels))"
        }
    }

    init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for keyword in ["struct ", "enum ", "class ", "protocol ", "actor "] where trimmed.hasPrefix(keyword) {
            let rest = trimmed.dropFirst(keyword.count)
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { throw ParseError(message: "no type name after '\(keyword.trimmingCharacters(in: .whitespaces))'") }
            self.kind = .type
            self.owner = nil
            self.name = name
            self.parameters = []
            return
        }
        let identifier = { (s: Substring) in String(s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        let owner = identifier(Substring(trimmed))
        guard !owner.isEmpty, trimmed.dropFirst(owner.count).first == "." else {
            throw ParseError(message: "cannot read the API: expected 'struct Name', 'Owner.name(...)', 'Owner.init(...)' or 'Owner.name: Type'")
        }
        var rest = trimmed.dropFirst(owner.count + 1)
        var isStatic = false
        if rest.hasPrefix("static ") {
            isStatic = true
            rest = rest.dropFirst("static ".count)
        }
        let name = identifier(rest)
        guard !name.isEmpty else { throw ParseError(message: "cannot read the API: no member name after '\(owner).'") }
        rest = rest.dropFirst(name.count)
        self.owner = owner
        self.name = name
        if rest.first == "<" { rest = APIDeclaration.skipBalanced(rest) }
        if rest.first == "(" {
            let close = APIDeclaration.skipBalanced(rest)
            guard rest.dropLast(close.count).last == ")" else { throw ParseError(message: "cannot read the API: unbalanced parentheses") }
            let inside = rest.dropFirst().dropLast(close.count + 1)
            self.parameters = try APIDeclaration.splitTopLevel(inside, separator: ",").map(APIDeclaration.parameter)
            self.kind = name == "init" ? .initializer : name == "subscript" ? .subscriptMember : isStatic ? .staticMethod : .method
        } else if rest.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
            self.parameters = []
            self.kind = isStatic ? .staticProperty : .property
        } else {
            throw ParseError(message: "cannot read the API: expected '(' or ':' after '\(name)'")
        }
    }

    /// The text after a balanced `(...)`/`<...>` group that `text` starts with.
    static func skipBalanced(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if "([<{".contains(c) { depth += 1 }
            if ")]}".contains(c) || (c == ">" && index > text.startIndex && text[text.index(before: index)] != "-") { depth -= 1 }
            index = text.index(after: index)
            if depth == 0 { break }
        }
        return text[index...]
    }

    static func splitTopLevel(_ text: Substring, separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let c = text[index]
            if "([{<".contains(c) { depth += 1 }
            if ")]}".contains(c) || (c == ">" && previous != "-") { depth -= 1 }
            if c == separator && depth == 0 {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
            previous = c
            index = text.index(after: index)
        }
        let last = text[start...]
        if !last.trimmingCharacters(in: .whitespaces).isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    static func parameter(_ raw: Substring) throws -> Parameter {
        var text = raw.trimmingCharacters(in: .whitespaces)[...]
        // Leading attributes such as `@ContentBuilder`.
        while text.hasPrefix("@") {
            text = text.drop { $0 != " " }.drop { $0 == " " }
        }
        guard let colon = splitTopLevel(text, separator: ":").first, colon.count < text.count else {
            throw ParseError(message: "cannot read parameter '\(raw.trimmingCharacters(in: .whitespaces))': expected 'label name: Type'")
        }
        let names = colon.split(separator: " ")
        guard let first = names.first, names.count <= 2 else {
            throw ParseError(message: "cannot read parameter '\(raw.trimmingCharacters(in: .whitespaces))': expected 'label name: Type'")
        }
        var type = text.dropFirst(colon.count + 1).trimmingCharacters(in: .whitespaces)
        var hasDefault = false
        let byEquals = splitTopLevel(type[...], separator: "=")
        if byEquals.count > 1 {
            hasDefault = true
            type = byEquals[0].trimmingCharacters(in: .whitespaces)
        }
        let isVariadic = type.hasSuffix("...")
        var core = type[...]
        while core.hasPrefix("@") { core = core.drop { $0 != " " }.drop { $0 == " " } }
        if core.hasSuffix("?") { core = core.dropLast() }
        while core.first == "(" && skipBalanced(core).isEmpty { core = core.dropFirst().dropLast() }
        let isClosure = splitTopLevel(core.replacingOccurrences(of: "->", with: "\u{1}")[...], separator: "\u{1}").count > 1
        return Parameter(label: first == "_" ? nil : String(first), hasDefault: hasDefault, isClosure: isClosure,
                         isVariadic: isVariadic, type: type)
    }
}

extension MigrationEntry {
    /// `View.accessibility(label:)`, `TextField(_:text:)`, `NavigationView`: the display
    /// name with its owner, so overloads on different types read apart.
    public var qualifiedDisplay: String {
        switch declaration.kind {
        case .method, .staticMethod, .property, .staticProperty:
            return (declaration.owner.map { $0 + "." } ?? "") + declaration.display
        default:
            return declaration.display
        }
    }
}
