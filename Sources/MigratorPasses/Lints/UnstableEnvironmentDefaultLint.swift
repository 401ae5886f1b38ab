import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags an `@Entry` default or an environment key's computed `defaultValue` that makes a
/// new value on every read (seed: "Unstable Environment Default Values").
public struct UnstableEnvironmentDefaultLint: BuiltInPass {
    public static let name = "unstable-environment-default"
    public static let reasons = ["entry-default", "key-default"]
    public static let summary = "Report @Entry defaults and computed key defaults that allocate or change on every read."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "Environment Performance: Unstable Environment Default Values"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    `@Entry` turns its default into a computed getter, and a key's `static var defaultValue:
    T { ... }` is one too: the expression runs again on every read that falls back to the
    default. Any write to any environment key makes descendants re-read theirs; a reader
    whose default is a fresh class instance, `UUID()`, `Date()`, a random number or a new
    closure (which SwiftUI cannot compare) gets a value unequal to the last one and
    re-evaluates, although nothing it uses changed.

    Flags, for `@Entry` in `EnvironmentValues`, `FocusedValues`, `Transaction` and
    `ContainerValues`, and for a computed `defaultValue` of a project `EnvironmentKey`: an
    initialiser of a project class or actor, or of a Foundation or Combine class
    (`JSONDecoder()`, `DateFormatter()`, `PassthroughSubject()`, ...); a project struct
    whose stored properties create such instances; `UUID()`, `Date()`, `Date.now`,
    `.random(...)`; and a closure literal inside the default (a closure-typed entry is
    `environment-closure`'s). A `static let defaultValue`, or a stored `static var` with an
    initial value, is evaluated once and is not flagged.

    Fixes: back the default with a `static let` (`@Entry var model = Self.defaultModel`),
    declare the key by hand with `static let defaultValue`, or make the entry optional with
    a `nil` default when readers test for an "empty" value. Nothing is rewritten.
    """

    static let avoid = """
    @Observable final class Model {}

    extension EnvironmentValues {
        @Entry var model = Model()
    }
    """

    static let prefer = """
    @Observable final class Model {}

    extension EnvironmentValues {
        @Entry var model: Model? = nil
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    static let containers: Set<String> = ["EnvironmentValues", "FocusedValues", "Transaction", "ContainerValues"]

    /// Foundation and Combine classes a default may allocate.
    static let knownClasses: Set<String> = [
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter", "NumberFormatter",
        "ISO8601DateFormatter", "DateComponentsFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter",
        "NSCache", "NSObject", "NSLock", "OperationQueue", "URLSession", "NotificationCenter", "PassthroughSubject",
        "CurrentValueSubject", "NSMutableArray", "NSMutableDictionary", "UndoManager", "Timer",
    ]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        let model = context.model
        for declaration in tree.nodes(ofKind: [.variableDecl]) {
            guard let frame = model.enclosingDeclarations(of: declaration, in: file).first else { continue }
            if model.declaration(frame).kind == .extension, case .external(let container)? = model.target(ofExtension: frame),
               Self.containers.contains(container), LintSupport.wrappers(of: declaration, tree).contains("Entry") {
                for binding in declaration.children(.patternBinding) {
                    guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern,
                          let value = binding.child(.initializerClause)?.childNodes.first else { continue }
                    if let annotation = binding.child(.typeAnnotation)?.childNodes.first, LintSupport.isFunctionType(tree.collapsedText(of: annotation)) { continue }
                    if value.kind == .closureExpr { continue }
                    let annotation = binding.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
                    guard let problem = unstable(value, file: file, context: context, contextualType: annotation) else { continue }
                    let name = tree.text(of: pattern)
                    findings.append(advice(file, at: tree.startOffset(of: value),
                                            "@Entry var \(name)'s default \(problem); back it with a static let",
                                            reason: "entry-default"))
                }
                continue
            }
            guard case .project(let type)? = model.typeIdentity(frame), model.conforms(type, to: "EnvironmentKey"),
                  let view = DeclarationView(declaration), view.modifiers.contains(where: { tree.text(of: $0) == "static" }) else { continue }
            for binding in declaration.children(.patternBinding) {
                guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == "defaultValue",
                      let accessor = binding.child(.accessorBlock) else { continue }
                // A computed getter: `{ expr }` or `get { expr }`.
                let getter = accessor.children(.accessorDecl).first { $0.childTokens.first.map { tree.text(of: $0) } == "get" }?.child(.codeBlock)
                let accessors = accessor.children(.accessorDecl)
                guard accessors.isEmpty || getter != nil else { continue }
                let body = getter ?? accessor
                guard let value = LintSupport.singleExpression(body) else { continue }
                if let annotation = binding.child(.typeAnnotation)?.childNodes.first, LintSupport.isFunctionType(tree.collapsedText(of: annotation)) { continue }
                let annotation = binding.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
                guard let problem = unstable(value, file: file, context: context, contextualType: annotation) else { continue }
                findings.append(advice(file, at: tree.startOffset(of: value),
                                        "\(model.declaration(type).name).defaultValue is computed and \(problem) on every read; make it static let defaultValue",
                                        reason: "key-default"))
            }
        }
        return findings
    }

    /// Why a default expression gives a different value on each evaluation, or nil.
    /// `contextualType` is the written type of the entry, which `.init(...)` builds.
    func unstable(_ value: Node, file: SourceFile, context: PassContext, depth: Int = 0, contextualType: String? = nil) -> String? {
        let tree = file.tree
        let model = context.model
        var problem: String?
        value.walk { node in
            guard problem == nil else { return false }
            switch node.kind {
            case .closureExpr:
                // A closure stored in the value (an initialiser's argument, a collection's
                // element); one passed to `map` or `first(where:)` is only run.
                if Self.isStored(node, tree) { problem = "holds a closure literal (a new closure each time)" }
                return false
            case .memberAccessExpr:
                if tree.collapsedText(of: node) == "Date.now" { problem = "is Date.now (a new time)" }
                if let member = MemberAccessView(node), member.name.map({ tree.text(of: $0) }) == "random",
                   let parent = node.parent, parent.kind == .functionCallExpr { problem = "is random" }
            case .functionCallExpr:
                guard let callee = FunctionCallView(node)?.calledExpression else { return true }
                var typeText = TypeResolver.typeReference(callee, tree)
                if let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "init" {
                    // `T.init(...)`, or `.init(...)` of the entry's written type.
                    typeText = member.base.map { TypeResolver.typeReference($0, tree) } ?? (node == value ? contextualType : nil)
                }
                guard let typeText, let name = TypeName(typeText) else { return true }
                let call = FunctionCallView(node)!
                if ["UUID", "Date"].contains(name.last), call.arguments.isEmpty, call.trailingClosure == nil,
                   case .notFound = model.lookupType(name.dotted, in: file, at: node) {
                    problem = "makes a new \(name.last)()"
                    return false
                }
                // What the name means here, typealiases followed (`Store<S>` may be a
                // `CurrentValueSubject`).
                let canonical = model.canonicalType(typeText, in: file, at: node)
                switch canonical.target {
                case .project(let type)?:
                    let kind = model.declaration(type).kind
                    if kind == .class || kind == .actor {
                        problem = "allocates a new \(typeText) (a \(kind.keyword))"
                        return false
                    }
                    let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } }
                    if kind == .struct, depth < 2, let inner = allocatingProperty(of: type, context: context, depth: depth)
                        ?? allocatingInitializer(of: type, labels: labels, context: context, depth: depth) {
                        // A struct inside the entry's struct: its innermost cause, not the
                        // whole chain of types and properties.
                        problem = depth == 0 ? "builds a \(typeText), whose \(inner.member) \(inner.problem)" : inner.problem
                        return false
                    }
                case .external(let outside)?:
                    if Self.knownClasses.contains(outside) {
                        problem = typeText == outside ? "allocates a new \(typeText) (a class)" : "allocates a new \(typeText) (\(outside), a class)"
                        return false
                    }
                case nil:
                    break
                }
            default:
                break
            }
            return problem == nil
        }
        return problem
    }

    /// Whether a closure literal becomes part of the value: an argument or trailing closure
    /// of a type's initialiser, or an element of an array or dictionary literal.
    static func isStored(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        guard let parent = closure.parent else { return false }
        if parent.kind == .arrayElement || parent.kind == .dictionaryElement { return true }
        guard let owner = LintSupport.owningCall(of: closure, tree), let callee = FunctionCallView(owner.call)?.calledExpression else { return false }
        if let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "init" { return true }
        return TypeResolver.typeReference(callee, tree) != nil
    }

    /// A stored property of a project struct whose initial value is unstable: its name and
    /// the problem.
    func allocatingProperty(of type: Int32, context: PassContext, depth: Int) -> (member: String, problem: String)? {
        let model = context.model
        for member in model.allMembers(of: type) {
            let declaration = model.declaration(member)
            guard [.variable, .constant].contains(declaration.kind), !declaration.isStatic, !declaration.isComputed,
                  let (file, value) = LintSupport.initialValue(of: member, context),
                  let problem = unstable(value, file: file, context: context, depth: depth + 1) else { continue }
            return (declaration.name, problem)
        }
        return nil
    }

    /// An initialiser of a project struct that a call with these labels may run, whose body
    /// makes an unstable value (`self.init(store: Store(state))`): "init" and the problem.
    func allocatingInitializer(of type: Int32, labels: [String?], context: PassContext, depth: Int) -> (member: String, problem: String)? {
        let model = context.model
        for id in model.members(of: type, named: "init") {
            let declaration = model.declaration(id)
            guard declaration.kind == .initializer, SemanticModel.accepts(declaration, labels: labels, trailingClosures: 0),
                  let body = declaration.node.child(.codeBlock) else { continue }
            let file = model.files[declaration.file]
            if let problem = unstable(body, file: file, context: context, depth: depth + 1) {
                return ("init", problem)
            }
        }
        return nil
    }
}
