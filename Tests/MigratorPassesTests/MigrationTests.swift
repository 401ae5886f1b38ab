import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// The migration files: the bundled table is complete and current, every entry is
/// exercised by a fixture, and malformed files are rejected with the file, entry and problem.
struct MigrationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let migrations = root.appendingPathComponent("Migrations")

    /// The entries of Apple's list as the excerpt in Migrations/sources writes them:
    /// (api, platforms, advice).
    static func tableEntries() throws -> [(api: String, platforms: [String], advice: String)] {
        let text = try String(contentsOf: migrations.appendingPathComponent("sources/soft-deprecated-swiftui-apis.md"), encoding: .utf8)
        var entries: [(api: String, platforms: [String], advice: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("- `"), let close = line.range(of: "` (", options: .backwards) {
                let api = String(line[line.index(line.startIndex, offsetBy: 3)..<close.lowerBound])
                let platforms = line[close.upperBound...].dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                entries.append((api, platforms, ""))
            } else if line.hasPrefix("  - "), !entries.isEmpty {
                let advice = String(line.dropFirst(4))
                entries[entries.count - 1].advice += entries[entries.count - 1].advice.isEmpty ? advice : " " + advice
            }
        }
        return entries
    }

    @Test func aFunctionTypesArityIsItsParameterCount() {
        #expect(DataMigration.functionArity("(Bool) -> Void") == 1)
        #expect(DataMigration.functionArity("() -> Void") == 0)
        #expect(DataMigration.functionArity("@escaping (Bool) -> Void") == 1)
        #expect(DataMigration.functionArity("((Int) -> Void, Bool) -> Void") == 2)
        #expect(DataMigration.functionArity("([String: Int], Set<Int>) async throws -> Void") == 2)
        #expect(DataMigration.functionArity("Binding<Bool>") == nil)
        #expect(DataMigration.functionArity("(Int)") == nil)
    }

    @Test func theSoftDeprecatedFileHoldsEveryEntryOfTheTable() throws {
        let table = try Self.tableEntries()
        #expect(table.count == 166)
        let pass = try #require(PassRegistry.named("soft-deprecated") as? DataMigration)
        #expect(pass.file.entries.count == table.count)
        for (entry, row) in zip(pass.file.entries, table) {
            #expect(entry.api == row.api)
            #expect(entry.platforms == row.platforms, "\(row.api)")
            #expect(entry.advice.hasPrefix(row.advice), "\(row.api): advice must start with the table's")
            #expect(!entry.source.isEmpty)
            if let rule = entry.rule { #expect(!rule.availabilitySource.isEmpty, "\(row.api): rule without an availability source") }
        }
        let rules = pass.file.entries.filter { $0.rule != nil }.count
        #expect(rules == 52)
    }

    /// The excerpt is the section of the document it was taken from, where that document is
    /// at hand: its path in `SOFT_DEPRECATED_SOURCE` (the repository does not hold it).
    @Test func theExcerptIsTheSourcesSection() throws {
        guard let seedPath = ProcessInfo.processInfo.environment["SOFT_DEPRECATED_SOURCE"],
              FileManager.default.fileExists(atPath: seedPath) else { return }
        let seed = try String(contentsOfFile: seedPath, encoding: .utf8)
        let start = try #require(seed.range(of: "# Soft-Deprecated SwiftUI APIs\n"))
        let end = try #require(seed.range(of: "\n# Soft-Deprecated APIs", range: start.upperBound..<seed.endIndex))
        let section = String(seed[start.lowerBound...end.lowerBound])
        let excerpt = try String(contentsOf: Self.migrations.appendingPathComponent("sources/soft-deprecated-swiftui-apis.md"), encoding: .utf8)
        #expect(excerpt == section)
    }

    @Test func theCompiledInMigrationsMatchTheFiles() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.migrations.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(BundledMigrations.files.map(\.path) == names.map { "Migrations/" + $0 },
                "Sources/MigratorPasses/Passes/DataMigration/BundledMigrations.swift is stale: run .ci/generate-bundled-migrations")
        for (path, text) in BundledMigrations.files {
            let onDisk = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(onDisk.trimmingCharacters(in: .newlines) == text.trimmingCharacters(in: .newlines),
                    "\(path) differs from BundledMigrations.swift: run .ci/generate-bundled-migrations")
        }
    }

    /// Every entry of every bundled migration matches a site in one of its fixtures: a rule
    /// in a fixture with an .after file, advice in one with a .findings file.
    @Test(arguments: PassRegistry.bundledMigrations.map(\.name))
    func everyEntryIsExercisedByAFixture(_ name: String) throws {
        let pass = try #require(PassRegistry.named(name) as? DataMigration)
        let folder = Self.root.appendingPathComponent("Fixtures").appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".before.swift") }
        var rewritten = Set<String>()
        var reported = Set<String>()
        for file in files {
            let stem = String(file.dropLast(".before.swift".count))
            let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
            let source = SourceFile(path: file, tree: SyntaxTree.parse(bytes))
            let context = PassContext(target: FixtureTests.defaultTarget, files: [source])
            let hasAfter = FileManager.default.fileExists(atPath: folder.appendingPathComponent(stem + ".after.swift").path)
            let hasFindings = FileManager.default.fileExists(atPath: folder.appendingPathComponent(stem + ".findings").path)
            for match in pass.findMatches(source, context, everyEntry: true) {
                if hasAfter { rewritten.insert(match.entry.api) }
                if hasFindings { reported.insert(match.entry.api) }
            }
        }
        for entry in pass.file.entries {
            if entry.rule != nil {
                #expect(rewritten.contains(entry.api), "rule not exercised by a before/after fixture: \(entry.api)")
            } else {
                #expect(reported.contains(entry.api), "advice entry not reported in a fixture: \(entry.api)")
            }
        }
    }

    /// A file is ruled out by its tokens (`SiteTables.mayMatch`) only where matching its
    /// nodes finds nothing: every bundled migration over every fixture, matched with and
    /// without the token check.
    @Test func filesAreRuledOutByTheirTokensOnlyWhenNothingWouldMatch() throws {
        let fixtures = Self.root.appendingPathComponent("Fixtures")
        var paths: [URL] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) {
            let url = fixtures.appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".before.swift") {
                paths.append(url.appendingPathComponent(file))
            }
        }
        #expect(paths.count > 100)
        let sources = try paths.map { SourceFile(path: $0.lastPathComponent, tree: SyntaxTree.parse(try [UInt8](Data(contentsOf: $0)))) }
        for pass in PassRegistry.bundledMigrations {
            var ruledOut = 0
            var matched = 0
            for source in sources {
                let context = PassContext(target: FixtureTests.defaultTarget, files: [source])
                let all = pass.findMatches(source, context, everyEntry: true, ruleOut: false)
                if !pass.sites.mayMatch(source.tree) {
                    ruledOut += 1
                    #expect(all.isEmpty, "\(pass.name) ruled out \(source.path), which has \(all.count) sites")
                }
                if !all.isEmpty { matched += 1 }
                #expect(pass.findMatches(source, context, everyEntry: true).count == all.count)
            }
            #expect(ruledOut > 0 && matched > 0, "\(pass.name): \(ruledOut) ruled out, \(matched) matched")
        }
        // A subscript is matched at its first label, which no other name of the file spells.
        let pass = try #require(PassRegistry.named("soft-deprecated") as? DataMigration)
        let source = SourceFile(path: "S.swift", tree: SyntaxTree.parse("let hidden = customization[sectionID: \"a\"]\n"))
        let context = PassContext(target: FixtureTests.defaultTarget, files: [source])
        #expect(pass.findMatches(source, context, everyEntry: true, ruleOut: false).count == 1)
        #expect(pass.findMatches(source, context, everyEntry: true).count == 1)
    }

    /// Every `.swift` file under Fixtures/, parsed, by its path there.
    static func fixtureSources() throws -> [SourceFile] {
        let fixtures = root.appendingPathComponent("Fixtures")
        var sources: [SourceFile] = []
        let walker = FileManager.default.enumerator(atPath: fixtures.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            sources.append(SourceFile(path: path, tree: SyntaxTree.parse(try [UInt8](Data(contentsOf: fixtures.appendingPathComponent(path))))))
        }
        return sources
    }

    /// Matching looks only at the nodes `candidateNodes` gives (calls by callee name, member
    /// accesses and type references whose name is in a table, calls first) and finds what
    /// looking at every node of the seven kinds in source order finds: every bundled
    /// migration over every fixture file, with one match per site and with every entry.
    @Test func candidateNodesLeaveOutOnlyNodesThatCannotMatch() throws {
        var sources = try Self.fixtureSources()
        // A call and its callee's type name share a name token: the call is matched first
        // when its arguments fit the initializer, the type name when they do not.
        sources.append(SourceFile(path: "MenuButtons.swift", tree: SyntaxTree.parse(
            "import SwiftUI\nlet a = MenuButton(\"Sort\") { Text(\"x\") }\nlet b = MenuButton(label: Text(\"Sort\")) { Text(\"x\") }\n")))
        #expect(sources.count > 500)
        let kinds: Set<NodeKind> = [.functionCallExpr, .memberAccessExpr, .declReferenceExpr, .identifierType, .memberType, .keyPathExpr, .subscriptCallExpr]
        var compared = 0
        for pass in PassRegistry.bundledMigrations {
            for source in sources {
                let context = PassContext(target: FixtureTests.defaultTarget, files: [source])
                for everyEntry in [false, true] {
                    func sites(_ matches: [DataMigration.Match]) -> [String] {
                        matches.map { "\($0.nameToken) \($0.node.id) \($0.entry.api) \($0.assignment)" }
                    }
                    let found = sites(pass.findMatches(source, context, everyEntry: everyEntry, ruleOut: false))
                    let all = sites(pass.findMatches(source, context, everyEntry: everyEntry, ruleOut: false, among: [source.tree.nodes(ofKind: kinds)]))
                    #expect(found == all, "\(pass.name), \(source.path), every entry: \(everyEntry)")
                    compared += all.count
                }
            }
        }
        #expect(compared > 1000)
        let menus = try #require(PassRegistry.named("soft-deprecated") as? DataMigration)
        let source = try #require(sources.last)
        let matched = menus.findMatches(source, PassContext(target: FixtureTests.defaultTarget, files: [source])).map(\.entry.api)
        #expect(matched.count == 2 && matched[0].hasPrefix("MenuButton.init(") && matched[1].hasPrefix("struct MenuButton"), "\(matched)")
    }

    /// A data migration asked for no findings (`reportsFindings`, the engine's later rounds)
    /// makes none, and the same edits: every bundled migration over every fixture file.
    @Test func withoutFindingsTheEditsAreTheSame() throws {
        var reported = 0
        var edited = 0
        for source in try Self.fixtureSources() {
            let path = source.path
            for pass in PassRegistry.bundledMigrations {
                var context = PassContext(target: FixtureTests.defaultTarget, files: [source])
                let full = pass.run(source, context)
                context.reportsFindings = false
                let quiet = pass.run(source, context)
                #expect(quiet.findings.isEmpty, "\(pass.name), \(path)")
                #expect(quiet.edits == full.edits, "\(pass.name), \(path)")
                reported += full.findings.count
                edited += full.edits.count
            }
        }
        #expect(reported > 100 && edited > 100, "\(reported) findings, \(edited) edits")
    }

    static func parse(_ json: String) -> String? {
        do {
            _ = try MigrationFile.parse(Data(json.utf8), origin: "mine.json")
            return nil
        } catch {
            return "\(error)"
        }
    }

    static let entry = #"{"api": "View.oldTitle(_ text: String) -> some View", "advice": "Renamed to newTitle(_:)", "platforms": ["iOS"], "source": "ours""#

    @Test func malformedFilesNameTheFileTheEntryAndTheProblem() {
        #expect(Self.parse("{")?.hasPrefix("mine.json: not valid JSON") == true)
        #expect(Self.parse(#"{"summary": "x.", "entries": []}"#) == "mine.json: missing field 'name' (a string)")
        #expect(Self.parse(#"{"name": "Mine", "summary": "x.", "entries": []}"#) == "mine.json: name 'Mine' must be kebab-case (a-z, 0-9, -)")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": [{"api": "View.a(_ x: Int)", "platforms": [], "source": "s"}]}"#)
                == "mine.json: entry 1 ('View.a(_ x: Int)'): missing field 'advice' (a string)")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-everything", "to": "x", "minimumOS": {}}}]}"#)
                == "mine.json: entry 1 ('View.oldTitle(_ text: String) -> some View'): unknown rule kind 'rename-everything' (known: rename-call, rename-type, rename-member, rename-key-path, trailing-closures, argument-to-modifier)")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-call", "to": "newTitle(_:label:)", "minimumOS": {"iOS": "14"}}}]}"#)
                == "mine.json: entry 1 ('View.oldTitle(_ text: String) -> some View'): rule.to has 2 labels, the API has 1 parameters")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-call", "to": "newTitle(_:)", "minimumOS": {"iOS": "fourteen"}}}]}"#)
                == "mine.json: entry 1 ('View.oldTitle(_ text: String) -> some View'): rule.minimumOS.iOS must be a version string such as \"14\" or \"10.15\"")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": [{"api": "oldTitle", "advice": "", "platforms": [], "source": "s"}]}"#)?
            .hasPrefix("mine.json: entry 1 ('oldTitle'): cannot read the API") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": [{"api": "View.a(x: Int", "advice": "", "platforms": [], "source": "s"}]}"#)
                == "mine.json: entry 1 ('View.a(x: Int'): cannot read the API: unbalanced parentheses")
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #"}]}"#) == nil)
    }

    @Test func aNameTakenTwiceIsRejected() throws {
        let file = try MigrationFile.parse(Data(#"{"name": "accessibility", "summary": "x.", "entries": []}"#.utf8), origin: "dup.json")
        #expect(throws: MigrationFileError.self) { try PassRegistry.all(adding: [file]) }
        let builtIn = try MigrationFile.parse(Data(#"{"name": "entry", "summary": "x.", "entries": []}"#.utf8), origin: "dup.json")
        do {
            _ = try PassRegistry.all(adding: [builtIn])
            Issue.record("a user migration named like a built-in pass was accepted")
        } catch {
            #expect("\(error)" == "dup.json: the name 'entry' is already taken by a built-in pass")
        }
    }

    @Test func apiDeclarationsAreReadAsTheTableWritesThem() throws {
        let slider = try APIDeclaration(parsing: "Slider.init<V>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ContentBuilder label: () -> Label) where V : BinaryFloatingPoint")
        #expect(slider.kind == .initializer)
        #expect(slider.display == "Slider(value:in:onEditingChanged:label:)")
        #expect(slider.parameters.map(\.hasDefault) == [false, true, true, false])
        #expect(slider.parameters.map(\.isClosure) == [false, false, true, true])
        let toolbar = try APIDeclaration(parsing: "View.toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View")
        #expect(toolbar.parameters.map(\.isVariadic) == [false, true])
        #expect(try APIDeclaration(parsing: "ToolbarItemPlacement.static navigationBarLeading: ToolbarItemPlacement").kind == .staticProperty)
        #expect(try APIDeclaration(parsing: "struct NavigationView<Content> : View where Content : View").name == "NavigationView")
        let pressing = try APIDeclaration(parsing: "View.onLongPressGesture(minimumDuration: Double = 0.5, pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void) -> some View")
        #expect(pressing.parameters.map(\.isClosure) == [false, true, true])
    }

    @Test func argumentsAreMatchedToParametersLikeSwiftDoes() throws {
        let stepper = try APIDeclaration(parsing: "Stepper.init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ContentBuilder label: () -> Label)")
        func argument(_ label: String?, trailing: Bool = false) -> CallArgument {
            CallArgument(label: label, labelToken: nil, expression: nil, isTrailingClosure: trailing)
        }
        // A trailing closure skips a defaulted closure parameter to fill the required one.
        #expect(DataMigration.assign([argument("onIncrement"), argument("onDecrement"), argument(nil, trailing: true)], to: stepper.parameters) == [0, 1, 3])
        #expect(DataMigration.assign([argument("onIncrement"), argument(nil, trailing: true)], to: stepper.parameters) == nil)
        #expect(DataMigration.assign([argument("onIncrement"), argument("onDecrement"), argument("other")], to: stepper.parameters) == nil)
        let toolbar = try APIDeclaration(parsing: "View.toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View")
        #expect(DataMigration.assign([argument(nil), argument("for"), argument(nil)], to: toolbar.parameters) == [0, 1, 1])
        #expect(DataMigration.assign([argument(nil)], to: toolbar.parameters) == [0])
    }

    @Test func coveredByNamesRegisteredPasses() {
        let names = Set(PassRegistry.all.map(\.name))
        for migration in PassRegistry.bundledMigrations {
            for entry in migration.file.entries {
                for name in entry.coveredBy {
                    #expect(names.contains(name), "\(migration.name) entry \(entry.number) ('\(entry.api)'): coveredBy names unknown pass '\(name)'")
                }
            }
        }
    }

    @Test func adviceIsLeftToAPassThatCoversTheAPI() throws {
        let source = "let v = Text(\"a\").foregroundColor(nil)\n"
        let softDeprecated = try #require(PassRegistry.named("soft-deprecated"))
        let alone = Engine(passes: [softDeprecated], target: FixtureTests.defaultTarget, jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(alone.findings.map(\.pass) == ["soft-deprecated"])
        let both = Engine(passes: [ForegroundStylePass(), softDeprecated], target: FixtureTests.defaultTarget, jobs: 1)
            .run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(both.findings.map(\.pass) == ["foreground-style"])
        // Below the covering pass's minimum (that of foregroundStyle) the advice cannot be
        // followed: neither says anything at the site (the run's note names the skipped pass).
        let low = Engine(passes: [ForegroundStylePass(), softDeprecated], target: Availability(iOS: 14), jobs: 1)
            .run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(low.findings.map(\.pass) == [])
    }

    /// `background(X, alignment: A)` and `background(X)` with a view are the overlay-content
    /// pass's where it runs (it rewrites views and reports shape styles it declines); below
    /// its minimum the advice is given.
    @Test func overlayContentCoversBothFormsOfBackground() throws {
        let source = "let a = Text(\"a\").background(Color.red, alignment: .top)\nlet b = Text(\"b\").background(Circle().fill(.red))\n"
        let softDeprecated = try #require(PassRegistry.named("soft-deprecated"))
        let alone = Engine(passes: [softDeprecated], target: FixtureTests.defaultTarget, jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(alone.findings.map { "\($0.line) \($0.pass) \($0.reason)" } == ["1 soft-deprecated advice", "2 soft-deprecated advice"])
        let both = Engine(passes: [OverlayContentPass(), softDeprecated], target: FixtureTests.defaultTarget, jobs: 1)
            .run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(both.findings.map { "\($0.line) \($0.pass) \($0.reason)" } == ["1 overlay-content style-argument"])
        #expect(String(decoding: both.output, as: UTF8.self).hasSuffix("let b = Text(\"b\").background { Circle().fill(.red) }\n"))
    }

    /// The pass's former name still selects it, and suppression comments written with it
    /// still hold.
    @Test func overlayContentAnswersToItsFormerName() throws {
        #expect(PassRegistry.named("overlay-alignment")?.name == "overlay-content")
        #expect(PassRegistry.currentName("overlay-alignment") == "overlay-content")
        let source = "// swiftui-migrate:disable-next-line overlay-alignment\nlet a = Text(\"a\").overlay(Text(\"b\"))\nlet c = Text(\"c\").overlay(Text(\"d\"))\n"
        let result = Engine(passes: [OverlayContentPass()], target: FixtureTests.defaultTarget, jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(String(decoding: result.output, as: UTF8.self) == "// swiftui-migrate:disable-next-line overlay-alignment\nlet a = Text(\"a\").overlay(Text(\"b\"))\nlet c = Text(\"c\").overlay { Text(\"d\") }\n")
    }

    /// A header another pass rewrites first moves behind the content in the next round,
    /// whole: never half a rewrite (the header deleted here but not added there).
    @Test func aTrailingClosureRewriteWaitsForTheEditsInsideIt() throws {
        let source = "let v = Section(header: Text(\"a\").foregroundColor(.red)) { row }\n"
        let softDeprecated = try #require(PassRegistry.named("soft-deprecated"))
        let result = Engine(passes: [ForegroundStylePass(), softDeprecated], target: FixtureTests.defaultTarget, jobs: 1)
            .run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        #expect(String(decoding: result.output, as: UTF8.self) == "let v = Section { row } header: { Text(\"a\").foregroundStyle(.red) }\n")
        #expect(result.editCounts == ["foreground-style": 1, "soft-deprecated": 1])
        #expect(result.rounds.count == 2)
    }

    @Test func rulesAlternativesAndAdviceByTargetAreRead() throws {
        let entry = #"{"api": "View.old(hidden: Bool) -> some View", "advice": "Renamed to new(_:)", "platforms": ["iOS"], "source": "ours""#
        let newest = #"{"kind": "rename-call", "to": "newest(_:for:)", "add": {"for": ".bar"}, "values": {"hidden": {"map": {"true": ".hidden"}, "otherwise": "{value} ? .hidden : .visible"}}, "minimumOS": {"iOS": "27"}, "unavailableOn": ["visionOS"]}"#
        let renamed = #"{"kind": "rename-call", "to": "new(_:)", "minimumOS": {"iOS": "13"}}"#
        let advice = #"[{"minimumOS": {"iOS": "18"}, "advice": "Use newest"}, {"advice": "Keep it"}]"#
        let first: String = entry + #", "rules": ["# + newest + ", " + renamed + "]}"
        let second: String = entry + #", "finalAdvice": "# + advice + "}"
        let json: String = #"{"name": "mine", "summary": "x.", "entries": ["# + first + ", " + second + "]}"
        let file = try MigrationFile.parse(Data(json.utf8), origin: "mine.json")
        let rules = file.entries[0].rules
        #expect(rules.map { $0.to } == ["newest(_:for:)", "new(_:)"])
        #expect(rules[0].addedArguments.map { "\($0.label): \($0.value)" } == ["for: .bar"])
        #expect(rules[0].unavailableOn == [Platform.visionOS])
        #expect(DataMigration.applies(rules[0], to: Availability(iOS: 27)))
        #expect(!DataMigration.applies(rules[0], to: Availability(iOS: 27, visionOS: 2)))
        #expect(DataMigration.applies(rules[0], to: Availability(iOS: 27, visionOS: 2), conditions: ["os(iOS)"]))
        #expect(!DataMigration.applies(rules[0], to: Availability(iOS: 18)))
        // Where the same spelling is another API (shadowed), only an #if that leaves it out lets the rule apply.
        #expect(DataMigration.applies(rules[1], to: Availability(iOS: 13, macOS: 11)))
        #expect(!DataMigration.applies(rules[1], to: Availability(iOS: 13, macOS: 11), shadowed: [.macOS]))
        #expect(!DataMigration.applies(rules[1], to: Availability(iOS: 13), platforms: [.iOS, .macOS], shadowed: [.macOS]))
        #expect(DataMigration.applies(rules[1], to: Availability(iOS: 13, macOS: 11), shadowed: [.macOS], conditions: ["canImport(UIKit)"]))
        #expect(!DataMigration.applies(rules[1], to: Availability(iOS: 13, macOS: 11), shadowed: [.macOS], conditions: ["DEBUG"]))
        #expect(file.entries[1].advice(for: Availability(iOS: 18)) == "Use newest")
        #expect(file.entries[1].advice(for: Availability(iOS: 16)) == "Keep it")
        let pass = DataMigration(file)
        func migrated(_ source: String, _ target: Availability) -> String {
            String(decoding: Engine(passes: [pass], target: target, jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0].output, as: UTF8.self)
        }
        #expect(migrated("let v = x.old(hidden: true)\n", Availability(iOS: 27)) == "let v = x.newest(.hidden, for: .bar)\n")
        #expect(migrated("let v = x.old(hidden: a && b)\n", Availability(iOS: 27)) == "let v = x.newest((a && b) ? .hidden : .visible, for: .bar)\n")
        #expect(migrated("let v = x.old(hidden: true)\n", Availability(iOS: 17)) == "let v = x.new(true)\n")
    }

    @Test func malformedRulesOfTheNewKindsNameTheProblem() {
        let trailing = #"{"name": "mine", "summary": "x.", "entries": [{"api": "Box.init(label: L, @ContentBuilder content: () -> C)", "advice": "a", "platforms": [], "source": "s", "rule": {"kind": "trailing-closures", "to": "Box(content:title:)", "minimumOS": {}}}]}"#
        #expect(Self.parse(trailing) == "mine.json: entry 1 ('Box.init(label: L, @ContentBuilder content: () -> C)'): rule.to must name the API's labels in their new order (label:content:)")
        let modifier = #"{"name": "mine", "summary": "x.", "entries": [{"api": "Box.init(_ a: Int, shows: Bool, @ContentBuilder content: () -> C)", "advice": "a", "platforms": [], "source": "s", "rule": {"kind": "argument-to-modifier", "to": "Box(_:content:)", "argument": "hides", "modifier": "m", "minimumOS": {}}}]}"#
        #expect(Self.parse(modifier)?.hasSuffix("argument-to-modifier needs 'rule.argument', a label of the API") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-call", "to": "newTitle(_:for:)", "minimumOS": {}}}]}"#)?
            .hasSuffix("rule.to has 2 labels, the API has 1 parameters") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-call", "to": "newTitle(_:for:)", "add": {"in": "x"}, "minimumOS": {}}}]}"#)?
            .hasSuffix("rule.to's extra label 'for' needs a value in rule.add") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "coveredWhen": {"requiresLabels": ["a"]}}]}"#)?
            .hasSuffix("'coveredWhen' needs 'coveredBy'") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "finalAdvice": 3}]}"#)?
            .hasSuffix("'finalAdvice' must be a string or an array of {\"minimumOS\", \"advice\"} objects") == true)
        #expect(Self.parse(#"{"name": "mine", "summary": "x.", "entries": ["# + Self.entry + #", "rule": {"kind": "rename-call", "to": "newTitle(_:)", "minimumOS": {}}, "rules": []}]}"#)?
            .hasSuffix("give 'rule' or 'rules', not both") == true)
    }

    /// `accessibility.json` repeats the table's `accessibility(...)` rules so they run
    /// alone; the two must not drift apart.
    @Test func theAccessibilityRulesAreTheTablesOwn() throws {
        let table = try #require(PassRegistry.named("soft-deprecated") as? DataMigration)
        let accessibility = try #require(PassRegistry.named("accessibility") as? DataMigration)
        func rules(_ migration: DataMigration) -> [String: String] {
            var result: [String: String] = [:]
            for entry in migration.file.entries where entry.api.hasPrefix("View.accessibility(") || entry.api.hasPrefix("ModifiedContent.accessibility(") {
                result[entry.api] = entry.rule.map { "\($0.kind.rawValue) \($0.to) \($0.minimumOS)" } ?? "advice"
            }
            return result
        }
        #expect(accessibility.file.entries.count == 22)
        #expect(rules(table).count == 22)
        #expect(rules(accessibility) == rules(table))
    }
}
