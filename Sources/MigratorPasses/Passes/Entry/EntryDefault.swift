import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// A key's default: the entry's type and default expression, or why it cannot become one
/// (unstable, isolated, not a single expression, naming the key).
extension EntryPlan {
    struct Problem: Error {
        var reason: String
        var message: String
    }

    /// What a key declares besides its name: the written type and the default of its
    /// `defaultValue`, and its `Value` typealias.
    struct KeyMembers {
        var valueType: String?
        var aliasType: String?
        var defaultExpression: String?
        /// The indentation of the line a multi-line if/switch default starts on.
        var defaultIndentation: String?
        var sawDefault = false
    }

    /// The entry's type and default, or why the key cannot become one.
    static func keyDefault(_ key: Key, accessor: Accessor, model: SemanticModel) -> Result<(String, String?, String?), Problem> {
        let tree = key.file.tree
        guard let view = DeclarationView(key.declaration) else { return .failure(Problem(reason: "unsupported-shape", message: "unexpected key declaration")) }
        let attributeNames = view.attributes.compactMap { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } }
        if attributeNames.contains("available") {
            return .failure(Problem(reason: "availability", message: "@available on \(key.name) would be lost"))
        }
        if attributeNames.contains("MainActor") {
            return .failure(Problem(reason: "main-actor", message: "\(key.name) is @MainActor; a computed default would run outside it"))
        }
        if !attributeNames.isEmpty || key.declaration.child(.genericParameterClause) != nil {
            return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) has attributes or generic parameters"))
        }
        var members = KeyMembers()
        for member in view.members {
            if let problem = memberProblem(member, into: &members, key: key, accessor: accessor, model: model) { return .failure(problem) }
        }
        // `static let defaultValue: Value`: the key's own typealias.
        var valueType = members.valueType
        if valueType == nil || valueType == "Value" || valueType == "Self.Value" || valueType == "\(key.name).Value" {
            valueType = members.aliasType ?? (valueType == nil ? nil : valueType)
        }
        let isFocused = key.protocolName == "FocusedValueKey"
        if !isFocused && !members.sawDefault {
            return .failure(Problem(reason: "unsupported-shape", message: "\(key.name) has no defaultValue"))
        }
        if let text = members.defaultExpression, text.contains("MainActor.assumeIsolated") {
            return .failure(Problem(reason: "main-actor", message: "the default of \(key.name) uses MainActor.assumeIsolated"))
        }
        // The property's written type, with the key's `Value` (however it is spelled:
        // `Key.Value`, `Outer.Key.Value`) spelled out: the key and its typealias go away.
        guard var type = accessor.type else {
            return .failure(Problem(reason: "unsupported-shape", message: "the property's type is not written out"))
        }
        if let written = TypeName(type), written.last == "Value", written.components.count >= 2, written.genericArguments.isEmpty,
           model.resolveNominal(written.components.dropLast().joined(separator: "."), in: accessor.file, at: accessor.declaration) == key.id {
            guard let valueType else { return .failure(Problem(reason: "unsupported-shape", message: "\(key.name).Value is not declared")) }
            type = valueType + (written.isOptional && !valueType.hasSuffix("?") ? "?" : "")
        }
        if isFocused {
            guard type.hasSuffix("?") else {
                return .failure(Problem(reason: "unsupported-shape", message: "focused values are optional, but the property is not"))
            }
            return .success((type, nil, nil))
        }
        return .success((type, members.defaultExpression, members.defaultIndentation))
    }

    /// Reads one member of the key (its `Value` typealias or its `defaultValue`) into
    /// `members`, or says why the key cannot become an entry.
    static func memberProblem(_ member: Node, into members: inout KeyMembers, key: Key, accessor: Accessor, model: SemanticModel) -> Problem? {
        let tree = key.file.tree
        switch member.kind {
        case .typeAliasDecl:
            guard DeclarationView(member)?.name.map({ tree.text(of: $0) }) == "Value",
                  let type = member.child(.typeInitializerClause)?.childNodes.first else {
                return Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue")
            }
            members.aliasType = tree.text(of: type)
            return nil
        case .variableDecl:
            return defaultValueProblem(member, into: &members, key: key, accessor: accessor, model: model)
        default:
            return Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue")
        }
    }

    /// Reads the key's `static let/var defaultValue` (its written type and its default, a
    /// stable expression, a getter of one expression or an optional's nil) into `members`,
    /// or says why it cannot become an entry's default.
    static func defaultValueProblem(_ member: Node, into members: inout KeyMembers, key: Key, accessor: Accessor, model: SemanticModel) -> Problem? {
        let tree = key.file.tree
        let bindings = member.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, tree.text(of: pattern) == "defaultValue",
              let memberView = DeclarationView(member), memberView.modifiers.contains(where: { tree.text(of: $0) == "static" }) else {
            return Problem(reason: "unsupported-shape", message: "\(key.name) declares other members than defaultValue")
        }
        let modifiers = memberView.modifiers.map { tree.text(of: $0) }
        if memberView.attributes.contains(where: { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } == "MainActor" })
            || modifiers.contains("nonisolated(unsafe)") {
            return Problem(reason: "main-actor", message: "the default of \(key.name) is isolated (@MainActor or nonisolated(unsafe)); a computed default changes that")
        }
        if memberView.attributes.contains(where: { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } == "available" }) {
            return Problem(reason: "availability", message: "@available on \(key.name).defaultValue would be lost")
        }
        let binding = bindings[0]
        if let type = binding.child(.typeAnnotation)?.childNodes.first { members.valueType = tree.text(of: type) }
        members.sawDefault = true
        if let value = binding.child(.initializerClause)?.childNodes.first {
            let entryType = members.valueType.flatMap { $0 == "Value" || $0 == "Self.Value" ? members.aliasType : $0 } ?? members.aliasType ?? accessor.type
            if let problem = unstable(value, model: model, source: key.file, entryType: entryType) {
                let advice = problem.reason == "snapshot-default"
                    ? "keep the key, or convert it by hand if a live read is wanted"
                    : "use a `static let`"
                return Problem(reason: problem.reason,
                    message: "the default `\(Rewriting.short(value, tree))` \(problem.message); \(advice)")
            }
            members.defaultExpression = tree.text(of: value)
            if members.defaultExpression?.contains("\n") == true { members.defaultIndentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: value)) }
        } else if let block = binding.child(.accessorBlock), block.children(.accessorDecl).isEmpty, block.childNodes.count == 1,
                  let body = block.childNodes.first {
            // Already computed: converting keeps the behaviour. An `if`/`switch` whose
            // every branch is one expression (or `return` of one) becomes an if/switch
            // expression without the `return`s; anything else is declined.
            let expression = body.kind == .returnStmt ? body.childNodes.first : body
            guard let expression else { return Problem(reason: "unsupported-shape", message: "empty defaultValue") }
            if tree.text(of: expression).contains("MainActor.assumeIsolated") {
                return Problem(reason: "main-actor", message: "the default of \(key.name) uses MainActor.assumeIsolated")
            }
            if expression.kind == .switchExpr || expression.kind == .ifExpr {
                guard let converted = branchExpression(expression, tree) else {
                    return Problem(reason: "unsupported-shape",
                        message: "the getter of \(key.name).defaultValue has a branch that is not a single expression; an if/switch expression needs one per branch")
                }
                members.defaultExpression = converted
                members.defaultIndentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: expression))
            } else {
                members.defaultExpression = tree.text(of: expression)
            }
        } else if binding.child(.initializerClause) == nil, binding.child(.accessorBlock) == nil,
                  memberView.modifiers.contains(where: { tree.text(of: $0) == "var" }) || member.childTokens.contains(where: { tree.text(of: $0) == "var" }),
                  let type = members.valueType, type.hasSuffix("?") || type.hasPrefix("Optional<") {
            // `static var defaultValue: T?` with no initialiser is nil.
            members.defaultExpression = "nil"
        } else {
            return Problem(reason: "unsupported-shape", message: "\(key.name).defaultValue is not a single expression")
        }
        return nil
    }

    /// Whether the default can move to the accessor's place: it must not name the key
    /// (`Self`, `FooKey.x`: they would mean the container there), and when the key lives in
    /// another file it must not name values that file may keep private.
    static func movedDefaultProblem(key: Key, accessor: Accessor) -> Problem? {
        let tree = key.file.tree
        guard let member = DeclarationView(key.declaration)?.members.first(where: { $0.kind == .variableDecl }) else { return nil }
        var problem: Problem?
        member.walk { node in
            guard problem == nil else { return false }
            if node.kind == .declReferenceExpr {
                let name = tree.text(of: node)
                if name == "Self" || name == key.name || name == "Value" {
                    problem = Problem(reason: "unsupported-shape", message: "the default of \(key.name) refers to the key type itself\(name == "Value" ? " (its Value typealias)" : "")")
                } else if key.file.path != accessor.file.path, name.first?.isLowercase == true, name != "self",
                          node.parent?.kind != .memberAccessExpr || node.parent?.childNodes.first == node {
                    problem = Problem(reason: "unsupported-shape", message: "the default of \(key.name) uses `\(name)`, which may not be visible from \(accessor.file.path)")
                }
            }
            return true
        }
        return problem
    }

    /// Value types whose initialisers make equal values from equal arguments (SwiftUI,
    /// Core Graphics, the standard library): a default built with one is stable.
    static let valueTypes: Set<String> = [
        "EdgeInsets", "CGSize", "CGPoint", "CGRect", "CGVector", "CGFloat", "Angle", "UnitPoint",
        "Int", "Double", "Float", "Bool", "String", "Array", "Set", "Dictionary", "Optional",
    ]

    /// Why a default expression is not stable (a new object or value on every read, or a
    /// project type's initialiser that does work), or is a snapshot that @Entry would turn
    /// into a live read (`EntryStability`). `entryType` is the entry's written type, for
    /// `.init(...)`.
    static func unstable(_ expression: Node, model: SemanticModel, source: SourceFile, entryType: String? = nil) -> (reason: String, message: String)? {
        EntryStability(model: model).unstable(expression, scope: EntryStability.Scope(file: source), entryType: entryType)
    }

    /// An `if`/`switch` statement whose every branch is a single expression (or `return`
    /// of one), as an if/switch expression: the `return`s dropped; nil when a branch is
    /// anything else or an `if` has no `else`.
    static func branchExpression(_ node: Node, _ tree: SyntaxTree) -> String? {
        var deletions: [(Int, Int)] = []
        /// The statements of a branch body must be one expression or one `return` of one.
        func branch(_ statements: [Node]) -> Bool {
            guard statements.count == 1, let statement = statements.first else { return false }
            switch statement.kind {
            case .returnStmt:
                guard statement.childNodes.count == 1, let keyword = statement.childTokens.first,
                      let value = statement.childNodes.first else { return false }
                if value.kind == .switchExpr || value.kind == .ifExpr { guard nested(value) else { return false } }
                deletions.append((Int(tree.tokens[keyword].textStart), Int(tree.startOffset(of: value))))
                return true
            case .switchExpr, .ifExpr:
                return nested(statement)
            case .throwStmt, .guardStmt, .whileStmt, .repeatStmt, .forStmt, .doStmt, .variableDecl, .functionDecl:
                return false
            default:
                return "\(statement.kind)".hasSuffix("Expr")
            }
        }
        func nested(_ node: Node) -> Bool {
            if node.kind == .switchExpr {
                let cases = node.children(.switchCase)
                guard !cases.isEmpty else { return false }
                return cases.allSatisfy { branch(Array($0.childNodes.dropFirst())) }
            }
            // ifExpr: condition(s), then-block, [else block | else ifExpr].
            let blocks = node.childNodes.filter { $0.kind == .codeBlock }
            let elseIf = node.childNodes.last.flatMap { $0.kind == .ifExpr && $0 != node.childNodes.first ? $0 : nil }
            guard !blocks.isEmpty, blocks.count == 2 || (blocks.count == 1 && elseIf != nil) else { return false }
            if let elseIf, !nested(elseIf) { return false }
            return blocks.allSatisfy { branch($0.childNodes) }
        }
        guard nested(node) else { return nil }
        var bytes = Array(tree.bytes[Int(tree.startOffset(of: node))..<Int(tree.endOffset(of: node))])
        let base = Int(tree.startOffset(of: node))
        for (start, end) in deletions.sorted(by: { $0.0 > $1.0 }) { bytes.removeSubrange((start - base)..<(end - base)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
