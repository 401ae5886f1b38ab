import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces the deprecated view-argument forms of `overlay`, `background` and `mask` with
/// their trailing-closure forms: `.overlay(X, alignment: A)` → `.overlay(alignment: A) { X }`,
/// `.overlay(X)` → `.overlay { X }` (same for `background`), `.mask(X)` → `.mask { X }`.
///
/// With an `alignment:` argument the only SwiftUI overload takes a View, so the rewrite is
/// exact for views. Without one, `.background(X)` and `.overlay(X)` also have a current
/// `ShapeStyle` overload: a style argument (`Color.red`, `.thinMaterial`) already resolves
/// to it and is left alone without a word, and an argument whose type cannot be told is left
/// alone too (it may be a style). `mask(_:)` has only the View overload, so every argument is
/// a view there.
public struct OverlayContentPass: BuiltInPass {
    public static let name = "overlay-content"
    public static let reasons = ["comment-in-arguments", "in-condition", "layout", "project-function", "style-argument", "unknown-argument"]
    public static let formerNames = ["overlay-alignment"]
    public static let summary = "Replace overlay(_:alignment:), background(_:alignment:), their alignment-less forms with a view and mask(_:) with trailing-closure forms."
    public static let minimumOS = Availability(iOS: 15, macOS: 12, tvOS: 15, watchOS: 8, visionOS: 1)

    /// Types that are shape styles (Color and the gradients are views too).
    static let styleTypes: Set<String> = [
        "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "AnyGradient",
        "Material", "ImagePaint", "HierarchicalShapeStyle", "ForegroundStyle", "BackgroundStyle", "TintShapeStyle",
        "SelectionShapeStyle", "SeparatorShapeStyle", "AnyShapeStyle", "MeshGradient", "UIColor", "NSColor",
    ]

    public static let explanation = """
    Rewrites the deprecated view-argument forms into their trailing-closure replacements
    (formerly named `overlay-alignment`; that name still selects, configures and suppresses
    this pass):
    - `.overlay(X, alignment: A)` → `.overlay(alignment: A) { X }`, and the same for
      `.background`;
    - `.overlay(X)` → `.overlay { X }` and `.background(X)` → `.background { X }` when `X` is
      a view;
    - `.mask(X)` → `.mask { X }` (`mask(alignment:_:)`).
    The replacements exist from iOS 15 / macOS 12 / tvOS 15 / watchOS 8.

    `X` and `A` are kept byte for byte. A one-line `X` stays on the line
    (`.overlay(alignment: .top) { Text("new") }`); a multi-line `X` goes on its own lines,
    indented one level (the file's unit: tabs, 2 or 4 spaces) deeper than the modifier's
    line, with the closing brace at the modifier's indentation.

    `X` is rewritten when it is a view: a call of a view type (`Text(...)`, `Image(...)`,
    `RoundedRectangle(...).stroke(...)`, `VStack { ... }`, any capitalised type that is not
    a shape style; anything ending in a modifier only views have, `.clipShape(...)`,
    `.cornerRadius(...)`, `.edgesIgnoringSafeArea(...)`, `.frame(...)` and the like), or a property or variable declared as such (`some View`, a View type of
    the project), an optional of a view (`leftButton: Content?` with `Content: View`,
    `c ? Button(...) : nil`: an optional view is a view, never a shape style) as the type
    layer knows it. For `.mask(X)` any argument is a view: `mask(_:)` has no other overload.

    Left unchanged without a finding: `.background(X)` / `.overlay(X)` without `alignment:`
    whose `X` is a shape style (`Color.red`, `.thinMaterial`: that call already resolves to
    the current `background(_:ignoresSafeAreaEdges:)` overload).

    Left unchanged, each with a warning:
    - with `alignment:`, shape styles: `Color...`, gradients, materials, implicit members
      such as `.red` or `.thinMaterial`, and project types that conform to ShapeStyle. Color
      and gradients are views too, so `.background(alignment: A) { X }` keeps today's drawing
      exactly, while `.background(X)` (the style form) also fills the safe area: choose by
      hand;
    - arguments whose type cannot be told from the source (`badge`, `makeBadge()`): rewrite
      by hand if it is a view (without `alignment:`, a shape style needs no change);
    - calls the project's own `overlay`/`background`/`mask` function may resolve to;
    - calls with comments inside the parentheses that the rewrite would have to move, or a
      multi-line argument whose lines are not indented under its first line;
    - calls inside an `if`/`guard`/`while` condition, where a trailing closure would not parse
      as intended.
    """

    public static let examples: [Example] = [
        .rewrite("let v = Image(\"folder\").overlay(Text(\"new\"), alignment: .bottom)\n",
                 "let v = Image(\"folder\").overlay(alignment: .bottom) { Text(\"new\") }\n"),
        .rewrite("let v = Text(\"a\").background(RoundedRectangle(cornerRadius: 4).stroke(), alignment: .leading)\n",
                 "let v = Text(\"a\").background(alignment: .leading) { RoundedRectangle(cornerRadius: 4).stroke() }\n"),
        .rewrite("let v = Text(\"a\").background(Capsule().fill(Color.blue))\n",
                 "let v = Text(\"a\").background { Capsule().fill(Color.blue) }\n"),
        .rewrite("let v = Text(\"a\").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))\n",
                 "let v = Text(\"a\").mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }\n"),
        .unchanged("let v = Text(\"a\").background(Color.red, alignment: .top)\n", reason: "style-argument"),
        .unchanged("let v = Text(\"a\").overlay(badge, alignment: .topTrailing)\n", reason: "unknown-argument"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        var unit: String?
        for site in Rewriting.modifierCalls(named: ["overlay", "background", "mask"], in: file, context) {
            guard site.trailingClosures.isEmpty, let content = site.arguments.first?.expression,
                  // `.mask({ A; B })` passes the closure of the current overload in parentheses.
                  content.kind != .closureExpr else { continue }
            let name = tree.text(of: site.nameToken)
            let aligned = site.labels == [nil, "alignment"] && name != "mask"
            guard aligned || site.labels == [nil] else { continue }
            let alignment = aligned ? site.arguments[1].expression : nil
            if aligned && alignment == nil { continue }
            let shown = "\(name)(\(Rewriting.short(content, tree))" + (alignment.map { ", alignment: \(Rewriting.short($0, tree)))" } ?? ")")
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: site.start(tree), "\(shown) not rewritten: \(message)", pass: Self.name, reason: reason))
            }
            let form = alignment == nil ? ".\(name) { X }" : ".\(name)(alignment: A) { X }"
            let kind = name == "mask" ? Kind.view : Self.classify(content, site: site.call, file: file, context: context)
            // Without `alignment:`, a shape style resolves to the current ShapeStyle overload.
            if alignment == nil && kind == .style { continue }
            if let own = context.model.ownFunctions(calledBy: site.call, in: file) {
                if own.isCertain { continue }
                decline("\(own.message); if it means SwiftUI's, rewrite by hand", "project-function")
                continue
            }
            switch kind {
            case .style:
                decline("the argument is a shape style: .\(name)(alignment:) { X } keeps it a view, .\(name)(X) makes it a style that fills the safe area; choose by hand", "style-argument")
                continue
            case .unknown:
                let style = alignment == nil ? " (a shape style needs no change)" : ""
                decline("cannot tell that the argument is a view\(style); if it is, write \(form)", "unknown-argument")
                continue
            case .view:
                break
            }
            switch Self.replacement(site, content: content, alignment: alignment, tree: tree, unit: &unit) {
            case .failure(let problem):
                decline(problem.message, problem.reason)
            case .success(let edit):
                output.edits.append(Edit(start: edit.start, end: edit.end, replacement: edit.text, pass: Self.name, site: site.start(tree)))
            }
        }
        return output
    }

    /// Why a recognised call cannot be rewritten as written.
    struct Problem: Error {
        var message: String
        var reason: String
    }

    /// The text that replaces the call's parentheses: ` { X }` or `(alignment: A) { X }`.
    static func replacement(_ site: Rewriting.ModifierCall, content: Node, alignment: Node?, tree: SyntaxTree,
                            unit: inout String?) -> Result<(start: Int, end: Int, text: String), Problem> {
        guard let closing = site.call.childTokens.last, tree.tokens[closing].kind == .rightParen,
              let opening = site.call.childTokens.first(where: { tree.tokens[$0].kind == .leftParen }) else {
            return .failure(Problem(message: "the call's parentheses are not where expected; rewrite by hand", reason: "layout"))
        }
        let insideStart = Int(tree.tokens[opening].textEnd)
        let insideEnd = Int(tree.tokens[closing].textStart)
        let contentStart = tree.startOffset(of: content)
        let contentEnd = tree.endOffset(of: content)
        var gaps = [(insideStart, contentStart)]
        if let alignment {
            gaps += [(contentEnd, tree.startOffset(of: alignment)), (tree.endOffset(of: alignment), insideEnd)]
        } else {
            gaps.append((contentEnd, insideEnd))
        }
        // `Capsule()\n    .fill(.red) // note\n)`: a line comment ending the last line of the
        // argument stays at the end of that line.
        let trailingComment = alignment == nil ? Self.trailingLineComment(tree.bytes[contentEnd..<insideEnd]) : nil
        if trailingComment != nil { gaps.removeLast() }
        if gaps.contains(where: { Rewriting.containsComment(tree, $0.0, $0.1) }) {
            return .failure(Problem(message: "a comment inside the parentheses would have to move; rewrite by hand", reason: "comment-in-arguments"))
        }
        if Rewriting.isInCondition(site.call) {
            return .failure(Problem(message: "the call is part of a condition, where a trailing closure would not parse as intended; rewrite by hand", reason: "in-condition"))
        }
        // `.overlay (X)` keeps its one space before the brace; `.overlay (X, alignment: A)`
        // loses it: `.overlay(alignment: A) {`.
        let spaced = [32, 9].contains(tree.bytes[max(0, Int(tree.tokens[opening].textStart) - 1)])
        var start = Int(tree.tokens[opening].textStart)
        if spaced, alignment != nil, opening > 0, tree.bytes[Int(tree.tokens[opening - 1].textEnd)..<start].allSatisfy({ $0 == 32 || $0 == 9 }) {
            start = Int(tree.tokens[opening - 1].textEnd)
        }
        let head = alignment.map { "(alignment: \(String(decoding: tree.bytes[tree.startOffset(of: $0)..<tree.endOffset(of: $0)], as: UTF8.self))) {" } ?? (spaced ? "{" : " {")
        let contentBytes = Array(tree.bytes[contentStart..<contentEnd]) + Array((trailingComment ?? "").utf8)
        // An argument on a line of its own keeps a line of its own in the closure.
        if !contentBytes.contains(10) && !contentBytes.contains(13) && trailingComment == nil && !Self.startsLine(contentStart, tree) {
            return .success((start, Int(tree.tokens[closing].textEnd), "\(head) \(String(decoding: contentBytes, as: UTF8.self)) }"))
        }
        let fileUnit = unit ?? Rewriting.indentationUnit(tree)
        unit = fileUnit
        let lineIndent = Rewriting.lineIndentation(tree.bytes, at: site.start(tree))
        let baseline = Self.startsLine(contentStart, tree) ? Rewriting.lineIndentation(tree.bytes, at: contentStart)
            : Self.continuationBaseline(contentBytes, lineIndent: lineIndent, unit: fileUnit)
        guard var body = Rewriting.reindent(String(decoding: contentBytes, as: UTF8.self), from: baseline, to: lineIndent + fileUnit, requireBase: true,
                                            keepingColumnZero: true) else {
            return .failure(Problem(message: "the argument's lines are not indented under its first line, so it cannot be moved into a closure cleanly; rewrite by hand", reason: "layout"))
        }
        if !Self.startsLine(contentStart, tree) {
            let lineStart = tree.bytes[..<contentStart].lastIndex(of: 10).map { $0 + 1 } ?? 0
            body = Rewriting.keepingAlignment(body, original: contentBytes, from: contentStart - lineStart, to: (lineIndent + fileUnit).utf8.count)
        }
        return .success((start, Int(tree.tokens[closing].textEnd), "\(head)\n\(lineIndent)\(fileUnit)\(body)\n\(lineIndent)}"))
    }

    /// The text between an argument and `)` when it is a line comment (with the spaces
    /// before it) and then only a line break and indentation: ` // note`.
    static func trailingLineComment(_ gap: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: gap, as: UTF8.self)
        guard let slash = text.range(of: "//"), text[..<slash.lowerBound].allSatisfy({ $0 == " " || $0 == "\t" }),
              !text[..<slash.lowerBound].isEmpty, let newline = text.firstIndex(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }),
              text[newline...].allSatisfy({ $0.isWhitespace }) else { return nil }
        let comment = text[..<newline]
        return comment.contains("/*") ? nil : String(comment)
    }

    enum Kind { case view, style, unknown }

    /// View modifiers no shape style has: their result is always a view.
    static let viewOnlyModifiers: Set<String> = [
        "clipShape", "cornerRadius", "clipped", "edgesIgnoringSafeArea", "ignoresSafeArea", "scaleEffect", "rotationEffect",
        "frame", "padding", "mask", "aspectRatio", "fixedSize", "compositingGroup", "drawingGroup", "contentShape",
    ]

    /// Whether an argument is a view, a shape style, or cannot be told.
    static func classify(_ expression: Node, site: Node, file: SourceFile, context: PassContext) -> Kind {
        let tree = file.tree
        switch expression.kind {
        case .postfixIfConfigExpr:
            // `Group { ... } #if os(macOS) .padding() #endif`: modifiers under `#if` keep a
            // view a view; a style with them is not known to stay one.
            guard let base = expression.firstChildNode else { return .unknown }
            return classify(base, site: site, file: file, context: context) == .view ? .view : .unknown
        case .tupleExpr:
            let inner = expression.child(.labeledExprList)?.children(.labeledExpr) ?? []
            guard inner.count == 1, inner[0].childTokens.isEmpty, let value = inner[0].childNodes.last else { return .unknown }
            return classify(value, site: site, file: file, context: context)
        case .sequenceExpr:
            // `c ? A : B` (`a == b ? A : B`: `?:` binds loosest): a view when both branches are.
            let elements = expression.childNodes
            guard elements.count >= 3, elements.count % 2 == 1, elements[elements.count - 2].kind == .unresolvedTernaryExpr,
                  !elements.dropLast(2).contains(where: { $0.kind == .unresolvedTernaryExpr || $0.kind == .assignmentExpr }),
                  let then = elements[elements.count - 2].childNodes.first else { return .unknown }
            let branches = [then, elements[elements.count - 1]]
            let kinds = branches.filter { $0.kind != .nilLiteralExpr }.map { classify($0, site: site, file: file, context: context) }
            // `c ? Button(...) : nil` is an optional view; `c ? nil : Color.red` too (an
            // optional is never a shape style, and Color is a view).
            if kinds.count == 1 { return kinds[0] == .unknown ? .unknown : .view }
            if kinds.contains(.style) { return .style }
            return kinds.allSatisfy { $0 == .view } ? .view : .unknown
        case .functionCallExpr, .memberAccessExpr, .declReferenceExpr:
            // `color.clipShape(.rect(cornerRadius: 8))`: a modifier only views have makes a
            // view, whatever its receiver (unless the project declares a method of the name).
            if expression.kind == .functionCallExpr, let callee = expression.firstChildNode, let member = MemberAccessView(callee),
               member.base != nil, let name = member.name.map({ tree.text(of: $0) }), viewOnlyModifiers.contains(name),
               !context.model.visibleMembers(named: name, in: file, at: site).contains(where: { context.model.declaration($0).kind == .function }) {
                return .view
            }
            // `(a ?? b).map { Image(...) }`: a chain on a parenthesised value.
            guard let root = Rewriting.chainRoot(expression) else { return layerKind(expression, file: file, context: context) }
            if root.kind == .memberAccessExpr {
                // `.red`, `.thinMaterial`, `.linearGradient(...)`: only a style can be written so.
                return .style
            }
            let rootName = tree.text(of: root)
            if rootName.first?.isUppercase == true {
                // Only a call of the type (`Text(...)`) or a chain on one (`Color.red`).
                if styleTypes.contains(rootName) || isProjectType(rootName, conformingTo: "ShapeStyle", at: site, file, context) {
                    // `Color.black.ignoresSafeArea()`: a view modifier on a style is a view.
                    guard root != expression else { return .style }
                    let layer = layerKind(expression, file: file, context: context)
                    // A method the type layer cannot type (`Color.gray.clipShape(.rect(...))`
                    // against an SDK older than the call) may make it a view: not known.
                    if layer == .unknown && callsMethod(expression, tree) { return .unknown }
                    return layer == .view ? .view : .style
                }
                // A property named like a type (`MainView`, declared `some View`).
                if root == expression, expression.kind == .declReferenceExpr, let identity = context.model.enclosingDeclarations(of: expression, in: file)
                    .lazy.compactMap({ context.model.typeIdentity($0) }).first {
                    let found = TypeResolver.members(rootName, of: identity, file: file, site: expression, model: context.model)
                    if !found.isEmpty, found.allSatisfy({ ["someView", "AnyView"].contains(context.model.declaration($0).typeText?.filter { !$0.isWhitespace }) }) {
                        return .view
                    }
                }
                if root == expression { return .unknown }
                // What the chain gives, when the type layer knows (`Palette().accent` is a Color).
                let layer = layerKind(expression, file: file, context: context)
                if layer != .unknown { return layer }
                // `Text(...)...`: the chain starts by making a value of a view type (of the
                // project's, or the SDK's), and view modifiers keep it a view.
                guard let first = root.parent, first.kind == .functionCallExpr, first.childNodes.first == root else { return .unknown }
                // `T(...)` alone: what `.overlay` takes is a view or a style, and not a style.
                if first == expression { return .view }
                // `T(...).member` of a project type: only on a view type (`Palette().accent`
                // may be a Color). The SDK's styles are listed above, so an SDK type's chain
                // (`Text(...).font(...)`) is a view.
                if let project = context.model.resolveNominal(rootName, in: file, at: site) {
                    return context.model.conforms(project, to: "View") ? .view : .unknown
                }
                return .view
            }
            // A name or member whose declared type says what it is.
            if let type = TypeResolver.resolveType(expression, at: site, file: file, model: context.model) {
                let compact = type.filter { !$0.isWhitespace }
                if compact == "someView" || compact == "AnyView" { return .view }
                let last = TypeName.lastComponent(compact)
                if styleTypes.contains(last) || isProjectType(compact, conformingTo: "ShapeStyle", at: site, file, context) || compact.hasPrefix("someShapeStyle") { return .style }
                if isProjectType(compact, conformingTo: "View", at: site, file, context) { return .view }
            }
            return layerKind(expression, file: file, context: context)
        default:
            return .unknown
        }
    }

    /// Methods of Color and ShapeStyle that keep a style a style (`opacity(_:)`, `mix(with:by:)`).
    static let styleMethods: Set<String> = ["opacity", "mix", "gradient", "shadow", "blendMode", "resolve", "exposureAdjust"]

    /// Whether a member/call chain calls a method on a value that may make it something else
    /// (`Color.gray.clipShape(...)`), not only a type's initialiser, members, or a style's own
    /// methods (`Color(white: 0.2)`, `Color.brand.primary.opacity(0.1)`).
    static func callsMethod(_ expression: Node, _ tree: SyntaxTree) -> Bool {
        var current = expression
        while true {
            switch current.kind {
            case .functionCallExpr:
                guard let callee = current.firstChildNode else { return false }
                if let member = MemberAccessView(callee), member.base != nil,
                   !styleMethods.contains(member.name.map { tree.text(of: $0) } ?? "") { return true }
                current = callee
            case .memberAccessExpr:
                guard let base = MemberAccessView(current)?.base else { return false }
                current = base
            default:
                return false
            }
        }
    }

    /// What the type layer knows of a value: a shape style (Color is one, and a view), a
    /// view (a generic parameter constrained to View too), or an optional of a view, which
    /// is a view and never a style (`leftButton: LeftContent?`).
    static func layerKind(_ expression: Node, file: SourceFile, context: PassContext) -> Kind {
        guard let type = context.types.type(of: expression, in: file) else { return .unknown }
        if case .optional = type {} else {
            switch context.types.conforms(type, toSDKProtocol: "ShapeStyle", in: file) {
            case true?: return .style
            case nil:
                // A generic parameter's constraints, or an opaque type's, pick the overload:
                // `V: View` and `some View` go to the view one, though some V (Color) is
                // also a style.
                switch type {
                case .genericParameter, .opaque: break
                default: return .unknown
                }
            case false?: break
            }
        }
        return context.types.conforms(type.fullyUnwrapped, toSDKProtocol: "View", in: file) == true ? .view : .unknown
    }

    /// Whether a type name means, at `site`, a project type that is or conforms to an outside
    /// protocol (`ShapeStyle`, `View`), in its declaration or any extension.
    static func isProjectType(_ name: String, conformingTo outside: String, at site: Node, _ file: SourceFile, _ context: PassContext) -> Bool {
        guard let type = context.model.resolveNominal(name, in: file, at: site) else { return false }
        return context.model.conforms(type, to: outside)
    }

    /// Whether only whitespace precedes `offset` on its line.
    static func startsLine(_ offset: Int, _ tree: SyntaxTree) -> Bool {
        ViewStatements.startsLine(offset, tree)
    }

    /// What a view that starts in the middle of the modifier's line is indented from: the
    /// line's indentation, or, when all its continuation lines sit deeper than one level
    /// below that line (`.overlay(Text("Badge")` with `.padding(4)` aligned under `Text`),
    /// one level above the shallowest of them, so they stay one level below the view.
    static func continuationBaseline(_ bytes: [UInt8], lineIndent: String, unit: String) -> String {
        var shallowest: [UInt8]?
        for line in bytes.split(separator: 10, omittingEmptySubsequences: false).dropFirst() {
            if line.allSatisfy({ $0 == 32 || $0 == 9 || $0 == 13 }) { continue }
            let indentation = Array(line.prefix { $0 == 32 || $0 == 9 })
            if shallowest.map({ indentation.count < $0.count }) ?? true { shallowest = indentation }
        }
        let line = Array(lineIndent.utf8)
        let step = Array(unit.utf8)
        guard let shallowest, shallowest.starts(with: line), shallowest.count > line.count + step.count,
              Array(shallowest.suffix(step.count)) == step else { return lineIndent }
        return String(decoding: shallowest.dropLast(step.count), as: UTF8.self)
    }
}
