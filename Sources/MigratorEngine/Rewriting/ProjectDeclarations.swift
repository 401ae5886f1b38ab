import Foundation
import MigratorSemantics
import SwiftCST

/// Whether a call or a type name at a site may mean the project's own declaration.
extension Rewriting {
    /// The project's functions a call may resolve to (by name, labels, what it is called
    /// on, and visibility from the call's file).
    package static func projectFunctions(_ call: Node, _ file: SourceFile, _ context: PassContext) -> [Int32] {
        context.model.candidates(forCall: call, in: file)
    }

    /// Whether a bare call `f(...)` certainly means the project's function: every candidate is
    /// a member of the type the call stands in, which Swift prefers over a protocol
    /// extension's method (SwiftUI's modifier). Such a call is the project's, not a site.
    package static func isCertainlyProjectCall(_ call: Node, _ candidates: [Int32], _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        guard !candidates.isEmpty, let callee = FunctionCallView(call)?.calledExpression, callee.kind == .declReferenceExpr,
              let frame = model.enclosingDeclarations(of: call, in: file).first, let identity = model.typeIdentity(frame),
              case .project = identity else { return false }
        return candidates.allSatisfy { model.owner(of: $0) == identity }
    }

    /// "the project's own f(_:) declared at path:line may be what this call means".
    package static func ownFunctionMessage(_ ids: [Int32], _ context: PassContext) -> String {
        "the project's own \(context.model.describe(ids)) may be what this call means"
    }

    /// The project's types (or typealiases) a type name means at `site`, if any: such a
    /// type shadows SwiftUI's of the same name there.
    package static func projectTypes(named name: String, at site: Node, _ file: SourceFile, _ context: PassContext) -> [Int32] {
        context.model.projectType(named: name, in: file, at: site) ?? []
    }
}
