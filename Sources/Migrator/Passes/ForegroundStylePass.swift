import SwiftCST

/// Replaces `foregroundColor(_:)` with `foregroundStyle(_:)` (PASSES.md §3).
///
/// `foregroundColor` takes `Color?` (nil inherits); `foregroundStyle` takes a ShapeStyle and
/// never an Optional, and a bare `.secondary` there means the hierarchical style, not
/// `Color.secondary`. So implicit members are written `Color.x`, and anything that may be
/// nil or of unknown type is declined with a reason.
public struct ForegroundStylePass: BuiltInPass {
    public static let name = "foreground-style"
    public static let summary = "Replace foregroundColor(_:) with foregroundStyle(_:)."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8)
    /// `Text.foregroundStyle` returning `Text` (needed where the result must stay a Text).
    public static let textMinimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10)

    public static let explanation = """
    Rewrites `.foregroundColor(x)` to `.foregroundStyle(x)`.

    - Implicit members are qualified: `.red` becomes `Color.red`, `.red.opacity(0.5)`
      becomes `Color.red.opacity(0.5)`. Writing `Color.` keeps the Color meaning exactly:
      a bare `.secondary` would become the hierarchical style, and a bare `.accentColor`
      does not compile in foregroundStyle.
    - `Color(...)`, `Color.x` and `Color("Asset")` arguments are kept as written.
    - A ternary converts when both branches do: `c ? .red : .blue` becomes
      `c ? Color.red : Color.blue`.
    - A variable or property converts only when it is declared as non-optional `Color`.

    Left unchanged, each with a warning:
    - `nil`, `.none`, and ternaries with a nil branch: foregroundStyle takes no Optional
      (nil means "inherit" for foregroundColor); make the modifier conditional instead.
    - Arguments of unknown type (`theme.tint`, `color(for: x)`) or declared `Color?`.
    - Calls where the project declares its own `foregroundColor`: the call may resolve to it.
    - Results used as a `Text` (`Text(...).foregroundColor(.red) + Text(...)`, interpolated
      into a Text, returned as `-> Text`, assigned to a Text variable) when the deployment
      target is below iOS 17 / macOS 14 / tvOS 17 / watchOS 10: `Text.foregroundStyle`
      returning Text needs those versions.
    """

    public static let examples: [Example] = [
        .rewrite("let v = Text(\"a\").foregroundColor(.red)\n", "let v = Text(\"a\").foregroundStyle(Color.red)\n"),
        .rewrite("let v = Image(\"x\").foregroundColor(Color.accentColor)\n", "let v = Image(\"x\").foregroundStyle(Color.accentColor)\n"),
        .rewrite("let v = Text(\"a\").foregroundColor(.red.opacity(0.5))\n", "let v = Text(\"a\").foregroundStyle(Color.red.opacity(0.5))\n"),
        .rewrite("let v = Text(\"a\").foregroundColor(isOn ? .green : .secondary)\n",
                 "let v = Text(\"a\").foregroundStyle(isOn ? Color.green : Color.secondary)\n"),
        .rewrite("let v = Text(\"a\").foregroundColor(Color(\"Brand\"))\n", "let v = Text(\"a\").foregroundStyle(Color(\"Brand\"))\n"),
        .unchanged("let v = Text(\"a\").foregroundColor(nil)\n", reason: "optional-color"),
        .unchanged("let v = Text(\"a\").foregroundColor(isSelected ? .white : nil)\n", reason: "optional-color"),
        .unchanged("let v = Text(\"a\").foregroundColor(theme.tint)\n", reason: "unknown-type"),
        .unchanged("let c: Color? = nil\nlet v = Text(\"a\").foregroundColor(c)\n", reason: "optional-color"),
        .unchanged("let t = Text(\"a\").foregroundColor(.red) + Text(\"b\")\n", reason: "text-context"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let calls = tree.calls(named: "foregroundColor").filter { node in
            node.childNodes.first.map { Self.calleeName($0, tree) == "foregroundColor" } ?? false
        }
        let ownFunction = context.index.ownFunction(named: "foregroundColor", labels: [nil]) != nil
        for call in calls {
            guard let view = FunctionCallView(call), let callee = view.calledExpression else { continue }
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(at: call, message, pass: Self.name, reason: reason))
            }
            if ownFunction {
                decline("foregroundColor not rewritten: the project declares its own foregroundColor, which this call may resolve to", "project-function")
                continue
            }
            // `AttributeContainer().foregroundColor(.red)` is an attribute builder, not the
            // View modifier: it has no foregroundStyle.
            if let base = MemberAccessView(callee)?.base, Self.isAttributeValue(base, call: call, file: file, context: context) { continue }
            // SwiftUI's modifier takes exactly one unlabelled argument; a call with other
            // labels is some other API (often the project's own) and not this site.
            let arguments = view.arguments
            guard arguments.count == 1, arguments[0].label == nil, let argument = arguments[0].expression,
                  view.trailingClosure == nil else { continue }
            var insertions: [Int] = []
            switch classify(argument, call: call, file: file, context: context, insertions: &insertions) {
            case .decline(let message, let reason):
                // Name the argument, so a reader of the warning sees the site at once.
                var shown = tree.collapsedText(of: argument)
                if shown.count > 40 { shown = String(shown.prefix(37)) + "..." }
                decline(message.replacingOccurrences(of: "foregroundColor not rewritten", with: "foregroundColor(\(shown)) not rewritten"), reason)
                continue
            case .convert:
                break
            }
            if Self.isTextContext(call, tree) && !Self.textMinimumOS.isSatisfied(by: context.target) {
                decline("foregroundColor not rewritten: the result is used as a Text, and Text.foregroundStyle returns Text only from \(Self.textMinimumOS) (deployment target: \(context.target))", "text-context")
                continue
            }
            guard let nameToken = Self.nameToken(callee) else { continue }
            let token = tree.tokens[nameToken]
            let site = tree.startOffset(of: call)
            output.edits.append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "foregroundStyle",
                                     pass: Self.name, site: site))
            for offset in insertions {
                output.edits.append(Edit(start: offset, end: offset, replacement: "Color", pass: Self.name, site: site))
            }
        }
        return output
    }

    enum Classification {
        case convert
        case decline(String, String)
    }

    /// Decides whether an argument can go to foregroundStyle, collecting where `Color` must
    /// be inserted before implicit members.
    func classify(_ expression: Node, call: Node, file: SourceFile, context: PassContext, insertions: inout [Int]) -> Classification {
        let tree = file.tree
        let optional = Classification.decline(
            "foregroundColor not rewritten: the color may be nil, and foregroundStyle takes no Optional (nil means inherit); apply the modifier conditionally instead",
            "optional-color")
        switch expression.kind {
        case .nilLiteralExpr:
            return optional
        case .tupleExpr:
            // `(expr)`: look inside the parentheses.
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last else { break }
            return classify(value, call: call, file: file, context: context, insertions: &insertions)
        case .sequenceExpr:
            let elements = expression.childNodes
            guard elements.count >= 3, elements[elements.count - 2].kind == .unresolvedTernaryExpr,
                  !elements.dropLast(2).contains(where: { $0.kind == .unresolvedTernaryExpr }),
                  let thenBranch = elements[elements.count - 2].childNodes.first else { break }
            let elseBranch = elements[elements.count - 1]
            var branchInsertions: [Int] = []
            for branch in [thenBranch, elseBranch] {
                if case .decline(let message, let reason) = classify(branch, call: call, file: file, context: context, insertions: &branchInsertions) {
                    return .decline(message, reason)
                }
            }
            insertions += branchInsertions
            return .convert
        case .memberAccessExpr, .functionCallExpr, .declReferenceExpr:
            guard let root = Self.chainRoot(expression) else { break }
            if root.kind == .memberAccessExpr {
                // An implicit member such as `.red` or `.red.opacity(0.5)`.
                let name = MemberAccessView(root)?.name.map { tree.text(of: $0) }
                if name == "none" && root == expression { return optional }
                if Self.callsFailableColorInit(expression, context.index, tree) { return optional }
                insertions.append(tree.startOffset(of: root))
                return .convert
            }
            if root.kind == .declReferenceExpr {
                let name = tree.text(of: root)
                if name == "Color" || (name == "SwiftUI" && tree.text(of: expression).hasPrefix("SwiftUI.Color")) {
                    if Self.callsFailableColorInit(expression, context.index, tree) { return optional }
                    return .convert
                }
            }
            // A variable, property or project function: `tint`, `self.tint`,
            // `theme.labelColor`, `Palette.accent(for: x)`, `tint.opacity(0.5)`.
            if let type = TypeResolver.resolveType(expression, at: call, file: file, context: context) {
                let compact = type.filter { !$0.isWhitespace }
                if compact == "Color" || compact == "SwiftUI.Color" { return .convert }
                if compact == "Color?" || compact == "Color!" || compact == "Optional<Color>" { return optional }
            }
        default:
            break
        }
        return .decline("foregroundColor not rewritten: cannot tell that the argument is a non-optional Color; rewrite by hand if it is", "unknown-type")
    }

    /// The innermost base of a member/call chain (`.red` in `.red.opacity(0.5)`,
    /// `Color` in `Color.red`); nil when the chain contains anything else.
    static func chainRoot(_ expression: Node) -> Node? {
        var current = expression
        while true {
            switch current.kind {
            case .functionCallExpr:
                guard let callee = current.childNodes.first else { return nil }
                current = callee
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { return current }
                current = base
            case .declReferenceExpr:
                return current
            default:
                return nil
            }
        }
    }

    /// Whether a modifier's base is an attributed-string value (its `foregroundColor` is an
    /// attribute, not the View modifier).
    static func isAttributeValue(_ base: Node, call: Node, file: SourceFile, context: PassContext) -> Bool {
        let attributeTypes: Set<String> = ["AttributeContainer", "AttributedString", "AttributedSubstring"]
        if let root = chainRoot(base), root.kind == .declReferenceExpr, attributeTypes.contains(file.tree.text(of: root)) { return true }
        if let type = TypeResolver.resolveType(base, at: call, file: file, context: context) {
            return attributeTypes.contains(ProjectIndex.lastComponent(type))
        }
        return false
    }

    /// `Color(hex: x)` or `.init(hex: x)` where the project declares that initializer
    /// failable (`init?`): the argument is then a `Color?`.
    static func callsFailableColorInit(_ expression: Node, _ index: ProjectIndex, _ tree: SyntaxTree) -> Bool {
        guard expression.kind == .functionCallExpr, let call = FunctionCallView(expression), let callee = call.calledExpression else { return false }
        let isColorInit: Bool
        switch callee.kind {
        case .declReferenceExpr:
            isColorInit = tree.text(of: callee) == "Color"
        case .memberAccessExpr:
            let member = MemberAccessView(callee)
            let base = member?.base.map { tree.text(of: $0) }
            isColorInit = member?.name.map { tree.text(of: $0) } == "init" && (base == nil || base == "Color")
        default:
            isColorInit = false
        }
        guard isColorInit else { return false }
        let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } }
        return index.members(of: "Color", named: "init").contains { $0.type == "Self?" && $0.labels == labels }
    }

    /// `foregroundColor` for `x.foregroundColor`, `.foregroundColor` or `foregroundColor`.
    static func calleeName(_ callee: Node, _ tree: SyntaxTree) -> String? {
        nameToken(callee).map { tree.text(of: $0) }
    }

    static func nameToken(_ callee: Node) -> Int? {
        switch callee.kind {
        case .memberAccessExpr: return MemberAccessView(callee)?.name
        case .declReferenceExpr: return callee.childTokens.first
        default: return nil
        }
    }

    /// Whether the modifier's result must be a `Text`: an operand of `+`, interpolated into
    /// `Text("\(...)")`, returned from a `-> Text` function, or assigned to a Text variable.
    static func isTextContext(_ call: Node, _ tree: SyntaxTree) -> Bool {
        // Climb the modifier chain: `Text(...).foregroundColor(.red).bold()`.
        var outer = call
        while let parent = outer.parent {
            if parent.kind == .memberAccessExpr, parent.childNodes.first == outer, let grand = parent.parent,
               grand.kind == .functionCallExpr, grand.childNodes.first == parent {
                outer = grand
            } else if parent.kind == .memberAccessExpr, parent.childNodes.first == outer {
                outer = parent
            } else {
                break
            }
        }
        guard let parent = outer.parent else { return false }
        switch parent.kind {
        case .sequenceExpr:
            let elements = parent.childNodes
            guard let i = elements.firstIndex(of: outer) else { return false }
            for j in [i - 1, i + 1] where j >= 0 && j < elements.count {
                if elements[j].kind == .binaryOperatorExpr, tree.text(of: elements[j]) == "+" { return true }
            }
            return false
        case .labeledExpr:
            guard let list = parent.parent, list.kind == .labeledExprList, let owner = list.parent else { return false }
            // An argument of an API that takes a `Text`: `.navigationTitle(Text(...))`,
            // `Alert(title: Text(...))`, `.accessibilityLabel(Text(...))`, ...
            if owner.kind == .functionCallExpr, let callee = owner.childNodes.first {
                let name = calleeName(callee, tree) ?? tree.text(of: callee)
                if textTakingAPIs.contains(name) { return true }
            }
            // `Text("\(Text(...).foregroundColor(.red))")`.
            guard owner.kind == .expressionSegment, let literal = owner.parent, literal.kind == .stringLiteralExpr else { return false }
            var node = literal
            while let up = node.parent, up.kind == .labeledExpr || up.kind == .labeledExprList { node = up }
            guard let text = node.parent, text.kind == .functionCallExpr, let callee = text.childNodes.first else { return false }
            return tree.text(of: callee) == "Text"
        case .returnStmt:
            return enclosingReturnType(parent, tree) == "Text"
        case .codeBlock, .accessorBlock:
            // A single-expression body returns its value.
            guard parent.childNodes.count == 1 else { return false }
            return enclosingReturnType(outer, tree) == "Text"
        case .initializerClause:
            guard let binding = parent.parent, binding.kind == .patternBinding,
                  let type = binding.child(.typeAnnotation)?.childNodes.first else { return false }
            return tree.collapsedText(of: type) == "Text"
        default:
            return false
        }
    }

    /// SwiftUI APIs whose parameters are `Text` (not a View): a Text passed to them must stay
    /// a Text.
    static let textTakingAPIs: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityValue",
        "accessibilityHint", "accessibility", "badge", "Alert", "ActionSheet", "default", "cancel", "destructive",
        "tabItem", "contextMenu", "confirmationDialog", "alert",
    ]

    /// The declared result type of the function, property or closure around `node`.
    static func enclosingReturnType(_ node: Node, _ tree: SyntaxTree) -> String? {
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .functionDecl:
                return parent.child(.functionSignature)?.child(.returnClause)?.childNodes.first.map { tree.collapsedText(of: $0) }
            case .patternBinding:
                return parent.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
            case .closureExpr, .initializerDecl:
                return nil
            default:
                current = parent
            }
        }
        return nil
    }
}
