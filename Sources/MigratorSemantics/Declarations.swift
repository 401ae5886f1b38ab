import SwiftCST

/// How far a declaration can be seen (README.md in this folder, "Who sees a declaration").
public enum AccessLevel: Int, Comparable, Sendable, CustomStringConvertible {
    /// Declared inside a function or closure body: visible in that block only.
    case local
    case `private`, `fileprivate`, `internal`, `package`, `public`, `open`

    public static func < (a: AccessLevel, b: AccessLevel) -> Bool { a.rawValue < b.rawValue }

    public var description: String {
        switch self {
        case .local: return "local"
        case .private: return "private"
        case .fileprivate: return "fileprivate"
        case .internal: return "internal"
        case .package: return "package"
        case .public: return "public"
        case .open: return "open"
        }
    }

    init?(keyword: String) {
        switch keyword {
        case "private": self = .private
        case "fileprivate": self = .fileprivate
        case "internal": self = .internal
        case "package": self = .package
        case "public": self = .public
        case "open": self = .open
        default: return nil
        }
    }
}

/// One declaration the project makes: a type, extension, typealias, function, property,
/// enum case, with where it is, how visible it is, and what encloses it.
public struct Declaration: @unchecked Sendable {
    public enum Kind: UInt8, Sendable {
        case `struct`, `class`, `enum`, `protocol`, `actor`, `extension`, `typealias`, `associatedtype`
        case function, initializer, `subscript`, variable, constant, enumCase, macro

        /// A nominal type (what an extension or a name can refer to as a type).
        public var isNominalType: Bool {
            switch self {
            case .struct, .class, .enum, .protocol, .actor: return true
            default: return false
            }
        }
        /// Something a type name can resolve to.
        public var isTypeLike: Bool { isNominalType || self == .typealias || self == .associatedtype }
        public var keyword: String {
            switch self {
            case .struct: return "struct"
            case .class: return "class"
            case .enum: return "enum"
            case .protocol: return "protocol"
            case .actor: return "actor"
            case .extension: return "extension"
            case .typealias: return "typealias"
            case .associatedtype: return "associatedtype"
            case .function: return "func"
            case .initializer: return "init"
            case .subscript: return "subscript"
            case .variable: return "var"
            case .constant: return "let"
            case .enumCase: return "case"
            case .macro: return "macro"
            }
        }
    }

    public var kind: Kind
    /// The name without backticks (`init` for initialisers; for an extension, the extended
    /// type as written).
    public var name: String
    /// Index of the file in the model.
    public var file: Int
    /// The declaration node (for an enum case or a binding: the whole `case`/`var`).
    public var node: Node
    /// The name token (or the declaration's first token).
    public var nameToken: Int
    /// As written, or the default: `internal`, an extension's own level for its members,
    /// `fileprivate` for a `private` top-level declaration, `local` inside a body.
    public var access: AccessLevel
    /// `private(set)` and the like: the setter's level when lower.
    public var setterAccess: AccessLevel?
    public var isStatic: Bool
    /// The enclosing type, extension or (for locals) function: an index into the model's
    /// declarations, or -1 at file scope.
    public var parent: Int32
    /// For locals: the body (code block or closure) they are visible in.
    public var scope: Node?
    /// Inherited types as written (types and extensions).
    public var inheritedTypes: [String] = []
    /// Generic parameter names (types, functions, typealiases, initialisers).
    public var genericParameters: [String] = []
    /// For a property: its annotation, or the type its initial value shows (`= T(...)`);
    /// for a function: its return type; for a typealias: the aliased type; for a case: the
    /// payload (`(manager: SubscriptionManager)`); nil when not written.
    public var typeText: String?
    /// Argument labels (nil for `_`) of functions, initialisers and subscripts.
    public var labels: [String?] = []
    /// Which parameters have defaults.
    public var hasDefault: [Bool] = []
    /// Which parameters take functions (a trailing closure can fill them).
    public var takesClosure: [Bool] = []
    /// Which parameters are of a type no closure can be (`Binding<Bool>`, `String`, `[T]`):
    /// a trailing closure never fills them.
    public var refusesClosure: [Bool] = []
    /// Attribute names (`Published`, `MainActor`, ...).
    public var attributes: [String] = []
    /// Modifier keywords (`static`, `override`, `lazy`, ...).
    public var modifiers: [String] = []
    /// True for a computed property (an accessor block with `get`/`set` or a bare body).
    public var isComputed = false
    /// `init?` / `init!`.
    public var isFailable = false
    /// 1-based line of the name.
    public var line: Int
}

/// Collects the declarations of one file, in source order, with their scopes.
package struct DeclarationCollector {
    let tree: SyntaxTree
    let file: Int
    var declarations: [Declaration] = []
    /// The last offset `line(at:)` counted to, and its line.
    var lineCursor = (offset: 0, line: 1)

    init(tree: SyntaxTree, file: Int) {
        self.tree = tree
        self.file = file
    }

    static let typeKinds: [NodeKind: Declaration.Kind] = [
        .structDecl: .struct, .classDecl: .class, .enumDecl: .enum, .protocolDecl: .protocol, .actorDecl: .actor, .extensionDecl: .extension,
    ]

    /// Walks the whole file.
    mutating func collect() {
        visitChildren(of: tree.root, parent: -1, parentAccess: nil, scope: nil)
    }

    /// Visits every child node looking for declarations; `scope` is set inside bodies.
    mutating func visitChildren(of node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        node.forEachChildNode { visit($0, parent: parent, parentAccess: parentAccess, scope: scope) }
    }

    mutating func visit(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl:
            visitType(node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .functionDecl, .initializerDecl, .subscriptDecl:
            visitFunction(node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .variableDecl:
            visitVariable(node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .typeAliasDecl, .associatedTypeDecl:
            visitTypeAlias(node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .enumCaseDecl:
            visitEnumCase(node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .macroDecl:
            guard let view = DeclarationView(node), let token = view.name else { return }
            declarations.append(make(.macro, name: tree.text(of: token), node: node, token: token, view: view, parent: parent,
                                     parentAccess: parentAccess, scope: scope))
        case .ifConfigDecl, .ifConfigClause, .memberBlock:
            visitChildren(of: node, parent: parent, parentAccess: parentAccess, scope: scope)
        case .closureExpr:
            // Declarations inside a closure are local to it.
            visitChildren(of: node, parent: parent, parentAccess: nil, scope: node)
        default:
            // Expressions and statements may hold closures and local declarations.
            visitChildren(of: node, parent: parent, parentAccess: parentAccess, scope: scope)
        }
    }

    /// A type or an extension, then its members.
    private mutating func visitType(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        guard let view = DeclarationView(node), let kind = DeclarationCollector.typeKinds[node.kind] else { return }
        let name: String
        let token: Int
        if kind == .extension {
            guard let extended = view.extendedType else { return }
            name = tree.collapsedText(of: extended)
            token = extended.firstToken
        } else {
            guard let nameToken = view.name else { return }
            name = DeclarationCollector.unescaped(tree.text(of: nameToken))
            token = nameToken
        }
        var declaration = make(kind, name: name, node: node, token: token, view: view, parent: parent, parentAccess: parentAccess, scope: scope)
        declaration.inheritedTypes = view.inheritedTypes.map { tree.collapsedText(of: $0) }
        declaration.genericParameters = genericParameters(node)
        let id = Int32(declarations.count)
        declarations.append(declaration)
        // Members default to an extension's own level (`public extension`).
        let memberDefault: AccessLevel? = kind == .extension ? explicitAccess(view) : nil
        if let block = node.child(.memberBlock) {
            visitChildren(of: block, parent: id, parentAccess: memberDefault, scope: scope)
        }
    }

    /// A function, initializer or subscript with its parameters, then the locals of its body.
    private mutating func visitFunction(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        guard let view = DeclarationView(node) else { return }
        let kind: Declaration.Kind = node.kind == .functionDecl ? .function : node.kind == .initializerDecl ? .initializer : .subscript
        let token = view.name ?? node.firstToken
        let name = kind == .function ? DeclarationCollector.unescaped(tree.text(of: token)) : kind == .initializer ? "init" : "subscript"
        var declaration = make(kind, name: name, node: node, token: token, view: view, parent: parent, parentAccess: parentAccess, scope: scope)
        declaration.genericParameters = genericParameters(node)
        for parameter in node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter)
            ?? node.child(.parameterClause)?.children(.functionParameter) ?? [] {
            let label = parameter.childTokens.first.map { tree.text(of: $0) }
            declaration.labels.append(kind == .subscript ? (parameter.childTokens.count > 1 && label != "_" ? label : nil) : (label == "_" ? nil : label))
            declaration.hasDefault.append(parameter.child(.initializerClause) != nil)
            let type = parameter.childNodes.last { $0.kind != .initializerClause && $0.kind != .attributeList }
            declaration.takesClosure.append(type.map(DeclarationCollector.isFunctionType) ?? false)
            declaration.refusesClosure.append(type.map { DeclarationCollector.isNeverFunction($0, tree) } ?? false)
        }
        if let result = node.child(.functionSignature)?.child(.returnClause)?.firstChildNode ?? node.child(.returnClause)?.firstChildNode {
            declaration.typeText = tree.collapsedText(of: result)
        }
        if kind == .initializer, node.childTokens.count > 1, [.postfixQuestion, .exclamationMark].contains(tree.tokens[node.childTokens[1]].kind) {
            declaration.isFailable = true
        }
        let id = Int32(declarations.count)
        declarations.append(declaration)
        // Locals: declarations inside the body.
        for body in node.childNodes where body.kind == .codeBlock || body.kind == .accessorBlock {
            visitChildren(of: body, parent: id, parentAccess: nil, scope: body)
        }
    }

    /// Each named binding of a `let` or `var`, then the locals of its accessors.
    private mutating func visitVariable(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        guard let view = DeclarationView(node) else { return }
        let keyword = view.keyword.map { tree.text(of: $0) } ?? "var"
        for binding in node.children(.patternBinding) {
            guard let pattern = binding.firstChildNode, pattern.kind == .identifierPattern else { continue }
            var declaration = make(keyword == "let" ? .constant : .variable, name: DeclarationCollector.unescaped(tree.text(of: pattern)),
                                   node: node, token: pattern.firstToken, view: view, parent: parent, parentAccess: parentAccess, scope: scope)
            if let annotation = binding.child(.typeAnnotation)?.firstChildNode {
                declaration.typeText = tree.collapsedText(of: annotation)
            } else if let value = binding.child(.initializerClause)?.firstChildNode {
                declaration.typeText = DeclarationCollector.inferredType(of: value, tree)
            }
            if let block = binding.child(.accessorBlock) {
                let accessors = block.children(.accessorDecl)
                declaration.isComputed = accessors.isEmpty || accessors.contains { a in
                    guard let k = a.childTokens.first else { return false }
                    let text = tree.text(of: k)
                    return text == "get" || text == "set"
                }
            }
            let id = Int32(declarations.count)
            declarations.append(declaration)
            for part in binding.childNodes where part.kind == .accessorBlock {
                visitChildren(of: part, parent: id, parentAccess: nil, scope: part)
            }
        }
    }

    /// A type alias or associated type.
    private mutating func visitTypeAlias(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        guard let view = DeclarationView(node), let token = view.name else { return }
        var declaration = make(node.kind == .typeAliasDecl ? .typealias : .associatedtype, name: DeclarationCollector.unescaped(tree.text(of: token)),
                               node: node, token: token, view: view, parent: parent, parentAccess: parentAccess, scope: scope)
        declaration.genericParameters = genericParameters(node)
        if let value = node.child(.typeInitializerClause)?.firstChildNode { declaration.typeText = tree.collapsedText(of: value) }
        declarations.append(declaration)
    }

    /// Each element of an enum case, with its payload.
    private mutating func visitEnumCase(_ node: Node, parent: Int32, parentAccess: AccessLevel?, scope: Node?) {
        guard let view = DeclarationView(node) else { return }
        for element in node.children(.enumCaseElement) {
            guard let token = element.childTokens.first else { continue }
            var declaration = make(.enumCase, name: DeclarationCollector.unescaped(tree.text(of: token)), node: node, token: token, view: view,
                                   parent: parent, parentAccess: parentAccess, scope: scope)
            declaration.isStatic = true
            if let payload = element.child(.enumCaseParameterClause) {
                declaration.typeText = tree.collapsedText(of: payload)
                for parameter in payload.children(.enumCaseParameter) {
                    let tokens = parameter.childTokens
                    let hasLabel = tokens.contains { tree.tokens[$0].kind == .colon }
                    declaration.labels.append(hasLabel ? tokens.first.map { tree.text(of: $0) } : nil)
                    declaration.hasDefault.append(parameter.child(.initializerClause) != nil)
                    declaration.takesClosure.append(false)
                    declaration.refusesClosure.append(false)
                }
            }
            declarations.append(declaration)
        }
    }

    mutating func make(_ kind: Declaration.Kind, name: String, node: Node, token: Int, view: DeclarationView, parent: Int32,
                       parentAccess: AccessLevel?, scope: Node?) -> Declaration {
        let modifiers = view.modifiers
        var access: AccessLevel
        var setterAccess: AccessLevel?
        var modifierWords: [String] = []
        var explicit: AccessLevel?
        for modifier in modifiers {
            let tokens = modifier.childTokens
            guard let first = tokens.first else { continue }
            let word = tree.text(of: first)
            modifierWords.append(word)
            if let level = AccessLevel(keyword: word) {
                if tokens.count > 1 { setterAccess = level } else { explicit = level }
            }
        }
        if scope != nil {
            access = .local
        } else if let explicit {
            access = explicit
            // A private declaration at file scope is visible in the whole file.
            if explicit == .private && parent < 0 { access = .fileprivate }
        } else {
            access = parentAccess ?? .internal
            if access == .private { access = .fileprivate }
        }
        let attributes = view.attributes.map { attribute -> String in
            let tokens = attribute.childTokens
            return tokens.count > 1 ? tree.text(of: tokens[1]) : ""
        }
        return Declaration(kind: kind, name: name, file: file, node: node, nameToken: token, access: access, setterAccess: setterAccess,
                           isStatic: modifierWords.contains("static") || modifierWords.contains("class"), parent: parent, scope: scope,
                           attributes: attributes, modifiers: modifierWords, line: line(at: Int(tree.tokens[token].textStart)))
    }

    /// The 1-based line of `offset` (`SyntaxTree.location(of:)`), counted on from the
    /// offset asked for before: declarations come in source order, so the file's bytes are
    /// read once and no table of line starts is made for a file nothing reports on.
    mutating func line(at offset: Int) -> Int {
        guard offset >= lineCursor.offset else { return tree.location(of: offset).line }
        let line = lineCursor.line + tree.lineEnds(from: lineCursor.offset, to: offset)
        lineCursor = (offset, line)
        return line
    }

    func explicitAccess(_ view: DeclarationView) -> AccessLevel? {
        for modifier in view.modifiers where modifier.childTokens.count == 1 {
            if let level = AccessLevel(keyword: tree.text(of: modifier.childTokens[0])) { return level }
        }
        return nil
    }

    func genericParameters(_ node: Node) -> [String] {
        node.child(.genericParameterClause)?.children(.genericParameter).compactMap { parameter in
            // `each T` (a parameter pack) is named `T`.
            parameter.childTokens.first { tree.text(of: $0) != "each" }.map { DeclarationCollector.unescaped(tree.text(of: $0)) }
        } ?? []
    }

    static func isFunctionType(_ type: Node) -> Bool {
        switch type.kind {
        case .functionType: return true
        case .attributedType, .optionalType, .implicitlyUnwrappedOptionalType, .tupleType, .tupleTypeElement:
            return type.childNodes.contains { isFunctionType($0) }
        default: return false
        }
    }

    /// Types that are never a function type: arrays, dictionaries, and a few standard
    /// nominal types (`Binding<Bool>`, `String`), whatever their generic arguments.
    static func isNeverFunction(_ type: Node, _ tree: SyntaxTree) -> Bool {
        switch type.kind {
        case .arrayType, .dictionaryType: return true
        case .optionalType: return type.firstChildNode.map { isNeverFunction($0, tree) } ?? false
        case .identifierType:
            guard let name = type.firstChildToken.map({ tree.text(of: $0) }) else { return false }
            return ["Binding", "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Color", "Text",
                    "Image", "LocalizedStringKey", "Array", "Set", "Dictionary"].contains(name)
        default: return false
        }
    }

    package static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// The type of `TypeName(...)`, `TypeName.init(...)`, `TypeName<T>(...)` or `[T]()`;
    /// nil for anything that needs type checking.
    static func inferredType(of expression: Node, _ tree: SyntaxTree) -> String? {
        // `Color.red`: a static member of a capitalised type is taken to be of that type
        // (true for colours, enum cases and `shared` singletons, which is what passes ask).
        if expression.kind == .memberAccessExpr, let base = MemberAccessView(expression)?.base, base.kind == .declReferenceExpr {
            let text = tree.text(of: base)
            return text.first?.isUppercase == true ? text : nil
        }
        guard expression.kind == .functionCallExpr, let callee = FunctionCallView(expression)?.calledExpression else {
            return nil
        }
        var typeNode = callee
        if callee.kind == .memberAccessExpr, let member = MemberAccessView(callee), let name = member.name,
           tree.text(of: name) == "init", let base = member.base {
            typeNode = base
        }
        switch typeNode.kind {
        case .declReferenceExpr, .genericSpecializationExpr, .arrayExpr, .dictionaryExpr:
            let text = tree.collapsedText(of: typeNode)
            guard let first = text.first, first.isUppercase || first == "[" else { return nil }
            return text
        case .memberAccessExpr:
            // `Module.Type()` or `Outer.Inner()`: every component capitalised.
            let text = tree.collapsedText(of: typeNode)
            let components = text.split(separator: ".")
            guard components.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
            return text
        default:
            return nil
        }
    }
}
