import Foundation
import SwiftCST

/// The type layer judged by the compiler: every member access, call and identifier
/// expression of some files (callees excepted: `f` of `f(x)` is judged through its call),
/// mapped to the compiler's expression with the same source range in a
/// `swiftc -dump-ast` of the same files (`CompilerDump`), and compared. Types are
/// compared as printed, then (for what printing leaves apart: typealiases the compiler
/// keeps, `Array<T>` against `[T]`) as types: the compiler's type text is read back as a
/// type written at the expression.
package struct TypeAudit: Sendable {
    package struct Site: Sendable, CustomStringConvertible {
        package var path: String
        package var line: Int
        package var column: Int
        /// The expression's source text (shortened).
        package var text: String
        package var ours: String
        package var compiler: String
        /// For an unanswered expression: the kind of the innermost part whose type is
        /// unknown and why.
        package var shape: String

        package var description: String {
            "\(path):\(line):\(column): `\(text)`: ours \(ours), compiler \(compiler)"
        }
    }

    /// Our member access, call and identifier expressions (callees left out).
    package var expressions = 0
    /// Of those, the ones the compiler typed (same range in the dump).
    package var compared = 0
    /// Expressions with no compiler counterpart (inactive `#if` code, patterns).
    package var unmatched = 0
    /// Compiler types that cannot be read (`<<error type>>`, opened existentials).
    package var unreadable = 0
    package var answered = 0
    package var agreed = 0
    /// Agreements with the same printed text.
    package var agreedAsPrinted = 0
    package var disagreements: [Site] = []
    package var unanswered: [Site] = []

    package var agreement: Double { answered == 0 ? 1 : Double(agreed) / Double(answered) }
    package var answerRate: Double { compared == 0 ? 0 : Double(answered) / Double(compared) }

    package init() {}

    /// Adds another audit's counts.
    package mutating func add(_ other: TypeAudit) {
        expressions += other.expressions
        compared += other.compared
        unmatched += other.unmatched
        unreadable += other.unreadable
        answered += other.answered
        agreed += other.agreed
        agreedAsPrinted += other.agreedAsPrinted
        disagreements += other.disagreements
        unanswered += other.unanswered
    }

    /// Audits `files` (as the compiler saw them) against a dump; `dumpPath` gives the
    /// path a file has in the dump.
    package static func run(files: [SourceFile], types: ExpressionTypes, dump: CompilerDump, dumpPath: (SourceFile) -> String) -> TypeAudit {
        var audit = TypeAudit()
        for file in files {
            audit.add(run(file: file, types: types, dump: dump, dumpPath: dumpPath(file)))
        }
        return audit
    }

    static let kinds: Set<NodeKind> = [.memberAccessExpr, .functionCallExpr, .declReferenceExpr]

    static func run(file: SourceFile, types: ExpressionTypes, dump: CompilerDump, dumpPath: String) -> TypeAudit {
        var audit = TypeAudit()
        let tree = file.tree
        for node in tree.nodes(ofKind: kinds) where !isCallee(node) && !isInPattern(node) && node.parent?.kind != .genericSpecializationExpr {
            audit.expressions += 1
            let start = tree.location(of: tree.startOffset(of: node))
            guard node.endToken > node.firstToken else { continue }
            let endOffset = Int(tree.tokens[node.endToken - 1].textStart)
            let end = tree.location(of: endOffset)
            let range = CompilerDump.Range(file: dumpPath, startLine: Int32(start.line), startColumn: Int32(start.column),
                                           endLine: Int32(end.line), endColumn: Int32(end.column))
            guard let entry = dump.entries[range] else {
                audit.unmatched += 1
                continue
            }
            if entry.type.contains("<<") || entry.type.contains("@opened") || entry.type == "<null>" || entry.type.hasPrefix("module<")
                || entry.type.contains("~") {
                audit.unreadable += 1
                continue
            }
            audit.compared += 1
            let ours = types.type(of: node, in: file)
            var text = tree.collapsedText(of: node)
            if text.count > 60 { text = String(text.prefix(57)) + "..." }
            guard let ours else {
                audit.unanswered.append(Site(path: file.path, line: start.line, column: start.column, text: text, ours: "nil",
                                             compiler: entry.type, shape: types.unknownShape(of: node, in: file)))
                continue
            }
            audit.answered += 1
            let printed = ours.description
            if printed == entry.type {
                audit.agreed += 1
                audit.agreedAsPrinted += 1
                continue
            }
            if let theirs = types.resolveTypeText(entry.type, at: node, in: file), theirs.judged == ours.judged {
                audit.agreed += 1
                continue
            }
            audit.disagreements.append(Site(path: file.path, line: start.line, column: start.column, text: text, ours: printed,
                                            compiler: entry.type, shape: ""))
        }
        return audit
    }

    /// `f` of `f(x)` (and `a.f` of `a.f(x)`): judged through the call.
    static func isCallee(_ node: Node) -> Bool {
        guard let parent = node.parent, parent.kind == .functionCallExpr else { return false }
        return FunctionCallView(parent)?.calledExpression == node
    }

    /// A name bound by a pattern (`case .a(let x)`), not an expression.
    static func isInPattern(_ node: Node) -> Bool {
        var current = node.parent
        while let n = current {
            if n.kind == .valueBindingPattern || n.kind == .patternExpr { return true }
            if n.kind == .labeledExprList || n.kind == .functionCallExpr || n.kind == .expressionPattern { current = n.parent; continue }
            return false
        }
        return false
    }

    /// A report: the figures, every disagreement, and the unanswered shapes by frequency.
    package func report(title: String, listing: Int = .max, examples: Int = 1) -> String {
        func percent(_ x: Double) -> String { String(format: "%.1f%%", x * 100) }
        var out = "\(title): \(expressions) expressions (member access, call, identifier); \(compared) typed by the compiler"
        out += " (\(unmatched) without a compiler counterpart, \(unreadable) with an unreadable compiler type)\n"
        out += "answered \(answered) of \(compared) (\(percent(answerRate))); agreement \(agreed) of \(answered) (\(percent(agreement)))"
        out += ", \(agreedAsPrinted) as printed\n"
        if !disagreements.isEmpty {
            out += "disagreements (\(disagreements.count)):\n"
            for site in disagreements.prefix(listing) { out += "  \(site)\n" }
        }
        if !unanswered.isEmpty {
            out += "unanswered, by shape (\(unanswered.count)):\n"
            var counts: [String: Int] = [:]
            var samples: [String: [Site]] = [:]
            for site in unanswered {
                counts[site.shape, default: 0] += 1
                if samples[site.shape, default: []].count < examples { samples[site.shape, default: []].append(site) }
            }
            for (shape, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }).prefix(listing) {
                let list = samples[shape]!
                out += "  \(count)\t\(shape)\t(e.g. \(list[0].path):\(list[0].line):\(list[0].column) `\(list[0].text)`: \(list[0].compiler))\n"
                for example in list.dropFirst() {
                    out += "      \(example.path):\(example.line):\(example.column) `\(example.text)`: \(example.compiler)\n"
                }
            }
        }
        return out
    }
}

extension TypeRef {
    /// What the judge compares: opaque types by their constraints (the compiler's text
    /// does not say whose result they are), existential members in order.
    var judged: TypeRef {
        substituting { t in
            switch t {
            case .opaque(let o):
                return .opaque(OpaqueRef(owner: DeclRef(.project, -1), constraints: o.constraints.map(\.judged)))
            case .existential(let members):
                return .existential(members.map(\.judged).sorted { $0.description < $1.description })
            case .function(var f):
                f.isAsync = false
                f.isThrowing = false
                f.parameters = f.parameters.map { FunctionParameter($0.type.judged, isInout: $0.isInout, isVariadic: $0.isVariadic) }
                f.result = f.result.judged
                return .function(f)
            default:
                return nil
            }
        }
    }
}

extension ExpressionTypes {
    /// A type written as text (say, the compiler's), read as if written at a node of a
    /// file (generic parameters and nested types in scope).
    package func resolveTypeText(_ text: String, at node: Node, in file: SourceFile) -> TypeRef? {
        let parsed = SyntaxTree.parse("typealias __T = " + text)
        guard parsed.diagnostics.isEmpty, let declaration = parsed.root.childNodes.first,
              let typeNode = declaration.child(.typeInitializerClause)?.childNodes.first else { return nil }
        let record = self.record(for: file)
        record.lock.lock()
        defer { record.lock.unlock() }
        let checker = TypeChecker(types: self, file: file, record: record)
        return resolveType(typeNode, in: parsed, scope: checker.scope(at: node))
    }

    /// Why a node's type is unknown, for the audit: the kind of the innermost part whose
    /// type is unknown, and what went wrong there.
    package func unknownShape(of node: Node, in file: SourceFile) -> String {
        let part = unknownPart(of: node, in: file) ?? node
        let record = self.record(for: file)
        record.lock.lock()
        let reason = record.reasons[part.id]
        record.lock.unlock()
        return "\(shapeName(part, file.tree)): \(reason ?? "unexplained")"
    }

    func shapeName(_ node: Node, _ tree: SyntaxTree) -> String {
        switch node.kind {
        case .memberAccessExpr: return MemberAccessView(node)?.base == nil ? "implicit member" : "member"
        case .functionCallExpr:
            guard let callee = FunctionCallView(node)?.calledExpression else { return "call" }
            switch callee.kind {
            case .memberAccessExpr: return MemberAccessView(callee)?.base == nil ? "implicit member call" : "method call"
            case .declReferenceExpr: return "call of a name"
            default: return "call"
            }
        case .declReferenceExpr:
            let text = tree.text(of: node)
            if text.hasPrefix("$"), Int(text.dropFirst()) != nil { return "anonymous closure parameter" }
            return "identifier"
        default:
            return "\(node.kind)"
        }
    }

    /// The innermost sub-expression of an expression whose type is unknown while the parts
    /// it is made of are known (`wrapped?.config` in `wrapped?.config.name`), for findings
    /// that name what blocked them; nil when the expression's type is known.
    package func unknownPart(of node: Node, in file: SourceFile) -> Node? {
        guard type(of: node, in: file) == nil else { return nil }
        var current = node
        while true {
            var next: Node?
            switch current.kind {
            case .memberAccessExpr:
                if let base = MemberAccessView(current)?.base, base.kind != .typeExpr, type(of: base, in: file) == nil { next = base }
            case .functionCallExpr:
                if let callee = FunctionCallView(current)?.calledExpression {
                    if callee.kind == .memberAccessExpr, let base = MemberAccessView(callee)?.base, type(of: base, in: file) == nil {
                        next = base
                    } else if callee.kind != .memberAccessExpr && callee.kind != .declReferenceExpr && callee.kind != .genericSpecializationExpr,
                              type(of: callee, in: file) == nil {
                        next = callee
                    }
                }
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr, .tryExpr, .awaitExpr:
                if let inner = current.kind == .tryExpr || current.kind == .awaitExpr ? current.childNodes.last : current.firstChildNode,
                   type(of: inner, in: file) == nil { next = inner }
            case .tupleExpr:
                let elements = current.child(.labeledExprList)?.children(.labeledExpr) ?? []
                if elements.count == 1, let inner = ArgumentView(elements[0]).expression, type(of: inner, in: file) == nil { next = inner }
            default:
                break
            }
            guard let next else { return current }
            current = next
        }
    }
}
