import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Observers that `@Observable` would run during `init`. In a class's own initialiser a
/// write to its stored property goes straight to storage, so `didSet`/`willSet` do not run.
/// The macro makes a tracked property computed over hidden storage: a write in `init` once
/// the property holds a value goes through the setter, and its observers run (Whisky's
/// `Bottle.init` filtering `settings.pins` would save the settings file on every load).
extension ObservablePlan.Scope {
    /// The first write in one of the class's initialisers (in its body or extensions) to a
    /// tracked property with observers that would run the observers once converted: any
    /// mutation (`x.y = v`, `x.append(...)`, `x += v`, `&x`), an assignment to a property
    /// declared with a value, or a second assignment. Nil when there is none.
    func observerRunningWrite(of property: Declaration, in type: Int32) -> (file: Int, node: Node)? {
        let tree = model.files[property.file].tree
        guard let binding = TypeResolver.binding(named: property.name, in: property.node, tree),
              let accessors = binding.child(.accessorBlock)?.children(.accessorDecl), !accessors.isEmpty,
              accessors.contains(where: { ["didSet", "willSet"].contains($0.childTokens.first.map { tree.text(of: $0) }) }) else { return nil }
        // An optional `var` without a value starts as nil: it holds a value from the start.
        let optional = property.typeText.flatMap(TypeName.init)?.isOptional ?? false
        let hasValue = binding.child(.initializerClause) != nil || (property.kind == .variable && optional)
        for initID in model.members(of: type, named: "init") {
            let initializer = model.declaration(initID)
            let initTree = model.files[initializer.file].tree
            guard let body = initializer.node.child(.codeBlock) else { continue }
            var assignments: [Node] = []
            var stack = body.childNodes
            var writes: [Node] = []
            while let node = stack.popLast() {
                // Closures run later (or not at all); nested types are other code.
                if [.closureExpr, .functionDecl, .classDecl, .structDecl, .enumDecl].contains(node.kind) { continue }
                stack.append(contentsOf: node.childNodes)
                switch node.kind {
                case .declReferenceExpr where initTree.text(of: node) == property.name:
                    // A parameter or local of that name shadows the property.
                    guard case .none = TypeResolver.localDeclaration(of: property.name, at: node, file: model.files[initializer.file],
                                                                     model: context.model, depth: 0) else { continue }
                    writes.append(node)
                case .memberAccessExpr:
                    guard let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                          initTree.text(of: base) == "self", member.name.map({ initTree.text(of: $0) }) == property.name else { continue }
                    writes.append(node)
                default:
                    break
                }
            }
            for node in writes.sorted(by: { initTree.startOffset(of: $0) < initTree.startOffset(of: $1) }) {
                guard let kind = Self.writeKind(node, initTree) else { continue }
                if kind == .assignment, !hasValue {
                    // The first assignment on each path initialises the storage: assignments
                    // in the two branches of an `if`/`else` or `switch` are both first.
                    let sequential = assignments.contains { !Self.exclusive($0, node) }
                    assignments.append(node)
                    if !sequential { continue }
                }
                return (initializer.file, node)
            }
        }
        return nil
    }

    enum InitWrite { case assignment, mutation }

    /// Whether two nodes lie in different branches of one `if`/`else` or `switch`, so no
    /// run reaches both.
    /// Also `do { x = try f() } catch { x = y }` when the assignment's `try` is the last one
    /// in the `do` body: the catch runs only when that assignment did not happen.
    static func exclusive(_ a: Node, _ b: Node) -> Bool {
        let ancestorsOfA = [a] + a.ancestors
        guard let common = b.ancestors.first(where: { ancestorsOfA.contains($0) }),
              [.ifExpr, .switchExpr, .doStmt].contains(common.kind) else { return false }
        // The child of the common ancestor each lies in: different branch blocks or cases.
        func branch(_ node: Node) -> Node? { ([node] + node.ancestors).first { $0.parent == common } }
        guard let first = branch(a), let second = branch(b), first != second else { return false }
        if common.kind == .doStmt {
            guard first.kind == .codeBlock, second.kind == .catchClause,
                  let assignment = a.ancestors.first(where: { $0.kind == .sequenceExpr }),
                  assignment.childNodes.count == 3, assignment.childNodes[2].kind == .tryExpr else { return false }
            // No `try` after the assignment in the `do` body.
            var stack = first.childNodes
            while let node = stack.popLast() {
                if node.kind == .tryExpr, node != assignment.childNodes[2], node.firstToken > assignment.endToken { return false }
                stack.append(contentsOf: node.childNodes)
            }
            return true
        }
        let branchKinds: Set<NodeKind> = [.codeBlock, .switchCase, .ifExpr]
        return branchKinds.contains(first.kind) && branchKinds.contains(second.kind)
    }

    /// How a mention writes what it names (per `SemanticModel.write`): a plain `x = v`, or
    /// another write (through a member or subscript, a mutating method, a compound
    /// operator, `&x`); nil for a read.
    static func writeKind(_ mention: Node, _ tree: SyntaxTree) -> InitWrite? {
        guard let write = SemanticModel.write(at: mention, spelling: tree.text(of: mention.firstToken), tree) else { return nil }
        if case .assignment = write.kind, !write.throughMember, !write.throughSubscript { return .assignment }
        return .mutation
    }
}
