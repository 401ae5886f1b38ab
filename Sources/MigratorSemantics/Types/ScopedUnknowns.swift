import SwiftCST

extension ExpressionTypes {
    /// The project types a value of unknown type can be, judging by the members the code
    /// uses on it (`x.objectWillChange.send()` uses `objectWillChange`): the nominal types
    /// visible at the site that have every one of them — declared, inherited from a
    /// superclass, or given by a protocol they conform to (the SDK's `ObservableObject`
    /// gives `objectWillChange`). Protocols are left out (a value is of a concrete type).
    /// When `expression`'s type is known, the answer is that type alone (if it is the
    /// project's).
    ///
    /// So one unknown value blocks only the classes it can be, not every class.
    package func candidates(forUnknown expression: Node, usingMembers memberNames: [String], in file: SourceFile) -> Set<Int32> {
        if let known = type(of: expression, in: file)?.fullyUnwrapped {
            if case .project(let id)? = known.target { return [id] }
            return []
        }
        guard let fileIndex = model.file(file.path), !memberNames.isEmpty else { return [] }
        // Types that declare the first member (or get it from a protocol), then filtered.
        var result: Set<Int32> = []
        for (i, declaration) in model.declarations.enumerated() where declaration.kind.isNominalType && declaration.kind != .protocol {
            let id = Int32(i)
            guard model.isVisible(id, from: file, at: expression), isCompiled(DeclRef(.project, id)) else { continue }
            let type = declaredInterfaceType(of: DeclRef(.project, id))
            let hasAll = memberNames.allSatisfy { name in
                !members(named: name, of: type, isStatic: false, from: fileIndex).isEmpty
            }
            if hasAll { result.insert(id) }
        }
        return result
    }

    /// The innermost sub-expression whose type is unknown (see `unknownPart(of:in:)`),
    /// described for a finding: its source text (shortened) and `path:line`; nil when the
    /// expression's type is known.
    package func describeUnknownPart(of expression: Node, in file: SourceFile) -> (text: String, location: String, node: Node)? {
        guard let part = unknownPart(of: expression, in: file) else { return nil }
        let tree = file.tree
        var text = tree.collapsedText(of: part)
        if text.count > 50 { text = String(text.prefix(47)) + "..." }
        let line = tree.location(of: tree.startOffset(of: part)).line
        return (text, "\(file.path):\(line)", part)
    }
}

extension ExpressionTypes {
    /// The type an implicit member `.name` written at `node` would have against a contextual
    /// type written as text, as Swift resolves it (against `ShapeStyle`: the static members of
    /// `extension ShapeStyle where Self == Color`); nil when not known or ambiguous. For a
    /// pass that moves an implicit member to a parameter of another type
    /// (`foregroundColor(.tokens.x)` → `foregroundStyle(.tokens.x)`).
    package func implicitMemberType(_ name: String, against contextText: String, at node: Node, in file: SourceFile) -> TypeRef? {
        guard let context = resolveTypeText(contextText, at: node, in: file) else { return nil }
        let record = self.record(for: file)
        record.lock.lock()
        defer { record.lock.unlock() }
        return TypeChecker(types: self, file: file, record: record).implicitMember(name, in: context, at: node)
    }
}

extension ExpressionTypes {
    /// An expression checked as if its context expected a type written as text (resolved at
    /// the site), in a scratch record that the file's answers never see: for a pass that
    /// knows a parameter's type although the call's receiver is unknown
    /// (`unknown.foregroundColor(.tokens.x)`: the argument is a `Color?`). Returns the
    /// expression's type and the types that check gave its parts.
    package func check(_ expression: Node, expecting contextText: String, in file: SourceFile) -> (type: TypeRef?, part: (Node) -> TypeRef?) {
        guard let context = resolveTypeText(contextText, at: expression, in: file) else { return (nil, { _ in nil }) }
        let scratch = FileRecord(tree: file.tree)
        let type = TypeChecker(types: self, file: file, record: scratch).check(expression, expected: context)
        return (type, { node in scratch.types[node.id] ?? nil })
    }
}

extension ExpressionTypes {
    /// Whether a type conforms to the SDK protocol `name` (`View`, `ShapeStyle`): true, false,
    /// or nil when it cannot be told (a generic parameter answers by its constraints).
    package func conforms(_ type: TypeRef, toSDKProtocol name: String, in file: SourceFile) -> Bool? {
        guard let id = sdk.topLevelTypes[name]?.first else { return nil }
        return conforms(type, to: DeclRef(.sdk, id))
    }
}

extension ExpressionTypes {
    /// The modules a file imports that this run read nothing of: neither a module of the
    /// project nor one of the SDK digest's (without an SDK, Apple's modules beyond the
    /// bundled digest's count too). Their declarations are unknown, so a name they declare
    /// may mean anything.
    package func unreadImports(of file: SourceFile) -> [String] {
        guard let index = model.file(file.path) else { return [] }
        let projectModules = Set(model.graph.modules.map(\.name))
        return model.importNames[index].filter { !sdk.qualifierNames.contains($0) && !projectModules.contains($0) }
    }
}

extension ExpressionTypes {
    /// Whether the SDK digest declares a top-level type of this name (`HStack`, `Color`).
    package func isSDKType(_ name: String) -> Bool { sdk.topLevelTypes[name] != nil }
}
