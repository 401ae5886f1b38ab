import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The stability test for `entry` defaults.
///
/// `@Entry` makes `defaultValue` computed, so a default that does work does it on every
/// read. A default is stable when it is a literal, a closure literal, a read of a `static
/// let` or an enum case, a construction of one of `EntryPlan.valueTypes` with stable
/// arguments, or a construction of a project struct or enum whose initialiser the model
/// shows does no work:
/// - the memberwise initialiser (no explicit `init` accepts the call's labels): every stored
///   property the call does not pass has a stable initial value (tested here, recursively);
/// - an explicit `init` whose body only assigns stable values (its parameters, literals,
///   stable constructions, other stored properties, closures that capture none of these)
///   to stored properties or `self`, or
///   delegates to such an `init`; the type's stored-property initial values and the
///   parameters' default values must be stable too.
/// Anything else (a call, a `.shared` or static `var` read, a global `var`, a computed
/// property, a property wrapper, an `init` the model cannot find) is work, described with
/// where it happens.
struct EntryStability {
    let model: SemanticModel

    /// How deep nested constructions are followed before giving up (declining).
    static let depthLimit = 8

    /// Where an expression is evaluated.
    struct Scope {
        var file: SourceFile
        /// False for the entry's default itself; true inside an initialiser or a stored
        /// property's initial value, where messages name the place.
        var nested = false
        /// The initialiser's parameter names (values the call passes, checked there).
        var locals: Set<String> = []
        /// The type whose initialiser this is, for `self.x` and bare member reads.
        var owner: Int32?
        /// What the value is for (`for 'keybindings'`), in nested messages.
        var purpose: String?
        var depth = 0
        /// Initialisers (and types, for memberwise ones) being checked: a cycle is declined.
        var visiting: [Int32] = []
    }

    /// Why an expression is not stable (reason and message), or nil. `entryType` is the
    /// written type `.init(...)` builds.
    func unstable(_ expression: Node, scope: Scope, entryType: String?) -> (reason: String, message: String)? {
        let tree = scope.file.tree
        let source = scope.file
        func location(_ node: Node) -> String {
            "\(Rewriting.place(source.path, tree.location(of: tree.startOffset(of: node)).line))"
        }
        func nested(_ phrase: String, at node: Node, then tail: String = "") -> (String, String) {
            ("unstable-default", "\(phrase)\(scope.purpose.map { " " + $0 } ?? "") (\(location(node)))\(tail)")
        }
        var found: (String, String)?
        expression.walk { node in
            guard found == nil else { return false }
            switch node.kind {
            case .closureExpr:
                // A closure literal is a stable value (its body runs later) unless it captures
                // what an initialiser was given or its instance: each construction then
                // allocates a new context, and two reads of the default differ.
                if scope.nested, let captured = capture(in: node, scope: scope) {
                    found = nested("stores a closure over `\(captured)`", at: node)
                }
                return false
            case .functionCallExpr:
                if let (type, at) = constructedType(node, tree, entryType: node == expression ? entryType : nil),
                   let kind = valueType(type, at: at, in: source) {
                    // Equal arguments make an equal value: look at the arguments ...
                    var argumentScope = scope
                    argumentScope.purpose = nil
                    for child in node.childNodes.dropFirst() {
                        if let problem = unstable(child, scope: argumentScope, entryType: nil) { found = problem; return false }
                    }
                    // ... and at what a project type's initialiser does.
                    if case .project(let id) = kind, let work = work(constructing: id, call: node, scope: scope) {
                        found = scope.nested
                            ? nested("builds \(model.qualifiedName(of: id))", at: node, then: ", whose \(work)")
                            : ("unstable-default", "runs on every read: \(EntryPlan.briefChain(work))")
                    }
                    return false
                }
                found = scope.nested
                    ? nested("calls `\(Rewriting.short(node, tree))`", at: node)
                    : ("unstable-default", "creates a new value on every read (@Entry makes defaultValue computed)")
                return false
            case .macroExpansionExpr:
                found = scope.nested
                    ? nested("expands `\(Rewriting.short(node, tree))`", at: node)
                    : ("unstable-default", "creates a new value on every read (@Entry makes defaultValue computed)")
                return false
            case .memberAccessExpr:
                guard let view = MemberAccessView(node), let name = view.name.map({ tree.text(of: $0) }) else { return true }
                if name == "now" || name.hasPrefix("random") {
                    found = scope.nested
                        ? nested("reads `\(Rewriting.short(node, tree))`", at: node)
                        : ("unstable-default", "is different on every read (@Entry makes defaultValue computed)")
                    return false
                }
                if Self.readsLiveObject(view, name: name, tree: tree, model: model, source: source) {
                    let read = tree.quote(node)
                    found = scope.nested
                        ? nested("reads `\(read)`", at: node)
                        : ("snapshot-default", "was read once; @Entry reads `\(read)` on every access")
                    return false
                }
                // `.plainText`: a computed static member of the entry's type (also from a
                // `where Self == T` extension of a protocol) ran once; now on every read.
                if view.base == nil, let computed = node == expression && entryType != nil
                    ? computedStaticMember(name, of: entryType!, at: node, in: source) : anyComputedStaticMember(name) {
                    found = ("unstable-default", "reads the computed static `.\(name)` (\(model.shortLocation(computed))): it ran once, @Entry runs it on every read")
                    return false
                }
                guard let base = view.base, base.kind == .declReferenceExpr else { return true }
                let baseName = tree.text(of: base)
                if baseName == "self", let owner = scope.owner {
                    if let problem = memberRead(name, of: owner) { found = nested(problem, at: node) }
                    return false
                }
                // `Singleton.shared`, `Config.current`: a stored default read it once; @Entry
                // reads it again on every access.
                if !scope.locals.contains(baseName), let id = model.resolveNominal(baseName, in: source, at: base) {
                    let members = model.members(of: id, named: name)
                    let declaration = model.declaration(id)
                    if declaration.kind == .class || declaration.kind == .actor || members.contains(where: { model.declaration($0).kind == .variable }) {
                        found = scope.nested
                            ? nested("reads `\(tree.quote(node))`", at: node)
                            : ("snapshot-default", "was read once; @Entry reads `\(tree.quote(node))` on every access")
                        return false
                    }
                }
                return true
            case .declReferenceExpr:
                let name = tree.text(of: node)
                // Any case: `Current` may be a global (`var Current = World()`), not a type.
                guard name != "self", name != "nil", name != "Self", !scope.locals.contains(name),
                      node.parent?.kind != .memberAccessExpr || node.parent?.childNodes.first == node else { return true }
                // A member of the type whose initialiser this is: stored is fine, computed is work.
                if let owner = scope.owner, !model.members(of: owner, named: name).isEmpty {
                    if let problem = memberRead(name, of: owner) { found = nested(problem, at: node) }
                    return true
                }
                // A global variable: read once before, on every access after.
                if model.topLevelValues(named: name, in: source).contains(where: { model.declaration($0).kind == .variable }) {
                    found = scope.nested
                        ? nested("reads the global `\(name)`", at: node)
                        : ("snapshot-default", "was read once; @Entry reads the global `\(name)` on every access")
                    return false
                }
                return true
            default:
                return true
            }
        }
        return found
    }

    /// The first name a closure literal inside an initialiser captures from it: a parameter,
    /// `self`, or a member of the instance read without `self.`.
    func capture(in closure: Node, scope: Scope) -> String? {
        let tree = scope.file.tree
        var captured: String?
        closure.walk { node in
            guard captured == nil else { return false }
            guard node.kind == .declReferenceExpr,
                  node.parent?.kind != .memberAccessExpr || node.parent?.childNodes.first == node else { return true }
            let name = tree.text(of: node)
            if name == "self" || scope.locals.contains(name)
                || scope.owner.map({ !model.members(of: $0, named: name).isEmpty }) == true {
                captured = name
            }
            return true
        }
        return captured
    }

    /// Apple's objects and values that change while the app runs (`UIScreen.main`,
    /// `Locale.current`, `UserDefaults.standard`, `ProcessInfo.processInfo`): a stored
    /// default took them once.
    static let liveObjects: Set<String> = [
        "UIScreen", "NSScreen", "UIApplication", "NSApplication", "UIDevice", "WKInterfaceDevice", "ProcessInfo", "Locale",
        "TimeZone", "Calendar", "UserDefaults", "UITraitCollection", "NSAppearance", "Bundle",
    ]
    static let liveMembers: Set<String> = ["main", "current", "shared", "standard", "processInfo", "screens", "autoupdatingCurrent"]

    /// `UIScreen.main`, `Locale.current` (the type not the project's own), or an implicit
    /// `.current`/`.autoupdatingCurrent`.
    static func readsLiveObject(_ view: MemberAccessView, name: String, tree: SyntaxTree, model: SemanticModel, source: SourceFile) -> Bool {
        guard liveMembers.contains(name) else { return false }
        guard let base = view.base else { return name == "current" || name == "autoupdatingCurrent" }
        guard base.kind == .declReferenceExpr || base.kind == .memberAccessExpr else { return false }
        let typeName = tree.collapsedText(of: base)
        let last = typeName.split(separator: ".").last.map(String.init) ?? typeName
        guard liveObjects.contains(last), typeName == last || typeName == "Foundation.\(last)" || typeName == "UIKit.\(last)"
                || typeName == "AppKit.\(last)" else { return false }
        return base.kind != .declReferenceExpr || model.resolveNominal(last, in: source, at: base) == nil
    }

    /// A static computed property or static function named `name` of the project type
    /// `typeName` (its extensions included).
    func computedStaticMember(_ name: String, of typeName: String, at node: Node, in source: SourceFile) -> Int32? {
        let bare = typeName.hasPrefix("any ") ? String(typeName.dropFirst(4)) : typeName
        guard let type = model.resolveNominal(bare.hasSuffix("?") ? String(bare.dropLast()) : bare, in: source, at: node) else { return nil }
        return model.members(of: type, named: name).first { id in
            let declaration = model.declaration(id)
            return declaration.isStatic && (declaration.isComputed || declaration.kind == .function)
        }
    }

    /// `.default` where the type is not known (an argument, `.init(.default)`): a computed
    /// static property or static function of that name the project declares anywhere.
    func anyComputedStaticMember(_ name: String) -> Int32? {
        model.declarations.indices.first { index in
            let declaration = model.declarations[index]
            return declaration.name == name && declaration.isStatic && declaration.parent >= 0
                && (declaration.isComputed || declaration.kind == .function)
        }.map(Int32.init)
    }

    /// Reading `self.name` inside an initialiser: a stored property is fine; a computed one
    /// (or a method reference) runs code.
    func memberRead(_ name: String, of owner: Int32) -> String? {
        for id in model.members(of: owner, named: name) {
            let declaration = model.declaration(id)
            if declaration.isStatic { continue }
            if declaration.kind == .function { return "uses the method '\(name)' (\(model.shortLocation(id)))" }
            if declaration.isComputed { return "reads the computed '\(name)' (\(model.shortLocation(id)))" }
        }
        return nil
    }

    enum ValueKind { case known, project(Int32) }

    /// Whether a constructed type is a value type whose construction may be stable: one of
    /// `EntryPlan.valueTypes`, an array/dictionary type, or a project struct or enum.
    func valueType(_ name: String, at node: Node, in source: SourceFile, depth: Int = 0) -> ValueKind? {
        let bare = name.hasSuffix("?") ? String(name.dropLast()) : name
        if bare.hasPrefix("[") && bare.hasSuffix("]") { return .known }  // `[T]`, `[K: V]`
        if EntryPlan.valueTypes.contains(bare) || EntryPlan.valueTypes.contains(TypeName(bare)?.components.last ?? bare) && !bare.contains(".") {
            // Unless the project declares a type of that name here.
            guard let id = model.resolveNominal(bare, in: source, at: node) else { return .known }
            let kind = model.declaration(id).kind
            return kind == .struct || kind == .enum ? .project(id) : nil
        }
        // `typealias EventParameters = [Parameters: String]`: what it names.
        if depth < 3, case .declarations(let found) = model.lookupType(bare, in: source, at: node), found.count == 1,
           model.declaration(found[0]).kind == .typealias, let aliased = model.declaration(found[0]).typeText, aliased != bare {
            return valueType(aliased, at: node, in: source, depth: depth + 1)
        }
        guard let id = model.resolveNominal(bare, in: source, at: node) else { return nil }
        let kind = model.declaration(id).kind
        return kind == .struct || kind == .enum ? .project(id) : nil
    }

    /// The type a call constructs, when it is a constructor: `T(...)`, `T.init(...)`, `.init(...)`.
    func constructedType(_ call: Node, _ tree: SyntaxTree, entryType: String?) -> (String, Node)? {
        guard let callee = call.childNodes.first else { return nil }
        switch callee.kind {
        case .declReferenceExpr:
            let name = tree.text(of: callee)
            return name.first?.isUppercase == true ? (name, callee) : nil
        case .genericSpecializationExpr:
            // `Box<Int>(value: 1)`
            guard let base = callee.childNodes.first, base.kind == .declReferenceExpr else { return nil }
            let name = tree.text(of: base)
            return name.first?.isUppercase == true ? (name, base) : nil
        case .arrayExpr, .dictionaryExpr:
            // `[String]()`, `[String: Int]()`
            return (tree.collapsedText(of: callee), callee)
        case .memberAccessExpr:
            guard let view = MemberAccessView(callee), let name = view.name.map({ tree.text(of: $0) }) else { return nil }
            // `Analytics.EventParameters()`: a nested type (or typealias) built.
            if name != "init", name.first?.isUppercase == true, let path = TypeResolver.typeReference(callee, tree) { return (path, callee) }
            guard name == "init" else { return nil }
            if let base = view.base { return (tree.text(of: base), base) }
            return entryType.map { ($0, callee) }
        default:
            return nil
        }
    }

    // MARK: Initialisers

    /// What the initialiser a construction of a project struct or enum calls does beyond
    /// storing stable values ("'T.init()' (path:line) reads `X.shared` (path:line)"), or nil
    /// when it does no work.
    func work(constructing type: Int32, call: Node, scope: Scope) -> String? {
        let tree = scope.file.tree
        let typeName = model.declaration(type).name
        guard let view = FunctionCallView(call) else { return "'\(typeName).init' is not a call the pass can follow" }
        let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
        let trailing = (view.trailingClosure == nil ? 0 : 1) + view.additionalTrailingClosures.count
        return work(constructing: type, labels: labels, trailingClosures: trailing, scope: scope)
    }

    func work(constructing type: Int32, labels: [String?], trailingClosures: Int, scope: Scope) -> String? {
        let declaration = model.declaration(type)
        let typeName = model.qualifiedName(of: type)
        let initializers = model.members(of: type, named: "init").filter { model.declaration($0).kind == .initializer }
        let matching = initializers.filter { SemanticModel.accepts(model.declaration($0), labels: labels, trailingClosures: trailingClosures) }
        let written = "\(typeName).init(\(labels.map { ($0 ?? "_") + ":" }.joined()))"
        guard scope.depth < Self.depthLimit else {
            return "'\(written)' nests constructions more than \(Self.depthLimit) deep; the pass does not follow them"
        }
        if !matching.isEmpty {
            for id in matching {
                if let work = explicitWork(id, type: type, scope: scope) { return work }
            }
            return nil
        }
        switch declaration.kind {
        case .enum:
            // The synthesised `init(rawValue:)` only compares the raw value.
            if labels == ["rawValue"], trailingClosures == 0 { return nil }
            return "'\(written)' is no initialiser the pass can find on \(typeName) (\(model.shortLocation(type)))"
        case .struct:
            // The memberwise initialiser exists only when the struct's own body declares no init.
            if initializers.contains(where: { model.declaration($0).parent == type }) {
                return "'\(written)' is no initialiser the pass can find on \(typeName) (\(model.shortLocation(type)))"
            }
            return memberwiseWork(type, labels: labels, trailingClosures: trailingClosures, written: written, scope: scope)
        default:
            return "'\(written)' builds a \(declaration.kind.keyword) (\(model.shortLocation(type)))"
        }
    }

    /// The stored properties of a struct, in order.
    func storedProperties(of type: Int32) -> [Int32] {
        model.allMembers(of: type).filter { id in
            let member = model.declaration(id)
            return [.variable, .constant].contains(member.kind) && !member.isStatic && !member.isComputed && member.parent == type
        }.sorted { model.declaration($0).nameToken < model.declaration($1).nameToken }
    }

    /// The memberwise initialiser: the properties the call leaves out must have stable
    /// initial values, and none may be wrapped.
    func memberwiseWork(_ type: Int32, labels: [String?], trailingClosures: Int, written: String, scope: Scope) -> String? {
        let name = "memberwise '\(written)' (\(model.shortLocation(type)))"
        if scope.visiting.contains(type) { return "\(name) builds \(model.declaration(type).name) again (recursive); the pass does not follow it" }
        let properties = storedProperties(of: type)
        // Its parameters: every stored property but a `let` with an initial value.
        var parameters: [(id: Int32, label: String, hasDefault: Bool)] = []
        for id in properties {
            let property = model.declaration(id)
            let value = initialValue(of: id)
            if property.kind == .constant && value != nil { continue }
            let optionalVar = property.kind == .variable && (property.typeText.map { $0.hasSuffix("?") || $0.hasPrefix("Optional<") } ?? false)
            parameters.append((id, property.name, value != nil || optionalVar))
        }
        // Which parameters the call passes.
        var passed: Set<Int32> = []
        var p = 0
        for label in labels {
            while p < parameters.count && parameters[p].label != label && parameters[p].hasDefault { p += 1 }
            guard p < parameters.count, parameters[p].label == label else {
                return "'\(written)' is no initialiser the pass can find on \(model.qualifiedName(of: type)) (\(model.shortLocation(type)))"
            }
            passed.insert(parameters[p].id)
            p += 1
        }
        var closures = trailingClosures
        while p < parameters.count {
            if closures > 0 { passed.insert(parameters[p].id); closures -= 1 } else if !parameters[p].hasDefault {
                return "'\(written)' is no initialiser the pass can find on \(model.qualifiedName(of: type)) (\(model.shortLocation(type)))"
            }
            p += 1
        }
        var inner = scope
        inner.visiting.append(type)
        if let work = propertyWork(type, skipping: passed, scope: inner) { return "\(name) \(work)" }
        return nil
    }

    /// A stored property's initial value (or its wrapper) that does work, described.
    func propertyWork(_ type: Int32, skipping: Set<Int32>, scope: Scope) -> String? {
        for id in storedProperties(of: type) where !skipping.contains(id) {
            let property = model.declaration(id)
            if let wrapper = property.attributes.first(where: { !["available", "usableFromInline", "MainActor", "nonobjc", "preconcurrency"].contains($0) }) {
                return "wraps '\(property.name)' in @\(wrapper) (\(model.shortLocation(id)))"
            }
            guard let (file, value) = initialValue(of: id) else { continue }
            let annotation = TypeResolver.binding(named: property.name, in: property.node, file.tree)?
                .child(.typeAnnotation)?.childNodes.first.map { file.tree.collapsedText(of: $0) }
            let inner = Scope(file: file, nested: true, locals: [], owner: nil, purpose: "for '\(property.name)'",
                              depth: scope.depth + 1, visiting: scope.visiting)
            if let problem = unstable(value, scope: inner, entryType: annotation) { return problem.message }
        }
        return nil
    }

    /// An explicit initialiser: its body may only assign stable values to stored properties
    /// (or `self`) and delegate to another such initialiser.
    func explicitWork(_ id: Int32, type: Int32, scope: Scope) -> String? {
        let declaration = model.declaration(id)
        let file = model.files[declaration.file]
        let tree = file.tree
        let written = "\(model.qualifiedName(of: type)).init(\(declaration.labels.map { ($0 ?? "_") + ":" }.joined()))"
        let name = "'\(written)' (\(model.shortLocation(id)))"
        if scope.visiting.contains(id) { return "\(name) calls itself again (recursive); the pass does not follow it" }
        if declaration.isFailable || declaration.node.child(.functionSignature)?.child(.effectSpecifiers) != nil {
            return "\(name) can fail, throw or suspend"
        }
        guard let body = declaration.node.child(.codeBlock) else { return "\(name) has no body the pass can read" }
        var inner = Scope(file: file, nested: true, locals: [], owner: type, purpose: nil, depth: scope.depth + 1, visiting: scope.visiting + [id])
        // Parameters: stable values the call passes; their default values must be stable.
        let parameters = declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
        for parameter in parameters {
            let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
            if let last = names.last { inner.locals.insert(DeclarationCollector.unescaped(tree.text(of: last))) }
        }
        for parameter in parameters {
            if let value = parameter.child(.initializerClause)?.childNodes.first, let problem = unstable(value, scope: inner, entryType: nil) {
                return "\(name) \(problem.message)"
            }
        }
        var delegates = false
        let stored = Set(storedProperties(of: type).map { model.declaration($0).name })
        for statement in body.childNodes {
            let statement = statement.kind == .expressionStmt ? (statement.firstChildNode ?? statement) : statement
            let line = "\(Rewriting.place(file.path, tree.location(of: tree.startOffset(of: statement)).line))"
            // `self.x = value`, `x = value`, `self = value`
            if statement.kind == .sequenceExpr, statement.childNodes.count == 3, statement.childNodes[1].kind == .assignmentExpr {
                let target = statement.childNodes[0]
                var property: String?
                if target.kind == .declReferenceExpr {
                    property = tree.text(of: target)
                } else if let member = MemberAccessView(target), let base = member.base, base.kind == .declReferenceExpr,
                          tree.text(of: base) == "self", let memberName = member.name {
                    property = tree.text(of: memberName)
                }
                guard let property, property == "self" || stored.contains(property) else {
                    return "\(name) runs `\(Rewriting.short(statement, tree))` (\(line))"
                }
                var valueScope = inner
                valueScope.purpose = property == "self" ? nil : "for '\(property)'"
                let propertyType = model.members(of: type, named: property).first.flatMap { model.declaration($0).typeText }
                if let problem = unstable(statement.childNodes[2], scope: valueScope, entryType: property == "self" ? model.declaration(type).name : propertyType) {
                    return "\(name) \(problem.message)"
                }
                continue
            }
            // `self.init(...)`: that initialiser's work is this one's.
            if statement.kind == .functionCallExpr, let callee = FunctionCallView(statement)?.calledExpression,
               let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "init",
               let base = member.base, tree.text(of: base) == "self" {
                for child in statement.childNodes.dropFirst() {
                    if let problem = unstable(child, scope: inner, entryType: nil) { return "\(name) \(problem.message)" }
                }
                var delegated = inner
                delegated.purpose = nil
                if let work = work(constructing: type, call: statement, scope: delegated) { return "\(name) delegates to \(work)" }
                delegates = true
                continue
            }
            let verb = statement.kind == .functionCallExpr ? "calls" : "runs"
            return "\(name) \(verb) `\(Rewriting.short(statement, tree))` (\(line))"
        }
        // A delegating initialiser leaves the stored properties to the one it calls.
        if !delegates, let work = propertyWork(type, skipping: [], scope: inner) { return "\(name) \(work)" }
        return nil
    }

    /// A stored property's initial value, with its file.
    func initialValue(of id: Int32) -> (SourceFile, Node)? {
        let declaration = model.declaration(id)
        let file = model.files[declaration.file]
        guard let binding = TypeResolver.binding(named: declaration.name, in: declaration.node, file.tree),
              let value = binding.child(.initializerClause)?.childNodes.first else { return nil }
        return (file, value)
    }
}

extension EntryPlan {
    /// A chain of initialisers that ends in work, told by its first and its last link when
    /// it is long (`'A.init()' (A.swift:3) … calls `load()` (B.swift:9)`); `explain entry`
    /// says why, the code holds the rest.
    static func briefChain(_ work: String) -> String {
        guard work.count > 120, let last = work.range(of: ", whose ", options: .backwards),
              let firstEnd = work.range(of: ") ")?.lowerBound, firstEnd < last.lowerBound else { return work }
        var cause = work[last.upperBound...]
        // The last link's own name and place go when a verb phrase follows them.
        if let end = cause.range(of: ") "), cause[..<end.lowerBound].hasPrefix("'") { cause = cause[end.upperBound...] }
        return String(work[...firstEnd]) + " … " + cause
    }
}
