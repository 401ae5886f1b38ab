import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The reads of a `\.controlActiveState` property and what each becomes as a Bool.
extension AppearsActivePass {
    /// The edits that make every read of `property` inside `scope` a read of the Bool, or a
    /// decline naming the first read that cannot follow.
    func uses(of property: String, in scope: Node, declaredBy pattern: Node, _ file: SourceFile, _ context: PassContext, site: Int) throws -> [Edit] {
        let tree = file.tree
        var edits: [Edit] = []
        var failure: Decline?
        // Comparisons already rewritten, by the offset of their first element (a pair
        // `s == .key || s == .active` is met at both reads).
        var done: Set<Int> = []
        func at(_ node: Node) -> String {
            "\(file.path):\(tree.location(of: tree.startOffset(of: node)).line) ('\(Rewriting.short(node, tree))')"
        }
        scope.walk { node in
            guard failure == nil else { return false }
            let reference: Node
            switch PropertyReference.classify(node, property: property, declaredBy: pattern, tree) {
            case .other: return true
            case .wrapper:
                failure = Decline(message: "its wrapper is used at \(at(node))", reason: "value-use")
                return false
            case .shadow:
                failure = Decline(message: "another declaration named '\(property)' at \(at(node)) shadows the property", reason: "shadowed")
                return false
            case .read(let read): reference = read
            }
            do {
                edits += try use(reference, property, file, context, site: site, done: &done)
            } catch let decline as Decline {
                failure = decline
            } catch {}
            return false
        }
        if let failure { throw failure }
        return edits
    }

    /// One read: compared with a case, switched over, or handed to a modifier that only
    /// compares it.
    func use(_ reference: Node, _ property: String, _ file: SourceFile, _ context: PassContext, site: Int, done: inout Set<Int>) throws -> [Edit] {
        let tree = file.tree
        let place = "\(file.path):\(tree.location(of: tree.startOffset(of: reference)).line)"
        guard let parent = reference.parent else { return [] }
        if parent.kind == .sequenceExpr {
            return try comparison(reference, in: parent, file, context, site: site, done: &done)
        }
        if parent.kind == .switchExpr, parent.firstChildNode == reference {
            return try switchEdits(parent, file, context, site: site)
        }
        // `.animation(_:value:)`, `.task(id:)`, `.onChange(of:)`: the Bool changes exactly when
        // the state did.
        if parent.kind == .labeledExpr, let label = ArgumentView(parent).label, let list = parent.parent, let call = list.parent,
           call.kind == .functionCallExpr, let callee = call.firstChildNode, let name = Self.calleeName(callee, tree) {
            switch (name, tree.text(of: label)) {
            case ("animation", "value"), ("task", "id"):
                return []
            case ("onChange", "of"):
                return try onChange(call, file, context, site: site)
            default:
                break
            }
        }
        let shown = parent.kind == .labeledExpr ? parent.parent?.parent ?? parent : parent
        throw Decline(message: "'\(property)' is used as a ControlActiveState at \(place) ('\(Rewriting.short(shown, tree))')", reason: "value-use")
    }

    /// `.onChange(of: state) { old, new in ... }`: the closure's parameters are Bools too,
    /// and their reads follow.
    func onChange(_ call: Node, _ file: SourceFile, _ context: PassContext, site: Int) throws -> [Edit] {
        let tree = file.tree
        guard let view = FunctionCallView(call) else { return [] }
        var closures = view.arguments.compactMap { argument -> Node? in
            guard let label = argument.label, tree.text(of: label) == "perform" || tree.text(of: label) == "action" else { return nil }
            return argument.expression
        }
        if let trailing = view.trailingClosure { closures.append(trailing) }
        var edits: [Edit] = []
        for closure in closures {
            guard closure.kind == .closureExpr else {
                throw Decline(message: "its value is handed to \(Rewriting.short(closure, tree)) at \(file.path):\(tree.location(of: tree.startOffset(of: closure)).line)", reason: "value-use")
            }
            var parameters: [Node] = []
            closure.closureSignature?.walk { node in
                if node.kind == .closureShorthandParameter || node.kind == .closureParameter { parameters.append(node) }
                return node.kind != .closureExpr
            }
            for parameter in parameters {
                guard let name = SyntaxFacts.declaredName(parameter, tree), name != "_" else { continue }
                edits += try uses(of: name, in: closure, declaredBy: parameter, file, context, site: site)
            }
        }
        return edits
    }

    /// `s == .key` and the like in a sequence of operands and operators: the comparison (or
    /// the pair `s == .key || s == .active`) replaced by `s` or `!s`.
    func comparison(_ reference: Node, in sequence: Node, _ file: SourceFile, _ context: PassContext, site: Int, done: inout Set<Int>) throws -> [Edit] {
        let tree = file.tree
        let elements = sequence.childNodes
        guard let i = elements.firstIndex(of: reference) else { return [] }
        let line = "line \(tree.location(of: tree.startOffset(of: reference)).line)"
        guard let this = Self.comparison(at: i, elements, file, context) else {
            throw Decline(message: "'\(tree.text(of: reference))' is used as a ControlActiveState at \(line) ('\(Rewriting.short(sequence, tree))')", reason: "value-use")
        }
        var range = this.range
        var positive = this.positive
        // `s == .key || s == .active` (either order), `s != .key && s != .active`.
        let pairs = [(range.lowerBound - 4, range.lowerBound - 1), (range.upperBound + 2, range.upperBound + 1)]
        var joined: String?
        for (start, op) in pairs where start >= 0 && start + 2 < elements.count && op >= 0 && op < elements.count {
            guard let other = Self.comparison(at: start, elements, file, context) ?? Self.comparison(at: start + 2, elements, file, context),
                  other.range.lowerBound == start, tree.collapsedText(of: elements[other.range.lowerBound + (other.referenceFirst ? 0 : 2)]) == tree.collapsedText(of: reference)
            else { continue }
            let opText = tree.text(of: elements[op])
            let cases = Set([this.state, other.state])
            guard cases == ["key", "active"], this.equals == other.equals, opText == (this.equals ? "||" : "&&") else { continue }
            range = min(range.lowerBound, other.range.lowerBound)...max(range.upperBound, other.range.upperBound)
            positive = this.equals
            joined = opText
            break
        }
        let shown = Quote.shortened(elements[range].map { tree.collapsedText(of: $0) }.joined(separator: " "))
        if this.state == "active" && joined == nil {
            throw Decline(message: "'\(shown)' at \(line) compares it with .active, which it never is from macOS 15 (appearsActive cannot tell main from key windows)", reason: "value-use")
        }
        // The operators around must bind more loosely than the comparison (or the pair).
        let looser: Set<String> = joined == "||" ? ["||"] : ["&&", "||"]
        for index in [range.lowerBound - 1, range.upperBound + 1] where index >= 0 && index < elements.count {
            let neighbour = elements[index]
            let fine = neighbour.kind == .unresolvedTernaryExpr || neighbour.kind == .assignmentExpr
                || (neighbour.kind == .binaryOperatorExpr && looser.contains(tree.text(of: neighbour)))
            if !fine {
                throw Decline(message: "'\(shown)' at \(line) is next to '\(tree.collapsedText(of: neighbour))', which binds more tightly", reason: "value-use")
            }
        }
        var start = tree.startOffset(of: elements[range.lowerBound])
        var end = tree.endOffset(of: elements[range.upperBound])
        guard done.insert(start).inserted else { return [] }
        // `(s == .key || s == .active) && x`: the parentheses go with the comparison when
        // they hold nothing else and are an operand of a sequence.
        if range.count == elements.count, let tuple = Self.parenthesised(sequence), tuple.parent?.kind == .sequenceExpr {
            start = tree.startOffset(of: tuple)
            end = tree.endOffset(of: tuple)
        }
        if Rewriting.containsComment(tree, start, end) {
            throw Decline(message: "a comment inside '\(shown)' at \(line) would be lost", reason: "comments")
        }
        return [Edit(start: start, end: end, replacement: (positive ? "" : "!") + tree.collapsedText(of: reference), pass: Self.name, site: site)]
    }

    /// The `( ... )` that holds nothing but `node`, if any.
    static func parenthesised(_ node: Node) -> Node? {
        guard let labeled = node.parent, labeled.kind == .labeledExpr, labeled.childNodes.count == 1, ArgumentView(labeled).label == nil,
              let list = labeled.parent, list.kind == .labeledExprList, list.childNodes.count == 1,
              let tuple = list.parent, tuple.kind == .tupleExpr else { return nil }
        return tuple
    }

    /// The comparison whose read of the value is element `i` (or whose case is, at `i + 2`
    /// written first): its elements, the case, `==` or `!=`, and whether it reads as
    /// `appearsActive` (true) or its negation.
    static func comparison(at i: Int, _ elements: [Node], _ file: SourceFile, _ context: PassContext)
        -> (range: ClosedRange<Int>, state: String, equals: Bool, positive: Bool, referenceFirst: Bool)? {
        let tree = file.tree
        for (op, value, first) in [(i + 1, i + 2, i), (i - 1, i - 2, i - 2)] where value >= 0 && value < elements.count && op >= 0 {
            guard elements[op].kind == .binaryOperatorExpr, let state = caseName(elements[value], file, context) else { continue }
            let text = tree.text(of: elements[op])
            guard text == "==" || text == "!=" else { continue }
            let equals = text == "=="
            return (first...(first + 2), state, equals, (state == "inactive") != equals, first == i)
        }
        return nil
    }

    /// `switch s { case .key, .active: ... case .inactive: ... }`: the patterns become
    /// `true` and `false`.
    func switchEdits(_ statement: Node, _ file: SourceFile, _ context: PassContext, site: Int) throws -> [Edit] {
        let tree = file.tree
        let place = "\(file.path):\(tree.location(of: tree.startOffset(of: statement)).line)"
        var edits: [Edit] = []
        var covered: Set<Bool> = []
        var hasDefault = false
        for switchCase in statement.children(.switchCase) {
            guard let label = switchCase.child(.switchCaseLabel) else {
                hasDefault = true
                continue
            }
            let items = label.children(.switchCaseItem)
            var states: Set<String> = []
            for item in items {
                guard item.childNodes.count == 1, let pattern = item.firstChildNode, pattern.kind == .expressionPattern,
                      let value = pattern.firstChildNode, let state = Self.caseName(value, file, context) else {
                    throw Decline(message: "the switch at \(place) matches '\(Rewriting.short(item, tree))'", reason: "value-use")
                }
                states.insert(state)
            }
            let value: Bool
            switch states {
            case ["key"], ["key", "active"]: value = true
            case ["inactive"]: value = false
            default:
                throw Decline(message: "the switch at \(place) has a case '\(Rewriting.short(label, tree))' with no Bool of its own (from macOS 15 it never reads .active)", reason: "value-use")
            }
            guard covered.insert(value).inserted, let first = items.first, let last = items.last else {
                throw Decline(message: "the switch at \(place) has two cases for the same Bool", reason: "value-use")
            }
            if Rewriting.containsComment(tree, tree.startOffset(of: first), tree.endOffset(of: last)) {
                throw Decline(message: "a comment inside '\(Rewriting.short(label, tree))' at \(place) would be lost", reason: "comments")
            }
            edits.append(Edit(start: tree.startOffset(of: first), end: tree.endOffset(of: last), replacement: value ? "true" : "false", pass: Self.name, site: site))
        }
        if hasDefault && covered.count == 2 {
            throw Decline(message: "the switch at \(place) has a default: no case of a Bool would reach", reason: "value-use")
        }
        return edits
    }
}
