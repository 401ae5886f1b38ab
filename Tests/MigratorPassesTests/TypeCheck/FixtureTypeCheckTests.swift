import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Type-checks every fixture, before and after, with `swiftc -typecheck` against the
/// SwiftUI stub (`Fixtures/SwiftUIStub`), as iOS code at the fixture's deployment target.
///
/// The parser-level checks of `FixtureTests` cannot see a wrong rewrite that parses (an
/// Optional passed to `foregroundStyle`, an API newer than the target, a dangling name);
/// these checks can. Rules:
///
/// - every `.before.swift` must type-check, unless its first line (or the second, after a
///   `// fixture:` line) says `// typecheck: skip — reason`;
/// - where the before-files type-check, the after-files must too, and must not use an API
///   that is deprecated at the target (Apple's hard deprecations) which the before-files did
///   not use; `// typecheck: after-fails — reason` records a known wrong rewrite (the test
///   then fails when the rewrite is fixed, so the marker goes);
/// - `<case>.support.swift` (or `support.swift` in a multi-file case) declares what the
///   fixture leaves to the rest of an imagined project (a model type, a helper); it is
///   compiled with both sides and never seen by the passes;
/// - at least 90% of all fixture files are type-checked.
///
/// Linux only: on macOS `import SwiftUI` is Apple's framework, and checking fixtures there
/// needs an iOS SDK (`xcrun --sdk iphonesimulator swiftc -typecheck -target ...`).
@Suite(.tags(.slow)) struct FixtureTypeCheckTests {
    /// One fixture case prepared for the compiler.
    struct Case: Sendable {
        var name: String
        var befores: [String]
        var afters: [String]
        var support: [String]
        var iOS: String
        var marker: Marker?
        /// For a case whose subfolders hold manifests: its modules in build order (each may
        /// import the ones before it), with indices into `befores` (and `afters`, which match
        /// them one to one in such cases). Empty: every file is in one module.
        var modules: [FixtureModule] = []
        /// The fixture line's language mode and isolation (a single-module case).
        var language = SwiftUIStubBuild.LanguageFlags()
        var fileCount: Int { befores.count + afters.count }

        /// The files of one side (`befores` or `afters`) grouped into the modules to build.
        func groups(_ paths: [String]) -> [FixtureModule.Files] {
            guard !modules.isEmpty, paths.count == befores.count else {
                return [.init(module: "Fixture", package: "Fixture", paths: paths, language: language)]
            }
            return modules.map { .init(module: $0.name, package: $0.package, paths: $0.members.map { paths[$0] }, language: $0.language) }
        }
    }

    /// A module of a multi-module case.
    struct FixtureModule: Sendable {
        var name: String
        /// The package it belongs to (what `package` declarations are visible across).
        var package: String
        var members: [Int]
        /// Its target's language mode and default isolation.
        var language = SwiftUIStubBuild.LanguageFlags()

        /// One module's files of one side, for the compiler.
        struct Files {
            var module: String
            var package: String
            var paths: [String]
            var language = SwiftUIStubBuild.LanguageFlags()
        }
    }

    enum Marker: Sendable, Equatable {
        case skip(String)
        case afterFails(String)
    }

    struct Outcome: Sendable {
        var errors: [String]
        var hardDeprecations: Set<String>
        var softDeprecations: Int
        var passed: Bool { errors.isEmpty }
    }

    /// `// typecheck: skip — reason` / `// typecheck: after-fails — reason` in the first two
    /// lines; nil when absent. A marker without a reason is reported as an error.
    static func marker(in source: String) -> Result<Marker?, MarkerError> {
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        let candidates = lines.first?.hasPrefix("// fixture:") == true ? lines.dropFirst().prefix(1) : lines.prefix(1)
        for line in candidates {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard text.hasPrefix("// typecheck:") else { continue }
            let body = text.dropFirst("// typecheck:".count).trimmingCharacters(in: .whitespaces)
            for (word, make) in [("skip", Marker.skip), ("after-fails", Marker.afterFails)] where body.hasPrefix(word) {
                let reason = body.dropFirst(word.count).trimmingCharacters(in: CharacterSet(charactersIn: " —-:"))
                return reason.isEmpty ? .failure(MarkerError(text: text)) : .success(make(reason))
            }
            return .failure(MarkerError(text: text))
        }
        return .success(nil)
    }

    struct MarkerError: Error, CustomStringConvertible {
        var text: String
        var description: String { "'\(text)': expected '// typecheck: skip — reason' or '// typecheck: after-fails — reason'" }
    }

    /// Every fixture case that `FixtureTests` runs, with its files.
    static func cases() throws -> [Case] {
        let root = FixtureTests.fixturesDirectory
        var result: [Case] = []
        // `TYPECHECK_ONLY=on-change/,alert/x`: only the cases whose names start so (while
        // working on a pass; the 90% share is then not required).
        let only = ProcessInfo.processInfo.environment["TYPECHECK_ONLY"].map { $0.split(separator: ",").map(String.init) }
        for name in FixtureTests.passCases where only.map({ $0.contains(where: name.hasPrefix) }) ?? true {
            let base = root.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            var befores: [String] = []
            var afters: [String] = []
            var support: [String] = []
            var modules: [FixtureModule] = []
            if FileManager.default.fileExists(atPath: base.path, isDirectory: &isDirectory), isDirectory.boolValue {
                let relatives = FixtureTests.beforeFiles(in: base.path)
                for file in relatives {
                    let stem = String(file.dropLast(".before.swift".count))
                    befores.append(base.appendingPathComponent(file).path)
                    let after = base.appendingPathComponent(stem + ".after.swift").path
                    // A member without an .after file is unchanged: the output is the input.
                    afters.append(FileManager.default.fileExists(atPath: after) ? after : base.appendingPathComponent(file).path)
                }
                if FileManager.default.fileExists(atPath: base.appendingPathComponent("support.swift").path) {
                    support.append(base.appendingPathComponent("support.swift").path)
                }
                if !afters.contains(where: { $0.hasSuffix(".after.swift") }) { afters = [] }
                let first = try String(contentsOfFile: befores[0], encoding: .utf8)
                if let graph = FixtureTests.graph(of: relatives.map { String($0.dropLast(".before.swift".count)) + ".swift" }, in: base.path,
                                                  firstSource: first) {
                    modules = Self.modules(of: relatives.map { String($0.dropLast(".before.swift".count)) + ".swift" }, graph: graph)
                }
            } else {
                befores = [base.path + ".before.swift"]
                if FileManager.default.fileExists(atPath: base.path + ".after.swift") { afters = [base.path + ".after.swift"] }
                if FileManager.default.fileExists(atPath: base.path + ".support.swift") { support = [base.path + ".support.swift"] }
            }
            let first = try String(contentsOfFile: befores[0], encoding: .utf8)
            let target = FixtureTests.target(from: first)
            var marker: Marker?
            for path in befores {
                if let found = try Self.marker(in: String(contentsOfFile: path, encoding: .utf8)).get() { marker = found }
            }
            let language = FixtureTests.languageSettings(from: first)
            result.append(Case(name: name, befores: befores, afters: afters, support: support,
                               iOS: target[.iOS]?.description ?? "999", marker: marker, modules: modules,
                               language: Self.flags(mode: language.mode, isolation: language.isolation ?? .nonisolated)))
        }
        return result
    }

    /// The modules the manifests make of a case's files (as `FixtureTests` places them for
    /// the passes), each with the members it compiles, dependencies first.
    static func modules(of files: [String], graph: ModuleGraph) -> [FixtureModule] {
        var members: [Int: [Int]] = [:]
        for (index, file) in files.enumerated() {
            guard let module = graph.modules(of: file).first else { continue }
            members[module, default: []].append(index)
        }
        var ordered: [Int] = []
        var visiting: Set<Int> = []
        func visit(_ id: Int) {
            guard !ordered.contains(id), !visiting.contains(id) else { return }
            visiting.insert(id)
            for dependency in graph.modules[id].dependencies { visit(dependency) }
            ordered.append(id)
        }
        for id in members.keys.sorted() { visit(id) }
        return ordered.compactMap { id in
            members[id].map {
                let settings = graph.modules[id].settings
                return FixtureModule(name: graph.modules[id].name, package: graph.modules[id].package, members: $0,
                                     language: flags(mode: settings.languageMode, isolation: settings.defaultIsolation))
            }
        }
    }

    /// The compiler flags for a language mode and isolation.
    static func flags(mode: Version?, isolation: DefaultIsolation) -> SwiftUIStubBuild.LanguageFlags {
        SwiftUIStubBuild.LanguageFlags(swiftVersion: (mode ?? Version(5)) >= Version(6) ? "6" : "5",
                                       defaultIsolation: isolation == .mainActor ? "MainActor" : nil)
    }

    /// Prepares the files in a fresh folder (same names, same lines) and type-checks them as
    /// one module.
    static func check(_ paths: [String], support: [String], iOS: String, build: SwiftUIStubBuild) -> Outcome {
        check([.init(module: "Fixture", package: "Fixture", paths: paths)], support: support, iOS: iOS, build: build)
    }

    /// Prepares the files in a fresh folder (same names, same lines) and type-checks each
    /// module in order; with several, each is built (`-emit-module`) so the later ones can
    /// import it. Support files are compiled into every module.
    static func check(_ groups: [FixtureModule.Files], support: [String], iOS: String, build: SwiftUIStubBuild) -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-typecheck-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var prepared: [[String]] = []
        var names: [String: String] = [:]
        var index = 0
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for group in groups {
                var files: [String] = []
                for path in group.paths + support {
                    let name = URL(fileURLWithPath: path).lastPathComponent
                    // Files of one module need distinct names; `index` keeps equal names apart.
                    let target = folder.appendingPathComponent("\(index)").appendingPathComponent(name)
                    index += 1
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try FixturePreparation.prepare(String(contentsOfFile: path, encoding: .utf8)).write(to: target, atomically: true, encoding: .utf8)
                    files.append(target.path)
                    names[target.path] = path
                }
                prepared.append(files)
            }
        } catch {
            return Outcome(errors: ["cannot prepare \(groups.flatMap(\.paths)): \(error)"], hardDeprecations: [], softDeprecations: 0)
        }
        var result: (status: Int32, output: String) = (0, "")
        let modulesFolder = folder.appendingPathComponent("modules")
        for (group, files) in zip(groups, prepared) {
            let step = groups.count == 1
                ? build.typecheck(files, iOS: iOS, packageName: group.package, language: group.language)
                : build.typecheck(files, iOS: iOS, moduleName: group.module, packageName: group.package, emittingModuleInto: modulesFolder,
                                  language: group.language)
            result.output += step.output
            if step.status != 0 { result.status = step.status }
        }
        var errors: [String] = []
        var hard = Set<String>()
        var soft = 0
        let lines = result.output.split(separator: "\n").map(String.init)
        /// Diagnostics name the prepared copy; show the fixture's own path.
        func shown(_ line: String) -> String {
            for (copy, original) in names {
                if let range = line.range(of: copy) { return line.replacingCharacters(in: range, with: FixtureTests.relative(original)) }
            }
            return line
        }
        for (index, line) in lines.enumerated() where !line.hasPrefix(" ") {
            if line.contains(": error: ") {
                // An error inside a macro expansion names the fixture line in a later note.
                let origin = names.keys.contains(where: { line.hasPrefix($0) }) ? nil
                    : lines[(index + 1)...].prefix(12).first { $0.contains("note: expanded code originates here") }
                errors.append(shown(line) + (origin.map { " (" + shown($0).trimmingCharacters(in: CharacterSet(charactersIn: " |`-")) + ")" } ?? ""))
            } else if line.contains(" is deprecated: [soft]") {
                soft += 1
            } else if let range = line.range(of: " is deprecated: [iOS "), let close = line[range.upperBound...].firstIndex(of: "]") {
                let version = String(line[range.upperBound..<close])
                if Version(parsing: version).map({ $0 <= (Version(parsing: iOS) ?? Version(0)) }) ?? true,
                   let api = line.range(of: ": warning: ").map({ String(line[$0.upperBound..<range.lowerBound]) }) {
                    hard.insert(api)
                }
            }
        }
        if result.status != 0 && errors.isEmpty { errors.append("swiftc exited \(result.status): \(result.output.prefix(500))") }
        return Outcome(errors: errors, hardDeprecations: hard, softDeprecations: soft)
    }

    @Test func everyFixtureTypeChecksAgainstTheSwiftUIStub() throws {
        #if os(Linux)
        let started = Date()
        let build = try SwiftUIStubBuild.shared.get()
        let built = Date()
        let cases = try Self.cases()
        let checks = Slots<(before: Outcome, after: Outcome?)>(count: cases.count)
        DispatchQueue.concurrentPerform(iterations: cases.count) { i in
            let item = cases[i]
            if case .skip = item.marker { return }
            let before = Self.check(item.groups(item.befores), support: item.support, iOS: item.iOS, build: build)
            let after = before.passed && !item.afters.isEmpty
                ? Self.check(item.groups(item.afters), support: item.support, iOS: item.iOS, build: build) : nil
            checks.set(i, (before, after))
        }
        var checked = 0
        var skipped: [String] = []
        var knownBugs: [String] = []
        var soft = (before: 0, after: 0)
        for (item, result) in zip(cases, checks.values) {
            guard let result else {
                if case .skip(let reason) = item.marker { skipped.append("\(item.name) (\(item.fileCount) files): \(reason)") }
                continue
            }
            soft.before += result.before.softDeprecations
            guard result.before.passed else {
                let errors = result.before.errors.prefix(5).joined(separator: "\n")
                Issue.record(Comment(rawValue: "\(item.name): the before-files do not type-check; fix the fixture or mark it '// typecheck: skip — reason':\n\(errors)"))
                continue
            }
            checked += item.befores.count
            guard let after = result.after else { continue }
            soft.after += after.softDeprecations
            if case .afterFails(let reason) = item.marker {
                knownBugs.append("\(item.name): \(reason)")
                #expect(!after.passed, "\(item.name): the after-files type-check now: remove its '// typecheck: after-fails' marker")
                continue
            }
            let errors = after.errors.prefix(5).joined(separator: "\n")
            #expect(after.passed, Comment(rawValue: "\(item.name): the rewrite does not type-check:\n\(errors)"))
            if after.passed { checked += item.afters.count }
            let introduced = after.hardDeprecations.subtracting(result.before.hardDeprecations)
            #expect(introduced.isEmpty, "\(item.name): the rewrite uses APIs deprecated at iOS \(item.iOS): \(introduced.sorted())")
        }
        let total = cases.map(\.fileCount).reduce(0, +)
        let share = total == 0 ? 0 : Double(checked) / Double(total)
        print("""
            Fixture type-check: \(checked) of \(total) fixture files type-check against the SwiftUI stub \
            (\(String(format: "%.1f", share * 100))%), \(cases.count) cases, \(skipped.count) skipped; \
            soft-deprecated API uses: \(soft.before) before, \(soft.after) after; \
            stub \(String(format: "%.1f", built.timeIntervalSince(started))) s, total \(String(format: "%.1f", Date().timeIntervalSince(started))) s
            """)
        for line in skipped { print("  skipped: \(line)") }
        for line in knownBugs { print("  known wrong rewrite: \(line)") }
        #expect(share >= 0.9 || ProcessInfo.processInfo.environment["TYPECHECK_ONLY"] != nil, "only \(checked) of \(total) fixture files type-check; at least 90% must")
        #endif
    }
}

extension FixtureTypeCheckTests {
    /// The demo app type-checks, and so does what every pass together makes of it, at the
    /// demo's deployment target (iOS 17): the passes' rewrites combined, across files.
    @Test func demoAppTypeChecksBeforeAndAfterMigration() throws {
        #if os(Linux)
        let build = try SwiftUIStubBuild.shared.get()
        let folder = FixtureTests.fixturesDirectory.appendingPathComponent("Demo/Sources/LegacyNotes")
        let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        let before = Self.check(paths, support: [], iOS: "17", build: build)
        let beforeErrors = before.errors.joined(separator: "\n")
        #expect(before.passed, Comment(rawValue: "the demo app does not type-check:\n\(beforeErrors)"))

        let inputs = try paths.map { Engine.Input(path: URL(fileURLWithPath: $0).lastPathComponent, bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let results = Engine(passes: PassRegistry.all, target: Availability(iOS: 17, macOS: 14), jobs: 2).run(inputs)
        #expect(results.contains { $0.changed }, "no pass changed the demo app")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-migrate-demo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var migrated: [String] = []
        for result in results {
            let path = output.appendingPathComponent(result.path)
            try Data(result.output).write(to: path)
            migrated.append(path.path)
        }
        let after = Self.check(migrated, support: [], iOS: "17", build: build)
        let afterErrors = after.errors.joined(separator: "\n")
        #expect(after.passed, Comment(rawValue: "the migrated demo app does not type-check:\n\(afterErrors)"))
        #expect(after.hardDeprecations.isSubset(of: before.hardDeprecations), "the migration adds deprecated API uses: \(after.hardDeprecations)")
        print("Demo app: \(before.softDeprecations) soft-deprecated API uses before migration, \(after.softDeprecations) after")
        #endif
    }
}

extension FixtureTests {
    /// `Fixtures/...` for a path inside the fixtures folder.
    static func relative(_ path: String) -> String {
        let root = fixturesDirectory.deletingLastPathComponent().path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
