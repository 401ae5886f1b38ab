import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the deprecated `cornerRadius(_:antialiased:)` modifier with `clipShape`.
///
/// `cornerRadius` clips the view to a rounded rectangle, so `clipShape` with that shape is
/// the same drawing. The shape is written `.rect(cornerRadius: r)` where the file's target
/// has `Shape.rect(cornerRadius:style:)` (iOS 17, macOS 14, tvOS 17, watchOS 10) and
/// `RoundedRectangle(cornerRadius: r)` below that, so the pass itself runs from iOS 13.
public struct CornerRadiusPass: BuiltInPass {
    public static let name = "corner-radius"
    public static let reasons = ["chart-content", "comment-in-arguments", "project-function", "unknown-type"]
    public static let summary = "Replace cornerRadius(_:antialiased:) with clipShape(_:style:)."
    /// `clipShape(_:style:)` and `RoundedRectangle` exist wherever SwiftUI does.
    public static let minimumOS = Availability(versions: [
        .iOS: Version(13), .macOS: Version(10, 15), .tvOS: Version(13), .watchOS: Version(6), .visionOS: Version(1),
    ])
    /// `Shape.rect(cornerRadius:style:)`.
    public static let rectMinimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    public static let explanation = """
    Rewrites the deprecated `.cornerRadius(r)` modifier, which clips the view to a rounded
    rectangle, into the `clipShape` it stands for. The output depends on the file's
    deployment target:

    - iOS 17 / macOS 14 / tvOS 17 / watchOS 10 and later: `.clipShape(.rect(cornerRadius: r))`;
    - below that: `.clipShape(RoundedRectangle(cornerRadius: r))` (`.rect` does not exist
      there), so the pass itself runs from iOS 13 / macOS 10.15.

    `.cornerRadius(r, antialiased: b)` becomes `.clipShape(SHAPE, style: FillStyle(antialiased: b))`;
    `antialiased: true` is the default and is dropped. The radius expression is kept byte for
    byte.

    Only the modifier's shape is matched: a member call `x.cornerRadius(r)` in a modifier
    chain (or `cornerRadius(r)` with implicit self inside a View type), with the labels
    `(_:)` or `(_:antialiased:)`. `layer.cornerRadius = 8`, `RoundedRectangle(cornerRadius:)`,
    `Theme.cornerRadius(...)` and calls with other labels (a project's
    `cornerRadius(_:corners:)`) are not this API and are never touched.

    Left unchanged, each with a warning:
    - calls inside a Swift Charts `Chart { ... }` builder (outside `.annotation { }` and
      similar view closures): there `cornerRadius(_:style:)` is ChartContent's current API,
      which has no clipShape;
    - calls the project's own `cornerRadius` function may resolve to (same labels, or extra
      parameters with defaults): rewrite by hand if the call means SwiftUI's modifier;
    - calls on a chain that starts with a name of unknown type in a file that imports a
      module this run did not read (a package not checked out): that module may declare its
      own `cornerRadius` (`unknown-type`);
    - calls with a comment inside the parentheses that the rewrite would have to move.
    """

    public static let examples: [Example] = [
        .rewrite("let v = Image(\"a\").cornerRadius(8)\n", "let v = Image(\"a\").clipShape(RoundedRectangle(cornerRadius: 8))\n"),
        .rewrite("let v = Image(\"a\").cornerRadius(radius, antialiased: false)\n",
                 "let v = Image(\"a\").clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: false))\n"),
        .unchanged("""
        extension View { func cornerRadius(_ r: CGFloat, corners: UIRectCorner = .allCorners) -> some View { self } }
        let v = Image("a").cornerRadius(8)

        """, reason: "project-function"),
        .unchanged("let v = Image(\"a\").cornerRadius(8 /* design token */)\n", reason: "comment-in-arguments"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let sites = Rewriting.modifierCalls(named: ["cornerRadius"], in: file, context)
        // Asked once per file with a site (most files have none).
        let useRect = !sites.isEmpty && Self.rectMinimumOS.isSatisfied(by: context.target)
        let chains = Rewriting.ChainEnds()
        for site in sites {
            // SwiftUI's `cornerRadius(_ radius:, antialiased: = true)`, nothing else.
            guard site.labels == [nil] || site.labels == [nil, "antialiased"], site.trailingClosures.isEmpty,
                  let radius = site.arguments[0].expression else { continue }
            let shown = "cornerRadius(\(Rewriting.short(radius, tree)))"
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: site.start(tree), "\(shown) not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            // Swift Charts' `ChartContent.cornerRadius(_:style:)` is current API with the same
            // call shape; chart content has no clipShape.
            if Rewriting.isChartContent(site.call, tree, chains: chains) {
                decline("this may be Swift Charts' cornerRadius(_:style:) in a Chart { } (current API, no clipShape); leave it, or rewrite by hand if it is a view", "chart-content")
                continue
            }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                decline("\(own.message); if it means SwiftUI's, rewrite by hand", "project-function")
                continue
            }
            if let base = FunctionCallView(site.call)?.calledExpression.flatMap({ MemberAccessView($0)?.base }),
               let unseen = UnreadModules.unseenRoot(of: base, file: file, context: context, chains: chains) {
                decline(UnreadModules.message(unseen, modifier: "cornerRadius"), "unknown-type")
                continue
            }
            guard let closing = site.call.childTokens.last, tree.tokens[closing].kind == .rightParen,
                  let opening = site.call.childTokens.first(where: { tree.tokens[$0].kind == .leftParen }) else { continue }
            let insideStart = Int(tree.tokens[opening].textEnd)
            let insideEnd = Int(tree.tokens[closing].textStart)
            if Rewriting.containsComment(tree, insideStart, tree.startOffset(of: radius))
                || Rewriting.containsComment(tree, tree.endOffset(of: radius), insideEnd) {
                decline("a comment inside the parentheses would have to move; rewrite by hand", "comment-in-arguments")
                continue
            }
            let siteOffset = site.start(tree)
            let shape = useRect ? ".rect(cornerRadius: " : "RoundedRectangle(cornerRadius: "
            let nameToken = tree.tokens[site.nameToken]
            output.edits.append(Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd), replacement: "clipShape",
                                     pass: Self.name, site: siteOffset))
            output.edits.append(Edit(start: tree.startOffset(of: radius), end: tree.startOffset(of: radius), replacement: shape,
                                     pass: Self.name, site: siteOffset))
            let radiusEnd = tree.endOffset(of: radius)
            if site.labels.count == 2, let antialiased = site.arguments[1].expression {
                if antialiased.kind == .booleanLiteralExpr && tree.text(of: antialiased) == "true" {
                    // The default: `clipShape(shape)` antialiases.
                    output.edits.append(Edit(start: radiusEnd, end: tree.endOffset(of: antialiased), replacement: ")",
                                             pass: Self.name, site: siteOffset))
                } else {
                    output.edits.append(Edit(start: radiusEnd, end: tree.startOffset(of: antialiased),
                                             replacement: "), style: FillStyle(antialiased: ", pass: Self.name, site: siteOffset))
                    let end = tree.endOffset(of: antialiased)
                    output.edits.append(Edit(start: end, end: end, replacement: ")", pass: Self.name, site: siteOffset))
                }
            } else {
                output.edits.append(Edit(start: radiusEnd, end: radiusEnd, replacement: ")", pass: Self.name, site: siteOffset))
            }
        }
        return output
    }
}
