import Foundation

/// Reads one `project.pbxproj` for `XcodeProject`: the group tree (where every file lies),
/// local packages, build configurations with their `.xcconfig` files, and each native target.
struct PBXProjectReader {
    typealias Configuration = (name: String, settings: [String: PropertyList], base: String?)
    let objects: [String: PropertyList]
    let projectDirectory: String
    let projectPath: String
    let projectName: String
    /// `--configuration`: the build configuration to read (nil: `Release`, else the default).
    let configuration: String?
    let read: SettingsFileReader
    /// Folder of every group and file reference.
    var paths: [String: String] = [:]
    var localPackageFolders: [String] = []
    /// `XCLocalSwiftPackageReference` ids and their folders.
    var localPackages: [String: String] = [:]
    var notes: [String] = []
    /// The groups being walked, outermost first (to name a cycle).
    private var chain: [String] = []

    init(objects: [String: PropertyList], projectDirectory: String, projectPath: String, configuration: String?, read: @escaping SettingsFileReader) {
        self.objects = objects
        self.projectDirectory = projectDirectory
        self.projectPath = projectPath
        self.projectName = ((projectPath as NSString).lastPathComponent as NSString).deletingPathExtension
        self.configuration = configuration
        self.read = read
    }

    func object(_ id: String) -> [String: PropertyList]? {
        if case .dictionary(let d)? = objects[id] { return d }
        return nil
    }

    func string(_ d: [String: PropertyList]?, _ key: String) -> String? {
        if case .string(let s)? = d?[key] { return s }
        return nil
    }

    func list(_ d: [String: PropertyList]?, _ key: String) -> [String] {
        guard case .array(let items)? = d?[key] else { return [] }
        return items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }

    // MARK: Files

    /// Places every group and file reference under the project's main group.
    mutating func placeGroups(of project: [String: PropertyList]?) {
        guard let mainGroup = string(project, "mainGroup") else { return }
        let projectDirPath = string(project, "projectDirPath").flatMap { $0.isEmpty ? nil : $0 }
        place(mainGroup, parentPath: projectDirPath.map { XcodeProject.join(projectDirectory, $0) } ?? projectDirectory)
    }

    /// Each group is placed once, under the first parent that lists it (a group listed by two
    /// parents, or by itself, is not walked again: a cycle is named in a note); a chain deeper
    /// than 256 groups is not followed (the walk recurses).
    private mutating func place(_ id: String, parentPath: String) {
        guard paths[id] == nil else {
            if let start = chain.firstIndex(of: id), notes.count < 10 {
                let names = (chain[start...] + [id]).map { string(object($0), "name") ?? string(object($0), "path") ?? $0 }
                notes.append("note: \(projectPath): group cycle \(names.joined(separator: " → ")); not followed")
            }
            return
        }
        guard chain.count < 256 else {
            if notes.count < 10 { notes.append("note: \(projectPath): groups nested more than 256 deep; the files below are not placed") }
            return
        }
        guard let item = object(id) else { return }
        let own = string(item, "path")
        var path: String
        switch string(item, "sourceTree") ?? "<group>" {
        case "SOURCE_ROOT": path = own.map { XcodeProject.join(projectDirectory, $0) } ?? projectDirectory
        case "<absolute>": path = own ?? parentPath
        default: path = own.map { XcodeProject.join(parentPath, $0) } ?? parentPath
        }
        path = XcodeProject.normalize(path)
        paths[id] = path
        // A local package added to the project as a folder (before Xcode 15 did it with
        // XCLocalSwiftPackageReference): a folder reference whose products targets link.
        if string(item, "isa") == "PBXFileReference", ["wrapper", "folder"].contains(string(item, "lastKnownFileType") ?? "")
            || string(item, "isa") == "PBXFileSystemSynchronizedRootGroup" {
            localPackageFolders.append(path)
        }
        chain.append(id)
        for child in list(item, "children") { place(child, parentPath: path) }
        chain.removeLast()
    }

    /// Local package references: XCLocalSwiftPackageReference's relativePath.
    mutating func readLocalPackages() {
        for (id, value) in objects.sorted(by: { $0.key < $1.key }) {
            guard case .dictionary(let item) = value, string(item, "isa") == "XCLocalSwiftPackageReference",
                  let relative = string(item, "relativePath") else { continue }
            localPackages[id] = XcodeProject.normalize(XcodeProject.join(projectDirectory, relative))
            localPackageFolders.append(localPackages[id]!)
        }
    }

    // MARK: Configurations

    /// Every configuration of a configuration list, with its settings and `.xcconfig`.
    func configurations(_ listID: String?) -> [Configuration] {
        list(object(listID ?? ""), "buildConfigurations").compactMap { id in
            guard let item = object(id) else { return nil }
            let name = string(item, "name") ?? ""
            var settings: [String: PropertyList] = [:]
            if case .dictionary(let found)? = item["buildSettings"] { settings = found }
            var base = string(item, "baseConfigurationReference").flatMap { paths[$0] }
            if base == nil, let anchor = string(item, "baseConfigurationReferenceAnchor").flatMap({ paths[$0] }),
               let relative = string(item, "baseConfigurationReferenceRelativePath") {
                // Xcode 16: an .xcconfig inside a synchronized folder.
                base = XcodeProject.normalize(XcodeProject.join(anchor, relative))
            }
            return (name, settings, base)
        }
    }

    /// The configuration of a list to read: the one named `wanted` (the run's
    /// `--configuration`, else `Release`), else the list's default, else the first.
    mutating func chosenConfiguration(_ listID: String?) -> Configuration? {
        let all = configurations(listID)
        guard !all.isEmpty else { return nil }
        let name = configuration ?? "Release"
        if let found = all.first(where: { $0.name == name }) { return found }
        let fallback = string(object(listID ?? ""), "defaultConfigurationName").flatMap { name in all.first { $0.name == name } } ?? all[0]
        if let configuration, !notes.contains(where: { $0.hasPrefix("note: \(projectPath): no configuration") }) {
            notes.append("note: \(projectPath): no configuration '\(configuration)'; reading \(fallback.name)")
        }
        return fallback
    }

    /// The assignments of a configuration's own settings (at `level`) after its
    /// `.xcconfig`'s (at `level - 1`).
    mutating func assignments(_ chosen: Configuration, level: Int, detail: String) -> [BuildSettingAssignment] {
        var result: [BuildSettingAssignment] = []
        if let base = chosen.base {
            if let found = XCConfig.assignments(path: base, read: read, notes: &notes) {
                result += found.map { var a = $0; a.level = level - 1; return a }
            } else if !notes.contains(where: { $0.contains(base) }) {
                notes.append("note: \(base): cannot read this .xcconfig (named by \(projectPath)); its settings are not known")
            }
        }
        let origin = SettingOrigin(path: projectPath, detail: detail + ", " + chosen.name)
        for key in chosen.settings.keys.sorted() {
            guard let (name, conditions) = XCConfig.splitKey(key) else { continue }
            var value: String
            switch chosen.settings[key]! {
            case .string(let text): value = text
            case .array(let items): value = items.compactMap { if case .string(let s) = $0 { return s } else { return nil } }.joined(separator: " ")
            case .dictionary: continue
            }
            result.append(BuildSettingAssignment(key: name, conditions: conditions, value: value, origin: origin, level: level))
        }
        return result
    }

    /// The project's own settings, for its files no target lists.
    mutating func projectSettings(_ project: [String: PropertyList]?) -> TargetSettings? {
        guard let chosen = chosenConfiguration(string(project, "buildConfigurationList")) else { return nil }
        let resolver = BuildSettingsResolver(
            assignments: assignments(chosen, level: 1, detail: "project"),
            builtins: ["PROJECT_NAME": projectName, "CONFIGURATION": chosen.name, "SRCROOT": projectDirectory, "PROJECT_DIR": projectDirectory],
            configuration: chosen.name)
        var settings = TargetSettings.reading(resolver)
        settings.configuration = chosen.name
        return settings
    }
}
