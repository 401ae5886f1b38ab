import Foundation
import SwiftCST

/// A parsed file handed to passes.
public struct SourceFile {
    /// The path as the user gave it (relative paths stay relative).
    public let path: String
    public let tree: SyntaxTree

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        self.tree = tree
    }

    /// A finding at a node's first byte.
    public func finding(at node: Node, _ message: String, pass: String, reason: String, declined: Bool = true) -> Finding {
        finding(atOffset: tree.startOffset(of: node), message, pass: pass, reason: reason, declined: declined)
    }

    public func finding(atOffset offset: Int, _ message: String, pass: String, reason: String, declined: Bool = true) -> Finding {
        let (line, column) = tree.location(of: offset)
        return Finding(path: path, offset: offset, line: line, column: column, message: message, pass: pass,
                       reason: reason, declined: declined)
    }
}

/// What a pass proposes for one file.
public struct PassOutput {
    public var edits: [Edit] = []
    public var findings: [Finding] = []
    public init(edits: [Edit] = [], findings: [Finding] = []) {
        self.edits = edits
        self.findings = findings
    }
}

/// What every pass can see: the semantic model (what a name means where), the files of the
/// file's universe (the modules that can see each other; other apps in the same
/// run are not part of it), the file's deployment target, and a cache for project-wide
/// plans that multi-file passes compute once per universe and share across its files.
public struct PassContext {
    /// Names, scopes, modules and access levels of every file in the run.
    public let model: SemanticModel
    public let target: Availability
    public let files: [SourceFile]
    public let cache: ProjectCache
    /// Every file's deployment target by path (multi-file passes check all files they
    /// would change); a path missing here uses `target`.
    public let fileTargets: [String: Availability]
    /// Names of the passes that run on this file in this run.
    public let activePasses: Set<String>
    /// Option values set for this run (configuration file), by pass name then option name.
    public let passOptions: [String: [String: Bool]]
    /// Threads a pass may use for project-wide work (the run's `--jobs`).
    public let jobs: Int

    public init(target: Availability, files: [SourceFile] = [], cache: ProjectCache = ProjectCache(),
                fileTargets: [String: Availability] = [:], activePasses: Set<String> = [], model: SemanticModel? = nil,
                passOptions: [String: [String: Bool]] = [:], jobs: Int = Workers.coreCount) {
        self.model = model ?? SemanticModel(files: files)
        self.target = target
        self.files = files
        self.cache = cache
        self.fileTargets = fileTargets
        self.activePasses = activePasses
        self.passOptions = passOptions
        self.jobs = jobs
    }

    /// The deployment target of the file at `path`.
    public func target(of path: String) -> Availability { fileTargets[path] ?? target }

    /// The value of a pass's option in this run: as set, or its default.
    public func value(of option: PassOption, for pass: String) -> Bool {
        passOptions[pass]?[option.name] ?? option.defaultValue
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

/// Values computed once per run and shared by every file's pass call (thread-safe).
/// Different keys are computed in parallel; callers asking for the same key wait.
public final class ProjectCache: @unchecked Sendable {
    private final class Slot {
        let lock = NSLock()
        var value: Any?
    }
    private var slots: [String: Slot] = [:]
    private let lock = NSLock()

    public init() {}

    /// The value stored under `key`, computing it on first use.
    public func value<T>(_ key: String, _ make: () -> T) -> T {
        lock.lock()
        let slot = slots[key] ?? Slot()
        slots[key] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let existing = slot.value as? T { return existing }
        let made = make()
        slot.value = made
        return made
    }

    /// Drops every stored value. A plan may hold the context that holds this cache (a
    /// reference cycle), so the engine empties the cache when a run ends.
    public func removeAll() {
        lock.lock()
        slots = [:]
        lock.unlock()
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
