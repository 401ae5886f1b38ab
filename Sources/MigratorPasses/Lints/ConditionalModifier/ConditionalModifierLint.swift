import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags a conditional view modifier (`func if(_ condition: Bool, transform:)` on `View`)
/// and its uses (seed: "Conditional View Modifiers").
public struct ConditionalModifierLint: BuiltInPass {
    public static let name = "conditional-modifier"
    public static let reasons = ["declaration", "use"]
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
    `if let`) on one of its parameters, with one branch returning `self` and the other
    calling a closure parameter on `self` or a modifier chain on `self`
    (`self.redacted(reason: .placeholder)`), or two branches calling two different
    closure parameters (`.if(_:transform:else:)`), returning `some View` or `AnyView` (a
    function that returns `Text` or `Self` in both branches keeps one view type), and not a
    back-port of an optional overload that calls SwiftUI's modifier of its own name with the
    unwrapped value (`keyboardShortcut(_: KeyboardShortcut?)`); and every call the semantic model
    resolves to one of them whose condition is shown to change while the view lives: it
    reads a value SwiftUI updates (`@State`, `@Binding`, `@Environment`, `@FocusState`,
    `@AppStorage`, an `@ObservedObject`, `@StateObject` or `@EnvironmentObject`, any
    property of an `@Observable` class), directly or through a local, a computed property
    or method of the view, a parameter of the function around the call that a call passes
    such a value, a closure's parameter over a collection that changes (`ForEach(model.items)
    { item in ... }`), or a `let` of the view that a construction sets from such a value
    (`Row(isSelected: selection == item.id)`). A condition the lint cannot follow to such
    a value is not reported (a `let` nothing constructs, a `static var`, a value computed
    in an initialiser), and neither is one that cannot change, even when it reads such
    a value: a literal, a `static let` or global `let`, a computed property of an
    `@Observable` object held without a wrapper whose getter reads only the object's
    `let`s, a computed `Bool` whose getter is only `if #available(...)` returning literals (`.if(.tahoe)`) or one expression over
    such values, cases and the device's idiom (`static var isPad: Bool {
    current.userInterfaceIdiom == .pad }`); a stored `let` of a row's element
    (`file.isFolder`, where `file` is a closure parameter), or anything computed from a
    `ForEach` row's element alone when it is a project enum without payloads (the element is
    the row's identity); a `let` of the view that every
    construction sets from such values or leaves at its default, or that each of the
    view's own initialisers sets to a literal; a stored property of another project type
    that only initialisers write (a struct's only if it is not decoded and only
    initialisers build it); or a parameter of the function around the call that every
    call passes a fixed value. Calls in the content of a `Menu` or `.contextMenu` are left
    alone: SwiftUI builds that content each time the menu opens, so there is no state to
    lose. So are calls that may not be the modifier: one a plain overload of the project
    may take (`marker(_: Int)` beside `marker(_: Int?)`), SwiftUI's own modifier of the
    name (a trailing closure where the project's takes none, `contextMenu { ... }`; an
    argument of another type than the project's parameter, `tint(.red)` for
    `tint(_: Theme?)`); calls whose argument is known not to be optional for an `if let`
    parameter; and calls whose closures only apply a style, `searchable` or
    `matchedGeometryEffect` (no argument turns it off), or add
    `onAppear`, `onDisappear` or `task` (the flip is what runs them), which no ternary can
    vary. A declaration is reported when one of its uses is.

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
        @State private var isHighlighted = false
        var body: some View {
            Text("Hello")
                .if(isHighlighted) { $0.foregroundStyle(.red) }
                .onTapGesture { isHighlighted.toggle() }
        }
    }
    """

    static let prefer = """
    struct Greeting: View {
        @State private var isHighlighted = false
        var body: some View {
            Text("Hello")
                .foregroundStyle(isHighlighted ? .red : .primary)
                .onTapGesture { isHighlighted.toggle() }
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
    static func isProcessConstant(_ expression: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
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
                } else {
                    // `Bool.tahoe`, `UIDevice.isPad`: members the project adds to an outside type.
                    ids = model.externalMembers(of: typeText.hasPrefix("Swift.") ? String(typeText.dropFirst(6)) : typeText, named: name, in: file, at: node)
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
            // A static or global `let` is set once, whatever computes it (`{ ... }()`).
            if declaration.kind == .constant, declaration.isStatic || declaration.parent < 0 { return true }
            guard declaration.kind == .variable, declaration.isComputed,
                  let binding = TypeResolver.binding(named: declaration.name, in: declaration.node, source.tree),
                  let accessors = binding.child(.accessorBlock) else { return false }
            var body = accessors
            let getters = accessors.children(.accessorDecl)
            if !getters.isEmpty {
                guard getters.count == 1, let block = getters[0].child(.codeBlock) else { return false }
                body = block
            }
            let statements = LintSupport.statements(body)
            if isAvailabilityFlag(statements, source.tree) { return true }
            // `static var isPad: Bool { current.userInterfaceIdiom == .pad }`: one expression
            // over values fixed for the process.
            guard declaration.isStatic || declaration.parent < 0, depth < 4, statements.count == 1 else { return false }
            var value = statements[0]
            if value.kind == .returnStmt, let inner = value.firstChildNode { value = inner }
            return isFixedExpression(value, file: source, context, depth: depth + 1)
        }
    }

    /// Reads of values the system fixes for the life of the process.
    static let processConstantReads: Set<String> = [
        "UIDevice.current.userInterfaceIdiom", "current.userInterfaceIdiom", "UIScreen.main.traitCollection.userInterfaceIdiom",
        "ProcessInfo.processInfo.isiOSAppOnMac", "ProcessInfo.processInfo.isMacCatalystApp",
        "processInfo.isiOSAppOnMac", "processInfo.isMacCatalystApp",
    ]

    /// An expression with one value for the life of the process: literals, cases (`.pad`),
    /// the device's idiom and similar system constants, process constants, and `!`, `==`,
    /// `!=`, `&&`, `||` of those.
    static func isFixedExpression(_ expression: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        let node = LintSupport.unwrapped(expression)
        switch node.kind {
        case .booleanLiteralExpr, .integerLiteralExpr, .stringLiteralExpr, .floatLiteralExpr, .nilLiteralExpr:
            return true
        case .prefixOperatorExpr:
            guard let operand = node.childNodes.last, node.childTokens.first.map({ tree.text(of: $0) }) == "!" else { return false }
            return isFixedExpression(operand, file: file, context, depth: depth)
        case .sequenceExpr:
            let operators = node.childNodes.filter { $0.kind == .binaryOperatorExpr }
            guard !operators.isEmpty, operators.allSatisfy({ ["==", "!=", "&&", "||"].contains(tree.text(of: $0)) }) else { return false }
            return node.childNodes.filter { $0.kind != .binaryOperatorExpr }.allSatisfy { isFixedExpression($0, file: file, context, depth: depth) }
        case .memberAccessExpr:
            if processConstantReads.contains(tree.collapsedText(of: node).filter { !$0.isWhitespace }) { return true }
            // `.pad`: a case of the type the comparison gives it.
            if let member = MemberAccessView(node), member.base == nil, member.name != nil, node.parent?.kind == .sequenceExpr { return true }
            return isProcessConstant(node, file: file, context, depth: depth)
        case .declReferenceExpr:
            return isProcessConstant(node, file: file, context, depth: depth)
        default:
            return false
        }
    }

    /// Whether a use's condition has one value for the life of the view it modifies: fixed
    /// values (`isFixedExpression`), a stored `let` of a row's element (`item.isFolder`,
    /// where `item` is a closure parameter: one element, one value), and a `let` of the view
    /// itself that is initialised with such a value or that every construction of the view
    /// in the project passes one for (`Row(isCompact: true)`, `Row(isPinned: item.isPinned)`).
    /// A `let` the parent sets from its state is not: the view keeps its identity while the
    /// value changes.
    static func isFixedForView(_ expression: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
        let tree = file.tree
        let node = LintSupport.unwrapped(expression)
        switch node.kind {
        case .prefixOperatorExpr:
            guard let operand = node.childNodes.last, node.childTokens.first.map({ tree.text(of: $0) }) == "!" else { return false }
            return isFixedForView(operand, file: file, context, depth: depth)
        case .sequenceExpr:
            let operators = node.childNodes.filter { $0.kind == .binaryOperatorExpr }
            guard !operators.isEmpty, operators.allSatisfy({ ["==", "!=", "&&", "||"].contains(tree.text(of: $0)) }) else { return false }
            // `action != nil`: fixed when every construction passes a closure or `nil`.
            let operands = node.childNodes.filter { $0.kind != .binaryOperatorExpr }
            if operands.count == 2, operators.count == 1, ["==", "!="].contains(tree.text(of: operators[0])),
               let nilSide = operands.firstIndex(where: { LintSupport.unwrapped($0).kind == .nilLiteralExpr }),
               let values = viewLetValues(LintSupport.unwrapped(operands[1 - nilSide]), file: file, context, depth: depth) {
                return values.allSatisfy {
                    [.closureExpr, .nilLiteralExpr].contains(LintSupport.unwrapped($0.value).kind)
                        || isFixedForView($0.value, file: $0.file, context, depth: depth + 1)
                }
            }
            return operands.allSatisfy { isFixedForView($0, file: file, context, depth: depth) }
        case .memberAccessExpr, .declReferenceExpr:
            // `.footnote`, `.compact`: a case or static member of the type the context gives.
            if let member = MemberAccessView(node), member.base == nil, member.name != nil { return true }
            if isFixedExpression(node, file: file, context, depth: depth) { return true }
            return isElementConstant(node, file: file, context) || isViewConstant(node, file: file, context, depth: depth)
                || isSetOnceMember(node, file: file, context) || isFixedParameter(node, file: file, context, depth: depth)
        case .functionCallExpr:
            // `.custom("Menlo", size: 13)`, `Font.system(size: 12)`: a static factory of
            // fixed arguments.
            guard let call = FunctionCallView(node), call.trailingClosure == nil, let callee = call.calledExpression.flatMap(MemberAccessView.init),
                  callee.base.map({ TypeResolver.typeReference($0, tree) != nil }) ?? true else { return false }
            return call.arguments.allSatisfy { $0.expression.map { isFixedForView($0, file: file, context, depth: depth) } ?? false }
        default:
            return isFixedExpression(node, file: file, context, depth: depth)
        }
    }

    /// `item.isFolder`, `item.kind.isFolder`: stored `let`s of the project's types, read
    /// from a row's element (`isElementValue`).
    static func isElementConstant(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
        let tree = file.tree
        guard let member = MemberAccessView(node), let base = member.base.map(LintSupport.unwrapped), let token = member.name,
              isElementValue(base, file: file, context, depth: depth),
              let type = context.types.type(of: base, in: file), !type.isOptional, let target = type.target, case .project = target else { return false }
        let found = TypeResolver.members(tree.text(of: token), of: target, file: file, site: node, model: context.model)
        return !found.isEmpty && found.allSatisfy { context.model.declaration($0).kind == .constant && !context.model.declaration($0).isStatic }
    }

    /// A value that stands for one element for the life of a row: a closure's parameter
    /// (`ForEach(files) { file in ... }`), a stored `let` of one, or a `let` of the view
    /// that every construction sets from one.
    static func isElementValue(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        switch node.kind {
        case .declReferenceExpr:
            let name = file.tree.text(of: node)
            if name.hasPrefix("$") || isClosureParameter(node, file: file, context) { return true }
        case .memberAccessExpr:
            if isElementConstant(node, file: file, context, depth: depth) { return true }
        default:
            return false
        }
        guard let values = viewLetValues(node, file: file, context, depth: depth) else { return false }
        return values.allSatisfy { isElementValue(LintSupport.unwrapped($0.value), file: $0.file, context, depth: depth + 1) }
    }

    /// Whether a name is a parameter of a closure around it.
    static func isClosureParameter(_ reference: Node, file: SourceFile, _ context: PassContext) -> Bool {
        guard case .parameter = LintSupport.referent(of: reference, in: file, context) else { return false }
        let name = file.tree.text(of: reference)
        return reference.ancestors.contains { ancestor in
            ancestor.kind == .closureExpr && ancestor.closureSignature.map { TypeResolver.closureDeclares(name, $0, file.tree) } == true
        }
    }

    /// A stored `let` of the enclosing view (`isCompact`, `self.isCompact`) whose value is
    /// fixed for the view's life: initialised with a fixed value, or passed one by every
    /// construction of the view the project has (found by its memberwise label).
    static func isViewConstant(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        guard let values = viewLetValues(node, file: file, context, depth: depth) else { return false }
        return values.allSatisfy { isFixedForView($0.value, file: $0.file, context, depth: depth + 1) }
    }

    /// The values a stored `let` of the enclosing view (`isCompact`, `self.isCompact`) is
    /// set from: its initial value, or the argument of its memberwise label at every
    /// construction of the view in the project. Nil when it is not such a `let`, when no
    /// construction is found, or one does not pass the label (an initialiser of its own).
    static func viewLetValues(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int) -> [(file: SourceFile, value: Node)]? {
        let model = context.model
        guard depth < 3, case .declarations(let ids) = LintSupport.referent(of: node, in: file, context), ids.count == 1 else { return nil }
        let declaration = model.declaration(ids[0])
        guard declaration.kind == .constant, !declaration.isStatic, case .project(let owner)? = model.owner(of: ids[0]),
              model.declaration(owner).kind == .struct, model.conforms(owner, to: "View") else { return nil }
        if let initial = LintSupport.initialValue(of: ids[0], context) { return [initial] }
        guard let initializers = initializers(of: owner, setting: declaration.name, context) else { return nil }
        let typeFile = model.files[model.declaration(owner).file]
        // Every initialiser assigns a literal: no call can pass another value.
        if initializers.allSatisfy({ $0.label.isEmpty }) { return initializers.compactMap { $0.defaultValue.map { (typeFile, $0) } } }
        guard let sites = constructions(of: owner, context), !sites.isEmpty else { return nil }
        var values: [(file: SourceFile, value: Node)] = []
        for site in sites {
            let source = model.files[site.file]
            guard let call = FunctionCallView(site.call) else { return nil }
            let labels = call.arguments.map { $0.label.map { source.tree.text(of: $0) } ?? "_" }
            // The initialiser the call's labels pick, then the argument of the property's
            // parameter, or that parameter's default.
            guard let chosen = initializers.first(where: { $0.accepts(labels) }) else { return nil }
            if let argument = call.arguments.first(where: { $0.label.map { source.tree.text(of: $0) } == chosen.label })?.expression {
                values.append((source, argument))
            } else if let fallback = chosen.defaultValue {
                values.append((typeFile, fallback))
            } else {
                return nil
            }
        }
        return values
    }

    /// How an initialiser of a view sets one of its `let`s: the label of the parameter it
    /// is assigned from, that parameter's default, and every parameter's label with
    /// whether it has a default (to pick the initialiser a call means).
    struct LetInitializer {
        /// Empty when the initialiser assigns a literal, which `defaultValue` then holds.
        var label: String
        var defaultValue: Node?
        /// Nil for the memberwise initialiser, which takes the property by its name.
        var parameters: [(label: String, hasDefault: Bool)]?

        func accepts(_ labels: [String]) -> Bool {
            guard let parameters else { return true }
            var remaining = labels[...]
            for parameter in parameters {
                if remaining.first == parameter.label { remaining = remaining.dropFirst() } else if !parameter.hasDefault { return false }
            }
            return remaining.isEmpty
        }
    }

    /// The initialisers of a view as they set `property`: the memberwise one when the
    /// struct declares none (the label is the property's name), else each declared one,
    /// which must assign it from a labelled parameter (`self.x = x`); nil otherwise.
    static func initializers(of type: Int32, setting property: String, _ context: PassContext) -> [LetInitializer]? {
        let model = context.model
        let declaration = model.declaration(type)
        let tree = model.files[declaration.file].tree
        let declared = declaration.node.child(.memberBlock)?.childNodes.filter { $0.kind == .initializerDecl } ?? []
        guard !declared.isEmpty else { return [LetInitializer(label: property, defaultValue: nil, parameters: nil)] }
        var result: [LetInitializer] = []
        for initializer in declared {
            var parameters: [(label: String, hasDefault: Bool)] = []
            var source: (label: String, defaultValue: Node?)?
            for parameter in initializer.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? [] {
                let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
                guard let label = names.first, let inner = names.last else { return nil }
                let fallback = parameter.child(.initializerClause)?.childNodes.first
                parameters.append((label, fallback != nil))
                if assigns(property, from: inner, in: initializer, tree) { source = (label, fallback) }
            }
            // `self.isCompact = true`: this initialiser fixes the value whatever the call passes.
            if source == nil, let literal = assignedLiteral(property, in: initializer, tree) { source = ("", literal) }
            guard let source, source.label != "_" else { return nil }
            result.append(LetInitializer(label: source.label, defaultValue: source.defaultValue, parameters: parameters))
        }
        return result
    }

    /// The literal an initialiser's body assigns to a property (`self.property = false`).
    static func assignedLiteral(_ property: String, in initializer: Node, _ tree: SyntaxTree) -> Node? {
        for statement in LintSupport.statements(initializer.child(.codeBlock) ?? initializer) {
            let parts = statement.kind == .sequenceExpr ? statement.childNodes : []
            guard parts.count == 3, parts[1].kind == .assignmentExpr,
                  [.booleanLiteralExpr, .integerLiteralExpr, .stringLiteralExpr, .nilLiteralExpr].contains(parts[2].kind) else { continue }
            let target = tree.collapsedText(of: parts[0])
            if target == property || target == "self." + property { return parts[2] }
        }
        return nil
    }

    /// Whether an initialiser's body has `self.property = name` or `property = name`.
    static func assigns(_ property: String, from name: String, in initializer: Node, _ tree: SyntaxTree) -> Bool {
        LintSupport.statements(initializer.child(.codeBlock) ?? initializer).contains { statement in
            let parts = statement.kind == .sequenceExpr ? statement.childNodes : []
            guard parts.count == 3, parts[1].kind == .assignmentExpr, parts[2].kind == .declReferenceExpr, tree.text(of: parts[2]) == name else { return false }
            let target = tree.collapsedText(of: parts[0])
            return target == property || target == "self." + property
        }
    }

    /// Every `T(...)` of a project type in the run's files, by model file index; nil when
    /// the type is also reached another way (`T.init` passed as a function).
    static func constructions(of type: Int32, _ context: PassContext) -> [(file: Int, call: Node)]? {
        context.cache.value(CacheKey<[(file: Int, call: Node)]?>("conditional-modifier.constructions.\(type)")) {
            let model = context.model
            let name = model.declaration(type).name
            let indices = context.files.compactMap { model.file($0.path) }
            var sites: [(file: Int, call: Node)] = []
            for mention in model.nameMentions(of: [name], inFiles: indices)[name] ?? [] where mention.kind == .bare && mention.spelling == name {
                let source = model.files[mention.file]
                guard case .declarations(let found) = model.lookupType(name, in: source, at: mention.node), found.contains(type) else { continue }
                guard let parent = mention.node.parent else { continue }
                if parent.kind == .functionCallExpr, FunctionCallView(parent)?.calledExpression == mention.node {
                    sites.append((mention.file, parent))
                } else if let member = MemberAccessView(parent), member.base == mention.node, member.name.map({ source.tree.text(of: $0) }) == "init" {
                    return nil
                }
            }
            return sites
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
        guard let body = declaration.node.child(.codeBlock) else { return false }
        // Two branches of one type (`-> Text`, `-> Self`) are one view: only an opaque or
        // type-erased result can swap views.
        guard let result = declaration.typeText?.filter({ !$0.isWhitespace }),
              result.hasPrefix("some") || result == "AnyView" || result == "SwiftUI.AnyView" else { return false }
        // Parameter names, and those of the closure parameters.
        var parameters: Set<String> = []
        var closures: Set<String> = []
        for (i, parameter) in (declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []).enumerated() {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
            guard let name = names.last.map({ DeclarationCollector.unescaped(tree.text(of: $0)) }) else { continue }
            parameters.insert(name)
            if i < declaration.takesClosure.count && declaration.takesClosure[i] { closures.insert(name) }
        }
        var statements = LintSupport.statements(body)
        if statements.count == 1, statements[0].kind == .returnStmt, let value = statements[0].firstChildNode { statements = [value] }
        guard statements.count == 1, statements[0].kind == .ifExpr,
              let conditions = statements[0].child(.conditionElementList) else { return false }
        // The condition is the caller's (`if active`, `if let value`), not `#available` or a
        // device check the function makes itself.
        var readsParameter = false
        conditions.walk { node in
            if node.kind == .declReferenceExpr, parameters.contains(DeclarationCollector.unescaped(tree.text(of: node))) { readsParameter = true }
            // `if let value` (the shorthand reads the parameter of that name).
            if node.kind == .identifierPattern, let binding = node.parent, binding.kind == .optionalBindingCondition,
               binding.child(.initializerClause) == nil, parameters.contains(DeclarationCollector.unescaped(tree.text(of: node))) { readsParameter = true }
            return !readsParameter
        }
        guard readsParameter else { return false }
        let branches = statements[0].children(.codeBlock)
        guard branches.count == 2 else { return false }
        func single(_ block: Node) -> Node? {
            var inner = LintSupport.statements(block)
            if inner.count == 1, inner[0].kind == .returnStmt, let value = inner[0].firstChildNode { inner = [value] }
            return inner.count == 1 ? inner[0] : nil
        }
        // `keyboardShortcut(_: KeyboardShortcut?)` calling SwiftUI's `keyboardShortcut(_:)`
        // when there is one: a back-port of an optional overload, with no argument to vary.
        if branches.contains(where: { branch in
            guard let call = single(branch).flatMap(FunctionCallView.init), call.trailingClosure == nil, call.arguments.count == 1,
                  let argument = call.arguments[0].expression, argument.kind == .declReferenceExpr,
                  parameters.contains(DeclarationCollector.unescaped(tree.text(of: argument))),
                  let name = call.calledExpression.flatMap(MemberAccessView.init)?.name else { return false }
            return tree.text(of: name) == declaration.name
        }) { return false }
        let shapes = branches.map { single($0).map { branchShape($0, closures: closures, tree) } ?? .other }
        switch (shapes[0], shapes[1]) {
        case (.plainSelf, .transformed), (.transformed, .plainSelf), (.plainSelf, .modified), (.modified, .plainSelf):
            return true
        case (.transformed(let a), .transformed(let b)):
            // `.if(_:if:else:)`: two closures, two view types.
            return a != b
        default:
            return false
        }
    }

    /// What a branch of a conditional modifier's `if` gives.
    enum BranchShape: Equatable {
        /// `self`.
        case plainSelf
        /// A closure parameter called on `self` (`transform(self)`), by the closure's name.
        case transformed(String)
        /// A modifier chain on `self` (`self.redacted(reason: .placeholder)`,
        /// `modifier(Shimmer())`): another view type than `self`.
        case modified
        case other
    }

    static func branchShape(_ node: Node, closures: Set<String>, _ tree: SyntaxTree) -> BranchShape {
        func isSelf(_ node: Node?) -> Bool { node.map { $0.kind == .declReferenceExpr && tree.text(of: $0) == "self" } ?? false }
        if isSelf(node) { return .plainSelf }
        guard let call = FunctionCallView(node), let callee = call.calledExpression else { return .other }
        if callee.kind == .declReferenceExpr, closures.contains(tree.text(of: callee)) {
            return isSelf(call.arguments.first?.expression) ? .transformed(tree.text(of: callee)) : .other
        }
        // A chain of calls whose root is `self`, or an implicit-self call (`padding(4)`).
        var current: Node? = node
        while let link = current {
            if isSelf(link) { return .modified }
            if link.kind == .functionCallExpr, let inner = FunctionCallView(link)?.calledExpression {
                if inner.kind == .declReferenceExpr, !closures.contains(tree.text(of: inner)),
                   tree.text(of: inner).first?.isLowercase == true, link == node || link.parent?.kind == .memberAccessExpr {
                    return .modified
                }
                current = inner
            } else if let member = MemberAccessView(link) {
                current = member.base
            } else {
                return .other
            }
        }
        return .other
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
        let flipping = Self.usedWithConditionsThatMayFlip(context)
        // Declarations in this file (matched by name and line in the current tree), unless
        // every use has a condition that never flips.
        for node in tree.nodes(ofKind: [.functionDecl]) {
            guard let token = DeclarationView(node)?.name else { continue }
            let name = DeclarationCollector.unescaped(tree.text(of: token))
            guard names.contains(name) else { continue }
            let line = tree.location(of: Int(tree.tokens[token].textStart)).line
            guard let id = declarations.first(where: { model.declaration($0).name == name && model.files[model.declaration($0).file].path == file.path && model.declaration($0).line == line }),
                  flipping.contains(id) else { continue }
            findings.append(advice(file, token: token,
                                    "\(name)(...) is a conditional view modifier (two different views, one per branch); vary the modifier's argument instead (a ternary, AnyShapeStyle); uses are reported too",
                                    reason: "declaration"))
        }
        // Uses: calls the model resolves to one of them.
        for call in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let use = Self.use(call, names: names, declarations: declarations, file: file, context),
                  let used = use.declarations.first, !use.fixed else { continue }
            findings.append(advice(file, token: use.token,
                                    "this calls \(model.describe([used])), which swaps views when its condition flips; vary the modifier's argument instead (a ternary)",
                                    reason: "use"))
        }
        return findings
    }

    /// A call named like one of `declarations`: its name token, the declarations the model
    /// resolves it to (none: unknown), and whether its condition is fixed for the life of the
    /// process (`true`, a `static let` set from a literal, `Bool.tahoe { if #available(...) ... }`)
    /// or of the view, so that the view's identity never changes.
    static func use(_ call: Node, names: Set<String>, declarations: Set<Int32>, file: SourceFile, _ context: PassContext)
        -> (token: Int, declarations: [Int32], fixed: Bool)? {
        let tree = file.tree
        guard let callee = FunctionCallView(call)?.calledExpression else { return nil }
        let token: Int?
        if let member = MemberAccessView(callee) { token = member.name } else if callee.kind == .declReferenceExpr { token = callee.firstToken } else { token = nil }
        guard let token, names.contains(DeclarationCollector.unescaped(tree.text(of: token))) else { return nil }
        let candidates = context.model.candidates(forCall: call, in: file).filter { mayTake(call, $0, file: file, context) }
        // A plain overload the call may pick as well (`f(_: Namespace.ID)` beside
        // `f(_: Namespace.ID?)`): which one runs is not known.
        if candidates.contains(where: { !declarations.contains($0) }) { return (token, [], true) }
        let used = candidates
        let condition = FunctionCallView(call)?.arguments.first(where: { $0.expression?.kind != .closureExpr })?.expression
        // No condition passed (`.shimmering()`): the parameters' defaults decide, literals all.
        // Reported only when the condition is shown to change while the view lives.
        let fixed = condition.map {
            isProcessConstant($0, file: file, context) || isFixedForView($0, file: file, context) || isNeverNil($0, used, file: file, context)
                || !mayChange($0, file: file, context)
        } ?? true
            || LintSupport.isMenuContent(call, tree) || appliesOnlyAStyle(call, tree)
        return (token, used, fixed)
    }

    /// The declarations with a use whose condition is shown to change: the others are not
    /// reported. A call with that name the model cannot resolve counts for each
    /// declaration it may take.
    static func usedWithConditionsThatMayFlip(_ context: PassContext) -> Set<Int32> {
        context.cache.value(CacheKey<Set<Int32>>("conditional-modifier.may-flip")) {
            let declarations = declarations(context)
            let names = Set(declarations.map { context.model.declaration($0).name })
            var otherUse: Set<Int32> = []
            for file in context.files where names.contains(where: file.tree.mentions) {
                for call in file.tree.nodes(ofKind: [.functionCallExpr]) {
                    guard let use = use(call, names: names, declarations: declarations, file: file, context) else { continue }
                    let name = DeclarationCollector.unescaped(file.tree.text(of: use.token))
                    let reached = use.declarations.isEmpty
                        ? declarations.filter { context.model.declaration($0).name == name && mayTake(call, $0, file: file, context) }
                        : use.declarations
                    // A fixed condition cannot flip, whichever declaration the call is.
                    if !use.fixed { otherUse.formUnion(reached) }
                }
            }
            return otherUse
        }
    }
}
