import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `--only`: report only pending rewrites, or only findings.
enum Only: String, CaseIterable {
    case rewrites, findings
}

/// The settings that choose what a run reports (not what it changes: the diff and
/// `apply` always hold every rewrite).
struct ReportFilter {
    var severities = Severities()
    var only: Only?
    var baseline: Baseline?
    /// The baseline file's folder (absolute): its paths are relative to it.
    var baselineFolder = ""

    /// True when any setting is given: then JSON shows levels and the reported rewrites.
    var isActive: Bool { !severities.isEmpty || only != nil || baseline != nil }
}

/// What a run reports: its findings and pending rewrites after `--only`, the `severity`
/// table (`off` hides) and the baseline (items it holds are not reported), each with its
/// level, in file order; and how many were left out, and why.
struct Selection {
    var findings: [(finding: Finding, level: Level)] = []
    var rewrites: [(change: PendingChange, level: Level)] = []
    /// Every rewrite and finding that is not `off`, keyed for a baseline
    /// (`--write-baseline` writes these, whatever `--only` shows).
    var keys: [Baseline.Key] = []
    var hiddenByBaseline = 0
    var hiddenOff = 0
    var hiddenByOnly = 0
    /// False when the rewrites were not listed (no filter, no baseline to write, a format
    /// that shows no change blocks): then every pending change is reported at `warning`,
    /// and `unlistedPaths` holds the files that have one. Listing them means computing
    /// every change block, which the text and JSON reports of a plain run never need.
    var rewritesListed = true
    var unlistedPaths: [String] = []

    /// The files with a reported pending rewrite, in report order.
    var rewritePaths: [String] {
        guard rewritesListed else { return unlistedPaths }
        var seen = Set<String>()
        return rewrites.map(\.change.path).filter { seen.insert($0).inserted }
    }

    /// The rewrites reported at `warning` or `error` (they fail `check`) and the findings
    /// at `error` (they fail `check`; at `warning` they fail `lint`).
    var failingRewrites: Int { rewritesListed ? rewrites.filter { $0.level.fails }.count : unlistedPaths.count }
    func failingFindings(from level: Level) -> Int { findings.filter { $0.level >= level }.count }

    /// `; not reported: baseline N, off M, --only K`, or nothing.
    var hiddenSummary: [String] {
        var parts: [String] = []
        if hiddenByBaseline > 0 { parts.append("baseline \(hiddenByBaseline)") }
        if hiddenOff > 0 { parts.append("off \(hiddenOff)") }
        if hiddenByOnly > 0 { parts.append("--only \(hiddenByOnly)") }
        return parts.isEmpty ? [] : ["not reported: " + parts.joined(separator: ", ")]
    }

    static func of(_ report: Report, listingRewrites: Bool = true) -> Selection {
        let filter = report.filter
        var selection = Selection()
        if !listingRewrites && !filter.isActive {
            // Every finding and every pending change, at `warning`.
            selection.rewritesListed = false
            selection.unlistedPaths = report.mode == .apply ? report.notWritten.map(\.path) : report.changedPaths
            selection.findings = report.findings.map { ($0, Level.warning) }
            return selection
        }
        let originals = Dictionary(report.results.map { ($0.path, $0.original) }, uniquingKeysWith: { a, _ in a })
        var keyPaths: [String: String] = [:]
        func keyPath(_ display: String) -> String {
            if let known = keyPaths[display] { return known }
            let path = filter.baseline == nil && filter.baselineFolder.isEmpty ? display
                : SourceFiles.displayPath(SourceFiles.absolute(display, base: report.baseDirectory), base: filter.baselineFolder)
            keyPaths[display] = path
            return path
        }
        var rewrites: [(PendingChange, Level, Baseline.Key)] = []
        for change in PendingChange.all(in: report) {
            let level = filter.severities.level(ofRewriteBy: change.passes)
            if level == .off { selection.hiddenOff += 1; continue }
            rewrites.append((change, level, Baseline.key(of: change, file: keyPath(change.path), original: originals[change.path] ?? [])))
        }
        var findings: [(Finding, Level, Baseline.Key)] = []
        var lineCodes: [String: Baseline.LineCodes] = [:]  // per path
        for finding in report.findings {
            let level = filter.severities.level(of: finding)
            if level == .off { selection.hiddenOff += 1; continue }
            var codes = lineCodes.removeValue(forKey: finding.path) ?? Baseline.LineCodes(originals[finding.path] ?? [])
            findings.append((finding, level, Baseline.key(of: finding, file: keyPath(finding.path), codes: &codes)))
            lineCodes[finding.path] = codes
        }
        // A baseline records both kinds whatever `--only` shows.
        selection.keys = rewrites.map(\.2) + findings.map(\.2)
        if filter.only == .findings {
            selection.hiddenByOnly += rewrites.count
            rewrites = []
        } else if filter.only == .rewrites {
            selection.hiddenByOnly += findings.count
            findings = []
        }
        // Items of one key are matched in file order (keys of rewrites and findings differ).
        let covered = filter.baseline?.covers(rewrites.map(\.2) + findings.map(\.2)) ?? Array(repeating: false, count: rewrites.count + findings.count)
        for (i, item) in rewrites.enumerated() {
            if covered[i] { selection.hiddenByBaseline += 1 } else { selection.rewrites.append((item.0, item.1)) }
        }
        for (i, item) in findings.enumerated() {
            if covered[rewrites.count + i] { selection.hiddenByBaseline += 1 } else { selection.findings.append((item.0, item.1)) }
        }
        return selection
    }
}

extension Baseline {
    /// A baseline of the keys.
    init(keys: [Key]) {
        for key in keys { counts[key, default: 0] += 1 }
    }
}
