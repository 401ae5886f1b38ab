import SwiftCST

/// What a `Package.swift` says about modules, read from its syntax tree (a manifest is never
/// run): the package's targets with their folders and dependencies, its library products,
/// and the local packages it depends on.
struct PackageManifest {
    struct Target {
        var name: String
        /// `target`, `executableTarget`, `testTarget`, `macro` or `plugin`.
        var kind: String
        /// `path:` as written (relative to the package), nil for the default folder.
        var path: String?
        var exclude: [String]
        /// `sources:` as written (relative to the target's folder); nil means everything.
        var sources: [String]?
        /// Targets of the same package (`"X"`, `.target(name: "X")`, `.byName(name: "X")`
        /// when the package has such a target).
        var targetDependencies: [String]
        /// Products of other packages, or names no target of this package has.
        var productDependencies: [String]
        var isTest: Bool { kind == "testTarget" }
    }

    var name: String?
    var targets: [Target]
    /// Library products: name → target names.
    var products: [String: [String]]
    /// Folders of `.package(path:)` dependencies, as written (relative to the package).
    var localDependencies: [String]
    /// True when the manifest builds its targets in a way this reader cannot follow (no
    /// target call with a literal name at all, yet a `targets:` argument).
    var isDynamic: Bool

    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin"]

    init(bytes: [UInt8]) {
        let tree = SyntaxTree.parse(bytes)
        var name: String?
        var targets: [Target] = []
        var products: [String: [String]] = [:]
        var local: [String] = []
        var sawTargetsArgument = false
        // Top-level `let x = [...]` values, so `dependencies: shared` can be followed.
        var constants: [String: Node] = [:]
        for node in tree.root.childNodes {
            var declaration = node
            if node.kind == .expressionStmt, let inner = node.firstChildNode { declaration = inner }
            guard declaration.kind == .variableDecl else { continue }
            for binding in declaration.children(.patternBinding) {
                if let pattern = binding.childNodes.first, pattern.kind == .identifierPattern,
                   let value = binding.child(.initializerClause)?.childNodes.first {
                    constants[tree.text(of: pattern)] = value
                }
            }
        }
        func arguments(_ call: FunctionCallView) -> [String: Node] {
            var result: [String: Node] = [:]
            for argument in call.arguments {
                if let label = argument.label, let expression = argument.expression, result[tree.text(of: label)] == nil {
                    result[tree.text(of: label)] = expression
                }
            }
            return result
        }
        func strings(_ node: Node?, depth: Int = 0) -> [String] {
            guard let node, depth < 4 else { return [] }
            var result: [String] = []
            node.walk { n in
                if n.kind == .stringLiteralExpr {
                    if let s = PackageManifest.literal(n, tree) { result.append(s) }
                    return false
                }
                if n.kind == .declReferenceExpr, let value = constants[tree.text(of: n)] {
                    result += strings(value, depth: depth + 1)
                }
                return true
            }
            return result
        }
        func memberName(_ call: FunctionCallView) -> String? {
            guard let callee = call.calledExpression else { return nil }
            if let member = MemberAccessView(callee), let token = member.name { return tree.text(of: token) }
            if callee.kind == .declReferenceExpr { return tree.text(of: callee) }
            return nil
        }
        for node in tree.nodes(ofKind: [.functionCallExpr]) {
            guard let call = FunctionCallView(node), let member = memberName(call) else { continue }
            let args = arguments(call)
            switch member {
            case "Package":
                if let value = args["name"] { name = PackageManifest.literal(value, tree) }
                if args["targets"] != nil { sawTargetsArgument = true }
            case _ where PackageManifest.targetKinds.contains(member):
                guard let nameNode = args["name"], let targetName = PackageManifest.literal(nameNode, tree),
                      args["dependencies"] != nil || args["path"] != nil || call.arguments.count >= 1 else { continue }
                // `.target(name: "X")` inside a dependencies list is a dependency, not a target.
                if PackageManifest.isInsideDependencies(node, tree) { continue }
                var dependencies: [String] = []
                var productDependencies: [String] = []
                if let list = args["dependencies"] {
                    PackageManifest.collectDependencies(list, tree, constants, into: &dependencies, products: &productDependencies)
                }
                targets.append(Target(name: targetName, kind: member, path: args["path"].flatMap { PackageManifest.literal($0, tree) },
                                      exclude: strings(args["exclude"]), sources: args["sources"].map { strings($0) },
                                      targetDependencies: dependencies, productDependencies: productDependencies))
            case "library":
                if let nameNode = args["name"], let productName = PackageManifest.literal(nameNode, tree) {
                    products[productName] = strings(args["targets"])
                }
            case "package":
                if let path = args["path"].flatMap({ PackageManifest.literal($0, tree) }) { local.append(path) }
            default:
                break
            }
        }
        // A bare name that is not a target of this package is a product.
        let targetNames = Set(targets.map(\.name))
        for i in targets.indices {
            let names = targets[i].targetDependencies
            targets[i].targetDependencies = names.filter { targetNames.contains($0) }
            targets[i].productDependencies += names.filter { !targetNames.contains($0) }
        }
        self.name = name
        self.targets = targets
        self.products = products
        self.localDependencies = local
        self.isDynamic = targets.isEmpty && sawTargetsArgument
    }

    /// Dependencies in a `dependencies:` list: bare strings and `.target`/`.byName` are
    /// names (sorted out later), `.product(name:)` a product.
    private static func collectDependencies(_ node: Node, _ tree: SyntaxTree, _ constants: [String: Node], into names: inout [String],
                                     products: inout [String], depth: Int = 0) {
        guard depth < 4 else { return }
        var pending: [(Node, Int)] = []
        node.walk { n in
            switch n.kind {
            case .stringLiteralExpr:
                if let s = PackageManifest.literal(n, tree) { names.append(s) }
                return false
            case .functionCallExpr:
                guard let call = FunctionCallView(n), let callee = call.calledExpression,
                      let token = MemberAccessView(callee)?.name else { return true }
                let kind = tree.text(of: token)
                let nameArgument = call.arguments.first { $0.label.map { tree.text(of: $0) } == "name" }?.expression
                guard let value = nameArgument.flatMap({ PackageManifest.literal($0, tree) }) else { return false }
                if kind == "product" { products.append(value) } else { names.append(value) }
                return false
            case .declReferenceExpr:
                if let value = constants[tree.text(of: n)] { pending.append((value, depth + 1)) }
                return false
            default:
                return true
            }
        }
        for (value, nextDepth) in pending {
            collectDependencies(value, tree, constants, into: &names, products: &products, depth: nextDepth)
        }
    }

    /// Whether a call sits in a `dependencies:` argument (where `.target(name:)` names a
    /// dependency).
    static func isInsideDependencies(_ node: Node, _ tree: SyntaxTree) -> Bool {
        for ancestor in node.ancestors where ancestor.kind == .labeledExpr {
            if let label = ArgumentView(ancestor).label, tree.text(of: label) == "dependencies" { return true }
        }
        return false
    }

    /// The value of a string literal without interpolation, or nil.
    static func literal(_ node: Node, _ tree: SyntaxTree) -> String? {
        guard node.kind == .stringLiteralExpr, node.child(.expressionSegment) == nil else { return nil }
        let segments = node.children(.stringSegment)
        if segments.isEmpty { return "" }
        return segments.map { tree.text(of: $0) }.joined()
    }
}
