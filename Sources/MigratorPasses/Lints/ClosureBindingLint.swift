import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags `Binding(get: { model.x }, set: { model.x = $0 })` where the key-path binding
/// `$model.x` exists (seed: "Use KeyPath bindings, not closure bindings").
public struct ClosureBindingLint: BuiltInPass {
    public static let name = "closure-binding"
    public static let reasons = ["closure-binding"]
    public static let summary = "Report Binding(get:set:) that only reads and writes a path a key-path binding reaches."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "Data Flow: Use KeyPath bindings, not closure bindings"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    `Binding(get: { model.x }, set: { model.x = $0 })` allocates two closures every time
    `body` runs. SwiftUI cannot compare closures, so the child receiving the binding looks
    changed on each evaluation and re-evaluates too. A key-path binding (`$model.x`,
    `$model[scoreFor: player]`) is a value SwiftUI can compare.

    Flags `Binding(get:set:)` (SwiftUI's) whose getter returns a path and whose setter
    only assigns its parameter to the same path, when the path starts at a property the
    semantic model shows can give a binding: one wrapped in `@State`, `@Binding`,
    `@Bindable`, `@ObservedObject`, `@StateObject` or `@EnvironmentObject`, or a value of
    an `@Observable` project class (then through `@Bindable var model = model`). A getter
    or setter that does anything else (a default, a conversion, a side effect) is what a
    closure binding is for, and is not flagged; nor is a path through a `let` or a
    get-only property, which a key path cannot write.

    The fix is the key-path binding: `$model.x`, or a labelled subscript with a setter for
    a projection that takes an argument. Nothing is rewritten.
    """

    static let avoid = """
    struct ScoreRow: View {
        @State private var model = Model()
        var body: some View {
            Stepper("Score", value: Binding(get: { model.score }, set: { model.score = $0 }))
        }
    }
    """

    static let prefer = """
    struct ScoreRow: View {
        @State private var model = Model()
        var body: some View {
            Stepper("Score", value: $model.score)
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    static let bindingWrappers: Set<String> = ["State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let view = FunctionCallView(call), let callee = view.calledExpression else { continue }
            let calleeName = callee.kind == .genericSpecializationExpr ? callee.firstChildNode.map { tree.text(of: $0) } : tree.text(of: callee)
            guard calleeName == "Binding" || calleeName == "SwiftUI.Binding" else { continue }
            let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
            var getter: Node?
            var setter: Node?
            if labels == ["get", "set"] {
                getter = view.arguments[0].expression
                setter = view.arguments[1].expression
            } else if labels == ["get"], let trailing = view.additionalTrailingClosures.first(where: { tree.text(of: $0.label) == "set" }) {
                getter = view.arguments[0].expression
                setter = trailing.closure
            } else if labels == ["get"], let trailing = view.trailingClosure {
                getter = view.arguments[0].expression
                setter = trailing
            }
            guard let getter, let setter, getter.kind == .closureExpr, setter.kind == .closureExpr,
                  getter.closureSignature == nil, let path = LintSupport.singleExpression(getter),
                  let parameter = Self.setterParameter(setter, tree), Self.assigns(setter, path: path, parameter: parameter, tree) else { continue }
            if calleeName == "Binding", !context.model.projectTypes(named: "Binding", at: call, in: file).isEmpty { continue }
            guard let (root, rest) = Self.rootAndPath(path, tree), let how = bindingSource(root, file: file, context: context),
                  !Self.hasReadOnlyLink(path, root: root, file: file, context) else { continue }
            let rootText = tree.text(of: root)
            let name = rootText.hasPrefix("self.") ? String(rootText.dropFirst(5)) : rootText
            let keyPath = "$\(name)\(rest)"
            findings.append(advice(file, at: tree.startOffset(of: call),
                                    "Binding(get:set:) only reads and writes \(tree.quote(path, limit: 50)); use \(Quote.shortened(keyPath, limit: 50))\(how)",
                                    reason: "closure-binding"))
        }
        return findings
    }

    /// The setter's parameter name (`v in`, or `$0`).
    static func setterParameter(_ closure: Node, _ tree: SyntaxTree) -> String? {
        let parameters = Rewriting.closureParameters(closure, tree)
        if parameters.hasOtherParts { return nil }
        if parameters.names.count == 1 { return parameters.names[0] }
        if parameters.names.isEmpty, !parameters.shorthandTokens.isEmpty, parameters.shorthandTokens.allSatisfy({ tree.text(of: $0) == "$0" }) {
            return "$0"
        }
        return nil
    }

    /// Whether a setter's only statement is `path = parameter` (or `self.`-less spelling).
    static func assigns(_ setter: Node, path: Node, parameter: String, _ tree: SyntaxTree) -> Bool {
        let statements = LintSupport.statements(setter)
        guard statements.count == 1, statements[0].kind == .sequenceExpr else { return false }
        let elements = statements[0].childNodes
        guard elements.count == 3, elements[1].kind == .assignmentExpr,
              elements[2].kind == .declReferenceExpr, tree.text(of: elements[2]) == parameter else { return false }
        return withoutSelf(tree.collapsedText(of: elements[0])) == withoutSelf(tree.collapsedText(of: path))
    }

    /// `self.a.b` → `a.b`: implicit and explicit `self` name the same path.
    static func withoutSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// `model.a.b` → (`model`, `.a.b`); `self.model[key: k]` → (`self.model`, `[key: k]`).
    /// Nil for optional chaining, calls and anything but members and subscripts.
    static func rootAndPath(_ path: Node, _ tree: SyntaxTree) -> (Node, String)? {
        var current = path
        var parts: [String] = []
        while true {
            if let member = MemberAccessView(current), let base = member.base, let name = member.name {
                if base.kind == .declReferenceExpr, tree.text(of: base) == "self" { return (current, parts.reversed().joined()) }
                parts.append("." + tree.text(of: name))
                current = base
            } else if current.kind == .subscriptCallExpr, let base = current.firstChildNode {
                let text = tree.collapsedText(tree.endOffset(of: base), tree.endOffset(of: current))
                parts.append(text)
                current = base
            } else if current.kind == .declReferenceExpr {
                return (current, parts.reversed().joined())
            } else {
                return nil
            }
        }
    }

    /// Whether a member on the path after its root is a `let` or a get-only computed
    /// property of a project type (`coordinator` in `env.coordinator.tab` with `let
    /// coordinator`): the key path is not writable, and `$env.coordinator.tab` does not
    /// compile.
    static func hasReadOnlyLink(_ path: Node, root: Node, file: SourceFile, _ context: PassContext) -> Bool {
        var current = path
        while current != root {
            if let member = MemberAccessView(current), let base = member.base, let token = member.name {
                if let type = context.types.type(of: base, in: file), let target = type.fullyUnwrapped.target, case .project = target {
                    let found = TypeResolver.members(file.tree.text(of: token), of: target, file: file, site: current, model: context.model)
                    if !found.isEmpty && found.allSatisfy({ isReadOnly($0, context) }) { return true }
                }
                current = base
            } else if current.kind == .subscriptCallExpr, let base = current.firstChildNode {
                current = base
            } else {
                return false
            }
        }
        return false
    }

    /// A `let`, or a computed property without a setter.
    static func isReadOnly(_ id: Int32, _ context: PassContext) -> Bool {
        let declaration = context.model.declaration(id)
        if declaration.kind == .constant { return true }
        guard declaration.kind == .variable, declaration.isComputed else { return false }
        let tree = context.model.files[declaration.file].tree
        guard let accessors = TypeResolver.binding(named: declaration.name, in: declaration.node, tree)?.child(.accessorBlock) else { return true }
        let kinds = accessors.children(.accessorDecl).compactMap { $0.childTokens.first.map { tree.text(of: $0) } }
        return !kinds.contains("set") && !kinds.contains("nonmutating") && !kinds.contains("_modify")
    }

    /// Whether a key-path binding can start at `root`; the advice suffix when it needs
    /// `@Bindable`. Nil when it cannot (a plain value, a parameter, unknown).
    func bindingSource(_ root: Node, file: SourceFile, context: PassContext) -> String? {
        let tree = file.tree
        let model = context.model
        let name = root.kind == .declReferenceExpr ? tree.text(of: root) : MemberAccessView(root)?.name.map { tree.text(of: $0) }
        switch LintSupport.referent(of: root, in: file, context) {
        case .local(let declaration):
            return LintSupport.wrappers(of: declaration, tree).contains(where: Self.bindingWrappers.contains) ? "" : nil
        case .declarations(let ids):
            guard ids.count == 1, let id = ids.first else { return nil }
            let declaration = model.declaration(id)
            let wrappers = LintSupport.wrappers(of: declaration.node, model.files[declaration.file].tree)
            if wrappers.contains(where: Self.bindingWrappers.contains) { return "" }
            guard wrappers.isEmpty, let type = TypeResolver.typeOf(declaration: id, model: context.model, depth: 0),
                  case .project(let nominal)? = type.target, !type.isOptional,
                  model.declaration(nominal).kind == .class, model.declaration(nominal).attributes.contains("Observable") else { return nil }
            return " (@Observable: add @Bindable var \(name ?? "model") = \(name ?? "model") in body)"
        case .parameter, .unknown:
            return nil
        }
    }
}
