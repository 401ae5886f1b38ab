import Foundation
import MigratorSemantics
import SwiftCST

/// `#if` conditions and fallback branches: where code is compiled, and where it is kept for
/// older SDKs or OS versions.
extension Rewriting {
    /// Where `node` is fallback code kept for older SDKs or OS versions: the `else` of
    /// `if #available(...)` or of `guard #available(...)`, the body of
    /// `if #unavailable(...)`, or a later clause of an `#if`
    /// whose first condition tests `swift(...)` or `compiler(...)`. Nil elsewhere. A pass
    /// asking about many nodes of one tree asks a `CompatibilityBranches` instead.
    package static func compatibilityBranch(_ node: Node, _ tree: SyntaxTree) -> String? {
        var current = node
        while let parent = current.parent {
            if let found = compatibilityBranch(parent, holding: current, tree) { return found }
            current = parent
        }
        return nil
    }

    /// The fallback branch `parent` makes of its child `current`, if it makes one.
    static func compatibilityBranch(_ parent: Node, holding current: Node, _ tree: SyntaxTree) -> String? {
        func hasAvailability(_ statement: Node, _ keyword: String = "#available") -> Bool {
            guard let conditions = statement.child(.conditionElementList) else { return false }
            // `if #available(iOS 26, *), !flag { } else { X }`: X also runs where the OS is new
            // and the flag is set, so it never becomes dead.
            if keyword == "#available", conditions.children(.conditionElement).contains(where: { $0.firstChildNode?.kind != .availabilityCondition }) {
                return false
            }
            var found = false
            conditions.walk { n in
                if n.kind == .availabilityCondition, let first = n.childTokens.first, tree.text(of: first) == keyword { found = true }
                return !found
            }
            return found
        }
        switch parent.kind {
        case .ifExpr:
            // The then-block is the first code block; anything after `else` is the fallback.
            if hasAvailability(parent), current.kind == .codeBlock || current.kind == .ifExpr, parent.child(.codeBlock) != current {
                return "the else branch of an `if #available` check"
            }
            // `if #unavailable(iOS 15) { ... }`: the then-block runs only on the old OS.
            if hasAvailability(parent, "#unavailable"), current.kind == .codeBlock, parent.child(.codeBlock) == current {
                return "the body of an `if #unavailable` check"
            }
        case .guardStmt:
            if hasAvailability(parent), current.kind == .codeBlock { return "the else branch of a `guard #available` check" }
        case .ifConfigClause:
            if let decl = parent.parent, decl.kind == .ifConfigDecl, let first = decl.children(.ifConfigClause).first, first != parent {
                let condition = tree.collapsedText(tree.startOffset(of: first), lineEnd(of: first, tree))
                if condition.contains("swift(") || condition.contains("compiler(") {
                    return "an `#else` branch of `\(condition.trimmingCharacters(in: .whitespaces))`"
                }
            }
        default:
            break
        }
        return nil
    }

    /// `compatibilityBranch` for many nodes of one tree, each ancestor's answer remembered:
    /// the sites of a chain of 8,000 modifiers (each nested in the next) cost once per
    /// node, not once per site and ancestor.
    package final class CompatibilityBranches {
        let tree: SyntaxTree
        private var known: [Node: String?] = [:]

        package init(_ tree: SyntaxTree) { self.tree = tree }

        package func of(_ node: Node) -> String? {
            var path: [Node] = []
            var current = node
            var answer: String??
            while answer == nil {
                if let found = known[current] {
                    answer = found
                    break
                }
                path.append(current)
                guard let parent = current.parent else {
                    answer = .some(nil)
                    break
                }
                if let found = Rewriting.compatibilityBranch(parent, holding: current, tree) { answer = .some(found) }
                current = parent
            }
            let result = answer ?? nil
            for step in path { known[step] = .some(result) }
            return result
        }
    }

    /// The end of the line a node starts on.
    static func lineEnd(of node: Node, _ tree: SyntaxTree) -> Int {
        var i = tree.startOffset(of: node)
        while i < tree.bytes.count && tree.bytes[i] != 10 && tree.bytes[i] != 13 { i += 1 }
        return i
    }

    /// The conditions of the `#if` clauses around `node`, innermost first, as written
    /// (whitespace collapsed); an `#else` clause gives `!(first condition)`.
    /// Whether code under these `#if` conditions (all must hold) is compiled for
    /// `platform` (`macOS`, `iOS`, ...): true (certainly), false (never) or nil (it
    /// depends on other flags). `os(X)`, `canImport(UIKit)` / `canImport(AppKit)`,
    /// `targetEnvironment(macCatalyst)` off iOS, `!`,
    /// `&&`, `||` and parentheses are understood; anything else is unknown.
    package static func compiled(on platform: String, under conditions: [String]) -> Bool? {
        var result: Bool? = true
        for condition in conditions {
            var parser = ConditionParser(text: Array(condition.utf8), platform: platform)
            let value = parser.parseOr()
            if value == false { return false }
            if value == nil { result = nil }
        }
        return result
    }

    /// A three-valued reader of `#if` conditions for one platform.
    struct ConditionParser {
        let text: [UInt8]
        let platform: String
        var i = 0

        mutating func skipSpaces() { while i < text.count && (text[i] == 32 || text[i] == 9) { i += 1 } }

        mutating func parseOr() -> Bool? {
            var value = parseAnd()
            while true {
                skipSpaces()
                guard i + 1 < text.count, text[i] == UInt8(ascii: "|"), text[i + 1] == UInt8(ascii: "|") else { return value }
                i += 2
                let right = parseAnd()
                value = value == true || right == true ? true : (value == false && right == false ? false : nil)
            }
        }

        mutating func parseAnd() -> Bool? {
            var value = parseUnary()
            while true {
                skipSpaces()
                guard i + 1 < text.count, text[i] == UInt8(ascii: "&"), text[i + 1] == UInt8(ascii: "&") else { return value }
                i += 2
                let right = parseUnary()
                value = value == false || right == false ? false : (value == true && right == true ? true : nil)
            }
        }

        mutating func parseUnary() -> Bool? {
            skipSpaces()
            if i < text.count && text[i] == UInt8(ascii: "!") {
                i += 1
                return parseUnary().map { !$0 }
            }
            if i < text.count && text[i] == UInt8(ascii: "(") {
                i += 1
                let value = parseOr()
                skipSpaces()
                if i < text.count && text[i] == UInt8(ascii: ")") { i += 1 }
                return value
            }
            // An atom: a name, optionally with a parenthesised argument.
            var name: [UInt8] = []
            while i < text.count, text[i] == UInt8(ascii: "_") || (text[i] >= 48 && text[i] <= 57) || (text[i] | 0x20 >= 97 && text[i] | 0x20 <= 122) {
                name.append(text[i])
                i += 1
            }
            skipSpaces()
            var argument = ""
            if i < text.count && text[i] == UInt8(ascii: "(") {
                var depth = 0
                var bytes: [UInt8] = []
                repeat {
                    if text[i] == UInt8(ascii: "(") { depth += 1 } else if text[i] == UInt8(ascii: ")") { depth -= 1 }
                    bytes.append(text[i])
                    i += 1
                } while i < text.count && depth > 0
                argument = String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self).trimmingCharacters(in: .whitespaces)
            }
            switch String(decoding: name, as: UTF8.self) {
            case "os":
                return argument == platform
            case "canImport":
                // watchOS has UIKit too (UIColor, UIImage, UIFont).
                if argument == "UIKit" { return platform != "macOS" }
                if argument == "AppKit" { return platform == "macOS" }
                return nil
            case "targetEnvironment":
                // Mac Catalyst builds are iOS builds: elsewhere it is never true.
                return argument == "macCatalyst" && platform != "iOS" ? false : nil
            case "true":
                return true
            case "false":
                return false
            default:
                return nil
            }
        }
    }

    /// Whether a project declaration can be compiled on some platform where `call` is: the
    /// platforms the call's file builds for (its targets' settings; every platform when not
    /// known) and its `#if` conditions, against the declaration's `#if` conditions (an
    /// overload under `#if os(macOS)` is not what a call in an iOS-only file means).
    package static func mayCompileTogether(_ declaration: Int32, with call: Node, _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        let declared = model.declaration(declaration)
        let declarationConditions = ifConfigConditions(around: declared.node, model.files[declared.file].tree)
        let declarationPlatforms = model.graph.platforms(of: model.files[declared.file].path)
        let callConditions = ifConfigConditions(around: call, file.tree)
        var callPlatforms = model.graph.platforms(of: file.path)
        // A file no target describes that imports UIKit outside `#if` is not built for
        // macOS (Mac Catalyst builds it as iOS) or watchOS.
        if callPlatforms == nil, importsUnconditionally("UIKit", file.tree) { callPlatforms = [.iOS, .tvOS, .visionOS] }
        if declarationConditions.isEmpty && callConditions.isEmpty && callPlatforms == nil { return true }
        let names: [(Platform, String)] = [(.iOS, "iOS"), (.macOS, "macOS"), (.tvOS, "tvOS"), (.watchOS, "watchOS"), (.visionOS, "visionOS")]
        return names.contains { platform, name in
            callPlatforms?.contains(platform) ?? true
                && declarationPlatforms?.contains(platform) ?? true
                && compiled(on: name, under: callConditions) != false
                && compiled(on: name, under: declarationConditions) != false
        }
    }

    /// Whether a file imports a module at its top level, outside `#if`.
    package static func importsUnconditionally(_ module: String, _ tree: SyntaxTree) -> Bool {
        tree.root.childNodes.contains { declaration in
            declaration.kind == .importDecl
                && declaration.childTokens.filter { tree.tokens[$0].kind == .identifier }.last.map { tree.text(of: $0) } == module
        }
    }

    package static func ifConfigConditions(around node: Node, _ tree: SyntaxTree) -> [String] {
        var result: [String] = []
        for ancestor in node.ancestors where ancestor.kind == .ifConfigClause {
            guard let keyword = ancestor.childTokens.first else { continue }
            if ["#if", "#elseif"].contains(tree.text(of: keyword)), let condition = ancestor.childNodes.first {
                result.append(tree.collapsedText(of: condition))
            }
            // `#elseif` and `#else` hold only where every earlier clause's condition does not.
            guard tree.text(of: keyword) != "#if", let clauses = ancestor.parent?.children(.ifConfigClause) else { continue }
            for earlier in clauses.prefix(while: { $0 != ancestor }) {
                if let condition = earlier.childNodes.first { result.append("!(" + tree.collapsedText(of: condition) + ")") }
            }
        }
        return result
    }

    /// The `#if` clauses around a node, outermost first, as their keyword and condition
    /// (`#if os(iOS)`, `#else `): two nodes under equal lists are compiled together.
    package static func ifConfigClauses(around node: Node, _ tree: SyntaxTree) -> [String] {
        node.ancestors.filter { $0.kind == .ifConfigClause }.reversed().map { clause in
            let keyword = clause.childTokens.first.map { tree.text(of: $0) } ?? ""
            let condition = clause.childNodes.first.map { tree.collapsedText(of: $0) } ?? ""
            return keyword + " " + condition
        }
    }
}
