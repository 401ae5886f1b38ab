import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `.alert(isPresented:) { Alert(...) }` (the `Alert` struct, deprecated) with
/// `.alert(_:isPresented:actions:message:)` and `Button`s with roles.
///
/// Only the literal shape is rewritten: the closure holds exactly one `Alert(...)` whose
/// title is a `Text` and whose buttons are `.default`, `.cancel` or `.destructive`
/// builders. `alert(item: $x)` becomes `alert(_:isPresented:presenting:actions:message:)`
/// with a boolean binding that is true while `x` is set and sets it to nil on dismiss.
/// Everything else (alerts built elsewhere, conditions in the closure) is reported with
/// the reason.
public struct AlertPass: BuiltInPass {
    public static let name = "alert"
    public static let summary = "Replace .alert(isPresented:) and .alert(item:) with Alert(...) by .alert(_:isPresented:actions:message:) and its presenting: form."
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
      closure action becomes the button's closure; no action → `{}`. An action `f` must be
      a function the project declares or a property (or parameter) declared as a
      non-optional `() -> Void`: Button takes no optional action.
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
    indentation unit. `Alert(...)` may be written `.init(...)` in the closure (its type is
    Alert), and the content may be a `content:` argument (`.alert(isPresented: $b,
    content: { Alert(...) })`), which becomes the trailing closures after the parentheses.

    `alert(item: $x) { x in Alert(...) }` becomes

        .alert(
            T,
            isPresented: Binding(get: { x != nil }, set: { if !$0 { x = nil } }),
            presenting: x
        ) { x in
            Button(...)
        } message: { x in
            M
        }

    The boolean binding is true while `x` is set and sets `x` to nil when the alert is
    dismissed, as `alert(item:)` did. Where the project declares a helper for it (a
    `static func name<T>(_: Binding<T?>) -> Binding<Bool>` in `extension Binding where
    Value == Bool`, or `func name<W>() -> Binding<Bool> where Value == W?` in `extension
    Binding`, whose body tests `!= nil` and assigns nil), it is used instead:
    `isPresented: .name($x)` / `$x.name()`. The binding must be `$x`, `$model.x` or
    `self.$x`. The actions and message closures take the item (`_` where one does not use
    it). The title is computed outside the closures: it may use the item only as
    `Text(x.member)` or `Text(verbatim: x.member)` with a `String` member (or, without
    `verbatim:`, a `LocalizedStringKey`), written `Text(x?.member ?? "")`. The argument
    list stays on one line when it fits in 100 columns.

    Reported and left unchanged: content that is not a closure literally holding one
    `Alert(...)` (`alert-built-elsewhere`: a function, a property, a variable), `if`/`switch`
    in the closure (`conditional-alert`), titles that are not a `Text(...)` expression
    (`title-not-text`), titles that force-unwrap (`eager-title`: the new title is computed
    at every update, not only while the alert shows), buttons that are not
    `.default`/`.cancel`/`.destructive` calls
    (`custom-button`), actions that are neither closures, the project's functions nor
    non-optional `() -> Void` properties (`unknown-action`: they may be optional), comments
    outside the moved expressions (`comments`), a project type named `Alert`
    (`project-type`) and the project's own `alert(isPresented:)` (`project-function`). For
    `alert(item:)` also: another binding (`alert-item-binding`), a content closure without
    one named parameter (`closure-signature`), and a title that uses the item otherwise
    (`title-uses-item`).
    """

    public static let examples: [Example] = [
        .rewrite("let v = Form {}\n    .alert(isPresented: $failed) {\n        Alert(title: Text(\"Failed\"), message: Text(\"Try again\"), dismissButton: .default(Text(\"OK\")))\n    }\n",
                 "let v = Form {}\n    .alert(Text(\"Failed\"), isPresented: $failed) {\n        Button(\"OK\") {}\n    } message: {\n        Text(\"Try again\")\n    }\n"),
        .rewrite("let v = Form {}\n    .alert(isPresented: $failed, content: { Alert(title: Text(\"Failed\")) })\n",
                 "let v = Form {}\n    .alert(Text(\"Failed\"), isPresented: $failed) {}\n"),
        .rewrite("struct V: View {\n    @State var note: String?\n    var body: some View {\n        Form {}\n            .alert(item: $note) { note in\n                Alert(title: Text(\"Note\"), message: Text(note))\n            }\n    }\n}\n",
                 "struct V: View {\n    @State var note: String?\n    var body: some View {\n        Form {}\n            .alert(\n                Text(\"Note\"),\n                isPresented: Binding(get: { note != nil }, set: { if !$0 { note = nil } }),\n                presenting: note\n            ) { _ in } message: { note in\n                Text(note)\n            }\n    }\n}\n"),
        .unchanged("let v = Form {}\n    .alert(item: $error) { error in\n        Alert(title: Text(\"Error \\(error.code)\"))\n    }\n", reason: "title-uses-item"),
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
        let modifiers = Rewriting.modifierCalls(named: ["alert"], in: file, context)
        let unit = modifiers.isEmpty ? "" : Rewriting.indentationUnit(tree)
        for modifier in modifiers {
            let nameOffset = Int(tree.tokens[modifier.nameToken].textStart)
            func report(_ message: String, _ reason: String, declined: Bool = true) {
                output.findings.append(file.finding(atOffset: nameOffset, message, pass: Self.name, reason: reason, declined: declined))
            }
            // The deprecated API: `alert(isPresented:content:)` and `alert(item:content:)`, the
            // content as a trailing closure or as `content:`. (The current API starts with
            // a title argument.)
            let content: Node
            let contentArgument: ArgumentView?
            switch (modifier.labels, modifier.trailingClosures.count) {
            case (["isPresented"], 1), (["item"], 1):
                content = modifier.trailingClosures[0]
                contentArgument = nil
            case (["isPresented", "content"], 0), (["item", "content"], 0):
                guard let expression = modifier.arguments[1].expression else { continue }
                content = expression
                contentArgument = modifier.arguments[1]
            default:
                continue
            }
            let isItem = modifier.labels[0] == "item"
            let shape = isItem ? "alert(item:)" : "alert(isPresented:)"
            guard let binding = modifier.arguments.first?.expression else { continue }
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file) {
                if own.isCertain { continue }
                report("\(shape) not rewritten: \(own.message)", "project-function")
                continue
            }
            let alertTypes = context.model.projectTypes(named: "Alert", at: content, in: file)
            if !alertTypes.isEmpty {
                report("\(shape) not rewritten: the closure's Alert is the project's own type (\(context.model.describe(alertTypes))), not SwiftUI's", "project-type")
                continue
            }
            guard content.kind == .closureExpr else {
                report("\(shape) not rewritten: the content is `\(Rewriting.short(content, tree))`, not a closure holding one Alert(...) (it is built elsewhere); move its title, buttons and message into .alert(_:isPresented:\(isItem ? "presenting:" : "")actions:message:) by hand", "alert-built-elsewhere")
                continue
            }
            do {
                let edits = try rewrite(modifier, binding: binding, closure: content, contentArgument: contentArgument, isItem: isItem,
                                        unit: unit, file: file, tree: tree, context: context, advise: { report($0, $1, declined: false) })
                output.edits += edits
            } catch let failure as Failure {
                report(failure.message, failure.reason)
            } catch {}
        }
        return output
    }

    /// What `alert(item: $x)` presents: the optional value `x` and the closure's name for it.
    struct Item {
        /// `x` for `$x`, `model.x` for `$model.x`, `self.x` for `self.$x`.
        let value: String
        /// The binding as written (`$x`), for a project helper.
        let binding: String
        /// The content closure's parameter (`_` when it has none it uses).
        let parameter: String
        /// The value's type, when known (for the title's member types).
        let type: TypeResolver.Resolved?
    }

    /// The edits: the title inserted before the first argument (the argument list keeps
    /// its layout), `item: $x` replaced by `isPresented: ..., presenting: x`, and the
    /// content replaced by the actions and message closures (after the parentheses when it
    /// was a `content:` argument).
    func rewrite(_ modifier: Rewriting.ModifierCall, binding: Node, closure: Node, contentArgument: ArgumentView?, isItem: Bool,
                 unit: String, file: SourceFile, tree: SyntaxTree, context: PassContext, advise: (String, String) -> Void) throws -> [Edit] {
        var item: Item?
        if isItem { item = try itemOf(binding, closure: closure, file: file, tree: tree, context: context) }
        if !isItem && closure.child(.closureSignature) != nil {
            throw Failure(message: "alert not rewritten: the content closure has a signature (\(Rewriting.short(closure.child(.closureSignature)!, tree))) this pass does not rewrite; move its Alert into .alert(_:isPresented:actions:message:) by hand", reason: "closure-signature")
        }
        let elements = closure.childNodes.filter { $0.kind != .closureSignature }
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
            throw Failure(message: "alert not rewritten: the closure does not literally hold one Alert(...) (it is built elsewhere); move its title, buttons and message into .alert(_:isPresented:\(isItem ? "presenting:" : "")actions:message:) by hand", reason: "alert-built-elsewhere")
        }
        let arguments = call.arguments
        let labels = arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
        guard Self.alertShapes.contains(labels) else {
            throw Failure(message: "alert not rewritten: Alert(\(labels.map { $0 + ":" }.joined())) is not an initializer this pass knows", reason: "unrecognised-alert")
        }
        guard let rightParen = modifier.rightParen, let labelToken = modifier.arguments.first?.label else { return [] }
        var kept: [Range<Int>] = []
        func range(_ node: Node) -> Range<Int> { tree.startOffset(of: node)..<tree.endOffset(of: node) }
        let leftParenToken = modifier.leftParen ?? rightParen
        let firstLabel = tree.tokens[labelToken]
        var labelIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(firstLabel.textStart))
        // `item:` and `content:` forms get a new argument list: `(title, isPresented: b,
        // presenting: x)`, one line when it fits in 100 columns, else one argument a line.
        let rebuild = item != nil || contentArgument != nil
        var presented = "isPresented: " + tree.text(of: binding)
        if let item {
            switch context.model.presenceBindingHelper(in: file, at: modifier.call) {
            case .staticFunction(let name)?: presented = "isPresented: .\(name)(\(item.binding))"
            case .method(let name)?: presented = "isPresented: \(item.binding).\(name)()"
            case nil: presented = "isPresented: Binding(get: { \(item.value) != nil }, set: { if !$0 { \(item.value) = nil } })"
            }
            presented += ", presenting: \(item.value)"
        }
        var multiLine = firstLabel.isAtStartOfLine
        var closingIndentation: String?
        if rebuild {
            if multiLine {
                if tree.tokens[rightParen].isAtStartOfLine { closingIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[rightParen].textStart)) }
            } else {
                // A title that reads the item grows by `?` and ` ?? ""`.
                let titleLength = zip(labels, arguments).first { $0.0 == "title" }?.1.expression.map { tree.collapsedText(of: $0).count + 7 } ?? 0
                let column = tree.location(of: Int(tree.tokens[leftParenToken].textEnd)).column
                // `(` title `, ` presented `) {`
                if column + titleLength + 2 + presented.count + 3 > 100 {
                    multiLine = true
                    let modifierIndentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
                    labelIndentation = modifierIndentation + unit
                    closingIndentation = modifierIndentation
                }
            }
        }
        // The line the new closures open on: the closure's (the modifier's, or `) {` after a
        // multi-line argument list), or, for a new argument list, the `)` line.
        let indentation: String
        if !rebuild {
            indentation = Rewriting.lineIndentation(tree.bytes, at: tree.startOffset(of: closure))
        } else if let closingIndentation {
            indentation = closingIndentation
        } else if multiLine {
            indentation = labelIndentation
        } else {
            indentation = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[leftParenToken].textStart))
        }
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
        var buttonNodes: [Node] = []
        var messageNode: Node?
        for (label, argument) in zip(labels, arguments) {
            guard let value = argument.expression else { continue }
            switch label {
            case "title":
                guard LegacyAlertButtons.isText(value, tree) else {
                    throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(value, tree))) is not a Text(...) expression; rewrite by hand with a Text, LocalizedStringKey or String title", reason: "title-not-text")
                }
                if let item, Self.mentions(item.parameter, in: value, tree) {
                    title = try itemTitle(value, item: item, file: file, tree: tree, context: context)
                    kept.append(range(value))
                } else if let item, Self.readsBoundValue(value, item: item, tree) {
                    // `Text(error!.title)`: evaluated only while the alert showed; outside the
                    // closure it runs at every update, also while the value is nil.
                    throw Failure(message: "alert(item:) not rewritten: the title (\(Rewriting.short(value, tree))) reads `\(item.value)` or force-unwraps, and alert(_:isPresented:presenting:actions:message:) computes the title outside the closure, also while `\(item.value)` is nil; write the title by hand", reason: "title-uses-item")
                } else {
                    if item == nil, Self.forceUnwraps(value) {
                        throw Failure(message: "alert not rewritten: the title (\(Rewriting.short(value, tree))) force-unwraps, and alert(_:isPresented:actions:message:) computes the title at every update, not only while the alert shows; write the title without `!` by hand", reason: "eager-title")
                    }
                    title = try moved(value, to: labelIndentation)
                }
            case "message":
                if value.kind != .nilLiteralExpr {
                    message = try moved(value, to: indentation + unit)
                    messageNode = value
                }
            default:
                buttons.append(try button(value, file: file, tree: tree, context: context, indentation: indentation + unit, moved: moved, advise: advise))
                buttonNodes.append(value)
            }
        }
        // Comments outside what moves (between Alert's arguments, around the closure) would be lost.
        let whole = range(closure)
        var cursor = whole.lowerBound
        if let signature = closure.child(.closureSignature) { cursor = tree.endOffset(of: signature) }
        for piece in kept.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if Rewriting.containsComment(tree, cursor, piece.lowerBound) {
                throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
            }
            cursor = max(cursor, piece.upperBound)
        }
        if Rewriting.containsComment(tree, cursor, whole.upperBound) {
            throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        // `{ error in` on the actions and message closures of a presenting alert (`_` where
        // a closure does not use the item).
        func signature(_ nodes: [Node]) -> String {
            guard let item else { return "" }
            let uses = item.parameter != "_" && nodes.contains { Self.mentions(item.parameter, in: $0, tree) }
            return " \(uses ? item.parameter : "_") in"
        }
        var text = "{" + signature(buttonNodes)
        if buttons.isEmpty {
            text += item == nil ? "}" : " }"
        } else {
            text += "\n" + buttons.map { indentation + unit + $0 }.joined(separator: "\n") + "\n" + indentation + "}"
        }
        if let message, let messageNode {
            text += " message: {" + signature([messageNode]) + "\n" + indentation + unit + message + "\n" + indentation + "}"
        }
        let site = tree.startOffset(of: modifier.call)
        guard rebuild else {
            let titleInsertion = title + (firstLabel.isAtStartOfLine ? ",\n" + labelIndentation : ", ")
            return [Edit(start: Int(firstLabel.textStart), end: Int(firstLabel.textStart), replacement: titleInsertion, pass: Self.name, site: site),
                    Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site)]
        }
        // Comments in the argument list outside the content would be lost with it.
        let argumentsStart = Int(tree.tokens[leftParenToken].textEnd)
        let argumentsEnd = Int(tree.tokens[rightParen].textStart)
        let contentRange = contentArgument == nil ? argumentsEnd..<argumentsEnd : whole
        if Rewriting.containsComment(tree, argumentsStart, tree.startOffset(of: binding))
            || Rewriting.containsComment(tree, tree.endOffset(of: binding), contentRange.lowerBound)
            || Rewriting.containsComment(tree, contentRange.upperBound, argumentsEnd) {
            throw Failure(message: "alert not rewritten: comments in its argument list would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        if item == nil {
            guard let written = Rewriting.reindent(tree.text(of: binding), from: Rewriting.baseIndentation(of: binding, tree), to: labelIndentation) else {
                throw Failure(message: "alert not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            presented = "isPresented: " + written
        }
        let list: String
        if multiLine {
            let separator = ",\n" + labelIndentation
            list = "\n" + labelIndentation + ([title] + presented.components(separatedBy: ", presenting: ").enumerated().map { $0.offset == 0 ? $0.element : "presenting: " + $0.element }).joined(separator: separator)
                + (closingIndentation.map { "\n" + $0 } ?? "")
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

    /// `$x` (or `$model.x`, `self.$x`) and the content closure's parameter for
    /// `alert(item:)`; a failure for any other binding or closure signature.
    func itemOf(_ binding: Node, closure: Node, file: SourceFile, tree: SyntaxTree, context: PassContext) throws -> Item {
        let written = tree.collapsedText(of: binding)
        var value: String?
        if written.hasPrefix("$") {
            value = String(written.dropFirst())
        } else if written.hasPrefix("self.$") {
            value = "self." + written.dropFirst("self.$".count)
        }
        let isChain = value.map { $0.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !(part.first?.isNumber ?? true)
        } } ?? false
        guard let value, isChain else {
            throw Failure(message: "alert(item:) not rewritten: the binding (\(Rewriting.short(binding, tree))) is not `$x` or `$model.x`, so the value to present and to set to nil on dismiss cannot be written; move to alert(_:isPresented:presenting:actions:message:) by hand", reason: "alert-item-binding")
        }
        let parameters = Rewriting.closureParameters(closure, tree)
        guard !parameters.hasOtherParts, parameters.captureClause == nil, parameters.names.count == 1, parameters.shorthandTokens.isEmpty else {
            throw Failure(message: "alert(item:) not rewritten: the content closure does not name its item with one parameter (`{ item in ... }`); move to alert(_:isPresented:presenting:actions:message:) by hand", reason: "closure-signature")
        }
        // The value's type (`@State var error: AppError?`), for the title's members.
        let type = Self.valueType(binding, file: file, context: context)
        return Item(value: value, binding: written, parameter: parameters.names[0], type: type)
    }

    /// The type of the value a `$x`, `$model.x` or `self.$x` binding projects, when known.
    static func valueType(_ binding: Node, file: SourceFile, context: PassContext) -> TypeResolver.Resolved? {
        let tree = file.tree
        // `$x`: a declReference whose name starts with `$`; `$model.x`: member access on `$model`.
        if binding.kind == .declReferenceExpr {
            let name = String(tree.text(of: binding).dropFirst())
            return TypeResolver.lookupValue(name, at: binding, file: file, model: context.model, depth: 0)
        }
        guard let member = MemberAccessView(binding), let base = member.base, let nameToken = member.name else { return nil }
        let name = tree.text(of: nameToken)
        if tree.text(of: base) == "self" {
            return TypeResolver.memberOfEnclosingTypes(String(name.dropFirst()), at: binding, file: file, model: context.model, depth: 0)
        }
        guard let baseType = valueType(base, file: file, context: context), let target = baseType.target, !baseType.isOptional else { return nil }
        return TypeResolver.member(name, of: target, staticOnly: false, file: file, site: binding, model: context.model, depth: 0)
    }

    /// A title that reads the item: `Text(item.title)` or `Text(verbatim: item.title)`
    /// becomes `Text(x?.title ?? "")`, computed outside the closure from the bound value,
    /// when the member is a String (or, without `verbatim:`, a LocalizedStringKey).
    func itemTitle(_ title: Node, item: Item, file: SourceFile, tree: SyntaxTree, context: PassContext) throws -> String {
        let failure = Failure(message: "alert(item:) not rewritten: the title (\(Rewriting.short(title, tree))) uses the item other than as `Text(\(item.parameter).member)`, and alert(_:isPresented:presenting:actions:message:) computes the title outside the closure; write it by hand from `\(item.value)?`", reason: "title-uses-item")
        guard let call = FunctionCallView(title), let callee = call.calledExpression, tree.text(of: callee) == "Text",
              call.trailingClosure == nil, call.arguments.count == 1, let argument = call.arguments[0].expression,
              let member = MemberAccessView(argument), let base = member.base, tree.text(of: base) == item.parameter,
              let nameToken = member.name else { throw failure }
        let verbatim = call.arguments[0].label.map { tree.text(of: $0) }
        guard verbatim == nil || verbatim == "verbatim" else { throw failure }
        let name = tree.text(of: nameToken)
        // The member's declared type: `?? ""` needs a String (or a LocalizedStringKey).
        let accepted: Set<String> = verbatim == nil ? ["String", "LocalizedStringKey", "Substring"] : ["String", "Substring"]
        let memberType = item.type.flatMap { type -> TypeResolver.Resolved? in
            guard type.isOptional, let target = type.target else { return nil }
            return TypeResolver.member(name, of: target, staticOnly: false, file: file, site: title, model: context.model, depth: 0)
        }
        guard let memberType, !memberType.isOptional, case .external(let typeName)? = memberType.target, accepted.contains(typeName) else {
            let known = memberType.map { "a \($0.text)" } ?? "of a type the model cannot tell"
            throw Failure(message: "alert(item:) not rewritten: the title reads `\(item.parameter).\(name)`, \(known); alert(_:isPresented:presenting:actions:message:) computes the title outside the closure, as `Text(\(verbatim.map { $0 + ": " } ?? "")\(item.value)?.\(name) ?? \"\")`, which needs a String; write the title by hand", reason: "title-uses-item")
        }
        return "Text(\(verbatim.map { $0 + ": " } ?? "")\(item.value)?.\(name) ?? \"\")"
    }

    /// Whether a title reads the presented value itself (`error` of `$error`,
    /// `model.error` of `$model.error`) or force-unwraps anything.
    static func readsBoundValue(_ node: Node, item: Item, _ tree: SyntaxTree) -> Bool {
        var found = false
        let root = item.value.hasPrefix("self.") ? String(item.value.dropFirst(5)) : item.value
        let first = root.split(separator: ".").first.map(String.init) ?? root
        node.walk { inner in
            if found { return false }
            if inner.kind == .forceUnwrapExpr { found = true }
            let text = tree.collapsedText(of: inner)
            if inner.kind == .memberAccessExpr, text == item.value || text == root || text == "self." + root { found = true }
            if inner.kind == .declReferenceExpr, !root.contains("."), text == first { found = true }
            return true
        }
        return found
    }

    /// Whether an expression force-unwraps (`x!`).
    static func forceUnwraps(_ node: Node) -> Bool {
        var found = false
        node.walk { inner in
            if inner.kind == .forceUnwrapExpr { found = true }
            return !found
        }
        return found
    }

    /// Whether `name` is referenced in a node (as a name, not as a member or label).
    static func mentions(_ name: String, in node: Node, _ tree: SyntaxTree) -> Bool {
        var found = false
        node.walk { inner in
            if found { return false }
            if inner.kind == .declReferenceExpr, inner.endToken - inner.firstToken == 1,
               DeclarationCollector.unescaped(tree.text(of: inner)) == name { found = true }
            return true
        }
        return found
    }

    /// One `Alert.Button` builder as a `Button` (the mapping `confirmation-dialog` shares,
    /// in `LegacyAlertButtons`).
    func button(_ value: Node, file: SourceFile, tree: SyntaxTree, context: PassContext, indentation: String,
                moved: (Node, String) throws -> String, advise: (String, String) -> Void) throws -> String {
        do {
            return try LegacyAlertButtons.button(value, what: "alert", file: file, context: context,
                                                 moved: { try moved($0, indentation) }, advise: advise)
        } catch let failure as LegacyAlertButtons.Failure {
            throw Failure(message: failure.message, reason: failure.reason)
        }
    }
}
