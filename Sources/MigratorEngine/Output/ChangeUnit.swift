import MigratorSemantics
import SwiftCST

/// What is kept or left out as a whole: one pass's edits in one file, or everything a
/// project-wide pass does for one name (`Edit.units`: an observable class family, an
/// environment key, a type's conformance), in every file.
///
/// Both ways of taking part of a migration ask this one notion: `apply --verify-build`
/// backs out whole units (`Engine.excludedUnits`), and `apply --interactive` never offers
/// part of a project-wide unit, nor a site apart from a pass's supporting edits in its file
/// (`ChangeHunks.groups`). An edit with several names (an import that every converted family
/// of a file relies on) belongs to each of their units and goes when any of them goes.
public struct ChangeUnit: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var pass: String
    /// The project-wide unit's name (`observable:Model`, as in `Edit.units`); nil for a
    /// file's unit.
    public var name: String?
    /// The file of a file's unit; nil for a project-wide unit.
    public var path: String?

    /// One pass's edits in the file at `path`.
    public static func file(_ pass: String, _ path: String) -> ChangeUnit { ChangeUnit(pass: pass, name: nil, path: path) }

    /// The project-wide unit `name` (`observable:Model`) of `pass`.
    public static func project(_ pass: String, _ name: String) -> ChangeUnit { ChangeUnit(pass: pass, name: name, path: nil) }

    /// The units of an edit of `pass` with project-wide names `units`, made in `path`.
    public static func of(pass: String, units: [String], in path: String) -> [ChangeUnit] {
        units.isEmpty ? [.file(pass, path)] : units.map { .project(pass, $0) }
    }

    /// The units an edit in `path` belongs to.
    public static func of(_ edit: Edit, in path: String) -> [ChangeUnit] { of(pass: edit.pass, units: edit.units, in: path) }

    /// The units an applied change in `path` belongs to.
    public static func of(_ change: Engine.Change, in path: String) -> [ChangeUnit] { of(pass: change.pass, units: change.units, in: path) }

    /// Whether the unit spans the project (a name) rather than one file.
    public var isProjectWide: Bool { name != nil }

    /// `observable 'Model'` (for the name `observable:Model`) or `foreground-style in Views/Row.swift`.
    public var description: String {
        guard let name else { return "\(pass) in \(path ?? "?")" }
        let prefix = pass + ":"
        return "\(pass) '\(name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name)'"
    }

    public static func < (a: ChangeUnit, b: ChangeUnit) -> Bool {
        (a.pass, a.name ?? "", a.path ?? "") < (b.pass, b.name ?? "", b.path ?? "")
    }
}
