import SwiftCST

/// The project's functions a call may resolve to, where a pass rewrites a SwiftUI API of the
/// same name: the question every modifier pass asks before it rewrites a call.
package struct OwnFunctions {
    /// The candidates (by name, labels, what the call is on, and visibility from its file).
    package let ids: [Int32]
    /// Whether the bare call `f(...)` certainly means the project's function: every
    /// candidate is a member of the type the call stands in, which Swift prefers over a
    /// protocol extension's method (SwiftUI's modifier). Such a call is the project's, not a
    /// site.
    package let isCertain: Bool
    /// "the project's own f(_:) declared at path:line may be what this call means".
    package let message: String
}

extension SemanticModel {
    /// The project's own functions a call may mean (those `include` accepts); nil when
    /// there are none.
    package func ownFunctions(calledBy call: Node, in file: SourceFile, where include: (Int32) -> Bool = { _ in true }) -> OwnFunctions? {
        let ids = candidates(forCall: call, in: file).filter(include)
        guard !ids.isEmpty else { return nil }
        return OwnFunctions(ids: ids, isCertain: isCertainlyProjectCall(call, ids, in: file),
                            message: "the project's own \(describe(ids)) may be what this call means")
    }

    private func isCertainlyProjectCall(_ call: Node, _ candidates: [Int32], in file: SourceFile) -> Bool {
        guard let callee = FunctionCallView(call)?.calledExpression, callee.kind == .declReferenceExpr,
              let frame = enclosingDeclarations(of: call, in: file).first, let identity = typeIdentity(frame),
              case .project = identity else { return false }
        return candidates.allSatisfy { owner(of: $0) == identity }
    }

    /// The project's types (or typealiases) a type name means at `site`, if any: such a
    /// type shadows SwiftUI's of the same name there.
    package func projectTypes(named name: String, at site: Node, in file: SourceFile) -> [Int32] {
        projectType(named: name, in: file, at: site) ?? []
    }
}
