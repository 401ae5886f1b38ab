import SwiftCST

/// Types of values as far as syntax and the project index tell them: names in scope
/// (locals, parameters, members of the enclosing type, top-level values), member chains
/// through the project's declarations, property wrappers. Shared by the passes; never
/// guesses: nil means unknown.
enum TypeResolver {
    /// The declared type of a value built from names, members and calls, as far as the
    /// project's own declarations tell it; nil when unknown. `Self` in a type's own
    /// declarations means that type.
    static func resolveType(_ expression: Node, at site: Node, file: SourceFile, context: PassContext) -> String? {
        let tree = file.tree
        let index = context.index
        func typeName(_ type: String) -> String? {
            guard !type.hasSuffix("?") && !type.hasSuffix("!") else { return nil }
            return ProjectIndex.lastComponent(type)
        }
        func member(_ name: String, of type: String, function: Bool) -> String? {
            index.memberType(of: type, named: name, function: function)
        }
        switch expression.kind {
        case .declReferenceExpr:
            let name = tree.text(of: expression)
            guard name.first?.isUppercase == false else { return nil }
            return TypeResolver.declaredType(of: name, at: site, file: file, context: context)
        case .memberAccessExpr:
            guard let view = MemberAccessView(expression), let base = view.base, let nameToken = view.name else { return nil }
            let name = tree.text(of: nameToken)
            if base.kind == .declReferenceExpr {
                let baseName = tree.text(of: base)
                if baseName == "self" { return TypeResolver.declaredType(of: name, at: site, file: file, context: context, memberOnly: true) }
                if baseName.first?.isUppercase == true { return member(name, of: baseName, function: false) }
            }
            guard let baseType = TypeResolver.resolveType(base, at: site, file: file, context: context).flatMap(typeName) else { return nil }
            return member(name, of: baseType, function: false)
        case .functionCallExpr:
            guard let callee = FunctionCallView(expression)?.calledExpression, let view = MemberAccessView(callee),
                  let base = view.base, let nameToken = view.name else { return nil }
            let name = tree.text(of: nameToken)
            if base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true {
                return member(name, of: tree.text(of: base), function: true)
            }
            guard let baseType = TypeResolver.resolveType(base, at: site, file: file, context: context).flatMap(typeName) else { return nil }
            // `opacity` keeps a Color a Color.
            if name == "opacity" && baseType == "Color" { return "Color" }
            return member(name, of: baseType, function: true)
        default:
            return nil
        }
    }

    /// The declared type of a name visible at `site`: a local `let`/`var`, a parameter, a
    /// member of the enclosing type (in any of its declarations), or a top-level variable.
    static func declaredType(of name: String, at site: Node, file: SourceFile, context: PassContext, memberOnly: Bool = false) -> String? {
        let tree = file.tree
        var node = site
        while let parent = node.parent {
            switch parent.kind {
            case .codeBlock, .accessorBlock, .closureExpr, .switchCase:
                // Local declarations before `node` in this block.
                guard !memberOnly else { break }
                for sibling in parent.childNodes {
                    if sibling == node { break }
                    guard sibling.kind == .variableDecl else { continue }
                    if let type = bindingType(sibling, name, tree, context.index) { return type }
                    // `let vm = environment.filters`: the initialiser's type through the index.
                    if let value = initialValue(sibling, name, tree),
                       let type = resolveType(value, at: sibling, file: file, context: context) {
                        return type
                    }
                }
            case .sourceFile:
                // Top-level declarations anywhere in the file.
                guard !memberOnly else { break }
                for sibling in parent.childNodes where sibling.kind == .variableDecl {
                    if let type = bindingType(sibling, name, tree, context.index) { return type }
                }
            case .functionDecl, .initializerDecl, .subscriptDecl:
                if !memberOnly, let clause = parent.child(.functionSignature)?.child(.parameterClause) {
                    for parameter in clause.children(.functionParameter) {
                        let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
                        if names.last.map({ tree.text(of: $0) }) == name, let type = parameter.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) {
                            return tree.collapsedText(of: type)
                        }
                    }
                }
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl:
                guard let view = DeclarationView(parent) else { break }
                let typeName: String? = parent.kind == .extensionDecl
                    ? view.extendedType.map { ProjectIndex.lastComponent(tree.collapsedText(of: $0)) }
                    : view.name.map { tree.text(of: $0) }
                // A member of the enclosing type shadows outer names, even when its type is unknown.
                if let typeName, context.index.members(of: typeName, named: name).contains(where: { $0.kind == "var" || $0.kind == "let" }) {
                    return context.index.memberType(of: typeName, named: name)
                }
            default:
                break
            }
            node = parent
        }
        return nil
    }

    /// The initial value of `name` in a declaration without a type annotation.
    static func initialValue(_ declaration: Node, _ name: String, _ tree: SyntaxTree) -> Node? {
        for binding in declaration.children(.patternBinding) {
            guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == name,
                  binding.child(.typeAnnotation) == nil else { continue }
            return binding.child(.initializerClause)?.childNodes.first
        }
        return nil
    }

    static func bindingType(_ declaration: Node, _ name: String, _ tree: SyntaxTree, _ index: ProjectIndex) -> String? {
        for binding in declaration.children(.patternBinding) {
            guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == name else { continue }
            if let annotation = binding.child(.typeAnnotation), let type = annotation.childNodes.first {
                return tree.collapsedText(of: type)
            }
            if let value = binding.child(.initializerClause)?.childNodes.first {
                return index.type(of: value, tree)
            }
            return ProjectIndex.wrapperImpliedType(declaration, tree, index: index)
        }
        return nil
    }

}
