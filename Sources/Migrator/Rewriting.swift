import SwiftCST
import Foundation

/// Editing helpers for passes that restructure code rather than rename a token: finding
/// modifier calls by shape, the file's indentation unit, the indentation of a chain line,
/// rewriting a closure's parameter list, deleting a modifier with its line, and inserting a
/// modifier on the next line of a chain. Every helper works on the original bytes of the
/// round and returns offsets, so passes still propose plain `Edit`s.
enum Rewriting {
    // MARK: Modifier calls

    /// A call of a modifier by name: `base.name(...)`, `.name(...)` inside a `#if` of a
    /// chain, or `name(...)` with implicit `self` inside a View or ViewModifier.
    struct ModifierCall {
        let call: Node
        /// The modifier's name token.
        let nameToken: Int
        /// The `.` before the name; nil for an implicit-self call.
        let dotToken: Int?
        /// The expression the modifier applies to; nil inside a `#if` of a chain or for
        /// an implicit-self call.
        let base: Node?
        /// Labels of the arguments inside the parentheses (nil for unlabelled ones).
        let labels: [String?]
        let arguments: [ArgumentView]
        /// `(`, `)` tokens; nil when the call has no parentheses (`x.foo { }`).
        let leftParen: Int?
        let rightParen: Int?
        /// Trailing closures: the first, then labelled ones.
        let trailingClosures: [Node]

        /// Where the site is reported and counted: the modifier's name (a chain's calls
        /// all start where the chain does).
        func start(_ tree: SyntaxTree) -> Int { Int(tree.tokens[nameToken].textStart) }
    }

    /// Where `node` is fallback code kept for older SDKs or OS versions: the `else` of
    /// `if #available(...)` or of `guard #available(...)`, or a later clause of an `#if`
    /// whose first condition tests `swift(...)` or `compiler(...)`. Nil elsewhere.
    static func compatibilityBranch(_ node: Node, _ tree: SyntaxTree) -> String? {
        func hasAvailability(_ statement: Node) -> Bool {
            guard let conditions = statement.child(.conditionElementList) else { return false }
            var found = false
            conditions.walk { n in
                if n.kind == .availabilityCondition, let first = n.childTokens.first, tree.text(of: first) == "#available" { found = true }
                return !found
            }
            return found
        }
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .ifExpr:
                // The then-block is the first code block; anything after `else` is the fallback.
                if hasAvailability(parent), current.kind == .codeBlock || current.kind == .ifExpr, parent.child(.codeBlock) != current {
                    return "the else branch of an `if #available` check"
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
            current = parent
        }
        return nil
    }

    /// The end of the line a node starts on.
    static func lineEnd(of node: Node, _ tree: SyntaxTree) -> Int {
        var i = tree.startOffset(of: node)
        while i < tree.bytes.count && tree.bytes[i] != 10 && tree.bytes[i] != 13 { i += 1 }
        return i
    }

    /// Every call of a modifier named one of `names`, in source order: `base.name(...)`
    /// (never `Type.name(...)`, a static function, nor `super.name(...)`), `.name(...)`
    /// continuing a chain inside `#if`, or `name(...)` with implicit `self` inside a View or
    /// ViewModifier (or a type the project makes one, or `extension View`). Never an
    /// implicit member expression such as `f(.name(...))`.
    static func modifierCalls(named names: Set<String>, in file: SourceFile, _ context: PassContext) -> [ModifierCall] {
        let tree = file.tree
        var result: [ModifierCall] = []
        // The tree's index files calls by callee name (a member's name, a bare callee's
        // token): only calls of these names are looked at, and their names need no check.
        for call in tree.calls(named: names) {
            guard let callee = call.firstChildNode else { continue }
            var nameToken: Int?
            var dotToken: Int?
            var base: Node?
            if callee.kind == .memberAccessExpr, let member = MemberAccessView(callee) {
                guard let token = member.name else { continue }
                if let memberBase = member.base {
                    if memberBase.kind == .declReferenceExpr {
                        let text = tree.text(of: memberBase)
                        if text.first?.isUppercase == true || text == "super" { continue }
                    }
                } else if !continuesChainInsideIfConfig(call) {
                    continue
                }
                nameToken = token
                base = member.base
                dotToken = callee.childTokens.first { tree.tokens[$0].kind == .period }
            } else if callee.kind == .declReferenceExpr, callee.endToken - callee.firstToken == 1,
                      isInsideView(call, file, context) {
                nameToken = callee.firstToken
            }
            guard let token = nameToken else { continue }
            let view = FunctionCallView(call)!
            let tokens = call.childTokens
            let leftParen = tokens.first { tree.tokens[$0].kind == .leftParen }
            let rightParen = tokens.first { tree.tokens[$0].kind == .rightParen }
            var closures: [Node] = []
            if let first = view.trailingClosure { closures.append(first) }
            closures += view.additionalTrailingClosures.map(\.closure)
            let arguments = view.arguments
            result.append(ModifierCall(call: call, nameToken: token, dotToken: dotToken, base: base,
                                       labels: arguments.map { $0.label.map { tree.text(of: $0) } }, arguments: arguments,
                                       leftParen: leftParen, rightParen: rightParen, trailingClosures: closures))
        }
        return result
    }

    /// Whether a base-less `.name(...)` starts a modifier chain inside a `#if` clause that
    /// continues a postfix chain (`Text("a")\n#if os(iOS)\n.name()\n#endif`).
    static func continuesChainInsideIfConfig(_ call: Node) -> Bool {
        var outer = call
        while let parent = outer.parent, parent.kind == .memberAccessExpr || parent.kind == .functionCallExpr,
              parent.firstChildNode == outer {
            outer = parent
        }
        guard let clause = outer.parent, clause.kind == .ifConfigClause, let decl = clause.parent, decl.kind == .ifConfigDecl,
              let postfix = decl.parent else { return false }
        return postfix.kind == .postfixIfConfigExpr
    }

    /// Whether `node` lies in a View or ViewModifier (a type that is or conforms to one, in
    /// its declaration or any extension), or in `extension View`, where a bare `padding()`
    /// means `self.padding()`.
    static func isInsideView(_ node: Node, _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        guard let innermost = model.enclosingDeclarations(of: node, in: file).first,
              let identity = model.typeIdentity(innermost) else { return false }
        switch identity {
        case .external(let name):
            return name == "View" || name == "ViewModifier" || SwiftUIProtocols.refinements[name]?.contains("View") == true
        case .project(let type):
            let external = model.conformances(of: type).external
            return external.contains("View") || external.contains("ViewModifier")
        }
    }

    /// The project's functions a call may resolve to (by name, labels, what it is called
    /// on, and visibility from the call's file).
    static func projectFunctions(_ call: Node, _ file: SourceFile, _ context: PassContext) -> [Int32] {
        context.model.candidates(forCall: call, in: file, context: context)
    }

    /// Whether a bare call `f(...)` certainly means the project's function: every candidate is
    /// a member of the type the call stands in, which Swift prefers over a protocol
    /// extension's method (SwiftUI's modifier). Such a call is the project's, not a site.
    static func isCertainlyProjectCall(_ call: Node, _ candidates: [Int32], _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        guard !candidates.isEmpty, let callee = FunctionCallView(call)?.calledExpression, callee.kind == .declReferenceExpr,
              let frame = model.enclosingDeclarations(of: call, in: file).first, let identity = model.typeIdentity(frame),
              case .project = identity else { return false }
        return candidates.allSatisfy { model.owner(of: $0) == identity }
    }

    /// "the project's own f(_:) declared at path:line may be what this call means".
    static func ownFunctionMessage(_ ids: [Int32], _ context: PassContext) -> String {
        "the project's own \(context.model.describe(ids)) may be what this call means"
    }

    /// The project's types (or typealiases) a type name means at `site`, if any: such a
    /// type shadows SwiftUI's of the same name there.
    static func projectTypes(named name: String, at site: Node, _ file: SourceFile, _ context: PassContext) -> [Int32] {
        context.model.projectType(named: name, in: file, at: site) ?? []
    }

    /// True when any token in `range` carries a comment in its trivia.
    static func hasComment(_ tree: SyntaxTree, tokens range: Range<Int>) -> Bool {
        for i in range where i < tree.tokens.count {
            let token = tree.tokens[i]
            if triviaHasComment(tree.bytes, Int(token.start), Int(token.textStart)) || triviaHasComment(tree.bytes, Int(token.textEnd), Int(token.end)) {
                return true
            }
        }
        return false
    }

    /// Whether the trivia within bytes `start..<end` holds a comment (which an edit over
    /// them would drop). Token text is not looked at, so `"https://..."` is not a comment.
    static func containsComment(_ tree: SyntaxTree, _ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        // Tokens are contiguous: find the first one ending after `start`.
        var low = 0
        var high = tree.tokens.count
        while low < high {
            let mid = (low + high) / 2
            if Int(tree.tokens[mid].end) <= start { low = mid + 1 } else { high = mid }
        }
        for index in low..<tree.tokens.count {
            let token = tree.tokens[index]
            if Int(token.start) >= end { break }
            for (from, to) in [(Int(token.start), Int(token.textStart)), (Int(token.textEnd), Int(token.end))] {
                if triviaHasComment(tree.bytes, max(from, start), min(to, end)) { return true }
            }
        }
        return false
    }

    static func triviaHasComment(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        guard end - start >= 2 else { return false }
        for i in start..<(end - 1) where bytes[i] == UInt8(ascii: "/") && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*")) {
            return true
        }
        return false
    }

    /// A short form of an expression for messages.
    static func short(_ node: Node, _ tree: SyntaxTree) -> String {
        let text = tree.collapsedText(of: node)
        return text.count > 40 ? String(text.prefix(37)) + "..." : text
    }

    // MARK: Indentation

    /// `indentationUnit` of a tree's bytes, worked out once per tree (passes ask per site).
    static func indentationUnit(_ tree: SyntaxTree) -> String {
        tree.derived("Rewriting.indentationUnit") { indentationUnit(tree.bytes) }
    }

    /// The file's indentation unit: a tab when most indented lines start with one,
    /// otherwise the most common step between the indentation of consecutive lines (2, 3,
    /// 4 or 8 spaces); four spaces when the file tells nothing.
    static func indentationUnit(_ bytes: [UInt8]) -> String {
        var tabLines = 0
        var spaceLines = 0
        var steps: [Int: Int] = [:]
        var previous = 0
        var i = 0
        let n = bytes.count
        while i < n {
            var width = 0
            var firstIsTab = false
            var j = i
            while j < n, bytes[j] == 32 || bytes[j] == 9 {
                if j == i { firstIsTab = bytes[j] == 9 }
                width += 1
                j += 1
            }
            let blank = j >= n || bytes[j] == 10 || bytes[j] == 13
            if !blank {
                if width > 0 {
                    if firstIsTab { tabLines += 1 } else { spaceLines += 1 }
                }
                if !firstIsTab && width > previous { steps[width - previous, default: 0] += 1 }
                previous = firstIsTab ? previous : width
            }
            while j < n, bytes[j] != 10 { j += 1 }
            i = j + 1
        }
        if tabLines > spaceLines { return "\t" }
        let candidates = [2, 3, 4, 8].filter { (steps[$0] ?? 0) > 0 }
        guard let best = candidates.max(by: { (steps[$0] ?? 0, $1) < (steps[$1] ?? 0, $0) }) else { return "    " }
        return String(repeating: " ", count: best)
    }

    /// The whitespace at the start of the line containing `offset`.
    static func lineIndentation(_ bytes: [UInt8], at offset: Int) -> String {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != 10, bytes[start - 1] != 13 { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 32 || bytes[end] == 9 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Text whose first line goes where the original started, with every later line
    /// moved from `oldBase` to `newBase` (the indentation of the lines the text started
    /// on and goes to). Lines that do not start with `oldBase` (blank lines, or a
    /// multi-line string's contents, which must not move) keep theirs; nil when such a
    /// line has content, since re-indenting around it could change a string.
    static func reindent(_ text: String, from oldBase: String, to newBase: String) -> String? {
        guard oldBase != newBase else { return text }
        // Bytes, not Characters: "\r\n" is one Character and would hide the line break.
        let old = Array(oldBase.utf8)
        var lines = Array(text.utf8).split(separator: 10, omittingEmptySubsequences: false).map(Array.init)
        for i in lines.indices.dropFirst() {
            let line = lines[i]
            if line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
            guard line.starts(with: old) else { return nil }
            lines[i] = Array(newBase.utf8) + line.dropFirst(old.count)
        }
        return String(decoding: Array(lines.joined(separator: [10])), as: UTF8.self)
    }

    /// The indentation a moved expression's lines are relative to: its closing line's when
    /// it ends with a token that starts a line (`}` of a block: the block's own level,
    /// even when the opening line is indented further), else its first line's.
    static func baseIndentation(of node: Node, _ tree: SyntaxTree) -> String {
        let last = node.endToken - 1
        if last > node.firstToken, last < tree.tokens.count, tree.tokens[last].isAtStartOfLine {
            return lineIndentation(tree.bytes, at: Int(tree.tokens[last].textStart))
        }
        return lineIndentation(tree.bytes, at: tree.startOffset(of: node))
    }

    // MARK: Closures

    /// A closure's parameter list as written.
    struct ClosureParameters {
        /// Parameter names (`_` included); empty when the closure declares none.
        var names: [String]
        /// Offsets of the parameter list (`v`, `v, w`, `(v: T)`), when there is one.
        var range: Range<Int>?
        /// The `[weak self]` clause, if any.
        var captureClause: Node?
        /// The `in` keyword token, when the closure has a signature.
        var inToken: Int?
        /// `async`, `throws`, `-> T` or attributes: a signature this module does not edit.
        var hasOtherParts: Bool
        /// `$0`, `$1`, ... used at the closure's own level.
        var shorthandTokens: [Int]
    }

    static func closureParameters(_ closure: Node, _ tree: SyntaxTree) -> ClosureParameters {
        var result = ClosureParameters(names: [], range: nil, captureClause: nil, inToken: nil, hasOtherParts: false,
                                       shorthandTokens: ownShorthandParameters(closure, tree))
        guard let signature = closure.child(.closureSignature) else { return result }
        result.inToken = signature.childTokens.last { tree.text(of: $0) == "in" }
        for child in signature.childNodes {
            switch child.kind {
            case .closureCaptureClause:
                result.captureClause = child
            case .closureParameterClause, .parameterClause:
                result.range = tree.startOffset(of: child)..<tree.endOffset(of: child)
                for parameter in child.childNodes where parameter.kind == .closureShorthandParameter || parameter.kind == .closureParameter {
                    if let first = parameter.childTokens.first { result.names.append(tree.text(of: first)) }
                    // `(v: T)` is fine; `(a b: T)` (two names) is not a closure parameter.
                    if parameter.kind == .closureParameter {
                        let names = parameter.childTokens.filter { tree.tokens[$0].kind == .identifier }
                        if names.count > 1 { result.hasOtherParts = true }
                    }
                }
            default:
                result.hasOtherParts = true
            }
        }
        return result
    }

    /// `$0`, `$1`, ... tokens that belong to this closure (not to closures nested in it).
    static func ownShorthandParameters(_ closure: Node, _ tree: SyntaxTree) -> [Int] {
        var result: [Int] = []
        func scan(_ node: Node) {
            for child in node.children {
                switch child {
                case .token(let token):
                    if isShorthandParameter(tree, token) { result.append(token) }
                case .node(let inner):
                    if inner.kind != .closureExpr { scan(inner) }
                }
            }
        }
        scan(closure)
        return result
    }

    static func isShorthandParameter(_ tree: SyntaxTree, _ token: Int) -> Bool {
        let t = tree.tokens[token]
        guard t.kind == .identifier, t.textLength >= 2, tree.bytes[Int(t.textStart)] == UInt8(ascii: "$") else { return false }
        return tree.bytes[Int(t.textStart) + 1..<Int(t.textEnd)].allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// Edits that give a one-parameter closure a leading ignored parameter:
    /// `{ v in` → `{ _, v in`, `{ [c] v in` → `{ [c] _, v in`, `{ (v: T) in` → `{ _, v in`,
    /// `{ _ in` → `{`, `{ [c] _ in` → `{ [c] in`, `$0` → `$1` at the closure's own level.
    /// Nil when the closure is not a one-parameter closure this can rewrite.
    static func prependIgnoredParameter(_ closure: Node, _ tree: SyntaxTree, pass: String, site: Int) -> [Edit]? {
        let parameters = closureParameters(closure, tree)
        guard !parameters.hasOtherParts else { return nil }
        if parameters.range == nil {
            // No parameter list: `$0` makes it a one-parameter closure.
            let own = parameters.shorthandTokens
            guard !own.isEmpty, own.allSatisfy({ tree.text(of: $0) == "$0" }) else { return nil }
            return own.map { token in
                let t = tree.tokens[token]
                return Edit(start: Int(t.textStart), end: Int(t.textEnd), replacement: "$1", pass: pass, site: site)
            }
        }
        guard parameters.names.count == 1, let range = parameters.range, parameters.shorthandTokens.isEmpty,
              let inToken = parameters.inToken else { return nil }
        let name = parameters.names[0]
        if name == "_" {
            if let capture = parameters.captureClause {
                // `{ [weak self] _ in` → `{ [weak self] in`.
                return [Edit(start: tree.endOffset(of: capture), end: range.upperBound, replacement: "", pass: pass, site: site)]
            }
            // `{ _ in B }` → `{ B }`; `{ _ in\n B` → `{\n B`.
            guard let brace = closure.childTokens.first else { return nil }
            return [Edit(start: Int(tree.tokens[brace].textEnd), end: Int(tree.tokens[inToken].textEnd), replacement: "", pass: pass, site: site)]
        }
        return [Edit(start: range.lowerBound, end: range.upperBound, replacement: "_, \(name)", pass: pass, site: site)]
    }

    // MARK: Chains

    /// The bytes to delete to remove a modifier `.name(...)` from its chain. On a line of
    /// its own, the whole line goes, with the comment lines directly above it (they belong
    /// to it; a blank line ends them) and its trailing comment. When the chain continues
    /// on the same line, only `.name(...)` goes.
    static func modifierDeletion(_ modifier: ModifierCall, _ tree: SyntaxTree) -> Range<Int>? {
        guard let dot = modifier.dotToken, modifier.base != nil || modifier.call.parent?.kind == .ifConfigClause else { return nil }
        return lineDeletion(from: dot, through: modifier.call.endToken - 1, tree)
    }

    /// The bytes to delete to remove tokens `first...last` (a modifier, a `#if` block):
    /// whole lines when they start a line and nothing follows on the last one, with the
    /// comment lines directly above (a blank line ends them) and the trailing comment;
    /// otherwise just their text.
    static func lineDeletion(from first: Int, through lastToken: Int, _ tree: SyntaxTree) -> Range<Int> {
        let last = tree.tokens[lastToken]
        let firstToken = tree.tokens[first]
        let next = lastToken + 1 < tree.tokens.count ? tree.tokens[lastToken + 1] : nil
        let nextOnSameLine = next.map { !$0.isAtStartOfLine && $0.kind != .endOfFile } ?? false
        guard firstToken.isAtStartOfLine, !nextOnSameLine else {
            return Int(firstToken.textStart)..<Int(last.textEnd)
        }
        // Leading trivia of the first token: "\n  // a\n\n  // b\n    ". Keep up to the last blank line.
        let bytes = tree.bytes
        var start = Int(firstToken.start)
        var newlines: [Int] = []
        var i = start
        while i < Int(firstToken.textStart) {
            if bytes[i] == 10 { newlines.append(i) }
            i += 1
        }
        start = newlines.last ?? start
        if start > 0, bytes[start - 1] == 13 { start -= 1 }
        var k = newlines.count - 2
        while k >= 0 {
            let content = String(decoding: bytes[(newlines[k] + 1)..<newlines[k + 1]], as: UTF8.self).trimmingCharacters(in: [" ", "\t", "\r"])
            if content.isEmpty { break }
            start = newlines[k]
            if start > 0, bytes[start - 1] == 13 { start -= 1 }
            k -= 1
        }
        return start..<Int(last.end)
    }

    /// Where and what to insert to add `text` (`.name(args)`) as the next modifier after
    /// `modifier`: on the next line, indented like the modifier, when the modifier starts
    /// its line and the chain does not continue on it; otherwise right after it.
    static func modifierInsertion(after modifier: ModifierCall, _ text: String, _ tree: SyntaxTree) -> (offset: Int, text: String) {
        let lastToken = modifier.call.endToken - 1
        let last = tree.tokens[lastToken]
        let next = lastToken + 1 < tree.tokens.count ? tree.tokens[lastToken + 1] : nil
        let nextOnSameLine = next.map { !$0.isAtStartOfLine && $0.kind != .endOfFile } ?? false
        let startsLine = modifier.dotToken.map { tree.tokens[$0].isAtStartOfLine } ?? false
        if startsLine && !nextOnSameLine {
            let indentation = lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
            return (Int(last.end), "\n" + indentation + text)
        }
        return (Int(last.textEnd), text)
    }

    /// The indentation a modifier's line has (where generated blocks close).
    static func modifierIndentation(_ modifier: ModifierCall, _ tree: SyntaxTree) -> String {
        lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
    }

    /// The conditions of the `#if` clauses around `node`, innermost first, as written
    /// (whitespace collapsed); an `#else` clause gives `!(first condition)`.
    /// Whether code under these `#if` conditions (all must hold) is compiled for
    /// `platform` (`macOS`, `iOS`, ...): true (certainly), false (never) or nil (it
    /// depends on other flags). `os(X)`, `canImport(UIKit)` / `canImport(AppKit)`, `!`,
    /// `&&`, `||` and parentheses are understood; anything else is unknown.
    static func compiled(on platform: String, under conditions: [String]) -> Bool? {
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
                if argument == "UIKit" { return platform == "macOS" ? false : (platform == "watchOS" ? false : true) }
                if argument == "AppKit" { return platform == "macOS" }
                return nil
            case "true":
                return true
            case "false":
                return false
            default:
                return nil
            }
        }
    }

    static func ifConfigConditions(around node: Node, _ tree: SyntaxTree) -> [String] {
        var result: [String] = []
        for ancestor in node.ancestors where ancestor.kind == .ifConfigClause {
            guard let keyword = ancestor.childTokens.first else { continue }
            if ["#if", "#elseif"].contains(tree.text(of: keyword)), let condition = ancestor.childNodes.first {
                result.append(tree.collapsedText(of: condition))
            } else if tree.text(of: keyword) == "#else", let first = ancestor.parent?.children(.ifConfigClause).first,
                      let condition = first.childNodes.first {
                // `#else` of `#if c`: the clause holds where `c` does not.
                result.append("!(" + tree.collapsedText(of: condition) + ")")
            }
        }
        return result
    }
}
