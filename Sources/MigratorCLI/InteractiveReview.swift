import Foundation
import MigratorEngine
import SwiftCST

/// Where `apply --interactive` reads answers: the terminal, or lines a test supplies.
public protocol InputSource: AnyObject {
    /// The next line without its terminator; nil at the end of input.
    func readLine() -> String?
}

/// Standard input.
public final class StandardInput: InputSource {
    public init() {}
    public func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}

/// Fixed answers, one per line (tests).
public final class ScriptedInput: InputSource {
    private var lines: [String]
    public init(_ lines: [String]) { self.lines = lines }
    public func readLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

/// `apply --interactive`: shows each change (a hunk, or hunks that only make sense
/// together, across files for a class family, an entry key or a type's conformance), with
/// its passes, and asks `Apply this change [y,n,a,d,q,?]` as `git add -p` does. The
/// results come back holding only the accepted changes; a file whose accepted changes do
/// not parse without the others is left unchanged and reported.
struct InteractiveReview {
    var console: Console
    var input: InputSource
    var color: Bool
    var passOrder: [String]

    static let help = """
    y - apply this change
    n - do not apply this change
    a - apply this change and all later changes in the file
    d - do not apply this change or any later change in the file
    q - quit; do not apply this change or any remaining one (changes accepted so far are applied)
    ? - print help

    """

    enum Decision { case apply, skip }

    /// Asks about every change; the results with only the accepted ones, and the files
    /// that cannot be written as chosen. Before any question it asks the writer what
    /// `apply` would refuse: uncommitted changes stop the review (thrown); a file the
    /// writer refuses for itself (read-only, a link it may not write through) is not
    /// offered, and the writer reports it when the accepted changes are written.
    func run(_ results: [Engine.FileResult], writer: WriteSet) throws -> (results: [Engine.FileResult], errors: [String]) {
        let preflight = writer.preflight(results)
        if !preflight.uncommitted.isEmpty {
            throw UsageError(Writer.uncommittedMessage(preflight.uncommitted.sorted(), doing: "review changes to files"))
        }
        let unwritable = Set(preflight.refused.map(\.display))
        for path in unwritable.sorted() { console.out("not offered (apply cannot write it): \(path)\n") }
        let changedIndices = results.indices.filter { results[$0].changed && !unwritable.contains(results[$0].path) }
        let changed = changedIndices.map { results[$0] }
        let blocks = changed.map { ChangeHunks.blocks(of: $0, passOrder: passOrder) }
        let groups = ChangeHunks.groups(changed, blocks: blocks, passOrder: passOrder)
        var decisions: [Decision?] = Array(repeating: nil, count: groups.count)
        var quit = false
        for (u, group) in groups.enumerated() where decisions[u] == nil {
            if quit {
                decisions[u] = .skip
                continue
            }
            show(group, changed, blocks)
            var answered = false
            while !answered {
                console.out(paint("(\(u + 1)/\(groups.count)) Apply this change [y,n,a,d,q,?]? ", "1;34"))
                guard let line = input.readLine() else {
                    console.out("\n")
                    quit = true
                    decisions[u] = .skip
                    break
                }
                switch line.trimmingCharacters(in: .whitespaces).lowercased() {
                case "y", "yes":
                    decisions[u] = .apply
                case "n", "no":
                    decisions[u] = .skip
                case "a", "d":
                    let decision: Decision = line.trimmingCharacters(in: .whitespaces).lowercased() == "a" ? .apply : .skip
                    let file = group.parts[0].file
                    for later in u..<groups.count where decisions[later] == nil && groups[later].parts[0].file == file {
                        decisions[later] = decision
                    }
                case "q":
                    quit = true
                    decisions[u] = .skip
                default:
                    console.out(paint(InteractiveReview.help, "1;31"))
                    continue
                }
                answered = true
            }
        }
        // Outputs with the accepted blocks only.
        var chosen: [Set<Int>] = Array(repeating: [], count: changed.count)
        for (u, group) in groups.enumerated() where decisions[u] == .apply {
            for part in group.parts { chosen[part.file].insert(part.block) }
        }
        var reviewed = results
        var errors: [String] = []
        var accepted = 0
        for (c, index) in changedIndices.enumerated() {
            var result = results[index]
            let fileBlocks = blocks[c]
            if chosen[c].count == fileBlocks.count {
                accepted += 1
                continue
            }
            let changes = result.changes
            let kept = Set(chosen[c].flatMap { fileBlocks[$0].changes })
            if chosen[c].isEmpty {
                result.output = result.original
            } else {
                let output = ChangeHunks.apply(fileBlocks, chosen: chosen[c], original: result.original, output: result.output)
                if let diagnostic = SyntaxTree.parse(output).diagnostics.first {
                    errors.append("\(result.path): error: the changes chosen for this file do not parse without the others (\(diagnostic.message)); file not written")
                    result.output = result.original
                } else {
                    result.output = output
                    accepted += 1
                }
            }
            // Sites of what is kept; the rounds no longer describe the output.
            var sites: [String: Set<Int>] = [:]
            for index in kept where result.changed {
                sites[changes[index].pass, default: []].formUnion(changes[index].site >= 0 ? [changes[index].site] : [])
            }
            result.editCounts = sites.mapValues(\.count)
            result.rounds = []
            reviewed[index] = result
        }
        let taken = decisions.filter { $0 == .apply }.count
        console.out("\(taken) of \(groups.count) change\(groups.count == 1 ? "" : "s") accepted\(accepted == 0 ? "" : " in \(accepted) file\(accepted == 1 ? "" : "s")")\n")
        return (reviewed, errors)
    }

    /// The group's hunks as a coloured diff, headed by its passes (and the project-wide
    /// change units it carries).
    func show(_ group: ChangeHunks.Group, _ results: [Engine.FileResult], _ blocks: [[ChangeBlock]]) {
        var text = ""
        let files = Set(group.parts.map(\.file))
        let units = group.units.map(\.description).joined(separator: ", ")
        var heading = "pass: " + group.passes.joined(separator: ", ")
        if files.count > 1 {
            heading += "; one change across \(files.count) files" + (units.isEmpty ? "" : " (\(units))")
        } else if !units.isEmpty {
            heading += " (\(units))"
        }
        text += paint(heading, "1;35") + "\n"
        // Blocks of one file next to each other (nothing else between, at most twice the
        // context apart) are shown as one hunk.
        var runs: [(file: Int, blocks: ClosedRange<Int>)] = []
        for part in group.parts {
            if let last = runs.last, last.file == part.file, part.block == last.blocks.upperBound + 1 {
                let previous = blocks[part.file][last.blocks.upperBound]
                if blocks[part.file][part.block].oldLine - (previous.oldLine + previous.oldLineCount) <= 6 {
                    runs[runs.count - 1].blocks = last.blocks.lowerBound...part.block
                    continue
                }
            }
            runs.append((part.file, part.block...part.block))
        }
        var lastFile: Int?
        for run in runs {
            let result = results[run.file]
            let path = result.path
            if run.file != lastFile {
                text += paint("diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)", "1") + "\n"
                lastFile = run.file
            }
            let hunk = ChangeHunks.hunk(of: run.blocks, in: blocks[run.file], original: result.original, output: result.output)
            text += paint("@@ -\(UnifiedDiff.rangeText(hunk.oldStart, hunk.oldCount)) +\(UnifiedDiff.rangeText(hunk.newStart, hunk.newCount)) @@", "36") + "\n"
            for line in hunk.lines {
                let shown = String(line.prefix) + line.text.trimmingCharacters(in: CharacterSet(charactersIn: "\r\n"))
                text += (line.prefix == "+" ? paint(shown, "32") : line.prefix == "-" ? paint(shown, "31") : shown) + "\n"
            }
        }
        console.out(text)
    }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
