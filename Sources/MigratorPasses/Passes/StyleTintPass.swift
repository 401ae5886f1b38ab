import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the soft-deprecated `SwitchToggleStyle(tint:)` and `CircularProgressViewStyle(tint:)`
/// with the style without a tint plus `.tint(x)` on the control.
///
/// `.tint(x)` reaches every control in the view it modifies, while the style's tint reached
/// only the toggle or progress view; so the rewrite is made only where the style modifier is
/// applied to the control itself (`Toggle(...)` / `ProgressView(...)`, through modifiers that
/// build no other view), and the modifier follows the style modifier at once.
public struct StyleTintPass: BuiltInPass {
    public static let name = "style-tint"
    public static let reasons = [
        "built-elsewhere", "comment-in-arguments", "container", "layout", "project-declaration", "project-function",
        "target-too-low"
    ]
    public static let summary = "Replace SwitchToggleStyle(tint:) and CircularProgressViewStyle(tint:) with the style and .tint(_:)."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    /// The styles with a soft-deprecated `tint:`, the modifier that applies each, the
    /// control each styles, and the target from which `.tint(x)` colours that control.
    static let styles: [String: (modifier: String, control: String, minimum: Availability)] = [
        "SwitchToggleStyle": ("toggleStyle", "Toggle", minimumOS),
        "CircularProgressViewStyle": ("progressViewStyle", "ProgressView", Availability(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1)),
    ]

    /// Views a toggle's label may hold for `.tint(x)` to colour nothing but the control.
    static let plainLabelViews: Set<String> = ["Text", "Label", "Image", "HStack", "VStack", "Spacer"]

    public static let explanation = """
    Rewrites `Toggle(...).toggleStyle(SwitchToggleStyle(tint: x))` into
    `Toggle(...).toggleStyle(SwitchToggleStyle()).tint(x)`, and
    `ProgressView(...).progressViewStyle(CircularProgressViewStyle(tint: x))` into
    `ProgressView(...).progressViewStyle(CircularProgressViewStyle()).tint(x)`, with `x` kept
    byte for byte. `tint(_:)` exists from iOS 15 / macOS 12 / tvOS 15 / watchOS 8.

    The style's `tint:` coloured only the control it styled; `.tint(x)` colours every control
    in the view it modifies. So the rewrite is made only where the style modifier's view is
    the control itself: a `Toggle(...)` / `ProgressView(...)` call, possibly followed by
    modifiers that build no other view (no trailing closure, no capitalised call in their
    arguments), whose label holds only `Text`, `Label`, `Image`, stacks and spacers.

    `CircularProgressViewStyle(tint:)` is rewritten from iOS 16 / macOS 13 / tvOS 16 /
    watchOS 9 only: on iOS 15 the circular progress view is widely reported not to take
    `.tint(_:)`'s colour, and Apple's documentation does not say from which release it does,
    so below those targets the site is declined (`target-too-low`).

    Left unchanged, each with a warning:
    - the style modifier applied to a container (`Form { ... }.toggleStyle(SwitchToggleStyle(tint: .red))`):
      `.tint` there would also tint the buttons, pickers and links inside; put `.tint(x)` on
      each toggle by hand;
    - a style built elsewhere (`let style = SwitchToggleStyle(tint: .red)`, a return value);
    - a tint written over several lines;
    - a toggle or progress view whose label holds other views (a `Button`, a `Link`), which
      `.tint` would colour too;
    - calls of the project's own `toggleStyle`/`progressViewStyle`, or a project type with the
      style's name.
    """

    public static let examples: [Example] = [
        .rewrite("let v = Toggle(\"On\", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .orange))\n",
                 "let v = Toggle(\"On\", isOn: $on).toggleStyle(SwitchToggleStyle()).tint(.orange)\n"),
        .unchanged("let v = ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .white))\n", reason: "target-too-low"),
        .unchanged("let v = Form { row }.toggleStyle(SwitchToggleStyle(tint: .red))\n", reason: "container"),
        .unchanged("let style = SwitchToggleStyle(tint: .red)\n", reason: "built-elsewhere"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for call in tree.calls(named: Array(Self.styles.keys).sorted()) {
            guard let view = FunctionCallView(call), view.trailingClosure == nil, let callee = call.firstChildNode,
                  callee.kind == .declReferenceExpr, callee.endToken - callee.firstToken == 1 else { continue }
            let arguments = view.arguments
            guard arguments.count == 1, let label = arguments[0].label, tree.text(of: label) == "tint",
                  let tint = arguments[0].expression else { continue }
            let style = tree.text(of: callee)
            guard let (modifier, control, minimum) = Self.styles[style] else { continue }
            let shown = "\(style)(tint: \(Rewriting.short(tint, tree)))"
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: tree.startOffset(of: call), "\(shown) not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            if context.model.resolveNominal(style, in: file, at: call) != nil {
                decline("the project declares its own \(style)", "project-declaration")
                continue
            }
            guard let site = Self.modifierSite(of: call, modifier, file, context) else {
                decline("the style is built outside a .\(modifier)(...) call; write \(style)() there and .tint(x) on the \(control) by hand", "built-elsewhere")
                continue
            }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                decline("\(own.message); if it means SwiftUI's, rewrite by hand", "project-function")
                continue
            }
            guard let base = site.base, let controlCall = Self.control(base, control, tree) else {
                decline(".\(modifier)(...) is not applied to a \(control) itself; .tint(x) there would tint every control inside as well, so put .tint(x) on each \(control) by hand", "container")
                continue
            }
            if let label = FunctionCallView(controlCall)?.trailingClosure, Self.holdsOtherViews(label, tree) {
                decline("the \(control)'s label holds other views, which .tint(x) would colour as well; rewrite by hand", "container")
                continue
            }
            let below = minimum.platformsBelow(in: context.target(of: file.path))
            if !below.isEmpty {
                let needs = below.map { "\($0.0.rawValue) \($0.need)" }.joined(separator: ", ")
                decline(".tint(x) is not known to colour a \(control) with this style below \(needs) (the deployment target is lower); keep the style's tint", "target-too-low")
                continue
            }
            let siteOffset = tree.startOffset(of: call)
            let tintText = String(decoding: tree.bytes[tree.startOffset(of: tint)..<tree.endOffset(of: tint)], as: UTF8.self)
            if tintText.contains("\n") || tintText.contains("\r") {
                decline("the tint spans several lines, which .tint(x) after the style would leave out of place; rewrite by hand", "layout")
                continue
            }
            guard let open = call.childTokens.first(where: { tree.tokens[$0].kind == .leftParen }),
                  let close = call.childTokens.last, tree.tokens[close].kind == .rightParen, let siteClose = site.rightParen,
                  !Rewriting.containsComment(tree, Int(tree.tokens[open].textEnd), Int(tree.tokens[close].textStart)) else {
                decline("a comment inside the parentheses would be lost; rewrite by hand", "comment-in-arguments")
                continue
            }
            output.edits.append(Edit(start: Int(tree.tokens[open].textEnd), end: Int(tree.tokens[close].textStart), replacement: "", pass: Self.name, site: siteOffset))
            let (end, replacement) = Self.tintInsertion(".tint(\(tintText))", after: siteClose, modifierName: site.nameToken, tree)
            output.edits.append(Edit(start: end, end: end, replacement: replacement, pass: Self.name, site: siteOffset))
        }
        return output
    }

    /// Where `.tint(x)` goes: on a line of its own at the modifier's indentation when the
    /// style modifier starts its line and nothing but a comment follows it there (after
    /// that comment), else right after the modifier's `)`.
    static func tintInsertion(_ tint: String, after close: Int, modifierName: Int, _ tree: SyntaxTree) -> (Int, String) {
        let end = Int(tree.tokens[close].textEnd)
        let dot = modifierName - 1
        guard dot >= 0, tree.text(of: dot) == ".", tree.tokens[dot].isAtStartOfLine else { return (end, tint) }
        var lineEnd = end
        while lineEnd < tree.bytes.count, tree.bytes[lineEnd] != 10, tree.bytes[lineEnd] != 13 { lineEnd += 1 }
        let rest = String(decoding: tree.bytes[end..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || (rest.hasPrefix("//") && close + 1 < tree.tokens.count && tree.tokens[close + 1].isAtStartOfLine) else { return (end, tint) }
        var contentEnd = lineEnd
        while contentEnd > end, tree.bytes[contentEnd - 1] == 32 || tree.bytes[contentEnd - 1] == 9 { contentEnd -= 1 }
        return (contentEnd, "\n" + Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[dot].textStart)) + tint)
    }

    /// The `.modifier(style)` call whose one argument is `call`.
    static func modifierSite(of call: Node, _ modifier: String, _ file: SourceFile, _ context: PassContext) -> Rewriting.ModifierCall? {
        guard let argument = call.parent, argument.kind == .labeledExpr, let list = argument.parent,
              let outer = list.parent, outer.kind == .functionCallExpr else { return nil }
        return Rewriting.modifierCalls(named: [modifier], in: file, context).first {
            $0.call == outer && $0.labels == [nil] && $0.trailingClosures.isEmpty && $0.arguments.first?.expression == call
        }
    }

    /// The call of `control` that `base` is, followed only by modifiers that build no view;
    /// nil when `base` is anything else.
    static func control(_ base: Node, _ control: String, _ tree: SyntaxTree) -> Node? {
        var current = base
        while current.kind == .functionCallExpr, let callee = current.firstChildNode {
            guard let view = FunctionCallView(current) else { return nil }
            if callee.kind == .declReferenceExpr { return tree.text(of: callee) == control ? current : nil }
            guard callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let inner = member.base,
                  view.trailingClosure == nil, view.additionalTrailingClosures.isEmpty else { return nil }
            for argument in view.arguments {
                guard let expression = argument.expression else { return nil }
                if Self.buildsView(expression, tree) { return nil }
            }
            current = inner
        }
        return nil
    }

    /// Whether a label closure calls a capitalised name other than the plain label views.
    static func holdsOtherViews(_ label: Node, _ tree: SyntaxTree) -> Bool {
        var holds = false
        label.walk { node in
            // A colour or font handed to a modifier (`.foregroundColor(Color(...))`) is no view.
            if node.kind == .labeledExprList, let call = node.parent, let member = call.firstChildNode.flatMap(MemberAccessView.init),
               let name = member.name.map({ tree.text(of: $0) }), styleModifiers.contains(name) { return false }
            if node.kind == .functionCallExpr, let callee = node.firstChildNode, callee.kind == .declReferenceExpr {
                let name = tree.text(of: callee)
                if name.first?.isUppercase == true && !plainLabelViews.contains(name) { holds = true }
            }
            return !holds
        }
        return holds
    }

    /// Modifiers whose arguments are colours, fonts or styles, never views of the label.
    static let styleModifiers: Set<String> = ["foregroundColor", "foregroundStyle", "font", "tint", "accentColor", "fill", "stroke", "shadow", "border"]

    /// Whether an argument has a capitalised call or a closure in it (it may build a view).
    static func buildsView(_ expression: Node, _ tree: SyntaxTree) -> Bool {
        var builds = false
        expression.walk { node in
            if node.kind == .closureExpr { builds = true }
            if node.kind == .functionCallExpr, let callee = node.firstChildNode, let root = Rewriting.chainRoot(callee),
               root.kind == .declReferenceExpr, tree.text(of: root).first?.isUppercase == true { builds = true }
            return !builds
        }
        return builds
    }
}
