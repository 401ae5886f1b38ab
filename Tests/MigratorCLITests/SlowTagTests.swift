import Foundation
import Testing

/// The README's command that leaves out the slow suites names exactly the suites tagged
/// `.slow`, and no other suite's name contains one of its names (`--skip` takes a regular
/// expression matched anywhere in a test's name). Swift 6.3's `swift test` reads no
/// `tag:` filter, so the names are written out.
struct SlowTagTests {
    /// `NAME` in `@Suite(... .tags(.slow) ...) struct NAME`, and every suite-like struct name.
    static func suites() -> (slow: Set<String>, all: Set<String>) {
        var slow: Set<String> = []
        var all: Set<String> = []
        let tests = repositoryRoot + "/Tests"
        for path in FileManager.default.enumerator(atPath: tests)?.compactMap({ $0 as? String }) ?? [] where path.hasSuffix(".swift") {
            for line in read(tests + "/" + path).split(separator: "\n") {
                guard let range = line.range(of: "struct "), line[..<range.lowerBound].allSatisfy({ $0 != "/" }) else { continue }
                let name = String(line[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard name.hasSuffix("Tests") else { continue }
                all.insert(name)
                if line.hasPrefix("@Suite("), line[..<range.lowerBound].contains(".tags(.slow)") { slow.insert(name) }
            }
        }
        return (slow, all)
    }

    @Test func theReadmeSkipsExactlyTheSlowSuites() throws {
        let readme = read(repositoryRoot + "/README.md")
        let command = try #require(readme.split(separator: "\n").first { $0.hasPrefix("swift test --skip '") }, "README.md has no swift test --skip line")
        let pattern = command.dropFirst("swift test --skip '".count).prefix { $0 != "'" }
        let named = Set(pattern.split(separator: "|").map(String.init))
        let (slow, all) = Self.suites()
        #expect(slow.count >= 5, "\(slow)")
        #expect(named == slow, "README skips \(named.sorted()), the tagged suites are \(slow.sorted())")
        for other in all.subtracting(slow) {
            #expect(!named.contains { other.contains($0) }, "--skip '\(pattern)' would also leave out \(other)")
        }
    }
}
