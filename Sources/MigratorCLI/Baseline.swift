import Foundation
import MigratorEngine
import MigratorPasses
import MigratorSemantics

/// A baseline (`--baseline PATH`, `--write-baseline PATH`): the findings and pending
/// rewrites a project has accepted for now, so later runs report only new ones.
///
/// An item is keyed by its file, its pass (or passes), its reason and its code: the source
/// line the finding points into, or the original lines a rewrite replaces, with runs of
/// white space made one space. Line numbers are not part of the key, so edits elsewhere
/// in a file do not make old items new; an item whose own line changes is new. Items with
/// the same key are counted: a run reports those beyond the baseline's count (the last
/// ones in the file).
///
/// The file (README "Baselines"):
///
/// ```json
/// {
///   "findings" : [
///     {"code" : "model.$items.sink { … }", "count" : 2, "file" : "Sources/App/A.swift", "pass" : "observable", "reason" : "publisher"}
///   ],
///   "rewrites" : [
///     {"code" : "Text(\"a\").foregroundColor(.red)", "count" : 1, "file" : "Sources/App/A.swift", "passes" : ["foreground-style"]}
///   ],
///   "tool" : "swiftui-migrate",
///   "version" : 1
/// }
/// ```
///
/// Paths are relative to the baseline file's folder.
struct Baseline: Equatable {
    struct Key: Hashable, Comparable {
        var file: String
        /// The pass of a finding; the passes of a rewrite, joined with `,`.
        var pass: String
        /// A finding's reason; `rewrite` for a rewrite.
        var reason: String
        var code: String

        static func < (a: Key, b: Key) -> Bool { (a.file, a.pass, a.reason, a.code) < (b.file, b.pass, b.reason, b.code) }
        var isRewrite: Bool { reason == Severities.rewrite }
    }

    static let version = 1
    /// Longer code is kept as its first characters, `…` and a hash of the whole.
    static let codeLimit = 200

    var counts: [Key: Int] = [:]

    var findingCount: Int { counts.filter { !$0.key.isRewrite }.values.reduce(0, +) }
    var rewriteCount: Int { counts.filter { $0.key.isRewrite }.values.reduce(0, +) }

    // MARK: Keys

    /// Runs of white space (newlines included) as one space, trimmed; long code shortened
    /// with a hash, so the key stays exact and the file readable.
    static func normalized<S: Sequence>(_ text: S) -> String where S.Element == Character {
        var out = ""
        var space = false
        for character in text {
            if character.isWhitespace {
                space = !out.isEmpty
            } else {
                if space { out.append(" ") }
                space = false
                out.append(character)
            }
        }
        guard out.count > codeLimit else { return out }
        return String(out.prefix(codeLimit - 20)) + "…#" + fnv1a(out)
    }

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 hex digits (stable on every platform).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100000001b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The line holding `offset`, without its terminator.
    static func line(at offset: Int, in bytes: [UInt8]) -> String {
        var start = min(max(offset, 0), bytes.count)
        while start > 0 && bytes[start - 1] != 10 { start -= 1 }
        var end = min(max(offset, 0), bytes.count)
        while end < bytes.count && bytes[end] != 10 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The codes of findings in one file, each line's made once (not once per finding on
    /// it): a finding's code is its line, normalized.
    struct LineCodes {
        let bytes: [UInt8]
        let starts: [Int]
        private var codes: [Int: String] = [:]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            starts = ChangeHunks.lineStartOffsets(bytes)
        }

        mutating func code(at offset: Int) -> String {
            let clamped = min(max(offset, 0), bytes.count)
            let line = ChangeHunks.line(of: clamped, starts)
            if let known = codes[line] { return known }
            let code = Baseline.normalized(Baseline.line(at: clamped, in: bytes))
            codes[line] = code
            return code
        }
    }

    static func key(of finding: Finding, file: String, codes: inout LineCodes) -> Key {
        Key(file: file, pass: finding.pass, reason: finding.reason, code: codes.code(at: finding.offset))
    }

    /// A rewrite's code is the original text it replaces; a pure insertion's is `+ ` and
    /// the inserted text.
    static func key(of change: PendingChange, file: String, original: [UInt8]) -> Key {
        let range = max(0, change.byteRange.lowerBound)..<min(original.count, change.byteRange.upperBound)
        let old = String(decoding: original[range], as: UTF8.self)
        let code = range.isEmpty ? "+ " + normalized(change.newText) : normalized(old)
        return Key(file: file, pass: change.passes.joined(separator: ","), reason: Severities.rewrite, code: code)
    }

    // MARK: Matching

    /// Which of `items` (in file order) the baseline covers: per key, the first `count`.
    func covers(_ keys: [Key]) -> [Bool] {
        var left = counts
        return keys.map { key in
            guard let n = left[key], n > 0 else { return false }
            left[key] = n - 1
            return true
        }
    }

    // MARK: File

    /// Reads a baseline; any problem is a usage error naming the file (exit 2).
    static func load(_ absolute: String, shown: String) throws -> Baseline {
        func fail(_ problem: String) -> UsageError {
            UsageError("error: \(shown): not a usable baseline: \(problem)\n(write one with --write-baseline \(shown); README: Baselines)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            throw UsageError("error: --baseline: no such file: \(shown) (write one with --write-baseline \(shown))")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: absolute) else {
            throw UsageError("error: --baseline: cannot read \(shown)")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"))")
        }
        guard let root = object as? [String: Any] else { throw fail("the file must hold one JSON object") }
        for key in root.keys.sorted() where !["version", "tool", "findings", "rewrites"].contains(key) {
            throw fail("'\(key)': unknown key; valid keys: version, tool, findings, rewrites")
        }
        guard let version = root["version"] as? NSNumber, !ConfigFile.isBoolean(version) else { throw fail("'version': missing (must be \(Baseline.version))") }
        guard version.intValue == Baseline.version else { throw fail("'version': \(version) is not a version this tool reads (\(Baseline.version))") }
        var baseline = Baseline()
        for list in ["findings", "rewrites"] {
            guard let value = root[list] else { continue }
            guard let items = value as? [Any] else { throw fail("'\(list)': must be a list of objects") }
            for (i, item) in items.enumerated() {
                let at = "'\(list)[\(i)]"
                guard let entry = item as? [String: Any] else { throw fail("\(at)': must be an object") }
                func string(_ key: String) throws -> String {
                    guard let text = entry[key] as? String else { throw fail("\(at).\(key)': missing or not a string") }
                    return text
                }
                let allowed = list == "findings" ? ["file", "pass", "reason", "code", "count"] : ["file", "passes", "code", "count"]
                for key in entry.keys.sorted() where !allowed.contains(key) {
                    throw fail("\(at).\(key)': unknown key; valid keys: " + allowed.joined(separator: ", "))
                }
                guard let count = entry["count"] as? NSNumber, !ConfigFile.isBoolean(count), count.intValue >= 1,
                      Double(count.intValue) == count.doubleValue else {
                    throw fail("\(at).count': must be a whole number of at least 1")
                }
                let file = try string("file")
                let code = try string("code")
                let key: Key
                if list == "findings" {
                    key = Key(file: file, pass: PassRegistry.currentName(try string("pass")), reason: try string("reason"), code: code)
                } else {
                    guard let passes = entry["passes"] as? [Any], !passes.isEmpty, passes.allSatisfy({ $0 is String }) else {
                        throw fail("\(at).passes': must be a list of pass names")
                    }
                    key = Key(file: file, pass: passes.map { PassRegistry.currentName($0 as! String) }.joined(separator: ","), reason: Severities.rewrite, code: code)
                }
                baseline.counts[key, default: 0] += count.intValue
            }
        }
        return baseline
    }

    /// The file's text: keys sorted, one item per key, pretty-printed.
    func document() -> String {
        var findings: [[String: Any]] = []
        var rewrites: [[String: Any]] = []
        for key in counts.keys.sorted() {
            if key.isRewrite {
                rewrites.append(["file": key.file, "passes": key.pass.split(separator: ",").map(String.init), "code": key.code, "count": counts[key]!])
            } else {
                findings.append(["file": key.file, "pass": key.pass, "reason": key.reason, "code": key.code, "count": counts[key]!])
            }
        }
        let root: [String: Any] = ["version": Baseline.version, "tool": "swiftui-migrate", "findings": findings, "rewrites": rewrites]
        return JSONText.document(root)
    }

    /// Writes the file atomically (a temporary file in its folder, then a rename).
    func write(to absolute: String, shown: String) throws {
        let folder = (absolute as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("error: --write-baseline: no such folder for \(shown)")
        }
        let temporary = folder + "/." + (absolute as NSString).lastPathComponent + ".swiftui-migrate-\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(document().utf8)) else {
            throw UsageError("error: --write-baseline: cannot write \(shown)")
        }
        if rename(temporary, absolute) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw UsageError("error: --write-baseline: cannot write \(shown) (\(reason))")
        }
    }
}
