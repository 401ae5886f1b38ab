import SwiftCST

/// Which of the project's functions a call may resolve to (README.md in this folder, "Calls"),
/// from the call's name, argument labels, trailing closures and what it is called on.
extension SemanticModel {
    /// What a call's base is: `self`, a SwiftUI view chain (`Text("a").bold()`), a value of a
    /// known type, or unknown. `site` is the call.
    func receiver(of base: Node?, site: Node, in file: SourceFile, depth: Int = 0) -> Receiver {
        guard let base else { return .unknown }
        let tree = file.tree
        guard depth < 32 else { return .unknown }
        switch base.kind {
        case .declReferenceExpr:
            let text = tree.text(of: base)
            if text == "self" { return .implicitSelf(bare: false) }
            if text.first?.isUppercase == true { return .unknown }
            return valueReceiver(base, site: site, in: file)
        case .functionCallExpr:
            guard let call = FunctionCallView(base), let callee = call.calledExpression else { return .unknown }
            switch callee.kind {
            case .declReferenceExpr, .genericSpecializationExpr:
                let name = tree.text(of: callee.kind == .genericSpecializationExpr ? (callee.firstChildNode ?? callee) : callee)
                guard name.first?.isUppercase == true else { return .unknown }
                return initializerReceiver(name, site: site, in: file)
            case .memberAccessExpr:
                guard let member = MemberAccessView(callee), let nameToken = member.name else { return .unknown }
                let name = tree.text(of: nameToken)
                guard let inner = member.base else { return .unknown }
                if name == "init" {
                    let typeName = tree.collapsedText(of: inner)
                    return typeName.first?.isUppercase == true ? initializerReceiver(typeName, site: site, in: file) : .unknown
                }
                // A modifier on a view: SwiftUI's modifiers return a view (a Text for Text's
                // own), unless the project's function of that name may be the one called.
                let innerReceiver = receiver(of: inner, site: site, in: file, depth: depth + 1)
                switch innerReceiver {
                case .swiftUIView, .type, .implicitSelf, .outside:
                    if !candidates(forCall: base, in: file, receiver: innerReceiver).isEmpty { return .unknown }
                    if case .swiftUIView(let start) = innerReceiver { return .swiftUIView(start) }
                    if case .type(.external(let start)) = innerReceiver { return .swiftUIView(start) }
                    return .swiftUIView(nil)
                case .unknown:
                    return .unknown
                }
            default:
                return .unknown
            }
        case .memberAccessExpr:
            return valueReceiver(base, site: site, in: file)
        case .postfixIfConfigExpr:
            return receiver(of: base.firstChildNode, site: site, in: file, depth: depth + 1)
        default:
            return .unknown
        }
    }

    /// A member the project does not declare, read from a value of an outside type
    /// (`configuration.label` where `configuration` is a `ButtonStyle.Configuration`): a value
    /// of some outside type, never one of the project's.
    func isOutsideValue(_ expression: Node, site: Node, in file: SourceFile, depth: Int = 0) -> Bool {
        guard depth < 8, expression.kind == .memberAccessExpr, let member = MemberAccessView(expression), let base = member.base,
              let nameToken = member.name else { return false }
        let name = file.tree.text(of: nameToken)
        if let resolved = TypeResolver.resolve(base, at: site, file: file, model: self), !resolved.isOptional,
           case .external(let outside)? = resolved.target {
            return externalMembers(of: outside, named: name, in: file, at: site).isEmpty
        }
        guard isOutsideValue(base, site: site, in: file, depth: depth + 1) else { return false }
        return visibleMembers(named: name, in: file, at: site).allSatisfy { id in
            if case .external? = owner(of: id) { return false }
            return true
        }
    }

    /// `T(...)`: a project type, or an outside (SwiftUI) type.
    func initializerReceiver(_ name: String, site: Node, in file: SourceFile) -> Receiver {
        switch lookupType(name, in: file, at: site) {
        case .declarations(let found):
            let nominals = Set(found.compactMap { nominalType(of: $0) })
            if nominals.count == 1, let only = nominals.first { return .type(.project(only)) }
            return .unknown
        case .notFound:
            return .swiftUIView(TypeName(name)?.last ?? name)
        case .genericParameter:
            return .unknown
        }
    }

    /// A variable or property whose declared type the resolver can tell.
    func valueReceiver(_ expression: Node, site: Node, in file: SourceFile) -> Receiver {
        guard let text = TypeResolver.resolveType(expression, at: site, file: file, model: self), let name = TypeName(text),
              !name.isOptional else {
            return isOutsideValue(expression, site: site, in: file) ? .outside : .unknown
        }
        switch lookupType(name.dotted, in: file, at: site) {
        case .declarations(let found):
            let nominals = Set(found.compactMap { nominalType(of: $0) })
            if nominals.count == 1, let only = nominals.first { return .type(.project(only)) }
            return .unknown
        case .notFound:
            return .type(.external(name.last))
        case .genericParameter:
            return .unknown
        }
    }

    /// The project functions a call (`base.name(...)`, `.name(...)` or `name(...)`) may
    /// resolve to.
    public func candidates(forCall call: Node, in file: SourceFile, receiver known: Receiver? = nil) -> [Int32] {
        guard let view = FunctionCallView(call), let callee = view.calledExpression else { return [] }
        let tree = file.tree
        let name: String
        var receiver: Receiver
        switch callee.kind {
        case .memberAccessExpr:
            guard let member = MemberAccessView(callee), let token = member.name else { return [] }
            name = tree.text(of: token)
            // No project function has the name: nothing to find, so the receiver (the
            // costly part) is not worked out.
            guard functionsByName[name] != nil else { return [] }
            if let base = member.base {
                if base.kind == .declReferenceExpr, tree.text(of: base).first?.isUppercase == true {
                    // `Type.f(...)`: a static function of that type or its extensions.
                    switch lookupType(tree.text(of: base), in: file, at: call) {
                    case .declarations(let found):
                        let nominals = Set(found.compactMap { nominalType(of: $0) })
                        receiver = nominals.count == 1 ? .type(.project(nominals.first!)) : .unknown
                    case .notFound:
                        receiver = .type(.external(tree.text(of: base)))
                    case .genericParameter:
                        receiver = .unknown
                    }
                } else {
                    receiver = known ?? self.receiver(of: base, site: call, in: file)
                }
            } else {
                // `.f(...)` continuing a chain inside `#if`: the chain's view is not followed.
                receiver = SyntaxFacts.continuesChainInsideIfConfig(call) ? .swiftUIView(nil) : .unknown
            }
        case .declReferenceExpr:
            name = DeclarationCollector.unescaped(tree.text(of: callee))
            guard functionsByName[name] != nil else { return [] }
            receiver = .implicitSelf(bare: true)
        default:
            return []
        }
        let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
        let closures = (view.trailingClosure == nil ? 0 : 1) + view.additionalTrailingClosures.count
        return functionCandidates(named: name, labels: labels, trailingClosures: closures, receiver: receiver, in: file, at: call)
    }

    /// The project functions a reference without a call (`f`, `self.f`, `model.f`) may name,
    /// whatever their parameters.
    public func referencedFunctions(_ reference: Node, in file: SourceFile) -> [Int32] {
        let tree = file.tree
        switch reference.kind {
        case .declReferenceExpr:
            let name = DeclarationCollector.unescaped(tree.text(of: reference.childTokens.first ?? reference.firstToken))
            return functionCandidates(named: name, labels: nil, trailingClosures: 0, receiver: .implicitSelf(bare: true), in: file, at: reference)
        case .memberAccessExpr:
            guard let member = MemberAccessView(reference), let token = member.name else { return [] }
            let receiver = member.base.map { self.receiver(of: $0, site: reference, in: file) } ?? .unknown
            return functionCandidates(named: DeclarationCollector.unescaped(tree.text(of: token)), labels: nil, trailingClosures: 0,
                                      receiver: receiver, in: file, at: reference)
        default:
            return []
        }
    }

    /// `name(label:) declared at File.swift:line` (the first, and how many more), for messages.
    public func describe(_ ids: [Int32]) -> String {
        let sorted = ids.sorted { location($0) < location($1) }
        guard let first = sorted.first else { return "" }
        let declaration = self.declaration(first)
        var text = declaration.name
        if declaration.kind == .function || declaration.kind == .initializer || declaration.kind == .subscript {
            text += "(" + declaration.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        }
        text += " declared at \(shortLocation(first))"
        if sorted.count > 1 { text += " (and \(sorted.count - 1) more)" }
        return text
    }
}
