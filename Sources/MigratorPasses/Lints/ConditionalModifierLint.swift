import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags a conditional view modifier (`func if(_ condition: Bool, transform:)` on `View`)
/// and its uses (seed: "Conditional View Modifiers").
public struct ConditionalModifierLint: BuiltInPass {
    public static let name = "conditional-modifier"
    public static let summary = "Report conditional View modifiers (.if(condition) { ... }) and their uses."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "Conditional View Modifiers"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    A modifier such as `.if(condition) { $0.foregroundStyle(.red) }` is built from an
    `if`/`else` that returns `transform(self)` in one branch and `self` in the other. The
    two branches are different view types, so when the condition flips SwiftUI sees a
    different view, not the same view modified: the view's identity changes, its `@State`
    and that of everything inside it resets, and instead of animating the change SwiftUI
    removes one view and inserts the other.

    Flags the project's declarations of such modifiers, whatever their name: a function in
    an extension of `View` (or a protocol refining it) whose body is an `if`/`else` (or
    `if let`) with one branch calling a closure parameter on `self` and the other
    returning `self`; and every call the semantic model resolves to one of them, unless
    its condition is fixed for the life of the process (`true`, a `static let` or global
    `let` set from a literal, or a computed `Bool` whose getter is only `if #available(...)`
    returning literals, such as `.if(.tahoe)`): a condition that never flips never
    changes the view's identity.

    The fix is to keep one view and vary the modifier's argument: a ternary
    (`.foregroundStyle(isOn ? .red : .primary)`, with `AnyShapeStyle` when the two styles
    are different types), `.opacity`, `.disabled(_:)` and the like. Removing an existing
    modifier can change behaviour, so nothing is rewritten.
    """

    static let avoid = """
    extension View {
        @ViewBuilder
        func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
            if condition {
                transform(self)
            } else {
                self
            }
        }
    }

    struct Greeting: View {
        let isHighlighted: Bool
        var body: some View {
            Text("Hello")
                .if(isHighlighted) { $0.foregroundStyle(.red) }
        }
    }
    """

    static let prefer = """
    struct Greeting: View {
        let isHighlighted: Bool
        var body: some View {
            Text("Hello")
                .foregroundStyle(isHighlighted ? .red : .primary)
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    /// The conditional modifiers the universe declares, computed once.
    static func declarations(_ context: PassContext) -> Set<Int32> {
        context.cache.value(CacheKey<Set<Int32>>("conditional-modifier.declarations")) {
            let model = context.model
            var found: Set<Int32> = []
            let paths = Set(context.files.map(\.path))
            for (index, declaration) in model.declarations.enumerated() where declaration.kind == .function && declaration.parent >= 0 {
                let file = model.files[declaration.file]
                guard paths.contains(file.path), isConditional(Int32(index), declaration, file: file, context: context) else { continue }
                found.insert(Int32(index))
            }
            return found
        }
    }

    /// Whether a function is a conditional modifier on views.
    /// Whether a Bool expression has one value for the life of the process: a literal, or
    /// names the model resolves to constants initialised with a literal (static or global
    /// `let`s) or to computed properties whose getter is only `if #available(...)` (or
    /// `#unavailable`) returning literals. `.tahoe` is looked up among the members of
    /// `Bool` the project declares.
    static func isProcessConstant(_ expression: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let tree = file.tree
        let model = context.model
        let node = LintSupport.unwrapped(expression)
        if node.kind == .booleanLiteralExpr { return true }
        var ids: [Int32] = []
        switch node.kind {
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let token = member.name else { return false }
            let name = tree.text(of: token)
            if let base = member.base {
                guard let typeText = TypeResolver.typeReference(base, tree) else { return false }
                if let type = model.resolveNominal(typeText, in: file, at: node) {
                    ids = model.members(of: type, named: name, in: file, at: node)
                } else if ["Bool", "Swift.Bool"].contains(typeText) {
                    ids = model.externalMembers(of: "Bool", named: name, in: file, at: node)
                }
            } else {
                ids = model.externalMembers(of: "Bool", named: name, in: file, at: node)
            }
        case .declReferenceExpr:
            guard case .declarations(let found) = LintSupport.referent(of: node, in: file, context) else { return false }
            ids = found
        default:
            return false
        }
        return !ids.isEmpty && ids.allSatisfy { id in
            let declaration = model.declaration(id)
            let source = model.files[declaration.file]
            if declaration.kind == .constant, declaration.isStatic || declaration.parent < 0 {
                return LintSupport.initialValue(of: id, context).map { LintSupport.unwrapped($0.value).kind == .booleanLiteralExpr } ?? false
            }
            guard declaration.kind == .variable, declaration.isComputed,
                  let binding = TypeResolver.binding(named: declaration.name, in: declaration.node, source.tree),
                  let accessors = binding.child(.accessorBlock) else { return false }
            var body = accessors
            let getters = accessors.children(.accessorDecl)
            if !getters.isEmpty {
                guard getters.count == 1, let block = getters[0].child(.codeBlock) else { return false }
                body = block
            }
            return isAvailabilityFlag(LintSupport.statements(body), source.tree)
        }
    }

    /// `if #available(...) { return true } else { return false }` (either literal, with or
    /// without `return`).
    static func isAvailabilityFlag(_ statements: [Node], _ tree: SyntaxTree) -> Bool {
        guard statements.count == 1, statements[0].kind == .ifExpr,
              let conditions = statements[0].child(.conditionElementList)?.children(.conditionElement),
              !conditions.isEmpty, conditions.allSatisfy({ $0.firstChildNode?.kind == .availabilityCondition }) else { return false }
        let branches = statements[0].children(.codeBlock)
        guard branches.count == 2 else { return false }
        return branches.allSatisfy { block in
            var inner = LintSupport.statements(block)
            if inner.count == 1, inner[0].kind == .returnStmt, let value = inner[0].firstChildNode { inner = [value] }
            return inner.count == 1 && inner[0].kind == .booleanLiteralExpr
        }
    }

    static func isConditional(_ id: Int32, _ declaration: Declaration, file: SourceFile, context: PassContext) -> Bool {
        let model = context.model
        let tree = file.tree
        // In `extension View` (or of a protocol that refines View).
        guard let owner = model.owner(of: id) else { return false }
        switch owner {
        case .external(let name):
            guard name == "View" || SwiftUIProtocols.refinements[name]?.contains("View") == true else { return false }
        case .project(let type):
            guard model.declaration(type).kind == .protocol, model.conforms(type, to: "View") else { return false }
        }
        guard declaration.takesClosure.contains(true), let body = declaration.node.child(.codeBlock) else { return false }
        // Closure parameter names.
        var closures: Set<String> = []
        for (i, parameter) in (declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []).enumerated()
            where i < declaration.takesClosure.count && declaration.takesClosure[i] {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
            if let name = names.last { closures.insert(DeclarationCollector.unescaped(tree.text(of: name))) }
        }
        var statements = LintSupport.statements(body)
        if statements.count == 1, statements[0].kind == .returnStmt, let value = statements[0].firstChildNode { statements = [value] }
        guard statements.count == 1, statements[0].kind == .ifExpr else { return false }
        let branches = statements[0].children(.codeBlock)
        guard branches.count == 2 else { return false }
        func single(_ block: Node) -> Node? {
            var inner = LintSupport.statements(block)
            if inner.count == 1, inner[0].kind == .returnStmt, let value = inner[0].firstChildNode { inner = [value] }
            return inner.count == 1 ? inner[0] : nil
        }
        func isSelf(_ node: Node?) -> Bool { node.map { $0.kind == .declReferenceExpr && tree.text(of: $0) == "self" } ?? false }
        func callsClosureOnSelf(_ node: Node?) -> Bool {
            guard let node, let call = FunctionCallView(node), let callee = call.calledExpression, callee.kind == .declReferenceExpr,
                  closures.contains(tree.text(of: callee)), let first = call.arguments.first?.expression else { return false }
            return isSelf(first)
        }
        let (a, b) = (single(branches[0]), single(branches[1]))
        return (callsClosureOnSelf(a) && isSelf(b)) || (isSelf(a) && callsClosureOnSelf(b))
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let declarations = Self.declarations(context)
        guard !declarations.isEmpty else { return [] }
        let model = context.model
        let tree = file.tree
        let names = Set(declarations.map { model.declaration($0).name })
        // Declarations in this file (matched by name and line in the current tree).
        for node in tree.nodes(ofKind: [.functionDecl]) {
            guard let token = DeclarationView(node)?.name else { continue }
            let name = DeclarationCollector.unescaped(tree.text(of: token))
            guard names.contains(name) else { continue }
            let line = tree.location(of: Int(tree.tokens[token].textStart)).line
            guard declarations.contains(where: { model.declaration($0).name == name && model.files[model.declaration($0).file].path == file.path && model.declaration($0).line == line }) else { continue }
            findings.append(advice(file, token: token,
                                    "\(name)(...) is a conditional view modifier: its two branches are different views, so when the condition flips the view's identity changes, its state resets and the change is not animated; vary the modifier's argument instead (a ternary, AnyShapeStyle for different styles); its uses are reported too",
                                    reason: "declaration"))
        }
        // Uses: calls the model resolves to one of them.
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let callee = FunctionCallView(call)?.calledExpression else { continue }
            let token: Int?
            if let member = MemberAccessView(callee) { token = member.name } else if callee.kind == .declReferenceExpr { token = callee.firstToken } else { token = nil }
            guard let token, names.contains(DeclarationCollector.unescaped(tree.text(of: token))) else { continue }
            let candidates = model.candidates(forCall: call, in: file)
            guard let used = candidates.first(where: { declarations.contains($0) }) else { continue }
            // A condition fixed for the life of the process (`true`, a `static let` set from
            // a literal, `Bool.tahoe { if #available(...) { return true } else { return false } }`)
            // never flips, so the view's identity never changes.
            if let condition = FunctionCallView(call)?.arguments.first(where: { $0.expression?.kind != .closureExpr })?.expression,
               Self.isProcessConstant(condition, file: file, context) { continue }
            findings.append(advice(file, token: token,
                                    "\(tree.text(of: token))(...) (\(model.describe([used]))) switches between two different views: when its condition flips, this view's identity changes, its state resets and the change is not animated; pass the condition into the modifier's argument instead (a ternary)",
                                    reason: "use"))
        }
        return findings
    }
}
