import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// One argument of a call, as matching sees it.
struct CallArgument {
    var label: String?
    var labelToken: Int?
    var expression: Node?
    var isTrailingClosure: Bool
}

/// Finding the sites of a migration's entries: calls by base name, labels and trailing
/// closures, types, static members and key paths, with the conditions an entry sets.
extension DataMigration {
    /// Every site of every entry in a file; one match per site (the first entry wins).
    /// `nodes`: the nodes to look at instead of `candidateNodes` (tests give every node of
    /// the seven kinds, to show the candidates leave out nothing that matches).
    func findMatches(_ source: SourceFile, _ context: PassContext, everyEntry: Bool = false, ruleOut: Bool = true,
                     among nodes: [NodeList]? = nil) -> [Match] {
        let tree = source.tree
        // Every match below is at a token spelling a name of `sites` (or a subscript).
        if ruleOut && !sites.mayMatch(tree) { return [] }
        if !SwiftUIImports.maySeeSwiftUI(tree, context) { return [] }
        var matches: [Match] = []
        let chains = Rewriting.ChainEnds()
        for node in (nodes ?? candidateNodes(tree)).joined() {
            switch node.kind {
            case .functionCallExpr:
                callMatches(node, source, context, chains, everyEntry: everyEntry, into: &matches)
            case .subscriptCallExpr:
                subscriptMatches(node, tree, into: &matches)
            case .memberAccessExpr:
                memberMatches(node, source, context, chains, everyEntry: everyEntry, into: &matches)
            case .keyPathExpr:
                keyPathMatches(node, tree, everyEntry: everyEntry, into: &matches)
            case .declReferenceExpr, .identifierType, .memberType:
                typeMatches(node, tree, everyEntry: everyEntry, into: &matches)
            default:
                break
            }
        }
        return Self.oneMatchPerName(matches, everyEntry: everyEntry)
    }

    /// The matches of a call: entries of its base name whose kind fits the callee (a method
    /// on a base, a static method, an initializer) and whose parameters take its arguments.
    func callMatches(_ node: Node, _ source: SourceFile, _ context: PassContext, _ chains: Rewriting.ChainEnds, everyEntry: Bool,
                     into matches: inout [Match]) {
        let tree = source.tree
        let entries = file.entries
        guard let call = FunctionCallView(node), let callee = call.calledExpression else { return }
        let (nameToken, base, isMember) = DataMigration.calleeName(callee)
        guard let nameToken else { return }
        let candidates = sites.calls.entries(named: nameToken, in: tree)
        if candidates.isEmpty { return }
        let arguments = DataMigration.arguments(of: call, tree)
        // Where several entries share the name (`Color(_: UIColor)`, `Color(_: NSColor)`), one
        // whose platforms the site's `#if` leaves out is not the API meant here.
        var siteConditions: [String]?
        for i in candidates {
            let declaration = entries[i].declaration
            if candidates.count > 1, !entries[i].platforms.isEmpty {
                let conditions = siteConditions ?? Rewriting.ifConfigConditions(around: node, tree)
                siteConditions = conditions
                if !conditions.isEmpty, entries[i].platforms.allSatisfy({ Rewriting.compiled(on: $0, under: conditions) == false }) { continue }
            }
            switch declaration.kind {
            case .method:
                // `.name(...)` with no base: an implicit member (`f(.name(...))`), unless it
                // continues a chain inside a postfix `#if` (`TextField(...) #if os(iOS) .name(...)`).
                guard isMember, base != nil || SyntaxFacts.continuesChainInsideIfConfig(node) else { continue }
            case .staticMethod:
                guard isMember, base == nil || base.map({ DataMigration.isOwner($0, declaration.owner, tree) }) == true else { continue }
            case .initializer:
                guard !isMember || tree.text(of: nameToken) == declaration.owner else { continue }
            default:
                continue
            }
            guard let assignment = DataMigration.assign(arguments, to: declaration.parameters),
                  closuresFit(arguments, assignment, entries[i], tree),
                  !passesFunction(arguments, assignment, entries[i], source, context),
                  satisfies(entries[i].condition, arguments: arguments, assignment: assignment, node: node, source, context, chains) else { continue }
            matches.append(Match(entries: entries, index: i, nameToken: nameToken, node: node, assignment: assignment, arguments: arguments))
            if !everyEntry { break }
        }
    }

    /// The matches of a subscript call: every subscript entry whose parameters take its
    /// arguments, the first of them labelled.
    func subscriptMatches(_ node: Node, _ tree: SyntaxTree, into matches: inout [Match]) {
        guard !sites.subscripts.isEmpty, node.firstChildNode != nil else { return }
        let entries = file.entries
        let arguments = (node.child(.labeledExprList)?.children(.labeledExpr) ?? []).map { argument -> CallArgument in
            let view = ArgumentView(argument)
            return CallArgument(label: view.label.map { tree.text(of: $0) }, labelToken: view.label, expression: view.expression, isTrailingClosure: false)
        }
        for i in sites.subscripts {
            guard let first = arguments.first?.labelToken, arguments.first?.label != nil,
                  DataMigration.assign(arguments, to: entries[i].declaration.parameters) != nil else { continue }
            matches.append(Match(entries: entries, index: i, nameToken: first, node: node))
        }
    }

    /// The matches of a member access (not a callee): static properties on their owner or
    /// implicit, instance properties on a value of their owner's type.
    func memberMatches(_ node: Node, _ source: SourceFile, _ context: PassContext, _ chains: Rewriting.ChainEnds, everyEntry: Bool,
                       into matches: inout [Match]) {
        let tree = source.tree
        let entries = file.entries
        guard let view = MemberAccessView(node), let nameToken = view.name else { return }
        let candidates = sites.members.entries(named: nameToken, in: tree)
        if candidates.isEmpty { return }
        // Callees are matched as calls.
        if let parent = node.parent, parent.kind == .functionCallExpr, parent.firstChildNode == node { return }
        for i in candidates {
            let declaration = entries[i].declaration
            switch declaration.kind {
            case .staticProperty:
                guard view.base == nil || view.base.map({ DataMigration.isOwner($0, declaration.owner, tree) }) == true else { continue }
            case .property:
                guard declaration.owner != "EnvironmentValues", let base = view.base,
                      DataMigration.isValue(base, ofType: declaration.owner ?? "", members: [], node: node, source, context) else { continue }
            default:
                continue
            }
            guard satisfies(entries[i].condition, arguments: [], assignment: [], node: node, source, context, chains) else { continue }
            matches.append(Match(entries: entries, index: i, nameToken: nameToken, node: node))
            if !everyEntry { break }
        }
    }

    /// The matches of a key path: `\.name` or `\EnvironmentValues.name`, as an environment key.
    func keyPathMatches(_ node: Node, _ tree: SyntaxTree, everyEntry: Bool, into matches: inout [Match]) {
        let components = node.children(.keyPathComponent)
        guard let component = components.first, let nameToken = component.childTokens.last else { return }
        let candidates = sites.keyPaths.entries(named: nameToken, in: tree)
        if candidates.isEmpty { return }
        let root = node.child(.identifierType)
        guard root.map({ tree.hasText($0, "EnvironmentValues") }) ?? DataMigration.isEnvironmentKeyPath(node, tree) else { return }
        for i in candidates {
            matches.append(Match(entries: file.entries, index: i, nameToken: nameToken, node: node))
            if !everyEntry { break }
        }
    }

    /// The matches of a type reference: `X` (a reference, not a member's name) or `SwiftUI.X`.
    func typeMatches(_ node: Node, _ tree: SyntaxTree, everyEntry: Bool, into matches: inout [Match]) {
        if node.kind == .memberType {
            guard let base = node.childNodes.first, tree.hasText(base, "SwiftUI"),
                  let nameToken = node.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) else { return }
            for i in sites.types.entries(named: nameToken, in: tree) {
                matches.append(Match(entries: file.entries, index: i, nameToken: nameToken, node: node))
                if !everyEntry { break }
            }
            return
        }
        guard !node.isEmpty, let nameToken = node.firstChildToken, nameToken == node.firstToken else { return }
        let candidates = sites.types.entries(named: nameToken, in: tree)
        if candidates.isEmpty { return }
        if node.kind == .declReferenceExpr, let parent = node.parent, parent.kind == .memberAccessExpr, parent.firstChildNode != node { return }
        // `SwiftUI.X` is handled as a member type; `X.Y`'s base here is X itself.
        for i in candidates {
            if let excluded = file.entries[i].condition?.notInArgumentOf, Self.isArgument(node, ofCallNamed: excluded, tree) { continue }
            if let members = file.entries[i].condition?.notBaseOf, Self.isBase(node, ofMembers: members, tree) { continue }
            matches.append(Match(entries: file.entries, index: i, nameToken: nameToken, node: DataMigration.typeSite(node)))
            if !everyEntry { break }
        }
    }

    /// The matches in name order, and (unless every entry is asked for) one match per name:
    /// the first found. Only a call and its callee's name share a name token (a callee member
    /// access is matched as the call), and calls are looked at first, as they come first in
    /// source order (a call starts where its callee does, and is longer).
    static func oneMatchPerName(_ found: [Match], everyEntry: Bool) -> [Match] {
        var matches = found
        if !matches.indices.dropFirst().allSatisfy({ matches[$0 - 1].nameToken <= matches[$0].nameToken }) {
            var keys = matches.indices.map { (matches[$0].nameToken, $0) }
            keys.sort { $0 < $1 }
            matches = keys.map { matches[$0.1] }
        }
        if !everyEntry && matches.indices.dropFirst().contains(where: { matches[$0 - 1].nameToken == matches[$0].nameToken }) {
            var kept: [Match] = []
            kept.reserveCapacity(matches.count)
            for match in matches where kept.last?.nameToken != match.nameToken { kept.append(match) }
            matches = kept
        }
        return matches
    }

    /// The nodes `findMatches` looks at, as lists in source order, calls first: of the
    /// seven kinds it matches, only those whose name is in the table for their kind (a call
    /// by its callee's name, read from the file's calls by name; a member access by its
    /// member; a type reference by its first token), and none of a kind whose table is
    /// empty. Every node left out is one the matching would pass over at its first test; a
    /// file of a million calls and references has a few thousand such nodes.
    func candidateNodes(_ tree: SyntaxTree) -> [NodeList] {
        var lists: [NodeList] = []
        if !sites.calls.isEmpty { lists += tree.calls(namedAnyOf: sites.calls.names) }
        if !sites.subscripts.isEmpty { lists.append(tree.nodes(ofKind: [.subscriptCallExpr])) }
        tree.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.withUnsafeBufferPointer { tokens in
                func spells(_ token: Int, _ table: EntryTable) -> Bool {
                    let t = tokens[token]
                    return table.names.id(of: UnsafeBufferPointer(rebasing: bytes[Int(t.textStart)..<Int(t.textEnd)])) != nil
                }
                if !sites.members.isEmpty {
                    lists.append(tree.nodes(ofKind: [.memberAccessExpr]).keeping(childToken: .last) { spells($0, sites.members) })
                }
                if !sites.keyPaths.isEmpty { lists.append(tree.nodes(ofKind: [.keyPathExpr])) }
                if !sites.types.isEmpty {
                    lists.append(tree.nodes(ofKind: [.declReferenceExpr]).keeping(childToken: .first) { spells($0, sites.types) })
                    lists.append(tree.nodes(ofKind: [.identifierType]).keeping(childToken: .first) { spells($0, sites.types) })
                    lists.append(tree.nodes(ofKind: [.memberType]))
                }
            }
        }
        return lists
    }

    /// The callee's name token, its base, and whether it is a member access.
    static func calleeName(_ callee: Node) -> (Int?, Node?, Bool) {
        switch callee.kind {
        case .memberAccessExpr:
            let view = MemberAccessView(callee)
            return (view?.name, view?.base, true)
        case .declReferenceExpr:
            return (callee.childTokens.first, nil, false)
        case .genericSpecializationExpr:
            guard let inner = callee.childNodes.first, inner.kind == .declReferenceExpr else { return (nil, nil, false) }
            return (inner.childTokens.first, nil, false)
        default:
            return (nil, nil, false)
        }
    }

    /// Whether a member's base is written as its owner type (`Owner`, `SwiftUI.Owner`).
    static func isOwner(_ base: Node, _ owner: String?, _ tree: SyntaxTree) -> Bool {
        (owner.map { tree.hasText(base, $0) } ?? false) || tree.hasText(base, "SwiftUI." + (owner ?? ""))
    }

    /// Arguments in the parentheses, then the trailing closures.
    static func arguments(of call: FunctionCallView, _ tree: SyntaxTree) -> [CallArgument] {
        var result = call.arguments.map { argument -> CallArgument in
            CallArgument(label: argument.label.map { tree.text(of: $0) }, labelToken: argument.label, expression: argument.expression, isTrailingClosure: false)
        }
        if let trailing = call.trailingClosure {
            result.append(CallArgument(label: nil, labelToken: nil, expression: trailing, isTrailingClosure: true))
        }
        for (label, closure) in call.additionalTrailingClosures {
            result.append(CallArgument(label: tree.text(of: label), labelToken: label, expression: closure, isTrailingClosure: true))
        }
        return result
    }

    /// Swift's argument matching, simplified: arguments in order fill parameters with the
    /// same label, skipping parameters that have defaults; unlabelled arguments after a
    /// variadic one extend it; the first trailing closure fills the next function-typed
    /// parameter; labelled trailing closures fill parameters by label. Parameters left over
    /// must have defaults. Returns the parameter index per argument, or nil.
    static func assign(_ arguments: [CallArgument], to parameters: [APIDeclaration.Parameter]) -> [Int]? {
        var result: [Int] = []
        var next = 0
        var openVariadic: Int?
        let laterLabels = Set(arguments.filter(\.isTrailingClosure).compactMap(\.label))
        for argument in arguments {
            if argument.isTrailingClosure && argument.label == nil {
                var p = next
                while p < parameters.count && !parameters[p].isClosure {
                    guard parameters[p].hasDefault || parameters[p].isVariadic else { return nil }
                    p += 1
                }
                // Forward scan: a closure parameter with a default is skipped when a later
                // one without a default would otherwise be left unfilled.
                if p < parameters.count, parameters[p].hasDefault,
                   let required = parameters[(p + 1)...].firstIndex(where: { $0.isClosure && !$0.hasDefault && !laterLabels.contains($0.label ?? "") }),
                   parameters[p..<required].allSatisfy({ $0.hasDefault || $0.isVariadic }) {
                    p = required
                }
                guard p < parameters.count else { return nil }
                result.append(p)
                next = p + 1
                openVariadic = nil
                continue
            }
            if argument.label == nil, let variadic = openVariadic, next >= parameters.count || parameters[next].label != nil {
                result.append(variadic)
                continue
            }
            var p = next
            while p < parameters.count && parameters[p].label != argument.label {
                guard parameters[p].hasDefault || parameters[p].isVariadic else { return nil }
                p += 1
            }
            guard p < parameters.count else { return nil }
            // A closure written for a parameter that takes none is another overload's
            // (`NavigationLink(destination: { D })` is the current initialiser).
            if argument.expression?.kind == .closureExpr, !parameters[p].isClosure, !["Any", "Any?"].contains(parameters[p].type) { return nil }
            result.append(p)
            openVariadic = parameters[p].isVariadic ? p : nil
            next = p + 1
        }
        for p in next..<max(next, parameters.count) where !parameters[p].hasDefault && !parameters[p].isVariadic {
            return nil
        }
        return result
    }

    /// Whether a value passed for a parameter that a rule wraps in a closure (`"wrap":
    /// {"destination": "{}"}`) is a function (`destination: WelcomeView.init`,
    /// `destination: makeDetail`): the call is then the current overload, whose parameter
    /// takes a closure. Only those parameters are asked of the type layer.
    func passesFunction(_ arguments: [CallArgument], _ assignment: [Int], _ entry: MigrationEntry,
                        _ source: SourceFile, _ context: PassContext) -> Bool {
        let parameters = entry.declaration.parameters
        for (argument, p) in zip(arguments, assignment) {
            guard let label = parameters[p].label, entry.rules.contains(where: { $0.wrap[label] == "{}" }) else { continue }
            guard let value = argument.expression, value.kind == .memberAccessExpr || value.kind == .declReferenceExpr else { continue }
            if value.kind == .memberAccessExpr, source.tree.text(of: value.endToken - 1) == "init" { return true }
            if case .function? = context.types.type(of: value, in: source) { return true }
        }
        return false
    }


    /// Whether each closure written as an argument takes as many parameters as the function
    /// type of the parameter it fills: `{ commit() }` takes none, so it cannot be
    /// `onEditingChanged: (Bool) -> Void` (Swift picks the `onCommit:` overload).
    func closuresFit(_ arguments: [CallArgument], _ assignment: [Int], _ entry: MigrationEntry, _ tree: SyntaxTree) -> Bool {
        let parameters = entry.declaration.parameters
        for (argument, p) in zip(arguments, assignment) {
            guard let closure = argument.expression, closure.kind == .closureExpr, let arity = Self.functionArity(parameters[p].type) else { continue }
            let written = Rewriting.closureParameters(closure, tree)
            if closure.closureSignature != nil, !written.names.isEmpty || written.inToken != nil {
                if written.names.count != arity { return false }
            } else if written.shorthandTokens.isEmpty, arity > 0 {
                return false
            }
        }
        return true
    }

    /// The number of parameters of a function type written `(A, B) -> R` (with `@escaping`
    /// and the like before it); nil for any other type.
    static func functionArity(_ type: String) -> Int? {
        var text = Substring(type.trimmingCharacters(in: .whitespaces))
        while text.hasPrefix("@") { text = text.drop { $0 != " " }.drop { $0 == " " } }
        guard text.first == "(" else { return nil }
        // The parameter list is the first bracket and its match; a `->` must follow it.
        var depth = 0
        var commas = 0
        var close: Substring.Index?
        for index in text.indices {
            let character = text[index]
            if "([<".contains(character) { depth += 1 } else if ")]>".contains(character), text[text.index(before: max(index, text.index(after: text.startIndex)))] != "-" {
                depth -= 1
                if depth == 0 { close = index; break }
            } else if character == ",", depth == 1 { commas += 1 }
        }
        guard let close else { return nil }
        let rest = text[text.index(after: close)...].drop { $0 == " " }
        guard rest.hasPrefix("->") || rest.hasPrefix("async") || rest.hasPrefix("throws") else { return nil }
        let list = text[text.index(after: text.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        return list.isEmpty ? 0 : commas + 1
    }

    /// Whether a type name is the base of one of these members (`Alert` in `Alert.Button`,
    /// written as a type or in an expression).
    static func isBase(_ node: Node, ofMembers members: [String], _ tree: SyntaxTree) -> Bool {
        guard !members.isEmpty, let parent = node.parent, parent.firstChildNode == node else { return false }
        switch parent.kind {
        case .memberType:
            return parent.lastChildToken.map { members.contains(tree.text(of: $0)) } ?? false
        case .memberAccessExpr:
            return MemberAccessView(parent)?.name.map { members.contains(tree.text(of: $0)) } ?? false
        default:
            return false
        }
    }
    /// Whether a value (`StackNavigationViewStyle()`, or the type's name in that call) is an
    /// argument of a call of one of `names` (`.navigationViewStyle(...)`).
    static func isArgument(_ node: Node, ofCallNamed names: [String], _ tree: SyntaxTree) -> Bool {
        guard !names.isEmpty else { return false }
        var value = node
        if let call = value.parent, call.kind == .functionCallExpr, call.firstChildNode == value { value = call }
        guard let argument = value.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              let call = list.parent, call.kind == .functionCallExpr, let callee = call.childNodes.first,
              let nameToken = DataMigration.calleeName(callee).0 else { return false }
        return names.contains(tree.text(of: nameToken))
    }

    /// Whether an entry's `where` holds at this site.
    func satisfies(_ condition: MatchCondition?, arguments: [CallArgument], assignment: [Int], node: Node, _ source: SourceFile, _ context: PassContext,
                   _ chains: Rewriting.ChainEnds = Rewriting.ChainEnds()) -> Bool {
        guard let condition else { return true }
        let tree = source.tree
        let labels = Set(arguments.compactMap(\.label))
        guard condition.requiresLabels.allSatisfy(labels.contains) else { return false }
        if let parameter = condition.argument, let type = condition.type, !condition.labelsSuffice.contains(where: labels.contains) {
            guard let i = assignment.firstIndex(of: parameter), let expression = arguments[i].expression,
                  DataMigration.isValue(expression, ofType: type, members: condition.members, node: node, source, context) else { return false }
        }
        if condition.notInChart, Rewriting.isChartContent(node, tree, chains: chains) { return false }
        if let parameter = condition.returnsValue, let i = assignment.firstIndex(of: parameter),
           let closure = arguments[i].expression, closure.kind == .closureExpr, Rewriting.returnsNothing(closure, tree) { return false }
        if let modifier = condition.notBeside, Self.chainApplies(modifier, sameArgumentsAs: node, tree) { return false }
        if Self.isArgument(node, ofCallNamed: condition.notInArgumentOf, tree) { return false }
        if !condition.inArgumentOf.isEmpty {
            // `.stack` directly as an argument of `navigationViewStyle(...)`.
            guard let argument = node.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
                  let call = list.parent, call.kind == .functionCallExpr, let callee = call.childNodes.first,
                  let nameToken = DataMigration.calleeName(callee).0, condition.inArgumentOf.contains(tree.text(of: nameToken)) else { return false }
        }
        return true
    }

    /// Whether the chain the modifier call `call` is in also applies `name` with the same
    /// arguments, written alike (`.tint(theme.accent)` beside `.accentColor(theme.accent)`).
    static func chainApplies(_ name: String, sameArgumentsAs call: Node, _ tree: SyntaxTree) -> Bool {
        guard let arguments = call.child(.labeledExprList) else { return false }
        let text = tree.collapsedText(of: arguments)
        // Later in the chain, then earlier (each inner call is the base of the next).
        if let later = DataMigration.chainModifier(named: name, after: call, tree), tree.collapsedText(of: later) == text { return true }
        var current = call
        while let callee = current.firstChildNode, let member = MemberAccessView(callee), let base = member.base, base.kind == .functionCallExpr {
            if let inner = base.firstChildNode.flatMap(MemberAccessView.init), inner.name.map({ tree.text(of: $0) }) == name,
               let list = base.child(.labeledExprList), tree.collapsedText(of: list) == text { return true }
            current = base
        }
        return false
    }

    /// Whether an expression is provably of `type`: a view built in place for `View`, a
    /// string array literal for `[String]`, otherwise what `isProvably` proves (`Type.x`,
    /// `Type(...)`, a listed implicit member as the whole argument, a declared value).
    static func isValue(_ expression: Node, ofType type: String, members: [String], node: Node, _ source: SourceFile, _ context: PassContext) -> Bool {
        let tree = source.tree
        if type == "View" {
            // A view built in place (`Circle().fill(.red)`, `Text("a")`), not a shape style
            // (`Color.red`, `.ultraThinMaterial`, gradients) nor a value of unknown type
            // (`Theme.background`, `Palette.color(for: x)`, `Theme().background` may be a Color).
            return isViewBuiltInPlace(expression, tree)
        }
        if type == "[String]" {
            guard expression.kind == .arrayExpr else { return false }
            let elements = expression.children(.arrayElement).compactMap(\.childNodes.first)
            return !elements.isEmpty && elements.allSatisfy { $0.kind == .stringLiteralExpr || ($0.kind == .asExpr && tree.collapsedText(of: $0).hasSuffix("as String")) }
        }
        return isProvably(expression, type, members: members, site: node, source, context)
    }

    /// SwiftUI types that are shape styles (a view modifier taking `some ShapeStyle` takes them).
    static let shapeStyleTypes: Set<String> = [
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "Material",
        "AnyShapeStyle", "ImagePaint", "HierarchicalShapeStyle", "ForegroundStyle", "BackgroundStyle", "TintShapeStyle",
        "SeparatorShapeStyle", "SelectionShapeStyle", "UIColor", "NSColor",
    ]

    /// A key path given to `@Environment(...)`, `Environment(...)`, `.environment(\.x, v)` or
    /// `.transformEnvironment(\.x)`.
    static func isEnvironmentKeyPath(_ keyPath: Node, _ tree: SyntaxTree) -> Bool {
        guard let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              list.childNodes.first == argument, let owner = list.parent else { return false }
        if owner.kind == .attributeArguments, let attribute = owner.parent, attribute.childTokens.count > 1 {
            return tree.text(of: attribute.childTokens[1]) == "Environment"
        }
        guard owner.kind == .functionCallExpr, let callee = owner.childNodes.first, let name = calleeName(callee).0 else { return false }
        return ["Environment", "environment", "transformEnvironment"].contains(tree.text(of: name))
    }

    /// `.environment(\.key, literal)`: a key path whose value is a literal written here.
    static func isEnvironmentLiteral(_ keyPath: Node, _ tree: SyntaxTree) -> Bool {
        guard let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              let call = list.parent, call.kind == .functionCallExpr, let callee = call.childNodes.first,
              let name = calleeName(callee).0, tree.text(of: name) == "environment" else { return false }
        let arguments = list.children(.labeledExpr)
        guard arguments.count == 2, arguments[0] == argument, let value = ArgumentView(arguments[1]).expression else { return false }
        return [.booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr].contains(value.kind)
    }

    /// The node a type-name match belongs to: the call when the name is a callee.
    static func typeSite(_ node: Node) -> Node {
        if let parent = node.parent, parent.kind == .functionCallExpr, parent.childNodes.first == node { return parent }
        return node
    }

    /// Why a gesture's value may be used where the renamed gesture's value type differs;
    /// nil when no value is read. Only a gesture created in place and handed to
    /// `.gesture(...)`-like modifiers, whose chained closures ignore their value, is safe.
    static func gestureValueProblem(_ site: Node, _ tree: SyntaxTree) -> String? {
        guard site.kind == .functionCallExpr else { return "the name is used as a type, whose values may be read elsewhere" }
        var current = site
        while let parent = current.parent {
            if parent.kind == .memberAccessExpr, parent.childNodes.first == current, let call = parent.parent, call.kind == .functionCallExpr,
               call.childNodes.first == parent {
                let member = MemberAccessView(parent)?.name.map { tree.text(of: $0) } ?? ""
                if ["onChanged", "onEnded", "updating", "map"].contains(member) {
                    guard let view = FunctionCallView(call) else { return "its value is read" }
                    var closures = view.arguments.compactMap(\.expression)
                    if let trailing = view.trailingClosure { closures.append(trailing) }
                    for closure in closures {
                        guard closure.kind == .closureExpr else { return "its value is passed to a function" }
                        if closureReadsFirstParameter(closure, tree) { return "its value is read in .\(member)" }
                    }
                }
                current = call
                continue
            }
            if parent.kind == .memberAccessExpr, parent.childNodes.first == current {
                current = parent
                continue
            }
            break
        }
        // The gesture must be handed straight to a gesture modifier.
        guard let argument = current.parent, argument.kind == .labeledExpr, let list = argument.parent, let call = list.parent,
              call.kind == .functionCallExpr, let callee = call.childNodes.first, let name = calleeName(callee).0,
              ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(tree.text(of: name)) else {
            return "the gesture is stored or returned, and its value may be read elsewhere"
        }
        return nil
    }

    /// Whether a closure reads its first parameter (a named one, or `$0`).
    static func closureReadsFirstParameter(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        var firstName = "$0"
        if let signature = closure.closureSignature {
            if let clause = signature.child(.closureParameterClause) {
                let parameters = clause.childNodes.filter { $0.kind == .closureShorthandParameter || $0.kind == .closureParameter }
                guard let first = parameters.first, let token = first.childTokens.first else { return false }
                firstName = tree.text(of: token)
            } else if let token = signature.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) {
                firstName = tree.text(of: token)
            }
            if firstName == "_" { return false }
        }
        var reads = false
        closure.walk { node in
            if node.kind == .declReferenceExpr, tree.hasText(node, firstName) { reads = true }
            return !reads
        }
        return reads
    }
}
