import Foundation
import SwiftCST

/// The type of an expression, as the compiler would give it — the one layer passes ask
/// "what is this value?" (`type(of:in:)`), checked against `swiftc -dump-ast` by the test
/// suite (`TypeAudit`).
///
/// ## Representation
///
/// `TypeRef` is structured and canonical: nominal types are identified by declaration
/// (`DeclRef`: the project's model or the SDK digest's, which are separate models) or, for
/// a type neither declares, by name; generic arguments are `TypeRef`s; optionals, tuples
/// (with labels), functions (parameters, result, `async`/`throws`), metatypes, generic
/// parameters (by owner and name), associated types of a generic parameter
/// (`C.Element`), opaque types (`some View`, by the declaration whose result they are),
/// existentials (`any P & Q`, `Any`) and `Self` each have a case. Typealiases are resolved
/// away (`TimeInterval` is `Double`), `[T]`/`[K: V]`/`T?` are `Array`/`Dictionary`/
/// `Optional`, and `T!` declarations are typed `T?` (the declaration is marked, not the
/// type). Equal `TypeRef`s are the same type; `description` prints as the compiler does.
///
/// ## Inference
///
/// Types are found the way the compiler finds them, within what declarations say:
///
/// - **Bottom-up** where the expression alone decides: a name is looked up innermost
///   first (locals declared before the site, `if`/`guard`/`while let` bindings, `case let`
///   payloads, `for` patterns, closure and function parameters, `self` and the members of
///   the enclosing types, file, module, imported modules, then the SDK digest); its type is
///   its declaration's, resolved where it is declared (annotation, else the initial value,
///   else a property wrapper's wrapped value). A member `base.name` is looked up in the
///   base's type: its own members and its extensions', its superclasses', and those of the
///   protocols it conforms to (protocol extensions, constrained extensions whose `where`
///   holds, most refined protocol first), the project's extensions of SDK types included.
///   The member's declared type is then *substituted*: the owner's generic parameters by
///   the base's generic arguments (a superclass's through the inheritance clause), `Self`
///   by the base, associated types (`Self.Element`) by the base's witnesses (a nested type
///   or typealias of that name, a generic parameter of that name, the type of the
///   conforming member that a requirement names — `var id: ID` — or the associated
///   type's default).
/// - **Top-down (bidirectional)** where a contextual type exists: an argument gets its
///   parameter's type, a `let x: T =` initial value gets `T`, a `return` gets the result
///   type, an assignment gets the assigned-to type, a `case` pattern gets the switched
///   value's type. The context types implicit members (`.red` and `.tokens.primary`
///   against `Color?`, or against `some ShapeStyle` through `extension ShapeStyle where
///   Self == Color`, as Swift looks them up), literals (`1` as a `Double`), `nil`, and
///   closures: a closure's parameters get the parameter types of the function type it is
///   passed as, after the call's other arguments have bound the callee's generic
///   parameters (`ForEach(badges) { badge in }`, `xs.map { $0.name }`,
///   `.onChange(of: x) { value in }`); its result (a single expression, the written
///   signature, or a result builder's `buildBlock`) binds the rest (`map`'s `T`).
/// - **Calls** choose among overloads by argument labels (defaults, variadics and
///   trailing closures counted), then by argument types where those are known; the result
///   is taken only when every remaining candidate gives the same type. Generic parameters
///   are bound by unifying parameter and argument types, then by the `where` clause's
///   same-type requirements.
/// - **Optionals**: `?.` chains (each link on the unwrapped value, the chain optional as a
///   whole), `!`, `T!` declarations (forced where the value is used as a base), `??`,
///   `try?`, `as?`/`as!`/`as`, optional bindings, `[weak self]` (`self` optional inside).
/// - **Operators** are folded by Swift's precedence groups; the standard operators' result
///   types come from their operands (`==` is `Bool`, `a + b` is the operands' type, a
///   literal operand takes the other's type), the project's operators from their
///   declarations.
///
/// Every expression's type is recorded as its enclosing statement is checked (the
/// statement is the unit, as for the compiler), per file and once; queries then read the
/// record. `nil` means not known: the layer never guesses.
///
/// ## The SDK digest
///
/// What the SDK declares comes from `SDKDigest`: declarations only (no bodies), in Swift
/// syntax, parsed with our own parser into a `SemanticModel` of its own, built once per
/// process on first use and shared. Project declarations shadow it as Swift does (the
/// project's `Color` in its module); an SDK declaration is never mistaken for the
/// project's (`DeclRef.space`). The digest is generated by `.ci/generate-sdk-digest`: the
/// toolchain's standard library interface, the interfaces `swift-synthesize-interface`
/// prints for Foundation and Dispatch, and our own SwiftUI stub
/// (`Fixtures/SwiftUIStub/Sources`: SwiftUI, Combine, UIKit, ...), reduced to the types
/// listed in `.ci/sdk-digest-types`, without bodies, comments, non-public members and the
/// attributes types do not need.
///
/// ## Scoped unknowns
///
/// Where a value's type stays unknown, `candidates(forUnknown:usingMembers:in:)` says which
/// project types it can be: those visible at the site that have (declare, inherit, or get
/// from a protocol) every member the code uses on it, so one unknown value only blocks the
/// classes it can be; `unknownPart(of:in:)` names the innermost sub-expression whose type is
/// unknown (`wrapped?.config` at `path:line`) for findings.
///
/// Thread-safe: one instance per semantic model, shared by the passes' worker threads;
/// each file's record is built under that file's lock.
package final class ExpressionTypes: @unchecked Sendable {
    package let model: SemanticModel
    /// The SDK's declarations (shared by every instance).
    package let sdk: SDKDigest

    let lock = NSLock()
    /// Per file path: what its current tree's expressions are.
    private var records: [String: FileRecord] = [:]
    /// Declarations' nodes of the model's trees, per file: node id → declaration.
    private var declarationNodes: [Int: [Int32: Int32]] = [:]

    let declaredTypeCache = TypeCache<DeclRef, TypeRef?>(cycle: nil)
    let signatureCache = TypeCache<DeclRef, Signature?>(cycle: nil)
    let superclassCache = TypeCache<DeclRef, TypeRef?>(cycle: nil)
    let refinementCache = TypeCache<DeclRef, [DeclRef]>(cycle: [])
    let associatedNamesCache = TypeCache<DeclRef, Set<String>>(cycle: [])
    let conformanceCache = TypeCache<DeclRef, [Conformance]>(cycle: [])
    /// `protocols(of:)` for types with conditional conformances.
    let conditionalProtocolsCache = TypeCache<TypeRef, [DeclRef]>(cycle: [])
    let requirementCache = TypeCache<DeclRef, [Requirement]>(cycle: [])
    let whereCache = TypeCache<DeclRef, [Requirement]>(cycle: [])
    let unknownInheritanceCache = TypeCache<DeclRef, Bool>(cycle: false)
    let associatedCache = TypeCache<AssociatedKey, TypeRef?>(cycle: nil)
    let wrapperCache = TypeCache<DeclRef, TypeRef?>(cycle: nil)
    /// Operators with the project's own declarations added.
    lazy var operators: SDKDigest.Operators = {
        var operators = sdk.operators
        for file in model.files { operators.add(file.tree) }
        return operators
    }()
    private let operatorLock = NSLock()

    /// Which `#if` branches count as compiled.
    package let conditions: CompilationConditions
    let compiledCache = TypeCache<DeclRef, Bool>(cycle: true)
    let siblingCache = TypeCache<DeclRef, [DeclRef]>(cycle: [])

    /// The iOS version the code can rely on (its deployment target), for overloads that
    /// need a later one (`TypeAvailability`); nil ranks no overload by availability.
    package let iOSDeploymentTarget: Version?
    let introducedCache = TypeCache<DeclRef, Version?>(cycle: nil)

    package init(model: SemanticModel, sdk: SDKDigest = .shared, conditions: CompilationConditions = .iOS, iOSDeploymentTarget: Version? = nil) {
        self.model = model
        self.sdk = sdk
        self.conditions = conditions
        self.iOSDeploymentTarget = iOSDeploymentTarget
    }

    /// The iOS version a declaration requires (its own `@available` or its parents').
    func iOSIntroduced(_ ref: DeclRef) -> Version? {
        introducedCache.value(ref) {
            TypeAvailability.iOSIntroduced(declaration: declaration(ref).node, tree(of: ref))
        }
    }

    /// A nominal declaration that `#if` branches declare more than once (`#if compiler(<6.2)
    /// struct Deque {} #else struct Deque { ... } #endif`): the compiled one (the model
    /// attaches extensions to the first).
    func compiledDeclaration(_ ref: DeclRef) -> DeclRef {
        guard ref.space == .project, !isCompiled(ref) else { return ref }
        for other in branchSiblings(of: ref) where isCompiled(other) { return other }
        return ref
    }

    /// Nominal declarations of the same name, module and scope as one (each in its `#if`
    /// branch).
    func branchSiblings(of ref: DeclRef) -> [DeclRef] {
        guard ref.space == .project else { return [ref] }
        return siblingCache.value(ref) {
            let d = declaration(ref)
            guard d.kind.isNominalType else { return [ref] }
            let name = model.qualifiedName(of: ref.id)
            let modules = Set(model.graph.modules(of: model.files[d.file].path))
            var result: [DeclRef] = []
            for id in model.membersByName[d.name] ?? [] where model.declaration(id).kind.isNominalType {
                if model.qualifiedName(of: id) == name { result.append(DeclRef(.project, id)) }
            }
            for (i, other) in model.declarations.enumerated() where other.parent < 0 && other.name == d.name && other.kind.isNominalType {
                let otherModules = Set(model.graph.modules(of: model.files[other.file].path))
                if !modules.isDisjoint(with: otherModules) { result.append(DeclRef(.project, Int32(i))) }
            }
            return result.isEmpty ? [ref] : Array(Set(result)).sorted { $0.id < $1.id }
        }
    }

    /// Whether a declaration is in code that is compiled (not in an `#if` branch known to be
    /// left out).
    func isCompiled(_ ref: DeclRef) -> Bool {
        guard ref.space == .project else { return true }
        return compiledCache.value(ref) {
            let d = declaration(ref)
            return !conditions.isInactive(d.node, model.files[d.file].tree)
        }
    }

    /// The digest type each project extension of one extends (by extension id), and the
    /// project extensions of each digest type. Built once under a recursive lock: while it is
    /// built, the building thread sees no project extensions (resolving an extension's
    /// written type needs none), other threads wait.
    private var extensionIndex: (targets: [Int32: DeclRef], byType: [Int32: [Int32]])?
    private var buildingExtensionIndex = false
    private let extensionLock = NSRecursiveLock()

    var sdkTargetOfProjectExtension: [Int32: DeclRef] { projectExtensionIndex.targets }
    var projectExtensionsOfSDK: [Int32: [Int32]] { projectExtensionIndex.byType }

    var projectExtensionIndex: (targets: [Int32: DeclRef], byType: [Int32: [Int32]]) {
        extensionLock.lock()
        defer { extensionLock.unlock() }
        if let extensionIndex { return extensionIndex }
        if buildingExtensionIndex { return ([:], [:]) }
        buildingExtensionIndex = true
        let targets = ExpressionTypes.sdkTargets(of: model, sdk: sdk) { self.resolveSDKExtensionTarget($0) }
        var byType: [Int32: [Int32]] = [:]
        for (ext, target) in targets.sorted(by: { $0.key < $1.key }) { byType[target.id, default: []].append(ext) }
        extensionIndex = (targets, byType)
        buildingExtensionIndex = false
        return (targets, byType)
    }

    /// The operator table (built on first use).
    var operatorTable: SDKDigest.Operators {
        operatorLock.lock()
        defer { operatorLock.unlock() }
        return operators
    }

    // MARK: Queries

    /// The type of an expression of a file (a node of the file's current tree): as the
    /// compiler would give it, or nil when it is not known. Checks the statement around the
    /// expression once and records every expression in it.
    package func type(of expression: Node, in file: SourceFile) -> TypeRef? {
        let record = self.record(for: file)
        record.lock.lock()
        defer { record.lock.unlock() }
        if let known = record.types[expression.id] { return known }
        let checker = TypeChecker(types: self, file: file, record: record)
        return checker.typeOf(expression)
    }

    /// What iterating an expression gives (`ArraySlice<Room>`, a project collection whose
    /// `Element` is `Room` → `Room`), or nil when its type or element is not known.
    package func elementType(of expression: Node, in file: SourceFile) -> TypeRef? {
        guard let type = type(of: expression, in: file), let element = associatedType("Element", of: type),
              !element.hasTypeParameters else { return nil }
        return element
    }

    /// The record of a file's current tree (a new one when the tree changed).
    func record(for file: SourceFile) -> FileRecord {
        lock.lock()
        defer { lock.unlock() }
        if let existing = records[file.path], existing.tree === file.tree { return existing }
        let made = FileRecord(tree: file.tree)
        records[file.path] = made
        return made
    }

    /// The declaration a declaration node of a file's tree is (nil for other nodes, or a
    /// tree the model was not built from).
    func declarationRef(of node: Node, in file: SourceFile) -> DeclRef? {
        guard let index = model.file(file.path) else { return nil }
        guard model.files[index].tree === file.tree else { return declarationRefByName(of: node, in: file, index: index) }
        lock.lock()
        if declarationNodes[index] == nil {
            var table: [Int32: Int32] = [:]
            for (i, declaration) in model.declarations.enumerated() where declaration.file == index {
                table[declaration.node.id] = table[declaration.node.id] ?? Int32(i)
            }
            declarationNodes[index] = table
        }
        let found = declarationNodes[index]?[node.id]
        lock.unlock()
        guard let found else { return nil }
        // A node holding several declarations (`var a, b`) maps to the first; types and
        // functions hold one.
        return DeclRef(.project, found)
    }

    /// For a later round's tree: the declaration of the same kind, name and line.
    func declarationRefByName(of node: Node, in file: SourceFile, index: Int) -> DeclRef? {
        guard let view = DeclarationView(node) else { return nil }
        let tree = file.tree
        let token = view.name ?? view.extendedType?.firstToken ?? node.firstToken
        let line = tree.location(of: Int(tree.tokens[token].textStart)).line
        for (i, declaration) in model.declarations.enumerated() where declaration.file == index && declaration.line == line
            && declaration.node.kind == node.kind {
            return DeclRef(.project, Int32(i))
        }
        return nil
    }
}

/// The types of one tree's expressions, filled as statements are checked.
final class FileRecord: @unchecked Sendable {
    let tree: SyntaxTree
    let lock = NSLock()
    /// Node id → type (nil: checked, not known).
    var types: [Int32: TypeRef?] = [:]
    /// Closure node id → its parameters' and result's types, once its context is known.
    var closures: [Int32: ClosureContext] = [:]
    /// Nodes whose value is implicitly unwrapped (`var vm: VM!`): forced as a base.
    var implicitlyUnwrapped: Set<Int32> = []
    /// Why a node's type is unknown (for the audit's shapes).
    var reasons: [Int32: String] = [:]
    /// Closure node id → whether it throws (`TypeChecker.closureThrows`), asked once per
    /// overload tried.
    var closureThrows: [Int32: Bool?] = [:]
    /// Roots being checked (a root asked for again while it is checked is not re-entered).
    var activeRoots: Set<Int32> = []

    init(tree: SyntaxTree) {
        self.tree = tree
    }
}

/// What a closure's context says of it.
struct ClosureContext {
    var parameters: [TypeRef?]
    var result: TypeRef?
    /// `[weak self]`: `self` is optional inside.
    var weakSelf = false
}
