import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `navigationBarTitle(_:)` with `navigationTitle(_:)`, and
/// `navigationBarTitle(_:displayMode:)` with `navigationTitle(_:)` followed by
/// `navigationBarTitleDisplayMode(_:)`.
///
/// Each `navigationBarTitle` overload (Text, LocalizedStringKey, StringProtocol) has a
/// `navigationTitle` overload of the same parameter type, so the title argument stays as
/// written and resolves the same way. The display mode keeps its value.
public struct NavigationTitlePass: BuiltInPass {
    public static let name = "navigation-title"
    public static let reasons = ["comments", "project-function"]
    public static let summary = "Replace navigationBarTitle(_:displayMode:) with navigationTitle(_:) and navigationBarTitleDisplayMode(_:)."
    public static let minimumOS = Availability(iOS: 14, macOS: 11, tvOS: 14, watchOS: 7, visionOS: 1)

    public static let explanation = """
    Rewrites the deprecated `navigationBarTitle` modifiers:

    - `.navigationBarTitle(t)` becomes `.navigationTitle(t)` (Apple marks it "renamed";
      Text, LocalizedStringKey and String titles each have a navigationTitle overload).
    - `.navigationBarTitle(t, displayMode: m)` becomes `.navigationTitle(t)` and, as the next
      modifier of the chain (on its own line when the modifier had one, inside the same
      `#if` clause), `.navigationBarTitleDisplayMode(m)`; `m` (`.inline`, `.large` or an
      expression) keeps its value. With `displayMode: .automatic`, the default, only
      `.navigationTitle(t)` is written. navigationBarTitle(_:displayMode:)
      exists on iOS and visionOS only, where navigationBarTitleDisplayMode does too
      (iOS 14).

    Reported and left unchanged: calls where the project declares its own
    `navigationBarTitle` with the same labels, and calls with comments between the
    arguments (they would have no place to go).
    """

    public static let examples: [Example] = [
        .rewrite("let v = List {}.navigationBarTitle(\"Inbox\")\n", "let v = List {}.navigationTitle(\"Inbox\")\n"),
        .rewrite("let v = List {}\n    .navigationBarTitle(Text(\"Inbox\"), displayMode: .inline)\n",
                 "let v = List {}\n    .navigationTitle(Text(\"Inbox\"))\n    .navigationBarTitleDisplayMode(.inline)\n"),
        .rewrite("let v = List {}\n    .navigationBarTitle(\"Inbox\", displayMode: .automatic)\n",
                 "let v = List {}\n    .navigationTitle(\"Inbox\")\n"),
        .unchanged("extension View {\n    func navigationBarTitle(_ title: String) -> some View { self }\n}\nlet v = List {}.navigationBarTitle(\"Inbox\")\n",
                   reason: "project-function"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        for modifier in Rewriting.modifierCalls(named: ["navigationBarTitle"], in: file, context) {
            guard modifier.trailingClosures.isEmpty, modifier.labels == [nil] || modifier.labels == [nil, "displayMode"],
                  let rightParen = modifier.rightParen else { continue }
            let site = modifier.start(tree)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[modifier.nameToken].textStart), message, pass: Self.name, reason: reason))
            }
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file) {
                if own.isCertain { continue }
                decline("navigationBarTitle not rewritten: \(own.message)", "project-function")
                continue
            }
            let token = tree.tokens[modifier.nameToken]
            var edits = [Edit(start: Int(token.textStart), end: Int(token.textEnd), replacement: "navigationTitle", pass: Self.name, site: site)]
            if modifier.labels.count == 2 {
                let title = modifier.arguments[0]
                guard let titleExpression = title.expression, let mode = modifier.arguments[1].expression else { continue }
                if Rewriting.containsComment(tree, tree.endOffset(of: titleExpression), Int(tree.tokens[rightParen].textStart)) {
                    decline("navigationBarTitle(_:displayMode:) not rewritten: comments between its arguments would have no place to go; split it into navigationTitle and navigationBarTitleDisplayMode by hand", "comments")
                    continue
                }
                // `.navigationBarTitle(t, displayMode: m)` → `.navigationTitle(t)` + `.navigationBarTitleDisplayMode(m)`.
                let modeText = tree.text(of: mode)
                edits.append(Edit(start: tree.endOffset(of: titleExpression), end: Int(tree.tokens[rightParen - 1].textEnd),
                                  replacement: "", pass: Self.name, site: site))
                // `.automatic` is the default display mode: nothing to write.
                let automatic = [".automatic", "NavigationBarItem.TitleDisplayMode.automatic"].contains(tree.collapsedText(of: mode))
                if !automatic {
                    let insertion = Rewriting.modifierInsertion(after: modifier, ".navigationBarTitleDisplayMode(\(modeText))", tree)
                    edits.append(Edit(start: insertion.offset, end: insertion.offset, replacement: insertion.text, pass: Self.name, site: site))
                }
            }
            output.edits += edits
        }
        return output
    }
}
