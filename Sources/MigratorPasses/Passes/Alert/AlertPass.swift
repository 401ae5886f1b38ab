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
/// An Alert built by a method or property of the same type (`{ makeAlert() }`) is
/// rewritten through it (`AlertBuilders.swift`). Everything else (alerts built elsewhere,
/// conditions in the closure) is reported with the reason.
public struct AlertPass: BuiltInPass {
    public static let name = "alert"
    public static let reasons = [
        "alert-built-elsewhere", "alert-item-binding", "cancel-label", "closure-signature", "comments", "conditional-alert",
        "custom-button", "eager-title", "indentation", "project-function", "project-type", "title-not-text", "title-uses-item",
        "unknown-action", "unrecognised-alert"
    ]
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
    - `.cancel()` (the system's localized "Cancel") takes the label the project gives its
      own cancel buttons: the most used `Button(L, role: .cancel)` label that means the same
      in any file (a type's member such as `L10n.cancel` visible here, or
      `NSLocalizedString`/`String(localized:)` of literals). With none, it becomes
      `Button("Cancel", role: .cancel) {}` and a warning asks to check "Cancel" is
      localized; where the app is translated into other languages (`.lproj` folders,
      `.xcstrings`) and no string table has the key "Cancel", the alert is left as it is
      (`cancel-label`), since those users would see English.
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

    `alert(item: $x) { p in switch p { case P: return Alert(...) ... } }`, one `switch` over
    the item whose every case returns one Alert with buttons, becomes the same presenting
    alert with the title computed by a `switch` expression over the value
    (`x.map { p in switch p { case P: Text(...) ... } } ?? Text("")`, or the one title when
    every case has the same one that uses nothing the patterns bind) and the buttons and the
    message in `switch` statements of the actions and message closures (`EmptyView()` for
    a case without a message). A case whose Alert has no buttons (the system's OK) or that
    holds more than the Alert (an `if`) is reported (`conditional-alert`).

    An Alert built by a method or computed property of the same type is rewritten through
    it: `{ makeAlert() }`, `{ self.alert }`, `{ x in makeAlert(x) }` (the item alone as the
    argument) and `content: makeAlert` (a method taking the item), where the body is one
    `Alert(...)` expression (or `return Alert(...)`) and the method is declared in the same
    file, on a struct or enum (a class would need `self.` in the moved closures), not
    static, returning `Alert`. Its parts move into the modifier as if written there (for
    `item:`, the new closures take the method's parameter name). The builder is deleted,
    with the comments above it (and an extension that held nothing else), when nothing else
    in the project uses its name (a call with other argument labels is no use) and it is
    neither public, marked (`override`, `@objc`, ...) nor named by a protocol of the
    project; otherwise it stays, and its Alert is reported saying why. A builder the pass
    cannot follow (another file, arguments, more than one statement, a name the modifier's
    code declares too, not a member of the type) is reported naming it and its `path:line`
    (`alert-built-elsewhere`).

    Reported and left unchanged: content that is not a closure literally holding one
    `Alert(...)` nor such a builder (`alert-built-elsewhere`: a function, a variable), `if`/`switch`
    in the closure (`conditional-alert`), titles that are not a `Text(...)` expression
    (`title-not-text`), an `Alert(...)` built anywhere else (a helper function, a
    property: reported where it is built, `alert-built-elsewhere`, so every construction
    is either rewritten or reported), titles that force-unwrap (`eager-title`: the new title is computed
    at every update, not only while the alert shows), buttons that are not
    `.default`/`.cancel`/`.destructive` calls
    (`custom-button`), actions that are neither closures, the project's functions nor
    non-optional `() -> Void` properties (`unknown-action`: they may be optional), comments
    outside the moved expressions (`comments`), a project type named `Alert`
    (`project-type`) and the project's own `alert(isPresented:)` (`project-function`; one
    whose content must be a View cannot take one `Alert(...)`, and a view built in the
    closure is that overload's, left without a word). For
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
        .rewrite("struct V: View {\n    @State var failed = false\n    var body: some View {\n        Form {}\n            .alert(isPresented: $failed) { makeAlert() }\n    }\n\n    func makeAlert() -> Alert {\n        Alert(title: Text(\"Failed\"))\n    }\n}\n",
                 "struct V: View {\n    @State var failed = false\n    var body: some View {\n        Form {}\n            .alert(Text(\"Failed\"), isPresented: $failed) {}\n    }\n}\n"),
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
        // `Alert` in a file that cannot see SwiftUI is another module's type.
        guard SwiftUIImports.maySeeSwiftUI(tree, context) else { return output }
        let modifiers = Rewriting.modifierCalls(named: ["alert"], in: file, context)
        let unit = modifiers.isEmpty ? "" : Rewriting.indentationUnit(tree)
        // The content closures of the modifiers this pass rewrote or reported: the Alert(...)
        // constructions inside them are accounted for.
        var handled: [Range<Int>] = []
        // The builders whose Alert was moved into a modifier.
        var inlined: [(builder: AlertBuilder, site: Range<Int>, rewrite: Int)] = []
        for modifier in modifiers {
            let nameOffset = Int(tree.tokens[modifier.nameToken].textStart)
            handled.append(tree.startOffset(of: modifier.call)..<tree.endOffset(of: modifier.call))
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
            // A project overload whose content must be a View cannot take a closure holding
            // one `Alert(...)`, which is no View.
            let holdsAlert = content.kind == .closureExpr && LintSupport.singleExpression(content)
                .flatMap { FunctionCallView($0)?.calledExpression }.map { ["Alert", "SwiftUI.Alert"].contains(tree.text(of: $0)) } == true
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file, where: { !(holdsAlert && Self.takesViewContent($0, context.model)) }) {
                if own.isCertain { continue }
                // Content that is a view built in place (`CustomAlert(...)`, several views) is
                // no Alert: only the project's overload taking view content can mean it.
                if Self.holdsViewsOtherThanAlert(content, tree), own.ids.allSatisfy({ Self.takesViewContent($0, context.model) }) { continue }
                report("\(shape) not rewritten: \(own.message)", "project-function")
                continue
            }
            let alertTypes = context.model.projectTypes(named: "Alert", at: content, in: file)
            if !alertTypes.isEmpty {
                report("\(shape) not rewritten: the closure's Alert is the project's own type (\(context.model.describe(alertTypes))), not SwiftUI's", "project-type")
                continue
            }
            do {
                // An Alert built by a method or property of the same type is rewritten through it.
                let builder = try self.builder(of: content, isItem: isItem, modifier: modifier, file: file, context: context)
                guard content.kind == .closureExpr || builder != nil else {
                    report("\(shape) not rewritten: the content is `\(Rewriting.short(content, tree))`, not a closure holding one Alert(...) (it is built elsewhere); move its title, buttons and message into .alert(_:isPresented:\(isItem ? "presenting:" : "")actions:message:) by hand", "alert-built-elsewhere")
                    continue
                }
                var edits = try rewrite(modifier, binding: binding, closure: content, contentArgument: contentArgument, isItem: isItem, builder: builder,
                                        unit: unit, file: file, tree: tree, context: context, advise: { report($0, $1, declined: false) })
                if let builder, let site = edits.first?.site {
                    // The builder's text is copied: another pass's edits there wait for the copy.
                    let read = tree.startOffset(of: builder.declaration)..<tree.endOffset(of: builder.declaration)
                    for i in edits.indices { edits[i].reads = read }
                    inlined.append((builder, tree.startOffset(of: modifier.call)..<tree.endOffset(of: modifier.call), site))
                }
                output.edits += edits
            } catch let failure as Failure {
                report(failure.message, failure.reason)
            } catch {}
        }
        let (removals, notes) = builderRemovals(inlined, file: file, context: context)
        output.edits += removals
        handled += removals.map { $0.start..<$0.end }
        reportOtherAlerts(in: file, handled: handled, notes: notes, context, into: &output)
        return output
    }

    /// Whether a content closure builds views and no Alert: one call of a type other than
    /// Alert (`Text(...)`, `CustomAlert(...)`), or several statements.
    static func holdsViewsOtherThanAlert(_ content: Node, _ tree: SyntaxTree) -> Bool {
        guard content.kind == .closureExpr else { return false }
        let statements = LintSupport.viewStatements(content)
        if statements.count > 1 { return true }
        guard statements.count == 1, let callee = FunctionCallView(statements[0])?.calledExpression.flatMap(Rewriting.chainRoot),
              callee.kind == .declReferenceExpr else { return false }
        let name = tree.text(of: callee)
        return name.first?.isUppercase == true && name != "Alert"
    }

    /// Whether a project function's last parameter is a closure returning one of its generic
    /// parameters constrained to View (`@ViewBuilder content: () -> Content`, `Content: View`).
    static func takesViewContent(_ id: Int32, _ model: SemanticModel) -> Bool {
        let declaration = model.declaration(id)
        let tree = model.files[declaration.file].tree
        guard let parameter = declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter).last,
              let type = parameter.childNodes.last(where: { $0.kind != .initializerClause && $0.kind != .attributeList }) else { return false }
        let text = tree.collapsedText(of: type).filter { !$0.isWhitespace }
        guard let arrow = text.range(of: "->") else { return false }
        let result = String(text[arrow.upperBound...])
        guard declaration.genericParameters.contains(result) else { return false }
        let signature = tree.collapsedText(of: declaration.node).filter { !$0.isWhitespace }
        return signature.contains("<\(result):View") || signature.contains(",\(result):View") || signature.contains("\(result):View,")
            || signature.contains("where\(result):View")
    }

    /// Every other Alert(...) construction (in a helper function, a property, a closure
    /// handed to the modifier by name) is reported where it is built: it is deprecated,
    /// and this pass only moves an Alert written in the modifier's closure or built by the
    /// type's own method. Looked up in the tree's index of calls by name (`Alert(` and
    /// `SwiftUI.Alert(` are filed under `Alert`), not searched for among every call.
    func reportOtherAlerts(in file: SourceFile, handled: [Range<Int>], notes: [Int: String], _ context: PassContext, into output: inout PassOutput) {
        let tree = file.tree
        for call in tree.calls(named: "Alert") {
            guard let callee = FunctionCallView(call)?.calledExpression, ["Alert", "SwiftUI.Alert"].contains(tree.collapsedText(of: callee)) else { continue }
            let start = tree.startOffset(of: call)
            if handled.contains(where: { $0.contains(start) }) { continue }
            if !context.model.projectTypes(named: "Alert", at: call, in: file).isEmpty { continue }
            let place = Self.enclosingName(of: call, tree).map { " (in \($0))" } ?? ""
            output.findings.append(file.finding(atOffset: start,
                "Alert(...) is built here\(place), outside an .alert modifier's closure\(notes[start] ?? ""): move its title, buttons and message into .alert(_:isPresented:actions:message:) where it is shown",
                pass: Self.name, reason: "alert-built-elsewhere"))
        }
    }

    /// The function, property or initialiser a node is in, as `makeAlert()` / `alert`.
    static func enclosingName(of node: Node, _ tree: SyntaxTree) -> String? {
        for ancestor in node.ancestors {
            switch ancestor.kind {
            case .functionDecl:
                guard let name = ancestor.childTokens.first(where: { tree.tokens[$0].kind == .identifier && !["func", "static", "private", "fileprivate", "public", "internal", "mutating", "class", "open", "package", "override", "final", "nonisolated"].contains(tree.text(of: $0)) }) else { return nil }
                return "`\(tree.text(of: name))()`"
            case .variableDecl:
                guard let pattern = ancestor.child(.patternBinding)?.child(.identifierPattern) else { return nil }
                return "`\(tree.collapsedText(of: pattern))`"
            case .initializerDecl:
                return "an initialiser"
            default:
                continue
            }
        }
        return nil
    }

    /// What `alert(item: $x)` presents (shared with `confirmation-dialog`).
    typealias Item = PresentedItem

    /// The edits: the title inserted before the first argument (the argument list keeps
    /// its layout), `item: $x` replaced by `isPresented: ..., presenting: x`, and the
    /// content replaced by the actions and message closures (after the parentheses when it
    /// was a `content:` argument).
    func rewrite(_ modifier: Rewriting.ModifierCall, binding: Node, closure: Node, contentArgument: ArgumentView?, isItem: Bool, builder: AlertBuilder?,
                 unit: String, file: SourceFile, tree: SyntaxTree, context: PassContext, advise: (String, String) -> Void) throws -> [Edit] {
        var item: Item?
        if isItem {
            item = try builder.map { try builderItem(binding, content: closure, builder: $0, file: file, context: context) }
                ?? itemOf(binding, closure: closure, file: file, tree: tree, context: context)
        }
        if !isItem && closure.closureSignature != nil {
            throw Failure(message: "alert not rewritten: the content closure has a signature (\(Rewriting.short(closure.closureSignature!, tree))) this pass does not rewrite; move its Alert into .alert(_:isPresented:actions:message:) by hand", reason: "closure-signature")
        }
        var conditional = false
        (builder?.alert ?? closure).walk { node in
            if node.kind == .ifExpr || node.kind == .switchExpr { conditional = true }
            return node.kind != .closureExpr || node == closure
        }
        if conditional {
            if builder == nil, let item, let edits = try switchRewrite(modifier, item: item, closure: closure, contentArgument: contentArgument,
                                                      unit: unit, file: file, tree: tree, context: context, advise: advise) {
                return edits
            }
            throw Failure(message: "alert not rewritten: the closure chooses between alerts (if/switch); write one .alert per case, or a presenting: alert, by hand", reason: "conditional-alert")
        }
        let (arguments, labels) = try Self.literalAlert(in: closure, builder: builder, isItem: isItem, tree)
        guard let rightParen = modifier.rightParen, let labelToken = modifier.arguments.first?.label else { return [] }
        // `item:` and `content:` forms get a new argument list: `(title, isPresented: b,
        // presenting: x)`, one line when it fits in 100 columns, else one argument a line.
        let rebuild = item != nil || contentArgument != nil
        var presented = "isPresented: " + tree.text(of: binding)
        if let item { presented = presentedArguments(item, modifier: modifier, file: file, context: context) }
        // A title that reads the item grows by `?` and ` ?? ""`.
        let titleLength = zip(labels, arguments).first { $0.0 == "title" }?.1.expression.map { tree.collapsedText(of: $0).count + 7 } ?? 0
        let layout = Self.layout(modifier, closure: closure, labelToken: labelToken, rightParen: rightParen, rebuild: rebuild,
                                 width: titleLength + 2 + presented.count + 3, unit: unit, tree)
        var parts = Parts()
        try collect(arguments, labels: labels, item: item, layout: layout, into: &parts, unit: unit, file: file, tree: tree, context: context, advise: advise)
        // Comments outside what moves (between Alert's arguments, around the closure) would be lost.
        let whole = tree.startOffset(of: closure)..<tree.endOffset(of: closure)
        if LegacyAlertButtons.hasCommentsOutside(parts.kept, of: builder?.alert ?? closure, tree)
            || (builder != nil && Rewriting.containsComment(tree, whole.lowerBound, whole.upperBound)) {
            throw Failure(message: "alert not rewritten: comments between the alert's parts would have no place to go; move them or rewrite by hand", reason: "comments")
        }
        let text = LegacyAlertButtons.closures(buttons: parts.buttons, buttonNodes: parts.buttonNodes, message: parts.messageNode == nil ? nil : parts.message,
                                               messageNodes: parts.messageNode.map { [$0] } ?? [], item: item,
                                               indentation: layout.indentation, unit: unit, tree)
        let site = modifier.start(tree)
        guard rebuild else {
            let firstLabel = tree.tokens[labelToken]
            let titleInsertion = parts.title + (firstLabel.isAtStartOfLine ? ",\n" + layout.labelIndentation : ", ")
            return [Edit(start: Int(firstLabel.textStart), end: Int(firstLabel.textStart), replacement: titleInsertion, pass: Self.name, site: site),
                    Edit(start: whole.lowerBound, end: whole.upperBound, replacement: text, pass: Self.name, site: site)]
        }
        return try rebuiltEdits(modifier, binding: binding, closure: closure, contentArgument: contentArgument, item: item, title: parts.title,
                                presented: presented, closures: text, layout: layout, tree: tree)
    }

    /// `alert(item: $x) { p in switch p { case P: return Alert(...) ... } }`: one `switch`
    /// over the item whose every case returns one Alert. The title becomes a `switch`
    /// expression over the presented value (`x.map { p in switch p { case P: T ... } } ??
    /// Text("")`, or the one title when every case has the same one), the buttons and the
    /// message `switch` statements in the actions and message closures (`EmptyView()` for
    /// a case without a message). Nil when the closure is not of that shape (an `if`, a
    /// switch over something else, a case with more than one statement).
    func switchRewrite(_ modifier: Rewriting.ModifierCall, item: Item, closure: Node, contentArgument: ArgumentView?, unit: String,
                       file: SourceFile, tree: SyntaxTree, context: PassContext, advise: (String, String) -> Void) throws -> [Edit]? {
        let elements = closure.childNodes.filter { $0.kind != .closureSignature }
        guard elements.count == 1 else { return nil }
        var statement = elements[0]
        if statement.kind == .expressionStmt, let inner = statement.firstChildNode { statement = inner }
        guard statement.kind == .switchExpr, let subject = statement.firstChildNode, subject.kind == .declReferenceExpr,
              tree.text(of: subject) == item.parameter, item.parameter != "_" else { return nil }
        let cases = statement.children(.switchCase)
        guard !cases.isEmpty, statement.childNodes.count == cases.count + 1 else { return nil }
        guard let rightParen = modifier.rightParen, let leftParen = modifier.leftParen else { return nil }
        guard let parsed = try Self.switchCases(cases, tree) else { return nil }
        try Self.checkSwitchComments(parsed, closure: closure, modifier: modifier, contentArgument: contentArgument, tree)
        let base = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
        let one = base + unit, two = base + unit + unit
        func moved(_ node: Node, to indentation: String) throws -> String {
            guard let text = Rewriting.reindent(tree.text(of: node), from: Rewriting.baseIndentation(of: node, tree), to: indentation) else {
                throw Failure(message: "alert not rewritten: an expression's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", reason: "indentation")
            }
            return text
        }
        // The names the case patterns bind: a title using one needs the switch.
        let bound = Self.boundNames(parsed, tree)
        let titles = parsed.map { tree.collapsedText(of: $0.title) }
        let titleUsesCase = parsed.contains { entry in bound.contains { PresentedItem.mentions($0, in: entry.title, tree) } || PresentedItem.mentions(item.parameter, in: entry.title, tree) }
        var title: String
        /// The case's label for a body made of `nodes`: `case .delete(let name):` becomes
        /// `case .delete:` where the body uses none of the names it binds (else Swift warns
        /// that they are never used).
        func label(_ entry: SwitchCase, for nodes: [Node], indentation: String) throws -> String {
            if let short = Self.labelWithoutBindings(entry.label, tree),
               !nodes.contains(where: { node in bound.contains { PresentedItem.mentions($0, in: node, tree) } }) {
                return short
            }
            return try moved(entry.label, to: indentation)
        }
        if Set(titles).count == 1 && !titleUsesCase {
            title = try moved(parsed[0].title, to: one)
        } else {
            title = "\(item.value).map { \(item.parameter) in\n\(two)switch \(item.parameter) {"
            for entry in parsed {
                title += "\n\(two)\(try label(entry, for: [entry.title], indentation: two)) \(try moved(entry.title, to: two))"
            }
            title += "\n\(two)}\n\(one)} ?? Text(\"\")"
        }
        // `switch p { case P: ... }` in a closure, each case's lines one level in.
        func switchBlock(_ bodies: [[String]], nodes: (SwitchCase) -> [Node]) throws -> String {
            var text = "{ \(item.parameter) in\n\(one)switch \(item.parameter) {"
            for (entry, lines) in zip(parsed, bodies) {
                text += "\n\(one)\(try label(entry, for: nodes(entry), indentation: one))"
                for line in lines { text += "\n\(two)\(line)" }
            }
            return text + "\n\(one)}\n\(base)}"
        }
        var buttonBodies: [[String]] = []
        for entry in parsed {
            buttonBodies.append(try entry.buttons.map { try button($0, file: file, tree: tree, context: context, indentation: two, moved: { node, _ in try moved(node, to: two) }, advise: advise) })
        }
        var closures = try switchBlock(buttonBodies, nodes: \.buttons)
        if parsed.contains(where: { $0.message != nil }) {
            let messages = try parsed.map { entry in [try entry.message.map { try moved($0, to: two) } ?? "EmptyView()"] }
            closures += " message: " + (try switchBlock(messages, nodes: { $0.message.map { [$0] } ?? [] }))
        }
        let presented = presenceBinding(item, modifier: modifier, file: file, context: context)
        let list = "\n" + [title, "isPresented: " + presented, "presenting: " + item.value].map { one + $0 }.joined(separator: ",\n") + "\n" + base
        let site = modifier.start(tree)
        var edits = [Edit(start: Int(tree.tokens[leftParen].textEnd), end: Int(tree.tokens[rightParen].textStart), replacement: list, pass: Self.name, site: site)]
        if contentArgument != nil {
            let paren = tree.tokens[rightParen]
            edits.append(Edit(start: Int(paren.textEnd), end: Int(paren.textEnd), replacement: " " + closures, pass: Self.name, site: site))
        } else {
            edits.append(Edit(start: tree.startOffset(of: closure), end: tree.endOffset(of: closure), replacement: closures, pass: Self.name, site: site))
        }
        return edits
    }

    /// `case .name(let a, let b):` (or `case let .name(a, b):`) as `case .name:`: one enum
    /// case pattern whose arguments only bind, no `where`; nil for any other label.
    static func labelWithoutBindings(_ label: Node, _ tree: SyntaxTree) -> String? {
        guard label.kind == .switchCaseLabel else { return nil }
        let items = label.children(.switchCaseItem)
        guard items.count == 1, !items[0].childTokens.contains(where: { tree.text(of: $0) == "where" }) else { return nil }
        var pattern = items[0].firstChildNode
        var outerBinding = false
        if pattern?.kind == .valueBindingPattern {
            outerBinding = true
            pattern = pattern?.firstChildNode
        }
        guard let expression = pattern?.kind == .expressionPattern ? pattern?.firstChildNode : nil,
              let call = FunctionCallView(expression), let callee = call.calledExpression,
              let member = MemberAccessView(callee), member.base == nil, let name = member.name, call.trailingClosure == nil else { return nil }
        for argument in call.arguments {
            guard let value = argument.expression else { return nil }
            if value.kind == .patternExpr, let inner = value.firstChildNode {
                if inner.kind == .valueBindingPattern || inner.kind == .wildcardPattern { continue }
                if outerBinding, inner.kind == .identifierPattern { continue }
            }
            if value.kind == .discardAssignmentExpr { continue }
            if outerBinding, value.kind == .declReferenceExpr { continue }
            return nil
        }
        return "case .\(tree.text(of: name)):"
    }

    /// `$x` (or `$model.x`, `self.$x`) and the content closure's parameter for
    /// `alert(item:)`; a failure for any other binding or closure signature.
    func itemOf(_ binding: Node, closure: Node, file: SourceFile, tree: SyntaxTree, context: PassContext) throws -> Item {
        do {
            return try PresentedItem.of(binding, closure: closure, file: file, context: context,
                                        what: "alert(item:)", api: "alert(_:isPresented:presenting:actions:message:)")
        } catch let failure as LegacyAlertButtons.Failure {
            throw Failure(message: failure.message, reason: failure.reason)
        }
    }

    /// A title that reads the item: `Text(item.title)` or `Text(verbatim: item.title)`
    /// becomes `Text(x?.title ?? "")`, computed outside the closure from the bound value,
    /// when the member is a String (or, without `verbatim:`, a LocalizedStringKey).
    func itemTitle(_ title: Node, item: Item, file: SourceFile, tree: SyntaxTree, context: PassContext) throws -> String {
        let failure = Failure(message: "alert(item:) not rewritten: the title (\(Rewriting.short(title, tree))) uses the item other than as `Text(\(item.parameter).member)`, but alert(presenting:) computes the title also while the item is nil; write it by hand from `\(item.value)?`", reason: "title-uses-item")
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
            throw Failure(message: "alert(item:) not rewritten: the title reads `\(item.parameter).\(name)`, \(known); alert(presenting:) would need `Text(\(verbatim.map { $0 + ": " } ?? "")\(item.value)?.\(name) ?? \"\")`, a String; write the title by hand", reason: "title-uses-item")
        }
        return "Text(\(verbatim.map { $0 + ": " } ?? "")\(item.value)?.\(name) ?? \"\")"
    }

    /// Whether a title reads the presented value itself (`error` of `$error`,
    /// `model.error` of `$model.error`) or force-unwraps anything.
    static func readsBoundValue(_ node: Node, item: Item, _ tree: SyntaxTree) -> Bool {
        PresentedItem.readsBoundValue(node, item: item, tree)
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
