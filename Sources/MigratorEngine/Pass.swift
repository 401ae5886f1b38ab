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

/// An embedded example that documents a pass (or a lint) and that the test suite runs.
public enum Example: Sendable {
    /// Input and the exact output the pass must produce.
    case rewrite(String, String)
    /// Input the pass must leave unchanged, and why (a declined finding must explain it).
    case unchanged(String, reason: String)
    /// Code a lint flags: at least one finding, advice rather than a declined rewrite
    /// (AVOID in `explain`).
    case flagged(String)
    /// The same code written the recommended way: the lint reports nothing (PREFER).
    case preferred(String)
}

/// A migration: one legacy pattern, found by syntax and the semantic model, rewritten in
/// place or declined with a reason. Passes written in Swift conform through `BuiltInPass`;
/// migrations read from JSON files (`Migrations/`) are passes too. A lint is a pass that
/// only reports (`reportsOnly`): what the guidance advises against where no rewrite keeps
/// behaviour.
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
    /// edit (a closure moved: deleted here, inserted there). True by default: a rewrite
    /// applied in part (an alert's new title without its new buttons) may no longer match
    /// the pass in the next round, and stay half-written.
    var rewritesAreAtomic: Bool { get }
    /// A lint: it reports and never rewrites (the engine drops any edit it proposes), runs
    /// with `swiftui-migrate lint`, and its findings are advice. False by default.
    var reportsOnly: Bool { get }

    /// Edits and findings for one file.
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput

    /// Names the pass had before (kept as aliases): `--pass`, `--skip`, the configuration
    /// file and suppression comments accept them. Empty by default.
    var formerNames: [String] { get }
    /// Every reason code its findings carry (`Finding.reason`), besides
    /// `PassReasons.everyPass`: the configuration's `severity` keys `PASS.REASON` must name
    /// one, and `explain` lists them. Empty by default (a pass that reports nothing).
    var reasons: [String] { get }
}

extension Pass {
    public var formerNames: [String] { [] }
    public var reasons: [String] { [] }
}

public enum PassReasons {
    /// Reasons the command gives the findings of any pass that rewrites: a change declined
    /// because it would edit a generated file or a file outside the paths given, or because
    /// one file could not take its part of a project-wide change.
    public static let everyPass = ["generated-file", "outside-paths", "unmade-unit"]
}

/// A pass that shares a plan across files (in `context.cache`): the engine builds the plans
/// of different passes at the same time, before any file is migrated, instead of one after
/// another by the first file that asks. `prepare` must build exactly what `run` asks for.
/// Meanwhile the engine runs the first round of the passes without a plan on each file;
/// which pass computes a cached value first never changes it, so this decides only when
/// `run` is called.
public protocol PlannedPass: Pass {
    func prepare(_ context: PassContext)
}

/// What a pass costs, for the engine's scheduler (never read by a pass): the engine starts
/// one-thread plans first, each on a core of its own, and runs the passes of a large file
/// that look at every call first until it has measured what each pass costs. A pass that
/// does not conform costs as the engine measures.
public protocol PassCost {
    /// `prepare` works on one thread whatever `context.jobs` says.
    var preparesOnOneCore: Bool { get }
    /// The pass looks at every call of a file (a data migration matching its rules by name),
    /// so its run costs in proportion to the file rather than to its sites.
    var visitsEveryCall: Bool { get }
}

extension PassCost {
    public var preparesOnOneCore: Bool { false }
    public var visitsEveryCall: Bool { false }
}

extension Pass {
    /// Whether the pass builds a plan before files are migrated.
    var preparesPlan: Bool { self is any PlannedPass }
    var plansOnOneCore: Bool { (self as? any PassCost)?.preparesOnOneCore ?? false }
    var visitsEveryCallFirst: Bool { (self as? any PassCost)?.visitsEveryCall ?? false }
}

extension Pass {
    public var options: [PassOption] { [] }
    public var rewritesAreAtomic: Bool { true }
    public var reportsOnly: Bool { false }
}

/// A pass (or lint) written in Swift: its description is static, and the registry lists
/// its type.
public protocol BuiltInPass: Pass {
    static var name: String { get }
    static var summary: String { get }
    static var minimumOS: Availability { get }
    static var explanation: String { get }
    static var examples: [Example] { get }
    static var reportsOnly: Bool { get }
    static var formerNames: [String] { get }
    static var reasons: [String] { get }

    init()
}

extension BuiltInPass {
    public var name: String { Self.name }
    public var summary: String { Self.summary }
    public var minimumOS: Availability { Self.minimumOS }
    public var explanation: String { Self.explanation }
    public var examples: [Example] { Self.examples }
    public static var reportsOnly: Bool { false }
    public var reportsOnly: Bool { Self.reportsOnly }
    public static var formerNames: [String] { [] }
    public var formerNames: [String] { Self.formerNames }
    public static var reasons: [String] { [] }
    public var reasons: [String] { Self.reasons }

    /// A lint's explanation as `explain` and SARIF rules show it: why the pattern costs
    /// something and what is flagged (`reasoning`), the section of the guidance the advice
    /// comes from, and the AVOID (`.flagged`) and PREFER (`.preferred`) examples.
    public static func lintExplanation(_ reasoning: String, guidance: String) -> String {
        var avoid = ""
        var prefer = ""
        for example in examples {
            switch example {
            case .flagged(let code) where avoid.isEmpty: avoid = code
            case .preferred(let code) where prefer.isEmpty: prefer = code
            default: break
            }
        }
        return "\(reasoning)\n\nFrom the guidance: \(guidance).\n\nAVOID:\n\n\(indented(avoid))\n\nPREFER:\n\n\(indented(prefer))"
    }

    static func indented(_ code: String) -> String {
        code.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }

    /// A finding of this pass that is advice, not a declined rewrite (what lints report),
    /// at a byte offset.
    public func advice(_ file: SourceFile, at offset: Int, _ message: String, reason: String) -> Finding {
        file.finding(atOffset: offset, message, pass: Self.name, reason: reason, declined: false)
    }

    /// Advice at a token's text.
    public func advice(_ file: SourceFile, token: Int, _ message: String, reason: String) -> Finding {
        advice(file, at: Int(file.tree.tokens[token].textStart), message, reason: reason)
    }
}
