import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the soft-deprecated `\.controlActiveState` environment value with
/// `\.appearsActive`, its `ControlActiveState` values mapped to the Bool.
///
/// Apple documents the mapping from macOS 15: `controlActiveState` reads `.key` where
/// `appearsActive` is true and `.inactive` where it is false (never `.active`), and setting
/// `.key` or `.active` sets `appearsActive` to true, `.inactive` to false. So a read compared
/// with `.key` or `.inactive` maps exactly, and a comparison with `.active` only together
/// with one with `.key` (`s == .key || s == .active`).
public struct AppearsActivePass: BuiltInPass {
    public static let name = "appears-active"
    public static let reasons = ["comments", "key-path", "other-file", "platform", "shadowed", "value-use"]
    public static let summary = "Replace \\.controlActiveState with \\.appearsActive, its comparisons mapped to the Bool."
    public static let minimumOS = Availability(macOS: 15)

    public static let explanation = """
    Rewrites the soft-deprecated `\\.controlActiveState` environment value into
    `\\.appearsActive` (a `Bool`), and every use of the value with it:

        @Environment(\\.controlActiveState) private var state     →  @Environment(\\.appearsActive) private var state
        state == .key, state != .inactive                        →  state
        state == .inactive, state != .key                        →  !state
        state == .key || state == .active                        →  state
        state != .key && state != .active                        →  !state
        switch state { case .key, .active: A  case .inactive: B } →  switch state { case true: A  case false: B }
        .environment(\\.controlActiveState, .inactive)            →  .environment(\\.appearsActive, false)

    The property keeps its name; a `: ControlActiveState` annotation becomes `: Bool`. The
    value may also be handed to `.animation(_:value:)`, `.task(id:)` and `.onChange(of:)`,
    whose closure parameters then follow the same mapping.

    Why this is exact: Apple's documentation of `controlActiveState` says that from macOS 15
    its value is strictly mapped to and from `appearsActive`: it reads `.key` where
    `appearsActive` is true and `.inactive` where it is false, and setting `.key` or `.active`
    sets `appearsActive` to true, `.inactive` to false. So the pass runs from macOS 15
    (`appearsActive` itself is back-deployed to macOS 10.15, but below 15 `controlActiveState`
    could read `.active`, a main window that is not key, and how the two relate there is not
    documented). A file also built for iOS, tvOS, watchOS or visionOS (a Swift package
    without `platforms:` for them is built for SwiftPM's default versions), unless its `#if`
    or an unconditional `import AppKit` leaves them out, is declined
    (`platform`): Apple documents the mapping for macOS only, and `appearsActive` needs iOS
    18, tvOS 18, watchOS 11 and visionOS 2 there.

    Left unchanged, each with a warning naming the use (`path:line`):
    - a comparison with `.active` alone (`value-use`): from macOS 15 it is always false
      (`!=`: always true), and `appearsActive` cannot tell a main window from a key one;
    - any other use of the value (`value-use`): handed to a function, stored, compared with
      something other than a case, read through another value, `$state` or `_state`, a
      switch with other patterns or with a `default:` after cases for both Bools;
    - another declaration of the same name in the type (`shadowed`), a use in another file
      (`other-file`), a comment inside a comparison or a case label (`comments`);
    - `.environment(\\.controlActiveState, x)` with `x` not a case written there, and the key
      path anywhere else (`key-path`).
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Bar: View {
            @Environment(\\.controlActiveState) private var state
            var body: some View { Text("a").opacity(state == .inactive ? 0.5 : 1) }
        }

        """, """
        struct Bar: View {
            @Environment(\\.appearsActive) private var state
            var body: some View { Text("a").opacity(!state ? 0.5 : 1) }
        }

        """),
        .unchanged("""
        struct Bar: View {
            @Environment(\\.controlActiveState) private var state
            var body: some View { Text("a").opacity(state == .active ? 0.5 : 1) }
        }

        """, reason: "value-use"),
    ]

    public init() {}

    /// A key path, its declaration and its uses change together or not at all.
    public var rewritesAreAtomic: Bool { true }

    struct Decline: Error {
        let message: String
        let reason: String
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        // Later rounds run on the edited text with the first round's semantic model, whose
        // positions no longer match it: every site was decided in the first round (no pass
        // writes `\.controlActiveState`), so a declined one is never taken up again there.
        guard context.reportsFindings else { return output }
        let tree = file.tree
        for keyPath in tree.nodes(ofKind: [.keyPathExpr]) {
            let components = keyPath.children(.keyPathComponent)
            guard components.count == 1, let nameToken = components[0].childTokens.last,
                  tree.text(of: nameToken) == "controlActiveState" else { continue }
            let root = keyPath.child(.identifierType)
            guard root.map({ tree.hasText($0, "EnvironmentValues") }) ?? Self.isEnvironmentKeyPath(keyPath, tree) else { continue }
            let token = tree.tokens[nameToken]
            do {
                let target = context.target(of: file.path)
                // Platforms the site's `#if` (or the file's unconditional `import AppKit`) leaves out do not count.
                let conditions = Rewriting.ifConfigConditions(around: keyPath, tree) + (Rewriting.importsUnconditionally("AppKit", tree) ? ["os(macOS)"] : [])
                let others = Platform.allCases.filter {
                    $0 != .macOS && (target.versions[$0] != nil || target.unknown.contains($0)) && Rewriting.compiled(on: $0.rawValue, under: conditions) != false
                }
                guard others.isEmpty, target.versions[.macOS] != nil else {
                    let built = others.isEmpty ? "no macOS target" : others.map(\.rawValue).joined(separator: ", ")
                    throw Decline(message: "Apple documents how it maps to appearsActive on macOS 15 and later only, and this file is built for \(built)", reason: "platform")
                }
                let site = Int(token.textStart)
                var edits = [Edit(start: site, end: Int(token.textEnd), replacement: "appearsActive", pass: Self.name, site: site)]
                edits += try valueEdits(keyPath, file, context, site: site)
                output.edits += edits
            } catch let decline as Decline {
                output.findings.append(file.finding(atOffset: Int(token.textStart), "\\.controlActiveState not rewritten to \\.appearsActive: \(decline.message); rewrite by hand",
                                                    pass: Self.name, reason: decline.reason))
            } catch {}
        }
        return output
    }

    /// The edits that make the value's uses follow: the `.environment(...)` value, or the
    /// `@Environment` property's annotation and reads.
    func valueEdits(_ keyPath: Node, _ file: SourceFile, _ context: PassContext, site: Int) throws -> [Edit] {
        let tree = file.tree
        // `.environment(\.controlActiveState, .case)`.
        if let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, let call = list.parent,
           call.kind == .functionCallExpr, let callee = call.firstChildNode, Self.calleeName(callee, tree) == "environment" {
            let arguments = list.children(.labeledExpr)
            guard arguments.count == 2, arguments[0] == argument, let value = ArgumentView(arguments[1]).expression,
                  let state = Self.caseName(value, file, context) else {
                throw Decline(message: "this call does not set it to a ControlActiveState case written here", reason: "key-path")
            }
            return [Edit(start: tree.startOffset(of: value), end: tree.endOffset(of: value), replacement: state == "inactive" ? "false" : "true",
                         pass: Self.name, site: site)]
        }
        // `@Environment(\.controlActiveState) var name`.
        guard let declaration = keyPath.ancestors.first(where: { $0.kind == .variableDecl || $0.kind == .codeBlock || $0.kind == .closureExpr }),
              declaration.kind == .variableDecl,
              DeclarationView(declaration)?.attributes.contains(where: { $0.firstToken <= keyPath.firstToken && keyPath.endToken <= $0.endToken }) == true else {
            throw Decline(message: "the key path is used here in a way this pass does not follow", reason: "key-path")
        }
        let bindings = declaration.children(.patternBinding)
        guard bindings.count == 1, let pattern = bindings[0].childNodes.first, pattern.kind == .identifierPattern,
              let patternToken = pattern.childTokens.first else {
            throw Decline(message: "the property's declaration cannot be followed", reason: "key-path")
        }
        let property = DeclarationCollector.unescaped(tree.text(of: patternToken))
        var edits: [Edit] = []
        if let annotation = bindings[0].child(.typeAnnotation), let type = annotation.childNodes.first {
            guard ["ControlActiveState", "SwiftUI.ControlActiveState"].contains(tree.text(of: type)),
                  context.model.projectTypes(named: "ControlActiveState", at: type, in: file).isEmpty else {
                throw Decline(message: "'\(property)' is declared as \(tree.text(of: type))", reason: "value-use")
            }
            edits.append(Edit(start: tree.startOffset(of: type), end: tree.endOffset(of: type), replacement: "Bool", pass: Self.name, site: site))
        }
        return edits + (try propertyUses(property, declaration: declaration, pattern: pattern, file, context, site: site))
    }

    /// The edits of every read of the property in its type and the type's extensions in this
    /// file, or why one cannot follow.
    func propertyUses(_ property: String, declaration: Node, pattern: Node, _ file: SourceFile, _ context: PassContext, site: Int) throws -> [Edit] {
        let model = context.model
        guard let owner = model.enclosingDeclarations(of: declaration, in: file).first, let identity = model.typeIdentity(owner) else {
            throw Decline(message: "'\(property)' is not a member of a type", reason: "value-use")
        }
        var scopes: [(Node, SourceFile)] = []
        if case .project(let type) = identity {
            for id in [type] + model.extensions(of: identity) {
                let found = model.declaration(id)
                scopes.append((found.node, model.files[found.file]))
            }
        } else {
            scopes.append((model.declaration(owner).node, file))
        }
        let modifiers = DeclarationView(declaration)?.modifiers.map { file.tree.text(of: $0) } ?? []
        let isPrivate = modifiers.contains("private") || modifiers.contains("fileprivate")
        if let outside = PropertyReference.outsideRead(of: property, owner: identity, files: isPrivate ? [file] : context.files, context) {
            throw Decline(message: "'\(property)' is also read through another value at \(outside)", reason: "value-use")
        }
        var edits: [Edit] = []
        for (scope, scopeFile) in scopes {
            if scopeFile.path != file.path {
                if let use = Self.firstReference(to: property, in: scope, scopeFile.tree) {
                    throw Decline(message: "'\(property)' is used in another file, at \(scopeFile.path):\(scopeFile.tree.location(of: use).line)", reason: "other-file")
                }
                continue
            }
            edits += try uses(of: property, in: scope, declaredBy: pattern, file, context, site: site)
        }
        return edits
    }

    /// Where a name is first referred to inside a node (an offset), if anywhere.
    static func firstReference(to name: String, in scope: Node, _ tree: SyntaxTree) -> Int? {
        var found: Int?
        scope.walk { node in
            guard found == nil else { return false }
            if node.kind == .declReferenceExpr, ["", "_", "$"].map({ $0 + name }).contains(DeclarationCollector.unescaped(tree.text(of: node))) {
                found = tree.startOffset(of: node)
            }
            return true
        }
        return found
    }

    /// A callee's name: `name` or `base.name`.
    static func calleeName(_ callee: Node, _ tree: SyntaxTree) -> String? {
        switch callee.kind {
        case .memberAccessExpr: return MemberAccessView(callee)?.name.map { tree.text(of: $0) }
        case .declReferenceExpr: return callee.childTokens.first.map { tree.text(of: $0) }
        default: return nil
        }
    }

    /// A key path given to `@Environment(...)`, `Environment(...)`, `.environment(\.x, v)` or
    /// `.transformEnvironment(\.x)`: where the soft-deprecated list's entry matches it.
    static func isEnvironmentKeyPath(_ keyPath: Node, _ tree: SyntaxTree) -> Bool {
        guard let argument = keyPath.parent, argument.kind == .labeledExpr, let list = argument.parent, list.kind == .labeledExprList,
              list.childNodes.first == argument, let owner = list.parent else { return false }
        if owner.kind == .attributeArguments, let attribute = owner.parent, attribute.childTokens.count > 1 {
            return tree.text(of: attribute.childTokens[1]) == "Environment"
        }
        guard owner.kind == .functionCallExpr, let callee = owner.childNodes.first, let name = calleeName(callee, tree) else { return false }
        return ["Environment", "environment", "transformEnvironment"].contains(name)
    }

    /// `.key`, `.active`, `.inactive` or `ControlActiveState.key`: the case's name.
    static func caseName(_ value: Node, _ file: SourceFile, _ context: PassContext) -> String? {
        let tree = file.tree
        guard value.kind == .memberAccessExpr, let view = MemberAccessView(value), let nameToken = view.name else { return nil }
        let name = tree.text(of: nameToken)
        guard ["key", "active", "inactive"].contains(name) else { return nil }
        if let base = view.base {
            guard base.kind == .declReferenceExpr, tree.text(of: base) == "ControlActiveState",
                  context.model.projectTypes(named: "ControlActiveState", at: value, in: file).isEmpty else { return nil }
        }
        return name
    }
}
