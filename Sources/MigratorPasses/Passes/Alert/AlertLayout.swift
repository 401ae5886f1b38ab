import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The parts of `AlertPass.rewrite`: the literal Alert in the closure, where the rewritten
/// parts are indented, the title, buttons and message as text, and the edits of a rebuilt
/// argument list.
extension AlertPass {
    /// Where the rewritten alert's parts go: the indentation of the title (and of a rebuilt
    /// list's other arguments), of the line the new closures open on, and of a `)` on a line
    /// of its own; whether the argument list is one argument a line.
    struct Layout {
        var labelIndentation: String
        var indentation: String
        var closingIndentation: String?
        var multiLine: Bool
    }

    /// The title, buttons and message of the Alert as they will be written, and the ranges
    /// of what moves (comments outside them would be lost).
    struct Parts {
        var title = ""
        var message: String?
        var messageNode: Node?
        var buttons: [String] = []
        var buttonNodes: [Node] = []
        var kept: [Range<Int>] = []
    }

    /// The arguments and labels of the one `Alert(...)` the closure (or the builder) holds.
    static func literalAlert(in closure: Node, builder: AlertBuilder?, isItem: Bool, _ tree: SyntaxTree) throws -> ([ArgumentView], [String]) {
        let elements = closure.childNodes.filter { $0.kind != .closureSignature }
        var expression = elements.count == 1 ? elements[0] : nil
        if let statement = expression, statement.kind == .returnStmt { expression = statement.childNodes.first }
        if let builder { expression = builder.alert }
        guard let alert = expression, alert.kind == .functionCallExpr, let call = FunctionCallView(alert),
              let callee = call.calledExpression, ["Alert", "SwiftUI.Alert", ".init"].contains(tree.text(of: callee)),
              call.trailingClosure == nil else {
            throw Failure(message: "alert not rewritten: the closure does not literally hold one Alert(...) (it is built elsewhere); move its title, buttons and message into .alert(_:isPresented:\(isItem ? "presenting:" : "")actions:message:) by hand", reason: "alert-built-elsewhere")
        }
        let arguments = call.arguments
        let labels = arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
        guard alertShapes.contains(labels) else {
            throw Failure(message: "alert not rewritten: Alert(\(labels.map { $0 + ":" }.joined())) is not an initializer this pass knows", reason: "unrecognised-alert")
        }
        return (arguments, labels)
    }

    /// `isPresented: B, presenting: x` for an `item:` alert: the project's own Binding
    /// helper for optionals when it has one, else `Binding(get:set:)`.
    func presentedArguments(_ item: Item, modifier: Rewriting.ModifierCall, file: SourceFile, context: PassContext) -> String {
        "isPresented: \(presenceBinding(item, modifier: modifier, file: file, context: context)), presenting: \(item.value)"
    }

    /// The Bool binding that is true while the item is set: the project's own helper for
    /// optionals when it has one, else `Binding(get:set:)`.
    func presenceBinding(_ item: Item, modifier: Rewriting.ModifierCall, file: SourceFile, context: PassContext) -> String {
        switch context.model.presenceBindingHelper(in: file, at: modifier.call) {
        case .staticFunction(let name)?: return ".\(name)(\(item.binding))"
        case .method(let name)?: return "\(item.binding).\(name)()"
        case nil: return "Binding(get: { \(item.value) != nil }, set: { if !$0 { \(item.value) = nil } })"
        }
    }

    /// The layout: a rebuilt list whose `(title, presented) {` would pass 100 columns
    /// (`width` characters after the `(`) goes one argument a line.
    static func layout(_ modifier: Rewriting.ModifierCall, closure: Node, labelToken: Int, rightParen: Int, rebuild: Bool, width: Int,
                       unit: String, _ tree: SyntaxTree) -> Layout {
        let leftParenToken = modifier.leftParen ?? rightParen
        let firstLabel = tree.tokens[labelToken]
        var layout = Layout(labelIndentation: Rewriting.lineIndentation(tree.bytes, at: Int(firstLabel.textStart)), indentation: "",
                            closingIndentation: nil, multiLine: firstLabel.isAtStartOfLine)
        if rebuild {
            if layout.multiLine {
                if tree.tokens[rightParen].isAtStartOfLine {
                    layout.closingIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[rightParen].textStart))
                }
            } else if tree.location(of: Int(tree.tokens[leftParenToken].textEnd)).column + width > 100 {
                layout.multiLine = true
                let modifierIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
                layout.labelIndentation = modifierIndentation + unit
                layout.closingIndentation = modifierIndentation
            }
        }
        // The line the new closures open on: the closure's (the modifier's, or `) {` after a
        // multi-line argument list), or, for a new argument list, the `)` line.
        if !rebuild {
            layout.indentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: closure))
        } else if let closing = layout.closingIndentation {
            layout.indentation = closing
        } else if layout.multiLine {
            layout.indentation = layout.labelIndentation
        } else {
            layout.indentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[leftParenToken].textStart))
        }
        return layout
    }

    /// The Alert's title, message and buttons as text at the layout's indentation.
    func collect(_ arguments: [ArgumentView], labels: [String], item: Item?, layout: Layout, into parts: inout Parts, unit: String,
                 file: SourceFile, tree: SyntaxTree, context: PassContext, advise: (String, String) -> Void) throws {
        var kept: [Range<Int>] = []
        func moved(_ node: Node, to base: String) throws -> String {
            kept.append(tree.startOffset(of: node)..<tree.endOffset(of: node))
            guard let text = Rewriting.reindent(tree.text(of: node), from: Rewriting.baseIndentation(of: node, tree), to: base) else {
                throw Failure(message: "alert not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            return text
        }
        defer { parts.kept += kept }
        for (label, argument) in zip(labels, arguments) {
            guard let value = argument.expression else { continue }
            switch label {
            case "title":
                guard LegacyAlertButtons.isText(value, tree) else {
                    throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(value, tree))) is not a Text(...) expression; rewrite by hand with a Text, LocalizedStringKey or String title", reason: "title-not-text")
                }
                if let item, PresentedItem.mentions(item.parameter, in: value, tree) {
                    parts.title = try itemTitle(value, item: item, file: file, tree: tree, context: context)
                    kept.append(tree.startOffset(of: value)..<tree.endOffset(of: value))
                } else if let item, Self.readsBoundValue(value, item: item, tree) {
                    // `Text(error!.title)`: evaluated only while the alert showed; outside the
                    // closure it runs at every update, also while the value is nil.
                    throw Failure(message: "alert(item:) not rewritten: the title (\(Rewriting.short(value, tree))) reads `\(item.value)` or force-unwraps, but alert(presenting:) computes the title also while `\(item.value)` is nil; write the title by hand", reason: "title-uses-item")
                } else {
                    if item == nil, Self.forceUnwraps(value) {
                        throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(value, tree))) force-unwraps, and alert(_:isPresented:actions:message:) computes the title at every update, not only while the alert shows; write the title without `!` by hand", reason: "eager-title")
                    }
                    parts.title = try moved(value, to: layout.labelIndentation)
                }
            case "message":
                if value.kind != .nilLiteralExpr {
                    parts.message = try moved(value, to: layout.indentation + unit)
                    parts.messageNode = value
                }
            default:
                parts.buttons.append(try button(value, file: file, tree: tree, context: context, indentation: layout.indentation + unit, moved: moved, advise: advise))
                parts.buttonNodes.append(value)
            }
        }
    }

    /// The edits of an `item:` or `content:` alert: a new argument list (the title, the
    /// binding, `presenting:`) and the closures in place of the content (after the `)` when
    /// it was a `content:` argument).
    func rebuiltEdits(_ modifier: Rewriting.ModifierCall, binding: Node, closure: Node, contentArgument: ArgumentView?, item: Item?, title: String,
                      presented: String, closures text: String, layout: Layout, tree: SyntaxTree) throws -> [Edit] {
        guard let rightParen = modifier.rightParen else { return [] }
        let site = modifier.start(tree)
        let whole = tree.startOffset(of: closure)..<tree.endOffset(of: closure)
        // Comments in the argument list outside the content would be lost with it.
        let argumentsStart = Int(tree.tokens[modifier.leftParen ?? rightParen].textEnd)
        let argumentsEnd = Int(tree.tokens[rightParen].textStart)
        let contentRange = contentArgument == nil ? argumentsEnd..<argumentsEnd : whole
        if Rewriting.containsComment(tree, argumentsStart, tree.startOffset(of: binding))
            || Rewriting.containsComment(tree, tree.endOffset(of: binding), contentRange.lowerBound)
            || Rewriting.containsComment(tree, contentRange.upperBound, argumentsEnd) {
            throw Failure(message: "alert not rewritten: comments in its argument list would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        var presented = presented
        if item == nil {
            guard let written = Rewriting.reindent(tree.text(of: binding), from: Rewriting.baseIndentation(of: binding, tree), to: layout.labelIndentation) else {
                throw Failure(message: "alert not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            presented = "isPresented: " + written
        }
        let list: String
        if layout.multiLine {
            let separator = ",\n" + layout.labelIndentation
            let arguments = presented.components(separatedBy: ", presenting: ").enumerated().map { $0.offset == 0 ? $0.element : "presenting: " + $0.element }
            list = "\n" + layout.labelIndentation + ([title] + arguments).joined(separator: separator) + (layout.closingIndentation.map { "\n" + $0 } ?? "")
        } else {
            list = title + ", " + presented
        }
        var edits = [Edit(start: argumentsStart, end: argumentsEnd, replacement: list, pass: Self.name, site: site)]
        if contentArgument != nil {
            let paren = tree.tokens[rightParen]
            edits.append(Edit(start: Int(paren.textEnd), end: Int(paren.textEnd), replacement: " " + text, pass: Self.name, site: site))
        } else {
            edits.append(Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site))
        }
        return edits
    }

    /// One case of a `switch` over the presented item that returns one Alert.
    struct SwitchCase { var label: Node; var title: Node; var message: Node?; var buttons: [Node] }

    /// The cases of `switch p { case P: return Alert(...) ... }`, each one Alert with
    /// buttons; nil when a case is not of that shape.
    static func switchCases(_ cases: [Node], _ tree: SyntaxTree) throws -> [SwitchCase]? {
        var parsed: [SwitchCase] = []
        for switchCase in cases {
            let nodes = switchCase.childNodes
            guard nodes.count == 2, [.switchCaseLabel, .switchDefaultLabel].contains(nodes[0].kind) else { return nil }
            var value = nodes[1]
            if value.kind == .returnStmt, let inner = value.firstChildNode { value = inner }
            if value.kind == .expressionStmt, let inner = value.firstChildNode { value = inner }
            guard value.kind == .functionCallExpr, let call = FunctionCallView(value), let callee = call.calledExpression,
                  ["Alert", "SwiftUI.Alert", ".init"].contains(tree.text(of: callee)), call.trailingClosure == nil else { return nil }
            let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
            guard alertShapes.contains(labels) else {
                throw Failure(message: "alert not rewritten: Alert(\(labels.map { $0 + ":" }.joined())) is not an initializer this pass knows", reason: "unrecognised-alert")
            }
            var entry = SwitchCase(label: nodes[0], title: value, message: nil, buttons: [])
            for (label, argument) in zip(labels, call.arguments) {
                guard let argumentValue = argument.expression else { continue }
                switch label {
                case "title":
                    guard LegacyAlertButtons.isText(argumentValue, tree) else {
                        throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(argumentValue, tree))) is not a Text(...) expression; rewrite by hand with a Text, LocalizedStringKey or String title", reason: "title-not-text")
                    }
                    if forceUnwraps(argumentValue) {
                        throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(argumentValue, tree))) force-unwraps, but alert(presenting:) computes the title also while the item is nil; write the title without `!` by hand", reason: "eager-title")
                    }
                    entry.title = argumentValue
                case "message":
                    if argumentValue.kind != .nilLiteralExpr { entry.message = argumentValue }
                default:
                    entry.buttons.append(argumentValue)
                }
            }
            if entry.buttons.isEmpty {
                throw Failure(message: "alert not rewritten: the case `\(Rewriting.short(nodes[0], tree))` shows an Alert without buttons (the system's OK), which a case of the new actions closure cannot say; write the alert by hand", reason: "conditional-alert")
            }
            parsed.append(entry)
        }
        return parsed
    }

    /// Refuses a switch alert with comments outside what moves (between the cases, around
    /// the switch, in the argument list), which would be lost.
    static func checkSwitchComments(_ parsed: [SwitchCase], closure: Node, modifier: Rewriting.ModifierCall, contentArgument: ArgumentView?,
                                    _ tree: SyntaxTree) throws {
        guard let rightParen = modifier.rightParen, let leftParen = modifier.leftParen else { return }
        var kept: [Range<Int>] = []
        for entry in parsed {
            kept.append(tree.startOffset(of: entry.label)..<tree.endOffset(of: entry.label))
            for node in [entry.title] + (entry.message.map { [$0] } ?? []) + entry.buttons {
                kept.append(tree.startOffset(of: node)..<tree.endOffset(of: node))
            }
        }
        var cursor = closure.closureSignature.map { tree.endOffset(of: $0) } ?? tree.startOffset(of: closure)
        for piece in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if Rewriting.containsComment(tree, cursor, piece.lowerBound) {
                throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
            }
            cursor = max(cursor, piece.upperBound)
        }
        if Rewriting.containsComment(tree, cursor, tree.endOffset(of: closure))
            || Rewriting.containsComment(tree, Int(tree.tokens[leftParen].textEnd), Int(tree.tokens[rightParen].textStart))
                && contentArgument == nil {
            throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
        }
    }

    /// The names the case patterns bind (`case .delete(let name)`).
    static func boundNames(_ parsed: [SwitchCase], _ tree: SyntaxTree) -> Set<String> {
        var bound: Set<String> = []
        for entry in parsed {
            entry.label.walk { node in
                if node.kind == .valueBindingPattern || node.kind == .identifierPattern {
                    node.walk { inner in
                        if inner.kind == .declReferenceExpr || inner.kind == .identifierPattern { bound.insert(tree.text(of: inner)) }
                        return true
                    }
                }
                return true
            }
        }
        return bound
    }
}
