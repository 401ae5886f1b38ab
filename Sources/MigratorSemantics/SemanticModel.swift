import Foundation
import SwiftCST

/// What a name means at a place in the code (the rules: README.md in this folder): the
/// declarations of every file with their modules, scopes and access levels, and the
/// lookups Swift does — unqualified (innermost scope first), qualified (`A.B.C`,
/// `Module.T`), through typealiases, and which of the project's functions a call can
/// resolve to. Every pass asks this model
/// instead of matching a name project-wide. It is not a type checker: where it cannot tell,
/// it says so, and the pass declines.
///
/// Queries take a file path and a node of that file's current tree (which may be a later
/// round's re-parse): enclosing types are matched to the model's declarations by their
/// names, so a query never depends on node identity across rounds.
public final class SemanticModel: @unchecked Sendable {
    public let files: [SourceFile]
    public let graph: ModuleGraph
    public private(set) var declarations: [Declaration] = []
    /// Direct superclass per declaration (-1: none or not a class; -2: not computed yet).
    var superclassTable: [Int32] = []
    /// While extensions are resolved (before the table exists): superclasses looked up since
    /// the last extension was resolved (-1: none). A lookup from inside nested classes asks
    /// for each enclosing class's superclass, whose own lookup asks again for the classes
    /// around it: 2^n lookups for n nested classes (half-typed code nests them), linear with
    /// this. Cleared whenever an extension resolves, since a lookup may depend on it.
    var superclassMemo: [Int32: Int32]?
    /// What each declaration is or conforms to (`conformances(of:)`), made at the end of
    /// `init` (read-only afterwards).
    var conformanceTable: ConformanceTable?
    /// Per declaration, how many superclasses `superclasses(of:)` answers (made with the
    /// superclass table; empty until then).
    var superclassCount: [Int32] = []

    /// Every name a project declaration gives a type (nominal types, typealiases, associated
    /// types, at any depth) or a generic parameter: an unqualified type name outside this
    /// set, and outside its own tree's `typeNamesDeclared(in:)`, is no project type anywhere
    /// (`lookupUnqualified` answers at once). Made in `init`, read-only afterwards.
    private(set) var typeNames: Set<String> = []
    /// Whether `lookupUnqualified` answers names outside `typeNames` at once (tests turn it
    /// off to compare with the full walk).
    var answersUndeclaredNamesAtOnce = true

    /// File index by path.
    let fileIndex: [String: Int]
    /// Module ids per file.
    let fileModules: [[Int]]
    /// Per file: the project modules its imports name, and the ones imported `@testable`.
    var fileImports: [Set<Int>] = []
    var fileTestableImports: [Set<Int>] = []
    /// `modulesSeeing(file:access:)` answers by the file's modules and the access.
    let seeingLock = NSLock()
    var seeingAnswers: [SeeingKey: Set<Int>] = [:]
    /// `enclosingDeclarations` per file, by the innermost enclosing type or extension node
    /// (the answer depends only on that node, and the passes ask for every site): worked
    /// out for every such node when the model is built, so reading needs no lock.
    var enclosingAnswers: [[Int32: [Int32]]] = []
    /// Per file: `import` module names as written.
    public private(set) var importNames: [[String]] = []
    /// Top-level declarations per module, by name.
    var moduleTopLevel: [[String: [Int32]]] = []
    /// Top-level declarations per file, by name.
    var fileTopLevel: [[String: [Int32]]] = []
    /// Direct members of a type or extension, by name.
    package var members: [Int32: [String: [Int32]]] = [:]
    /// Extensions by resolved target: a project type, or an outside type's name.
    package internal(set) var extensionsOfType: [Int32: [Int32]] = [:]
    var extensionsOfExternal: [String: [Int32]] = [:]
    /// The members of a project type's extensions, and of an outside type's, by name (in
    /// extension order).
    var extensionMembersOfType: [Int32: [String: [Int32]]] = [:]
    var extensionMembersOfExternal: [String: [String: [Int32]]] = [:]
    /// The nominal type (or outside name) an extension extends.
    var extensionTarget: [Int32: TypeTarget] = [:]
    /// Functions of every file by name (members and top level, locals included).
    var functionsByName: [String: [Int32]] = [:]
    /// Members of types and extensions (not locals) by name.
    var membersByName: [String: [Int32]] = [:]
    /// Per file, the scope paths of its type and extension declarations (`struct:Outer`
    /// then `enum:Inner` in it; `extension:View`), one step at a time: a step (the path
    /// around it, `-1` at the top level, and its own `kind:name`) gives the path's number.
    /// Declarations with the same path share it (`extension View` twice).
    var scopeSteps: [[ScopeStep: Int32]] = []
    /// Per file, by path number: the first declaration with that path.
    var scopeFirst: [[Int32]] = []
    /// Modules whose extension members may apply in a module (its dependencies and
    /// imports, transitively: Swift lets extension members of indirectly imported modules
    /// through).
    var reachableModules: [Set<Int>] = []
    /// Effective access: the declared level capped by the enclosing types'.
    var effectiveAccess: [AccessLevel] = []
    /// Files per universe (modules that can see each other, transitively), in file order.
    public private(set) var universes: [[Int]] = []
    public private(set) var universeOfFile: [Int] = []

    /// What an extension or a resolved name stands for.
    public enum TypeTarget: Equatable, Sendable {
        /// A type the project declares (a nominal declaration's index).
        case project(Int32)
        /// A type no visible project declaration names: the SDK's or another package's.
        case external(String)
    }

    public init(files: [SourceFile], graph: ModuleGraph? = nil, jobs: Int = 1) {
        self.files = files
        let graph = graph ?? ModuleGraph.single(files.map(\.path))
        self.graph = graph

        // Declarations and imports, per file in parallel; beside them (the first item
        // taken), the files by path and each file's modules.
        let collected = Slots<[Declaration]>(count: files.count)
        let imports = Slots<(names: [String], declarations: [ImportDeclaration])>(count: files.count)
        let lookup = Slots<(index: [String: Int], modules: [[Int]])>(count: 1)
        let sendable = UncheckedSendable(files)
        Workers.forEach(files.count + 1, jobs: jobs) { k in
            let files = sendable.value
            guard k > 0 else {
                var index: [String: Int] = [:]
                index.reserveCapacity(files.count)
                for (i, file) in files.enumerated() { index[file.path] = i }
                lookup.set(0, (index, files.map { graph.modules(of: $0.path) }))
                return
            }
            let i = k - 1
            let tree = files[i].tree
            var collector = DeclarationCollector(tree: tree, file: i)
            collector.collect()
            collected.set(i, collector.declarations)
            imports.set(i, (SemanticModel.importNames(of: tree), SemanticModel.importDeclarations(of: tree)))
        }
        (fileIndex, fileModules) = lookup.values[0]!
        // Numbered in file order: `declarations[fileStarts[f]..<fileStarts[f + 1]]` are file
        // f's, a parent's number moved by the file's start. Copied into place in parallel.
        let lists = collected.values
        var fileStarts: [Int] = [0]
        fileStarts.reserveCapacity(files.count + 1)
        for list in lists { fileStarts.append(fileStarts[fileStarts.count - 1] + (list?.count ?? 0)) }
        let total = fileStarts[files.count]
        declarations = [Declaration](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = UncheckedSendable(buffer)
            let sources = UncheckedSendable(lists)
            Workers.forEach(files.count, jobs: jobs) { [fileStarts] f in
                guard let list = sources.value[f] else { return }
                let offset = Int32(fileStarts[f])
                var at = target.value.baseAddress! + fileStarts[f]
                for var declaration in list {
                    if declaration.parent >= 0 { declaration.parent += offset }
                    at.initialize(to: declaration)
                    at += 1
                }
            }
            initialized = total
        }
        // Side by side, each reading only the declarations: the project-wide tables, the set
        // of type names, the imports resolved (and the universes they make), and, per file,
        // the file's own tables and the enclosing declarations of its types. The three
        // project-wide items are taken first, so the files' items fill the cores around them.
        let names = Slots<Set<String>>(count: 1)
        let perFile = Slots<FileTables>(count: files.count)
        let importLists = imports.values.map { $0!.declarations }
        Workers.forEach(files.count + 3, jobs: jobs) { [unowned self, fileStarts] k in
            switch k {
            case 0:
                self.buildTables()
            case 1:
                var found: Set<String> = []
                // By index: iterating the values copied each declaration whole.
                let declarations = self.declarations
                for i in declarations.indices {
                    if declarations[i].kind.isTypeLike { found.insert(declarations[i].name) }
                    for parameter in declarations[i].genericParameters { found.insert(parameter) }
                }
                names.set(0, found)
            case 2:
                self.resolveImports(importLists)
                self.computeUniverses()
            default:
                let f = k - 3
                var tables = self.fileTables(declarations: fileStarts[f]..<fileStarts[f + 1])
                tables.answers = self.enclosingAnswers(tree: self.files[f].tree, steps: tables.steps, first: tables.first)
                perFile.set(f, tables)
            }
        }
        typeNames = names.values[0] ?? []
        self.importNames = imports.values.map { $0!.names }
        fileTopLevel = perFile.values.map { $0!.topLevel }
        scopeSteps = perFile.values.map { $0!.steps }
        scopeFirst = perFile.values.map { $0!.first }
        enclosingAnswers = perFile.values.map { $0!.answers }
        resolveExtensions()
        computeEffectiveAccess()
        computeSuperclassTable()
        computeConformanceTable(jobs: jobs)
    }

    // MARK: Building

    /// The project-wide tables: functions, members and each module's top-level
    /// declarations by name, and the declared access levels.
    func buildTables() {
        // Declared levels until extensions are resolved (which needs visibility).
        // A closure, not a key path: a key path copies each declaration it reads.
        effectiveAccess = declarations.map { $0.access }
        moduleTopLevel = Array(repeating: [:], count: graph.modules.count)
        for i in declarations.indices {
            let id = Int32(i)
            let name = declarations[i].name
            let parent = declarations[i].parent
            if declarations[i].kind == .function { functionsByName[name, default: []].append(id) }
            if parent >= 0 {
                if declarations[i].scope == nil || declarations[Int(parent)].kind.isNominalType || declarations[Int(parent)].kind == .extension {
                    members[parent, default: [:]][name, default: []].append(id)
                    membersByName[name, default: []].append(id)
                }
            } else if declarations[i].scope == nil {
                for module in fileModules[declarations[i].file] where module < moduleTopLevel.count {
                    moduleTopLevel[module][name, default: []].append(id)
                }
            }
        }
    }

    /// One file's tables (`fileTopLevel`, `scopeSteps`, `scopeFirst`, `enclosingAnswers`),
    /// made for every file in parallel: each reads only the file's own declarations.
    struct FileTables {
        var topLevel: [String: [Int32]] = [:]
        var steps: [ScopeStep: Int32] = [:]
        var first: [Int32] = []
        var answers: [Int32: [Int32]] = [:]
    }

    /// `declarations`: the file's, in order (a parent comes before its members).
    func fileTables(declarations range: Range<Int>) -> FileTables {
        var tables = FileTables()
        var pathOf: [Int32: Int32] = [:]
        let declarations = self.declarations  // fields read in place, no declaration copied
        for i in range {
            let id = Int32(i)
            guard declarations[i].scope == nil else { continue }
            let parent = declarations[i].parent
            let kind = declarations[i].kind
            if parent < 0 {
                tables.topLevel[declarations[i].name, default: []].append(id)
            }
            if kind.isNominalType || kind == .extension {
                let name = declarations[i].name
                let own = "\(kind.keyword):\(kind == .extension ? SemanticModel.compact(name) : name)"
                // Inside a declaration with no path (a local type's member): a path no site asks for.
                let step = ScopeStep(outer: parent >= 0 ? pathOf[parent] ?? -2 : -1, own: own)
                if let path = tables.steps[step] {
                    pathOf[id] = path
                } else {
                    let path = Int32(tables.first.count)
                    tables.steps[step] = path
                    tables.first.append(id)
                    pathOf[id] = path
                }
            }
        }
        return tables
    }

    /// The modules a file's top-level imports name (also inside `#if`).
    static func importNames(of tree: SyntaxTree) -> [String] {
        var names: [String] = []
        for node in tree.root.childNodes where node.kind == .importDecl || node.kind == .ifConfigDecl {
            collectImports(node, tree, into: &names)
        }
        return names
    }

    /// One `import` declaration anywhere in a file: the module, and its `@_exported` and
    /// `@testable` attributes.
    struct ImportDeclaration {
        var name: String
        var isExported: Bool
        var isTestable: Bool
    }

    static func importDeclarations(of tree: SyntaxTree) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        for node in tree.nodes(ofKind: [.importDecl]) {
            guard let name = importedModule(node, tree) else { continue }
            let attributes = (DeclarationView(node)?.attributes ?? []).map { SyntaxFacts.attributeName($0, tree) }
            result.append(ImportDeclaration(name: name, isExported: attributes.contains("_exported"), isTestable: attributes.contains("testable")))
        }
        return result
    }

    static func collectImports(_ node: Node, _ tree: SyntaxTree, into names: inout [String]) {
        if node.kind == .importDecl {
            if let module = importedModule(node, tree) { names.append(module) }
            return
        }
        for child in node.childNodes { collectImports(child, tree, into: &names) }
    }

    /// The module an `import` declaration names: `import struct Foundation.URL` imports
    /// `Foundation`, the first component after the kind.
    static func importedModule(_ node: Node, _ tree: SyntaxTree) -> String? {
        var n = 0
        while let token = node.childToken(at: n) {
            n += 1
            guard tree.tokens[token].kind == .identifier else { continue }
            let text = tree.text(of: token)
            if !importKindWords.contains(text) { return text }
        }
        return nil
    }

    /// The words of `import struct M.T` that are not the module.
    static let importKindWords: Set<String> = ["import", "struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]

    /// `declarations`: each file's `import` declarations (`importDeclarations(of:)`).
    func resolveImports(_ declarations: [[ImportDeclaration]]) {
        fileImports = Array(repeating: [], count: files.count)
        fileTestableImports = Array(repeating: [], count: files.count)
        // `@_exported import X` in a module makes X visible to whoever imports that module.
        var reexports: [Int: Set<Int>] = [:]
        var direct: [[(Set<Int>, Bool)]] = []
        // `resolveImport` depends only on the name and the importing modules: once per pair.
        struct ImportKey: Hashable { var name: String; var from: [Int] }
        var resolvedImports: [ImportKey: Set<Int>] = [:]
        for f in files.indices {
            var list: [(Set<Int>, Bool)] = []
            for declaration in declarations[f] {
                let key = ImportKey(name: declaration.name, from: fileModules[f])
                let resolved = resolvedImports[key] ?? Set(graph.resolveImport(declaration.name, from: fileModules[f]))
                resolvedImports[key] = resolved
                if declaration.isExported {
                    for module in fileModules[f] { reexports[module, default: []].formUnion(resolved) }
                }
                list.append((resolved, declaration.isTestable))
            }
            direct.append(list)
        }
        for f in files.indices {
            var visible: Set<Int> = []
            var testable: Set<Int> = []
            var stack: [Int] = []
            for (modules, isTestable) in direct[f] {
                for module in modules where visible.insert(module).inserted {
                    stack.append(module)
                    if isTestable { testable.insert(module) }
                }
            }
            while let module = stack.popLast() {
                for next in reexports[module] ?? [] where visible.insert(next).inserted { stack.append(next) }
            }
            fileImports[f] = visible
            fileTestableImports[f] = testable
        }
        // Reach for extension members: dependencies and imports, transitively.
        var edges: [Set<Int>] = graph.modules.map { Set($0.dependencies) }
        for f in files.indices {
            for module in fileModules[f] where module < edges.count { edges[module].formUnion(fileImports[f]) }
        }
        reachableModules = graph.modules.indices.map { start in
            var seen: Set<Int> = [start]
            var stack = [start]
            while let next = stack.popLast() {
                for m in edges[next] where seen.insert(m).inserted { stack.append(m) }
            }
            return seen
        }
    }

    /// Resolves what each extension extends. An extension of a nested type may need another
    /// extension resolved first (`extension A { struct B {} }` elsewhere), so unresolved
    /// ones are retried until nothing changes.
    func resolveExtensions() {
        var pending: [Int32] = declarations.indices.filter { declarations[$0].kind == .extension }.map { Int32($0) }
        for id in pending { extensionTarget[id] = .external(TypeName(declarations[Int(id)].name)?.last ?? declarations[Int(id)].name) }
        superclassMemo = [:]
        defer { superclassMemo = nil }
        var round = 0
        while !pending.isEmpty && round < 8 {
            round += 1
            var unresolved: [Int32] = []
            var progressed = false
            for id in pending {
                let declaration = declarations[Int(id)]
                var target: TypeTarget?
                if let name = TypeName(declaration.name),
                   case .declarations(let found) = lookupPath(name.components, file: declaration.file, enclosing: declaration.parent, at: nil),
                   let nominal = found.compactMap({ nominalType(of: $0) }).first {
                    target = .project(nominal)
                }
                if let target {
                    superclassMemo = [:]
                    extensionTarget[id] = target
                    if case .project(let type) = target {
                        extensionsOfType[type, default: []].append(id)
                        // Lookups made while resolving see this extension's members too.
                        for (name, ids) in members[id] ?? [:] { extensionMembersOfType[type, default: [:]][name, default: []] += ids }
                    }
                    progressed = true
                } else {
                    unresolved.append(id)
                }
            }
            pending = unresolved
            if !progressed { break }
        }
        for id in pending {
            if case .external(let name)? = extensionTarget[id] { extensionsOfExternal[name, default: []].append(id) }
        }
        for key in extensionsOfType.keys { extensionsOfType[key]?.sort() }
        // The members of each type's extensions by name, in extension order: a lookup asks
        // the table instead of every extension (1,000 `extension EnvironmentValues` in a
        // project made each lookup inside one of them read the other 999). Made again now
        // that the extensions are sorted (while resolving, in the order they were found).
        for (type, extensions) in extensionsOfType {
            extensionMembersOfType[type] = SemanticModel.membersByName(of: extensions, members)
        }
        for (name, extensions) in extensionsOfExternal {
            extensionMembersOfExternal[name] = SemanticModel.membersByName(of: extensions, members)
        }
    }

    /// The members of these extensions by name, each name's in extension order.
    static func membersByName(of extensions: [Int32], _ members: [Int32: [String: [Int32]]]) -> [String: [Int32]] {
        var result: [String: [Int32]] = [:]
        for ext in extensions {
            for (name, ids) in members[ext] ?? [:] { result[name, default: []] += ids }
        }
        return result
    }

    /// A member is no more visible than what encloses it: a nominal type, or the project
    /// type an extension extends (extension members default to the extension's level).
    func computeEffectiveAccess() {
        // Fields read in place: a copy of a declaration retains each of its strings and lists.
        let declarations = self.declarations
        var done = [Bool](repeating: false, count: declarations.count)
        var result = declarations.map { $0.access }
        func effective(_ i: Int, depth: Int = 0) -> AccessLevel {
            if done[i] || depth > 64 { return result[i] }
            var level = declarations[i].access
            let parentID = declarations[i].parent
            if parentID >= 0, level != .local {
                let parent = Int(parentID)
                let containerKind = declarations[parent].kind
                if containerKind.isNominalType {
                    level = min(level, effective(parent, depth: depth + 1))
                } else if containerKind == .extension, case .project(let type)? = extensionTarget[parentID] {
                    level = min(level, effective(Int(type), depth: depth + 1))
                }
            }
            result[i] = level
            done[i] = true
            return level
        }
        for i in declarations.indices { _ = effective(i) }
        effectiveAccess = result
    }

    func computeUniverses() {
        var sets = UnionFind(count: graph.modules.count)
        for module in graph.modules {
            for dependency in module.dependencies where dependency < sets.count { sets.union(module.id, dependency) }
        }
        for f in files.indices {
            let modules = fileModules[f].filter { $0 < sets.count }
            for m in modules.dropFirst() { sets.union(modules[0], m) }
            if let first = modules.first {
                for imported in fileImports[f] where imported < sets.count { sets.union(first, imported) }
            }
        }
        var universeOfRoot: [Int: Int] = [:]
        universeOfFile = Array(repeating: 0, count: files.count)
        universes = []
        for f in files.indices {
            let root = sets.find(fileModules[f].first.map { min($0, sets.count - 1) } ?? 0)
            if let u = universeOfRoot[root] {
                universeOfFile[f] = u
                universes[u].append(f)
            } else {
                universeOfRoot[root] = universes.count
                universeOfFile[f] = universes.count
                universes.append([f])
            }
        }
    }

    // MARK: Basic facts

    /// The file index of a path, if the model has it.
    public func file(_ path: String) -> Int? { fileIndex[path] }

    /// Inlinable: a caller reading one field (`declaration(id).file`) then reads just that
    /// field instead of copying the whole declaration (a dozen retains and releases), which
    /// was a noticeable part of every plan on large projects.
    @inlinable public func declaration(_ id: Int32) -> Declaration { declarations[Int(id)] }

    /// `path:line` of a declaration, for messages.
    public func location(_ id: Int32) -> String {
        let declaration = declarations[Int(id)]
        return "\(files[declaration.file].path):\(declaration.line)"
    }

    /// `File.swift:line` of a declaration: its file's name without the folders, for a
    /// place a message names beside the finding's own path.
    public func shortLocation(_ id: Int32) -> String {
        let declaration = declarations[Int(id)]
        return Self.place(files[declaration.file].path, declaration.line)
    }

    /// `File.swift:line`: a path's last component and a line.
    public static func place(_ path: String, _ line: Int) -> String {
        "\(path.split(separator: "/").last.map(String.init) ?? path):\(line)"
    }

    /// The effective access level (declared, capped by the enclosing types).
    public func access(_ id: Int32) -> AccessLevel { effectiveAccess[Int(id)] }

    /// The nominal type a type-like declaration names, following typealiases (nil for an
    /// associated type, a generic alias to an outside type, or a cycle).
    public func nominalType(of id: Int32, depth: Int = 0) -> Int32? {
        let declaration = declarations[Int(id)]
        if declaration.kind.isNominalType { return id }
        guard declaration.kind == .typealias, depth < 8, let text = declaration.typeText, let name = TypeName(text) else { return nil }
        if case .declarations(let found) = lookupPath(name.components, file: declaration.file, enclosing: declaration.parent, at: nil) {
            return found.lazy.compactMap { self.nominalType(of: $0, depth: depth + 1) }.first
        }
        return nil
    }

    /// A type as written in a file (inside `enclosing`), with typealiases followed to what
    /// they name: the text of the final type (optional when any step is) and its target;
    /// nil target for generic parameters, ambiguous names and types without a name.
    func canonicalType(_ text: String, file: Int, enclosing: Int32?, at place: Place?, depth: Int = 0) -> (text: String, target: TypeTarget?) {
        guard let name = TypeName(text) else { return (text, nil) }
        switch lookupPath(name.components, file: file, enclosing: enclosing, at: place) {
        case .notFound:
            return (text, .external(name.last))
        case .genericParameter:
            return (text, nil)
        case .declarations(let found):
            let distinct = Array(Set(found)).sorted()
            if distinct.count == 1, declarations[Int(distinct[0])].kind == .typealias, depth < 8,
               let aliased = declarations[Int(distinct[0])].typeText {
                let alias = declarations[Int(distinct[0])]
                var result = canonicalType(aliased, file: alias.file, enclosing: alias.parent >= 0 ? alias.parent : nil, at: nil, depth: depth + 1)
                if name.isOptional && TypeName(result.text)?.isOptional != true { result.text += "?" }
                return result
            }
            let nominals = Set(distinct.compactMap { nominalType(of: $0) })
            if nominals.count == 1 { return (text, .project(nominals.first!)) }
            // Several typealiases (one per `#if` branch, say) or types: not any one type, and
            // not the outside type the same name would mean elsewhere.
            return (qualifiedName(of: distinct[0]) + (name.isOptional ? "?" : ""), nil)
        }
    }

    /// The names of a type and the types around it, outermost first (an enclosing extension
    /// contributes its extended type as written): how a file-scope extension names it.
    public func scopePath(of id: Int32) -> [String] {
        var names: [String] = []
        var current = id
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if declaration.kind == .extension {
                names.append(SemanticModel.compact(declaration.name))
                break
            }
            if declaration.kind.isNominalType || declaration.kind == .typealias { names.append(declaration.name) }
            current = declaration.parent
        }
        return names.reversed()
    }

    /// The same path for a type declaration node of any tree.
    public static func typePath(of node: Node, _ tree: SyntaxTree) -> [String] {
        var names: [String] = []
        var current: Node? = node
        while let declaration = current {
            if let view = DeclarationView(declaration) {
                if declaration.kind == .extensionDecl {
                    if let extended = view.extendedType { names.append(compact(tree.collapsedText(of: extended))) }
                    break
                }
                if [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl].contains(declaration.kind), let name = view.name {
                    names.append(DeclarationCollector.unescaped(tree.text(of: name)))
                }
            }
            current = declaration.parent
        }
        return names.reversed()
    }

    /// `Outer.Inner` for a nested declaration.
    public func qualifiedName(of id: Int32) -> String {
        // A top-level declaration (most asked): its name. Fields are read in place: a copy
        // of the (large) declaration would retain and release each of them.
        if declarations[Int(id)].parent < 0 { return declarations[Int(id)].name }
        var names: [String] = []
        var current = id
        while current >= 0 {
            let kind = declarations[Int(current)].kind
            if kind == .extension {
                names.append(declarations[Int(current)].name)
                break
            }
            if kind.isTypeLike || kind.isNominalType || current == id { names.append(declarations[Int(current)].name) }
            current = declarations[Int(current)].parent
        }
        return names.reversed().joined(separator: ".")
    }

    /// Where a type was written, to look up types derived from it (an array's element).
    struct Scope {
        var file: Int
        var enclosing: Int32?
        var place: Place?
    }

    func scope(_ source: SourceFile, _ node: Node?) -> Scope? {
        guard let place = place(source, node) else { return nil }
        return Scope(file: place.file, enclosing: nil, place: place)
    }

    func scope(declaredBy id: Int32) -> Scope {
        let declaration = declarations[Int(id)]
        return Scope(file: declaration.file, enclosing: declaration.parent >= 0 ? declaration.parent : nil, place: nil)
    }

    func canonicalType(_ text: String, in scope: Scope) -> (text: String, target: TypeTarget?) {
        canonicalType(text, file: scope.file, enclosing: scope.enclosing, at: scope.place)
    }

    /// `canonicalType` for a type written at a site of a file.
    public func canonicalType(_ text: String, in source: SourceFile, at node: Node?) -> (text: String, target: TypeTarget?) {
        guard let place = place(source, node) else { return (text, nil) }
        return canonicalType(text, file: place.file, enclosing: nil, at: place)
    }

    /// `canonicalType` for a type written in a declaration (looked up where it is declared).
    public func canonicalType(_ text: String, declaredBy id: Int32) -> (text: String, target: TypeTarget?) {
        let declaration = declarations[Int(id)]
        return canonicalType(text, file: declaration.file, enclosing: declaration.parent >= 0 ? declaration.parent : nil, at: nil)
    }

    /// Members (own and in extensions the file can see) of a project type, by name.
    public func members(of type: Int32, named name: String, in source: SourceFile? = nil, at node: Node? = nil) -> [Int32] {
        members(of: type, named: name, file: source.flatMap { fileIndex[$0.path] }, at: source.flatMap { place($0, node) })
    }

    func members(of type: Int32, named name: String, file: Int?, at place: Place?) -> [Int32] {
        var result = members[type]?[name] ?? []
        result += extensionMembersOfType[type]?[name] ?? []
        guard let file else { return result }
        return result.filter { isVisible($0, from: file, at: place) }
    }

    /// Every member (own and in extensions) of a project type.
    public func allMembers(of type: Int32) -> [Int32] {
        var result: [Int32] = []
        for owner in [type] + (extensionsOfType[type] ?? []) {
            for (_, ids) in members[owner] ?? [:] { result += ids }
        }
        return result.sorted()
    }

    /// Members of extensions of an outside type (`extension Color { static let brand = ... }`)
    /// that the file can see.
    public func externalMembers(of typeName: String, named name: String, in source: SourceFile, at node: Node? = nil) -> [Int32] {
        guard let file = fileIndex[source.path] else { return [] }
        return externalMembers(of: typeName, named: name, file: file, at: place(source, node))
    }

    func externalMembers(of typeName: String, named name: String, file: Int, at place: Place?) -> [Int32] {
        (extensionMembersOfExternal[typeName]?[name] ?? []).filter { isVisible($0, from: file, at: place) }
    }

    /// The extensions of a project type or an outside one.
    public func extensions(of target: TypeTarget) -> [Int32] {
        switch target {
        case .project(let id): return extensionsOfType[id] ?? []
        case .external(let name): return extensionsOfExternal[name] ?? []
        }
    }

    /// What an extension extends.
    public func target(ofExtension id: Int32) -> TypeTarget? { extensionTarget[id] }

    /// The type a member belongs to: its type, or what its extension extends.
    public func owner(of id: Int32) -> TypeTarget? {
        let parent = declarations[Int(id)].parent
        guard parent >= 0 else { return nil }
        let declaration = declarations[Int(parent)]
        if declaration.kind == .extension { return extensionTarget[parent] }
        if declaration.kind.isNominalType { return .project(parent) }
        return nil
    }

    // MARK: Visibility

    /// Whether a declaration can be seen from a file (and, for private members and locals,
    /// from a site in it).
    public func isVisible(_ id: Int32, from source: SourceFile, at node: Node? = nil) -> Bool {
        guard let file = fileIndex[source.path] else { return false }
        return isVisible(id, from: file, at: place(source, node))
    }

    func isVisible(_ id: Int32, from file: Int, at place: Place? = nil) -> Bool {
        let declaration = declarations[Int(id)]
        switch effectiveAccess[Int(id)] {
        case .local:
            guard declaration.file == file else { return false }
            guard let place, let site = place.node, let scope = declaration.scope else { return true }
            // A later round's tree has other nodes: count the local as visible (the cautious answer).
            guard place.tree === files[file].tree else { return true }
            return SemanticModel.isInside(site, scopeOf: scope)
        case .private:
            guard declaration.file == file else { return false }
            guard let place, place.node != nil else { return true }
            return isInsidePrivateScope(of: id, at: place)
        case .fileprivate:
            return declaration.file == file
        case .internal:
            return sharesModule(file, declaration.file) || !fileTestableImports[file].isDisjoint(with: fileModules[declaration.file])
        case .package:
            if sharesModule(file, declaration.file) { return true }
            let packages = Set(fileModules[file].map { graph.modules[$0].package })
            return fileModules[declaration.file].contains { packages.contains(graph.modules[$0].package) }
        case .public, .open:
            if sharesModule(file, declaration.file) { return true }
            // Top-level names need an import; members of visible types and extensions reach
            // further (Swift lets extension members of indirectly imported modules through).
            if declaration.parent < 0 { return !fileImports[file].isDisjoint(with: fileModules[declaration.file]) }
            let reach = fileModules[file].reduce(into: Set<Int>()) { $0.formUnion(reachableModules[$1]) }.union(fileImports[file])
            return !reach.isDisjoint(with: fileModules[declaration.file])
        }
    }

    func sharesModule(_ a: Int, _ b: Int) -> Bool {
        a == b || !Set(fileModules[a]).isDisjoint(with: fileModules[b])
    }

    /// A private declaration is visible inside the declaration that encloses it and that
    /// type's extensions in the same file. A member made private only by a private type
    /// around it is visible wherever that type is.
    func isInsidePrivateScope(of id: Int32, at place: Place) -> Bool {
        var current = id
        var scope: Int32 = -1
        while current >= 0 {
            let declaration = declarations[Int(current)]
            if declaration.access == .private { scope = declaration.parent; break }
            current = declaration.parent
        }
        guard scope >= 0, let site = place.node, let owner = typeIdentity(scope) else { return true }
        for frame in enclosingDeclarations(of: site, file: place.file, tree: place.tree) where typeIdentity(frame) == owner { return true }
        return false
    }

    /// A type or extension as the type it is about.
    package func typeIdentity(_ id: Int32) -> TypeTarget? {
        let kind = declarations[Int(id)].kind
        if kind == .extension { return extensionTarget[id] }
        if kind.isNominalType { return .project(id) }
        return nil
    }

    /// Whether `site` lies in `scope` (nodes of the same tree).
    package static func isInside(_ site: Node, scopeOf scope: Node) -> Bool {
        var current: Node? = site
        while let node = current {
            if node == scope { return true }
            current = node.parent
        }
        return false
    }

    // MARK: Scopes of a site

    /// The model's type and extension declarations enclosing a site, innermost first,
    /// matched by their scope path in the file.
    public func enclosingDeclarations(of site: Node, in source: SourceFile) -> [Int32] {
        guard let file = fileIndex[source.path] else { return [] }
        return enclosingDeclarations(of: site, file: file, tree: source.tree)
    }

    func enclosingDeclarations(of site: Node, file: Int, tree: SyntaxTree) -> [Int32] {
        // The innermost type or extension around the site decides the answer.
        var innermost = site.parent
        while let node = innermost, DeclarationCollector.typeKinds[node.kind] == nil { innermost = node.parent }
        guard let anchor = innermost else { return [] }
        // Known for the model's own trees (a pass may ask about a file re-parsed after a
        // round of edits, whose node ids are other nodes).
        if file < enclosingAnswers.count, tree === files[file].tree, let known = enclosingAnswers[file][anchor.id] { return known }
        return enclosingDeclarations(from: anchor, file: file, tree: tree)
    }

    /// A step of a scope path: the path around it (`-1` at the top level) and a type's or
    /// extension's own `kind:name`.
    struct ScopeStep: Hashable {
        var outer: Int32
        var own: String
    }

    /// A type or extension node's own step (`struct:Name`, `extension:Outer.Inner`); nil when
    /// it has no name (half-typed code), so it adds nothing to the path.
    private func ownStep(_ node: Node, tree: SyntaxTree) -> String? {
        guard let kind = DeclarationCollector.typeKinds[node.kind], let view = DeclarationView(node) else { return nil }
        if kind == .extension {
            return view.extendedType.map { "\(kind.keyword):\(SemanticModel.compact(tree.collapsedText(of: $0)))" }
        }
        return view.name.map { "\(kind.keyword):\(DeclarationCollector.unescaped(tree.text(of: $0)))" }
    }

    /// Where the path of a type or extension node leads: its number (nil once a step of it
    /// names no declaration, so no path inside it does either), and the declarations of the
    /// paths found, innermost first.
    private typealias ScopeAnswer = (path: Int32?, declarations: [Int32])

    private func scopeAnswer(_ node: Node, outer: ScopeAnswer, tree: SyntaxTree, steps: [ScopeStep: Int32], first: [Int32]) -> ScopeAnswer {
        guard let own = ownStep(node, tree: tree) else { return outer }
        guard let around = outer.path, let path = steps[ScopeStep(outer: around, own: own)] else {
            return (nil, outer.declarations)
        }
        return (path, [first[Int(path)]] + outer.declarations)
    }

    /// `enclosingDeclarations` for every type and extension node of a file, each worked out
    /// from the answer of the one around it (linear in the file however deep the nesting).
    static let scopeKinds: [NodeKind] = [.structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl]

    private func enclosingAnswers(tree: SyntaxTree, steps: [ScopeStep: Int32], first: [Int32]) -> [Int32: [Int32]] {
        var known: [Int32: ScopeAnswer] = [:]
        func answer(_ node: Node) -> ScopeAnswer {
            // The nodes around it whose answers are not known yet, innermost first.
            var pending: [Node] = [node]
            var outer: ScopeAnswer = (-1, [])
            var up = node.parent
            while let current = up {
                if DeclarationCollector.typeKinds[current.kind] != nil {
                    if let found = known[current.id] { outer = found; break }
                    pending.append(current)
                }
                up = current.parent
            }
            for current in pending.reversed() {
                outer = scopeAnswer(current, outer: outer, tree: tree, steps: steps, first: first)
                known[current.id] = outer
            }
            return outer
        }
        var result: [Int32: [Int32]] = [:]
        // Kind by kind (an answer depends only on the declarations around the node, not on
        // the order they are asked in; merging the kinds' lists cost more than reading them).
        for kind in SemanticModel.scopeKinds {
            for node in tree.nodes(ofKind: kind) {
                result[node.id] = known[node.id]?.declarations ?? answer(node).declarations
            }
        }
        return result
    }

    /// The declarations of the types and extensions from `first` (one) outwards.
    private func enclosingDeclarations(from first: Node, file: Int, tree: SyntaxTree) -> [Int32] {
        var chain: [Node] = []
        var current: Node? = first
        while let node = current {
            if DeclarationCollector.typeKinds[node.kind] != nil { chain.append(node) }
            current = node.parent
        }
        var answer: ScopeAnswer = (-1, [])
        for node in chain.reversed() { answer = scopeAnswer(node, outer: answer, tree: tree, steps: scopeSteps[file], first: scopeFirst[file]) }
        return answer.declarations
    }

    /// `Outer . Inner<T>` → `Outer.Inner<T>`: extension names compare without spaces.
    package static func compact(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    // MARK: Type lookup

    /// What a type name resolves to.
    public enum TypeLookup: Equatable, Sendable {
        /// A generic parameter or associated type in scope: not any particular type.
        case genericParameter
        /// Project declarations (types, typealiases); more than one distinct type means the
        /// name is ambiguous here.
        case declarations([Int32])
        /// No project declaration is visible: the SDK's type, or another package's.
        case notFound
    }

    /// Looks up a (possibly qualified) type name as written at a site.
    public func lookupType(_ text: String, in source: SourceFile, at node: Node?) -> TypeLookup {
        guard let place = place(source, node), let name = TypeName(text) else { return .notFound }
        return lookupPath(name.components, file: place.file, enclosing: nil, at: place)
    }

    /// A file (by its model index and current tree) and a node of that tree.
    struct Place {
        var file: Int
        var tree: SyntaxTree
        var node: Node?
    }

    func place(_ source: SourceFile, _ node: Node?) -> Place? {
        guard let file = fileIndex[source.path] else { return nil }
        return Place(file: file, tree: source.tree, node: node)
    }

    /// The nominal project type a written type resolves to, following typealiases; nil when
    /// it is a generic parameter, not the project's, or ambiguous.
    public func resolveNominal(_ text: String, in source: SourceFile, at node: Node?) -> Int32? {
        guard case .declarations(let found) = lookupType(text, in: source, at: node) else { return nil }
        let nominals = Set(found.compactMap { nominalType(of: $0) })
        return nominals.count == 1 ? nominals.first : nil
    }

    /// Looks up `components` from a file, starting in the scopes around `site` (or around the
    /// declaration `enclosing` when there is no site).
    func lookupPath(_ components: [String], file: Int, enclosing: Int32?, at place: Place?) -> TypeLookup {
        guard let first = components.first else { return .notFound }
        var current = lookupUnqualified(first, file: file, enclosing: enclosing, at: place)
        var rest = components.dropFirst()
        if case .notFound = current, let next = rest.first {
            // `View.Style`: a type the project nests in an extension of an outside type.
            let nested = externalMembers(of: first, named: next, file: file, at: place).filter { declarations[Int($0)].kind.isTypeLike }
            if !nested.isEmpty {
                rest.removeFirst()
                current = .declarations(nested)
            }
        }
        if case .notFound = current, !rest.isEmpty {
            // `Module.T`: a module the file can see.
            let visibleModules = Set(fileModules[file]).union(fileImports[file])
            let named = visibleModules.filter { $0 < graph.modules.count && graph.modules[$0].name == first }
            if !named.isEmpty {
                let next = rest.removeFirst()
                var found: [Int32] = []
                for module in named {
                    found += (moduleTopLevel[module][next] ?? []).filter { declarations[Int($0)].kind.isTypeLike && isVisible($0, from: file) }
                }
                current = found.isEmpty ? .notFound : .declarations(found)
            }
        }
        for component in rest {
            guard case .declarations(let found) = current else { return current == .genericParameter ? .genericParameter : .notFound }
            var next: [Int32] = []
            for type in Set(found.compactMap({ nominalType(of: $0) })).sorted() {
                next += members(of: type, named: component, file: file, at: place).filter { declarations[Int($0)].kind.isTypeLike }
            }
            current = next.isEmpty ? .notFound : .declarations(next)
        }
        return current
    }

    /// Swift's unqualified lookup of a type name: generic parameters and nested types of the
    /// enclosing declarations (innermost first), local types, the file, the module, then
    /// imported project modules.
    func lookupUnqualified(_ name: String, file: Int, enclosing: Int32?, at place: Place?) -> TypeLookup {
        if name == "Self" {
            // The innermost enclosing type (or, in an extension of an outside type, that type).
            var frame: Int32?
            if let place, let site = place.node {
                frame = enclosingDeclarations(of: site, file: file, tree: place.tree).first
            } else if let enclosing, enclosing >= 0 {
                var id = enclosing
                while id >= 0 && !(declarations[Int(id)].kind.isNominalType || declarations[Int(id)].kind == .extension) { id = declarations[Int(id)].parent }
                if id >= 0 { frame = id }
            }
            if let frame, case .project(let type)? = typeIdentity(frame) { return .declarations([type]) }
            return .notFound
        }
        // A name no declaration of the project or of the site's tree gives a type or a generic
        // parameter: every step below would find nothing (most names asked are the SDK's).
        if answersUndeclaredNamesAtOnce && !typeNames.contains(name)
            && !(place.map { SemanticModel.typeNamesDeclared(in: $0.tree).contains(name) } ?? false) {
            return .notFound
        }
        var frames: [Int32] = []
        if let place, let site = place.node {
            let tree = place.tree
            // Generic parameters and local types, walking out from the site.
            var current = site.parent
            while let node = current {
                switch node.kind {
                case .functionDecl, .initializerDecl, .subscriptDecl, .structDecl, .classDecl, .enumDecl, .actorDecl, .typeAliasDecl:
                    if SemanticModel.genericParameterNames(node, tree).contains(name) { return .genericParameter }
                case .codeBlock, .closureExpr:
                    if let declaration = SemanticModel.localTypes(tree)[node.id]?[name] {
                        if let local = localDeclaration(matching: declaration, file: file, tree: tree) { return .declarations([local]) }
                        return .genericParameter
                    }
                default:
                    break
                }
                current = node.parent
            }
            frames = enclosingDeclarations(of: site, file: file, tree: tree)
        } else if let enclosing, enclosing >= 0 {
            var id = enclosing
            while id >= 0 {
                let declaration = declarations[Int(id)]
                if declaration.kind.isNominalType || declaration.kind == .extension { frames.append(id) }
                if declaration.genericParameters.contains(name) { return .genericParameter }
                id = declaration.parent
            }
        }
        for frame in frames {
            let declaration = declarations[Int(frame)]
            if declaration.genericParameters.contains(name) { return .genericParameter }
            guard let identity = typeIdentity(frame) else { continue }
            if declaration.kind == .protocol, (members[frame]?[name] ?? []).contains(where: { declarations[Int($0)].kind == .associatedtype }) {
                return .genericParameter
            }
            if case .project(let type) = identity {
                if declarations[Int(type)].genericParameters.contains(name) { return .genericParameter }
                if declarations[Int(type)].kind == .protocol,
                   (members[type]?[name] ?? []).contains(where: { declarations[Int($0)].kind == .associatedtype }) {
                    return .genericParameter
                }
                let nested = members(of: type, named: name, file: file, at: place).filter { declarations[Int($0)].kind.isTypeLike }
                if !nested.isEmpty {
                    if nested.contains(where: { declarations[Int($0)].kind == .associatedtype }) { return .genericParameter }
                    return .declarations(nested)
                }
                // Nested types of superclasses.
                for superclass in superclasses(of: type) {
                    let inherited = members(of: superclass, named: name, file: file, at: place).filter { declarations[Int($0)].kind.isTypeLike }
                    if !inherited.isEmpty { return .declarations(inherited) }
                }
            } else if case .external(let outside) = identity {
                // Nested types the project adds to an outside type in extensions.
                let nested = externalMembers(of: outside, named: name, file: file, at: place).filter { declarations[Int($0)].kind.isTypeLike }
                if !nested.isEmpty { return .declarations(nested) }
            }
        }
        // The file's own top-level declarations (private ones included).
        let inFile = (fileTopLevel[file][name] ?? []).filter { declarations[Int($0)].kind.isTypeLike }
        if !inFile.isEmpty { return .declarations(inFile) }
        // The module's.
        var inModule: [Int32] = []
        for module in fileModules[file] where module < moduleTopLevel.count {
            inModule += (moduleTopLevel[module][name] ?? []).filter {
                declarations[Int($0)].kind.isTypeLike && declarations[Int($0)].file != file && isVisible($0, from: file)
            }
        }
        if !inModule.isEmpty { return .declarations(Array(Set(inModule)).sorted()) }
        // Imported project modules.
        var imported: [Int32] = []
        for module in fileImports[file].sorted() where module < moduleTopLevel.count {
            imported += (moduleTopLevel[module][name] ?? []).filter { declarations[Int($0)].kind.isTypeLike && isVisible($0, from: file) }
        }
        if !imported.isEmpty { return .declarations(imported) }
        return .notFound
    }

    /// The model's declaration for a local type node (matched by name and line).
    func localDeclaration(matching node: Node, file: Int, tree: SyntaxTree) -> Int32? {
        guard let token = DeclarationView(node)?.name else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: token))
        let line = tree.location(of: Int(tree.tokens[token].textStart)).line
        // By index: a copy of each (large) declaration would retain and release its fields.
        let declarations = self.declarations
        for i in declarations.indices where declarations[i].file == file && declarations[i].access == .local
            && declarations[i].line == line && declarations[i].name == name && declarations[i].kind.isTypeLike {
            return Int32(i)
        }
        return nil
    }

    /// The types declared directly in each code block and closure of the tree, by name (the
    /// first of a name, in source order), for blocks that declare any: made once per tree, so
    /// a lookup asks each block around its site instead of reading the block's statements.
    static func localTypes(_ tree: SyntaxTree) -> [Int32: [String: Node]] {
        tree.derived("SemanticModel.localTypes") { () -> [Int32: [String: Node]] in
            var blocks: [Int32: [String: Node]] = [:]
            for block in tree.nodes(ofKind: [.codeBlock, .closureExpr]) {
                var types: [String: Node] = [:]
                for child in block.childNodes {
                    var declaration = child
                    if child.kind == .expressionStmt, let inner = child.firstChildNode { declaration = inner }
                    guard [.structDecl, .classDecl, .enumDecl, .typeAliasDecl, .actorDecl].contains(declaration.kind),
                          let token = DeclarationView(declaration)?.name else { continue }
                    let name = DeclarationCollector.unescaped(tree.text(of: token))
                    if types[name] == nil { types[name] = declaration }
                }
                if !types.isEmpty { blocks[block.id] = types }
            }
            return blocks
        }
    }

    /// The names of a tree's type declarations (at any depth, local ones included) and of
    /// its generic parameters: what the walk out from a site in `lookupUnqualified` can find
    /// in the tree itself (which may be a later round's re-parse, unknown to the model).
    static func typeNamesDeclared(in tree: SyntaxTree) -> Set<String> {
        tree.derived("SemanticModel.typeNamesDeclared") { () -> Set<String> in
            var names: Set<String> = []
            // Kind by kind: a set needs no source order (merging the kinds' lists cost more
            // than reading them).
            for kind in SemanticModel.typeDeclarationKinds {
                for declaration in tree.nodes(ofKind: kind) {
                    if let token = DeclarationView(declaration)?.name { names.insert(DeclarationCollector.unescaped(tree.text(of: token))) }
                }
            }
            for clause in tree.nodes(ofKind: [.genericParameterClause]) {
                for parameter in clause.children(.genericParameter) {
                    if let token = parameter.childTokens.first(where: { tree.text(of: $0) != "each" }) {
                        names.insert(DeclarationCollector.unescaped(tree.text(of: token)))
                    }
                }
            }
            return names
        }
    }

    static let typeDeclarationKinds: [NodeKind] = [.structDecl, .classDecl, .enumDecl, .typeAliasDecl, .actorDecl, .protocolDecl, .associatedTypeDecl]

    static func genericParameterNames(_ node: Node, _ tree: SyntaxTree) -> [String] {
        guard let clause = node.child(.genericParameterClause) else { return [] }
        return clause.children(.genericParameter).compactMap { parameter in
            parameter.childTokens.first { tree.text(of: $0) != "each" }.map { DeclarationCollector.unescaped(tree.text(of: $0)) }
        }
    }

    // MARK: Inheritance

    /// The project superclasses of a class, nearest first.
    public func superclasses(of type: Int32) -> [Int32] {
        if Int(type) < superclassCount.count {
            // From the tables: no set of the classes seen, which the walk below keeps to stop
            // at a cycle (half of the time the observable pass spent on a deep chain).
            let count = Int(superclassCount[Int(type)])
            return [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
                var current = type
                for k in 0..<count {
                    current = superclassTable[Int(current)]
                    buffer[k] = current
                }
                initialized = count
            }
        }
        return walkedSuperclasses(of: type)
    }

    /// The first of `superclasses(of:)`, in constant time: what a class inherits from
    /// directly, unless that is the class itself (a cycle of one).
    public func superclass(of type: Int32) -> Int32? {
        if Int(type) < superclassCount.count {
            return superclassCount[Int(type)] > 0 ? superclassTable[Int(type)] : nil
        }
        return walkedSuperclasses(of: type).first
    }

    /// The superclasses one at a time, stopping at a cycle (while the tables are made, and
    /// for tests to compare with).
    func walkedSuperclasses(of type: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = type
        var seen: Set<Int32> = [type]
        while let next = directSuperclass(of: current), seen.insert(next).inserted {
            result.append(next)
            current = next
        }
        return result
    }

    /// The project class a class inherits from directly: the one computed at the end of
    /// `init` (read-only afterwards, so threads may share it), or looked up.
    func directSuperclass(of type: Int32) -> Int32? {
        if Int(type) < superclassTable.count, superclassTable[Int(type)] != -2 {
            return superclassTable[Int(type)] >= 0 ? superclassTable[Int(type)] : nil
        }
        if let known = superclassMemo?[type] { return known >= 0 ? known : nil }
        let found = lookUpSuperclass(of: type)
        if superclassMemo != nil { superclassMemo?[type] = found ?? -1 }
        return found
    }

    func lookUpSuperclass(of type: Int32) -> Int32? {
        let i = Int(type)
        guard declarations[i].kind == .class, let first = declarations[i].inheritedTypes.first, let name = TypeName(first),
              case .declarations(let found) = lookupPath(name.components, file: declarations[i].file, enclosing: declarations[i].parent, at: nil),
              let next = found.compactMap({ nominalType(of: $0) }).first, declarations[Int(next)].kind == .class else { return nil }
        return next
    }

    /// Every class's direct superclass, outer classes first: looking up a nested class's
    /// superclass asks for its enclosing classes' superclasses (their inherited members are
    /// in scope), which are then already known. Without the table, classes nested n deep
    /// cost 2^n lookups.
    func computeSuperclassTable() {
        superclassTable = [Int32](repeating: -2, count: declarations.count)
        func depth(_ id: Int32) -> Int {
            var d = 0
            var parent = declarations[Int(id)].parent
            while parent >= 0 { d += 1; parent = declarations[Int(parent)].parent }
            return d
        }
        let classes = declarations.indices.filter { declarations[$0].kind == .class }.map { Int32($0) }
            .map { ($0, depth($0)) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        for (id, _) in classes {
            superclassTable[Int(id)] = lookUpSuperclass(of: id) ?? -1
        }
        superclassCount = SemanticModel.chainLengths(superclassTable)
    }

    /// Per declaration, how many classes its superclass chain has before it ends or comes
    /// back to a class already in it (`next[i]`: the next one, or negative for none): each
    /// class is walked once, the classes after it counted from the ones known.
    static func chainLengths(_ next: [Int32]) -> [Int32] {
        var length = [Int32](repeating: -1, count: next.count)
        for start in next.indices where length[start] < 0 {
            guard next[start] >= 0 else { length[start] = 0; continue }
            var path: [Int32] = []
            var position: [Int32: Int] = [:]
            var current = Int32(start)
            var last: Int32  // the path's last class's count
            while true {
                if let first = position[current] {
                    // A cycle: each class on it reaches the others; the path before it ends
                    // at the class before `current`.
                    for k in first..<path.count { length[Int(path[k])] = Int32(path.count - first - 1) }
                    path.removeSubrange(first...)
                }
                if length[Int(current)] >= 0 { last = length[Int(current)] + 1; break }
                position[current] = path.count
                path.append(current)
                guard next[Int(current)] >= 0 else { last = 0; break }
                current = next[Int(current)]
            }
            for k in stride(from: path.count - 1, through: 0, by: -1) {
                length[Int(path[k])] = last
                last += 1
            }
        }
        return length
    }

    /// Every type a project type is or conforms to — itself, its superclasses, the
    /// protocols it or they adopt (in the declaration or any extension), and the protocols
    /// those refine — as project declarations and outside names, from the table made at the
    /// end of `init`.
    public func conformances(of type: Int32) -> Conformances {
        let table = conformanceTable!
        let c = Int(type) < table.component.count ? Int(table.component[Int(type)]) : -1
        return Conformances(type: type, external: c >= 0 ? table.external[c] : [], protocols: c >= 0 ? table.protocols[c] : [], table: table)
    }

    /// The same answer found by walking the inherited types from the type (what the table
    /// replaced: asked for every class of an n-deep chain, it walked n²/2 classes). Tests
    /// compare the two.
    func walkedConformances(of type: Int32) -> (project: Set<Int32>, external: Set<String>) {
        var project: Set<Int32> = []
        var external: Set<String> = []
        var stack: [Int32] = [type]
        while let next = stack.popLast() {
            guard project.insert(next).inserted else { continue }
            let edges = inheritedEdges(of: next)
            stack += edges.project
            external.formUnion(edges.external)
        }
        return (project, external)
    }

    /// The project types (nominal, typealiases followed) and outside names (with the
    /// protocols SwiftUI's refine) that the inherited types of a declaration and of its
    /// extensions name. Protocol compositions in extensions of outside protocols the type
    /// conforms to (`extension View where Self: Foo`) are not followed.
    func inheritedEdges(of next: Int32) -> (project: [Int32], external: [String]) {
        var project: [Int32] = []
        var external: [String] = []
        for owner in [next] + (extensionsOfType[next] ?? []) {
            let declaration = declarations[Int(owner)]
            for inherited in declaration.inheritedTypes {
                guard let name = TypeName(inherited) else { continue }
                switch lookupPath(name.components, file: declaration.file, enclosing: owner == next ? declaration.parent : owner, at: nil) {
                case .declarations(let found):
                    for id in found {
                        if let nominal = nominalType(of: id) {
                            project.append(nominal)
                        } else if let outside = outsideAlias(id) {
                            // `typealias ViewRepresentable = NSViewRepresentable` (one per `#if` arm).
                            external.append(outside)
                            external += SwiftUIProtocols.refinements[outside] ?? []
                        }
                    }
                case .notFound:
                    external.append(name.last)
                    external += SwiftUIProtocols.refinements[name.last] ?? []
                case .genericParameter:
                    break
                }
            }
        }
        return (project, external)
    }

    /// The outside type a project typealias names (followed through project typealiases):
    /// `NSViewRepresentable` for `typealias ViewRepresentable = NSViewRepresentable`.
    func outsideAlias(_ id: Int32, depth: Int = 0) -> String? {
        let declaration = declarations[Int(id)]
        guard declaration.kind == .typealias, depth < 8, let text = declaration.typeText, let name = TypeName(text) else { return nil }
        switch lookupPath(name.components, file: declaration.file, enclosing: declaration.parent, at: nil) {
        case .notFound: return name.last
        case .declarations(let found): return found.lazy.compactMap { self.outsideAlias($0, depth: depth + 1) }.first
        case .genericParameter: return nil
        }
    }

    /// Every declaration's inherited types resolved (in parallel: the model is complete but
    /// for this table, and lookups only read it), then the table of conformances.
    func computeConformanceTable(jobs: Int) {
        let count = declarations.count
        let chunk = max(1024, count / max(1, jobs * 4))
        let chunks = (count + chunk - 1) / chunk
        let slots = Slots<(project: [[Int32]], external: [[String]])>(count: chunks)
        Workers.forEach(chunks, jobs: jobs) { [unowned self] k in
            var project: [[Int32]] = []
            var external: [[String]] = []
            for i in k * chunk..<min(count, (k + 1) * chunk) {
                let id = Int32(i)
                guard !self.declarations[i].inheritedTypes.isEmpty || self.extensionsOfType[id] != nil else {
                    project.append([])
                    external.append([])
                    continue
                }
                let edges = self.inheritedEdges(of: id)
                project.append(edges.project)
                external.append(edges.external)
            }
            slots.set(k, (project, external))
        }
        let parts = slots.values.map { $0! }
        conformanceTable = ConformanceTable(edges: parts.flatMap(\.project), ownExternal: parts.flatMap(\.external),
                                            isProtocol: declarations.indices.map { declarations[$0].kind == .protocol })
    }

    /// Whether a project type is or conforms to an outside protocol or type (`View`); a
    /// representable is a View (Apple's protocols refine it).
    public func conforms(_ type: Int32, to outside: String) -> Bool {
        let external = conformances(of: type).external
        return external.contains(outside) || external.contains { Self.sdkRefinements[$0]?.contains(outside) == true }
    }

    /// SDK protocols that refine another one the passes ask about.
    static let sdkRefinements: [String: Set<String>] = [
        "UIViewRepresentable": ["View"], "NSViewRepresentable": ["View"],
        "UIViewControllerRepresentable": ["View"], "NSViewControllerRepresentable": ["View"],
    ]

    // MARK: Calls

    /// What the value a call is made on is, as far as the caller can tell.
    public enum Receiver: Equatable, Sendable {
        /// `f(...)` or `self.f(...)` inside a type: its own members, superclasses' members,
        /// extensions of protocols it conforms to, and (bare calls only) functions in scope.
        case implicitSelf(bare: Bool)
        /// A SwiftUI view of unknown concrete type, optionally known to start at a SwiftUI
        /// type (`Text(...)`): only extensions of `View` and of that type can apply.
        case swiftUIView(String?)
        /// A value of a known type.
        case type(TypeTarget)
        /// A value of some type no project declaration names (an SDK type's member, say
        /// `configuration.label`): only extensions of outside types can apply.
        case outside
        /// Anything: every visible function of the name counts.
        case unknown
    }

    /// The project's functions that a call `name(labels...)` with `trailingClosures`
    /// trailing closures, made on `receiver`, may resolve to, as seen from `site`.
    public func functionCandidates(named name: String, labels: [String?]?, trailingClosures: Int, receiver: Receiver,
                                   in source: SourceFile, at node: Node?) -> [Int32] {
        guard let place = place(source, node), let all = functionsByName[name] else { return [] }
        let file = place.file
        var result: [Int32] = []
        // The enclosing type's conformances (nil project type: an outside type's extension).
        var selfTypes: (project: Conformances?, external: Set<String>)?
        func selfConformances() -> (project: Conformances?, external: Set<String>) {
            if let selfTypes { return selfTypes }
            var project: Conformances?
            var external: Set<String> = []
            if let site = place.node, let frame = enclosingDeclarations(of: site, file: file, tree: place.tree).first, let identity = typeIdentity(frame) {
                switch identity {
                case .project(let type):
                    let found = conformances(of: type)
                    project = found
                    external = found.external
                case .external(let outside):
                    external = [outside]
                    for implied in SwiftUIProtocols.refinements[outside] ?? [] { external.insert(implied) }
                    // `extension View { func f() { g() } }`: the extension's own type.
                }
            }
            selfTypes = (project, external)
            return (project, external)
        }
        for id in all {
            let declaration = declarations[Int(id)]
            guard labels.map({ SemanticModel.accepts(declaration, labels: $0, trailingClosures: trailingClosures) }) ?? true,
                  isVisible(id, from: file, at: place) else { continue }
            let owner = self.owner(of: id)
            switch receiver {
            case .implicitSelf(let bare):
                guard let owner else {
                    // A global or local function: only a bare call can mean it.
                    if bare { result.append(id) }
                    continue
                }
                let types = selfConformances()
                switch owner {
                case .project(let type): if types.project?.contains(type) == true { result.append(id) }
                case .external(let outside): if types.external.contains(outside) { result.append(id) }
                }
            case .swiftUIView(let start):
                guard case .external(let outside)? = owner else { continue }
                var applicable: Set<String> = ["View"]
                if let start {
                    applicable.insert(start)
                    for implied in SwiftUIProtocols.refinements[start] ?? [] { applicable.insert(implied) }
                }
                if applicable.contains(outside) { result.append(id) }
            case .type(let target):
                guard let owner else { continue }
                switch target {
                case .project(let type):
                    let found = conformances(of: type)
                    switch owner {
                    case .project(let ownerType): if found.contains(ownerType) { result.append(id) }
                    case .external(let outside): if found.external.contains(outside) { result.append(id) }
                    }
                case .external(let typeName):
                    var applicable: Set<String> = [typeName]
                    for implied in SwiftUIProtocols.refinements[typeName] ?? [] { applicable.insert(implied) }
                    if case .external(let outside) = owner, applicable.contains(outside) { result.append(id) }
                }
            case .outside:
                if case .external? = owner { result.append(id) }
            case .unknown:
                result.append(id)
            }
        }
        return result
    }

    /// Whether a function can take these arguments: labels in order (defaulted parameters
    /// may be skipped), trailing closures filling the parameters after them, every other
    /// parameter defaulted.
    package static func accepts(_ declaration: Declaration, labels: [String?], trailingClosures: Int) -> Bool {
        var p = 0
        let parameters = declaration.labels
        for label in labels {
            while p < parameters.count && parameters[p] != label && declaration.hasDefault[p] { p += 1 }
            guard p < parameters.count, parameters[p] == label else { return false }
            p += 1
        }
        var closures = trailingClosures
        while p < parameters.count {
            let refuses = p < declaration.refusesClosure.count && declaration.refusesClosure[p]
            if closures > 0 && (declaration.takesClosure[p] || (!declaration.hasDefault[p] && !refuses)) {
                closures -= 1
            } else if !declaration.hasDefault[p] {
                return false
            }
            p += 1
        }
        return closures == 0
    }

    // MARK: Names in scope

    /// Project types (and typealiases) visible from a file under a name, resolved at a site:
    /// nil when the name means no project type there (an SDK type, say).
    public func projectType(named name: String, in source: SourceFile, at node: Node?) -> [Int32]? {
        guard case .declarations(let found) = lookupType(name, in: source, at: node) else { return nil }
        return found
    }

    /// Direct members of one extension, by name.
    public func membersOf(extension id: Int32, named name: String) -> [Int32] { members[id]?[name] ?? [] }

    /// Top-level variables and constants a file can see under a name: its own first, then
    /// its module's, then imported modules'.
    public func topLevelValues(named name: String, in source: SourceFile) -> [Int32] {
        guard let file = fileIndex[source.path] else { return [] }
        func values(_ ids: [Int32]?) -> [Int32] {
            (ids ?? []).filter { [.variable, .constant].contains(declarations[Int($0)].kind) && isVisible($0, from: file) }
        }
        let own = values(fileTopLevel[file][name])
        if !own.isEmpty { return own }
        var inModule: [Int32] = []
        for module in fileModules[file] where module < moduleTopLevel.count { inModule += values(moduleTopLevel[module][name]) }
        if !inModule.isEmpty { return Array(Set(inModule)).sorted() }
        var imported: [Int32] = []
        for module in fileImports[file].sorted() where module < moduleTopLevel.count { imported += values(moduleTopLevel[module][name]) }
        return imported
    }

    /// Top-level functions a file can see under a name.
    public func topLevelFunctions(named name: String, in source: SourceFile) -> [Int32] {
        guard let file = fileIndex[source.path] else { return [] }
        return (functionsByName[name] ?? []).filter { declarations[Int($0)].parent < 0 && isVisible($0, from: file) }
    }

    /// Members named `name` of any type or extension that a site can see (for a member
    /// reference whose base type is unknown).
    public func visibleMembers(named name: String, in source: SourceFile, at node: Node?) -> [Int32] {
        guard let place = place(source, node) else { return [] }
        return (membersByName[name] ?? []).filter { isVisible($0, from: place.file, at: place) }
    }

    /// The first declaration among `ids`, formatted as `declared at File.swift:line`.
    public func declaredAt(_ ids: [Int32]) -> String {
        guard let first = ids.min(by: { location($0) < location($1) }) else { return "" }
        return "declared at \(shortLocation(first))"
    }
}

/// What SwiftUI's own types are or conform to, where a project extension of the protocol
/// applies to them (`extension View` applies to `Text`).
package enum SwiftUIProtocols {
    static let shapes: Set<String> = ["Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape", "Path", "AnyShape"]
    package static let refinements: [String: Set<String>] = {
        var table: [String: Set<String>] = [
            "ViewModifier": [],
            "Shape": ["View", "Animatable", "Sendable"],
            "InsettableShape": ["Shape", "View", "Animatable"],
            "Text": ["View"], "Image": ["View"], "Button": ["View"], "Label": ["View"], "Color": ["View", "ShapeStyle"],
            "LinearGradient": ["View", "ShapeStyle"], "RadialGradient": ["View", "ShapeStyle"], "AngularGradient": ["View", "ShapeStyle"],
            "App": [], "Scene": [],
        ]
        for shape in shapes { table[shape] = ["Shape", "InsettableShape", "View", "Animatable"] }
        return table
    }()
}

extension SemanticModel {
    /// The node of declaration `id` in `file` as this round sees it: the model's own node
    /// while the file has the bytes the model read; after earlier passes' edits, the one
    /// declaration of the same kind and name inside the same types (nil when there is not
    /// exactly one, or `file` is another file). A pass that reads or edits a declaration's
    /// text asks for this node: the model's is of the round-0 tree, whose token indices
    /// mean other tokens in a changed file.
    public func node(of id: Int32, in file: SourceFile) -> Node? {
        let declaration = declarations[Int(id)]
        let home = files[declaration.file]
        if home.tree === file.tree || home.tree.bytes == file.tree.bytes { return declaration.node }
        guard home.path == file.path else { return nil }
        let path = declaration.parent >= 0 ? scopePath(of: declaration.parent) : []
        let typeKinds: Set<NodeKind> = [.structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl]
        let found = file.tree.nodes(ofKind: [declaration.node.kind]).filter { node in
            guard Self.declaredNames(node, file.tree).contains(declaration.name) else { return false }
            let owner = node.ancestors.first { typeKinds.contains($0.kind) }
            return (owner.map { Self.typePath(of: $0, file.tree) } ?? []) == path
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The names a declaration node declares: a function's or type's name, a variable's
    /// bound identifiers.
    static func declaredNames(_ node: Node, _ tree: SyntaxTree) -> [String] {
        if node.kind == .variableDecl {
            return node.children(.patternBinding).compactMap { binding in
                binding.child(.identifierPattern).flatMap { SyntaxFacts.declaredName($0, tree) }
            }
        }
        return DeclarationView(node)?.name.map { [DeclarationCollector.unescaped(tree.text(of: $0))] } ?? []
    }
}
