import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// A project with rewrites of two passes, findings of passes and of a data-migration entry
/// (the action sheet passed as `content:`, which `confirmation-dialog` reports and leaves),
/// a non-ASCII line, a multi-line rewrite and a CRLF file (for SARIF and GitHub output).
func makeReportProject() throws -> String {
    try makeDirectory([
        "Package.swift": Array("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v17), .macOS(\"14.0\")])\n".utf8),
        "Sources/P/A.swift": Array("""
        import SwiftUI
        struct A: View {
            @State var shown = false
            var body: some View {
                Text("a").foregroundColor(.red)
                    .actionSheet(isPresented: $shown, content: { ActionSheet(title: Text("t")) })
            }
        }

        """.utf8),
        "Sources/P/B.swift": Array("""
        import SwiftUI
        struct B: View {
            var body: some View {
                Text("é ü").cornerRadius(4).edgesIgnoringSafeArea(.all); Text("b").foregroundColor(nil)
                NavigationView { Text("c") }
                    .navigationViewStyle(.stack)
            }
        }

        """.utf8),
        "Sources/P/C.swift": Array("import SwiftUI\r\nlet c = Text(\"c\")\r\n    .foregroundColor(.red)\r\n".utf8),
    ])
}

/// The SARIF 2.1.0 schema's rules for the objects this tool writes
/// (https://json.schemastore.org/sarif-2.1.0.json): required properties, and the
/// properties each object may have (the schema sets `additionalProperties: false`).
enum SARIFSchema {
    struct Shape {
        var required: [String]
        var allowed: Set<String>
    }

    static let common: Set<String> = ["properties"]
    static let shapes: [String: Shape] = [
        "sarifLog": Shape(required: ["version", "runs"], allowed: ["$schema", "version", "runs", "inlineExternalProperties"]),
        "run": Shape(required: ["tool"], allowed: ["tool", "invocations", "conversion", "language", "versionControlProvenance", "originalUriBaseIds",
                                                    "artifacts", "logicalLocations", "graphs", "results", "automationDetails", "runAggregates",
                                                    "baselineGuid", "redactionTokens", "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
                                                    "columnKind", "externalPropertyFileReferences", "threadFlowLocations", "taxonomies", "addresses",
                                                    "translations", "policies", "webRequests", "webResponses", "specialLocations"]),
        "tool": Shape(required: ["driver"], allowed: ["driver", "extensions"]),
        "toolComponent": Shape(required: ["name"], allowed: ["guid", "name", "organization", "product", "productSuite", "shortDescription",
                                                             "fullDescription", "fullName", "version", "semanticVersion", "dottedQuadFileVersion",
                                                             "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings", "notifications",
                                                             "rules", "taxa", "locations", "language", "contents", "isComprehensive",
                                                             "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
                                                             "associatedComponent", "translationMetadata", "supportedTaxonomies"]),
        "reportingDescriptor": Shape(required: ["id"], allowed: ["id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
                                                                 "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration",
                                                                 "helpUri", "help", "relationships"]),
        "reportingConfiguration": Shape(required: [], allowed: ["enabled", "level", "rank", "parameters"]),
        "reportingDescriptorRelationship": Shape(required: ["target"], allowed: ["target", "kinds", "description"]),
        "reportingDescriptorReference": Shape(required: [], allowed: ["id", "index", "guid", "toolComponent"]),
        "multiformatMessageString": Shape(required: ["text"], allowed: ["text", "markdown"]),
        "message": Shape(required: [], allowed: ["text", "markdown", "id", "arguments"]),
        "result": Shape(required: ["message"], allowed: ["ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations",
                                                         "guid", "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints",
                                                         "stacks", "codeFlows", "graphs", "graphTraversals", "relatedLocations", "suppressions",
                                                         "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance",
                                                         "fixes", "taxa", "webRequest", "webResponse"]),
        "location": Shape(required: [], allowed: ["id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships"]),
        "physicalLocation": Shape(required: [], allowed: ["address", "artifactLocation", "region", "contextRegion"]),
        "artifactLocation": Shape(required: [], allowed: ["uri", "uriBaseId", "index", "description"]),
        "region": Shape(required: [], allowed: ["startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength", "byteOffset",
                                                "byteLength", "snippet", "message", "sourceLanguage"]),
        "fix": Shape(required: ["artifactChanges"], allowed: ["description", "artifactChanges"]),
        "artifactChange": Shape(required: ["artifactLocation", "replacements"], allowed: ["artifactLocation", "replacements"]),
        "replacement": Shape(required: ["deletedRegion"], allowed: ["deletedRegion", "insertedContent"]),
        "artifactContent": Shape(required: [], allowed: ["text", "binary", "rendered"]),
        "invocation": Shape(required: ["executionSuccessful"], allowed: ["commandLine", "arguments", "responseFiles", "startTimeUtc", "endTimeUtc",
                                                                         "exitCode", "ruleConfigurationOverrides", "notificationConfigurationOverrides",
                                                                         "toolExecutionNotifications", "toolConfigurationNotifications",
                                                                         "exitCodeDescription", "exitSignalName", "exitSignalNumber",
                                                                         "processStartFailureMessage", "executionSuccessful", "machine", "account",
                                                                         "processId", "executableLocation", "workingDirectory", "environmentVariables",
                                                                         "stdin", "stdout", "stderr", "stdoutStderr"]),
        "notification": Shape(required: ["message"], allowed: ["locations", "message", "level", "threadId", "timeUtc", "exception", "descriptor",
                                                               "associatedRule"]),
    ]

    /// Problems with `value` read as the schema's `kind`, with a JSON path for each.
    static func problems(_ value: Any, as kind: String, at path: String = "$") -> [String] {
        guard let object = value as? [String: Any] else { return ["\(path): \(kind) is not an object"] }
        let shape = shapes[kind]!
        var found: [String] = []
        for key in shape.required where object[key] == nil { found.append("\(path): \(kind) lacks required '\(key)'") }
        for key in object.keys where !shape.allowed.contains(key) && !common.contains(key) {
            found.append("\(path): \(kind) has no property '\(key)'")
        }
        func each(_ key: String, _ childKind: String, minimum: Int = 0) {
            guard let value = object[key] else { return }
            guard let list = value as? [Any] else { found.append("\(path).\(key): not an array"); return }
            if list.count < minimum { found.append("\(path).\(key): needs at least \(minimum) item(s)") }
            for (i, item) in list.enumerated() { found += problems(item, as: childKind, at: "\(path).\(key)[\(i)]") }
        }
        func one(_ key: String, _ childKind: String) {
            if let value = object[key] { found += problems(value, as: childKind, at: "\(path).\(key)") }
        }
        switch kind {
        case "sarifLog":
            if object["version"] as? String != "2.1.0" { found.append("\(path): version is not 2.1.0") }
            each("runs", "run")
        case "run":
            one("tool", "tool")
            each("results", "result")
            each("invocations", "invocation")
            if let bases = object["originalUriBaseIds"] as? [String: Any] {
                for (name, base) in bases { found += problems(base, as: "artifactLocation", at: "\(path).originalUriBaseIds.\(name)") }
            }
            if let kind = object["columnKind"], !["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? "") {
                found.append("\(path).columnKind: not a column kind")
            }
        case "tool":
            one("driver", "toolComponent")
        case "toolComponent":
            each("rules", "reportingDescriptor")
        case "reportingDescriptor":
            one("shortDescription", "multiformatMessageString")
            one("fullDescription", "multiformatMessageString")
            one("help", "multiformatMessageString")
            one("defaultConfiguration", "reportingConfiguration")
            each("relationships", "reportingDescriptorRelationship")
        case "reportingConfiguration":
            if let level = object["level"], !["none", "note", "warning", "error"].contains(level as? String ?? "") { found.append("\(path).level: not a level") }
        case "reportingDescriptorRelationship":
            one("target", "reportingDescriptorReference")
        case "result":
            one("message", "message")
            each("locations", "location")
            each("fixes", "fix")
            if let level = object["level"], !["none", "note", "warning", "error"].contains(level as? String ?? "") { found.append("\(path).level: not a level") }
            if let kind = object["kind"], !["notApplicable", "pass", "fail", "review", "open", "informational"].contains(kind as? String ?? "") {
                found.append("\(path).kind: not a kind")
            }
            if let index = object["ruleIndex"], (index as? Int).map({ $0 < -1 }) ?? true { found.append("\(path).ruleIndex: not an index") }
        case "message":
            if object["text"] == nil && object["id"] == nil { found.append("\(path): message needs text or id") }
        case "location":
            one("physicalLocation", "physicalLocation")
        case "physicalLocation":
            if object["address"] == nil && object["artifactLocation"] == nil { found.append("\(path): needs address or artifactLocation") }
            one("artifactLocation", "artifactLocation")
            one("region", "region")
        case "region":
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                if let value = object[key], (value as? Int).map({ $0 < 1 }) ?? true { found.append("\(path).\(key): not an integer >= 1") }
            }
        case "fix":
            one("description", "message")
            each("artifactChanges", "artifactChange", minimum: 1)
        case "artifactChange":
            one("artifactLocation", "artifactLocation")
            each("replacements", "replacement", minimum: 1)
        case "replacement":
            one("deletedRegion", "region")
            one("insertedContent", "artifactContent")
        case "invocation":
            if !(object["executionSuccessful"] is Bool) { found.append("\(path).executionSuccessful: not a boolean") }
            each("toolExecutionNotifications", "notification")
        case "notification":
            one("message", "message")
            each("locations", "location")
        default:
            break
        }
        return found
    }
}

/// Applies SARIF replacements (line/column regions in code points) to a file's text.
func applySARIFReplacements(_ replacements: [[String: Any]], to text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    // Line starts as scalar offsets (a line ends after LF, so CRLF lines keep their CR).
    var starts = [0]
    for (i, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(i + 1) }
    func position(_ line: Int, _ column: Int) -> Int { min(scalars.count, starts[line - 1] + column - 1) }
    // Back to front, so earlier offsets stay valid.
    let sorted = replacements.sorted { a, b in
        let ra = a["deletedRegion"] as! [String: Any], rb = b["deletedRegion"] as! [String: Any]
        return (ra["startLine"] as! Int, ra["startColumn"] as! Int) > (rb["startLine"] as! Int, rb["startColumn"] as! Int)
    }
    for replacement in sorted {
        let region = replacement["deletedRegion"] as! [String: Any]
        let start = position(region["startLine"] as! Int, region["startColumn"] as! Int)
        let end = position(region["endLine"] as! Int, region["endColumn"] as! Int)
        let inserted = ((replacement["insertedContent"] as? [String: Any])?["text"] as? String) ?? ""
        scalars.replaceSubrange(start..<end, with: Array(inserted.unicodeScalars))
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
}

struct ReporterTests {
    @Test func everyFormatIsRegisteredOnceAndNamedInTheHelp() {
        #expect(Reporters.names == ["text", "json", "sarif", "github"])
        let help = CLI.usage
        for name in Reporters.names { #expect(help.contains(name), "--help does not name format \(name)") }
        let bad = run(["diff", "--format", "xml"], in: "/")
        #expect(bad.code == 2)
        #expect(bad.err.contains("'text', 'json', 'sarif', 'github'"))
    }

    @Test func sarifHasTheSchemasRequiredFieldsRulesResultsAndFixes() throws {
        let root = try makeReportProject()
        let result = run(["diff", "--format", "sarif"], in: root)
        #expect(result.code == 0)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(SARIFSchema.problems(log, as: "sarifLog") == [])
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "swiftui-migrate")
        #expect(driver["version"] as? String == CLI.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.map { $0["id"] as? String ?? "" }
        // One rule per pass that ran, then one per data-migration entry with findings.
        let passNames = PassRegistry.all.map(\.name)
        #expect(Array(ruleIDs.prefix(passNames.count)) == passNames)
        #expect(Array(ruleIDs.dropFirst(passNames.count)).sorted() == ["soft-deprecated/ActionSheet", "soft-deprecated/View.actionSheet(isPresented:content:)"])
        let entryRule = try #require(rules.first { $0["id"] as? String == "soft-deprecated/ActionSheet" })
        #expect(((entryRule["fullDescription"] as? [String: Any])?["text"] as? String)?.contains("confirmationDialog") == true)

        let results = try #require(run["results"] as? [[String: Any]])
        // Every result's ruleIndex points at its rule.
        for item in results {
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(ruleIDs[index] == item["ruleId"] as? String)
        }
        let findings = results.filter { $0["fixes"] == nil }
        #expect(findings.map { $0["ruleId"] as? String ?? "" }.sorted()
                == ["confirmation-dialog", "foreground-style", "soft-deprecated/ActionSheet", "soft-deprecated/View.actionSheet(isPresented:content:)"])
        // A finding after non-ASCII text counts its column in code points: column 76, not
        // the byte column 78.
        let nilColor = try #require(findings.first { ($0["message"] as? [String: Any])?["text"] as? String == nil ? false : ($0["properties"] as? [String: Any])?["reason"] as? String == "optional-color" })
        let region = try #require((((nilColor["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]) as? [String: Any])
        #expect(region["startLine"] as? Int == 4)
        #expect(region["startColumn"] as? Int == 76)
        let location = try #require(((nilColor["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        #expect(location["uri"] as? String == "Sources/P/B.swift")
        #expect(location["uriBaseId"] as? String == "%SRCROOT%")

        // Rewrites: results with fixes; applying every fix gives what `apply` writes.
        let rewrites = results.filter { $0["fixes"] != nil }
        // B.swift's line 4 is one block of two passes: the first pass is the rule.
        #expect(rewrites.map { $0["ruleId"] as? String ?? "" } == ["foreground-style", "corner-radius", "navigation-stack", "foreground-style"])
        #expect((rewrites[1]["properties"] as? [String: Any])?["passes"] as? [String] == ["corner-radius", "ignores-safe-area"])
        var replacementsByFile: [String: [[String: Any]]] = [:]
        for rewrite in rewrites {
            let fixes = try #require(rewrite["fixes"] as? [[String: Any]])
            for change in try #require(fixes.first?["artifactChanges"] as? [[String: Any]]) {
                let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
                replacementsByFile[uri, default: []] += try #require(change["replacements"] as? [[String: Any]])
            }
        }
        let paths = ["Sources/P/A.swift", "Sources/P/B.swift", "Sources/P/C.swift"]
        let originals = paths.map { read(root + "/" + $0) }
        #expect(MigratorCLITests.run(["apply", "--quiet"], in: root).code == 0)
        #expect(read(root + "/Sources/P/C.swift").contains("    .foregroundStyle(.red)\r\n"))
        for (i, path) in paths.enumerated() {
            let fixed = applySARIFReplacements(replacementsByFile[path] ?? [], to: originals[i])
            #expect(fixed == read(root + "/" + path), "SARIF fixes of \(path) differ from what apply wrote")
        }
    }

    @Test func sarifOfApplyHasNoPendingRewritesAndErrorsAreNotifications() throws {
        let root = try makeReportProject()
        try Data("struct X {\n".utf8).write(to: URL(fileURLWithPath: root + "/Sources/P/Broken.swift"))
        let result = run(["apply", "--format", "sarif"], in: root)
        #expect(result.code == 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(SARIFSchema.problems(log, as: "sarifLog") == [])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0["fixes"] == nil })
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        let error = try #require(notifications.first { $0["level"] as? String == "error" })
        let errorLocation = try #require(((error["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        #expect((errorLocation["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/P/Broken.swift")
    }

    /// Every format tells what `apply` wrote and what it refused: JSON counts written and
    /// refused files; SARIF keeps the refused file's rewrites as pending fixes (they are
    /// still to do) and reports the refusal as an error; GitHub annotates them; text lists
    /// the files not written and counts them in the summary.
    @Test func everyFormatTellsWhatApplyWroteAndRefused() throws {
        func project() throws -> String {
            let root = try makeReportProject()
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: root + "/Sources/P/B.swift")
            return root
        }
        var root = try project()
        let json = run(["apply", "--format", "json"], in: root)
        #expect(json.code == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["filesChanged"] as? Int == 2)
        #expect(summary["filesRefused"] as? Int == 1)
        #expect(document["refused"] as? [String] == ["Sources/P/B.swift"])
        let files = try #require(document["files"] as? [[String: Any]])
        #expect(files.first { $0["path"] as? String == "Sources/P/B.swift" }?["written"] as? Bool == false)
        #expect(files.first { $0["path"] as? String == "Sources/P/A.swift" }?["written"] as? Bool == true)

        root = try project()
        let sarif = run(["apply", "--format", "sarif"], in: root)
        #expect(sarif.code == 2)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        #expect(SARIFSchema.problems(log, as: "sarifLog") == [])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let rewrites = try #require(sarifRun["results"] as? [[String: Any]]).filter { $0["fixes"] != nil }
        let uris = rewrites.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(!uris.isEmpty && uris.allSatisfy { $0 == "Sources/P/B.swift" }, "\(uris)")
        let notifications = try #require((sarifRun["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.contains { $0["level"] as? String == "error" && (($0["message"] as? [String: Any])?["text"] as? String)?.contains("B.swift: error: read-only") == true })

        root = try project()
        let github = run(["apply", "--format", "github"], in: root)
        #expect(github.out.contains("::error file=Sources/P/B.swift::read-only"), "\(github.out)")
        #expect(github.out.contains("::warning file=Sources/P/B.swift,line=4"))
        #expect(!github.out.contains("file=Sources/P/A.swift,line=5,title=foreground-style::swiftui-migrate apply would"))

        root = try project()
        let text = run(["apply"], in: root)
        #expect(text.out == "changed Sources/P/A.swift\nchanged Sources/P/C.swift\n")
        #expect(text.err.contains("not written (1 file):\n  Sources/P/B.swift: read-only (mode 444)\n3 files scanned, 2 changed, 1 not written\n  edits: foreground-style 2\n"), "\(text.err)")
    }

    @Test func githubAnnotationsForFindingsAndRewrites() throws {
        let root = try makeReportProject()
        let result = run(["check", "--format", "github"], in: root)
        #expect(result.code == 1)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("::warning ") || $0.hasPrefix("::error ") })
        // A finding: position in characters, pass as the title.
        #expect(lines.contains("::warning file=Sources/P/B.swift,line=4,col=76,title=foreground-style::foregroundColor(nil) not rewritten: the color may be nil, which foregroundStyle does not take; apply the modifier conditionally"))
        // A data-migration finding.
        #expect(lines.contains { $0.hasPrefix("::warning file=Sources/P/A.swift,line=6,col=58,title=soft-deprecated::'ActionSheet' is soft-deprecated") })
        // A one-line rewrite, with the new line in the message after an escaped newline.
        #expect(lines.contains("::warning file=Sources/P/A.swift,line=5,title=foreground-style::swiftui-migrate apply would rewrite this line (foreground-style) as:%0A        Text(\"a\").foregroundStyle(.red)"))
        // Two passes in one block: the comma in the title is escaped.
        #expect(lines.contains { $0.hasPrefix("::warning file=Sources/P/B.swift,line=4,title=corner-radius%2C ignores-safe-area::swiftui-migrate apply would rewrite this line (corner-radius, ignores-safe-area) as:%0A") })
        // A two-line block: endLine.
        #expect(lines.contains("::warning file=Sources/P/B.swift,line=5,endLine=6,title=navigation-stack::swiftui-migrate apply would rewrite these lines (navigation-stack) as:%0A        NavigationStack { Text(\"c\") }"))
        // In file and line order.
        let keys = lines.compactMap { line -> (String, Int)? in
            guard let file = line.range(of: "file="), let comma = line[file.upperBound...].firstIndex(of: ","),
                  let lineKey = line.range(of: "line="), let end = line[lineKey.upperBound...].firstIndex(where: { !$0.isNumber }) else { return nil }
            return (String(line[file.upperBound..<comma]), Int(line[lineKey.upperBound..<end])!)
        }
        #expect(keys.count == lines.count)
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 })
        // The summary stays on stderr for the log.
        #expect(result.err.contains("files scanned"))
    }

    @Test func theSchemaCheckFindsMissingAndUnknownProperties() {
        let log: [String: Any] = ["version": "2.1.0", "runs": [["tool": ["driver": [:]], "results": [["ruleId": "x", "mesage": ["text": "t"]]]]]]
        #expect(SARIFSchema.problems(log, as: "sarifLog") == [
            "$.runs[0].tool.driver: toolComponent lacks required 'name'",
            "$.runs[0].results[0]: result lacks required 'message'",
            "$.runs[0].results[0]: result has no property 'mesage'",
        ])
        let fix: [String: Any] = ["artifactChanges": [["artifactLocation": ["uri": "a"], "replacements": []]]]
        #expect(SARIFSchema.problems(fix, as: "fix") == ["$.artifactChanges[0].replacements: needs at least 1 item(s)"])
    }

    @Test func helpNamesTheNewOptions() {
        for option in ["--format FORMAT", "sarif", "github", "--interactive, -i", "--config PATH", "Apply this change [y,n,a,d,q,?]"] {
            #expect(CLI.usage.contains(option), "--help lacks \(option)")
        }
    }

    @Test func githubEscapingFollowsTheRunnersRules() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext: a,b") == "100%25 done%0D%0Anext: a,b")
        #expect(GitHubReporter.escapeProperty("a:b,c%d\ne") == "a%3Ab%2Cc%25d%0Ae")
        #expect(GitHubReporter.command("warning", [("file", "x,y.swift"), ("line", "3")], "m: 1%") == "::warning file=x%2Cy.swift,line=3::m: 1%25")
        #expect(GitHubReporter.command("error", [], "bad\nthing") == "::error::bad%0Athing")
    }

    /// The JSON writer of `--format json`, `--format sarif` and baselines writes what
    /// Foundation's `JSONSerialization` wrote with the same options, byte for byte on Linux
    /// (where the tool's JSON was made by it before), and the same values everywhere: random
    /// documents with keys that sort differently by bytes and by Foundation's order (case,
    /// `_` and `-`, numbers), empty arrays and objects, control characters, quotes,
    /// backslashes, slashes and non-ASCII text.
    @Test func jsonTextWritesWhatJSONSerializationWrites() throws {
        var random = SystemRandomNumberGenerator()
        let keys = ["_x", "-y", "1", "10", "2", "a-b", "a_b", "ab", "aB", "Ab", "notes", "notReported", "$schema", "é", "Z", "", "ruleId", "ruleIndex", "file2", "file10"]
        let pieces = ["a", "Z", " ", "\"", "\\", "/", "\u{0}", "\u{8}", "\u{9}", "\u{a}", "\u{c}", "\u{d}", "\u{1b}", "\u{1f}", "\u{7f}", "é", "😀", "\u{2028}", "%20", "\r\n"]
        func text() -> String { (0..<Int.random(in: 0..<6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        func value(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 2 ? 4 : 8), using: &random) {
            case 0: return text()
            case 1: return [0, 1, -7, Int.max, Int.min, 12_345].randomElement(using: &random)!
            case 2: return Bool.random(using: &random)
            case 3: return (0..<Int.random(in: 0..<3, using: &random)).map { _ in text() }
            case 4: return Dictionary((0..<Int.random(in: 0..<4, using: &random)).map { _ in (keys.randomElement(using: &random)!, Int.random(in: 0..<9, using: &random)) }, uniquingKeysWith: { a, _ in a })
            case 5: return (0..<Int.random(in: 0..<4, using: &random)).map { _ in value(depth + 1) }
            default:
                var object: [String: Any] = [:]
                for _ in 0..<Int.random(in: 0..<7, using: &random) { object[keys.randomElement(using: &random)!] = value(depth + 1) }
                return object
            }
        }
        let options: JSONSerialization.WritingOptions = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        for k in 0..<400 {
            let document: Any = k % 4 == 0 ? (0..<3).map { _ in value(1) } : { var o: [String: Any] = [:]; for key in keys.shuffled(using: &random).prefix(k % 9) { o[key] = value(1) }; return o }()
            let ours = JSONText.document(document)
            let theirs = try JSONSerialization.data(withJSONObject: document, options: options)
            #if os(Linux)
            #expect(ours == String(decoding: theirs, as: UTF8.self) + "\n")
            #endif
            // The same values: both read back and written again by Foundation.
            let read = try JSONSerialization.jsonObject(with: Data(ours.utf8))
            #expect(try JSONSerialization.data(withJSONObject: read, options: options) == JSONSerialization.data(withJSONObject: try JSONSerialization.jsonObject(with: theirs), options: options))
        }
        // Keys in Foundation's order, not by bytes.
        let sorted = JSONText.document(Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) }))
        let order = sorted.split(separator: "\n").dropFirst().dropLast().map { line in String(line.drop { $0 == " " }.dropFirst().prefix { $0 != "\"" }) }
        #expect(order.count == keys.count)
        func before(_ a: String, _ b: String) -> Bool { order.firstIndex(of: a)! < order.firstIndex(of: b)! }
        #expect(before("ab", "aB") && before("aB", "Ab") && before("notes", "notReported"))
        #expect(before("_x", "-y") && before("-y", "1") && before("1", "2") && before("2", "10") && before("file2", "file10"))
        #expect(JSONText.document([String: Any]()) == "{\n\n}\n")
        #expect(JSONText.document(["a": [Any](), "b": "x/y\u{1}"]) == "{\n  \"a\" : [\n\n  ],\n  \"b\" : \"x/y\\u0001\"\n}\n")
    }

    /// Columns counted on along a file (`TextPosition.Columns`, what SARIF and GitHub output
    /// use) are the columns counted from each line's start: offsets in order, repeated, going
    /// back, on long lines of multi-byte text, at line ends and past the end.
    @Test func columnsCountedOnAlongAFileAreThoseCountedFromEachLine() {
        var random = SystemRandomNumberGenerator()
        let bytes = Array(("é ü 😀 a\r\n" + String(repeating: "Text(\"ü\").x; ", count: 200) + "\n\nlast é").utf8)
        let starts = ChangeHunks.lineStartOffsets(bytes)
        var ordered = (0..<300).map { _ in Int.random(in: 0...bytes.count, using: &random) }.sorted()
        ordered += [0, bytes.count, bytes.count + 3] + starts
        // Counted from the line's start: the line is the last start at or before the offset,
        // the column one more than the code points (bytes that do not continue one) before it.
        func fromLine(_ offset: Int) -> (line: Int, column: Int) {
            let line = starts.lastIndex { $0 <= offset }!
            let points = bytes.indices.filter { $0 >= starts[line] && $0 < offset && bytes[$0] & 0xC0 != 0x80 }.count
            return (line + 1, points + 1)
        }
        for offsets in [ordered, ordered.shuffled(using: &random)] {
            var columns = TextPosition.Columns(bytes)
            for offset in offsets {
                let counted = columns.position(of: offset)
                #expect(counted.line == fromLine(offset).line && counted.column == fromLine(offset).column, "\(offset)")
                #expect(columns.position(of: min(offset, bytes.count)).column == fromLine(min(offset, bytes.count)).column, "\(offset)")
            }
        }
    }

    /// A finding's baseline code made once per line (`Baseline.LineCodes`) is the code made
    /// for the finding alone, wherever the offset falls (at a line break, past the end).
    @Test func findingCodesMadeOncePerLineAreThoseMadeAlone() {
        var random = SystemRandomNumberGenerator()
        let bytes = Array(("  let a = 1\r\n\tlet b =  2 // é\n\n" + String(repeating: "List(a) { x };  ", count: 50) + "\nend").utf8)
        var codes = Baseline.LineCodes(bytes)
        let offsets = (0..<400).map { _ in Int.random(in: -2...(bytes.count + 2), using: &random) } + [0, bytes.count] + ChangeHunks.lineStartOffsets(bytes)
        for offset in offsets {
            #expect(codes.code(at: offset) == Baseline.normalized(Baseline.line(at: offset, in: bytes)), "\(offset)")
        }
    }

    @Test func errorSitesAreReadFromErrorMessages() {
        let site = ErrorSite("Sources/A B.swift:12:5: error: expected '}'")
        #expect(site?.path == "Sources/A B.swift")
        #expect(site?.line == 12)
        #expect(site?.column == 5)
        #expect(ErrorSite("error: refusing to change files")?.path == nil)
    }
}
