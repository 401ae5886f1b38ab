import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// A migration read from a JSON file (`Migrations/*.json`, or a user's `--migrations DIR`):
/// a named list of entries, each an API as its declaration is written, the advice for it,
/// and, where the change is mechanical, a rewrite rule. The format is in Migrations/README.md.
public struct MigrationFile: Sendable {
    public var name: String
    public var summary: String
    /// Where the file came from (a path, or `Migrations/NAME.json` for bundled ones).
    public var origin: String
    /// The word findings use: `'X' is soft-deprecated; ...` (default `deprecated`).
    public var status: String
    public var description: String
    public var entries: [MigrationEntry]
    public var examples: [Example]
}

/// One API of a migration file.
public struct MigrationEntry: Sendable {
    /// The declaration as the table writes it, e.g. `View.accessibility(hidden: Bool) -> ...`.
    public var api: String
    public var declaration: APIDeclaration
    public var section: String?
    public var advice: String
    public var platforms: [String]
    public var source: String
    /// Rewrites, most modern first: a site takes the first whose replacement the file's
    /// deployment target allows (`statusBar(hidden:)` → `toolbarVisibility(_:for:)` from
    /// iOS 27, `statusBarHidden(_:)` below). Empty for an advice entry.
    public var rules: [MigrationRule] = []
    /// The first rule (entries with one rule, which is most of them).
    public var rule: MigrationRule? { rules.first }
    public var condition: MatchCondition?
    /// 1-based position in the file, for messages.
    public var number: Int
    /// Passes that handle every site of this API themselves (rewrite it or report why
    /// not); when one of them runs on a file, the entry's advice is not repeated there.
    public var coveredBy: [String] = []
    /// Recognised but not reported per site: a call written like this already resolves
    /// to the current API (or needs no change), so a finding would ask for nothing.
    public var silent = false
    /// Labels a call must name for `coveredBy` to apply (`alignment`: the overlay pass
    /// handles `background(X, alignment: A)`, not `background(X)`); empty: every site.
    public var coveredWhenLabels: [String] = []
    /// What findings advise instead of the table's `advice`, where that advice leads to an
    /// API that is itself soft-deprecated: the first whose minimum the file's deployment
    /// target meets (the last one usually has none).
    public var finalAdvice: [TargetedAdvice] = []

    /// The advice a finding at a file with this deployment target gives.
    public func advice(for target: Availability) -> String {
        finalAdvice.first { $0.minimumOS.isSatisfied(by: target) }?.text ?? advice
    }
}

/// Advice that applies from a deployment target on.
public struct TargetedAdvice: Sendable {
    public var minimumOS: Availability
    public var text: String
}

/// A mechanical rewrite.
public struct MigrationRule: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        /// `x.old(a: 1)` → `x.new(1)`: base name and argument labels, per parameter.
        case renameCall = "rename-call"
        /// `OldType` → `NewType` in type position and as a callee.
        case renameType = "rename-type"
        /// `.old` / `Owner.old` → `.new`.
        case renameMember = "rename-member"
        /// `\.old` → `\.new` in environment key paths.
        case renameKeyPath = "rename-key-path"
        /// `Section(header: H) { C }` → `Section { C } header: { H }`: arguments become
        /// (labelled) trailing closures in the order of `to`.
        case trailingClosures = "trailing-closures"
        /// `ScrollView(.vertical, showsIndicators: false) { C }` →
        /// `ScrollView(.vertical) { C }.scrollIndicators(.hidden)`: an argument becomes a
        /// modifier after the call.
        case argumentToModifier = "argument-to-modifier"
    }
    public var kind: Kind
    /// The new name: `name(label:_:)` for rename-call, a plain name otherwise.
    public var to: String
    public var newName: String
    /// New labels per parameter of the API (nil = `_`); rename-call only.
    public var newLabels: [String?]
    /// Old label → member to wrap the argument in: `{"name": ".named"}` writes
    /// `coordinateSpace(.named(x))` for `coordinateSpace(name: x)`.
    public var wrap: [String: String]
    /// rename-type of a gesture: the member of the new value type that holds the old value
    /// (`magnification`); sites whose value is used are reported, not rewritten.
    public var gestureValue: String?
    /// rename-key-path whose value type changes (`Bool? → Bool`): only
    /// `.environment(\.old, literal)` is rewritten; other uses are reported.
    public var valueTypeChange: String?
    public var minimumOS: Availability
    public var availabilitySource: String
    /// Platforms where the API exists but the replacement does not: the rule does not
    /// apply where the file's deployment target names one of them.
    public var unavailableOn: [Platform] = []
    /// The argument at this index must be provably of this type for the rewrite (a
    /// `Bool?` parameter renamed to one taking `Bool`); other sites are reported.
    public var argumentType: (index: Int, type: String)?
    /// New values per old label (`_` for an unlabelled parameter): literals mapped, an
    /// `otherwise` template for other values (`{value}` is the argument), the value to
    /// write when the argument is left to its default.
    public var values: [String: ValueMapping] = [:]
    /// Arguments the replacement needs that the API had not, by label: `for: .statusBar`.
    public var addedArguments: [(label: String, value: String)] = []
    /// argument-to-modifier: the label of the argument that becomes a modifier, and the
    /// modifier's name (`scrollIndicators`).
    public var argument: String?
    public var modifier: String?
    /// rename-key-path whose value type changes: old case or member → new one
    /// (`extraLarge` → `xLarge`, `isAccessibilityCategory` → `isAccessibilitySize`). Uses
    /// of the value that only compare it with mapped cases, switch over them or read
    /// mapped members follow it; other uses are reported.
    public var memberMap: [String: String] = [:]
}

extension MigrationRule {
    /// The replacement as it is called: `Color(uiColor:)` for an initialiser rule
    /// (`init(uiColor:)`) of `Color`, `to` otherwise.
    func shown(owner: String?) -> String {
        guard newName == "init", let owner else { return to }
        return owner + to.dropFirst("init".count)
    }
}

/// How a rule rewrites an argument's value.
public struct ValueMapping: Sendable {
    /// Literal text (`true`, `.small`) → replacement text; an empty replacement drops
    /// the argument.
    public var map: [String: String] = [:]
    /// For any other value: a template where `{value}` stands for the argument's text;
    /// nil: such sites are reported.
    public var otherwise: String?
    /// Written when the call leaves the parameter to its default.
    public var absent: String?

    /// The new text for an argument's value: its literal's mapping, else the `otherwise`
    /// template around it (parenthesised where an operator would split it); nil when neither.
    func replacement(for value: Node, _ tree: SyntaxTree) -> String? {
        if let mapped = map[tree.text(of: value)] { return mapped }
        return otherwise?.replacingOccurrences(of: "{value}", with: DataMigration.operand(value, tree))
    }
}

/// Narrows a match where a current API shares the call shape.
public struct MatchCondition: Sendable {
    /// The argument at this index must be of `type`: a value written `Type.x`/`Type(...)`,
    /// one of `members` as an implicit member, an array literal of strings for `[String]`,
    /// or a variable the project declares of that type.
    public var argument: Int?
    public var type: String?
    public var members: [String]
    /// An implicit member must be an argument of a call to one of these.
    public var inArgumentOf: [String]
    /// The call must name each of these labels (the API's defaults would otherwise make
    /// a current overload's call match too: `onTapGesture { }`).
    public var requiresLabels: [String] = []
    /// When the call names one of these labels, the argument condition is not needed.
    public var labelsSuffice: [String] = []
    /// Not inside Swift Charts content (`Chart { BarMark(...).cornerRadius(2) }`), where a
    /// modifier of the same shape is ChartContent's current API.
    public var notInChart = false
}

/// A problem in a migration file: the file, the entry and what is wrong.
public struct MigrationFileError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var entry: Int?
    public var api: String?
    public var problem: String

    package init(file: String, entry: Int? = nil, api: String? = nil, problem: String) {
        self.file = file
        self.entry = entry
        self.api = api
        self.problem = problem
    }

    public var description: String {
        if let entry {
            return "\(file): entry \(entry)\(api.map { " ('\($0)')" } ?? ""): \(problem)"
        }
        return "\(file): \(problem)"
    }
}

extension MigrationFile {
    /// Parses and checks a migration file; throws with the file, entry and problem.
    public static func parse(_ data: Data, origin: String) throws -> MigrationFile {
        func fail(_ problem: String, entry: Int? = nil, api: String? = nil) -> MigrationFileError {
            MigrationFileError(file: origin, entry: entry, api: api, problem: problem)
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            throw fail("not valid JSON (\(detail))")
        }
        guard let top = object as? [String: Any] else { throw fail("the top level must be an object") }
        let known: Set = ["name", "summary", "status", "description", "entries", "examples"]
        if let unknown = top.keys.sorted().first(where: { !known.contains($0) }) { throw fail("unknown field '\(unknown)'") }
        guard let name = top["name"] as? String else { throw fail("missing field 'name' (a string)") }
        guard name.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil else {
            throw fail("name '\(name)' must be kebab-case (a-z, 0-9, -)")
        }
        guard let summary = top["summary"] as? String, !summary.isEmpty else { throw fail("missing field 'summary' (a string)") }
        guard summary.hasSuffix(".") else { throw fail("summary must end with a period") }
        if top["status"] != nil && !(top["status"] is String) { throw fail("'status' must be a string") }
        if top["description"] != nil && !(top["description"] is String) { throw fail("'description' must be a string") }
        guard let rawEntries = top["entries"] as? [Any] else { throw fail("missing field 'entries' (an array)") }
        var entries: [MigrationEntry] = []
        for (i, raw) in rawEntries.enumerated() {
            let number = i + 1
            guard let fields = raw as? [String: Any] else { throw fail("must be an object", entry: number) }
            let api = fields["api"] as? String
            func entryFail(_ problem: String) -> MigrationFileError { fail(problem, entry: number, api: api) }
            let entryKeys: Set = ["api", "section", "advice", "platforms", "source", "rule", "rules", "where", "coveredBy", "coveredWhen",
                                  "silent", "finalAdvice"]
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
            var condition: MatchCondition?
            if let rawWhere = fields["where"] {
                guard let whereFields = rawWhere as? [String: Any] else { throw entryFail("'where' must be an object") }
                let whereKeys: Set = ["argument", "type", "members", "inArgumentOf", "requiresLabels", "labelsSuffice", "notInChart"]
                if let unknown = whereFields.keys.sorted().first(where: { !whereKeys.contains($0) }) { throw entryFail("unknown field 'where.\(unknown)'") }
                let argument = whereFields["argument"] as? Int
                if whereFields["argument"] != nil && argument == nil { throw entryFail("'where.argument' must be a number") }
                if let argument, argument < 0 || argument >= declaration.parameters.count { throw entryFail("'where.argument' \(argument) is not a parameter of the API") }
                if argument != nil && whereFields["type"] as? String == nil { throw entryFail("'where.argument' needs 'where.type'") }
                condition = MatchCondition(argument: argument, type: whereFields["type"] as? String,
                                           members: whereFields["members"] as? [String] ?? [],
                                           inArgumentOf: whereFields["inArgumentOf"] as? [String] ?? [],
                                           requiresLabels: whereFields["requiresLabels"] as? [String] ?? [],
                                           labelsSuffice: whereFields["labelsSuffice"] as? [String] ?? [],
                                           notInChart: whereFields["notInChart"] as? Bool ?? false)
            }
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
                guard let object = when as? [String: Any], object.keys.allSatisfy({ $0 == "requiresLabels" }),
                      let labels = object["requiresLabels"] as? [String] else {
                    throw entryFail("'coveredWhen' must be {\"requiresLabels\": [labels]}")
                }
                entry.coveredWhenLabels = labels
            }
            if let rawFinal = fields["finalAdvice"] {
                if let text = rawFinal as? String {
                    entry.finalAdvice = [TargetedAdvice(minimumOS: Availability(), text: text)]
                } else if let list = rawFinal as? [[String: Any]], !list.isEmpty {
                    for item in list {
                        guard let text = item["advice"] as? String, item.keys.allSatisfy({ ["advice", "minimumOS"].contains($0) }) else {
                            throw entryFail("each 'finalAdvice' item must be {\"minimumOS\": {...}, \"advice\": \"...\"}")
                        }
                        let minimum = try item["minimumOS"].map { try parseAvailability($0, field: "finalAdvice.minimumOS", fail: entryFail) } ?? Availability()
                        entry.finalAdvice.append(TargetedAdvice(minimumOS: minimum, text: text))
                    }
                } else {
                    throw entryFail("'finalAdvice' must be a string or an array of {\"minimumOS\", \"advice\"} objects")
                }
            }
            entries.append(entry)
        }
        var examples: [Example] = []
        if let rawExamples = top["examples"] {
            guard let list = rawExamples as? [[String: String]] else { throw fail("'examples' must be an array of objects of strings") }
            for (i, example) in list.enumerated() {
                if let before = example["before"], let after = example["after"] {
                    examples.append(.rewrite(before, after))
                } else if let source = example["unchanged"], let reason = example["reason"] {
                    examples.append(.unchanged(source, reason: reason))
                } else {
                    throw fail("example \(i + 1) needs 'before' and 'after', or 'unchanged' and 'reason'")
                }
            }
        }
        return MigrationFile(name: name, summary: summary, origin: origin, status: top["status"] as? String ?? "deprecated",
                             description: top["description"] as? String ?? "", entries: entries, examples: examples)
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
        var newName = to
        var newLabels: [String?] = []
        let isIdentifier = { (s: String) in s.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil }
        let apiLabels = declaration.parameters.map { $0.label ?? "_" }
        func selector() throws {
            guard let open = to.firstIndex(of: "("), to.hasSuffix(")") else { throw fail("rule.to must be a selector such as name(_:label:)") }
            newName = String(to[..<open])
            let inner = to[to.index(after: open)..<to.index(before: to.endIndex)]
            let pieces = inner.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            newLabels = pieces.map { $0 == "_" ? nil : String($0) }
            guard inner.isEmpty || inner.hasSuffix(":"), newLabels.allSatisfy({ $0.map(isIdentifier) ?? true }) else {
                throw fail("rule.to must be a selector such as name(_:label:)")
            }
        }
        // Added arguments: `{"for": ".statusBar"}`, in the order `to` names them.
        var added: [(label: String, value: String)] = []
        let rawAdd = fields["add"]
        if rawAdd != nil && rawAdd as? [String: String] == nil { throw fail("'rule.add' must map new labels to argument text") }
        let add = rawAdd as? [String: String] ?? [:]
        switch kind {
        case .renameCall:
            guard [.method, .staticMethod, .initializer].contains(declaration.kind) else {
                throw fail("rename-call needs a method, function or initializer API, not \(declaration.kind.rawValue)")
            }
            try selector()
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
            try selector()
            guard (newLabels.map { $0 ?? "_" }).sorted() == apiLabels.sorted() else {
                throw fail("rule.to must name the API's labels in their new order (\(apiLabels.joined(separator: ":")):)")
            }
            guard let first = newLabels.firstIndex(where: { label in declaration.parameters.first { ($0.label ?? "_") == (label ?? "_") }?.isClosure == true }),
                  newLabels[first...].allSatisfy({ $0 != nil }) else {
                throw fail("rule.to must put the API's content closure before the arguments that become trailing closures")
            }
        case .argumentToModifier:
            guard declaration.kind == .initializer || declaration.kind == .method else { throw fail("argument-to-modifier needs an initializer or method API") }
            try selector()
            guard let argument = fields["argument"] as? String, declaration.parameters.contains(where: { $0.label == argument }) else {
                throw fail("argument-to-modifier needs 'rule.argument', a label of the API")
            }
            guard let modifier = fields["modifier"] as? String, isIdentifier(modifier) else { throw fail("argument-to-modifier needs 'rule.modifier', a name") }
            guard (newLabels.map { $0 ?? "_" }) == apiLabels.filter({ $0 != argument }) else {
                throw fail("rule.to must be the API without '\(argument):'")
            }
        }
        guard isIdentifier(newName) else { throw fail("rule.to '\(to)' is not a valid name") }
        var rule = MigrationRule(kind: kind, to: to, newName: newName, newLabels: newLabels, wrap: wrap,
                                 gestureValue: fields["gestureValue"] as? String, valueTypeChange: fields["valueTypeChange"] as? String, minimumOS: minimum,
                                 availabilitySource: fields["availabilitySource"] as? String ?? "")
        rule.addedArguments = added
        rule.argument = fields["argument"] as? String
        rule.modifier = fields["modifier"] as? String
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
            guard kind == .renameKeyPath, let map = raw as? [String: String] else { throw fail("'rule.memberMap' maps old members to new ones, for rename-key-path") }
            guard rule.valueTypeChange?.contains("→") == true else { throw fail("'rule.memberMap' needs 'rule.valueTypeChange' (\"Old → New\")") }
            rule.memberMap = map
        }
        return rule
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
        return try names.map { name in
            let path = (directory as NSString).appendingPathComponent(name)
            let origin = (shown as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path) else { throw MigrationFileError(file: origin, problem: "cannot read the file") }
            return try parse(data, origin: origin)
        }
    }
}

/// An API declaration as Apple's table writes it, reduced to what matching needs.
public struct APIDeclaration: Sendable {
    public enum Kind: String, Sendable {
        case type, initializer, method, staticMethod = "static method", property, staticProperty = "static property", subscriptMember = "subscript"
    }
    /// A parameter: its external label (nil for `_`), and what matching needs to know.
    public struct Parameter: Sendable {
        public var label: String?
        public var hasDefault: Bool
        /// A function type, so a trailing closure can fill it.
        public var isClosure: Bool
        public var isVariadic: Bool
        public var type: String
    }
    public var kind: Kind
    /// `View`, `TextField`, ...; nil for types.
    public var owner: String?
    /// The base name: `accessibility`, `init`, `NavigationView`, `navigationBarLeading`.
    public var name: String
    public var parameters: [Parameter]

    struct ParseError: Error { var message: String }

    /// How the API is called or named: `accessibility(hidden:)`, `TextField(_:text:)`, `NavigationView`.
    public var display: String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        switch kind {
        case .type, .property, .staticProperty: return name
        case .initializer: return "\(owner ?? "")(\(labels))"
        case .subscriptMember: return "\(owner ?? "")[\(labels)]"
        case .method, .staticMethod: return "\(name)(\(labels))"
        }
    }

    init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for keyword in ["struct ", "enum ", "class ", "protocol ", "actor "] where trimmed.hasPrefix(keyword) {
            let rest = trimmed.dropFirst(keyword.count)
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { throw ParseError(message: "no type name after '\(keyword.trimmingCharacters(in: .whitespaces))'") }
            self.kind = .type
            self.owner = nil
            self.name = name
            self.parameters = []
            return
        }
        let identifier = { (s: Substring) in String(s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
        let owner = identifier(Substring(trimmed))
        guard !owner.isEmpty, trimmed.dropFirst(owner.count).first == "." else {
            throw ParseError(message: "cannot read the API: expected 'struct Name', 'Owner.name(...)', 'Owner.init(...)' or 'Owner.name: Type'")
        }
        var rest = trimmed.dropFirst(owner.count + 1)
        var isStatic = false
        if rest.hasPrefix("static ") {
            isStatic = true
            rest = rest.dropFirst("static ".count)
        }
        let name = identifier(rest)
        guard !name.isEmpty else { throw ParseError(message: "cannot read the API: no member name after '\(owner).'") }
        rest = rest.dropFirst(name.count)
        self.owner = owner
        self.name = name
        if rest.first == "<" { rest = APIDeclaration.skipBalanced(rest) }
        if rest.first == "(" {
            let close = APIDeclaration.skipBalanced(rest)
            guard rest.dropLast(close.count).last == ")" else { throw ParseError(message: "cannot read the API: unbalanced parentheses") }
            let inside = rest.dropFirst().dropLast(close.count + 1)
            self.parameters = try APIDeclaration.splitTopLevel(inside, separator: ",").map(APIDeclaration.parameter)
            self.kind = name == "init" ? .initializer : name == "subscript" ? .subscriptMember : isStatic ? .staticMethod : .method
        } else if rest.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
            self.parameters = []
            self.kind = isStatic ? .staticProperty : .property
        } else {
            throw ParseError(message: "cannot read the API: expected '(' or ':' after '\(name)'")
        }
    }

    /// The text after a balanced `(...)`/`<...>` group that `text` starts with.
    static func skipBalanced(_ text: Substring) -> Substring {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if "([<{".contains(c) { depth += 1 }
            if ")]}".contains(c) || (c == ">" && index > text.startIndex && text[text.index(before: index)] != "-") { depth -= 1 }
            index = text.index(after: index)
            if depth == 0 { break }
        }
        return text[index...]
    }

    static func splitTopLevel(_ text: Substring, separator: Character) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        var previous: Character = " "
        while index < text.endIndex {
            let c = text[index]
            if "([{<".contains(c) { depth += 1 }
            if ")]}".contains(c) || (c == ">" && previous != "-") { depth -= 1 }
            if c == separator && depth == 0 {
                pieces.append(text[start..<index])
                start = text.index(after: index)
            }
            previous = c
            index = text.index(after: index)
        }
        let last = text[start...]
        if !last.trimmingCharacters(in: .whitespaces).isEmpty || !pieces.isEmpty { pieces.append(last) }
        return pieces
    }

    static func parameter(_ raw: Substring) throws -> Parameter {
        var text = raw.trimmingCharacters(in: .whitespaces)[...]
        // Leading attributes such as `@ContentBuilder`.
        while text.hasPrefix("@") {
            text = text.drop { $0 != " " }.drop { $0 == " " }
        }
        guard let colon = splitTopLevel(text, separator: ":").first, colon.count < text.count else {
            throw ParseError(message: "cannot read parameter '\(raw.trimmingCharacters(in: .whitespaces))': expected 'label name: Type'")
        }
        let names = colon.split(separator: " ")
        guard let first = names.first, names.count <= 2 else {
            throw ParseError(message: "cannot read parameter '\(raw.trimmingCharacters(in: .whitespaces))': expected 'label name: Type'")
        }
        var type = text.dropFirst(colon.count + 1).trimmingCharacters(in: .whitespaces)
        var hasDefault = false
        let byEquals = splitTopLevel(type[...], separator: "=")
        if byEquals.count > 1 {
            hasDefault = true
            type = byEquals[0].trimmingCharacters(in: .whitespaces)
        }
        let isVariadic = type.hasSuffix("...")
        var core = type[...]
        while core.hasPrefix("@") { core = core.drop { $0 != " " }.drop { $0 == " " } }
        if core.hasSuffix("?") { core = core.dropLast() }
        while core.first == "(" && skipBalanced(core).isEmpty { core = core.dropFirst().dropLast() }
        let isClosure = splitTopLevel(core.replacingOccurrences(of: "->", with: "\u{1}")[...], separator: "\u{1}").count > 1
        return Parameter(label: first == "_" ? nil : String(first), hasDefault: hasDefault, isClosure: isClosure,
                         isVariadic: isVariadic, type: type)
    }
}

extension MigrationEntry {
    /// `View.accessibility(label:)`, `TextField(_:text:)`, `NavigationView`: the display
    /// name with its owner, so overloads on different types read apart.
    public var qualifiedDisplay: String {
        switch declaration.kind {
        case .method, .staticMethod, .property, .staticProperty:
            return (declaration.owner.map { $0 + "." } ?? "") + declaration.display
        default:
            return declaration.display
        }
    }
}
