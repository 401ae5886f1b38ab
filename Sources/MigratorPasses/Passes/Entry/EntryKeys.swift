import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reading the keys and their accessors: every conforming key struct, every property of a
/// container extension with the key it subscripts, and where else a key is named.
extension EntryPlan {
    struct Key {
        var id: Int32
        var name: String
        var protocolName: String
        var declaration: Node
        var file: SourceFile
    }

    struct Accessor {
        var name: String
        var container: String
        var declaration: Node
        var modifiers: [String]
        /// The key declaration `self[K.self]` names, where the model can tell.
        var key: Int32?
        /// `K` as written.
        var keyName: String?
        /// Why the accessor is not the plain get/set shape, if it is not.
        var problem: (reason: String, message: String)?
        var type: String?
        var file: SourceFile
    }

    static let keyProtocols: Set<String> = Set(EntryPass.containers.values.map(\.key))

    static let accessModifiers: Set<String> = ["public", "internal", "fileprivate", "private", "package", "open"]

    /// Every conforming key struct in a file.
    static func keys(in file: SourceFile, context: PassContext) -> [Key] {
        let tree = file.tree
        // A key names its protocol: a file that spells none has no key.
        guard keyProtocols.contains(where: tree.mentions) else { return [] }
        let model = context.model
        return tree.nodes(ofKind: [.structDecl]).compactMap { node in
            guard let view = DeclarationView(node), let name = view.name else { return nil }
            let inherited = view.inheritedTypes.map { TypeName.lastComponent(tree.collapsedText(of: $0)) }
            guard let protocolName = inherited.first(where: { keyProtocols.contains($0) }) else { return nil }
            // The model's declaration for this node: matched by its path of enclosing types.
            let path = SemanticModel.typePath(of: node, tree)
            guard let id = model.resolveNominal(path.joined(separator: "."), in: file, at: nil),
                  model.declaration(id).node == node else { return nil }
            return Key(id: id, name: tree.text(of: name), protocolName: protocolName, declaration: node, file: file)
        }
    }

    /// Every property in an extension of a container, with the key it reads, if any.
    static func accessors(in file: SourceFile, context: PassContext) -> [Accessor] {
        let tree = file.tree
        // An accessor is in an extension that names its container.
        guard EntryPass.containers.keys.contains(where: tree.mentions) else { return [] }
        var result: [Accessor] = []
        for node in tree.nodes(ofKind: [.extensionDecl]) {
            guard let view = DeclarationView(node), let extended = view.extendedType else { continue }
            let container = TypeName.lastComponent(tree.collapsedText(of: extended))
            guard EntryPass.containers[container] != nil else { continue }
            for member in view.members where member.kind == .variableDecl {
                if var accessor = accessor(member, container: container, file: file) {
                    if let keyName = accessor.keyName { accessor.key = context.model.resolveNominal(keyName, in: file, at: member) }
                    result.append(accessor)
                }
            }
        }
        return result
    }

    /// Reads `var x: T { get { self[K.self] } set { self[K.self] = newValue } }`.
    static func accessor(_ declaration: Node, container: String, file: SourceFile) -> Accessor? {
        let tree = file.tree
        guard let view = DeclarationView(declaration) else { return nil }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              let block = bindings[0].child(.accessorBlock) else { return nil }
        // Which key does it read? Only properties that subscript `self` with a key count.
        var keyNames: [String] = []
        block.walk { node in
            if node.kind == .subscriptCallExpr, let name = keySubscript(node, tree) { keyNames.append(name) }
            return true
        }
        guard let keyName = keyNames.first else { return nil }
        let modifiers = view.modifiers.map { tree.text(of: $0) }
        var accessor = Accessor(name: tree.text(of: pattern), container: container, declaration: declaration,
                                modifiers: modifiers, key: nil, keyName: keyName,
                                type: bindings[0].child(.typeAnnotation)?.childNodes.first.map { tree.text(of: $0) }, file: file)
        let attributes = view.attributes.compactMap { $0.childTokens.dropFirst().first.map { tree.text(of: $0) } }
        if attributes.contains("available") {
            accessor.problem = ("availability", "@available on the property would be lost")
        } else if !attributes.isEmpty || !modifiers.allSatisfy({ accessModifiers.contains($0) }) {
            accessor.problem = ("unsupported-shape", "the property has attributes or modifiers @Entry cannot carry")
        } else if Set(keyNames).count > 1 {
            accessor.problem = ("accessor-extra-work", "the accessor reads more than one key")
        } else if let marked = block.children(.accessorDecl).lazy.compactMap({ accessorDecl -> String? in
                      let attributes = accessorDecl.child(.attributeList).map { tree.collapsedText(of: $0) } ?? ""
                      let modifiers = accessorDecl.children(.declModifier).map { tree.text(of: $0) }.joined(separator: " ")
                      let text = [attributes, modifiers].filter { !$0.isEmpty }.joined(separator: " ")
                      return text.isEmpty ? nil : text
                  }).first {
            // `@inlinable get`, `@usableFromInline`, `nonmutating set`: the accessor is not
            // the plain pair @Entry generates; say so rather than guess at extra work.
            accessor.problem = ("accessor-extra-work", "the accessor is marked `\(marked)`, which @Entry's generated accessors would drop")
        } else if !isPlainGetSet(block, keyName, tree) {
            accessor.problem = ("accessor-extra-work", "the accessor does more than get and set \(keyName) (validation, ??, clamping or a read-only property); @Entry would drop it")
        }
        return accessor
    }

    /// `self[K.self]` → `K`.
    static func keySubscript(_ node: Node, _ tree: SyntaxTree) -> String? {
        guard let base = node.childNodes.first, base.kind == .declReferenceExpr, tree.text(of: base) == "self",
              let arguments = node.child(.labeledExprList)?.children(.labeledExpr), arguments.count == 1,
              let value = ArgumentView(arguments[0]).expression, let member = MemberAccessView(value),
              member.name.map({ tree.text(of: $0) }) == "self", let keyType = member.base else { return nil }
        // `K`, or a qualified `Outer.K`.
        return TypeResolver.typeReference(keyType, tree)
    }

    /// Exactly `get { [return] self[K.self] }` and `set { self[K.self] = newValue }`.
    static func isPlainGetSet(_ block: Node, _ key: String, _ tree: SyntaxTree) -> Bool {
        let accessors = block.children(.accessorDecl)
        guard accessors.count == 2 else { return false }
        var sawGet = false
        var sawSet = false
        for accessor in accessors {
            guard accessor.child(.attributeList) == nil, accessor.children(.declModifier).isEmpty,
                  accessor.child(.effectSpecifiers) == nil,
                  let keyword = accessor.childTokens.first.map({ tree.text(of: $0) }),
                  let body = accessor.child(.codeBlock), body.childNodes.count == 1, let statement = body.childNodes.first else { return false }
            switch keyword {
            case "get":
                let expression = statement.kind == .returnStmt ? statement.childNodes.first : statement
                guard let expression, expression.kind == .subscriptCallExpr, keySubscript(expression, tree) == key else { return false }
                sawGet = true
            case "set":
                var parameter = "newValue"
                if let parameters = accessor.child(.accessorParameters) {
                    let names = parameters.childTokens.filter { tree.tokens[$0].kind == .identifier }
                    guard names.count == 1 else { return false }
                    parameter = tree.text(of: names[0])
                }
                let elements = statement.childNodes
                guard statement.kind == .sequenceExpr, elements.count == 3, elements[0].kind == .subscriptCallExpr,
                      keySubscript(elements[0], tree) == key, elements[1].kind == .assignmentExpr,
                      elements[2].kind == .declReferenceExpr, tree.text(of: elements[2]) == parameter else { return false }
                sawSet = true
            default:
                return false
            }
        }
        return sawGet && sawSet
    }

    /// The key struct at a path of enclosing type names, in any round's tree: the first in
    /// the file (the file's structs by path, gathered once per tree).
    static func keyDeclaration(_ path: [String], in tree: SyntaxTree) -> Node? {
        let structs = tree.derived("EntryPlan.structs") { () -> [[String]: Node] in
            var byPath: [[String]: Node] = [:]
            for node in tree.nodes(ofKind: [.structDecl]) {
                let path = SemanticModel.typePath(of: node, tree)
                if byPath[path] == nil { byPath[path] = node }
            }
            return byPath
        }
        return structs[path]
    }

    /// Every place a key's name is spelled as a type or value reference, by name, over every
    /// file (one scan for all keys).
    static func spellings(of names: Set<String>, in files: [SourceFile]) -> [String: [(SourceFile, Node)]] {
        guard !names.isEmpty else { return [:] }
        let lengths = Set(names.map { $0.utf8.count })
        var result: [String: [(SourceFile, Node)]] = [:]
        for file in files {
            let tree = file.tree
            for node in tree.nodes(ofKind: [.declReferenceExpr, .identifierType, .memberAccessExpr, .memberType]) {
                guard let last = node.lastChildToken, lengths.contains(Int(tree.tokens[last].textEnd - tree.tokens[last].textStart)) else { continue }
                let text = tree.text(of: last)
                if names.contains(text) { result[text, default: []].append((file, node)) }
            }
        }
        return result
    }

    /// Where the key is named outside its own declaration and the accessor, if anywhere
    /// (`path:line`): references that resolve to this key, however qualified.
    static func referenceOutside(_ key: Key, accessor: Accessor, spellings: [(SourceFile, Node)], context: PassContext) -> String? {
        for (file, node) in spellings {
            let tree = file.tree
            if file.path == accessor.file.path, node.firstToken >= accessor.declaration.firstToken, node.endToken <= accessor.declaration.endToken { continue }
            if file.path == key.file.path, node.firstToken >= key.declaration.firstToken, node.endToken <= key.declaration.endToken { continue }
            let text: String
            switch node.kind {
            case .declReferenceExpr, .memberAccessExpr:
                guard let reference = TypeResolver.typeReference(node, tree) else { continue }
                text = reference
            default:
                text = tree.collapsedText(of: node)
            }
            if case .declarations(let found) = context.model.lookupType(text, in: file, at: node),
               found.compactMap({ context.model.nominalType(of: $0) }).contains(key.id) {
                return "\(Rewriting.place(file.path, tree.location(of: tree.startOffset(of: node)).line))"
            }
        }
        return nil
    }
}
