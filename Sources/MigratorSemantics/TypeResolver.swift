import SwiftCST

/// Types of values as far as syntax and the semantic model tell them: names in scope
/// (locals, `if let`/`guard let` bindings, parameters, members of the enclosing types and
/// their extensions and superclasses, top-level values the file can see), member chains
/// through the project's declarations, calls of the project's functions and initialisers,
/// property wrappers. Shared by the passes; never guesses: nil means unknown.
package enum TypeResolver {
    /// A resolved type: the text as declared, and what it names.
    package struct Resolved {
        /// The type as written where it was declared (`Color`, `Palette.Tint?`).
        package var text: String
        /// The project type (or outside name) it names; nil for generic parameters,
        /// compositions, functions and other types without a name.
        package var target: SemanticModel.TypeTarget?
        /// Where the text was written, to resolve types derived from it (`[T]`'s `T`).
        var scope: SemanticModel.Scope? = nil
        package var isOptional: Bool { TypeName(text)?.isOptional ?? text.hasSuffix("?") }

        /// What a type derived from this one's text (an element type, say) names.
        package func resolveDerived(_ derived: String, _ model: SemanticModel) -> SemanticModel.TypeTarget? {
            guard let scope else { return TypeName(derived).map { .external($0.last) } }
            return model.canonicalType(derived, in: scope).target
        }
    }

    /// The declared type of a value built from names, members and calls; nil when unknown.
    package static func resolveType(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel) -> String? {
        resolve(expression, at: site, file: file, model: model)?.text
    }

    /// The declared type of a value, with what its name means. In an optional chain
    /// (`a?.b.c`) each link is resolved on the unwrapped value, and the chain as a whole is
    /// optional (`C?`).
    package static func resolve(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int = 0) -> Resolved? {
        guard let found = resolveLink(expression, at: site, file: file, model: model, depth: depth) else { return nil }
        guard !isChainLink(expression), hasOptionalChaining(expression), !found.isOptional else { return found }
        return Resolved(text: found.text + "?", target: found.target, scope: found.scope)
    }

    /// Whether an expression continues into its parent's postfix chain (`x` in `x.y`,
    /// `x(...)`, `x[i]`, `x?`, `x!`), so the chain's optionality is decided further out.
    static func isChainLink(_ expression: Node) -> Bool {
        guard let parent = expression.parent else { return false }
        switch parent.kind {
        case .memberAccessExpr: return MemberAccessView(parent)?.base == expression
        case .functionCallExpr: return FunctionCallView(parent)?.calledExpression == expression
        case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr: return parent.firstChildNode == expression
        default: return false
        }
    }

    /// Whether a postfix chain has an optional-chaining link (`a?.b`, `f()?.x`).
    static func hasOptionalChaining(_ expression: Node) -> Bool {
        var node = expression
        while true {
            switch node.kind {
            case .optionalChainingExpr:
                return true
            case .memberAccessExpr:
                guard let base = MemberAccessView(node)?.base else { return false }
                node = base
            case .functionCallExpr:
                guard let callee = FunctionCallView(node)?.calledExpression else { return false }
                node = callee
            case .subscriptCallExpr, .forceUnwrapExpr:
                guard let inner = node.firstChildNode else { return false }
                node = inner
            default:
                return false
            }
        }
    }

    /// `T?`, `T!`, `Optional<T>` → `T`, keeping what it names.
    static func unwrappedOptional(_ type: Resolved) -> Resolved {
        var text = type.text.trimmingSpaces()
        if let name = TypeName(text), name.isOptional, text.hasPrefix("Optional<") || text.hasPrefix("Swift.Optional<"), text.hasSuffix(">"),
           let open = text.firstIndex(of: "<") {
            text = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        } else {
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        }
        return Resolved(text: text.trimmingSpaces(), target: type.target, scope: type.scope)
    }

    static func resolveLink(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        guard depth < 12 else { return nil }
        let tree = file.tree
        switch expression.kind {
        case .declReferenceExpr:
            let name = DeclarationCollector.unescaped(tree.text(of: expression))
            if name == "self" { return selfType(at: site, file: file, model: model) }
            guard name.first?.isUppercase == false else { return nil }
            return lookupValue(name, at: expression, file: file, model: model, depth: depth)
        case .tupleExpr:
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last else { return nil }
            return resolve(value, at: site, file: file, model: model, depth: depth + 1)
        case .memberAccessExpr:
            return resolveMemberAccess(expression, at: site, file: file, model: model, depth: depth)
        case .functionCallExpr:
            return resolveCall(expression, at: site, file: file, model: model, depth: depth)
        case .optionalChainingExpr, .forceUnwrapExpr:
            // `x?` (a link of an optional chain) and `x!`: the wrapped value.
            guard let inner = expression.firstChildNode,
                  let wrapped = resolve(inner, at: site, file: file, model: model, depth: depth + 1), wrapped.isOptional else { return nil }
            return unwrappedOptional(wrapped)
        case .stringLiteralExpr:
            // A literal's default type (a declaration with an annotation has its type already).
            return Resolved(text: "String", target: .external("String"))
        case .booleanLiteralExpr:
            return Resolved(text: "Bool", target: .external("Bool"))
        case .subscriptCallExpr:
            return resolveSubscript(expression, at: site, file: file, model: model, depth: depth)
        case .sequenceExpr:
            return resolveSequence(expression, at: site, file: file, model: model, depth: depth)
        default:
            return nil
        }
    }

    /// `self.x`, `Type.member` (a static member), `value.member`.
    private static func resolveMemberAccess(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        let tree = file.tree
        guard let view = MemberAccessView(expression), let base = view.base, let nameToken = view.name else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: nameToken))
        if base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
            return memberOfEnclosingTypes(name, at: expression, file: file, model: model, depth: depth)
        }
        // `Type.member`, `Outer.Inner.member`: a static member (not `Palette.Gray.member`,
        // where `Gray` is a capitalised case or static value of `Palette`).
        if let typeText = typeReference(base, tree), !namesValue(base, file: file, model: model) {
            let target = targetOf(typeText, at: expression, file: file, model: model)
            if let found = member(name, of: target, staticOnly: true, file: file, site: expression, model: model, depth: depth) {
                return found
            }
            // An outside type's own static property the project does not declare
            // (`Color.white`, `Font.body`) is taken to be of that type: true for colours,
            // fonts, cases and shared instances, which is what passes ask about.
            if case .external(let outside)? = target, name.first?.isLowercase == true,
               members(name, of: .external(outside), file: file, site: expression, model: model).isEmpty {
                return Resolved(text: typeText, target: target)
            }
            return nil
        }
        guard let baseType = resolve(base, at: site, file: file, model: model, depth: depth + 1), !baseType.isOptional,
              let target = baseType.target else { return nil }
        return member(name, of: target, staticOnly: false, file: file, site: expression, model: model, depth: depth)
    }

    /// `Palette.Gray`: a capitalised member of a type that the project declares as a case or
    /// a static value, not as a nested type.
    static func namesValue(_ node: Node, file: SourceFile, model: SemanticModel) -> Bool {
        guard let view = MemberAccessView(node), let base = view.base, let nameToken = view.name,
              let baseText = typeReference(base, file.tree), let target = targetOf(baseText, at: node, file: file, model: model) else { return false }
        let found = members(DeclarationCollector.unescaped(file.tree.text(of: nameToken)), of: target, file: file, site: node, model: model)
        return !found.isEmpty && found.allSatisfy { [.enumCase, .variable, .constant].contains(model.declaration($0).kind) }
    }

    /// `T(...)`, `f(...)`, `Type.f(...)`, `value.f(...)`: an initialiser or a function's result.
    private static func resolveCall(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        let tree = file.tree
        guard let call = FunctionCallView(expression), let callee = call.calledExpression else { return nil }
        let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } }
        switch callee.kind {
        case .declReferenceExpr, .genericSpecializationExpr:
            let name = tree.text(of: callee.kind == .genericSpecializationExpr ? (callee.firstChildNode ?? callee) : callee)
            // `T(...)`: an initialiser (a type by any spelling, lowercase class names too).
            if case .declarations = model.lookupType(name, in: file, at: expression) {
                return initialised(tree.collapsedText(of: callee), labels: labels, at: expression, file: file, model: model)
            }
            if name.first?.isUppercase == true {
                return initialised(tree.collapsedText(of: callee), labels: labels, at: expression, file: file, model: model)
            }
            // `f(...)`: the project's function.
            return returnType(of: model.candidates(forCall: expression, in: file), model: model)
        case .memberAccessExpr:
            guard let member = MemberAccessView(callee), let nameToken = member.name, let base = member.base else { return nil }
            let name = tree.text(of: nameToken)
            if name == "init" {
                guard let typeText = typeReference(base, tree) else { return nil }
                return initialised(typeText, labels: labels, at: expression, file: file, model: model)
            }
            if let typeText = typeReference(base, tree), !namesValue(base, file: file, model: model) {
                // `Type.f(...)`: a static function (or a nested type's initialiser).
                if name.first?.isUppercase == true {
                    return initialised(typeText + "." + name, labels: labels, at: expression, file: file, model: model)
                }
                let target = targetOf(typeText, at: expression, file: file, model: model)
                return functionMember(name, of: target, labels: labels, staticOnly: true, file: file, site: expression, model: model)
            }
            guard let baseType = resolve(base, at: site, file: file, model: model, depth: depth + 1), !baseType.isOptional,
                  let target = baseType.target else { return nil }
            // `opacity` keeps a Color a Color.
            if name == "opacity", target == .external("Color") { return Resolved(text: "Color", target: .external("Color")) }
            return functionMember(name, of: target, labels: labels, staticOnly: false, file: file, site: expression, model: model)
        default:
            return nil
        }
    }

    /// `dictionary[key]` is an optional value, `array[index]` an element. Only a project type visible at the site counts (anything else stays unknown).
    private static func resolveSubscript(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        let tree = file.tree
        guard let base = expression.firstChildNode,
              let arguments = expression.child(.labeledExprList)?.children(.labeledExpr), arguments.count == 1,
              ArgumentView(arguments[0]).label == nil, let index = ArgumentView(arguments[0]).expression,
              !index.childNodes.contains(where: { $0.kind == .binaryOperatorExpr && ["..<", "..."].contains(tree.text(of: $0)) }),
              let collection = resolve(base, at: site, file: file, model: model, depth: depth + 1), !collection.isOptional,
              let (element, isDictionary) = collectionElement(collection.text) else { return nil }
        let resolved = written(element, at: site, file: file, model: model)
        guard case .project? = resolved.target else { return nil }
        return isDictionary ? Resolved(text: resolved.text + "?", target: resolved.target) : resolved
    }

    /// `c ? a : b`: the type both branches have; `x ?? y`: the type of `y` when it is not optional.
    private static func resolveSequence(_ expression: Node, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        let tree = file.tree
        // `x ?? y`: the type of `y` when it is not optional.
        let elements = expression.childNodes
        // `c ? a : b`: the type both branches have.
        if let ternary = TernaryView(expression) {
            guard let first = resolve(ternary.then, at: site, file: file, model: model, depth: depth + 1),
                  let second = resolve(ternary.otherwise, at: site, file: file, model: model, depth: depth + 1),
                  first.text == second.text, first.target == second.target else { return nil }
            return first
        }
        guard elements.count == 3, elements[1].kind == .binaryOperatorExpr, tree.text(of: elements[1]) == "??",
              let right = resolve(elements[2], at: site, file: file, model: model, depth: depth + 1), !right.isOptional else { return nil }
        return right
    }

    /// `[K: V]` → (V, true), `[T]` → (T, false); nil for anything else.
    static func collectionElement(_ text: String) -> (String, Bool)? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasPrefix("["), trimmed.hasSuffix("]") else { return nil }
        let inner = String(trimmed.dropFirst().dropLast())
        var depth = 0
        for (i, c) in zip(inner.indices, inner) {
            switch c {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0: return (String(inner[inner.index(after: i)...]).trimmingSpaces(), true)
            default: break
            }
        }
        return depth == 0 && !inner.isEmpty ? (inner.trimmingSpaces(), false) : nil
    }

    /// `Color`, `Palette.Tint`, `Swift.Int`: a base that names a type (every component
    /// capitalised), as text.
    package static func typeReference(_ node: Node, _ tree: SyntaxTree) -> String? {
        switch node.kind {
        case .declReferenceExpr:
            let text = tree.text(of: node)
            return text.first?.isUppercase == true ? text : nil
        case .memberAccessExpr:
            guard let view = MemberAccessView(node), let base = view.base, let name = view.name,
                  tree.text(of: name).first?.isUppercase == true, let prefix = typeReference(base, tree) else { return nil }
            return prefix + "." + tree.text(of: name)
        case .genericSpecializationExpr:
            return tree.collapsedText(of: node)
        default:
            return nil
        }
    }

    /// What a type written at a site names (typealiases followed).
    static func targetOf(_ text: String, at site: Node, file: SourceFile, model: SemanticModel) -> SemanticModel.TypeTarget? {
        model.canonicalType(text, in: file, at: site).target
    }

    /// A type written at a site, with typealiases followed.
    static func written(_ text: String, at site: Node, file: SourceFile, model: SemanticModel) -> Resolved {
        let canonical = model.canonicalType(text, in: file, at: site)
        return Resolved(text: canonical.text, target: canonical.target, scope: model.scope(file, site))
    }

    /// `T(...)`: a `T`, or an optional one when the project declares that initialiser failable.
    static func initialised(_ typeText: String, labels: [String?], at site: Node, file: SourceFile, model: SemanticModel) -> Resolved? {
        let target = targetOf(typeText, at: site, file: file, model: model)
        var failable = false
        if let target {
            let inits: [Int32]
            switch target {
            case .project(let type): inits = model.members(of: type, named: "init", in: file, at: site)
            case .external(let name): inits = model.externalMembers(of: name, named: "init", in: file, at: site)
            }
            failable = inits.contains { id in
                let declaration = model.declaration(id)
                return declaration.isFailable && SemanticModel.accepts(declaration, labels: labels, trailingClosures: 0)
            }
        }
        return Resolved(text: typeText + (failable ? "?" : ""), target: target, scope: model.scope(file, site))
    }

    /// The type of `self` at a site: the innermost enclosing type.
    package static func selfType(at site: Node, file: SourceFile, model: SemanticModel) -> Resolved? {
        guard let frame = model.enclosingDeclarations(of: site, in: file).first,
              let identity = model.typeIdentity(frame) else { return nil }
        switch identity {
        case .project(let type): return Resolved(text: model.declaration(type).name, target: identity)
        case .external(let name): return Resolved(text: name, target: identity)
        }
    }

    // MARK: Declarations to types

    /// The type a property, constant or case declaration has, resolved where it is declared.
    package static func typeOf(declaration id: Int32, model: SemanticModel, depth: Int) -> Resolved? {
        // Fields read in place: a copy of the declaration retained each of its strings and lists.
        let declarations = model.declarations
        let i = Int(id)
        let kind = declarations[i].kind
        if kind == .enumCase {
            // A case without payload is a value of its enum.
            guard declarations[i].typeText == nil, case .project(let type)? = model.owner(of: id) else { return nil }
            return Resolved(text: declarations[Int(type)].name, target: .project(type))
        }
        var text = declarations[i].typeText
        if text == nil, kind == .variable || kind == .constant {
            // `let vm = environment.filters`, `@Environment(\.key) var x`: from the declaration.
            let file = model.files[declarations[i].file]
            let node = declarations[i].node
            if let binding = binding(named: declarations[i].name, in: node, file.tree),
               let value = binding.child(.initializerClause)?.childNodes.first {
                return resolve(value, at: value, file: file, model: model, depth: depth + 1)
            }
            text = TypeResolver.wrapperImpliedType(node, file.tree) ?? environmentKeyType(node, file.tree, model)
        }
        guard let text else { return nil }
        return resolved(text, declaredBy: id, model: model)
    }

    /// A type written in a declaration, with `Self` meaning the declaration's type.
    static func resolved(_ text: String, declaredBy id: Int32, model: SemanticModel) -> Resolved {
        if text == "Self" || text == "Self?", let owner = model.owner(of: id) {
            let suffix = text.hasSuffix("?") ? "?" : ""
            switch owner {
            case .project(let type): return Resolved(text: model.declaration(type).name + suffix, target: owner)
            case .external(let name): return Resolved(text: name + suffix, target: owner)
            }
        }
        let canonical = model.canonicalType(text, declaredBy: id)
        return Resolved(text: canonical.text, target: canonical.target, scope: model.scope(declaredBy: id))
    }

    /// `@Environment(\.key) var x`: the type the project's `EnvironmentValues.key` declares.
    static func environmentKeyType(_ declaration: Node, _ tree: SyntaxTree, _ model: SemanticModel) -> String? {
        for attribute in DeclarationView(declaration)?.attributes ?? [] {
            let tokens = attribute.childTokens
            guard tokens.count > 1, tree.text(of: tokens[1]) == "Environment",
                  let arguments = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr),
                  arguments.count == 1, let value = ArgumentView(arguments[0]).expression, value.kind == .keyPathExpr,
                  value.childNodes.count == 1, let name = value.childNodes[0].childTokens.last.map({ tree.text(of: $0) }) else { continue }
            let found = model.extensions(of: .external("EnvironmentValues")).flatMap { model.membersOf(extension: $0, named: name) }
            return found.compactMap { model.declaration($0).typeText }.first
        }
        return nil
    }

    package static func binding(named name: String, in declaration: Node, _ tree: SyntaxTree) -> Node? {
        for binding in declaration.children(.patternBinding) {
            guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern,
                  DeclarationCollector.unescaped(tree.text(of: pattern)) == name else { continue }
            return binding
        }
        return nil
    }

    /// The one type every candidate function returns.
    static func returnType(of candidates: [Int32], model: SemanticModel) -> Resolved? {
        let results = candidates.compactMap { id in model.declaration(id).typeText.map { resolved($0, declaredBy: id, model: model) } }
        guard results.count == candidates.count, let first = results.first,
              results.allSatisfy({ $0.text == first.text && $0.target == first.target }) else { return nil }
        return first
    }

    // MARK: Members

    /// Members of a type, its extensions and (for a class) its superclasses, that a site sees.
    package static func members(_ name: String, of target: SemanticModel.TypeTarget, file: SourceFile, site: Node, model: SemanticModel) -> [Int32] {
        switch target {
        case .project(let type):
            var found = model.members(of: type, named: name, in: file, at: site)
            for superclass in model.superclasses(of: type) where found.isEmpty {
                found = model.members(of: superclass, named: name, in: file, at: site)
            }
            return found
        case .external(let typeName):
            return model.externalMembers(of: typeName, named: name, in: file, at: site)
        }
    }

    /// A property (or case) of a type: its one declared type.
    package static func member(_ name: String, of target: SemanticModel.TypeTarget?, staticOnly: Bool, file: SourceFile, site: Node,
                       model: SemanticModel, depth: Int) -> Resolved? {
        guard let target else { return nil }
        var found = members(name, of: target, file: file, site: site, model: model)
            .filter { [.variable, .constant, .enumCase].contains(model.declaration($0).kind) }
        if staticOnly { found = found.filter { model.declaration($0).isStatic } }
        let types = found.compactMap { typeOf(declaration: $0, model: model, depth: depth) }
        guard !types.isEmpty, types.count == found.count, let first = types.first,
              types.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }

    /// The result of a method (or static function) of a type, matched by labels.
    static func functionMember(_ name: String, of target: SemanticModel.TypeTarget?, labels: [String?], staticOnly: Bool, file: SourceFile,
                               site: Node, model: SemanticModel) -> Resolved? {
        guard let target else { return nil }
        var found = members(name, of: target, file: file, site: site, model: model).filter {
            model.declaration($0).kind == .function && SemanticModel.accepts(model.declaration($0), labels: labels, trailingClosures: 0)
        }
        if staticOnly { found = found.filter { model.declaration($0).isStatic } }
        guard !found.isEmpty else { return nil }
        return returnType(of: found, model: model)
    }

    /// A property of the types enclosing a site (`self.x`, or `x` with implicit `self`),
    /// innermost type first; `.shadowedUnknown` when one declares it without a known type.
    package static func memberOfEnclosingTypes(_ name: String, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        if case .found(let resolved) = enclosingMember(name, at: site, file: file, model: model, depth: depth) { return resolved }
        return nil
    }

    static func enclosingMember(_ name: String, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> LocalLookup {
        for frame in model.enclosingDeclarations(of: site, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            let found = members(name, of: identity, file: file, site: site, model: model)
                .filter { [.variable, .constant].contains(model.declaration($0).kind) }
            guard !found.isEmpty else { continue }
            // A member shadows outer names even when its type is unknown.
            let types = found.compactMap { typeOf(declaration: $0, model: model, depth: depth) }
            guard types.count == found.count, let first = types.first, types.allSatisfy({ $0.text == first.text }) else { return .shadowedUnknown }
            return .found(first)
        }
        return .none
    }

    // MARK: Names in scope

    /// A bare value name at a site: locals and bindings (innermost first), parameters,
    /// members of the enclosing types, then top-level values the file can see.
    package static func lookupValue(_ name: String, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> Resolved? {
        switch localDeclaration(of: name, at: site, file: file, model: model, depth: depth) {
        case .found(let resolved): return resolved
        case .shadowedUnknown: return nil
        case .none: break
        }
        switch enclosingMember(name, at: site, file: file, model: model, depth: depth) {
        case .found(let resolved): return resolved
        case .shadowedUnknown: return nil
        case .none: break
        }
        let found = model.topLevelValues(named: name, in: file)
        guard !found.isEmpty else { return nil }
        let types = found.compactMap { typeOf(declaration: $0, model: model, depth: depth) }
        guard types.count == found.count, let first = types.first, types.allSatisfy({ $0.text == first.text }) else { return nil }
        return first
    }

    package enum LocalLookup {
        case found(Resolved)
        /// A declaration of that name exists, but its type is unknown.
        case shadowedUnknown
        case none
    }

    /// Locals in the bodies around a site (declared before it), `if let` / `guard let`
    /// bindings, closure and function parameters.
    package static func localDeclaration(of name: String, at site: Node, file: SourceFile, model: SemanticModel, depth: Int) -> LocalLookup {
        let tree = file.tree
        var node = site
        while let parent = node.parent {
            switch parent.kind {
            case .codeBlock, .accessorBlock, .closureExpr, .switchCase:
                // The statements before the site that may declare the name, in order.
                let statements = tree.blockStatements(of: parent)
                for i in statements.candidates(name, before: statements.index(of: node) ?? statements.children.count) {
                    let sibling = statements.children[i]
                    var statement = sibling
                    if sibling.kind == .expressionStmt, let inner = sibling.firstChildNode { statement = inner }
                    if statement.kind == .variableDecl, let result = local(name, in: statement, file: file, model: model, depth: depth) {
                        return result
                    }
                    if statement.kind == .guardStmt, let result = conditionBinding(name, in: statement, file: file, model: model, depth: depth) {
                        return result
                    }
                }
                if parent.kind == .closureExpr, let signature = parent.closureSignature, closureDeclares(name, signature, tree) {
                    return .shadowedUnknown
                }
                if parent.kind == .switchCase, node != parent.child(.switchCaseLabel),
                   let result = caseBinding(name, in: parent, file: file, model: model, depth: depth) {
                    return result
                }
            case .ifExpr, .whileStmt:
                // Bindings of the condition are in scope in the body (the first code block).
                if node.kind == .codeBlock, parent.child(.codeBlock) == node,
                   let result = conditionBinding(name, in: parent, file: file, model: model, depth: depth) {
                    return result
                }
            case .forStmt:
                if node.kind == .codeBlock, let pattern = parent.childNodes.first(where: { $0.kind == .identifierPattern }),
                   tree.text(of: pattern) == name {
                    return .shadowedUnknown
                }
            case .functionDecl, .initializerDecl, .subscriptDecl:
                if let clause = parent.child(.functionSignature)?.child(.parameterClause) ?? parent.child(.parameterClause) {
                    for parameter in clause.children(.functionParameter) {
                        let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
                        guard names.last.map({ DeclarationCollector.unescaped(tree.text(of: $0)) }) == name else { continue }
                        guard let type = parameter.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) else {
                            return .shadowedUnknown
                        }
                        return .found(written(tree.collapsedText(of: type), at: type, file: file, model: model))
                    }
                }
                return .none
            case .sourceFile, .memberBlock:
                return .none
            default:
                break
            }
            node = parent
        }
        return .none
    }

    /// `let x: T = ...` / `var x = T(...)` in a body.
    static func local(_ name: String, in declaration: Node, file: SourceFile, model: SemanticModel, depth: Int) -> LocalLookup? {
        let tree = file.tree
        guard let binding = binding(named: name, in: declaration, tree) else { return nil }
        if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
            return .found(written(tree.collapsedText(of: annotation), at: annotation, file: file, model: model))
        }
        if let value = binding.child(.initializerClause)?.childNodes.first,
           let resolved = resolve(value, at: value, file: file, model: model, depth: depth + 1) {
            return .found(resolved)
        }
        if let implied = TypeResolver.wrapperImpliedType(declaration, tree) {
            return .found(written(implied, at: declaration, file: file, model: model))
        }
        return .shadowedUnknown
    }

    /// `if let x`, `if let x = e`, `guard let x = e else`: the unwrapped type.
    package static func conditionBinding(_ name: String, in statement: Node, file: SourceFile, model: SemanticModel, depth: Int) -> LocalLookup? {
        let tree = file.tree
        guard let conditions = statement.child(.conditionElementList) else { return nil }
        for element in conditions.children(.conditionElement) {
            guard let binding = element.child(.optionalBindingCondition),
                  let pattern = binding.childNodes.first(where: { $0.kind == .identifierPattern }),
                  DeclarationCollector.unescaped(tree.text(of: pattern)) == name else { continue }
            if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
                return .found(written(tree.collapsedText(of: annotation), at: annotation, file: file, model: model))
            }
            // `if let x = value`, or the shorthand `if let x` (the outer `x`).
            var resolved: Resolved?
            if let value = binding.child(.initializerClause)?.childNodes.first {
                resolved = resolve(value, at: value, file: file, model: model, depth: depth + 1)
            } else {
                resolved = lookupValue(name, at: statement, file: file, model: model, depth: depth + 1)
            }
            guard var unwrapped = resolved, TypeName(unwrapped.text)?.isOptional == true else { return .shadowedUnknown }
            if unwrapped.text.hasPrefix("Optional<") {
                unwrapped.text = String(unwrapped.text.dropFirst("Optional<".count).dropLast())
            } else {
                unwrapped.text = String(unwrapped.text.dropLast())
            }
            return .found(unwrapped)
        }
        return nil
    }

    /// `case .settings(let manager):` / `case let .settings(manager)`: the payload's type,
    /// from the case the switched value's enum declares; nil when the label binds no such
    /// name.
    static func caseBinding(_ name: String, in switchCase: Node, file: SourceFile, model: SemanticModel, depth: Int) -> LocalLookup? {
        let tree = file.tree
        guard let label = switchCase.child(.switchCaseLabel) else { return nil }
        for item in label.children(.switchCaseItem) {
            var pattern = item.firstChildNode
            var boundAll = false
            if let outer = pattern, outer.kind == .valueBindingPattern {
                boundAll = true
                pattern = outer.childNodes.last
            }
            if let outer = pattern, outer.kind == .expressionPattern { pattern = outer.firstChildNode }
            guard let call = pattern.flatMap(FunctionCallView.init), let callee = call.calledExpression,
                  let member = MemberAccessView(callee), let caseToken = member.name else { continue }
            // Which argument binds the name.
            var position: Int?
            for (i, argument) in call.arguments.enumerated() {
                guard var expression = argument.expression else { continue }
                if expression.kind == .patternExpr, let inner = expression.firstChildNode { expression = inner }
                if expression.kind == .valueBindingPattern, let inner = expression.childNodes.last {
                    expression = inner
                } else if !boundAll {
                    continue
                }
                if expression.kind == .declReferenceExpr, DeclarationCollector.unescaped(tree.text(of: expression)) == name { position = i }
            }
            guard let position else { continue }
            // The enum: the switched value's type, or the qualified case's base.
            var target: SemanticModel.TypeTarget?
            if let base = member.base, let reference = typeReference(base, tree) {
                target = targetOf(reference, at: switchCase, file: file, model: model)
            } else if let subject = switchCase.parent?.firstChildNode, subject.kind != .switchCase,
                      let resolved = resolve(subject, at: subject, file: file, model: model, depth: depth + 1), !resolved.isOptional {
                target = resolved.target
            }
            guard case .project(let enumType)? = target else { return .shadowedUnknown }
            let cases = model.members(of: enumType, named: tree.text(of: caseToken), in: file, at: switchCase)
                .filter { model.declaration($0).kind == .enumCase }
            guard cases.count == 1, let payload = model.declaration(cases[0]).typeText,
                  let elementType = payloadType(payload, at: position) else { return .shadowedUnknown }
            return .found(resolved(elementType, declaredBy: cases[0], model: model))
        }
        return nil
    }

    /// `(manager: Manager, id: Int)` → the type at a position (`Manager` for 0).
    static func payloadType(_ payload: String, at position: Int) -> String? {
        let trimmed = payload.trimmingSpaces()
        guard trimmed.hasPrefix("("), trimmed.hasSuffix(")") else { return nil }
        var parts: [String] = []
        var current = ""
        var depth = 0
        for c in trimmed.dropFirst().dropLast() {
            switch c {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(c)
        }
        parts.append(current)
        guard position < parts.count else { return nil }
        var element = parts[position].trimmingSpaces()
        // `label: Type`, `_ name: Type`: the part after the top-level colon.
        if let colon = element.firstIndex(of: ":"), !element[..<colon].contains("[") {
            element = String(element[element.index(after: colon)...]).trimmingSpaces()
        }
        // A default value is not part of the type.
        if let equals = element.firstIndex(of: "=") { element = String(element[..<equals]).trimmingSpaces() }
        return element.isEmpty ? nil : element
    }

    /// Whether a closure's parameters (`{ x in }`, `{ (x: T) in }`) declare a name.
    package static func closureDeclares(_ name: String, _ signature: Node, _ tree: SyntaxTree) -> Bool {
        let clause = signature.child(.closureParameterClause)
        for parameter in clause?.children(.closureParameter) ?? [] {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
            if names.contains(name) { return true }
        }
        // `{ a, b in }`: shorthand parameters sit in the parameter clause.
        let shorthand = signature.children(.closureShorthandParameter) + (clause?.children(.closureShorthandParameter) ?? [])
        return shorthand.contains { DeclarationCollector.unescaped(tree.text(of: $0)) == name }
    }

    // MARK: Compatibility

    /// The declared type of a name visible at `site` (see `lookupValue`); with `memberOnly`,
    /// only members of the enclosing types.
    static func declaredType(of name: String, at site: Node, file: SourceFile, model: SemanticModel, memberOnly: Bool = false) -> String? {
        if memberOnly { return memberOfEnclosingTypes(name, at: site, file: file, model: model, depth: 0)?.text }
        return lookupValue(name, at: site, file: file, model: model, depth: 0)?.text
    }

    /// `@Environment(Theme.self) var theme`: the type named by the wrapper's argument.
    static func wrapperImpliedType(_ declaration: Node, _ tree: SyntaxTree) -> String? {
        for attribute in DeclarationView(declaration)?.attributes ?? [] {
            let tokens = attribute.childTokens
            guard tokens.count > 1, tree.text(of: tokens[1]) == "Environment",
                  let arguments = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr),
                  arguments.count == 1, let value = ArgumentView(arguments[0]).expression else { continue }
            if let member = MemberAccessView(value), member.name.map({ tree.text(of: $0) }) == "self", let base = member.base {
                return tree.collapsedText(of: base)
            }
        }
        return nil
    }
}
