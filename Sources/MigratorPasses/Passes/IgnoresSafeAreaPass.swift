import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the deprecated `edgesIgnoringSafeArea(_:)` with `ignoresSafeArea(_:edges:)`.
///
/// `ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)`: with the
/// default regions it ignores the same safe areas as `edgesIgnoringSafeArea` (the keyboard
/// included), so only the edges move into the `edges:` argument.
public struct IgnoresSafeAreaPass: BuiltInPass {
    public static let name = "ignores-safe-area"
    public static let reasons = ["comment-in-arguments", "project-function"]
    public static let summary = "Replace edgesIgnoringSafeArea(_:) with ignoresSafeArea(_:edges:)."
    public static let minimumOS = Availability(iOS: 14, macOS: 11, tvOS: 14, watchOS: 7, visionOS: 1)

    public static let explanation = """
    Rewrites the deprecated `.edgesIgnoringSafeArea(E)` modifier:

    - `.edgesIgnoringSafeArea(.all)` (or `Edge.Set.all`, `[.all]`) becomes `.ignoresSafeArea()`;
    - any other edges `E` (`.top`, `[.top, .bottom]`, a variable) become
      `.ignoresSafeArea(edges: E)`, with `E` kept byte for byte.

    `ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)` keeps the
    default regions (container and keyboard), which is what `edgesIgnoringSafeArea` ignored.
    If a view should still move up with the keyboard, write `.ignoresSafeArea(.container, edges: E)`
    by hand.

    Only a member call `x.edgesIgnoringSafeArea(E)` in a modifier chain (or with implicit
    self inside a View type) with one unlabelled argument is matched.

    Left unchanged, each with a warning:
    - calls the project's own `edgesIgnoringSafeArea` function may resolve to;
    - `.edgesIgnoringSafeArea(.all)` with a comment inside the parentheses (removing the
      argument would remove the comment).
    """

    public static let examples: [Example] = [
        .rewrite("let v = Color.black.edgesIgnoringSafeArea(.all)\n", "let v = Color.black.ignoresSafeArea()\n"),
        .rewrite("let v = Color.black.edgesIgnoringSafeArea([.top, .bottom])\n", "let v = Color.black.ignoresSafeArea(edges: [.top, .bottom])\n"),
        .unchanged("""
        extension View { func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self } }
        let v = Color.black.edgesIgnoringSafeArea(.top)

        """, reason: "project-function"),
        .unchanged("let v = Color.black.edgesIgnoringSafeArea(.all /* under the notch */)\n", reason: "comment-in-arguments"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for site in Rewriting.modifierCalls(named: ["edgesIgnoringSafeArea"], in: file, context) {
            guard site.labels == [nil], site.trailingClosures.isEmpty,
                  let edges = site.arguments[0].expression else { continue }
            let shown = "edgesIgnoringSafeArea(\(Rewriting.short(edges, tree)))"
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: site.start(tree), "\(shown) not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                decline("\(own.message); if it means SwiftUI's, rewrite by hand", "project-function")
                continue
            }
            guard let closing = site.call.childTokens.last, tree.tokens[closing].kind == .rightParen,
                  let opening = site.call.childTokens.first(where: { tree.tokens[$0].kind == .leftParen }) else { continue }
            let siteOffset = site.start(tree)
            let nameToken = tree.tokens[site.nameToken]
            let isAll = ["Edge.Set.all", ".all", "SwiftUI.Edge.Set.all", "[.all]", "[Edge.Set.all]"].contains(tree.collapsedText(of: edges))
            if isAll {
                let insideStart = Int(tree.tokens[opening].textEnd)
                let insideEnd = Int(tree.tokens[closing].textStart)
                if Rewriting.containsComment(tree, insideStart, insideEnd) {
                    decline("a comment inside the parentheses would be removed with the argument; rewrite by hand", "comment-in-arguments")
                    continue
                }
                output.edits.append(Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd), replacement: "ignoresSafeArea",
                                         pass: Self.name, site: siteOffset))
                output.edits.append(Edit(start: insideStart, end: insideEnd, replacement: "", pass: Self.name, site: siteOffset))
            } else {
                output.edits.append(Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd), replacement: "ignoresSafeArea",
                                         pass: Self.name, site: siteOffset))
                let start = tree.startOffset(of: edges)
                output.edits.append(Edit(start: start, end: start, replacement: "edges: ", pass: Self.name, site: siteOffset))
            }
        }
        return output
    }
}
