import SwiftCST

/// A value a Swift build manifest (Tuist's `Project.swift` and its helpers) computes, as far
/// as it can be read from the syntax tree without running it.
indirect enum ManifestValue {
    case string(String)
    case array([ManifestValue])
    case dictionary([(key: String, value: ManifestValue)])
    /// `.name` or `Type.name`: an enum case or static member, by name.
    case member(String)
    /// `Name(...)`, `.name(...)` or `Type.name(...)` of an API the evaluator does not define.
    case call(String, [(label: String?, value: ManifestValue)])
    /// What could not be read: the source text (shortened), for notes.
    case unknown(String)

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var items: [ManifestValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The argument with this label (`nil`: the first unlabelled one).
    func argument(_ label: String?) -> ManifestValue? {
        guard case .call(_, let arguments) = self else { return nil }
        return arguments.first { $0.label == label }?.value
    }

    var callName: String? {
        if case .call(let name, _) = self { return name }
        return nil
    }

    /// What to name in a note: the first thing inside that could not be read, else the call
    /// or member it is.
    var description: String {
        if let unknown = firstUnknown { return unknown }
        switch self {
        case .call(let name, _): return ".\(name)(…)"
        case .member(let name): return ".\(name)"
        case .string(let text): return "\"\(text)\""
        case .array: return "[…]"
        case .dictionary: return "[…: …]"
        case .unknown(let text): return text
        }
    }

    /// The first thing inside that could not be read, if any.
    var firstUnknown: String? {
        switch self {
        case .unknown(let text): return text
        case .string, .member: return nil
        case .array(let items): return items.lazy.compactMap(\.firstUnknown).first
        case .dictionary(let entries): return entries.lazy.compactMap { $0.value.firstUnknown }.first
        case .call(_, let arguments): return arguments.lazy.compactMap { $0.value.firstUnknown }.first
        }
    }
}

/// Reads manifest expressions statically: literals, arrays, dictionaries, string
/// interpolation of known strings, `+` of strings and arrays, constants declared at the top
/// level of the manifest and its helper files, and calls of the helpers' own functions and
/// static properties (their `let`s followed up to the `return`, parameters bound to the
/// arguments or their defaults). Anything else (a loop, a branch, an API this reader does not
/// model) is `.unknown` with its text. Nothing is ever run.
struct ManifestEvaluator {
    struct Function {
        var parameters: [(label: String?, name: String, defaultValue: Node?)]
        /// The body (a code block), or the single expression of a static property.
        var body: Node
        var tree: SyntaxTree
    }

    /// Helper functions and static properties by name (several overloads by parameter labels).
    var functions: [String: [Function]] = [:]
    /// Top-level constants of the helper files and the manifest: (value expression, tree).
    var constants: [String: (node: Node, tree: SyntaxTree)] = [:]
    private static let maxDepth = 24
    /// Steps taken, shared by copies: a manifest whose helpers call each other in a fan
    /// stops being read after `maxSteps` (its values are unknown) rather than running on.
    final class Budget { var steps = 0 }
    let budget = Budget()
    private static let maxSteps = 100_000

    /// Collects the functions, static properties and top-level constants of `trees`.
    mutating func add(_ tree: SyntaxTree) {
        for node in tree.root.childNodes {
            let declaration = node.kind == .expressionStmt ? (node.firstChildNode ?? node) : node
            switch declaration.kind {
            case .variableDecl: addConstants(declaration, tree)
            case .functionDecl: addFunction(declaration, tree)
            default: addMembers(of: declaration, tree, depth: 0)
            }
        }
    }

    /// The functions and static properties of a type or extension, nested types included.
    private mutating func addMembers(of declaration: Node, _ tree: SyntaxTree, depth: Int) {
        guard depth < 8, [.extensionDecl, .structDecl, .enumDecl, .classDecl].contains(declaration.kind) else { return }
        for member in DeclarationView(declaration)?.members ?? [] {
            switch member.kind {
            case .functionDecl: addFunction(member, tree)
            case .variableDecl: addConstants(member, tree, asFunctions: true)
            default: addMembers(of: member, tree, depth: depth + 1)
            }
        }
    }

    private mutating func addConstants(_ declaration: Node, _ tree: SyntaxTree, asFunctions: Bool = false) {
        for binding in declaration.children(.patternBinding) {
            guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern else { continue }
            let name = tree.text(of: pattern).trimmingCharacters(in: .whitespaces)
            let value = binding.child(.initializerClause)?.childNodes.first ?? binding.child(.accessorBlock)
            guard let value else { continue }
            if asFunctions {
                functions[name, default: []].append(Function(parameters: [], body: value, tree: tree))
            } else if constants[name] == nil {
                constants[name] = (value, tree)
            }
        }
    }

    private mutating func addFunction(_ declaration: Node, _ tree: SyntaxTree) {
        guard let nameToken = DeclarationView(declaration)?.name, let body = declaration.child(.codeBlock),
              let clause = declaration.child(.functionSignature)?.child(.parameterClause) else { return }
        var parameters: [(label: String?, name: String, defaultValue: Node?)] = []
        for parameter in clause.children(.functionParameter) {
            let names = parameter.childTokens.map { tree.text(of: $0) }.filter { $0 != ":" && $0 != "," && $0 != "..." }
            guard let first = names.first else { continue }
            let inner = names.count > 1 ? names[1] : first
            let label: String? = first == "_" ? nil : first
            parameters.append((label, inner, parameter.child(.initializerClause)?.childNodes.first))
        }
        functions[tree.text(of: nameToken), default: []].append(Function(parameters: parameters, body: body, tree: tree))
    }

    /// The value of an expression, with `scope` the names bound in the function being read.
    func evaluate(_ node: Node, _ tree: SyntaxTree, scope: [String: ManifestValue] = [:], depth: Int = 0) -> ManifestValue {
        budget.steps += 1
        guard budget.steps < Self.maxSteps else { return .unknown("(more than 100,000 steps to read)") }
        guard depth < Self.maxDepth else { return .unknown("(nested too deep)") }
        func value(_ n: Node) -> ManifestValue { evaluate(n, tree, scope: scope, depth: depth + 1) }
        switch node.kind {
        case .stringLiteralExpr: return string(node, tree, scope: scope, depth: depth)
        case .simpleStringLiteralExpr: return .string(node.children(.stringSegment).map { tree.text(of: $0) }.joined())
        case .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr: return .string(tree.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines))
        case .arrayExpr: return .array(node.children(.arrayElement).compactMap { $0.childNodes.first.map(value) })
        case .dictionaryExpr:
            var entries: [(key: String, value: ManifestValue)] = []
            for element in node.children(.dictionaryElement) {
                let parts = element.childNodes
                guard parts.count == 2, let key = value(parts[0]).string else { return .unknown(Self.short(node, tree)) }
                entries.append((key, value(parts[1])))
            }
            return .dictionary(entries)
        case .declReferenceExpr: return reference(node, tree, scope: scope, depth: depth)
        case .memberAccessExpr:
            guard let view = MemberAccessView(node), let name = view.name else { return .unknown(Self.short(node, tree)) }
            let member = tree.text(of: name)
            if let base = view.base, base.kind == .declReferenceExpr, let first = tree.text(of: base).first, first.isLowercase {
                return .unknown(Self.short(node, tree))
            }
            if let found = call(member, arguments: [], scope: scope, depth: depth) { return found }
            return .member(member)
        case .functionCallExpr: return functionCall(node, tree, scope: scope, depth: depth)
        case .sequenceExpr: return sum(node, tree, scope: scope, depth: depth)
        case .tupleExpr:
            let inner = node.child(.labeledExprList)?.children(.labeledExpr) ?? []
            if inner.count == 1, let expression = ArgumentView(inner[0]).expression { return value(expression) }
            return .unknown(Self.short(node, tree))
        default: return .unknown(Self.short(node, tree))
        }
    }

    private func reference(_ node: Node, _ tree: SyntaxTree, scope: [String: ManifestValue], depth: Int) -> ManifestValue {
        let name = tree.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
        if let bound = scope[name] { return bound }
        if let constant = constants[name] { return evaluate(constant.node, constant.tree, depth: depth + 1) }
        if let found = call(name, arguments: [], scope: scope, depth: depth) { return found }
        return name.first?.isUppercase == true ? .member(name) : .unknown(name)
    }

    private func string(_ node: Node, _ tree: SyntaxTree, scope: [String: ManifestValue], depth: Int) -> ManifestValue {
        var text = ""
        for part in node.childNodes {
            if part.kind == .stringSegment {
                text += tree.text(of: part)
            } else if part.kind == .expressionSegment {
                guard let inner = part.child(.labeledExprList)?.children(.labeledExpr), inner.count == 1,
                      let expression = ArgumentView(inner[0]).expression,
                      let piece = evaluate(expression, tree, scope: scope, depth: depth + 1).string else { return .unknown(Self.short(node, tree)) }
                text += piece
            }
        }
        return .string(text)
    }

    /// `a + b + ...` of strings or of arrays; anything else is unknown.
    private func sum(_ node: Node, _ tree: SyntaxTree, scope: [String: ManifestValue], depth: Int) -> ManifestValue {
        let parts = node.childNodes
        guard parts.count >= 3, parts.count % 2 == 1 else { return .unknown(Self.short(node, tree)) }
        var result = evaluate(parts[0], tree, scope: scope, depth: depth + 1)
        for i in stride(from: 1, to: parts.count, by: 2) {
            guard parts[i].kind == .binaryOperatorExpr, tree.text(of: parts[i]).trimmingCharacters(in: .whitespacesAndNewlines) == "+" else {
                return .unknown(Self.short(node, tree))
            }
            let next = evaluate(parts[i + 1], tree, scope: scope, depth: depth + 1)
            switch (result, next) {
            case let (.string(a), .string(b)): result = .string(a + b)
            case let (.array(a), .array(b)): result = .array(a + b)
            default: return .unknown(Self.short(node, tree))
            }
        }
        return result
    }

    private func functionCall(_ node: Node, _ tree: SyntaxTree, scope: [String: ManifestValue], depth: Int) -> ManifestValue {
        guard let view = FunctionCallView(node), let callee = view.calledExpression else { return .unknown(Self.short(node, tree)) }
        var arguments: [(label: String?, value: ManifestValue)] = []
        for argument in view.arguments {
            guard let expression = argument.expression else { continue }
            arguments.append((argument.label.map { tree.text(of: $0) }, evaluate(expression, tree, scope: scope, depth: depth + 1)))
        }
        if let closure = view.trailingClosure {
            // `lists.flatMap { $0 }` is `lists.joined()`; other closures are not followed.
            guard arguments.isEmpty, tree.text(of: closure).filter({ !$0.isWhitespace }) == "{$0}",
                  let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "flatMap", let base = member.base else {
                return .unknown(Self.short(node, tree))
            }
            return method("joined", on: evaluate(base, tree, scope: scope, depth: depth + 1), arguments: [], node: node, tree: tree)
        }
        let name: String
        switch callee.kind {
        case .declReferenceExpr:
            name = tree.text(of: callee).trimmingCharacters(in: .whitespacesAndNewlines)
        case .memberAccessExpr:
            guard let member = MemberAccessView(callee), let token = member.name else { return .unknown(Self.short(node, tree)) }
            name = tree.text(of: token)
            if let base = member.base, base.kind != .declReferenceExpr || tree.text(of: base).first?.isLowercase == true {
                // A method of a value: `dictionary.merging(other)` is read; others are not.
                return method(name, on: evaluate(base, tree, scope: scope, depth: depth + 1), arguments: arguments, node: node, tree: tree)
            }
        default:
            return .unknown(Self.short(node, tree))
        }
        if let found = call(name, arguments: arguments, scope: scope, depth: depth) { return found }
        return .call(name, arguments)
    }

    private func method(_ name: String, on base: ManifestValue, arguments: [(label: String?, value: ManifestValue)],
                        node: Node, tree: SyntaxTree) -> ManifestValue {
        if case .array(let items) = base {
            switch (name, arguments.first) {
            case ("contains", (nil, .member(let wanted))?):
                // Known only when every element is a plain member.
                var names: [String] = []
                for item in items { guard case .member(let name) = item else { return .unknown(Self.short(node, tree)) }; names.append(name) }
                return .string(names.contains(wanted) ? "true" : "false")
            case ("joined", nil):
                var result: [ManifestValue] = []
                for item in items { guard let inner = item.items else { return .unknown(Self.short(node, tree)) }; result += inner }
                return .array(result)
            default:
                return .unknown(Self.short(node, tree))
            }
        }
        // Tuist's `SettingsDictionary()` and its setters (`.swiftVersion("6.0")`).
        var mine: [(key: String, value: ManifestValue)]
        switch base {
        case .dictionary(let entries): mine = entries
        case .call("SettingsDictionary", let none) where none.isEmpty: mine = []
        default: return .unknown(Self.short(node, tree))
        }
        func set(_ key: String, _ value: ManifestValue) {
            if let i = mine.firstIndex(where: { $0.key == key }) { mine[i].value = value } else { mine.append((key, value)) }
        }
        switch (name, arguments.first?.value) {
        case ("merging", .dictionary(let other)?): for entry in other { set(entry.key, entry.value) }
        case ("swiftVersion", .string(let version)?): set("SWIFT_VERSION", .string(version))
        case ("otherSwiftFlags", _?): set("OTHER_SWIFT_FLAGS", .array(arguments.flatMap { $0.value.items ?? [$0.value] }))
        default: return .unknown(Self.short(node, tree))
        }
        return .dictionary(mine)
    }

    /// A helper function (or static property) whose parameters take these labels, read.
    private func call(_ name: String, arguments: [(label: String?, value: ManifestValue)], scope: [String: ManifestValue], depth: Int) -> ManifestValue? {
        guard let candidates = functions[name] else { return nil }
        let fitting = candidates.compactMap { function in bind(function, arguments, depth: depth).map { (function, $0) } }
        // Helpers are found by name alone (`Feature.core`, `Shared.core`): two that fit the
        // same arguments cannot be told apart without types, so the value is not known.
        guard fitting.count <= 1 else { return .unknown("\(name) (declared \(fitting.count) times in the helpers)") }
        return fitting.first.map { body($0.0, scope: $0.1, depth: depth + 1) }
    }

    /// The parameters bound to the arguments (in order, by label) or their defaults; nil
    /// when the labels do not fit.
    private func bind(_ function: Function, _ arguments: [(label: String?, value: ManifestValue)], depth: Int) -> [String: ManifestValue]? {
        var scope: [String: ManifestValue] = [:]
        var next = 0
        for parameter in function.parameters {
            if next < arguments.count && arguments[next].label == parameter.label {
                scope[parameter.name] = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scope[parameter.name] = evaluate(defaultValue, function.tree, depth: depth + 1)
            } else {
                return nil
            }
        }
        return next == arguments.count ? scope : nil
    }

    /// A function body read statement by statement (`Run`); a single expression is its value.
    private func body(_ function: Function, scope start: [String: ManifestValue], depth: Int) -> ManifestValue {
        guard function.body.kind == .codeBlock || function.body.kind == .accessorBlock else {
            return evaluate(function.body, function.tree, scope: start, depth: depth)
        }
        // A computed property's block holds its statements (or `get { }`, not followed).
        let statements = Run.statements(of: function.body)
        if statements.count == 1, ![.returnStmt, .variableDecl, .ifExpr].contains(statements[0].kind) {
            return evaluate(statements[0], function.tree, scope: start, depth: depth)
        }
        var run = Run(evaluator: self, tree: function.tree, scope: start, depth: depth)
        return run.execute(statements, possible: false) ?? .unknown("(no return)")
    }

    /// Statements run without running anything outside: `let`/`var` bind, `return` ends, an
    /// `if` whose condition is known takes its branch; under a condition that is not known
    /// (a *possible* branch) an `append` or `+=` to an array still adds (every way the
    /// manifest can go is kept: a target that may exist is read), while any other change to a
    /// `var`, or a `var` named in a loop or a `switch`, makes it unknown. Parameters and `let`s
    /// cannot change.
    struct Run {
        let evaluator: ManifestEvaluator
        let tree: SyntaxTree
        var scope: [String: ManifestValue]
        let depth: Int
        var variables: Set<String> = []

        init(evaluator: ManifestEvaluator, tree: SyntaxTree, scope: [String: ManifestValue], depth: Int) {
            (self.evaluator, self.tree, self.scope, self.depth) = (evaluator, tree, scope, depth)
        }

        static func statements(of block: Node) -> [Node] {
            block.childNodes.map { $0.kind == .expressionStmt ? ($0.firstChildNode ?? $0) : $0 }
        }

        func value(_ node: Node) -> ManifestValue { evaluator.evaluate(node, tree, scope: scope, depth: depth + 1) }

        /// The value returned, when a `return` is reached on every way through.
        mutating func execute(_ statements: [Node], possible: Bool) -> ManifestValue? {
            for statement in statements {
                switch statement.kind {
                case .returnStmt:
                    guard let expression = statement.childNodes.first else { return .unknown("return") }
                    return possible ? .unknown("a return under a condition") : value(expression)
                case .variableDecl:
                    bind(statement)
                case .ifExpr:
                    if let returned = branch(statement, possible: possible) { return returned }
                case .functionCallExpr:
                    if !append(call: statement) { forget(statement) }
                case .sequenceExpr:
                    if !assign(statement, possible: possible) { forget(statement) }
                default:
                    forget(statement)
                }
            }
            return nil
        }

        mutating func bind(_ declaration: Node) {
            let isVar = declaration.childTokens.first.map { tree.text(of: $0) == "var" } ?? false
            for binding in declaration.children(.patternBinding) {
                guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern else { continue }
                let name = tree.text(of: pattern).trimmingCharacters(in: .whitespaces)
                scope[name] = binding.child(.initializerClause)?.childNodes.first.map(value) ?? .unknown(name)
                if isVar { variables.insert(name) }
            }
        }

        /// `if c { } else if d { } else { }`: the branch a known condition picks; both when not known.
        mutating func branch(_ node: Node, possible: Bool) -> ManifestValue? {
            let conditions = node.child(.conditionElementList)?.children(.conditionElement) ?? []
            var truth: Bool?
            if conditions.count == 1, let expression = conditions[0].childNodes.first, expression.kind != .optionalBindingCondition {
                truth = value(expression).string.flatMap { $0 == "true" ? true : $0 == "false" ? false : nil }
            }
            let blocks = node.children(.codeBlock)
            let elseIf = node.child(.ifExpr)
            var returned: ManifestValue?
            if truth != false, let then = blocks.first {
                returned = execute(Run.statements(of: then), possible: possible || truth == nil)
            }
            if truth != true {
                let other = elseIf.map { branch($0, possible: possible || truth == nil) }
                    ?? (blocks.count > 1 ? execute(Run.statements(of: blocks[1]), possible: possible || truth == nil) : nil)
                if truth == false { returned = other }
            }
            return returned
        }

        /// `list.append(x)` / `list.append(contentsOf: xs)` on a `var` array.
        mutating func append(call: Node) -> Bool {
            guard let view = FunctionCallView(call), let callee = view.calledExpression.flatMap(MemberAccessView.init),
                  let base = callee.base, base.kind == .declReferenceExpr, let method = callee.name,
                  tree.text(of: method) == "append", view.arguments.count == 1, let argument = view.arguments[0].expression else { return false }
            let name = tree.text(of: base).trimmingCharacters(in: .whitespacesAndNewlines)
            guard variables.contains(name), case .array(let items)? = scope[name] else { return false }
            let label = view.arguments[0].label.map { tree.text(of: $0) }
            let added = value(argument)
            if label == "contentsOf" {
                guard let more = added.items else { return false }
                scope[name] = .array(items + more)
            } else {
                scope[name] = .array(items + [added])
            }
            return true
        }

        /// `list += [x]` on a `var` array; `x = v` outside any unknown condition.
        mutating func assign(_ node: Node, possible: Bool) -> Bool {
            let parts = node.childNodes
            guard parts.count == 3, parts[0].kind == .declReferenceExpr else { return false }
            let name = tree.text(of: parts[0]).trimmingCharacters(in: .whitespacesAndNewlines)
            guard variables.contains(name) else { return false }
            let op = tree.text(of: parts[1]).trimmingCharacters(in: .whitespacesAndNewlines)
            if op == "+=", case .array(let items)? = scope[name], let more = value(parts[2]).items {
                scope[name] = .array(items + more)
                return true
            }
            if op == "=" && !possible {
                scope[name] = value(parts[2])
                return true
            }
            return false
        }

        /// Every `var` named in a statement this reader does not follow becomes unknown.
        mutating func forget(_ statement: Node) {
            var names: [String] = []
            statement.walk { node in
                if node.kind == .declReferenceExpr { names.append(tree.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)) }
                return true
            }
            for name in names where variables.contains(name) {
                scope[name] = .unknown("\(name), changed in \(ManifestEvaluator.short(statement, tree))")
            }
        }
    }

    static func short(_ node: Node, _ tree: SyntaxTree) -> String {
        let text = tree.text(of: node).trimmingCharacters(in: .whitespacesAndNewlines)
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
