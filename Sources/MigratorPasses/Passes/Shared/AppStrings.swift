import Foundation
import MigratorEngine
import MigratorSemantics

/// The app's own string tables, for rewrites that replace a label the system localized
/// (`.cancel()`'s "Cancel") with a literal the app's tables must translate: the languages
/// the project is localized into besides English, and the keys its `.strings` and
/// `.xcstrings` files hold. Read once per run from the folder that holds every source file
/// of the project.
struct AppStrings: Sendable {
    /// Localizations other than English and Base (`de`, `zh-Hans`).
    let languages: Set<String>
    /// For each key, the languages (other than English) whose tables translate it.
    let keys: [String: Set<String>]
    /// The languages by the project folder their tables are in (absolute; the nearest folder
    /// holding a Package.swift or an .xcodeproj): a local package's translations are not the
    /// app's.
    var languagesByProject: [String: Set<String>] = [:]
    /// The folders that hold a Package.swift or an .xcodeproj (absolute).
    var projectFolders: Set<String> = []

    static func of(_ context: PassContext) -> AppStrings {
        context.cache.value(CacheKey<AppStrings>("app-strings")) {
            let folders = context.projectRoots.isEmpty ? [commonFolder(context.model.files.map(\.path))] : context.projectRoots
            let tables = folders.map { folder in
                AppStrings(root: folder.hasPrefix("/") ? folder : (context.baseDirectory as NSString).appendingPathComponent(folder))
            }
            var keys: [String: Set<String>] = [:]
            for table in tables { keys.merge(table.keys) { $0.union($1) } }
            var strings = AppStrings(languages: Set(tables.flatMap(\.languages)), keys: keys)
            for table in tables {
                strings.languagesByProject.merge(table.languagesByProject) { $0.union($1) }
                strings.projectFolders.formUnion(table.projectFolders)
            }
            return strings
        }
    }

    /// The languages of the project folder (package or Xcode project) that holds `path`
    /// (relative to `base`, or absolute).
    func languages(of path: String, base: String) -> Set<String> {
        var folder = Self.absolute(path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path))
        while folder != "/" && !folder.isEmpty {
            folder = (folder as NSString).deletingLastPathComponent
            if projectFolders.contains(folder) { return languagesByProject[folder] ?? [] }
        }
        return languages
    }

    /// Whether the app is translated into a language whose tables lack `key`: a literal
    /// label with that key shows in English there.
    func untranslated(_ key: String) -> Bool { !languages.isSubset(of: keys[key] ?? []) }

    init(languages: Set<String>, keys: [String: Set<String>]) {
        self.languages = languages
        self.keys = keys
    }

    init(root: String) {
        var languages: Set<String> = []
        var keys: [String: Set<String>] = [:]
        var languageFolders: [(folder: String, language: String)] = []
        var projectFolders: Set<String> = []
        let manager = FileManager.default
        // No folder short of the file system's root holds the project: nothing to read.
        guard root != "/", let walker = manager.enumerator(atPath: root) else {
            self.init(languages: [], keys: [:])
            return
        }
        while let path = walker.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            // `Settings.bundle` (the Settings app's pane) and other bundles carry their own
            // strings: they say nothing of the app's languages.
            if DeploymentTarget.skipped.contains(name) || name.hasSuffix(".bundle") {
                walker.skipDescendants()
                continue
            }
            let full = (root as NSString).appendingPathComponent(path)
            if name == "Package.swift" || name.hasSuffix(".xcodeproj") {
                projectFolders.insert(Self.absolute((full as NSString).deletingLastPathComponent))
            }
            if name.hasSuffix(".xcodeproj") { walker.skipDescendants() }
            if name.hasSuffix(".lproj") {
                let language = String(name.dropLast(6))
                if !Self.isEnglish(language) {
                    languages.insert(language)
                    languageFolders.append((Self.absolute(full), language))
                }
            } else if name.hasSuffix(".strings"), let language = Self.language(of: path), !Self.isEnglish(language),
                      let text = (try? String(contentsOfFile: full, encoding: .utf8)) ?? (try? String(contentsOfFile: full, encoding: .utf16)) {
                for key in Self.stringsKeys(text) { keys[key, default: []].insert(language) }
            } else if name.hasSuffix(".xcstrings"), let data = manager.contents(atPath: full),
                      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                      let strings = json["strings"] as? [String: Any] {
                for (key, value) in strings {
                    let localizations = (value as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                    let translated = localizations.keys.filter { !Self.isEnglish($0) }
                    languages.formUnion(translated)
                    keys[key, default: []].formUnion(translated)
                    for language in translated { languageFolders.append((Self.absolute(full), language)) }
                }
            }
        }
        self.init(languages: languages, keys: keys)
        self.projectFolders = projectFolders
        for (path, language) in languageFolders {
            var folder = path
            while folder != "/" && !folder.isEmpty {
                folder = (folder as NSString).deletingLastPathComponent
                if projectFolders.contains(folder) { break }
            }
            languagesByProject[folder, default: []].insert(language)
        }
    }

    /// A path made absolute against the current directory, without `.` and `..`.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (full as NSString).standardizingPath
    }

    /// The language of a file in an `xx.lproj` folder (`de` of `Resources/de.lproj/Localizable.strings`).
    static func language(of path: String) -> String? {
        path.split(separator: "/").last { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
    }

    static func isEnglish(_ language: String) -> Bool {
        language == "Base" || language == "en" || language.hasPrefix("en-") || language.hasPrefix("en_")
    }

    /// The keys of a `.strings` file: the first quoted string of each `"key" = "value";` line.
    static func stringsKeys(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.first == "\"" else { return nil }
            var key = ""
            var escaped = false
            for character in trimmed.dropFirst() {
                if escaped { key.append(character); escaped = false; continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" { return key }
                key.append(character)
            }
            return nil
        }
    }

    /// The deepest folder that holds every path ("." for relative paths with none in common).
    static func commonFolder(_ paths: [String]) -> String {
        guard var common = paths.first.map({ ($0 as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false) }) else { return "." }
        for path in paths.dropFirst() {
            let parts = (path as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
            var shared = 0
            while shared < min(common.count, parts.count) && common[shared] == parts[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        let folder = common.joined(separator: "/")
        return folder.isEmpty ? (paths.first?.hasPrefix("/") == true ? "/" : ".") : folder
    }
}
