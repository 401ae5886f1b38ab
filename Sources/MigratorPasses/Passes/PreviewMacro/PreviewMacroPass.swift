import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces a `PreviewProvider` struct with one `#Preview` per preview it shows.
///
/// The provider's `previews` is one view expression, or a `Group` of them; each becomes a
/// `#Preview` whose body is the expression, less the preview modifiers the macro takes as
/// arguments: `.previewDisplayName("x")` becomes the name, `.previewLayout(...)` a trait.
public struct PreviewMacroPass: BuiltInPass {
    public static let name = "preview-macro"
    public static let reasons = [
        "attributes", "comment", "display-name", "group-modifiers", "layout", "layout-value", "nested", "other-members", "preview-device",
        "preview-helper", "preview-modifier", "provider-extension", "referenced", "self-reference", "shape", "statements", "target-too-low",
        "toolchain"
    ]
    public static let summary = "Replace PreviewProvider structs with #Preview macros."
    public static let minimumOS = Availability()

    public static let explanation = """
    Rewrites a preview provider

        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Badge(count: 3)
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Three")
            }
        }

    into `#Preview("Three", traits: .sizeThatFitsLayout) { Badge(count: 3) }` (on lines of its
    own, the body indented one level). A `Group { A; B }` of previews becomes one `#Preview`
    per child, in order. `.previewDisplayName("x")` (a plain string literal) becomes the name;
    `.previewLayout(.sizeThatFits)` becomes `traits: .sizeThatFitsLayout`,
    `.previewLayout(.fixed(width: w, height: h))` becomes `traits: .fixedLayout(width: w, height: h)`
    and `.previewLayout(.device)` is dropped (the default); every other modifier stays on the
    view. A `#if DEBUG` around the provider stays exactly as written, and comments above the
    provider stay above the first `#Preview`. `@ViewBuilder` or `@MainActor` on `previews`
    goes: a `#Preview` body is a view builder that runs on the main actor.

    Availability, from Apple's documentation: `#Preview(_:body:)` (a SwiftUI view, no traits)
    is available from iOS 13, macOS 10.15, tvOS 13, watchOS 6 and visionOS 1, so it needs no
    deployment target beyond SwiftUI's; it is a macro, so it needs Xcode 15 (Swift 5.9) or later
    to build (a package whose manifests say it builds with Swift 5.8, such as a
    `Package@swift-5.8.swift`, is left as it is: `toolchain`). `#Preview(_:traits:_:body:)` and the layout traits (`PreviewTrait.sizeThatFitsLayout`,
    `fixedLayout(width:height:)`) are available from iOS 17, macOS 14, tvOS 17, watchOS 10 and
    visionOS 1: a preview that needs a trait is declined below that target (`target-too-low`).
    UIKit's `#Preview` for a `UIView` or `UIViewController` body is iOS 17 / tvOS 17 only; a
    provider that shows a UIKit view through a representable is a SwiftUI preview and converts.

    Left unchanged, each with a warning:
    - a provider with other members (helper properties, a wrapper view holding `@State` that the
      preview reads through `$`, sample data): the previews read them, and a `#Preview` cannot
      see the provider's members; move them out by hand (`@Previewable @State` needs iOS 18);
    - attributes on the provider other than `@available(...)`, which each `#Preview` carries
      (`@available(iOS 16, *)` on the line above it); other conformances, generics;
    - a `previews` that is not one expression (after `let` statements, and assignments
      before a `return`, which stay with it), a `Group` of expressions, or `@ViewBuilder`
      expressions (`ForEach` over devices or schemes, `if`, `#if`, values shared by several
      previews): write one `#Preview` per case by hand;
    - `.previewDisplayName` with a name that is not a plain string literal, `.previewLayout`
      with another value, a preview modifier inside another view of the preview, a `Group`
      with modifiers of its own (a display name or layout anywhere on the preview's own
      chain is preview metadata, taken out wherever it is written);
    - a provider whose name is used elsewhere in the file or in another file of the project
      (`Badge_Previews.previews` in a snapshot test);
    - a provider declared inside another declaration (`#Preview` belongs at file scope);
    - a preview that uses a member the project declares in an extension of
      `PreviewProvider` (`static func sampleStore()`), which a `#Preview` cannot see:
      `provider-extension`;
    - `.previewInterfaceOrientation` and `.previewContext` (an orientation trait, a widget
      preview), and a preview that reads the provider through `self` or `Self`;
    - `.previewDevice(...)`: Apple documents it for `PreviewProvider` previews, and a
      `#Preview` shows on the device chosen in the canvas; the tool cannot show that the
      device is kept, so choose it in the canvas or keep the provider;
    - a preview that calls a project function or type whose code sets one of those
      modifiers (`Card().onAllDevices()`, `Wrapper { Card() }`): `preview-helper`;
    - comments inside the provider outside the preview expressions, which would be lost.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Badge_Previews: PreviewProvider {
            static var previews: some View {
                Badge()
                    .previewDisplayName("Empty")
            }
        }

        """, """
        #Preview("Empty") {
            Badge()
        }

        """),
        .unchanged("""
        struct Badge_Previews: PreviewProvider {
            static let sample = Item()
            static var previews: some View { Badge(item: sample) }
        }

        """, reason: "other-members"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        guard tree.mentions("PreviewProvider") else { return output }
        var unit: String?
        for provider in tree.nodes(ofKind: [.structDecl, .extensionDecl, .classDecl, .enumDecl]) {
            guard let declaration = DeclarationView(provider),
                  declaration.inheritedTypes.contains(where: { ["PreviewProvider", "SwiftUI.PreviewProvider"].contains(tree.collapsedText(of: $0)) }) else { continue }
            let name = declaration.name.map { tree.text(of: $0) } ?? declaration.extendedType.map { tree.collapsedText(of: $0) } ?? "?"
            let start = Int(tree.tokens[provider.firstToken].textStart)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: start, "\(name) not rewritten as #Preview: \(message)", pass: Self.name, reason: reason))
            }
            if let other = Self.otherFileNaming(name, besides: file, context) {
                decline("it is named in \(other.split(separator: "/").last.map(String.init) ?? other) (a snapshot test, a catalog), and it goes away; rewrite by hand", "referenced")
                continue
            }
            if let problem = Toolchain.problem(needing: Version(5, 9), for: "#Preview", files: [file.path], context.model) {
                decline(problem, "toolchain")
                continue
            }
            if let member = Self.providerExtensionMember(in: provider, tree, context) {
                decline("the preview uses \(member) in an extension of PreviewProvider, which a #Preview cannot see; move it out and rewrite by hand", "provider-extension")
                continue
            }
            let fileUnit = unit ?? Rewriting.indentationUnit(tree)
            unit = fileUnit
            let ownUnit = PreviewProviderShape.memberIndentationStep(provider, tree) ?? fileUnit
            switch PreviewProviderShape.read(provider, name: name, file: file, context: context, unit: ownUnit) {
            case .failure(let problem):
                decline(problem.message, problem.reason)
            case .success(let text):
                output.edits.append(Edit(start: start, end: tree.endOffset(of: provider), replacement: text, pass: Self.name, site: start))
            }
        }
        return output
    }

    /// The first name a provider uses (bare, or `Self.x`) that the project declares in an
    /// extension of `PreviewProvider`, described with where it is declared.
    static func providerExtensionMember(in provider: Node, _ tree: SyntaxTree, _ context: PassContext) -> String? {
        let members = context.cache.value(CacheKey<[String: Int32]>("preview-macro.provider-extension-members")) {
            let model = context.model
            let extensions = Set(model.extensions(of: .external("PreviewProvider")))
            var found: [String: Int32] = [:]
            for (index, declaration) in model.declarations.enumerated() where extensions.contains(declaration.parent) {
                found[declaration.name] = found[declaration.name] ?? Int32(index)
            }
            return found
        }
        guard !members.isEmpty else { return nil }
        var hit: Int32?
        provider.walk { node in
            guard hit == nil else { return false }
            var name: String?
            if node.kind == .declReferenceExpr {
                name = DeclarationCollector.unescaped(tree.text(of: node))
            } else if let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr,
                      tree.text(of: base) == "Self", let token = member.name {
                name = tree.text(of: token)
            }
            if let name, let id = members[name] { hit = id }
            return hit == nil
        }
        return hit.map { context.model.describe([$0]) }
    }

    /// The path of another file of the project that spells `name`, if one does.
    static func otherFileNaming(_ name: String, besides file: SourceFile, _ context: PassContext) -> String? {
        let model = context.model
        let provider = model.resolveNominal(name, in: file, at: nil)
        let declaring: Set<String> = ["struct", "class", "enum", "actor", "protocol", "typealias"]
        for other in model.files where other.path != file.path && other.tree.mentions(name) {
            // A file of a module that cannot see this one (another target, a file no target
            // compiles) cannot name this provider.
            if let provider, !model.isVisible(provider, from: other) { continue }
            // `mentions` finds bytes (SidebarView_Previews inside SimulatorSidebarView_Previews):
            // only a token spelling the whole name counts, and not where a type of that name
            // is declared (`struct V_Previews` in another module is its own provider).
            let tree = other.tree
            if tree.tokens.indices.contains(where: { index in
                tree.tokens[index].kind == .identifier && tree.text(of: index) == name
                    && !(index > 0 && declaring.contains(tree.text(of: index - 1)))
            }) {
                return other.path
            }
        }
        return nil
    }
}
