import Foundation

/// Nodes of one tree, in source order, by kind; calls also by callee name. Built in one pass
/// over the node table the first time anything asks (`SyntaxTree.nodes(ofKind:)`,
/// `SyntaxTree.calls(named:)`), then shared by every pass that looks at the tree, so no
/// pass walks or sorts the whole tree itself.
///
/// Source order: by first token; at the same first token the longer node first; nodes of
/// the same range in the order the parser finished them (inner first).
final class NodeIndex {
    /// The reachable nodes grouped by kind (in kind order), each group in source order.
    let byKind: [Int32]
    /// The kinds present, ascending, then where each one's group starts in `byKind` and,
    /// last, the end of `byKind`: `[k0, k1, ..., s0, s1, ..., end]` (`range(of:)`). A start
    /// for every kind took 700 bytes a tree, a seventh of what 100,000 small files kept.
    let kindTable: [Int32]
    /// `calls[callStarts[g]..<callStarts[g + 1]]`: the calls whose callee name is group
    /// `g`'s, spelled by token `groupTokens[g]`.
    let callStarts: [Int32]
    let calls: [Int32]
    let groupTokens: [Int32]
    /// Open addressing over name hashes: `slots[i] - 1` is a group; 0 is empty.
    let slots: [Int32]

    /// How many node kinds there are (`allCases` makes an array at each use).
    static let kindCount = NodeKind.allCases.count

    /// Where the nodes of `kind` are in `byKind` (empty when the tree has none).
    func range(of kind: NodeKind) -> Range<Int> {
        let k = Int32(kind.rawValue)
        return kindTable.withUnsafeBufferPointer { table in
            let present = (table.count - 1) / 2
            var low = 0
            var high = present
            while low < high {
                let mid = (low + high) / 2
                if table[mid] < k { low = mid + 1 } else { high = mid }
            }
            guard low < present, table[low] == k else { return 0..<0 }
            return Int(table[present + low])..<Int(table[present + low + 1])
        }
    }

    init(arena: SyntaxArena, root: Int32, tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) {
        let order = NodeIndex.sourceOrder(arena, root: root, tokenCount: tokens.count)
        let (byKind, kindTable, callRange) = NodeIndex.groupedByKind(order, arena)
        self.byKind = byKind
        self.kindTable = kindTable
        let calls = NodeIndex.callsByName(byKind[callRange], arena, tokens: tokens, bytes: bytes)
        self.callStarts = calls.starts
        self.calls = calls.calls
        self.groupTokens = calls.groupTokens
        self.slots = calls.slots
    }

    /// The ids of the final tree in source order: by first token, longer first, then by id.
    private static func sourceOrder(_ arena: SyntaxArena, root: Int32, tokenCount: Int) -> [Int32] {
        let nodeCount = arena.kinds.count
        // Which ids belong to the final tree (a speculative parse can leave orphans).
        let reachable = NodeIndex.reachable(arena, root)
        // Counting sort by first token: ids ascending within each bucket.
        var bucketStarts = [Int32](repeating: 0, count: tokenCount + 2)
        var reachableCount = 0
        var order: [Int32] = []
        arena.firstTokens.withUnsafeBufferPointer { firsts in
            bucketStarts.withUnsafeMutableBufferPointer { buckets in
                for id in 0..<nodeCount where reachable[id] {
                    buckets[Int(firsts[id]) + 1] += 1
                    reachableCount += 1
                }
                for i in 1..<buckets.count { buckets[i] += buckets[i - 1] }
            }
            order = [Int32](repeating: 0, count: reachableCount)
            var fill = bucketStarts
            order.withUnsafeMutableBufferPointer { order in
                fill.withUnsafeMutableBufferPointer { fill in
                    for id in 0..<nodeCount where reachable[id] {
                        let first = Int(firsts[id])
                        order[Int(fill[first])] = Int32(id)
                        fill[first] += 1
                    }
                }
            }
        }
        // Within a bucket: longer first, then by id (insertion sort keeps ids ascending).
        arena.endTokens.withUnsafeBufferPointer { ends in
            order.withUnsafeMutableBufferPointer { order in
                for bucket in 0..<(bucketStarts.count - 1) {
                    let lower = Int(bucketStarts[bucket])
                    let upper = Int(bucketStarts[bucket + 1])
                    guard upper - lower > 1 else { continue }
                    if upper - lower > 32 {
                        order[lower..<upper].sort { a, b in
                            ends[Int(a)] != ends[Int(b)] ? ends[Int(a)] > ends[Int(b)] : a < b
                        }
                        continue
                    }
                    for i in (lower + 1)..<upper {
                        let id = order[i]
                        let end = ends[Int(id)]
                        var j = i
                        while j > lower && ends[Int(order[j - 1])] < end {
                            order[j] = order[j - 1]
                            j -= 1
                        }
                        order[j] = id
                    }
                }
            }
        }
        return order
    }

    /// `order` grouped by kind (source order kept), the table of kinds present with their
    /// starts, and the range of the calls.
    private static func groupedByKind(_ order: [Int32], _ arena: SyntaxArena) -> (byKind: [Int32], kindTable: [Int32], callRange: Range<Int>) {
        let kindCount = NodeIndex.kindCount
        var byKind = [Int32](repeating: 0, count: order.count)
        var kindTable: [Int32] = []
        var callRange = 0..<0
        withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (kindCount + 1)) { table in
            let kindStarts = UnsafeMutableBufferPointer(rebasing: table[0...kindCount])
            let next = UnsafeMutableBufferPointer(rebasing: table[(kindCount + 1)...])
            kindStarts.initialize(repeating: 0)
            arena.kinds.withUnsafeBufferPointer { kinds in
                for id in order { kindStarts[Int(kinds[Int(id)].rawValue) + 1] += 1 }
                for k in 1...kindCount { kindStarts[k] += kindStarts[k - 1] }
                _ = next.initialize(from: kindStarts)
                byKind.withUnsafeMutableBufferPointer { byKind in
                    for id in order {
                        let k = Int(kinds[Int(id)].rawValue)
                        byKind[Int(next[k])] = id
                        next[k] += 1
                    }
                }
            }
            var present = 0
            for k in 0..<kindCount where kindStarts[k + 1] > kindStarts[k] { present += 1 }
            kindTable.reserveCapacity(2 * present + 1)
            for k in 0..<kindCount where kindStarts[k + 1] > kindStarts[k] { kindTable.append(Int32(k)) }
            for k in 0..<kindCount where kindStarts[k + 1] > kindStarts[k] { kindTable.append(kindStarts[k]) }
            kindTable.append(Int32(order.count))
            let callKind = Int(NodeKind.functionCallExpr.rawValue)
            callRange = Int(kindStarts[callKind])..<Int(kindStarts[callKind + 1])
        }
        return (byKind, kindTable, callRange)
    }

    /// Calls grouped by callee name: an open-addressing table of names (`slots`, 1-based
    /// group numbers), each group's name token, and the calls of each group in order.
    private static func callsByName(_ callIDs: ArraySlice<Int32>, _ arena: SyntaxArena, tokens: UnsafeBufferPointer<Token>,
                                    bytes: UnsafeBufferPointer<UInt8>) -> (starts: [Int32], calls: [Int32], groupTokens: [Int32], slots: [Int32]) {
        let callRange = callIDs.indices
        var slotCount = 16
        while slotCount < callRange.count * 2 { slotCount <<= 1 }
        var slots = [Int32](repeating: 0, count: slotCount)
        var groupTokens: [Int32] = []
        var groupSizes: [Int32] = []
        var groupOfCall = [Int32](repeating: -1, count: callRange.count)
        for (i, position) in callRange.enumerated() {
            guard let token = NodeIndex.calleeNameToken(arena, callIDs[position]) else { continue }
            let text = Int(tokens[token].textStart)..<Int(tokens[token].textEnd)
            var slot = Int(NodeIndex.hash(UnsafeBufferPointer(rebasing: bytes[text])) & UInt64(slotCount - 1))
            while true {
                let entry = Int(slots[slot])
                if entry == 0 {
                    groupTokens.append(Int32(token))
                    groupSizes.append(0)
                    slots[slot] = Int32(groupTokens.count)
                    groupOfCall[i] = Int32(groupTokens.count - 1)
                    break
                }
                let other = tokens[Int(groupTokens[entry - 1])]
                if UnsafeBufferPointer(rebasing: bytes[Int(other.textStart)..<Int(other.textEnd)]).elementsEqual(UnsafeBufferPointer(rebasing: bytes[text])) {
                    groupOfCall[i] = Int32(entry - 1)
                    break
                }
                slot = (slot + 1) & (slotCount - 1)
            }
            groupSizes[Int(groupOfCall[i])] += 1
        }
        var callStarts = [Int32](repeating: 0, count: groupTokens.count + 1)
        for g in groupSizes.indices { callStarts[g + 1] = callStarts[g] + groupSizes[g] }
        var calls = [Int32](repeating: 0, count: Int(callStarts[groupTokens.count]))
        var callFill = callStarts
        for (i, position) in callRange.enumerated() where groupOfCall[i] >= 0 {
            let g = Int(groupOfCall[i])
            calls[Int(callFill[g])] = callIDs[position]
            callFill[g] += 1
        }
        return (callStarts, calls, groupTokens, slots)
    }

    static func reachable(_ arena: SyntaxArena, _ root: Int32) -> [Bool] {
        var reachable = [Bool](repeating: false, count: arena.kinds.count)
        var stack: [Int32] = [root]
        arena.childStarts.withUnsafeBufferPointer { starts in
            arena.childReferences.withUnsafeBufferPointer { references in
                reachable.withUnsafeMutableBufferPointer { reachable in
                    while let id = stack.popLast() {
                        reachable[Int(id)] = true
                        for i in Int(starts[Int(id)])..<Int(starts[Int(id) + 1]) where references[i] >= 0 {
                            stack.append(references[i])
                        }
                    }
                }
            }
        }
        return reachable
    }

    /// The name token a call is filed under: `name` of `base.name(...)` and `.name(...)`,
    /// the first token of `name(...)` and of `name<T>(...)`.
    static func calleeNameToken(_ arena: SyntaxArena, _ call: Int32) -> Int? {
        guard let callee = Node(arena, call).firstChildNode else { return nil }
        switch callee.kind {
        case .memberAccessExpr:
            return callee.lastChildToken
        case .declReferenceExpr:
            return callee.firstChildToken
        case .genericSpecializationExpr:
            guard let inner = callee.firstChildNode, inner.kind == .declReferenceExpr else { return nil }
            return inner.firstChildToken
        default:
            return nil
        }
    }

    /// FNV-1a.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x100_0000_01b3
        }
        return h
    }

    /// The group of calls named `name`, if any call is.
    func group(named name: String, tokens: [Token], bytes: [UInt8]) -> Int? {
        var name = name
        return name.withUTF8 { utf8 -> Int? in
            var slot = Int(NodeIndex.hash(utf8) & UInt64(slots.count - 1))
            while true {
                let entry = Int(slots[slot])
                if entry == 0 { return nil }
                let token = tokens[Int(groupTokens[entry - 1])]
                let matches = bytes.withUnsafeBufferPointer { all in
                    UnsafeBufferPointer(rebasing: all[Int(token.textStart)..<Int(token.textEnd)]).elementsEqual(utf8)
                }
                if matches { return entry - 1 }
                slot = (slot + 1) & (slots.count - 1)
            }
        }
    }
}

/// Nodes in source order, read from a tree's index without copying it.
public struct NodeList: RandomAccessCollection {
    let arena: SyntaxArena
    let ids: [Int32]
    let lower: Int
    public let count: Int

    init(arena: SyntaxArena, ids: [Int32], range: Range<Int>) {
        self.arena = arena
        self.ids = ids
        self.lower = range.lowerBound
        self.count = range.count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> Node {
        precondition(position >= 0 && position < count, "NodeList index out of range")
        return Node(arena, ids[lower + position])
    }

    /// Which direct child token of a node `keeping(childToken:where:)` tests.
    public enum ChildTokenEnd { case first, last }

    /// The nodes whose first (or last) direct child token satisfies `test`, in the same
    /// order; a node without child tokens is left out. Reads the node table directly: no
    /// `Node` is made for a node left out (a large file has millions of references).
    public func keeping(childToken end: ChildTokenEnd, where test: (Int) -> Bool) -> NodeList {
        var kept: [Int32] = []
        arena.childStarts.withUnsafeBufferPointer { starts in
            arena.childReferences.withUnsafeBufferPointer { references in
                for id in ids[lower..<(lower + count)] {
                    let range = Int(starts[Int(id)])..<Int(starts[Int(id) + 1])
                    let found = end == .first ? range.first { references[$0] < 0 } : range.last { references[$0] < 0 }
                    if let found, test(Int(~references[found])) { kept.append(id) }
                }
            }
        }
        return NodeList(arena: arena, ids: kept, range: 0..<kept.count)
    }
}

extension SyntaxTree {
    /// Merges lists already in source order into one (pairwise, so each node is moved
    /// about log2(lists) times).
    static func merge(_ arena: SyntaxArena, _ lists: [ArraySlice<Int32>]) -> [Int32] {
        // Slices are merged where they are (no copy of a list before its first merge).
        var runs = lists.filter { !$0.isEmpty }
        if runs.isEmpty { return [] }
        arena.firstTokens.withUnsafeBufferPointer { firsts in
            arena.endTokens.withUnsafeBufferPointer { ends in
                @inline(__always) func before(_ a: Int32, _ b: Int32) -> Bool {
                    let firstA = firsts[Int(a)], firstB = firsts[Int(b)]
                    if firstA != firstB { return firstA < firstB }
                    let endA = ends[Int(a)], endB = ends[Int(b)]
                    if endA != endB { return endA > endB }
                    return a < b
                }
                while runs.count > 1 {
                    var next: [ArraySlice<Int32>] = []
                    next.reserveCapacity((runs.count + 1) / 2)
                    var i = 0
                    while i + 1 < runs.count {
                        let left = runs[i], right = runs[i + 1]
                        var merged = [Int32]()
                        merged.reserveCapacity(left.count + right.count)
                        var l = left.startIndex, r = right.startIndex
                        while l < left.endIndex && r < right.endIndex {
                            if before(right[r], left[l]) {
                                merged.append(right[r])
                                r += 1
                            } else {
                                merged.append(left[l])
                                l += 1
                            }
                        }
                        merged.append(contentsOf: left[l...])
                        merged.append(contentsOf: right[r...])
                        next.append(merged[...])
                        i += 2
                    }
                    if i < runs.count { next.append(runs[i]) }
                    runs = next
                }
            }
        }
        return Array(runs[0])
    }
}
