import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces hand-written environment, focused-value, transaction and container-value keys
/// with `@Entry`.
///
/// `@Entry` generates a computed `defaultValue`, so the default expression runs on every
/// read: only stable defaults convert. The key and its accessor may live in different
/// files; the decision is made once for the whole project (all or nothing per key) and
/// each file then applies its part.
public struct EntryPass: BuiltInPass, PlannedPass {
    public static let name = "entry"
    public static let reasons = [
        "accessor-extra-work", "ambiguous-key", "availability", "container-os", "different-conditions", "key-used-elsewhere",
        "main-actor", "no-accessor", "shared-key", "snapshot-default", "toolchain", "unstable-default", "unsupported-shape"
    ]
    public static let summary = "Replace hand-written EnvironmentKey, FocusedValueKey, TransactionKey and ContainerValueKey accessors with @Entry."
    public static let minimumOS = Availability(versions: [.iOS: Version(13), .macOS: Version(10, 15), .tvOS: Version(13), .watchOS: Version(6)])

    /// The containers `@Entry` works in: key protocol and the container's minimum OS.
    static let containers: [String: (key: String, minimumOS: Availability)] = [
        "EnvironmentValues": ("EnvironmentKey", EntryPass.minimumOS),
        "FocusedValues": ("FocusedValueKey", Availability(iOS: 14, macOS: 11, tvOS: 14, watchOS: 7)),
        "Transaction": ("TransactionKey", Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10)),
        "ContainerValues": ("ContainerValueKey", Availability(iOS: 18, macOS: 15, tvOS: 18, watchOS: 11, visionOS: 2)),
    ]

    public static let explanation = """
    Rewrites a key struct and its accessor into one `@Entry` property:

        private struct FooKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var foo: Double { get { self[FooKey.self] } set { self[FooKey.self] = newValue } }
        }

    becomes `extension EnvironmentValues { @Entry var foo: Double = 8 }`, and the key struct
    is deleted (with the blank line that set it apart, and a `// MARK:` line naming it
    above it, blank lines between; a `// MARK:` that names something else heads a section
    that stays, and stays with it); its `///` documentation moves onto
    the entry when the property has none. The key and the
    accessor may be in different files. Access levels carry over; an `#if` around both is
    kept, and an `#if` block left empty by the key's deletion goes. FocusedValueKey
    entries become optional `@Entry var x: T?`.

    Needs: a Swift 6 toolchain (Xcode 16 or later) to expand the macro, whatever the
    deployment target; and the container's own minimum OS: EnvironmentValues iOS 13 /
    macOS 10.15, FocusedValues iOS 14 / macOS 11, Transaction iOS 17 / macOS 14,
    ContainerValues iOS 18 / macOS 15. A package that still builds with an older compiler
    is left as it is (`toolchain`): one with a `Package@swift-5.8.swift`, or one no Xcode
    project in the run holds whose `swift-tools-version` is below 6.0 (an app's own package
    is built with the app's Xcode).

    `@Entry` makes `defaultValue` a computed property: the default expression runs again on
    every read. A stored default converts only when it is stable: literals, closure
    literals, enum cases without a payload, `static let` reads, `EdgeInsets(...)`, `CGSize(...)`, `Angle(...)`
    and the like, `[T]()` / `.init()` of an array or dictionary, and constructions of the
    project's own structs and enums (`T(...)`, `T.init(...)`, `.init(...)`) with stable
    arguments whose initialiser does no work: the memberwise initialiser when every stored
    property the call leaves out has a stable initial value, an explicit `init` that only
    assigns its parameters or stable values to stored properties (or delegates to such an
    `init`) on a type whose stored-property initial values are stable, and an enum's
    `init(rawValue:)`; nested constructions are followed 8 deep. An already computed
    `defaultValue` converts: behaviour is unchanged. Left unchanged, each with a warning:
    - defaults that create a new object or value (`Model()`, `.init()` of a class,
      `UUID()`, `Date()`, `.now`, `.random(...)`, any other call): keep the key, back the
      default with a `static let`, or make the entry optional with a nil default;
    - constructions of a project struct or enum whose initialiser does work: a call (a
      method of its own, a function), a read of `.shared`, a static or global `var`, a
      computed property, a property wrapper, a closure over a parameter or the instance
      (`self.run = { transform($0) }`: a new context on every read), or an initialiser the
      pass cannot find; the warning names the initialiser and what in it does work (path:line);
    - stored defaults that read `Singleton.shared`, a static `var` or a global `var`, or
      that are a computed static member of the entry's type (`.plain` of `static var plain:
      Self { ... }`, also in a `where Self ==` protocol extension): read once before, on
      every access after;
    - accessors that do more than `get { self[Key.self] }` / `set { self[Key.self] = newValue }`
      (validation, `??`, clamping, a second key), or are read-only;
    - keys used anywhere else (`FooKey.defaultValue`), or shared by two accessors;
    - `@available` on the key or the property; `@MainActor`, `nonisolated(unsafe)` or
      `MainActor.assumeIsolated` in the default;
    - key and accessor under different `#if` conditions, keys with generics or other
      members, and containers the deployment target does not allow;
    - defaults that name the key type (`Self`), or, when the key is in another file than
      the property, values that file may keep private.
    PreferenceKey is never converted (it needs `reduce`).
    """

    public static let examples: [Example] = [
        .rewrite("""
        private struct FooKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var foo: Double { get { self[FooKey.self] } set { self[FooKey.self] = newValue } }
        }

        """, """
        extension EnvironmentValues {
            @Entry var foo: Double = 8
        }

        """),
        .unchanged("""
        private struct IDKey: EnvironmentKey { static let defaultValue = UUID() }
        extension EnvironmentValues {
            var id: UUID { get { self[IDKey.self] } set { self[IDKey.self] = newValue } }
        }

        """, reason: "unstable-default"),
        .unchanged("""
        final class Store { static let shared = Store(); var names: [String] = [] }
        struct Prefs {
            var names: [String]
            init() { names = Store.shared.names }
        }
        private struct PrefsKey: EnvironmentKey { static let defaultValue = Prefs() }
        extension EnvironmentValues {
            var prefs: Prefs { get { self[PrefsKey.self] } set { self[PrefsKey.self] = newValue } }
        }

        """, reason: "unstable-default"),
        .unchanged("""
        private struct SizeKey: EnvironmentKey { static let defaultValue: Double = 8 }
        extension EnvironmentValues {
            var size: Double {
                get { self[SizeKey.self] }
                set { self[SizeKey.self] = max(0, newValue) }
            }
        }

        """, reason: "accessor-extra-work"),
    ]

    public init() {}

    static func plan(_ context: PassContext) -> EntryPlan {
        context.cache.value(EntryPlan.cacheKey) { EntryPlan(context: context) }
    }

    public func prepare(_ context: PassContext) { _ = Self.plan(context) }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let plan = Self.plan(context)
        var output = PassOutput()
        let tree = file.tree
        let index = context.indexIfAsRead(file)
        let isOriginal = index != nil
        if let index {
            output.findings += plan.findingsByFile[index] ?? []
        }
        // Each accessor acted on is one the plan converts: none to look for when it converts
        // nothing.
        for accessor in plan.convertible.isEmpty ? [] : EntryPlan.accessors(in: file, context: context) {
            guard let key = accessor.key, var decision = plan.convertible[key], decision.accessorPath == file.path else { continue }
            guard let minimum = EntryPass.containers[accessor.container]?.minimumOS else { continue }
            if !minimum.isSatisfied(by: context.target) {
                if isOriginal {
                    output.findings.append(file.finding(at: accessor.declaration,
                        "'\(accessor.name)' not converted to @Entry: \(accessor.container) entries need \(minimum) (deployment target: \(context.target))",
                        pass: Self.name, reason: "container-os"))
                }
                continue
            }
            let start = tree.startOffset(of: accessor.declaration)
            let end = tree.endOffset(of: accessor.declaration)
            // The key's documentation moves onto the entry unless the property has its own.
            if Rewriting.hasCommentAbove(accessor.declaration, tree) { decision.documentation = [] }
            output.edits.append(Edit(start: start, end: end,
                                     replacement: decision.replacement(modifiers: accessor.modifiers, indentation: Rewriting.whitespaceBefore(accessor.declaration, tree)),
                                     pass: Self.name, site: start, units: ["entry:" + decision.keyName]))
        }
        for (id, decision) in plan.convertibleByKeyPath[file.path] ?? [] {
            guard let minimum = EntryPass.containers[decision.container]?.minimumOS, minimum.isSatisfied(by: context.target),
                  let declaration = EntryPlan.keyDeclaration(decision.keyScopePath, in: tree) else { continue }
            _ = id
            var range = Self.withNamingMark(Self.keepingSectionMarks(Rewriting.deletion(of: declaration, in: tree, .declaration), of: declaration, tree),
                                            of: declaration, tree)
            if let block = Self.emptiedIfConfig(declaration, range, tree) { range = Rewriting.deletion(of: block, in: tree, .declaration) }
            // Part of the accessor's rewrite: not counted as a site of its own.
            output.edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: -1, units: ["entry:" + decision.keyName]))
        }
        return output
    }

    /// The `#if` block the key's deletion would leave empty (`#if os(macOS)`, the key, `#endif`,
    /// with no other clause and nothing else inside): deleted whole.
    static func emptiedIfConfig(_ declaration: Node, _ range: Range<Int>, _ tree: SyntaxTree) -> Node? {
        guard let clause = declaration.parent, clause.kind == .ifConfigClause, let block = clause.parent, block.kind == .ifConfigDecl,
              block.children(.ifConfigClause).count == 1, clause.childNodes.count == 2, clause.childNodes[1] == declaration,
              let condition = clause.childNodes.first, block.endToken > declaration.endToken else { return nil }
        let bytes = tree.bytes
        let endif = Int(tree.tokens[block.endToken - 1].textStart)
        let blank = { (a: Int, b: Int) in a >= b || bytes[a..<b].allSatisfy { [9, 10, 13, 32].contains($0) } }
        guard tree.text(of: block.endToken - 1) == "#endif", blank(tree.endOffset(of: condition), range.lowerBound), blank(range.upperBound, endif) else { return nil }
        return block
    }

    /// A key's deletion with a `// MARK: - FocusedItemKey` line above it that names the key,
    /// with only blank lines between (at most two): the MARK heads nothing else, so it goes
    /// too (with the blank lines under it).
    /// A deletion without the `// MARK:` lines it took from above the key that do not name
    /// it (`// MARK: - Window frame`): they head a section that outlives the key.
    static func keepingSectionMarks(_ range: Range<Int>, of declaration: Node, _ tree: SyntaxTree) -> Range<Int> {
        guard let nameToken = DeclarationView(declaration)?.name else { return range }
        let name = tree.text(of: nameToken)
        let bytes = tree.bytes
        var start = range.lowerBound
        let keyStart = tree.startOffset(of: declaration)
        while start < keyStart {
            var end = start
            while end < keyStart && bytes[end] != 10 { end += 1 }
            let line = String(decoding: bytes[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard line.isEmpty || line.hasPrefix("// MARK:") else { break }
            if line.hasPrefix("// MARK:"),
               line.dropFirst("// MARK:".count).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) { break }
            if line.hasPrefix("// MARK:") {
                // Keep this line and what is above it: a deletion of whole lines starts on
                // the next line, one that starts at a line break starts at this line's.
                let wholeLines = range.lowerBound == 0 || bytes[range.lowerBound - 1] == 10
                return (wholeLines ? min(end + 1, keyStart) : end)..<range.upperBound
            }
            start = min(end + 1, keyStart)
        }
        return range
    }

    static func withNamingMark(_ range: Range<Int>, of declaration: Node, _ tree: SyntaxTree) -> Range<Int> {
        guard let nameToken = DeclarationView(declaration)?.name else { return range }
        let name = tree.text(of: nameToken)
        let bytes = tree.bytes
        func lineStart(_ offset: Int) -> Int {
            var i = offset
            while i > 0 && bytes[i - 1] != 10 && bytes[i - 1] != 13 { i -= 1 }
            return i
        }
        var above = lineStart(range.lowerBound)
        var blanks = 0
        while above > 0 {
            let previous = lineStart(above - 1)
            let line = String(decoding: bytes[previous..<above], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty, blanks < 2 {
                blanks += 1
                above = previous
                continue
            }
            if line.hasPrefix("// MARK:"),
               line.dropFirst("// MARK:".count).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(where: { $0 == name }) {
                return previous..<range.upperBound
            }
            break
        }
        return range
    }
}

