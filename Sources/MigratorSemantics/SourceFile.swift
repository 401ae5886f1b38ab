import SwiftCST

/// A parsed file: its path and its syntax tree.
public struct SourceFile {
    /// The path as the user gave it (relative paths stay relative).
    public let path: String
    public let tree: SyntaxTree

    public init(path: String, tree: SyntaxTree) {
        self.path = path
        self.tree = tree
    }
}
