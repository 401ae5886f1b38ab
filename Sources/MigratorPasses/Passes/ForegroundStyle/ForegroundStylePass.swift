import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `foregroundColor(_:)` with `foregroundStyle(_:)`.
///
/// `foregroundColor` takes `Color?` (nil inherits); `foregroundStyle` takes a ShapeStyle and
/// never an Optional. Where a ShapeStyle is expected, a bare `.red` still finds the colour
/// (SwiftUI declares the standard colours on `ShapeStyle where Self == Color`), but a bare
/// `.secondary` is the hierarchical style and a member of `extension Color` is not found at
/// all: those are written `Color.x`. Every argument's type is checked against the project's
/// declarations (a `static func hex(_:) -> Color?` makes `.hex(...)` optional); anything
/// that may be nil or of unknown type is declined with a reason.
public struct ForegroundStylePass: BuiltInPass {
    public static let name = "foreground-style"
    public static let reasons = [
        "duplicate-modifier", "optional-color", "project-function", "project-type", "text-context", "text-value",
        "unknown-type"
    ]
    public static let summary = "Replace foregroundColor(_:) with foregroundStyle(_:)."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8)
    /// `Text.foregroundStyle` returning `Text` (needed where the result must stay a Text).
    public static let textMinimumOS = Availability(iOS: 17, macOS: 14, tvOS: 17, watchOS: 10)

    public static let explanation = """
    Rewrites `.foregroundColor(x)` to `.foregroundStyle(x)`, keeping the colour `x` meant.

    - SwiftUI's standard colours stay bare: `.red`, `.white.opacity(0.5)`. SwiftUI declares
      `.black`, `.blue`, `.brown`, `.clear`, `.cyan`, `.gray`, `.green`, `.indigo`, `.mint`,
      `.orange`, `.pink`, `.purple`, `.red`, `.teal`, `.white` and `.yellow` on
      `ShapeStyle where Self == Color`, so in foregroundStyle they are the same Colors.
    - `.primary`, `.secondary` and `.accentColor` become `Color.primary`, ...: a bare
      `.secondary` in foregroundStyle is the hierarchical style, not `Color.secondary`, and
      a bare `.accentColor` does not compile there.
    - The project's own colours: a member of `extension ShapeStyle where Self == Color`
      stays bare; a member declared only in `extension Color` becomes `Color.brand`
      (foregroundStyle's ShapeStyle does not find it bare). A colour from outside the
      project (another package's `extension Color`) is written `Color.x` too.
    - `.init(...)` becomes `Color(...)`.
    - `Color(...)`, `Color.x` and `Color("Asset")` arguments are kept as written.
    - Types are checked: a project member or factory that returns `Color?`
      (`static func hex(_:) -> Color?`, a failable `init?(hex:)`) is declined; one the
      project does not declare with a call (`Color.hex(...)`, `.hex(...)`) is of unknown type.
      Variables, properties, functions and `static let x = Color(...)` convert when the
      model finds them declared as a non-optional `Color` (subscripts too: `colors[i]` of
      a `[Color]`, `named["x"]!`); Color's `opacity(_:)` and
      `mix(with:by:)` keep a Color a Color.
    - A ternary converts when both branches do: `c ? .red : .secondary` becomes
      `c ? .red : Color.secondary`. `x ?? .red` converts when `x` is a `Color?` or `Color`
      and the right side a non-optional Color.

    Left unchanged, each with a warning:
    - `nil`, `.none`, and ternaries with a nil branch: foregroundStyle takes no Optional
      (nil means "inherit" for foregroundColor); make the modifier conditional instead.
    - Arguments of unknown type (`theme.tint` of an unknown `theme`) or declared `Color?`.
    - Calls where the project declares its own `foregroundColor`: the call may resolve to it.
    - Calls on a chain that starts with a name of unknown type in a file that imports a
      module this run did not read (a package not checked out, or an Apple module beyond
      the bundled digest without `--sdk`): that module may declare its own
      `foregroundColor` (`Icon().foregroundColor(.white)`, `unknown-type`).
    - A `foregroundColor` right beside a `foregroundStyle` in its chain (a fallback written
      for older systems on purpose, `duplicate-modifier`).
    - A `Color.` prefix where the project declares its own type named `Color`.
    - Results used as a `Text` (`Text(...).foregroundColor(.red) + Text(...)`, interpolated
      into a Text, returned as `-> Text`, assigned to a Text variable) when the deployment
      target is below iOS 17 / macOS 14 / tvOS 17 / watchOS 10: `Text.foregroundStyle`
      returning Text needs those versions. So is a Text chain that goes on with a Text
      modifier whose View form the target does not allow (`.strikethrough()`, `.bold()`,
      `.fontWeight(_:)` need iOS 16 on a View).
    - Below those versions, a Text chain kept as a value rather than placed in a view: the
      value of a binding with no type (`let noun = Text(s).foregroundColor(.gray)`, later
      interpolated, or a stored property that would become `some View`), an assignment, a
      branch of `?:`, an element of an array or dictionary literal.

    Option `qualifyColors` (configuration file): write every implicit member with its
    type, `Color.red`, `Color.white.opacity(0.5)`, as an explicit house style.
    """

    /// Writes `Color.red` for every implicit member (the explicit house style).
    public static let qualifyColors = PassOption(
        name: "qualifyColors",
        summary: "Write implicit members with their type (.foregroundStyle(Color.red)) instead of the bare standard colours (.foregroundStyle(.red)).",
        defaultValue: false)

    public var options: [PassOption] { [Self.qualifyColors] }

    public static let examples: [Example] = [
        .rewrite("let v: some View = Text(\"a\").foregroundColor(.red)\n", "let v: some View = Text(\"a\").foregroundStyle(.red)\n"),
        .rewrite("let v: some View = Text(\"a\").foregroundColor(.secondary)\n", "let v: some View = Text(\"a\").foregroundStyle(Color.secondary)\n"),
        .rewrite("let v = Image(\"x\").foregroundColor(Color.accentColor)\n", "let v = Image(\"x\").foregroundStyle(Color.accentColor)\n"),
        .rewrite("let v: some View = Text(\"a\").foregroundColor(.white.opacity(0.5))\n", "let v: some View = Text(\"a\").foregroundStyle(.white.opacity(0.5))\n"),
        .rewrite("let v: some View = Text(\"a\").foregroundColor(isOn ? .green : .secondary)\n",
                 "let v: some View = Text(\"a\").foregroundStyle(isOn ? .green : Color.secondary)\n"),
        .rewrite("let v: some View = Text(\"a\").foregroundColor(Color(\"Brand\"))\n", "let v: some View = Text(\"a\").foregroundStyle(Color(\"Brand\"))\n"),
        .unchanged("let v: some View = Text(\"a\").foregroundColor(nil)\n", reason: "optional-color"),
        .unchanged("let v: some View = Text(\"a\").foregroundColor(isSelected ? .white : nil)\n", reason: "optional-color"),
        .unchanged("extension Color {\n    static func hex(_ text: String) -> Color? { nil }\n}\nlet v: some View = Text(\"a\").foregroundColor(.hex(\"#C9C9C9\"))\n",
                   reason: "optional-color"),
        .unchanged("let v: some View = Text(\"a\").foregroundColor(theme.tint)\n", reason: "unknown-type"),
        .unchanged("let c: Color? = nil\nlet v: some View = Text(\"a\").foregroundColor(c)\n", reason: "optional-color"),
        .unchanged("let t = Text(\"a\").foregroundColor(.red) + Text(\"b\")\n", reason: "text-context"),
        .unchanged("let noun = Text(\"a\").foregroundColor(.gray)\n", reason: "text-value"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let calls = tree.calls(named: "foregroundColor").filter { node in
            node.childNodes.first.map { Self.calleeName($0, tree) == "foregroundColor" } ?? false
        }
        // Chains of many modifiers ask about the same chain at each link.
        let chains = Rewriting.ChainEnds()
        for call in calls {
            guard let view = FunctionCallView(call), let callee = view.calledExpression, let nameToken = Self.nameToken(callee) else { continue }
            // Reported at the modifier's own name, not at the start of its chain.
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[nameToken].textStart), message, pass: Self.name, reason: reason))
            }
            if let own = context.model.ownFunctions(calledBy: call, in: file) {
                if own.isCertain { continue }
                decline("foregroundColor not rewritten: \(own.message)", "project-function")
                continue
            }
            // `AttributeContainer().foregroundColor(.red)` is an attribute builder, not the
            // View modifier: it has no foregroundStyle.
            if let base = MemberAccessView(callee)?.base, Self.isAttributeValue(base, call: call, file: file, context: context, chains: chains) { continue }
            // `.init().foregroundColor(.secondary)`: a chain from an implicit member has the
            // type its context gives, which a View modifier's receiver never gets.
            if let base = MemberAccessView(callee)?.base, let root = chains.root(base), root.kind == .memberAccessExpr,
               MemberAccessView(root)?.base == nil {
                decline("foregroundColor not rewritten: its chain starts with `\(Rewriting.short(root, tree))`, whose type comes from its context (an AttributeContainer in `attributes:`, say), not known to be a view", "unknown-type")
                continue
            }
            // `Icon().foregroundColor(.white)` with `Icon` from a package this run cannot read:
            // the package's own foregroundColor (taking a UIColor, returning Icon) may be meant.
            if let base = MemberAccessView(callee)?.base, let unseen = UnreadModules.unseenRoot(of: base, file: file, context: context, chains: chains) {
                decline("foregroundColor not rewritten: " + UnreadModules.message(unseen, modifier: "foregroundColor"), "unknown-type")
                continue
            }
            // SwiftUI's modifier takes exactly one unlabelled argument; a call with other
            // labels is some other API (often the project's own) and not this site.
            let arguments = view.arguments
            guard arguments.count == 1, arguments[0].label == nil, let argument = arguments[0].expression,
                  view.trailingClosure == nil else { continue }
            // `.foregroundStyle(.primary).foregroundColor(.primary) // for iOS 15`: a fallback
            // written beside the new modifier on purpose; a second foregroundStyle would read
            // as a mistake, and deleting the line could undo what it was written for.
            if Rewriting.adjacentModifier(of: call, named: "foregroundStyle", tree) != nil {
                decline("foregroundColor not rewritten: the modifier beside it is already foregroundStyle, so this one is a fallback kept on purpose; keep one by hand", "duplicate-modifier")
                continue
            }
            var replacements: [Replacement] = []
            switch classify(argument, call: call, file: file, context: context) {
            case .decline(let message, let reason):
                // Name the argument, so a reader of the warning sees the site at once.
                let shown = tree.quote(argument, limit: 40)
                decline(message.replacingOccurrences(of: "foregroundColor not rewritten", with: "foregroundColor(\(shown)) not rewritten"), reason)
                continue
            case .convert(let found):
                replacements = found
            }
            if Self.isTextContext(call, tree, chains: chains) && !Self.textMinimumOS.isSatisfied(by: context.target) {
                decline("foregroundColor not rewritten: the result is used as a Text, and Text.foregroundStyle returns Text only from \(Self.textMinimumOS) (deployment target: \(context.target))", "text-context")
                continue
            }
            if !Self.textMinimumOS.isSatisfied(by: context.target),
               let (modifier, needs) = Self.laterTextModifier(after: call, file: file, context: context) {
                let below = needs.platformsBelow(in: context.target).map { "\($0.0.rawValue) \($0.need)" }.joined(separator: ", ")
                decline("foregroundColor not rewritten: `.\(modifier)` after it is Text's; below iOS 17 foregroundStyle returns a View, whose `\(modifier)` needs \(below) (deployment target: \(context.target))", "text-context")
                continue
            }
            if !Self.textMinimumOS.isSatisfied(by: context.target), let place = Self.textKeptAsValue(call, file: file, context: context, chains: chains) {
                decline("foregroundColor not rewritten: the Text is kept as a value (\(place)), and below \(Self.textMinimumOS) foregroundStyle would make it `some View` (deployment target: \(context.target))", "text-value")
                continue
            }
            if replacements.contains(where: { $0.text == "Color" }) {
                let own = context.model.projectTypes(named: "Color", at: call, in: file)
                if !own.isEmpty {
                    decline("foregroundColor not rewritten: the colour must be written with its type, and `Color` here is the project's own type (\(context.model.describe(own))), not SwiftUI's", "project-type")
                    continue
                }
            }
            let token = tree.tokens[nameToken]
            let site = tree.startOffset(of: call)
            output.edits.append(Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "foregroundStyle",
                                     pass: Self.name, site: site))
            for replacement in replacements {
                output.edits.append(Edit(start: replacement.start, end: replacement.end, replacement: replacement.text, pass: Self.name, site: site))
            }
        }
        return output
    }

    /// One change inside the argument: `Color` inserted before an implicit member, or
    /// `.init` replaced by `Color`.
    struct Replacement {
        let start: Int
        let end: Int
        let text: String
    }

    enum Classification {
        case convert([Replacement])
        case decline(String, String)
    }

    /// What an expression is, as far as the model tells.
    enum Verdict {
        /// A non-optional `Color`, with the changes that keep it one where a ShapeStyle is expected.
        case color([Replacement])
        /// A `Color?`; the detail names the declaration that makes it one.
        case optional(String?)
        /// Unknown, or not a Color; the detail says what is known.
        case unknown(String?)
    }

    /// Where an implicit member is resolved: as foregroundStyle's generic ShapeStyle, or
    /// where the type is already `Color` (the right of `color ?? .red`).
    enum Position {
        case shapeStyle, color
    }

    /// SwiftUI's colours that `ShapeStyle where Self == Color` declares too (iOS 15, macOS
    /// 12, tvOS 15, watchOS 8; Apple's ShapeStyle documentation, "Getting colors"): a bare
    /// `.red` where a ShapeStyle is expected is `Color.red`.
    static let standardColors: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red",
        "teal", "white", "yellow",
    ]

    /// SwiftUI's Color members that ShapeStyle does not declare as colours: bare
    /// `.primary`/`.secondary` are the hierarchical styles, bare `.accentColor` does not
    /// compile.
    static let colorOnlyMembers: Set<String> = ["primary", "secondary", "accentColor"]

    /// Color's own methods that return a Color (`.red.opacity(0.5)`, `mix(with:by:)`).
    static let colorMethods: [String: Set<[String?]>] = [
        "opacity": [[nil]], "mix": [["with", "by"], ["with", "by", "in"]],
    ]

    /// Decides whether an argument can go to foregroundStyle, collecting the changes that
    /// keep implicit members meaning the colours they meant.
    func classify(_ expression: Node, call: Node, file: SourceFile, context: PassContext) -> Classification {
        let tree = file.tree
        let optional = "foregroundColor not rewritten: the color may be nil, which foregroundStyle does not take; apply the modifier conditionally"
        let unknown = "foregroundColor not rewritten: cannot tell that the argument is a non-optional Color; rewrite by hand if it is"
        func result(_ verdict: Verdict) -> Classification {
            switch verdict {
            case .color(let replacements): return .convert(replacements)
            case .optional(let detail): return .decline(optional + (detail.map { " (\($0))" } ?? ""), "optional-color")
            case .unknown(let detail): return .decline(unknown + (detail.map { " (\($0))" } ?? ""), "unknown-type")
            }
        }
        switch expression.kind {
        case .nilLiteralExpr:
            return result(.optional(nil))
        case .tupleExpr:
            // `(expr)`: look inside the parentheses.
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last else { break }
            return classify(value, call: call, file: file, context: context)
        case .sequenceExpr:
            let elements = expression.childNodes
            // `c ? A : B`, and chains of them (`c1 ? A : c2 ? B : C`, right-associative: the
            // conditions between the operators, a value in each and one at the end).
            let ternaries = elements.indices.filter { elements[$0].kind == .unresolvedTernaryExpr }
            if elements.count >= 3, let last = ternaries.last, last == elements.count - 2,
               let branches = Optional(ternaries.compactMap { elements[$0].childNodes.first }), branches.count == ternaries.count {
                let values = branches + [elements[elements.count - 1]]
                // A nil branch decides, whatever the other branches are.
                if values.contains(where: { $0.kind == .nilLiteralExpr }) { return result(.optional(nil)) }
                var replacements: [Replacement] = []
                for branch in values {
                    switch classify(branch, call: call, file: file, context: context) {
                    case .decline(let message, let reason): return .decline(message, reason)
                    case .convert(let more): replacements += more
                    }
                }
                return .convert(replacements)
            }
            // `color ?? .red`: a Color when the right side is one (the left's type fixes
            // how the right's implicit members resolve, so they stay as written).
            if elements.count == 3, elements[1].kind == .binaryOperatorExpr, tree.text(of: elements[1]) == "??" {
                switch verdict(elements[0], .color, call: call, file: file, context: context) {
                case .color, .optional: break
                case .unknown(let detail): return result(.unknown(detail))
                }
                switch verdict(elements[2], .color, call: call, file: file, context: context) {
                case .color: return .convert([])
                case let other: return result(other)
                }
            }
        default:
            break
        }
        return result(verdict(expression, .shapeStyle, call: call, file: file, context: context))
    }

    /// The type of a colour expression: a member of Color (`.red`, `Color.red`,
    /// `.hex("#fff")`, `.init(white: 0.5)`, `Color(...)`), followed by Color's own methods
    /// (`.white.opacity(0.5)`), or anything the type resolver knows (`tint`,
    /// `theme.color(for: x)`).
    func verdict(_ expression: Node, _ position: Position, call: Node, file: SourceFile, context: PassContext) -> Verdict {
        let tree = file.tree
        // Each link of a chain is judged after the chain below it, and may type-check that
        // part again: a chain longer than any colour expression (half-typed or generated
        // code, `.x.x.x…`) is declined rather than judged in a power of its length.
        if Self.chainLength(expression, atMost: Self.longestChain) > Self.longestChain {
            return .unknown("a chain of more than \(Self.longestChain) members and calls is not followed")
        }
        if expression.kind == .tupleExpr {
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            if inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last {
                return verdict(value, position, call: call, file: file, context: context)
            }
        }
        if let root = colorRoot(expression, call: call, file: file, context: context) {
            return memberVerdict(expression, member: root.member, explicit: root.explicit, position, call: call, file: file, context: context)
        }
        // `base.step` / `base.step(...)`.
        var callNode: Node?
        var access = expression
        if expression.kind == .functionCallExpr, let callee = FunctionCallView(expression)?.calledExpression, callee.kind == .memberAccessExpr {
            callNode = expression
            access = callee
        }
        let step = MemberAccessView(access).flatMap { member -> (base: Node, name: Int)? in
            guard let base = member.base, let name = member.name, TypeResolver.typeReference(base, tree) == nil else { return nil }
            return (base, name)
        }
        if let step, let root = Rewriting.chainRoot(step.base),
           Self.implicitMember(root) != nil || colorRoot(root, call: call, file: file, context: context) != nil
            || (root.parent.map { colorRoot($0, call: call, file: file, context: context) != nil } ?? false) {
            // A chain on a Color member: `.white.opacity(0.5)`, `Color.ink.darker(by: 0.2)`.
            let baseVerdict = verdict(step.base, position, call: call, file: file, context: context)
            guard case .color(let replacements) = baseVerdict else {
                return tokenVerdict(expression, root: root, position, file: file, context: context) ?? baseVerdict
            }
            return stepVerdict(name: tree.text(of: step.name), call: callNode, after: replacements, call: call, file: file, context: context)
        }
        if let resolved = TypeResolver.resolve(expression, at: call, file: file, model: context.model) {
            if resolved.target == .external("Color") { return resolved.isOptional ? .optional(nil) : .color([]) }
            return .unknown(nil)
        }
        // A method of a value the resolver knows to be a Color (`tint.darker()`).
        if let step, let base = TypeResolver.resolve(step.base, at: call, file: file, model: context.model),
           base.target == .external("Color"), !base.isOptional {
            return stepVerdict(name: tree.text(of: step.name), call: callNode, after: [], call: call, file: file, context: context)
        }
        return layerVerdict(expression, file: file, context: context)
    }

    /// The most links (members, calls, subscripts, `?`, `!`) `verdict` follows in a chain.
    static let longestChain = 64

    /// The links of a postfix chain, counted up to `limit + 1`.
    static func chainLength(_ expression: Node, atMost limit: Int) -> Int {
        var count = 0
        var current: Node? = expression
        while let node = current, count <= limit {
            switch node.kind {
            case .memberAccessExpr: current = MemberAccessView(node)?.base
            case .functionCallExpr: current = FunctionCallView(node)?.calledExpression
            case .subscriptCallExpr, .optionalChainingExpr, .forceUnwrapExpr: current = node.firstChildNode
            default: return count
            }
            count += 1
        }
        return count
    }

    /// A chain on an implicit member that is not a Color itself (`.tokens.textPrimary`, a
    /// `@dynamicMemberLookup` design-token type): a Color when the expression type layer
    /// types the whole chain as SwiftUI's non-optional `Color` and, where a ShapeStyle is
    /// expected, the root member means the same there (`extension ShapeStyle where Self ==
    /// Color { static var tokens }`), so foregroundStyle reads the same colour; where it does
    /// not (only Color declares it), the root is written `Color.tokens`.
    func tokenVerdict(_ expression: Node, root: Node, _ position: Position, file: SourceFile, context: PassContext) -> Verdict? {
        // As the file is checked, or (the receiver of the call unknown) as foregroundColor's
        // `Color?` parameter makes it.
        var type = context.types.type(of: expression, in: file)
        var typeOfPart = { (node: Node) in context.types.type(of: node, in: file) }
        if type == nil {
            let checked = context.types.check(expression, expecting: "Color?", in: file)
            type = checked.type
            typeOfPart = checked.part
        }
        guard let type, type.nominalRef?.isSDK("Color") == true else { return nil }
        // `Color.tokens.x`: written explicitly, it means the same in foregroundStyle.
        if root.kind == .declReferenceExpr { return .color([]) }
        guard root.kind == .memberAccessExpr, let view = MemberAccessView(root), view.base == nil, let nameToken = view.name,
              let rootType = typeOfPart(root) else { return nil }
        if position == .color { return .color([]) }
        let name = file.tree.text(of: nameToken)
        if context.types.implicitMemberType(name, against: "ShapeStyle", at: root, in: file) == rootType { return .color([]) }
        let start = file.tree.startOffset(of: root)
        return .color([Replacement(start: start, end: start, text: "Color")])
    }

    /// What the expression type layer says where the resolver says nothing (`badge.color`
    /// on a ForEach element, members reached through casts, optional chains or
    /// dynamic-member key paths): SwiftUI's `Color` is a colour, `Color?` is optional.
    /// Only for values written without an implicit member at their root, whose type does
    /// not depend on the parameter they are passed to (foregroundStyle's is generic).
    func layerVerdict(_ expression: Node, file: SourceFile, context: PassContext) -> Verdict {
        guard [.declReferenceExpr, .memberAccessExpr, .functionCallExpr, .forceUnwrapExpr, .subscriptCallExpr].contains(expression.kind),
              let root = Self.referenceRoot(expression), root.kind == .declReferenceExpr else {
            return .unknown(nil)
        }
        guard let type = context.types.type(of: expression, in: file) else {
            return .unknown(context.types.describeUnknownPart(of: expression, in: file).map { "the type of `\($0.text)` is not known" })
        }
        if type.nominalRef?.isSDK("Color") == true { return .color([]) }
        if case .optional(let wrapped) = type, wrapped.fullyUnwrapped.nominalRef?.isSDK("Color") == true {
            return .optional("`\(Quote.shortened(file.tree.collapsedText(of: expression)))` is a \(type)")
        }
        return .unknown(nil)
    }

    /// The innermost base of a chain of members, calls, subscripts and `!`
    /// (`colors` in `colors[index]`, `theme` in `theme.palette[i]!.shade`); nil when the
    /// chain holds anything else.
    static func referenceRoot(_ expression: Node) -> Node? {
        var current = expression
        while true {
            switch current.kind {
            case .functionCallExpr, .subscriptCallExpr, .forceUnwrapExpr:
                guard let inner = current.firstChildNode else { return nil }
                current = inner
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { return current }
                current = base
            case .declReferenceExpr:
                return current
            default:
                return nil
            }
        }
    }

    /// One step after a Color: Color's own `opacity(_:)`/`mix(with:by:)`, or a member the
    /// project adds to Color.
    func stepVerdict(name: String, call callNode: Node?, after replacements: [Replacement], call: Node, file: SourceFile,
                     context: PassContext) -> Verdict {
        let tree = file.tree
        let labels = callNode.flatMap { FunctionCallView($0) }.map { $0.arguments.map { $0.label.map { tree.text(of: $0) } } }
        let model = context.model
        let declared = model.colorMembers(named: name, in: file, at: call).map(\.id).filter { id in
            let declaration = model.declaration(id)
            guard !declaration.isStatic else { return false }
            if let labels { return declaration.kind == .function && SemanticModel.accepts(declaration, labels: labels, trailingClosures: 0) }
            return declaration.kind == .variable || declaration.kind == .constant
        }
        if !declared.isEmpty {
            switch colorType(of: declared, context: context) {
            case .color: return .color(replacements)
            case let other: return other
            }
        }
        if let labels, Self.colorMethods[name]?.contains(labels) == true { return .color(replacements) }
        return .unknown("the project declares no Color member \(Self.signature(name, labels))")
    }

    /// `name` for a property, `name(a:_:)` for a call with those labels.
    static func signature(_ name: String, _ labels: [String?]?) -> String {
        name + (labels.map { "(" + $0.map { ($0 ?? "_") + ":" }.joined() + ")" } ?? "")
    }

    /// The implicit member at the root of an expression: `.red` itself, or the callee of
    /// `.hex("#fff")` / `.init(white: 0.5)`.
    static func implicitMember(_ expression: Node) -> Node? {
        if expression.kind == .memberAccessExpr, MemberAccessView(expression)?.base == nil { return expression }
        if expression.kind == .functionCallExpr, let callee = FunctionCallView(expression)?.calledExpression,
           callee.kind == .memberAccessExpr, MemberAccessView(callee)?.base == nil { return callee }
        return nil
    }

    /// A member of SwiftUI's Color as the whole expression: `.red`, `.hex(s)`, `.init(...)`
    /// (implicit), or `Color.red`, `Color.hex(s)`, `SwiftUI.Color.red`, `Color(...)`
    /// (explicit; `member` is then the `Color` reference itself for an initialiser call).
    func colorRoot(_ expression: Node, call: Node, file: SourceFile, context: PassContext) -> (member: Node, explicit: Bool)? {
        let tree = file.tree
        if let implicit = Self.implicitMember(expression) { return (implicit, false) }
        var callee = expression
        if expression.kind == .functionCallExpr, let called = FunctionCallView(expression)?.calledExpression { callee = called }
        func namesColor(_ node: Node) -> Bool {
            let text = tree.collapsedText(of: node)
            guard text == "Color" || text == "SwiftUI.Color" else { return false }
            return text == "SwiftUI.Color" || context.model.projectTypes(named: "Color", at: call, in: file).isEmpty
        }
        if callee != expression, namesColor(callee) { return (callee, true) }
        if let member = MemberAccessView(callee), let base = member.base, namesColor(base) { return (callee, true) }
        return nil
    }

    /// A member of Color where foregroundColor's `Color?` was expected: its type from the
    /// project's declarations or SwiftUI's, and how to write it for foregroundStyle
    /// (explicit members stay as written).
    func memberVerdict(_ expression: Node, member: Node, explicit: Bool, _ position: Position, call: Node, file: SourceFile,
                       context: PassContext) -> Verdict {
        let tree = file.tree
        let model = context.model
        let callView = expression == member ? nil : FunctionCallView(expression)
        let labels = callView.map { $0.arguments.map { $0.label.map { tree.text(of: $0) } } }
        let name: String
        if let nameToken = MemberAccessView(member)?.name {
            name = tree.text(of: nameToken)
        } else {
            name = "init"   // `Color(...)`
        }
        let prefix = Replacement(start: tree.startOffset(of: member), end: tree.startOffset(of: member), text: "Color")
        let rewrite = !explicit && position == .shapeStyle
        let qualify = context.value(of: Self.qualifyColors, for: Self.name)
        if name == "init" {
            // `.init(hex: s)`, `Color(hex: s)`: a Color, or a `Color?` when the project's init is failable.
            let failable = model.externalMembers(of: "Color", named: "init", in: file, at: call).filter { id in
                let declaration = model.declaration(id)
                return declaration.isFailable && SemanticModel.accepts(declaration, labels: labels ?? [], trailingClosures: 0)
            }
            if !failable.isEmpty { return .optional("the project's Color.init\(Self.signature("", labels)) is failable, \(model.declaredAt(failable))") }
            guard rewrite, let nameToken = MemberAccessView(member)?.name else { return .color([]) }
            // `.init(...)` → `Color(...)`.
            return .color([Replacement(start: tree.startOffset(of: member), end: Int(tree.tokens[nameToken].textEnd), text: "Color")])
        }
        if name == "none" && labels == nil && !explicit { return .optional(nil) }
        let members = model.colorMembers(named: name, in: file, at: call).filter { item in
            let declaration = model.declaration(item.id)
            guard declaration.isStatic || declaration.kind == .enumCase else { return false }
            if let labels { return declaration.kind == .function && SemanticModel.accepts(declaration, labels: labels, trailingClosures: 0) }
            return declaration.kind == .variable || declaration.kind == .constant
        }
        let others = model.otherShapeStyleMembers(named: name, in: file, at: call)
        if !members.isEmpty {
            switch colorType(of: members.map(\.id), context: context) {
            case .color:
                let bare = members.allSatisfy(\.onShapeStyle) && others.isEmpty && !qualify
                return .color(!rewrite || bare ? [] : [prefix])
            case let other:
                return other
            }
        }
        if labels != nil {
            return .unknown("the project declares no Color.\(Self.signature(name, labels)); its type is unknown")
        }
        // SwiftUI's own colours (or another module's property, taken to be a Color as
        // SwiftUI's are): `Color.x` keeps the meaning; the standard colours need no prefix.
        if !rewrite { return .color([]) }
        if Self.standardColors.contains(name) && others.isEmpty && !qualify { return .color([]) }
        return .color([prefix])
    }

    /// The one type a set of the project's Color members has: a Color, a `Color?`, or
    /// something else (each declaration named).
    func colorType(of ids: [Int32], context: PassContext) -> Verdict {
        let model = context.model
        var optional: [Int32] = []
        var other: [Int32] = []
        for id in ids {
            let declaration = model.declaration(id)
            var text = declaration.typeText
            if text == nil, declaration.kind == .variable || declaration.kind == .constant {
                text = TypeResolver.typeOf(declaration: id, model: context.model, depth: 0)?.text
            }
            guard var written = text?.filter({ !$0.isWhitespace }) else {
                other.append(id)
                continue
            }
            // `Self` in `extension Color` or `extension ShapeStyle where Self == Color`.
            if written.hasPrefix("Self") { written = "Color" + written.dropFirst(4) }
            let canonical = model.canonicalType(written, declaredBy: id)
            let isOptional = TypeName(canonical.text)?.isOptional ?? false
            if canonical.target != .external("Color") {
                other.append(id)
            } else if isOptional {
                optional.append(id)
            }
        }
        if !optional.isEmpty {
            let declaration = model.declaration(optional[0])
            let verb = declaration.kind == .function ? "(" + declaration.labels.map { ($0 ?? "_") + ":" }.joined() + ") returns" : " is"
            return .optional("\(model.qualifiedName(of: optional[0]))\(verb) \(declaration.typeText ?? "Color?"), \(model.declaredAt(optional))")
        }
        if !other.isEmpty {
            return .unknown("\(model.qualifiedName(of: other[0])) is not declared as a Color \(model.declaredAt(other))")
        }
        return .color([])
    }

    /// Whether a modifier's base is an attributed-string value (its `foregroundColor` is an
    /// attribute, not the View modifier).
    static func isAttributeValue(_ base: Node, call: Node, file: SourceFile, context: PassContext, chains: Rewriting.ChainEnds) -> Bool {
        let attributeTypes: Set<String> = ["AttributeContainer", "AttributedString", "AttributedSubstring"]
        if let root = chains.root(base), root.kind == .declReferenceExpr, attributeTypes.contains(file.tree.text(of: root)) { return true }
        if let type = TypeResolver.resolveType(base, at: call, file: file, model: context.model) {
            return attributeTypes.contains(TypeName.lastComponent(type))
        }
        return false
    }

    /// `foregroundColor` for `x.foregroundColor`, `.foregroundColor` or `foregroundColor`.
    static func calleeName(_ callee: Node, _ tree: SyntaxTree) -> String? {
        nameToken(callee).map { tree.text(of: $0) }
    }

    static func nameToken(_ callee: Node) -> Int? {
        switch callee.kind {
        case .memberAccessExpr: return MemberAccessView(callee)?.name
        case .declReferenceExpr: return callee.childTokens.first
        default: return nil
        }
    }

    /// Whether the modifier's result must be a `Text`: an operand of `+`, interpolated into
    /// `Text("\(...)")`, returned from a `-> Text` function, or assigned to a Text variable.
    static func isTextContext(_ call: Node, _ tree: SyntaxTree, chains: Rewriting.ChainEnds = Rewriting.ChainEnds()) -> Bool {
        // Climb the modifier chain: `Text(...).foregroundColor(.red).bold()`.
        let outer = chains.top(call)
        guard let parent = outer.parent else { return false }
        switch parent.kind {
        case .sequenceExpr:
            // A `+` right before or after it (an operator is an element of its own, one token);
            // looked at by token, not by listing the elements (a sequence may hold 100,000).
            for t in [outer.firstToken - 1, outer.endToken] where t >= parent.firstToken && t < parent.endToken {
                if tree.tokens[t].kind == .binaryOperator, tree.text(of: t) == "+" { return true }
            }
            return false
        case .labeledExpr:
            guard let list = parent.parent, list.kind == .labeledExprList, let owner = list.parent else { return false }
            // An argument of an API that takes a `Text`: `.navigationTitle(Text(...))`,
            // `Alert(title: Text(...))`, `.accessibilityLabel(Text(...))`, ...
            if owner.kind == .functionCallExpr, let callee = owner.childNodes.first {
                let name = calleeName(callee, tree) ?? tree.text(of: callee)
                if textTakingAPIs.contains(name) { return true }
            }
            // `Text("\(Text(...).foregroundColor(.red))")`.
            guard owner.kind == .expressionSegment, let literal = owner.parent, literal.kind == .stringLiteralExpr else { return false }
            var node = literal
            while let up = node.parent, up.kind == .labeledExpr || up.kind == .labeledExprList { node = up }
            guard let text = node.parent, text.kind == .functionCallExpr, let callee = text.childNodes.first else { return false }
            return tree.text(of: callee) == "Text"
        case .returnStmt:
            return enclosingReturnType(parent, tree) == "Text"
        case .codeBlock, .accessorBlock:
            // A single-expression body returns its value.
            guard parent.childNodeCount(upTo: 2) == 1 else { return false }
            return enclosingReturnType(outer, tree) == "Text"
        case .closureExpr:
            // A single-expression closure returns its value: `{ () -> Text in Text(...)... }`.
            guard parent.childNodes.filter({ $0.kind != .closureSignature }).count == 1 else { return false }
            return closureResultType(parent, tree) == "Text"
        case .initializerClause:
            guard let binding = parent.parent, binding.kind == .patternBinding,
                  let type = binding.child(.typeAnnotation)?.childNodes.first else { return false }
            return tree.collapsedText(of: type) == "Text"
        default:
            return false
        }
    }

    /// Text's modifiers whose View counterparts came later than SwiftUI itself (Apple's
    /// availability of `View.bold()`, `View.strikethrough(_:color:)`, ...).
    static let viewCounterpartOS: [String: Availability] = {
        let sixteen = Availability(iOS: 16, macOS: 13, tvOS: 16, watchOS: 9)
        let design = Availability(versions: [.iOS: Version(16, 1), .macOS: Version(13), .tvOS: Version(16, 1), .watchOS: Version(9, 1)])
        let width = Availability(versions: [.iOS: Version(16, 4), .macOS: Version(13, 3), .tvOS: Version(16, 4), .watchOS: Version(9, 4)])
        var table = Dictionary(uniqueKeysWithValues: ["bold", "italic", "fontWeight", "strikethrough", "underline", "kerning", "tracking", "baselineOffset"].map { ($0, sixteen) })
        table["fontDesign"] = design
        table["fontWidth"] = width
        return table
    }()

    /// A modifier later in a Text's chain (`Text(s).foregroundColor(.red).strikethrough()`)
    /// that is Text's own, and whose View counterpart the deployment target does not allow:
    /// below iOS 17 the rewrite makes the chain `some View` there. Its name and what it needs.
    static func laterTextModifier(after call: Node, file: SourceFile, context: PassContext) -> (String, Availability)? {
        let tree = file.tree
        guard let base = FunctionCallView(call)?.calledExpression.flatMap(MemberAccessView.init)?.base else { return nil }
        if let type = context.types.type(of: base, in: file) {
            guard type.nominalRef?.isSDK("Text") == true else { return nil }
        } else if Rewriting.chainRoot(base).map({ tree.text(of: $0) }) != "Text" {
            return nil
        }
        var current = call
        while let member = current.parent, let view = MemberAccessView(member), view.base == current,
              let applied = member.parent, applied.kind == .functionCallExpr, applied.firstChildNode == member {
            if let name = view.name.map({ tree.text(of: $0) }), let needs = viewCounterpartOS[name], !needs.isSatisfied(by: context.target) {
                return (name + "()", needs)
            }
            current = applied
        }
        return nil
    }

    /// Where a chain that is a `Text` is kept as a value, not placed in a view: the value of
    /// a binding with no type (`let noun = Text(s).foregroundColor(.gray)`, used later as a
    /// Text or stored as a property whose type would become `some View`), the right of an
    /// assignment, a branch of `?:`, an element of a literal (whose other elements are
    /// Texts), or an argument of a call that is not a view's (`texts.append(...)`). Below iOS 17 the rewrite turns such a value into `some View`. Nil when the
    /// chain is not a Text or is used in place.
    static func textKeptAsValue(_ call: Node, file: SourceFile, context: PassContext, chains: Rewriting.ChainEnds) -> String? {
        let tree = file.tree
        let outer = chains.top(call)
        guard let parent = outer.parent else { return nil }
        if let type = context.types.type(of: outer, in: file) {
            guard type.nominalRef?.isSDK("Text") == true else { return nil }
        } else if let root = chains.root(outer), tree.text(of: root) != "Text" {
            // `{ $0.foregroundColor(.green) }` kept as a value: `$0` may well be a Text
            // (a `[String: (Text) -> Text]` of styles), and nothing says it is not.
            guard parent.kind == .closureExpr, tree.text(of: root).hasPrefix("$"),
                  parent.childNodes.filter({ $0.kind != .closureSignature }).count == 1,
                  let place = closureKeptAsValue(parent, tree) else { return nil }
            return "returned by a closure \(place), whose \(tree.text(of: root)) may be a Text"
        }
        switch parent.kind {
        case .initializerClause:
            guard let binding = parent.parent, binding.kind == .patternBinding, binding.child(.typeAnnotation) == nil else { return nil }
            let name = binding.childNodes.first.map { tree.collapsedText(of: $0) } ?? "a binding"
            return "the value of `\(Quote.shortened(name))`"
        case .sequenceExpr:
            // `x = Text(...)...` (the assignment is an element of its own, one token), or the
            // else branch of `c ? a : Text(...)...` (the ternary's `:` right before it);
            // looked at by token, not by listing the elements (a sequence may hold 100,000).
            let before = outer.firstToken - 1
            guard before >= parent.firstToken else { return nil }
            switch tree.text(of: before) {
            case "=": return "assigned"
            case ":": return "a branch of ?:"
            default: return nil
            }
        case .unresolvedTernaryExpr:
            return "a branch of ?:"
        case .arrayElement, .dictionaryElement:
            return "an element of a literal"
        case .labeledExpr:
            // `texts.append(Text(...)...)`: an argument of anything but a view's initialiser
            // or a modifier that takes a view (`.overlay(Text(...)...)`) may need a Text.
            return nonViewCall(taking: parent, tree).map { "passed to `\(Quote.shortened($0))`" }
        case .closureExpr:
            // `{ $0.bold().foregroundColor(.orange) }`: a single-expression closure returns
            // the Text, and one kept as a value may be typed `(Text) -> Text`.
            guard parent.childNodes.filter({ $0.kind != .closureSignature }).count == 1,
                  let place = closureKeptAsValue(parent, tree) else { return nil }
            return "returned by a closure \(place)"
        default:
            return nil
        }
    }

    /// Where a closure is kept as a value whose type the code around it may fix (an element
    /// of a literal, a binding, an argument of a call that is not a view's, or the function
    /// of `map`/`compactMap`/`reduce`), not run in place as view content. Nil for the content
    /// of a view or modifier.
    static func closureKeptAsValue(_ closure: Node, _ tree: SyntaxTree) -> String? {
        guard let parent = closure.parent else { return nil }
        switch parent.kind {
        case .arrayElement, .dictionaryElement:
            return "in a literal"
        case .initializerClause:
            return "stored in a binding"
        case .labeledExpr:
            return nonViewCall(taking: parent, tree).map { "passed to `\(Quote.shortened($0))`" }
        case .functionCallExpr:
            guard let callee = parent.childNodes.first, callee != closure else { return nil }
            let name = calleeName(callee, tree) ?? ""
            return ["map", "compactMap", "flatMap", "reduce"].contains(name) ? "passed to `\(name)`" : nil
        default:
            return nil
        }
    }

    /// The name of the call an argument is passed to, unless that call is a view's
    /// initialiser (capitalised) or a modifier that takes any view.
    static func nonViewCall(taking argument: Node, _ tree: SyntaxTree) -> String? {
        guard let list = argument.parent, list.kind == .labeledExprList, let owner = list.parent, owner.kind == .functionCallExpr,
              let callee = owner.childNodes.first else { return nil }
        let name = calleeName(callee, tree) ?? tree.text(of: callee)
        return name.first?.isUppercase == true || viewTakingModifiers.contains(name) ? nil : name
    }

    /// SwiftUI modifiers whose argument in parentheses is any view.
    static let viewTakingModifiers: Set<String> = [
        "overlay", "background", "mask", "listRowBackground", "navigationBarItems",
    ]

    /// SwiftUI APIs whose parameters are `Text` (not a View): a Text passed to them must stay
    /// a Text.
    static let textTakingAPIs: Set<String> = [
        "navigationTitle", "navigationBarTitle", "navigationSubtitle", "help", "accessibilityLabel", "accessibilityValue",
        "accessibilityHint", "accessibility", "badge", "Alert", "ActionSheet", "default", "cancel", "destructive",
        "tabItem", "contextMenu", "confirmationDialog", "alert",
    ]

    /// A closure's result type: written in its signature (`{ () -> Text in ... }`), or, for a
    /// closure called where it is written (`let t: Text = { ... }()`), the type its value
    /// must have there (a binding's annotation, a function's result).
    static func closureResultType(_ closure: Node, _ tree: SyntaxTree) -> String? {
        if let written = closure.child(.closureSignature)?.child(.returnClause)?.childNodes.first {
            return tree.collapsedText(of: written)
        }
        guard let call = closure.parent, call.kind == .functionCallExpr, call.childNodes.first == closure,
              let place = call.parent else { return nil }
        switch place.kind {
        case .initializerClause:
            return place.parent?.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
        case .returnStmt:
            return enclosingReturnType(place, tree)
        default:
            return nil
        }
    }

    /// The declared result type of the function, property or closure around `node`.
    static func enclosingReturnType(_ node: Node, _ tree: SyntaxTree) -> String? {
        var current = node
        while let parent = current.parent {
            switch parent.kind {
            case .functionDecl:
                return parent.child(.functionSignature)?.child(.returnClause)?.childNodes.first.map { tree.collapsedText(of: $0) }
            case .patternBinding:
                return parent.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
            case .closureExpr:
                return closureResultType(parent, tree)
            case .initializerDecl:
                return nil
            default:
                current = parent
            }
        }
        return nil
    }
}
