import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reads a `PreviewProvider` struct into the `#Preview` macros that replace it, or says why
/// it cannot be replaced.
enum PreviewProviderShape {
    /// Why a provider is left as it is.
    struct Problem: Error {
        var message: String
        var reason: String
    }

    /// One preview: its expression, the byte ranges of the preview modifiers taken out of
    /// it, and the macro's arguments.
    struct Preview {
        var expression: Node
        /// `let`/`var` statements before the view (`let item = Item.sample`), kept as written.
        var prelude: [Node] = []
        var removed: [Range<Int>] = []
        var name: String?
        var trait: String?
        /// `.previewLayout(.device)` was taken out (the default layout: nothing to write).
        var droppedDevice = false
    }

    /// The text of the `#Preview` macros that replace `provider`.
    /// `#Preview(_:traits:_:body:)` and the layout traits (DeveloperToolsSupport `PreviewTrait`).
    static let traitsMinimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10, visionOS: 1)

    static func read(_ provider: Node, name: String, file: SourceFile, context: PassContext, unit: String) -> Result<String, Problem> {
        let tree = file.tree
        let found: Found
        switch previewExpressions(provider, name: name, tree) {
        case .failure(let problem): return .failure(problem)
        case .success(let result): found = result
        }
        var previews: [Preview] = []
        for expression in found.expressions {
            switch preview(expression, prelude: found.prelude, tree) {
            case .failure(let problem): return .failure(problem)
            case .success(let preview): previews.append(preview)
            }
        }
        for preview in previews {
            for node in preview.prelude + [preview.expression] {
                if let helper = previewHelper(in: node, file: file, context: context) {
                    return .failure(Problem(message: "the preview calls \(helper), which sets preview modifiers that a #Preview would ignore; rewrite by hand or keep the provider", reason: "preview-helper"))
                }
            }
        }
        // Comments anywhere in the provider but inside the previews would be lost; `//` lines
        // that open a single preview's body go with it.
        var from = Int(tree.tokens[provider.firstToken].textStart)
        var leading: [String] = []
        if previews.count == 1, let (brace, lines) = Self.leadingCommentLines(previews[0], tree) {
            if !Rewriting.containsComment(tree, from, brace) {
                leading = lines
                from = tree.startOffset(of: previews[0].prelude.first ?? previews[0].expression)
            }
        }
        for preview in previews {
            if Rewriting.containsComment(tree, from, tree.startOffset(of: preview.prelude.first ?? preview.expression)) {
                return .failure(Problem(message: "a comment inside the provider, outside its previews, would be lost; move it and rewrite by hand", reason: "comment"))
            }
            for range in preview.removed where Rewriting.containsComment(tree, range.lowerBound, range.upperBound) {
                return .failure(Problem(message: "a comment among the preview modifiers would be lost; rewrite by hand", reason: "comment"))
            }
            from = tree.endOffset(of: preview.expression)
        }
        if Rewriting.containsComment(tree, from, tree.endOffset(of: provider)) {
            return .failure(Problem(message: "a comment inside the provider, outside its previews, would be lost; move it and rewrite by hand", reason: "comment"))
        }
        let target = context.target(of: file.path)
        if previews.contains(where: { $0.trait != nil }) && !traitsMinimumOS.isSatisfied(by: target) {
            let minimum = traitsMinimumOS
            let below = minimum.platformsBelow(in: target).map { "\($0.0.rawValue) \($0.need)" }
            let unknown = minimum.platformsUnknown(in: target).map { "\($0.0.rawValue) \($0.need)" }
            let why = below.isEmpty ? "the deployment target of \(unknown.joined(separator: ", ")) is unknown (give it with --min-*)" : "the deployment target is lower"
            return .failure(Problem(message: "its layout would be a #Preview trait, which needs \((below + unknown).joined(separator: ", ")) (\(why))", reason: "target-too-low"))
        }
        let indent = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[provider.firstToken].textStart))
        var macros: [String] = []
        for preview in previews {
            guard let body = text(of: preview, tree: tree, indent: indent + unit, unit: unit) else {
                return .failure(Problem(message: "the preview's lines are not indented under its first line, so it cannot be moved cleanly; rewrite by hand", reason: "layout"))
            }
            let arguments = [preview.name, preview.trait.map { "traits: \($0)" }].compactMap { $0 }
            let head = arguments.isEmpty ? "#Preview" : "#Preview(\(arguments.joined(separator: ", ")))"
            let attributes = found.availability.map { "\($0)\n\(indent)" }.joined()
            let comments = leading.map { "\($0)\n\(indent)\(unit)" }.joined()
            macros.append("\(attributes)\(head) {\n\(indent)\(unit)\(comments)\(body)\n\(indent)}")
        }
        return .success(macros.joined(separator: "\n\n\(indent)"))
    }

    /// The `//` lines between the `{` of a preview's body and its first statement, trimmed,
    /// with the offset after that `{`; nil when there are none or other text is there.
    static func leadingCommentLines(_ preview: Preview, _ tree: SyntaxTree) -> (brace: Int, lines: [String])? {
        let first = preview.prelude.first ?? preview.expression
        guard let block = first.ancestors.first(where: { [.codeBlock, .accessorBlock].contains($0.kind) }),
              tree.tokens[block.firstToken].kind == .leftBrace else { return nil }
        let brace = Int(tree.tokens[block.firstToken].textEnd)
        let start = tree.startOffset(of: first)
        guard brace < start, Rewriting.containsComment(tree, brace, start) else { return nil }
        let lines = String(decoding: tree.bytes[brace..<start], as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !lines.isEmpty, lines.allSatisfy({ $0.hasPrefix("//") }) else { return nil }
        return (brace, lines)
    }

    /// Modifiers that only PreviewProvider previews read.
    static let previewModifiers: Set<String> = ["previewDevice", "previewDisplayName", "previewLayout", "previewInterfaceOrientation", "previewContext"]

    /// A project function or type the preview calls whose own code sets a preview modifier
    /// (`Card().onAllDevices()`, `Wrapper { Card() }`), described with its place; nil when
    /// there is none.
    static func previewHelper(in expression: Node, file: SourceFile, context: PassContext) -> String? {
        var visited: Set<Int32> = []
        for id in calledDeclarations(in: expression, file: file, context: context)
        where setsPreviewModifiers(id, context: context, depth: 0, visited: &visited) {
            return context.model.describe([id])
        }
        return nil
    }

    /// The project functions and types the calls in `node` may mean.
    static func calledDeclarations(in node: Node, file: SourceFile, context: PassContext) -> [Int32] {
        let model = context.model
        var found: [Int32] = []
        node.walk { inner in
            guard inner.kind == .functionCallExpr else { return true }
            var ids = model.candidates(forCall: inner, in: file)
            if ids.isEmpty, let callee = FunctionCallView(inner)?.calledExpression, callee.kind == .declReferenceExpr,
               let type = model.resolveNominal(file.tree.text(of: callee), in: file, at: inner) {
                ids = [type]
            }
            found += ids
            return true
        }
        return found
    }

    /// Whether a project declaration sets a preview modifier, itself or through the
    /// project functions and types it calls (`previewGroup` calling `deviceForPreview`,
    /// which sets `.previewDevice`), a few calls deep.
    static func setsPreviewModifiers(_ id: Int32, context: PassContext, depth: Int, visited: inout Set<Int32>) -> Bool {
        guard depth < 4, visited.insert(id).inserted else { return false }
        let declaration = context.model.declaration(id)
        let source = context.model.files[declaration.file]
        var sets = false
        declaration.node.walk { inner in
            if inner.kind == .memberAccessExpr, let name = MemberAccessView(inner)?.name,
               previewModifiers.contains(source.tree.text(of: name)) { sets = true }
            return !sets
        }
        if sets { return true }
        return calledDeclarations(in: declaration.node, file: source, context: context).contains {
            setsPreviewModifiers($0, context: context, depth: depth + 1, visited: &visited)
        }
    }

    /// What `previews` holds: its view expressions, and the `let`/`var` statements before a
    /// single one.
    struct Found {
        var expressions: [Node]
        var prelude: [Node] = []
        /// The provider's `@available` attributes, which each `#Preview` carries (SE-0397).
        var availability: [String] = []
    }

    /// The preview expressions of a provider: the statements of `previews`, or the children
    /// of a `Group` that is its one statement; `let` statements before a single view stay
    /// with it.
    static func previewExpressions(_ provider: Node, name: String, _ tree: SyntaxTree) -> Result<Found, Problem> {
        guard provider.kind == .structDecl, let declaration = DeclarationView(provider) else {
            return .failure(Problem(message: "the conformance is not on a struct of its own; rewrite by hand", reason: "shape"))
        }
        if !provider.ancestors.allSatisfy({ [.sourceFile, .ifConfigDecl, .ifConfigClause].contains($0.kind) }) {
            return .failure(Problem(message: "the provider is declared inside another declaration, and #Preview belongs at file scope; move it out and rewrite by hand", reason: "nested"))
        }
        let availability = declaration.attributes.map { tree.text(of: $0) }
        if !availability.allSatisfy({ $0.hasPrefix("@available(") && !$0.contains("\n") }) {
            var shown = declaration.attributes.map { tree.collapsedText(of: $0) }.joined(separator: " ")
            if shown.count > 60 { shown = "\(declaration.attributes.count) attributes (\(tree.collapsedText(of: declaration.attributes[0])) …)" }
            return .failure(Problem(message: "the provider carries \(shown), which a #Preview cannot take as written; rewrite by hand", reason: "attributes"))
        }
        if declaration.inheritedTypes.count != 1 || provider.child(.genericParameterClause) != nil || provider.child(.genericWhereClause) != nil {
            return .failure(Problem(message: "the provider has other conformances or generic parameters; rewrite by hand", reason: "shape"))
        }
        let members = declaration.members
        let isPreviews = { (member: Node) -> Bool in
            member.kind == .variableDecl && DeclarationView(member)!.modifiers.contains { tree.collapsedText(of: $0) == "static" }
                && member.child(.patternBinding)?.childNodes.first.map { tree.collapsedText(of: $0) } == "previews"
        }
        let others = members.filter { !isPreviews($0) }
        if !others.isEmpty || members.count != 1 {
            let names = others.compactMap { member -> String? in
                if let token = DeclarationView(member)?.name { return tree.text(of: token) }
                return member.child(.patternBinding)?.childNodes.first.map { tree.collapsedText(of: $0) }
            }
            let list = names.isEmpty ? "other members"
                : names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            // Said only of a nested view holding `@State` (a ButtonStyle or a class is no wrapper).
            let wrapper = others.contains { $0.kind == .structDecl && tree.collapsedText(of: $0).contains("@State") }
                ? " (a @State wrapper view stays: this pass does not write @Previewable)" : ""
            return .failure(Problem(message: "the provider also declares \(list), which a #Preview cannot see\(wrapper); move them out and rewrite by hand", reason: "other-members"))
        }
        if let nameToken = declaration.name {
            for (index, token) in tree.tokens.enumerated() where index != nameToken && token.kind == tree.tokens[nameToken].kind
                && tree.text(of: index) == name {
                return .failure(Problem(message: "\(name) is named elsewhere in the file (line \(tree.location(of: Int(token.textStart)).line)), and it goes away; rewrite by hand", reason: "referenced"))
            }
        }
        // `@ViewBuilder` (as PreviewProvider declares it) changes nothing: the views are the
        // previews; nor does `@MainActor`: a #Preview's body runs on the main actor.
        let attributes = DeclarationView(members[0])!.attributes.map { tree.collapsedText(of: $0) }
        guard members[0].child(.modifierList).map({ $0.children(.declModifier).count == 1 }) ?? false,
              attributes.allSatisfy({ ["@ViewBuilder", "@SwiftUI.ViewBuilder", "@MainActor"].contains($0) }),
              let binding = members[0].child(.patternBinding), let block = binding.child(.accessorBlock) else {
            return .failure(Problem(message: "previews is not a computed `static var previews: some View { ... }`; rewrite by hand", reason: "shape"))
        }
        var statements = block.childNodes
        if statements.count == 1, statements[0].kind == .accessorDecl {
            let accessor = statements[0]
            guard tree.text(of: accessor.firstToken) == "get", let body = accessor.child(.codeBlock) else {
                return .failure(Problem(message: "previews is not a computed `static var previews: some View { ... }`; rewrite by hand", reason: "shape"))
            }
            statements = body.childNodes
        }
        // `let item = Item.sample` before the one view: a #Preview body takes them as written;
        // so are assignments (`model.isSignedIn = false`) before a `return` of it, which keeps
        // the body out of the view builder.
        var prelude: [Node] = []
        let returns = statements.last.map { $0.kind == .returnStmt || $0.firstChildNode?.kind == .returnStmt } ?? false
        if statements.count > 1, let last = statements.last, ViewStatements.expression(of: last) != nil,
           statements.dropLast().allSatisfy({ $0.kind == .variableDecl || (returns && Self.isAssignment($0)) }) {
            prelude = Array(statements.dropLast())
            statements = [last]
        }
        var expressions = statements.map(ViewStatements.expression(of:))
        if expressions.count == 1, let only = expressions[0], let children = groupChildren(only, tree) {
            if !prelude.isEmpty {
                return .failure(Problem(message: "previews declares values for a Group of previews, which separate #Previews cannot share; write them by hand", reason: "statements"))
            }
            switch children {
            case .failure(let problem): return .failure(problem)
            case .success(let list): expressions = list.map(ViewStatements.expression(of:))
            }
        }
        if expressions.isEmpty || expressions.contains(where: { $0 == nil }) {
            let kinds = Set(statements.filter { ViewStatements.expression(of: $0) == nil }.map { $0.kind })
            let what = kinds.contains(.ifConfigDecl) ? "an #if" : "statements other than view expressions (if, switch, ForEach over devices or schemes)"
            return .failure(Problem(message: "previews holds \(what); write one #Preview per case by hand", reason: "statements"))
        }
        if let forEach = expressions.compactMap({ $0 }).first(where: { Rewriting.chainRoot($0).map { tree.text(of: $0) } == "ForEach" }) {
            _ = forEach
            return .failure(Problem(message: "a ForEach of previews (over devices, schemes or sizes) is one #Preview per element, which the tool does not write; write them by hand", reason: "statements"))
        }
        return .success(Found(expressions: expressions.compactMap { $0 }, prelude: prelude, availability: availability))
    }

    /// The statements of `Group { ... }` when `expression` is such a call; nil when it is not
    /// a Group at all.
    static func groupChildren(_ expression: Node, _ tree: SyntaxTree) -> Result<[Node], Problem>? {
        guard let root = Rewriting.chainRoot(expression), tree.text(of: root) == "Group" else { return nil }
        guard expression.kind == .functionCallExpr, expression.firstChildNode == root, let call = FunctionCallView(expression),
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure else {
            return .failure(Problem(message: "the Group of previews has modifiers of its own, which would apply to every preview; rewrite by hand", reason: "group-modifiers"))
        }
        return .success(closure.childNodes.filter { $0.kind != .closureSignature })
    }
}

extension PreviewProviderShape {
    /// The preview modifiers at the end of `expression` taken out: the name, the layout
    /// trait, and the range they cover; a failure for a preview the tool cannot convert.
    static func preview(_ expression: Node, prelude: [Node], _ tree: SyntaxTree) -> Result<Preview, Problem> {
        var preview = Preview(expression: expression, prelude: prelude)
        var current = expression
        while current.kind == .functionCallExpr, let callee = current.firstChildNode,
              callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let base = member.base,
              let nameToken = member.name, ["previewDisplayName", "previewLayout"].contains(tree.text(of: nameToken)) {
            if let problem = take(current, into: &preview, tree) { return .failure(problem) }
            current = base
        }
        preview.expression = current
        if current != expression { preview.removed = [tree.endOffset(of: current)..<tree.endOffset(of: expression)] }
        // The same modifiers further up the chain (`.previewDisplayName("Dark").environment(...)`):
        // preview metadata, wherever in the chain it is written, taken out the same way.
        var taken: Set<Int> = []
        var link = current
        while link.kind == .functionCallExpr, let callee = link.firstChildNode, let member = MemberAccessView(callee), let base = member.base {
            if let token = member.name, ["previewDisplayName", "previewLayout"].contains(tree.text(of: token)) {
                if let problem = take(link, into: &preview, tree) { return .failure(problem) }
                preview.removed.append(tree.endOffset(of: base)..<tree.endOffset(of: link))
                taken.insert(tree.startOffset(of: callee))
            }
            link = base
        }
        var problem: Problem?
        for node in prelude where problem == nil {
            node.walk { inner in
                if inner.kind == .declReferenceExpr, ["Self", "self"].contains(tree.text(of: inner)) {
                    problem = Problem(message: "the preview reads the provider through \(tree.text(of: inner)), which a #Preview does not have; rewrite by hand", reason: "self-reference")
                }
                return problem == nil
            }
        }
        current.walk { node in
            guard problem == nil else { return false }
            if node.kind == .memberAccessExpr, let member = MemberAccessView(node), let token = member.name, !taken.contains(tree.startOffset(of: node)) {
                let name = tree.text(of: token)
                if ["previewDisplayName", "previewLayout"].contains(name) {
                    problem = Problem(message: ".\(name) is on a view inside the preview, not on the preview itself, so #Preview cannot take it as an argument; rewrite by hand", reason: "preview-modifier")
                } else if ["previewInterfaceOrientation", "previewContext"].contains(name) {
                    problem = Problem(message: ".\(name) has no #Preview equivalent the tool writes (an orientation trait, a widget preview); rewrite by hand", reason: "preview-modifier")
                } else if name == "previewDevice" {
                    problem = Problem(message: ".previewDevice is documented for PreviewProvider only (a #Preview's device is chosen in the canvas); rewrite by hand or keep the provider", reason: "preview-device")
                }
            }
            if node.kind == .declReferenceExpr, ["Self", "self"].contains(tree.text(of: node)) {
                problem = Problem(message: "the preview reads the provider through \(tree.text(of: node)), which a #Preview does not have; rewrite by hand", reason: "self-reference")
            }
            return problem == nil
        }
        if let problem { return .failure(problem) }
        return .success(preview)
    }

    /// The step between the provider's line and its first member's, when the member starts a
    /// line indented further with the same prefix (the unit the provider's author used).
    static func memberIndentationStep(_ provider: Node, _ tree: SyntaxTree) -> String? {
        guard let first = DeclarationView(provider)?.members.first else { return nil }
        let start = tree.startOffset(of: first)
        guard ViewStatements.startsLine(start, tree) else { return nil }
        let outer = Rewriting.lineIndentation(tree.bytes, at: Int(tree.tokens[provider.firstToken].textStart))
        let inner = Rewriting.lineIndentation(tree.bytes, at: start)
        guard inner.count > outer.count, inner.hasPrefix(outer) else { return nil }
        return String(inner.dropFirst(outer.count))
    }

    /// The text of a string literal without interpolation (`"Dark"`), quotes included.
    static func plainStringLiteral(_ node: Node, _ tree: SyntaxTree) -> String? {
        guard node.kind == .stringLiteralExpr else { return nil }
        let text = tree.collapsedText(of: node)
        guard text.hasPrefix("\""), !text.hasPrefix("\"\"\""), !text.contains("\\("), !text.contains("\n") else { return nil }
        return text
    }

    /// The trait a layout becomes: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, or
    /// "" for `.device` (the default, dropped); nil for any other value.
    static func layoutTrait(_ value: Node, _ tree: SyntaxTree) -> String? {
        let text = tree.collapsedText(of: value)
        if text == ".sizeThatFits" || text == "PreviewLayout.sizeThatFits" { return ".sizeThatFitsLayout" }
        if text == ".device" || text == "PreviewLayout.device" { return "" }
        guard value.kind == .functionCallExpr, let callee = value.firstChildNode, tree.collapsedText(of: callee) == ".fixed",
              let call = FunctionCallView(value), call.trailingClosure == nil else { return nil }
        let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } }
        guard labels == ["width", "height"], !text.contains("\n") else { return nil }
        let start = tree.endOffset(of: callee)
        return ".fixedLayout" + String(decoding: tree.bytes[start..<tree.endOffset(of: value)], as: UTF8.self)
    }

    /// Takes a `.previewDisplayName(...)` or `.previewLayout(...)` call into the preview's
    /// name or trait; the problem when it cannot be.
    static func take(_ call: Node, into preview: inout Preview, _ tree: SyntaxTree) -> Problem? {
        guard let view = FunctionCallView(call), let member = view.calledExpression.flatMap(MemberAccessView.init),
              let nameToken = member.name else { return nil }
        let name = tree.text(of: nameToken)
        let arguments = view.arguments
        guard view.trailingClosure == nil, arguments.count == 1, arguments[0].label == nil, let value = arguments[0].expression else {
            return Problem(message: ".\(name) is not called with one plain argument; rewrite by hand", reason: "preview-modifier")
        }
        if name == "previewDisplayName" {
            guard preview.name == nil, let literal = plainStringLiteral(value, tree) else {
                return Problem(message: "the display name is not one plain string literal, which #Preview takes as its name; rewrite by hand", reason: "display-name")
            }
            preview.name = literal
        } else {
            guard preview.trait == nil, let trait = layoutTrait(value, tree) else {
                return Problem(message: ".previewLayout(\(Rewriting.short(value, tree))) has no #Preview trait the tool writes (.sizeThatFits, .fixed(width:height:), .device); rewrite by hand", reason: "layout-value")
            }
            preview.trait = trait.isEmpty ? nil : trait
            if trait.isEmpty { preview.droppedDevice = true }
        }
        return nil
    }

    /// The preview's view, re-indented to `indent`; nil when its lines are not indented
    /// under its first line.
    static func text(of preview: Preview, tree: SyntaxTree, indent: String, unit: String) -> String? {
        let start = tree.startOffset(of: preview.prelude.first ?? preview.expression)
        let end = tree.endOffset(of: preview.expression)
        // Without the preview modifiers taken from inside the chain.
        var bytes: [UInt8] = []
        var cursor = start
        for range in preview.removed.filter({ $0.lowerBound >= start && $0.upperBound <= end }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            bytes += tree.bytes[cursor..<range.lowerBound]
            cursor = range.upperBound
        }
        bytes += tree.bytes[cursor..<end]
        let body = String(decoding: bytes, as: UTF8.self)
        guard body.contains("\n") || body.contains("\r") else { return body }
        guard ViewStatements.startsLine(start, tree) else { return nil }
        let base = Rewriting.lineIndentation(tree.bytes, at: start)
        guard let moved = Rewriting.reindent(body, from: base, to: indent, requireBase: true) else { return nil }
        // A tab-indented preview in a file indented with spaces: the tabs past the base become
        // the file's unit, so no line mixes the two (`    \t.padding()`).
        // (Not inside a multi-line string, whose lines are its value.)
        guard base.allSatisfy({ $0 == "\t" }), !base.isEmpty, !unit.contains("\t"), indent.allSatisfy({ $0 == " " }),
              !body.contains("\"\"\"") else { return moved }
        return moved.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasPrefix(indent) else { return String(line) }
            let rest = line.dropFirst(indent.count)
            let tabs = rest.prefix { $0 == "\t" }.count
            return indent + String(repeating: unit, count: tabs) + rest.dropFirst(tabs)
        }.joined(separator: "\n")
    }

    /// An assignment statement (`model.isSignedIn = false`).
    static func isAssignment(_ statement: Node) -> Bool {
        let expression = statement.kind == .expressionStmt ? (statement.firstChildNode ?? statement) : statement
        return expression.kind == .sequenceExpr && expression.childNodes.contains { $0.kind == .assignmentExpr }
    }
}
