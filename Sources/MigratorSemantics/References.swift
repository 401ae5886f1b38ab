import SwiftCST

/// "Is this member read anywhere?": the places where a property's name appears as a
/// reference (`x`, `self.x`, `_x`, `$x`, `v.x`, `\.x`, `T(x: ...)`) and whether each may
/// mean a given member, asked of the semantic model. Every answer leans towards "it may":
/// a pass that deletes a member only does so when no mention may refer to it.
extension SemanticModel {
    /// A place where a name appears as a reference.
    public struct NameMention {
        public enum Kind: Sendable {
            /// `x`, `_x`, `$x` on their own.
            case bare
            /// `base.x` (`self.x`, `view.$x`, `.x`).
            case member
            /// A key-path component `\.x`, `\T.x`, `\.a.x`.
            case keyPath
            /// An argument label `x:` (a memberwise initialiser's parameter).
            case argumentLabel
        }
        /// The model's index of the file (its round-0 tree).
        public var file: Int
        /// The reference node: a `declReferenceExpr`, `memberAccessExpr`,
        /// `keyPathComponent` or `labeledExpr`.
        public var node: Node
        public var kind: Kind
        /// The name as written (`x`, `_x` or `$x`), without backticks.
        public var spelling: String
    }

    /// Every reference-shaped appearance of `names` (and of their `_x`/`$x` forms) in the
    /// given files, by plain name. One scan per file, whatever the number of names.
    public func nameMentions(of names: Set<String>, inFiles fileIndices: [Int]) -> [String: [NameMention]] {
        var result: [String: [NameMention]] = [:]
        guard !names.isEmpty else { return result }
        func plain(_ text: String) -> String? {
            let name = DeclarationCollector.unescaped(text)
            if names.contains(name) { return name }
            if let first = name.first, first == "_" || first == "$" {
                let rest = String(name.dropFirst())
                if names.contains(rest) { return rest }
            }
            return nil
        }
        // The spellings, as bytes: most files mention none of them, and a token scan tells.
        var spellings: Set<[UInt8]> = []
        for name in names { for prefix in ["", "_", "$"] { spellings.insert(Array((prefix + name).utf8)); spellings.insert(Array(("`" + prefix + name + "`").utf8)) } }
        let lengths = Set(spellings.map(\.count))
        for index in fileIndices {
            let tree = files[index].tree
            let mentionsAny = tree.bytes.withUnsafeBufferPointer { bytes in
                tree.tokens.contains { token in
                    guard token.kind == .identifier else { return false }
                    let length = Int(token.textEnd - token.textStart)
                    return lengths.contains(length) && spellings.contains(Array(bytes[Int(token.textStart)..<Int(token.textEnd)]))
                }
            }
            guard mentionsAny else { continue }
            for node in tree.nodes(ofKind: [.declReferenceExpr, .memberAccessExpr, .keyPathComponent, .labeledExpr]) {
                let token: Int?
                let kind: NameMention.Kind
                switch node.kind {
                case .declReferenceExpr:
                    token = node.childTokens.first
                    kind = .bare
                case .memberAccessExpr:
                    token = MemberAccessView(node)?.name
                    kind = .member
                case .keyPathComponent:
                    token = node.childTokens.last { tree.tokens[$0].kind == .identifier }
                    kind = .keyPath
                default:
                    token = ArgumentView(node).label
                    kind = .argumentLabel
                }
                guard let token, tree.tokens[token].kind == .identifier, let name = plain(tree.text(of: token)) else { continue }
                let spelling = DeclarationCollector.unescaped(tree.text(of: token))
                if kind == .argumentLabel && spelling != name { continue }
                result[name, default: []].append(NameMention(file: index, node: node, kind: kind, spelling: spelling))
            }
        }
        return result
    }

    /// Whether a mention may refer to `member`, an instance property of a project type: a
    /// bare name inside the type, its extensions or subclasses; `base.x` whose base is of
    /// that type or of a type the model cannot tell; a key path whose root may be the type
    /// (not `@Environment(\.x)` or `.environment(\.x, ...)`, whose root is
    /// `EnvironmentValues`); a label of a call of the type's initialiser. Never where the
    /// member is not visible.
    public func mayRefer(_ mention: NameMention, to member: Int32) -> Bool {
        guard case .project(let owner)? = owner(of: member) else { return true }
        let source = files[mention.file]
        let tree = source.tree
        let node = mention.node
        guard isVisible(member, from: mention.file, at: Place(file: mention.file, tree: tree, node: node)) else { return false }
        /// Whether a project type is the owner or one of its subclasses.
        func isOwner(_ type: Int32) -> Bool { type == owner || superclasses(of: type).contains(owner) }
        /// Whether implicit `self` at the mention is the owner (or a subclass).
        func insideOwner() -> Bool {
            guard let frame = enclosingDeclarations(of: node, file: mention.file, tree: tree).first,
                  case .project(let type)? = typeIdentity(frame) else { return false }
            return isOwner(type)
        }
        switch mention.kind {
        case .bare:
            return insideOwner()
        case .member:
            guard let base = MemberAccessView(node)?.base else { return false }
            if base.kind == .declReferenceExpr || base.kind == .superExpr {
                let text = tree.text(of: base)
                if text == "self" || text == "super" || base.kind == .superExpr { return insideOwner() }
                if declaration(member).isStatic {
                    // `Self.x`, `T.x`: a static property is reached through its type.
                    if text == "Self" { return insideOwner() }
                    if text.first?.isUppercase == true, case .declarations(let found) = lookupType(text, in: source, at: node) {
                        return found.contains { nominalType(of: $0).map(isOwner) ?? true }
                    }
                } else if text.first?.isUppercase == true, case .declarations = lookupType(text, in: source, at: node) {
                    // `Type.x`: an instance property is not reached through its type.
                    return false
                }
            }
            // `type(of: self).x`, `type(of: v).x`: the static member of the value's type.
            if declaration(member).isStatic, let call = FunctionCallView(base), let callee = call.calledExpression,
               callee.kind == .declReferenceExpr, tree.text(of: callee) == "type" {
                return true
            }
            guard let type = TypeResolver.resolve(base, at: node, file: source, model: self) else { return true }
            switch type.target {
            case .project(let found)?: return isOwner(found)
            case .external?: return false
            case nil: return true
            }
        case .keyPath:
            guard let path = node.parent, path.kind == .keyPathExpr else { return true }
            let components = path.children(.keyPathComponent)
            guard components.first == node else { return true }
            if let root = path.childNodes.first(where: { $0.kind != .keyPathComponent }) {
                guard case .declarations(let found) = lookupType(tree.collapsedText(of: root), in: source, at: node) else { return false }
                return found.contains { nominalType(of: $0).map(isOwner) ?? true }
            }
            // `\.x` in an attribute (`@Environment(\.x)`) or as the key of an environment
            // modifier is a path into EnvironmentValues or FocusedValues.
            if path.ancestors.contains(where: { $0.kind == .attribute }) { return false }
            if let argument = path.parent, argument.kind == .labeledExpr, let list = argument.parent,
               list.childNodes.first == argument, let call = list.parent, let callee = FunctionCallView(call)?.calledExpression {
                let name: String?
                if let member = MemberAccessView(callee) { name = member.name.map { tree.text(of: $0) } } else { name = tree.text(of: callee) }
                if let name, SemanticModel.environmentKeyModifiers.contains(name) { return false }
            }
            return true
        case .argumentLabel:
            guard let list = node.parent, let call = list.parent, call.kind == .functionCallExpr,
                  let callee = FunctionCallView(call)?.calledExpression else { return false }
            switch callee.kind {
            case .declReferenceExpr, .genericSpecializationExpr:
                let text = tree.text(of: callee.kind == .genericSpecializationExpr ? (callee.firstChildNode ?? callee) : callee)
                if text == "Self" { return insideOwner() }
                guard case .declarations(let found) = lookupType(text, in: source, at: node) else { return false }
                return found.contains { nominalType(of: $0).map(isOwner) ?? true }
            case .memberAccessExpr:
                guard let access = MemberAccessView(callee), let name = access.name, tree.text(of: name) == "init" else { return false }
                guard let base = access.base else { return true }
                if tree.text(of: base) == "Self" || tree.text(of: base) == "self" { return insideOwner() }
                guard let text = TypeResolver.typeReference(base, tree) else { return true }
                guard case .declarations(let found) = lookupType(text, in: source, at: node) else { return false }
                return found.contains { nominalType(of: $0).map(isOwner) ?? true }
            default:
                return false
            }
        }
    }

    /// Methods that mutate a collection or value in place (`x.append(...)` writes `x`).
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "move", "sort", "reverse",
        "shuffle", "swapAt", "replaceSubrange", "popLast", "formUnion", "formIntersection", "subtract", "toggle", "merge",
        "updateValue", "removeValue",
    ]

    /// Whether a mention writes what it names: `x = ...` (or `x += ...`, `x[i] = ...`,
    /// `x.y = ...`), `x.append(...)` and other mutating methods, `&x`, or `$x` (a binding
    /// hands out write access).
    public func isWrite(_ mention: NameMention) -> Bool {
        SemanticModel.write(at: mention.node, spelling: mention.spelling, files[mention.file].tree) != nil
    }

    /// How an expression writes the value it names.
    public struct Write {
        public enum Kind {
            /// `$x`: a binding hands out write access.
            case binding
            /// `&x`.
            case inOut
            /// `x = value` (possibly through members or subscripts: `x.y = v`, `x[i] = v`).
            case assignment(value: Node)
            /// `x += v` and the other compound assignments.
            case compound(String)
            /// `x.append(...)` and the other `mutatingMethods`.
            case mutatingCall(String, call: Node)
        }
        public var kind: Kind
        /// Reached through a subscript (`x[i] = v`, `x[i].toggle()`): an element changes in
        /// place.
        public var throughSubscript: Bool
        /// Reached through a member (`x.y = v`).
        public var throughMember: Bool
    }

    /// The write a mention (`x`, `self.x`, `$x`) makes, walking up `x.y`, `x[i]`, `x!` and
    /// `x?` (what is written is still `x`); nil for a read. The one place that tells a
    /// write from a read, for `isWrite` and the passes and lints that ask what kind.
    public static func write(at mention: Node, spelling: String, _ tree: SyntaxTree) -> Write? {
        if spelling.hasPrefix("$") { return Write(kind: .binding, throughSubscript: false, throughMember: false) }
        var node = mention
        var throughSubscript = false
        var throughMember = false
        while let parent = node.parent {
            if parent.kind == .memberAccessExpr, MemberAccessView(parent)?.base == node {
                if let name = MemberAccessView(parent)?.name, SemanticModel.mutatingMethods.contains(tree.text(of: name)),
                   let call = parent.parent, call.kind == .functionCallExpr, call.firstChildNode == parent {
                    return Write(kind: .mutatingCall(tree.text(of: name), call: call), throughSubscript: throughSubscript, throughMember: throughMember)
                }
                throughMember = true
                node = parent
            } else if [.subscriptCallExpr, .forceUnwrapExpr, .optionalChainingExpr].contains(parent.kind), parent.firstChildNode == node {
                if parent.kind == .subscriptCallExpr { throughSubscript = true }
                node = parent
            } else {
                break
            }
        }
        guard let parent = node.parent else { return nil }
        if parent.kind == .inOutExpr { return Write(kind: .inOut, throughSubscript: throughSubscript, throughMember: throughMember) }
        guard parent.kind == .sequenceExpr, parent.childNodes.first == node, parent.childNodes.count >= 3 else { return nil }
        let operation = parent.childNodes[1]
        if operation.kind == .assignmentExpr {
            return Write(kind: .assignment(value: parent.childNodes[2]), throughSubscript: throughSubscript, throughMember: throughMember)
        }
        if operation.kind == .binaryOperatorExpr {
            let text = tree.text(of: operation)
            if text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text) {
                return Write(kind: .compound(text), throughSubscript: throughSubscript, throughMember: throughMember)
            }
        }
        return nil
    }

    /// Whether code writes `member` anywhere outside the initialisers of its type, per
    /// `mayRefer` and `isWrite` over `files` (the universe's: the files that can see it).
    public func isWrittenAfterInit(_ member: Int32, inFiles files: [SourceFile]) -> Bool {
        let name = declarations[Int(member)].name
        let indices = files.compactMap { file($0.path) }
        for mention in nameMentions(of: [name], inFiles: indices)[name] ?? [] where isWrite(mention) && mayRefer(mention, to: member) {
            let insideInit = mention.node.ancestors.contains { $0.kind == .initializerDecl }
            if !insideInit { return true }
        }
        return false
    }

    /// Modifiers whose first argument is a key path into `EnvironmentValues` or
    /// `FocusedValues`.
    static let environmentKeyModifiers: Set<String> = [
        "environment", "transformEnvironment", "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject",
    ]

    /// The project protocols a type conforms to that declare a member named `name` (a
    /// property of that name is then a requirement's witness, which code may read through
    /// the protocol).
    public func requirements(named name: String, of type: Int32) -> [Int32] {
        conformances(of: type).protocols.sorted().flatMap { members(of: $0, named: name, file: nil, at: nil) }
    }
}
