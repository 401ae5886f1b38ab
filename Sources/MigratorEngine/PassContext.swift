import Foundation
import MigratorSemantics
import SwiftCST

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
    /// Whether the caller keeps the pass's findings. The engine keeps only the first round's
    /// (later rounds run on the pass's own output, and report what the first round did), so
    /// a pass may skip making findings, their messages above all, when this is false; its
    /// edits must not change.
    public var reportsFindings = true
    /// The index in `model.files` of the file the engine runs a pass on with this context
    /// (nil in `prepare`, and where a pass is run on its own: `modelIndex(of:)` looks the
    /// path up then).
    public var fileIndex: Int?
    /// The SDK's declarations the type layer reads: the bundled digest unless the run read
    /// the app's SDK (`--sdk`).
    package var sdk: SDKDigest = .shared
    /// The folder the files' relative paths start from (the run's current folder), for a
    /// pass that reads other files of the project (string tables).
    public var baseDirectory = "."
    /// The folders the run's modules lie in (git repositories, or the folders given).
    public var projectRoots: [String] = []

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

    /// `file`'s index in `model.files`: the engine's number for it, else looked up by path.
    public func modelIndex(of file: SourceFile) -> Int? {
        if let fileIndex, fileIndex < model.files.count, model.files[fileIndex].path == file.path { return fileIndex }
        return model.file(file.path)
    }

    /// `file`'s index in `model.files` when it has the bytes the model read (the first
    /// round's), else nil: a project-wide plan made from the model's files holds edits and
    /// findings over those bytes only.
    public func indexIfAsRead(_ file: SourceFile) -> Int? {
        guard let index = modelIndex(of: file), model.files[index].tree.bytes == file.tree.bytes else { return nil }
        return index
    }

    /// Findings by the index in `model.files` of the file each is in (in their order): what a
    /// project-wide plan keeps for each file's run (-1 for a path the model does not have).
    public func byModelIndex(_ findings: [Finding]) -> [Int: [Finding]] {
        Dictionary(grouping: findings, by: { model.file($0.path) ?? -1 })
    }

    /// The deployment target of the file at `path`.
    public func target(of path: String) -> Availability { fileTargets[path] ?? target }

    /// The value of a pass's option in this run: as set, or its default.
    public func value(of option: PassOption, for pass: String) -> Bool {
        passOptions[pass]?[option.name] ?? option.defaultValue
    }
}

/// A key of `ProjectCache`: a name and the type of the value stored under it, so a value is
/// only ever read back as the type it was stored as.
public struct CacheKey<Value>: Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
}

/// Values computed once per run and shared by every file's pass call (thread-safe).
/// Different keys are computed in parallel; callers asking for the same key wait.
public final class ProjectCache: @unchecked Sendable {
    private final class Slot {
        let lock = NSLock()
        /// A `ValueBox<T>` for the slot's key's `T` (each pass asks for its plan on every
        /// file: read back with no dynamic cast).
        var value: AnyObject?
    }
    /// A key's name and value type.
    private struct SlotKey: Hashable {
        var name: String
        var type: ObjectIdentifier
    }
    private var slots: [SlotKey: Slot] = [:]
    private let lock = NSLock()
    /// The values made before `freeze()`, read without a lock: every pass with a plan asks
    /// for it on every file in every round, and two threads taking the same locks for each
    /// of 100,000 small files waited on each other.
    private var frozen: [SlotKey: AnyObject] = [:]

    public init() {}

    /// Keeps the values made so far where `value(_:_:)` reads them without a lock. Only
    /// while no other thread uses the cache (the engine calls it between its phases, after
    /// the plans are made); values made later are kept and read as before.
    public func freeze() {
        lock.lock()
        var values = frozen
        for (key, slot) in slots {
            slot.lock.lock()
            if let value = slot.value { values[key] = value }
            slot.lock.unlock()
        }
        frozen = values
        lock.unlock()
    }

    /// The value stored under `key`, computing it on first use.
    public func value<T>(_ key: CacheKey<T>, _ make: () -> T) -> T {
        let slotKey = SlotKey(name: key.name, type: ObjectIdentifier(T.self))
        // The key's type is part of the slot's key, so a box is a `ValueBox<T>`.
        if !frozen.isEmpty, let value = frozen[slotKey] { return unsafeDowncast(value, to: ValueBox<T>.self).value }
        lock.lock()
        let slot: Slot
        if let known = slots[slotKey] {
            slot = known
        } else {
            slot = Slot()
            slots[slotKey] = slot
        }
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        // The key's type is part of the slot's key, so the box is a `ValueBox<T>`.
        if let existing = slot.value { return unsafeDowncast(existing, to: ValueBox<T>.self).value }
        let made = make()
        slot.value = ValueBox(made)
        return made
    }

    /// Drops every stored value. A plan may hold the context that holds this cache (a
    /// reference cycle), so the engine empties the cache when a run ends.
    public func removeAll() {
        lock.lock()
        slots = [:]
        frozen = [:]
        lock.unlock()
    }
}

extension PassContext {
    /// `first` and `second` at the same time on two threads when the run has more than one
    /// (one after the other otherwise), for a plan whose phases can overlap. What both read
    /// must not change while they run; each may change only what is its own.
    package func sideBySide<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
        guard jobs > 1 else { return (first(), second()) }
        return withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let a = Slots<A>(count: 1)
                let b = Slots<B>(count: 1)
                // Workers.forEach returns when both are done, so the closures do not escape.
                let shared = UncheckedSendable((first, second))
                Workers.forEach(2, jobs: 2) { k in
                    if k == 0 { a.set(0, shared.value.0()) } else { b.set(0, shared.value.1()) }
                }
                return (a.values[0]!, b.values[0]!)
            }
        }
    }

    /// `body` for each of the universe's files that parsed without errors, on the run's
    /// threads (`jobs`); the results in file order, nil for a file with syntax errors. What
    /// a plan gathers file by file, before it decides for the universe.
    package func mapParsedFiles<T>(_ body: @escaping @Sendable (SourceFile, PassContext) -> T) -> [T?] {
        let results = Slots<T>(count: files.count)
        let shared = UncheckedSendable((files, self))
        Workers.forEach(files.count, jobs: jobs) { i in
            let (files, context) = shared.value
            guard files[i].tree.diagnostics.isEmpty else { return }
            results.set(i, body(files[i], context))
        }
        return results.values
    }
}

extension PassContext {
    /// The expression type layer over this universe's model (`MigratorSemantics/Types`):
    /// one per universe and iOS deployment target, shared by the passes' threads. Passes
    /// ask it where `TypeResolver` answers nothing; `nil` from it means "not known".
    package var types: ExpressionTypes {
        let iOS = target[.iOS]
        return cache.value(CacheKey<ExpressionTypes>("expression-types-\(iOS.map { "\($0)" } ?? "-")")) {
            ExpressionTypes(model: model, sdk: sdk, iOSDeploymentTarget: iOS)
        }
    }
}
