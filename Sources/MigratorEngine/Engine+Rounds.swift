import Foundation
import MigratorSemantics
import SwiftCST

extension Engine {
    /// Rounds of edits on one file until no pass proposes anything. `allowed`: the passes
    /// the file's target allows (`context.activePasses`, in pass order); `atomicPasses`: the
    /// names of those whose rewrites are atomic (both worked out once per run).
    /// `firstRound`: outputs of the first round already made (aligned with `allowed`, nil for
    /// a pass still to run).
    func migrate(_ file: SourceFile, _ context: PassContext, allowed: [any Pass], atomicPasses: Set<String>,
                 firstRound: [PassOutput?]? = nil) -> FileResult {
        var result = FileResult(path: file.path, original: file.tree.bytes, output: file.tree.bytes)
        if !file.tree.diagnostics.isEmpty { return unparsed(file, result) }
        let lineEnd = Engine.lineEnd(file.tree.bytes)
        var current = file
        var suppressions = Suppressions.of(file.tree)
        // Passes the file's deployment target does not allow never run on it; a pass whose
        // edits break the file stops running on it.
        var running = allowed
        // Edits that waited for a round, in the original's offsets: a pass that then declines
        // the site reports it (an overlay rewrite waiting for corner-radius's edit inside it).
        var waiting: [Edit] = []
        for round in 0..<Engine.maximumRounds {
            let outputs = roundOutputs(round, of: running, on: current, context, firstRound: firstRound)
            let (proposed, findings) = proposals(running, outputs, file: file, current: current, suppressions: suppressions,
                                                 findings: round == 0 || !waiting.isEmpty)
            if round == 0 {
                result.findings = settledFindings(findings, proposed: proposed, file: file, suppressions: suppressions)
                for edit in proposed where !edit.units.isEmpty {
                    for unit in ChangeUnit.of(edit, in: file.path) { result.proposedUnits[unit] = min(result.proposedUnits[unit] ?? edit.start, edit.start) }
                }
            }
            if round > 0 && !waiting.isEmpty { Engine.addLateFindings(findings, at: waiting, file: file, into: &result) }
            if proposed.isEmpty { return result }
            if round == Engine.maximumRounds - 1 {
                let names = Set(proposed.map(\.pass)).sorted().joined(separator: ", ")
                result.errors.append("\(file.path): error: passes did not settle after \(Engine.maximumRounds) rounds (\(names)); file left unchanged")
                return Engine.leftUnchanged(result)
            }
            var accepted = Engine.accepted(proposed, atomic: atomicPasses, lineEnd: lineEnd)
            waiting = Engine.waiting(proposed, accepted: accepted, rounds: result.rounds)
            guard let (output, tree) = applying(&accepted, to: current, running: &running, result: &result) else { return Engine.leftUnchanged(result) }
            if verifyWithSwiftc, let message = Engine.swiftcRejects(output, swiftc: swiftcPath) {
                result.errors.append("\(file.path): error: swiftc -parse rejects the migrated file (\(message)); file left unchanged")
                return Engine.leftUnchanged(result)
            }
            for (pass, count) in Engine.siteCounts(accepted) { result.editCounts[pass, default: 0] += count }
            if round > 0 { Engine.dropStaleDeclines(&result, rewrittenBy: accepted) }
            result.rounds.append(accepted.sorted { ($0.start, $0.end) < ($1.start, $1.end) })
            result.output = output
            current = SourceFile(path: file.path, tree: tree)
            suppressions = Suppressions.of(tree)
        }
        return result
    }

    /// A pass's declines of round 0 inside text that pass rewrote in a later round (another
    /// pass's edit made the site fit: single-child-group removed the Group whose modifiers
    /// kept preview-macro off): they no longer hold. `accepted` are in the offsets of the
    /// text after `result.rounds`.
    static func dropStaleDeclines(_ result: inout FileResult, rewrittenBy accepted: [Edit]) {
        guard !result.findings.isEmpty else { return }
        var ranges: [String: [ClosedRange<Int>]] = [:]
        for edit in accepted {
            let start = originalOffset(edit.start, rounds: result.rounds)
            ranges[edit.pass, default: []].append(start...max(start, originalOffset(edit.end, rounds: result.rounds)))
        }
        result.findings.removeAll { finding in
            finding.declined && (ranges[finding.pass]?.contains { $0.contains(finding.offset) } ?? false)
        }
    }

    /// The proposed edits not accepted this round, mapped to the original's offsets.
    static func waiting(_ proposed: [Edit], accepted: [Edit], rounds: [[Edit]]) -> [Edit] {
        guard proposed.count > accepted.count else { return [] }
        struct Key: Hashable { var start: Int, end: Int, pass: String }
        let kept = Set(accepted.map { Key(start: $0.start, end: $0.end, pass: $0.pass) })
        return proposed.filter { !kept.contains(Key(start: $0.start, end: $0.end, pass: $0.pass)) }.map { edit in
            var mapped = edit
            mapped.start = originalOffset(edit.start, rounds: rounds)
            mapped.end = max(mapped.start, originalOffset(edit.end, rounds: rounds))
            if edit.site >= 0 { mapped.site = originalOffset(edit.site, rounds: rounds) }
            return mapped
        }
    }

    /// An offset of the text after `rounds` of edits, in the original text (an offset inside
    /// text an edit wrote maps to that edit's start).
    static func originalOffset(_ offset: Int, rounds: [[Edit]]) -> Int {
        var offset = offset
        for edits in rounds.reversed() {
            var delta = 0
            var inside: Int?
            for edit in edits {  // sorted by start
                let newStart = edit.start + delta
                if offset < newStart { break }
                let newEnd = newStart + edit.replacement.count
                if offset < newEnd || (offset == newStart && edit.start == edit.end) { inside = edit.start; break }
                delta += edit.replacement.count - (edit.end - edit.start)
            }
            offset = inside ?? offset - delta
        }
        return offset
    }

    /// Findings of a later round at the sites of edits that waited (their pass declined the
    /// site once the other edit was in), placed in the original text; repeats are not added.
    static func addLateFindings(_ findings: [Finding], at waiting: [Edit], file: SourceFile, into result: inout FileResult) {
        for var finding in findings {
            let offset = originalOffset(finding.offset, rounds: result.rounds)
            guard waiting.contains(where: { $0.pass == finding.pass && min($0.start, $0.site) <= offset && offset <= max($0.end, $0.site) }) else { continue }
            guard !result.findings.contains(where: { $0.pass == finding.pass && $0.offset == offset && $0.message == finding.message }) else { continue }
            (finding.line, finding.column) = file.tree.location(of: offset)
            finding.offset = offset
            finding.yieldRange = nil
            result.findings.append(finding)
        }
        result.findings.sort { $0.offset < $1.offset }
    }

    /// A file that does not parse is never migrated: one error at its first problem.
    private func unparsed(_ file: SourceFile, _ result: FileResult) -> FileResult {
        var result = result
        result.hasSyntaxErrors = true
        let first = file.tree.diagnostics[0]
        let (line, column) = file.tree.location(of: first.offset)
        // Lints only report: for them the file is not linted, not "left unchanged".
        let outcome = !passes.isEmpty && passes.allSatisfy(\.reportsOnly) ? "not linted: it does not parse" : "file left unchanged"
        result.errors.append("\(file.path):\(line):\(column): error: \(first.message); \(outcome)")
        return result
    }

    /// The result with nothing applied.
    private static func leftUnchanged(_ result: FileResult) -> FileResult {
        var result = result
        result.output = result.original
        result.editCounts = [:]
        result.rounds = []
        return result
    }

    /// Each running pass's output for this round: the first round's already made, else run
    /// here (side by side on a large file).
    private func roundOutputs(_ round: Int, of running: [any Pass], on current: SourceFile, _ context: PassContext,
                              firstRound: [PassOutput?]?) -> [PassOutput] {
        let sideBySide = jobs > 1 && current.tree.bytes.count >= parallelPassesFromBytes
        let roundStart = times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        defer { times?.add("round \(round) passes", Double(DispatchTime.now().uptimeNanoseconds - roundStart) / 1e9) }
        // Constants for the closure below: a `var` it captured was copied at each call.
        let roundContext = { var roundContext = context; roundContext.reportsFindings = round == 0; return roundContext }()
        let roundFile = current
        if round == 0, let firstRound, !sideBySide {
            return zip(running, firstRound).map { pass, made in made ?? Engine.run(pass, on: roundFile, roundContext, times: times) }
        }
        return Engine.outputs(of: running, on: current, roundContext, jobs: sideBySide ? jobs : 1, times: times, costs: passCosts)
    }

    /// The edits the passes propose that are neither suppressed nor of an excluded unit (a
    /// lint's edits are dropped: it only reports), and when `findings` is set, the findings
    /// that are not suppressed.
    private func proposals(_ running: [any Pass], _ outputs: [PassOutput], file: SourceFile, current: SourceFile,
                           suppressions: Suppressions, findings collecting: Bool) -> (edits: [Edit], findings: [Finding]) {
        var proposed: [Edit] = []
        var findings: [Finding] = []
        for (pass, output) in zip(running, outputs) {
            let edits = pass.reportsOnly ? [] : output.edits
            for edit in edits where excludedUnits.isEmpty || !ChangeUnit.of(edit, in: file.path).contains(where: excludedUnits.contains) {
                if suppressions.isEmpty || !suppressions.isSuppressed(pass.name, formerNames: pass.formerNames, line: current.tree.location(of: edit.start).line) {
                    proposed.append(edit)
                }
            }
            if collecting {
                findings += output.findings.filter { !suppressions.isSuppressed(pass.name, formerNames: pass.formerNames, line: $0.line) }
            }
        }
        return (proposed, findings)
    }

    /// Round 0's findings as reported: a finding that yields to rewrites goes when another
    /// pass edits its site; unknown names in suppression comments are added; in file order,
    /// without repeats.
    private func settledFindings(_ findings: [Finding], proposed: [Edit], file: SourceFile, suppressions: Suppressions) -> [Finding] {
        var findings = findings
        if findings.contains(where: { $0.yieldRange != nil }) {
            var edits = EditPositions()  // the proposed edits by position, and by site
            var sites = EditPositions()
            for edit in proposed {
                edits.insert(edit)
                if edit.site >= 0 { sites.insert(Edit(start: edit.site, end: edit.site, replacementBytes: [], pass: edit.pass)) }
            }
            findings.removeAll { finding in
                guard let range = finding.yieldRange else { return false }
                // An edit over the site, or part of a rewrite counted at it (a pass that keeps
                // the name but rewrites the arguments).
                // An edit that writes the site again (moving it) leaves it to report.
                return edits.contains(near: range.lowerBound, range.upperBound) {
                    $0.pass != finding.pass && $0.touches(range) && !$0.carries(range, of: file.tree.bytes)
                }
                    || sites.contains(near: range.lowerBound, range.upperBound) { $0.pass != finding.pass && range.contains($0.start) }
            }
        }
        if !suppressionNames.isEmpty { findings += suppressions.unknownNames(in: file, known: suppressionNames) }
        findings.sort { $0.offset < $1.offset }
        return Engine.withoutRepeats(findings)
    }

    /// The edits kept, in pass order; an edit overlapping one already kept waits a round. For
    /// a pass whose rewrites are atomic, the edits it makes for one site (a name here, a
    /// closure there) are kept or wait together, never applied in part.
    private static func accepted(_ proposed: [Edit], atomic: Set<String>, lineEnd: LineEnd) -> [Edit] {
        var accepted: [Edit] = []
        var placed = EditPositions()  // the accepted edits by position
        let (order, bounds) = Engine.rewrites(proposed, atomic: atomic)
        // The text that edits copy from elsewhere (an Alert built in a helper), by pass: an
        // edit of another pass there waits a round, so the copy is edited after it is made.
        let copied = proposed.compactMap { edit in edit.reads.map { (range: $0, pass: edit.pass) } }
        for g in 0..<(bounds.count - 1) {
            let group = order[bounds[g]..<bounds[g + 1]]
            if !copied.isEmpty, group.contains(where: { i in copied.contains { $0.pass != proposed[i].pass && proposed[i].touches($0.range) } }) { continue }
            if group.count > 1, group.contains(where: { placed.overlapsAny(proposed[$0]) }) { continue }
            for i in group where !placed.overlapsAny(proposed[i]) {
                placed.insert(proposed[i])
                accepted.append(lineEnd == .lf ? proposed[i] : Engine.withLineEnd(proposed[i], lineEnd))
            }
        }
        return accepted
    }

    /// The file with `accepted` applied (in file order: no two have the same range), and its
    /// tree. When the output does not parse, the passes whose edits alone break it are
    /// dropped for this file (from `running` and `accepted`, with an error each) and the rest
    /// applied; nil when that still does not parse.
    private func applying(_ accepted: inout [Edit], to current: SourceFile, running: inout [any Pass],
                          result: inout FileResult) -> (output: [UInt8], tree: SyntaxTree)? {
        var output = applyEdits(accepted.sorted { ($0.start, $0.end) < ($1.start, $1.end) }, to: current.tree.bytes)
        let reparseStart = times == nil ? 0 : DispatchTime.now().uptimeNanoseconds
        var tree = SyntaxTree.parseOnCurrentThread(output)
        times?.add("reparse", Double(DispatchTime.now().uptimeNanoseconds - reparseStart) / 1e9)
        guard !tree.diagnostics.isEmpty else { return (output, tree) }
        var culprits: [String] = []
        for name in Set(accepted.map(\.pass)).sorted() {
            let alone = applyEdits(accepted.filter { $0.pass == name }, to: current.tree.bytes)
            let aloneTree = SyntaxTree.parseOnCurrentThread(alone)
            if let diagnostic = aloneTree.diagnostics.first {
                culprits.append(name)
                let (line, column) = aloneTree.location(of: diagnostic.offset)
                result.errors.append("\(current.path):\(line):\(column): error: [\(name)] output would not parse (\(diagnostic.message)); its edits were not applied")
            }
        }
        if culprits.isEmpty {
            // Each pass's edits parse alone, not together (two edits side by side in one
            // class header): the passes' edits are taken in pass order while the file still
            // parses, and the rest wait a round, made again on the changed text.
            return applyingWhileParsing(&accepted, to: current)
        }
        running.removeAll { culprits.contains($0.name) }
        accepted.removeAll { culprits.contains($0.pass) }
        output = applyEdits(accepted.sorted { ($0.start, $0.end) < ($1.start, $1.end) }, to: current.tree.bytes)
        tree = SyntaxTree.parseOnCurrentThread(output)
        return tree.diagnostics.isEmpty ? (output, tree) : nil
    }

    /// The accepted edits of the passes, in pass order, that parse together; the others are
    /// left out of `accepted` (their passes propose them again next round).
    private func applyingWhileParsing(_ accepted: inout [Edit], to current: SourceFile) -> (output: [UInt8], tree: SyntaxTree)? {
        var order: [String] = []
        for edit in accepted where !order.contains(edit.pass) { order.append(edit.pass) }
        var kept: [Edit] = []
        var best: (output: [UInt8], tree: SyntaxTree)?
        for name in order {
            let trial = kept + accepted.filter { $0.pass == name }
            let output = applyEdits(trial.sorted { ($0.start, $0.end) < ($1.start, $1.end) }, to: current.tree.bytes)
            let tree = SyntaxTree.parseOnCurrentThread(output)
            guard tree.diagnostics.isEmpty else { continue }
            kept = trial
            best = (output, tree)
        }
        accepted = kept
        return best
    }

    /// Sites per pass (an edit with a negative site counts elsewhere); the pass's set is
    /// looked up where the pass changes (in the order proposed, a pass's edits come
    /// together), not at every edit.
    private static func siteCounts(_ accepted: [Edit]) -> [String: Int] {
        var sitesOf: [String: Set<Int>] = [:]
        var k = 0
        while k < accepted.count {
            let pass = accepted[k].pass
            var sites = sitesOf.removeValue(forKey: pass) ?? []
            while k < accepted.count && accepted[k].pass == pass {
                if accepted[k].site >= 0 { sites.insert(accepted[k].site) }
                k += 1
            }
            sitesOf[pass] = sites
        }
        return sitesOf.mapValues(\.count)
    }
}
