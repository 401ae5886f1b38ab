/// A child reference while parsing: a token index or a node id (no reference counting).
enum RawChild {
    case token(Int)
    case node(NodeID)

    /// Packed form stored in the arena: node ids as is, tokens as `~index`.
    @inline(__always) var packed: Int32 {
        switch self {
        case .token(let t): return ~Int32(t)
        case .node(let n): return n
        }
    }
}

/// A node id in the parser's arena.
typealias NodeID = Int32

/// The children of a node under construction. Up to eight live inline (no allocation);
/// more spill into an array. Most nodes have one to four children.
struct ChildList: RandomAccessCollection, ExpressibleByArrayLiteral {
    private var inline: (Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0, 0, 0)
    private var spill: [Int32] = []
    private(set) var count = 0

    init() {}

    init(arrayLiteral elements: RawChild...) {
        for element in elements { append(element) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> RawChild {
        let packed = packedElement(position)
        return packed >= 0 ? .node(packed) : .token(Int(~packed))
    }

    @inline(__always) func packedElement(_ position: Int) -> Int32 {
        if position < 8 {
            return withUnsafeBytes(of: inline) { $0.load(fromByteOffset: position * 4, as: Int32.self) }
        }
        return spill[position - 8]
    }

    @inline(__always) mutating func append(_ child: RawChild) {
        let packed = child.packed
        if count < 8 {
            withUnsafeMutableBytes(of: &inline) { $0.storeBytes(of: packed, toByteOffset: count * 4, as: Int32.self) }
        } else {
            spill.append(packed)
        }
        count += 1
    }

    mutating func append<S: Sequence>(contentsOf children: S) where S.Element == RawChild {
        for child in children { append(child) }
    }

    static func + (lhs: ChildList, rhs: ChildList) -> ChildList {
        var result = lhs
        result.append(contentsOf: rhs)
        return result
    }
}
