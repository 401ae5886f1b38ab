/// The parser's tokens: an array with a gap where tokens are inserted, so that splitting a
/// token (`>>` into `>` `>`, each a handful of times per file, or a hundred thousand times in
/// a file of `Set<Set<Int>>`) moves only the tokens between the last split and this one,
/// not every token after it.
///
/// The parser splits only at its current position, and moves forward (and back when it
/// backtracks, undoing its splits), so the gap follows it and the moves add up to about
/// the number of tokens read.
struct TokenBuffer {
    /// The tokens, with `gapCount` unused slots at `gapStart`.
    private var storage: [Token]
    private var gapStart: Int
    private var gapCount = 0
    /// Tokens moved to make room or to move the gap (tests check that it stays
    /// proportional to the file).
    private(set) var tokensMoved = 0

    init(_ tokens: [Token]) {
        storage = tokens
        gapStart = tokens.count
    }

    var count: Int { storage.count - gapCount }

    subscript(index: Int) -> Token {
        @inline(__always) get { storage[index < gapStart ? index : index + gapCount] }
        @inline(__always) set { storage[index < gapStart ? index : index + gapCount] = newValue }
    }

    /// Inserts tokens before `index`.
    mutating func insert<C: Collection>(contentsOf tokens: C, at index: Int) where C.Element == Token {
        precondition(index >= 0 && index <= count, "TokenBuffer.insert: index out of range")
        if gapCount < tokens.count {
            // Grow the gap in proportion to the buffer, so growing is rare.
            let growth = max(tokens.count, 64, count / 8)
            moveGap(to: count)
            tokensMoved += storage.count
            storage.append(contentsOf: repeatElement(tokens.first!, count: growth))
            gapCount += growth
        }
        moveGap(to: index)
        for token in tokens {
            storage[gapStart] = token
            gapStart += 1
            gapCount -= 1
        }
    }

    mutating func insert(_ token: Token, at index: Int) {
        insert(contentsOf: CollectionOfOne(token), at: index)
    }

    /// Removes the tokens in `range` (they join the gap).
    mutating func removeSubrange(_ range: ClosedRange<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound < count, "TokenBuffer.removeSubrange: range out of bounds")
        moveGap(to: range.upperBound + 1)
        gapStart = range.lowerBound
        gapCount += range.count
    }

    /// Moves the gap so that it starts before the token at `index`.
    private mutating func moveGap(to index: Int) {
        guard gapCount > 0 else {
            gapStart = index
            return
        }
        tokensMoved += abs(index - gapStart)
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            if index < gapStart {
                // Tokens index..<gapStart move to the end of the gap.
                let moved = gapStart - index
                (base + index + gapCount).update(from: base + index, count: moved)
            } else if index > gapStart {
                // Tokens after the gap, up to `index`, move to its start.
                let moved = index - gapStart
                (base + gapStart).update(from: base + gapStart + gapCount, count: moved)
            }
        }
        gapStart = index
    }

    /// The tokens in order, without the gap.
    func finished() -> [Token] {
        if gapCount == 0 { return storage.compacted() }
        var result: [Token] = []
        result.reserveCapacity(count)
        result += storage[..<gapStart]
        result += storage[(gapStart + gapCount)...]
        return result
    }
}
