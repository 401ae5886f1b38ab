import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `@Environment(\.presentationMode)` used only to dismiss with
/// `@Environment(\.dismiss)`.
///
/// `presentationMode` is a `Binding<PresentationMode>`; `dismiss` is a `DismissAction`
/// called as a function. The property converts only when every use in its type is
/// `[self.]pm.wrappedValue.dismiss()`: anything else (reading `isPresented`, passing the
/// binding on) has no mechanical replacement and is reported.
public struct DismissPass: BuiltInPass, PlannedPass {
    public static let name = "dismiss"
    public static let reasons = ["binding-use", "comment-in-chain", "is-presented", "name-clash", "other-attribute", "outside-use", "used-elsewhere"]
    public static let summary = "Replace @Environment(\\.presentationMode) with @Environment(\\.dismiss) where it only dismisses."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    public static let explanation = """
    Rewrites a property `@Environment(\\.presentationMode) var pm` into
    `@Environment(\\.dismiss) private var dismiss`, and every
    `pm.wrappedValue.dismiss()` / `self.pm.wrappedValue.dismiss()` in the same type (and its
    extensions in the same file, where a private property is visible) into
    `dismiss()` / `self.dismiss()`. An access modifier written on the property is kept
    (`private`, `fileprivate`, `public`, ...); without one, `private` is added, as Apple's
    examples write it (an environment property is never a memberwise-initializer
    parameter, so this changes no initializer). A type annotation
    `: Binding<PresentationMode>` is removed.

    The property and all its uses change together, or none do. Left unchanged, with a
    warning on the property:
    - `pm.wrappedValue.isPresented` is read: use `@Environment(\\.isPresented)` for that
      and `@Environment(\\.dismiss)` to dismiss, by hand;
    - `pm` is used any other way (passed on as a Binding, stored, `pm.wrappedValue` alone);
    - the type already has something named `dismiss` (a member, a parameter, a local, a
      function called as `dismiss(...)`), which the new property would clash with or
      shadow; but when that is the type's own `@Environment(\\.dismiss) var dismiss`, the
      uses call it and the presentation-mode property is deleted;
    - `pm` is also mentioned in an extension of the type in another file, or read
      through another value (`parent.pm`, as a coordinator does) in the same file, or as
      `x.pm.wrappedValue` in another file when `pm` is not private;
    - the property has another attribute (`@Environment(\\.presentationMode) @Binding var pm`,
      used as `pm.dismiss()`, converts: `@Binding` goes);
    - a comment sits inside a `pm.wrappedValue.dismiss` chain or the type annotation.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Sheet: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
        }

        """, """
        struct Sheet: View {
            @Environment(\\.dismiss) private var dismiss
            var body: some View { Button("Done") { dismiss() } }
        }

        """),
        .unchanged("""
        struct Sheet: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Text(presentationMode.wrappedValue.isPresented ? "shown" : "hidden") }
        }

        """, reason: "is-presented"),
        .unchanged("""
        struct Sheet: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View { Child(mode: presentationMode) }
        }

        """, reason: "binding-use"),
        .unchanged("""
        struct Sheet: View {
            @Environment(\\.presentationMode) var presentationMode
            let dismiss: () -> Void
            var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
        }

        """, reason: "name-clash"),
    ]

    static let accessModifiers: Set<String> = ["private", "fileprivate", "internal", "public", "open", "package"]

    public init() {}

    /// The declaration and its uses change together: a use another pass rewrites first
    /// makes the whole conversion wait a round, never leaves a use of the old name.
    public var rewritesAreAtomic: Bool { true }

    /// Why a property is left unchanged: the message after "not rewritten: ", and the reason.
    struct Failure: Error {
        let message: String
        let reason: String
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        // Every site spells the key path (`presentationModeKeyPath`).
        guard tree.mentions(Self.keyPathWord) else { return output }
        for declaration in tree.nodes(ofKind: [.variableDecl]) {
            guard let property = Self.property(declaration, tree) else { continue }
            do {
                output.edits += try Self.edits(for: property, file: file, context: context)
            } catch let failure as Failure {
                output.findings.append(file.finding(atOffset: property.siteOffset, "@Environment(\\.presentationMode) var \(property.name) not rewritten: \(failure.message)",
                                                    pass: Self.name, reason: failure.reason))
            } catch {}
        }
        return output
    }

    /// A stored `@Environment(\.presentationMode) var pm` with one identifier and no
    /// initializer or accessors, in a type declaration.
    struct Property {
        var declaration: Node
        var keyPathToken: Int
        var binding: Node
        var pattern: Node
        var nameToken: Int
        var name: String
        var type: (node: Node, name: String)
        var siteOffset: Int
    }

    /// The property `declaration` declares, when it has the shape this pass rewrites.
    static func property(_ declaration: Node, _ tree: SyntaxTree) -> Property? {
        guard let keyPathToken = presentationModeKeyPath(declaration, tree) else { return nil }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              let nameToken = pattern.childTokens.first, bindings[0].child(.initializerClause) == nil,
              bindings[0].child(.accessorBlock) == nil,
              let type = enclosingType(declaration, tree) else { return nil }
        return Property(declaration: declaration, keyPathToken: keyPathToken, binding: bindings[0], pattern: pattern, nameToken: nameToken,
                        name: tree.text(of: nameToken), type: type, siteOffset: tree.startOffset(of: declaration))
    }

    /// The edits of the property and all its uses (each with the declaration's site), or the
    /// reason it stays.
    static func edits(for property: Property, file: SourceFile, context: PassContext) throws -> [Edit] {
        let tree = file.tree
        let declaration = property.declaration
        let propertyName = property.name
        // `@Environment(\.presentationMode) @Binding var pm`: `pm` is the PresentationMode
        // itself (`pm.dismiss()`), and `@Binding` goes with the key path.
        let others = DeclarationView(declaration)?.attributes.filter { !Self.isEnvironmentAttribute($0, tree) } ?? []
        let innerBinding = others.count == 1 && tree.text(of: others[0]) == "@Binding" ? others[0] : nil
        if let other = others.first, innerBinding == nil {
            throw Failure(message: "it also has \(tree.quote(other)), which has no meaning on a DismissAction; migrate by hand", reason: "other-attribute")
        }
        let modifiers = DeclarationView(declaration)?.modifiers.map { tree.text(of: $0) } ?? []
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        if let where_ = outsideUse(of: propertyName, in: property.type.name, isPrivate: isPrivate, file: file, context: context) {
            throw Failure(message: "\(propertyName) is also read through another value (x.\(propertyName)) \(where_), which this pass cannot follow; migrate by hand", reason: "outside-use")
        }
        let typeID = context.model.enclosingDeclarations(of: declaration, in: file).first
        var edits = try useEdits(property, typeID: typeID, throughWrappedValue: innerBinding == nil, file: file, context: context)
        let reused = existingDismissAction(typeID, context: context)
        if let clash = dismissClash(property.type, typeID: typeID, propertyName: propertyName, pattern: property.pattern, reusing: reused,
                                    file: file, context: context) {
            throw Failure(message: "\(clash), which the new property would clash with", reason: "name-clash")
        }
        if let otherFile = mentionElsewhere(typeID, propertyName, file: file, context: context) {
            throw Failure(message: "\(propertyName) is also mentioned in an extension of \(property.type.name) (\(otherFile)); migrate by hand", reason: "used-elsewhere")
        }
        // Nothing uses the property, or the type has a DismissAction already: delete it.
        if edits.isEmpty || reused != nil {
            let range = Rewriting.deletion(of: declaration, in: tree, reused == nil ? .declaration : .member)
            edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: property.siteOffset))
        } else {
            edits += try declarationEdits(property, innerBinding: innerBinding, modifiers: modifiers, tree)
        }
        // Use sites count with the declaration.
        return edits.map { edit in
            var copy = edit
            copy.site = property.siteOffset
            return copy
        }
    }

    /// The edits of the uses of the property inside its type and the type's extensions in
    /// this file (where even a private property is visible): `pm.wrappedValue.dismiss()` →
    /// `dismiss()` (`pm.dismiss()` when not `throughWrappedValue`).
    static func useEdits(_ property: Property, typeID: Int32?, throughWrappedValue: Bool, file: SourceFile, context: PassContext) throws -> [Edit] {
        let tree = file.tree
        let propertyName = property.name
        var edits: [Edit] = []
        var failure: Failure?
        for body in [property.type.node] + extensionsInFile(of: typeID, file: file, context: context) where failure == nil {
            body.walk { node in
                guard failure == nil else { return false }
                var reference: Node?
                var nameStart = 0
                switch node.kind {
                case .declReferenceExpr where tree.text(of: node) == propertyName:
                    reference = node
                    nameStart = tree.startOffset(of: node)
                case .memberAccessExpr:
                    guard let member = MemberAccessView(node), let name = member.name, tree.text(of: name) == propertyName,
                          let base = member.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self" else { return true }
                    reference = node
                    nameStart = Int(tree.tokens[name].textStart)
                case .identifierPattern, .functionParameter, .closureShorthandParameter, .closureParameter:
                    if node != property.pattern, SyntaxFacts.declaredName(node, tree) == propertyName {
                        failure = Failure(message: "another declaration named \(propertyName) in the type shadows it; rewrite by hand", reason: "binding-use")
                    }
                    return true
                default:
                    return true
                }
                guard let reference else { return true }
                switch classifyUse(reference, tree, throughWrappedValue: throughWrappedValue) {
                case .dismissCall(let dismissName):
                    if Rewriting.containsComment(tree, nameStart, dismissName) {
                        failure = Failure(message: "a comment inside \(propertyName).wrappedValue.dismiss() would be removed; rewrite by hand", reason: "comment-in-chain")
                        return false
                    }
                    edits.append(Edit(start: nameStart, end: dismissName, replacement: "", pass: Self.name, site: property.siteOffset))
                case .isPresented:
                    failure = Failure(message: "\(propertyName).wrappedValue.isPresented is read; use @Environment(\\.isPresented) for that and @Environment(\\.dismiss) to dismiss, by hand", reason: "is-presented")
                case .other:
                    failure = Failure(message: "\(propertyName) is used as a Binding (\(Rewriting.short(outermostUse(reference), tree))), not only to dismiss; DismissAction cannot stand in for it, migrate by hand", reason: "binding-use")
                }
                return false
            }
        }
        if let failure { throw failure }
        return edits
    }

    /// The edits of the declaration: `@Binding` removed, the key path `\.dismiss`, `private`
    /// added when it has no access modifier, the name `dismiss` without the type annotation.
    static func declarationEdits(_ property: Property, innerBinding: Node?, modifiers: [String], _ tree: SyntaxTree) throws -> [Edit] {
        let siteOffset = property.siteOffset
        var edits: [Edit] = []
        let keyPath = tree.tokens[property.keyPathToken]
        if let innerBinding {
            let (start, end) = Rewriting.attributeRemoval(innerBinding, tree)
            edits.append(Edit(start: start, end: end, replacement: "", pass: Self.name, site: siteOffset))
        }
        edits.append(Edit(start: Int(keyPath.textStart), end: Int(keyPath.textEnd), replacement: "dismiss", pass: Self.name, site: siteOffset))
        if !modifiers.contains(where: { modifier in accessModifiers.contains { modifier == $0 } }),
           let keyword = property.declaration.childTokens.first(where: { tree.text(of: $0) == "var" }) {
            let start = Int(tree.tokens[keyword].textStart)
            edits.append(Edit(start: start, end: start, replacement: "private ", pass: Self.name, site: siteOffset))
        }
        let nameToken = tree.tokens[property.nameToken]
        var nameEnd = Int(nameToken.textEnd)
        if let annotation = property.binding.child(.typeAnnotation) {
            let end = tree.endOffset(of: annotation)
            if Rewriting.containsComment(tree, nameEnd, end) {
                throw Failure(message: "a comment inside the type annotation would be removed; rewrite by hand", reason: "comment-in-chain")
            }
            nameEnd = end
        }
        if property.name != "dismiss" || nameEnd != Int(nameToken.textEnd) {
            edits.append(Edit(start: Int(nameToken.textStart), end: nameEnd, replacement: "dismiss", pass: Self.name, site: siteOffset))
        }
        return edits
    }

    /// A read of `x.name` through a base other than `self`, somewhere in the project.
    struct OutsideUse {
        var file: SourceFile
        var base: Node
        var access: Node
        /// `x.name.wrappedValue`.
        var readsWrappedValue: Bool
    }

    /// For each name of an `@Environment(\.presentationMode)` property in the project, the
    /// places where `x.name` is read through a base other than `self` (a coordinator's
    /// `parent.presentationMode`).
    static func outsideUses(_ context: PassContext) -> [String: [OutsideUse]] {
        context.cache.value(CacheKey<[String: [OutsideUse]]>("dismiss.outside-uses")) { outsideUses(context.files) }
    }

    public func prepare(_ context: PassContext) { _ = Self.outsideUses(context) }

    static func outsideUses(_ files: [SourceFile]) -> [String: [OutsideUse]] {
        var names: Set<String> = []
        for file in files where file.tree.mentions(keyPathWord) {
            let tree = file.tree
            for declaration in tree.nodes(ofKind: [.variableDecl]) where presentationModeKeyPath(declaration, tree) != nil {
                for binding in declaration.children(.patternBinding) {
                    if let pattern = binding.childNodes.first, pattern.kind == .identifierPattern { names.insert(tree.text(of: pattern)) }
                }
            }
        }
        var result: [String: [OutsideUse]] = [:]
        guard !names.isEmpty else { return result }
        let table = NameTable(names.sorted())
        for file in files {
            let tree = file.tree
            for node in tree.nodes(ofKind: [.memberAccessExpr]) {
                guard let member = MemberAccessView(node), let name = member.name, let base = member.base,
                      table.id(of: name, in: tree) != nil else { continue }
                if base.kind == .declReferenceExpr && tree.text(of: base) == "self" { continue }
                var readsWrappedValue = false
                if let parent = node.parent, let outer = MemberAccessView(parent), outer.base == node {
                    readsWrappedValue = outer.name.map { tree.text(of: $0) } == "wrappedValue"
                }
                result[tree.text(of: name), default: []].append(OutsideUse(file: file, base: base, access: node, readsWrappedValue: readsWrappedValue))
            }
        }
        return result
    }

    /// Where the property may be read through another value `x.name`, `x` not known to be
    /// of another type: anywhere in this file (a nested coordinator's `parent.name`); in
    /// other files, when the property is not private, as `x.name.wrappedValue` (a bare
    /// `x.presentationMode` there is usually some other API).
    static func outsideUse(of name: String, in type: String, isPrivate: Bool, file: SourceFile, context: PassContext) -> String? {
        let uses = outsideUses(context)[name] ?? []
        for use in uses {
            let sameFile = use.file.path == file.path
            guard sameFile || (!isPrivate && use.readsWrappedValue) else { continue }
            // `pm.wrappedValue.dismiss`: the `.dismiss` of a use, not a read of a property.
            if let member = MemberAccessView(use.base), member.name.map({ use.file.tree.text(of: $0) }) == "wrappedValue" { continue }
            if let baseType = TypeResolver.resolveType(use.base, at: use.access, file: use.file, model: context.model)
                ?? enclosingMemberType(use.base, use.file.tree), TypeName.lastComponent(baseType) != type { continue }
            return sameFile ? "in this file" : "in \(use.file.path)"
        }
        return nil
    }

    /// For `x` (or `self.x`), the annotated type of a member `x` of the type declaration
    /// around it in this file (`var parent: Picker` in a nested coordinator, where the
    /// project has several types named `Coordinator`).
    static func enclosingMemberType(_ base: Node, _ tree: SyntaxTree) -> String? {
        var name: String?
        if base.kind == .declReferenceExpr {
            name = tree.text(of: base)
        } else if let member = MemberAccessView(base), let inner = member.base, inner.kind == .declReferenceExpr,
                  tree.text(of: inner) == "self" {
            name = member.name.map { tree.text(of: $0) }
        }
        guard let name else { return nil }
        guard let type = base.ancestors.first(where: { [.structDecl, .classDecl, .enumDecl, .actorDecl].contains($0.kind) }) else { return nil }
        for member in DeclarationView(type)?.members ?? [] where member.kind == .variableDecl {
            for binding in member.children(.patternBinding) {
                guard let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == name,
                      let annotation = binding.child(.typeAnnotation)?.childNodes.first else { continue }
                return tree.collapsedText(of: annotation)
            }
        }
        return nil
    }

    /// The `presentationMode` token of `@Environment(\.presentationMode)` (or
    /// `\EnvironmentValues.presentationMode`) on a variable declaration.
    /// What every key path `presentationModeKeyPath` accepts spells: a file without it has
    /// no site.
    static let keyPathWord = "presentationMode"

    /// `@Environment(...)` or `@SwiftUI.Environment(...)` (where the project declares its own).
    static func isEnvironmentAttribute(_ attribute: Node, _ tree: SyntaxTree) -> Bool {
        let name = attribute.childTokens.dropFirst().prefix { tree.tokens[$0].kind != .leftParen }.map { tree.text(of: $0) }.joined()
        return name == "Environment" || name == "SwiftUI.Environment"
    }

    static func presentationModeKeyPath(_ declaration: Node, _ tree: SyntaxTree) -> Int? {
        for attribute in DeclarationView(declaration)?.attributes ?? [] {
            guard isEnvironmentAttribute(attribute, tree),
                  let arguments = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr),
                  arguments.count == 1, let keyPath = ArgumentView(arguments[0]).expression, keyPath.kind == .keyPathExpr else { continue }
            let text = tree.collapsedText(of: keyPath)
            guard ["\\.presentationMode", "\\EnvironmentValues.presentationMode", "\\SwiftUI.EnvironmentValues.presentationMode"].contains(text),
                  let last = keyPath.childNodes.last?.childTokens.last else { continue }
            return last
        }
        return nil
    }

    /// The type declaration (not an extension) a member belongs to, and its name.
    static func enclosingType(_ declaration: Node, _ tree: SyntaxTree) -> (node: Node, name: String)? {
        guard let block = declaration.ancestors.first(where: { $0.kind != .ifConfigClause && $0.kind != .ifConfigDecl }),
              block.kind == .memberBlock, let type = block.parent, type.kind != .extensionDecl,
              let name = DeclarationView(type)?.name else { return nil }
        return (type, tree.text(of: name))
    }

    enum Use {
        /// `pm.wrappedValue.dismiss()`: the offset of `dismiss`.
        case dismissCall(Int)
        case isPresented
        case other
    }

    /// What `reference` (`pm` or `self.pm`) is used for: `pm.wrappedValue.dismiss()`, or
    /// `pm.dismiss()` when `@Binding` unwraps it already.
    static func classifyUse(_ reference: Node, _ tree: SyntaxTree, throughWrappedValue: Bool = true) -> Use {
        var wrapped = reference
        if throughWrappedValue {
            guard let parent = reference.parent, let wrappedView = MemberAccessView(parent), wrappedView.base == reference,
                  wrappedView.name.map({ tree.text(of: $0) }) == "wrappedValue" else { return .other }
            wrapped = parent
        }
        guard let member = wrapped.parent, let memberView = MemberAccessView(member), memberView.base == wrapped,
              let memberName = memberView.name else { return .other }
        switch tree.text(of: memberName) {
        case "isPresented":
            return .isPresented
        case "dismiss":
            guard let call = member.parent, let view = FunctionCallView(call), view.calledExpression == member,
                  view.arguments.isEmpty, view.trailingClosure == nil else { return .other }
            return .dismissCall(Int(tree.tokens[memberName].textStart))
        default:
            return .other
        }
    }

    /// The largest member/call chain starting at `reference`, for messages.
    static func outermostUse(_ reference: Node) -> Node {
        var current = reference
        while let parent = current.parent, parent.kind == .memberAccessExpr || parent.kind == .functionCallExpr || parent.kind == .labeledExpr,
              parent.childNodes.first == current || parent.kind == .labeledExpr {
            current = parent
            if parent.kind == .labeledExpr, let call = parent.parent?.parent, call.kind == .functionCallExpr { return call }
        }
        return current
    }

    /// Something named `dismiss` the new property would clash with or shadow, described: a
    /// member of the type (in its declaration, an extension or a superclass), another
    /// declaration inside the type or its extensions, or a bare `dismiss` the type or its
    /// extensions call (a global `dismiss(animated:)`, say), which the property would shadow.
    static func dismissClash(_ type: (node: Node, name: String), typeID: Int32?, propertyName: String, pattern: Node, reusing: Int32? = nil,
                             file: SourceFile, context: PassContext) -> String? {
        let model = context.model
        if let typeID {
            var members = model.members(of: typeID, named: "dismiss")
            for superclass in model.superclasses(of: typeID) { members += model.members(of: superclass, named: "dismiss") }
            members.removeAll { model.node(of: $0, in: file) == pattern.parent?.parent || $0 == reusing }
            if let member = members.first {
                return "\(type.name) already has a member named dismiss (\(model.shortLocation(member)))"
            }
        }
        // The type's declaration and its extensions in the model's files.
        var bodies: [(SourceFile, Node)] = [(file, type.node)]
        if let typeID {
            for ext in model.extensions(of: .project(typeID)) {
                let declaration = model.declaration(ext)
                bodies.append((model.files[declaration.file], declaration.node))
            }
        }
        for (source, body) in bodies {
            let tree = source.tree
            var found: String?
            body.walk { node in
                guard found == nil else { return false }
                let line = { "\(Rewriting.place(source.path, tree.location(of: tree.startOffset(of: node)).line))" }
                switch node.kind {
                case .declReferenceExpr:
                    if tree.text(of: node) == "dismiss" && propertyName != "dismiss" && reusing == nil {
                        var what = "a `dismiss` reference (\(line()))"
                        let globals = model.topLevelFunctions(named: "dismiss", in: source)
                        if let global = globals.first { what += " to \(model.describe([global]))" }
                        found = what
                    }
                case .identifierPattern, .functionParameter, .closureShorthandParameter, .closureParameter:
                    if node != pattern, SyntaxFacts.declaredName(node, tree) == "dismiss",
                       reusing.map({ model.node(of: $0, in: source) != node.parent?.parent }) ?? true {
                        found = "a declaration named dismiss (\(line()))"
                    }
                default:
                    break
                }
                return true
            }
            if let found { return "the type has \(found)" }
        }
        return nil
    }

    /// The type's own `@Environment(\.dismiss) var dismiss`, when it is the only member named
    /// dismiss (none inherited): the uses of `presentationMode` can call it instead.
    static func existingDismissAction(_ typeID: Int32?, context: PassContext) -> Int32? {
        guard let typeID else { return nil }
        let model = context.model
        let members = model.members(of: typeID, named: "dismiss")
        guard members.count == 1, model.superclasses(of: typeID).allSatisfy({ model.members(of: $0, named: "dismiss").isEmpty }) else { return nil }
        let declaration = model.declaration(members[0])
        let tree = model.files[declaration.file].tree
        guard declaration.node.kind == .variableDecl, declaration.node.children(.patternBinding).count == 1,
              let attributes = DeclarationView(declaration.node)?.attributes, attributes.count == 1,
              ["@Environment(\\.dismiss)", "@Environment(\\EnvironmentValues.dismiss)"].contains(tree.collapsedText(of: attributes[0])) else { return nil }
        return members[0]
    }

    /// The extensions of the type in this file's current tree (found by name, so they are
    /// nodes of the tree the edits apply to).
    static func extensionsInFile(of typeID: Int32?, file: SourceFile, context: PassContext) -> [Node] {
        guard let typeID else { return [] }
        let tree = file.tree
        return tree.nodes(ofKind: [.extensionDecl]).filter { ext in
            guard let extended = ext.childNodes.first(where: { $0.kind == .identifierType || $0.kind == .memberType }),
                  case .declarations(let found) = context.model.lookupType(tree.collapsedText(of: extended), in: file, at: ext) else { return false }
            return found.contains(typeID)
        }
    }

    /// An extension of the type in another file the model has that mentions `propertyName`.
    static func mentionElsewhere(_ typeID: Int32?, _ propertyName: String, file: SourceFile, context: PassContext) -> String? {
        guard let typeID else { return nil }
        let model = context.model
        for ext in model.extensions(of: .project(typeID)) {
            let declaration = model.declaration(ext)
            let source = model.files[declaration.file]
            if source.path == file.path { continue }
            let tree = source.tree
            let node = declaration.node
            if (node.firstToken..<node.endToken).contains(where: { tree.tokens[$0].kind == .identifier && tree.text(of: $0) == propertyName }) {
                return "\(Rewriting.place(source.path, declaration.line))"
            }
        }
        return nil
    }
}
