import SwiftCST

/// iOS availability as overload resolution sees it: an overload introduced after the iOS
/// version a call site can rely on (the deployment target, raised by enclosing
/// `@available(iOS N, *)` declarations and `if #available` / `guard #available` checks) is
/// ranked after the ones the site can use, as the compiler ranks it (`Text`'s own
/// `foregroundStyle`, iOS 17, gives way to `View`'s below iOS 17, and the result is
/// `some View`, not `Text`).
///
/// Only iOS is read (the platform the layer types for); `@available(*, unavailable)`
/// declarations never reach the digest.
enum TypeAvailability {
    /// The iOS version an `@available` attribute requires: `@available(iOS 17.0, macOS 14, *)`
    /// or `@available(iOS, introduced: 16.0, ...)`; nil when it names no iOS version.
    static func iOSIntroduced(_ attribute: Node, _ tree: SyntaxTree) -> Version? {
        guard let arguments = attribute.child(.attributeArguments) ?? attribute.childNodes.first(where: { $0.kind != .attributeList }) else { return nil }
        return iOSVersion(in: tree.collapsedText(of: arguments), introducedLabel: true)
    }

    /// The iOS version of an availability list (`iOS 17, *` or `iOS, introduced: 17`).
    static func iOSVersion(in text: String, introducedLabel: Bool) -> Version? {
        let items = text.trimmingCharacters(in: ["(", ")", " "]).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = items.first else { return nil }
        if first.hasPrefix("iOS ") { return Version(parsing: String(first.dropFirst(4)).trimmingCharacters(in: .whitespaces)) }
        for item in items.dropFirst() where item.hasPrefix("iOS ") {
            return Version(parsing: String(item.dropFirst(4)).trimmingCharacters(in: .whitespaces))
        }
        if first == "iOS", introducedLabel {
            for item in items.dropFirst() where item.hasPrefix("introduced:") {
                return Version(parsing: item.dropFirst("introduced:".count).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// The iOS version a declaration node requires: its own `@available` and those of the
    /// declarations around it (an extension's, a type's), the latest.
    static func iOSIntroduced(declaration node: Node, _ tree: SyntaxTree) -> Version? {
        var result: Version?
        var current: Node? = node
        while let n = current {
            if let view = DeclarationView(n) {
                for attribute in view.attributes {
                    let words = attribute.childTokens
                    guard words.count > 1, tree.text(of: words[1]) == "available", let version = iOSIntroduced(attribute, tree) else { continue }
                    if result.map({ $0 < version }) ?? true { result = version }
                }
            }
            current = n.parent
        }
        return result
    }

    /// The iOS version code at `site` can rely on beyond the deployment target: enclosing
    /// declarations' `@available`, the body of an `if #available`, the statements after a
    /// `guard #available`; nil when nothing raises it.
    static func iOSContext(at site: Node, _ tree: SyntaxTree) -> Version? {
        var result: Version?
        func raise(_ version: Version?) {
            guard let version else { return }
            if result.map({ $0 < version }) ?? true { result = version }
        }
        func conditionVersion(_ statement: Node) -> Version? {
            guard let conditions = statement.child(.conditionElementList) else { return nil }
            var found: Version?
            for element in conditions.children(.conditionElement) {
                guard let condition = element.child(.availabilityCondition), let first = condition.childTokens.first,
                      tree.text(of: first) == "#available" else { continue }
                let text = tree.collapsedText(of: condition).dropFirst("#available".count)
                if let version = iOSVersion(in: String(text), introducedLabel: false), found.map({ $0 < version }) ?? true { found = version }
            }
            return found
        }
        var node = site
        while let parent = node.parent {
            if let view = DeclarationView(parent) {
                for attribute in view.attributes {
                    let words = attribute.childTokens
                    if words.count > 1, tree.text(of: words[1]) == "available" { raise(iOSIntroduced(attribute, tree)) }
                }
            }
            if parent.kind == .ifExpr, node.kind == .codeBlock, parent.child(.codeBlock) == node { raise(conditionVersion(parent)) }
            if parent.kind == .codeBlock {
                for sibling in parent.childNodes {
                    if sibling == node { break }
                    if sibling.kind == .guardStmt { raise(conditionVersion(sibling)) }
                }
            }
            node = parent
        }
        return result
    }
}
