import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics
import SwiftCST

extension MigrateCommand {
    /// What the write stage did: the results as written (units refused, review answers,
    /// `--verify-build` reverts applied), and every error and refused file.
    struct Written {
        var results: [Engine.FileResult]
        var outcome = Writer.Outcome()
        var errors: [String] = []
        var refused: [String] = []
        var buildFails = false
    }

    /// apply, `--interactive` and `--verify-build` all write through the one Writer; other
    /// modes write nothing. Nil when `--verify-build` finds the project failing before any
    /// change (said on stderr): nothing is written.
    static func write(_ mode: Mode, _ setup: Setup, files: [SourceFiles.Found], migrated: Migrated, passes: [any Pass],
                      console: Console, input: InputSource, color: Bool, currentDirectory: String,
                      hooks: WriteHooks = WriteHooks()) throws -> Written? {
        let options = setup.options
        var written = Written(results: migrated.results)
        let writing = WriteSet(files: mode == .apply ? files : [], allowDirty: options.allowDirty, hooks: hooks)  // only apply writes
        var unitErrors: [String] = []
        var reviewErrors: [String] = []
        var unitRefused: [String] = []
        if mode == .apply {
            // A change unit (an observable class and its uses, ...) with a file apply cannot
            // write is not applied anywhere, and never offered for review.
            (written.results, unitErrors, unitRefused) = Self.withoutUnwritableUnits(written.results, writer: writing, rerun: migrated.rerun)
        }
        if options.interactive {
            let review = InteractiveReview(console: console, input: input, color: color, passOrder: passes.map(\.name))
            (written.results, reviewErrors) = try review.run(written.results, writer: writing)
        }
        var buildErrors: [String] = []
        if mode == .apply {
            let verifier = options.verifyBuild.map { BuildVerifier(command: $0, directory: currentDirectory, console: console) }
            if let verifier, let failure = VerifyBuild.originalFails(verifier) {
                console.err(failure + "\n")
                return nil
            }
            written.outcome = writing.write(written.results)
            if let verifier, !written.outcome.written.isEmpty {
                let verification = VerifyBuild.verify(verifier, results: written.results, written: written.outcome.written,
                                                      destinations: written.outcome.destinations, rerun: migrated.rerun)
                written.results = verification.results
                written.outcome.written = verification.written
                written.outcome.warnings += verification.warnings
                buildErrors = verification.errors
                written.buildFails = !verification.passed
            }
        }
        written.errors = unitErrors + reviewErrors + written.outcome.errors + buildErrors
        written.refused = (unitRefused + written.outcome.refused).sorted()
        return written
    }

    /// The report of the run, its selection made (filtered by severities, `--only` and the
    /// baseline).
    static func makeReport(_ mode: Mode, _ setup: Setup, _ loaded: Loaded, _ written: Written, filter: ReportFilter, scanned: Int,
                           color: Bool, currentDirectory: String) -> Report {
        let options = setup.options
        let groups = loaded.project.settings.groups
        var report = Report(mode: mode, results: written.results, targets: groups.map { (Self.jsonSource($0.source), $0.availability, $0.files) },
                            notes: loaded.notes + written.outcome.notes, errors: loaded.readErrors + written.errors,
                            written: written.outcome.written, scanned: scanned)
        report.refused = written.refused
        report.refusedReasons = written.outcome.reasons
        report.warnings = written.outcome.warnings
        report.passes = loaded.passes
        report.baseDirectory = currentDirectory
        report.color = color
        report.quiet = options.quiet
        report.filter = filter
        // SARIF and GitHub report each change block; text and JSON only need them to
        // filter or to write a baseline.
        report.select(listingRewrites: options.writeBaseline != nil || ["sarif", "github"].contains(options.format))
        return report
    }

    /// `--write-baseline PATH`: every finding and rewrite of this run that is not `off`; the
    /// previous file's items of passes that did not run or files that were not scanned stay.
    static func writeBaseline(to path: String, _ report: inout Report, previous: Baseline?, files: [SourceFiles.Found], currentDirectory: String) throws {
        var baseline = Baseline(keys: report.selected.keys)
        let ran = Set(report.passes.map(\.name))
        let scanned = Set(files.map { SourceFiles.displayPath($0.absolute, base: report.filter.baselineFolder) })
        var kept = 0
        for (key, count) in previous?.counts ?? [:] where !scanned.contains(key.file) || !key.pass.split(separator: ",").contains(where: { ran.contains(String($0)) }) {
            baseline.counts[key, default: 0] += count
            kept += count
        }
        try baseline.write(to: SourceFiles.absolute(path, base: currentDirectory), shown: path)
        report.notes.append("note: wrote baseline \(path): \(baseline.findingCount) finding\(baseline.findingCount == 1 ? "" : "s"), \(baseline.rewriteCount) rewrite\(baseline.rewriteCount == 1 ? "" : "s")"
                            + (kept > 0 ? " (\(kept) kept from the previous file: other passes or files)" : ""))
        if report.filter.baseline == nil {
            // Everything found is in the baseline now.
            report.filter.baseline = baseline
            report.select()
        }
    }

    /// The exit code (README: Exit codes): 2 when files could not be read, parsed or
    /// written, whatever else happened; check fails on reported rewrites at warning or error
    /// and on findings at error; lint on reported findings at warning or error.
    static func exitCode(_ mode: Mode, _ report: Report, errors: [String], buildFails: Bool) -> Int32 {
        if buildFails { return VerifyBuild.failureStatus }
        if !errors.isEmpty || report.results.contains(where: { !$0.errors.isEmpty }) { return 2 }
        let selection = report.selected
        if mode == .check && (selection.failingRewrites > 0 || selection.failingFindings(from: .error) > 0) { return 1 }
        if mode == .lint && selection.failingFindings(from: .warning) > 0 { return 1 }
        return 0
    }
}
