import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Reading migration files: the JSON format of Migrations/README.md, checked field by
/// field, with the file, entry and problem named on any error.
extension MigrationFile {
    /// Parses and checks a migration file; throws with the file, entry and problem.
    public static func parse(_ data: Data, origin: String) throws -> MigrationFile {
        func fail(_ problem: String) -> MigrationFileError { MigrationFileError(file: origin, problem: problem) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw fail("not valid JSON (\(detail))")
        }
        guard let top = object as? [String: Any] else { throw fail("the top level must be an object") }
        let known: Set = ["name", "summary", "status", "description", "entries", "select", "examples"]
        if let unknown = top.keys.sorted().first(where: { !known.contains($0) }) { throw fail("unknown field '\(unknown)'") }
        guard let name = top["name"] as? String else { throw fail("missing field 'name' (a string)") }
        guard name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil else {
            throw fail("name '\(name)' must be kebab-case (a-z, 0-9, -)")
        }
        guard let summary = top["summary"] as? String, !summary.isEmpty else { throw fail("missing field 'summary' (a string)") }
        guard summary.hasSuffix(".") else { throw fail("summary must end with a period") }
        if top["status"] != nil && !(top["status"] is String) { throw fail("'status' must be a string") }
        if top["description"] != nil && !(top["description"] is String) { throw fail("'description' must be a string") }
        var selection: MigrationFile.Selection?
        if let rawSelect = top["select"] {
            guard top["entries"] == nil else { throw fail("give 'entries' or 'select', not both") }
            selection = try parseSelection(rawSelect, fail: fail)
        }
        guard let rawEntries = selection == nil ? top["entries"] as? [Any] : [] else {
            throw fail("missing field 'entries' (an array), or 'select' (entries of another migration)")
        }
        let entries = try rawEntries.enumerated().map { i, raw in try parseEntry(raw, number: i + 1, origin: origin) }
        let examples = try top["examples"].map { try parseExamples($0, fail: fail) } ?? []
        return MigrationFile(name: name, summary: summary, origin: origin, status: top["status"] as? String ?? "deprecated",
                             description: top["description"] as? String ?? "", entries: entries, examples: examples, selection: selection)
    }

    /// `"select"`: the migration whose entries this file takes, and the member names of the
    /// APIs it takes.
    static func parseSelection(_ raw: Any, fail: (String) -> MigrationFileError) throws -> MigrationFile.Selection {
        guard let object = raw as? [String: Any], object.keys.allSatisfy({ ["from", "members"].contains($0) }),
              let from = object["from"] as? String, let members = object["members"] as? [String], !members.isEmpty else {
            throw fail("'select' must be {\"from\": \"a migration's name\", \"members\": [the member names of the APIs to take]}")
        }
        return MigrationFile.Selection(from: from, members: members)
    }

    /// Entry `number` (from 1) of `"entries"`; throws with the entry and its API named.
    static func parseEntry(_ raw: Any, number: Int, origin: String) throws -> MigrationEntry {
        guard let fields = raw as? [String: Any] else { throw MigrationFileError(file: origin, entry: number, problem: "must be an object") }
        let api = fields["api"] as? String
        func entryFail(_ problem: String) -> MigrationFileError { MigrationFileError(file: origin, entry: number, api: api, problem: problem) }
        let entryKeys: Set = ["api", "section", "advice", "platforms", "source", "rule", "rules", "where", "coveredBy", "coveredWhen",
                              "silent", "finalAdvice", "replacementOS"]
        if let unknown = fields.keys.sorted().first(where: { !entryKeys.contains($0) }) { throw entryFail("unknown field '\(unknown)'") }
        guard let api else { throw entryFail("missing field 'api' (the declaration, e.g. \"View.oldName(_ value: Int) -> some View\")") }
        guard let advice = fields["advice"] as? String else { throw entryFail("missing field 'advice' (a string)") }
        guard let platforms = fields["platforms"] as? [String] else { throw entryFail("missing field 'platforms' (an array of strings)") }
        guard let source = fields["source"] as? String, !source.isEmpty else { throw entryFail("missing field 'source' (where the entry comes from)") }
        let declaration: APIDeclaration
        do { declaration = try APIDeclaration(parsing: api) } catch let error as APIDeclaration.ParseError { throw entryFail(error.message) }
        var rules: [MigrationRule] = []
        if fields["rule"] != nil && fields["rules"] != nil { throw entryFail("give 'rule' or 'rules', not both") }
        if let rawRule = fields["rule"] {
            guard let ruleFields = rawRule as? [String: Any] else { throw entryFail("'rule' must be an object") }
            rules = [try parseRule(ruleFields, declaration: declaration, fail: entryFail)]
        }
        if let rawRules = fields["rules"] {
            guard let list = rawRules as? [[String: Any]], !list.isEmpty else { throw entryFail("'rules' must be a non-empty array of objects") }
            rules = try list.map { try parseRule($0, declaration: declaration, fail: entryFail) }
        }
        let condition = try fields["where"].map { try parseCondition($0, declaration: declaration, fail: entryFail) }
        var entry = MigrationEntry(api: api, declaration: declaration, section: fields["section"] as? String, advice: advice,
                                   platforms: platforms, source: source, rules: rules, condition: condition, number: number)
        if let silent = fields["silent"] {
            guard let flag = silent as? Bool else { throw entryFail("'silent' must be true or false") }
            if flag && !rules.isEmpty { throw entryFail("'silent' is for entries without a rule") }
            entry.silent = flag
        }
        if let covered = fields["coveredBy"] {
            guard let names = covered as? [String] else { throw entryFail("'coveredBy' must be an array of pass names") }
            entry.coveredBy = names
        }
        if let when = fields["coveredWhen"] {
            guard entry.coveredBy.isEmpty == false else { throw entryFail("'coveredWhen' needs 'coveredBy'") }
            guard let object = when as? [String: Any], object.keys.allSatisfy({ ["requiresLabels", "chainRoot"].contains($0) }),
                  object["requiresLabels"] == nil || object["requiresLabels"] is [String],
                  object["chainRoot"] == nil || object["chainRoot"] is [String] else {
                throw entryFail("'coveredWhen' must be {\"requiresLabels\": [labels]} or {\"chainRoot\": [names]}")
            }
            entry.coveredWhenLabels = object["requiresLabels"] as? [String] ?? []
            entry.coveredWhenChainRoot = object["chainRoot"] as? [String]
        }
        if let rawFinal = fields["finalAdvice"] {
            entry.finalAdvice = try parseFinalAdvice(rawFinal, fail: entryFail)
        }
        if let rawReplacement = fields["replacementOS"] {
            if !rules.isEmpty { throw entryFail("'replacementOS' is for entries without a rule (a rule has its own minimumOS)") }
            entry.replacementOS = try parseAvailability(rawReplacement, field: "replacementOS", fail: entryFail)
        }
        return entry
    }

    /// An entry's `"where"`: the condition a use must meet to match.
    static func parseCondition(_ raw: Any, declaration: APIDeclaration, fail: (String) -> MigrationFileError) throws -> MatchCondition {
        guard let whereFields = raw as? [String: Any] else { throw fail("'where' must be an object") }
        let whereKeys: Set = ["argument", "type", "members", "inArgumentOf", "requiresLabels", "labelsSuffice", "notInChart", "returnsValue", "notBeside", "notInArgumentOf", "notBaseOf"]
        if let unknown = whereFields.keys.sorted().first(where: { !whereKeys.contains($0) }) { throw fail("unknown field 'where.\(unknown)'") }
        let argument = whereFields["argument"] as? Int
        if whereFields["argument"] != nil && argument == nil { throw fail("'where.argument' must be a number") }
        if let argument, argument < 0 || argument >= declaration.parameters.count { throw fail("'where.argument' \(argument) is not a parameter of the API") }
        if argument != nil && whereFields["type"] as? String == nil { throw fail("'where.argument' needs 'where.type'") }
        var returnsValue: Int?
        if let label = whereFields["returnsValue"] {
            returnsValue = declaration.parameters.firstIndex { $0.label == label as? String && $0.isClosure }
            if returnsValue == nil { throw fail("'where.returnsValue' must name a closure parameter of the API") }
        }
        return MatchCondition(argument: argument, type: whereFields["type"] as? String,
                              members: whereFields["members"] as? [String] ?? [],
                              inArgumentOf: whereFields["inArgumentOf"] as? [String] ?? [],
                              requiresLabels: whereFields["requiresLabels"] as? [String] ?? [],
                              labelsSuffice: whereFields["labelsSuffice"] as? [String] ?? [],
                              notInChart: whereFields["notInChart"] as? Bool ?? false,
                              returnsValue: returnsValue, notBeside: whereFields["notBeside"] as? String,
                              notInArgumentOf: whereFields["notInArgumentOf"] as? [String] ?? [],
                              notBaseOf: whereFields["notBaseOf"] as? [String] ?? [])
    }

    /// An entry's `"finalAdvice"`: one text for every target, or texts each for targets
    /// from a minimum OS.
    static func parseFinalAdvice(_ raw: Any, fail: (String) -> MigrationFileError) throws -> [TargetedAdvice] {
        if let text = raw as? String {
            return [TargetedAdvice(minimumOS: Availability(), text: text)]
        }
        guard let list = raw as? [[String: Any]], !list.isEmpty else {
            throw fail("'finalAdvice' must be a string or an array of {\"minimumOS\", \"advice\"} objects")
        }
        var advice: [TargetedAdvice] = []
        for item in list {
            guard let text = item["advice"] as? String, item.keys.allSatisfy({ ["advice", "minimumOS"].contains($0) }) else {
                throw fail("each 'finalAdvice' item must be {\"minimumOS\": {...}, \"advice\": \"...\"}")
            }
            let minimum = try item["minimumOS"].map { try parseAvailability($0, field: "finalAdvice.minimumOS", fail: fail) } ?? Availability()
            advice.append(TargetedAdvice(minimumOS: minimum, text: text))
        }
        return advice
    }

    /// The file's `"examples"`: each a rewrite (`before`, `after`) or a declined source
    /// (`unchanged`, `reason`).
    static func parseExamples(_ raw: Any, fail: (String) -> MigrationFileError) throws -> [Example] {
        guard let list = raw as? [[String: String]] else { throw fail("'examples' must be an array of objects of strings") }
        return try list.enumerated().map { i, example in
            if let before = example["before"], let after = example["after"] {
                return .rewrite(before, after)
            } else if let source = example["unchanged"], let reason = example["reason"] {
                return .unchanged(source, reason: reason)
            }
            throw fail("example \(i + 1) needs 'before' and 'after', or 'unchanged' and 'reason'")
        }
    }

    /// The files, each that selects another migration's entries (`"select"`) with them
    /// filled in from `available` (a migration that lists its own entries).
    public static func resolvingSelections(_ files: [MigrationFile], available: [MigrationFile]) throws -> [MigrationFile] {
        try files.map { file in
            guard let selection = file.selection else { return file }
            guard let source = available.first(where: { $0.name == selection.from && $0.selection == nil }) else {
                throw MigrationFileError(file: file.origin, problem: "'select' takes the entries of '\(selection.from)', which is not a migration that lists its own entries")
            }
            var resolved = file
            resolved.entries = source.entries.filter { selection.members.contains($0.declaration.name) }
            guard !resolved.entries.isEmpty else {
                throw MigrationFileError(file: file.origin, problem: "'select' takes no entry of '\(selection.from)' (members: \(selection.members.joined(separator: ", ")))")
            }
            return resolved
        }
    }

    static func parseAvailability(_ raw: Any, field: String, fail: (String) -> MigrationFileError) throws -> Availability {
        guard let object = raw as? [String: Any] else { throw fail("'\(field)' must map platforms to versions, e.g. {\"iOS\": \"14\"}") }
        var minimum = Availability()
        for (key, value) in object {
            guard let platform = Platform(rawValue: key) else { throw fail("unknown platform '\(key)' in \(field)") }
            guard let text = value as? String, let version = Version(parsing: text) else { throw fail("\(field).\(key) must be a version string such as \"14\" or \"10.15\"") }
            minimum[platform] = version
        }
        return minimum
    }

    /// An entry's `"rule"` (or one of its `"rules"`), checked against the entry's API.
    static func parseRule(_ fields: [String: Any], declaration: APIDeclaration, fail: (String) -> MigrationFileError) throws -> MigrationRule {
        let ruleKeys: Set = ["kind", "to", "wrap", "gestureValue", "valueTypeChange", "minimumOS", "availabilitySource", "unavailableOn",
                             "argumentType", "values", "add", "argument", "modifier", "memberMap"]
        if let unknown = fields.keys.sorted().first(where: { !ruleKeys.contains($0) }) { throw fail("unknown field 'rule.\(unknown)'") }
        guard let kindText = fields["kind"] as? String else { throw fail("missing field 'rule.kind'") }
        guard let kind = MigrationRule.Kind(rawValue: kindText) else {
            throw fail("unknown rule kind '\(kindText)' (known: \(MigrationRule.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        guard let to = fields["to"] as? String, !to.isEmpty else { throw fail("missing field 'rule.to'") }
        guard let rawMinimum = fields["minimumOS"] else {
            throw fail("missing field 'rule.minimumOS' (the replacement's availability, e.g. {\"iOS\": \"14\"})")
        }
        let minimum = try parseAvailability(rawMinimum, field: "rule.minimumOS", fail: fail)
        let wrap = fields["wrap"] as? [String: String] ?? [:]
        if fields["wrap"] != nil && fields["wrap"] as? [String: String] == nil { throw fail("'rule.wrap' must map labels to members") }
        // Added arguments: `{"for": ".statusBar"}`, in the order `to` names them.
        let rawAdd = fields["add"]
        if rawAdd != nil && rawAdd as? [String: String] == nil { throw fail("'rule.add' must map new labels to argument text") }
        let add = rawAdd as? [String: String] ?? [:]
        let target = try ruleTarget(kind, to: to, fields: fields, declaration: declaration, wrap: wrap, add: add, fail: fail)
        guard isIdentifier(target.newName) else { throw fail("rule.to '\(to)' is not a valid name") }
        var rule = MigrationRule(kind: kind, to: to, newName: target.newName, newLabels: target.newLabels, wrap: wrap,
                                 gestureValue: fields["gestureValue"] as? String, valueTypeChange: fields["valueTypeChange"] as? String, minimumOS: minimum,
                                 availabilitySource: fields["availabilitySource"] as? String ?? "")
        rule.addedArguments = target.added
        rule.argument = fields["argument"] as? String
        rule.modifier = fields["modifier"] as? String
        try parseRuleOptions(fields, into: &rule, declaration: declaration, fail: fail)
        return rule
    }

    /// Whether `text` is a Swift identifier (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isIdentifier(_ text: String) -> Bool {
        text.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil
    }

    /// `rule.to` as a selector, `name(_:label:)`: the name and the labels (nil for `_`).
    static func parseSelector(_ to: String, fail: (String) -> MigrationFileError) throws -> (name: String, labels: [String?]) {
        guard let open = to.firstIndex(of: "("), to.hasSuffix(")") else { throw fail("rule.to must be a selector such as name(_:label:)") }
        let name = String(to[..<open])
        let inner = to[to.index(after: open)..<to.index(before: to.endIndex)]
        let pieces = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        let labels: [String?] = pieces.map { $0 == "_" ? nil : String($0) }
        guard inner.isEmpty || inner.hasSuffix(":"), labels.allSatisfy({ $0.map(isIdentifier) ?? true }) else {
            throw fail("rule.to must be a selector such as name(_:label:)")
        }
        return (name, labels)
    }

    /// What the rule's kind makes of `rule.to`, checked against the API: the new name, the
    /// new labels (for the kinds whose `to` is a selector) and the added arguments.
    static func ruleTarget(_ kind: MigrationRule.Kind, to: String, fields: [String: Any], declaration: APIDeclaration, wrap: [String: String],
                           add: [String: String], fail: (String) -> MigrationFileError) throws
        -> (newName: String, newLabels: [String?], added: [(label: String, value: String)]) {
        var newName = to
        var newLabels: [String?] = []
        var added: [(label: String, value: String)] = []
        let apiLabels = declaration.parameters.map { $0.label ?? "_" }
        switch kind {
        case .renameCall:
            guard [.method, .staticMethod, .initializer].contains(declaration.kind) else {
                throw fail("rename-call needs a method, function or initializer API, not \(declaration.kind.rawValue)")
            }
            (newName, newLabels) = try parseSelector(to, fail: fail)
            if declaration.kind == .initializer && newName != "init" { throw fail("rename-call of an initializer keeps the type: rule.to is init(labels:)") }
            guard newLabels.count == declaration.parameters.count + add.count else {
                throw fail("rule.to has \(newLabels.count) labels, the API has \(declaration.parameters.count) parameters\(add.isEmpty ? "" : " and rule.add \(add.count)")")
            }
            for label in newLabels.dropFirst(declaration.parameters.count) {
                guard let label, let value = add[label] else { throw fail("rule.to's extra label '\(label ?? "_")' needs a value in rule.add") }
                added.append((label, value))
            }
            for label in wrap.keys where !declaration.parameters.contains(where: { $0.label == label }) {
                throw fail("rule.wrap names '\(label)', which is no label of the API")
            }
        case .renameType:
            guard declaration.kind == .type else { throw fail("rename-type needs a type API (struct, enum, class, protocol)") }
        case .renameMember:
            guard declaration.kind == .staticProperty || declaration.kind == .property else { throw fail("rename-member needs a property API") }
        case .renameKeyPath:
            guard declaration.kind == .property else { throw fail("rename-key-path needs an instance property API (EnvironmentValues.name: T)") }
        case .trailingClosures:
            guard declaration.kind == .initializer || declaration.kind == .method else { throw fail("trailing-closures needs an initializer or method API") }
            (newName, newLabels) = try parseSelector(to, fail: fail)
            guard (newLabels.map { $0 ?? "_" }).sorted() == apiLabels.sorted() else {
                throw fail("rule.to must name the API's labels in their new order (\(apiLabels.joined(separator: ":")):)")
            }
            guard let first = newLabels.firstIndex(where: { label in declaration.parameters.first { ($0.label ?? "_") == (label ?? "_") }?.isClosure == true }),
                  newLabels[first...].allSatisfy({ $0 != nil }) else {
                throw fail("rule.to must put the API's content closure before the arguments that become trailing closures")
            }
        case .argumentToModifier:
            guard declaration.kind == .initializer || declaration.kind == .method else { throw fail("argument-to-modifier needs an initializer or method API") }
            (newName, newLabels) = try parseSelector(to, fail: fail)
            guard let argument = fields["argument"] as? String, declaration.parameters.contains(where: { $0.label == argument }) else {
                throw fail("argument-to-modifier needs 'rule.argument', a label of the API")
            }
            guard let modifier = fields["modifier"] as? String, isIdentifier(modifier) else { throw fail("argument-to-modifier needs 'rule.modifier', a name") }
            guard (newLabels.map { $0 ?? "_" }) == apiLabels.filter({ $0 != argument }) else {
                throw fail("rule.to must be the API without '\(argument):'")
            }
        }
        return (newName, newLabels, added)
    }

    /// The rule's optional fields: `unavailableOn`, `argumentType`, `values` and `memberMap`.
    static func parseRuleOptions(_ fields: [String: Any], into rule: inout MigrationRule, declaration: APIDeclaration,
                                 fail: (String) -> MigrationFileError) throws {
        if let raw = fields["unavailableOn"] {
            guard let names = raw as? [String] else { throw fail("'rule.unavailableOn' must be an array of platforms") }
            rule.unavailableOn = try names.map { name in
                guard let platform = Platform(rawValue: name) else { throw fail("unknown platform '\(name)' in rule.unavailableOn") }
                return platform
            }
        }
        if let raw = fields["argumentType"] {
            guard let object = raw as? [String: Any], let index = object["argument"] as? Int, let type = object["type"] as? String,
                  index >= 0, index < declaration.parameters.count else {
                throw fail("'rule.argumentType' must be {\"argument\": N, \"type\": \"T\"} for a parameter of the API")
            }
            rule.argumentType = (index, type)
        }
        if let raw = fields["values"] {
            guard let object = raw as? [String: Any] else { throw fail("'rule.values' must map labels to {\"map\", \"otherwise\", \"absent\"}") }
            for (label, value) in object {
                guard declaration.parameters.contains(where: { ($0.label ?? "_") == label }) else { throw fail("rule.values names '\(label)', which is no label of the API") }
                guard let mapping = value as? [String: Any], mapping.keys.allSatisfy({ ["map", "otherwise", "absent"].contains($0) }),
                      mapping["map"] == nil || mapping["map"] is [String: String],
                      mapping["otherwise"] == nil || mapping["otherwise"] is String, mapping["absent"] == nil || mapping["absent"] is String else {
                    throw fail("rule.values.\(label) must be {\"map\": {literal: text}, \"otherwise\": \"template with {value}\", \"absent\": \"text\"}")
                }
                rule.values[label] = ValueMapping(map: mapping["map"] as? [String: String] ?? [:], otherwise: mapping["otherwise"] as? String,
                                                  absent: mapping["absent"] as? String)
            }
        }
        if let raw = fields["memberMap"] {
            guard rule.kind == .renameKeyPath, let map = raw as? [String: String] else { throw fail("'rule.memberMap' maps old members to new ones, for rename-key-path") }
            guard rule.valueTypeChange?.contains("→") == true else { throw fail("'rule.memberMap' needs 'rule.valueTypeChange' (\"Old → New\")") }
            rule.memberMap = map
        }
    }

    /// Every `*.json` in a folder, sorted by file name; throws on the first bad file.
    /// `shown` is the folder as the user wrote it, for messages.
    public static func load(directory: String, shown: String? = nil) throws -> [MigrationFile] {
        let shown = shown ?? directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MigrationFileError(file: shown, problem: "no such directory")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        let files = try names.map { name in
            let path = (directory as NSString).appendingPathComponent(name)
            let origin = (shown as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { throw MigrationFileError(file: origin, problem: "cannot read the file") }
            return try parse(data, origin: origin)
        }
        // A file may select the entries of another in the folder, or of a bundled migration.
        return try resolvingSelections(files, available: files + DataMigration.bundled.map(\.file))
    }
}
