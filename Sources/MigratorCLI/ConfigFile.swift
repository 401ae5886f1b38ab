import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// `.swiftui-migrate.json`: a project's settings for `diff`, `apply` and `check` (and the
/// migration folders for `list` and `explain`), found in the working directory or the
/// nearest folder above it, or named with `--config PATH`. A setting given on the command
/// line replaces the file's. Paths in the file (`exclude`, `migrations`) are relative to the
/// file's folder. An unknown key, pass, platform or option stops the run (exit 2) with the
/// file and the key.
struct ConfigFile {
    static let fileName = ".swiftui-migrate.json"
    static let keys = ["passes", "skip", "exclude", "migrations", "minimumOS", "options", "severity", "baseline", "sdk"]

    /// The path as shown in messages.
    var path: String
    /// The folder holding the file (absolute).
    var folder: String
    var passes: [String] = []
    var skip: [String] = []
    var exclude: [String] = []
    /// Absolute folders.
    var migrations: [String] = []
    var minimumOS: [Platform: Version] = [:]
    /// Pass name → option name → value.
    var options: [String: [String: Bool]] = [:]
    /// The keys the file sets, in `keys` order (the note that names the file lists them).
    var given: [String] = []
    /// Levels per pass, lint, `PASS.REASON` and `PASS.rewrite` (README: Severities).
    var severity = Severities()
    /// The baseline file (absolute) that `diff`, `check` and `lint` compare with.
    var baseline: String?
    /// The baseline as the file writes it, for messages.
    var baselineShown: String?
    /// The SDK the type layer reads (absolute).
    var sdk: String?

    /// The file `--config` names, else the nearest `.swiftui-migrate.json` from the
    /// working directory up; nil when there is none.
    static func find(explicit: String?, currentDirectory: String) throws -> ConfigFile? {
        if let explicit {
            let absolute = SourceFiles.absolute(explicit, base: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue else {
                throw UsageError("error: --config: no such file: \(explicit)")
            }
            return try load(absolute, shown: explicit)
        }
        var folder = SourceFiles.normalize(currentDirectory)
        while true {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return try load(candidate, shown: SourceFiles.shownPath(candidate, base: currentDirectory))
            }
            if folder == "/" || folder.isEmpty { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// Reads and checks one file (key names, value types, platforms, versions); pass
    /// names are checked later against the passes of the run (`validate`).
    static func load(_ absolute: String, shown: String) throws -> ConfigFile {
        func fail(_ key: String, _ problem: String) -> UsageError {
            UsageError("error: \(shown): \(key.isEmpty ? "" : "'\(key)': ")\(problem)")
        }
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw UsageError("error: \(shown): cannot read the configuration file")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("", "not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"))")
        }
        guard let dictionary = object as? [String: Any] else { throw fail("", "the file must hold one JSON object") }
        var config = ConfigFile(path: shown, folder: (absolute as NSString).deletingLastPathComponent)
        func strings(_ key: String) throws -> [String] {
            guard let value = dictionary[key] else { return [] }
            guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else { throw fail(key, "must be a list of strings") }
            return list.map { $0 as! String }
        }
        for key in dictionary.keys.sorted() where !keys.contains(key) {
            var problem = "unknown key; valid keys: " + keys.joined(separator: ", ")
            if let close = keys.min(by: { distance($0, key) < distance($1, key) }), distance(close, key) <= 3 {
                problem = "unknown key (did you mean '\(close)'?); valid keys: " + keys.joined(separator: ", ")
            }
            throw fail(key, problem)
        }
        config.given = keys.filter { dictionary[$0] != nil }
        config.passes = try strings("passes").map(PassRegistry.currentName)
        config.skip = try strings("skip").map(PassRegistry.currentName)
        config.exclude = try strings("exclude")
        config.migrations = try strings("migrations").map { SourceFiles.absolute($0, base: config.folder) }
        if let value = dictionary["minimumOS"] {
            guard let table = value as? [String: Any] else { throw fail("minimumOS", "must be an object such as {\"iOS\": \"16.4\"}") }
            for (name, version) in table.sorted(by: { $0.key < $1.key }) {
                guard let platform = Platform(rawValue: name) else {
                    throw fail("minimumOS.\(name)", "unknown platform; valid platforms: " + Platform.allCases.map(\.rawValue).joined(separator: ", "))
                }
                let text: String
                if let string = version as? String {
                    text = string
                } else if let number = version as? NSNumber, !isBoolean(number) {
                    text = number.stringValue
                } else {
                    throw fail("minimumOS.\(name)", "must be a version such as \"16.4\"")
                }
                guard let parsed = Version(parsing: text) else { throw fail("minimumOS.\(name)", "must be a version such as \"16.4\", not '\(text)'") }
                config.minimumOS[platform] = parsed
            }
        }
        if let value = dictionary["options"] {
            guard let table = value as? [String: Any] else { throw fail("options", "must be an object of passes, such as {\"foreground-style\": {\"qualifyColors\": true}}") }
            for (pass, settings) in table {
                guard let settings = settings as? [String: Any] else { throw fail("options.\(pass)", "must be an object of option names and values") }
                for (name, setting) in settings {
                    guard let number = setting as? NSNumber, isBoolean(number) else {
                        throw fail("options.\(pass).\(name)", "must be true or false")
                    }
                    config.options[PassRegistry.currentName(pass), default: [:]][name] = number.boolValue
                }
            }
        }
        if let value = dictionary["severity"] {
            let example = "such as {\"observable.publisher\": \"off\", \"foreground-style\": \"error\"}"
            guard let table = value as? [String: Any] else { throw fail("severity", "must be an object of passes (or PASS.REASON) and levels, \(example)") }
            for (key, setting) in table.sorted(by: { $0.key < $1.key }) {
                let parts = key.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
                guard !parts[0].isEmpty, parts.count == 1 || !parts[1].isEmpty else {
                    throw fail("severity.\(key)", "must name a pass or lint, or PASS.REASON (PASS.rewrite: its pending rewrites)")
                }
                let levels = Level.allCases.map(\.rawValue)
                guard let text = setting as? String, let level = Level(rawValue: text) else {
                    var problem = "must be one of " + levels.map { "\"\($0)\"" }.joined(separator: ", ")
                    if let text = setting as? String, let close = levels.min(by: { distance($0, text) < distance($1, text) }), distance(close, text) <= 2 {
                        problem += " (did you mean \"\(close)\"?)"
                    }
                    throw fail("severity.\(key)", problem)
                }
                config.severity.levels[PassRegistry.currentName(String(parts[0])) + (parts.count == 2 ? "." + parts[1] : "")] = level
            }
        }
        if let value = dictionary["baseline"] {
            guard let path = value as? String, !path.isEmpty else { throw fail("baseline", "must be the path of a baseline file (relative to this file's folder)") }
            config.baseline = SourceFiles.absolute(path, base: config.folder)
            config.baselineShown = path
        }
        if let value = dictionary["sdk"] {
            guard let path = value as? String, !path.isEmpty else { throw fail("sdk", "must be the path of an Apple SDK (relative to this file's folder)") }
            config.sdk = SourceFiles.absolute(path, base: config.folder)
        }
        return config
    }

    /// Checks pass names (in `passes`, `skip` and `options`) and option names against the
    /// passes of this run.
    func validate(in available: [any Pass]) throws {
        func check(_ key: String, _ name: String, in available: [any Pass] = available, kind: String = "pass") throws {
            guard PassRegistry.named(name, in: available) == nil else { return }
            var message = "error: \(path): '\(key)': unknown \(kind) '\(name)'"
            if let close = PassRegistry.closestName(to: name, in: available) { message += "; did you mean '\(close)'?" }
            message += "\nvalid \(kind == "pass" ? "passes" : "passes and lints"): " + available.map { $0.name }.joined(separator: ", ")
            throw UsageError(message)
        }
        for key in severity.levels.keys.sorted() {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            try check("severity.\(key)", parts[0], in: available + LintRegistry.all, kind: "pass or lint")
            if parts.count == 2, let pass = PassRegistry.named(parts[0], in: available + LintRegistry.all) {
                try checkReason(parts[1], of: pass, key: "severity.\(key)")
            }
        }
        for name in passes { try check("passes", name) }
        for name in skip { try check("skip", name) }
        let both = Set(passes).intersection(skip)
        if !both.isEmpty {
            throw UsageError("error: \(path): 'passes' and 'skip' both name \(both.sorted().map { "'\($0)'" }.joined(separator: ", ")); a pass cannot be both run and skipped")
        }
        for (passName, settings) in options.sorted(by: { $0.key < $1.key }) {
            try check("options", passName)
            let pass = PassRegistry.named(passName, in: available)!
            for name in settings.keys.sorted() where !pass.options.contains(where: { $0.name == name }) {
                let valid = pass.options.map(\.name)
                throw UsageError("error: \(path): 'options.\(passName).\(name)': unknown option of \(passName); "
                                 + (valid.isEmpty ? "it has no options" : "valid options: " + valid.joined(separator: ", ")))
            }
        }
    }

    /// A `severity` key's reason must be one the pass gives its findings (or `rewrite`).
    func checkReason(_ reason: String, of pass: any Pass, key: String) throws {
        let reasons = pass.reasons + (pass.reportsOnly ? [] : PassReasons.everyPass + [Severities.rewrite])
        guard !reasons.contains(reason) else { return }
        var message = "error: \(path): '\(key)': \(pass.name) has no reason '\(reason)'"
        if let close = reasons.min(by: { Self.distance($0, reason) < Self.distance($1, reason) }), Self.distance(close, reason) <= 3 {
            message += "; did you mean '\(pass.name).\(close)'?"
        }
        message += "\nits reasons: " + reasons.joined(separator: ", ")
        throw UsageError(message)
    }

    /// Fills the settings the command line left unset. `--pass` and `--skip` together
    /// replace `passes` and `skip`; each `--min-*` flag replaces its platform; `exclude`
    /// is applied by the command (`excludes`) only when no `--exclude` was given.
    func merge(into options: inout MigrateCommand.Options) {
        if options.passes.isEmpty && options.skips.isEmpty {
            options.passes = passes
            options.skips = skip
        }
        if options.migrations.isEmpty { options.migrations = migrations }
        for (platform, version) in minimumOS where options.minimums[platform] == nil {
            options.minimums[platform] = version
            options.minimumsFromConfig.insert(platform)
        }
        options.passOptions = self.options
        if options.sdk == nil { options.sdk = sdk }
    }

    /// Whether the file's `exclude` globs leave a file out (matched against its path
    /// relative to the configuration file's folder).
    func excludes(_ absolutePath: String) -> Bool {
        SourceFiles.isExcluded(SourceFiles.displayPath(absolutePath, base: folder), by: exclude)
    }

    /// JSON `true`/`false` (not 1/0): Foundation gives them their own NSNumber class.
    static func isBoolean(_ number: NSNumber) -> Bool {
        type(of: number) == type(of: NSNumber(value: true))
    }

    static func distance(_ a: String, _ b: String) -> Int {
        PassRegistry.editDistance(Array(a.lowercased()), Array(b.lowercased()))
    }
}
