import Foundation
import MigratorSemantics
import SwiftCST

/// `// swiftui-migrate:disable NAME|all` ... `// swiftui-migrate:enable`, and
/// `// swiftui-migrate:disable-next-line NAME|all`, read from a file's comments.
public struct Suppressions {
    /// Suppressed line ranges (1-based, inclusive) per pass name; `all` covers every pass.
    var ranges: [String: [ClosedRange<Int>]] = [:]
    /// Every word a directive names (pass or lint names, and words that are no directive,
    /// `disable-nextline`), with the offset of its marker: `unknownNames` checks them.
    var directiveWords: [(word: String, offset: Int, isCommand: Bool)] = []

    /// A tree's suppressions, read once per tree (plans ask per key, per file).
    public static func of(_ tree: SyntaxTree) -> Suppressions {
        tree.derived("Suppressions") { Suppressions(tree) }
    }

    public init(_ tree: SyntaxTree) {
        let marker = Array("swiftui-migrate:".utf8)
        var open: [String: Int] = [:]
        let bytes = tree.bytes
        // Most files hold no directive at all: one search of the bytes tells. It looks for
        // the marker's `-` with `memchr` (a search for its first byte stopped at every `s` of
        // a 50 MB file) and compares the marker around each one.
        let dash = marker.firstIndex(of: UInt8(ascii: "-"))!
        let mentioned = bytes.withUnsafeBufferPointer { haystack -> Bool in
            guard let base = haystack.baseAddress, haystack.count >= marker.count else { return false }
            var from = dash
            while from < haystack.count - (marker.count - 1 - dash),
                  let hit = memchr(base + from, Int32(UInt8(ascii: "-")), haystack.count - (marker.count - 1 - dash) - from) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - dash
                if memcmp(base + at, marker, marker.count) == 0 { return true }
                from = at + dash + 1
            }
            return false
        }
        guard mentioned else { return }
        for token in tree.tokens {
            // Leading, then trailing trivia (no array per token: this runs on every token).
            for part in 0..<2 {
                let (start, end) = part == 0 ? (Int(token.start), Int(token.textStart)) : (Int(token.textEnd), Int(token.end))
                guard end - start > marker.count else { continue }
                var i = start
                while i + marker.count <= end {
                    guard bytes[i] == marker[0], Array(bytes[i..<i + marker.count]) == marker else {
                        i += 1
                        continue
                    }
                    // The directive runs to the end of its line.
                    var lineEnd = i + marker.count
                    while lineEnd < end && bytes[lineEnd] != 10 && bytes[lineEnd] != 13 { lineEnd += 1 }
                    let text = String(decoding: bytes[(i + marker.count)..<lineEnd], as: UTF8.self)
                    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
                    let line = tree.location(of: i).line
                    if let command = words.first {
                        let names = words.dropFirst().prefix { !$0.hasPrefix("//") && !$0.hasPrefix("*/") && !$0.hasPrefix("-") }
                        let targets = names.isEmpty ? ["all"] : Array(names)
                        // A word set apart from the marker (`swiftui-migrate: see ...`) is prose.
                        if Suppressions.directives.contains(command) {
                            directiveWords += names.map { ($0, i, false) }
                        } else if text.first.map({ $0 != " " && $0 != "\t" }) ?? false {
                            directiveWords.append((command, i, true))
                        }
                        switch command {
                        case "disable":
                            for name in targets where open[name] == nil { open[name] = line }
                        case "enable":
                            let closing = names.isEmpty ? Array(open.keys) : targets
                            for name in closing {
                                if let from = open.removeValue(forKey: name) { ranges[name, default: []].append(from...line) }
                            }
                        case "disable-next-line":
                            for name in targets { ranges[name, default: []].append((line + 1)...(line + 1)) }
                        default:
                            break
                        }
                    }
                    i = lineEnd
                }
            }
        }
        for (name, from) in open { ranges[name, default: []].append(from...Int.max) }
    }

    /// A warning for each name in the file's directives that is neither `all` nor a key of
    /// `known` (every pass and lint, not only those of this run, and their former names), and
    /// for each word after the marker that is no directive, with the closest valid word (for
    /// a former name, the current one): a misspelt name silences nothing, and would otherwise
    /// do so without a word.
    public func unknownNames(in file: SourceFile, known: [String: String]) -> [Finding] {
        var names = known
        names["all"] = "all"
        return directiveWords.compactMap { entry in
            if !entry.isCommand && names[entry.word] != nil { return nil }
            let candidates = entry.isCommand ? Suppressions.directives : names.keys.sorted()
            let best = candidates.map { ($0, Suppressions.distance(Array($0), Array(entry.word))) }
                .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            let closest = best.flatMap { $0.1 <= max(2, entry.word.count / 3) ? names[$0.0] ?? $0.0 : nil }
            let what = entry.isCommand ? "no directive (\(Suppressions.directives.joined(separator: ", ")))" : "no pass or lint"
            let quoted = entry.isCommand ? "'swiftui-migrate:\(entry.word)'" : "'\(entry.word)'"
            let message = "\(quoted) is \(what), so this comment silences nothing"
                + (closest.map { "; did you mean '\($0)'?" } ?? "; 'swiftui-migrate list' names them")
            return file.finding(atOffset: entry.offset, message, pass: Suppressions.findingPass, reason: "unknown-name", declined: false)
        }
    }

    /// The words that may follow the marker.
    static let directives = ["disable", "enable", "disable-next-line"]

    /// The name findings about suppression comments carry (`[suppression]`).
    public static let findingPass = "suppression"

    /// Edit distance (insertions, deletions, substitutions).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// No suppression comment in the file (nothing to look up).
    public var isEmpty: Bool { ranges.isEmpty }

    /// True when `pass` may not touch or report `line`; `formerNames` are the pass's old
    /// names, which suppression comments written before a rename still use.
    public func isSuppressed(_ pass: String, formerNames: [String] = [], line: Int) -> Bool {
        for name in [pass, "all"] + formerNames {
            if let list = ranges[name], list.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }
}
