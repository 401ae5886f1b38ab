import Foundation

/// Reads the build settings an XcodeGen spec gives for one configuration: `settings:`
/// values (`base`, `groups`, `configs`, or a flat mapping) and `configFiles` `.xcconfig`s.
struct XcodeGenSettings {
    /// The spec's path (origins name it when a value has no file of its own).
    let path: String
    /// The configuration read.
    let config: String
    /// The spec's `settingGroups`.
    let groups: YAMLValue?
    let read: SettingsFileReader
    var notes: [String]

    /// Assignments of a `settings:` value for the configuration (`base`, `groups`, the
    /// matching `configs` entry; or a flat mapping of settings).
    func assignments(_ settings: YAMLValue?, level: Int, detail: String) -> [BuildSettingAssignment] {
        guard let settings else { return [] }
        var result: [BuildSettingAssignment] = []
        let structured = settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil
        guard structured else {
            add(settings, level: level, detail: detail, to: &result)
            return result
        }
        addGroups((settings["groups"]?.items ?? []).compactMap(\.string), depth: 0, level: level, detail: detail, to: &result)
        if let base = settings["base"] { add(base, level: level, detail: detail, to: &result) }
        if let configs = settings["configs"] { addConfigs(configs, level: level, detail: detail, to: &result) }
        return result
    }

    /// A flat mapping of settings (mappings inside are not settings).
    private func add(_ mapping: YAMLValue, level: Int, detail: String, to result: inout [BuildSettingAssignment]) {
        for (key, value) in mapping.entries {
            guard let (name, conditions) = XCConfig.splitKey(key) else { continue }
            let text: String
            switch value {
            case .scalar(let s, _): text = s
            case .sequence(let items): text = items.compactMap(\.string).joined(separator: " ")
            case .mapping: continue
            }
            let file = XcodeGenProject.firstFile(value) ?? path
            result.append(BuildSettingAssignment(key: name, conditions: conditions, value: text,
                                                 origin: SettingOrigin(path: file, detail: detail + ", " + config), level: level))
        }
    }

    /// Setting groups by name, each with its own groups first (at most 8 deep).
    private func addGroups(_ names: [String], depth: Int, level: Int, detail: String, to result: inout [BuildSettingAssignment]) {
        guard depth < 8 else { return }
        for name in names {
            guard let group = groups?[name] else { continue }
            if group["base"] != nil || group["configs"] != nil || group["groups"] != nil {
                addGroups((group["groups"]?.items ?? []).compactMap(\.string), depth: depth + 1, level: level, detail: detail, to: &result)
                if let base = group["base"] { add(base, level: level, detail: detail, to: &result) }
                if let configs = group["configs"] { addConfigs(configs, level: level, detail: detail, to: &result) }
            } else {
                add(group, level: level, detail: detail, to: &result)
            }
        }
    }

    private func addConfigs(_ configs: YAMLValue, level: Int, detail: String, to result: inout [BuildSettingAssignment]) {
        for (key, value) in configs.entries where key.lowercased() == config.lowercased() { add(value, level: level, detail: detail, to: &result) }
    }

    /// The `.xcconfig` a `configFiles` value names for the configuration, at `level`.
    mutating func xcconfig(_ configFiles: YAMLValue?, level: Int) -> [BuildSettingAssignment] {
        guard let value = configFiles?.entries.first(where: { $0.key.lowercased() == config.lowercased() })?.value,
              let file = value.string else { return [] }
        let absolute = XcodeGenProject.resolve(file, writtenIn: value.file ?? path)
        if let found = XCConfig.assignments(path: absolute, read: read, notes: &notes) {
            return found.map { var a = $0; a.level = level; return a }
        }
        // A note naming the file already says why (a limit passed).
        guard !notes.contains(where: { $0.hasPrefix("note: \(absolute): ") }) else { return [] }
        notes.append("note: \(absolute): cannot read this .xcconfig (named by \(path)); its settings are not known")
        return []
    }
}
