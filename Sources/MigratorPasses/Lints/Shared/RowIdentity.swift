import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Whether rows keyed by position or value can go wrong: the collection a `ForEach` iterates
/// by index, whether it is constant, and whether the semantic model knows it is state that
/// code moves or replaces. Shared by the foreach-index-identity lint and the identifiable
/// pass's reports.
enum RowIdentity {
    /// Wrappers whose value is state that changes while the view is on screen.
    static let stateWrappers: Set<String> = ["State", "Binding", "Published", "Query", "FetchRequest", "SectionedFetchRequest", "ObservedResults", "Bindable"]

    /// How the semantic model knows the collection is state that changes: a property
    /// wrapped in `@State`, `@Binding`, `@Published`, `@Query`, `@FetchRequest`..., or a
    /// stored `var` of an `@Observable` or `ObservableObject` project class, reached by name
    /// or through a value of that class. Nil when it is an input or unknown (an input may
    /// be a constant configuration, which index identity does not harm).
    static func mutableState(_ collection: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> (String, reorders: Bool)? {
        let tree = file.tree
        let model = context.model
        let node = LintSupport.unwrapped(collection)
        func describe(_ id: Int32) -> (String, reorders: Bool)? {
            let declaration = model.declaration(id)
            guard declaration.kind == .variable, !declaration.isComputed else { return nil }
            let wrappers = LintSupport.wrappers(of: declaration.node, model.files[declaration.file].tree)
            let kind: String
            if let wrapper = wrappers.first(where: stateWrappers.contains) {
                kind = "(@\(wrapper))"
            } else if wrappers.isEmpty, case .project(let owner)? = model.owner(of: id), model.declaration(owner).kind == .class,
                      model.declaration(owner).attributes.contains("Observable") || model.conforms(owner, to: "ObservableObject") {
                kind = "(a var of \(model.declaration(owner).name))"
            } else {
                return nil
            }
            // Positions only move when code reorders, inserts, removes or replaces the
            // collection; an append-only log or one only cleared keeps every row's index.
            // A binding is written where it is passed, which the model cannot see into.
            let write = positionChangingWrite(id, context)
            // A binding's owner may reorder it; a write here that moves elements is named first.
            if wrappers.contains("Binding"), (write?.rank ?? 0) < 3, model.isWrittenAfterInit(id, inFiles: context.files) {
                return ("\(kind), which its owner can reorder or filter", true)
            }
            guard let write else { return nil }
            // `@State var xs: [T] = []` filled by one assignment (a load in `.task`): its
            // rows keep their positions once there.
            if wrappers.contains("State"), write.rank == 0, write.assignments == 1, let (_, value) = LintSupport.initialValue(of: id, context),
               LintSupport.unwrapped(value).kind == .arrayExpr, !LintSupport.unwrapped(value).childNodes.contains(where: { $0.kind == .arrayElement }) {
                return nil
            }
            return ("\(kind), changed by \(write.description)", write.rank > 0)
        }
        switch node.kind {
        case .declReferenceExpr:
            switch LintSupport.referent(of: node, in: file, context) {
            case .declarations(let ids):
                return ids.count == 1 ? describe(ids[0]) : nil
            case .local(let declaration):
                guard depth < 4, let value = TypeResolver.binding(named: tree.text(of: node), in: declaration, tree)?.child(.initializerClause)?.childNodes.first else { return nil }
                return mutableState(value, file: file, context, depth: depth + 1)
            case .parameter, .unknown:
                return nil
            }
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let base = member.base, let token = member.name else { return nil }
            if base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                guard case .declarations(let ids) = LintSupport.referent(of: node, in: file, context), ids.count == 1 else { return nil }
                return describe(ids[0])
            }
            guard TypeResolver.typeReference(base, tree) == nil,
                  let type = TypeResolver.resolve(base, at: node, file: file, model: context.model), !type.isOptional,
                  case .project(let owner)? = type.target else { return nil }
            let found = TypeResolver.members(tree.text(of: token), of: .project(owner), file: file, site: node, model: context.model)
                .filter { model.declaration($0).kind == .variable }
            return found.count == 1 ? describe(found[0]) : nil
        default:
            return nil
        }
    }

    /// Mutating methods that keep every existing element at its index: appending, or
    /// taking elements off the end.
    static let positionKeepingMethods: Set<String> = ["append", "popLast", "removeLast"]

    /// The strongest write to `member` outside its type's initialisers that can move
    /// elements to other indices, described with its location ("remove(at:) at
    /// File.swift:line"): a mutating method that inserts, removes, sorts or moves (`insert`,
    /// `remove(at:)`, `removeAll(where:)`, `sort`, `move`), then `&x` passed inout, then `$x`
    /// (write access handed to code the model does not follow), then an assignment of
    /// anything but an empty literal (the collection is only replaced
    /// whole; `rank` says which, as `movingWrite` does). Nil when every write keeps positions: `append`, `+=`, `removeLast()`,
    /// `removeAll()`, `x = []`, or replacing an element in place (`x[i] = v`,
    /// `x[i].title = t`). `assignments` counts the assignments, one that reads the
    /// collection (`xs = xs.sorted()`) twice: it rearranges rather than fills.
    static func positionChangingWrite(_ member: Int32, _ context: PassContext) -> (description: String, rank: Int, assignments: Int)? {
        let model = context.model
        let name = model.declaration(member).name
        let indices = context.files.compactMap { model.file($0.path) }
        var strongest: (rank: Int, description: String)?
        var assignments = 0
        for mention in model.nameMentions(of: [name], inFiles: indices)[name] ?? []
        where model.isWrite(mention) && model.mayRefer(mention, to: member) && isCertain(mention, context) {
            guard !mention.node.ancestors.contains(where: { $0.kind == .initializerDecl }),
                  let (verb, rank) = movingWrite(mention, model.files[mention.file].tree) else { continue }
            if rank == 0 {
                assignments += 1
                // `xs = xs.sorted()`: a rearrangement, never a fill.
                if case .assignment(let value)? = SemanticModel.write(at: mention.node, spelling: mention.spelling, model.files[mention.file].tree)?.kind,
                   Self.mentions(name, in: value, model.files[mention.file].tree) { assignments += 1 }
            }
            guard rank > (strongest?.rank ?? -1) else { continue }
            let source = model.files[mention.file]
            let line = source.tree.location(of: source.tree.startOffset(of: mention.node)).line
            strongest = (rank, "\(verb) at \(SemanticModel.place(source.path, line))")
        }
        return strongest.map { ($0.description, $0.rank, assignments) }
    }

    /// Whether a write's mention surely means the member, not only may: a bare name or
    /// `self.x` inside its type (which `mayRefer` checks), or `v.x` where the model
    /// resolves `v` to a project type (`mayRefer` then checks it is the owner). A base whose
    /// type is unknown may be anything, and the finding names the write as evidence.
    static func isCertain(_ mention: SemanticModel.NameMention, _ context: PassContext) -> Bool {
        guard mention.kind == .member, let base = MemberAccessView(mention.node)?.base else { return true }
        let tree = context.model.files[mention.file].tree
        if base.kind == .superExpr || (base.kind == .declReferenceExpr && ["self", "super"].contains(tree.text(of: base))) { return true }
        guard let type = TypeResolver.resolve(base, at: mention.node, file: context.model.files[mention.file], model: context.model),
              case .project? = type.target else { return false }
        return true
    }

    /// Whether the row closure uses its index as a slot: compares it (`index == 0`,
    /// `index < xs.count - 1`), computes with it (`index - 1`, `30 * index`, `index % 2`),
    /// subscripts another array with it (`rotations[index]` beside `choices`, the data), or
    /// passes it to a method of the view that does (`row(index)`). Then position is what
    /// the row means, and ids by element would tear rows down when they should stay.
    static func usesIndexAsSlot(_ row: Node, collection: Node? = nil, file: SourceFile, _ context: PassContext) -> Bool {
        guard row.kind == .closureExpr else { return false }
        var name = "$0"
        if let signature = row.closureSignature {
            // `{ index in`, `{ offset, element in`, `{ (offset, element) in`: the first parameter.
            guard let clause = signature.firstChildNode, [.closureParameterClause, .parameterClause].contains(clause.kind),
                  let parameter = clause.firstChildNode, let first = parameter.childTokens.first else { return false }
            name = file.tree.text(of: first)
        }
        let data = collection.map { plainPath(file.tree.collapsedText(of: LintSupport.unwrapped($0))) }
        return usesAsSlot(name, in: row, data: data, file: file, context, depth: 0)
    }

    /// A value's path without `self.` and `$` (`$self.model.items` → `model.items`).
    static func plainPath(_ text: String) -> String {
        text.replacingOccurrences(of: "self.", with: "").filter { $0 != "$" }
    }

    /// Whether code uses `name` (an index) as a slot; `data`: the collection the index is
    /// of, whose own subscript is no slot use.
    static func usesAsSlot(_ name: String, in body: Node, data: String?, file: SourceFile, _ context: PassContext, depth: Int) -> Bool {
        let tree = file.tree
        let slotOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%"]
        var stack = body.childNodes
        while let node = stack.popLast() {
            stack.append(contentsOf: node.childNodes)
            guard node.kind == .declReferenceExpr, tree.text(of: node) == name else { continue }
            var operand = node
            if let parent = node.parent, let member = MemberAccessView(parent), member.base == node,
               member.name.map({ tree.text(of: $0) }) == "offset" { operand = parent }
            if let argument = operand.parent, argument.kind == .labeledExpr, let list = argument.parent, let call = list.parent {
                // `rotations[index]`, a parallel array (not the data's own `choices[index]`).
                if call.kind == .subscriptCallExpr, let base = call.firstChildNode, data != nil,
                   plainPath(tree.collapsedText(of: base)) != data { return true }
                // `row(index)`: a method of the view whose body uses its parameter as a slot.
                if depth == 0, call.kind == .functionCallExpr, let callee = call.firstChildNode, callee.kind == .declReferenceExpr,
                   let position = list.children(.labeledExpr).firstIndex(of: argument),
                   helperUsesSlot(callee, argument: position, data: data, file: file, context) { return true }
            }
            guard let sequence = operand.parent, sequence.kind == .sequenceExpr else { continue }
            let elements = sequence.childNodes
            guard let at = elements.firstIndex(of: operand) else { continue }
            for neighbour in [at - 1, at + 1] where elements.indices.contains(neighbour) {
                if elements[neighbour].kind == .binaryOperatorExpr, slotOperators.contains(tree.text(of: elements[neighbour])) { return true }
            }
        }
        return false
    }

    /// Whether a method of the enclosing type, called with the index as its argument at
    /// `argument`, uses that parameter as a slot in its body.
    static func helperUsesSlot(_ callee: Node, argument: Int, data: String?, file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        for frame in model.enclosingDeclarations(of: callee, in: file) {
            guard let identity = model.typeIdentity(frame) else { continue }
            let ids = TypeResolver.members(file.tree.text(of: callee), of: identity, file: file, site: callee, model: model)
                .filter { model.declaration($0).kind == .function }
            guard ids.count == 1 else { continue }
            let declaration = model.declaration(ids[0])
            let declared = model.files[declaration.file]
            guard let parameters = declaration.node.child(.functionSignature)?.child(.parameterClause)?.children(.functionParameter),
                  argument < parameters.count, let body = declaration.node.child(.codeBlock) else { return false }
            let names = parameters[argument].childTokens.filter { declared.tree.tokens[$0].kind == .identifier }
            guard let parameter = names.last.map({ declared.tree.text(of: $0) }) else { return false }
            return usesAsSlot(parameter, in: body, data: data, file: declared, context, depth: 1)
        }
        return false
    }

    /// Whether an expression reads a name (`xs` in `xs.sorted()`).
    static func mentions(_ name: String, in expression: Node, _ tree: SyntaxTree) -> Bool {
        var found = false
        expression.walk { node in
            if node.kind == .declReferenceExpr, DeclarationCollector.unescaped(tree.text(of: node)) == name { found = true }
            if let member = MemberAccessView(node), member.name.map({ tree.text(of: $0) }) == name { found = true }
            return !found
        }
        return found
    }

    /// What a write does to positions (per `SemanticModel.write`): nil when it keeps every
    /// element at its index, otherwise what it is (`remove(at:)`, "an assignment") and its rank (3: a mutating method
    /// that moves elements; 2: passed inout; 1: a binding handed out; 0: an assignment).
    static func movingWrite(_ mention: SemanticModel.NameMention, _ tree: SyntaxTree) -> (String, Int)? {
        guard let write = SemanticModel.write(at: mention.node, spelling: mention.spelling, tree) else { return nil }
        // `x[i] = v`, `x[i].title = t`, `x[i].toggle()`: the element at `i` changes in place.
        if write.throughSubscript { return nil }
        switch write.kind {
        case .binding:
            // `$xs[i]`, `$xs[i].title`: a binding to one element, which stays at its index.
            if let parent = mention.node.parent, parent.kind == .subscriptCallExpr, parent.firstChildNode == mention.node { return nil }
            return ("a binding to it", 1)
        case .inOut:
            return ("passing it inout", 2)
        case .mutatingCall(let name, let call):
            if positionKeepingMethods.contains(name) { return nil }
            let view = FunctionCallView(call)
            if name == "removeAll", view?.trailingClosure == nil,
               view?.arguments.allSatisfy({ $0.label.map { tree.text(of: $0) } == "keepingCapacity" }) ?? false { return nil }
            return (view.map { signature(name, $0, tree) } ?? name, 3)
        case .compound(let operation):
            return operation == "+=" ? nil : ("\(operation)", 3)
        case .assignment(let value):
            if LintSupport.unwrapped(value).kind == .arrayExpr, !LintSupport.unwrapped(value).childNodes.contains(where: { $0.kind == .arrayElement }) { return nil }
            return ("an assignment", 0)
        }
    }

    /// The labels a trailing closure stands for in the standard library's mutating methods.
    static let trailingClosureLabels: [String: String] = ["removeAll": "where", "sort": "by", "removeSubrange": "_"]

    /// A call's name with its labels, as Swift names the method: `remove(at:)`,
    /// `removeAll(where:)` for `removeAll { ... }`, `shuffle()`.
    static func signature(_ name: String, _ call: FunctionCallView, _ tree: SyntaxTree) -> String {
        var labels = call.arguments.map { ($0.label.map { tree.text(of: $0) } ?? "_") + ":" }
        if call.trailingClosure != nil { labels.append((trailingClosureLabels[name] ?? "_") + ":") }
        return "\(name)(\(labels.joined()))"
    }

    /// `0..<xs.count`: `xs`.
    static func countRange(_ node: Node, _ tree: SyntaxTree) -> Node? {
        let elements = node.kind == .sequenceExpr ? node.childNodes : []
        guard elements.count == 3, elements[1].kind == .binaryOperatorExpr, tree.text(of: elements[1]) == "..<",
              elements[0].kind == .integerLiteralExpr, tree.text(of: elements[0]) == "0",
              let member = MemberAccessView(LintSupport.unwrapped(elements[2])), member.name.map({ tree.text(of: $0) }) == "count",
              let base = member.base else { return nil }
        return base
    }

    /// `xs.enumerated()` or `Array(xs.enumerated())`: `xs`.
    static func enumerated(_ node: Node, _ tree: SyntaxTree) -> Node? {
        var current = node
        if let call = FunctionCallView(current), let callee = call.calledExpression, tree.text(of: callee) == "Array",
           call.arguments.count == 1, let inner = call.arguments[0].expression {
            current = inner
        }
        guard let call = FunctionCallView(current), call.arguments.isEmpty, let callee = call.calledExpression,
              let member = MemberAccessView(callee), member.name.map({ tree.text(of: $0) }) == "enumerated" else { return nil }
        return member.base
    }

    /// Whether a collection cannot change: a literal, `T.allCases`, or a name the model
    /// resolves to a constant initialised with a literal, a `static let` or a global `let`.
    static func isConstant(_ collection: Node, file: SourceFile, _ context: PassContext, depth: Int = 0) -> Bool {
        let tree = file.tree
        let model = context.model
        let node = LintSupport.unwrapped(collection)
        guard depth < 10 else { return false }
        switch node.kind {
        case .arrayExpr, .stringLiteralExpr, .dictionaryExpr:
            return true
        case .sequenceExpr:
            // `onlySupported ? T.supportedCases : T.allCases`: every element is a constant's.
            guard let ternary = TernaryView(node) else { return false }
            return isConstant(ternary.then, file: file, context, depth: depth + 1) && isConstant(ternary.otherwise, file: file, context, depth: depth + 1)
        case .functionCallExpr:
            // `Type.cases()`: a static function of the project's type without parameters whose
            // body is one constant expression; `allCases.filter { $0.isPanelMode }` too.
            guard let view = FunctionCallView(node), let callee = view.calledExpression else { return false }
            // `Array(T.allCases)`.
            if callee.kind == .declReferenceExpr, tree.text(of: callee) == "Array", view.trailingClosure == nil, view.arguments.count == 1,
               view.arguments[0].label == nil, let argument = view.arguments[0].expression {
                return isConstant(argument, file: file, context, depth: depth + 1)
            }
            guard let member = MemberAccessView(callee), let base = member.base, let token = member.name else { return false }
            if view.arguments.isEmpty, view.trailingClosure == nil, let typeText = TypeResolver.typeReference(base, tree),
               let type = model.resolveNominal(typeText, in: file, at: node) {
                let found = model.members(of: type, named: tree.text(of: token), in: file, at: node)
                return found.count == 1 && staticBodyIsConstant(found[0], context, depth: depth)
            }
            // A constant list filtered, mapped or sorted by its elements alone.
            guard ["filter", "map", "sorted", "reversed", "compactMap"].contains(tree.text(of: token)),
                  view.arguments.allSatisfy({ $0.expression?.kind == .closureExpr }),
                  [view.trailingClosure].compactMap({ $0 }).allSatisfy({ readsOnlyItsParameters($0, tree) }),
                  view.arguments.compactMap(\.expression).allSatisfy({ readsOnlyItsParameters($0, tree) }) else { return false }
            return isConstant(base, file: file, context, depth: depth + 1)
        case .memberAccessExpr:
            guard let member = MemberAccessView(node), let base = member.base, let token = member.name else { return false }
            let name = tree.text(of: token)
            if let typeText = TypeResolver.typeReference(base, tree) {
                if name == "allCases" { return true }
                // `Type.constant`: a static let of the project's type, or a static computed
                // property whose getter is one constant expression.
                guard let type = model.resolveNominal(typeText, in: file, at: node) else { return false }
                let found = model.members(of: type, named: name, in: file, at: node)
                return !found.isEmpty && found.allSatisfy {
                    model.declaration($0).isStatic && (model.declaration($0).kind == .constant || staticBodyIsConstant($0, context, depth: depth))
                }
            }
            // `allCases` inside the enum's own static members.
            if name == "allCases", base.kind == .declReferenceExpr, tree.text(of: base) == "Self" { return true }
            // `T.allCases.asArray`: a project property of the collection that only converts it.
            if !(base.kind == .declReferenceExpr && tree.text(of: base) == "self") {
                return isConversion(name, at: node, file: file, context) && isConstant(base, file: file, context, depth: depth + 1)
            }
            fallthrough
        case .declReferenceExpr:
            switch LintSupport.referent(of: node, in: file, context) {
            case .local(let declaration):
                guard DeclarationView(declaration)?.keyword.map({ tree.text(of: $0) }) == "let",
                      let name = node.kind == .declReferenceExpr ? tree.text(of: node) : MemberAccessView(node)?.name.map({ tree.text(of: $0) }),
                      let value = TypeResolver.binding(named: name, in: declaration, tree)?.child(.initializerClause)?.childNodes.first else { return false }
                return isConstant(value, file: file, context, depth: depth + 1)
            case .declarations(let ids):
                return !ids.isEmpty && ids.allSatisfy { id in
                    let declaration = model.declaration(id)
                    guard declaration.kind == .constant else { return false }
                    if declaration.isStatic || declaration.parent < 0 { return true }
                    // A stored `let` with an initial value, which no initialiser can replace.
                    guard let (valueFile, value) = LintSupport.initialValue(of: id, context) else { return false }
                    return isConstant(value, file: valueFile, context, depth: depth + 1)
                }
            case .parameter, .unknown:
                // `allCases` written bare inside the enum's own static members.
                return tree.text(of: node) == "allCases" && node.kind == .declReferenceExpr
            }
        default:
            return false
        }
    }

    /// Whether `name`, read on a collection, is a computed property a project extension
    /// declares whose getter only converts the collection (`var asArray: [Element] {
    /// Array(self) }`): its elements are the collection's own.
    static func isConversion(_ name: String, at node: Node, file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        let found = model.visibleMembers(named: name, in: file, at: node).filter { id in
            let declaration = model.declaration(id)
            return declaration.kind == .variable && declaration.isComputed && !declaration.isStatic && declaration.parent >= 0
                && model.declaration(declaration.parent).kind == .extension
        }
        return !found.isEmpty && found.allSatisfy { id in
            guard let (valueFile, value) = LintSupport.computedValue(of: id, context) else { return false }
            let text = valueFile.tree.collapsedText(of: value).filter { !$0.isWhitespace }
            return ["Array(self)", "self", "Array(self.lazy)"].contains(text)
        }
    }

    /// Whether a static computed property's getter, or a static function's body (without
    /// parameters), is one constant expression.
    static func staticBodyIsConstant(_ id: Int32, _ context: PassContext, depth: Int) -> Bool {
        let declaration = context.model.declaration(id)
        guard declaration.isStatic else { return false }
        let file = context.model.files[declaration.file]
        let value: Node?
        if declaration.kind == .function {
            guard declaration.labels.isEmpty, let body = declaration.node.child(.codeBlock) else { return false }
            let statements = LintSupport.statements(body)
            value = statements.count == 1 ? (statements[0].kind == .returnStmt ? statements[0].firstChildNode : statements[0]) : nil
        } else {
            value = LintSupport.computedValue(of: id, context)?.value
        }
        guard let value else { return false }
        return isConstant(value, file: file, context, depth: depth + 1)
    }

    /// Whether a closure reads nothing but its parameters (and members of them).
    static func readsOnlyItsParameters(_ closure: Node, _ tree: SyntaxTree) -> Bool {
        guard closure.kind == .closureExpr else { return false }
        let parameters = Set(Rewriting.closureParameters(closure, tree).names)
        var only = true
        closure.walk { inner in
            guard only else { return false }
            if inner.kind == .declReferenceExpr, MemberAccessView(inner.parent ?? inner)?.name.map({ _ in inner.parent?.firstChildNode != inner }) != true {
                let name = tree.text(of: inner)
                if !name.hasPrefix("$") && !parameters.contains(name) { only = false }
            }
            return only
        }
        return only
    }
}
