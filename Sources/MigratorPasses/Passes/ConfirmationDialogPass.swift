import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `.actionSheet(isPresented:) { ActionSheet(...) }` (the `ActionSheet` struct,
/// deprecated) with `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`
/// and `Button`s with roles (the refactoring guide's `api-alert-confirmation-dialog`).
///
/// Only the literal shape is rewritten: the closure holds exactly one `ActionSheet(...)`
/// whose title is a `Text` and whose buttons are an array literal of `.default`,
/// `.cancel` or `.destructive` builders, mapped as the `alert` pass maps them.
public struct ConfirmationDialogPass: BuiltInPass {
    public static let name = "confirmation-dialog"
    public static let reasons = [
        "action-sheet-built-elsewhere", "alert-item-binding", "buttons-built-elsewhere", "cancel-label", "closure-signature",
        "comments", "conditional-action-sheet", "custom-button", "indentation", "project-function", "project-type", "title-not-text",
        "title-uses-item", "unknown-action", "unrecognised-action-sheet", "unrecognised-shape"
    ]
    public static let summary = "Replace .actionSheet(isPresented:) { ActionSheet(...) } with .confirmationDialog(_:isPresented:titleVisibility:actions:message:)."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    public static let explanation = """
    Rewrites `.actionSheet(isPresented: $b) { ActionSheet(title: T, message: M, buttons: [...]) }` to

        .confirmationDialog(T, isPresented: $b, titleVisibility: .visible) {
            Button(...)
        } message: {
            M
        }

    An action sheet always showed its title, so the dialog gets
    `titleVisibility: .visible` (the default, `.automatic`, hides it on iPhone). The title
    stays the `Text` it was; `message: nil` or no message drops the message closure.
    Buttons are mapped as the `alert` pass maps them: `.default(Text("A"), action: f)` →
    `Button("A", action: f)`, `.cancel(...)` → `role: .cancel`, `.destructive(...)` →
    `role: .destructive`, a closure action becomes the button's closure, no action `{}`,
    a label other than `Text("...")` the label closure, and `.cancel()` (the system's
    localized "Cancel") the project's own cancel label (the most used
    `Button(L, role: .cancel)` label that means the same in any file, as `explain alert`
    says) or else `Button("Cancel", role: .cancel) {}` with a warning to check the label
    is localized (declined, `cancel-label`, where the app is translated into other
    languages and no string table has "Cancel"). No `buttons:` argument meant `[.cancel()]`, and gets the same button. The generated block is indented from the modifier's line with the file's own
    indentation unit.

    `actionSheet(item: $x) { x in ActionSheet(...) }` becomes

        .confirmationDialog(
            T,
            isPresented: Binding(get: { x != nil }, set: { if !$0 { x = nil } }),
            titleVisibility: .visible,
            presenting: x
        ) { x in
            Button(...)
        } message: { _ in
            M
        }

    (on one line up to `) {` when it fits in 100 columns), as `alert` rewrites
    `alert(item:)`: the binding is true while `x` is set and sets it to nil on dismiss (the
    project's presence helper is used where it declares one), the buttons and message get
    the item (`_` where they do not use it). The title is computed outside the closures,
    so it must not use the item (`title-uses-item`); the binding must be `$x` or `$model.x`
    (`alert-item-binding`) and the closure name the item with one parameter
    (`closure-signature`).

    Reported and left unchanged: the sheet passed as `content:` (`unrecognised-shape`), a closure that does not
    literally hold one `ActionSheet(...)` (`action-sheet-built-elsewhere`), `if`/`switch` in
    the closure (`conditional-action-sheet`), buttons that are not an array literal
    (`buttons-built-elsewhere`), titles that are not a `Text(...)` (`title-not-text`),
    buttons that are not `.default`/`.cancel`/`.destructive` calls (`custom-button`),
    actions that are neither closures nor the project's functions (`unknown-action`),
    comments outside the moved expressions (`comments`), a project type named `ActionSheet`
    (`project-type`) and the project's own `actionSheet(isPresented:)` (`project-function`).
    """

    public static let examples: [Example] = [
        .rewrite("let v = Form {}\n    .actionSheet(isPresented: $asking) {\n        ActionSheet(title: Text(\"Delete?\"), buttons: [.destructive(Text(\"Delete\")) { delete() }, .cancel()])\n    }\n",
                 "let v = Form {}\n    .confirmationDialog(Text(\"Delete?\"), isPresented: $asking, titleVisibility: .visible) {\n        Button(\"Delete\", role: .destructive) { delete() }\n        Button(\"Cancel\", role: .cancel) {}\n    }\n"),
        .unchanged("let v = Form {}\n    .actionSheet(item: $file) { file in\n        ActionSheet(title: Text(file.name))\n    }\n", reason: "title-uses-item"),
        .unchanged("let v = Form {}\n    .actionSheet(isPresented: $asking) { makeSheet() }\n", reason: "action-sheet-built-elsewhere"),
    ]

    public init() {}

    static let shapes: [[String]] = [["title"], ["title", "message"], ["title", "buttons"], ["title", "message", "buttons"]]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        // Scanned only when a call is rewritten (most files have none).
        lazy var unit = Rewriting.indentationUnit(tree)
        for modifier in Rewriting.modifierCalls(named: ["actionSheet"], in: file, context) {
            let nameOffset = modifier.start(tree)
            func report(_ message: String, _ reason: String, declined: Bool = true) {
                output.findings.append(file.finding(atOffset: nameOffset, message, pass: Self.name, reason: reason, declined: declined))
            }
            if modifier.trailingClosures.isEmpty, modifier.labels == ["isPresented", "content"] || modifier.labels == ["item", "content"] {
                report("actionSheet(\(modifier.labels[0] ?? ""):content:) not rewritten: the sheet is passed as `content:`, not as a trailing closure; make it a trailing closure and run again, or move to confirmationDialog by hand", "unrecognised-shape")
                continue
            }
            guard modifier.trailingClosures.count == 1, let closure = modifier.trailingClosures.first else { continue }
            let isItem = modifier.labels == ["item"]
            guard modifier.labels == ["isPresented"] && closure.closureSignature == nil || isItem,
                  let binding = modifier.arguments.first?.expression else { continue }
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file) {
                report("actionSheet(isPresented:) not rewritten: \(own.message)", "project-function")
                continue
            }
            let sheetTypes = context.model.projectTypes(named: "ActionSheet", at: closure, in: file)
            if !sheetTypes.isEmpty {
                report("actionSheet(isPresented:) not rewritten: the closure's ActionSheet is the project's own type (\(context.model.describe(sheetTypes))), not SwiftUI's", "project-type")
                continue
            }
            // Advice (a label to localize) only counts when the rewrite goes through.
            var advice: [(String, String)] = []
            do {
                output.edits += try rewrite(modifier, binding: binding, closure: closure, isItem: isItem, unit: unit, file: file, context: context,
                                            advise: { advice.append(($0, $1)) })
                for (message, reason) in advice { report(message, reason, declined: false) }
            } catch let failure as LegacyAlertButtons.Failure {
                report(failure.message, failure.reason)
            } catch {}
        }
        return output
    }

    func rewrite(_ modifier: Rewriting.ModifierCall, binding: Node, closure: Node, isItem: Bool, unit: String, file: SourceFile, context: PassContext,
                 advise: (String, String) -> Void) throws -> [Edit] {
        typealias Failure = LegacyAlertButtons.Failure
        let tree = file.tree
        // `actionSheet(item: $x) { x in ... }`: the value presented and the closure's name for it.
        var item: PresentedItem?
        if isItem {
            item = try PresentedItem.of(binding, closure: closure, file: file, context: context, what: "actionSheet(item:)",
                                        api: "confirmationDialog(presenting:)")
        }
        try Self.checkUnconditional(closure)
        let (arguments, labels) = try Self.literalSheet(in: closure, tree)
        let indentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: closure))
        guard let labelToken = modifier.arguments.first?.label else { return [] }
        let labelIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[labelToken].textStart))
        var parts = try sheetParts(arguments, labels: labels, item: item, labelIndentation: labelIndentation, indentation: indentation, unit: unit,
                                   file: file, context: context, advise: advise)
        if !parts.sawButtons {
            // `ActionSheet(title:message:)` has `buttons: [.cancel()]` by default.
            parts.buttons.append(try Self.defaultCancelButton(at: closure, file: file, context: context, advise: advise))
        }
        let whole = tree.startOffset(of: closure)..<tree.endOffset(of: closure)
        if LegacyAlertButtons.hasCommentsOutside(parts.kept, of: closure, tree) {
            throw Failure(message: "actionSheet not rewritten: comments between the sheet's parts would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        let text = LegacyAlertButtons.closures(buttons: parts.buttons, buttonNodes: parts.buttonNodes, message: parts.message,
                                               messageNodes: parts.messageNode.map { [$0] } ?? [], item: item,
                                               indentation: indentation, unit: unit, tree)
        let site = modifier.start(tree)
        let label = tree.tokens[labelToken]
        let name = tree.tokens[modifier.nameToken]
        if let item, let leftParen = modifier.leftParen, let rightParen = modifier.rightParen {
            let list = try presentingArguments(modifier, item: item, title: parts.title, leftParen: leftParen, rightParen: rightParen,
                                               labelIndentation: labelIndentation, unit: unit, file: file, context: context)
            return [Edit(start: Int(name.textStart), end: Int(name.textEnd), replacement: "confirmationDialog", pass: Self.name, site: site),
                    Edit(start: list.range.lowerBound, end: list.range.upperBound, replacement: list.text, pass: Self.name, site: site),
                    Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site)]
        }
        let titleInsertion = parts.title + (label.isAtStartOfLine ? ",\n" + labelIndentation : ", ")
        let bindingEnd = tree.endOffset(of: binding)
        return [Edit(start: Int(name.textStart), end: Int(name.textEnd), replacement: "confirmationDialog", pass: Self.name, site: site),
                Edit(start: Int(label.textStart), end: Int(label.textStart), replacement: titleInsertion, pass: Self.name, site: site),
                Edit(start: bindingEnd, end: bindingEnd, replacement: ", titleVisibility: .visible", pass: Self.name, site: site),
                Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site)]
    }

    /// Throws `conditional-action-sheet` when the closure chooses between sheets with
    /// `if` or `switch` (closures inside it are not looked into).
    static func checkUnconditional(_ closure: Node) throws {
        var conditional = false
        closure.walk { node in
            if node.kind == .ifExpr || node.kind == .switchExpr { conditional = true }
            return node.kind != .closureExpr || node == closure
        }
        if conditional {
            throw LegacyAlertButtons.Failure(message: "actionSheet not rewritten: the closure chooses between sheets (if/switch); write one .confirmationDialog per case by hand", reason: "conditional-action-sheet")
        }
    }

    /// The arguments and labels of the one `ActionSheet(...)` the closure holds.
    static func literalSheet(in closure: Node, _ tree: SyntaxTree) throws -> ([ArgumentView], [String]) {
        typealias Failure = LegacyAlertButtons.Failure
        let elements = closure.childNodes.filter { $0.kind != .closureSignature }
        var expression = elements.count == 1 ? elements[0] : nil
        if let statement = expression, statement.kind == .returnStmt { expression = statement.childNodes.first }
        guard let sheet = expression, sheet.kind == .functionCallExpr, let call = FunctionCallView(sheet),
              let callee = call.calledExpression, ["ActionSheet", "SwiftUI.ActionSheet", ".init"].contains(tree.text(of: callee)),
              call.trailingClosure == nil else {
            throw Failure(message: "actionSheet not rewritten: the closure does not literally hold one ActionSheet(...) (it is built elsewhere); move it into .confirmationDialog(_:isPresented:actions:) by hand", reason: "action-sheet-built-elsewhere")
        }
        let arguments = call.arguments
        let labels = arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
        guard shapes.contains(labels) else {
            throw Failure(message: "actionSheet not rewritten: ActionSheet(\(labels.map { $0 + ":" }.joined())) is not an initializer this pass knows", reason: "unrecognised-action-sheet")
        }
        return (arguments, labels)
    }

    /// The title, message and buttons of the ActionSheet as they will be written, whether it
    /// had a `buttons:` argument, and the ranges of what moves (comments outside them would
    /// be lost).
    struct SheetParts {
        var title = ""
        var message: String?
        var messageNode: Node?
        var buttons: [String] = []
        var buttonNodes: [Node] = []
        var sawButtons = false
        var kept: [Range<Int>] = []
    }

    /// The ActionSheet's title (at the first label's indentation), message and buttons (a
    /// level in from the closure's line) as text.
    func sheetParts(_ arguments: [ArgumentView], labels: [String], item: PresentedItem?, labelIndentation: String, indentation: String,
                    unit: String, file: SourceFile, context: PassContext, advise: (String, String) -> Void) throws -> SheetParts {
        typealias Failure = LegacyAlertButtons.Failure
        let tree = file.tree
        var parts = SheetParts()
        func moved(_ node: Node, to base: String) throws -> String {
            parts.kept.append(tree.startOffset(of: node)..<tree.endOffset(of: node))
            guard let text = Rewriting.reindent(tree.text(of: node), from: Rewriting.baseIndentation(of: node, tree), to: base) else {
                throw Failure(message: "actionSheet not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            return text
        }
        for (label, argument) in zip(labels, arguments) {
            guard let value = argument.expression else { continue }
            switch label {
            case "title":
                guard LegacyAlertButtons.isText(value, tree) else {
                    throw Failure(message: "actionSheet not rewritten: the title (\(Rewriting.short(value, tree))) is not a Text(...) expression; rewrite by hand", reason: "title-not-text")
                }
                if let item, PresentedItem.mentions(item.parameter, in: value, tree) || PresentedItem.readsBoundValue(value, item: item, tree) {
                    throw Failure(message: "actionSheet(item:) not rewritten: the title (\(Rewriting.short(value, tree))) uses the item, but confirmationDialog(presenting:) computes the title also while `\(item.value)` is nil; write the title by hand", reason: "title-uses-item")
                }
                parts.title = try moved(value, to: labelIndentation)
            case "message":
                if value.kind != .nilLiteralExpr {
                    parts.message = try moved(value, to: indentation + unit)
                    parts.messageNode = value
                }
            default:
                parts.sawButtons = true
                guard value.kind == .arrayExpr else {
                    throw Failure(message: "actionSheet not rewritten: the buttons (\(Rewriting.short(value, tree))) are not an array literal; list them as Buttons in .confirmationDialog by hand", reason: "buttons-built-elsewhere")
                }
                for element in value.children(.arrayElement) {
                    guard let button = element.firstChildNode else { continue }
                    parts.buttons.append(try LegacyAlertButtons.button(button, what: "actionSheet", file: file, context: context,
                                                                       moved: { try moved($0, to: indentation + unit) }, advise: advise))
                    parts.buttonNodes.append(button)
                }
            }
        }
        return parts
    }

    /// The button of a sheet without `buttons:` (`[.cancel()]`): the project's own cancel
    /// label where it is visible at the closure, else `"Cancel"` with advice to check it is
    /// localized.
    static func defaultCancelButton(at closure: Node, file: SourceFile, context: PassContext, advise: (String, String) -> Void) throws -> String {
        if let own = CancelLabels.of(context).label,
           own.root.map({ LegacyAlertButtons.isVisible($0, at: closure, file: file, context: context) }) ?? true {
            return "Button(\(own.text), role: .cancel) {}"
        }
        if let problem = LegacyAlertButtons.cancelProblem("actionSheet", context) { throw problem }
        advise("actionSheet: the default `.cancel()` button showed the system's localized \"Cancel\"; the new Button(\"Cancel\", role: .cancel) uses the app's strings, so check \"Cancel\" is localized", "cancel-label")
        return "Button(\"Cancel\", role: .cancel) {}"
    }

    /// `(item: $x)` → `(T, isPresented: Binding(...), titleVisibility: .visible, presenting: x)`,
    /// on one line when it fits in 100 columns, else one argument a line: the text between
    /// the parentheses and its range.
    func presentingArguments(_ modifier: Rewriting.ModifierCall, item: PresentedItem, title: String, leftParen: Int, rightParen: Int,
                             labelIndentation: String, unit: String, file: SourceFile, context: PassContext) throws -> (range: Range<Int>, text: String) {
        typealias Failure = LegacyAlertButtons.Failure
        let tree = file.tree
        let argumentsStart = Int(tree.tokens[leftParen].textEnd)
        let argumentsEnd = Int(tree.tokens[rightParen].textStart)
        if Rewriting.containsComment(tree, argumentsStart, argumentsEnd) {
            throw Failure(message: "actionSheet(item:) not rewritten: comments in its argument list would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        let presented: String
        switch context.model.presenceBindingHelper(in: file, at: modifier.call) {
        case .staticFunction(let helper)?: presented = ".\(helper)(\(item.binding))"
        case .method(let helper)?: presented = "\(item.binding).\(helper)()"
        case nil: presented = "Binding(get: { \(item.value) != nil }, set: { if !$0 { \(item.value) = nil } })"
        }
        let parts = [title, "isPresented: " + presented, "titleVisibility: .visible", "presenting: " + item.value]
        let column = tree.location(of: argumentsStart).column
        if !title.contains("\n"), column + parts.joined(separator: ", ").count + 3 <= 100 {
            return (argumentsStart..<argumentsEnd, parts.joined(separator: ", "))
        }
        let modifierIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
        guard let reindented = Rewriting.reindent(title, from: labelIndentation, to: modifierIndentation + unit) else {
            throw Failure(message: "actionSheet not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
        }
        let list = "\n" + ([reindented] + parts.dropFirst()).map { modifierIndentation + unit + $0 }.joined(separator: ",\n") + "\n" + modifierIndentation
        return (argumentsStart..<argumentsEnd, list)
    }
}
