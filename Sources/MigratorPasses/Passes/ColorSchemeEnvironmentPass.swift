import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the soft-deprecated `colorScheme(_:)` with `environment(\.colorScheme, x)`.
///
/// Apple's table says "renamed to `preferredColorScheme(_:)`", but that one sets the scheme of
/// the whole presentation (window or sheet), while `colorScheme(_:)` set it for the modified
/// view's subtree only. Writing the environment value keeps the behaviour exactly: that is
/// what `colorScheme(_:)` did.
public struct ColorSchemeEnvironmentPass: BuiltInPass {
    public static let name = "color-scheme-environment"
    public static let reasons = ["project-function"]
    public static let summary = "Replace colorScheme(_:) with environment(\\.colorScheme, _:)."
    public static let minimumOS = Availability()

    public static let explanation = """
    Rewrites the soft-deprecated `.colorScheme(x)` modifier into `.environment(\\.colorScheme, x)`,
    with `x` kept byte for byte.

    Apple's list of soft-deprecated APIs says the modifier was renamed to
    `preferredColorScheme(_:)`; that is not the same thing: `preferredColorScheme(_:)` sets the
    preference of the whole presentation (the window, or the sheet the view is in), while
    `colorScheme(_:)` sets the environment of the view's subtree only. The environment value
    is the exact equivalent (`environment(_:_:)` exists since iOS 13 / macOS 10.15).

    Only a member call `x.colorScheme(S)` in a modifier chain (or with implicit self inside a
    View type) with one unlabelled argument is matched.

    Left unchanged, with a warning: calls the project's own `colorScheme` function may
    resolve to.
    """

    public static let examples: [Example] = [
        .rewrite("let v = Text(\"a\").colorScheme(.dark)\n", "let v = Text(\"a\").environment(\\.colorScheme, .dark)\n"),
        .rewrite("let v = Text(\"a\").colorScheme(isDark ? .dark : .light)\n",
                 "let v = Text(\"a\").environment(\\.colorScheme, isDark ? .dark : .light)\n"),
        .unchanged("""
        extension View { func colorScheme(_ scheme: ColorScheme) -> some View { self } }
        let v = Text("a").colorScheme(.dark)

        """, reason: "project-function"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for site in Rewriting.modifierCalls(named: ["colorScheme"], in: file, context) {
            guard site.labels == [nil], site.trailingClosures.isEmpty, let value = site.arguments[0].expression else { continue }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                let shown = "colorScheme(\(Rewriting.short(value, tree)))"
                output.findings.append(file.finding(atOffset: site.start(tree), "\(shown) not rewritten: \(own.message); if it means SwiftUI's, rewrite by hand",
                                                    pass: Self.name, reason: "project-function"))
                continue
            }
            let siteOffset = site.start(tree)
            let nameToken = tree.tokens[site.nameToken]
            output.edits.append(Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd), replacement: "environment", pass: Self.name, site: siteOffset))
            let start = tree.startOffset(of: value)
            // An argument on lines of its own gets the key path on a line of its own above it.
            let keyPath = ViewStatements.startsLine(start, tree)
                ? "\\.colorScheme,\n" + Rewriting.lineIndentation(tree.bytes, at: start) : "\\.colorScheme, "
            output.edits.append(Edit(start: start, end: start, replacement: keyPath, pass: Self.name, site: siteOffset))
        }
        return output
    }
}
