import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

extension ObservablePlan {
    /// What the plan reads of a universe, and the questions about its code that do not
    /// depend on which classes form families (answers memoised while the plan is built):
    /// the universe's files, their deployment targets, the model's declarations by node,
    /// property wrappers, what creating an object does (ObservableLaziness.swift), observers
    /// an `init` would run (ObservableObserversInInit.swift) and how each part of a family
    /// is rewritten (ObservableRewrites.swift).
    final class Scope {
        let context: PassContext
        let model: SemanticModel
        /// Model file indices of the universe's files.
        let universe: [Int]
        /// The first declaration of each model file (declarations are numbered file by file),
        /// and one past the last: a file's declarations by node are made when first asked for.
        private let fileDeclarationStarts: [Int32]?
        private var declarationsByNodeOfFile: [Int: [Node: Int32]] = [:]
        private let inUniverse: Set<Int>
        /// The universe's classes and extensions, in declaration order.
        let classIDs: [Int32]
        let extensionIDs: [Int32]
        private var conformanceCache: [Int32: Set<Int32>] = [:]
        private var externalCache: [Int32: Set<String>] = [:]
        private var seeingCache: [Int: Set<Int>] = [:]
        private var suppressionsCache: [Int: Suppressions] = [:]

        init(_ context: PassContext) {
            self.context = context
            let model = context.model
            self.model = model
            let universe = context.files.compactMap { model.file($0.path) }
            self.universe = universe
            let inUniverse = Set(universe)
            self.inUniverse = inUniverse
            let everyFile = universe.count == model.files.count
            var classIDs: [Int32] = []
            var extensionIDs: [Int32] = []
            var starts = [Int32](repeating: 0, count: model.files.count + 1)
            var inFileOrder = true
            // By index: a copy of each (large) declaration would retain and release its fields.
            let declarations = model.declarations
            var previousFile = 0
            for i in declarations.indices {
                let f = declarations[i].file
                if f < previousFile { inFileOrder = false }
                if f > previousFile { for g in (previousFile + 1)...f { starts[g] = Int32(i) } }
                previousFile = max(previousFile, f)
                guard everyFile || inUniverse.contains(f) else { continue }
                let kind = declarations[i].kind
                if kind == .class { classIDs.append(Int32(i)) }
                if kind == .extension { extensionIDs.append(Int32(i)) }
            }
            if previousFile + 1 <= model.files.count { for g in (previousFile + 1)...model.files.count { starts[g] = Int32(declarations.count) } }
            fileDeclarationStarts = inFileOrder ? starts : nil
            self.classIDs = classIDs
            self.extensionIDs = extensionIDs
        }

        /// The declaration a node declares, if the node is one of a universe file's
        /// declarations (the first, for a node declaring several).
        func declaration(at node: Node, inFile f: Int) -> Int32? {
            if let known = declarationsByNodeOfFile[f] { return known[node] }
            var byNode: [Node: Int32] = [:]
            if inUniverse.contains(f) {
                let declarations = model.declarations
                let range: Range<Int> = fileDeclarationStarts.map { Int($0[f])..<Int($0[f + 1]) } ?? declarations.indices
                for i in range where declarations[i].file == f && byNode[declarations[i].node] == nil {
                    byNode[declarations[i].node] = Int32(i)
                }
            }
            declarationsByNodeOfFile[f] = byNode
            return byNode[node]
        }


        func source(_ f: Int) -> SourceFile { model.files[f] }
        func tree(_ f: Int) -> SyntaxTree { model.files[f].tree }
        func name(_ id: Int32) -> String { model.qualifiedName(of: id) }

        /// `Outer.Name declared at path:line`.
        func described(_ id: Int32) -> String { "'\(name(id))' (declared at \(model.shortLocation(id)))" }

        /// The effective access of the code a site lies in: the innermost enclosing declaration
        /// that is not local.
        func siteAccess(_ node: Node, _ f: Int) -> AccessLevel {
            var current: Node? = node
            while let n = current {
                if let id = declaration(at: n, inFile: f), model.access(id) != .local { return model.access(id) }
                current = n.parent
            }
            return .internal
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
            let found = model.conformances(of: id).protocols
            conformanceCache[id] = found
            return found
        }

        /// Whether an inherited type as written in a declaration is Combine's ObservableObject.
        func isObservableObject(_ text: String, declaredBy id: Int32) -> Bool {
            guard let name = TypeName(text), name.last == "ObservableObject", !name.isOptional,
                  name.components.count == 1 || (name.components.count == 2 && ["Combine", "SwiftUI"].contains(name.components[0])) else { return false }
            return model.canonicalType(text, declaredBy: id).target == .external("ObservableObject")
        }

        /// Property wrappers Observation cannot track, and global actors it can.
        static let notWrappers: Set<String> = [
            "MainActor", "IBOutlet", "IBInspectable", "GKInspectable", "NSCopying", "NSManaged", "ObservationIgnored", "ObservationTracked",
            "Published", "available", "objc", "nonobjc", "preconcurrency", "usableFromInline", "inlinable", "discardableResult",
        ]

        /// Whether an attribute on a property is a property wrapper (which `@Observable` cannot
        /// track): a project `@propertyWrapper` type, or a capitalised outside name other than a
        /// known attribute or global actor.
        func isPropertyWrapper(_ name: String, at node: Node, _ f: Int) -> Bool {
            guard let first = name.first, !ObservablePlan.Scope.notWrappers.contains(name) else { return false }
            if case .declarations(let found) = model.lookupType(name, in: source(f), at: node) {
                let attributes = found.compactMap { model.nominalType(of: $0) }.flatMap { model.declaration($0).attributes }
                if attributes.contains("globalActor") { return false }
                return attributes.contains("propertyWrapper") || first.isUppercase
            }
            return first.isUppercase
        }

        /// A file's suppression comments, read once.
        func suppressions(_ f: Int) -> Suppressions {
            if let known = suppressionsCache[f] { return known }
            let suppressions = Suppressions.of(tree(f))
            suppressionsCache[f] = suppressions
            return suppressions
        }

        /// The wrapper call assigned to `_m`, if the use is exactly that.
        func wrapperAssignment(_ use: ProjectionUse, _ site: Site) -> Node? {
            guard site.kind != .environmentObject else { return nil }
            let tree = self.tree(use.file)
            // `_m` or `self._m` as the left side of `=`.
            let left = use.node
            guard let sequence = left.parent, sequence.kind == .sequenceExpr else { return nil }
            let parts = sequence.childNodes
            // `X(wrappedValue:)`, `X.init(wrappedValue:)`, `.init(wrappedValue:)`; an
            // ObservedObject also `initialValue:`.
            guard parts.count == 3, parts[0] == left, parts[1].kind == .assignmentExpr,
                  let call = FunctionCallView(parts[2]), let callee = call.calledExpression,
                  Self.namesWrapper(callee, site.kind.rawValue, tree) || ObservablePlan.Scope.isImplicitInit(callee, tree),
                  call.arguments.count == 1, call.trailingClosure == nil,
                  let label = call.arguments[0].label.map({ tree.text(of: $0) }),
                  label == "wrappedValue" || (label == "initialValue" && site.kind == .observedObject) else { return nil }
            return parts[2]
        }

        /// `StateObject` or `StateObject.init` (with the wrapper's name).
        static func namesWrapper(_ callee: Node, _ name: String, _ tree: SyntaxTree) -> Bool {
            if callee.kind == .declReferenceExpr { return tree.text(of: callee) == name }
            guard let member = MemberAccessView(callee), let base = member.base, base.kind == .declReferenceExpr,
                  let token = member.name else { return false }
            return tree.text(of: base) == name && tree.text(of: token) == "init"
        }

        /// A key for the type a site lies in: a project declaration or an outside type.
        static func typeKey(_ target: SemanticModel.TypeTarget?) -> String {
            switch target {
            case .project(let id)?: return "p\(id)"
            case .external(let name)?: return "e" + name
            case nil: return ""
            }
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

        /// `self` or `self?` as a base.
        static func isSelf(_ base: Node?, _ tree: SyntaxTree) -> Bool {
            guard var base else { return true }
            if base.kind == .optionalChainingExpr || base.kind == .forceUnwrapExpr, let inner = base.firstChildNode { base = inner }
            return base.kind == .declReferenceExpr && tree.text(of: base) == "self"
        }
    }

    /// The phases read the universe through its scope.
    protocol ScopeReader {
        var scope: Scope { get }
    }

    /// The phases after the first read the families' meanings too.
    protocol MeaningsReader: ScopeReader {
        var meanings: Meanings { get }
    }

    /// The phases that find reasons a family does not convert.
    protocol BlockRecorder {
        var blocks: Blocks { get set }
    }
}

extension ObservablePlan.ScopeReader {
    var model: SemanticModel { scope.model }
    var context: PassContext { scope.context }
    var universe: [Int] { scope.universe }
    func source(_ f: Int) -> SourceFile { scope.source(f) }
    func tree(_ f: Int) -> SyntaxTree { scope.tree(f) }
    func name(_ id: Int32) -> String { scope.name(id) }
    func described(_ id: Int32) -> String { scope.described(id) }
    func siteAccess(_ node: Node, _ f: Int) -> AccessLevel { scope.siteAccess(node, f) }
    func modulesSeeing(_ f: Int, _ access: AccessLevel) -> Set<Int> { scope.modulesSeeing(f, access) }
    func externalConformances(_ id: Int32) -> Set<String> { scope.externalConformances(id) }
    func conformedProtocols(_ id: Int32) -> Set<Int32> { scope.conformedProtocols(id) }
    func isObservableObject(_ text: String, declaredBy id: Int32) -> Bool { scope.isObservableObject(text, declaredBy: id) }
    func isPropertyWrapper(_ name: String, at node: Node, _ f: Int) -> Bool { scope.isPropertyWrapper(name, at: node, f) }
    func wrapperAssignment(_ use: ObservablePlan.ProjectionUse, _ site: ObservablePlan.Site) -> Node? { scope.wrapperAssignment(use, site) }
    func publishedStorageAssignment(_ use: ObservablePlan.ProjectionUse, owner: Int32) -> Node? { scope.publishedStorageAssignment(use, owner: owner) }
    func work(creating value: Node, file f: Int, expected: String?, at site: Node) -> String? {
        scope.work(creating: value, file: f, expected: expected, at: site)
    }
    func observerRunningWrite(of property: Declaration, in type: Int32) -> (file: Int, node: Node)? {
        scope.observerRunningWrite(of: property, in: type)
    }
    func readBeforeInitialized(in type: Int32, tracked: Set<String>) -> (file: Int, node: Node, unset: [String])? {
        scope.readBeforeInitialized(in: type, tracked: tracked)
    }
}

extension ObservablePlan.MeaningsReader {
    var scope: ObservablePlan.Scope { meanings.scope }
    var families: [ObservablePlan.Family] { meanings.families }
    var familyOf: [Int32: Int] { meanings.familyOf }
    func meaning(ofType text: String, at node: Node, _ f: Int) -> ObservablePlan.Meaning { meanings.meaning(ofType: text, at: node, f) }
    func meaning(ofValue expression: Node, _ f: Int) -> (meaning: ObservablePlan.Meaning, text: String?) { meanings.meaning(ofValue: expression, f) }
    func reaching(_ node: Node, _ f: Int) -> [Int] { meanings.reaching(node, f) }
    func genericUseFamilies(_ node: Node, _ f: Int) -> [Int] { meanings.genericUseFamilies(node, f) }
    func familyProperty(_ key: String) -> (Int, String)? { meanings.familyProperty(key) }
    func enclosingFamily(of node: Node, _ f: Int) -> Int? { meanings.enclosingFamily(of: node, f) }
    func unit(_ family: Int) -> String { meanings.unit(family) }
}

extension ObservablePlan.BlockRecorder {
    mutating func block(_ family: Int, _ f: Int, _ offset: Int, _ reason: String, _ message: String) {
        blocks.add(family, ObservablePlan.Block(file: f, offset: offset, reason: reason, message: message))
    }

    mutating func block(_ list: [Int], _ f: Int, _ offset: Int, _ reason: String, _ message: String) {
        for family in Set(list).sorted() { block(family, f, offset, reason, message) }
    }
}
