import MigratorEngine
import MigratorSemantics
import SwiftCST

/// rename-key-path where the value's type changes and its cases are renamed
/// (`\.sizeCategory` → `\.dynamicTypeSize`, ContentSizeCategory → DynamicTypeSize): the key
/// path is renamed together with every use of the value, where each use only compares it
/// with cases, switches over them or reads a mapped member; any other use is reported.
extension DataMigration {
    /// `Old → New` of a rule's `valueTypeChange`.
    static func valueTypes(_ rule: MigrationRule) -> (old: String, new: String)? {
        guard let change = rule.valueTypeChange, let arrow = change.range(of: "→") else { return nil }
        let old = change[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        let new = change[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return old.isEmpty || new.isEmpty ? nil : (old, new)
    }

    func keyPathWithValueType(_ rule: MigrationRule, _ match: Match, _ source: SourceFile, _ context: PassContext, site: Int) -> RuleOutcome {
        let tree = source.tree
        let display = quotedDisplays[match.index]
        guard let types = DataMigration.valueTypes(rule) else { return .edits([]) }
        func decline(_ why: String) -> RuleOutcome {
            .declined("\(display) is \(file.status) but not rewritten: the value becomes a \(types.new), \(why); rewrite it by hand to '\(rule.shown(owner: match.entry.declaration.owner))'", reason: "value-type")
        }
        let nameToken = tree.tokens[match.nameToken]
        var edits = [Edit(start: Int(nameToken.textStart), end: Int(nameToken.textEnd), replacement: rule.newName, pass: name, site: site)]
        let keyPath = match.node
        // `.environment(\.old, .case)`.
        if let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, let call = list.parent,
           call.kind == .functionCallExpr, let callee = call.firstChildNode, DataMigration.calleeName(callee).0.map({ tree.text(of: $0) }) == "environment" {
            let arguments = list.children(.labeledExpr)
            guard arguments.count == 2, arguments[0] == argument, let value = ArgumentView(arguments[1]).expression else {
                return decline("and this call does not set it to a case written here")
            }
            guard let edit = mappedCase(value, rule, types, source, context, site: site) else {
                return decline("and '\(Rewriting.short(value, tree))' is not a \(types.old) case written here")
            }
            return .edits(edits + edit)
        }
        // `@Environment(\.old) var name`.
        guard let declaration = keyPath.ancestors.first(where: { $0.kind == .variableDecl || $0.kind == .codeBlock || $0.kind == .closureExpr }),
              declaration.kind == .variableDecl,
              DeclarationView(declaration)?.attributes.contains(where: { $0.firstToken <= keyPath.firstToken && keyPath.endToken <= $0.endToken }) == true else {
            return decline("and it is read here in a way this migration does not follow")
        }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              let patternToken = pattern.childTokens.first else {
            return decline("and the property's declaration cannot be followed")
        }
        let property = DeclarationCollector.unescaped(tree.text(of: patternToken))
        if let annotation = bindings[0].child(.typeAnnotation), let type = annotation.childNodes.first {
            guard tree.text(of: type) == types.old, DataMigration.namesOutsideType(types.old, at: type, source, context) else {
                return decline("and '\(property)' is declared as \(tree.text(of: type))")
            }
            edits.append(Edit(start: tree.startOffset(of: type), end: tree.endOffset(of: type), replacement: types.new, pass: name, site: site))
        }
        // Where the property is read: its type and the type's extensions.
        let model = context.model
        guard let owner = model.enclosingDeclarations(of: declaration, in: source).first, let identity = model.typeIdentity(owner) else {
            return decline("and '\(property)' is not a member of a type")
        }
        // In this file, the nodes of the file as this round sees it; in other files, the
        // model's (their edits could not be made with this file's).
        var scopes: [(Node, SourceFile)] = []
        let ids: [Int32]
        if case .project(let type) = identity { ids = [type] + model.extensions(of: identity) } else { ids = [owner] }
        for id in ids {
            let found = model.declaration(id)
            if model.files[found.file].path == source.path {
                guard let node = model.node(of: id, in: source) else { return decline("and its type could not be found again after other edits to the file") }
                scopes.append((node, source))
            } else {
                scopes.append((found.node, model.files[found.file]))
            }
        }
        let modifiers = DeclarationView(declaration)?.modifiers.map { tree.text(of: $0) } ?? []
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        if let outside = PropertyReference.outsideRead(of: property, owner: identity, files: isPrivate ? [source] : context.files, context) {
            return decline("and '\(property)' is also read through another value at \(outside)")
        }
        for (scope, file) in scopes {
            switch uses(of: property, in: scope, declaredBy: pattern, rule, types, file, context, site: site) {
            case .edits(let more) where file.path != source.path && !more.isEmpty:
                let line = file.tree.location(of: more[0].start).line
                return decline("and '\(property)' is read in another file (\(Rewriting.place(file.path, line))), which this change cannot reach")
            case .edits(let more): edits += more
            case .declined(let why, _): return decline(why)
            }
        }
        return .edits(edits)
    }

    /// `.case` or `Old.case` among the mapped ones: the edit that renames it.
    func mappedCase(_ value: Node, _ rule: MigrationRule, _ types: (old: String, new: String), _ source: SourceFile, _ context: PassContext,
                    site: Int) -> [Edit]? {
        let tree = source.tree
        guard value.kind == .memberAccessExpr, let view = MemberAccessView(value), let nameToken = view.name,
              let mapped = rule.memberMap[tree.text(of: nameToken)] else { return nil }
        if let base = view.base {
            guard base.kind == .declReferenceExpr, tree.text(of: base) == types.old,
                  DataMigration.namesOutsideType(types.old, at: value, source, context) else { return nil }
            return [Edit(start: tree.startOffset(of: value), end: tree.endOffset(of: value), replacement: types.new + "." + mapped, pass: name, site: site)]
        }
        if mapped == tree.text(of: nameToken) { return [] }
        let token = tree.tokens[nameToken]
        return [Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: mapped, pass: name, site: site)]
    }


    /// The edits that make every read of `property` inside `scope` follow the new type, or
    /// why one cannot.
    func uses(of property: String, in scope: Node, declaredBy pattern: Node, _ rule: MigrationRule, _ types: (old: String, new: String),
              _ file: SourceFile, _ context: PassContext, site: Int) -> RuleOutcome {
        let tree = file.tree
        let comparisons: Set<String> = ["==", "!=", "<", "<=", ">", ">="]
        var edits: [Edit] = []
        var problem: String?
        func where_(_ node: Node) -> String {
            "line \(tree.location(of: tree.startOffset(of: node)).line)"
        }
        scope.walk { node in
            guard problem == nil else { return false }
            let reference: Node
            switch PropertyReference.classify(node, property: property, declaredBy: pattern, tree) {
            case .other: return true
            case .wrapper:
                problem = "and its wrapper is used at \(where_(node))"
                return false
            case .shadow:
                problem = "and another declaration named '\(property)' at \(where_(node)) shadows the property"
                return false
            case .read(let read): reference = read
            }
            guard let parent = reference.parent else { return false }
            // `x.isAccessibilityCategory`.
            if parent.kind == .memberAccessExpr, parent.firstChildNode == reference, let member = MemberAccessView(parent)?.name {
                guard let mapped = rule.memberMap[tree.text(of: member)] else {
                    problem = "and '\(property)' is used as a \(types.old) at \(where_(parent))"
                    return false
                }
                if mapped != tree.text(of: member) {
                    let token = tree.tokens[member]
                    edits.append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: mapped, pass: name, site: site))
                }
                return false
            }
            // `x >= .accessibilityMedium`.
            if parent.kind == .sequenceExpr {
                let elements = parent.childNodes
                guard let i = elements.firstIndex(of: reference) else { return false }
                for (operatorIndex, operandIndex) in [(i - 1, i - 2), (i + 1, i + 2)] where operatorIndex >= 0 && operatorIndex < elements.count {
                    let op = elements[operatorIndex]
                    guard op.kind == .binaryOperatorExpr, comparisons.contains(tree.text(of: op)), operandIndex >= 0, operandIndex < elements.count,
                          let edit = mappedCase(elements[operandIndex], rule, types, file, context, site: site) else {
                        problem = "and '\(property)' is used as a \(types.old) at \(where_(parent))"
                        return false
                    }
                    edits += edit
                }
                return false
            }
            // `switch x { case .large: ... }`.
            if parent.kind == .switchExpr, parent.firstChildNode == reference {
                for switchCase in parent.children(.switchCase) {
                    guard let label = switchCase.child(.switchCaseLabel) else { continue }
                    for item in label.children(.switchCaseItem) {
                        guard item.childNodes.count == 1, let pattern = item.firstChildNode, pattern.kind == .expressionPattern,
                              let value = pattern.firstChildNode, let edit = mappedCase(value, rule, types, file, context, site: site) else {
                            problem = "and '\(property)' is matched against \(where_(item))"
                            return false
                        }
                        edits += edit
                    }
                }
                return false
            }
            problem = "and '\(property)' is used as a \(types.old) at \(where_(parent.kind == .labeledExpr ? parent.parent?.parent ?? parent : parent))"
            return false
        }
        if let problem { return .declined(problem, reason: "value-type") }
        return .edits(edits)
    }
}
