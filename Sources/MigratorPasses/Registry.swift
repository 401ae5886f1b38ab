import Foundation
import MigratorEngine

/// Every pass, in the order the engine runs them. Adding a pass written in Swift: one line
/// in `builtIn`.
public enum PassRegistry {
    public static var builtIn: [any BuiltInPass.Type] { [
        ObservablePass.self,
        ForegroundStylePass.self,
        EntryPass.self,
        IdentifiablePass.self,
        CornerRadiusPass.self,
        IgnoresSafeAreaPass.self,
        TextInputAutocapitalizationPass.self,
        OverlayContentPass.self,
        ColorSchemeEnvironmentPass.self,
        StyleTintPass.self,
        AppearsActivePass.self,
        PreviewMacroPass.self,
        TabPass.self,
        DismissPass.self,
        NavigationStackPass.self,
        OnChangePass.self,
        NavigationTitlePass.self,
        ToolbarPass.self,
        AlertPass.self,
        ConfirmationDialogPass.self,
        SingleChildGroupPass.self,
        UnusedEnvironmentPass.self,
        AnimatablePass.self,
    ] }

    /// The migrations in `Migrations/*.json`, in file order. They run after the passes
    /// written in Swift, so a structural pass's edit wins an overlapping site.
    public static var bundledMigrations: [DataMigration] { DataMigration.bundled }

    /// Every pass, in run order: the passes written in Swift, then the bundled migrations.
    public static var all: [any Pass] { builtIn.map { $0.init() } + bundledMigrations }

    /// Every pass plus user migrations (run last). Throws when a name is taken twice.
    public static func all(adding user: [MigrationFile]) throws -> [any Pass] {
        var passes = all
        var origins: [String: String] = [:]
        for pass in passes { origins[pass.name] = (pass as? DataMigration)?.file.origin ?? "a built-in pass" }
        for file in user {
            if let existing = origins[file.name] {
                throw MigrationFileError(file: file.origin, problem: "the name '\(file.name)' is already taken by \(existing)")
            }
            origins[file.name] = file.origin
            passes.append(DataMigration(file))
        }
        return passes
    }

    public static func named(_ name: String, in passes: [any Pass] = all) -> (any Pass)? {
        let current = currentName(name)
        return passes.first { $0.name == current }
    }

    /// The name a pass goes by now, for a name it had before (`overlay-alignment` →
    /// `overlay-content`); any other name is returned as it is.
    public static func currentName(_ name: String) -> String {
        for pass in builtIn where pass.formerNames.contains(name) { return pass.name }
        return name
    }

    /// The registered name closest to `name` (edit distance), for "did you mean".
    public static func closestName(to name: String, in passes: [any Pass] = all) -> String? {
        let candidates = passes.map { $0.name }
        let scored = candidates.map { ($0, editDistance(Array($0), Array(name))) }.sorted { $0.1 < $1.1 }
        guard let best = scored.first, best.1 <= max(2, name.count / 2) else { return nil }
        return best.0
    }

    /// Levenshtein distance, for "did you mean" answers.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// Every lint (a pass that only reports), in the order reports list them. Adding a lint:
/// its file under `Lints/`, one line here, its `Fixtures/<name>/` folder, a README row and a
/// CHANGELOG line.
public enum LintRegistry {
    public static var builtIn: [any BuiltInPass.Type] { [
        EnvironmentClosureLint.self,
        UnstableEnvironmentDefaultLint.self,
        ForEachIndexIdentityLint.self,
        ForEachUnstableIDLint.self,
        ForEachInlineTransformLint.self,
        AnyViewRowLint.self,
        MultiViewRowLint.self,
        ConditionalModifierLint.self,
        ViewInitWorkLint.self,
        TextConcatenationLint.self,
        ClosureBindingLint.self,
        OnAppearTaskLint.self,
    ] }

    public static var all: [any Pass] { builtIn.map { $0.init() } }

    public static func named(_ name: String) -> (any Pass)? { all.first { $0.name == name } }
}
