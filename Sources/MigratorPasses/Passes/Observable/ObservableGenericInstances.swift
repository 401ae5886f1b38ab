import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Which classes a generic type's parameter can actually be: `struct Panel<VM:
/// ObservableObject>: View { @ObservedObject var model: VM }` keeps its wrapper, so every
/// class passed as `VM` must stay an ObservableObject. Instead of every class the type
/// could accept, the families of the classes its constructions pass (`Panel(model: store)`,
/// `Panel<Store>(...)`, `let p: Panel<Store>`), when every mention of the type in the files
/// that can see it shows its argument. Any other mention, an argument whose type is not
/// known, or a type other modules could instantiate leaves the answer open (nil).
extension ObservablePlan.Meanings {
    /// The families `parameter` (the generic parameter at `index` of the nominal type
    /// declared by `declaration`) is instantiated with; nil when not every instantiation
    /// can be told.
    func instantiatedFamilies(of declaration: Node, parameter: String, index: Int, _ f: Int, depth: Int) -> Set<Int>? {
        if let known = instantiationCache[declaration]?[index] { return known }
        // Gathering A's instantiations may ask for B's, which may ask for A's: give up then.
        guard !instantiationsInProgress.contains(declaration) else { return nil }
        instantiationsInProgress.insert(declaration)
        let answer = gatherInstantiations(of: declaration, parameter: parameter, index: index, f, depth: depth)
        instantiationsInProgress.remove(declaration)
        instantiationCache[declaration, default: [:]][index] = .some(answer)
        return answer
    }

    private func gatherInstantiations(of declaration: Node, parameter: String, index: Int, _ f: Int, depth: Int) -> Set<Int>? {
        guard depth < 4, [.structDecl, .classDecl, .enumDecl, .actorDecl].contains(declaration.kind),
              let id = scope.declaration(at: declaration, inFile: f) else { return nil }
        let type = model.declaration(id)
        // Another module (or package) could instantiate a public type with any class.
        guard model.access(id) <= .internal, type.kind != .class || model.access(id) != .open else { return nil }
        let name = type.name
        // Labels of the arguments that pass the parameter's value.
        guard let deciding = decidingLabels(of: id, parameter: parameter) else { return nil }
        var result: Set<Int> = []
        // The name matched on token bytes: no String per token.
        let names = NameTable([name])
        for g in universe {
            let tree = self.tree(g)
            let file = source(g)
            // Cheap test first: does the file mention the name at all?
            guard tree.tokens.indices.contains(where: { tree.tokens[$0].kind == .identifier && names.id(of: $0, in: tree) != nil }) else { continue }
            for node in tree.nodes(ofKind: [.declReferenceExpr, .identifierType]) where names.id(of: node.firstToken, in: tree) != nil {
                // Only mentions that mean this declaration.
                guard case .declarations(let found) = model.lookupType(name, in: file, at: node),
                      found.contains(where: { model.nominalType(of: $0) == id }) else { continue }
                if SemanticModel.isInside(node, scopeOf: type.node) && model.files[type.file].path == file.path { continue }
                if node.kind == .identifierType {
                    guard let parent = node.parent else { return nil }
                    // `extension Panel` and `Panel` inside its own extensions instantiate nothing.
                    if parent.kind == .extensionDecl { continue }
                    if let frame = model.enclosingDeclarations(of: node, in: file).first, model.declaration(frame).kind == .extension,
                       model.target(ofExtension: frame) == .project(id), node.child(.genericArgumentClause) == nil { continue }
                    guard let arguments = node.child(.genericArgumentClause)?.children(.genericArgument), arguments.count > index else { return nil }
                    guard let families = families(ofTypeText: tree.collapsedText(of: arguments[index]), at: node, g, depth: depth) else { return nil }
                    result.formUnion(families)
                    continue
                }
                // An expression: `Panel(...)` or `Panel<Store>(...)`.
                var callee = node
                if let parent = node.parent, parent.kind == .genericSpecializationExpr, parent.firstChildNode == node {
                    guard let arguments = parent.child(.genericArgumentClause)?.children(.genericArgument), arguments.count > index,
                          let families = families(ofTypeText: tree.collapsedText(of: arguments[index]), at: node, g, depth: depth) else { return nil }
                    result.formUnion(families)
                    callee = parent
                    guard let call = callee.parent, call.kind == .functionCallExpr, FunctionCallView(call)?.calledExpression == callee else { return nil }
                    continue
                }
                guard let call = node.parent, call.kind == .functionCallExpr, let view = FunctionCallView(call), view.calledExpression == node else { return nil }
                // The one argument whose label passes the parameter's value.
                let passing = view.arguments.filter { deciding.contains($0.label.map { tree.text(of: $0) }) }
                guard passing.count == 1, let argument = passing[0].expression,
                      let families = families(ofValue: argument, g, depth: depth) else { return nil }
                result.formUnion(families)
            }
        }
        return result
    }

    /// The argument labels that pass a value of exactly the generic parameter's type: of
    /// the type's `init`s (in the type or its extensions) and, for a struct's memberwise
    /// initialiser, its stored properties of that type. Nil when there is none (the
    /// parameter is then decided some other way).
    func decidingLabels(of id: Int32, parameter: String) -> Set<String?>? {
        var result: Set<String?> = []
        for initID in model.members(of: id, named: "init") {
            let declaration = model.declaration(initID)
            let tree = model.files[declaration.file].tree
            for element in declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? [] {
                guard let typeNode = element.childNodes.first(where: { $0.kind != .initializerClause && $0.kind != .attributeList }),
                      tree.collapsedText(of: typeNode) == parameter else { continue }
                result.insert(element.childTokens.first.map { tree.text(of: $0) }.flatMap { $0 == "_" ? nil : $0 })
            }
        }
        if model.declaration(id).kind == .struct {
            for member in model.allMembers(of: id) where model.declaration(member).parent == id {
                let property = model.declaration(member)
                guard property.kind == .variable || property.kind == .constant, !property.isStatic, !property.isComputed,
                      property.typeText.map({ $0.trimmingSpaces() }) == parameter else { continue }
                result.insert(property.name)
            }
        }
        return result.isEmpty ? nil : result
    }

    /// The families a type written at a site can be: a family's class, or what a generic
    /// parameter of the enclosing declaration is constrained to; nil when unknown.
    func families(ofTypeText text: String, at node: Node, _ f: Int, depth: Int) -> Set<Int>? {
        switch meaning(ofType: text, at: node, f, depth: depth + 1) {
        case .family(let family): return [family]
        case .open(let list): return Set(list)
        case .other: return []
        case .unknown: return nil
        }
    }

    /// The families a value passed as an argument can be; nil when its type is unknown.
    func families(ofValue value: Node, _ f: Int, depth: Int) -> Set<Int>? {
        switch meaning(ofValue: value, f).meaning {
        case .family(let family): return [family]
        case .open(let list): return Set(list)
        case .other: return []
        case .unknown: return nil
        }
    }
}
