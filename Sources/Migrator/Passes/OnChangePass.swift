import SwiftCST

/// Moves `onChange(of:perform:)` (one-parameter action, deprecated in iOS 17) to
/// `onChange(of:initial:_:)` with the two-parameter action (PASSES.md §5).
///
/// The old action receives the new value; the new one receives the old and the new value,
/// so the action keeps its body and gains an ignored first parameter: `{ v in` →
/// `{ _, v in`, `$0` → `$1` at the closure's own level, `{ _ in B }` → `{ B }` (the
/// zero-parameter form). A zero- or two-parameter closure is already the new API.
public struct OnChangePass: BuiltInPass {
    public static let name = "on-change"
    public static let summary = "Replace onChange(of:perform:) with the two-parameter onChange(of:initial:_:)."
    public static let minimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    public static let explanation = """
    Rewrites the action of `.onChange(of: value) { newValue in ... }` (deprecated in iOS 17)
    for `onChange(of:initial:_:)`, whose action receives the old and the new value. The
    body stays as written and the call still runs only on changes (`initial` stays false):

    - `{ v in B }` becomes `{ _, v in B }`; `{ [weak self] v in B }` becomes
      `{ [weak self] _, v in B }`; `{ (v: T) in B }` becomes `{ _, v in B }`.
    - `{ _ in B }` becomes `{ B }` (the zero-parameter form), `{ [weak self] _ in B }`
      becomes `{ [weak self] in B }`.
    - `$0` at the closure's own level becomes `$1` (not inside closures nested in it).
    - `perform: f` becomes a trailing closure `{ _, newValue in f(newValue) }`, with the
      label of the project's function `f` when it has one (`render(with: newValue)`);
      `perform: { v in B }` becomes a trailing closure `{ _, v in B }`.

    Left unchanged: closures with no parameter or two (already the new API), calls with
    `initial:`. Reported and left unchanged: calls where the project declares its own
    `onChange(of:...)` (a backport the call may resolve to), closures with `async`,
    `throws`, a result type or attributes, `of:` arguments that are key paths or
    closures (another library's `onChange`, such as a reducer's), `perform: f` where the
    project's functions named `f` disagree on the label, and fallback code for older OS
    versions (the `else` of `if #available`, an `#else` of `#if swift(...)`).
    """

    public static let examples: [Example] = [
        .rewrite("let v = Text(\"a\").onChange(of: name) { value in save(value) }\n",
                 "let v = Text(\"a\").onChange(of: name) { _, value in save(value) }\n"),
        .rewrite("let v = Text(\"a\").onChange(of: name) { _ in reload() }\n",
                 "let v = Text(\"a\").onChange(of: name) { reload() }\n"),
        .rewrite("let v = Text(\"a\").onChange(of: name) { print($0) }\n",
                 "let v = Text(\"a\").onChange(of: name) { print($1) }\n"),
        .rewrite("let v = Text(\"a\").onChange(of: name, perform: save)\n",
                 "let v = Text(\"a\").onChange(of: name) { _, newValue in save(newValue) }\n"),
        .unchanged("extension View {\n    func onChange<V: Equatable>(of value: V, perform: @escaping (V) -> Void) -> some View { self }\n}\nlet v = Text(\"a\").onChange(of: name) { value in save(value) }\n",
                   reason: "project-function"),
        .unchanged("let v = Text(\"a\").onChange(of: name) { value async in await save(value) }\n", reason: "closure-signature"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for modifier in Rewriting.modifierCalls(named: ["onChange"], in: file, context) {
            // `onChange(of:perform:)`: `of:` then a closure, trailing or `perform:`.
            guard modifier.labels.first == "of", let value = modifier.arguments.first?.expression else { continue }
            let trailing = modifier.trailingClosures
            let performArgument: ArgumentView?
            switch (modifier.labels.count, trailing.count) {
            case (1, 1): performArgument = nil
            case (2, 0) where modifier.labels[1] == "perform": performArgument = modifier.arguments[1]
            default: continue   // `initial:`, or some other API
            }
            let site = tree.startOffset(of: modifier.call)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[modifier.nameToken].textStart), message, pass: Self.name, reason: reason))
            }
            let closure = performArgument?.expression ?? trailing.first
            if let closure, closure.kind == .closureExpr {
                let parameters = Rewriting.closureParameters(closure, tree)
                // Zero or two parameters: the new API already.
                if parameters.names.isEmpty && parameters.shorthandTokens.isEmpty { continue }
                if parameters.names.count >= 2 { continue }
                if parameters.range == nil && parameters.shorthandTokens.contains(where: { tree.text(of: $0) != "$0" }) { continue }
            }
            if value.kind == .keyPathExpr || value.kind == .closureExpr {
                decline("onChange not rewritten: `of:` is a key path or closure, so this is another library's onChange (a reducer's, say), not SwiftUI's view modifier", "other-api")
                continue
            }
            let own = Rewriting.projectFunctions(modifier.call, file, context)
            if !own.isEmpty {
                if Rewriting.isCertainlyProjectCall(modifier.call, own, file, context) { continue }
                decline("onChange(of:perform:) not rewritten: \(Rewriting.ownFunctionMessage(own, context)); migrate or remove the backport first", "project-function")
                continue
            }
            if let branch = Rewriting.compatibilityBranch(modifier.call, tree) {
                decline("onChange(of:perform:) left as is: it is in \(branch), fallback code for older OS versions or SDKs; remove the fallback when the deployment target makes it dead", "compatibility-branch")
                continue
            }
            guard let closure else { continue }
            if closure.kind == .closureExpr {
                guard var edits = Rewriting.prependIgnoredParameter(closure, tree, pass: Self.name, site: site) else {
                    decline("onChange(of:perform:) not rewritten: the action's signature (async, throws, a result type or attributes) is not one this pass rewrites; give it the (oldValue, newValue) parameters by hand", "closure-signature")
                    continue
                }
                if let performArgument, let comma = commaBefore(performArgument, tree), let rightParen = modifier.rightParen {
                    // `.onChange(of: x, perform: { v in B })` → `.onChange(of: x) { _, v in B }`.
                    edits.append(Edit(start: Int(tree.tokens[comma].textStart), end: tree.startOffset(of: closure), replacement: ") ", pass: Self.name, site: site))
                    edits.append(Edit(start: tree.endOffset(of: closure), end: Int(tree.tokens[rightParen].textEnd), replacement: "", pass: Self.name, site: site))
                }
                output.edits += edits
                continue
            }
            // `perform: f` → `) { _, newValue in f(newValue) }`.
            guard let performArgument, let comma = commaBefore(performArgument, tree), let rightParen = modifier.rightParen else { continue }
            let functionTokens = closure.firstToken..<closure.endToken
            if functionTokens.contains(where: { tree.text(of: $0) == "newValue" }) {
                decline("onChange(of:perform:) not rewritten: the action mentions `newValue`, the name the new closure would give its parameter; write the two-parameter closure by hand", "name-clash")
                continue
            }
            if Rewriting.containsComment(tree, Int(tree.tokens[comma].textStart), Int(tree.tokens[rightParen].textStart)) {
                decline("onChange(of:perform:) not rewritten: comments around the action would have no place to go; write the two-parameter closure by hand", "comments")
                continue
            }
            guard let call = Self.application(of: closure, file, context) else {
                decline("onChange(of:perform:) not rewritten: the project declares several functions named like the action with different argument labels, so the call cannot be written for certain; write the two-parameter closure by hand", "ambiguous-function")
                continue
            }
            output.edits.append(Edit(start: Int(tree.tokens[comma].textStart), end: Int(tree.tokens[rightParen].textEnd),
                                     replacement: ") { _, newValue in \(call) }", pass: Self.name, site: site))
        }
        return output
    }

    /// The comma before an argument.
    func commaBefore(_ argument: ArgumentView, _ tree: SyntaxTree) -> Int? {
        let previous = argument.node.firstToken - 1
        guard previous >= 0, tree.tokens[previous].kind == .comma else { return nil }
        return previous
    }

    /// `f(newValue)`; a reference with its labels, `model.update(value:)`, is called with
    /// them: `model.update(value: newValue)`.
    /// A bare name, `f` or `self.f`, is called with the label of the project's function of
    /// that name (`func render(with output: T)` → `render(with: newValue)`); nil when the
    /// project's one-argument functions of that name disagree on the label.
    static func application(of function: Node, _ file: SourceFile, _ context: PassContext) -> String? {
        let tree = file.tree
        let text = tree.text(of: function)
        if function.kind == .declReferenceExpr || function.kind == .memberAccessExpr,
           let arguments = function.walkFirst(.declNameArguments) {
            let labels = arguments.childTokens.filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
            if labels.count == 1 {
                let name = String(text.dropLast(tree.text(of: arguments).count))
                return labels[0] == "_" ? "\(name)(newValue)" : "\(name)(\(labels[0]): newValue)"
            }
        }
        let name = function.kind == .memberAccessExpr ? MemberAccessView(function)?.name.map { tree.text(of: $0) } : function.kind == .declReferenceExpr ? text : nil
        if let name, function.walkFirst(.declNameArguments) == nil {
            // Functions callable with one argument: one parameter, or one without a default.
            _ = name
            let candidates = context.model.referencedFunctions(function, in: file, context: context).map { context.model.declaration($0) }.filter { function in
                !function.labels.isEmpty && function.hasDefault.dropFirst().allSatisfy { $0 }
            }
            let labels = Set(candidates.map { $0.labels[0] ?? "_" })
            if labels.count > 1 { return nil }
            if let label = labels.first, label != "_" { return "\(text)(\(label): newValue)" }
        }
        return "\(text)(newValue)"
    }
}

extension Node {
    /// The first node of a kind in the subtree (self included), depth-first.
    func walkFirst(_ kind: NodeKind) -> Node? {
        var found: Node?
        walk { node in
            if found != nil { return false }
            if node.kind == kind { found = node; return false }
            return true
        }
        return found
    }
}
