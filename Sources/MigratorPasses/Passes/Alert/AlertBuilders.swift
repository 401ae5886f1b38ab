import MigratorEngine
import MigratorSemantics
import SwiftCST

/// An `Alert(...)` built by a method or computed property of the modifier's own type
/// (`.alert(isPresented: $b) { makeAlert() }`), which the pass rewrites through: the
/// Alert's parts move into the modifier as if written there.
struct AlertBuilder {
    /// `makeAlert()`, `makeAlert(_:)` or `alert`, as findings name it.
    let shown: String
    let name: String
    /// The `Alert(...)` the body is.
    let alert: Node
    /// The function or property declaration.
    let declaration: Node
    let id: Int32
    /// For `alert(item:)`: the builder's parameter, which the new closures take.
    let parameter: String?
}

extension AlertPass {
    /// `makeAlert` or `self.makeAlert`: the name; nil for anything else.
    static func memberName(_ node: Node, _ tree: SyntaxTree) -> String? {
        if node.kind == .declReferenceExpr, node.endToken - node.firstToken == 1 { return DeclarationCollector.unescaped(tree.text(of: node)) }
        guard let view = MemberAccessView(node), let base = view.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self",
              let name = view.name else { return nil }
        return DeclarationCollector.unescaped(tree.text(of: name))
    }

    /// What the content uses: `{ makeAlert() }`, `{ x in makeAlert(x) }` (also `return`,
    /// `self.`), `{ alert }`, or `content: makeAlert`. Nil for any other content.
    static func builderUse(_ content: Node, _ tree: SyntaxTree) -> (name: String, call: FunctionCallView?)? {
        var expression = content
        if content.kind == .closureExpr {
            let elements = content.childNodes.filter { $0.kind != .closureSignature }
            guard elements.count == 1 else { return nil }
            expression = elements[0]
            if expression.kind == .returnStmt || expression.kind == .expressionStmt, let inner = expression.firstChildNode { expression = inner }
        }
        if let call = FunctionCallView(expression), content.kind == .closureExpr, call.trailingClosure == nil,
           let callee = call.calledExpression, let name = memberName(callee, tree) {
            return name.first?.isUppercase == true ? nil : (name, call)
        }
        guard let name = memberName(expression, tree), name.first?.isUppercase == false else { return nil }
        return (name, nil)
    }

    /// The builder a content uses, when it is a method or computed property of the
    /// modifier's own type; nil when the content uses none; a failure naming the builder,
    /// where it is and why, when it cannot be followed.
    func builder(of content: Node, isItem: Bool, modifier: Rewriting.ModifierCall, file: SourceFile, context: PassContext) throws -> AlertBuilder? {
        let tree = file.tree
        guard let (name, call) = Self.builderUse(content, tree) else { return nil }
        let model = context.model
        let isReference = content.kind != .closureExpr
        let shown = call == nil && !isReference ? "`\(name)`" : "`\(name)(\(isItem ? "_:" : ""))`"
        let what = isItem ? "alert(item:)" : "alert"
        let api = ".alert(_:isPresented:\(isItem ? "presenting:" : "")actions:message:)"
        func fail(_ why: String) -> Failure {
            Failure(message: "\(what) not rewritten: its Alert is built by \(shown), which \(why); move its title, buttons and message into \(api) by hand", reason: "alert-built-elsewhere")
        }
        guard let owner = model.enclosingDeclarations(of: modifier.call, in: file).first, case .project(let type)? = model.typeIdentity(owner) else {
            throw fail("is not a member of a type this pass can follow")
        }
        let typeName = model.declaration(type).name
        let candidates = model.members(of: type, named: name, in: file, at: modifier.call)
        guard candidates.count == 1, let id = candidates.first else {
            throw fail(candidates.isEmpty ? "is not a method or property of \(typeName)" : "\(typeName) declares \(candidates.count) times")
        }
        let declaration = model.declaration(id)
        let location = Rewriting.place(model.files[declaration.file].path, declaration.line)
        guard model.files[declaration.file].path == file.path else { throw fail("is declared in another file (\(location))") }
        // Its text as this round sees it (earlier passes may have edited the file).
        guard let node = model.node(of: id, in: file) else { throw fail("could not be found again after other edits to the file (\(location)); run again") }
        guard declaration.kind == .function || (declaration.kind == .variable && declaration.isComputed && call == nil && !isReference) else {
            throw fail("is not a method or computed property (\(location))")
        }
        guard !declaration.isStatic, [.struct, .enum].contains(model.declaration(type).kind) else {
            throw fail("is static or a member of a class, where the moved parts would need `self.` (\(location))")
        }
        guard let result = declaration.typeText, ["Alert", "SwiftUI.Alert"].contains(SemanticModel.compact(result)) else {
            throw fail("does not return Alert (\(location))")
        }
        let parameters = node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []
        let arguments = call?.arguments ?? []
        var parameter: String?
        if isItem {
            let closureParameter = content.kind == .closureExpr ? Rewriting.closureParameters(content, tree).names.first : nil
            guard parameters.count == 1, let inner = SyntaxFacts.declaredName(parameters[0], tree),
                  isReference || (arguments.count == 1 && arguments[0].expression.map { tree.text(of: $0) } == closureParameter
                                  && arguments[0].label.map { tree.text(of: $0) } == declaration.labels.first ?? nil) else {
                throw fail("is not called with the item alone (\(location))")
            }
            parameter = inner
        } else if !parameters.isEmpty || !arguments.isEmpty {
            throw fail("takes arguments (\(location))")
        }
        guard let alert = Self.builtAlert(node, tree) else {
            throw fail("does not return one Alert(...) expression (\(location))")
        }
        if let hidden = Self.hiddenName(in: alert, except: parameter, at: modifier.call, tree) {
            throw fail("reads `\(hidden)`, a name the modifier's code declares too (\(location))")
        }
        return AlertBuilder(shown: shown, name: name, alert: alert, declaration: node, id: id, parameter: parameter)
    }

    /// The `Alert(...)` a function's or computed property's body is (written alone, or
    /// returned), when it is nothing else.
    static func builtAlert(_ declaration: Node, _ tree: SyntaxTree) -> Node? {
        let body = declaration.kind == .functionDecl ? declaration.child(.codeBlock)
            : declaration.child(.patternBinding)?.child(.accessorBlock)
        guard let statements = body?.childNodes, statements.count == 1 else { return nil }
        var expression = statements[0]
        if expression.kind == .returnStmt || expression.kind == .expressionStmt, let inner = expression.firstChildNode { expression = inner }
        guard let call = FunctionCallView(expression), let callee = call.calledExpression,
              ["Alert", "SwiftUI.Alert", ".init"].contains(tree.collapsedText(of: callee)), call.trailingClosure == nil else { return nil }
        return expression
    }

    /// A name the Alert reads that the member around the modifier also declares (a local,
    /// a parameter), which would hide the type's member once the Alert's parts move there.
    static func hiddenName(in alert: Node, except parameter: String?, at site: Node, _ tree: SyntaxTree) -> String? {
        var read: Set<String> = []
        alert.walk { node in
            if node.kind == .declReferenceExpr, node.endToken - node.firstToken == 1 { read.insert(DeclarationCollector.unescaped(tree.text(of: node))) }
            return true
        }
        if let parameter { read.remove(parameter) }
        // The member the modifier is in: the outermost declaration below the type.
        var member: Node?
        for ancestor in site.ancestors {
            if [.structDecl, .enumDecl, .classDecl, .extensionDecl, .actorDecl].contains(ancestor.kind) { break }
            if [.functionDecl, .variableDecl, .initializerDecl, .subscriptDecl].contains(ancestor.kind) { member = ancestor }
        }
        guard let member else { return nil }
        var hidden: String?
        member.walk { node in
            guard hidden == nil else { return false }
            if [.identifierPattern, .functionParameter, .closureShorthandParameter, .closureParameter].contains(node.kind),
               let name = SyntaxFacts.declaredName(node, tree), read.contains(name), node.parent?.parent != member {
                hidden = name
            }
            return true
        }
        return hidden
    }

    /// The item of `alert(item: $x, content: makeAlert)`, whose item has the builder's
    /// parameter name; with a closure, the closure's item renamed so.
    func builderItem(_ binding: Node, content: Node, builder: AlertBuilder, file: SourceFile, context: PassContext) throws -> Item {
        let tree = file.tree
        let parameter = builder.parameter ?? "_"
        if content.kind == .closureExpr {
            let item = try itemOf(binding, closure: content, file: file, tree: tree, context: context)
            return PresentedItem(value: item.value, binding: item.binding, parameter: parameter, type: item.type)
        }
        let written = tree.collapsedText(of: binding)
        let value = written.hasPrefix("$") ? String(written.dropFirst()) : written.hasPrefix("self.$") ? "self." + written.dropFirst(6) : nil
        guard let value, value.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ part in
            part.first.map { !$0.isNumber } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }) else {
            throw Failure(message: "alert(item:) not rewritten: the binding (\(Rewriting.short(binding, tree))) is not `$x` or `$model.x`, so the value to present and to clear on dismiss cannot be written; move to alert(presenting:) by hand", reason: "alert-item-binding")
        }
        return PresentedItem(value: value, binding: written, parameter: parameter, type: PresentedItem.valueType(binding, file: file, context: context))
    }
}

extension AlertPass {
    /// The builders whose every use was rewritten here are deleted (their lines, with the
    /// comments above them), as part of the first rewrite that moved the builder's Alert. The others stay: the note their Alert's finding adds says
    /// why, by the Alert's offset.
    func builderRemovals(_ inlined: [(builder: AlertBuilder, site: Range<Int>, rewrite: Int)], file: SourceFile, context: PassContext) -> ([Edit], [Int: String]) {
        let tree = file.tree
        let model = context.model
        var edits: [Edit] = []
        var notes: [Int: String] = [:]
        var seen: Set<Int32> = []
        for (builder, _, rewrite) in inlined where seen.insert(builder.id).inserted {
            let declaration = model.declaration(builder.id)
            let sites = inlined.filter { $0.builder.id == builder.id }.map(\.site) + [tree.startOffset(of: builder.declaration)..<tree.endOffset(of: builder.declaration)]
            var kept: String?
            if declaration.access >= .public || declaration.modifiers.contains("override") || !declaration.attributes.isEmpty {
                kept = "it is \(declaration.access >= .public ? "public" : "marked \((declaration.attributes.map { "@" + $0 } + declaration.modifiers).joined(separator: " "))")"
            } else if model.declarations.contains(where: { $0.name == builder.name && $0.parent >= 0 && model.declarations[Int($0.parent)].kind == .protocol }) {
                kept = "a protocol of the project declares `\(builder.name)`"
            } else if let use = Self.otherUse(of: builder.name, labels: declaration.kind == .function ? declaration.labels : nil,
                                              in: declaration.access <= .fileprivate ? [file] : context.files, besides: sites, in: file) {
                kept = "it is also used at \(use)"
            }
            if let kept {
                notes[tree.startOffset(of: builder.alert)] = " (kept: \(kept))"
                continue
            }
            // An extension that held nothing else (no conformance either) goes with it.
            var range = Rewriting.deletion(of: builder.declaration, in: tree, .declaration)
            if let block = builder.declaration.parent, block.kind == .memberBlock, block.childNodes.count == 1, let owner = block.parent,
               owner.kind == .extensionDecl, owner.child(.inheritanceClause) == nil, owner.child(.genericWhereClause) == nil,
               !Rewriting.containsComment(tree, tree.startOffset(of: owner), range.lowerBound),
               !Rewriting.containsComment(tree, range.upperBound, tree.endOffset(of: owner)) {
                range = Rewriting.deletion(of: owner, in: tree, .declaration)
            }
            // Part of the (first) rewrite that moved its Alert: applied with it or not at all.
            var removal = Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: rewrite)
            removal.reads = tree.startOffset(of: builder.declaration)..<tree.endOffset(of: builder.declaration)
            edits.append(removal)
        }
        return (edits, notes)
    }

    /// A use of `name` (as a name, or a member of anything) outside `sites` of `file`, as
    /// `path:line`. A call whose argument labels are not the method's (`labels`), such as
    /// the `.alert(isPresented:)` modifier for a method `alert()`, is not one.
    static func otherUse(of name: String, labels: [String?]?, in files: [SourceFile], besides sites: [Range<Int>], in file: SourceFile) -> String? {
        for other in files {
            let tree = other.tree
            for node in tree.nodes(ofKind: [.declReferenceExpr, .memberAccessExpr]) {
                let token = node.kind == .declReferenceExpr ? node.firstChildToken : MemberAccessView(node)?.name
                guard let token, DeclarationCollector.unescaped(tree.text(of: token)) == name else { continue }
                if let labels, let parent = node.parent, let call = FunctionCallView(parent), call.calledExpression == node,
                   call.trailingClosure != nil || call.arguments.map({ $0.label.map { tree.text(of: $0) } }) != labels { continue }
                let offset = tree.startOffset(of: node)
                if other.path == file.path, sites.contains(where: { $0.contains(offset) }) { continue }
                return "\(other.path):\(tree.location(of: offset).line)"
            }
        }
        return nil
    }
}
