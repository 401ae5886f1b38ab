import MigratorEngine
import MigratorSemantics
import SwiftCST
import Foundation

/// Replaces `Group { OneView(...) }` (and its modifiers) with `OneView(...)` carrying the
/// same modifiers (seed: "Single Child Group").
///
/// A `Group` around one concrete view changes nothing on screen but wraps the view in
/// `Group<OneView>`, which every chained modifier is type-checked against. Only the
/// literal shape is rewritten: the closure holds exactly one expression, a view
/// initialiser (`Text(...)`, `Row(...)`, with its own modifiers). `ForEach`, several views,
/// `if`/`else`, `if` alone, `switch`, a nested `Group` or a value of unknown shape are what
/// `Group` is for, and are left alone without a word.
public struct SingleChildGroupPass: BuiltInPass {
    public static let name = "single-child-group"
    public static let reasons = ["comments", "declared-type", "expression", "indentation", "project-type", "stored-value"]
    public static let summary = "Replace Group { OneView(...) } with OneView(...), keeping the modifiers."
    public static let minimumOS = Availability()

    public static let explanation = """
    Rewrites a `Group` whose closure holds exactly one view initialiser

        Group {
            Text(status)
        }
        .padding(.horizontal, 8)

    to the view itself, with the same modifiers:

        Text(status)
            .padding(.horizontal, 8)

    A single-child `Group` has no effect on screen, but wraps its child in `Group<Text>`,
    and each modifier after it is type-checked against that wrapper. The child moves to
    the `Group`'s indentation; modifier lines that were at the `Group`'s own indentation
    move in by one unit of the file's indentation, unless the child's last line is at the
    child's own level (a `}` on a line of its own, or a modifier after it: the modifiers
    then stay level with it).

    Only one expression whose chain starts at a type's initialiser (`Text(...)`,
    `Row(item: x)`, `VStack { ... }`) is a single concrete child. A `Group` around a
    `ForEach`, several views, `if`/`else`, an `if` without `else`, a `switch`, a property
    or a function call is doing its job and is not touched or reported. A `Group` around a
    single-child `Group` is rewritten once the inner one is (in the next round).

    Left unchanged, with a warning: the `Group` is the whole result of a declaration whose
    written type is not opaque (`var body: Group<Text>`, `func row() -> Group<Row>`, a
    stored property with a type annotation): other code takes it as that type; it is the
    initial value of a stored property (its type is inferred as the Group); it is an
    operand of `?:` or an operator; comments inside the `Group` outside the child (they
    would have no place to go), except `//` lines directly above the child, which move
    with it when the `Group` starts its line; a project type named `Group`. The child's
    lines move one level out, except `#if` lines and `//` lines written at column 0.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Status: View {
            let status: String
            var body: some View {
                Group {
                    Text(status)
                }
                .padding()
            }
        }

        """, """
        struct Status: View {
            let status: String
            var body: some View {
                Text(status)
                    .padding()
            }
        }

        """),
        .unchanged("""
        struct Status: View {
            var body: Group<Text> {
                Group {
                    Text("a")
                }
            }
        }

        """, reason: "declared-type"),
    ]

    public init() {}

    /// Initialisers whose view is not one concrete view (or that `Group` is there for).
    static let notConcrete: Set<String> = ["ForEach", "Group", "TupleView", "AnyView"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        // Scanned only when a group is rewritten (most files have none).
        lazy var unit = Rewriting.indentationUnit(tree)
        // Looked up by name; the callee is `Group` or `SwiftUI.Group` (at most three tokens,
        // checked before its text is made: a chain of 100,000 modifiers ending in `.Group`
        // must not be copied once per call).
        for call in tree.calls(named: "Group") {
            guard let view = FunctionCallView(call), let callee = view.calledExpression,
                  callee.endToken - callee.firstToken <= 3,
                  ["Group", "SwiftUI.Group"].contains(tree.collapsedText(of: callee)),
                  view.arguments.isEmpty, view.additionalTrailingClosures.isEmpty,
                  let closure = view.trailingClosure, closure.closureSignature == nil else { continue }
            let statements = closure.childNodes
            guard statements.count == 1, let child = Self.concreteView(statements[0], tree) else { continue }
            let nameOffset = tree.startOffset(of: callee)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: nameOffset, "Group { \(Rewriting.short(child, tree)) } not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            // The root name of the child must be a type, not a generic parameter.
            if let root = Rewriting.chainRoot(child), case .genericParameter = context.model.lookupType(tree.text(of: root), in: file, at: root) {
                continue
            }
            let groups = context.model.projectTypes(named: "Group", at: call, in: file)
            if !groups.isEmpty {
                decline("Group is the project's own type (\(context.model.describe(groups))), not SwiftUI's", "project-type")
                continue
            }
            if let problem = Self.typedContext(of: call, tree) {
                decline(problem.message, problem.reason)
                continue
            }
            let childRange = tree.startOffset(of: child)..<tree.endOffset(of: child)
            let whole = tree.startOffset(of: call)..<tree.endOffset(of: closure)
            let groupIndentation = Rewriting.lineIndentation(tree.bytes, at: whole.lowerBound)
            // `// comment` lines directly above the child move with it, when the Group starts
            // its line (so the comment lines can go where the Group was).
            var leadingComments: [String] = []
            if Rewriting.containsComment(tree, whole.lowerBound, childRange.lowerBound) {
                guard tree.tokens[call.firstToken].isAtStartOfLine, let brace = closure.childTokens.first,
                      !Rewriting.containsComment(tree, whole.lowerBound, Int(tree.tokens[brace].textEnd)),
                      let comments = Self.commentLines(tree.bytes[Int(tree.tokens[brace].textEnd)..<childRange.lowerBound]) else {
                    decline("comments inside the Group outside its child would have no place to go; move them or rewrite by hand", "comments")
                    continue
                }
                leadingComments = comments
            }
            if Rewriting.containsComment(tree, childRange.upperBound, whole.upperBound) {
                decline("comments inside the Group outside its child would have no place to go; move them or rewrite by hand", "comments")
                continue
            }
            guard var moved = Rewriting.reindent(tree.text(of: child), from: Rewriting.baseIndentation(of: child, tree), to: groupIndentation,
                                                 keepingColumnZero: true) else {
                decline("the child's lines are not indented from its first line, so it cannot be moved safely; rewrite by hand", "indentation")
                continue
            }
            // Lines aligned with the child's first line (`b:` under `a:` of `Row(a: 1,`) follow
            // it to the Group's column (`return Group {` puts it after `return `).
            func column(_ offset: Int) -> Int { offset - (tree.bytes[..<offset].lastIndex(of: 10).map { $0 + 1 } ?? 0) }
            moved = Rewriting.keepingAlignment(moved, original: Array(tree.text(of: child).utf8), from: column(childRange.lowerBound),
                                               to: leadingComments.isEmpty ? column(whole.lowerBound) : groupIndentation.utf8.count)
            // One edit over the Group and the modifier lines it re-indents, so that the
            // rewrite is applied whole or (when another pass edits inside) waits a round.
            // A child whose last line is at its own first line's level (a `}` on its own line,
            // or a modifier after it: `HStack {\n...\n}\n.frame()`) keeps the modifiers at
            // that level, as they were at the Group's.
            let lastToken = tree.tokens[child.endToken - 1]
            let endsAtOwnLevel = tree.location(of: tree.startOffset(of: child)).line != tree.location(of: Int(lastToken.textStart)).line
                && Rewriting.lineIndentation(tree.bytes, at: Int(lastToken.textStart)) == Rewriting.baseIndentation(of: child, tree)
            let lines = endsAtOwnLevel ? [] : Self.continuationLines(after: closure, in: call, groupIndentation: groupIndentation, tree)
            let firstBreak = tree.bytes.firstIndex(of: 10)
            let newline = firstBreak.map { $0 > 0 && tree.bytes[$0 - 1] == 13 } == true ? "\r\n" : "\n"
            var replacement: [UInt8] = Array(leadingComments.map { $0 + newline + groupIndentation }.joined().utf8) + Array(moved.utf8)
            var end = whole.upperBound
            if let last = lines.last {
                end = Self.lineEnd(after: last, tree.bytes)
                var cursor = whole.upperBound
                for line in lines {
                    replacement += tree.bytes[cursor..<line] + Array(unit.utf8)
                    cursor = line
                }
                replacement += tree.bytes[cursor..<end]
            }
            output.edits.append(Edit(start: whole.lowerBound, end: end, replacementBytes: replacement, pass: Self.name, site: nameOffset))
        }
        return output
    }

    /// The `//` comment lines between a Group's `{` and its child, trimmed, when that is all
    /// there is (the rest of the `{` line blank, each comment on a line of its own); nil
    /// otherwise (a block comment, a comment after `{`).
    static func commentLines(_ bytes: ArraySlice<UInt8>) -> [String]? {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 2, lines[0].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) else { return nil }
        var result: [String] = []
        for line in lines.dropFirst().dropLast() {
            let text = line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
            if text.isEmpty { continue }
            guard text.hasPrefix("//") else { return nil }
            result.append(text)
        }
        // The child's own line holds nothing before it.
        guard lines.last!.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return result
    }

    /// The child when it is one concrete view: an expression whose chain starts at a type's
    /// initialiser `T(...)` / `T { }` / `Module.T(...)`, other than `ForEach` and the like.
    static func concreteView(_ statement: Node, _ tree: SyntaxTree) -> Node? {
        var expression = statement
        if expression.kind == .expressionStmt, let inner = expression.firstChildNode { expression = inner }
        guard expression.kind == .functionCallExpr || expression.kind == .memberAccessExpr else { return nil }
        // Walk down the chain to its first call.
        var current = expression
        var firstCall: Node?
        while true {
            if current.kind == .functionCallExpr {
                firstCall = current
                guard let callee = current.firstChildNode else { return nil }
                current = callee
            } else if current.kind == .memberAccessExpr, let member = MemberAccessView(current), let base = member.base,
                      base.kind == .functionCallExpr || base.kind == .memberAccessExpr {
                // `Module.T(...)` ends in a member access of a type name.
                if base.kind == .memberAccessExpr, TypeResolver.typeReference(current, tree) != nil { break }
                current = base
            } else {
                break
            }
        }
        guard let call = firstCall, let callee = call.firstChildNode else { return nil }
        let name: String?
        switch callee.kind {
        case .declReferenceExpr: name = tree.text(of: callee)
        case .memberAccessExpr: name = TypeResolver.typeReference(callee, tree)
        case .genericSpecializationExpr: name = callee.firstChildNode.map { tree.text(of: $0) }
        default: name = nil
        }
        guard let name, name.first?.isUppercase == true, let last = name.split(separator: ".").last,
              !notConcrete.contains(String(last)) else { return nil }
        return expression
    }

    struct Problem {
        var message: String
        var reason: String
    }

    /// Where the whole chain starting at the `Group` goes, when that place takes it as a
    /// written (not opaque) type, or is an expression the rewrite cannot see through.
    static func typedContext(of group: Node, _ tree: SyntaxTree) -> Problem? {
        // The outermost chain: modifiers applied to the Group.
        var chain = group
        while let parent = chain.parent {
            if parent.kind == .memberAccessExpr, MemberAccessView(parent)?.base == chain { chain = parent; continue }
            if parent.kind == .functionCallExpr, parent.firstChildNode == chain { chain = parent; continue }
            if parent.kind == .postfixIfConfigExpr, parent.firstChildNode == chain { chain = parent; continue }
            break
        }
        guard let parent = chain.parent else { return nil }
        switch parent.kind {
        case .closureExpr, .labeledExpr, .arrayElement, .ifConfigClause:
            return nil
        case .sequenceExpr, .ternaryExpr, .unresolvedTernaryExpr, .tupleExpr, .asExpr:
            return Problem(message: "it is part of a larger expression (\(Rewriting.short(parent, tree))) whose type may depend on the Group; rewrite by hand", reason: "expression")
        case .initializerClause:
            guard let binding = parent.parent, binding.kind == .patternBinding, let declaration = binding.parent else { return nil }
            if let annotation = binding.child(.typeAnnotation)?.childNodes.first {
                if annotation.kind == .someOrAnyType { return nil }
                return Problem(message: "it is the value of a property typed \(tree.quote(annotation)); other code takes it as that type", reason: "declared-type")
            }
            // A local's type only matters in its own body; a stored property's may be taken as Group elsewhere.
            if declaration.parent?.kind == .memberBlock || declaration.parent?.kind == .sourceFile {
                return Problem(message: "it is the initial value of a stored property, whose type is inferred as the Group; other code may take it as that type", reason: "stored-value")
            }
            return nil
        default:
            break
        }
        // The implicit or explicit result of a declaration: its written result type.
        var current = chain
        while let up = current.parent {
            switch up.kind {
            case .closureExpr:
                return nil
            case .patternBinding:
                if let annotation = up.child(.typeAnnotation)?.childNodes.first, annotation.kind != .someOrAnyType {
                    return Problem(message: "it is the result of a property typed \(tree.quote(annotation)); other code takes it as that type", reason: "declared-type")
                }
                return nil
            case .functionDecl, .subscriptDecl:
                let result = up.child(.functionSignature)?.child(.returnClause)?.childNodes.first ?? up.child(.returnClause)?.childNodes.first
                if let result, result.kind != .someOrAnyType {
                    return Problem(message: "it is the result of a declaration returning \(tree.quote(result)); other code takes it as that type", reason: "declared-type")
                }
                return nil
            case .sourceFile, .memberBlock:
                return nil
            default:
                current = up
            }
        }
        return nil
    }

    /// The offset of the line break ending the line that starts at `line` (or the end).
    static func lineEnd(after line: Int, _ bytes: [UInt8]) -> Int {
        var i = line
        while i < bytes.count, bytes[i] != 10, bytes[i] != 13 { i += 1 }
        return i
    }

    /// Offsets of the modifier lines after the Group's closure that sit at the Group's own
    /// indentation (`}\n.padding()`): each gets one more unit. Empty when the chain goes on
    /// the `}` line, is already indented, or a line in it is indented less.
    static func continuationLines(after closure: Node, in group: Node, groupIndentation: String, _ tree: SyntaxTree) -> [Int] {
        var chain = group
        while let parent = chain.parent {
            if parent.kind == .memberAccessExpr, MemberAccessView(parent)?.base == chain { chain = parent; continue }
            if parent.kind == .functionCallExpr, parent.firstChildNode == chain { chain = parent; continue }
            if parent.kind == .postfixIfConfigExpr, parent.firstChildNode == chain { chain = parent; continue }
            break
        }
        let bytes = tree.bytes
        let start = tree.endOffset(of: closure)
        let end = tree.endOffset(of: chain)
        guard end > start else { return [] }
        var lineStarts: [Int] = []
        for i in start..<end where bytes[i] == 10 { lineStarts.append(i + 1) }
        guard let first = lineStarts.first else { return [] }
        // The first continuation line: the Group's indentation, then `.` or `#`.
        let indentation = Array(groupIndentation.utf8)
        func content(at line: Int) -> Int {
            var i = line
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 { i += 1 }
            return i
        }
        // Nothing but whitespace between the `}` and the first line break.
        guard bytes[start..<(first - 1)].allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) else { return [] }
        let firstContent = content(at: first)
        guard firstContent - first == indentation.count, Array(bytes[first..<firstContent]) == indentation,
              firstContent < bytes.count, bytes[firstContent] == UInt8(ascii: ".") || bytes[firstContent] == UInt8(ascii: "#") else { return [] }
        var result: [Int] = []
        for line in lineStarts {
            let text = content(at: line)
            if text >= bytes.count || bytes[text] == 10 || bytes[text] == 13 { continue }
            guard Array(bytes[line..<min(line + indentation.count, bytes.count)]) == indentation else { return [] }
            result.append(line)
        }
        return result
    }
}
