import SwiftCST

/// Replaces `.alert(isPresented:) { Alert(...) }` (the `Alert` struct, deprecated) with
/// `.alert(_:isPresented:actions:message:)` and `Button`s with roles (PASSES.md §5).
///
/// Only the literal shape is rewritten: the closure holds exactly one `Alert(...)` whose
/// title is a `Text` and whose buttons are `.default`, `.cancel` or `.destructive`
/// builders. Everything else (alerts built elsewhere, `alert(item:)`, conditions in the
/// closure) is reported with the reason.
public struct AlertPass: BuiltInPass {
    public static let name = "alert"
    public static let summary = "Replace .alert(isPresented:) { Alert(...) } with .alert(_:isPresented:actions:message:)."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    public static let explanation = """
    Rewrites `.alert(isPresented: $b) { Alert(title: T, message: M, ...) }` to

        .alert(T, isPresented: $b) {
            Button(...)
        } message: {
            M
        }

    The title stays the `Text` it was (the `alert(_ title: Text, ...)` overload); a
    `message: nil` or no message drops the message closure. Buttons:
    - `.default(Text("OK"), action: f)` → `Button("OK", action: f)`; a trailing or literal
      closure action becomes the button's closure; no action → `{}`.
    - `.cancel(L, ...)` → `Button(L, role: .cancel) ...`; `.destructive(L, ...)` →
      `role: .destructive`.
    - A label other than `Text("...")` becomes the label closure:
      `Button(action: f) { label }`.
    - `.cancel()` (the system's localized "Cancel") becomes `Button("Cancel", role: .cancel) {}`:
      the label now comes from the app's own strings, so a warning asks to check it is
      localized.
    - `Alert(title: T)` with no buttons → an empty actions closure, which shows the
      system's OK button as before.
    The generated block is indented from the modifier's line with the file's own
    indentation unit.

    `Alert(...)` may be written `.init(...)` in the closure (its type is Alert).

    Reported and left unchanged: `alert(item:)` in any form (`alert-item`: move to
    `alert(_:isPresented:presenting:actions:message:)` by hand), the Alert passed as
    `content:` rather than a trailing closure (`unrecognised-shape`), a closure that does not
    literally hold one `Alert(...)` (`alert-built-elsewhere`), `if`/`switch` in the
    closure (`conditional-alert`), titles that are not a `Text(...)` expression
    (`title-not-text`), buttons that are not `.default`/`.cancel`/`.destructive` calls
    (`custom-button`), actions that are neither closures nor the project's functions
    (`unknown-action`: they may be optional), comments outside the moved expressions
    (`comments`), a project type named `Alert` (`project-type`) and the project's own
    `alert(isPresented:)` (`project-function`).
    """

    public static let examples: [Example] = [
        .rewrite("let v = Form {}\n    .alert(isPresented: $failed) {\n        Alert(title: Text(\"Failed\"), message: Text(\"Try again\"), dismissButton: .default(Text(\"OK\")))\n    }\n",
                 "let v = Form {}\n    .alert(Text(\"Failed\"), isPresented: $failed) {\n        Button(\"OK\") {}\n    } message: {\n        Text(\"Try again\")\n    }\n"),
        .unchanged("let v = Form {}\n    .alert(item: $error) { error in\n        Alert(title: Text(error.title))\n    }\n", reason: "alert-item"),
        .unchanged("let v = Form {}\n    .alert(isPresented: $failed) { makeAlert() }\n", reason: "alert-built-elsewhere"),
    ]

    public init() {}

    static let alertShapes: [[String]] = [
        ["title"], ["title", "message"], ["title", "dismissButton"], ["title", "message", "dismissButton"],
        ["title", "primaryButton", "secondaryButton"], ["title", "message", "primaryButton", "secondaryButton"],
    ]

    struct Failure: Error {
        let message: String
        let reason: String
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let modifiers = Rewriting.modifierCalls(named: ["alert"], in: tree, context.index)
        let unit = modifiers.isEmpty ? "" : Rewriting.indentationUnit(tree.bytes)
        for modifier in modifiers {
            let nameOffset = Int(tree.tokens[modifier.nameToken].textStart)
            func report(_ message: String, _ reason: String, declined: Bool = true) {
                output.findings.append(file.finding(atOffset: nameOffset, message, pass: Self.name, reason: reason, declined: declined))
            }
            // The old API with its content passed as an argument: recognised, not rewritten.
            if modifier.trailingClosures.isEmpty, modifier.labels.last == "content",
               modifier.labels == ["isPresented", "content"] || modifier.labels == ["item", "content"] {
                if modifier.labels[0] == "item" {
                    report("alert(item:content:) not rewritten: move to alert(_:isPresented:presenting:actions:message:) by hand (the title and buttons depend on the item)", "alert-item")
                } else {
                    report("alert(isPresented:content:) not rewritten: the Alert is passed as `content:`, not as a trailing closure; make it a trailing closure and run again, or move to alert(_:isPresented:actions:message:) by hand", "unrecognised-shape")
                }
                continue
            }
            guard modifier.trailingClosures.count == 1, let closure = modifier.trailingClosures.first else { continue }
            if modifier.labels == ["item"] {
                report("alert(item:) not rewritten: move to alert(_:isPresented:presenting:actions:message:) by hand (the title and buttons depend on the item)", "alert-item")
                continue
            }
            guard modifier.labels == ["isPresented"], closure.child(.closureSignature) == nil,
                  let binding = modifier.arguments.first?.expression else { continue }
            if Rewriting.projectFunction(context.index, named: "alert", labels: ["isPresented"], trailingClosures: 1) != nil {
                report("alert(isPresented:) not rewritten: the project declares its own alert(isPresented:...), which this call may resolve to", "project-function")
                continue
            }
            if Rewriting.projectTypeShadows("Alert", at: modifier.call, tree, context) {
                report("alert(isPresented:) not rewritten: the project declares its own Alert type, which the closure may build", "project-type")
                continue
            }
            do {
                let edits = try rewrite(modifier, binding: binding, closure: closure, unit: unit, tree: tree, context: context,
                                        advise: { report($0, $1, declined: false) })
                output.edits += edits
            } catch let failure as Failure {
                report(failure.message, failure.reason)
            } catch {}
        }
        return output
    }

    /// The edits: the title inserted before `isPresented:` (the argument list keeps its
    /// layout), and the closure replaced by the actions and message closures.
    func rewrite(_ modifier: Rewriting.ModifierCall, binding: Node, closure: Node, unit: String, tree: SyntaxTree,
                 context: PassContext, advise: (String, String) -> Void) throws -> [Edit] {
        let elements = closure.childNodes
        var conditional = false
        closure.walk { node in
            if node.kind == .ifExpr || node.kind == .switchExpr { conditional = true }
            return node.kind != .closureExpr || node == closure
        }
        if conditional {
            throw Failure(message: "alert not rewritten: the closure chooses between alerts (if/switch); write one .alert per case, or a presenting: alert, by hand", reason: "conditional-alert")
        }
        var expression = elements.count == 1 ? elements[0] : nil
        if let statement = expression, statement.kind == .returnStmt { expression = statement.childNodes.first }
        guard let alert = expression, alert.kind == .functionCallExpr, let call = FunctionCallView(alert),
              let callee = call.calledExpression, ["Alert", "SwiftUI.Alert", ".init"].contains(tree.text(of: callee)),
              call.trailingClosure == nil else {
            throw Failure(message: "alert not rewritten: the closure does not literally hold one Alert(...) (it is built elsewhere); move its title, buttons and message into .alert(_:isPresented:actions:message:) by hand", reason: "alert-built-elsewhere")
        }
        let arguments = call.arguments
        let labels = arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
        guard Self.alertShapes.contains(labels) else {
            throw Failure(message: "alert not rewritten: Alert(\(labels.map { $0 + ":" }.joined())) is not an initializer this pass knows", reason: "unrecognised-alert")
        }
        var kept: [Range<Int>] = []
        func range(_ node: Node) -> Range<Int> { tree.startOffset(of: node)..<tree.endOffset(of: node) }
        // The line the closure opens on (the modifier's, or `) {` after a multi-line argument list).
        let indentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: closure))
        guard let labelToken = modifier.arguments.first?.label else { return [] }
        let labelIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[labelToken].textStart))
        func moved(_ node: Node, to base: String) throws -> String {
            kept.append(range(node))
            guard let text = Rewriting.reindent(tree.text(of: node), from: Rewriting.baseIndentation(of: node, tree), to: base) else {
                throw Failure(message: "alert not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            return text
        }
        var title = ""
        var message: String?
        var buttons: [String] = []
        for (label, argument) in zip(labels, arguments) {
            guard let value = argument.expression else { continue }
            switch label {
            case "title":
                guard Self.isText(value, tree) else {
                    throw Failure(message: "alert not rewritten: the title (\(Self.shown(value, tree))) is not a Text(...) expression; rewrite by hand with a Text, LocalizedStringKey or String title", reason: "title-not-text")
                }
                title = try moved(value, to: labelIndentation)
            case "message":
                if value.kind != .nilLiteralExpr { message = try moved(value, to: indentation + unit) }
            default:
                buttons.append(try button(value, tree: tree, context: context, indentation: indentation + unit, moved: moved, advise: advise))
            }
        }
        // Comments outside what moves (between Alert's arguments, around the closure) would be lost.
        let whole = range(closure)
        var cursor = whole.lowerBound
        for piece in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if Rewriting.containsComment(tree, cursor, piece.lowerBound) {
                throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
            }
            cursor = max(cursor, piece.upperBound)
        }
        if Rewriting.containsComment(tree, cursor, whole.upperBound) {
            throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        var text = "{"
        if buttons.isEmpty {
            text += "}"
        } else {
            text += "\n" + buttons.map { indentation + unit + $0 }.joined(separator: "\n") + "\n" + indentation + "}"
        }
        if let message {
            text += " message: {\n" + indentation + unit + message + "\n" + indentation + "}"
        }
        let site = tree.startOffset(of: modifier.call)
        let label = tree.tokens[labelToken]
        let titleInsertion = title + (label.isAtStartOfLine ? ",\n" + labelIndentation : ", ")
        return [Edit(start: Int(label.textStart), end: Int(label.textStart), replacement: titleInsertion, pass: Self.name, site: site),
                Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site)]
    }

    /// One `Alert.Button` builder as a `Button`.
    func button(_ value: Node, tree: SyntaxTree, context: PassContext, indentation: String,
                moved: (Node, String) throws -> String, advise: (String, String) -> Void) throws -> String {
        let custom = Failure(message: "alert not rewritten: a button (\(Self.shown(value, tree))) is not a .default, .cancel or .destructive call; rewrite by hand", reason: "custom-button")
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
        case [nil] where kind == "cancel" && call.trailingClosure == nil && Self.isText(arguments[0].expression, tree) == false:
            actionNode = arguments[0].expression   // `.cancel(f)`: the action, system label
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
        // The action: a closure literal, nothing, or a function the project declares.
        enum Action { case none, closure(String), reference(String) }
        var action = Action.none
        if let actionNode, actionNode.kind != .nilLiteralExpr {
            if actionNode.kind == .closureExpr {
                action = .closure(try moved(actionNode, indentation))
            } else if Self.isProjectFunction(actionNode, tree, context.index) {
                action = .reference(try moved(actionNode, indentation))
            } else {
                throw Failure(message: "alert not rewritten: a button's action (\(Self.shown(actionNode, tree))) is neither a closure nor a function the project declares, and may be optional (Button takes none); rewrite by hand", reason: "unknown-action")
            }
        }
        // The label: `Text("...")` becomes the title string; other Text expressions the label closure.
        var title: String?
        var labelText: String?
        if let labelNode {
            if let literal = Self.textLiteral(labelNode, tree) {
                title = try moved(literal, indentation)
            } else {
                labelText = try moved(labelNode, indentation)
            }
        } else {
            title = "\"Cancel\""
            advise("alert: `.cancel()` showed the system's localized \"Cancel\"; the new Button(\"Cancel\", role: .cancel) uses the app's strings, so check \"Cancel\" is localized", "cancel-label")
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

    /// `Text(...)`, possibly with Text modifiers (`Text("a").bold()`).
    static func isText(_ node: Node?, _ tree: SyntaxTree) -> Bool {
        guard let node, let root = ForegroundStylePass.chainRoot(node), root.kind == .declReferenceExpr,
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

    /// `deleteAll`, `self.deleteAll`, `model.deleteAll` where the project declares a
    /// function of that name (so the reference is not an optional closure).
    static func isProjectFunction(_ node: Node, _ tree: SyntaxTree, _ index: ProjectIndex) -> Bool {
        let name: String
        switch node.kind {
        case .declReferenceExpr: name = tree.text(of: node.childTokens.first ?? node.firstToken)
        case .memberAccessExpr:
            guard let token = MemberAccessView(node)?.name else { return false }
            name = tree.text(of: token)
        default: return false
        }
        return !(index.functions[name] ?? []).isEmpty
    }

    static func shown(_ node: Node, _ tree: SyntaxTree) -> String {
        let text = tree.collapsedText(of: node)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }
}
