/// Typed views over nodes: what passes read from calls, member accesses and declarations,
/// without walking children by hand. Views are cheap structs over a node.

/// A call `callee(arguments) { trailing } label: { more }`.
public struct FunctionCallView {
    public let node: Node

    /// Nil unless `node` is a function call or a macro expansion.
    public init?(_ node: Node) {
        guard node.kind == .functionCallExpr || node.kind == .macroExpansionExpr else { return nil }
        self.node = node
    }

    /// What is called (`Text`, `view.padding`); nil for macro expansions.
    public var calledExpression: Node? {
        node.kind == .functionCallExpr ? node.firstChildNode : nil
    }

    /// The arguments inside the parentheses.
    public var arguments: [ArgumentView] {
        (node.child(.labeledExprList)?.children(.labeledExpr) ?? []).map(ArgumentView.init)
    }

    /// The first trailing closure, if any.
    public var trailingClosure: Node? {
        for child in node.children.dropFirst() {
            if case .node(let n) = child, n.kind == .closureExpr { return n }
        }
        return nil
    }

    /// Labelled trailing closures after the first: `(label token, closure)`.
    public var additionalTrailingClosures: [(label: Int, closure: Node)] {
        node.children(.multipleTrailingClosureElement).compactMap { element in
            guard let label = element.childTokens.first, let closure = element.child(.closureExpr) else { return nil }
            return (label, closure)
        }
    }
}

/// One argument: `label: expression` or `expression`.
public struct ArgumentView {
    public let node: Node
    public init(_ node: Node) { self.node = node }

    /// The label token, when the argument has one.
    public var label: Int? {
        node.childToken(at: 1) != nil ? node.childToken(at: 0) : nil
    }

    /// The argument's value (nil for `foo(x:)` references).
    public var expression: Node? { node.childNodes.last }
}

/// `base.name` or the implicit `.name`.
public struct MemberAccessView {
    public let node: Node
    public init?(_ node: Node) {
        guard node.kind == .memberAccessExpr else { return nil }
        self.node = node
    }

    /// The expression before the dot; nil for an implicit member (`.red`).
    public var base: Node? { node.firstChildNode }

    /// The member name token.
    public var name: Int? { node.lastChildToken }
}

/// `condition ? then : otherwise` as the parser leaves it: a sequence whose last two
/// elements are the `? then :` node and the else branch (the condition may be a sequence
/// itself: `x == .a ? a : b`). Nil for other nodes, for `x = c ? a : b` and for a chain of
/// ternaries.
public struct TernaryView {
    public let then: Node
    public let otherwise: Node
    public init?(_ node: Node) {
        guard node.kind == .sequenceExpr else { return nil }
        let elements = node.childNodes
        guard elements.count >= 3, elements[elements.count - 2].kind == .unresolvedTernaryExpr,
              !elements.dropLast(2).contains(where: { $0.kind == .unresolvedTernaryExpr || $0.kind == .assignmentExpr }),
              let then = elements[elements.count - 2].firstChildNode else { return nil }
        self.then = then
        self.otherwise = elements[elements.count - 1]
    }
}

/// A declaration with its attributes, modifiers, name, inheritance and members.
public struct DeclarationView {
    public let node: Node

    static let declarationKinds: Set<NodeKind> = [
        .importDecl, .structDecl, .classDecl, .enumDecl, .protocolDecl, .extensionDecl, .actorDecl, .functionDecl,
        .initializerDecl, .deinitializerDecl, .subscriptDecl, .variableDecl, .typeAliasDecl, .associatedTypeDecl,
        .enumCaseDecl, .macroDecl, .operatorDecl, .precedenceGroupDecl, .macroExpansionDecl,
    ]

    /// `declarationKinds` by raw value: a test on every node a pass looks at, so no hashing.
    static let isDeclarationKind: [Bool] = (0..<256).map { raw in
        NodeKind(rawValue: UInt8(raw)).map(declarationKinds.contains) ?? false
    }

    public init?(_ node: Node) {
        guard DeclarationView.isDeclarationKind[Int(node.kind.rawValue)] else { return nil }
        self.node = node
    }

    /// `@Attribute` nodes (including those inside an `#if` around the attributes).
    public var attributes: [Node] {
        var result: [Node] = []
        node.child(.attributeList)?.walk { n in
            if n.kind == .attribute { result.append(n); return false }
            return true
        }
        return result
    }

    /// `public`, `private(set)`, `static`, ... nodes.
    public var modifiers: [Node] { node.child(.modifierList)?.children(.declModifier) ?? [] }

    /// The introducing keyword token (`struct`, `func`, `var`, ...).
    public var keyword: Int? { node.childTokens.first }

    /// The declared name token for named declarations (types, functions, aliases).
    public var name: Int? {
        switch node.kind {
        case .structDecl, .classDecl, .enumDecl, .protocolDecl, .actorDecl, .functionDecl, .typeAliasDecl,
             .associatedTypeDecl, .macroDecl, .precedenceGroupDecl, .operatorDecl:
            return node.childToken(at: 1)
        default:
            return nil
        }
    }

    /// The extended type of an extension.
    public var extendedType: Node? {
        node.kind == .extensionDecl ? node.childNodes.first { $0.kind != .attributeList && $0.kind != .modifierList } : nil
    }

    /// Types after `:`.
    public var inheritedTypes: [Node] {
        node.child(.inheritanceClause)?.children(.inheritedType).compactMap { $0.childNodes.first } ?? []
    }

    /// Member declarations (inside `#if` blocks too).
    public var members: [Node] {
        guard let block = node.child(.memberBlock) else { return [] }
        var result: [Node] = []
        func collect(_ n: Node) {
            for child in n.childNodes {
                if child.kind == .ifConfigDecl || child.kind == .ifConfigClause { collect(child) } else if DeclarationView(child) != nil { result.append(child) }
            }
        }
        collect(block)
        return result
    }

    /// `get`/`set`/`willSet`/`didSet` accessors of a property or subscript.
    public var accessors: [Node] {
        var result: [Node] = []
        node.walk { n in
            if n.kind == .accessorDecl { result.append(n); return false }
            return n == node || n.kind == .patternBinding || n.kind == .accessorBlock
        }
        return result
    }
}

/// Visits a tree depth-first; return false from `visit` to skip a node's children.
public protocol SyntaxVisitor {
    mutating func visit(_ node: Node) -> Bool
    mutating func visitPost(_ node: Node)
}

extension SyntaxVisitor {
    public mutating func visitPost(_ node: Node) {}

    /// Walks `node` and its descendants in source order.
    public mutating func walk(_ node: Node) {
        guard visit(node) else { return }
        for case .node(let child) in node.children { walk(child) }
        visitPost(node)
    }
}

extension Node {
    /// Ancestors from the parent up to the root.
    public var ancestors: [Node] {
        var result: [Node] = []
        var current = parent
        while let node = current {
            result.append(node)
            current = node.parent
        }
        return result
    }
}
