import SwiftCST

/// Replaces a single-column `NavigationView { ... }` with `NavigationStack { ... }` and
/// deletes the `.navigationViewStyle(.stack)` attached to it (PASSES.md §5, Apple's
/// "Migrating to new navigation types").
///
/// A NavigationView with two or more child views, or with a column style, is a split view:
/// it needs NavigationSplitView and a decision about columns, so it is reported instead.
public struct NavigationStackPass: BuiltInPass {
    public static let name = "navigation-stack"
    public static let summary = "Replace single-column NavigationView with NavigationStack."
    public static let minimumOS = Availability(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1)

    public static let explanation = """
    Rewrites `NavigationView { content }` to `NavigationStack { content }` when the
    content is one view: one view expression (declarations such as `let` do not count), or
    an `if`/`switch`/`#if` each of whose branches holds at most one view. An attached
    `.navigationViewStyle(.stack)` or `.navigationViewStyle(StackNavigationViewStyle())`
    (also `.automatic`/`DefaultNavigationViewStyle()`) anywhere in the NavigationView's
    own modifier chain is deleted with its line and the comment lines directly above it;
    a `#if` that held only that modifier goes with it.

    Note: on iPad, a NavigationView without `.stack` style may show its one view as a
    sidebar column; NavigationStack always shows a stack, which is what single-column
    code almost always meant. Review iPad layouts after migrating.

    Reported and left unchanged:
    - two or more child views, a `ForEach` child, or a branch with several views
      (`multiple-children`): a split view, migrate to NavigationSplitView by hand;
    - `.navigationViewStyle(.columns)`, `DoubleColumnNavigationViewStyle()`,
      `ColumnNavigationViewStyle()` (`split-view`), or any other style expression
      (`unknown-style`);
    - a NavigationView in macOS-only code (`#if os(macOS)`, `canImport(AppKit)`; the
      enclosing `#if` conditions are read per platform) (`macos-columns`): on macOS every
      NavigationView shows columns;
    - calls with arguments (`NavigationView(content:)`) (`unrecognised-shape`);
    - projects that declare their own `NavigationView` type (`project-type`).

    Reported, but rewritten: where the deployment target includes macOS, the site may be
    compiled for macOS (its `#if` conditions allow it) and carries no `.stack` style, a warning
    says to check the macOS layout (`macos-layout`); `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)`
    inside the content (deprecated too; move to `navigationDestination` and a path).
    """

    public static let examples: [Example] = [
        .rewrite("let v = NavigationView {\n    List {}\n}\n.navigationViewStyle(.stack)\n", "let v = NavigationStack {\n    List {}\n}\n"),
        .rewrite("let v = NavigationView { Text(\"a\") }\n", "let v = NavigationStack { Text(\"a\") }\n"),
        .unchanged("let v = NavigationView {\n    Sidebar()\n    Detail()\n}\n", reason: "multiple-children"),
        .unchanged("let v = NavigationView {\n    List {}\n}\n.navigationViewStyle(.columns)\n", reason: "split-view"),
    ]

    public init() {}

    enum StyleKind {
        case stack, split, unknown
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let styles = Rewriting.modifierCalls(named: ["navigationViewStyle"], in: tree, context.index)
        for call in tree.calls(named: "NavigationView") {
            guard let view = FunctionCallView(call), let callee = view.calledExpression, let nameToken = Self.navigationViewName(callee, tree) else { continue }
            let site = tree.startOffset(of: call)
            func report(_ message: String, _ reason: String, declined: Bool = true) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[nameToken].textStart), message, pass: Self.name, reason: reason, declined: declined))
            }
            guard let content = view.trailingClosure, view.arguments.isEmpty, view.additionalTrailingClosures.isEmpty else {
                report("NavigationView not rewritten: only `NavigationView { content }` is recognised; write NavigationStack or NavigationSplitView by hand", "unrecognised-shape")
                continue
            }
            if Rewriting.projectTypeShadows("NavigationView", at: call, tree, context), callee.kind == .declReferenceExpr {
                report("NavigationView not rewritten: the project declares its own NavigationView type, which this may refer to", "project-type")
                continue
            }
            let conditions = Rewriting.ifConfigConditions(around: call, tree)
            // macOS-only code: compiled for macOS and for none of the stack platforms.
            if Rewriting.compiled(on: "macOS", under: conditions) != false,
               ["iOS", "tvOS", "watchOS", "visionOS"].allSatisfy({ Rewriting.compiled(on: $0, under: conditions) == false }) {
                report("NavigationView not rewritten: on macOS a NavigationView shows columns; migrate to NavigationSplitView (or NavigationStack if one column is meant) by hand", "macos-columns")
                continue
            }
            guard let count = Self.viewCount(content.childNodes.filter { $0.kind != .closureSignature }, tree), count <= 1 else {
                report("NavigationView not rewritten: its content is two or more views (or a ForEach), which makes columns; migrate to NavigationSplitView by hand", "multiple-children")
                continue
            }
            // Styles attached to this NavigationView's own chain.
            let attached = styles.filter { Self.chainRoot($0.call, tree) == call }
            var deletions: [Range<Int>] = []
            var declined = false
            for style in attached {
                switch Self.styleKind(style, tree) {
                case .stack:
                    guard let range = Self.deletion(of: style, tree) else { declined = true; break }
                    deletions.append(range)
                case .split:
                    report("NavigationView not rewritten: it has a column style (\(tree.collapsedText(of: style.arguments.first?.node ?? style.call))), a split view; migrate to NavigationSplitView by hand", "split-view")
                    declined = true
                case .unknown:
                    report("NavigationView not rewritten: its style (\(tree.collapsedText(of: style.arguments.first?.node ?? style.call))) is not one this pass can tell is a stack; migrate by hand", "unknown-style")
                    declined = true
                }
                if declined { break }
            }
            if declined { continue }
            let token = tree.tokens[nameToken]
            output.edits.append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "NavigationStack", pass: Self.name, site: site))
            for range in deletions {
                output.edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: site))
            }
            if context.target[.macOS] != nil && Rewriting.compiled(on: "macOS", under: conditions) != false && attached.isEmpty {
                report("NavigationView rewritten; the deployment target includes macOS, where NavigationView showed its view as a sidebar column and NavigationStack shows one stack: check the macOS layout (or guard with #if os(iOS))",
                       "macos-layout", declined: false)
            }
            for link in Self.bindingLinks(in: content, tree) {
                output.findings.append(file.finding(at: link, "NavigationLink with isActive:/tag:selection: is deprecated; in a NavigationStack move it to a value-based link and navigationDestination (or navigationDestination(isPresented:))",
                                                    pass: Self.name, reason: "navigation-link-binding", declined: false))
            }
        }
        return output
    }

    /// The `NavigationView` name token of `NavigationView` or `SwiftUI.NavigationView`.
    static func navigationViewName(_ callee: Node, _ tree: SyntaxTree) -> Int? {
        if callee.kind == .declReferenceExpr, callee.childTokens.count == 1, let token = callee.childTokens.first,
           tree.text(of: token) == "NavigationView" { return token }
        if let member = MemberAccessView(callee), let base = member.base, tree.text(of: base) == "SwiftUI",
           let token = member.name, tree.text(of: token) == "NavigationView" { return token }
        return nil
    }

    /// How many views a view builder's statements make at most; nil when it cannot tell
    /// (a `ForEach`, which makes any number).
    static func viewCount(_ elements: [Node], _ tree: SyntaxTree) -> Int? {
        var total = 0
        for element in elements {
            var count: Int?
            switch element.kind {
            case _ where DeclarationView(element) != nil && element.kind != .ifConfigDecl:
                count = 0
            case .ifConfigDecl:
                count = maxCount(element.children(.ifConfigClause).map { clause in
                    viewCount(clause.childNodes.filter { $0 != clause.childNodes.first || clause.childTokens.first.map { tree.text(of: $0) } == "#else" }, tree)
                })
            case .ifExpr:
                var branches: [Int?] = []
                var current: Node? = element
                while let branch = current {
                    let blocks = branch.children(.codeBlock)
                    branches += blocks.map { viewCount($0.childNodes, tree) }
                    current = branch.child(.ifExpr)
                }
                count = maxCount(branches)
            case .switchExpr:
                count = maxCount(element.children(.switchCase).map { switchCase in
                    viewCount(switchCase.childNodes.filter { $0.kind != .switchCaseLabel && $0.kind != .switchDefaultLabel }, tree)
                })
            case .expressionStmt:
                count = viewCount(element.childNodes, tree)
            default:
                let root = chainRoot(element, tree)
                if root.kind == .functionCallExpr, let callee = root.childNodes.first, callee.kind == .declReferenceExpr {
                    let name = tree.text(of: callee)
                    if name == "ForEach" { return nil }
                    if name == "Group", let closure = FunctionCallView(root)?.trailingClosure {
                        count = viewCount(closure.childNodes.filter { $0.kind != .closureSignature }, tree)
                        break
                    }
                }
                count = 1
            }
            guard let count else { return nil }
            total += count
        }
        return total
    }

    static func maxCount(_ counts: [Int?]) -> Int? {
        var result = 0
        for count in counts {
            guard let count else { return nil }
            result = max(result, count)
        }
        return result
    }

    /// The expression a modifier chain starts from: `NavigationView { }` for
    /// `NavigationView { }.padding().navigationViewStyle(.stack)`, through `#if` blocks
    /// in the chain.
    static func chainRoot(_ node: Node, _ tree: SyntaxTree) -> Node {
        var current = node
        while true {
            switch current.kind {
            case .functionCallExpr:
                guard let callee = current.childNodes.first, callee.kind == .memberAccessExpr,
                      navigationViewName(callee, tree) == nil else { return current }
                if let base = MemberAccessView(callee)?.base {
                    current = base
                } else if let clause = current.parent, clause.kind == .ifConfigClause,
                          let postfix = clause.parent?.parent, postfix.kind == .postfixIfConfigExpr, let base = postfix.childNodes.first {
                    current = base
                } else {
                    return current
                }
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { return current }
                current = base
            case .postfixIfConfigExpr:
                guard let base = current.childNodes.first else { return current }
                current = base
            default:
                return current
            }
        }
    }

    static func styleKind(_ style: Rewriting.ModifierCall, _ tree: SyntaxTree) -> StyleKind {
        guard style.labels == [nil], style.trailingClosures.isEmpty, let argument = style.arguments[0].expression else { return .unknown }
        switch tree.collapsedText(of: argument) {
        case ".stack", "StackNavigationViewStyle()", ".automatic", "DefaultNavigationViewStyle()":
            return .stack
        case ".columns", "DoubleColumnNavigationViewStyle()", "ColumnNavigationViewStyle()":
            return .split
        default:
            return .unknown
        }
    }

    /// The bytes to delete for a style modifier: its line; the whole `#if` block when the
    /// modifier was all it held.
    static func deletion(of style: Rewriting.ModifierCall, _ tree: SyntaxTree) -> Range<Int>? {
        if let clause = style.call.parent, clause.kind == .ifConfigClause, let block = clause.parent,
           block.kind == .ifConfigDecl, block.children(.ifConfigClause).count == 1,
           clause.childNodes.count == 2, clause.childNodes.last == style.call {
            return Rewriting.lineDeletion(from: block.firstToken, through: block.endToken - 1, tree)
        }
        // A modifier inside a `#if` clause must stand alone there (not chained further).
        if style.base == nil && style.call.parent?.kind != .ifConfigClause { return nil }
        return Rewriting.modifierDeletion(style, tree)
    }

    /// `NavigationLink(isActive:...)` / `NavigationLink(tag:selection:...)` calls in the
    /// content (not inside other NavigationViews).
    static func bindingLinks(in content: Node, _ tree: SyntaxTree) -> [Node] {
        var result: [Node] = []
        content.walk { node in
            guard node.kind == .functionCallExpr, let view = FunctionCallView(node), let callee = view.calledExpression else { return true }
            if navigationViewName(callee, tree) != nil && node != content { return false }
            if callee.kind == .declReferenceExpr, tree.text(of: callee) == "NavigationLink" {
                let labels = view.arguments.compactMap { $0.label.map { tree.text(of: $0) } }
                if labels.contains("isActive") || (labels.contains("tag") && labels.contains("selection")) { result.append(node) }
            }
            return true
        }
        return result
    }
}
