import Foundation
import SwiftCST

/// The decision for one universe of modules: which classes convert (with every use site),
/// and why the others do not.
///
/// Every name is resolved through the semantic model: a class is its declaration (two
/// classes named `Model` in different modules, or nested in different types, are different
/// families), and a use site's written type is looked up where it is written (typealiases
/// followed, generic parameters seen). A site that cannot be resolved blocks only the
/// families whose classes can reach it: those seen by a module that also sees the site.
final class ObservablePlan: @unchecked Sendable {
    var edits: [String: [Edit]] = [:]
    var findings: [Finding] = []
    var findingsByPath: [String: [Finding]] = [:]
    var originalBytes: [String: [UInt8]] = [:]

    static let pass = ObservablePass.name

    /// A class of a family: the root conforms to ObservableObject, the others inherit it.
    struct Member {
        var id: Int32
        /// The inherited-type node naming ObservableObject (roots only).
        var conformance: Node?
        /// `extension X: ObservableObject {}` carrying the conformance instead (roots only).
        var conformanceExtension: Int32?
        var published: Set<String> = []
        /// Whether `@Observable` is written on it (the root, and any subclass with stored
        /// properties to track).
        var addsMacro = false
    }

    /// A root class and its project subclasses: they convert together or not at all.
    struct Family {
        var members: [Member]
        var blocks: [Block] = []
        /// Modules that can see any of its classes.
        var seeing: Set<Int> = []
        var root: Int32 { members[0].id }
    }

    enum WrapperKind: String { case stateObject = "StateObject", observedObject = "ObservedObject", environmentObject = "EnvironmentObject" }

    /// `@StateObject` / `@ObservedObject` / `@EnvironmentObject` property.
    struct Site {
        var kind: WrapperKind
        var file: Int
        var declaration: Node
        var attribute: Node
        var name: String
        /// The enclosing type (`typeKey`).
        var owner: String
        /// The type as written for `@Environment(X.self)`.
        var typeText: String
        var family: Int
        var bindable = false
    }

    /// Uses of `$m` / `_m` inside a type (across its declarations), by "owner.name".
    struct ProjectionUse {
        var file: Int
        var node: Node
        /// `$m.prop` (true) or `$m` alone (false); for `_m`: always false.
        var memberAccess: Bool
        /// The member declaration of the owner that contains the use.
        var member: Node?
    }

    /// Why a family does not convert, with the site to report.
    struct Block {
        var file: Int
        var offset: Int
        var reason: String
        var message: String
    }

    /// What a written type can be, for this pass.
    enum Meaning {
        /// A class of this family.
        case family(Int)
        /// A generic parameter, a protocol or `ObservableObject` itself: any of these families.
        case open([Int])
        /// A name the model cannot pin down (ambiguous).
        case unknown
        /// Anything else: an outside type, a struct, a class that is not ObservableObject.
        case other
    }

    let context: PassContext
    let model: SemanticModel
    /// Model file indices of the universe's files.
    let universe: [Int]
    var families: [Family] = []
    /// How many families have a root of each name (`unit`), once the families are final.
    var familiesByRootName: [String: Int]?
    /// The classes that get `@Observable`, by file (`importEdits`), once the families are final.
    var macroClassNodesByFile: [Int: [Node]]?
    var familyOf: [Int32: Int] = [:]
    var suppressionsCache: [Int: Suppressions] = [:]
    /// The model's declarations by node (universe files), to find the code around a site.
    var declarationByNode: [Node: Int32] = [:]
    var conformanceCache: [Int32: Set<Int32>] = [:]
    var externalCache: [Int32: Set<String>] = [:]
    var seeingCache: [Int: Set<Int>] = [:]
    /// Generic types whose instantiations are being gathered (a cycle gives up), and the
    /// answers by declaration and parameter index (`ObservableGenericInstances.swift`).
    var instantiationsInProgress: Set<Node> = []
    var instantiationCache: [Node: [Int: Set<Int>?]] = [:]
    /// Notes that go with a family's conversion (reported only when it converts).
    var notes: [(family: Int, finding: Finding)] = []

    init(context: PassContext) {
        self.context = context
        self.model = context.model
        self.universe = context.files.compactMap { context.model.file($0.path) }
        for file in context.files { originalBytes[file.path] = file.tree.bytes }
        build()
    }

    // MARK: Small helpers

    func source(_ f: Int) -> SourceFile { model.files[f] }
    func tree(_ f: Int) -> SyntaxTree { model.files[f].tree }
    func name(_ id: Int32) -> String { model.qualifiedName(of: id) }

    static func attributeName(_ attribute: Node, _ tree: SyntaxTree) -> String {
        let tokens = attribute.childTokens
        return tokens.count > 1 ? tree.text(of: tokens[1]) : ""
    }

    /// A key for the type a site lies in: a project declaration or an outside type.
    static func typeKey(_ target: SemanticModel.TypeTarget?) -> String {
        switch target {
        case .project(let id)?: return "p\(id)"
        case .external(let name)?: return "e" + name
        case nil: return ""
        }
    }

    func block(_ family: Int, _ f: Int, _ offset: Int, _ reason: String, _ message: String) {
        families[family].blocks.append(Block(file: f, offset: offset, reason: reason, message: message))
    }

    func block(_ list: [Int], _ f: Int, _ offset: Int, _ reason: String, _ message: String) {
        for family in Set(list).sorted() { block(family, f, offset, reason, message) }
    }

    /// `Outer.Name declared at path:line`.
    func described(_ id: Int32) -> String { "'\(name(id))' (declared at \(model.location(id)))" }

    /// The effective access of the code a site lies in: the innermost enclosing declaration
    /// that is not local.
    func siteAccess(_ node: Node) -> AccessLevel {
        var current: Node? = node
        while let n = current {
            if let id = declarationByNode[n], model.access(id) != .local { return model.access(id) }
            current = n.parent
        }
        return .internal
    }

    /// The families whose classes can reach a site: some module sees both.
    func reaching(_ node: Node, _ f: Int) -> [Int] {
        let seeing = modulesSeeing(f, siteAccess(node))
        return families.indices.filter { !families[$0].seeing.isDisjoint(with: seeing) }
    }

    /// `SemanticModel.modulesSeeing`, once per file and access level.
    func modulesSeeing(_ f: Int, _ access: AccessLevel) -> Set<Int> {
        let key = f * 8 + access.rawValue
        if let known = seeingCache[key] { return known }
        let result = model.modulesSeeing(file: f, access: access)
        seeingCache[key] = result
        return result
    }

    /// The outside types and protocols a class is or conforms to.
    func externalConformances(_ id: Int32) -> Set<String> {
        if let known = externalCache[id] { return known }
        let result = model.conformances(of: id).external
        externalCache[id] = result
        return result
    }

    /// The project protocols a class is or conforms to (through superclasses too).
    func conformedProtocols(_ id: Int32) -> Set<Int32> {
        if let known = conformanceCache[id] { return known }
        let found = model.conformances(of: id).project.filter { model.declaration($0).kind == .protocol }
        conformanceCache[id] = found
        return found
    }

    /// Whether an inherited type as written in a declaration is Combine's ObservableObject.
    func isObservableObject(_ text: String, declaredBy id: Int32) -> Bool {
        guard let name = TypeName(text), name.last == "ObservableObject", !name.isOptional,
              name.components.count == 1 || (name.components.count == 2 && ["Combine", "SwiftUI"].contains(name.components[0])) else { return false }
        return model.canonicalType(text, declaredBy: id).target == .external("ObservableObject")
    }

    /// What a type written at a site can be.
    func meaning(ofType text: String, at node: Node, _ f: Int, depth: Int = 0) -> Meaning {
        let parts = text.split(separator: "&").map { String($0).trimmingSpaces() }
        if parts.count > 1 {
            var result: Set<Int> = []
            for part in parts {
                switch meaning(ofType: part, at: node, f, depth: depth + 1) {
                case .family(let family): return .family(family)
                case .open(let list): result.formUnion(list)
                case .unknown: return .unknown
                case .other: break
                }
            }
            return result.isEmpty ? .other : .open(result.sorted())
        }
        guard let name = TypeName(text) else { return .other }
        switch model.lookupType(name.dotted, in: source(f), at: node) {
        case .genericParameter:
            return depth > 4 ? .open(reaching(node, f)) : .open(constrainedFamilies(name.dotted, at: node, f, depth: depth))
        case .notFound:
            return name.last == "ObservableObject" ? .open(reaching(node, f)) : .other
        case .declarations(let found):
            let nominals = Set(found.compactMap { model.nominalType(of: $0) })
            if nominals.count == 1, let id = nominals.first {
                if let family = familyOf[id] { return .family(family) }
                if model.declaration(id).kind == .protocol {
                    let seeing = modulesSeeing(f, siteAccess(node))
                    return .open(families.indices.filter { family in
                        !families[family].seeing.isDisjoint(with: seeing)
                            && families[family].members.contains { conformedProtocols($0.id).contains(id) }
                    })
                }
                return .other
            }
            if nominals.isEmpty {
                // A typealias to an outside type, or to ObservableObject itself.
                if case .external(let outside)? = model.canonicalType(name.dotted, in: source(f), at: node).target {
                    return outside == "ObservableObject" ? .open(reaching(node, f)) : .other
                }
                return .unknown
            }
            // Several declarations (a class declared in two `#if` branches, say): any of them.
            let candidates = nominals.compactMap { familyOf[$0] }
            if !candidates.isEmpty { return .open(Array(Set(candidates)).sorted()) }
            return nominals.contains { model.declaration($0).kind == .protocol || model.declaration($0).kind == .class } ? .unknown : .other
        }
    }

    /// The families a generic parameter can stand for: those satisfying every constraint
    /// (`<M: P>`, `where M: P & Q`); every family that can reach the site when there is none.
    func constrainedFamilies(_ name: String, at node: Node, _ f: Int, depth: Int) -> [Int] {
        let tree = self.tree(f)
        let reachable = Set(reaching(node, f))
        var current = node.parent
        while let declaration = current {
            if let clause = declaration.child(.genericParameterClause) {
                for (index, parameter) in clause.children(.genericParameter).enumerated() {
                    guard let first = parameter.childTokens.first, tree.text(of: first) == name else { continue }
                    var constraints = parameter.childNodes
                    for requirement in declaration.child(.genericWhereClause)?.children(.genericRequirement) ?? [] {
                        let parts = requirement.childNodes
                        let hasColon = requirement.childTokens.contains { tree.tokens[$0].kind == .colon }
                        if hasColon, parts.count == 2, tree.collapsedText(of: parts[0]) == name { constraints.append(parts[1]) }
                    }
                    var result = reachable
                    for constraint in constraints {
                        result.formIntersection(satisfying(tree.collapsedText(of: constraint), at: constraint, f, reachable: reachable, depth: depth))
                    }
                    // A type's parameter is only what its instantiations pass.
                    if !result.isEmpty, let instances = instantiatedFamilies(of: declaration, parameter: name, index: index, f, depth: depth) {
                        result.formIntersection(instances)
                    }
                    return result.sorted()
                }
            }
            current = declaration.parent
        }
        return reachable.sorted()
    }

    /// The families whose classes satisfy a constraint as written: a class (its family), a
    /// project protocol or an outside one (the families conforming to it), ObservableObject
    /// or AnyObject (all of them); a composition, all of its parts.
    func satisfying(_ text: String, at node: Node, _ f: Int, reachable: Set<Int>, depth: Int) -> Set<Int> {
        let parts = text.split(separator: "&").map { String($0).trimmingSpaces() }
        if parts.count > 1 {
            return parts.reduce(reachable) { $0.intersection(satisfying($1, at: node, f, reachable: reachable, depth: depth)) }
        }
        guard let name = TypeName(text), depth < 8 else { return reachable }
        func conforming(toOutside outside: String) -> Set<Int> {
            if outside == "ObservableObject" || outside == "AnyObject" { return reachable }
            return reachable.filter { family in families[family].members.contains { externalConformances($0.id).contains(outside) } }
        }
        switch model.lookupType(name.dotted, in: source(f), at: node) {
        case .notFound:
            return conforming(toOutside: name.last)
        case .genericParameter:
            return reachable
        case .declarations(let found):
            let nominals = Set(found.compactMap { model.nominalType(of: $0) })
            if nominals.isEmpty {
                if case .external(let outside)? = model.canonicalType(name.dotted, in: source(f), at: node).target { return conforming(toOutside: outside) }
                return reachable
            }
            var result: Set<Int> = []
            for id in nominals {
                if let family = familyOf[id] {
                    // A class constraint: the class and its subclasses, that is, its family.
                    result.insert(family)
                } else if model.declaration(id).kind == .protocol {
                    result.formUnion(reachable.filter { family in families[family].members.contains { conformedProtocols($0.id).contains(id) } })
                } else if model.declaration(id).kind == .class {
                    // A superclass of a family's root.
                    result.formUnion(reachable.filter { family in model.superclasses(of: families[family].root).contains(id) })
                }
            }
            return result
        }
    }

    /// What a value expression's type can be.
    func meaning(ofValue expression: Node, _ f: Int) -> (meaning: Meaning, text: String?) {
        var value = expression
        while true {
            if [.optionalChainingExpr, .forceUnwrapExpr].contains(value.kind), let inner = value.firstChildNode {
                value = inner
            } else if value.kind == .tupleExpr, let elements = value.child(.labeledExprList)?.children(.labeledExpr), elements.count == 1,
                      ArgumentView(elements[0]).label == nil, let inner = ArgumentView(elements[0]).expression {
                value = inner
            } else {
                break
            }
        }
        // `x as! T`, `x as? T`: a T.
        if value.kind == .sequenceExpr, let cast = value.childNodes.last, cast.kind == .asExpr, let type = cast.childNodes.last {
            let text = tree(f).collapsedText(of: type)
            return (meaning(ofType: text, at: type, f), text)
        }
        let file = source(f)
        if value.kind == .declReferenceExpr, tree(f).text(of: value) == "self" {
            guard let target = model.enclosingType(of: value, in: file) else { return (.unknown, nil) }
            if case .project(let id) = target, let family = familyOf[id] { return (.family(family), name(id)) }
            return (.other, nil)
        }
        var resolved = TypeResolver.resolve(value, at: value, file: file, context: context)
        if resolved == nil, value.kind == .declReferenceExpr {
            // A capitalised variable (`App`) is a variable when one is declared.
            resolved = TypeResolver.lookupValue(DeclarationCollector.unescaped(tree(f).text(of: value)), at: value, file: file, context: context, depth: 0)
        }
        guard let resolved else { return (.unknown, nil) }
        if let target = resolved.target {
            if case .project(let id) = target {
                if let family = familyOf[id] { return (.family(family), resolved.text) }
                if model.declaration(id).kind == .protocol { return (meaning(ofType: name(id), at: value, f), resolved.text) }
                return (.other, resolved.text)
            }
            if case .external("ObservableObject") = target { return (.open(reaching(value, f)), resolved.text) }
            return (.other, resolved.text)
        }
        // A generic parameter or a type without a name.
        return (meaning(ofType: resolved.text, at: value, f), resolved.text)
    }

    /// The member declaration of the enclosing type that contains a node.
    static func member(containing node: Node) -> Node? {
        var member: Node?
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl:
                return member
            case .memberBlock:
                if DeclarationView(current) != nil { member = current }
            case .ifConfigClause, .ifConfigDecl:
                if DeclarationView(current) != nil, member == nil { member = current }
            default:
                break
            }
            current = parent
        }
        return nil
    }

    /// A stored instance property binding (no getter/setter block; observers allowed).
    static func isStored(_ binding: Node, _ tree: SyntaxTree) -> Bool {
        guard let block = binding.child(.accessorBlock) else { return true }
        let accessors = block.children(.accessorDecl)
        if accessors.isEmpty { return false }
        return accessors.allSatisfy { accessor in
            let keyword = accessor.childTokens.first.map { tree.text(of: $0) }
            return keyword == "willSet" || keyword == "didSet"
        }
    }

    static func lastName(_ node: Node, _ tree: SyntaxTree) -> String {
        if let view = MemberAccessView(node), let name = view.name { return tree.text(of: name) }
        return tree.text(of: node)
    }

    /// `.init` with no base.
    static func isImplicitInit(_ callee: Node, _ tree: SyntaxTree) -> Bool {
        guard let view = MemberAccessView(callee), view.base == nil, let name = view.name else { return false }
        return tree.text(of: name) == "init"
    }

    /// The `Edit.units` name of a family.
    /// A family whose root shares its name with another's is told apart by its location.
    func unit(_ family: Int) -> String {
        let root = families[family].root
        if familiesByRootName == nil {
            // Counted once (counting per family was quadratic: 25,000 models took minutes).
            var counts: [String: Int] = [:]
            for other in families { counts[name(other.root), default: 0] += 1 }
            familiesByRootName = counts
        }
        let sameName = familiesByRootName?[name(root)] ?? 0
        return "observable:" + name(root) + (sameName > 1 ? "@" + model.location(root) : "")
    }
}
