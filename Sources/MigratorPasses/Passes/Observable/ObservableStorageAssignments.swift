import MigratorEngine
import MigratorSemantics
import SwiftCST

/// `_count = Published(initialValue: count)` in an initialiser of the class that declares
/// `@Published var count`: the iOS 13 way to set a published property before `self` is
/// whole. `@Observable` makes `count` computed with an init accessor, so the assignment
/// becomes `self.count = count` (and `self._count = ...` becomes `self.count = ...`).
/// Anywhere else `_count` names storage the macro replaces, which blocks the class.
extension ObservablePlan.Scope {
    /// The `Published(...)` call assigned to `_p` when the use is such an assignment.
    func publishedStorageAssignment(_ use: ProjectionUse, owner: Int32) -> Node? {
        let tree = self.tree(use.file)
        guard let member = use.member, member.kind == .initializerDecl,
              case .project(let type)? = model.enclosingType(of: use.node, in: source(use.file)), type == owner,
              let sequence = use.node.parent, sequence.kind == .sequenceExpr else { return nil }
        let parts = sequence.childNodes
        guard parts.count == 3, parts[0] == use.node, parts[1].kind == .assignmentExpr,
              let call = FunctionCallView(parts[2]), let callee = call.calledExpression,
              Self.namesWrapper(callee, "Published", tree) || Self.isImplicitInit(callee, tree),
              call.arguments.count == 1, call.trailingClosure == nil, call.arguments[0].expression != nil,
              let label = call.arguments[0].label.map({ tree.text(of: $0) }),
              label == "initialValue" || label == "wrappedValue" else { return nil }
        return parts[2]
    }

    /// `_m = X(label: e)` → `self.m = e`, `self._m = X(label: e)` → `self.m = e`.
    func unwrappingEdits(_ use: ProjectionUse, call: Node, name: String, site: Int) -> [Edit] {
        let tree = self.tree(use.file)
        guard let view = FunctionCallView(call), let value = view.arguments.first?.expression else { return [] }
        let pass = ObservablePlan.pass
        let isQualified = use.node.kind == .memberAccessExpr
        let nameToken = isQualified ? MemberAccessView(use.node)!.name! : use.node.firstToken
        return [
            Edit(start: Int(tree.tokens[nameToken].textStart), end: Int(tree.tokens[nameToken].textEnd),
                 replacement: isQualified ? name : "self." + name, pass: pass, site: site),
            Edit(start: tree.startOffset(of: call), end: tree.startOffset(of: value), replacement: "", pass: pass, site: site),
            Edit(start: tree.endOffset(of: value), end: tree.endOffset(of: call), replacement: "", pass: pass, site: site),
        ]
    }

    /// The edits of a member's `_p = Published(...)` assignments.
    func publishedStorageEdits(_ member: ObservablePlan.Member, underscores: [String: [ProjectionUse]], into edits: inout [Int: [Edit]]) {
        let site = tree(model.declaration(member.id).file).startOffset(of: model.declaration(member.id).node)
        for property in member.published.sorted() {
            for use in underscores["p\(member.id).\(property)"] ?? [] {
                guard let call = publishedStorageAssignment(use, owner: member.id) else { continue }
                edits[use.file, default: []].append(contentsOf: unwrappingEdits(use, call: call, name: property, site: site))
            }
        }
    }
}
