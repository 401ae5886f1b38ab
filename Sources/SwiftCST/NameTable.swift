/// A fixed set of names, looked up by a token's bytes: no `String` is made and nothing goes
/// through `Hasher`, so a pass can test every token of a file against its names cheaply.
public struct NameTable: Sendable {
    /// The names, in the order given (duplicates keep the first id).
    public let names: [String]
    private let bytes: [[UInt8]]
    /// Open addressing over FNV-1a hashes: `slots[i] - 1` is a name's id; 0 is empty.
    private let slots: [Int32]
    /// Bit `n` (63 for 63 and longer): some name is `n` bytes long. Most tokens are ruled
    /// out by their length before anything is hashed.
    private let lengths: UInt64
    /// Bit `b % 64` of word `b / 64`: some name starts with byte `b`. Punctuation, numbers and
    /// most identifiers are ruled out by their first byte before anything is hashed.
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    public init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        var count = 16
        while count < names.count * 2 { count <<= 1 }
        var slots = [Int32](repeating: 0, count: count)
        for (id, name) in bytes.enumerated() {
            var slot = name.withUnsafeBufferPointer { Int(NodeIndex.hash($0) & UInt64(count - 1)) }
            while slots[slot] != 0 && bytes[Int(slots[slot]) - 1] != name { slot = (slot + 1) & (count - 1) }
            if slots[slot] == 0 { slots[slot] = Int32(id + 1) }
        }
        self.slots = slots
        lengths = bytes.reduce(0) { $0 | 1 << UInt64(min($1.count, 63)) }
        var first: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for name in bytes {
            guard let byte = name.first else { continue }
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: first.0 |= bit
            case 1: first.1 |= bit
            case 2: first.2 |= bit
            default: first.3 |= bit
            }
        }
        firstBytes = first
    }

    /// Whether some name starts with `byte`.
    @inline(__always) private func someNameStarts(with byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return firstBytes.0 & bit != 0
        case 1: return firstBytes.1 & bit != 0
        case 2: return firstBytes.2 & bit != 0
        default: return firstBytes.3 & bit != 0
        }
    }

    /// The id of the name spelled by these bytes.
    public func id(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard lengths & 1 << UInt64(min(text.count, 63)) != 0 else { return nil }
        if let byte = text.first, !someNameStarts(with: byte) { return nil }
        var slot = Int(NodeIndex.hash(text) & UInt64(slots.count - 1))
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if bytes[entry - 1].withUnsafeBufferPointer({ $0.elementsEqual(text) }) { return entry - 1 }
            slot = (slot + 1) & (slots.count - 1)
        }
    }

    /// The id of the name a token's text spells.
    public func id(of token: Int, in tree: SyntaxTree) -> Int? {
        let t = tree.tokens[token]
        return tree.bytes.withUnsafeBufferPointer { all in
            id(of: UnsafeBufferPointer(rebasing: all[Int(t.textStart)..<Int(t.textEnd)]))
        }
    }

    /// The id of a name.
    public func id(of name: String) -> Int? {
        var name = name
        return name.withUTF8 { id(of: $0) }
    }
}
