import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the deprecated `autocapitalization(_:)` (a UIKit `UITextAutocapitalizationType`)
/// with `textInputAutocapitalization(_:)` (SwiftUI's `TextInputAutocapitalization`).
///
/// The two types name their values differently (`.none` is `.never`, `.allCharacters` is
/// `.characters`), so only literal values are mapped; anything else is reported.
public struct TextInputAutocapitalizationPass: BuiltInPass {
    public static let name = "text-input-autocapitalization"
    public static let reasons = ["duplicate-modifier", "non-literal-value", "project-function"]
    public static let summary = "Replace autocapitalization(_:) with textInputAutocapitalization(_:)."
    /// `TextInputAutocapitalization`; `autocapitalization` never existed on macOS.
    public static let minimumOS = Availability(iOS: 15, tvOS: 15, watchOS: 8, visionOS: 1)

    /// UITextAutocapitalizationType case → TextInputAutocapitalization value.
    static let mapping: [String: String] = [
        "none": "never", "words": "words", "sentences": "sentences", "allCharacters": "characters",
    ]

    public static let explanation = """
    Rewrites the deprecated `.autocapitalization(x)` modifier, which takes UIKit's
    `UITextAutocapitalizationType`, into `.textInputAutocapitalization(y)`, which takes
    SwiftUI's `TextInputAutocapitalization`:

    - `.none` → `.never`, `.words` → `.words`, `.sentences` → `.sentences`,
      `.allCharacters` → `.characters`; the qualified forms
      (`UITextAutocapitalizationType.none`) too.

    Only a member call `x.autocapitalization(v)` in a modifier chain (or with implicit self
    inside a View type) with one unlabelled argument is matched; UIKit's
    `textField.autocapitalizationType = .none` is a different API and is never touched.

    Where the chain already has `.textInputAutocapitalization(y)` right next to it (written
    for older systems beside the new one), the old modifier is deleted when `y` is the
    mapped value, and reported (`duplicate-modifier`) when it is another.

    Left unchanged, each with a warning:
    - values that are not one of those literals (a variable, a ternary, a function call):
      the two types do not convert, so map the value by hand
      (`.textInputAutocapitalization(flag ? .never : .words)`);
    - calls the project's own `autocapitalization` function may resolve to.
    """

    public static let examples: [Example] = [
        .rewrite("let v = TextField(\"Name\", text: $name).autocapitalization(.none)\n",
                 "let v = TextField(\"Name\", text: $name).textInputAutocapitalization(.never)\n"),
        .rewrite("let v = TextField(\"Code\", text: $code).autocapitalization(UITextAutocapitalizationType.allCharacters)\n",
                 "let v = TextField(\"Code\", text: $code).textInputAutocapitalization(.characters)\n"),
        .unchanged("let v = TextField(\"Name\", text: $name).autocapitalization(style)\n", reason: "non-literal-value"),
        .unchanged("""
        extension View { func autocapitalization(_ on: Bool) -> some View { self } }
        let v = TextField("Name", text: $name).autocapitalization(.none)

        """, reason: "project-function"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for site in Rewriting.modifierCalls(named: ["autocapitalization"], in: file, context) {
            guard site.labels == [nil], site.trailingClosures.isEmpty,
                  let value = site.arguments[0].expression else { continue }
            let shown = "autocapitalization(\(Rewriting.short(value, tree)))"
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: site.start(tree), "\(shown) not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                decline("\(own.message); if it means SwiftUI's, rewrite by hand", "project-function")
                continue
            }
            guard let replacement = Self.literalValue(value, tree) else {
                decline("the value is not a literal case, and the two types' cases differ (.none is .never, .allCharacters is .characters); map it by hand", "non-literal-value")
                continue
            }
            let siteOffset = site.start(tree)
            // `.autocapitalization(.none).textInputAutocapitalization(.never)`, written for
            // older systems next to the new one: the old line goes, or a conflict is reported.
            if let twin = Rewriting.adjacentModifier(of: site.call, named: "textInputAutocapitalization", tree) {
                let written = twin.arguments.count == 1 ? twin.arguments[0].expression.map { tree.collapsedText(of: $0) } : nil
                if let written, [".\(replacement)", "TextInputAutocapitalization.\(replacement)"].contains(written),
                   let range = Rewriting.modifierDeletion(site, tree) {
                    output.edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: siteOffset))
                } else {
                    decline("the next modifier is already .textInputAutocapitalization(\(written ?? "…")), which \(shown) would duplicate or contradict; keep one by hand", "duplicate-modifier")
                }
                continue
            }
            let nameToken = tree.tokens[site.nameToken]
            output.edits.append(Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd),
                                     replacement: "textInputAutocapitalization", pass: Self.name, site: siteOffset))
            output.edits.append(Edit(start: tree.startOffset(of: value), end: tree.endOffset(of: value), replacement: "." + replacement,
                                     pass: Self.name, site: siteOffset))
        }
        return output
    }

    /// The TextInputAutocapitalization value for `.none`, `UITextAutocapitalizationType.none`
    /// or `UIKit.UITextAutocapitalizationType.none` (no comments inside); nil otherwise.
    static func literalValue(_ value: Node, _ tree: SyntaxTree) -> String? {
        guard let member = MemberAccessView(value), let name = member.name,
              let mapped = mapping[tree.text(of: name)] else { return nil }
        if let base = member.base {
            let text = tree.text(of: base)
            guard text == "UITextAutocapitalizationType" || text == "UIKit.UITextAutocapitalizationType" else { return nil }
        }
        if Rewriting.containsComment(tree, tree.startOffset(of: value), tree.endOffset(of: value)) { return nil }
        return mapped
    }
}
