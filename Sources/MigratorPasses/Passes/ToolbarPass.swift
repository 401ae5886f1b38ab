import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Replaces `navigationBarItems(leading:trailing:)` with a `toolbar` of `ToolbarItem`s.
///
/// Each item's view moves, unchanged, into a `ToolbarItem` with the leading or trailing
/// placement. The generated block is indented with the file's own indentation unit,
/// starting from the modifier's line.
public struct ToolbarPass: BuiltInPass {
    public static let name = "toolbar"
    public static let reasons = ["comments", "compatibility-branch", "indentation", "project-function"]
    public static let summary = "Replace navigationBarItems(leading:trailing:) with toolbar and ToolbarItem placements."
    public static let minimumOS = Availability(iOS: 14, macOS: 11, tvOS: 14, watchOS: 7, visionOS: 1)
    /// `ToolbarItemPlacement.topBarLeading`/`.topBarTrailing`: `@backDeployed(before: iOS
    /// 17.0, tvOS 17.0)`, so available from iOS 14 and tvOS 14 (Apple's documentation) —
    /// everywhere `navigationBarItems` and `ToolbarItem` both exist.
    public static let topBarMinimumOS = Availability(iOS: 14, tvOS: 14, watchOS: 10, visionOS: 1)

    public static let explanation = """
    Rewrites `.navigationBarItems(leading: L)`, `.navigationBarItems(trailing: T)` and
    `.navigationBarItems(leading: L, trailing: T)` to

        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                L
            }
            ToolbarItem(placement: .topBarTrailing) {
                T
            }
        }

    indented from the modifier's line with the file's indentation unit (tabs or 2/4
    spaces, detected per file). The placements `.topBarLeading`/`.topBarTrailing` are
    back-deployed to iOS 14 and tvOS 14 (`@backDeployed(before: iOS 17.0, tvOS 17.0)`,
    built with the Xcode 15 SDK or later), so they are written at every deployment target
    the pass runs at, never the soft-deprecated `.navigationBarLeading`/
    `.navigationBarTrailing`.

    Reported and left unchanged: calls where the project declares its own
    `navigationBarItems` with these labels (`project-function`; not an overload that
    cannot compile where the call does: one under `#if os(macOS)` for a call in a file
    whose targets build for iOS only, or, where no target describes the file, that imports
    UIKit outside `#if`; or under `#if os(iOS)`), comments between the
    arguments (`comments`: they would have no place to go), views whose lines cannot
    be re-indented safely (`indentation`), and calls in fallback code: the `else` of
    `if #available(...)`, the body of `if #unavailable(...)`, an `#else` of `#if swift(...)`
    or `#if compiler(...)` (`compatibility-branch`), which exists for the old OS.
    """

    public static let examples: [Example] = [
        .rewrite("let v = List {}\n    .navigationBarItems(trailing: EditButton())\n",
                 "let v = List {}\n    .toolbar {\n        ToolbarItem(placement: .topBarTrailing) {\n            EditButton()\n        }\n    }\n"),
        .unchanged("extension View {\n    func navigationBarItems<T: View>(trailing: T) -> some View { self }\n}\nlet v = List {}.navigationBarItems(trailing: EditButton())\n",
                   reason: "project-function"),
    ]

    public init() {}

    public func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        var output = PassOutput()
        let tree = file.tree
        let modifiers = Rewriting.modifierCalls(named: ["navigationBarItems"], in: file, context)
        let unit = modifiers.isEmpty ? "" : Rewriting.indentationUnit(tree)
        let branches = Rewriting.CompatibilityBranches(tree)
        for modifier in modifiers {
            guard modifier.trailingClosures.isEmpty, [["leading"], ["trailing"], ["leading", "trailing"]].contains(modifier.labels),
                  let leftParen = modifier.leftParen, let rightParen = modifier.rightParen else { continue }
            let site = modifier.start(tree)
            func decline(_ message: String, _ reason: String) {
                output.findings.append(file.finding(atOffset: Int(tree.tokens[modifier.nameToken].textStart), message, pass: Self.name, reason: reason))
            }
            if let own = context.model.ownFunctions(calledBy: modifier.call, in: file,
                                                    where: { Rewriting.mayCompileTogether($0, with: modifier.call, file, context) }) {
                if own.isCertain { continue }
                decline("navigationBarItems not rewritten: \(own.message)", "project-function")
                continue
            }
            if let branch = branches.of(modifier.call) {
                decline("navigationBarItems left as is: it is in \(branch), fallback code for older OS versions or SDKs; remove the fallback when the deployment target makes it dead", "compatibility-branch")
                continue
            }
            // Comments outside the item views (before a label, after a comma) have no place to go.
            var outside: [Range<Int>] = []
            var cursor = Int(tree.tokens[leftParen].textEnd)
            for argument in modifier.arguments {
                guard let expression = argument.expression else { continue }
                outside.append(cursor..<tree.startOffset(of: expression))
                cursor = tree.endOffset(of: expression)
            }
            outside.append(cursor..<Int(tree.tokens[rightParen].textStart))
            if outside.contains(where: { Rewriting.containsComment(tree, $0.lowerBound, $0.upperBound) }) {
                decline("navigationBarItems not rewritten: comments between its arguments would have no place to go; move them into the views or write the toolbar by hand", "comments")
                continue
            }
            let indentation = Rewriting.modifierIndentation(modifier, tree)
            var lines = ["toolbar {"]
            var failed = false
            for (label, argument) in zip(modifier.labels, modifier.arguments) {
                guard let expression = argument.expression else { failed = true; break }
                // navigationBarItems exists on iOS, tvOS and visionOS only, where the pass's
                // minimum (iOS 14, tvOS 14) already has the back-deployed placements.
                let placement = label == "leading" ? ".topBarLeading" : ".topBarTrailing"
                let oldBase = Rewriting.baseIndentation(of: expression, tree)
                guard let view = Rewriting.reindent(tree.text(of: expression), from: oldBase, to: indentation + unit + unit) else {
                    failed = true
                    break
                }
                lines.append(indentation + unit + "ToolbarItem(placement: \(placement)) {")
                lines.append(indentation + unit + unit + view)
                lines.append(indentation + unit + "}")
            }
            if failed {
                decline("navigationBarItems not rewritten: a view's lines are not indented from its first line, so they cannot be moved safely; write the toolbar by hand", "indentation")
                continue
            }
            lines.append(indentation + "}")
            let start = Int(tree.tokens[modifier.nameToken].textStart)
            output.edits.append(Edit(start: start, end: Int(tree.tokens[rightParen].textEnd), replacement: lines.joined(separator: "\n"),
                                     pass: Self.name, site: site))
        }
        return output
    }
}
