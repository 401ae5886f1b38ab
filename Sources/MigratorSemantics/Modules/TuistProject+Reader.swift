import Foundation

extension TuistProject.Reader {
    /// `sources:` as a glob, a list of globs, `.paths([...])`, `.glob(g, excluding: [...])` or
    /// `SourceFilesList(globs: [...])`; `buildableFolders:` as paths or `.folder(path)`.
    mutating func sources(_ value: ManifestValue?, buildable: ManifestValue?, target: String, into built: inout XcodeProject.Target) {
        var globs: [(glob: String, excluding: [String])] = []
        func collect(_ value: ManifestValue) -> Bool {
            switch value {
            case .string(let glob): globs.append((glob, []))
            case .array(let items): return items.allSatisfy(collect)
            case .call(let kind, _) where ["paths", "sourceFilesList", "SourceFilesList"].contains(kind):
                guard let inner = value.argument(nil) ?? value.argument("globs") ?? value.argument("paths") else { return false }
                return collect(inner)
            case .call(let kind, _) where ["glob", "SourceFileGlob", "folder"].contains(kind):
                guard let glob = (value.argument(nil) ?? value.argument("path"))?.string else { return false }
                var excluding: [String] = []
                switch value.argument("excluding") {
                case .string(let one)?: excluding = [one]
                case .array(let many)?: excluding = many.compactMap(\.string)
                default: break
                }
                globs.append((glob, excluding))
            default: return false
            }
            return true
        }
        for list in [value, buildable].compactMap({ $0 }) where !collect(list) {
            note("the sources of target \(target) are computed (\(list.description)); the files it compiles are unknown")
        }
        for (glob, excluding) in globs {
            let absolute = XcodeProject.normalize(XcodeProject.join(directory, glob))
            if absolute.hasSuffix(".swift") && !absolute.contains("*") {
                built.files.append(absolute)
                continue
            }
            // The folder before the first pattern, with the glob as what its files must match.
            let parts = absolute.split(separator: "/", omittingEmptySubsequences: false)
            let fixed = parts.prefix { !$0.contains("*") && !$0.contains("{") && !$0.contains("?") }
            let folder = fixed.joined(separator: "/")
            built.folders.append(folder)
            if fixed.count < parts.count { built.includedGlobs[folder, default: []].append(absolute) }
            built.excludedGlobs += excluding.map { XcodeProject.normalize(XcodeProject.join(directory, $0)) }
        }
    }

    /// `.target(name: "X")`, `.project(target: "X", path: "../Kit")`, `.package(product: "P")`;
    /// `.external`, `.sdk`, `.xcframework` and the like link nothing of the project's own.
    mutating func dependencies(_ value: ManifestValue?, target: String, into built: inout XcodeProject.Target) {
        guard let value else { return }
        guard let items = value.items else {
            note("the dependencies of target \(target) are computed (\(value.description)); it is taken to see every target")
            built.dependsOnEverything = true
            return
        }
        for item in items {
            switch item.callName {
            case "target":
                if let name = (item.argument("name") ?? item.argument(nil))?.string { built.dependencies.append(name) }
            case "project":
                if let name = item.argument("target")?.string, let folder = item.argument("path").flatMap(self.path) {
                    built.projectDependencies.append((folder, name))
                } else {
                    note("a dependency of target \(target) names a project this tool cannot read (\(item.description)); it is taken to see every target")
                    built.dependsOnEverything = true
                }
            case "package":
                if let product = item.argument("product")?.string { built.packageProducts.append((product, nil)) }
            case nil:
                note("a dependency of target \(target) is computed (\(item.description)); it is taken to see every target")
                built.dependsOnEverything = true
            default:
                break
            }
        }
    }

    /// Assignments of a `settings:` value: `.settings(base:configurations:)` (or `Settings(...)`),
    /// the base dictionary, then the matching configuration's dictionary and `.xcconfig`.
    mutating func settings(_ value: ManifestValue?, level: Int, xcconfigLevel: Int, owner: String) -> [BuildSettingAssignment] {
        guard let value else { return [] }
        guard value.callName == "settings" || value.callName == "Settings" else {
            note("the settings of \(owner) are computed (\(value.description)); language mode and isolation are not known from them")
            return []
        }
        var result: [BuildSettingAssignment] = []
        for configuration in value.argument("configurations")?.items ?? [] where matches(configuration) {
            if let written = configuration.argument("xcconfig") {
                guard let absolute = path(written) else {
                    note("the \(config) .xcconfig of \(owner) is computed (\(written.description)); its settings are not known")
                    continue
                }
                let file = absolute
                if let found = XCConfig.assignments(path: absolute, read: read, notes: &notes) {
                    result += found.map { var a = $0; a.level = xcconfigLevel; return a }
                } else {
                    note("cannot read \(file) (the \(config) .xcconfig of \(owner)); its settings are not known")
                }
            }
        }
        result += dictionary(value.argument("base"), level: level, detail: owner)
        for configuration in value.argument("configurations")?.items ?? [] where matches(configuration) {
            result += dictionary(configuration.argument("settings"), level: level, detail: owner + ", " + config)
        }
        return result
    }

    /// A path as a manifest writes it: `"x"` or `.relativeToManifest("x")` (from the
    /// manifest's folder), `.relativeToRoot("x")` (from the folder holding `Tuist/`).
    func path(_ value: ManifestValue) -> String? {
        switch value {
        case .string(let relative): return XcodeProject.normalize(XcodeProject.join(directory, relative))
        case .call("relativeToManifest", _), .call("path", _):
            return value.argument(nil)?.string.map { XcodeProject.normalize(XcodeProject.join(directory, $0)) }
        case .call("relativeToRoot", _): return value.argument(nil)?.string.map { XcodeProject.normalize(XcodeProject.join(root, $0)) }
        default: return nil
        }
    }

    /// Whether a `.debug(name:...)` / `.release(name:...)` entry is the configuration read.
    func matches(_ configuration: ManifestValue) -> Bool {
        let name: String?
        switch configuration.argument("name") {
        case .member(let member)?: name = member
        case .string(let text)?: name = text
        case .call(_, let arguments)?: name = arguments.first?.value.string
        default: name = nil
        }
        return name?.lowercased() == config.lowercased()
    }

    /// A settings dictionary: `"KEY": "value"`, `.string("v")`, `.array([...])`, `"YES"`.
    mutating func dictionary(_ value: ManifestValue?, level: Int, detail: String) -> [BuildSettingAssignment] {
        guard let value else { return [] }
        guard case .dictionary(let entries) = value else {
            note("the settings of \(detail) are computed (\(value.description)); language mode and isolation are not known from them")
            return []
        }
        var result: [BuildSettingAssignment] = []
        for (key, setting) in entries {
            let text: String?
            switch setting {
            case .string(let s): text = s
            case .array(let items): text = items.compactMap(\.string).joined(separator: " ")
            case .call("string", _): text = setting.argument(nil)?.string
            case .call("array", _): text = setting.argument(nil)?.items?.compactMap(\.string).joined(separator: " ")
            default: text = nil
            }
            guard let text, let (name, conditions) = XCConfig.splitKey(key) else {
                note("the setting \(key) of \(detail) is computed; it is not known")
                continue
            }
            result.append(BuildSettingAssignment(key: name, conditions: conditions, value: text, origin: origin(detail), level: level))
        }
        return result
    }
}
