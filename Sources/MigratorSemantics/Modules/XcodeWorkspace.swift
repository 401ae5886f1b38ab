import Foundation

/// An Xcode workspace's `contents.xcworkspacedata`: the folders it adds to the build. A
/// `<FileRef location = "group:libraries/Kit">` naming a folder (not a `.xcodeproj`) is a
/// local Swift package that the workspace's Xcode builds, like one an Xcode project lists.
struct XcodeWorkspace {
    static let contentsName = "contents.xcworkspacedata"

    /// Absolute folders of the packages the workspace refers to.
    private(set) var packageFolders: [String] = []

    /// `path` is the `contents.xcworkspacedata` file; its workspace's folder is the base of
    /// `group:` and `container:` locations. A `<Group>`'s own location is the base of the
    /// references inside it. `absolute:` locations are taken as they are; `self:` and
    /// developer-folder ones name no package.
    init(path: String, bytes: [UInt8]) {
        let workspaceFolder = ModuleGraph.parentPath(ModuleGraph.parentPath(path))
        var groups: [String] = [workspaceFolder]
        let text = String(decoding: bytes, as: UTF8.self)
        var rest = text[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/Group") {
                if groups.count > 1 { groups.removeLast() }
                continue
            }
            let isGroup = tag.hasPrefix("Group")
            guard isGroup || tag.hasPrefix("FileRef") else { continue }
            let folder = Self.location(tag).flatMap { Self.resolve($0, base: groups.last ?? workspaceFolder, workspace: workspaceFolder) }
            if isGroup {
                // `<Group ... />` closes itself.
                if !tag.hasSuffix("/") { groups.append(folder ?? groups.last ?? workspaceFolder) }
            } else if let folder, !folder.hasSuffix(".xcodeproj"), !folder.hasSuffix(".swift"), !packageFolders.contains(folder) {
                packageFolders.append(folder)
            }
        }
    }

    /// The value of a tag's `location` attribute.
    static func location(_ tag: Substring) -> String? {
        guard let key = tag.range(of: "location") else { return nil }
        let after = tag[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" || $0 == "\t" }
        guard let quote = after.first, quote == "\"" || quote == "'" else { return nil }
        let value = after.dropFirst().prefix { $0 != quote }
        return String(value).replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
    }

    /// An absolute folder for `group:X`, `container:X` or `absolute:X`.
    static func resolve(_ location: String, base: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let relative = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return relative.isEmpty ? base : XcodeProject.normalize(XcodeProject.join(base, relative))
        case "container": return relative.isEmpty ? workspace : XcodeProject.normalize(XcodeProject.join(workspace, relative))
        case "absolute": return XcodeProject.normalize(relative)
        default: return nil
        }
    }
}
