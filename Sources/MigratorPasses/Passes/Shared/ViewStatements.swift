import SwiftCST

/// What the passes that move views from one place to another share: whether a view starts a
/// line of its own, and the expression a builder statement is.
enum ViewStatements {
    /// Whether only spaces and tabs stand between the start of the line and `offset`.
    static func startsLine(_ offset: Int, _ tree: SyntaxTree) -> Bool {
        var i = offset
        while i > 0 && (tree.bytes[i - 1] == 32 || tree.bytes[i - 1] == 9) { i -= 1 }
        return i == 0 || tree.bytes[i - 1] == 10 || tree.bytes[i - 1] == 13
    }

    /// The expression a statement is (`return E` and `E`); nil for anything else.
    static func expression(of statement: Node) -> Node? {
        switch statement.kind {
        case .returnStmt: return statement.childNodes.first
        case .expressionStmt: return statement.childNodes.first
        case .ifExpr, .switchExpr, .variableDecl, .ifConfigDecl, .forStmt, .guardStmt, .macroExpansionExpr, .macroExpansionDecl: return nil
        default:
            return DeclarationView(statement) == nil && statement.kind != .unexpected ? statement : nil
        }
    }
}
