import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `Text(a + b)` built by string concatenation, `Text(String(format: "..."))` and
/// case transforms of user-facing literals (seed: "String Interpolation vs
/// Concatenation", "Casing").
public struct TextConcatenationLint: BuiltInPass {
    public static let name = "text-concatenation"
    public static let reasons = ["casing", "concatenation", "string-format"]
    public static let summary = "Report Text built by string concatenation, String(format:) or case transforms of literals."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "String Interpolation vs Concatenation; Casing"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    `Text("Welcome, \\(name)")` looks its literal up in the string catalog as the format
    `"Welcome, %@"`, so translators can move the name where their language needs it.
    `Text("Welcome, " + name)` passes a `String` instead: the result is never localized,
    and if the pieces were localized separately, their order is fixed for every language.
    Punctuation appended to a translation stays outside it, where a language that writes
    it differently (a space before ':' in French, a full-width '：' in Chinese and
    Japanese) cannot adapt it.
    `String(format: "...")` with a literal format is the same. Changing the case of a
    literal in code (`"Title".uppercased()`, `.textCase(.uppercase)` on `Text("Title")`)
    forces one casing decision on every translation (reported only in an app translated
    into another language: `.lproj` folders or `.xcstrings` translations in the package or
    Xcode project folder that holds the file; a local package's are its own).

    Flags `Text(...)` (SwiftUI's) whose one argument is a `+` concatenation with a string
    literal holding a word (`"Error: " + message`; a unit symbol such as `" MB"` or `"/s"`
    is not one), of literals only (split for line
    length: never looked up; `"Label" + ":"` keeps its colon apart from its label), or of
    a localized lookup with punctuation beside it (`NSLocalizedString("Name", comment: "")
    + ":"`: the punctuation stays outside the translation) or with other values in the
    same paragraph, whose order is then fixed. A localized lookup is
    `NSLocalizedString(...)`, `String(localized:)`, a `LocalizedStringResource`, a
    project constant initialised from one, a `localized` member or function
    (`key.localized`), a generated constant (`L10n.title`, `R.string.x.title()`), or a
    member the project adds to String that looks one up. Also flagged:
    `Text(String(format: "literal", ...))` when the format holds a word once its
    specifiers are taken out; `Text("literal".uppercased())` / `lowercased()` /
    `capitalized` on a literal with letters of its own; and `Text("literal")` followed by
    `.textCase(.uppercase)` or `.textCase(.lowercase)` (not when the literal is written
    in that case already). Left alone, as not shown to be language: punctuation, a unit
    or a sign joined to anything not shown to be localized (`value.formatted() + " %"`,
    `format(h) + ":00"`, `title + ":"`, `"-" + remaining`), values joined with nothing
    but spaces, line breaks, interpolations, an ellipsis or emoji between them
    (`String(count) + unit`, `title + "…"`, `"⚠️ " + title`), paragraphs joined with line
    breaks (`error.message + "\\n\\n" + String(localized: ...)`), a list joined after a
    translation (`NSLocalizedString(...) + names.joined(separator: "\\n")`), a case change
    of a literal made only of interpolations (`"\\(x.name)".capitalized`), formats of
    numbers and units (`"%.2f"`, `"%.1f MB"`, `"%.1fx"`), `Text(verbatim:)`, formats that are not literals,
    `localizedUppercase`, and everything in preview-only code (`#Preview { }`, a
    `PreviewProvider` type), which never ships.

    The fix: one literal with interpolation (`Text("Error: \\(message)")`), and the wanted
    case written in the string. Nothing is rewritten.
    """

    static let avoid = """
    struct Banner: View {
        let statusMessage: String
        var body: some View {
            Text("Error: " + statusMessage)
        }
    }
    """

    static let prefer = """
    struct Banner: View {
        let statusMessage: String
        var body: some View {
            Text("Error: \\(statusMessage)")
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression,
                  ["Text", "SwiftUI.Text"].contains(tree.text(of: callee)), view.trailingClosure == nil else { continue }
            if tree.text(of: callee) == "Text", !context.model.projectTypes(named: "Text", at: call, in: file).isEmpty { continue }
            // Preview-only code never ships.
            if LintSupport.isPreviewCode(call, tree) { continue }
            // `Text("Literal").textCase(.uppercase)`.
            if view.arguments.count == 1, view.arguments[0].label == nil, view.arguments[0].expression?.kind == .stringLiteralExpr,
               let access = call.parent, let member = MemberAccessView(access), member.base == call,
               member.name.map({ tree.text(of: $0) }) == "textCase", let modifier = access.parent,
               let argument = FunctionCallView(modifier)?.arguments.first?.expression,
               [".uppercase", ".lowercase"].contains(tree.collapsedText(of: argument)),
               // `Text("TAB").textCase(.uppercase)`: the literal is written in that case already.
               !Self.isWritten(in: tree.collapsedText(of: argument), Self.literalText(view.arguments[0].expression!, tree)),
               // Only an app translated into another language has translations to force it on.
               !AppStrings.of(context).languages(of: file.path, base: context.baseDirectory).isEmpty {
                // A Section's header is uppercased by default: the literal alone would not show.
                let fix = tree.collapsedText(of: argument) == ".lowercase" && Self.isSectionHeader(modifier, tree)
                    ? "write the literal in the case you want with .textCase(nil) (a Section header is uppercased by default)"
                    : "write the literal in the case you want"
                findings.append(advice(file, token: member.name!,
                                        "Text(\(Rewriting.short(view.arguments[0].expression!, tree))).textCase(\(tree.quote(argument))) forces one casing on every translation; \(fix)",
                                        reason: "casing"))
            }
            guard view.arguments.count == 1, view.arguments[0].label == nil, let argument = view.arguments[0].expression else { continue }
            // Casing forced in code matters only where translations exist to force it on.
            if let problem = problem(argument, file: file, context: context),
               problem.reason != "casing" || !AppStrings.of(context).languages(of: file.path, base: context.baseDirectory).isEmpty {
                findings.append(advice(file, at: tree.startOffset(of: argument), problem.message, reason: problem.reason))
            }
        }
        return findings
    }

    /// A string literal's contents as written (escapes like `\\n` turned into the character),
    /// with each interpolation as U+FFFC, which is neither a letter nor punctuation.
    static func literalText(_ literal: Node, _ tree: SyntaxTree) -> String {
        var text = ""
        for child in literal.childNodes {
            if child.kind == .stringSegment { text += tree.text(of: child) } else if child.kind == .expressionSegment { text += "\u{FFFC}" }
        }
        return unescaped(text)
    }

    /// A literal's escapes as the characters they stand for: `\n`, `\t`, `\r`, `\0`, `\\`,
    /// `\"`, `\'` and `\u{2022}` (a bullet, not the word "u2022").
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var characters = Substring(text)
        while let backslash = characters.firstIndex(of: "\\") {
            result += characters[..<backslash]
            let rest = characters[characters.index(after: backslash)...]
            guard let kind = rest.first else { result.append("\\"); characters = rest; break }
            let simple: [Character: String] = ["n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", "\"": "\"", "'": "'"]
            if let character = simple[kind] {
                result += character
                characters = rest.dropFirst()
            } else if kind == "u", rest.dropFirst().first == "{", let close = rest.firstIndex(of: "}"),
                      let value = UInt32(rest[rest.index(rest.startIndex, offsetBy: 2)..<close], radix: 16),
                      let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
                characters = rest[rest.index(after: close)...]
            } else {
                result.append("\\")
                characters = rest
            }
        }
        return result + characters
    }

    /// Whether a literal holds only layout between values: spaces, line breaks,
    /// interpolations, an ellipsis, and pictographs (emoji and other symbols, not currency
    /// or math signs): `name + " "`, `title + "…"`, `"⚠️ " + title`.
    static func isLayout(_ text: String) -> Bool {
        // A sign before or after a number (`"-" + remaining`, `"#" + tag`): part of its
        // format, not words.
        if !text.isEmpty, text.allSatisfy({ "-+−±# ".contains($0) }) { return true }
        return text.replacingOccurrences(of: "...", with: "").allSatisfy { character in
            if character.isWhitespace || "\u{FFFC}…".contains(character) { return true }
            guard let first = character.unicodeScalars.first else { return false }
            switch first.properties.generalCategory {
            case .otherSymbol, .modifierSymbol: return true
            default: return false
            }
        }
    }

    /// Unit symbols written the same in every language: bytes, SI time, frequency, length
    /// and mass, temperature, points and pixels, and the multiplier sign (`"1.5x"`).
    static let unitSymbols: Set<String> = [
        "B", "kB", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "bps", "kbps", "Mbps", "Gbps",
        "ms", "µs", "ns", "Hz", "kHz", "MHz", "GHz", "mm", "cm", "km", "kg", "mg", "°", "°C", "°F", "px", "pt", "x", "×",
    ]

    /// Whether a literal is a unit symbol or a rate (`" MB"`, `"/s"`, `" km/h"`, `"°C"`),
    /// a symbol joined to a number rather than a word for a catalog.
    static func isUnit(_ text: String) -> Bool {
        let symbol = text.trimmingCharacters(in: .whitespaces)
        let parts = symbol.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return unitSymbols.contains(symbol) }
        // A rate: `"/s"`, `"KB/s"`, `"km/h"`.
        let per = parts[1]
        return (parts[0].isEmpty || unitSymbols.contains(parts[0]))
            && (unitSymbols.contains(per) || per.count == 1 && per.allSatisfy { $0.isASCII && $0.isLetter })
    }

    /// Whether a literal is already in the case `.uppercase` / `.lowercase` asks for.
    /// Whether a view is (in) a Section's `header:` or `footer:`, given in parentheses or as a
    /// trailing closure.
    static func isSectionHeader(_ node: Node, _ tree: SyntaxTree) -> Bool {
        var current = node
        while let parent = current.parent {
            let label: String?
            switch parent.kind {
            case .labeledExpr, .multipleTrailingClosureElement:
                label = parent.firstChildToken.map { tree.text(of: $0) }
            default:
                label = nil
            }
            if let label, ["header", "footer"].contains(label) {
                var call = parent.parent
                if call?.kind == .labeledExprList { call = call?.parent }
                if let callee = call?.firstChildNode, call?.kind == .functionCallExpr, tree.text(of: callee) == "Section" { return true }
            }
            if [.codeBlock, .functionDecl, .variableDecl].contains(parent.kind) { return false }
            current = parent
        }
        return false
    }

    static func isWritten(in textCase: String, _ text: String) -> Bool {
        guard text.contains(where: \.isLetter) else { return true }
        return textCase == ".uppercase" ? text == text.uppercased() : text == text.lowercased()
    }

    /// A `String(format:)` format with its conversion specifiers (`%.2f`, `%1$@`, `%%`)
    /// taken out: what is left is language, when it has a letter.
    static func formatWords(_ format: String) -> String {
        var result = ""
        var characters = format[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else { result.append(first); continue }
            // Flags, width, precision, positional `n$`, length modifiers, then the conversion.
            characters = characters.drop { "0123456789$#-+ .'*hlqLztj".contains($0) }
            if let conversion = characters.first, conversion.isLetter || conversion == "@" || conversion == "%" {
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// Whether an operand is a localized lookup: `NSLocalizedString(...)`,
    /// `String(localized:)`, or a name the semantic model resolves to a project constant or
    /// computed property initialised from one of those (a generated `L10n` member).
    static func isLocalizedLookup(_ operand: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        func lookupText(_ text: String) -> Bool {
            text.contains("NSLocalizedString(") || text.contains("String(localized:") || text.contains("LocalizedStringResource(")
                || text.contains("localizedString(forKey:")
        }
        // By convention: a generated constant (SwiftGen's `L10n.title`, R.swift's
        // `R.string.localizable.title()`), or a member named `localized` (`key.localized`,
        // `key.localized(comment:)`) or a `localized(...)` function.
        let written = tree.collapsedText(of: operand)
        if written.hasPrefix("L10n.") || written.hasPrefix("R.string.") { return true }
        if isNamedLocalized(operand, tree) { return true }
        var operand = operand
        if operand.kind == .functionCallExpr {
            if lookupText(written) { return true }
            // `"Name".translated()`: the project's method on String, below.
            guard let callee = FunctionCallView(operand)?.calledExpression, callee.kind == .memberAccessExpr else { return false }
            operand = callee
        }
        guard operand.kind == .declReferenceExpr || operand.kind == .memberAccessExpr else { return false }
        let ids: [Int32]
        if let member = MemberAccessView(operand), let base = member.base, base.kind == .stringLiteralExpr, let token = member.name {
            // `"Name".localized`: a member the project adds to String.
            ids = context.model.externalMembers(of: "String", named: tree.text(of: token), in: file, at: operand)
        } else if operand.kind == .memberAccessExpr, let member = MemberAccessView(operand), let base = member.base, let token = member.name,
           let typeText = TypeResolver.typeReference(base, tree), let type = context.model.resolveNominal(typeText, in: file, at: operand) {
            ids = context.model.members(of: type, named: tree.text(of: token), in: file, at: operand)
        } else if case .declarations(let found) = LintSupport.referent(of: operand, in: file, context) {
            ids = found
        } else {
            return false
        }
        return !ids.isEmpty && ids.allSatisfy { id in
            let declaration = context.model.declaration(id)
            return lookupText(context.model.files[declaration.file].tree.collapsedText(of: declaration.node))
        }
    }

    /// Whether an expression is a member or function named `localized`: `key.localized`,
    /// `key.localized(comment: "")`, `localized("key")`.
    static func isNamedLocalized(_ node: Node, _ tree: SyntaxTree) -> Bool {
        var node = node
        if node.kind == .functionCallExpr, let callee = FunctionCallView(node)?.calledExpression { node = callee }
        if let member = MemberAccessView(node), node.kind == .memberAccessExpr {
            return member.base != nil && member.name.map { tree.text(of: $0) } == "localized"
        }
        return node.kind == .declReferenceExpr && tree.text(of: node) == "localized"
    }

    /// Whether `+` puts a localized lookup and another value in one paragraph, fixing their
    /// order. A literal of white space with a line break starts a new paragraph:
    /// `error.message + "\n\n" + String(localized: "...")` joins paragraphs, not a sentence.
    static func fixesOrder(_ operands: [Node], localized: [Bool], _ tree: SyntaxTree) -> Bool {
        var values = 0
        var hasLookup = false
        for (operand, isLookup) in zip(operands, localized) {
            if operand.kind == .stringLiteralExpr {
                let text = literalText(operand, tree)
                if text.contains("\n"), text.allSatisfy({ " \n\t".contains($0) }) {
                    values = 0
                    hasLookup = false
                }
                // A literal with an interpolation holds a value; other literals are layout.
                guard text.contains("\u{FFFC}") else { continue }
            }
            values += 1
            hasLookup = hasLookup || isLookup
            if values >= 2 && hasLookup { return true }
        }
        return false
    }

    /// Literals as the finding shows them: `":"`, `" - "` trimmed (`"-"`).
    static func quoted(_ literals: [String]) -> String {
        literals.map { "\"\($0.trimmingCharacters(in: .whitespaces))\"" }.joined(separator: ", ")
    }

    /// A localized lookup followed only by lists (`xs.joined(...)`) and layout literals.
    static func isListAfterTranslation(_ operands: [Node], file: SourceFile, _ context: PassContext) -> Bool {
        guard operands.count >= 2, isLocalizedLookup(LintSupport.unwrapped(operands[0]), file: file, context) else { return false }
        var joinsList = false
        for operand in operands.dropFirst() {
            let node = LintSupport.unwrapped(operand)
            if node.kind == .stringLiteralExpr, isLayout(literalText(node, file.tree)) { continue }
            guard let callee = FunctionCallView(node)?.calledExpression, let member = MemberAccessView(callee),
                  member.name.map({ file.tree.text(of: $0) }) == "joined" else { return false }
            joinsList = true
        }
        return joinsList
    }

    /// `+` with no word in its literals: reported only when it joins a localized lookup,
    /// with punctuation beside it (left outside the translation) or with values (whose order
    /// it fixes). Punctuation or a unit joined to anything else (`value.formatted() + " %"`,
    /// `title + ":"`) is not shown to be language, and is left alone.
    func joinedToTranslation(_ argument: Node, _ operands: [Node], file: SourceFile, context: PassContext) -> (message: String, reason: String)? {
        let tree = file.tree
        // `NSLocalizedString("Missing:") + names.map { "\n- \($0)" }.joined()`: a list
        // shown after the sentence, not words a translator needs to reorder.
        if Self.isListAfterTranslation(operands, file: file, context) { return nil }
        let localized = operands.map { Self.isLocalizedLookup(LintSupport.unwrapped($0), file: file, context) }
        guard localized.contains(true) else { return nil }
        // The translation itself is localized; what is wrong is what + fixes outside it.
        let punctuation = operands.indices.filter { index in
            operands[index].kind == .stringLiteralExpr && !Self.isLayout(Self.literalText(operands[index], tree))
                && ((index > 0 && localized[index - 1]) || (index + 1 < operands.count && localized[index + 1]))
        }.map { Self.literalText(operands[$0], tree) }
        if !punctuation.isEmpty {
            return ("Text(\(Rewriting.short(argument, tree))) appends \(Self.quoted(punctuation)) to a localized string with +, outside the translation; put it in the localized string, or localize the whole phrase with interpolation", "concatenation")
        }
        // `error.message + "\n\n" + String(localized: "...")`: paragraphs, not one sentence;
        // `NSLocalizedString("Loading") + "…"`: no value to order.
        guard Self.fixesOrder(operands, localized: localized, tree) else { return nil }
        return ("Text(\(Rewriting.short(argument, tree))) joins a localized string and values with +, fixing their order in every language; localize the whole phrase (String(localized: \"...\\(value)\"))", "concatenation")
    }

    func problem(_ argument: Node, file: SourceFile, context: PassContext) -> (message: String, reason: String)? {
        let tree = file.tree
        switch argument.kind {
        case .sequenceExpr:
            let elements = argument.childNodes
            let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
            guard !operators.isEmpty, operators.allSatisfy({ $0.kind == .binaryOperatorExpr && tree.text(of: $0) == "+" }) else { return nil }
            let operands = stride(from: 0, to: elements.count, by: 2).map { elements[$0] }
            let literals = operands.filter { $0.kind == .stringLiteralExpr }.map { Self.literalText($0, tree) }
            if literals.count == operands.count {
                // Literals only, split for line length: the String is never localized.
                guard literals.contains(where: { $0.contains { $0.isLetter } }) else { return nil }
                let punctuation = literals.filter { !$0.contains { $0.isLetter } && !Self.isLayout($0) }
                if !punctuation.isEmpty {
                    // `"Label" + ":"`: the colon kept apart from its label.
                    let raw = operands.map { tree.text(of: $0) }
                    let single = raw.allSatisfy { $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") && !$0.hasPrefix("\"\"\"") }
                    let literal = single ? "Text(\"" + Quote.shortened(raw.map { $0.dropFirst().dropLast() }.joined(), limit: 40) + "\")" : "one literal"
                    return ("Text(\(Rewriting.short(argument, tree))) keeps \(Self.quoted(punctuation)) apart from its label with +, so neither is translated; write \(literal)", "concatenation")
                }
                return ("Text(\(Rewriting.short(argument, tree))) joins literals with +, making a String that is never localized; write one literal (\"\"\" with a trailing \\ for long lines)", "concatenation")
            }
            if !literals.contains(where: { $0.contains { $0.isLetter } && !Self.isUnit($0) }) {
                // No word in a literal: only punctuation, units or layout joined to values.
                return joinedToTranslation(argument, operands, file: file, context: context)
            }
            return ("Text(\(Rewriting.short(argument, tree))) joins strings with +, making a String that is never localized; write one literal with interpolation (Text(\"...\\(value)\"))", "concatenation")
        case .functionCallExpr:
            guard let call = FunctionCallView(argument), let callee = call.calledExpression else { return nil }
            if tree.text(of: callee) == "String", let first = call.arguments.first, first.label.map({ tree.text(of: $0) }) == "format",
               first.expression?.kind == .stringLiteralExpr,
               // A format of numbers only (`"%.2f"`), or of numbers and a unit (`"%.1f MB"`,
               // `"%.1fx"`), holds no language.
               case let words = Self.formatWords(Self.literalText(first.expression!, tree)), words.contains(where: \.isLetter), !Self.isUnit(words) {
                return ("Text(String(format: \(Rewriting.short(first.expression!, tree)), ...)) builds a String that is never localized; write one literal with interpolation, which is localized as a format (Text(\"... \\(value)\"))", "string-format")
            }
            if let member = MemberAccessView(callee), let base = member.base, base.kind == .stringLiteralExpr,
               let name = member.name.map({ tree.text(of: $0) }), ["uppercased", "lowercased"].contains(name), call.arguments.isEmpty,
               // `"\(x.name)".uppercased()`: no literal text, nothing to translate.
               Self.literalText(base, tree).contains(where: \.isLetter) {
                return ("Text(\(Rewriting.short(argument, tree))) changes a literal's case in code (and makes a String, never localized); write the literal in the case you want", "casing")
            }
            return nil
        case .memberAccessExpr:
            guard let member = MemberAccessView(argument), let base = member.base, base.kind == .stringLiteralExpr,
                  member.name.map({ tree.text(of: $0) }) == "capitalized",
                  // `"\(x.displayName)".capitalized`: no literal text, nothing to translate.
                  Self.literalText(base, tree).contains(where: \.isLetter) else { return nil }
            return ("Text(\(Rewriting.short(argument, tree))) changes a literal's case in code (and makes a String, never localized); write the literal in the case you want", "casing")
        default:
            return nil
        }
    }
}
