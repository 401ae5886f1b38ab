import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Stored properties that code running during a view update writes. A class's method that
/// fills a cache (`manager(for:)` inserting into `managerMap`) may be called from a view's
/// `body`: once the property is tracked, each write invalidates every view that read it,
/// the one updating included. A property that was not `@Published` (views did not refresh
/// on it before) and that a method called from a `View`'s code writes, directly or through
/// the class's own methods, gets `@ObservationIgnored`, with a note naming the call.
extension ObservablePlan.Families {
    mutating func checkViewUpdateWrites(_ family: Int, _ member: ObservablePlan.Member, tracked: Set<String>, published: Set<String>) -> Set<String> {
        let candidates = tracked.subtracting(published)
        guard !candidates.isEmpty else { return [] }
        let writes = methodWrites(of: member.id, candidates: candidates)
        guard !writes.isEmpty else { return [] }
        let className = name(member.id)
        let methods = model.allMembers(of: member.id).filter { model.declaration($0).kind == .function && writes[model.declaration($0).name] != nil }
        let mentions = model.nameMentions(of: Set(writes.keys), inFiles: universe)
        var ignored: [String: String] = [:]
        for (methodName, list) in mentions.sorted(by: { $0.key < $1.key }) {
            for mention in list where mention.kind == .member {
                guard let call = mention.node.parent, call.kind == .functionCallExpr, call.firstChildNode == mention.node,
                      case .project(let owner)? = model.enclosingType(of: mention.node, in: source(mention.file)),
                      owner != member.id, model.conforms(owner, to: "View"), Self.runsDuringUpdate(call, tree(mention.file)),
                      !insideStoredAction(call, source(mention.file)),
                      methods.contains(where: { model.declaration($0).name == methodName && model.mayRefer(mention, to: $0) }),
                      receiverIs(member.id, mention) else { continue }
                let callTree = tree(mention.file)
                let place = "\(Rewriting.place(model.files[mention.file].path, callTree.location(of: callTree.startOffset(of: call)).line))"
                for property in writes[methodName] ?? [] where ignored[property] == nil {
                    ignored[property] = "'\(callTree.quote(call))' at \(place) (\(name(owner)))"
                }
            }
        }
        for (property, call) in ignored.sorted(by: { $0.key < $1.key }) {
            guard let id = model.members(of: member.id, named: property).first(where: { model.declaration($0).parent == member.id }) else { continue }
            let declaration = model.declaration(id)
            notes.append((family, source(declaration.file).finding(atOffset: tree(declaration.file).startOffset(of: declaration.node),
                "'\(className).\(property)' gets @ObservationIgnored: a view's update writes it through \(call); it was not @Published",
                pass: ObservablePlan.pass, reason: "view-update-write", declined: false)))
        }
        return Set(ignored.keys)
    }

    /// Whether the call's receiver is known to be the class (or a subclass): a method of
    /// another type with the same name (`proxy?.jumpBackward(x)`, `proxy` of a type the
    /// model cannot tell) is no write to this class's properties.
    func receiverIs(_ type: Int32, _ mention: SemanticModel.NameMention) -> Bool {
        guard let base = MemberAccessView(mention.node)?.base else { return false }
        let file = model.files[mention.file]
        guard let resolved = TypeResolver.resolve(base, at: mention.node, file: file, model: model),
              case .project(let id)? = resolved.target else { return false }
        return id == type || model.superclasses(of: id).contains(type)
    }

    /// For each method of the class (by name), the candidate properties it writes, directly
    /// or through the class's other methods it calls (`f()`, `self.f()`). Closures and
    /// nested functions are left out: they run later, or not at all.
    func methodWrites(of type: Int32, candidates: Set<String>) -> [String: Set<String>] {
        var direct: [String: Set<String>] = [:]
        var calls: [String: Set<String>] = [:]
        let functions = model.allMembers(of: type).filter { id in
            let declaration = model.declaration(id)
            return declaration.kind == .function && !declaration.isStatic
        }
        let names = Set(functions.map { model.declaration($0).name })
        for id in functions {
            let declaration = model.declaration(id)
            guard let body = declaration.node.child(.codeBlock) else { continue }
            let file = model.files[declaration.file]
            let tree = file.tree
            var stack = body.childNodes
            while let node = stack.popLast() {
                if [.closureExpr, .functionDecl, .classDecl, .structDecl, .enumDecl].contains(node.kind) { continue }
                stack.append(contentsOf: node.childNodes)
                guard let name = selfMemberName(node, file: file) else { continue }
                if candidates.contains(name), SemanticModel.write(at: node, spelling: tree.text(of: node.firstToken), tree) != nil {
                    direct[declaration.name, default: []].insert(name)
                }
                if names.contains(name), let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node {
                    calls[declaration.name, default: []].insert(name)
                }
            }
        }
        // Through the class's own methods, to a fixed point.
        var result = direct
        var changed = true
        while changed {
            changed = false
            for (caller, callees) in calls {
                for callee in callees {
                    let more = result[callee] ?? []
                    if !more.isSubset(of: result[caller] ?? []) {
                        result[caller, default: []].formUnion(more)
                        changed = true
                    }
                }
            }
        }
        return result.filter { !$0.value.isEmpty }
    }

    /// Calls and closures whose closures run later, on an event, not while the view
    /// updates: actions, gestures, lifecycle and change handlers, tasks.
    static let laterClosures: Set<String> = [
        "Button", "action", "perform", "onAppear", "onDisappear", "onTapGesture", "onLongPressGesture", "task", "onChange",
        "onReceive", "onSubmit", "refreshable", "onDelete", "onMove", "onInsert", "onDrop", "onHover", "onContinuousHover",
        "onOpenURL", "onCommand", "onEnded", "onChanged", "onPreferenceChange", "onCommit", "onEditingChanged", "completion",
        "Task", "async", "asyncAfter", "sink", "withAnimation", "onDismiss", "onKeyPress", "onExitCommand", "onPlayPauseCommand",
        "set",  // Binding(get:set:): the setter runs when a control writes
    ]

    static let representableUpdates: Set<String> = [
        "makeUIView", "updateUIView", "makeNSView", "updateNSView",
        "makeUIViewController", "updateUIViewController", "makeNSViewController", "updateNSViewController",
    ]

    /// Whether code in a View's declaration runs while the view updates: in `body`, another
    /// property or an initialiser, or a method that returns a value (a view), and not in a
    /// closure that runs on an event (a Button's action, `onAppear`, `task`, ...). A method
    /// with no result is taken to be an action, except a representable's `make`/`update`
    /// methods (`updateUIView(_:context:)`).
    static func runsDuringUpdate(_ node: Node, _ tree: SyntaxTree) -> Bool {
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .closureExpr:
                if isLaterClosure(parent, tree) { return false }
            case .functionDecl:
                // A representable's make and update methods run while the view updates.
                if let name = DeclarationView(parent)?.name, representableUpdates.contains(tree.text(of: name)) { return true }
                return parent.child(.functionSignature)?.child(.returnClause) != nil
            case .initializerDecl, .variableDecl:
                return true
            case .structDecl, .classDecl, .enumDecl, .extensionDecl, .actorDecl:
                return false
            default:
                break
            }
            current = parent
        }
        return false
    }

    /// A closure passed as `action:`/`perform:`, or as the trailing closure of a call named in
    /// `laterClosures`.
    static func isLaterClosure(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        let (label, call) = argumentPlace(of: closure, tree)
        if let label, laterClosures.contains(label) { return true }
        guard let call, call.kind == .functionCallExpr, let callee = call.firstChildNode else { return false }
        let name: String
        if let member = MemberAccessView(callee), let token = member.name {
            name = tree.text(of: token)
        } else {
            name = tree.text(of: callee)
        }
        return laterClosures.contains(name)
    }

    /// Whether the node lies in a closure handed to a project view's initialiser for a
    /// property of a function type that returns nothing (`Child(onAction: { ... })` with
    /// `var onAction: () -> Void`): an action the child stores and runs on an event; a
    /// closure that returns a value (view content) runs while the child updates.
    func insideStoredAction(_ node: Node, _ file: SourceFile) -> Bool {
        let tree = file.tree
        var current = node
        while let closure = current.parent {
            current = closure
            guard closure.kind == .closureExpr else { continue }
            let (label, call) = Self.argumentPlace(of: closure, tree)
            guard let call, call.kind == .functionCallExpr, let callee = call.firstChildNode, callee.kind == .declReferenceExpr,
                  let type = model.resolveNominal(tree.text(of: callee), in: file, at: callee), model.conforms(type, to: "View") else { continue }
            let properties = model.allMembers(of: type).filter {
                let declaration = model.declaration($0)
                return [.variable, .constant].contains(declaration.kind) && !declaration.isStatic && declaration.parent == type
            }
            // A trailing closure without a label fills the last property of a function type.
            let property = label.map { name in properties.first { model.declaration($0).name == name } }
                ?? properties.last { model.declaration($0).typeText?.contains("->") == true }
            guard let property, let type = model.declaration(property).typeText else { continue }
            var compact = Substring(type.filter { !$0.isWhitespace })
            // `(() -> Void)`: the parentheses around the whole type say nothing.
            while compact.hasPrefix("("), compact.hasSuffix(")"), LintSupport.matchingParenthesis(compact) == compact.index(before: compact.endIndex) {
                compact = compact.dropFirst().dropLast()
            }
            if compact.hasSuffix("->Void") || compact.hasSuffix("->()") || compact.hasSuffix("->Void)?") || compact.hasSuffix("->())?") {
                return true
            }
        }
        return false
    }

    /// A closure's label and call: `f(label: { })`, a labelled trailing closure, or the
    /// first trailing closure (no label).
    static func argumentPlace(of closure: Node, _ tree: SyntaxTree) -> (label: String?, call: Node?) {
        if let argument = closure.parent, argument.kind == .labeledExpr {
            let label = argument.firstChildToken.flatMap { tree.tokens[$0].kind == .identifier ? tree.text(of: $0) : nil }
            return (label, argument.parent?.parent)
        }
        if let element = closure.parent, element.kind == .multipleTrailingClosureElement {
            return (element.firstChildToken.map { tree.text(of: $0) }, element.parent)
        }
        return (nil, closure.parent)
    }

    /// The member a node names on `self`: `x` (no local of that name) or `self.x`.
    func selfMemberName(_ node: Node, file: SourceFile) -> String? {
        let tree = file.tree
        switch node.kind {
        case .declReferenceExpr:
            guard !ObservablePlan.Scope.isMemberName(node) else { return nil }
            let name = tree.text(of: node)
            guard case .none = TypeResolver.localDeclaration(of: name, at: node, file: file, model: context.model, depth: 0) else { return nil }
            return name
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                  tree.text(of: base) == "self", let name = member.name else { return nil }
            return tree.text(of: name)
        default:
            return nil
        }
    }
}
