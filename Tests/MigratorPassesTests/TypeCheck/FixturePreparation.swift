import Foundation
import SwiftCST

/// Turns a fixture into what `swiftc` on Linux can type-check as iOS code against the stub,
/// keeping every line where it was (so compiler errors point at the fixture's own lines):
///
/// - `import Foundation` also imports Combine, as Apple's Foundation makes it visible;
/// - `#if os(iOS)` is true, other `os(...)`, `targetEnvironment(macCatalyst)` and
///   `canImport(AppKit)` are false, `canImport(UIKit)` is true (the stub has UIKit);
/// - iOS availability becomes custom availability domains (`AvailabilityTranslation`);
/// - `@Entry var x: T = v` (Apple's macro, a compiler plug-in Linux lacks) is expanded into
///   the accessor and the key struct it stands for, with the project's own syntax tree;
/// - `#Preview { ... }` (also a plug-in) becomes a private `@ViewBuilder` function.
enum FixturePreparation {
    static func prepare(_ source: String) -> String {
        let expanded = expandMacros(source)
        return AvailabilityTranslation.translate(mapCompilationConditions(addCombineToFoundation(expanded)))
    }

    /// On Apple platforms `import Foundation` makes Combine's `ObservableObject` and
    /// `@Published` visible (model files commonly import nothing else); Foundation on Linux
    /// has no Combine, so the stub's Combine is imported next to it, on the same line.
    static func addCombineToFoundation(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        for i in lines.indices where lines[i].hasPrefix("import Foundation") {
            let rest = lines[i].dropFirst("import Foundation".count)
            if rest.isEmpty || rest.first == " " || rest.first == "\r" || rest.first == ";" {
                lines[i] = "import Foundation; import Combine" + rest
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Rewrites `#if` / `#elseif` conditions for an iOS build.
    static func mapCompilationConditions(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        for i in lines.indices {
            let trimmed = lines[i].drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { continue }
            var line = lines[i]
            for (condition, value) in conditions { line = line.replacingOccurrences(of: condition, with: value) }
            lines[i] = line
        }
        return lines.joined(separator: "\n")
    }

    static let conditions: [(String, String)] = [
        ("os(iOS)", "true"), ("os(macOS)", "false"), ("os(tvOS)", "false"), ("os(watchOS)", "false"),
        ("os(visionOS)", "false"), ("os(xrOS)", "false"), ("os(Linux)", "false"),
        ("targetEnvironment(macCatalyst)", "false"), ("canImport(UIKit)", "true"), ("canImport(AppKit)", "false"),
    ]

    /// The key protocol `@Entry` conforms its key to, per container.
    static let entryKeyProtocols = [
        "EnvironmentValues": "EnvironmentKey", "Transaction": "TransactionKey",
        "ContainerValues": "ContainerValueKey", "FocusedValues": "FocusedValueKey",
    ]

    /// Expands `@Entry` properties and top-level `#Preview` macros in place.
    static func expandMacros(_ source: String) -> String {
        let tree = SyntaxTree.parse(source)
        var replacements: [(Range<Int>, String)] = []
        var previewCount = 0
        tree.root.walk { node in
            if node.kind == .variableDecl, let view = DeclarationView(node),
               let entry = view.attributes.first(where: { tree.collapsedText(of: $0) == "@Entry" }),
               let expansion = entryExpansion(node, attribute: entry, tree) {
                replacements.append((tree.startOffset(of: node)..<tree.endOffset(of: node), expansion))
                return false
            }
            if node.kind == .macroExpansionExpr || node.kind == .macroExpansionDecl,
               node.ancestors.allSatisfy({ [.sourceFile, .ifConfigDecl, .ifConfigClause].contains($0.kind) }),
               let pound = node.childTokens.first, tree.text(of: pound) == "#Preview",
               let closure = node.childNodes.first(where: { $0.kind == .closureExpr }) {
                previewCount += 1
                // From the `#Preview` token: attributes before it (`@available`) stay on the function.
                replacements.append((Int(tree.tokens[pound].textStart)..<tree.startOffset(of: closure),
                                     previewArguments(node, previewCount, tree) + "@MainActor @ViewBuilder private func __preview\(previewCount)() -> some View "))
                return false
            }
            return true
        }
        var bytes = Array(source.utf8)
        for (range, text) in replacements.sorted(by: { $0.0.lowerBound > $1.0.lowerBound }) {
            // Keep the line count: the expansion has no more line breaks than the original.
            let missing = bytes[range].filter { $0 == 10 }.count - text.utf8.filter { $0 == 10 }.count
            bytes.replaceSubrange(range, with: Array(String(repeating: "\n", count: max(0, missing)).utf8) + Array(text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The arguments of a `#Preview(name, traits: ...)` as declarations the compiler checks:
    /// the name as a `String?`, the traits as `PreviewTrait<Preview.ViewTraits>` values (so a
    /// trait below its availability fails the check); empty without arguments.
    static func previewArguments(_ node: Node, _ number: Int, _ tree: SyntaxTree) -> String {
        var text = ""
        for (index, argument) in (node.child(.labeledExprList)?.children(.labeledExpr) ?? []).enumerated() {
            let view = ArgumentView(argument)
            guard let value = view.expression else { continue }
            let label = view.label.map { tree.text(of: $0) }
            let written = tree.text(of: value).replacingOccurrences(of: "\n", with: " ")
            if index == 0 && label == nil {
                text += "private var __previewName\(number): String? { \(written) }; "
            } else {
                text += "@MainActor private var __previewTrait\(number)_\(index): PreviewTrait<Preview.ViewTraits> { \(written) }; "
            }
        }
        return text
    }

    /// `var x: T { get { self[__Key_x.self] } set { ... } }; private struct __Key_x: Key { ... }`
    /// on the declaration's first line (the default expression keeps its own lines).
    static func entryExpansion(_ declaration: Node, attribute: Node, _ tree: SyntaxTree) -> String? {
        guard let container = declaration.ancestors.first(where: { $0.kind == .extensionDecl })
                .flatMap({ DeclarationView($0)?.extendedType }).map({ tree.collapsedText(of: $0) }),
              let keyProtocol = entryKeyProtocols[container.replacingOccurrences(of: "SwiftUI.", with: "")],
              let binding = declaration.child(.patternBinding),
              let pattern = binding.child(.identifierPattern) else { return nil }
        let name = tree.collapsedText(of: pattern)
        let type = binding.child(.typeAnnotation)?.childNodes.first.map { tree.collapsedText(of: $0) }
        let initial = binding.child(.initializerClause)?.childNodes.first.map { tree.text(of: $0) }
        let modifiers = (DeclarationView(declaration)?.modifiers ?? []).map { tree.collapsedText(of: $0) + " " }.joined()
        let key = "__Key_\(name)"
        let accessor = "get { self[\(key).self] } set { self[\(key).self] = newValue }"
        if keyProtocol == "FocusedValueKey" {
            guard let type, type.hasSuffix("?") else { return nil }
            return "\(modifiers)var \(name): \(type) { \(accessor) }; private struct \(key): SwiftUI.FocusedValueKey { typealias Value = \(type.dropLast()) }"
        }
        let defaultValue: String
        if let type {
            defaultValue = "static var defaultValue: \(type) { \(initial ?? "nil") }"
        } else if let initial {
            defaultValue = "static let defaultValue = \(initial)"
        } else {
            return nil
        }
        return "\(modifiers)var \(name): \(type ?? "\(key).Value") { \(accessor) }; private struct \(key): SwiftUI.\(keyProtocol) { \(defaultValue) }"
    }
}
