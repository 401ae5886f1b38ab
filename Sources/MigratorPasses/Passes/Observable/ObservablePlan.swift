import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// The observable pass's decision for one universe of modules: which classes convert (with
/// every use site), and why the others do not. It is built once per universe in five
/// phases, each a type whose outputs the next one takes:
///
/// 1. `Families`: the classes that declare `ObservableObject`, with their project
///    subclasses (a family converts whole or not at all), their published and tracked
///    properties, and what in the classes themselves blocks them;
/// 2. `UseSites`: every use in the universe's code that matters to a family (wrapper
///    properties, `$m` and `_m`, `objectWillChange`, publishers, `.environmentObject`);
/// 3. `Blockers`: what each use can be (`Meanings`: the types written there resolved
///    through the semantic model), which wrapper properties convert, and what blocks;
/// 4. `Decisions`: per family, the edits it would make and whether a suppression comment
///    covers one or a `@Bindable` line cannot be written; the families that convert, and
///    the findings of the others;
/// 5. `Edits`: the converting families' edits, one `@Bindable` line per member however
///    many families need it, and the imports of the files that declare them.
///
/// Every name is resolved through the semantic model: a class is its declaration (two
/// classes named `Model` in different modules, or nested in different types, are different
/// families), and a use site's written type is looked up where it is written (typealiases
/// followed, generic parameters seen). A site that cannot be resolved blocks only the
/// families whose classes can reach it: those seen by a module that also sees the site.
/// The plan is immutable once built; each file's run takes its part.
struct ObservablePlan: Sendable {
    /// The edits of each file (by its index in the model), sorted, over the bytes the model
    /// read (`PassContext.indexIfAsRead`).
    let edits: [Int: [Edit]]
    /// The findings of each file (by its index in the model), sorted by offset (then message).
    let findingsByFile: [Int: [Finding]]

    static let pass = ObservablePass.name
    static let cacheKey = CacheKey<ObservablePlan>("observable")

    init(context: PassContext) {
        let scope = Scope(context)
        // Phase 1 and the gathering of phase 2 side by side: the gathering reads only the
        // model and the trees, and the plan is one thread's work otherwise (the engine
        // gives it a core of its own; the gathering takes some of the others' time).
        let found: Families
        var gathered: Uses?
        if context.jobs > 1 && !scope.classIDs.isEmpty {
            (found, gathered) = context.sideBySide({ Families(scope) }, { UseSites.gatherParsedFiles(scope) })
        } else {
            found = Families(scope)
        }
        var findings = found.findings
        var fileEdits: [Int: [Edit]] = [:]
        if !found.families.isEmpty {
            let meanings = Meanings(scope, found)
            let uses = UseSites(meanings, blocks: found.blocks, gathered: gathered)
            let blockers = Blockers(meanings, uses: uses)
            let decisions = Decisions(meanings, uses: uses.uses, blockers: blockers, classNotes: found.notes,
                                      convertsPublicAPI: context.value(of: ObservablePass.convertPublicAPI, for: Self.pass))
            findings += decisions.findings
            fileEdits = Edits(meanings, decisions: decisions).edits
        }
        var edits: [Int: [Edit]] = [:]
        for (f, list) in fileEdits { edits[f] = list.sorted { ($0.start, $0.end) < ($1.start, $1.end) } }
        findings.sort { ($0.path, $0.offset, $0.message) < ($1.path, $1.offset, $1.message) }
        self.edits = edits
        self.findingsByFile = context.byModelIndex(findings)
    }
}
