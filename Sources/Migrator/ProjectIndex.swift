import SwiftCST

/// Facts gathered from every file before any pass runs (see PASSES.md §0): declared types
/// and extensions with their inheritance and members, property types, imports, and the
/// functions the project declares itself (a pass never rewrites a call that may resolve to
/// the project's own function of the same name).
public final class ProjectIndex {
    /// A type declaration or extension.
    public struct TypeDeclaration {
        public var name: String
        /// `struct`, `class`, `enum`, `protocol`, `actor` or `extension`.
        public var kind: String
        public var path: String
        public var inheritedTypes: [String]
        public var members: [Member]
        public var isGeneric = false
        public var isPublic = false
    }

    /// A property, function or case declared in a type.
    public struct Member {
        public var name: String
        /// `var`, `let`, `func`, `case`, `init`, `subscript`.
        public var kind: String
        /// The written type annotation or, for `= T(...)`, `T`; nil when unknown.
        public var type: String?
        public var isStatic: Bool
        public var isComputed: Bool
        public var attributes: [String]
        public var modifiers: [String]
        /// Argument labels of functions and initializers (nil for `_`).
        public var labels: [String?] = []
        /// For `@Environment(\.key) var x`: `key`, whose type the project's
        /// `EnvironmentValues` extension declares.
        public var environmentKey: String?
    }

    /// A member's type, following `@Environment(\.key)` to `EnvironmentValues.key`.
    public func type(of member: Member) -> String? {
        if let type = member.type { return type }
        guard let key = member.environmentKey else { return nil }
        return members(of: "EnvironmentValues", named: key).first { $0.kind == "var" }?.type
    }

    /// Types and extensions by (unqualified) name.
    public private(set) var types: [String: [TypeDeclaration]] = [:]
    /// A function the project declares: enough to tell whether a call may resolve to it.
    public struct FunctionSignature {
        /// External labels, nil for `_`.
        public var labels: [String?]
        /// Which parameters have default values.
        public var hasDefault: [Bool]
        public var isStatic: Bool
        public var path: String
    }

    /// Every function the project declares (at any level), by name.
    public private(set) var functions: [String: [FunctionSignature]] = [:]
    /// Module names imported per file path.
    public private(set) var imports: [String: [String]] = [:]

    public init(files: [SourceFile], jobs: Int = 1) {
        // Gather each file's facts in parallel, then merge in file order.
        let partial = Slots<ProjectIndex>(count: files.count)
        let sendableFiles = UncheckedSendable(files)
        Workers.forEach(files.count, jobs: jobs) { i in
            let one = ProjectIndex()
            one.add(sendableFiles.value[i])
            partial.set(i, one)
        }
        for one in partial.values {
            guard let one else { continue }
            for (name, declarations) in one.types { types[name, default: []] += declarations }
            for (name, signatures) in one.functions { functions[name, default: []] += signatures }
            imports.merge(one.imports) { a, _ in a }
        }
    }

    init() {}

    /// The project's own instance function that a call `name(labels...)` may resolve to,
    /// if any (labels must match, extra parameters must have defaults; static functions
    /// cannot be called as modifiers).
    public func ownFunction(named name: String, labels: [String?]) -> FunctionSignature? {
        functions[name]?.first { signature in
            guard !signature.isStatic, signature.labels.count >= labels.count else { return false }
            for (i, label) in signature.labels.enumerated() {
                if i < labels.count {
                    if label != labels[i] { return false }
                } else if !signature.hasDefault[i] {
                    return false
                }
            }
            return true
        }
    }

    /// Every declaration (including extensions) of a type name.
    public func declarations(of typeName: String) -> [TypeDeclaration] { types[typeName] ?? [] }

    /// The one type every property (or every function, with `function`) of this name has
    /// across a type's declarations, following `@Environment(\.key)`; nil when unknown or
    /// when same-named types disagree (`Self` means the type).
    public func memberType(of typeName: String, named name: String, function: Bool = false) -> String? {
        let candidates = members(of: typeName, named: name).filter { function ? $0.kind == "func" : ($0.kind == "var" || $0.kind == "let") }
        guard !candidates.isEmpty else { return nil }
        let types = Set(candidates.map { type(of: $0).map { $0 == "Self" ? typeName : $0 } ?? "?" })
        guard types.count == 1, let only = types.first, only != "?" else { return nil }
        return only
    }

    /// Members of a type across its declaration and extensions.
    public func members(of typeName: String, named name: String) -> [Member] {
        declarations(of: typeName).flatMap { $0.members.filter { $0.name == name } }
    }

    func add(_ file: SourceFile) {
        let tree = file.tree
        var fileImports: [String] = []
        let kinds: Set<NodeKind> = [.importDecl, .functionDecl, .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .extensionDecl]
        for node in tree.nodes(ofKind: kinds) {
            switch node.kind {
            case .importDecl:
                let path = node.childTokens.dropFirst().filter { tree.tokens[$0].kind == .identifier }.map { tree.text(of: $0) }
                if !path.isEmpty { fileImports.append(path.joined(separator: ".")) }
            case .functionDecl:
                guard let view = DeclarationView(node), let name = view.name else { continue }
                var labels: [String?] = []
                var defaults: [Bool] = []
                for parameter in node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? [] {
                    let label = parameter.childTokens.first.map { tree.text(of: $0) }
                    labels.append(label == "_" ? nil : label)
                    defaults.append(parameter.child(.initializerClause) != nil)
                }
                let modifiers = view.modifiers.map { tree.text(of: $0) }
                functions[ProjectIndex.unescaped(tree.text(of: name)), default: []].append(FunctionSignature(
                    labels: labels, hasDefault: defaults, isStatic: modifiers.contains("static") || modifiers.contains("class"),
                    path: file.path))
            default:
                addType(node, file)
            }
        }
        imports[file.path] = fileImports
    }

    func addType(_ node: Node, _ file: SourceFile) {
        let tree = file.tree
        guard let view = DeclarationView(node) else { return }
        let name: String
        let kind: String
        if node.kind == .extensionDecl {
            guard let extended = view.extendedType else { return }
            name = ProjectIndex.lastComponent(tree.collapsedText(of: extended))
            kind = "extension"
        } else {
            guard let token = view.name else { return }
            name = tree.text(of: token)
            kind = tree.text(of: view.keyword ?? token)
        }
        var members: [Member] = []
        for member in view.members {
            members.append(contentsOf: ProjectIndex.members(of: member, tree))
        }
        var declaration = TypeDeclaration(name: name, kind: kind, path: file.path,
                                          inheritedTypes: view.inheritedTypes.map { tree.collapsedText(of: $0) },
                                          members: members)
        declaration.isGeneric = node.child(.genericParameterClause) != nil
        declaration.isPublic = view.modifiers.contains { ["public", "open"].contains(tree.text(of: $0)) }
        types[name, default: []].append(declaration)
    }

    /// `` `default` `` → `default`: a backticked name is the same name.
    static func unescaped(_ name: String) -> String {
        name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `Outer.Inner<T>` → `Inner`.
    static func lastComponent(_ typeText: String) -> String {
        var text = Substring(typeText)
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        return String(text.split(separator: ".").last ?? text)
    }

    /// Members a declaration introduces (one per binding or case element).
    static func members(of node: Node, _ tree: SyntaxTree) -> [Member] {
        guard let view = DeclarationView(node) else { return [] }
        let attributes = view.attributes.map { attribute -> String in
            let tokens = attribute.childTokens
            return tokens.count > 1 ? tree.text(of: tokens[1]) : ""
        }
        let modifiers = view.modifiers.map { tree.text(of: $0) }
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        switch node.kind {
        case .variableDecl:
            let keyword = view.keyword.map { tree.text(of: $0) } ?? "var"
            return node.children(.patternBinding).compactMap { binding in
                guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern else { return nil }
                var type: String?
                if let annotation = binding.child(.typeAnnotation), let t = annotation.childNodes.first {
                    type = tree.collapsedText(of: t)
                } else if let initializer = binding.child(.initializerClause), let value = initializer.childNodes.first {
                    type = inferredType(of: value, tree)
                } else {
                    type = wrapperImpliedType(node, tree)
                }
                var environmentKey: String?
                if type == nil, let attribute = view.attributes.first(where: { $0.childTokens.count > 1 && tree.text(of: $0.childTokens[1]) == "Environment" }),
                   let argument = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr).first,
                   let keyPath = ArgumentView(argument).expression, keyPath.kind == .keyPathExpr, keyPath.childNodes.count == 1 {
                    environmentKey = keyPath.childNodes[0].childTokens.last.map { tree.text(of: $0) }
                }
                let accessor = binding.child(.accessorBlock)
                let isComputed = accessor.map { block in
                    let accessors = block.children(.accessorDecl)
                    if accessors.isEmpty { return true }
                    return accessors.contains { a in
                        guard let k = a.childTokens.first else { return false }
                        let text = tree.text(of: k)
                        return text == "get" || text == "set"
                    }
                } ?? false
                var member = Member(name: ProjectIndex.unescaped(tree.text(of: pattern)), kind: keyword, type: type, isStatic: isStatic,
                                    isComputed: isComputed, attributes: attributes, modifiers: modifiers)
                member.environmentKey = environmentKey
                return member
            }
        case .functionDecl:
            guard let name = view.name else { return [] }
            var type: String?
            if let signature = node.child(.functionSignature), let clause = signature.child(.returnClause),
               let t = clause.childNodes.first {
                type = tree.collapsedText(of: t)
            }
            return [Member(name: ProjectIndex.unescaped(tree.text(of: name)), kind: "func", type: type, isStatic: isStatic, isComputed: false,
                           attributes: attributes, modifiers: modifiers)]
        case .initializerDecl:
            // `init?` and `init!` make optionals: the type records it.
            let failable = node.childTokens.count > 1 && [.postfixQuestion, .exclamationMark].contains(tree.tokens[node.childTokens[1]].kind)
            let labels = (node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter) ?? []).map { parameter -> String? in
                let label = parameter.childTokens.first.map { tree.text(of: $0) }
                return label == "_" ? nil : label
            }
            return [Member(name: "init", kind: "init", type: failable ? "Self?" : "Self", isStatic: true, isComputed: false,
                           attributes: attributes, modifiers: modifiers, labels: labels)]
        case .enumCaseDecl:
            return node.children(.enumCaseElement).compactMap { element in
                guard let name = element.childTokens.first else { return nil }
                return Member(name: ProjectIndex.unescaped(tree.text(of: name)), kind: "case", type: nil, isStatic: true, isComputed: false,
                              attributes: attributes, modifiers: modifiers)
            }
        default:
            return []
        }
    }

    /// The type of an initial value, using the project's own declarations where they say
    /// more than syntax: `Color.hex(...)` is what the project's `static func hex` returns,
    /// `Color.brand` what its `static let brand` is declared as.
    public func type(of expression: Node, _ tree: SyntaxTree) -> String? {
        var member: Node?
        var isCall = false
        if expression.kind == .memberAccessExpr {
            member = expression
        } else if expression.kind == .functionCallExpr, let callee = FunctionCallView(expression)?.calledExpression,
                  callee.kind == .memberAccessExpr {
            member = callee
            isCall = true
        }
        if let member, let view = MemberAccessView(member), let base = view.base, base.kind == .declReferenceExpr,
           let nameToken = view.name {
            let typeName = tree.text(of: base)
            let name = tree.text(of: nameToken)
            if name != "init", let declared = memberType(of: typeName, named: name, function: isCall) {
                return declared
            }
            if isCall && name != "init" { return nil }
        }
        return ProjectIndex.inferredType(of: expression, tree)
    }

    /// `@Environment(Theme.self) var theme`: the type named by the wrapper's argument;
    /// with an index, also `@Environment(\.theme) var theme`: the type of the project's
    /// `EnvironmentValues.theme`.
    public static func wrapperImpliedType(_ declaration: Node, _ tree: SyntaxTree, index: ProjectIndex? = nil) -> String? {
        for attribute in DeclarationView(declaration)?.attributes ?? [] {
            let tokens = attribute.childTokens
            guard tokens.count > 1, tree.text(of: tokens[1]) == "Environment",
                  let arguments = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr),
                  arguments.count == 1, let value = ArgumentView(arguments[0]).expression else { continue }
            if let member = MemberAccessView(value), member.name.map({ tree.text(of: $0) }) == "self", let base = member.base {
                return tree.collapsedText(of: base)
            }
            if value.kind == .keyPathExpr, let index, value.childNodes.count == 1, let component = value.childNodes.first,
               let name = component.childTokens.last.map({ tree.text(of: $0) }) {
                return index.members(of: "EnvironmentValues", named: name).first { $0.kind == "var" }?.type
            }
        }
        return nil
    }

    /// The type of `TypeName(...)`, `TypeName.init(...)`, `TypeName<T>(...)` or `[T]()`;
    /// nil for anything that needs type checking.
    public static func inferredType(of expression: Node, _ tree: SyntaxTree) -> String? {
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
