import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces a single-column `NavigationView { ... }` with `NavigationStack { ... }` and
/// deletes the `.navigationViewStyle(.stack)` attached to it (Apple's "Migrating to new
/// navigation types").
///
/// A NavigationView with two or more child views, or with a column style, is a split view:
/// it needs NavigationSplitView and a decision about columns, so it is reported instead.
public struct NavigationStackPass: BuiltInPass, PlannedPass {
    public static let name = "navigation-stack"
    public static let reasons = [
        "comments", "compatibility-branch", "ipad-layout", "macos-columns", "macos-layout", "multiple-children",
        "navigation-link-binding", "nested-stack", "project-type", "pushed-view", "split-view", "stack-style",
        "unknown-style", "unrecognised-shape"
    ]
    public static let summary = "Replace single-column NavigationView with NavigationStack."
    public static let minimumOS = Availability(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9, visionOS: 1)

    public static let explanation = """
    Rewrites `NavigationView { content }` (or `NavigationView(content: { content })`) to
    `NavigationStack { content }` when the content is one view: one view expression
    (declarations such as `let` do not count), or an `if`/`switch`/`#if` each of whose
    branches holds at most one view. An attached `.navigationViewStyle(.stack)` or
    `.navigationViewStyle(StackNavigationViewStyle())` (also `.automatic`/
    `DefaultNavigationViewStyle()`) anywhere in the NavigationView's own modifier chain is
    deleted with its line and the comment lines directly above it; a `#if` that held only
    that modifier goes with it. A `.navigationViewStyle(.stack)` left on the content inside
    (it styled navigation views within the content, of which there are none) is deleted too;
    it still tells that a stack was meant, so the layout declines below do not apply.

    Reported and left unchanged where no `.stack` style is attached (`.automatic` shows
    columns), since the layout would change; add `.navigationViewStyle(.stack)` where one
    stack is what you want, and the next run rewrites it:
    - `ipad-layout`: the file's target includes iOS and may run on iPad, where a
      NavigationView showed its one view as a sidebar column and NavigationStack shows a
      full-width stack. A file is iPhone-only when every Xcode target compiling it sets
      `TARGETED_DEVICE_FAMILY = 1` without Mac Catalyst; a package, or a project whose
      settings live in `.xcconfig` files, is taken to include iPad.
    - `macos-layout`: the deployment target includes macOS and the file may build for
      macOS: not when its Xcode targets all build for other platforms (`SDKROOT`,
      `SUPPORTED_PLATFORMS`: iOS, watchOS, tvOS), when it imports UIKit (or WatchKit)
      outside `#if`, or when it uses an iOS-only modifier (`navigationBarItems`,
      `navigationBarTitle`, `navigationBarTitleDisplayMode`, `navigationBarHidden`,
      `keyboardType`, `autocapitalization`, `textInputAutocapitalization`,
      `statusBar(hidden:)`) where macOS would compile it; nor where its `#if` conditions
      exclude macOS. With both, one warning names both.

    Reported beside a rewrite: `NavigationLink(isActive:)` and
    `NavigationLink(tag:selection:)` inside the content (deprecated too; move to
    `navigationDestination` and a path). Reported on its own: a `.navigationViewStyle(...)`
    left on a `NavigationStack`, which styles nothing there (`stack-style`).

    Reported and left unchanged:
    - two or more child views, a `ForEach` child, or a branch with several views
      (`multiple-children`): a split view, migrate to NavigationSplitView by hand;
    - `.navigationViewStyle(.columns)`, `DoubleColumnNavigationViewStyle()`,
      `ColumnNavigationViewStyle()` (`split-view`), or any other style expression
      (`unknown-style`);
    - a NavigationView in macOS-only code (`#if os(macOS)`, `canImport(AppKit)`; the
      enclosing `#if` conditions are read per platform; or a file whose target builds for
      macOS alone, per its Package.swift or Xcode project) (`macos-columns`): on macOS every
      NavigationView shows columns;
    - fallback code: the `else` of `if #available(...)`, an `#else` of `#if swift(...)`
      (`compatibility-branch`);
    - a NavigationView in a view the project pushes onto a stack (built in a
      `NavigationLink` destination or a `navigationDestination` closure) (`pushed-view`):
      a NavigationStack there would nest stacks; the inner container should go (one in
      a `.sheet`, `.fullScreenCover`, `.popover` or `.inspector` of that view converts:
      a presentation starts its own navigation);
    - a NavigationView whose content builds a project view (itself, or in a link's
      destination there) whose `body` has a NavigationStack, NavigationView or
      NavigationSplitView of its own (`nested-stack`): converted, the stacks would nest;
    - other calls with arguments (`unrecognised-shape`);
    - projects that declare their own `NavigationView` type (`project-type`).
    """

    public static let examples: [Example] = [
        .rewrite("let v = NavigationView {\n    List {}\n}\n.navigationViewStyle(.stack)\n", "let v = NavigationStack {\n    List {}\n}\n"),
        .unchanged("let v = NavigationView { Text(\"a\") }\n", reason: "ipad-layout"),
        .unchanged("let v = NavigationView {\n    Sidebar()\n    Detail()\n}\n", reason: "multiple-children"),
        .unchanged("let v = NavigationView {\n    List {}\n}\n.navigationViewStyle(.columns)\n", reason: "split-view"),
    ]

    public init() {}

    public func prepare(_ context: PassContext) { _ = Self.pushedViews(context) }

    static func pushedViews(_ context: PassContext) -> PushedViews {
        context.cache.value(PushedViews.cacheKey) { PushedViews(context: context) }
    }

    enum StyleKind {
        case stack, split, unknown
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let styles = Rewriting.modifierCalls(named: ["navigationViewStyle"], in: file, context)
        var macOSBuild: Bool?
        let branches = Rewriting.CompatibilityBranches(tree)
        for call in tree.calls(named: "NavigationView") {
            guard let view = FunctionCallView(call), let callee = view.calledExpression, let nameToken = Self.navigationViewName(callee, tree) else { continue }
            let site = tree.startOffset(of: call)
            func report(_ message: String, _ reason: String, declined: Bool = true) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[nameToken].textStart), message, pass: Self.name, reason: reason, declined: declined))
            }
            guard let shape = Self.content(of: view, tree) else {
                report("NavigationView not rewritten: only `NavigationView { content }` and `NavigationView(content: { content })` are recognised; write NavigationStack or NavigationSplitView by hand", "unrecognised-shape")
                continue
            }
            let content = shape.closure
            let conditions = Rewriting.ifConfigConditions(around: call, tree)
            if let decline = Self.reasonNotStack(call, callee: callee, content: content, conditions: conditions, branches: branches,
                                                 file: file, context: context) {
                report(decline.message, decline.reason)
                continue
            }
            guard var styling = Self.attachedStackStyles(of: call, styles: styles, tree, report: { report($0, $1) }) else { continue }
            // `.navigationViewStyle(.stack)` on the content: it styled navigation views inside
            // the content, none; NavigationStack has no style at all.
            // It still says a stack was meant: no layout warning either.
            for style in styles where Self.isInnerStackStyle(style, of: content, tree) {
                if let range = Self.deletion(of: style, tree) { styling.deletions.append(range) }
                styling.explicitStack = true
            }
            guard let renaming = Self.renameEdits(call, nameToken: nameToken, content: content, contentArgument: shape.isArgument, site: site, tree) else {
                report("NavigationView(content:) not rewritten: comments around its argument would have no place to go; write NavigationStack { ... } by hand", "comments")
                continue
            }
            // Where the view showed a column (iPad, macOS), a stack is another layout: only
            // an explicit `.stack` style says that is what was meant.
            if !styling.explicitStack,
               let layout = Self.layoutWarning(call, file: file, conditions: conditions, macOSBuild: &macOSBuild, context: context) {
                report(layout.message, layout.reason)
                continue
            }
            output.edits += renaming
            for range in styling.deletions {
                output.edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: site))
            }
            for link in Self.bindingLinks(in: content, tree) {
                output.findings.append(file.finding(at: link, "NavigationLink with isActive:/tag:selection: is deprecated; in a NavigationStack move it to a value-based link and navigationDestination (or navigationDestination(isPresented:))",
                                                    pass: Self.name, reason: "navigation-link-binding", declined: false))
            }
        }
        // A style left on a NavigationStack (converted by hand) styles nothing there.
        for style in styles {
            let root = Self.chainRoot(style.call, tree)
            guard root != style.call, let callee = root.firstChildNode, callee.kind == .declReferenceExpr,
                  tree.text(of: callee) == "NavigationStack" else { continue }
            output.findings.append(file.finding(atOffset: style.start(tree), "navigationViewStyle on a NavigationStack styles nothing there (a NavigationStack takes no style); delete it",
                                                pass: Self.name, reason: "stack-style", declined: false))
        }
        return output
    }

    /// The content closure of `NavigationView { content }` or `NavigationView(content: { content })`,
    /// and whether it is the `content:` argument; nil for any other shape.
    static func content(of view: FunctionCallView, _ tree: SyntaxTree) -> (closure: Node, isArgument: Bool)? {
        if let trailing = view.trailingClosure, view.arguments.isEmpty, view.additionalTrailingClosures.isEmpty {
            return (trailing, false)
        }
        if view.trailingClosure == nil, view.arguments.count == 1, let label = view.arguments[0].label,
           tree.text(of: label) == "content", let closure = view.arguments[0].expression, closure.kind == .closureExpr {
            return (closure, true)
        }
        return nil
    }

    /// Why the NavigationView is not (or not surely) a single-column stack, as a message and
    /// reason: the project's own type, fallback code, a view pushed onto a stack, macOS-only
    /// code (columns), or two or more views in the content.
    static func reasonNotStack(_ call: Node, callee: Node, content: Node, conditions: [String], branches: Rewriting.CompatibilityBranches,
                               file: SourceFile, context: PassContext) -> (message: String, reason: String)? {
        let tree = file.tree
        let ownTypes = callee.kind == .declReferenceExpr ? context.model.projectTypes(named: "NavigationView", at: call, in: file) : []
        if !ownTypes.isEmpty {
            return ("NavigationView not rewritten: NavigationView here is the project's own type (\(context.model.describe(ownTypes))), not SwiftUI's", "project-type")
        }
        if let branch = branches.of(call) {
            return ("NavigationView left as is: it is in \(branch), fallback code for older OS versions; remove the fallback when the deployment target makes it dead", "compatibility-branch")
        }
        if !isPresented(call, tree), case .project(let owner)? = context.model.enclosingType(of: call, in: file),
           let place = pushedViews(context).places[context.model.declaration(owner).name] {
            let name = context.model.declaration(owner).name
            return ("NavigationView not rewritten: '\(name)' is pushed onto a stack (\(place)), where a NavigationStack would nest; remove it by hand", "pushed-view")
        }
        if let inner = innerStack(in: content, file: file, context: context) {
            return ("NavigationView not rewritten: its content builds '\(inner.name)', whose body has a \(inner.container) (\(inner.place)): as a NavigationStack the stacks would nest; remove one by hand", "nested-stack")
        }
        // macOS-only code: compiled for macOS and for none of the stack platforms, by its
        // `#if` conditions or because its target builds for macOS alone.
        let fileTarget = context.target(of: file.path)
        let macOnlyTarget = fileTarget[.macOS] != nil && [Platform.iOS, .tvOS, .watchOS, .visionOS].allSatisfy { fileTarget[$0] == nil }
        if Rewriting.compiled(on: "macOS", under: conditions) != false,
           macOnlyTarget || ["iOS", "tvOS", "watchOS", "visionOS"].allSatisfy({ Rewriting.compiled(on: $0, under: conditions) == false }) {
            return ("NavigationView not rewritten: on macOS a NavigationView shows columns; migrate to NavigationSplitView (or NavigationStack if one column is meant) by hand", "macos-columns")
        }
        guard let count = viewCount(content.childNodes.filter { $0.kind != .closureSignature }, tree), count <= 1 else {
            return ("NavigationView not rewritten: its content is two or more views (or a ForEach), which makes columns; migrate to NavigationSplitView by hand", "multiple-children")
        }
        return nil
    }

    /// A project view built in the content (its own view, or one a link there pushes) whose
    /// `body` has a navigation container of its own (`NavigationStack(path:)`, a
    /// NavigationView or NavigationSplitView): its name, the container and its place.
    static func innerStack(in content: Node, file: SourceFile, context: PassContext) -> (name: String, container: String, place: String)? {
        let tree = file.tree
        let model = context.model
        var checked: Set<String> = []
        var found: (String, String, String)?
        func visit(_ node: Node) -> Bool {
            guard found == nil else { return false }
            guard node.kind == .functionCallExpr, let callee = node.firstChildNode else { return true }
            // A presentation starts its own navigation: only its receiver counts.
            if callee.kind == .memberAccessExpr, let name = callee.childTokens.last,
               ["sheet", "fullScreenCover", "popover", "inspector"].contains(tree.text(of: name)) {
                callee.walk(visit)
                return false
            }
            guard callee.kind == .declReferenceExpr else { return true }
            let name = tree.text(of: callee)
            guard name.first?.isUppercase == true, checked.insert(name).inserted,
                  let type = model.resolveNominal(name, in: file, at: node), model.conforms(type, to: "View") else { return true }
            for body in model.members(of: type, named: "body") {
                let declaration = model.declaration(body)
                let source = model.files[declaration.file]
                for container in ["NavigationStack", "NavigationView", "NavigationSplitView"] {
                    // One in a sheet of that body is another presentation's: no nesting.
                    if let call = source.tree.calls(named: container).first(where: { $0.ancestors.contains(declaration.node) && !isPresented($0, source.tree) }) {
                        found = (name, container, Rewriting.place(source.path, source.tree.location(of: source.tree.startOffset(of: call)).line))
                        return false
                    }
                }
            }
            return true
        }
        content.walk(visit)
        return found
    }

    /// The styles attached to this NavigationView's own chain, when all are stack styles: the
    /// ranges that delete them and whether one says `.stack` explicitly. Nil (reported, but
    /// for a style that cannot be deleted) for a column or unknown style.
    static func attachedStackStyles(of call: Node, styles: [Rewriting.ModifierCall], _ tree: SyntaxTree,
                                    report: (String, String) -> Void) -> (deletions: [Range<Int>], explicitStack: Bool)? {
        var deletions: [Range<Int>] = []
        var explicitStack = false
        for style in styles where chainRoot(style.call, tree) == call {
            switch styleKind(style, tree) {
            case .stack:
                guard let range = deletion(of: style, tree) else { return nil }
                deletions.append(range)
                if isExplicitStack(style, tree) { explicitStack = true }
            case .split:
                report("NavigationView not rewritten: it has a column style (\(tree.quote(style.arguments.first?.node ?? style.call))), a split view; migrate to NavigationSplitView by hand", "split-view")
                return nil
            case .unknown:
                report("NavigationView not rewritten: its style (\(tree.quote(style.arguments.first?.node ?? style.call))) is not one this pass can tell is a stack; migrate by hand", "unknown-style")
                return nil
            }
        }
        return (deletions, explicitStack)
    }

    /// The edits renaming the view: `NavigationView` → `NavigationStack`, and
    /// `NavigationView(content: { ... })` → `NavigationStack { ... }`; nil when comments
    /// around the `content:` argument would have no place to go.
    static func renameEdits(_ call: Node, nameToken: Int, content: Node, contentArgument: Bool, site: Int, _ tree: SyntaxTree) -> [Edit]? {
        let token = tree.tokens[nameToken]
        guard contentArgument else {
            return [Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "NavigationStack", pass: Self.name, site: site)]
        }
        guard let leftParen = call.childTokens.first(where: { tree.tokens[$0].kind == .leftParen }),
              let rightParen = call.childTokens.last(where: { tree.tokens[$0].kind == .rightParen }),
              !Rewriting.containsComment(tree, Int(tree.tokens[leftParen].textStart), tree.startOffset(of: content)),
              !Rewriting.containsComment(tree, tree.endOffset(of: content), Int(tree.tokens[rightParen].textEnd)) else { return nil }
        return [Edit(start: Int(token.textStart), end: tree.startOffset(of: content), replacement: "NavigationStack ", pass: Self.name, site: site),
                Edit(start: tree.endOffset(of: content), end: Int(tree.tokens[rightParen].textEnd), replacement: "", pass: Self.name, site: site)]
    }

    /// The warning, as a message and reason, that the view showed columns before where it
    /// may run: iPad (and Mac Catalyst), macOS. `macOSBuild` caches whether the file may
    /// build for macOS.
    static func layoutWarning(_ call: Node, file: SourceFile, conditions: [String], macOSBuild: inout Bool?, context: PassContext) -> (message: String, reason: String)? {
        let iPad = mayShowOnIPad(call, file: file, conditions: conditions, context: context)
        var macOS = false
        if context.target[.macOS] != nil && Rewriting.compiled(on: "macOS", under: conditions) != false {
            if macOSBuild == nil { macOSBuild = mayBuildForMacOS(file, context) }
            macOS = macOSBuild == true
        }
        let fix = "add .navigationViewStyle(.stack) if a stack is meant, else use NavigationSplitView"
        if iPad {
            return ("NavigationView not rewritten: on iPad (\(iPadReason(file, context)))\(macOS ? " and macOS" : "") it shows a sidebar column, NavigationStack one stack; \(fix)",
                    "ipad-layout")
        }
        if macOS {
            return ("NavigationView not rewritten: the target includes macOS, where it shows a sidebar column, NavigationStack one stack; \(fix)",
                    "macos-layout")
        }
        return nil
    }

    /// Whether a node is inside the content of a presentation (`.sheet { }`,
    /// `.fullScreenCover`, `.popover`, `.inspector`): a new navigation context, not the
    /// stack its view is pushed onto.
    static func isPresented(_ node: Node, _ tree: SyntaxTree) -> Bool {
        let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]
        var current = node
        while let parent = current.parent {
            if parent.kind == .closureExpr {
                var owner = parent.parent
                if let up = owner, up.kind == .labeledExpr || up.kind == .multipleTrailingClosureElement { owner = up.parent }
                if let list = owner, list.kind == .labeledExprList { owner = list.parent }
                if let call = owner, call.kind == .functionCallExpr, let callee = call.firstChildNode,
                   let name = MemberAccessView(callee)?.name ?? (callee.kind == .declReferenceExpr ? callee.firstToken : nil),
                   presentations.contains(tree.text(of: name)) {
                    return true
                }
            }
            if [.structDecl, .classDecl, .enumDecl, .extensionDecl].contains(parent.kind) { return false }
            current = parent
        }
        return false
    }

    /// `.stack` or `StackNavigationViewStyle()` (not `.automatic`, which shows columns on iPad).
    static func isExplicitStack(_ style: Rewriting.ModifierCall, _ tree: SyntaxTree) -> Bool {
        guard let argument = style.arguments.first?.expression else { return false }
        return [".stack", "StackNavigationViewStyle()"].contains(tree.collapsedText(of: argument))
    }

    /// A stack style applied to a view inside `content` (not inside a navigation container
    /// nested in it).
    static func isInnerStackStyle(_ style: Rewriting.ModifierCall, of content: Node, _ tree: SyntaxTree) -> Bool {
        guard isExplicitStack(style, tree) else { return false }
        let navigationViews = ["NavigationView", "NavigationStack", "NavigationSplitView", "SwiftUI.NavigationView"]
        // `NavigationView { ... }.navigationViewStyle(.stack)` inside the content: that inner
        // view's own style.
        let root = chainRoot(style.call, tree)
        if root != style.call, let callee = FunctionCallView(root)?.calledExpression, navigationViews.contains(tree.text(of: callee)) { return false }
        var node = style.call
        while let parent = node.parent {
            if parent == content { return true }
            if parent.kind == .functionCallExpr, let callee = FunctionCallView(parent)?.calledExpression {
                let name = tree.text(of: callee)
                if navigationViews.contains(name) { return false }
                // A sheet's content is another presentation, with navigation views of its own.
                if node.kind == .closureExpr || node.kind == .labeledExpr || node.kind == .labeledExprList,
                   let member = MemberAccessView(callee), let memberName = member.name,
                   presentations.contains(tree.text(of: memberName)) { return false }
            }
            node = parent
        }
        return false
    }

    /// Modifiers whose content is a new presentation, outside the presenter's navigation.
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

    /// Where a site may run on iPad: the file's target includes iOS, its Xcode targets are
    /// not all iPhone-only (`TARGETED_DEVICE_FAMILY = 1`; unknown counts as iPad), they
    /// build for iOS (or are not known), and the `#if` conditions allow iOS.
    static func mayShowOnIPad(_ call: Node, file: SourceFile, conditions: [String], context: PassContext) -> Bool {
        guard context.target(of: file.path)[.iOS] != nil else { return false }
        let graph = context.model.graph
        if let platforms = graph.platforms(of: file.path), !platforms.contains(.iOS) { return false }
        if graph.isIPhoneOnly(file.path) { return false }
        return Rewriting.compiled(on: "iOS", under: conditions) != false
    }

    /// Why the target is taken to include iPad, for the warning.
    static func iPadReason(_ file: SourceFile, _ context: PassContext) -> String {
        let graph = context.model.graph
        let xcode = graph.modules(of: file.path).contains { $0 < graph.modules.count && graph.modules[$0].platforms != nil }
        return xcode ? "its target is not iPhone-only" : "no Xcode target says iPhone-only"
    }

    /// Modifiers that exist on iOS (and some other platforms) but not on macOS.
    static let iOSOnlyModifiers: [String] = [
        "navigationBarItems", "navigationBarTitle", "navigationBarTitleDisplayMode", "navigationBarHidden", "keyboardType",
        "autocapitalization", "textInputAutocapitalization", "statusBar", "statusBarHidden",
    ]

    /// Whether a file may be built for macOS: not when its Xcode targets all build for
    /// other platforms (iOS, watchOS, tvOS), when it imports UIKit outside `#if`, or when it
    /// uses an iOS-only modifier where macOS would compile it.
    static func mayBuildForMacOS(_ file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        if let platforms = context.model.graph.platforms(of: file.path), !platforms.contains(.macOS) { return false }
        for declaration in tree.root.childNodes where declaration.kind == .importDecl {
            let names = declaration.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
            if names.last == "UIKit" || names.last == "WatchKit" { return false }
        }
        for modifier in Rewriting.modifierCalls(named: iOSOnlyModifiers, in: file, context)
            where Rewriting.compiled(on: "macOS", under: Rewriting.ifConfigConditions(around: modifier.call, tree)) != false {
            return false
        }
        return true
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
            return Rewriting.deletion(of: block, in: tree, .modifier)
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
