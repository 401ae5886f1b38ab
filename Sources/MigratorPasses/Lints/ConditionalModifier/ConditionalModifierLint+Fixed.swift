import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Conditions fixed for a view's life that the lint learns from the rest of the project:
/// a stored property nothing writes once its value is built, a parameter every caller
/// passes a fixed value, and menu content that is rebuilt each time it opens.
extension ConditionalModifierLint {
    /// `model.state.isSearchEnabled`: a stored property of a project type other than a
    /// view that is written only by initialisers (`init() { state.isSearchEnabled = false }`),
    /// or a `let`, whose owner, if a struct, is built only by initialisers and property
    /// initial values and is not decoded. When the base's type is unknown, every instance
    /// property of that name in the project must be such a property.
    static func isSetOnceMember(_ node: Node, file: SourceFile, _ context: PassContext) -> Bool {
        guard let member = MemberAccessView(node), let base = member.base.map(LintSupport.unwrapped), let token = member.name else { return false }
        let tree = file.tree
        if base.kind == .declReferenceExpr, ["self", "Self", "super"].contains(tree.text(of: base)) { return false }
        if base.kind == .functionCallExpr { return false }
        let name = DeclarationCollector.unescaped(tree.text(of: token))
        let model = context.model
        let ids: [Int32]
        if let type = context.types.type(of: base, in: file), let target = type.target, case .project = target {
            ids = TypeResolver.members(name, of: target, file: file, site: node, model: model)
        } else {
            ids = instanceProperties(context)[name] ?? []
        }
        return !ids.isEmpty && ids.allSatisfy { isSetOnce($0, context) || isSetOnceComputed($0, context, depth: 0) }
    }

    /// A computed property of a non-view project type whose getter is one expression of
    /// its own set-once properties, literals and cases (`var isSheet: Bool { style == .sheet }`
    /// over a `let style` set in `init`).
    static func isSetOnceComputed(_ id: Int32, _ context: PassContext, depth: Int) -> Bool {
        let model = context.model
        guard depth < 3, model.declaration(id).isComputed, !model.declaration(id).isStatic,
              case .project(let owner)? = model.owner(of: id), !model.conforms(owner, to: "View"),
              let (file, value) = LintSupport.computedValue(of: id, context) else { return false }
        return isSetOnceExpression(value, owner: owner, file: file, context, depth: depth)
    }

    /// An expression of a type's own set-once members: `!`, `==`, `!=`, `&&`, `||` of
    /// literals, cases, and members (`x`, `self.x`) that are set once or computed so.
    static func isSetOnceExpression(_ expression: Node, owner: Int32, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        let node = LintSupport.unwrapped(expression)
        var name: String?
        switch node.kind {
        case .booleanLiteralExpr, .integerLiteralExpr, .stringLiteralExpr, .floatLiteralExpr, .nilLiteralExpr:
            return true
        case .prefixOperatorExpr:
            guard let operand = node.childNodes.last, node.childTokens.first.map({ tree.text(of: $0) }) == "!" else { return false }
            return isSetOnceExpression(operand, owner: owner, file: file, context, depth: depth)
        case .sequenceExpr:
            let operators = node.childNodes.filter { $0.kind == .binaryOperatorExpr }
            guard !operators.isEmpty, operators.allSatisfy({ ["==", "!=", "&&", "||"].contains(tree.text(of: $0)) }) else { return false }
            return node.childNodes.filter { $0.kind != .binaryOperatorExpr }.allSatisfy {
                isSetOnceExpression($0, owner: owner, file: file, context, depth: depth)
            }
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let token = member.name else { return false }
            // `.sheet`: a case.
            guard let base = member.base else { return true }
            if base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                name = tree.text(of: token)
            } else {
                // `configuration.isEditable`: a set-once value's own set-once member.
                guard isSetOnceExpression(base, owner: owner, file: file, context, depth: depth),
                      let type = context.types.type(of: base, in: file), let target = type.target, case .project(let baseType) = target else { return false }
                let ids = context.model.members(of: baseType, named: tree.text(of: token))
                return !ids.isEmpty && ids.allSatisfy {
                    context.model.declaration($0).kind == .constant || isSetOnce($0, context) || isSetOnceComputed($0, context, depth: depth + 1)
                }
            }
        case .declReferenceExpr:
            name = tree.text(of: node)
        default:
            return false
        }
        guard let name else { return false }
        let ids = context.model.members(of: owner, named: name)
        return !ids.isEmpty && ids.allSatisfy { isSetOnce($0, context) || isSetOnceComputed($0, context, depth: depth + 1) }
    }

    /// The project's instance properties by name.
    static func instanceProperties(_ context: PassContext) -> [String: [Int32]] {
        context.cache.value(CacheKey<[String: [Int32]]>("conditional-modifier.properties")) {
            var found: [String: [Int32]] = [:]
            for (index, declaration) in context.model.declarations.enumerated()
            where (declaration.kind == .variable || declaration.kind == .constant) && !declaration.isStatic && declaration.parent >= 0
                && declaration.access != .local {
                found[declaration.name, default: []].append(Int32(index))
            }
            return found
        }
    }

    /// Wrappers that leave a stored property's value to the code that writes it.
    static let plainStorage: Set<String> = ["Published", "ObservationIgnored"]

    /// Whether a stored property keeps the value it is built with (see `isSetOnceMember`).
    static func isSetOnce(_ id: Int32, _ context: PassContext) -> Bool {
        context.cache.value(CacheKey<Bool>("conditional-modifier.set-once.\(id)")) {
            let model = context.model
            let declaration = model.declaration(id)
            guard [.variable, .constant].contains(declaration.kind), !declaration.isComputed, !declaration.isStatic,
                  Set(declaration.attributes).isSubset(of: plainStorage),
                  case .project(let owner)? = model.owner(of: id), !model.conforms(owner, to: "View") else { return false }
            let ownerKind = model.declaration(owner).kind
            guard ownerKind == .struct || ownerKind == .class else { return false }
            let indices = context.files.compactMap { model.file($0.path) }
            if declaration.kind == .variable {
                for mention in model.nameMentions(of: [declaration.name], inFiles: indices)[declaration.name] ?? []
                where model.isWrite(mention) && model.mayRefer(mention, to: id) {
                    guard isInsideInitializer(mention.node) else { return false }
                }
            }
            guard ownerKind == .struct else { return true }
            // A struct replaced by a new value changes the property with it.
            guard !model.conforms(owner, to: "Decodable"), !model.conforms(owner, to: "Codable"),
                  let sites = constructions(of: owner, context) else { return false }
            return sites.allSatisfy { isInsideInitializer($0.call) || isPropertyInitialValue($0.call) }
        }
    }

    /// Whether a node lies in an initialiser's body.
    static func isInsideInitializer(_ node: Node) -> Bool {
        node.ancestors.contains { $0.kind == .initializerDecl }
    }

    /// Whether a node is (inside) the initial value of a stored property of a type, outside
    /// any function or closure.
    static func isPropertyInitialValue(_ node: Node) -> Bool {
        for ancestor in node.ancestors {
            switch ancestor.kind {
            case .closureExpr, .functionDecl, .accessorBlock, .codeBlock: return false
            case .variableDecl: return ancestor.parent?.kind == .memberBlock
            default: continue
            }
        }
        return false
    }

    /// `container` in `func rounded(_ r: CGFloat, container: Bool = false) -> some View`:
    /// a labelled parameter of the function around the condition that every call of the
    /// function in the project passes a fixed value for, or leaves at a fixed default.
    static func isFixedParameter(_ reference: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        guard depth < 3, reference.kind == .declReferenceExpr else { return false }
        let tree = file.tree
        let name = DeclarationCollector.unescaped(tree.text(of: reference))
        var function: Node?
        for ancestor in reference.ancestors {
            if ancestor.kind == .closureExpr, let signature = ancestor.closureSignature, TypeResolver.closureDeclares(name, signature, tree) { return false }
            if ancestor.kind == .functionDecl { function = ancestor; break }
            if ancestor.kind == .initializerDecl || ancestor.kind == .memberBlock { return false }
        }
        guard let function, let declared = DeclarationView(function)?.name else { return false }
        let parameters = function.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
        guard let parameter = parameters.first(where: { parameter in
            parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.last.map { DeclarationCollector.unescaped(tree.text(of: $0)) } == name
        }), let label = parameter.childTokens.first(where: { tree.tokens[$0].kind == .identifier }).map({ tree.text(of: $0) }), label != "_" else { return false }
        let functionName = DeclarationCollector.unescaped(tree.text(of: declared))
        let line = tree.location(of: Int(tree.tokens[declared].textStart)).line
        let model = context.model
        guard let fileIndex = model.file(file.path),
              let id = (functions(context)[functionName] ?? []).first(where: { model.declaration($0).file == fileIndex && model.declaration($0).line == line }),
              let calls = calls(of: id, context), !calls.isEmpty else { return false }
        let fallback = parameter.child(.initializerClause)?.childNodes.first
        return calls.allSatisfy { site in
            let source = model.files[site.file]
            guard let call = FunctionCallView(site.call) else { return false }
            if let argument = call.arguments.first(where: { $0.label.map { source.tree.text(of: $0) } == label })?.expression {
                return isFixedForView(argument, file: source, context, depth: depth + 1)
            }
            return fallback.map { isFixedForView($0, file: file, context, depth: depth + 1) } ?? false
        }
    }

    /// The project's functions by name.
    static func functions(_ context: PassContext) -> [String: [Int32]] {
        context.cache.value(CacheKey<[String: [Int32]]>("conditional-modifier.functions")) {
            var found: [String: [Int32]] = [:]
            for (index, declaration) in context.model.declarations.enumerated() where declaration.kind == .function {
                found[declaration.name, default: []].append(Int32(index))
            }
            return found
        }
    }

    /// Every call of a function in the run's files; nil when a mention of its name is not a
    /// call the model resolves to it or to another declaration (a reference passed on, a
    /// call it cannot resolve).
    static func calls(of id: Int32, _ context: PassContext) -> [(file: Int, call: Node)]? {
        context.cache.value(CacheKey<[(file: Int, call: Node)]?>("conditional-modifier.calls.\(id)")) {
            let model = context.model
            let name = model.declaration(id).name
            let indices = context.files.compactMap { model.file($0.path) }
            var sites: [(file: Int, call: Node)] = []
            for mention in model.nameMentions(of: [name], inFiles: indices)[name] ?? [] where mention.kind == .bare || mention.kind == .member {
                let source = model.files[mention.file]
                guard let parent = mention.node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == mention.node else { return nil }
                let candidates = model.candidates(forCall: parent, in: source)
                if candidates.isEmpty { return nil }
                if candidates.contains(id) { sites.append((mention.file, parent)) }
            }
            return sites
        }
    }


    /// The parameters of a declared function: label (nil for `_`), written type, default.
    static func parameters(of id: Int32, _ context: PassContext) -> [(label: String?, type: String, hasDefault: Bool)] {
        let declaration = context.model.declaration(id)
        let tree = context.model.files[declaration.file].tree
        return (declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []).map { parameter in
            let label = parameter.childTokens.first.map { tree.text(of: $0) }
            let type = parameter.childNodes.last { $0.kind != .initializerClause && $0.kind != .attributeList }.map { tree.collapsedText(of: $0) } ?? ""
            return (label == "_" ? nil : label, type, parameter.child(.initializerClause) != nil)
        }
    }

    /// Whether a call can be the declaration's, more strictly than by labels: a trailing
    /// closure fills only a parameter of a function type or of a generic parameter
    /// (`contextMenu { ... }` is not `contextMenu(instance: Instance?)`), and an argument
    /// for a parameter of a project struct or enum is not a value known to be of another
    /// type, nor an implicit member (`.red`) that type does not declare (SwiftUI's
    /// `tint(.red)` is not the project's `tint(_: ThemedColor?)`).
    static func mayTake(_ call: Node, _ id: Int32, file: SourceFile, _ context: PassContext) -> Bool {
        guard let view = FunctionCallView(call) else { return false }
        let declaration = context.model.declaration(id)
        let parameters = parameters(of: id, context)
        var p = 0
        for argument in view.arguments {
            let label = argument.label.map { file.tree.text(of: $0) }
            while p < parameters.count && parameters[p].label != label && parameters[p].hasDefault { p += 1 }
            guard p < parameters.count, parameters[p].label == label else { return false }
            if let value = argument.expression, !argumentFits(value, parameters[p].type, declaration: id, file: file, context) { return false }
            p += 1
        }
        var closures = (view.trailingClosure == nil ? 0 : 1) + view.additionalTrailingClosures.count
        while p < parameters.count {
            let type = parameters[p].type.replacingOccurrences(of: "@escaping ", with: "")
            let takesClosure = LintSupport.isFunctionType(type) || declaration.genericParameters.contains(type) || type == "Any"
            if closures > 0 && takesClosure {
                closures -= 1
            } else if !parameters[p].hasDefault {
                return false
            }
            p += 1
        }
        return closures == 0
    }

    /// Whether an argument may be of a parameter's type (see `mayTake`); true when unknown.
    static func argumentFits(_ argument: Node, _ parameterType: String, declaration id: Int32, file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        var written = parameterType
        while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
        let declaration = model.declaration(id)
        guard let type = model.resolveNominal(written, in: model.files[declaration.file], at: declaration.node),
              [.struct, .enum].contains(model.declaration(type).kind) else { return true }
        let node = LintSupport.unwrapped(argument)
        // `c ? .red : .primary`: both branches must fit.
        if let ternary = TernaryView(node) {
            return [ternary.then, ternary.otherwise].allSatisfy { $0.kind == .nilLiteralExpr || argumentFits($0, parameterType, declaration: id, file: file, context) }
        }
        if let member = MemberAccessView(node), member.base == nil, let token = member.name {
            return !model.members(of: type, named: file.tree.text(of: token)).isEmpty
        }
        guard let found = context.types.type(of: node, in: file)?.fullyUnwrapped.target else { return true }
        if case .project(let other) = found { return other == type }
        return false
    }

    /// `.contextMenu(instance: item)` of `func contextMenu(instance: Item?)`: an argument
    /// known not to be optional for an optional parameter, which the `if let` always binds.
    /// Also an optional `let` of the view that every construction sets to a value known not
    /// to be optional or to `nil` (`Cell(item: element)` and `Cell(item: nil)`): whether the
    /// `if let` binds is fixed for each view, whatever the value.
    static func isNeverNil(_ condition: Node, _ used: [Int32], file: SourceFile, _ context: PassContext) -> Bool {
        guard !used.isEmpty, used.allSatisfy({ id in parameters(of: id, context).first.map { $0.type.hasSuffix("?") } ?? false }) else { return false }
        let node = LintSupport.unwrapped(condition)
        if let type = context.types.type(of: node, in: file), !type.isOptional, type.target != nil { return true }
        guard let values = viewLetValues(node, file: file, context, depth: 0), !values.isEmpty else { return false }
        return values.allSatisfy { value in
            let expression = LintSupport.unwrapped(value.value)
            if expression.kind == .nilLiteralExpr { return true }
            guard let type = context.types.type(of: expression, in: value.file) else { return false }
            return !type.isOptional && type.target != nil
        }
    }

    /// Modifiers whose argument types cannot be unified in a ternary (each style is its own
    /// type, and there is no type-erased style), or that have no argument to turn them off.
    static let noTernaryModifiers: Set<String> = [
        "listStyle", "pickerStyle", "buttonStyle", "toggleStyle", "textFieldStyle", "labelStyle", "menuStyle",
        "tabViewStyle", "datePickerStyle", "progressViewStyle", "gaugeStyle", "navigationViewStyle", "formStyle",
        "controlGroupStyle", "disclosureGroupStyle", "groupBoxStyle", "indexViewStyle", "navigationSplitViewStyle",
        "searchable", "matchedGeometryEffect",
    ]

    /// `.if(many) { $0.pickerStyle(.menu) }`: every closure passed only applies a modifier
    /// that no ternary can vary, so the lint has no fix to offer.
    static func appliesOnlyAStyle(_ call: Node, _ tree: SyntaxTree) -> Bool {
        guard let view = FunctionCallView(call) else { return false }
        let closures = [view.trailingClosure].compactMap { $0 } + view.additionalTrailingClosures.map(\.closure)
            + view.arguments.compactMap { $0.expression }.filter { $0.kind == .closureExpr }
        return !closures.isEmpty && closures.allSatisfy { closure in
            guard let expression = LintSupport.singleExpression(closure), let inner = FunctionCallView(expression),
                  let member = inner.calledExpression.flatMap(MemberAccessView.init), let base = member.base,
                  base.kind == .declReferenceExpr, let name = member.name else { return false }
            return noTernaryModifiers.contains(tree.text(of: name)) || lifecycleModifiers.contains(tree.text(of: name))
        }
    }

    /// Modifiers whose effect is an event of the view's life: adding them on a flip is what
    /// runs them (`.modifyIf(isAnimating) { $0.onAppear { start() } }`), which no ternary can do.
    static let lifecycleModifiers: Set<String> = ["onAppear", "onDisappear", "task"]
}
