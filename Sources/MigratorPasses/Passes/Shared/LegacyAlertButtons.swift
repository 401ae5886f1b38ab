import MigratorEngine
import MigratorSemantics
import SwiftCST

/// `Alert.Button` / `ActionSheet.Button` builders (`.default`, `.cancel`, `.destructive`)
/// as SwiftUI `Button`s with roles, for the passes that replace the deprecated `Alert`
/// and `ActionSheet` structs. The mapping is the `alert` pass's, written
/// once here: `alert` and `confirmation-dialog` both call it, so both map roles, labels
/// and actions alike.
enum LegacyAlertButtons {
    /// Why a button could not be mapped, in the calling pass's words.
    struct Failure: Error {
        let message: String
        let reason: String
    }

    /// One builder as a `Button`: `.default(Text("OK"), action: f)` → `Button("OK", action: f)`,
    /// `.cancel(...)` / `.destructive(...)` → `role: .cancel` / `.destructive`, a closure
    /// action becomes the button's closure, no action `{}`, a label other than
    /// `Text("...")` the label closure, and `.cancel()` (the system's label)
    /// the project's own cancel label (`CancelLabels`), or else `Button("Cancel", role:
    /// .cancel) {}` with advice to check the label is localized.
    /// `what` names the site in messages (`actionSheet`).
    static func button(_ value: Node, what: String, file: SourceFile, context: PassContext, moved: (Node) throws -> String,
                       advise: (String, String) -> Void) throws -> String {
        let tree = file.tree
        let custom = Failure(message: "\(what) not rewritten: a button (\(Rewriting.short(value, tree))) is not a .default, .cancel or .destructive call; rewrite by hand", reason: "custom-button")
        guard value.kind == .functionCallExpr, let call = FunctionCallView(value), let callee = call.calledExpression,
              let member = MemberAccessView(callee), member.base == nil, let nameToken = member.name,
              call.additionalTrailingClosures.isEmpty else { throw custom }
        let kind = tree.text(of: nameToken)
        guard ["default", "cancel", "destructive"].contains(kind) else { throw custom }
        let role = kind == "default" ? nil : "role: .\(kind)"
        let arguments = call.arguments
        let labels = arguments.map { $0.label.map { tree.text(of: $0) } }
        var labelNode: Node?
        var actionNode: Node?
        switch labels {
        case []: break
        case [nil] where kind == "cancel" && call.trailingClosure == nil && !isText(arguments[0].expression, tree):
            actionNode = arguments[0].expression   // `.cancel(f)`: the action, the system's label
        case [nil]: labelNode = arguments[0].expression
        case [nil, "action"]:
            labelNode = arguments[0].expression
            actionNode = arguments[1].expression
        default: throw custom
        }
        if let trailing = call.trailingClosure {
            guard actionNode == nil else { throw custom }
            actionNode = trailing
        }
        if labelNode == nil && kind != "cancel" { throw custom }
        // The action: a closure literal, nothing, a function the project declares, or a
        // non-optional `() -> Void` property or parameter.
        enum Action { case none, closure(String), reference(String) }
        var action = Action.none
        if let actionNode, actionNode.kind != .nilLiteralExpr {
            if actionNode.kind == .closureExpr {
                action = .closure(try moved(actionNode))
            } else if !context.model.referencedFunctions(actionNode, in: file).isEmpty
                        || LegacyAlertButtons.isAction(TypeResolver.resolve(actionNode, at: actionNode, file: file, model: context.model)) {
                action = .reference(try moved(actionNode))
            } else {
                throw Failure(message: "\(what) not rewritten: a button's action (\(Rewriting.short(actionNode, tree))) is neither a closure, a function the project declares nor a property declared `() -> Void`, and may be optional (Button takes none); rewrite by hand", reason: "unknown-action")
            }
        }
        // The label: `Text("...")` (or `Text(x)` of a String or LocalizedStringKey) becomes
        // the title; other Text expressions the label closure.
        var title: String?
        var labelText: String?
        if let labelNode {
            if let literal = textLiteral(labelNode, tree) ?? LegacyAlertButtons.textString(labelNode, file: file, context: context) {
                title = try moved(literal)
            } else {
                labelText = try moved(labelNode)
            }
        } else if let own = CancelLabels.of(context).label, own.root.map({ Self.isVisible($0, at: value, file: file, context: context) }) ?? true {
            // The project's own cancel label keeps the button localized as the app does it.
            title = own.text
        } else {
            if let problem = cancelProblem(what, context) { throw problem }
            title = "\"Cancel\""
            advise("\(what): `.cancel()` showed the system's localized \"Cancel\"; the new Button(\"Cancel\", role: .cancel) uses the app's strings, so check \"Cancel\" is localized", "cancel-label")
        }
        if let title {
            let head = ([title] + (role.map { [$0] } ?? [])).joined(separator: ", ")
            switch action {
            case .none: return "Button(\(head)) {}"
            case .closure(let body): return "Button(\(head)) \(body)"
            case .reference(let function): return "Button(\(head), action: \(function))"
            }
        }
        let label = labelText ?? ""
        switch action {
        case .none: return "Button(\(role.map { $0 + ", " } ?? "")action: {}) { \(label) }"
        case .closure(let body): return (role.map { "Button(\($0)) " } ?? "Button ") + body + " label: { \(label) }"
        case .reference(let function): return "Button(\(role.map { $0 + ", " } ?? "")action: \(function)) { \(label) }"
        }
    }

    /// Why `.cancel()` cannot become `Button("Cancel", role: .cancel)`: the system
    /// translated its label, and the app is translated into other languages without a
    /// "Cancel" key, which those users would see in English. Nil when the app has the key
    /// or is not translated.
    static func cancelProblem(_ what: String, _ context: PassContext) -> Failure? {
        let strings = AppStrings.of(context)
        guard strings.untranslated("Cancel") else { return nil }
        return Failure(message: "\(what) not rewritten: `.cancel()` is the system's translated \"Cancel\", and the app's tables (\(strings.languages.count) languages) have no \"Cancel\" key, so Button(\"Cancel\", role: .cancel) would show English; add the key, or give a cancel Button your localized label", reason: "cancel-label")
    }

    /// Whether a project type of that name is visible at a node (the project's label
    /// type may live in a module this file does not import).
    static func isVisible(_ name: String, at node: Node, file: SourceFile, context: PassContext) -> Bool {
        if case .declarations(let found) = context.model.lookupType(name, in: file, at: node) { return !found.isEmpty }
        return false
    }

    /// Whether comments lie in the legacy value's closure outside the pieces that move
    /// (`kept`): between its arguments or around the closure they would have no place to go.
    static func hasCommentsOutside(_ kept: [Range<Int>], of closure: Node, _ tree: SyntaxTree) -> Bool {
        var cursor = tree.startOffset(of: closure)
        if let signature = closure.closureSignature { cursor = tree.endOffset(of: signature) }
        for piece in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if Rewriting.containsComment(tree, cursor, piece.lowerBound) { return true }
            cursor = max(cursor, piece.upperBound)
        }
        return Rewriting.containsComment(tree, cursor, tree.endOffset(of: closure))
    }

    /// The actions closure and, with a message, the `message:` closure that replace the legacy
    /// value's closure: `{ x in` on each of a presenting modifier (`_` where a closure does not
    /// use the item), one button or the message a line, one `unit` deeper than `indentation`.
    static func closures(buttons: [String], buttonNodes: [Node], message: String?, messageNodes: [Node], item: PresentedItem?,
                         indentation: String, unit: String, _ tree: SyntaxTree) -> String {
        func signature(_ nodes: [Node]) -> String {
            guard let item else { return "" }
            let uses = item.parameter != "_" && nodes.contains { PresentedItem.mentions(item.parameter, in: $0, tree) }
            return " \(uses ? item.parameter : "_") in"
        }
        var text = "{" + signature(buttonNodes)
        if buttons.isEmpty {
            text += item == nil ? "}" : " }"
        } else {
            text += "\n" + buttons.map { indentation + unit + $0 }.joined(separator: "\n") + "\n" + indentation + "}"
        }
        if let message {
            text += " message: {" + signature(messageNodes) + "\n" + indentation + unit + message + "\n" + indentation + "}"
        }
        return text
    }

    /// `Text(...)`, possibly with Text modifiers (`Text("a").bold()`).
    static func isText(_ node: Node?, _ tree: SyntaxTree) -> Bool {
        guard let node, let root = Rewriting.chainRoot(node), root.kind == .declReferenceExpr,
              tree.text(of: root) == "Text", let parent = root.parent, parent.kind == .functionCallExpr else { return false }
        return true
    }

    /// The string literal of `Text("...")` (one unlabelled string literal argument).
    static func textLiteral(_ node: Node, _ tree: SyntaxTree) -> Node? {
        guard node.kind == .functionCallExpr, let call = FunctionCallView(node), let callee = call.calledExpression,
              callee.kind == .declReferenceExpr, tree.text(of: callee) == "Text", call.trailingClosure == nil,
              call.arguments.count == 1, call.arguments[0].label == nil, let literal = call.arguments[0].expression,
              literal.kind == .stringLiteralExpr else { return nil }
        return literal
    }

    /// A non-optional `() -> Void` (a property or parameter holding an action).
    static func isAction(_ type: TypeResolver.Resolved?) -> Bool {
        guard var text = type.map({ SemanticModel.compact($0.text) }) else { return false }
        for attribute in ["@escaping", "@MainActor", "@Sendable"] { text = text.replacingOccurrences(of: attribute, with: "") }
        while text.hasPrefix("("), text.hasSuffix(")"), text != "()->()" {
            // `(() -> Void)`: parentheses around the whole type.
            let inner = String(text.dropFirst().dropLast())
            guard inner.hasPrefix("()") else { break }
            text = inner
        }
        return text == "()->Void" || text == "()->()"
    }

    /// The argument of `Text(x)` where `x` is declared a `String` or `LocalizedStringKey`:
    /// `Button(x)` picks the same kind of initialiser (localized or verbatim) as `Text(x)`.
    static func textString(_ node: Node, file: SourceFile, context: PassContext) -> Node? {
        let tree = file.tree
        guard node.kind == .functionCallExpr, let call = FunctionCallView(node), let callee = call.calledExpression,
              callee.kind == .declReferenceExpr, tree.text(of: callee) == "Text", call.trailingClosure == nil,
              call.arguments.count == 1, call.arguments[0].label == nil, let argument = call.arguments[0].expression,
              let type = TypeResolver.resolve(argument, at: node, file: file, model: context.model), !type.isOptional,
              case .external(let name)? = type.target, ["String", "LocalizedStringKey"].contains(name) else { return nil }
        return argument
    }
}
