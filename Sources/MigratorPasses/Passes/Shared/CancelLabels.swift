import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The label the project itself gives its cancel buttons (`Button(L10n.cancel, role:
/// .cancel)`), for the `.cancel()` builders `alert` and `confirmation-dialog` replace: the
/// system localized their "Cancel", and the app's own label keeps them localized. Only
/// labels that mean the same in any file are taken: a member of a type
/// (`L10n.Common.cancel`) or `NSLocalizedString("…", comment: "…")` /
/// `String(localized: "…")` of literals, whose text says "cancel" (a cancel role also
/// dismisses with "OK"). The most used one wins (the first written, on a
/// tie), with where it is written.
struct CancelLabels: Sendable {
    let label: (text: String, root: String?, place: String)?

    static let cacheKey = CacheKey<CancelLabels>("legacy-alert-buttons.cancel-label")

    static func of(_ context: PassContext) -> CancelLabels {
        context.cache.value(cacheKey) { CancelLabels(model: context.model) }
    }

    init(model: SemanticModel) {
        var counts: [String: (count: Int, root: String?, place: String, order: Int)] = [:]
        var order = 0
        for file in model.files {
            let tree = file.tree
            for call in tree.calls(named: "Button") {
                guard let view = FunctionCallView(call), view.arguments.count >= 2, view.arguments[0].label == nil,
                      let label = view.arguments[0].expression,
                      view.arguments.contains(where: { argument in
                          argument.label.map { tree.text(of: $0) } == "role"
                              && argument.expression.map { [".cancel", "ButtonRole.cancel"].contains(tree.collapsedText(of: $0)) } == true
                      }),
                      let root = Self.portableRoot(label, tree) else { continue }
                let text = tree.collapsedText(of: label)
                // A cancel role also dismisses with "OK" (`Button(L10n.ok, role: .cancel)`):
                // only a label that says cancel stands for the system's "Cancel".
                guard text.lowercased().contains("cancel") else { continue }
                let place = "\(Rewriting.place(file.path, tree.location(of: tree.startOffset(of: call)).line))"
                order += 1
                let known = counts[text]
                counts[text] = ((known?.count ?? 0) + 1, root.isEmpty ? nil : root, known?.place ?? place, known?.order ?? order)
            }
        }
        let best = counts.max { a, b in a.value.count != b.value.count ? a.value.count < b.value.count : a.value.order > b.value.order }
        label = best.map { ($0.key, $0.value.root, $0.value.place) }
    }

    /// For a label that means the same in any file: the type its member chain starts at
    /// (`L10n` of `L10n.Common.cancel`), or "" for a localization call of literals; nil for
    /// anything else (a literal, a local, a call with other arguments).
    static func portableRoot(_ label: Node, _ tree: SyntaxTree) -> String? {
        if label.kind == .memberAccessExpr {
            var current = label
            while current.kind == .memberAccessExpr, let base = MemberAccessView(current)?.base { current = base }
            guard current.kind == .declReferenceExpr, tree.text(of: current).first?.isUppercase == true else { return nil }
            return tree.text(of: current)
        }
        guard label.kind == .functionCallExpr, let view = FunctionCallView(label), let callee = view.calledExpression,
              view.trailingClosure == nil else { return nil }
        let labels = view.arguments.map { $0.label.map { tree.text(of: $0) } }
        let literals = view.arguments.allSatisfy { argument in
            guard let value = argument.expression, value.kind == .stringLiteralExpr || value.kind == .simpleStringLiteralExpr else { return false }
            return !tree.text(of: value).contains("\\(")
        }
        switch tree.text(of: callee) {
        case "NSLocalizedString" where literals && labels == [nil, "comment"]: return ""
        case "String" where literals && labels == ["localized"]: return ""
        default: return nil
        }
    }
}
