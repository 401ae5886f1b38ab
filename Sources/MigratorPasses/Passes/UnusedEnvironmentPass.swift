import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Deletes `@Environment(\.key) var x` and `@FocusedValue(\.key) var x` that nothing reads
/// (seed: "Unused @Environment Reads").
///
/// Declaring the property subscribes the view to `\.key`: every write to the key above
/// the view re-runs its `body`, for nothing when the body never reads it. "Reads" is asked
/// of the semantic model: any mention that may mean the property, anywhere it is visible
/// (the type's body, computed properties, methods, extensions in any file, subclasses,
/// `_x`, `$x`, key paths, memberwise-initialiser labels).
public struct UnusedEnvironmentPass: BuiltInPass {
    public static let name = "unused-environment"
    public static let reasons = [
        "comments", "inside-if-config", "project-type", "protocol-requirement", "reads-system-state", "several-declarations", "type-form-cleanup",
        "visible-outside-module"
    ]
    public static let summary = "Delete @Environment and @FocusedValue properties that nothing reads."
    public static let minimumOS = Availability()

    public static let explanation = """
    Deletes a property `@Environment(\\.key) var x` or `@FocusedValue(\\.key) var x` that
    nothing reads. Such a property subscribes its view to the key: whenever anything above
    the view writes the key, SwiftUI re-evaluates the view's body, which is pure overhead
    when the body does not depend on it.

    "Reads" is answered by the semantic model, over every file where the property is
    visible: `x`, `self.x`, `_x` and `$x` inside the type, its extensions (in any file of
    the module) and its subclasses; `v.x` where `v` may be of the type (a base whose type
    is unknown counts); key paths whose root may be the type (`\\.x` in
    `@Environment(\\.x)` or `.environment(\\.x, ...)` is a path into EnvironmentValues, not
    a read); `x:` in a call of the type's initialiser; and, for a `static` property,
    `Self.x`, `T.x` (the type or a subclass) and `type(of: v).x`. Any of these keeps the
    property.

    The type form `@Environment(Model.self) var m` is deleted too, as dead-code cleanup: an
    unread `@Observable` model registers no dependency (observation tracks property reads),
    so deleting it changes no invalidation; the finding says so.

    The declaration goes with its line and the comment lines directly above it. Left
    unchanged, with a warning: a property visible outside its module (`public`, `open`,
    `package`: code the run cannot see may read it), a property that a project protocol the
    type conforms to declares (it is a requirement's witness), a property under `#if` inside its type,
    `@Environment` that is the project's own property wrapper, a key whose value APIs
    outside SwiftUI follow when the type reads them (`sizeCategory` with `UIFontMetrics`,
    `colorScheme` with `UIColor`, `locale` with `DateFormatter`: the property is what
    re-evaluates the body when the value changes), a declaration with a
    `MARK`/`TODO`/`FIXME` comment directly above it (the comment belongs to more than it),
    and one whose comment says it is kept on purpose (unused, needed, kept, refreshes,
    triggers, observes…: its changes re-evaluate the body); other comments go with it.
    Reads through reflection (`Mirror`) are not seen.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Badge: View {
            @Environment(\\.colorScheme) private var colorScheme
            let label: String
            var body: some View { Text(label) }
        }

        """, """
        struct Badge: View {
            let label: String
            var body: some View { Text(label) }
        }

        """),
        .unchanged("""
        public struct Badge: View {
            @Environment(\\.colorScheme) public var colorScheme
            public var body: some View { Text("a") }
        }

        """, reason: "visible-outside-module"),
    ]

    public init() {}

    /// The wrappers this pass deletes.
    static let wrappers: Set<String> = ["Environment", "FocusedValue"]

    /// An `@Environment(...)` / `@FocusedValue(...)` property: its attribute, wrapper name,
    /// whether the argument is a key path, and its name token.
    struct Property {
        var declaration: Node
        var attribute: Node
        var wrapper: String
        var isKeyPath: Bool
        var nameToken: Int
        var name: String
    }

    static func property(_ declaration: Node, _ tree: SyntaxTree) -> Property? {
        // Attributes first: most variables have none.
        guard let view = DeclarationView(declaration) else { return nil }
        let attributes = view.attributes
        guard !attributes.isEmpty, view.keyword.map({ tree.text(of: $0) }) == "var" else { return nil }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              bindings[0].child(.initializerClause) == nil, bindings[0].child(.accessorBlock) == nil,
              let nameToken = pattern.childTokens.first else { return nil }
        for attribute in attributes {
            guard let wrapper = Rewriting.wrapperName(attribute, tree), wrappers.contains(wrapper),
                  let arguments = attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr),
                  arguments.count == 1, ArgumentView(arguments[0]).label == nil,
                  let value = ArgumentView(arguments[0]).expression else { continue }
            let isKeyPath = value.kind == .keyPathExpr
            let isType = MemberAccessView(value)?.name.map { tree.text(of: $0) } == "self"
            guard isKeyPath || isType else { continue }
            return Property(declaration: declaration, attribute: attribute, wrapper: wrapper, isKeyPath: isKeyPath, nameToken: nameToken,
                            name: DeclarationCollector.unescaped(tree.text(of: nameToken)))
        }
        return nil
    }

    /// Mentions of a name in the universe's files: from one scan for the names of every
    /// environment property the files declare, or (for a property another pass made one,
    /// such as an `@EnvironmentObject` the `observable` pass converted) a scan of its own.
    static func mentions(of name: String, _ context: PassContext) -> [SemanticModel.NameMention] {
        let all = mentions(context)
        if let found = all.mentions[name] { return found }
        if all.names.contains(name) { return [] }
        return context.cache.value(CacheKey<[SemanticModel.NameMention]>("unused-environment.mentions." + name)) {
            let indices = context.files.compactMap { context.model.file($0.path) }
            return context.model.nameMentions(of: [name], inFiles: indices)[name] ?? []
        }
    }

    /// The mentions of a name by file index, computed once per name.
    static func mentionsByFile(of name: String, _ context: PassContext) -> [Int: [SemanticModel.NameMention]] {
        context.cache.value(CacheKey<[Int: [SemanticModel.NameMention]]>("unused-environment.byFile." + name)) {
            Dictionary(grouping: mentions(of: name, context), by: \.file)
        }
    }

    /// The bare mentions of a name by the project type around them (the innermost type, or
    /// the type its extension extends), computed once per name.
    static func bareMentionsByType(of name: String, _ context: PassContext) -> [Int32: [SemanticModel.NameMention]] {
        context.cache.value(CacheKey<[Int32: [SemanticModel.NameMention]]>("unused-environment.byType." + name)) {
            let model = context.model
            var result: [Int32: [SemanticModel.NameMention]] = [:]
            for mention in mentions(of: name, context) where mention.kind == .bare {
                guard let frame = model.enclosingDeclarations(of: mention.node, in: model.files[mention.file]).first,
                      case .project(let type)? = model.typeIdentity(frame) else { continue }
                result[type, default: []].append(mention)
            }
            return result
        }
    }

    /// Mentions of every environment property name in the universe, computed once.
    static func mentions(_ context: PassContext) -> (names: Set<String>, mentions: [String: [SemanticModel.NameMention]]) {
        context.cache.value(CacheKey<(names: Set<String>, mentions: [String: [SemanticModel.NameMention]])>("unused-environment.mentions")) {
            let model = context.model
            var names: Set<String> = []
            var fileIndices: [Int] = []
            for file in context.files {
                guard let index = model.file(file.path) else { continue }
                fileIndices.append(index)
            }
            let wanted = Set(fileIndices)
            // By index: a copy of each (large) declaration would retain and release its fields.
            let declarations = model.declarations
            for i in declarations.indices where declarations[i].kind == .variable && wanted.contains(declarations[i].file)
                // `@EnvironmentObject` too: the `observable` pass turns those into `@Environment`.
                && declarations[i].attributes.contains(where: { wrappers.contains($0) || $0 == "SwiftUI" || $0 == "EnvironmentObject" }) {
                names.insert(declarations[i].name)
            }
            return (names, model.nameMentions(of: names, inFiles: fileIndices))
        }
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        // Every property it looks at spells its wrapper (`property`).
        guard Self.wrappers.contains(where: tree.mentions) else { return output }
        let model = context.model
        for declaration in tree.nodes(ofKind: [.variableDecl]) {
            guard let property = Self.property(declaration, tree) else { continue }
            guard let block = declaration.parent.flatMap({ $0.kind == .memberBlock ? $0 : ($0.kind == .ifConfigClause ? $0 : nil) }) else { continue }
            let nameOffset = Int(tree.tokens[property.nameToken].textStart)
            let shown = "@\(property.wrapper)(\(tree.quote(property.attribute.child(.attributeArguments)?.child(.labeledExprList) ?? property.attribute))) var \(property.name)"
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: nameOffset, "\(shown) is never read, but not deleted: \(message)", pass: Self.name, reason: reason))
            }
            guard let frame = model.enclosingDeclarations(of: declaration, in: file).first,
                  case .project(let type)? = model.typeIdentity(frame) else { continue }
            let members = model.members(of: type, named: property.name).filter { model.declaration($0).kind == .variable }
            guard let member = members.first(where: { model.declaration($0).attributes.contains(property.wrapper) }) ?? members.first else { continue }
            // Read anywhere? Then it stays, silently: that is the normal case.
            // Whether anything reads it: asked once per member for the run (every round and
            // file asks about the same round-0 declaration).
            let isRead = context.cache.value(CacheKey<Bool>("unused-environment.read.\(member)")) {
                // Reads are mostly bare names in the declaring file: ask about those first,
                // before members of other values (whose base type takes resolving).
                // (The declaring file's mentions come from a table by file.)
                // A read inside the member's own type, asked of the mentions inside that type.
                if case .project(let owner)? = model.owner(of: member),
                   (Self.bareMentionsByType(of: property.name, context)[owner] ?? []).contains(where: { model.mayRefer($0, to: member) }) {
                    return true
                }
                let home = model.declaration(member).file
                let local = Self.mentionsByFile(of: property.name, context)[home] ?? []
                if local.contains(where: { $0.kind == .bare && model.mayRefer($0, to: member) })
                    || local.contains(where: { $0.kind != .bare && model.mayRefer($0, to: member) }) {
                    return true
                }
                let mentions = Self.mentions(of: property.name, context)
                return mentions.contains { $0.file != home && $0.kind == .bare && model.mayRefer($0, to: member) }
                    || mentions.contains { $0.file != home && $0.kind != .bare && model.mayRefer($0, to: member) }
            }
            if isRead { continue }
            if members.count > 1 {
                decline("the type declares \(property.name) more than once (\(model.describe(members))); delete it by hand", "several-declarations")
                continue
            }
            // Under `#if` inside its type (a `#if` around the whole type or file keeps the
            // type and its readers together).
            let insideType = declaration.ancestors.prefix { ![.structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl].contains($0.kind) }
            if block.kind == .ifConfigClause || insideType.contains(where: { $0.kind == .ifConfigClause }) {
                decline("it is inside #if; delete it by hand if no configuration reads it", "inside-if-config")
                continue
            }
            if model.access(member) >= .package {
                decline("it is \(model.access(member)): code in other modules, which this run cannot see, may read it", "visible-outside-module")
                continue
            }
            let requirements = model.requirements(named: property.name, of: type)
            if !requirements.isEmpty {
                decline("it satisfies the requirement \(model.describe(requirements)), which code may read through the protocol", "protocol-requirement")
                continue
            }
            let wrapperTypes = context.model.projectTypes(named: property.wrapper, at: declaration, in: file)
            if !wrapperTypes.isEmpty {
                decline("@\(property.wrapper) is the project's own property wrapper (\(model.describe(wrapperTypes))), not SwiftUI's", "project-type")
                continue
            }
            if let reader = Self.systemStateReader(property, in: tree, type: type, context) {
                decline("the type reads \(reader), which follows this value outside SwiftUI: the property is what re-evaluates its body when the value changes", "reads-system-state")
                continue
            }
            let range = Rewriting.deletion(of: declaration, in: tree, .member)
            if Rewriting.holdsSectionComment(range, in: tree) {
                decline("a MARK, TODO or FIXME comment directly above it belongs to more than this property", "comments")
                continue
            }
            // A comment that says the property is kept on purpose (`// Not used in code but
            // need to reset focus`): its changes re-evaluate the body, which the code relies on.
            if Self.saysItIsKept(range, tree) {
                decline("a comment on it says it is kept on purpose, though nothing reads it (a change of the value re-evaluates the body); delete it by hand if not", "comments")
                continue
            }
            output.edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: nameOffset))
            if !property.isKeyPath {
                output.findings.append(file.finding(atOffset: nameOffset, "\(shown) is never read and is deleted: dead-code cleanup only (an unread @Observable model registers no dependency, so no invalidation changes)", pass: Self.name, reason: "type-form-cleanup", declined: false))
            }
        }
        Self.joinBlankLines(&output.edits, tree.bytes)
        return output
    }

    /// Whether a comment in the deleted lines says the property is there on purpose: that it
    /// is unused or not read, needed or kept, or that it refreshes, triggers or observes.
    static func saysItIsKept(_ range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        let intent = ["not used", "unused", "not read", "never read", "need", "keep", "kept", "required", "remove", "refresh",
                      "re-render", "rerender", "redraw", "trigger", "invalidat", "evaluat", "update", "observ", "depend", "on purpose"]
        return String(decoding: tree.bytes[range], as: UTF8.self).split(separator: "\n").contains { line in
            guard let slash = line.range(of: "//") ?? line.range(of: "/*") else { return false }
            let comment = line[slash.lowerBound...].lowercased()
            return intent.contains { comment.contains($0) }
        }
    }

    /// The APIs outside SwiftUI that follow an environment value (the text size, the colour
    /// scheme, the locale) without SwiftUI knowing: a view that reads them is re-evaluated
    /// for a change only because it holds the key.
    static let systemStateReaders: [String: [String]] = [
        "sizeCategory": fontReaders, "dynamicTypeSize": fontReaders, "legibilityWeight": fontReaders,
        "colorScheme": colorReaders, "colorSchemeContrast": colorReaders,
        "locale": localeReaders, "calendar": localeReaders, "timeZone": localeReaders,
    ]
    static let fontReaders = ["UIFontMetrics", "UIFont", "NSFont", "UITraitCollection", "UIApplication", "preferredContentSizeCategory"]
    static let colorReaders = ["UIColor", "NSColor", "UITraitCollection", "UIImage", "NSImage", "NSAppearance", "CGColor", "cgColor"]
    static let localeReaders = ["Locale", "TimeZone", "Calendar", "DateFormatter", "NumberFormatter", "NSLocalizedString", "formatted"]

    /// The first of those APIs the property's type mentions (in its own declaration), for a
    /// key path property whose key has them. The property is read in `propertyTree` (the
    /// file as this round sees it, after earlier passes' edits); the type in the model's.
    static func systemStateReader(_ property: Property, in propertyTree: SyntaxTree, type: Int32, _ context: PassContext) -> String? {
        guard property.isKeyPath,
              let keyPath = property.attribute.child(.attributeArguments)?.child(.labeledExprList)?.children(.labeledExpr).first
                .flatMap({ ArgumentView($0).expression }),
              let key = keyPath.children(.keyPathComponent).last?.childTokens.last else { return nil }
        let declaration = context.model.declaration(type)
        let tree = context.model.files[declaration.file].tree
        guard let readers = systemStateReaders[propertyTree.text(of: key)] else { return nil }
        return readers.first { reader in
            (declaration.node.firstToken..<declaration.node.endToken).contains { tree.tokens[$0].kind == .identifier && tree.text(of: $0) == reader }
        }
    }

    /// Deletions that follow one another remove lines together: where they open a block
    /// and a blank line follows them, the last one takes it, as a single deletion would.
    static func joinBlankLines(_ edits: inout [Edit], _ bytes: [UInt8]) {
        edits.sort { $0.start < $1.start }
        var first = 0
        while first < edits.count {
            var last = first
            while last + 1 < edits.count, edits[last + 1].start == edits[last].end { last += 1 }
            if last > first, let end = Rewriting.blankLineEnd(after: edits[first].start..<edits[last].end, bytes) {
                edits[last].end = end
            }
            first = last + 1
        }
    }
}
