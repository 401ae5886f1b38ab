import Foundation
import SwiftCST

/// The SDK's declarations the type layer knows (see `ExpressionTypes`, "The SDK digest"):
/// the bundled digest parsed with our parser into a `SemanticModel` of its own, built once
/// per process on first use (a `static let`, so threads share one) and never mixed with a
/// project's model.
package final class SDKDigest: @unchecked Sendable {
    /// The digest's declarations: every module is a file of one module, so every top-level
    /// name is visible everywhere (the digest itself is a closed world).
    package let model: SemanticModel
    /// Module name per file of `model`.
    package let moduleNames: [String]
    /// The names that qualify an SDK type (`SwiftUI.Color`, `UIKit.UIColor`): the bundled
    /// digest's modules, and every module of an SDK read.
    package let qualifierNames: Set<String>
    /// Top-level type-like declarations by name (the first module's first).
    let topLevelTypes: [String: [Int32]]
    /// Top-level functions, variables and constants by name.
    let topLevelValues: [String: [Int32]]
    /// Operator declarations: precedence group per operator, and the groups.
    let operators: Operators
    /// Seconds spent parsing and building, for the report of `types audit`.
    package let loadSeconds: Double
    package let parseSeconds: Double
    /// Bytes of Swift the digest holds.
    package let byteCount: Int

    /// The bundled digest.
    package static let shared = SDKDigest(modules: bundledModules)

    package init(modules: [(name: String, text: String)], qualifierNames: Set<String> = []) {
        self.qualifierNames = SDKDigestBuilder.moduleNames.union(qualifierNames).union(modules.map(\.name))
        let start = Date()
        // A large module is parsed and modelled in parts, so the cores share the work (an
        // SDK's Foundation is a megabyte); the digest is one module, so parts change nothing.
        var parts: [(name: String, text: [UInt8])] = []
        for module in modules {
            for (k, part) in Self.split(Array(module.text.utf8), near: 128 * 1024).enumerated() {
                parts.append((k == 0 ? module.name : "\(module.name)-\(k + 1)", part))
            }
        }
        let trees = Slots<SyntaxTree>(count: parts.count)
        let texts = parts.map(\.text)
        Workers.forEach(parts.count, jobs: Workers.coreCount) { i in
            trees.set(i, SyntaxTree.parseOnCurrentThread(texts[i]))
        }
        let parsed = Date()
        let files = parts.enumerated().map { i, part in SourceFile(path: "SDK/\(part.name).swift", tree: trees.values[i]!) }
        model = SemanticModel(files: files, graph: ModuleGraph.single(files.map(\.path), name: "SDK"), jobs: Workers.coreCount)
        moduleNames = parts.map { String($0.name.prefix { $0 != "-" }) }
        var types: [String: [Int32]] = [:]
        var values: [String: [Int32]] = [:]
        for (i, declaration) in model.declarations.enumerated() where declaration.parent < 0 && declaration.scope == nil {
            if declaration.kind.isTypeLike {
                types[declaration.name, default: []].append(Int32(i))
            } else if [.function, .variable, .constant].contains(declaration.kind) {
                values[declaration.name, default: []].append(Int32(i))
            }
        }
        topLevelTypes = types
        topLevelValues = values
        operators = Operators(files: files)
        byteCount = texts.reduce(0) { $0 + $1.count }
        loadSeconds = Date().timeIntervalSince(start)
        parseSeconds = parsed.timeIntervalSince(start)
    }

    /// `text` cut into parts of about `size` bytes, each after a line that ends a top-level
    /// declaration (braces balanced outside string literals; a digest has no bodies, so a
    /// brace is a declaration's).
    static func split(_ text: [UInt8], near size: Int) -> [[UInt8]] {
        guard text.count > size * 3 / 2 else { return [text] }
        var parts: [[UInt8]] = []
        var start = 0
        var depth = 0
        var inString = false
        var i = 0
        while i < text.count {
            switch text[i] {
            case UInt8(ascii: "\""): inString.toggle()
            case UInt8(ascii: "\\") where inString: i += 1
            case UInt8(ascii: "{") where !inString: depth += 1
            case UInt8(ascii: "}") where !inString: depth -= 1
            case 10:
                inString = false
                if depth == 0, i + 1 - start >= size, text.count - (i + 1) >= size / 2 {
                    parts.append(Array(text[start...i]))
                    start = i + 1
                }
            default: break
            }
            i += 1
        }
        if start < text.count { parts.append(Array(text[start...])) }
        return parts
    }

    /// The module a declaration of the digest belongs to.
    package func module(of id: Int32) -> String { moduleNames[model.declaration(id).file] }

    /// Operator fixity and precedence, from the digest's `precedencegroup` and `operator`
    /// declarations (and the project's, added by the type layer).
    struct Operators {
        struct Group {
            var higherThan: [String] = []
            var lowerThan: [String] = []
            var isRightAssociative = false
            var isAssignment = false
        }
        var groups: [String: Group] = [:]
        /// Infix operator → its precedence group.
        var infix: [String: String] = [:]

        init(files: [SourceFile]) {
            for file in files { add(file.tree) }
        }

        mutating func add(_ tree: SyntaxTree) {
            for node in tree.root.childNodes {
                switch node.kind {
                case .precedenceGroupDecl:
                    guard let name = DeclarationView(node)?.name else { continue }
                    // The body's words in order: `higherThan: A, B associativity: left ...`.
                    var words: [String] = []
                    node.walk { n in
                        for t in n.childTokens where tree.tokens[t].kind == .identifier { words.append(tree.text(of: t)) }
                        return true
                    }
                    var group = Group()
                    var key = ""
                    for word in words.dropFirst(2) {
                        switch word {
                        case "higherThan", "lowerThan", "associativity", "assignment":
                            key = word
                        default:
                            switch key {
                            case "higherThan": group.higherThan.append(word)
                            case "lowerThan": group.lowerThan.append(word)
                            case "associativity": group.isRightAssociative = word == "right"
                            case "assignment": group.isAssignment = word == "true"
                            default: break
                            }
                        }
                    }
                    groups[tree.text(of: name)] = group
                case .operatorDecl:
                    let modifiers = (DeclarationView(node)?.modifiers ?? []).compactMap { $0.firstChildToken.map { tree.text(of: $0) } }
                    guard modifiers.contains("infix") else { continue }
                    let tokens = node.childTokens
                    guard let keyword = tokens.firstIndex(where: { tree.text(of: $0) == "operator" }), keyword + 1 < tokens.count else { continue }
                    let name = tree.text(of: tokens[keyword + 1])
                    if let colon = tokens.firstIndex(where: { tree.tokens[$0].kind == .colon }), colon + 1 < tokens.count {
                        infix[name] = tree.text(of: tokens[colon + 1])
                    } else {
                        infix[name] = "DefaultPrecedence"
                    }
                default:
                    continue
                }
            }
        }

        /// Whether group `a` binds tighter than group `b`.
        func isHigher(_ a: String, than b: String) -> Bool {
            if a == b { return false }
            var seen: Set<String> = []
            var stack = [a]
            while let next = stack.popLast() {
                guard seen.insert(next).inserted, let group = groups[next] else { continue }
                if group.higherThan.contains(b) { return true }
                stack += group.higherThan
            }
            // `lowerThan` is declared on the other side.
            seen = []
            stack = [b]
            while let next = stack.popLast() {
                guard seen.insert(next).inserted, let group = groups[next] else { continue }
                if group.lowerThan.contains(a) { return true }
                stack += group.lowerThan
            }
            return false
        }
    }
}
