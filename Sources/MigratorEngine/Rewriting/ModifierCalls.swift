import Foundation
import MigratorSemantics
import SwiftCST

/// Finding modifier calls by shape: `base.name(...)`, `.name(...)` inside a `#if` of a chain,
/// or `name(...)` with implicit `self` in a view.
extension Rewriting {
    /// A call of a modifier by name: `base.name(...)`, `.name(...)` inside a `#if` of a
    /// chain, or `name(...)` with implicit `self` inside a View or ViewModifier.
    package struct ModifierCall {
        package let call: Node
        /// The modifier's name token.
        package let nameToken: Int
        /// The `.` before the name; nil for an implicit-self call.
        let dotToken: Int?
        /// The expression the modifier applies to; nil inside a `#if` of a chain or for
        /// an implicit-self call.
        package let base: Node?
        /// Labels of the arguments inside the parentheses (nil for unlabelled ones).
        package let labels: [String?]
        package let arguments: [ArgumentView]
        /// `(`, `)` tokens; nil when the call has no parentheses (`x.foo { }`).
        package let leftParen: Int?
        package let rightParen: Int?
        /// Trailing closures: the first, then labelled ones.
        package let trailingClosures: [Node]

        /// Where the site is reported and counted: the modifier's name (a chain's calls
        /// all start where the chain does).
        package func start(_ tree: SyntaxTree) -> Int { Int(tree.tokens[nameToken].textStart) }
    }

    /// Every call of a modifier named one of `names`, in source order: `base.name(...)`
    /// (never `Type.name(...)`, a static function, nor `super.name(...)`), `.name(...)`
    /// continuing a chain inside `#if`, or `name(...)` with implicit `self` inside a View or
    /// ViewModifier (or a type the project makes one, or `extension View`). Never an
    /// implicit member expression such as `f(.name(...))`.
    /// Names are given as a list (a literal list is made once, where a set literal is hashed
    /// at every call).
    package static func modifierCalls(named names: [String], in file: SourceFile, _ context: PassContext) -> [ModifierCall] {
        let tree = file.tree
        var result: [ModifierCall] = []
        // The tree's index files calls by callee name (a member's name, a bare callee's
        // token): only calls of these names are looked at, and their names need no check.
        for call in tree.calls(named: names) {
            guard let callee = call.firstChildNode else { continue }
            var nameToken: Int?
            var dotToken: Int?
            var base: Node?
            if callee.kind == .memberAccessExpr, let member = MemberAccessView(callee) {
                guard let token = member.name else { continue }
                if let memberBase = member.base {
                    if memberBase.kind == .declReferenceExpr {
                        let text = tree.text(of: memberBase)
                        if text.first?.isUppercase == true || text == "super" { continue }
                    }
                } else if !SyntaxFacts.continuesChainInsideIfConfig(call) {
                    continue
                }
                nameToken = token
                base = member.base
                dotToken = callee.childTokens.first { tree.tokens[$0].kind == .period }
            } else if callee.kind == .declReferenceExpr, callee.endToken - callee.firstToken == 1,
                      isInsideView(call, file, context), !callsOwnProperty(call, named: tree.text(of: callee), file, context) {
                nameToken = callee.firstToken
            }
            guard let token = nameToken else { continue }
            let view = FunctionCallView(call)!
            let tokens = call.childTokens
            let leftParen = tokens.first { tree.tokens[$0].kind == .leftParen }
            let rightParen = tokens.first { tree.tokens[$0].kind == .rightParen }
            var closures: [Node] = []
            if let first = view.trailingClosure { closures.append(first) }
            closures += view.additionalTrailingClosures.map(\.closure)
            let arguments = view.arguments
            result.append(ModifierCall(call: call, nameToken: token, dotToken: dotToken, base: base,
                                       labels: arguments.map { $0.label.map { tree.text(of: $0) } }, arguments: arguments,
                                       leftParen: leftParen, rightParen: rightParen, trailingClosures: closures))
        }
        return result
    }

    /// Whether `node` lies in a View or ViewModifier (a type that is or conforms to one, in
    /// its declaration or any extension), or in `extension View`, where a bare `padding()`
    /// means `self.padding()`.
    static func isInsideView(_ node: Node, _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        guard let innermost = model.enclosingDeclarations(of: node, in: file).first,
              let identity = model.typeIdentity(innermost) else { return false }
        switch identity {
        case .external(let name):
            return name == "View" || name == "ViewModifier" || SwiftUIProtocols.refinements[name]?.contains("View") == true
        case .project(let type):
            let external = model.conformances(of: type).external
            return external.contains("View") || external.contains("ViewModifier")
        }
    }

    /// Whether a bare call names a property of the enclosing type (`mask(progress)` with
    /// `var mask: (Double) -> Mask`): a call of its closure, not the modifier.
    static func callsOwnProperty(_ call: Node, named name: String, _ file: SourceFile, _ context: PassContext) -> Bool {
        let model = context.model
        guard let innermost = model.enclosingDeclarations(of: call, in: file).first,
              case .project(let type)? = model.typeIdentity(innermost) else { return false }
        return model.members(of: type, named: name).contains { [.variable, .constant].contains(model.declaration($0).kind) }
    }

    /// Where and what to insert to add `text` (`.name(args)`) as the next modifier after
    /// `modifier`: on the next line, indented like the modifier, when the modifier starts
    /// its line and the chain does not continue on it; otherwise right after it.
    package static func modifierInsertion(after modifier: ModifierCall, _ text: String, _ tree: SyntaxTree) -> (offset: Int, text: String) {
        let lastToken = modifier.call.endToken - 1
        let last = tree.tokens[lastToken]
        let next = lastToken + 1 < tree.tokens.count ? tree.tokens[lastToken + 1] : nil
        let nextOnSameLine = next.map { !$0.isAtStartOfLine && $0.kind != .endOfFile } ?? false
        let startsLine = modifier.dotToken.map { tree.tokens[$0].isAtStartOfLine } ?? false
        if startsLine && !nextOnSameLine {
            let indentation = lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
            return (Int(last.end), "\n" + indentation + text)
        }
        return (Int(last.textEnd), text)
    }

    /// The indentation a modifier's line has (where generated blocks close).
    package static func modifierIndentation(_ modifier: ModifierCall, _ tree: SyntaxTree) -> String {
        lineIndentation(tree.bytes, at: Int(tree.tokens[modifier.nameToken].textStart))
    }

    /// The innermost base of a member/call chain (`.red` in `.red.opacity(0.5)`,
    /// `Color` in `Color.red`); nil when the chain contains anything else.
    package static func chainRoot(_ expression: Node) -> Node? {
        var current = expression
        while true {
            switch current.kind {
            case .functionCallExpr:
                guard let callee = current.childNodes.first else { return nil }
                current = callee
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

    /// The ends of member/call chains, remembered for every node on the way: asked at each
    /// link of one chain (`Text("a").foregroundColor(.red)` ×8,000), the chain is walked
    /// once, not once per link.
    package final class ChainEnds {
        private var roots: [Node: Node?] = [:]
        private var tops: [Node: Node] = [:]
        /// What the closures strictly above a node say (see `inChartClosure`).
        private var chartClosures: [Node: Bool] = [:]

        package init() {}

        /// `Rewriting.chainRoot(expression)`.
        package func root(_ expression: Node) -> Node? {
            var path: [Node] = []
            var current = expression
            var found: Node??
            while found == nil {
                if let known = roots[current] {
                    found = known
                    break
                }
                path.append(current)
                switch current.kind {
                case .functionCallExpr:
                    if let callee = current.firstChildNode { current = callee } else { found = .some(nil) }
                case .memberAccessExpr:
                    if let base = MemberAccessView(current)?.base { current = base } else { found = .some(current) }
                case .declReferenceExpr:
                    found = .some(current)
                default:
                    found = .some(nil)
                }
            }
            let root = found ?? nil
            for node in path { roots[node] = .some(root) }
            return root
        }

        /// The outermost call or member access of the modifier chain `node` is the base of
        /// (`x.bold()` for `x` in `x.bold()`), `node` itself when it is no chain's base.
        package func top(_ node: Node) -> Node {
            var path: [Node] = []
            var outer = node
            while true {
                if let known = tops[outer] {
                    outer = known
                    break
                }
                guard let parent = outer.parent, parent.kind == .memberAccessExpr, parent.firstChildNode == outer else { break }
                path.append(outer)
                if let grand = parent.parent, grand.kind == .functionCallExpr, grand.firstChildNode == parent {
                    outer = grand
                } else {
                    outer = parent
                }
            }
            for step in path { tops[step] = outer }
            return outer
        }

        /// Whether the innermost closure around `node` that decides it is a `Chart { }`
        /// builder (true) rather than a view closure such as `.annotation { }` (false; false
        /// too with neither around it).
        package func inChartClosure(_ node: Node, _ tree: SyntaxTree) -> Bool {
            var path: [Node] = []
            var current = node
            var answer: Bool?
            while answer == nil {
                if let known = chartClosures[current] {
                    answer = known
                    break
                }
                path.append(current)
                guard let parent = current.parent else {
                    answer = false
                    break
                }
                answer = Rewriting.chartDecision(parent, tree)
                current = parent
            }
            for step in path { chartClosures[step] = answer ?? false }
            return answer ?? false
        }
    }

    /// Swift Charts mark types.
    package static let chartMarks: Set<String> = [
        "BarMark", "LineMark", "AreaMark", "PointMark", "RectangleMark", "RuleMark", "SectorMark", "Plot", "BarPlot",
        "LinePlot", "AreaPlot", "PointPlot", "RectanglePlot", "RulePlot", "SectorPlot",
    ]

    /// Closures whose content is a View even inside a Chart (`.annotation { Text(...) }`).
    package static let viewClosureNames: Set<String> = [
        "annotation", "chartOverlay", "chartBackground", "chartPlotStyle", "overlay", "background", "symbol", "mask",
    ]

    /// Whether a call sits in the content of a `Chart { ... }` builder (not inside a view
    /// closure such as `.annotation { }` there), where modifiers are ChartContent's.
    /// A pass asking about many calls of one tree passes one `ChainEnds` (chains and
    /// closures are then walked once, not once per modifier of a chain).
    package static func isChartContent(_ call: Node, _ tree: SyntaxTree, chains: ChainEnds = ChainEnds()) -> Bool {
        // `BarMark(...).cornerRadius(4)` anywhere (a `some ChartContent` property).
        if let callee = FunctionCallView(call)?.calledExpression, let base = MemberAccessView(callee)?.base,
           let root = chains.root(base), root.kind == .declReferenceExpr, chartMarks.contains(tree.text(of: root)) {
            return true
        }
        return chains.inChartClosure(call, tree)
    }

    /// What a closure says of the code in it: false for a view closure (`.annotation { }`),
    /// true for a `Chart { }` builder, nil for any other node.
    static func chartDecision(_ node: Node, _ tree: SyntaxTree) -> Bool? {
        guard node.kind == .closureExpr,
              let owner = node.parent.flatMap({ $0.kind == .multipleTrailingClosureElement ? $0.parent : $0 }),
              let view = FunctionCallView(owner), let callee = view.calledExpression else { return nil }
        let name: String?
        switch callee.kind {
        case .declReferenceExpr: name = tree.text(of: callee)
        case .memberAccessExpr: name = MemberAccessView(callee)?.name.map { tree.text(of: $0) }
        default: name = nil
        }
        if let name, viewClosureNames.contains(name) { return false }
        return name == "Chart" ? true : nil
    }

    /// The modifier named `name` right beside `call` in its chain: the one it modifies
    /// (`x.name().call()`) or the one modifying it (`x.call().name()`). Where it is there, the
    /// call was written beside its replacement (for older systems).
    package static func adjacentModifier(of call: Node, named name: String, _ tree: SyntaxTree) -> FunctionCallView? {
        func named(_ node: Node?) -> FunctionCallView? {
            guard let node, node.kind == .functionCallExpr, let callee = node.firstChildNode, let member = MemberAccessView(callee),
                  let token = member.name, tree.text(of: token) == name else { return nil }
            return FunctionCallView(node)
        }
        if let callee = call.firstChildNode, let previous = named(MemberAccessView(callee)?.base) { return previous }
        guard let access = call.parent, access.kind == .memberAccessExpr, access.firstChildNode == call else { return nil }
        return named(access.parent)
    }

}
