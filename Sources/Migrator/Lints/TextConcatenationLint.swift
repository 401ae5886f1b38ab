import Foundation
import SwiftCST

/// Flags `Text(a + b)` built by string concatenation, `Text(String(format: "..."))` and
/// case transforms of user-facing literals (seed: "String Interpolation vs
/// Concatenation", "Casing").
public struct TextConcatenationLint: Lint {
    public static let name = "text-concatenation"
    public static let summary = "Report Text built by string concatenation, String(format:) or case transforms of literals."
    public static let source = "String Interpolation vs Concatenation; Casing"

    public static let explanation = """
    `Text("Welcome, \\(name)")` looks its literal up in the string catalog as the format
    `"Welcome, %@"`, so translators can move the name where their language needs it.
    `Text("Welcome, " + name)` passes a `String` instead: the result is never localized,
    and if the pieces were localized separately, their order is fixed for every language.
    `String(format: "...")` with a literal format is the same. Changing the case of a
    literal in code (`"Title".uppercased()`, `.textCase(.uppercase)` on `Text("Title")`)
    forces one casing decision on every translation.

    Flags `Text(...)` (SwiftUI's) whose one argument is a `+` concatenation with a string
    literal holding a word or punctuation, or of values the semantic model types as
    `String` (a concatenation whose only literals are spaces or line breaks between values,
    `name + " "`, is layout, not language, and is left alone); `Text(String(format:
    "literal", ...))`; `Text("literal".uppercased())` / `lowercased()` / `capitalized`; and
    `Text("literal")` followed by `.textCase(.uppercase)` or `.textCase(.lowercase)`.
    `Text(verbatim:)`, formats that are not literals (`NSLocalizedString(...)`, a
    generated constant) and `localizedUppercase` are not flagged.

    The fix: one literal with interpolation (`Text("Error: \\(message)")`), and the wanted
    case written in the string. Nothing is rewritten.
    """

    public static let avoid = """
    struct Banner: View {
        let statusMessage: String
        var body: some View {
            Text("Error: " + statusMessage)
        }
    }
    """

    public static let prefer = """
    struct Banner: View {
        let statusMessage: String
        var body: some View {
            Text("Error: \\(statusMessage)")
        }
    }
    """

    public init() {}

    public func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression,
                  ["Text", "SwiftUI.Text"].contains(tree.text(of: callee)), view.trailingClosure == nil else { continue }
            if tree.text(of: callee) == "Text", !Rewriting.projectTypes(named: "Text", at: call, file, context).isEmpty { continue }
            // `Text("Literal").textCase(.uppercase)`.
            if view.arguments.count == 1, view.arguments[0].label == nil, view.arguments[0].expression?.kind == .stringLiteralExpr,
               let access = call.parent, let member = MemberAccessView(access), member.base == call,
               member.name.map({ tree.text(of: $0) }) == "textCase", let modifier = access.parent,
               let argument = FunctionCallView(modifier)?.arguments.first?.expression,
               [".uppercase", ".lowercase"].contains(tree.collapsedText(of: argument)) {
                findings.append(finding(file, token: member.name!,
                                        "Text(\(Rewriting.short(view.arguments[0].expression!, tree))).textCase(\(tree.collapsedText(of: argument))) forces one casing on every translation; write the literal in the case you want",
                                        reason: "casing"))
            }
            guard view.arguments.count == 1, view.arguments[0].label == nil, let argument = view.arguments[0].expression else { continue }
            if let problem = problem(argument, file: file, context: context) {
                findings.append(finding(file, at: tree.startOffset(of: argument), problem.message, reason: problem.reason))
            }
        }
        return findings
    }

    /// A string literal's contents as written (escapes like `\\n` turned into the character).
    static func literalText(_ literal: Node, _ tree: SyntaxTree) -> String {
        var text = ""
        for segment in literal.children(.stringSegment) { text += tree.text(of: segment) }
        if literal.child(.expressionSegment) != nil { text += "x" }
        return text.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\t", with: "\t")
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
            if literals.contains(where: { $0.contains { $0.isLetter } }) {
                // A word in a literal: text translators never see.
            } else if !literals.isEmpty && literals.allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\t" } }) {
                // Only spacing between values (`name + " "`): layout, not language.
                return nil
            } else if literals.isEmpty && !operands.contains(where: { TypeResolver.resolveType($0, at: argument, file: file, context: context) == "String" }) {
                return nil
            }
            return ("Text(\(Rewriting.short(argument, tree))) joins strings with +: the result is a String, which is never localized, and the word order is fixed for every language; write one literal with interpolation (Text(\"...\\(value)\"))", "concatenation")
        case .functionCallExpr:
            guard let call = FunctionCallView(argument), let callee = call.calledExpression else { return nil }
            if tree.text(of: callee) == "String", let first = call.arguments.first, first.label.map({ tree.text(of: $0) }) == "format",
               first.expression?.kind == .stringLiteralExpr {
                return ("Text(String(format: \(Rewriting.short(first.expression!, tree)), ...)) builds a String from a format that is not looked up in the string catalog; write one literal with interpolation, which is localized as a format (Text(\"... \\(value)\"))", "string-format")
            }
            if let member = MemberAccessView(callee), let base = member.base, base.kind == .stringLiteralExpr,
               let name = member.name.map({ tree.text(of: $0) }), ["uppercased", "lowercased"].contains(name), call.arguments.isEmpty {
                return ("Text(\(Rewriting.short(argument, tree))) changes the case of a literal in code, forcing one casing on every translation (and making a String, which is not localized); write the literal in the case you want", "casing")
            }
            return nil
        case .memberAccessExpr:
            guard let member = MemberAccessView(argument), let base = member.base, base.kind == .stringLiteralExpr,
                  member.name.map({ tree.text(of: $0) }) == "capitalized" else { return nil }
            return ("Text(\(Rewriting.short(argument, tree))) changes the case of a literal in code, forcing one casing on every translation (and making a String, which is not localized); write the literal in the case you want", "casing")
        default:
            return nil
        }
    }
}
