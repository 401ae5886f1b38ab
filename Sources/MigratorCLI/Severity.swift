import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// How a finding or a pending rewrite is reported (`severity` in the configuration file):
/// `off` hides it, `note` reports it without failing anything, `warning` (the default) is
/// what every report says today, `error` also fails `check`. Ordered from quiet to loud.
enum Level: String, Comparable, CaseIterable {
    case off, note, warning, error

    static func < (a: Level, b: Level) -> Bool { a.rank < b.rank }
    private var rank: Int { Level.allCases.firstIndex(of: self)! }

    /// Whether a pending rewrite at this level makes `check` fail, and a finding `lint`.
    var fails: Bool { self >= .warning }
}

/// The configuration file's `severity` table: a level per pass or lint (`"observable"`),
/// per reason of one (`"observable.publisher"`) and for a pass's pending rewrites alone
/// (`"foreground-style.rewrite"`). The most specific key wins; unset is `warning`.
struct Severities: Equatable {
    /// Key (`PASS`, `PASS.REASON` or `PASS.rewrite`) → level, as written in the file.
    var levels: [String: Level] = [:]

    var isEmpty: Bool { levels.isEmpty }

    /// The pseudo-reason that names a pass's pending rewrites.
    static let rewrite = "rewrite"

    func level(of finding: Finding) -> Level {
        if levels.isEmpty { return .warning }
        return levels[finding.pass + "." + finding.reason] ?? levels[finding.pass] ?? .warning
    }

    /// A change block made by several passes reports at the loudest of their levels.
    func level(ofRewriteBy passes: [String]) -> Level {
        if levels.isEmpty { return .warning }
        return passes.map { levels[$0 + "." + Severities.rewrite] ?? levels[$0] ?? .warning }.max() ?? .warning
    }

    /// The level of a pass's rewrites, for SARIF rules and `check` lines.
    func rewriteLevel(_ pass: String) -> Level { level(ofRewriteBy: [pass]) }

    /// Whether the table names a level for this pass at all (then SARIF rules carry it).
    func names(_ pass: String) -> Bool { levels.keys.contains { $0 == pass || $0.hasPrefix(pass + ".") } }
}
