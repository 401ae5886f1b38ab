import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Moves `onChange(of:perform:)` (one-parameter action, deprecated in iOS 17) to
/// `onChange(of:initial:_:)` with the two-parameter action.
///
/// The old action receives the new value; the new one receives the old and the new value,
/// so the action keeps its body and gains an ignored first parameter: `{ v in` →
/// `{ _, v in`, `$0` → `$1` at the closure's own level, `{ _ in B }` → `{ B }` (the
/// zero-parameter form). A zero- or two-parameter closure is already the new API.
public struct OnChangePass: BuiltInPass {
    public static let name = "on-change"
    public static let reasons = [
        "ambiguous-function", "closure-signature", "comments", "compatibility-branch", "name-clash", "old-value", "other-api",
        "project-function", "reads-view-state"
    ]
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

    The old action was the one created with the view *before* the change (Apple's
    deprecation note); the new one is created with the view after it. So where the action
    reads the observed value itself, it read the old value, and the rewrite keeps that by
    naming the first parameter after it:
    - `{ [count] new in ... count ... }` becomes `{ count, new in ... }` (the capture
      list held the value before the change; now it would hold the new one);
    - a capture of the observed expression under another name, `.onChange(of:
      state.item) { [before = state.item] newItem in ... }`, becomes `{ before, newItem
      in ... }` (the capture is evaluated when the action is built: before the change in
      the deprecated API, after it in the new one); an action that also reads the
      observed property itself is declined, since only one name can hold the old value;
    - an action reading `count` where `count` is a plain stored property of the view (no
      property wrapper) or a local around the modifier (a `ForEach` element) becomes
      `{ count, new in ... }`; `{ _ in ... count ... }` becomes `{ count, _ in ... }`;
      `{ f(count, $0) }` becomes `{ count, newValue in f(count, newValue) }`.
    `@State`, `@Binding`, `@Environment` and other wrapped properties read the current
    value in both and stay as they are. Where the action reads other stored properties of
    the view (no property wrapper; not functions, Bindings or the project's classes, unless
    the observed expression starts from one: `of: item?.id`), it is not rewritten, and the decline names them (`reads-view-state`): they may now hold newer
    values, as when a parent computes them from the observed value. So is an action calling
    the view's own methods that read its stored properties (`loadBookmarks()` reads
    `entries`), the observed one included, since a method cannot be handed the old value. Declined (`old-value`): the action reads `self.count`, assigns to `count`,
    reads a computed `count`, or has a signature the old value cannot be added to.

    When `perform:` moves out of the parentheses, an `of:` on a line of its own joins the
    `(`: `.onChange(of: x) { _, v in` with the closure re-indented from that line.

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
        .rewrite("let v = Text(\"a\").onChange(of: count) { [count] new in log(count, new) }\n",
                 "let v = Text(\"a\").onChange(of: count) { count, new in log(count, new) }\n"),
        .rewrite("let v = Text(\"a\").onChange(of: state.item) { [before = state.item] new in save(before, new) }\n",
                 "let v = Text(\"a\").onChange(of: state.item) { before, new in save(before, new) }\n"),
    ]

    public init() {}

    /// Why a call is left unchanged: its message and reason.
    struct Decline: Error {
        var message: String
        var reason: String
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let branches = Rewriting.CompatibilityBranches(tree)
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
            let site = modifier.start(tree)
            let nameOffset = Int(tree.tokens[modifier.nameToken].textStart)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: nameOffset, message, pass: Self.name, reason: reason))
            }
            let closure = performArgument?.expression ?? trailing.first
            if let closure, closure.kind == .closureExpr, Self.hasNewParameters(closure, tree) { continue }
            if value.kind == .keyPathExpr || value.kind == .closureExpr {
                decline("onChange not rewritten: `of:` is a key path or closure, so this is another library's onChange (a reducer's, say), not SwiftUI's view modifier", "other-api")
                continue
            }
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file) {
                if own.isCertain { continue }
                decline("onChange(of:perform:) not rewritten: \(own.message); migrate or remove the backport first", "project-function")
                continue
            }
            if let branch = branches.of(modifier.call) {
                decline("onChange(of:perform:) left as is: it is in \(branch), fallback code for older OS versions or SDKs; remove the fallback when the deployment target makes it dead", "compatibility-branch")
                continue
            }
            guard let closure else { continue }
            do {
                if closure.kind == .closureExpr {
                    let reads = Self.viewStateReads(closure, observed: value, file: file, context: context)
                    let edits = try closureEdits(closure, reads: reads, modifier: modifier, performArgument: performArgument, site: site, tree)
                    if let problem = Self.viewStateProblem(reads) { throw problem }
                    output.edits += edits
                } else {
                    output.edits += try functionEdits(closure, modifier: modifier, performArgument: performArgument, site: site, file: file, context: context)
                }
            } catch let failure as Decline {
                decline(failure.message, failure.reason)
            } catch {}
        }
        return output
    }

    /// Whether the closure already has the new API's parameters: none, two or more, or
    /// shorthand beyond `$0`.
    static func hasNewParameters(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        let parameters = Rewriting.closureParameters(closure, tree)
        // Zero or two parameters: the new API already.
        if parameters.names.isEmpty && parameters.shorthandTokens.isEmpty { return true }
        if parameters.names.count >= 2 { return true }
        return parameters.range == nil && parameters.shorthandTokens.contains(where: { tree.text(of: $0) != "$0" })
    }

    /// The edits giving the action closure the (oldValue, newValue) parameters (the old
    /// value bound where the action reads it), moved out of the parentheses when it was
    /// `perform:`.
    func closureEdits(_ closure: Node, reads: ViewStateReads, modifier: Rewriting.ModifierCall, performArgument: ArgumentView?, site: Int,
                      _ tree: SyntaxTree) throws -> [Edit] {
        if let problem = reads.problem {
            throw Decline(message: "onChange(of:perform:) not rewritten: \(problem)", reason: "old-value")
        }
        let bound = reads.oldValue.flatMap { Self.bindOldValue(closure, name: $0, tree, pass: Self.name, site: site, capture: reads.oldValueCapture) }
        if reads.oldValue != nil && bound == nil {
            throw Decline(message: "onChange(of:perform:) not rewritten: the action reads `\(reads.oldValue!)`, the value before the change in the old onChange, and the old value cannot be made its first parameter here; write `{ \(reads.oldValue!), newValue in ... }` by hand", reason: "old-value")
        }
        guard let edits = bound ?? Rewriting.prependIgnoredParameter(closure, tree, pass: Self.name, site: site) else {
            throw Decline(message: "onChange(of:perform:) not rewritten: the action's signature (async, throws, a result type or attributes) is not one this pass rewrites; give it the (oldValue, newValue) parameters by hand", reason: "closure-signature")
        }
        guard let performArgument else { return edits }
        // `.onChange(of: x, perform: { v in B })` → `.onChange(of: x) { _, v in B }`.
        guard let moved = Self.trailingClosureEdits(modifier, performArgument: performArgument, tree: tree, site: site, closureEdits: edits) else {
            throw Decline(message: "onChange(of:perform:) not rewritten: comments around the action or lines that cannot be re-indented would be lost moving it out of the parentheses; write the trailing closure by hand", reason: "comments")
        }
        return moved
    }

    /// Why an action that reads view state is not rewritten: stored properties of the view,
    /// read directly or through the view's own methods, that the new onChange reads after
    /// the change and the old one before, so the action may now see other values.
    static func viewStateProblem(_ reads: ViewStateReads) -> Decline? {
        var parts: [String] = []
        if !reads.stored.isEmpty {
            parts.append("reads " + reads.stored.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !reads.throughMethods.isEmpty {
            parts.append("calls " + reads.throughMethods.map { "\($0.method)(), which reads \($0.names.map { "`\($0)`" }.joined(separator: ", "))" }.joined(separator: "; "))
        }
        guard !parts.isEmpty else { return nil }
        return Decline(message: "onChange(of:perform:) not rewritten: the action \(parts.joined(separator: " and ")): view properties the new onChange reads after the change, the old one before; rewrite by hand where that is the same", reason: "reads-view-state")
    }

    /// `perform: f` → `) { _, newValue in f(newValue) }`; no edits when `perform:` has no
    /// comma before it or the call no `)`.
    func functionEdits(_ function: Node, modifier: Rewriting.ModifierCall, performArgument: ArgumentView?, site: Int, file: SourceFile,
                       context: PassContext) throws -> [Edit] {
        let tree = file.tree
        guard let performArgument, let comma = commaBefore(performArgument, tree), let rightParen = modifier.rightParen else { return [] }
        let functionTokens = function.firstToken..<function.endToken
        if functionTokens.contains(where: { tree.text(of: $0) == "newValue" }) {
            throw Decline(message: "onChange(of:perform:) not rewritten: the action mentions `newValue`, the name the new closure would give its parameter; write the two-parameter closure by hand", reason: "name-clash")
        }
        if Rewriting.containsComment(tree, Int(tree.tokens[comma].textStart), Int(tree.tokens[rightParen].textStart)) {
            throw Decline(message: "onChange(of:perform:) not rewritten: comments around the action would have no place to go; write the two-parameter closure by hand", reason: "comments")
        }
        guard let call = Self.application(of: function, file, context) else {
            throw Decline(message: "onChange(of:perform:) not rewritten: the project declares several functions named like the action with different argument labels, so the call cannot be written for certain; write the two-parameter closure by hand", reason: "ambiguous-function")
        }
        var edits = [Edit(start: Int(tree.tokens[comma].textStart), end: Int(tree.tokens[rightParen].textEnd),
                          replacement: ") { _, newValue in \(call) }", pass: Self.name, site: site)]
        if let pullUp = Self.argumentPullUp(modifier, tree, pass: Self.name, site: site) { edits.append(pullUp) }
        return edits
    }

    /// What an action reads of the view it was created in. The deprecated
    /// onChange(of:perform:) called the action created for the view *before* the change;
    /// onChange(of:initial:_:) calls the one created *after* it.
    struct ViewStateReads {
        /// The observed name, when the action reads its old value: a capture `[count]`, or
        /// a value the view (or the code around the modifier) held before the change.
        var oldValue: String?
        /// Other stored properties of the view (no property wrapper) the action reads.
        var stored: [String] = []
        /// The view's own methods the action calls, with the stored properties they read
        /// (the observed one included: a method cannot be handed the old value).
        var throughMethods: [(method: String, names: [String])] = []
        /// The capture `[name = <the observed expression>]` that `oldValue` names.
        var oldValueCapture: Node?
        /// Why binding the old value cannot be done safely.
        var problem: String?
    }

    /// Reads of the view's state in an action closure (see `ViewStateReads`).
    static func viewStateReads(_ closure: Node, observed value: Node, file: SourceFile, context: PassContext) -> ViewStateReads {
        let tree = file.tree
        var result = ViewStateReads()
        let parameters = Rewriting.closureParameters(closure, tree)
        // `of: count` or `of: self.count`.
        var observed: String?
        if value.kind == .declReferenceExpr {
            observed = DeclarationCollector.unescaped(tree.text(of: value))
        } else if let member = MemberAccessView(value), let base = member.base, tree.text(of: base) == "self", let name = member.name {
            observed = DeclarationCollector.unescaped(tree.text(of: name))
        }
        if observed == "self" { observed = nil }
        // The parameter (the new value) hides the observed name: nothing else to bind.
        if let name = observed, parameters.names.contains(name) { observed = nil }
        // Reads at the closure's own level and in closures nested in it.
        var references: [Node] = []
        var selfMembers: [(name: String, node: Node)] = []
        closure.walk { node in
            if node.kind == .closureCaptureClause { return false }
            if node.kind == .declReferenceExpr, node.endToken - node.firstToken == 1 {
                references.append(node)
            } else if let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                      tree.text(of: base) == "self", let name = member.name {
                selfMembers.append((DeclarationCollector.unescaped(tree.text(of: name)), node))
            }
            return true
        }
        /// Whether a reference means a declaration outside the action (not one of its own
        /// locals, bindings or nested closures' parameters).
        func resolvesOutside(_ reference: Node, _ name: String) -> Bool {
            !declaredInside(name, from: reference, upTo: closure, file: file, context: context)
        }
        if let name = observed {
            let captured = parameters.captureClause.map { capture(named: name, in: $0, tree) != nil } ?? false
            let reads = references.filter { DeclarationCollector.unescaped(tree.text(of: $0)) == name && resolvesOutside($0, name) }
            if captured {
                // `[count]` captured the value as it was before the change.
                result.oldValue = name
            } else if !reads.isEmpty || selfMembers.contains(where: { $0.name == name }) {
                switch snapshot(name, at: value, file: file, context: context) {
                case .snapshot: result.oldValue = name
                case .live: break
                case .unknown(let what):
                    result.problem = "the action reads `\(name)`, \(what), which may have held the old value in the old onChange; write the two-parameter closure by hand"
                }
            }
            if result.oldValue != nil {
                if selfMembers.contains(where: { $0.name == name }) {
                    result.problem = "the action reads `self.\(name)`, the value before the change in the old onChange, and a parameter named `\(name)` cannot replace it; write `{ \(name), newValue in ... }` by hand"
                }
                // `count += 1` would assign to the parameter.
                let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&&=", "||="]
                if reads.contains(where: { $0.endToken < tree.tokens.count && assignments.contains(tree.text(of: $0.endToken)) }) {
                    result.problem = "the action assigns to `\(name)`, which a first parameter of that name would hide; write the two-parameter closure by hand"
                }
            }
        }
        // `[before = state.item]`: a capture of the observed expression, evaluated when the
        // action was created, before the change in the deprecated API and after it in the
        // new one. Its name becomes the old-value parameter.
        if let clause = parameters.captureClause, let named = namedCapture(of: value, in: clause, tree) {
            if let name = result.oldValue {
                result.problem = result.problem ?? "the action reads both `\(name)` and the capture `\(named.name)`, each the value before the change in the old onChange, and only one can be the old-value parameter; write the closure by hand"
            } else {
                result.oldValue = named.name
                result.oldValueCapture = named.node
            }
        }
        // Other stored properties of the view. A reference the observed expression starts
        // from (`of: item?.id`) may be another object after the change: it counts too.
        let observedRoot = Self.rootName(of: value, tree)
        var seen: Set<String> = []
        let reads = references.map { (DeclarationCollector.unescaped(tree.text(of: $0)), $0) } + selfMembers.map { ($0.name, $0.node) }
        for (name, node) in reads where name != result.oldValue && !seen.contains(name) && !parameters.names.contains(name) {
            if node.kind == .declReferenceExpr {
                if !resolvesOutside(node, name) { continue }
                // A local around the modifier (a `ForEach` element, say), not a property.
                if case .none = TypeResolver.localDeclaration(of: name, at: closure, file: file, model: context.model, depth: 0) {} else { continue }
            }
            // A call of a method, not a property read: what the view's own method reads.
            if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node {
                seen.insert(name)
                let names = methodReads(parent, observed: value, file: file, context: context)
                if !names.isEmpty { result.throughMethods.append((name, names)) }
                continue
            }
            if case .snapshot(let stored) = snapshot(name, at: value, file: file, context: context, membersOnly: true,
                                                     referencesAreLive: name != observedRoot), stored {
                seen.insert(name)
                result.stored.append(name)
            }
        }
        return result
    }

    /// The stored properties of the view (no property wrapper, values not references) that
    /// the view's own method a call resolves to reads in its body, by name (`loadBookmarked()`
    /// reading `entries`). One level deep; empty when the call is not one of the view's
    /// methods or the model cannot tell which.
    static func methodReads(_ call: Node, observed value: Node, file: SourceFile, context: PassContext) -> [String] {
        let model = context.model
        guard let viewType = TypeResolver.selfType(at: call, file: file, model: context.model)?.target else { return [] }
        let candidates = model.candidates(forCall: call, in: file)
        guard candidates.count == 1, model.declaration(candidates[0]).kind == .function, !model.declaration(candidates[0]).isStatic,
              model.owner(of: candidates[0]) == viewType else { return [] }
        let method = model.declaration(candidates[0])
        let methodTree = model.files[method.file].tree
        guard let body = method.node.child(.codeBlock) else { return [] }
        var names: [String] = []
        var stack = body.childNodes
        while let node = stack.popLast() {
            stack.append(contentsOf: node.childNodes)
            var name: String?
            if node.kind == .declReferenceExpr, node.endToken - node.firstToken == 1 {
                if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node { continue }
                name = DeclarationCollector.unescaped(methodTree.text(of: node))
                // A parameter or local of the method, not a property.
                if let found = name, case .none = TypeResolver.localDeclaration(of: found, at: node, file: model.files[method.file],
                                                                                 model: context.model, depth: 0) {} else { continue }
            } else if let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                      methodTree.text(of: base) == "self", let token = member.name {
                if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node { continue }
                name = DeclarationCollector.unescaped(methodTree.text(of: token))
            }
            guard let found = name, found != "self", !names.contains(found) else { continue }
            if case .snapshot(let stored) = snapshot(found, at: value, file: file, context: context, membersOnly: true), stored {
                names.append(found)
            }
        }
        return names.sorted()
    }

    /// Whether `name` at `reference` means something declared between it and `closure`:
    /// a local before it in a body, an `if`/`guard`/`while` binding, a `for` pattern, a
    /// parameter of a closure nested in `closure`.
    static func declaredInside(_ name: String, from reference: Node, upTo closure: Node, file: SourceFile, context: PassContext) -> Bool {
        let tree = file.tree
        var node = reference
        while let parent = node.parent, node != closure {
            switch parent.kind {
            case .codeBlock, .accessorBlock, .closureExpr, .switchCase:
                for sibling in parent.childNodes {
                    if sibling == node { break }
                    var statement = sibling
                    if sibling.kind == .expressionStmt, let inner = sibling.firstChildNode { statement = inner }
                    if statement.kind == .variableDecl, TypeResolver.binding(named: name, in: statement, tree) != nil { return true }
                    if statement.kind == .guardStmt,
                       TypeResolver.conditionBinding(name, in: statement, file: file, model: context.model, depth: 0) != nil { return true }
                }
                if parent.kind == .closureExpr, parent != closure, let signature = parent.closureSignature,
                   TypeResolver.closureDeclares(name, signature, tree) { return true }
            case .ifExpr, .whileStmt:
                if node.kind == .codeBlock, parent.child(.codeBlock) == node,
                   TypeResolver.conditionBinding(name, in: parent, file: file, model: context.model, depth: 0) != nil { return true }
            case .forStmt:
                if node.kind == .codeBlock, let pattern = parent.childNodes.first(where: { $0.kind == .identifierPattern }),
                   tree.text(of: pattern) == name { return true }
            default:
                break
            }
            node = parent
        }
        return false
    }

    /// Whether a name, where the modifier is, is a value the action captured as it was: a
    /// stored property without a property wrapper of a struct (or enum) around the site,
    /// or a local; or live (a property wrapper, a class's property: read at call time).
    enum Capture {
        /// `stored` tells a stored property of the view from a local.
        case snapshot(stored: Bool)
        case live
        case unknown(String)
    }

    /// Attributes that are not property wrappers.
    static let plainAttributes: Set<String> = ["MainActor", "objc", "nonobjc", "available", "usableFromInline", "inlinable",
                                               "preconcurrency", "IBOutlet", "IBInspectable", "GKInspectable", "NSManaged"]

    static func snapshot(_ name: String, at site: Node, file: SourceFile, context: PassContext, membersOnly: Bool = false,
                         referencesAreLive: Bool = true) -> Capture {
        if !membersOnly {
            switch TypeResolver.localDeclaration(of: name, at: site, file: file, model: context.model, depth: 0) {
            case .found, .shadowedUnknown: return .snapshot(stored: false)
            case .none: break
            }
        }
        let model = context.model
        for frame in model.enclosingDeclarations(of: site, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            let found = TypeResolver.members(name, of: identity, file: file, site: site, model: context.model)
                .filter { [.variable, .constant].contains(model.declaration($0).kind) }
            guard !found.isEmpty else { continue }
            guard case .project(let type) = identity else { return .unknown("a member of an outside type") }
            let kind = model.declaration(type).kind
            if kind == .class || kind == .actor { return .live }
            for id in found {
                let declaration = model.declaration(id)
                if declaration.isStatic { return .live }
                if declaration.attributes.contains(where: { !plainAttributes.contains($0) }) { return .live }
                if declaration.isComputed { return .unknown("a computed property") }
            }
            if membersOnly {
                // Reference types and functions read the same in both: only values can differ.
                for id in found where referencesAreLive && isReferenceOrFunction(id, context: context) { return .live }
                // `let x = "id"`: the same in every instance of the view.
                if found.allSatisfy({ isInitialisedConstant($0, context: context) }) { return .live }
            }
            return .snapshot(stored: true)
        }
        return .unknown("which is not declared where the model can see it")
    }

    /// The name an observed expression starts from: `item` of `item?.id`, `self.item.id`.
    static func rootName(of value: Node, _ tree: SyntaxTree) -> String? {
        var current = value
        while true {
            switch current.kind {
            case .declReferenceExpr:
                return DeclarationCollector.unescaped(tree.text(of: current))
            case .memberAccessExpr:
                guard let member = MemberAccessView(current), let base = member.base else { return nil }
                if base.kind == .declReferenceExpr, tree.text(of: base) == "self", let name = member.name {
                    return DeclarationCollector.unescaped(tree.text(of: name))
                }
                current = base
            case .optionalChainingExpr, .forceUnwrapExpr, .functionCallExpr, .subscriptCallExpr:
                guard let first = current.firstChildNode else { return nil }
                current = first
            default:
                return nil
            }
        }
    }

    /// A property whose value is a class instance (a project class or actor, or a
    /// class-bound protocol), a function or a Binding.
    static func isReferenceOrFunction(_ id: Int32, context: PassContext) -> Bool {
        let model = context.model
        guard let resolved = TypeResolver.typeOf(declaration: id, model: context.model, depth: 0) else { return false }
        let text = resolved.text.filter { !$0.isWhitespace }
        if text.contains("->") || text.hasPrefix("Binding<") { return true }
        if case .project(let type)? = resolved.target { return ClassBound.holds(type, model: model) }
        return false
    }


    /// `let x = value`: a constant every instance of the type has.
    static func isInitialisedConstant(_ id: Int32, context: PassContext) -> Bool {
        let declaration = context.model.declaration(id)
        guard declaration.kind == .constant else { return false }
        let tree = context.model.files[declaration.file].tree
        return TypeResolver.binding(named: declaration.name, in: declaration.node, tree)?.child(.initializerClause) != nil
    }

    /// The capture of `name` (`[name]`, not `[x = name]`) in a capture clause.
    static func capture(named name: String, in clause: Node, _ tree: SyntaxTree) -> Node? {
        clause.children(.closureCapture).first { capture in
            let nodes = capture.childNodes
            let words = capture.childTokens.filter { tree.tokens[$0].kind != .comma }
            return nodes.count == 1 && nodes[0].kind == .declReferenceExpr && words.isEmpty
                && DeclarationCollector.unescaped(tree.text(of: nodes[0])) == name
        }
    }

    /// A capture `[name = x]` whose value is the observed expression `x` (spelled the same,
    /// whitespace and a leading `self.` aside), with its name.
    static func namedCapture(of value: Node, in clause: Node, _ tree: SyntaxTree) -> (name: String, node: Node)? {
        func normalised(_ node: Node) -> String {
            var text = tree.text(of: node).filter { !$0.isWhitespace }
            if text.hasPrefix("self.") { text.removeFirst(5) }
            return text
        }
        let observed = normalised(value)
        for capture in clause.children(.closureCapture) {
            let words = capture.childTokens.filter { tree.tokens[$0].kind != .comma }
            let nodes = capture.childNodes
            guard words.count == 2, tree.tokens[words[0]].kind == .identifier, tree.text(of: words[1]) == "=",
                  nodes.count == 1, normalised(nodes[0]) == observed else { continue }
            return (DeclarationCollector.unescaped(tree.text(of: words[0])), capture)
        }
        return nil
    }

    /// Edits that give a one-parameter action the old value as its first parameter, named
    /// as the observed value: `{ v in` → `{ count, v in`, `{ [count] v in` → `{ count, v in`,
    /// `{ _ in` → `{ count, _ in`, `{ f($0) }` → `{ count, newValue in f(newValue) }`.
    /// Nil when the signature is not one this can rewrite.
    static func bindOldValue(_ closure: Node, name: String, _ tree: SyntaxTree, pass: String, site: Int, capture named: Node? = nil) -> [Edit]? {
        let parameters = Rewriting.closureParameters(closure, tree)
        guard !parameters.hasOtherParts else { return nil }
        var edits: [Edit] = []
        // Drop `count` from the capture list (a parameter of that name replaces it).
        var captureRemoved = false
        if let clause = parameters.captureClause, let entry = named ?? capture(named: name, in: clause, tree) {
            let captures = clause.children(.closureCapture)
            if captures.count == 1 {
                // `{ [count] v in` → `{ count, v in`: the clause and the space after it.
                let end = parameters.range?.lowerBound ?? Int(tree.tokens[clause.endToken - 1].end)
                edits.append(Edit(start: tree.startOffset(of: clause), end: end, replacement: "", pass: pass, site: site))
                captureRemoved = true
            } else if entry == captures.last, let previous = captures.dropLast().last,
                      let comma = previous.childTokens.last, tree.tokens[comma].kind == .comma {
                edits.append(Edit(start: Int(tree.tokens[comma].textStart), end: tree.endOffset(of: entry), replacement: "", pass: pass, site: site))
            } else {
                edits.append(Edit(start: tree.startOffset(of: entry), end: Int(tree.tokens[entry.endToken - 1].end), replacement: "", pass: pass, site: site))
            }
        }
        if let range = parameters.range {
            guard parameters.names.count == 1, parameters.shorthandTokens.isEmpty else { return nil }
            let newValue = parameters.names[0]
            edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "\(name), \(newValue)", pass: pass, site: site))
            return edits
        }
        // `{ f($0) }`: name both parameters.
        let own = parameters.shorthandTokens
        guard !own.isEmpty, own.allSatisfy({ tree.text(of: $0) == "$0" }), parameters.captureClause == nil || captureRemoved,
              parameters.inToken == nil || captureRemoved,
              !(closure.firstToken..<closure.endToken).contains(where: { tree.text(of: $0) == "newValue" }),
              let brace = closure.childTokens.first else { return nil }
        if captureRemoved, let inToken = parameters.inToken {
            // `{ [count] in f($0) }` is not Swift; nothing to keep.
            _ = inToken
            return nil
        }
        edits.append(Edit(start: Int(tree.tokens[brace].textEnd), end: Int(tree.tokens[brace].textEnd), replacement: " \(name), newValue in",
                          pass: pass, site: site))
        for token in own {
            let t = tree.tokens[token]
            edits.append(Edit(start: Int(t.textStart), end: Int(t.textEnd), replacement: "newValue", pass: pass, site: site))
        }
        return edits
    }

    /// `.onChange(of: x, perform: { v in B })` → `.onChange(of: x) { _, v in B }`: the
    /// closure (with `closureEdits` applied inside it) moves after the parentheses, indented
    /// from the line it now starts on; `of:` on a line of its own after `(` joins it.
    static func trailingClosureEdits(_ modifier: Rewriting.ModifierCall, performArgument: ArgumentView, tree: SyntaxTree, site: Int,
                                     closureEdits: [Edit]) -> [Edit]? {
        guard let closure = performArgument.expression, let value = modifier.arguments.first?.expression,
              let leftParen = modifier.leftParen, let rightParen = modifier.rightParen else { return nil }
        // Comments outside the value and the closure would be lost.
        if Rewriting.containsComment(tree, Int(tree.tokens[leftParen].textEnd), modifier.arguments[0].node.firstToken < tree.tokens.count ? tree.startOffset(of: value) : 0)
            || Rewriting.containsComment(tree, tree.endOffset(of: value), tree.startOffset(of: closure))
            || Rewriting.containsComment(tree, tree.endOffset(of: closure), Int(tree.tokens[rightParen].textStart)) {
            return nil
        }
        // The closure's text with its own edits applied.
        let start = tree.startOffset(of: closure)
        let end = tree.endOffset(of: closure)
        var bytes = Array(tree.bytes[start..<end])
        for edit in closureEdits.sorted(by: { $0.start > $1.start }) {
            guard edit.start >= start, edit.end <= end else { return nil }
            bytes.replaceSubrange((edit.start - start)..<(edit.end - start), with: edit.replacement)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let lineStart = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
        guard let closureText = Rewriting.reindent(text, from: Rewriting.baseIndentation(of: closure, tree), to: lineStart) else { return nil }
        let valueText = tree.text(of: value)
        guard let labelToken = modifier.arguments.first?.label else { return nil }
        let labelText = tree.text(of: labelToken)
        return [Edit(start: Int(tree.tokens[leftParen].textEnd), end: Int(tree.tokens[rightParen].textEnd),
                     replacement: "\(labelText): \(valueText)) \(closureText)", pass: name, site: site)]
    }

    /// For `perform: f` rewritten in place: `(\n    of: x) {` → `(of: x) {`.
    static func argumentPullUp(_ modifier: Rewriting.ModifierCall, _ tree: SyntaxTree, pass: String, site: Int) -> Edit? {
        guard let leftParen = modifier.leftParen, let label = modifier.arguments.first?.label,
              tree.tokens[label].isAtStartOfLine,
              !Rewriting.containsComment(tree, Int(tree.tokens[leftParen].textEnd), Int(tree.tokens[label].textStart)) else { return nil }
        return Edit(start: Int(tree.tokens[leftParen].textEnd), end: Int(tree.tokens[label].textStart), replacement: "", pass: pass, site: site)
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
            let candidates = context.model.referencedFunctions(function, in: file).map { context.model.declaration($0) }.filter { function in
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
