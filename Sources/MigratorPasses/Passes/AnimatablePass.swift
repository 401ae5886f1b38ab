import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces a hand-written `animatableData` that maps 1:1 onto stored properties with the
/// `@Animatable` macro, marking the other stored properties `@AnimatableIgnored` (seed:
/// "@Animatable macro", "When to implement animatableData").
///
/// The getter must be a single property, an `AnimatablePair` chain or `AnimatableValues`
/// of properties, and the setter must assign each of them back from the matching part of
/// `newValue` and do nothing else. A setter that clamps, normalises or drives a derived
/// value (the seed's `WaveShape`) is what a hand-written `animatableData` is for, and is
/// left alone.
public struct AnimatablePass: BuiltInPass {
    public static let name = "animatable"
    public static let reasons = [
        "already-animatable", "comments", "inside-if-config", "let-property", "not-a-struct", "not-one-to-one",
        "shared-declaration", "wrapped-property"
    ]
    public static let summary = "Replace a 1:1 hand-written animatableData with @Animatable and @AnimatableIgnored."
    public static let minimumOS = Availability(iOS: 26, macOS: 26, tvOS: 26, watchOS: 26, visionOS: 26)

    public static let explanation = """
    Rewrites a struct whose `animatableData` only copies stored properties in and out

        struct Ring: Shape {
            var start: Double
            var end: Double
            var clockwise: Bool
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(start, end) }
                set { start = newValue.first; end = newValue.second }
            }
        }

    to the macro, which synthesises the same `animatableData` from the stored properties:

        @Animatable
        struct Ring: Shape {
            var start: Double
            var end: Double
            @AnimatableIgnored var clockwise: Bool
        }

    Recognised getters: one property (`x`, `self.x`), `AnimatablePair(a, b)` nested to any
    depth, `AnimatableValues(a, b, ...)`. The setter must assign exactly those properties
    from `newValue` (or its own parameter name) through the matching `.first`/`.second`/
    `.value.N`, once each, and nothing else. Every other stored `var` of the type gets
    `@AnimatableIgnored`, so the animation interpolates the same properties as before.
    The type must conform to `Animatable` (directly, or as a `Shape`,
    `AnimatableModifier` or `GeometryEffect`), per the semantic model.

    Reported and left unchanged: a setter that does anything else (clamping, normalising,
    notifying, setting derived values: `not-one-to-one`), a getter that converts or
    derives (`x.radians`, `CGFloat(n)`), a property that is computed, static or not the
    type's own; another stored property that is a `let`, has a property wrapper or shares a
    declaration with others (how the macro treats these is not documented, and
    `@AnimatableIgnored` attaches to one `var` only); `animatableData` in an extension or
    inside `#if`; a class or enum; comments inside `animatableData`.

    Availability: Apple's documentation lists the macros in SwiftUI with the Xcode 26
    SDK; this pass applies only where every platform's deployment target is 26 or later.
    """

    public static let examples: [Example] = [
        .rewrite("""
        struct Ring: Shape {
            var start: Double
            var end: Double
            var clockwise: Bool
            var animatableData: AnimatablePair<Double, Double> {
                get { AnimatablePair(start, end) }
                set {
                    start = newValue.first
                    end = newValue.second
                }
            }
            func path(in rect: CGRect) -> Path { Path() }
        }

        """, """
        @Animatable
        struct Ring: Shape {
            var start: Double
            var end: Double
            @AnimatableIgnored var clockwise: Bool
            func path(in rect: CGRect) -> Path { Path() }
        }

        """),
        .unchanged("""
        struct Wave: Shape {
            var amplitude: CGFloat
            var phase: CGFloat
            var maxAmplitude: CGFloat
            var animatableData: AnimatablePair<CGFloat, CGFloat> {
                get { AnimatablePair(amplitude, phase) }
                set {
                    amplitude = min(max(newValue.first, 0), maxAmplitude)
                    phase = newValue.second.truncatingRemainder(dividingBy: 2 * .pi)
                }
            }
            func path(in rect: CGRect) -> Path { Path() }
        }

        """, reason: "not-one-to-one"),
    ]

    public init() {}

    /// Outside protocols whose conformers have `animatableData` as a requirement.
    static let animatableProtocols: Set<String> = ["Animatable", "AnimatableModifier", "GeometryEffect", "Shape", "InsettableShape"]

    /// What the getter builds: a property, or a pair or values of parts.
    indirect enum Part {
        case property(String)
        case pair(Part, Part)
        case values([Part])

        /// Each property with the path that reads it back from `newValue` (`.first.second`).
        func paths(_ prefix: String = "") -> [(property: String, path: String)] {
            switch self {
            case .property(let name): return [(name, prefix)]
            case .pair(let a, let b): return a.paths(prefix + ".first") + b.paths(prefix + ".second")
            case .values(let parts): return parts.enumerated().flatMap { $0.element.paths(prefix + ".value.\($0.offset)") }
            }
        }
    }

    struct Decline: Error {
        var message: String
        var reason: String
    }

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let model = context.model
        for declaration in tree.nodes(ofKind: [.variableDecl]) {
            guard let view = DeclarationView(declaration), !view.modifiers.contains(where: { ["static", "class"].contains(tree.text(of: $0)) }),
                  let binding = declaration.children(.patternBinding).first, declaration.children(.patternBinding).count == 1,
                  let pattern = binding.childNodes.first, pattern.kind == .identifierPattern, tree.text(of: pattern) == "animatableData",
                  let accessors = binding.child(.accessorBlock) else { continue }
            guard let frame = model.enclosingDeclarations(of: declaration, in: file).first,
                  case .project(let type)? = model.typeIdentity(frame) else { continue }
            let conformances = model.conformances(of: type).external
            guard !conformances.isDisjoint(with: Self.animatableProtocols) else { continue }
            let nameOffset = tree.startOffset(of: pattern)
            do {
                output.edits += try rewrite(declaration, accessors: accessors, type: type, frame: frame, file: file, context: context, site: nameOffset)
            } catch let decline as Decline {
                output.findings.append(file.finding(atOffset: nameOffset, "animatableData not replaced with @Animatable: \(decline.message)", pass: Self.name, reason: decline.reason))
            } catch {}
        }
        return output
    }

    func rewrite(_ declaration: Node, accessors: Node, type: Int32, frame: Int32, file: SourceFile, context: PassContext, site: Int) throws -> [Edit] {
        let tree = file.tree
        let model = context.model
        let typeDeclaration = model.declaration(type)
        guard model.declaration(frame).kind == .struct, typeDeclaration.kind == .struct else {
            throw Decline(message: "it is declared in \(model.declaration(frame).kind == .extension ? "an extension" : "a \(typeDeclaration.kind.keyword)"); the pass rewrites a struct's own declaration only", reason: "not-a-struct")
        }
        guard let typeNode = declaration.ancestors.first(where: { $0.kind == .structDecl }), !declaration.ancestors.contains(where: { $0.kind == .ifConfigClause && $0.firstToken > typeNode.firstToken }) else {
            throw Decline(message: "it is inside #if; rewrite by hand", reason: "inside-if-config")
        }
        if (DeclarationView(typeNode)?.attributes ?? []).contains(where: { Rewriting.wrapperName($0, tree) == "Animatable" }) {
            throw Decline(message: "the type already has @Animatable", reason: "already-animatable")
        }
        if Rewriting.containsComment(tree, tree.startOffset(of: accessors), tree.endOffset(of: accessors)) {
            throw Decline(message: "comments inside animatableData would be lost; rewrite by hand", reason: "comments")
        }
        let names = try Self.animatedProperties(accessors, tree)
        try Self.checkOwnStoredVars(names, type: type, frame: frame, model: model)
        var edits = try Self.ignoredPropertyEdits(typeNode, besides: declaration, animated: names, site: site, tree)
        let range = Rewriting.deletion(of: declaration, in: tree, .member)
        if Rewriting.holdsSectionComment(range, in: tree) {
            throw Decline(message: "a MARK, TODO or FIXME comment directly above animatableData belongs to more than it", reason: "comments")
        }
        edits.append(Edit(start: range.lowerBound, end: range.upperBound, replacement: "", pass: Self.name, site: site))
        let typeStart = tree.startOffset(of: typeNode)
        let indentation = Rewriting.lineIndentation(tree.bytes, at: typeStart)
        edits.append(Edit(start: typeStart, end: typeStart, replacement: "@Animatable\n" + indentation, pass: Self.name, site: site))
        return edits
    }

    /// The properties `animatableData` stands for, in the getter's order: the getter builds
    /// it from them (`Part`), and the setter copies each back from its part of `newValue`,
    /// nothing else.
    static func animatedProperties(_ accessors: Node, _ tree: SyntaxTree) throws -> [String] {
        // The getter and the setter.
        var getter: Node?
        var setter: Node?
        for accessor in accessors.children(.accessorDecl) {
            guard let keyword = accessor.childTokens.first else { continue }
            switch tree.text(of: keyword) {
            case "get": getter = accessor
            case "set": setter = accessor
            default: throw Decline(message: "it has a \(tree.text(of: keyword)) accessor; rewrite by hand", reason: "not-one-to-one")
            }
        }
        guard let getter, let setter, let getBody = getter.child(.codeBlock), let setBody = setter.child(.codeBlock) else {
            throw Decline(message: "it needs a get and a set accessor to be the Animatable requirement", reason: "not-one-to-one")
        }
        var getStatements = statements(getBody)
        if getStatements.count == 1, getStatements[0].kind == .returnStmt, let value = getStatements[0].firstChildNode { getStatements = [value] }
        guard getStatements.count == 1, let built = part(getStatements[0], tree) else {
            throw Decline(message: "the getter does not just read stored properties (\(Rewriting.short(getBody, tree))); a derived value needs its hand-written animatableData", reason: "not-one-to-one")
        }
        let expected = built.paths()
        let names = expected.map(\.property)
        guard Set(names).count == names.count else {
            throw Decline(message: "the getter reads a property twice", reason: "not-one-to-one")
        }
        // The setter: `x = newValue.path` (or `self.x = ...`), one per property, nothing else.
        var parameter = "newValue"
        if let parameters = setter.child(.accessorParameters), let name = parameters.childTokens.first(where: { tree.tokens[$0].kind == .identifier }) {
            parameter = tree.text(of: name)
        }
        var assigned: [String: String] = [:]
        for statement in statements(setBody) {
            guard let (property, path) = assignment(statement, parameter: parameter, tree), assigned[property] == nil else {
                throw Decline(message: "the setter does more than copy newValue into the properties (\(Rewriting.short(statement, tree))): a clamped or derived value needs its hand-written animatableData", reason: "not-one-to-one")
            }
            assigned[property] = path
        }
        guard assigned.count == expected.count, expected.allSatisfy({ assigned[$0.property] == $0.path }) else {
            throw Decline(message: "the setter does not assign each property the part of newValue the getter built it from", reason: "not-one-to-one")
        }
        return names
    }

    /// Throws unless each property is the type's own stored instance var, without attributes.
    static func checkOwnStoredVars(_ names: [String], type: Int32, frame: Int32, model: SemanticModel) throws {
        for name in names {
            let found = model.members(of: type, named: name).filter { model.declaration($0).kind == .variable || model.declaration($0).kind == .constant }
            guard found.count == 1, let id = found.first, model.declaration(id).parent == frame, model.declaration(id).kind == .variable,
                  !model.declaration(id).isStatic, !model.declaration(id).isComputed, model.declaration(id).attributes.isEmpty else {
                throw Decline(message: "\(name) is not a stored var of the type itself without attributes", reason: "not-one-to-one")
            }
        }
    }

    /// The edits giving each other stored property of the type (not `animated`, not the
    /// `animatableData` declaration) `@AnimatableIgnored`; throws for one the pass cannot
    /// mark safely.
    static func ignoredPropertyEdits(_ typeNode: Node, besides declaration: Node, animated names: [String], site: Int, _ tree: SyntaxTree) throws -> [Edit] {
        var edits: [Edit] = []
        for member in DeclarationView(typeNode)?.members ?? [] where member.kind == .variableDecl && member != declaration {
            guard let memberView = DeclarationView(member) else { continue }
            let modifiers = memberView.modifiers.map { tree.text(of: $0.childTokens.first ?? $0.firstToken) }
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            let bindings = member.children(.patternBinding)
            let stored = bindings.filter { binding in
                guard let block = binding.child(.accessorBlock) else { return true }
                // Observers (`didSet`) keep a property stored.
                return block.children(.accessorDecl).allSatisfy { a in
                    let word = a.childTokens.first.map { tree.text(of: $0) } ?? ""
                    return word == "willSet" || word == "didSet"
                } && !block.children(.accessorDecl).isEmpty
            }
            if stored.isEmpty { continue }
            let memberNames = stored.compactMap { $0.childNodes.first.map { tree.text(of: $0) } }
            if memberNames.allSatisfy({ names.contains($0) }) && bindings.count == 1 { continue }
            let shown = memberNames.joined(separator: ", ")
            if member.ancestors.contains(where: { $0.kind == .ifConfigClause && $0.firstToken > typeNode.firstToken }) {
                throw Decline(message: "the stored property \(shown) is inside #if; rewrite by hand", reason: "inside-if-config")
            }
            if bindings.count > 1 {
                throw Decline(message: "\(shown) share one declaration, and @AnimatableIgnored attaches to one var; split it and run again", reason: "shared-declaration")
            }
            if memberView.keyword.map({ tree.text(of: $0) }) == "let" {
                throw Decline(message: "the stored property \(shown) is a let; how @Animatable treats it is not documented, so rewrite by hand", reason: "let-property")
            }
            if let attribute = memberView.attributes.first {
                throw Decline(message: "the stored property \(shown) has \(tree.quote(attribute)); how @Animatable treats wrapped properties is not documented, so rewrite by hand", reason: "wrapped-property")
            }
            if modifiers.contains("lazy") {
                throw Decline(message: "the stored property \(shown) is lazy; rewrite by hand", reason: "wrapped-property")
            }
            let first = tree.startOffset(of: member)
            edits.append(Edit(start: first, end: first, replacement: "@AnimatableIgnored ", pass: Self.name, site: site))
        }
        return edits
    }

    /// The statements of a code block (expression statements unwrapped).
    static func statements(_ block: Node) -> [Node] {
        block.childNodes.map { $0.kind == .expressionStmt ? ($0.firstChildNode ?? $0) : $0 }
    }

    /// `x`, `self.x`, `AnimatablePair(a, b)`, `AnimatableValues(a, ...)` (also `.init(...)`
    /// and with generic arguments).
    static func part(_ node: Node, _ tree: SyntaxTree) -> Part? {
        if let name = propertyName(node, tree) { return .property(name) }
        guard node.kind == .functionCallExpr, let call = FunctionCallView(node), let callee = call.calledExpression,
              call.trailingClosure == nil, call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        var name = tree.text(of: callee)
        if callee.kind == .genericSpecializationExpr, let base = callee.firstChildNode { name = tree.text(of: base) }
        let parts = call.arguments.compactMap { $0.expression.flatMap { part($0, tree) } }
        guard parts.count == call.arguments.count else { return nil }
        switch name {
        case "AnimatablePair", "SwiftUI.AnimatablePair":
            return parts.count == 2 ? .pair(parts[0], parts[1]) : nil
        case "AnimatableValues", "SwiftUI.AnimatableValues":
            return parts.isEmpty ? nil : .values(parts)
        default:
            return nil
        }
    }

    /// `x` or `self.x`.
    static func propertyName(_ node: Node, _ tree: SyntaxTree) -> String? {
        if node.kind == .declReferenceExpr {
            let text = tree.text(of: node)
            return text.first.map { $0.isLowercase || $0 == "_" } == true && text != "self" ? DeclarationCollector.unescaped(text) : nil
        }
        if let member = MemberAccessView(node), let base = member.base, base.kind == .declReferenceExpr, tree.text(of: base) == "self",
           let name = member.name {
            return DeclarationCollector.unescaped(tree.text(of: name))
        }
        return nil
    }

    /// `x = newValue.first.second` (or `self.x = ...`): the property and the path.
    static func assignment(_ statement: Node, parameter: String, _ tree: SyntaxTree) -> (String, String)? {
        guard statement.kind == .sequenceExpr else { return nil }
        let elements = statement.childNodes
        guard elements.count == 3, elements[1].kind == .assignmentExpr, let property = propertyName(elements[0], tree) else { return nil }
        var path: [String] = []
        var current = elements[2]
        while let member = MemberAccessView(current), let base = member.base, let name = member.name {
            path.insert("." + tree.text(of: name), at: 0)
            current = base
        }
        guard current.kind == .declReferenceExpr, tree.text(of: current) == parameter else { return nil }
        return (property, path.joined())
    }
}
