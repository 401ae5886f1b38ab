import MigratorEngine
import MigratorSemantics
import SwiftCST

/// StateObject's lazy creation.
///
/// `@StateObject var m = M(...)` and `_m = StateObject(wrappedValue: M(...))` take an
/// autoclosure: SwiftUI evaluates it once per view identity. `@State` and
/// `State(initialValue:)` take the value itself, so `M(...)` runs at every initialisation of
/// the view, and the extra objects are thrown away after their initialisers ran. That is
/// harmless only when creating the object is plain construction: initialisers that assign
/// stored properties (from parameters, literals and other plain values), defaults of the
/// same kind, and values of known side-effect-free types. Anything else — a factory or
/// function call, an initialiser that calls anything, a closure or `@autoclosure` parameter —
/// is "work", and the pass declines the class with reason `eager-init`.
extension ObservablePlan.Scope {
    /// Outside types whose initialisers build a value and nothing more.
    static let plainTypes: Set<String> = [
        "Array", "Set", "Dictionary", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool", "Optional", "Range", "ClosedRange", "Decimal",
        "Date", "UUID", "URL", "URLComponents", "URLRequest", "Data", "IndexSet", "IndexPath", "DateComponents", "DateInterval",
        "Locale", "TimeZone", "Calendar", "CharacterSet", "AttributedString", "NSAttributedString", "NSMutableAttributedString", "Measurement",
        "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter", "ISO8601DateFormatter",
        "NumberFormatter", "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "DateComponentsFormatter",
        "ListFormatter", "PersonNameComponentsFormatter", "NSLock", "NSRecursiveLock", "NSCache", "NSPredicate", "NSSortDescriptor",
        "PassthroughSubject", "CurrentValueSubject", "AnyCancellable", "CGPoint", "CGSize", "CGRect", "CGVector", "EdgeInsets",
        "Color", "NavigationPath", "Animation", "Font", "UnitPoint", "Angle", "AnyHashable",
        "Published",
    ]

    /// Calls that stop the program (or check in debug builds): not work done on creation.
    static let terminating: Set<String> = ["fatalError", "preconditionFailure", "assertionFailure", "precondition", "assert"]

    /// What work creating `value` does, for the message; nil when it only builds values.
    /// `expected` is the type an implicit `.init(...)` creates.
    func work(creating value: Node, file f: Int, expected: String?, at site: Node, depth: Int = 0) -> String? {
        guard depth < 6 else { return "initialisers nested too deep to follow" }
        switch value.kind {
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr, .declReferenceExpr, .keyPathExpr,
             .simpleStringLiteralExpr, .regexLiteralExpr, .superExpr, .typeExpr, .discardAssignmentExpr:
            return nil
        case .memberAccessExpr:
            // `M.shared`, `.case`, `self.x`: a value that exists already.
            return MemberAccessView(value)?.base.flatMap { work(creating: $0, file: f, expected: nil, at: site, depth: depth) }
        case .closureExpr:
            // A closure stored as a value runs nothing; calls that take one are checked there.
            return nil
        case .functionCallExpr:
            return callWork(value, file: f, expected: expected, depth: depth)
        default:
            // `a ?? .init()`, `c ? .init() : b`, `try .init()`: operands of the value's own type.
            let sameType: Set<NodeKind> = [.sequenceExpr, .ternaryExpr, .unresolvedTernaryExpr, .tryExpr, .awaitExpr]
            for child in value.childNodes {
                let childExpected = sameType.contains(value.kind) ? expected : nil
                if let found = work(creating: child, file: f, expected: childExpected, at: site, depth: depth) { return found }
            }
            return nil
        }
    }

    /// A call in an initial value: a plain initialiser, or work.
    func callWork(_ call: Node, file f: Int, expected: String?, depth: Int) -> String? {
        let tree = self.tree(f)
        guard let view = FunctionCallView(call), let callee = view.calledExpression else { return "'\(Rewriting.short(call, tree))'" }
        let shown = "'\(Rewriting.short(call, tree))'"
        if callee.kind == .closureExpr { return "a closure called in place" }
        if view.trailingClosure != nil || !view.additionalTrailingClosures.isEmpty { return "\(shown) takes a closure" }
        for argument in view.arguments {
            guard let expression = argument.expression else { continue }
            if expression.kind == .closureExpr { return "\(shown) takes a closure" }
            if let found = work(creating: expression, file: f, expected: nil, at: call, depth: depth + 1) { return found }
        }
        // The type the call creates, if it is an initialiser.
        var typeText: String?
        switch callee.kind {
        case .declReferenceExpr, .genericSpecializationExpr:
            let text = tree.collapsedText(of: callee)
            let bare = tree.text(of: callee.kind == .genericSpecializationExpr ? (callee.firstChildNode ?? callee) : callee)
            if case .declarations = model.lookupType(bare, in: source(f), at: call) {
                typeText = text
            } else if bare.first?.isUppercase == true, model.referencedFunctions(callee, in: source(f)).isEmpty {
                typeText = text
            }
        case .memberAccessExpr:
            guard let member = MemberAccessView(callee), let nameToken = member.name else { break }
            let name = tree.text(of: nameToken)
            if let base = member.base {
                if let reference = TypeResolver.typeReference(base, tree) {
                    if name == "init" { typeText = reference } else if name.first?.isUppercase == true { typeText = reference + "." + name }
                }
            } else if name == "init" {
                typeText = expected
            }
        case .arrayExpr, .dictionaryExpr:
            // `[Item]()`.
            return nil
        default:
            break
        }
        guard let typeText, let typeName = TypeName(typeText) else { return "\(shown), a call" }
        let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
        switch model.lookupType(typeName.dotted, in: source(f), at: call) {
        case .declarations(let found):
            let nominals = Set(found.compactMap { model.nominalType(of: $0) })
            guard nominals.count == 1, let type = nominals.first else { return "\(shown) (which '\(typeText)' is not clear)" }
            return initialiserWork(of: type, labels: labels, shown: shown, depth: depth + 1)
        case .notFound:
            return ObservablePlan.Scope.plainTypes.contains(typeName.last) ? nil : "\(shown), an initialiser this project does not declare"
        case .genericParameter:
            return "\(shown) of a generic type"
        }
    }

    /// What creating a project type with these labels does: its stored properties' defaults
    /// (and its superclasses'), and the body of the initialiser the labels pick.
    func initialiserWork(of type: Int32, labels: [String?], shown: String, depth: Int) -> String? {
        guard depth < 6 else { return "initialisers nested too deep to follow" }
        let typeName = name(type)
        let chain = [type] + model.superclasses(of: type)
        if let found = deinitWork(of: chain) { return found }
        for owner in chain {
            for id in model.allMembers(of: owner) where model.declaration(id).parent == owner {
                let property = model.declaration(id)
                guard property.kind == .variable || property.kind == .constant, !property.isStatic, !property.isComputed,
                      !property.modifiers.contains("lazy"),
                      let binding = TypeResolver.binding(named: property.name, in: property.node, tree(property.file)),
                      let value = binding.child(.initializerClause)?.childNodes.first else { continue }
                if let found = work(creating: value, file: property.file, expected: property.typeText, at: value, depth: depth) {
                    return "'\(name(owner)).\(property.name)' defaults to \(found)"
                }
            }
        }
        // The initialiser these labels pick, or the first that declares initialisers for it.
        for owner in chain {
            let inits = model.members(of: owner, named: "init")
            guard !inits.isEmpty else { continue }
            let matching = inits.filter { SemanticModel.accepts(model.declaration($0), labels: labels, trailingClosures: 0) }
            // No match: memberwise (a struct) or an initialiser the code does not show.
            guard !matching.isEmpty else { return model.declaration(owner).kind == .struct ? nil : "\(shown) calls an initialiser of '\(typeName)' this project does not show" }
            for id in matching {
                let initialiser = model.declaration(id)
                if initialiser.takesClosure.contains(true) {
                    return "'\(name(owner)).init' takes a closure or @autoclosure parameter (\(model.shortLocation(id)))"
                }
                guard let body = initialiser.node.child(.codeBlock) else { continue }
                if let found = statementsWork(body, file: initialiser.file, in: owner, depth: depth) {
                    return "'\(name(owner)).init' \(found) (\(model.shortLocation(id)))"
                }
            }
            return nil
        }
        return nil
    }

    /// A `deinit` of the type or a superclass that calls anything but methods of the
    /// instance's own values (`timer?.invalidate()`, `tasks.forEach { $0.cancel() }`): State
    /// throws an instance away at every view init, and each one runs it (`print(...)`, a
    /// singleton's method, `NotificationCenter.default.post(...)`).
    func deinitWork(of chain: [Int32]) -> String? {
        // Stored values of plain types (a Timer, a Task, cancellables): calling them in a
        // thrown-away instance touches nothing outside it. Made once, for the first deinit.
        var storedOnce: Set<String>?
        for owner in chain {
            let declaration = model.declaration(owner)
            guard let view = DeclarationView(declaration.node), view.members.contains(where: { $0.kind == .deinitializerDecl }) else { continue }
            let tree = self.tree(declaration.file)
            let stored = storedOnce ?? Set(chain.flatMap { model.allMembers(of: $0) }.map { model.declaration($0) }
                .filter { ($0.kind == .variable || $0.kind == .constant) && !$0.isStatic && !$0.isComputed }
                .filter { Self.isPlainType($0.typeText) }.map(\.name))
            storedOnce = stored
            for node in view.members where node.kind == .deinitializerDecl {
                guard let body = node.child(.codeBlock) else { continue }
                var found: Node?
                body.walk { inner in
                    guard found == nil else { return false }
                    // `NotificationCenter.default.removeObserver(self)`: a no-op for an
                    // instance that never registered.
                    if inner.kind == .functionCallExpr, !Self.callsOwnValue(inner, stored: stored, tree),
                       !tree.collapsedText(of: inner).hasPrefix("NotificationCenter.default.removeObserver(self") { found = inner }
                    return true
                }
                if let found {
                    let place = Rewriting.place(model.files[declaration.file].path, tree.location(of: tree.startOffset(of: node)).line)
                    return "'\(name(owner)).deinit' (\(place)) calls '\(Rewriting.short(found, tree))'"
                }
            }
        }
        return nil
    }

    /// Whether a declared type is built only of plain types (`Timer?`, `Set<AnyCancellable>`,
    /// `Task<Void, Never>?`); nil (not written) is not.
    static func isPlainType(_ typeText: String?) -> Bool {
        guard let typeText else { return false }
        let names = typeText.split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)
        let more: Set<String> = ["Timer", "Task", "Void", "Never", "Error", "Cancellable", "DispatchWorkItem", "Publishers", "Autoconnect", "TimerPublisher"]
        return !names.isEmpty && names.allSatisfy { plainTypes.contains($0) || more.contains($0) }
    }

    /// Whether a call is a method of one of the instance's plain stored values (`timer?.
    /// invalidate()`, `self.tasks.forEach { ... }`) or of a closure's shorthand parameter
    /// (`$0.cancel()` inside such a `forEach`).
    static func callsOwnValue(_ call: Node, stored: Set<String>, _ tree: SyntaxTree) -> Bool {
        var current = call
        var member: String?
        while true {
            switch current.kind {
            case .functionCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .subscriptCallExpr:
                guard let first = current.firstChildNode else { return false }
                current = first
            case .memberAccessExpr:
                guard let view = MemberAccessView(current), let base = view.base, let name = view.name else { return false }
                member = tree.text(of: name)
                current = base
            case .declReferenceExpr:
                let name = tree.text(of: current)
                guard let member else { return false }
                return name == "self" ? stored.contains(member) : (name.hasPrefix("$") || stored.contains(name))
            default:
                return false
            }
        }
    }

    /// The first statement of an initialiser body that does more than assign stored
    /// properties from plain values.
    func statementsWork(_ block: Node, file f: Int, in type: Int32, depth: Int) -> String? {
        for statement in block.childNodes {
            if let found = statementWork(statement, file: f, in: type, depth: depth) { return found }
        }
        return nil
    }

    /// What one statement of an initialiser body does beyond assigning plain values.
    func statementWork(_ statement: Node, file f: Int, in type: Int32, depth: Int) -> String? {
        let tree = self.tree(f)
        var node = statement
        if node.kind == .expressionStmt, let inner = node.firstChildNode { node = inner }
        switch node.kind {
        case .sequenceExpr:
            let parts = node.childNodes
            if parts.count >= 3, parts[1].kind == .assignmentExpr, isPropertyReference(parts[0], tree) {
                // `self.x = a ?? b`, `self.isNew = existing == nil`: the operands, with the
                // property's type for `.init(...)`.
                let property = ObservablePlan.Scope.lastName(parts[0], tree)
                let expected = model.members(of: type, named: property).lazy.compactMap { self.model.declaration($0).typeText }.first
                for operand in parts.dropFirst(2) {
                    if let found = work(creating: operand, file: f, expected: expected, at: operand, depth: depth) { return "assigns \(found)" }
                }
                return nil
            }
            return "runs '\(Rewriting.short(node, tree))'"
        case .functionCallExpr:
            // A guard's way out is not work.
            if let callee = FunctionCallView(node)?.calledExpression, callee.kind == .declReferenceExpr,
               ObservablePlan.Scope.terminating.contains(tree.text(of: callee)) {
                return nil
            }
            // `super.init(...)` / `self.init(...)`.
            guard let view = FunctionCallView(node), let callee = view.calledExpression, let member = MemberAccessView(callee),
                  let nameToken = member.name, tree.text(of: nameToken) == "init", let base = member.base else {
                return "calls '\(Rewriting.short(node, tree))'"
            }
            let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
            for argument in view.arguments {
                if let expression = argument.expression, let found = work(creating: expression, file: f, expected: nil, at: node, depth: depth) {
                    return "passes \(found)"
                }
            }
            let text = tree.text(of: base)
            if text == "self" {
                if let found = initialiserWork(of: type, labels: labels, shown: "'self.init'", depth: depth + 1) { return "delegates to an initialiser that does work: \(found)" }
            } else if text == "super" {
                if let superclass = model.superclasses(of: type).first {
                    if let found = initialiserWork(of: superclass, labels: labels, shown: "'super.init'", depth: depth + 1) { return "calls a superclass initialiser that does work: \(found)" }
                } else if !labels.isEmpty {
                    return "calls '\(Rewriting.short(node, tree))' of a superclass this project does not declare"
                }
            } else {
                return "calls '\(Rewriting.short(node, tree))'"
            }
        case .variableDecl:
            for binding in node.children(.patternBinding) {
                if let value = binding.child(.initializerClause)?.childNodes.first,
                   let found = work(creating: value, file: f, expected: nil, at: value, depth: depth) {
                    return "computes \(found)"
                }
            }
        case .ifExpr, .guardStmt:
            for part in node.childNodes {
                switch part.kind {
                case .conditionElementList:
                    if let found = work(creating: part, file: f, expected: nil, at: part, depth: depth) { return "tests \(found)" }
                case .codeBlock:
                    if let found = statementsWork(part, file: f, in: type, depth: depth) { return found }
                case .ifExpr:
                    if let found = statementWork(part, file: f, in: type, depth: depth) { return found }
                default:
                    break
                }
            }
        case .returnStmt:
            if let value = node.firstChildNode, let found = work(creating: value, file: f, expected: nil, at: value, depth: depth) {
                return "returns \(found)"
            }
        default:
            return "runs '\(Rewriting.short(node, tree))'"
        }
        return nil
    }

    /// `x`, `self.x` or `_x`: a stored property of the type being initialised.
    func isPropertyReference(_ node: Node, _ tree: SyntaxTree) -> Bool {
        if node.kind == .declReferenceExpr { return true }
        if let view = MemberAccessView(node), let base = view.base { return base.kind == .declReferenceExpr && tree.text(of: base) == "self" }
        return false
    }
}
