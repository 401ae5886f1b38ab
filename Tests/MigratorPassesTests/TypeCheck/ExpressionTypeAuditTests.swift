import Foundation
import Testing
import SwiftCST
@testable import MigratorSemantics

/// The expression type layer judged by the compiler (`TypeAudit`): every fixture that
/// type-checks against the SwiftUI stub (before and after files, as `FixtureTypeCheckTests`
/// prepares them) and the type-inference fixtures of `Fixtures/types` are compiled with
/// `swift-frontend -dump-ast`, and every member access, call and identifier expression the
/// layer types is compared with the compiler's type at the same source range.
///
/// Requires agreement (where the layer answers, the compiler's type) of at least 99% and an
/// answer rate (answered / expressions the compiler typed) of at least 90%, and prints every
/// disagreement with its place so a failure says what to fix. Linux only, as the fixture
/// type-check: on macOS `import SwiftUI` is Apple's framework.
@Suite(.tags(.slow)) struct ExpressionTypeAuditTests {
    /// One compilation: files of one side of a case (support files compiled with them, not
    /// audited), grouped into modules in build order.
    struct Unit: Sendable {
        var name: String
        var groups: [FixtureTypeCheckTests.FixtureModule.Files]
        var support: [String]
        var iOS: String
    }

    static let typesFixtures = FixtureTests.fixturesDirectory.appendingPathComponent("types")

    /// The units: each fixture case's before side, its after side, and each case of
    /// `Fixtures/types` (a `<case>.swift` file, or a folder of files compiled together).
    static func units() throws -> [Unit] {
        var result: [Unit] = []
        for item in try FixtureTypeCheckTests.cases() {
            if case .skip? = item.marker { continue }
            result.append(Unit(name: item.name + " (before)", groups: item.groups(item.befores), support: item.support, iOS: item.iOS))
            if !item.afters.isEmpty, item.marker == nil {
                result.append(Unit(name: item.name + " (after)", groups: item.groups(item.afters), support: item.support, iOS: item.iOS))
            }
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: typesFixtures.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !name.hasSuffix(".md") {
            let url = typesFixtures.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let paths = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0).path }
                : (name.hasSuffix(".swift") ? [url.path] : [])
            guard !paths.isEmpty else { continue }
            let first = try String(contentsOfFile: paths[0], encoding: .utf8)
            let target = FixtureTests.target(from: first)
            result.append(Unit(name: "types/" + name, groups: [.init(module: "Fixture", package: "Fixture", paths: paths)], support: [],
                               iOS: target[.iOS]?.description ?? "999"))
        }
        return result
    }

    /// What one unit gives: its audit, or why it was not audited.
    struct Outcome: Sendable {
        var audit: TypeAudit?
        var skipped: String?
    }

    /// Prepares a unit's files, dumps each module with the compiler and audits the unit's
    /// own files (not the support files) against the dumps.
    static func audit(_ unit: Unit, build: SwiftUIStubBuild) -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-types-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let (frontend, flags) = SwiftUIStubBuild.frontendInvocation else { return Outcome(skipped: "no swift-frontend") }
        let target = AvailabilityTranslation.encoded(unit.iOS)
        var prepared: [[String]] = []
        var audited: Set<String> = []
        var index = 0
        do {
            try SwiftUIStubBuild.writeDomainModule(in: build.directory, iOS: target)
            for group in unit.groups {
                var files: [String] = []
                for (offset, path) in (group.paths + unit.support).enumerated() {
                    let copy = folder.appendingPathComponent("\(index)").appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
                    index += 1
                    try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FixturePreparation.prepare(String(contentsOfFile: path, encoding: .utf8)).write(to: copy, atomically: true, encoding: .utf8)
                    files.append(copy.path)
                    if offset < group.paths.count { audited.insert(copy.path) }
                }
                prepared.append(files)
            }
        } catch {
            return Outcome(skipped: "cannot prepare: \(error)")
        }
        let modules = folder.appendingPathComponent("modules")
        var dumps = CompilerDump()
        var sources: [SourceFile] = []
        for (group, files) in zip(unit.groups, prepared) {
            if unit.groups.count > 1 {
                // Later modules import this one.
                let built = build.typecheck(files, iOS: unit.iOS, moduleName: group.module, packageName: group.package, emittingModuleInto: modules)
                if built.status != 0 { return Outcome(skipped: "does not build") }
            }
            let result = SwiftUIStubBuild.run([frontend, "-frontend", "-dump-ast", "-parse-as-library", "-module-name", group.module,
                                               "-package-name", group.package, "-I", modules.path] + flags
                                              + SwiftUIStubBuild.compilerArguments(directory: build.directory, iOS: target) + files)
            if result.status != 0 || result.output.contains(": error: ") { return Outcome(skipped: "does not type-check") }
            dumps.merge(CompilerDump.parse(result.output))
            for path in files {
                guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return Outcome(skipped: "cannot read \(path)") }
                sources.append(SourceFile(path: path, tree: SyntaxTree.parse(text)))
            }
        }
        let types = ExpressionTypes(model: SemanticModel(files: sources), iOSDeploymentTarget: Version(parsing: unit.iOS))
        var audit = TypeAudit.run(files: sources.filter { audited.contains($0.path) }, types: types, dump: dumps) { $0.path }
        // Name the fixture, not the temporary copy.
        let originals = Dictionary(uniqueKeysWithValues: zip(prepared.joined(), unit.groups.flatMap { $0.paths + unit.support }))
        audit.disagreements = audit.disagreements.map { site in
            var s = site
            s.path = FixtureTests.relative(originals[site.path] ?? site.path)
            return s
        }
        audit.unanswered = audit.unanswered.map { site in
            var s = site
            s.path = FixtureTests.relative(originals[site.path] ?? site.path)
            return s
        }
        return Outcome(audit: audit)
    }

    @Test func typeLayerAgreesWithTheCompilerOnTheFixtures() throws {
        #if os(Linux)
        let started = Date()
        let build = try SwiftUIStubBuild.shared.get()
        let units = try Self.units()
        let outcomes = Slots<Outcome>(count: units.count)
        DispatchQueue.concurrentPerform(iterations: units.count) { i in
            outcomes.set(i, Self.audit(units[i], build: build))
        }
        var total = TypeAudit()
        var fixtureTotal = TypeAudit()
        var typesTotal = TypeAudit()
        var skipped: [String] = []
        for (unit, outcome) in zip(units, outcomes.values) {
            guard let audit = outcome?.audit else {
                skipped.append("\(unit.name): \(outcome?.skipped ?? "no outcome")")
                continue
            }
            total.add(audit)
            if unit.name.hasPrefix("types/") { typesTotal.add(audit) } else { fixtureTotal.add(audit) }
        }
        print(total.report(title: "Expression types against the compiler, \(units.count - skipped.count) of \(units.count) units", listing: 30))
        print(String(format: "  pass fixtures: %.1f%% answered, %.2f%% agreement (%d expressions); Fixtures/types: %.1f%% answered, %.2f%% agreement (%d expressions); %.1f s",
                     fixtureTotal.answerRate * 100, fixtureTotal.agreement * 100, fixtureTotal.compared,
                     typesTotal.answerRate * 100, typesTotal.agreement * 100, typesTotal.compared, Date().timeIntervalSince(started)))
        for line in skipped { print("  not audited: \(line)") }
        #expect(typesTotal.compared > 0, "Fixtures/types has no expression the compiler typed")
        for unit in units where unit.name.hasPrefix("types/") {
            #expect(!skipped.contains { $0.hasPrefix(unit.name + ":") }, "\(unit.name) does not type-check against the stub")
        }
        let disagreements = total.disagreements.map(\.description).joined(separator: "\n")
        #expect(total.agreement >= 0.99, Comment(rawValue: "agreement \(total.agreed) of \(total.answered); disagreements:\n\(disagreements)"))
        #expect(total.answerRate >= 0.90, "answer rate \(total.answered) of \(total.compared)")
        #endif
    }
}
