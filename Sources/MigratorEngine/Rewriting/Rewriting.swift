import MigratorSemantics
/// Editing helpers for passes that restructure code rather than rename a token, grouped by
/// topic in this folder: finding modifier calls by shape (ModifierCalls.swift), comments in
/// trivia (Trivia.swift), indentation (Indentation.swift), closure parameter lists
/// (Closures.swift), deleting tokens with their lines (Deletion.swift) and `#if`
/// conditions (IfConfig.swift). Every helper works on the original bytes of the round and
/// returns offsets, so passes still propose plain `Edit`s.
package enum Rewriting {}

extension Rewriting {
    /// `File.swift:line` for a place a message names beside the finding's own path.
    package static func place(_ path: String, _ line: Int) -> String { SemanticModel.place(path, line) }
}
