import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags a custom environment or focused value whose type is a function type (seed:
/// "Closures in the Environment").
public struct EnvironmentClosureLint: BuiltInPass {
    public static let name = "environment-closure"
    public static let reasons = ["closure-entry", "closure-key"]
    public static let summary = "Report custom environment and focused values that hold closures."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "Environment Performance: Closures in the Environment"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    When an environment value changes, SwiftUI compares the old and the new value to decide
    which readers must update. Closures cannot be compared reliably, so a key that holds
    one looks changed on every write, and every view reading it re-evaluates its body each
    time anything above writes the key. Wrapping the closure in a struct does not help:
    the struct still holds a closure.

    Flags, in the project's own declarations: an `@Entry` in an extension of
    `EnvironmentValues` or `FocusedValues` whose type is a function type (written, through
    a typealias, or a closure literal default); an `EnvironmentKey`'s `defaultValue` or a
    `FocusedValueKey`'s `Value` of a function type; and such an entry or key whose type is a
    project struct with a stored closure property (not one that is Equatable with its own
    `==`, which SwiftUI compares by). A value nothing in the project writes (no key path to
    it outside `@Environment(...)`, no assignment, not `public`) always holds its default,
    so it is not flagged. SwiftUI's own action values
    (`OpenURLAction`, `DismissAction`, ...) are not custom keys and are never flagged.

    The fix is to store the data the closure would capture and expose the behaviour as a
    method or `callAsFunction` on a struct (or an `@Observable` model). Nothing is rewritten.
    """

    static let avoid = """
    extension EnvironmentValues {
        @Entry var submitAction: (String) -> Void = { _ in }
    }

    struct Editor: View {
        @State private var drafts: [String] = []
        var body: some View {
            Text("Compose")
                .environment(\\.submitAction) { drafts.append($0) }
        }
    }
    """

    static let prefer = """
    struct SubmitAction {
        func callAsFunction(_ draft: String) { print(draft) }
    }

    extension EnvironmentValues {
        @Entry var submitAction = SubmitAction()
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    static let containers: Set<String> = ["EnvironmentValues", "FocusedValues"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        let model = context.model
        for declaration in tree.nodes(ofKind: [.variableDecl, .typeAliasDecl]) {
            guard let frame = model.enclosingDeclarations(of: declaration, in: file).first else { continue }
            let frameDeclaration = model.declaration(frame)
            if declaration.kind == .variableDecl, frameDeclaration.kind == .extension,
               case .external(let container)? = model.target(ofExtension: frame), Self.containers.contains(container),
               LintSupport.wrappers(of: declaration, tree).contains("Entry") {
                for binding in declaration.children(.patternBinding) {
                    guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern else { continue }
                    let name = tree.text(of: pattern)
                    if let problem = closureType(binding, file: file, context: context), Self.mayBeWritten(name, isPublic: DeclarationView(declaration)?.modifiers.contains(where: { ["public", "open"].contains(tree.text(of: $0)) }) == true, context) {
                        findings.append(advice(file, at: tree.startOffset(of: pattern),
                                                "@Entry var \(name)\(container == "EnvironmentValues" ? "" : " in \(container)") \(problem); \(Self.fix)",
                                                reason: "closure-entry"))
                    }
                }
                continue
            }
            // Keys: `EnvironmentKey.defaultValue`, `FocusedValueKey.Value`.
            guard case .project(let type)? = model.typeIdentity(frame) else { continue }
            let external = model.conformances(of: type).external
            let keyName = model.declaration(type).name
            if declaration.kind == .variableDecl, external.contains("EnvironmentKey"),
               let view = DeclarationView(declaration), view.modifiers.contains(where: { tree.text(of: $0) == "static" }) {
                for binding in declaration.children(.patternBinding) {
                    guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == "defaultValue",
                          let problem = closureType(binding, file: file, context: context), Self.keyMayBeWritten(type, context) else { continue }
                    findings.append(advice(file, at: tree.startOffset(of: pattern),
                                            "\(keyName).defaultValue \(problem); \(Self.fix)",
                                            reason: "closure-key"))
                }
            } else if declaration.kind == .typeAliasDecl, external.contains("FocusedValueKey"),
                      let token = DeclarationView(declaration)?.name, tree.text(of: token) == "Value",
                      let value = declaration.child(.typeInitializerClause)?.childNodes.first {
                let text = tree.collapsedText(of: value)
                let canonical = model.canonicalType(text, in: file, at: value).text
                var problem: String?
                if LintSupport.isFunctionType(text) || LintSupport.isFunctionType(canonical) {
                    problem = "is a function type (\(Self.shown(text)))"
                } else if let stored = closureProperty(ofTypeNamed: text, at: value, file: file, context: context) {
                    problem = "is \(Self.shown(text)), \(stored)"
                }
                if let problem {
                    findings.append(advice(file, token: token,
                                            "\(keyName).Value \(problem); \(Self.fix)",
                                            reason: "closure-key"))
                }
            }
        }
        return findings
    }

    /// Why a binding's type holds a closure: a function type written (or through a
    /// typealias), a closure literal as the value, or a project struct with a stored
    /// closure property. Nil otherwise.
    func closureType(_ binding: Node, file: SourceFile, context: PassContext) -> String? {
        let tree = file.tree
        if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
            let text = tree.collapsedText(of: annotation)
            if LintSupport.isFunctionType(text) { return "has a function type (\(Self.shown(text)))" }
            let canonical = context.model.canonicalType(text, in: file, at: annotation).text
            if canonical != text, LintSupport.isFunctionType(canonical) { return "has type \(Self.shown(text)), a function type (\(Self.shown(canonical)))" }
            if let stored = closureProperty(ofTypeNamed: text, at: annotation, file: file, context: context) {
                return "has type \(Self.shown(text)), \(stored)"
            }
            return nil
        }
        guard let value = binding.child(.initializerClause)?.childNodes.first else { return nil }
        if value.kind == .closureExpr { return "holds a closure literal" }
        // `= Action(...)`: the type of what is built.
        if value.kind == .functionCallExpr, let callee = FunctionCallView(value)?.calledExpression,
           let typeText = TypeResolver.typeReference(callee, tree),
           let stored = closureProperty(ofTypeNamed: typeText, at: value, file: file, context: context) {
            return "is a \(Self.shown(typeText)), \(stored)"
        }
        return nil
    }

    /// Whether anything in the project may write the environment value `name`: a key path
    /// to it outside a reading attribute (`.environment(\.name, x)`, `.focusedValue(\.name, x)`,
    /// `transformEnvironment(\.name)`), an assignment to `values.name`, or a `public`
    /// declaration another module may write. A value nothing writes always holds its
    /// default, so no write can make its readers update.
    static func mayBeWritten(_ name: String, isPublic: Bool, _ context: PassContext) -> Bool {
        let model = context.model
        if isPublic { return true }
        let indices = context.files.compactMap { model.file($0.path) }
        return (model.nameMentions(of: [name], inFiles: indices)[name] ?? []).contains { mention in
            switch mention.kind {
            case .keyPath:
                return !mention.node.ancestors.contains { $0.kind == .attribute }
            case .member, .bare:
                return model.isWrite(mention)
            case .argumentLabel:
                return false
            }
        }
    }

    /// Whether an `EnvironmentKey` may be written: through each `EnvironmentValues`
    /// property whose accessors name it (`mayBeWritten`), or by a mention of the key
    /// outside those properties (`values[Key.self] = x`). A key no property names counts
    /// as written.
    static func keyMayBeWritten(_ key: Int32, _ context: PassContext) -> Bool {
        let model = context.model
        let name = model.declaration(key).name
        let accessors = model.declarations.indices.filter { index in
            let declaration = model.declarations[index]
            guard declaration.kind == .variable, declaration.parent >= 0,
                  case .external("EnvironmentValues")? = model.target(ofExtension: declaration.parent) else { return false }
            return model.files[declaration.file].tree.text(of: declaration.node).contains("\(name).self")
        }
        guard !accessors.isEmpty else { return true }
        let indices = context.files.compactMap { model.file($0.path) }
        let nodes = accessors.map { model.declarations[$0].node }
        let outside = (model.nameMentions(of: [name], inFiles: indices)[name] ?? []).contains { mention in
            !mention.node.ancestors.contains { ancestor in nodes.contains(ancestor) }
        }
        return outside || accessors.contains { mayBeWritten(model.declarations[$0].name, isPublic: model.declarations[$0].access >= .public, context) }
    }

    /// The fix every finding names (why closures cost is in `reasoning`).
    static let fix = "store data and a method instead of a closure"

    /// A type as a finding shows it: at most 40 characters.
    static func shown(_ type: String) -> String { Quote.shortened(type, limit: 40) }

    /// The first stored property of a function type of a project struct named `text`,
    /// described: "whose perform (File.swift:6) is a closure".
    func closureProperty(ofTypeNamed text: String, at site: Node, file: SourceFile, context: PassContext) -> String? {
        let model = context.model
        guard let name = TypeName(text), let type = model.resolveNominal(name.dotted, in: file, at: site),
              model.declaration(type).kind == .struct else { return nil }
        // An Equatable struct with its own `==` compares by what it says, not by the closure:
        // SwiftUI sees no change when the data is the same.
        if !model.conformances(of: type).external.isDisjoint(with: ["Equatable", "Hashable"]),
           model.members(of: type, named: "==").contains(where: { model.declaration($0).kind == .function }) { return nil }
        for member in model.allMembers(of: type) {
            let declaration = model.declaration(member)
            guard [.variable, .constant].contains(declaration.kind), !declaration.isStatic, !declaration.isComputed,
                  let typeText = declaration.typeText else { continue }
            let canonical = model.canonicalType(typeText, declaredBy: member).text
            if LintSupport.isFunctionType(typeText) || LintSupport.isFunctionType(canonical) {
                return "whose \(declaration.name) (\(model.shortLocation(member))) is a closure"
            }
        }
        return nil
    }
}
