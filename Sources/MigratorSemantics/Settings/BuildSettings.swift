import Foundation

/// Where a setting's value was written: a file (a project, an `.xcconfig`, a manifest) with
/// a detail (`target App, Release`), or the run itself (flags, the configuration file), or
/// nothing (assumed).
public struct SettingOrigin: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// A file: `path` is its absolute path (an `.xcodeproj` folder, an `.xcconfig`,
        /// `Package.swift`, `project.yml`).
        case file
        /// `--min-*` flags.
        case flags
        /// The configuration file's `minimumOS` (`path` is the file as shown).
        case configFile
        /// Nothing says (the compiler's or the tool's behaviour without the setting).
        case unset
    }

    public var kind: Kind
    public var path: String
    public var detail: String

    public init(kind: Kind = .file, path: String = "", detail: String = "") {
        self.kind = kind
        self.path = path
        self.detail = detail
    }

    public static let flags = SettingOrigin(kind: .flags)
    public static let unset = SettingOrigin(kind: .unset)

    /// `App.xcodeproj target App, Release`, `Config/Base.xcconfig`, `flags`: with paths as
    /// `display` shows them.
    public func describe(_ display: (String) -> String) -> String {
        switch kind {
        case .flags: return "flags"
        case .unset: return "not set"
        case .configFile: return (path.isEmpty ? ".swiftui-migrate.json" : path) + " minimumOS"
        case .file: return detail.isEmpty ? display(path) : display(path) + " " + detail
        }
    }
}

/// Reads a file's bytes (nil when it cannot): how the settings readers reach `.xcconfig` and
/// included `project.yml` files, so tests can give them from memory.
public typealias SettingsFileReader = @Sendable (String) -> [UInt8]?

public enum SettingsFiles {
    /// Reads from disk.
    public static let disk: SettingsFileReader = { path in FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
}

/// One `KEY[condition=value] = value` written somewhere.
struct BuildSettingAssignment {
    var key: String
    /// `[sdk=iphoneos*]`, `[config=Release]`, `[arch=arm64]`, in the order written.
    var conditions: [(name: String, pattern: String)]
    var value: String
    var origin: SettingOrigin
    /// The level it is written at (higher levels win; set by `BuildSettingsResolver`'s
    /// caller: project `.xcconfig` 0, project 1, target `.xcconfig` 2, target 3).
    var level = 0
}

/// An `.xcconfig` file with its `#include`s followed, as an ordered list of assignments
/// (later ones win; an included file's assignments come where the `#include` is).
enum XCConfig {
    /// What reading one `.xcconfig` and its includes may take: each file is read and parsed
    /// once (a diamond of includes reads each file once), and the settings they expand to
    /// and the bytes read are limited, so a file of a few hundred bytes cannot make the
    /// reader run for minutes.
    final class Budget {
        static let maxAssignments = 100_000
        static let maxBytes = 16 << 20
        static let maxDepth = 32
        /// Each file's lines, as read (nil: it cannot be read).
        var lines: [String: [String]?] = [:]
        var assignments = 0
        var bytes = 0
        /// Why reading stopped (said in a note naming the first file, once), nil while
        /// within the limits.
        var exceeded: String?

        /// The note naming the file whose settings are not known, and why.
        func note(_ path: String) -> String? {
            exceeded.map { "note: \(path): \($0); its settings are not known" }
        }
    }

    /// Reads `path` and what it includes (`#include "x"`, `#include? "x"`, relative to the
    /// including file's folder). A missing required include is named in `notes`, and so is an
    /// include cycle (not followed). nil when `path` cannot be read, or when the includes
    /// expand past the budget's limits (depth 32, 100,000 settings, 16 MB read): then the
    /// file's settings are not known, and a note says why.
    static func assignments(path: String, read: SettingsFileReader, notes: inout [String], depth: Int = 0,
                            visiting: [String] = [], budget: Budget = Budget()) -> [BuildSettingAssignment]? {
        guard budget.exceeded == nil else { return nil }
        guard let lines = logicalLines(of: path, read: read, budget: budget) else {
            if depth == 0, let note = budget.note(path), !notes.contains(note) { notes.append(note) }
            return nil
        }
        var result: [BuildSettingAssignment] = []
        let folder = (path as NSString).deletingLastPathComponent
        let origin = SettingOrigin(path: path)
        for line in lines {
            var text = Substring(line).drop { $0 == " " || $0 == "\t" }
            if text.hasPrefix("#include") {
                text = text.dropFirst("#include".count)
                let optional = text.hasPrefix("?")
                if optional { text = text.dropFirst() }
                let quoted = text.drop { $0 == " " || $0 == "\t" }
                guard quoted.first == "\"", let close = quoted.dropFirst().firstIndex(of: "\"") else { continue }
                let relative = String(quoted[quoted.index(after: quoted.startIndex)..<close])
                // `<DEVELOPER_DIR>/...` and other variable paths are not followed.
                guard !relative.hasPrefix("<") else { continue }
                let included = XcodeProject.normalize(XcodeProject.join(folder, relative))
                let chain = visiting + [path]
                if let start = chain.firstIndex(of: included) {
                    let cycle = (chain[start...] + [included]).joined(separator: " → ")
                    let note = "note: \(path): #include cycle \(cycle); not followed"
                    if !notes.contains(note) { notes.append(note) }
                    continue
                }
                if depth + 1 >= Budget.maxDepth {
                    budget.exceeded = "its #includes nest more than \(Budget.maxDepth) deep (\(path) includes \(relative))"
                } else if let inner = assignments(path: included, read: read, notes: &notes, depth: depth + 1, visiting: chain, budget: budget) {
                    result += inner
                    budget.assignments += inner.count
                    if budget.assignments > Budget.maxAssignments {
                        budget.exceeded = "its #includes expand to more than \(Budget.maxAssignments) settings (the same files included again and again)"
                    }
                } else if budget.exceeded == nil && !optional {
                    notes.append("note: \(path): cannot read the included \(relative); its settings are not known")
                }
                if budget.exceeded != nil {
                    if depth == 0, let note = budget.note(path), !notes.contains(note) { notes.append(note) }
                    return nil
                }
                continue
            }
            guard let assignment = parseAssignment(text, origin: origin) else { continue }
            result.append(assignment)
        }
        return result
    }

    /// A file's logical lines, read and split once per budget (nil: it cannot be read, or
    /// the bytes read would pass the limit).
    static func logicalLines(of path: String, read: SettingsFileReader, budget: Budget) -> [String]? {
        if let known = budget.lines[path] { return known }
        guard let bytes = read(path) else {
            budget.lines[path] = .some(nil)
            return nil
        }
        budget.bytes += bytes.count
        if budget.bytes > Budget.maxBytes {
            budget.exceeded = "the .xcconfig files it includes hold more than \(Budget.maxBytes >> 20) MB"
            return nil
        }
        let lines = logicalLines(String(decoding: bytes, as: UTF8.self))
        budget.lines[path] = .some(lines)
        return lines
    }

    /// The file's lines with `//` comments removed and `\` continuations joined.
    static func logicalLines(_ text: String) -> [String] {
        var lines: [String] = []
        var pending = ""
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = String(raw)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
                continue
            }
            lines.append(pending + line)
            pending = ""
        }
        if !pending.isEmpty { lines.append(pending) }
        return lines
    }

    /// `KEY[sdk=iphoneos*][config=Release] = value` (a trailing `;` dropped).
    static func parseAssignment(_ text: Substring, origin: SettingOrigin) -> BuildSettingAssignment? {
        // The `=` after the key and its `[condition=value]`s.
        var bracket = 0
        var found: Substring.Index?
        for index in text.indices {
            let c = text[index]
            if c == "[" { bracket += 1 } else if c == "]" { bracket -= 1 } else if c == "=" && bracket == 0 { found = index; break }
        }
        guard let equals = found else { return nil }
        let left = text[..<equals].trimmingCharacters(in: .whitespaces)
        var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
        guard let (key, conditions) = splitKey(left) else { return nil }
        return BuildSettingAssignment(key: key, conditions: conditions, value: value, origin: origin)
    }

    /// `KEY[sdk=iphoneos*][arch=*]` → (`KEY`, conditions); nil when the key is not a setting name.
    static func splitKey(_ text: String) -> (String, [(name: String, pattern: String)])? {
        var rest = Substring(text)
        let key = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !key.isEmpty, key.first.map({ !$0.isNumber }) == true else { return nil }
        rest = rest.dropFirst(key.count)
        var conditions: [(name: String, pattern: String)] = []
        while rest.first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            for part in inside.split(separator: ",") {
                let pieces = part.split(separator: "=", maxSplits: 1)
                guard pieces.count == 2 else { return nil }
                conditions.append((pieces[0].trimmingCharacters(in: .whitespaces), pieces[1].trimmingCharacters(in: .whitespaces)))
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return (String(key), conditions)
    }
}

/// Build settings resolved the way Xcode resolves them for one target and configuration:
/// levels from lowest to highest (the project's `.xcconfig`, the project's settings, the
/// target's `.xcconfig`, the target's settings), the last matching assignment winning;
/// `$(inherited)` (and a setting naming itself) is the value below the assignment,
/// `$(VAR)` / `${VAR}` the final value of VAR.
struct BuildSettingsResolver {
    /// Every assignment, lowest level first, in the order written within a level.
    var assignments: [BuildSettingAssignment]
    /// Values Xcode defines for every target (`TARGET_NAME`, `PROJECT_NAME`, `CONFIGURATION`,
    /// `SRCROOT`, ...), used when no assignment names them.
    var builtins: [String: String]
    /// The configuration (`[config=...]` conditions).
    var configuration: String

    private var byKey: [String: [Int]] = [:]

    init(assignments: [BuildSettingAssignment], builtins: [String: String], configuration: String) {
        self.assignments = assignments
        self.builtins = builtins
        self.configuration = configuration
        for (i, assignment) in assignments.enumerated() { byKey[assignment.key, default: []].append(i) }
    }

    /// The resolved value of `key` and where its winning assignment was written; nil when
    /// nothing sets it. `sdk`: the SDK the value is wanted for (`iphoneos`), which decides
    /// `[sdk=...]` conditions; with nil only unconditional (or `*`) SDK conditions match.
    func value(_ key: String, sdk: String? = nil) -> (value: String, origin: SettingOrigin)? {
        resolve(key, sdk: sdk, below: assignments.count, depth: 0)
    }

    /// The level of the assignment that decides `key` (project `.xcconfig` 0 … target 3),
    /// nil when nothing assigns it.
    func level(_ key: String) -> Int? {
        (byKey[key] ?? []).filter { matches(assignments[$0].conditions, sdk: nil) }.map { assignments[$0].level }.max()
    }

    private func resolve(_ key: String, sdk: String?, below limit: Int, depth: Int) -> (value: String, origin: SettingOrigin)? {
        guard depth < 24 else { return nil }
        guard let indices = byKey[key] else {
            return builtins[key].map { ($0, SettingOrigin.unset) }
        }
        // The highest level with a matching assignment below `limit` decides; within it the
        // most specific condition set wins (Xcode prefers `KEY[sdk=x]` to `KEY`), then the
        // latest.
        var best: Int?
        for i in indices where i < limit && matches(assignments[i].conditions, sdk: sdk) {
            if let b = best {
                if assignments[b].level > assignments[i].level { continue }
                if assignments[b].level == assignments[i].level && assignments[b].conditions.count > assignments[i].conditions.count { continue }
            }
            best = i
        }
        guard let chosen = best else { return builtins[key].map { ($0, SettingOrigin.unset) } }
        let assignment = assignments[chosen]
        let expanded = expand(assignment.value, key: key, sdk: sdk, position: chosen, depth: depth)
        return (expanded, assignment.origin)
    }

    func matches(_ conditions: [(name: String, pattern: String)], sdk: String?) -> Bool {
        for condition in conditions {
            switch condition.name {
            case "config":
                if !BuildSettingsResolver.glob(condition.pattern, matches: configuration) { return false }
            case "sdk":
                if condition.pattern == "*" { continue }
                guard let sdk, BuildSettingsResolver.glob(condition.pattern, matches: sdk) else { return false }
            default:
                // `arch`, `variant`: the settings this tool reads do not vary by them.
                if condition.pattern != "*" { return false }
            }
        }
        return true
    }

    /// Expands `$(X)`, `${X}` and `$X` references in a value written at `position`.
    func expand(_ value: String, key: String, sdk: String?, position: Int, depth: Int) -> String {
        guard value.contains("$") else { return value }
        var out = ""
        var i = value.startIndex
        while i < value.endIndex {
            let c = value[i]
            guard c == "$" else { out.append(c); i = value.index(after: i); continue }
            let next = value.index(after: i)
            guard next < value.endIndex else { out.append(c); break }
            var name = ""
            var end = next
            if value[next] == "(" || value[next] == "{" {
                let close: Character = value[next] == "(" ? ")" : "}"
                // Nested references inside (`$(FOO_$(BAR))`): find the matching close.
                var level = 0
                var j = value.index(after: next)
                var found: String.Index?
                while j < value.endIndex {
                    if value[j] == value[next] { level += 1 }
                    if value[j] == close {
                        if level == 0 { found = j; break }
                        level -= 1
                    }
                    j = value.index(after: j)
                }
                guard let found else { out += value[i...]; break }
                name = expand(String(value[value.index(after: next)..<found]), key: key, sdk: sdk, position: position, depth: depth + 1)
                end = value.index(after: found)
            } else {
                let run = value[next...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                guard !run.isEmpty else { out.append(c); i = next; continue }
                name = String(run)
                end = value.index(next, offsetBy: run.count)
            }
            // `NAME:operator,operator`.
            var operators: [Substring] = []
            if let colon = name.firstIndex(of: ":") {
                operators = name[name.index(after: colon)...].split(separator: ",")
                name = String(name[..<colon])
            }
            var resolved: String
            if name == "inherited" || name == key {
                resolved = resolve(key, sdk: sdk, below: position, depth: depth + 1)?.value ?? ""
            } else {
                resolved = resolve(name, sdk: sdk, below: assignments.count, depth: depth + 1)?.value ?? ""
            }
            for op in operators {
                if op.hasPrefix("default=") {
                    if resolved.isEmpty { resolved = String(op.dropFirst("default=".count)) }
                } else if op == "lower" {
                    resolved = resolved.lowercased()
                } else if op == "upper" {
                    resolved = resolved.uppercased()
                } else if op == "c99extidentifier" {
                    resolved = XcodeProject.c99Identifier(resolved)
                }
            }
            out += resolved
            i = end
        }
        return out
    }

    /// Xcode's condition patterns: `*` matches any run of characters.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == t[ti] || p[pi] == "?") {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
