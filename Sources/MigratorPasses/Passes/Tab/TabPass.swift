import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the children of a `TabView` written with `.tabItem { ... }` and `.tag(v)` with
/// iOS 18's `Tab(title, systemImage:, value:) { content }`.
public struct TabPass: BuiltInPass {
    public static let name = "tab"
    public static let reasons = [
        "arguments", "badge-type", "child-shape", "comment", "image-type", "layout", "missing-tag",
        "modifiers-after-tab-item", "name-clash", "optional-selection", "outside-tab-view", "project-declaration",
        "selection-type", "tab-item", "tag-type", "title-type"
    ]
    public static let summary = "Replace .tabItem { ... } and .tag(_:) children of a TabView with Tab(_:systemImage:value:content:)."
    public static let minimumOS = Availability(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2)

    public static let explanation = """
    Rewrites a `TabView` whose children are each a view with `.tabItem { ... }`, an optional
    `.tag(v)` and an optional `.badge(n)`:

        TabView(selection: $selection) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Section.home)
        }

    becomes

        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: Section.home) {
                HomeView()
            }
        }

    The tab item may be `Label(t, systemImage: s)`, `Label(t, image: i)`, or a `Text(t)` and
    an `Image(systemName: s)` / `Image(i)` in either order; `t`, `s` and `i` are kept byte for
    byte, so the title resolves to the same `LocalizedStringKey` or `StringProtocol` overload
    it did in `Label`/`Text`. `.badge(n)` moves onto the `Tab`. Without a `selection:` the
    tags are dropped (`Tab(t, systemImage: s) { ... }`): a `TabView` without a selection
    never read them.

    `Tab` and `TabView`'s tab builder are available from iOS 18, macOS 15, tvOS 18, watchOS 11
    and visionOS 2; the pass runs only where the deployment target reaches them. Where the
    project declares a type named `Tab`, the new one is written `SwiftUI.Tab`.

    Every `.tabItem` is reported when it is left unchanged, with a warning (a `TabView`'s
    children are rewritten all together or not at all):
    - a `.tabItem` outside a `TabView`'s content as written (on a view built in a property,
      a function or a view type of its own that the `TabView` shows): the `Tab` has to be
      written in the `TabView`;
    - a child that is a `ForEach`, an `if`, a `#if`, a `let`, or a view without `.tabItem`;
    - other modifiers after `.tabItem`, or `.tag`/`.badge` inside the content;
    - a tab item other than the forms above (a `VStack`, a custom view, `Text` and `Image`
      with modifiers);
    - a title that is not a string literal, a `String`, a `Substring` or a
      `LocalizedStringKey` the tool can tell; an image name that is not a string literal or
      a `String`; a badge that is not an `Int` or a `Text` (other overloads are not shown to
      be the same in `Tab`);
    - with `selection:`, a child without `.tag`, or tags whose type cannot be shown to be the
      selection's. The selection's type is known for `$x` where `x` is a `@State` or
      `@Binding` property of the enclosing type, and for `$m.x` where `m` is an
      `@ObservedObject`, `@StateObject`, `@EnvironmentObject` or `@Bindable` property and `x`
      a property of its type, each with its declared type (or the type its initial value
      shows). A tag's type is `Int`, `String`, `Bool` or `Double` for a literal (what the
      generic `.tag` made of it) and the declared type of anything else (`Section.inbox`).
      They must be the same type: a `.tag(0)` under a `Double` selection was never selected,
      and `Tab(value: 0)` would start matching. An optional selection is declined:
      `Tab(value:)` would wrap the tag in the optional and start matching where `.tag` did not;
    - comments between the children's modifiers, which would be lost.
    """

    public static let examples: [Example] = [
        .rewrite("""
        let v = TabView {
            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
        }

        """, """
        let v = TabView {
            Tab("Inbox", systemImage: "tray") {
                Text("Inbox")
            }
        }

        """),
        .unchanged("""
        let v = TabView {
            ForEach(0..<3) { i in Text("\\(i)").tabItem { Text("\\(i)") } }
        }

        """, reason: "child-shape"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        guard tree.mentions("tabItem") else { return output }
        // Every `.tabItem` is reported: through the TabView whose content it is in, or on its own.
        var tabViews: [Node] = []
        var seen = Set<Int>()
        for (item, nameToken) in Self.tabItemCalls(tree) {
            guard let tabView = Self.enclosingTabView(item, tree) else {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[nameToken].textStart),
                    ".tabItem not rewritten with Tab: it is not written in a TabView's content here (the view is built in a property, a function or a view of its own that the TabView shows), and a Tab must be; rewrite by hand where the TabView is", pass: Self.name, reason: "outside-tab-view"))
                continue
            }
            if seen.insert(tree.startOffset(of: tabView)).inserted { tabViews.append(tabView) }
        }
        var unit: String?
        for call in tabViews {
            let start = tree.startOffset(of: call)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: start, "TabView not rewritten with Tab: \(message)", pass: Self.name, reason: reason))
            }
            guard let view = FunctionCallView(call), let closure = view.trailingClosure, view.additionalTrailingClosures.isEmpty else {
                decline("its content is not one trailing closure; rewrite by hand", "arguments")
                continue
            }
            if context.model.resolveNominal("TabView", in: file, at: call) != nil {
                decline("the project declares its own TabView", "project-declaration")
                continue
            }
            let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
            guard labels.isEmpty || labels == ["selection"] else {
                decline("TabView is called with arguments other than selection:; rewrite by hand", "arguments")
                continue
            }
            let children = closure.childNodes.filter { $0.kind != .closureSignature }
            let fileUnit = unit ?? Rewriting.indentationUnit(tree)
            unit = fileUnit
            switch TabChildren.rewrite(children, selection: view.arguments.first?.expression, call: call, file: file, context: context, unit: fileUnit) {
            case .failure(let problem):
                decline(problem.message, problem.reason)
            case .success(let edits):
                output.edits += edits.map { Edit(start: $0.start, end: $0.end, replacement: $0.text, pass: Self.name, site: start) }
            }
        }
        return output
    }

    /// The `.tabItem { ... }` calls of a file, with the token of their name.
    static func tabItemCalls(_ tree: SyntaxTree) -> [(Node, Int)] {
        var result: [(Node, Int)] = []
        for access in tree.nodes(ofKind: [.memberAccessExpr]) {
            guard let name = MemberAccessView(access)?.name, tree.text(of: name) == "tabItem",
                  let call = access.parent, call.kind == .functionCallExpr, call.firstChildNode == access else { continue }
            result.append((call, name))
        }
        return result
    }

    /// The `TabView(...) { ... }` call whose content closure holds `node`, the innermost one;
    /// nil when a declaration comes first (a property, a function, a type).
    static func enclosingTabView(_ node: Node, _ tree: SyntaxTree) -> Node? {
        var current = node
        while let parent = current.parent {
            if DeclarationView(parent) != nil { return nil }
            if current.kind == .closureExpr {
                // A trailing closure's parent is the call; an argument's is its labeled expression.
                var call: Node? = parent
                if parent.kind == .labeledExpr { call = parent.parent?.parent }
                if let call, call.kind == .functionCallExpr, let callee = call.firstChildNode,
                   callee.kind == .declReferenceExpr, tree.text(of: callee) == "TabView" {
                    return call
                }
            }
            current = parent
        }
        return nil
    }
}
