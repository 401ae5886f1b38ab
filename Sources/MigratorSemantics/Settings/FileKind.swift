import Foundation

/// What a path is, from one `lstat` call (symbolic links are not followed): much cheaper
/// than `FileManager.attributesOfItem` when walking large trees.
public enum FileKind {
    case file, directory, symbolicLink, other

    public init?(atPath path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}
