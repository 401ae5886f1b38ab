/// Turns real Swift files into broken, strange and extreme ones for the fuzzer: byte flips,
/// token deletion and duplication, splices across files, deep nesting, invalid UTF-8,
/// mixed line endings and truncation, one to three at a time.
struct Mutator {
    /// The files mutations start from and splice in.
    let corpus: [[UInt8]]
    /// Code the passes rewrite or decline (their examples), pasted into other code.
    var snippets: [[UInt8]] = []
    /// Inputs are cut to this size so one large file does not slow the run down.
    static let maximumSize = 256 << 10

    /// Deterministic for a seed, so a worker's sequence can be replayed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The first eight break the syntax more often than not; the last four mostly keep it
    /// valid, so the passes (which only see files without syntax errors) get strange input too.
    enum Kind: CaseIterable {
        case flipBytes, deleteTokens, duplicateTokens, splice, nest, invalidUTF8, lineEndings, truncate
        case replaceIdentifier, duplicateLines, deleteLines, spliceLines, insertSite
    }

    /// Mutations that mostly keep a file parseable.
    static let gentle: [Kind] = [.replaceIdentifier, .duplicateLines, .deleteLines, .spliceLines, .lineEndings, .insertSite]

    /// One fuzz input: a corpus file with one to three mutations, half the time only
    /// gentle ones.
    func next(_ random: inout Random) -> [UInt8] {
        var bytes = corpus.randomElement(using: &random) ?? []
        if bytes.count > Mutator.maximumSize { bytes = Array(bytes.prefix(Mutator.maximumSize)) }
        let kinds = Bool.random(using: &random) ? Mutator.gentle : Kind.allCases
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            mutate(&bytes, kinds.randomElement(using: &random)!, &random)
        }
        if bytes.count > 2 * Mutator.maximumSize { bytes = Array(bytes.prefix(2 * Mutator.maximumSize)) }
        return bytes
    }

    /// `bytes` (a project file) with one to three mutations of any kind.
    func mutated(_ bytes: [UInt8], _ random: inout Random) -> [UInt8] {
        var bytes = Array(bytes.prefix(Mutator.maximumSize))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            mutate(&bytes, Kind.allCases.randomElement(using: &random)!, &random)
        }
        return Array(bytes.prefix(2 * Mutator.maximumSize))
    }

    func mutate(_ bytes: inout [UInt8], _ kind: Kind, _ random: inout Random) {
        switch kind {
        case .flipBytes: flipBytes(&bytes, &random)
        case .deleteTokens: deleteTokens(&bytes, &random)
        case .duplicateTokens: duplicateTokens(&bytes, &random)
        case .splice: splice(&bytes, &random)
        case .nest: nest(&bytes, &random)
        case .invalidUTF8: insertInvalidUTF8(&bytes, &random)
        case .lineEndings: changeLineEndings(&bytes, &random)
        case .truncate: truncate(&bytes, &random)
        case .replaceIdentifier: replaceIdentifiers(&bytes, &random)
        case .insertSite: insertSite(&bytes, &random)
        case .duplicateLines, .deleteLines, .spliceLines: editLines(&bytes, kind, &random)
        }
    }

    /// Flips bits or puts Swift punctuation in a few places.
    private func flipBytes(_ bytes: inout [UInt8], _ random: inout Random) {
        guard !bytes.isEmpty else { return }
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let i = Int.random(in: 0..<bytes.count, using: &random)
            if Bool.random(using: &random) {
                bytes[i] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &random)
            } else {
                // Swift punctuation is where the parser has the most to decide.
                bytes[i] = Array("(){}[]<>,.:;?!=\"'#@$\\/*&|^~`\n ".utf8).randomElement(using: &random)!
            }
        }
    }

    /// Deletes a few runs of tokens.
    private func deleteTokens(_ bytes: inout [UInt8], _ random: inout Random) {
        let tokens = Mutator.tokens(bytes)
        guard !tokens.isEmpty else { return }
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let tokens = Mutator.tokens(bytes)
            guard !tokens.isEmpty else { return }
            let first = Int.random(in: 0..<tokens.count, using: &random)
            let last = min(tokens.count - 1, first + (Bool.random(using: &random) ? 0 : Int.random(in: 0..<12, using: &random)))
            bytes.removeSubrange(tokens[first].lowerBound..<tokens[last].upperBound)
        }
    }

    /// Repeats a run of tokens, in place or at another token boundary.
    private func duplicateTokens(_ bytes: inout [UInt8], _ random: inout Random) {
        let tokens = Mutator.tokens(bytes)
        guard !tokens.isEmpty else { return }
        let first = Int.random(in: 0..<tokens.count, using: &random)
        let last = min(tokens.count - 1, first + Int.random(in: 0..<20, using: &random))
        let chunk = Array(bytes[tokens[first].lowerBound..<tokens[last].upperBound])
        let times = Bool.random(using: &random) ? 1 : Int.random(in: 2...50, using: &random)
        // Repeat in place, or paste at another token boundary.
        let at = Bool.random(using: &random) ? tokens[last].upperBound : tokens.randomElement(using: &random)!.lowerBound
        bytes.insert(contentsOf: Array(repeating: chunk, count: times).joined(), at: at)
    }

    /// Splices in another corpus file: its tail after this head, or a run of its tokens.
    private func splice(_ bytes: inout [UInt8], _ random: inout Random) {
        guard let other = corpus.randomElement(using: &random), !other.isEmpty else { return }
        let cut = Mutator.boundary(bytes, &random)
        let otherTokens = Mutator.tokens(other)
        guard !otherTokens.isEmpty else { return }
        if Bool.random(using: &random) {
            // This file's head, the other file's tail.
            let from = otherTokens.randomElement(using: &random)!.lowerBound
            bytes = Array(bytes[..<cut]) + Array(other[from...].prefix(Mutator.maximumSize))
        } else {
            // A run of the other file's tokens pasted in.
            let first = Int.random(in: 0..<otherTokens.count, using: &random)
            let last = min(otherTokens.count - 1, first + Int.random(in: 0..<200, using: &random))
            bytes.insert(contentsOf: other[otherTokens[first].lowerBound..<otherTokens[last].upperBound], at: cut)
        }
    }

    /// Nests an opener 20 to 3,000 deep, closed or not.
    private func nest(_ bytes: inout [UInt8], _ random: inout Random) {
        let openers: [(String, String)] = [
            ("(", ")"), ("[", "]"), ("{", "}"), ("f(", ")"), ("Text(", ")"), ("{ x in ", "}"), ("if a {", "}"),
            ("#if A\n", "#endif\n"), ("\"\\(", ")\""), ("/*", "*/"), ("<", ">"), ("a ? b : ", ""), ("-", ""), ("!", ""),
            ("VStack {\n", "}\n"), (".padding()", ""), ("try await ", ""), ("[a: ", "]"), ("{ (", ") in }"),
            ("struct S {\n", "}\n"), ("func f() {\n", "}\n"), ("Optional<", ">"), ("x.", ""), ("@A ", ""), ("(a, ", ")"),
        ]
        let (open, close) = openers.randomElement(using: &random)!
        let depth = Int.random(in: 20...(Bool.random(using: &random) ? 300 : 3000), using: &random)
        let at = Mutator.boundary(bytes, &random)
        var inserted = Array(repeating: Array(open.utf8), count: depth).joined().map { $0 }
        if Bool.random(using: &random) {
            inserted += Array("x".utf8)
            let closers = Bool.random(using: &random) ? depth : Int.random(in: 0...depth, using: &random)
            inserted += Array(repeating: Array(close.utf8), count: closers).joined()
        }
        bytes.insert(contentsOf: inserted, at: at)
    }

    /// Inserts invalid or unusual UTF-8 sequences.
    private func insertInvalidUTF8(_ bytes: inout [UInt8], _ random: inout Random) {
        let sequences: [[UInt8]] = [[0x80], [0xFF], [0xC0, 0x20], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
                                    [0xF0, 0x9F, 0x98], [0xFE, 0xFF], [0xEF, 0xBB, 0xBF], [0x00], [0x1B], [0xE2, 0x80, 0xAE]]
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: sequences.randomElement(using: &random)!, at: at)
        }
    }

    /// Turns line feeds into CR LF, CR or mixed endings.
    private func changeLineEndings(_ bytes: inout [UInt8], _ random: inout Random) {
        let style = Int.random(in: 0..<4, using: &random)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == 10 && Int.random(in: 0..<3, using: &random) > 0 {
                switch style {
                case 0: out += [13, 10]
                case 1: out.append(13)
                case 2: out += [13, 13, 10]
                default: out += Bool.random(using: &random) ? [13, 10] : [10, 13]
                }
            } else if byte == 13 && style == 3 {
                continue
            } else {
                out.append(byte)
            }
        }
        bytes = out
    }

    /// Cuts the file at a random byte.
    private func truncate(_ bytes: inout [UInt8], _ random: inout Random) {
        guard !bytes.isEmpty else { return }
        bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &random)...)
    }

    /// Names from this or another file in other places: same syntax, other meaning.
    private func replaceIdentifiers(_ bytes: inout [UInt8], _ random: inout Random) {
        let source = Bool.random(using: &random) ? bytes : (corpus.randomElement(using: &random) ?? bytes)
        let words = Mutator.tokens(source).filter { Mutator.isIdentifierStart(source[$0.lowerBound]) }
        guard !words.isEmpty else { return }
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let targets = Mutator.tokens(bytes).filter { Mutator.isIdentifierStart(bytes[$0.lowerBound]) }
            guard let target = targets.randomElement(using: &random) else { return }
            bytes.replaceSubrange(target, with: source[words.randomElement(using: &random)!])
        }
    }

    /// A pass's example at a line start: the site in a context the pass never saw.
    private func insertSite(_ bytes: inout [UInt8], _ random: inout Random) {
        guard let snippet = snippets.randomElement(using: &random) else { return }
        let lines = Mutator.lines(bytes)
        let at = lines.isEmpty ? 0 : lines.randomElement(using: &random)!.lowerBound
        bytes.insert(contentsOf: snippet + (snippet.last == 10 ? [] : [10]), at: at)
    }

    /// Duplicates, deletes or splices in a run of lines.
    private func editLines(_ bytes: inout [UInt8], _ kind: Kind, _ random: inout Random) {
        let lines = Mutator.lines(bytes)
        guard !lines.isEmpty else { return }
        // Prefer runs of lines whose brackets balance (a few tries), so the result
        // often still parses.
        var first = 0
        var last = 0
        for _ in 0..<6 {
            first = Int.random(in: 0..<lines.count, using: &random)
            last = min(lines.count - 1, first + Int.random(in: 0..<15, using: &random))
            if Mutator.isBalanced(bytes[lines[first].lowerBound..<lines[last].upperBound]) { break }
        }
        let range = lines[first].lowerBound..<lines[last].upperBound
        switch kind {
        case .duplicateLines:
            let at = lines.randomElement(using: &random)!.lowerBound
            bytes.insert(contentsOf: Array(bytes[range]), at: at)
        case .deleteLines:
            bytes.removeSubrange(range)
        default:
            guard let other = corpus.randomElement(using: &random) else { return }
            let otherLines = Mutator.lines(other)
            guard !otherLines.isEmpty else { return }
            let from = Int.random(in: 0..<otherLines.count, using: &random)
            let to = min(otherLines.count - 1, from + Int.random(in: 0..<40, using: &random))
            bytes.insert(contentsOf: other[otherLines[from].lowerBound..<otherLines[to].upperBound], at: lines[first].lowerBound)
        }
    }

    /// Whether the bytes open and close as many brackets of each kind.
    static func isBalanced(_ bytes: ArraySlice<UInt8>) -> Bool {
        var round = 0, square = 0, curly = 0
        for byte in bytes {
            switch byte {
            case 0x28: round += 1
            case 0x29: round -= 1
            case 0x5B: square += 1
            case 0x5D: square -= 1
            case 0x7B: curly += 1
            case 0x7D: curly -= 1
            default: break
            }
        }
        return round == 0 && square == 0 && curly == 0
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }

    /// Byte ranges of the lines, newline included.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for i in 0..<bytes.count where bytes[i] == 10 {
            result.append(start..<i + 1)
            start = i + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    /// A random token boundary (or the end of the text).
    static func boundary(_ bytes: [UInt8], _ random: inout Random) -> Int {
        let tokens = tokens(bytes)
        guard !tokens.isEmpty else { return 0 }
        return Bool.random(using: &random) ? tokens.randomElement(using: &random)!.lowerBound : tokens.randomElement(using: &random)!.upperBound
    }

    /// A rough tokenisation independent of the lexer under test: runs of identifier
    /// characters, runs of blanks, and single other bytes.
    static func tokens(_ bytes: [UInt8]) -> [Range<Int>] {
        func isWord(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b >= 0x80 }
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var result: [Range<Int>] = []
        var i = 0
        while i < bytes.count {
            var j = i + 1
            if isWord(bytes[i]) {
                while j < bytes.count && isWord(bytes[j]) { j += 1 }
            } else if isBlank(bytes[i]) {
                while j < bytes.count && isBlank(bytes[j]) { j += 1 }
            }
            result.append(i..<j)
            i = j
        }
        return result
    }
}
