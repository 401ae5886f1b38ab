import Foundation

extension ModuleGraph {
    /// `(path as NSString).deletingLastPathComponent`, without bridging to `NSString` when
    /// the path has no doubled and no trailing slash (the run's absolute paths and their
    /// folders); any other path is left to `NSString`. Placing files walks up every file's
    /// folders, where the bridged call was most of the module graph's time.
    static func parentPath(_ path: String) -> String {
        let utf8 = path.utf8
        var lastSlash: String.Index?
        var previousWasSlash = false
        for i in utf8.indices {
            if utf8[i] == UInt8(ascii: "/") {
                if previousWasSlash { return (path as NSString).deletingLastPathComponent }
                previousWasSlash = true
                lastSlash = i
            } else {
                previousWasSlash = false
            }
        }
        guard let lastSlash else { return "" }
        if lastSlash == utf8.startIndex { return "/" }
        if previousWasSlash { return (path as NSString).deletingLastPathComponent }
        return String(path[..<lastSlash])
    }
}
