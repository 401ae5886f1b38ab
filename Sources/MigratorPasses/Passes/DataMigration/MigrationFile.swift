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
    /// For a file that takes its entries from another migration (`"select"`): which; its
    /// `entries` are filled in by `resolvingSelections`.
    public var selection: Selection? = nil

    /// Entries of another migration, by the member name of their API
    /// (`View.accessibility(label:) -> ...` is `accessibility`), in that migration's order.
    public struct Selection: Sendable {
        /// The other migration's name.
        public var from: String
        public var members: [String]
    }
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
    /// The modifier chain the site is in (or an argument of) must start at a call of one of
    /// these names for `coveredBy` to apply (`navigationViewStyle` on a `NavigationView` or
    /// `NavigationStack`, which navigation-stack rewrites or reports; not one on another view).
    public var coveredWhenChainRoot: [String]?
    /// What findings advise instead of the table's `advice`, where that advice leads to an
    /// API that is itself soft-deprecated: the first whose minimum the file's deployment
    /// target meets (the last one usually has none).
    public var finalAdvice: [TargetedAdvice] = []
    /// The OS versions the advised replacement needs: below them the site is not
    /// reported, as nothing can be done there yet. Nil when the entry does not say.
    public var replacementOS: Availability?

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
    /// The closure passed for this parameter (`"returnsValue": "action"`, by label) returns a
    /// value: a closure written there that returns nothing is another overload's
    /// (`dropDestination(for:action:)`'s action returns `Bool`; the current one's `Void`).
    public var returnsValue: Int?
    /// The same modifier chain does not also apply this modifier with the same argument
    /// (`.tint(theme.accent).accentColor(theme.accent)`: the pair is a deliberate fallback,
    /// and the advice would ask for what the chain already does).
    public var notBeside: String?
    /// Not an argument of a call of these names, whose own advice covers it
    /// (`StackNavigationViewStyle()` in `.navigationViewStyle(...)`).
    public var notInArgumentOf: [String] = []
    /// Not the base of these member types (`Alert.Button`, which an ActionSheet's buttons
    /// are too: the Alert or ActionSheet that uses them has its own advice).
    public var notBaseOf: [String] = []
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
