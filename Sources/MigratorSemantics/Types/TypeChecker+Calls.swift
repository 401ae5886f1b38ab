import Foundation
import SwiftCST

/// One argument of a call or subscript.
struct ArgumentOfCall {
    var label: String?
    var node: Node
    var isTrailingClosure = false
}

/// A function a call may mean, seen on its base (generic parameters of the base
/// substituted; the function's own, and an initialised generic type's, still variables).
struct CallCandidate {
    var signature: Signature
    var level: Int = 0
}

/// How well an argument fits a parameter.
enum Fit: Int, Comparable {
    case exact = 0
    case conversion = 1
    case impossible = 100
    static func < (a: Fit, b: Fit) -> Bool { a.rawValue < b.rawValue }
}

extension TypeChecker {
    /// `SWIFTUI_MIGRATE_TYPES_TRACE=1` prints overload decisions (a developer aid).
    static let tracing = ProcessInfo.processInfo.environment["SWIFTUI_MIGRATE_TYPES_TRACE"] != nil

    // MARK: Calls

    func callArguments(_ node: Node) -> [ArgumentOfCall] {
        var result: [ArgumentOfCall] = []
        let list = node.child(.labeledExprList)
        for argument in list?.children(.labeledExpr) ?? [] {
            let view = ArgumentView(argument)
            guard let value = view.expression else { continue }
            result.append(ArgumentOfCall(label: view.label.map { DeclarationCollector.unescaped(tree.text(of: $0)) }, node: value))
        }
        if let call = FunctionCallView(node) {
            if let closure = call.trailingClosure { result.append(ArgumentOfCall(label: nil, node: closure, isTrailingClosure: true)) }
            for (label, closure) in call.additionalTrailingClosures {
                result.append(ArgumentOfCall(label: tree.text(of: label), node: closure, isTrailingClosure: true))
            }
        }
        return result
    }

    func checkCall(_ node: Node, expected: TypeRef?, chainExpected: TypeRef?) -> TypeRef? {
        guard let call = FunctionCallView(node), let callee = call.calledExpression else { return nil }
        let arguments = callArguments(node)
        switch callee.kind {
        case .declReferenceExpr:
            return checkNamedCall(node, callee: callee, arguments: arguments, expected: expected)
        case .genericSpecializationExpr:
            if let type = typeReference(callee) {
                note(callee, .metatype(type))
                return initialize(type, arguments: arguments, expected: expected, explicitArguments: true, at: node)
            }
            return nil
        case .memberAccessExpr:
            return checkMemberCall(node, callee: callee, arguments: arguments, expected: expected, chainExpected: chainExpected)
        default:
            // `[Int]()`, `[String: Int]()`, `Int?(x)`.
            if callee.kind == .arrayExpr || callee.kind == .dictionaryExpr || callee.kind == .optionalChainingExpr || callee.kind == .typeExpr,
               let type = typeReference(callee) {
                note(callee, .metatype(type))
                return initialize(type, arguments: arguments, expected: expected, explicitArguments: true, at: node)
            }
            // `{ ... }()`, `f()()`, `handler?()`.
            guard let calleeType = link(callee, expected: nil, chainExpected: nil) else {
                checkContextFree(arguments)
                return nil
            }
            return callValue(calleeType, arguments: arguments, expected: expected)
        }
    }

    /// `f(...)`, `T(...)`, `type(of:)`: a value called, an overload chosen, or an initialiser.
    private func checkNamedCall(_ node: Node, callee: Node, arguments: [ArgumentOfCall], expected: TypeRef?) -> TypeRef? {
        guard let token = callee.firstChildToken else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: token))
        note(callee, nil)
        if name == "type", arguments.count == 1, arguments[0].label == "of", case .notFound = lookupValue(name, at: callee) {
            guard let value = check(arguments[0].node, expected: nil) else { return nil }
            return .metatype(value)
        }
        switch lookupValue(name, at: callee) {
        case .value(let type, _):
            return callValue(type, arguments: arguments, expected: expected)
        case .unknown:
            checkContextFree(arguments)
            return nil
        case .declarations(let members, let globals):
            var candidates: [CallCandidate] = []
            for member in members {
                candidates += candidatesForValueMember(member)
            }
            for global in globals {
                let d = types.declaration(global)
                if d.kind == .function, let signature = types.signature(of: global) { candidates.append(CallCandidate(signature: signature)) }
                if d.kind == .variable || d.kind == .constant, case .function(let f)? = types.declaredType(of: global) {
                    candidates.append(CallCandidate(signature: signatureOfFunctionType(f)))
                }
            }
            if candidates.isEmpty, let type = typeReference(callee) {
                return initialize(type, arguments: arguments, expected: expected, explicitArguments: false, at: node)
            }
            return resolve(candidates, arguments: arguments, expected: expected, at: node)
        case .notFound:
            if let type = typeReference(callee) {
                note(callee, .metatype(type))
                return initialize(type, arguments: arguments, expected: expected, explicitArguments: false, at: node)
            }
            checkContextFree(arguments)
            return nil
        }
    }

    /// The arguments of a call whose callee is unknown, typed where they need no context
    /// (`m.objectWillChange` in `.unknownModifier().onReceive(m.objectWillChange)`); the
    /// others (closures, literals, implicit members) stay unknown.
    func checkContextFree(_ arguments: [ArgumentOfCall]) {
        for argument in arguments where !needsContext(argument.node) { _ = check(argument.node, expected: nil) }
    }

    /// `.name(...)` against the context, `Type.f(...)`, `Module.f(...)`, `self.init(...)`, `value.f(...)`.
    private func checkMemberCall(_ node: Node, callee: Node, arguments: [ArgumentOfCall], expected: TypeRef?, chainExpected: TypeRef?) -> TypeRef? {
        guard let member = MemberAccessView(callee), let nameToken = member.name else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: nameToken))
        guard let base = member.base else {
            // `.name(...)` / `.init(...)` against the contextual type.
            note(callee, nil)
            guard let context = chainExpected ?? expected else {
                for argument in arguments { _ = check(argument.node, expected: nil) }
                return fail(node, "no contextual type")
            }
            return implicitCall(name, in: context, arguments: arguments, expected: expected, at: node)
        }
        // `Type(...)` spelled `Outer.Inner(...)`, `Type.init(...)`.
        if let type = typeReference(callee) {
            note(callee, .metatype(type))
            return initialize(type, arguments: arguments, expected: expected, explicitArguments: !type.genericArguments.isEmpty, at: node)
        }
        if let type = typeReference(base) {
            note(base, .metatype(type))
            note(callee, nil)
            if name == "init" { return initialize(type, arguments: arguments, expected: expected, explicitArguments: !type.genericArguments.isEmpty, at: node) }
            return staticCall(name, on: type, arguments: arguments, expected: expected, at: node)
        }
        if let module = moduleReference(base) {
            // `Swift.min(a, b)`.
            note(base, nil)
            note(callee, nil)
            var candidates: [CallCandidate] = []
            for global in moduleMembers(module, named: name) where types.declaration(global).kind == .function {
                if let signature = types.signature(of: global) { candidates.append(CallCandidate(signature: signature)) }
            }
            return resolve(candidates, arguments: arguments, expected: expected, at: node)
        }
        if name == "init", base.kind == .superExpr || (base.kind == .declReferenceExpr && tree.text(of: base) == "self") {
            // `self.init(...)`, `super.init(...)`: the initialised type.
            note(callee, nil)
            guard var instance = check(base, expected: nil) else {
                for argument in arguments { _ = check(argument.node, expected: nil) }
                return nil
            }
            // In a static member, `self.init(...)` makes an instance; delegating to a
            // failable initialiser gives an optional.
            if case .metatype(let made) = instance { instance = made }
            let made = initialize(instance, arguments: arguments, expected: nil, explicitArguments: true, at: node)
            if let made, made == .optional(instance) { return made }
            return instance
        }
        var baseExpected: TypeRef?
        if isImplicitChain(base) { baseExpected = chainExpected }
        note(callee, nil)
        if base.kind == .arrayExpr, needsContext(base), let element = literalElementHint(arguments) {
            // `[.a, .b].contains(x)`: the elements are what the argument is.
            _ = check(base, expected: arrayType(element))
        }
        guard let baseType = link(base, expected: nil, chainExpected: baseExpected).map({ forcedIfImplicitlyUnwrapped(base, $0) }) else {
            checkContextFree(arguments)
            return fail(node, "base of unknown type")
        }
        if case .metatype(let instance) = baseType {
            if name == "init" { return initialize(instance, arguments: arguments, expected: expected, explicitArguments: true, at: node) }
            return staticCall(name, on: instance, arguments: arguments, expected: expected, at: node)
        }
        var selfProtocols: [DeclRef] = []
        if case .selfType = baseType, let frame = enclosingTypeFrames(of: node).first { selfProtocols = frame.protocols }
        return instanceCall(name, on: baseType, arguments: arguments, expected: expected, at: node, selfProtocols: selfProtocols)
    }

    /// The type of the first argument that does not need a context: what an array literal
    /// of implicit members the call is made on holds (`[.a, .b].contains(x)`).
    func literalElementHint(_ arguments: [ArgumentOfCall]) -> TypeRef? {
        for argument in arguments where !needsContext(argument.node) {
            if let type = check(argument.node, expected: nil) { return type.unwrapped }
        }
        return nil
    }

    /// A value of function type called.
    func callValue(_ type: TypeRef, arguments: [ArgumentOfCall], expected: TypeRef?) -> TypeRef? {
        guard case .function(let function) = type else {
            for argument in arguments { _ = check(argument.node, expected: nil) }
            return nil
        }
        for (i, argument) in arguments.enumerated() {
            _ = check(argument.node, expected: i < function.parameters.count ? function.parameters[i].type : nil)
        }
        return function.result
    }

    func signatureOfFunctionType(_ function: TypeRef.FunctionTypeRef) -> Signature {
        Signature(decl: nil, parameters: function.parameters.map { Signature.Parameter(label: nil, type: $0.type, isVariadic: $0.isVariadic, isInout: $0.isInout) },
                  result: function.result, variables: [])
    }

    /// The signatures a member found by name can be called with: a method's, or a
    /// property's function type, or a case's payload.
    func candidatesForValueMember(_ member: FoundMember) -> [CallCandidate] {
        let d = types.declaration(member.decl)
        switch d.kind {
        case .function, .enumCase:
            guard let signature = types.signature(of: member.decl) else { return [] }
            return [CallCandidate(signature: signature.mapTypes { substitute($0, member) }, level: member.level)]
        case .variable, .constant:
            guard let declared = types.declaredType(of: member.decl), case .function(let f) = substitute(declared, member).unwrapped else { return [] }
            return [CallCandidate(signature: signatureOfFunctionType(f), level: member.level)]
        default:
            return []
        }
    }

    /// `base.name(...)`.
    func instanceCall(_ name: String, on baseType: TypeRef, arguments: [ArgumentOfCall], expected: TypeRef?, at node: Node, selfProtocols: [DeclRef]) -> TypeRef? {
        let found = types.members(named: name, of: baseType, isStatic: false, from: fileIndex, selfProtocols: selfProtocols, allLevels: true)
        var candidates = found.flatMap { candidatesForValueMember($0) }
        if candidates.isEmpty, let value = dynamicMember(name, of: baseType, at: node), case .function(let f) = value.unwrapped {
            candidates = [CallCandidate(signature: signatureOfFunctionType(f))]
        }
        return resolve(candidates, arguments: arguments, expected: expected, at: node)
    }

    /// `Type.name(...)`: a static function or a case with a payload.
    func staticCall(_ name: String, on type: TypeRef, arguments: [ArgumentOfCall], expected: TypeRef?, at node: Node) -> TypeRef? {
        var lookup = type
        if case .existential(let members) = type, members.count == 1 { lookup = members[0] }
        let found = types.members(named: name, of: lookup, isStatic: true, from: fileIndex, allLevels: true)
            .map { FoundMember(decl: $0.decl, base: type, holder: $0.holder, level: $0.level) }
        let candidates = found.flatMap { candidatesForValueMember($0) }
        return resolve(candidates, arguments: arguments, expected: expected, at: node)
    }

    /// `.name(...)` or `.init(...)` against a contextual type.
    func implicitCall(_ name: String, in context: TypeRef, arguments: [ArgumentOfCall], expected: TypeRef?, at node: Node) -> TypeRef? {
        if name == "init" {
            return initialize(context.fullyUnwrapped, arguments: arguments, expected: expected, explicitArguments: true, at: node)
        }
        for group in implicitMemberCandidates(name, in: context) {
            let candidates = group.flatMap { candidatesForValueMember($0) }
            if !candidates.isEmpty { return resolve(candidates, arguments: arguments, expected: expected, at: node) }
        }
        for argument in arguments { _ = check(argument.node, expected: nil) }
        return fail(node, "no static function '\(name)' in \(kindName(context))")
    }

    /// `T(...)`: T's initialisers (its own, extensions', protocols', the implicit
    /// memberwise one); a generic type written without arguments binds them from the call.
    func initialize(_ type: TypeRef, arguments: [ArgumentOfCall], expected: TypeRef?, explicitArguments: Bool, at node: Node) -> TypeRef? {
        var target = type
        if case .existential(let members) = type, members.count == 1, case .nominal = members[0] {
            // A protocol cannot be initialised; a typealias to one neither.
            for argument in arguments { _ = check(argument.node, expected: nil) }
            return nil
        }
        if case .optional(let wrapped) = type {
            // `Optional(x)` / `T?(x)`.
            guard let value = arguments.first, arguments.count == 1 else { return nil }
            let inner = check(value.node, expected: wrapped)
            return inner.map { .optional($0) } ?? .optional(wrapped)
        }
        if case .genericParameter = type {
            // `T(rawValue: x)`: the initialisers T's constraints require.
            let found = types.members(named: "init", of: type, isStatic: true, from: fileIndex, allLevels: true)
                .filter { types.declaration($0.decl).kind == .initializer }
            let candidates = found.compactMap { member -> CallCandidate? in
                guard let signature = types.signature(of: member.decl) else { return nil }
                return CallCandidate(signature: signature.mapTypes { substitute($0, FoundMember(decl: member.decl, base: type, holder: type, level: member.level)) },
                                     level: member.level)
            }
            return resolve(candidates, arguments: arguments, expected: expected, at: node)
        }
        if case .selfType = type, let frame = enclosingTypeFrames(of: node).first, !frame.protocols.isEmpty {
            // `self.init(...)` in a protocol extension: the protocol's initialisers.
            let found = types.members(named: "init", of: .selfType, isStatic: true, from: fileIndex, selfProtocols: frame.protocols, allLevels: true)
                .filter { types.declaration($0.decl).kind == .initializer }
            let candidates = found.compactMap { member -> CallCandidate? in
                guard let signature = types.signature(of: member.decl) else { return nil }
                return CallCandidate(signature: signature.mapTypes { substitute($0, FoundMember(decl: member.decl, base: type, holder: type, level: member.level)) },
                                     level: member.level)
            }
            return resolve(candidates, arguments: arguments, expected: expected, at: node)
        }
        guard case .nominal(let ref, _, _) = type, let decl = ref.declaration else {
            for argument in arguments { _ = check(argument.node, expected: nil) }
            return fail(node, "initialiser of \(kindName(type))")
        }
        var variables: [GenericParameterRef] = []
        if !explicitArguments && type.genericArguments.isEmpty && !types.declaration(decl).genericParameters.isEmpty {
            // `Box(x)`: the arguments come from the call (inside `Box` too).
            variables = types.declaration(decl).genericParameters.map { GenericParameterRef(name: $0, owner: decl) }
            target = types.declaredInterfaceType(of: decl)
        }
        let found = types.members(named: "init", of: target, isStatic: true, from: fileIndex, allLevels: true)
            .filter { types.declaration($0.decl).kind == .initializer }
        var candidates: [CallCandidate] = []
        for member in found {
            guard var signature = types.signature(of: member.decl) else { continue }
            signature = signature.mapTypes { substitute($0, FoundMember(decl: member.decl, base: target, holder: member.holder, level: member.level)) }
            // A superclass's initialiser, inherited, makes the subclass (`UITapGestureRecognizer(target:action:)`).
            if member.level > 0, types.declaration(decl).kind == .class {
                signature.result = signature.result.isOptional ? .optional(target) : target
            }
            signature.variables += variables
            // The type's own requirements hold of the arguments the call binds
            // (`ForEach`'s `ID: Hashable`).
            if !variables.isEmpty { signature.requirements += types.requirements(of: decl) }
            candidates.append(CallCandidate(signature: signature, level: member.level))
        }
        if candidates.allSatisfy({ $0.level > 0 }) {
            for signature in types.implicitInitializers(of: decl) {
                // Written in the type's own terms: seen on the type being made (`Box<T>(...)`).
                var s = signature.mapTypes { types.substitute($0, base: target, map: types.genericMap(of: target)) }
                s.variables += variables
                candidates.append(CallCandidate(signature: s))
            }
            // `init?(rawValue:)` of a raw-value enum.
            if types.declaration(decl).kind == .enum, decl.space == .project, let raw = types.inheritedTypes(of: decl).first,
               declaredKind(raw).map({ $0 != .protocol }) ?? false {
                candidates.append(CallCandidate(signature: Signature(decl: nil, parameters: [.init(label: "rawValue", type: raw)],
                                                                    result: .optional(target), variables: [], isInitializer: true)))
            }
        }
        if candidates.isEmpty {
            for argument in arguments { _ = check(argument.node, expected: nil) }
            return nil
        }
        return resolve(candidates, arguments: arguments, expected: expected, at: node)
    }

    /// Whether a site is inside a nominal declaration (or its extensions).
    func isInside(_ decl: DeclRef, _ site: Node) -> Bool {
        for frame in enclosingTypeFrames(of: site) where frame.selfType.nominalRef?.declaration == decl { return true }
        return false
    }

    // MARK: Subscripts

    func checkSubscript(_ node: Node, expected: TypeRef?, chainExpected: TypeRef?) -> TypeRef? {
        guard let base = node.firstChildNode else { return nil }
        var arguments: [ArgumentOfCall] = []
        for argument in node.child(.labeledExprList)?.children(.labeledExpr) ?? [] {
            let view = ArgumentView(argument)
            guard let value = view.expression else { continue }
            arguments.append(ArgumentOfCall(label: view.label.map { tree.text(of: $0) }, node: value))
        }
        var baseType: TypeRef?
        if let type = typeReference(base) {
            note(base, .metatype(type))
            baseType = .metatype(type)
        } else {
            baseType = link(base, expected: nil, chainExpected: isImplicitChain(base) ? chainExpected : nil).map { forcedIfImplicitlyUnwrapped(base, $0) }
        }
        guard let baseType else {
            for argument in arguments { _ = check(argument.node, expected: nil) }
            return nil
        }
        // `x[keyPath: path]`.
        if arguments.count == 1, arguments[0].label == "keyPath" {
            guard let path = check(arguments[0].node, expected: nil), case .nominal(_, let parts, _) = path, parts.count == 2 else { return nil }
            return parts[1]
        }
        var isStatic = false
        var lookup = baseType
        if case .metatype(let instance) = baseType {
            isStatic = true
            lookup = instance
        }
        let found = types.members(named: "subscript", of: lookup, isStatic: isStatic, from: fileIndex, allLevels: true)
            .filter { types.declaration($0.decl).kind == .subscript }
        let candidates = found.compactMap { member -> CallCandidate? in
            guard let signature = types.signature(of: member.decl) else { return nil }
            return CallCandidate(signature: signature.mapTypes { substitute($0, member) }, level: member.level)
        }
        return resolve(candidates, arguments: arguments, expected: expected, at: node)
    }

    // MARK: Overloads

    /// Chooses among candidates (labels, then argument types), then checks the arguments
    /// against the chosen one and gives its result.
    func resolve(_ candidates: [CallCandidate], arguments: [ArgumentOfCall], expected: TypeRef?, at node: Node) -> TypeRef? {
        // Arguments whose type does not depend on the parameter, checked once.
        var free: [Int: TypeRef?] = [:]
        for (i, argument) in arguments.enumerated() where !needsContext(argument.node) {
            free[i] = check(argument.node, expected: nil)
        }
        var viable: [(candidate: CallCandidate, mapping: [Int?], fit: Int, result: TypeRef?)] = []
        for candidate in candidates {
            guard let mapping = match(arguments, to: candidate.signature.parameters) else { continue }
            guard let (fit, result) = trial(candidate.signature, arguments: arguments, mapping: mapping, free: free, expected: expected) else { continue }
            viable.append((candidate, mapping, fit, result))
        }
        guard !viable.isEmpty else {
            for argument in arguments { _ = check(argument.node, expected: nil) }
            if candidates.isEmpty { return fail(node, "no function of that name found") }
            return fail(node, "no candidate fits the arguments (\(candidates.count) by name)")
        }
        // An argument of unknown type tells no candidate apart: when the ones left give
        // different results, or would give a closure or literal different types, choosing
        // would be a guess.
        if viable.count > 1, free.values.contains(where: { $0 == nil }) {
            let results = viable.map(\.result)
            let sameResult = results[0] != nil && results.allSatisfy { $0 == results[0] }
            let sameContexts = arguments.indices.filter { free[$0] == nil }.allSatisfy { i in
                let wanted = viable.map { v in v.mapping[i].map { v.candidate.signature.parameters[$0].type } }
                return wanted.allSatisfy { $0 == wanted[0] }
            }
            if !sameResult || !sameContexts {
                for (i, argument) in arguments.enumerated() where free[i] == nil { _ = check(argument.node, expected: nil) }
                return fail(node, "argument of unknown type among overloads")
            }
        }
        // What the site can use first (an overload introduced after the iOS version the
        // site can rely on ranks last); then the best fit; among equals the nearest level,
        // then the most specific: fewer generic parameters of its own, fewer arguments taken
        // by a bare generic parameter (`init<C>(_ data: Binding<C>, ...)` before
        // `init(_ data: Data, ...)`), fewer defaulted parameters left out.
        var siteVersion: Version?
        if let target = types.iOSDeploymentTarget, viable.count > 1 {
            let context = TypeAvailability.iOSContext(at: node, tree)
            siteVersion = context.map { max($0, target) } ?? target
        }
        // Inside `await` (`await open(url)`), up to the statement.
        var awaited = false
        var outer = node.parent
        while let n = outer, !awaited, ![.expressionStmt, .codeBlock, .closureExpr, .memberBlock, .sourceFile].contains(n.kind) {
            awaited = n.kind == .awaitExpr
            outer = n.parent
        }
        func rank(_ entry: (candidate: CallCandidate, mapping: [Int?], fit: Int, result: TypeRef?)) -> [Int] {
            let signature = entry.candidate.signature
            var late = 0
            if let siteVersion, let decl = signature.decl, let introduced = types.iOSIntroduced(decl), siteVersion < introduced { late = 1 }
            let bare = entry.mapping.compactMap { $0 }.filter { p in
                if case .genericParameter(let g) = signature.parameters[p].type { return signature.variables.contains(g) }
                return false
            }.count
            let unused = signature.parameters.indices.filter { p in !entry.mapping.contains(p) }.count
            // Outside `await` a synchronous overload; inside, an asynchronous one first.
            let asyncOrder = signature.isAsync == awaited ? 0 : 1
            return [asyncOrder, late, entry.fit, entry.candidate.level, signature.ownGenericCount, bare, unused]
        }
        let ranked = viable.map { ($0, rank($0)) }.enumerated().sorted { a, b in
            a.element.1 != b.element.1 ? a.element.1.lexicographicallyPrecedes(b.element.1) : a.offset < b.offset
        }.map(\.element)
        let best = ranked.filter { $0.1 == ranked[0].1 }.map(\.0)
        let chosen = best[0]
        if TypeChecker.tracing {
            for v in viable { print("viable fit \(v.fit) level \(v.candidate.level) result \(v.result.map(\.description) ?? "nil") params \(v.candidate.signature.parameters.map { $0.type.description }) reqs \(v.candidate.signature.requirements) vars \(v.candidate.signature.variables.map(\.name))") }
        }
        let results = Set(best.map(\.result))
        var committed = commit(chosen.candidate.signature, arguments: arguments, mapping: chosen.mapping, free: free, expected: expected)
        if committed == nil, !lastCommitViolated, best.count > 1 {
            // Equally good candidates (`Group { ... }`: one initialiser per builder) are
            // decided by which of them the arguments type-check with: one result, or none.
            var found: [(index: Int, result: TypeRef)] = []
            for (k, entry) in best.enumerated().dropFirst() {
                for (i, argument) in arguments.enumerated() where free[i] == nil { forget(argument.node) }
                if let result = commit(entry.candidate.signature, arguments: arguments, mapping: entry.mapping, free: free, expected: expected),
                   !lastCommitViolated { found.append((k, result)) }
            }
            for (i, argument) in arguments.enumerated() where free[i] == nil { forget(argument.node) }
            guard Set(found.map(\.result)).count == 1, let winner = found.first else {
                for (i, argument) in arguments.enumerated() where free[i] == nil { _ = check(argument.node, expected: nil) }
                return fail(node, found.isEmpty ? "result's generic parameters left open" : "ambiguous overloads (\(found.count))")
            }
            committed = commit(best[winner.index].candidate.signature, arguments: arguments, mapping: best[winner.index].mapping, free: free, expected: expected)
        }
        // A candidate its arguments rule out (a closure's result, `ForEach`'s Charts
        // initialiser wanting `ChartContent` rows; a key path's value not `Hashable`) gives
        // way to the next that fits, its context-dependent arguments checked again.
        var attempt = 0
        while lastCommitViolated, attempt + 1 < ranked.count {
            attempt += 1
            for (i, argument) in arguments.enumerated() where free[i] == nil { forget(argument.node) }
            let next = ranked[attempt].0
            committed = commit(next.candidate.signature, arguments: arguments, mapping: next.mapping, free: free, expected: expected)
            if !lastCommitViolated { return committed ?? fail(node, "result's generic parameters left open") }
        }
        if lastCommitViolated {
            for (i, argument) in arguments.enumerated() where free[i] == nil { forget(argument.node); _ = check(argument.node, expected: nil) }
            return fail(node, "every candidate is ruled out")
        }
        if results.count > 1 {
            // Candidates that remain disagree on the result.
            let committedOthers = best.dropFirst().map(\.result)
            if committedOthers.contains(where: { $0 != committed }) { return fail(node, "ambiguous overloads (\(best.count))") }
        }
        return committed ?? fail(node, "result's generic parameters left open")
    }

    /// Whether an argument's type depends on the parameter it goes to.
    func needsContext(_ node: Node) -> Bool {
        switch node.kind {
        case .closureExpr, .nilLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .booleanLiteralExpr,
             .simpleStringLiteralExpr, .arrayExpr, .dictionaryExpr, .keyPathExpr, .ifExpr, .switchExpr:
            return true
        case .sequenceExpr:
            // `a + 1` is typed by `a`; `1 + 2` and `x ?? .none` need the context.
            guard let folded = fold(node.childNodes) else { return true }
            return foldedNeedsContext(folded)
        case .prefixOperatorExpr:
            return node.childNodes.last.map(needsContext) ?? true
        case .memberAccessExpr, .functionCallExpr, .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
            return isImplicitChain(node)
        case .tupleExpr:
            return (node.child(.labeledExprList)?.children(.labeledExpr) ?? []).contains { ArgumentView($0).expression.map(needsContext) ?? false }
        case .tryExpr, .awaitExpr, .inOutExpr, .unsafeExpr:
            return node.childNodes.last.map(needsContext) ?? false
        case .declReferenceExpr:
            // A function used as a value may be overloaded.
            return false
        default:
            return false
        }
    }

    /// Which parameter each argument goes to (nil: none), following Swift's rules: labels
    /// in order, defaulted parameters skipped, variadic parameters taking a run, trailing
    /// closures filling the parameters left that take functions.
    func match(_ arguments: [ArgumentOfCall], to parameters: [Signature.Parameter]) -> [Int?]? {
        var mapping: [Int?] = []
        var p = 0
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument.isTrailingClosure {
                // The first trailing closure: the next parameter that can take a closure
                // (skipping defaulted ones that cannot); later ones by label.
                if argument.label == nil {
                    var q = p
                    while q < parameters.count {
                        let parameter = parameters[q]
                        let accepts = parameter.takesClosure || isUnboundFunction(parameter) || parameter.isAutoclosure
                        if accepts { break }
                        if !parameter.hasDefault { return nil }
                        q += 1
                    }
                    guard q < parameters.count else { return nil }
                    // A later parameter that needs this closure more (labelled trailing
                    // closures follow) is not skipped: Swift's forward scan.
                    mapping.append(q)
                    p = q + 1
                } else {
                    var q = p
                    while q < parameters.count && parameters[q].label != argument.label {
                        if !parameters[q].hasDefault { return nil }
                        q += 1
                    }
                    guard q < parameters.count else { return nil }
                    mapping.append(q)
                    p = q + 1
                }
                i += 1
                continue
            }
            var q = p
            while q < parameters.count && parameters[q].label != argument.label {
                if !parameters[q].hasDefault { return nil }
                q += 1
            }
            guard q < parameters.count else { return nil }
            mapping.append(q)
            if parameters[q].isVariadic {
                // Unlabelled arguments after it belong to it.
                i += 1
                while i < arguments.count, arguments[i].label == nil, !arguments[i].isTrailingClosure {
                    mapping.append(q)
                    i += 1
                }
                p = q + 1
                continue
            }
            p = q + 1
            i += 1
        }
        while p < parameters.count {
            if !parameters[p].hasDefault && !parameters[p].isVariadic { return nil }
            p += 1
        }
        return mapping
    }

    func isUnboundFunction(_ parameter: Signature.Parameter) -> Bool {
        if case .genericParameter = parameter.type { return true }
        return false
    }

    /// A candidate tried without recording: how well the context-free arguments fit, and
    /// the result as far as they bind it.
    func trial(_ signature: Signature, arguments: [ArgumentOfCall], mapping: [Int?], free: [Int: TypeRef?], expected: TypeRef?) -> (Int, TypeRef?)? {
        var bindings: [GenericParameterRef: TypeRef] = [:]
        var total = 0
        let variables = Set(signature.variables)
        for (i, argument) in arguments.enumerated() {
            guard let p = mapping[i] else { return nil }
            let parameter = signature.parameters[p]
            if let found = free[i] {
                guard let type = found else { continue }
                // An autoclosure parameter takes the value its function returns.
                var parameterType = parameter.type
                if parameter.isAutoclosure, case .function(let f) = parameterType { parameterType = f.result }
                let fit = unify(parameterType, type, &bindings, variables)
                if fit == .impossible { return nil }
                total += fit.rawValue
            } else if let fit = speculate(argument.node, parameter: parameter, bindings: bindings, variables: variables) {
                if fit == .impossible { return nil }
                total += fit.rawValue
            }
        }
        applyRequirements(signature, &bindings, variables)
        if violatesRequirements(signature, bindings) { return nil }
        if signature.isDisfavored { total += 10 }
        var result = bind(signature.result, bindings)
        var bareResult = false
        if case .genericParameter(let g) = signature.result, variables.contains(g) { bareResult = true }
        if let expected, result.mentions(variables), !(bareResult && expected.isOptional) {
            _ = unify(signature.result, expected, &bindings, variables)
            result = bind(signature.result, bindings)
        }
        return (total, result.mentions(variables) ? nil : result)
    }

    /// How a context-dependent argument would fit, without checking it for good: literals
    /// against what the parameter can be written with, closures by their parameter count.
    func speculate(_ node: Node, parameter: Signature.Parameter, bindings: [GenericParameterRef: TypeRef], variables: Set<GenericParameterRef>) -> Fit? {
        let target = bind(parameter.type, bindings)
        switch node.kind {
        case .closureExpr:
            return speculateClosure(node, parameter: parameter, target: target, bindings: bindings, variables: variables)
        case .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr, .booleanLiteralExpr, .simpleStringLiteralExpr:
            if parameter.isAutoclosure { return .exact }
            let unwrapped = target.fullyUnwrapped
            if case .genericParameter = unwrapped { return .exact }
            if case .existential = unwrapped { return .conversion }
            let protocols: [String]
            switch node.kind {
            case .integerLiteralExpr: protocols = ["ExpressibleByIntegerLiteral"]
            case .floatLiteralExpr: protocols = ["ExpressibleByFloatLiteral"]
            case .booleanLiteralExpr: protocols = ["ExpressibleByBooleanLiteral"]
            default: protocols = ["ExpressibleByStringLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral", "ExpressibleByStringInterpolation"]
            }
            guard case .nominal(let ref, _, _) = unwrapped, ref.declaration != nil else { return .exact }
            for name in protocols {
                if let proto = sdkProtocol(name), types.conforms(unwrapped, to: proto) == true {
                    // The literal's default type fits exactly; others by conversion.
                    let isDefault = (node.kind == .integerLiteralExpr && isSDK(unwrapped, "Int")) || (node.kind == .floatLiteralExpr && isSDK(unwrapped, "Double"))
                        || (node.kind == .booleanLiteralExpr && isSDK(unwrapped, "Bool")) || (node.kind == .stringLiteralExpr && isSDK(unwrapped, "String"))
                    return isDefault || target != unwrapped ? (target != unwrapped ? .conversion : .exact) : .conversion
                }
            }
            return .impossible
        case .nilLiteralExpr:
            if target.isOptional { return .exact }
            if case .genericParameter = target { return .exact }
            return .impossible
        case .memberAccessExpr, .functionCallExpr:
            return speculateImplicitMember(node, parameter: parameter, target: target, bindings: bindings, variables: variables)
        case .sequenceExpr:
            // `0..<3` of literals: a range, whatever its bounds become; another type of the
            // SDK (`Int` of `subscript(Int)`) cannot take it.
            guard let folded = fold(node.childNodes), case .binary(let op, _, _) = folded, isRange(tree.text(of: op)) else { return nil }
            let unwrapped = target.fullyUnwrapped
            guard case .nominal(let ref, _, _) = unwrapped, ref.declaration?.space == .sdk else { return nil }
            return ["Range", "ClosedRange"].contains(where: { isSDK(unwrapped, $0) }) ? .exact : .impossible
        default:
            return nil
        }
    }

    /// A closure: by its parameter count (several names may take a tuple apart) and a written result.
    private func speculateClosure(_ node: Node, parameter: Signature.Parameter, target: TypeRef, bindings: [GenericParameterRef: TypeRef],
                                  variables: Set<GenericParameterRef>) -> Fit? {
        if parameter.isAutoclosure { return .exact }
        guard case .function(let function) = target.unwrapped else {
            if case .genericParameter = target { return .exact }
            return .impossible
        }
        if let signature = node.closureSignature {
            let count = closureParameterNames(signature).count
            if count > 0 && count != function.parameters.count {
                // Several names for one parameter take a tuple apart (`{ key, value in }`).
                guard function.parameters.count == 1, count > 1 else { return .impossible }
                switch bind(function.parameters[0].type, bindings) {
                case .tuple(let elements): if elements.count != count { return .impossible }
                case .genericParameter, .dependentMember: return .conversion
                default: return .impossible
                }
            }
            // A written result must fit a result the parameter fixes (`sync { () -> [T] in }`
            // is not the `() -> Void` overload).
            if let resultNode = signature.child(.returnClause)?.firstChildNode, let written = writtenType(resultNode, at: resultNode),
               !function.result.mentions(variables), !function.result.hasTypeParameters {
                var scratch = bindings
                if unify(function.result, written, &scratch, variables) == .impossible || (function.result == .void && written != .void) { return .impossible }
            }
        } else {
            let highest = highestAnonymousParameter(in: node)
            var count = function.parameters.count
            // `{ $0 + $1 }` against one tuple parameter takes it apart.
            if count == 1, case .tuple(let elements) = function.parameters[0].type, elements.count > 1 { count = elements.count }
            if highest >= count && count > 0 { return .impossible }
            if highest >= 0 && count == 0 { return .impossible }
        }
        // A closure that throws takes only a throwing function type; one that does not fits
        // a non-throwing one best (`Task { 1 }` is `Task<Int, Never>`).
        switch closureThrows(node) {
        case true?: return function.isThrowing ? .exact : .impossible
        case false?: return function.isThrowing ? .conversion : .exact
        case nil: return .exact
        }
    }

    /// Whether a closure throws: `throws` written, or a `try` (not `try?`/`try!`) or `throw`
    /// in its body outside nested closures and functions; nil when one sits in a `do` block
    /// (its `catch` may or may not handle it).
    func closureThrows(_ closure: Node) -> Bool? {
        if let known = record.closureThrows[closure.id] { return known }
        let result = readClosureThrows(closure)
        record.closureThrows[closure.id] = result
        return result
    }

    private func readClosureThrows(_ closure: Node) -> Bool? {
        if let effects = closure.closureSignature?.child(.effectSpecifiers),
           effects.child(.throwsClause) != nil || effects.childTokens.contains(where: { tree.text(of: $0) == "throws" }) {
            return true
        }
        var throwsOutsideDo = false
        var throwsInsideDo = false
        func visit(_ node: Node, insideDo: Bool) {
            for child in node.childNodes {
                switch child.kind {
                case .closureExpr, .functionDecl, .closureSignature:
                    continue
                case .tryExpr:
                    let mark = child.childTokens.dropFirst().first.map { tree.text(of: $0) }
                    if mark != "?" && mark != "!" {
                        if insideDo { throwsInsideDo = true } else { throwsOutsideDo = true }
                    }
                case .throwStmt:
                    if insideDo { throwsInsideDo = true } else { throwsOutsideDo = true }
                default:
                    break
                }
                visit(child, insideDo: insideDo || child.kind == .doStmt)
            }
        }
        visit(closure, insideDo: false)
        if throwsOutsideDo { return true }
        return throwsInsideDo ? nil : false
    }

    /// An implicit member must exist in the parameter's type (for a generic parameter, through its constraints' `where Self ==` extensions), and a chain of one member must be a value there (`.red`) or a function called (`.rgb(...)`).
    private func speculateImplicitMember(_ node: Node, parameter: Signature.Parameter, target: TypeRef, bindings: [GenericParameterRef: TypeRef],
                                         variables: Set<GenericParameterRef>) -> Fit? {
        guard isImplicitChain(node), let first = implicitChainStart(node), let nameToken = MemberAccessView(first)?.name else { return nil }
        let name = DeclarationCollector.unescaped(tree.text(of: nameToken))
        var context = target
        if case .genericParameter(let g) = target.unwrapped, variables.contains(g) {
            let constraints = types.constraints(of: g).flatMap { types.constraintMembers($0) }
            if constraints.isEmpty { return nil }
            context = .existential(constraints)
        } else if target.mentions(variables) {
            return nil
        }
        if name == "init" { return .exact }
        let groups = implicitMemberCandidates(name, in: context)
        if groups.isEmpty { return .impossible }
        let isCalled = node.kind == .functionCallExpr && FunctionCallView(node)?.calledExpression == first
        if node == first || isCalled {
            let fits = groups.joined().contains { member in
                let d = types.declaration(member.decl)
                switch d.kind {
                case .function, .initializer: return isCalled
                case .enumCase: return isCalled == (types.signature(of: member.decl) != nil)
                case .variable, .constant:
                    if isCalled { if case .function? = types.declaredType(of: member.decl) { return true }; return false }
                    return true
                default: return false
                }
            }
            if !fits { return .impossible }
        }
        // A member of the wrapped type becomes optional by conversion (`.red` for a
        // `Color?` parameter fits a `Color` one better).
        if target.isOptional && name != "none" && name != "some" { return .conversion }
        return .exact
    }

    /// The implicit member a chain starts with.
    func implicitChainStart(_ node: Node) -> Node? {
        var current = node
        while true {
            switch current.kind {
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { return current }
                current = base
            case .functionCallExpr:
                guard let callee = FunctionCallView(current)?.calledExpression else { return nil }
                current = callee
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr:
                guard let inner = current.firstChildNode else { return nil }
                current = inner
            default:
                return nil
            }
        }
    }

    /// Drops what was recorded for an expression and everything in it (an argument
    /// checked against a candidate that was then ruled out).
    func forget(_ node: Node) {
        node.walk { n in
            record.types[n.id] = nil
            record.closures[n.id] = nil
            record.reasons[n.id] = nil
            return true
        }
    }

    /// The highest `$n` a closure uses (not in nested closures); -1 for none.
    func highestAnonymousParameter(in closure: Node) -> Int {
        var highest = -1
        closure.walk { n in
            if n != closure && n.kind == .closureExpr { return false }
            if n.kind == .declReferenceExpr, let token = n.firstChildToken {
                let text = tree.text(of: token)
                if text.hasPrefix("$"), let index = Int(text.dropFirst()) { highest = max(highest, index) }
            }
            return true
        }
        return highest
    }

    /// Checks the arguments against the chosen candidate (closures last, with the
    /// generic parameters the others bound) and gives its result.
    func commit(_ signature: Signature, arguments: [ArgumentOfCall], mapping: [Int?], free: [Int: TypeRef?], expected: TypeRef?) -> TypeRef? {
        var bindings: [GenericParameterRef: TypeRef] = [:]
        let variables = Set(signature.variables)
        // The contextual type first (`let t: Tree<any P.Type> = Tree(A.self)`): the
        // arguments convert to what it binds.
        // A bare `T` result against an optional context is open: `T` may be the wrapped
        // type, the value converted (`return min(x, y)` in a function returning `Int?`).
        var bareResult = false
        if case .genericParameter(let g) = signature.result, variables.contains(g) { bareResult = true }
        let openToContext = !(bareResult && (expected?.isOptional ?? false))
        if let expected, openToContext, signature.result.mentions(variables), case .nominal = expected.unwrapped, !expected.hasTypeParameters {
            var trial: [GenericParameterRef: TypeRef] = [:]
            if unify(signature.result, expected, &trial, variables) == .exact { bindings = trial }
        }
        for (i, _) in arguments.enumerated() {
            guard let p = mapping[i], let found = free[i], let type = found else { continue }
            var parameterType = signature.parameters[p].type
            if signature.parameters[p].isAutoclosure, case .function(let f) = parameterType { parameterType = f.result }
            _ = unify(parameterType, type, &bindings, variables)
        }
        // Context-dependent arguments other than closures, then closures.
        let order = arguments.indices.filter { free[$0] == nil && arguments[$0].node.kind != .closureExpr }
            + arguments.indices.filter { free[$0] == nil && arguments[$0].node.kind == .closureExpr }
        for i in order {
            guard let p = mapping[i] else { continue }
            let parameter = signature.parameters[p]
            applyRequirements(signature, &bindings, variables)
            var target = bind(parameter.type, bindings)
            if parameter.isVariadic, arguments[i].node.kind != .arrayExpr {} else if parameter.isVariadic {}
            if parameter.isAutoclosure, case .function(let f) = target { target = f.result }
            let argument = arguments[i].node
            let type: TypeRef?
            if argument.kind == .closureExpr {
                type = checkClosure(argument, expected: target, builder: parameter.builder, variables: variables)
            } else if argument.kind == .keyPathExpr {
                // A key path's root comes from the parameter even when its value is open.
                type = check(argument, expected: target)
            } else if isImplicitChain(argument), case .genericParameter(let g) = target.unwrapped, variables.contains(g) {
                // `.red` for `some ShapeStyle`: looked up through the parameter's constraints.
                type = check(argument, expected: target)
            } else {
                type = check(argument, expected: target.mentions(variables) ? nil : target)
            }
            if let type { _ = unify(parameter.type, type, &bindings, variables) }
        }
        applyRequirements(signature, &bindings, variables)
        var result = bind(signature.result, bindings)
        if result.mentions(variables), let expected, openToContext {
            _ = unify(signature.result, expected, &bindings, variables)
            result = bind(signature.result, bindings)
        }
        lastCommitViolated = violatesRequirements(signature, bindings)
        if result.mentions(variables) { return nil }
        return result
    }

    /// Same-type requirements bind what one side leaves open.
    func applyRequirements(_ signature: Signature, _ bindings: inout [GenericParameterRef: TypeRef], _ variables: Set<GenericParameterRef>) {
        for _ in 0..<3 {
            var changed = false
            for requirement in signature.requirements {
                guard case .sameType(let left, let right) = requirement else { continue }
                let l = bind(left, bindings), r = bind(right, bindings)
                if case .genericParameter(let g) = l, variables.contains(g), bindings[g] == nil, !r.mentions(variables) {
                    bindings[g] = r
                    changed = true
                } else if case .genericParameter(let g) = r, variables.contains(g), bindings[g] == nil, !l.mentions(variables) {
                    bindings[g] = l
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// Whether a bound variable is known not to meet a conformance requirement.
    func violatesRequirements(_ signature: Signature, _ bindings: [GenericParameterRef: TypeRef]) -> Bool {
        for requirement in signature.requirements {
            guard case .conformance(.genericParameter(let g), let constraint) = requirement, let bound = bindings[g] else { continue }
            for member in types.constraintMembers(constraint) {
                guard let decl = member.nominalRef?.declaration, types.declaration(decl).kind == .protocol else { continue }
                if types.conforms(bound, to: decl) == false { return true }
            }
        }
        return false
    }

    /// A type with bound generic parameters replaced (and associated types of them
    /// resolved).
    func bind(_ type: TypeRef, _ bindings: [GenericParameterRef: TypeRef]) -> TypeRef {
        if bindings.isEmpty { return type }
        return types.substitute(type, base: .selfType, map: bindings)
    }

    /// Unifies a parameter type with an argument type, binding the call's generic
    /// parameters; how well they fit.
    func unify(_ parameter: TypeRef, _ argument: TypeRef, _ bindings: inout [GenericParameterRef: TypeRef], _ variables: Set<GenericParameterRef>, depth: Int = 0) -> Fit {
        guard depth < 16 else { return .conversion }
        let p = bind(parameter, bindings)
        if p == argument { return .exact }
        switch (p, argument) {
        case (.genericParameter(let g), _) where variables.contains(g):
            if let bound = bindings[g] { return bound == argument ? .exact : .conversion }
            bindings[g] = argument
            return .exact
        case (.optional(let pw), .optional(let aw)):
            return unify(pw, aw, &bindings, variables, depth: depth + 1)
        case (.optional(let pw), _):
            let fit = unify(pw, argument, &bindings, variables, depth: depth + 1)
            return fit == .impossible ? .impossible : .conversion
        case (.nominal(let pr, let pargs, _), .nominal(let ar, let aargs, _)):
            if pr == ar {
                var worst = Fit.exact
                for (x, y) in zip(pargs, aargs) { worst = max(worst, unify(x, y, &bindings, variables, depth: depth + 1)) }
                return worst
            }
            // A subclass.
            for ancestor in types.classChain(of: argument).dropFirst() where ancestor.nominalRef == pr {
                var worst = Fit.conversion
                for (x, y) in zip(pargs, ancestor.genericArguments) { worst = max(worst, unify(x, y, &bindings, variables, depth: depth + 1)) }
                return worst
            }
            // Double and CGFloat convert implicitly.
            let names = Set([pr.name, ar.name])
            if names == ["Double", "CGFloat"] { return .conversion }
            // A struct or enum a model declares is no type a model does not declare.
            if pr.declaration == nil, let ad = ar.declaration, [.struct, .enum].contains(types.declaration(ad).kind) { return .impossible }
            if pr.declaration == nil || ar.declaration == nil { return .conversion }
            if let pd = pr.declaration, types.declaration(pd).kind == .protocol { return .conversion }
            return .impossible
        case (.existential(let members), _):
            for member in members {
                guard let decl = member.nominalRef?.declaration, types.declaration(decl).kind == .protocol else { continue }
                if types.conforms(argument, to: decl) == false { return .impossible }
            }
            return .conversion
        case (.function(let pf), .function(let af)):
            guard pf.parameters.count == af.parameters.count else { return .impossible }
            var worst = Fit.exact
            for (x, y) in zip(pf.parameters, af.parameters) { worst = max(worst, unify(x.type, y.type, &bindings, variables, depth: depth + 1)) }
            worst = max(worst, unify(pf.result, af.result, &bindings, variables, depth: depth + 1))
            return worst
        case (.tuple(let pe), .tuple(let ae)):
            guard pe.count == ae.count else { return .impossible }
            var worst = Fit.exact
            for (x, y) in zip(pe, ae) { worst = max(worst, unify(x.type, y.type, &bindings, variables, depth: depth + 1)) }
            return worst
        case (.metatype(let pi), .metatype(let ai)):
            return unify(pi, ai, &bindings, variables, depth: depth + 1)
        case (.nominal(let pr, _, _), .existential), (.nominal(let pr, _, _), .genericParameter), (.nominal(let pr, _, _), .opaque):
            if pr.declaration == nil { return .conversion }
            if case .existential(let members) = argument, members.isEmpty { return .impossible }
            return .conversion
        case (.nominal, .tuple), (.nominal, .function), (.function, .nominal), (.tuple, .nominal):
            return p.mentions(variables) ? .conversion : .impossible
        default:
            return .conversion
        }
    }

    // MARK: Closures

    /// A closure where a function type is expected: its parameters take that type's
    /// (a written signature wins), its result is what its body gives (a result builder
    /// transforms a body of several statements). Returns the closure's function type.
    func checkClosure(_ node: Node, expected: TypeRef?, builder: DeclRef? = nil, variables: Set<GenericParameterRef> = []) -> TypeRef? {
        // Checked once, in its context (a later check without one changes nothing).
        if let known = record.types[node.id], record.closures[node.id] != nil { return known }
        var function: TypeRef.FunctionTypeRef?
        if case .function(let f)? = expected?.unwrapped { function = f }
        let signature = node.closureSignature
        let names = signature.map(closureParameterNames) ?? []
        var count = function?.parameters.count ?? 0
        if function == nil { count = names.isEmpty ? highestAnonymousParameter(in: node) + 1 : names.count }
        var parameters: [TypeRef?] = (0..<count).map { i in
            guard let f = function, i < f.parameters.count else { return nil }
            let type = f.parameters[i].type
            return type.mentions(variables) ? nil : type
        }
        // `{ a, b in }` (or `$1`) against one tuple parameter destructures it.
        let used = names.isEmpty ? highestAnonymousParameter(in: node) + 1 : names.count
        if let f = function, f.parameters.count == 1, used > 1, case .tuple(let elements) = f.parameters[0].type, elements.count >= used {
            parameters = elements.map { $0.type }
        }
        // Written parameter types.
        if let clause = signature?.child(.closureParameterClause) ?? signature?.child(.parameterClause) {
            let written = clause.children(.closureParameter) + clause.children(.functionParameter)
            for (i, parameter) in written.enumerated() {
                guard let typeNode = parameter.childNodes.last(where: { $0.kind != .attributeList }), typeNode.kind != .identifierPattern else { continue }
                var inner = typeNode
                while inner.kind == .attributedType, let next = inner.childNodes.last(where: { $0.kind != .attributeList && $0.kind != .attribute }) { inner = next }
                if let type = writtenType(inner, at: inner) {
                    if i < parameters.count { parameters[i] = type } else { parameters.append(type) }
                }
            }
        }
        var expectedResult = function?.result
        if let r = expectedResult, r.mentions(variables) { expectedResult = nil }
        if let resultNode = signature?.child(.returnClause)?.firstChildNode, let written = writtenType(resultNode, at: resultNode) { expectedResult = written }
        let weakSelf = signature?.child(.closureCaptureClause).map { clause in
            clause.children(.closureCapture).contains { $0.childTokens.first.map { tree.text(of: $0) } == "weak" }
        } ?? false
        record.closures[node.id] = ClosureContext(parameters: parameters, result: expectedResult, weakSelf: weakSelf)
        // The result.
        let body = node.childNodes.filter { $0.kind != .closureSignature }
        var result: TypeRef?
        if let builder, !(body.count == 1 && isExpression(body[0]) && expectedResult != nil && false) {
            result = builderResult(body, builder: builder)
        } else if body.count == 1, isExpression(body[0]) || body[0].kind == .expressionStmt {
            let expression = body[0].kind == .expressionStmt ? (body[0].firstChildNode ?? body[0]) : body[0]
            let found = check(expression, expected: expectedResult)
            if let written = signature?.child(.returnClause)?.firstChildNode { result = writtenType(written, at: written) } else { result = found }
            if let r = expectedResult, r == .void { result = .void }
        } else if let written = signature?.child(.returnClause)?.firstChildNode {
            result = writtenType(written, at: written)
        } else if let r = expectedResult {
            result = r
        } else {
            result = returnedType(in: node)
        }
        if record.closures[node.id]?.result == nil { record.closures[node.id]?.result = result }
        guard let result, parameters.allSatisfy({ $0 != nil }) else { return note(node, nil) }
        let type = TypeRef.function(.init(parameters.map { FunctionParameter($0!) }, result,
                                          isAsync: function?.isAsync ?? false, isThrowing: function?.isThrowing ?? false))
        return note(node, type)
    }

    /// What a closure with several statements returns: the type its `return`s share, or
    /// `()` without any.
    func returnedType(in closure: Node) -> TypeRef? {
        var returns: [Node] = []
        closure.walk { n in
            if n != closure && (n.kind == .closureExpr || n.kind == .functionDecl) { return false }
            if n.kind == .returnStmt { returns.append(n) }
            return true
        }
        if returns.isEmpty { return .void }
        var found: Set<TypeRef> = []
        for statement in returns {
            guard let value = statement.firstChildNode else { found.insert(.void); continue }
            guard let type = typeOf(value) else { return nil }
            found.insert(type)
        }
        return found.count == 1 ? found.first : nil
    }

    // MARK: Result builders

    /// The type a result builder makes of a closure body: each expression a component,
    /// `if`/`else` through `buildEither`, `if` alone through `buildIf`/`buildOptional`,
    /// `if #available` through `buildLimitedAvailability`, `switch` as a balanced tree of
    /// `buildEither`, then `buildBlock`.
    func builderResult(_ items: [Node], builder: DeclRef) -> TypeRef? {
        var components: [TypeRef] = []
        for item in items {
            var statement = item
            if statement.kind == .expressionStmt, let inner = statement.firstChildNode { statement = inner }
            switch statement.kind {
            case .variableDecl, .functionDecl, .structDecl, .classDecl, .enumDecl, .typeAliasDecl:
                continue
            case .ifExpr:
                guard let component = builderIf(statement, builder: builder) else { return nil }
                components.append(component)
            case .switchExpr:
                let cases = statement.children(.switchCase)
                var branches: [TypeRef] = []
                for switchCase in cases {
                    let body = switchCase.childNodes.filter { $0.kind != .switchCaseLabel && $0.kind != .switchDefaultLabel }
                    guard let branch = builderResult(body, builder: builder) else { return nil }
                    branches.append(branch)
                }
                guard let tree = either(branches[...], builder: builder) else { return nil }
                components.append(tree)
            default:
                guard isExpression(statement), let type = check(statement, expected: nil) else { return nil }
                components.append(builderExpression(type, builder: builder))
            }
        }
        return buildBlock(components, builder: builder)
    }

    /// `buildExpression` when it changes the type (identity otherwise).
    func builderExpression(_ type: TypeRef, builder: DeclRef) -> TypeRef { type }

    func builderIf(_ statement: Node, builder: DeclRef) -> TypeRef? {
        guard let body = statement.child(.codeBlock) else { return nil }
        let isAvailability = statement.child(.conditionElementList)?.children(.conditionElement).contains { $0.child(.availabilityCondition) != nil } ?? false
        guard var first = builderResult(body.childNodes, builder: builder) else { return nil }
        if isAvailability, let limited = builderCall("buildLimitedAvailability", [first], builder: builder) { first = limited }
        // `else { ... }` or `else if ...`.
        let blocks = statement.children(.codeBlock)
        var second: TypeRef?
        var hasElse = false
        if blocks.count > 1 {
            hasElse = true
            second = builderResult(blocks[1].childNodes, builder: builder)
            if second == nil { return nil }
        } else if let elseIf = statement.children(.ifExpr).first {
            hasElse = true
            second = builderIf(elseIf, builder: builder)
            if second == nil { return nil }
            // An `else if` without a final `else` is optional in itself already.
        }
        if hasElse, let second {
            return builderCall("buildEither", [first, second], builder: builder, label: "first")
        }
        if let optional = builderCall("buildOptional", [.optional(first)], builder: builder) { return optional }
        return builderCall("buildIf", [.optional(first)], builder: builder) ?? .optional(first)
    }

    /// A balanced tree of `buildEither` over switch branches.
    func either(_ branches: ArraySlice<TypeRef>, builder: DeclRef) -> TypeRef? {
        if branches.count == 1 { return branches.first }
        if branches.isEmpty { return nil }
        let half = (branches.count + 1) / 2
        guard let left = either(branches.prefix(half), builder: builder), let right = either(branches.dropFirst(half), builder: builder) else { return nil }
        return builderCall("buildEither", [left, right], builder: builder, label: "first")
    }

    func buildBlock(_ components: [TypeRef], builder: DeclRef) -> TypeRef? {
        let candidates = types.memberDeclarations(named: "buildBlock", of: builder).compactMap { types.signature(of: $0) }
        // The overload taking exactly these components, else a variadic pack one.
        for signature in candidates where signature.parameters.count == components.count && !signature.parameters.contains(where: { $0.isVariadic || $0.isPack }) {
            if let result = apply(signature, components) { return result }
        }
        for signature in candidates where signature.parameters.count == 1 && signature.parameters[0].isPack {
            // `buildBlock<each C>(_: repeat each C) -> TupleView<(repeat each C)>`.
            if case .genericParameter(let g) = signature.parameters[0].type {
                let tuple = TypeRef.tuple(components.map { .init(nil, $0) })
                let result = bind(signature.result, [g: tuple])
                if !result.mentions(Set(signature.variables)) { return result }
            }
        }
        if components.count == 1 { return components[0] }
        return nil
    }

    /// The result of a builder's static function with these argument types.
    func builderCall(_ name: String, _ arguments: [TypeRef], builder: DeclRef, label: String? = nil) -> TypeRef? {
        let candidates = types.memberDeclarations(named: name, of: builder).compactMap { types.signature(of: $0) }
        if name == "buildEither" {
            guard let signature = candidates.first(where: { $0.parameters.first?.label == "first" }) else { return nil }
            var bindings: [GenericParameterRef: TypeRef] = [:]
            let variables = Set(signature.variables)
            // `buildEither<T, F>(first: T) -> _ConditionalContent<T, F>`: T and F in order.
            if signature.variables.count >= 2 {
                bindings[signature.variables[0]] = arguments[0]
                bindings[signature.variables[1]] = arguments[1]
            }
            let result = bind(signature.result, bindings)
            return result.mentions(variables) ? nil : result
        }
        for signature in candidates where signature.parameters.count == arguments.count {
            if let result = apply(signature, arguments) { return result }
        }
        return nil
    }

    func apply(_ signature: Signature, _ arguments: [TypeRef]) -> TypeRef? {
        var bindings: [GenericParameterRef: TypeRef] = [:]
        let variables = Set(signature.variables)
        for (parameter, argument) in zip(signature.parameters, arguments) {
            if unify(parameter.type, argument, &bindings, variables) == .impossible { return nil }
        }
        // `buildBlock<C>(_: C) -> some AccessibilityRotorContent where C: AccessibilityRotorContent`
        // takes no view: a builder's requirements decide between overloads of the call.
        if violatesRequirements(signature, bindings) { return nil }
        let result = bind(signature.result, bindings)
        return result.mentions(variables) ? nil : result
    }

    /// A property wrapper's type from its attribute's arguments (`@Environment(\.dismiss)`):
    /// the wrapper's initialisers called with them, its generic parameters bound.
    func wrapperFromAttribute(wrapper: DeclRef, arguments: Node, property: DeclRef) -> TypeRef? {
        var list: [ArgumentOfCall] = []
        for argument in arguments.child(.labeledExprList)?.children(.labeledExpr) ?? [] {
            let view = ArgumentView(argument)
            guard let value = view.expression else { continue }
            list.append(ArgumentOfCall(label: view.label.map { tree.text(of: $0) }, node: value))
        }
        let site = arguments
        let type = TypeRef.nominal(types.nominalRef(wrapper), arguments: [], parent: nil)
        return initialize(type, arguments: list, expected: nil, explicitArguments: false, at: site)
    }

    // MARK: Key paths

    /// The kind of the declaration a nominal type is (nil for other types and types no
    /// model declares). Its own function: `type.nominalRef?.declaration.map { ... }`
    /// written inline in `checkKeyPath` and `initialize` makes Swift 6.3.1's optimiser fail
    /// ("Found ownership error", a crash of `swift build -c release`).
    @inline(never)
    func declaredKind(_ type: TypeRef) -> Declaration.Kind? {
        guard case .nominal(let ref, _, _) = type, case .declaration(let decl) = ref.identity else { return nil }
        return types.declaration(decl).kind
    }

    /// `\Root.a.b` (or `\.a.b` against the expected key path or function type).
    func checkKeyPath(_ node: Node, expected: TypeRef?) -> TypeRef? {
        var root: TypeRef?
        if let typeNode = node.childNodes.first(where: { $0.kind != .keyPathComponent }) {
            root = writtenType(typeNode, at: typeNode)
        }
        var asFunction = false
        if root == nil, let expected = expected?.unwrapped {
            switch expected {
            case .nominal(let ref, let arguments, _) where ref.name.hasSuffix("KeyPath") && !arguments.isEmpty:
                if !arguments[0].hasTypeParameters { root = arguments[0] }
            case .function(let f) where f.parameters.count == 1:
                if !f.parameters[0].type.hasTypeParameters { root = f.parameters[0].type }
                asFunction = true
            default:
                break
            }
        } else if case .function? = expected?.unwrapped {
            asFunction = true
        }
        guard let root else { return nil }
        var current = root
        var writable = true
        var optionalChain = false
        for component in node.children(.keyPathComponent) {
            let tokens = component.childTokens
            if let name = tokens.last(where: { tree.tokens[$0].kind == .identifier || tree.tokens[$0].kind == .integerLiteral }) {
                let memberName = DeclarationCollector.unescaped(tree.text(of: name))
                if memberName == "self" { continue }
                if case .tuple(let elements) = current {
                    if let index = Int(memberName), index < elements.count { current = elements[index].type; continue }
                    guard let element = elements.first(where: { $0.label == memberName }) else { return nil }
                    current = element.type
                    continue
                }
                let found = types.members(named: memberName, of: current, isStatic: false, from: fileIndex)
                    .filter { [.variable, .constant].contains(types.declaration($0.decl).kind) }
                if found.isEmpty {
                    // Through `subscript(dynamicMember:)` (`\.id` of a `Binding<Note>`).
                    guard let type = dynamicMember(memberName, of: current, at: component) else { return nil }
                    writable = false
                    current = type
                } else {
                    guard let type = valueType(of: found[0], at: component) else { return nil }
                    if !types.isSettable(found[0].decl) { writable = false }
                    current = type
                }
            }
            if tokens.contains(where: { tree.tokens[$0].kind == .postfixQuestion }) {
                optionalChain = true
                writable = false
                current = current.unwrapped
            }
            if tokens.contains(where: { tree.tokens[$0].kind == .exclamationMark }) {
                current = current.unwrapped
            }
            if let subscriptList = component.child(.labeledExprList) {
                var arguments: [ArgumentOfCall] = []
                for argument in subscriptList.children(.labeledExpr) {
                    let view = ArgumentView(argument)
                    if let value = view.expression { arguments.append(ArgumentOfCall(label: view.label.map { tree.text(of: $0) }, node: value)) }
                }
                let found = types.members(named: "subscript", of: current, isStatic: false, from: fileIndex)
                let candidates = found.compactMap { member -> CallCandidate? in
                    guard let signature = types.signature(of: member.decl) else { return nil }
                    return CallCandidate(signature: signature.mapTypes { substitute($0, member) }, level: member.level)
                }
                guard let type = resolve(candidates, arguments: arguments, expected: nil, at: component) else { return nil }
                current = type
            }
        }
        if optionalChain { current = optionalOf(current) }
        if asFunction { return .function(.init([FunctionParameter(root)], current)) }
        let kind = !writable ? "KeyPath" : declaredKind(root) == .class ? "ReferenceWritableKeyPath" : "WritableKeyPath"
        return sdkNominal(kind, [root, current])
    }
}

extension TypeRef {
    /// Whether a type contains another (or is it).
    func mentions(_ part: TypeRef) -> Bool {
        if self == part { return true }
        return path(to: part) != nil || (part.description.count < description.count && description.contains(part.description))
    }

    /// Whether the type mentions one of the given generic parameters.
    func mentions(_ variables: Set<GenericParameterRef>) -> Bool {
        if variables.isEmpty { return false }
        switch self {
        case .genericParameter(let g): return variables.contains(g)
        case .nominal(_, let arguments, let parent): return arguments.contains { $0.mentions(variables) } || (parent?.mentions(variables) ?? false)
        case .optional(let wrapped), .metatype(let wrapped): return wrapped.mentions(variables)
        case .tuple(let elements): return elements.contains { $0.type.mentions(variables) }
        case .function(let f): return f.result.mentions(variables) || f.parameters.contains { $0.type.mentions(variables) }
        case .dependentMember(let base, _): return base.mentions(variables)
        case .opaque(let o): return o.arguments.contains { $0.mentions(variables) }
        case .existential(let members): return members.contains { $0.mentions(variables) }
        case .selfType: return false
        }
    }
}
