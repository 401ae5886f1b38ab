import Foundation

/// The child nodes of a block (a code block, closure, switch case, the file) with, per name,
/// which of them hold a token spelling it: where a lookup reads the statements before a site
/// for a declaration of a name, it reads only those. Reading every statement at every site
/// made a body of 8,000 statements take 18 s.
///
/// A candidate is a child that can declare something (a variable, function, `guard` or `#if`
/// declaration, also inside an expression statement) with a token whose text, or whose text
/// without backticks, has the name's hash: every child that declares the name is among them
/// (its pattern or name token spells it); the caller judges each as before. Made once per
/// block and tree (`SyntaxTree.blockStatements(of:)`).
public final class BlockStatements: @unchecked Sendable {
    /// The block's child nodes, in order (`Node.childNodes`).
    public let children: [Node]
    private let positions: [Int32: Int]
    private let byName: [UInt64: [Int]]

    init(_ block: Node, _ tree: SyntaxTree) {
        let children = block.childNodes
        var positions: [Int32: Int] = [:]
        var byName: [UInt64: [Int]] = [:]
        tree.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.withUnsafeBufferPointer { tokens in
                for (i, child) in children.enumerated() {
                    positions[child.id] = i
                    let statement = child.kind == .expressionStmt ? child.firstChildNode ?? child : child
                    guard BlockStatements.declaring.contains(child.kind) || BlockStatements.declaring.contains(statement.kind) else { continue }
                    func add(_ hash: UInt64) {
                        if byName[hash]?.last != i { byName[hash, default: []].append(i) }
                    }
                    for t in child.firstToken..<child.endToken {
                        let text = UnsafeBufferPointer(rebasing: bytes[Int(tokens[t].textStart)..<Int(tokens[t].textEnd)])
                        add(NodeIndex.hash(text))
                        if text.count >= 2, text.first == UInt8(ascii: "`"), text.last == UInt8(ascii: "`") {
                            add(NodeIndex.hash(UnsafeBufferPointer(rebasing: text.dropFirst().dropLast())))
                        }
                    }
                }
            }
        }
        self.children = children
        self.positions = positions
        self.byName = byName
    }

    /// The kinds of statement that declare names in a block.
    static let declaring: Set<NodeKind> = [.variableDecl, .functionDecl, .guardStmt, .ifConfigDecl]

    /// The position of a child node; nil when it is not one.
    public func index(of child: Node) -> Int? { positions[child.id] }

    /// The positions of the children before `end` that may declare `name`, in order.
    public func candidates(_ name: String, before end: Int) -> ArraySlice<Int> {
        var name = name
        let hash = name.withUTF8 { NodeIndex.hash($0) }
        guard let all = byName[hash] else { return [] }
        var low = 0
        var high = all.count
        while low < high {
            let mid = (low + high) / 2
            if all[mid] < end { low = mid + 1 } else { high = mid }
        }
        return all[..<low]
    }
}

/// Blocks' statement indexes of one tree, made on first use.
final class BlockStatementsCache: @unchecked Sendable {
    private var blocks: [Int32: BlockStatements] = [:]
    private let lock = NSLock()

    func statements(of block: Node, _ tree: SyntaxTree) -> BlockStatements {
        lock.lock()
        if let known = blocks[block.id] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = BlockStatements(block, tree)
        lock.lock()
        blocks[block.id] = made
        lock.unlock()
        return made
    }
}

extension SyntaxTree {
    /// The statement index of a block of this tree (`BlockStatements`), made once.
    public func blockStatements(of block: Node) -> BlockStatements {
        derived("SyntaxTree.blockStatements") { BlockStatementsCache() }.statements(of: block, self)
    }
}
