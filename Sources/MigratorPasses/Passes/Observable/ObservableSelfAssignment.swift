import MigratorEngine
import MigratorSemantics
import SwiftCST

/// `store.items = store.items`: a "reload" that assigns a @Published property to itself
/// so that `objectWillChange` fires. Under `@Observable`, setting an `Equatable` property to
/// an equal value notifies nobody (the macro's setter compares), so the line may stop doing
/// what it was written for (a list that re-sorts after an element changed goes stale). It
/// blocks the family: what the app did is kept until the line refreshes what changed.
extension ObservablePlan.Blockers {
    mutating func checkSelfAssignments() {
        guard families.contains(where: { $0.members.contains { !$0.published.isEmpty } }) else { return }
        for f in universe {
            let tree = self.tree(f)
            guard tree.diagnostics.isEmpty else { continue }
            for sequence in tree.nodes(ofKind: [.sequenceExpr]) {
                let parts = sequence.childNodes
                // Cheap tests first (kinds, token counts) before the texts are made.
                guard parts.count == 3, parts[1].kind == .assignmentExpr,
                      parts[0].kind == .memberAccessExpr || parts[0].kind == .declReferenceExpr, parts[2].kind == parts[0].kind,
                      parts[0].endToken - parts[0].firstToken == parts[2].endToken - parts[2].firstToken,
                      tree.collapsedText(of: parts[0]) == tree.collapsedText(of: parts[2]) else { continue }
                let target = parts[0]
                var family: Int?
                var property: String?
                if let member = MemberAccessView(target), let base = member.base, let token = member.name {
                    property = tree.text(of: token)
                    if base.kind == .declReferenceExpr, tree.text(of: base) == "self" {
                        family = enclosingFamily(of: target, f)
                    } else if case .family(let found) = meaning(ofValue: base, f).meaning {
                        family = found
                    }
                } else if target.kind == .declReferenceExpr {
                    property = tree.text(of: target)
                    family = enclosingFamily(of: target, f)
                }
                guard let family, let property,
                      families[family].members.contains(where: { $0.published.contains(property) }) else { continue }
                block(family, f, tree.startOffset(of: sequence), "self-assignment",
                      "'\(tree.quote(sequence))' assigns a @Published property to itself to refresh views, and under @Observable an equal value notifies nobody; refresh what changed first")
            }
        }
    }
}
