import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reads in `init` that `@Observable` would make illegal. A stored property may be read in
/// its class's initialiser once it is set, before the other stored properties are (and
/// before `super.init`). The macro makes a tracked property computed, and a computed
/// property needs `self` whole: `init() { (model, state) = Self.reset(); items = model.items }`
/// then fails ("'self' used in property access 'model' before all stored properties are
/// initialized").
extension ObservablePlan.Scope {
    /// Protocols a class's first inherited type may be, so that it has no superclass.
    static let knownProtocols: Set<String> = [
        "ObservableObject", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Comparable", "AnyObject",
    ]

    /// The first read of a tracked property of the class, in one of its own designated
    /// initialisers, before every stored property is set (and `super.init` is called, when
    /// the class may have a superclass): the read and the properties still unset there.
    func readBeforeInitialized(in type: Int32, tracked: Set<String>) -> (file: Int, node: Node, unset: [String])? {
        guard !tracked.isEmpty else { return nil }
        let declaration = model.declaration(type)
        let first = declaration.inheritedTypes.first.map { TypeName.lastComponent($0) }
        // An external class (NSObject) is a superclass too: what is not known to be a
        // protocol may be one.
        let mayHaveSuperclass = first.map { name in
            if Self.knownProtocols.contains(name) { return false }
            if case .declarations(let found) = model.lookupType(name, in: model.files[declaration.file], at: declaration.node) {
                return !found.allSatisfy { model.declaration($0).kind == .protocol }
            }
            return true
        } ?? false
        let unsetAtStart = storedWithoutValue(of: type)
        for initID in model.members(of: type, named: "init") where model.declaration(initID).parent == type {
            let initializer = model.declaration(initID)
            guard initializer.kind == .initializer, !initializer.modifiers.contains("convenience"),
                  let body = initializer.node.child(.codeBlock) else { continue }
            let file = model.files[initializer.file]
            var unset = unsetAtStart
            var superPending = mayHaveSuperclass
            for item in body.childNodes {
                guard !unset.isEmpty || superPending else { break }
                let statement = item.kind == .expressionStmt ? (item.firstChildNode ?? item) : item
                if let read = trackedRead(in: statement, tracked: tracked, file: file) {
                    return (initializer.file, read, superPending && unset.isEmpty ? ["super.init"] : unset.sorted())
                }
                unset.subtract(assignedNames(by: statement, file.tree))
                if Self.callsSuperInit(statement, file.tree) { superPending = false }
            }
        }
        return nil
    }

    /// The class's own stored instance properties that `init` must set: no initial value,
    /// no wrapper, not an optional `var` (which starts as nil).
    func storedWithoutValue(of type: Int32) -> Set<String> {
        var names: Set<String> = []
        for id in model.allMembers(of: type) where model.declaration(id).parent == type {
            let property = model.declaration(id)
            guard [.variable, .constant].contains(property.kind), !property.isStatic, !property.isComputed,
                  !property.modifiers.contains("lazy"), property.attributes.allSatisfy({ $0 == "Published" }) else { continue }
            let tree = model.files[property.file].tree
            guard let binding = TypeResolver.binding(named: property.name, in: property.node, tree),
                  binding.child(.initializerClause) == nil else { continue }
            let optional = property.typeText.flatMap(TypeName.init)?.isOptional ?? false
            if property.kind == .variable && optional { continue }
            names.insert(property.name)
        }
        return names
    }

    /// A read of a tracked property in a statement: `x` (not a local or parameter of that
    /// name) or `self.x`, anywhere but as the target of a plain assignment. Closures are left
    /// out (reading self there before init ends is refused already).
    func trackedRead(in statement: Node, tracked: Set<String>, file: SourceFile) -> Node? {
        let tree = file.tree
        // `(x, self.y) = v`: the tuple's elements are written, not read.
        var targets: Set<Node> = []
        // The assignment is the sequence's lowest operator: `x = a ?? b` assigns `x` whole.
        if statement.kind == .sequenceExpr, statement.childNodes.dropFirst().first?.kind == .assignmentExpr,
           let target = statement.firstChildNode, target.kind == .tupleExpr {
            for element in target.child(.labeledExprList)?.children(.labeledExpr) ?? [] {
                if let value = element.childNodes.last { targets.insert(value) }
            }
        }
        var stack = [statement]
        var found: [Node] = []
        while let node = stack.popLast() {
            if [.closureExpr, .functionDecl, .classDecl, .structDecl, .enumDecl].contains(node.kind) { continue }
            stack.append(contentsOf: node.childNodes)
            let mention: Node
            switch node.kind {
            case .declReferenceExpr:
                let name = tree.text(of: node)
                guard tracked.contains(name), !Self.isMemberName(node),
                      case .none = TypeResolver.localDeclaration(of: name, at: node, file: file, model: context.model, depth: 0) else { continue }
                mention = node
            case .memberAccessExpr:
                guard let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                      tree.text(of: base) == "self", let name = member.name, tracked.contains(tree.text(of: name)) else { continue }
                mention = node
            default:
                continue
            }
            if targets.contains(mention) { continue }
            if let write = SemanticModel.write(at: mention, spelling: tree.text(of: mention.firstToken), tree),
               case .assignment = write.kind, !write.throughMember, !write.throughSubscript { continue }
            found.append(mention)
        }
        return found.min { $0.firstToken < $1.firstToken }
    }

    /// `x` as the member name of `a.x` (not a reference of its own).
    static func isMemberName(_ node: Node) -> Bool {
        guard let parent = node.parent, parent.kind == .memberAccessExpr else { return false }
        return MemberAccessView(parent)?.base != node
    }

    /// The properties a top-level statement of `init` assigns for sure: `x = v`,
    /// `self.x = v`, `(x, self.y) = v`, whatever operators `v` holds (`x = a ?? b`: the
    /// assignment binds loosest).
    /// Also what both branches of an `if`/`else`, or a `do` body and each of its `catch`
    /// clauses, assign (`do { x = try load() } catch { x = [] }`).
    func assignedNames(by statement: Node, _ tree: SyntaxTree) -> Set<String> {
        func inBlock(_ block: Node?) -> Set<String> {
            guard let block else { return [] }
            var result: Set<String> = []
            for item in block.childNodes {
                result.formUnion(assignedNames(by: item.kind == .expressionStmt ? (item.firstChildNode ?? item) : item, tree))
            }
            return result
        }
        switch statement.kind {
        case .doStmt:
            return statement.children(.catchClause).reduce(inBlock(statement.child(.codeBlock))) { $0.intersection(inBlock($1.child(.codeBlock))) }
        case .ifExpr:
            // The else branch: a block, or another `if`.
            guard let elseBranch = statement.childNodes.last(where: { $0.kind == .codeBlock || $0.kind == .ifExpr }),
                  elseBranch != statement.child(.codeBlock) else { return [] }
            let otherwise = elseBranch.kind == .ifExpr ? assignedNames(by: elseBranch, tree) : inBlock(elseBranch)
            return inBlock(statement.child(.codeBlock)).intersection(otherwise)
        default:
            break
        }
        let elements = statement.kind == .sequenceExpr ? statement.childNodes : []
        guard elements.count >= 3, elements[1].kind == .assignmentExpr else { return [] }
        func names(_ target: Node) -> [String] {
            switch target.kind {
            case .declReferenceExpr:
                return [tree.text(of: target)]
            case .memberAccessExpr:
                guard let member = MemberAccessView(target), let base = member.base, tree.text(of: base) == "self",
                      let name = member.name else { return [] }
                return [tree.text(of: name)]
            case .tupleExpr:
                return (target.child(.labeledExprList)?.children(.labeledExpr) ?? []).flatMap { $0.childNodes.last.map(names) ?? [] }
            default:
                return []
            }
        }
        return Set(names(elements[0]))
    }

    /// `super.init(...)` as the statement (or under `try`/`await`).
    static func callsSuperInit(_ statement: Node, _ tree: SyntaxTree) -> Bool {
        var node = statement
        while node.kind == .tryExpr || node.kind == .awaitExpr, let inner = node.childNodes.last { node = inner }
        guard node.kind == .functionCallExpr, let callee = FunctionCallView(node)?.calledExpression,
              let member = MemberAccessView(callee), let base = member.base else { return false }
        return tree.text(of: base) == "super" && member.name.map { tree.text(of: $0) } == "init"
    }
}
