import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `.onAppear { Task { ... } }` and advises `.task` (the refactoring guide's
/// `state-onappear-to-task` and `data-task-modifier`).
public struct OnAppearTaskLint: BuiltInPass {
    public static let name = "onappear-task"
    public static let reasons = ["onappear-task"]
    public static let summary = "Report .onAppear { Task { ... } }, which .task does with cancellation."
    /// `.task` itself: advice below it could not be followed.
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "Refactoring guide: Replace onAppear closures with .task modifier"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    `.onAppear { Task { await load() } }` starts an unstructured task that nothing cancels:
    when the view disappears before the work finishes, it keeps running, and may update
    state of a view that is gone. `.task { await load() }` runs the same work when the view
    appears and cancels it when the view disappears; `.task(id: value)` also restarts it
    when `value` changes.

    Flags `.onAppear` whose closure only starts tasks: every statement is `Task { ... }` or
    `Task(priority:) { ... }` (SwiftUI's modifier and Swift's `Task`, not a project type of
    that name), and at least one task can suspend: its own code (not a nested callback's)
    has an `await`, `for await` or `async let`. A task that never suspends runs to its end
    at once, so `.task` could cancel nothing. `Task.detached`, a task stored in a property
    (so the code can cancel it), and closures that also do other work are not flagged; nor
    is a view shown by an `if` or a `switch` case whose condition the work writes (in the
    task's code, or a project function it calls, two calls deep: `if hasMore {
    ProgressView().onAppear { ... } }` where `loadMore()` sets `hasMore`): `.task` would
    cancel the work as the view goes. Nor is a task whose code names nothing of the view
    (no `self`, no member of the view's type, no local or parameter around the call):
    `Task { await Catalog.shared.refresh() }` is the app's work, which `.task` would cancel.

    Moving to `.task` changes behaviour on purpose: the work is cancelled on disappear,
    which the old code did not do. Check that the work tolerates cancellation (it stops at
    the next `await` that checks it) before switching. Nothing is rewritten.
    """

    static let avoid = """
    struct ProfileView: View {
        @State var viewModel: ProfileViewModel
        var body: some View {
            Text(viewModel.name)
                .onAppear {
                    Task {
                        await viewModel.loadProfile()
                    }
                }
        }
    }
    """

    static let prefer = """
    struct ProfileView: View {
        @State var viewModel: ProfileViewModel
        var body: some View {
            Text(viewModel.name)
                .task {
                    await viewModel.loadProfile()
                }
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for modifier in Rewriting.modifierCalls(named: ["onAppear"], in: file, context) {
            var closure = modifier.trailingClosures.first
            if closure == nil, modifier.labels == ["perform"], modifier.arguments[0].expression?.kind == .closureExpr {
                closure = modifier.arguments[0].expression
            }
            guard let closure, closure.closureSignature == nil, modifier.trailingClosures.count <= 1 else { continue }
            let statements = LintSupport.statements(closure)
            guard !statements.isEmpty, statements.allSatisfy({ Self.isTaskLaunch($0, tree) }) else { continue }
            // A task that never suspends runs to its end at once: `.task` could cancel nothing.
            guard statements.contains(where: { FunctionCallView($0)?.trailingClosure.map { Self.suspends($0, tree) } ?? false }) else { continue }
            if !context.model.projectTypes(named: "Task", at: closure, in: file).isEmpty { continue }
            if !context.model.candidates(forCall: modifier.call, in: file).isEmpty { continue }
            if Self.workChangesItsCondition(modifier.call, tasks: statements, file: file, context) { continue }
            if !Self.namesTheView(statements, at: modifier.call, file: file, context) { continue }
            findings.append(advice(file, token: modifier.nameToken,
                                    ".onAppear { Task { ... } } starts work that nothing cancels; use .task { ... }, which cancels it on disappear (check the work may stop early)",
                                    reason: "onappear-task"))
        }
        return findings
    }

    /// Whether a closure's own code can suspend: an `await`, `for await` or `async let`
    /// outside nested closures and functions (whose awaits are their own).
    static func suspends(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        var stack = closure.childNodes
        while let node = stack.popLast() {
            switch node.kind {
            case .awaitExpr:
                return true
            case .closureExpr, .functionDecl, .classDecl, .structDecl, .enumDecl, .actorDecl:
                continue
            case .forStmt:
                if node.childTokens.contains(where: { tree.text(of: $0) == "await" }) { return true }
            case .variableDecl:
                if DeclarationView(node)?.modifiers.contains(where: { tree.collapsedText(of: $0) == "async" }) ?? false { return true }
            default:
                break
            }
            stack.append(contentsOf: node.childNodes)
        }
        return false
    }

    /// `if hasMore { ProgressView().onAppear { Task { await loadMore() } } }`: the work (the
    /// task's code, or a project function it calls, two calls deep) writes a name the `if`
    /// (or the `switch`) around the view reads, so the view may go while the work runs, and `.task` would
    /// cancel the work it exists to start (a page loader).
    static func workChangesItsCondition(_ call: Node, tasks: [Node], file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        var names: Set<String> = []
        var node = call
        while let parent = node.parent, ![.functionDecl, .variableDecl, .initializerDecl, .sourceFile].contains(parent.kind) {
            // The `if`'s conditions, or the subject of a `switch` whose case holds the view.
            let read = parent.kind == .ifExpr ? parent.child(.conditionElementList)
                : (parent.kind == .switchExpr && node.kind == .switchCase ? parent.firstChildNode : nil)
            if let conditions = read, node != conditions {
                conditions.walk { inner in
                    if inner.kind == .declReferenceExpr, inner.parent.flatMap(MemberAccessView.init)?.base != inner {
                        names.insert(DeclarationCollector.unescaped(tree.text(of: inner)))
                    } else if let member = MemberAccessView(inner), let token = member.name {
                        names.insert(tree.text(of: token))
                    }
                    return true
                }
            }
            node = parent
        }
        guard !names.isEmpty else { return false }
        var visited: Set<Int32> = []
        var bodies: [(node: Node, file: SourceFile, depth: Int)] = tasks.compactMap { FunctionCallView($0)?.trailingClosure.map { ($0, file, 0) } }
        while let (body, source, depth) = bodies.popLast() {
            var writes = false
            body.walk { inner in
                guard !writes else { return false }
                var name: String?
                if inner.kind == .declReferenceExpr { name = source.tree.text(of: inner) }
                if let member = MemberAccessView(inner), let token = member.name { name = source.tree.text(of: token) }
                if let name, names.contains(name), SemanticModel.write(at: inner, spelling: name, source.tree) != nil { writes = true }
                if depth < 2, inner.kind == .functionCallExpr {
                    for id in context.model.candidates(forCall: inner, in: source) where visited.insert(id).inserted {
                        let declaration = context.model.declaration(id)
                        if let block = declaration.node.child(.codeBlock) { bodies.append((block, context.model.files[declaration.file], depth + 1)) }
                    }
                }
                return !writes
            }
            if writes { return true }
        }
        return false
    }

    /// Whether the tasks' code names the view: `self`, a member of the types around the call,
    /// or a local or parameter in scope there (`item` of a row). Work that names none of them
    /// (`Task { await Catalog.shared.refresh() }`) is the app's, not the view's: `.task`
    /// would cancel it when the view goes.
    static func namesTheView(_ tasks: [Node], at call: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let model = context.model
        let identities = model.enclosingDeclarations(of: call, in: file).compactMap { model.typeIdentity($0) }
        var checked: Set<String> = []
        var names = false
        for task in tasks {
            guard let body = FunctionCallView(task)?.trailingClosure else { continue }
            body.walk { inner in
                guard !names else { return false }
                guard inner.kind == .declReferenceExpr, let token = inner.childTokens.first else { return true }
                var name = DeclarationCollector.unescaped(tree.text(of: token))
                if name == "self" || name == "Self" { names = true; return false }
                if name.hasPrefix("$") { name.removeFirst() }
                guard let first = name.first, !first.isNumber, !first.isUppercase, checked.insert(name).inserted else { return true }
                if case .none = TypeResolver.localDeclaration(of: name, at: call, file: file, model: model, depth: 0) {
                    names = identities.contains { !TypeResolver.members(name, of: $0, file: file, site: call, model: model).isEmpty }
                } else {
                    names = true
                }
                return !names
            }
            if names { return true }
        }
        return false
    }

    /// `Task { ... }` or `Task(priority: p) { ... }` as a statement.
    static func isTaskLaunch(_ statement: Node, _ tree: SyntaxTree) -> Bool {
        guard statement.kind == .functionCallExpr, let call = FunctionCallView(statement), let callee = call.calledExpression,
              tree.text(of: callee) == "Task", call.trailingClosure != nil,
              call.arguments.allSatisfy({ $0.label.map { tree.text(of: $0) } == "priority" }) else { return false }
        return true
    }
}
