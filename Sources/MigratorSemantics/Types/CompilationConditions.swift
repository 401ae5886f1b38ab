import SwiftCST

/// Which `#if` branches the type layer takes as compiled: a declaration in a branch whose
/// condition is known to be false is not what a name means (`#if compiler(<6.2) struct
/// Deque {} #else struct Deque { ... } #endif`). Conditions are evaluated for a platform:
/// iOS by default (what the tool migrates); `linux` for measuring against a Linux compiler.
/// A condition that cannot be evaluated (a custom flag such as `DEBUG`) leaves its branch
/// possibly compiled.
package struct CompilationConditions: Sendable {
    /// `os(...)` value.
    package var os: String
    /// Modules `canImport(...)` is true for.
    package var importable: Set<String>
    /// The compiler and language version `compiler(>=...)`/`swift(>=...)` compare with.
    package var compilerVersion: [Int]

    package static let iOS = CompilationConditions(
        os: "iOS",
        importable: ["Swift", "Foundation", "SwiftUI", "UIKit", "Combine", "Darwin", "Dispatch", "Observation", "CoreGraphics",
                     "CoreData", "Charts", "UniformTypeIdentifiers", "os", "ObjectiveC", "CoreFoundation", "QuartzCore", "AVFoundation",
                     "MapKit", "StoreKit", "WidgetKit", "SwiftData", "Security", "CoreLocation", "UserNotifications", "PhotosUI", "WebKit",
                     "Synchronization"],
        compilerVersion: [6, 3])

    package static let linux = CompilationConditions(
        os: "Linux",
        importable: ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Observation", "Synchronization", "XCTest", "Testing"],
        compilerVersion: [6, 3])

    package init(os: String, importable: Set<String>, compilerVersion: [Int]) {
        self.os = os
        self.importable = importable
        self.compilerVersion = compilerVersion
    }

    /// Whether a node sits in a branch known not to be compiled.
    func isInactive(_ node: Node, _ tree: SyntaxTree) -> Bool {
        var current = node.parent
        var child = node
        while let n = current {
            let isCondition = n.kind == .ifConfigClause && n.firstChildToken.map { tree.text(of: $0) != "#else" } == true && child == n.firstChildNode
            if n.kind == .ifConfigClause, let decl = n.parent, decl.kind == .ifConfigDecl, !isCondition {
                if clauseIsActive(n, in: decl, tree) == false { return true }
            }
            child = n
            current = n.parent
        }
        return false
    }

    /// Whether a clause is the one compiled: its condition holds and no earlier one's does
    /// (nil when that cannot be told).
    func clauseIsActive(_ clause: Node, in decl: Node, _ tree: SyntaxTree) -> Bool? {
        var earlierUnknown = false
        for other in decl.children(.ifConfigClause) {
            let keyword = other.firstChildToken.map { tree.text(of: $0) } ?? ""
            let value: Bool? = keyword == "#else" ? true : other.firstChildNode.flatMap { evaluate($0, tree) }
            if other == clause {
                if value == false { return false }
                return earlierUnknown ? nil : value
            }
            if value == true { return false }
            if value == nil { earlierUnknown = true }
        }
        return nil
    }

    func isStatementLike(_ node: Node) -> Bool {
        DeclarationView(node) != nil || node.kind == .expressionStmt || node.kind == .ifConfigDecl
    }

    /// A condition's value; nil when it cannot be evaluated.
    func evaluate(_ node: Node, _ tree: SyntaxTree) -> Bool? {
        switch node.kind {
        case .booleanLiteralExpr:
            return tree.text(of: node) == "true"
        case .tupleExpr:
            let elements = node.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard elements.count == 1, let inner = ArgumentView(elements[0]).expression else { return nil }
            return evaluate(inner, tree)
        case .prefixOperatorExpr:
            guard let op = node.firstChildToken, tree.text(of: op) == "!", let inner = node.childNodes.last else { return nil }
            return evaluate(inner, tree).map { !$0 }
        case .sequenceExpr:
            // `a && b || c`: `&&` binds tighter.
            var disjunction: Bool? = false
            var conjunction: Bool? = true
            for element in node.childNodes {
                if element.kind == .binaryOperatorExpr {
                    if tree.text(of: element) == "||" {
                        disjunction = or(disjunction, conjunction)
                        conjunction = true
                    }
                    continue
                }
                conjunction = and(conjunction, evaluate(element, tree))
            }
            return or(disjunction, conjunction)
        case .functionCallExpr:
            guard let callee = FunctionCallView(node)?.calledExpression, let argument = FunctionCallView(node)?.arguments.first?.expression else { return nil }
            let name = tree.text(of: callee)
            let value = tree.collapsedText(of: argument).replacingOccurrences(of: " ", with: "")
            switch name {
            case "os": return value == os || (os == "iOS" && value == "iOS")
            case "canImport": return importable.contains(value.split(separator: ".").first.map(String.init) ?? value)
            case "compiler", "swift": return compare(version: value)
            case "targetEnvironment": return value == "simulator" ? nil : false
            case "arch": return nil
            case "hasFeature", "hasAttribute": return true
            default: return nil
            }
        case .declReferenceExpr:
            let name = tree.text(of: node)
            // `$Feature` checks of interfaces: the newest compiler has them.
            if name.hasPrefix("$") { return true }
            return nil
        default:
            return nil
        }
    }

    func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        if a == true && b == true { return true }
        return nil
    }

    func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        if a == false && b == false { return false }
        return nil
    }

    /// `>=6.2`, `<6`.
    func compare(version text: String) -> Bool? {
        var op = ""
        var rest = Substring(text)
        while let c = rest.first, "<>=".contains(c) {
            op.append(c)
            rest = rest.dropFirst()
        }
        let parts = rest.split(separator: ".").compactMap { Int($0) }
        guard !parts.isEmpty else { return nil }
        let mine = compilerVersion + Array(repeating: 0, count: max(0, parts.count - compilerVersion.count))
        let theirs = parts + Array(repeating: 0, count: max(0, mine.count - parts.count))
        let ordering = zip(mine, theirs).first { $0 != $1 }.map { $0 < $1 ? -1 : 1 } ?? 0
        switch op {
        case ">=": return ordering >= 0
        case "<": return ordering < 0
        case ">": return ordering > 0
        case "<=": return ordering <= 0
        default: return nil
        }
    }
}
