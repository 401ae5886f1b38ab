import SwiftCST

/// Reduces a module's declarations (a `.swiftinterface`, the interface
/// `swift-synthesize-interface` prints, or the SwiftUI stub's sources) to the digest the type
/// layer reads (`SDKDigest`): the selected types, their extensions and the selected global
/// declarations, public members only, without bodies, comments, stored-property initial
/// values, module qualifiers and the attributes types do not need. `#if` blocks keep their
/// first clause (interfaces put the newest compiler's declarations there). Declarations
/// Swift marks unavailable (on iOS or everywhere) are left out.
///
/// Used by `.ci/generate-sdk-digest` (through `swiftui-migrate types digest`) and by the
/// test that checks the bundled digest still matches the stub.
package enum SDKDigestBuilder {
    /// Module names dropped from qualified names (`Swift.Int` → `Int`).
    package static let moduleNames: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "Dispatch", "Observation", "Glibc", "SwiftUI", "Combine", "UIKit", "CoreData", "Charts", "UniformTypeIdentifiers",
        "CoreGraphics", "CoreFoundation", "SwiftShims",
    ]

    /// Attributes kept: what changes a declaration's type or how members are found.
    static let keptAttributes: Set<String> = [
        "dynamicMemberLookup", "propertyWrapper", "resultBuilder", "_disfavoredOverload", "escaping", "autoclosure",
        "ViewBuilder", "SceneBuilder", "ToolbarContentBuilder", "CommandsBuilder", "ChartContentBuilder", "TableRowBuilder",
        "TableColumnBuilder", "AccessibilityRotorContentBuilder", "TabContentBuilder", "_ViewBuilder",
    ]

    /// Modifiers kept: the ones that say how a member is used.
    static let keptModifiers: Set<String> = [
        "static", "class", "mutating", "nonmutating", "convenience", "required", "indirect", "prefix", "postfix", "infix",
        "optional", "lazy", "weak", "unowned",
    ]

    /// What to keep of one module: `names` (types, protocols, typealiases, global functions
    /// and variables, operators) or, with `everything`, every public declaration.
    package struct Selection: Sendable {
        package var names: Set<String>
        package var everything: Bool
        package init(names: Set<String>, everything: Bool = false) {
            self.names = names
            self.everything = everything
        }
    }

    /// The reduced declarations of one source text.
    /// `modules`: the names whose qualifiers go (`SwiftUI.Color` → `Color`).
    package static func reduce(_ source: String, selection: Selection, modules: Set<String> = moduleNames) -> String {
        let tree = SyntaxTree.parse(source)
        var writer = Writer(tree: tree, selection: selection, modules: modules)
        writer.topLevel(tree.root)
        return String(decoding: writer.output, as: UTF8.self)
    }

    struct Writer {
        let tree: SyntaxTree
        let selection: Selection
        let modules: Set<String>
        var output: [UInt8] = []
        var lastToken = -2
        var pendingNewline = false
        /// Members written into the declaration being written.
        var keptMembers = 0

        init(tree: SyntaxTree, selection: Selection, modules: Set<String>) {
            self.modules = modules
            self.tree = tree
            self.selection = selection
        }

        // MARK: Choosing

        mutating func topLevel(_ node: Node) {
            for child in node.childNodes {
                var item = child
                if item.kind == .expressionStmt, let inner = item.firstChildNode { item = inner }
                if item.kind == .ifConfigDecl {
                    if let clause = item.child(.ifConfigClause) { topLevel(clause) }
                    continue
                }
                guard DeclarationView(item) != nil, selected(item), keeps(item, inProtocol: false, inPublicExtension: false, topLevel: true) else { continue }
                declaration(item, inProtocol: false)
            }
        }

        /// Whether a top-level declaration is one the selection names.
        func selected(_ node: Node) -> Bool {
            if node.kind == .importDecl { return false }
            if node.kind == .precedenceGroupDecl || node.kind == .operatorDecl { return true }
            if selection.everything { return true }
            guard let view = DeclarationView(node) else { return false }
            switch node.kind {
            case .extensionDecl:
                guard let extended = view.extendedType else { return false }
                return selection.names.contains(firstComponent(of: extended))
            case .variableDecl:
                return node.children(.patternBinding).contains { binding in
                    binding.firstChildNode.map { selection.names.contains(tree.text(of: $0)) } ?? false
                }
            case .functionDecl:
                guard let name = view.name else { return false }
                return selection.names.contains(tree.text(of: name))
            default:
                guard let name = view.name else { return false }
                return selection.names.contains(DeclarationCollector.unescaped(tree.text(of: name)))
            }
        }

        /// `Swift.Collection.Index` → `Collection`; `Array` → `Array`.
        func firstComponent(of type: Node) -> String {
            var components: [String] = []
            var current: Node? = type
            while let node = current {
                switch node.kind {
                case .memberType:
                    if let name = node.lastChildToken { components.insert(tree.text(of: name), at: 0) }
                    current = node.firstChildNode
                case .identifierType:
                    if let name = node.firstChildToken { components.insert(tree.text(of: name), at: 0) }
                    current = nil
                default:
                    current = nil
                }
            }
            if components.count > 1, modules.contains(components[0]) { components.removeFirst() }
            return components.first ?? ""
        }

        /// Whether a declaration stays: public (members of protocols and of public
        /// extensions, and enum cases, need no modifier), not underscored, not unavailable.
        func keeps(_ node: Node, inProtocol: Bool, inPublicExtension: Bool, topLevel: Bool) -> Bool {
            guard let view = DeclarationView(node) else { return false }
            if node.kind == .precedenceGroupDecl || node.kind == .operatorDecl { return topLevel }
            // The standard library's builtin types are the compiler's, no one else's.

            if node.kind == .importDecl || node.kind == .deinitializerDecl || node.kind == .macroExpansionDecl { return false }
            // A typealias without a type (an imported C struct the synthesiser could not print).
            if node.kind == .typeAliasDecl && node.child(.typeInitializerClause) == nil { return false }
            // An interface's name for an opaque result (`typealias Body = @_opaqueReturnTypeOf(...)`):
            // the declaration it names says `some View` itself.
            if node.kind == .typeAliasDecl, let value = node.child(.typeInitializerClause), tree.collapsedText(of: value).contains("@_opaqueReturnTypeOf") { return false }
            let modifiers = view.modifiers.compactMap { $0.firstChildToken.map { tree.text(of: $0) } }
            // A name the selection lists stays whatever its access (`_ArrayProtocol`, the
            // standard library's internal protocol that gives arrays `filter -> [T]`).
            if topLevel, let name = view.name, selection.names.contains(tree.text(of: name)) { return true }
            let isPublic = modifiers.contains("public") || modifiers.contains("open")
            if !(isPublic || inProtocol || inPublicExtension || node.kind == .enumCaseDecl || node.kind == .extensionDecl) { return false }
            for attribute in view.attributes {
                let tokens = attribute.childTokens
                guard tokens.count > 1 else { continue }
                let name = tree.text(of: tokens[1])
                if name == "usableFromInline" || name == "_spi" { return false }
                if name == "available", let arguments = attribute.child(.attributeArguments) {
                    let text = tree.collapsedText(of: arguments)
                    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "*" && $0 != "_" }).map(String.init)
                    if words.contains("unavailable") && (words.first == "*" || words.first == "iOS" || words.first == "swift") { return false }
                    if words.first == "swift", words.contains("obsoleted") { return false }
                }
            }
            // Underscored names are the implementation's (the stub's `_ConditionalContent` is
            // kept: it is selected by `everything`).
            if let name = view.name, tree.text(of: name).hasPrefix("_"), !selection.everything, !selection.names.contains(tree.text(of: name)) { return false }
            if node.kind == .variableDecl {
                let names = node.children(.patternBinding).compactMap { $0.firstChildNode.map { tree.text(of: $0) } }
                if names.allSatisfy({ $0.hasPrefix("_") }) && !selection.everything { return false }
            }
            if node.kind == .enumCaseDecl {
                let names = node.children(.enumCaseElement).compactMap { $0.firstChildToken.map { tree.text(of: $0) } }
                if names.allSatisfy({ $0.hasPrefix("_") }) && !selection.everything { return false }
            }
            return true
        }

        // MARK: Writing

        mutating func declaration(_ node: Node, inProtocol: Bool) {
            let mark = output.count
            let markToken = lastToken
            let markNewline = pendingNewline
            let keptBefore = keptMembers
            keptMembers = 0
            pendingNewline = true
            let isProtocol = node.kind == .protocolDecl
            var inheritsSomething = false
            var publicExtension = false
            if node.kind == .extensionDecl, let view = DeclarationView(node) {
                publicExtension = view.modifiers.contains { $0.firstChildToken.map { tree.text(of: $0) } == "public" }
            }
            for child in node.children {
                switch child {
                case .token(let token):
                    emit(token)
                case .node(let part):
                    switch part.kind {
                    case .attributeList:
                        for attribute in part.children(.attribute) {
                            let words = attribute.childTokens
                            let name = attributeNameIndex(words)
                            if words.count > name, SDKDigestBuilder.keptAttributes.contains(tree.text(of: words[name])) { tokens(of: attribute) }
                            // The old spelling, in SDKs before iOS 17 (`@_functionBuilder struct ViewBuilder`).
                            if words.count > name, tree.text(of: words[name]) == "_functionBuilder" { raw("@resultBuilder") }
                            // The iOS version a declaration needs, where it is later than
                            // SwiftUI's first: overloads the deployment target rules out rank
                            // last, as the compiler ranks them.
                            if words.count > 1, tree.text(of: words[1]) == "available",
                               let version = TypeAvailability.iOSIntroduced(attribute, tree), version > Version(13) {
                                raw("@available(iOS \(version), *)")
                            }
                        }
                    case .modifierList:
                        for modifier in part.children(.declModifier) {
                            if let first = modifier.firstChildToken, SDKDigestBuilder.keptModifiers.contains(tree.text(of: first)) { tokens(of: modifier) }
                        }
                    case .codeBlock:
                        break
                    case .memberBlock:
                        members(part, inProtocol: isProtocol, inPublicExtension: publicExtension)
                    case .inheritanceClause:
                        // The implementation's underscored protocols go, except in the stub,
                        // whose `_PrimitiveView` makes its views views.
                        let kept = part.children(.inheritedType).filter { inherited in
                            guard let name = inherited.firstChildNode.map(firstComponent) else { return true }
                            return selection.everything || !name.hasPrefix("_") || selection.names.contains(name)
                        }
                        for (i, inherited) in kept.enumerated() {
                            append(i == 0 ? " :" : ",")
                            if let type = inherited.firstChildNode { tokens(of: type) }
                        }
                        inheritsSomething = !kept.isEmpty
                    case .patternBinding:
                        binding(part)
                    case .accessorBlock:
                        accessors(part)
                    default:
                        tokens(of: part)
                    }
                }
            }
            // A member whose signature names the standard library's builtin types (the
            // compiler's own) goes.
            if ![.structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl].contains(node.kind),
               output.count > mark, String(decoding: output[mark...], as: UTF8.self).contains("Builtin.") {
                output.removeLast(output.count - mark)
                lastToken = markToken
                pendingNewline = markNewline
                keptMembers = keptBefore
                return
            }
            if node.kind == .extensionDecl && keptMembers == 0 && !inheritsSomething {
                // Nothing of it stayed: leave the extension out.
                output.removeLast(output.count - mark)
                lastToken = markToken
                pendingNewline = markNewline
            }
            keptMembers = keptBefore + 1
        }

        mutating func members(_ block: Node, inProtocol: Bool, inPublicExtension: Bool) {
            for child in block.children {
                switch child {
                case .token(let token):
                    if tree.tokens[token].kind == .rightBrace { pendingNewline = true }
                    emit(token)
                case .node(let member):
                    memberItems(member, inProtocol: inProtocol, inPublicExtension: inPublicExtension)
                }
            }
        }

        mutating func memberItems(_ node: Node, inProtocol: Bool, inPublicExtension: Bool) {
            if node.kind == .ifConfigDecl {
                if let clause = node.child(.ifConfigClause) {
                    for item in clause.childNodes { memberItems(item, inProtocol: inProtocol, inPublicExtension: inPublicExtension) }
                }
                return
            }
            if node.kind == .memberBlock || node.kind == .codeBlock {
                for item in node.childNodes { memberItems(item, inProtocol: inProtocol, inPublicExtension: inPublicExtension) }
                return
            }
            guard DeclarationView(node) != nil, keeps(node, inProtocol: inProtocol, inPublicExtension: inPublicExtension, topLevel: false) else { return }
            declaration(node, inProtocol: inProtocol)
        }

            /// `x: T = value` → `x: T`; `x = T(...)` (a constructor, as the stub writes
        /// `static let red = Color(white: 0)`) → `x: T`; other values are kept.
        mutating func binding(_ binding: Node) {
            let annotated = binding.child(.typeAnnotation) != nil
            let constructed = annotated ? nil : binding.child(.initializerClause)?.firstChildNode.flatMap(constructedType)
            for child in binding.children {
                switch child {
                case .token(let token):
                    emit(token)
                case .node(let part):
                    if part.kind == .initializerClause && annotated { continue }
                    if part.kind == .initializerClause, let constructed {
                        append(":")
                        tokens(of: constructed)
                        continue
                    }
                    if part.kind == .accessorBlock { accessors(part); continue }
                    tokens(of: part)
                }
            }
        }

        /// The type a constructor call names (`Color(white: 0)`, `Font.Weight(x)`,
        /// `Set<Int>()`): the callee when every component is capitalised.
        func constructedType(_ value: Node) -> Node? {
            guard value.kind == .functionCallExpr, let callee = FunctionCallView(value)?.calledExpression else { return nil }
            func capitalised(_ node: Node) -> Bool {
                switch node.kind {
                case .declReferenceExpr: return tree.text(of: node).first?.isUppercase == true
                case .memberAccessExpr:
                    guard let base = MemberAccessView(node)?.base, let name = MemberAccessView(node)?.name else { return false }
                    return tree.text(of: name).first?.isUppercase == true && capitalised(base)
                case .genericSpecializationExpr: return node.firstChildNode.map(capitalised) ?? false
                default: return false
                }
            }
            return capitalised(callee) ? callee : nil
        }

        /// `{ get { ... } set { ... } }` → `{ get set }`; observers only (a stored
        /// property) → nothing.
        mutating func accessors(_ block: Node) {
            let kinds = block.children(.accessorDecl).compactMap { accessor -> String? in
                accessor.childTokens.first.map { tree.text(of: $0) }
            }
            if !kinds.isEmpty && kinds.allSatisfy({ $0 == "willSet" || $0 == "didSet" }) { return }
            let settable = kinds.contains { ["set", "_modify", "modify", "unsafeMutableAddress", "nonmutating"].contains($0) }
            append(settable ? " { get set }" : " { get }")
        }

        /// Whether a type declaration around `node` has that name: there a qualified
        /// `Combine.Publisher` keeps its module (`struct Publisher: Combine.Publisher`
        /// inside `Published` is not itself).
        func namesEnclosingType(_ name: String, around node: Node) -> Bool {
            var current = node.parent
            while let n = current {
                if [.structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .typeAliasDecl].contains(n.kind),
                   let token = DeclarationView(n)?.name, tree.text(of: token) == name { return true }
                current = n.parent
            }
            return false
        }

        /// A node's tokens, module qualifiers dropped (but where an enclosing type has the
        /// qualified name).
        mutating func tokens(of node: Node) {
            if node.kind == .memberType, let base = node.firstChildNode, base.kind == .identifierType,
               base.childNodes.isEmpty, let name = base.firstChildToken, modules.contains(tree.text(of: name)),
               !namesEnclosingType(node.lastChildToken.map { tree.text(of: $0) } ?? "", around: node) {
                // `Swift.Int`: the member part only.
                var skipping = true
                for child in node.children {
                    switch child {
                    case .node(let part) where part == base: continue
                    case .token(let token) where skipping && tree.tokens[token].kind == .period:
                        skipping = false
                        lastToken = -2
                        continue
                    case .token(let token): emit(token)
                    case .node(let part): tokens(of: part)
                    }
                }
                return
            }
            if node.kind == .attribute {
                // Keep the attribute whole, but a module qualifier (`@SwiftUI.ViewBuilder`).
                let words = node.childTokens
                let skipped = attributeNameIndex(words) > 1 ? Set(words[1...2]) : []
                for child in node.children {
                    switch child {
                    case .token(let token) where skipped.contains(token): lastToken = token  // no space after `@`
                    case .token(let token): emit(token)
                    case .node(let part): tokens(of: part)
                    }
                }
                return
            }
            for child in node.children {
                switch child {
                case .token(let token): emit(token)
                case .node(let part):
                    if part.kind == .codeBlock, node.kind == .closureExpr { continue }
                    tokens(of: part)
                }
            }
        }

        /// The index in an attribute's tokens of its name: 1, or 3 after a module qualifier
        /// (`@SwiftUI.ViewBuilder`).
        func attributeNameIndex(_ words: [Int]) -> Int {
            if words.count > 3, modules.contains(tree.text(of: words[1])), tree.tokens[words[2]].kind == .period { return 3 }
            return 1
        }

        mutating func emit(_ token: Int) {
            let t = tree.tokens[token]
            guard t.kind != .endOfFile, t.textStart < t.textEnd else { return }
            if pendingNewline {
                if !output.isEmpty { output.append(10) }
                pendingNewline = false
            } else if !(lastToken == token - 1 && tree.tokens[token - 1].textEnd == t.textStart) && !output.isEmpty && output.last != 10 {
                output.append(32)
            }
            output.append(contentsOf: tree.bytes[Int(t.textStart)..<Int(t.textEnd)])
            lastToken = token
        }

        /// Text of its own, spaced as a token would be.
        mutating func raw(_ text: String) {
            if pendingNewline {
                if !output.isEmpty { output.append(10) }
                pendingNewline = false
            } else if !output.isEmpty && output.last != 10 {
                output.append(32)
            }
            append(text)
        }

        mutating func append(_ text: String) {
            output.append(contentsOf: Array(text.utf8))
            lastToken = -2
        }
    }
}
