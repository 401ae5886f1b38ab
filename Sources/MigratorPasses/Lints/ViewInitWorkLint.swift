import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Flags a `View` initialiser that decodes, reads files, formats or creates formatters
/// (seed: "Keep view init cheap").
public struct ViewInitWorkLint: BuiltInPass {
    public static let name = "view-init-work"
    public static let reasons = ["init-work"]
    public static let summary = "Report View initialisers that decode, read files, format or create formatters."
    public static let minimumOS = Availability()
    public static let reportsOnly = true
    /// The section of the guidance the advice comes from.
    static let guidance = "View Structure: Keep view init cheap"

    /// Why the pattern costs something, what is flagged and what is left alone.
    static let reasoning = """
    A view's `init` runs every time its parent's `body` runs, which in lists, lazy stacks
    and animated parents can be many times a second. It is not a one-time setup hook:
    decoding JSON, reading a file, or creating and using a formatter there repeats that
    work on each parent update, even when the inputs did not change.

    Flags an initialiser of a type the semantic model says is a `View`, when its body
    (outside closures it stores for later) creates a decoder (`JSONDecoder()`,
    `PropertyListDecoder()`) or calls `decode(...)`, reads a file (`Data(contentsOf:)`,
    `String(contentsOf:)`, `String(contentsOfFile:)`, `FileManager` reads), or creates a
    formatter (`DateFormatter()`, `NumberFormatter()`, ...) or calls `.formatted(...)`.
    Work wrapped in `State(initialValue:)` is flagged too: the argument is evaluated on
    every `init`, although SwiftUI keeps only the first value; not a `.formatted(...)` value
    seeding it (a TextField's editable text), which cannot move into `body`.

    The fix: pass the view prepared values; decode in the model layer or in `.task`;
    format in `body` with `Text(date, format: ...)`, which SwiftUI caches and localizes.
    Nothing is rewritten.
    """

    static let avoid = """
    struct WeatherCard: View {
        let summary: WeatherSummary
        let formattedDate: String

        init(rawJSON: Data, date: Date) {
            self.summary = try! JSONDecoder().decode(WeatherSummary.self, from: rawJSON)
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            self.formattedDate = formatter.string(from: date)
        }

        var body: some View {
            Text(formattedDate)
        }
    }
    """

    static let prefer = """
    struct WeatherCard: View {
        let summary: WeatherSummary
        let date: Date

        var body: some View {
            Text(date, format: .dateTime.day().month().year())
        }
    }
    """

    public static let examples: [Example] = [.flagged(avoid), .preferred(prefer)]
    public static let explanation = lintExplanation(reasoning, guidance: guidance)

    public init() {}

    static let formatters: Set<String> = [
        "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "DateComponentsFormatter", "DateIntervalFormatter",
        "RelativeDateTimeFormatter", "ByteCountFormatter", "MeasurementFormatter", "PersonNameComponentsFormatter",
        "ListFormatter", "LengthFormatter", "MassFormatter", "EnergyFormatter",
    ]
    static let decoders: Set<String> = ["JSONDecoder", "PropertyListDecoder"]

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        PassOutput(findings: check(file, context))
    }

    func check(_ file: SourceFile, _ context: PassContext) -> [Finding] {
        var findings: [Finding] = []
        let tree = file.tree
        let model = context.model
        for initializer in tree.nodes(ofKind: [.initializerDecl]) {
            guard let body = initializer.child(.codeBlock),
                  let frame = model.enclosingDeclarations(of: initializer, in: file).first,
                  case .project(let type)? = model.typeIdentity(frame), model.conforms(type, to: "View") else { continue }
            guard let (node, what) = work(in: body, file: file, context: context) else { continue }
            findings.append(advice(file, at: tree.startOffset(of: node),
                                    "\(model.declaration(type).name).init \(what), repeated on every update of its parent; \(Self.fix(for: what))",
                                    reason: "init-work"))
        }
        return findings
    }

    /// The fix for the work found: formatting moves into body, decoding and reading out of
    /// the view.
    static func fix(for what: String) -> String {
        what.hasPrefix("format") || what.hasSuffix("Formatter")
            ? "pass the value and format it in body (Text(value, format: ...))"
            : "pass prepared values, or load them in the model or in .task"
    }

    /// Whether a call is (inside) the value of `State(initialValue:)` / `State(wrappedValue:)`
    /// (or `.init(...)` of either): SwiftUI keeps only the first.
    static func seedsState(_ node: Node, _ tree: SyntaxTree) -> Bool {
        for ancestor in node.ancestors where ancestor.kind == .functionCallExpr {
            guard let call = FunctionCallView(ancestor), let callee = call.calledExpression,
                  ["State", "SwiftUI.State", ".init", "State.init"].contains(tree.collapsedText(of: callee)),
                  let label = call.arguments.first?.label, ["initialValue", "wrappedValue"].contains(tree.text(of: label)) else { continue }
            return true
        }
        return false
    }

    /// The first expensive call in an initialiser's body, outside closures.
    func work(in body: Node, file: SourceFile, context: PassContext) -> (Node, String)? {
        let tree = file.tree
        var found: (Node, String)?
        body.walk { node in
            guard found == nil else { return false }
            if node.kind == .closureExpr { return false }
            guard node.kind == .functionCallExpr, let call = FunctionCallView(node), let callee = call.calledExpression else { return true }
            let labels = call.arguments.map { $0.label.map { tree.text(of: $0) } ?? "_" }
            if let typeText = TypeResolver.typeReference(callee, tree), let last = TypeName(typeText)?.last,
               case .notFound = context.model.lookupType(typeText, in: file, at: node) {
                if Self.decoders.contains(last) { found = (node, "creates a \(last)") }
                if Self.formatters.contains(last) { found = (node, "creates a \(last)") }
                if ["Data", "String", "NSData", "NSString", "UIImage", "NSImage"].contains(last),
                   labels.first.map({ ["contentsOf", "contentsOfFile"].contains($0) }) == true {
                    found = (node, "reads a file (\(last)(\(labels[0]):))")
                }
            } else if let member = MemberAccessView(callee), let nameToken = member.name {
                let name = tree.text(of: nameToken)
                let projectOwn = !context.model.candidates(forCall: node, in: file).isEmpty
                if !projectOwn {
                    if name == "decode", labels.count >= 2, labels.last == "from" { found = (node, "decodes data (\(Rewriting.short(callee, tree))(...))") }
                    // One formatted value seeding editable state (`State(initialValue:
                    // amount.formatted())`, a TextField's text) is no work to move into body.
                    if name == "formatted", !Self.seedsState(node, tree) {
                        found = (node, "formats a value (\(Rewriting.short(callee, tree))(...))")
                    }
                    if ["contents", "contentsOfDirectory"].contains(name), let base = member.base, tree.collapsedText(of: base).hasSuffix("FileManager.default") {
                        found = (node, "reads the file system (FileManager.default.\(name))")
                    }
                }
            }
            return found == nil
        }
        return found
    }
}
