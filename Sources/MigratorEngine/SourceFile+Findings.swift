import MigratorSemantics
import SwiftCST

extension SourceFile {
    /// A finding at a node's first byte.
    public func finding(at node: Node, _ message: String, pass: String, reason: String, declined: Bool = true) -> Finding {
        finding(atOffset: tree.startOffset(of: node), message, pass: pass, reason: reason, declined: declined)
    }

    public func finding(atOffset offset: Int, _ message: String, pass: String, reason: String, declined: Bool = true) -> Finding {
        let (line, column) = tree.location(of: offset)
        return Finding(path: path, offset: offset, line: line, column: column, message: message, pass: pass,
                       reason: reason, declined: declined)
    }
}
