import MigratorSemantics

/// The Swift compiler a macro needs against the oldest one the project builds with.
enum Toolchain {
    /// Why `macro` cannot be written in `files` (some package manifest of theirs, such as
    /// `Package@swift-5.8.swift`, still builds with a compiler older than `needed`); nil when
    /// nothing says so.
    static func problem(needing needed: Version, for macro: String, files: [String], _ model: SemanticModel) -> String? {
        for path in files {
            let settings = model.graph.settings(of: path)
            guard let lowest = settings.lowestCompiler, lowest < needed else { continue }
            let manifest = settings.lowestCompilerOrigin.path.split(separator: "/").last.map(String.init) ?? "a manifest"
            return "\(macro) needs Swift \(needed) (Xcode \(xcode(for: needed))), and \(manifest) still builds the package with Swift \(lowest) (raise or drop it first)"
        }
        return nil
    }

    /// The first Xcode that ships a Swift `version` compiler.
    static func xcode(for version: Version) -> String {
        version >= Version(6) ? "16" : version >= Version(5, 9) ? "15" : "14"
    }
}
