import MigratorEngine
import MigratorSemantics
import SwiftCST

/// What a data migration can prove about a value's type before it rewrites a call that
/// depends on it (`disableAutocorrection(x)` → `autocorrectionDisabled(x)` needs a `Bool`,
/// `Color(x)` → `Color(uiColor: x)` a `UIColor`). Never guesses: false means not proven.
extension DataMigration {
    /// Comparison and logical operators: a sequence whose loosest operator is one of these
    /// is a `Bool`.
    static let booleanOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "&&", "||", "~="]

    /// Methods of an outside type that return the same type (`UIColor.white.withAlphaComponent(0.5)`).
    static let sameTypeMethods: [String: Set<String>] = [
        "UIColor": ["withAlphaComponent", "resolvedColor"],
        "NSColor": ["withAlphaComponent", "usingColorSpace"],
        "CGColor": ["copy"],
    ]

    /// Whether `expression` is provably a (non-optional) value of the outside type `type`
    /// at `site`: a literal of it, `Type(...)`/`Type.member` where the project declares no
    /// type of that name, an implicit member among `members`, a ternary whose branches
    /// both are, `x ?? y` with `x` a `Type?`, or a value the type resolver finds declared
    /// as `type`.
    static func isProvably(_ expression: Node, _ type: String, members: [String] = [], site: Node, _ source: SourceFile,
                           _ context: PassContext, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        let tree = source.tree
        func recurse(_ node: Node) -> Bool { isProvably(node, type, members: members, site: site, source, context, depth: depth + 1) }
        switch expression.kind {
        case .booleanLiteralExpr:
            return type == "Bool"
        case .prefixOperatorExpr:
            // `!x`: only Bool has a prefix `!` in the standard library.
            guard type == "Bool", let op = expression.childTokens.first else { return false }
            return tree.text(of: op) == "!"
        case .tupleExpr:
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last else { return false }
            return recurse(value)
        case .sequenceExpr:
            let elements = expression.childNodes
            // `c ? a : b` (the condition may be a sequence itself: `x == .light ? a : b`).
            if let ternary = TernaryView(expression) {
                return recurse(ternary.then) && recurse(ternary.otherwise)
            }
            let operators = elements.filter { $0.kind == .binaryOperatorExpr }.map { tree.text(of: $0).trimmingCharacters(in: .whitespaces) }
            if elements.contains(where: { $0.kind == .unresolvedTernaryExpr || $0.kind == .assignmentExpr || $0.kind == .asExpr }) { return false }
            if type == "Bool", operators.contains(where: booleanOperators.contains) { return true }
            if elements.count == 3, operators == ["??"], let left = TypeResolver.resolve(elements[0], at: site, file: source, model: context.model),
               left.isOptional, TypeName(left.text)?.last == type, isOutside(type, left.target) {
                let right = elements[2]
                if right.kind == .memberAccessExpr, MemberAccessView(right)?.base == nil { return true }
                return recurse(right)
            }
            return false
        case .forceUnwrapExpr:
            // `UIColor(named: "x")!`.
            guard let inner = expression.firstChildNode, inner.kind == .functionCallExpr,
                  let callee = inner.firstChildNode, callee.kind == .declReferenceExpr, tree.text(of: callee) == type else { return false }
            return namesOutsideType(type, at: site, source, context)
        case .memberAccessExpr:
            guard let view = MemberAccessView(expression), let name = view.name else { return false }
            if view.base == nil { return members.contains(tree.text(of: name)) }
        case .functionCallExpr:
            guard let callee = expression.firstChildNode else { return false }
            // `UIColor(named:)` is failable (written with `!`, above); other initialisers
            // are resolved below (the project's failable ones included).
            if callee.kind == .declReferenceExpr, tree.text(of: callee) == type, isFailableInit(expression, tree) { return false }
            // `UIColor.white.withAlphaComponent(0.5)`.
            if callee.kind == .memberAccessExpr, let view = MemberAccessView(callee), let base = view.base, let name = view.name,
               sameTypeMethods[type]?.contains(tree.text(of: name)) == true, recurse(base) {
                return true
            }
        default:
            break
        }
        guard let resolved = TypeResolver.resolve(expression, at: site, file: source, model: context.model), !resolved.isOptional else { return false }
        return SemanticModel.compact(resolved.text) == type && isOutside(type, resolved.target)
    }

    /// True when a resolved target is the outside type itself (not a project type of that
    /// name).
    static func isOutside(_ type: String, _ target: SemanticModel.TypeTarget?) -> Bool {
        if case .external(let name)? = target { return name == type }
        return false
    }

    /// Whether `type` written at the site names the outside type (the project declares no
    /// type or typealias of that name there).
    static func namesOutsideType(_ type: String, at site: Node, _ source: SourceFile, _ context: PassContext) -> Bool {
        context.model.projectTypes(named: type, at: site, in: source).isEmpty
    }

    /// UIKit's and AppKit's failable colour initialisers: `UIColor(named:)`, `NSColor(named:)`
    /// (the project's own failable ones are known to the model).
    static func isFailableInit(_ call: Node, _ tree: SyntaxTree) -> Bool {
        FunctionCallView(call)?.arguments.first?.label.map { tree.text(of: $0) } == "named"
    }

    /// A view built in place: `Name(...)` or `Name { }` of a type that is not a shape
    /// style, followed only by method calls (`Circle().fill(.red)`, `Text("a").padding()`).
    /// A property read at the end (`Theme(...).background`) may be a Color, so it is not.
    static func isViewBuiltInPlace(_ expression: Node, _ tree: SyntaxTree) -> Bool {
        var current = expression
        while true {
            guard current.kind == .functionCallExpr, let callee = current.firstChildNode else { return false }
            switch callee.kind {
            case .declReferenceExpr, .genericSpecializationExpr:
                let root = callee.kind == .genericSpecializationExpr ? (callee.firstChildNode ?? callee) : callee
                let name = tree.text(of: root)
                return name.first?.isUppercase == true && !shapeStyleTypes.contains(name)
            case .memberAccessExpr:
                guard let base = MemberAccessView(callee)?.base else { return false }
                current = base
            default:
                return false
            }
        }
    }

    /// The text of an argument as a template's `{value}`: parenthesised when it is an
    /// operator expression that a surrounding `? :` would otherwise split.
    static func operand(_ expression: Node, _ tree: SyntaxTree) -> String {
        let text = tree.text(of: expression)
        switch expression.kind {
        case .sequenceExpr, .ternaryExpr, .tryExpr, .awaitExpr, .asExpr, .isExpr, .closureExpr:
            return "(" + text + ")"
        default:
            return text
        }
    }
}
