import Foundation
import MigratorSemantics
import SwiftCST

/// What a pass proposes for one file.
public struct PassOutput {
    public var edits: [Edit] = []
    public var findings: [Finding] = []
    public init(edits: [Edit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// A setting a pass offers, set per project in the configuration file
/// (`"options": {"PASS": {"NAME": true}}` in `.swiftui-migrate.json`). Options only
/// choose between correct rewrites (a house style); they never make a pass less careful.
public struct PassOption: Sendable {
    /// camelCase, as written in the configuration file.
    public var name: String
    /// One sentence, ending with a period.
    public var summary: String
    public var defaultValue: Bool

    public init(name: String, summary: String, defaultValue: Bool) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

/// An embedded example that documents a pass and that the test suite runs.
public enum Example: Sendable {
    /// Input and the exact output the pass must produce.
    case rewrite(String, String)
    /// Input the pass must leave unchanged, and why (a finding must explain it).
    case unchanged(String, reason: String)
}

/// A migration: one legacy pattern, found by syntax plus the project index, rewritten in
/// place or declined with a reason. Passes written in Swift conform through `BuiltInPass`;
/// migrations read from JSON files (`Migrations/`) are passes too.
public protocol Pass {
    /// Kebab-case name used on the command line.
    var name: String { get }
    /// One line, ending with a period.
    var summary: String { get }
    /// The lowest deployment target at which any of the pass's rewrites can apply; a pass
    /// with rules of different minimums checks each rule against `PassContext.target`.
    var minimumOS: Availability { get }
    /// What the pass does, what it skips and why (for `explain`).
    var explanation: String { get }
    var examples: [Example] { get }
    /// Settings the configuration file may give the pass (none by default).
    var options: [PassOption] { get }
    /// Whether the edits the pass makes for one site (same `Edit.site`) are one rewrite that
    /// the engine applies whole or defers whole when one of them overlaps another pass's
    /// edit (a closure moved: deleted here, inserted there). False by default: the engine
    /// then takes each edit on its own, and the pass completes what waited in a later round.
    var rewritesAreAtomic: Bool { get }

    /// Edits and findings for one file.
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput

    /// Builds what the pass shares across files (a plan in `context.cache`) before any file
    /// is migrated, so the plans of different passes are built at the same time instead of
    /// one after another by the first file that asks. Must build exactly what `run` would
    /// ask for; the default builds nothing.
    func prepare(_ context: PassContext)
}

extension Pass {
    public func prepare(_ context: PassContext) {}
}

extension Pass {
    public var options: [PassOption] { [] }
    public var rewritesAreAtomic: Bool { false }
}

/// A pass written in Swift: its description is static, and the registry lists its type.
public protocol BuiltInPass: Pass {
    static var name: String { get }
    static var summary: String { get }
    static var minimumOS: Availability { get }
    static var explanation: String { get }
    static var examples: [Example] { get }

    init()
}

extension BuiltInPass {
    public var name: String { Self.name }
    public var summary: String { Self.summary }
    public var minimumOS: Availability { Self.minimumOS }
    public var explanation: String { Self.explanation }
    public var examples: [Example] { Self.examples }
}
