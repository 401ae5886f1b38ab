import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Whether a condition is shown to change while the view it modifies lives. A use is
/// reported only then: a condition the lint cannot follow to such a value is left alone.
extension ConditionalModifierLint {
    /// Property wrappers whose value SwiftUI changes, or watches, while the view lives.
    static let changingWrappers: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Bindable",
        "FocusState", "AccessibilityFocusState", "GestureState", "AppStorage", "SceneStorage", "Query",
        "FetchRequest", "SectionedFetchRequest", "FocusedValue", "FocusedBinding", "FocusedObject", "Published",
    ]

    /// Whether an expression reads a value that changes while the view lives: a property with
    /// one of `changingWrappers` (`isOn`, `$isOn`, `model.isLoading` of an `@ObservedObject`),
    /// a property of an `@Observable` class, or, followed at most a few steps, a `let` of the
    /// view that a construction sets from such a value, a local set from one, a parameter of
    /// the function around it that a call passes one, a closure's parameter over a
    /// collection that changes, a computed property or method of the view that reads one.
    static func mayChange(_ expression: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        let tree = file.tree
        // A closure passed as a value (`onTap: { model.remove() }`): whether it is there
        // does not change, whatever it reads when it runs.
        if LintSupport.unwrapped(expression).kind == .closureExpr { return false }
        var found = false
        expression.walk { node in
            if found { return false }
            // `model.configuration.isEditable` with `configuration` a `let` of a class: one
            // value for the object's life.
            if node.kind == .memberAccessExpr, readsClassConstant(node, file: file, context) { return false }
            // `vm.url`, a computed property of an @Observable object held plainly, whose getter
            // reads only what cannot change (`let`s of the object): fixed for the object's life.
            if node.kind == .memberAccessExpr, let fixed = observableComputedIsFixed(node, file: file, context, depth: depth) {
                found = !fixed
                return false
            }
            if let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                found = referenceChanges(node, file: file, context, depth: depth)
                return false
            }
            if node.kind == .declReferenceExpr {
                found = referenceChanges(node, file: file, context, depth: depth)
                return false
            }
            return true
        }
        return found
    }

    /// One name (`isOn`, `self.isOn`, `$0`) of a condition: whether its value changes.
    static func referenceChanges(_ reference: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        let text = reference.kind == .declReferenceExpr ? tree.text(of: reference) : ""
        if text.hasPrefix("$") {
            // `$0`: the closure around it; `$isOn`: a binding, which changes.
            guard text.dropFirst().allSatisfy(\.isNumber) else { return true }
            guard let closure = reference.ancestors.first(where: { $0.kind == .closureExpr }) else { return false }
            return closureInputChanges(closure, file: file, context, depth: depth)
        }
        if let parent = reference.parent, parent.kind == .functionCallExpr, parent.firstChildNode == reference {
            return calledBodyChanges(parent, file: file, context, depth: depth)
        }
        switch LintSupport.referent(of: reference, in: file, context) {
        case .local(let statement):
            let name = reference.kind == .declReferenceExpr ? DeclarationCollector.unescaped(text) : ""
            guard let value = TypeResolver.binding(named: name, in: statement, tree)?.child(.initializerClause)?.childNodes.first else { return false }
            return mayChange(value, file: file, context, depth: depth + 1)
        case .parameter:
            return parameterChanges(reference, file: file, context, depth: depth)
        case .declarations(let ids):
            return ids.contains { declarationChanges($0, site: reference, file: file, context, depth: depth) }
        case .unknown:
            return false
        }
    }

    /// A property: wrapped by one of `changingWrappers`, of an observable class's type, or a
    /// view's stored property set from a changing value, or a computed one reading one.
    static func declarationChanges(_ id: Int32, site: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let model = context.model
        let declaration = model.declaration(id)
        if !changingWrappers.isDisjoint(with: declaration.attributes) { return true }
        guard !declaration.isStatic, case .project(let owner)? = model.owner(of: id) else { return false }
        if let type = context.types.type(of: site, in: file), let target = type.target, case .project(let held) = target,
           isObservableClass(held, context) { return true }
        if declaration.isComputed {
            return mayChange(declaration.node, file: model.files[declaration.file], context, depth: depth + 1)
        }
        guard model.declaration(owner).kind == .struct, model.conforms(owner, to: "View"),
              let values = viewLetValues(site, file: file, context, depth: depth) else { return false }
        return values.contains { mayChange($0.value, file: $0.file, context, depth: depth + 1) }
    }

    /// For `object.name` with `object` a plain stored property or parameter (no wrapper) of an
    /// `@Observable` class and `name` a computed property of it: whether its getter is fixed.
    /// Nil for anything else.
    static func observableComputedIsFixed(_ node: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool? {
        let model = context.model
        guard let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr, let token = member.name,
              let type = context.types.type(of: base, in: file), case .project(let owner)? = type.target, isObservableClass(owner, context) else { return nil }
        if case .declarations(let ids) = LintSupport.referent(of: base, in: file, context),
           ids.contains(where: { !changingWrappers.isDisjoint(with: model.declaration($0).attributes) }) { return nil }
        let found = TypeResolver.members(file.tree.text(of: token), of: .project(owner), file: file, site: node, model: model)
        guard !found.isEmpty, found.allSatisfy({ model.declaration($0).kind == .variable && model.declaration($0).isComputed }) else { return nil }
        return !found.contains { id in
            let declaration = model.declaration(id)
            return getterChanges(declaration.node, file: model.files[declaration.file], owner: owner, context, depth: depth + 1)
        }
    }

    /// Whether a computed property's getter reads a stored `var` of its class or anything
    /// else `mayChange` says changes (its own `let`s do not).
    static func getterChanges(_ getter: Node, file: SourceFile, owner: Int32, _ context: PassContext, depth: Int) -> Bool {
        let model = context.model
        let tree = file.tree
        var changes = false
        getter.walk { node in
            guard !changes else { return false }
            guard node.kind == .declReferenceExpr else { return true }
            let name = tree.text(of: node)
            if name == "self" { return true }
            let members = TypeResolver.members(name, of: .project(owner), file: file, site: node, model: model)
            if !members.isEmpty {
                changes = members.contains { id in
                    let declaration = model.declaration(id)
                    if declaration.kind == .constant { return false }
                    if declaration.kind == .function { return true }
                    return !declaration.isComputed || getterChanges(declaration.node, file: model.files[declaration.file], owner: owner, context, depth: depth + 1)
                }
                return false
            }
            changes = depth > 3 || mayChange(node, file: file, context, depth: depth)
            return false
        }
        return changes
    }

    /// A class whose properties SwiftUI watches wherever a view reads them: `@Observable`
    /// (an `ObservableObject` is watched only through a wrapper, which `changingWrappers` has).
    static func isObservableClass(_ type: Int32, _ context: PassContext) -> Bool {
        let declaration = context.model.declaration(type)
        return declaration.kind == .class && declaration.attributes.contains("Observable")
    }

    /// `isHighlighted(item)`, `self.shouldShow()`: a method of the project whose body reads
    /// a changing value.
    static func calledBodyChanges(_ call: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let model = context.model
        let candidates = model.candidates(forCall: call, in: file)
        guard candidates.count == 1, model.declaration(candidates[0]).kind == .function,
              let body = model.declaration(candidates[0]).node.child(.codeBlock) else { return false }
        return mayChange(body, file: model.files[model.declaration(candidates[0]).file], context, depth: depth + 1)
    }

    /// A parameter: a closure's (its collection, `ForEach(items) { item in }`), a condition
    /// binding's (`if let x = value`), or one of the function around it that a call in the
    /// project passes a changing value.
    static func parameterChanges(_ reference: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        let name = DeclarationCollector.unescaped(tree.text(of: reference))
        for ancestor in reference.ancestors {
            switch ancestor.kind {
            case .closureExpr:
                if let signature = ancestor.closureSignature, TypeResolver.closureDeclares(name, signature, tree) {
                    if isCaseOnlyEnumRow(reference, closure: ancestor, file: file, context) { return false }
                    return closureInputChanges(ancestor, file: file, context, depth: depth)
                }
            case .ifExpr, .guardStmt, .whileStmt, .forStmt:
                var declares = false
                ancestor.walk { n in
                    if n.kind == .identifierPattern, tree.text(of: n) == name { declares = true }
                    return !declares && n.kind != .codeBlock
                }
                if declares {
                    let heads = ancestor.childNodes.filter { $0.kind != .codeBlock && $0.kind != .ifExpr }
                    return heads.contains { mayChange($0, file: file, context, depth: depth + 1) }
                }
            case .functionDecl:
                return functionArgumentChanges(name, function: ancestor, file: file, context, depth: depth)
            case .initializerDecl, .memberBlock:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// `ForEach(buttons) { button in ... }` with `button` of a project enum without payloads:
    /// the element is its row's identity, so whatever is computed from it is fixed per row.
    static func isCaseOnlyEnumRow(_ reference: Node, closure: Node, file: SourceFile, _ context: PassContext) -> Bool {
        guard let call = closure.ancestors.first(where: { $0.kind == .functionCallExpr }), let callee = FunctionCallView(call)?.calledExpression,
              ["ForEach", "List"].contains(file.tree.text(of: callee)),
              let type = context.types.type(of: reference, in: file), !type.isOptional, case .project(let owner)? = type.target else { return false }
        let model = context.model
        guard model.declaration(owner).kind == .enum else { return false }
        let cases = model.allMembers(of: owner).filter { model.declaration($0).kind == .enumCase }
        return !cases.isEmpty && cases.allSatisfy { model.declaration($0).typeText == nil }
    }

    /// The values a closure's parameters stand for: the other arguments of the call it is
    /// passed to and the receiver (`ForEach(items) { ... }`, `items.map { ... }`).
    static func closureInputChanges(_ closure: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        guard let call = closure.ancestors.first(where: { $0.kind == .functionCallExpr }), let view = FunctionCallView(call) else { return false }
        let inputs = view.arguments.compactMap(\.expression).filter { $0 != closure && !closure.ancestors.contains($0) }
            + (view.calledExpression.flatMap(MemberAccessView.init)?.base.map { [$0] } ?? [])
        return inputs.contains { mayChange($0, file: file, context, depth: depth + 1) }
    }

    /// A parameter of a declared function: whether a call in the project passes it a
    /// changing value (by label, or by position for unlabelled ones).
    static func functionArgumentChanges(_ name: String, function: Node, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        guard let declared = DeclarationView(function)?.name else { return false }
        let parameters = function.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
        let names = parameters.map { parameter in parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { DeclarationCollector.unescaped(tree.text(of: $0)) } }
        guard let index = names.firstIndex(where: { $0.last == name }), let label = names[index].first else { return false }
        let functionName = DeclarationCollector.unescaped(tree.text(of: declared))
        let line = tree.location(of: Int(tree.tokens[declared].textStart)).line
        let model = context.model
        guard let fileIndex = model.file(file.path),
              let id = (functions(context)[functionName] ?? []).first(where: { model.declaration($0).file == fileIndex && model.declaration($0).line == line }),
              let calls = calls(of: id, context) else { return false }
        let unlabelled = names[index].count == 2 && label == "_"
        return calls.contains { site in
            let source = model.files[site.file]
            guard let call = FunctionCallView(site.call) else { return false }
            let argument: Node?
            if unlabelled {
                argument = call.arguments.count == parameters.count ? call.arguments[index].expression : nil
            } else {
                argument = call.arguments.first(where: { $0.label.map { source.tree.text(of: $0) } == label })?.expression
            }
            return argument.map { mayChange($0, file: source, context, depth: depth + 1) } ?? false
        }
    }

    /// Whether a member chain passes a stored `let` of one of the project's classes
    /// (`model.configuration` in `model.configuration.isEditable`).
    static func readsClassConstant(_ node: Node, file: SourceFile, _ context: PassContext) -> Bool {
        var current: Node? = node
        while let chain = current, let member = MemberAccessView(chain), let base = member.base, let token = member.name {
            if let type = context.types.type(of: base, in: file), let target = type.target, case .project(let owner) = target,
               context.model.declaration(owner).kind == .class {
                let found = TypeResolver.members(file.tree.text(of: token), of: target, file: file, site: chain, model: context.model)
                if !found.isEmpty && found.allSatisfy({ context.model.declaration($0).kind == .constant && !context.model.declaration($0).isStatic }) {
                    return true
                }
            }
            current = LintSupport.unwrapped(base)
        }
        return false
    }
}
