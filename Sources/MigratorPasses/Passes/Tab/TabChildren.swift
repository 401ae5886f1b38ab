import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reads the children of a `TabView` into `Tab`s, or says why they cannot be.
enum TabChildren {
    struct Problem: Error {
        var message: String
        var reason: String
    }

    /// One child: its content, and the texts of its title, image argument, tag and badge.
    struct Child {
        var node: Node
        var content: Node
        var title: String
        var image: String
        var titleNode: Node
        var imageNode: Node
        var tag: Node?
        var badge: Node?
    }

    /// The edits that turn every child into a `Tab`.
    static func rewrite(_ statements: [Node], selection: Node?, call: Node, file: SourceFile, context: PassContext,
                        unit: String) -> Result<[(start: Int, end: Int, text: String)], Problem> {
        let tree = file.tree
        var children: [Child] = []
        for statement in statements {
            switch child(statement, tree) {
            case .failure(let problem): return .failure(problem)
            case .success(let child): children.append(child)
            }
        }
        if let selection {
            if let problem = tagProblem(children, selection: selection, call: call, file: file, context: context) { return .failure(problem) }
        }
        for child in children {
            if let problem = argumentProblem(child, call: call, file: file, context: context) { return .failure(problem) }
        }
        var tabName = "Tab"
        if context.model.resolveNominal("Tab", in: file, at: call) != nil {
            guard tree.mentions("import SwiftUI") else {
                return .failure(Problem(message: "the project declares a type named Tab and the file does not import SwiftUI to write SwiftUI.Tab; rewrite by hand", reason: "name-clash"))
            }
            tabName = "SwiftUI.Tab"
        }
        var edits: [(start: Int, end: Int, text: String)] = []
        for child in children {
            let start = tree.startOffset(of: child.node)
            guard ViewStatements.startsLine(start, tree) else {
                return .failure(Problem(message: "a child does not start a line of its own; rewrite by hand", reason: "layout"))
            }
            if Rewriting.containsComment(tree, tree.endOffset(of: child.content), tree.endOffset(of: child.node)) {
                return .failure(Problem(message: "a comment among the tab modifiers would be lost; rewrite by hand", reason: "comment"))
            }
            let indent = Rewriting.lineIndentation(tree.bytes, at: start)
            let contentText = String(decoding: tree.bytes[start..<tree.endOffset(of: child.content)], as: UTF8.self)
            guard let body = Rewriting.reindent(contentText, from: indent, to: indent + unit, requireBase: true) else {
                return .failure(Problem(message: "a child's lines are not indented under its first line; rewrite by hand", reason: "layout"))
            }
            var arguments = "\(child.title), \(child.image)"
            if selection != nil, let tag = child.tag { arguments += ", value: \(tree.text(of: tag))" }
            var text = "\(tabName)(\(arguments)) {\n\(indent)\(unit)\(body)\n\(indent)}"
            if let badge = child.badge { text += "\n\(indent).badge(\(tree.text(of: badge)))" }
            edits.append((start, tree.endOffset(of: child.node), text))
        }
        return .success(edits)
    }

    /// A child read: `content.tabItem { ... }` with `.tag` and `.badge` in any order after it.
    static func child(_ statement: Node, _ tree: SyntaxTree) -> Result<Child, Problem> {
        let shape = Problem(message: "a child is not one view with .tabItem (a ForEach, an if, a #if, a declaration, or a view without .tabItem); rewrite by hand", reason: "child-shape")
        guard let expression = ViewStatements.expression(of: statement), expression.kind == .functionCallExpr else { return .failure(shape) }
        var current = expression
        var item: Node?
        var tag: Node?
        var badge: Node?
        while current.kind == .functionCallExpr, let call = FunctionCallView(current), let callee = current.firstChildNode,
              callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let base = member.base, let token = member.name {
            let name = tree.text(of: token)
            guard ["tabItem", "tag", "badge"].contains(name) else { break }
            if name == "tabItem" {
                guard item == nil, call.arguments.isEmpty, let closure = call.trailingClosure else { return .failure(shape) }
                item = closure
            } else {
                guard call.trailingClosure == nil, call.arguments.count == 1, call.arguments[0].label == nil,
                      let value = call.arguments[0].expression else { return .failure(shape) }
                if name == "tag" {
                    guard tag == nil else { return .failure(shape) }
                    tag = value
                } else {
                    guard badge == nil else { return .failure(shape) }
                    badge = value
                }
            }
            current = base
        }
        guard let item else {
            guard chainCalls(current, ["tabItem"], tree) else { return .failure(shape) }
            return .failure(Problem(message: "a child has other modifiers after .tabItem, which a Tab cannot carry; rewrite by hand", reason: "modifiers-after-tab-item"))
        }
        if chainCalls(current, ["tabItem", "tag", "badge"], tree) {
            return .failure(Problem(message: "a child's content carries .tabItem, .tag or .badge before other modifiers; rewrite by hand", reason: "modifiers-after-tab-item"))
        }
        guard let (title, image, titleNode, imageNode) = label(of: item, tree) else {
            return .failure(Problem(message: "a tab item is not Label(t, systemImage:/image:) or a Text and an Image; rewrite by hand", reason: "tab-item"))
        }
        return .success(Child(node: expression, content: current, title: title, image: image, titleNode: titleNode, imageNode: imageNode, tag: tag, badge: badge))
    }

    /// Whether the modifier chain of `expression` (outside closures) calls one of `names`.
    static func chainCalls(_ expression: Node, _ names: [String], _ tree: SyntaxTree) -> Bool {
        var found = false
        expression.walk { node in
            if node.kind == .closureExpr { return false }
            if node.kind == .memberAccessExpr, let token = MemberAccessView(node)?.name, names.contains(tree.text(of: token)) { found = true }
            return !found
        }
        return found
    }

    /// The title and `systemImage: s` / `image: i` arguments a tab item's views make, with
    /// the title's and the image name's expressions.
    static func label(of item: Node, _ tree: SyntaxTree) -> (String, String, Node, Node)? {
        let views = item.childNodes.filter { $0.kind != .closureSignature }.compactMap(ViewStatements.expression(of:))
        func call(_ node: Node, _ name: String) -> [(label: String?, value: Node)]? {
            guard node.kind == .functionCallExpr, let callee = node.firstChildNode, callee.kind == .declReferenceExpr,
                  tree.text(of: callee) == name, let view = FunctionCallView(node), view.trailingClosure == nil else { return nil }
            var result: [(label: String?, value: Node)] = []
            for argument in view.arguments {
                guard let expression = argument.expression else { return nil }
                result.append((argument.label.map { tree.text(of: $0) }, expression))
            }
            return result
        }
        if views.count == 1, let label = call(views[0], "Label"), label.count == 2, label[0].label == nil,
           let kind = label[1].label, ["systemImage", "image"].contains(kind) {
            return (tree.text(of: label[0].value), "\(kind): \(tree.text(of: label[1].value))", label[0].value, label[1].value)
        }
        guard views.count == 2 else { return nil }
        let text = views.compactMap { call($0, "Text") }.first
        let image = views.compactMap { call($0, "Image") }.first
        guard let text, text.count == 1, text[0].label == nil, let image, image.count == 1 else { return nil }
        switch image[0].label {
        case "systemName": return (tree.text(of: text[0].value), "systemImage: \(tree.text(of: image[0].value))", text[0].value, image[0].value)
        case nil: return (tree.text(of: text[0].value), "image: \(tree.text(of: image[0].value))", text[0].value, image[0].value)
        default: return nil
        }
    }

    /// Why a child's title, image or badge may pick another overload in `Tab` than it did in
    /// `Label`/`Text`/`Image`/`.badge`; nil when each is a literal or of a type both take.
    static func argumentProblem(_ child: Child, call: Node, file: SourceFile, context: PassContext) -> Problem? {
        let tree = file.tree
        func type(_ node: Node) -> String? {
            if node.kind == .stringLiteralExpr { return "String literal" }
            return valueType(node, call: call, file: file, context: context)?.text.filter { !$0.isWhitespace }
        }
        let title = type(child.titleNode)
        guard let title, ["String literal", "String", "Substring", "LocalizedStringKey"].contains(title) else {
            return Problem(message: "the tab title \(Rewriting.short(child.titleNode, tree)) is \(title.map { "of type \($0)" } ?? "of a type the tool cannot tell"); Tab's title is a string literal, a String or a LocalizedStringKey; rewrite by hand", reason: "title-type")
        }
        let image = type(child.imageNode)
        guard let image, ["String literal", "String"].contains(image) else {
            return Problem(message: "the tab image \(Rewriting.short(child.imageNode, tree)) is \(image.map { "of type \($0)" } ?? "of a type the tool cannot tell"); the tool writes Tab(image:/systemImage:) only for a String name; rewrite by hand", reason: "image-type")
        }
        if let badge = child.badge {
            guard let kind = type(badge), ["Int", "Text", "Text?"].contains(kind) else {
                return Problem(message: "the badge \(Rewriting.short(badge, tree)) is not an Int or a Text the tool can tell, so the overload Tab's .badge picks cannot be shown to be the view's; rewrite by hand", reason: "badge-type")
            }
        }
        return nil
    }
}

extension TabChildren {
    /// A type as far as the tool can tell: its text and, when known, what it names.
    struct KnownType {
        var text: String
        var target: SemanticModel.TypeTarget?

        func isSame(as other: KnownType) -> Bool {
            if let target, let otherTarget = other.target { return target == otherTarget && text.hasSuffix("?") == other.text.hasSuffix("?") }
            return text == other.text
        }
    }

    /// Why the tags cannot be shown to have the selection's type; nil when they can.
    static func tagProblem(_ children: [Child], selection: Node, call: Node, file: SourceFile, context: PassContext) -> Problem? {
        let tree = file.tree
        guard children.allSatisfy({ $0.tag != nil }) else {
            return Problem(message: "with selection:, every child needs a .tag to become Tab(value:); rewrite by hand", reason: "missing-tag")
        }
        guard let selectionType = bindingValueType(selection, call: call, file: file, context: context) else {
            return Problem(message: "cannot tell the type of \(Rewriting.short(selection, tree)) (the tool reads `$x` of a @State or @Binding property, and `$m.x` of an observed model's property, with their declared types), which Tab(value:) must match; rewrite by hand", reason: "selection-type")
        }
        if selectionType.text.hasSuffix("?") || selectionType.text.hasPrefix("Optional<") {
            return Problem(message: "the selection is optional (\(selectionType.text)): Tab(value:) would wrap each tag in it and match where .tag did not; rewrite by hand", reason: "optional-selection")
        }
        for child in children {
            guard let tag = child.tag else { continue }
            // A literal has its default type: what the generic `.tag` made of it.
            guard let type = valueType(tag, call: call, file: file, context: context) else {
                return Problem(message: "cannot tell the type of the tag \(Rewriting.short(tag, tree)), which must be the selection's (\(selectionType.text)); rewrite by hand", reason: "tag-type")
            }
            if !type.isSame(as: selectionType) {
                return Problem(message: "the tag \(Rewriting.short(tag, tree)) is \(type.text) and the selection \(selectionType.text): the tab was never selected through the binding, and Tab(value:) would not compile or would start matching; fix the tag by hand", reason: "tag-type")
            }
        }
        return nil
    }

    /// `T` for a selection `$x` whose `x` is a `@State` or `@Binding` property of the enclosing
    /// type declared `T`, or `$m.x` whose `m` is an `@ObservedObject`, `@StateObject`,
    /// `@EnvironmentObject` or `@Bindable` property and `x` a property of its type declared `T`.
    static func bindingValueType(_ selection: Node, call: Node, file: SourceFile, context: PassContext) -> KnownType? {
        let tree = file.tree
        let model = context.model
        var base = selection
        var memberName: String?
        if selection.kind == .memberAccessExpr, let member = MemberAccessView(selection), let inner = member.base, let name = member.name {
            base = inner
            memberName = tree.text(of: name)
        }
        let text = tree.text(of: base)
        guard base.kind == .declReferenceExpr, text.hasPrefix("$"), text.count > 1 else { return nil }
        let wrappers: Set<String> = memberName == nil ? ["State", "Binding"] : ["ObservedObject", "StateObject", "EnvironmentObject", "Bindable"]
        guard let property = wrappedProperty(String(text.dropFirst()), wrappers: wrappers, at: call, file: file, model: model),
              let declared = declaredType(property, model) else { return nil }
        guard let memberName else { return declared }
        guard !declared.text.hasSuffix("?"), let owner = declared.target else { return nil }
        let members = TypeResolver.members(memberName, of: owner, file: file, site: call, model: model)
            .filter { [.variable, .constant].contains(model.declaration($0).kind) && !model.declaration($0).isStatic }
        guard members.count == 1 else { return nil }
        return declaredType(members[0], model)
    }

    /// A property's declared type, or the default type of the literal it is initialised with
    /// (`var tab = 0` is an `Int`, `var zoom = 1.0` a `Double`).
    static func declaredType(_ id: Int32, _ model: SemanticModel) -> KnownType? {
        if let resolved = TypeResolver.typeOf(declaration: id, model: model, depth: 0) {
            return KnownType(text: resolved.text, target: resolved.target)
        }
        let declaration = model.declaration(id)
        let tree = model.files[declaration.file].tree
        guard declaration.typeText == nil, let binding = TypeResolver.binding(named: declaration.name, in: declaration.node, tree),
              let value = binding.child(.initializerClause)?.childNodes.first else { return nil }
        return literalType(value)
    }

    /// The default type of a literal: what `var x = literal` and a generic `tag(_:)` make of it.
    static func literalType(_ node: Node) -> KnownType? {
        switch node.kind {
        case .integerLiteralExpr: return KnownType(text: "Int")
        case .floatLiteralExpr: return KnownType(text: "Double")
        case .stringLiteralExpr: return KnownType(text: "String")
        case .booleanLiteralExpr: return KnownType(text: "Bool")
        default: return nil
        }
    }

    /// The type of a value: a literal's default type, what the resolver tells, or for a bare
    /// name (or `self.name`) of a property of the enclosing type, its declared type.
    static func valueType(_ node: Node, call: Node, file: SourceFile, context: PassContext) -> KnownType? {
        if let literal = literalType(node) { return literal }
        if let resolved = TypeResolver.resolve(node, at: call, file: file, model: context.model) {
            return KnownType(text: resolved.text, target: resolved.target)
        }
        let tree = file.tree
        var name: String?
        if node.kind == .declReferenceExpr {
            name = tree.text(of: node)
        } else if node.kind == .memberAccessExpr, let member = MemberAccessView(node), let base = member.base,
                  base.kind == .declReferenceExpr, tree.text(of: base) == "self", let token = member.name {
            name = tree.text(of: token)
        }
        if let name, let property = wrappedProperty(name, wrappers: nil, at: call, file: file, model: context.model) {
            return declaredType(property, context.model)
        }
        // What the type layer infers (`static let home = localized("home")`, a function
        // declared `-> String`): an SDK type without generic arguments, by name.
        if let type = context.types.type(of: node, in: file), case .nominal(let nominal, let arguments, nil) = type, arguments.isEmpty,
           nominal.declaration?.space == .sdk {
            return KnownType(text: nominal.name, target: nil)
        }
        return nil
    }

    /// The one property `name` of the innermost enclosing type that declares it, when it
    /// carries one of `wrappers` (any property for nil), and no local of that name shadows it.
    static func wrappedProperty(_ name: String, wrappers: Set<String>?, at site: Node, file: SourceFile, model: SemanticModel) -> Int32? {
        if case .none = TypeResolver.localDeclaration(of: name, at: site, file: file, model: model, depth: 0) {} else { return nil }
        for frame in model.enclosingDeclarations(of: site, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            let found = TypeResolver.members(name, of: identity, file: file, site: site, model: model)
                .filter { [.variable, .constant].contains(model.declaration($0).kind) && !model.declaration($0).isStatic }
            guard !found.isEmpty else { continue }
            guard found.count == 1, let declaration = DeclarationView(model.declaration(found[0]).node) else { return nil }
            guard let wrappers else { return found[0] }
            let tree = model.files[model.declaration(found[0]).file].tree
            let attributes = declaration.attributes.map { tree.collapsedText(of: $0) }
            let named = attributes.filter { attribute in wrappers.contains { attribute == "@\($0)" || attribute == "@SwiftUI.\($0)" } }
            return named.count == 1 && attributes.count == 1 ? found[0] : nil
        }
        return nil
    }
}
