import MigratorSemantics

/// Whether a project type's values are references: a class, an actor, or a protocol that
/// only classes adopt (`: AnyObject`, directly or through the protocols it refines). Shared
/// by `on-change` (a reference reads the same before and after a change) and `observable`
/// (a binding through a reference writes inside it).
enum ClassBound {
    static func holds(_ type: Int32, model: SemanticModel, depth: Int = 0) -> Bool {
        let declaration = model.declaration(type)
        switch declaration.kind {
        case .class, .actor: return true
        case .protocol:
            guard depth < 8 else { return false }
            if declaration.inheritedTypes.contains(where: { $0 == "AnyObject" || $0 == "class" }) { return true }
            return model.conformances(of: type).contains { $0 != type && holds($0, model: model, depth: depth + 1) }
        default: return false
        }
    }
}
