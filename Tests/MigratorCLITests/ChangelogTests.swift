import Foundation
import Testing

/// CHANGELOG.md is for users: Keep a Changelog sections under each release, and one line
/// per change (a bullet that does not run on to further lines).
struct ChangelogTests {
    @Test func sectionsAreKeepAChangelogsAndEachChangeIsOneLine() {
        let lines = read(repositoryRoot + "/CHANGELOG.md").split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { !$0.hasPrefix("## ") }
        #expect(body.first == "## [Unreleased]")
        let sections: Set<Substring> = ["### Added", "### Changed", "### Deprecated", "### Removed", "### Fixed", "### Security"]
        var release = ""
        for line in body where !line.isEmpty {
            if line.hasPrefix("## ") {
                release = String(line)
            } else if line.hasPrefix("### ") {
                #expect(sections.contains(line), "\(release): \(line) is not a Keep a Changelog section")
            } else {
                #expect(line.hasPrefix("- "), "\(release): a change runs on to a second line: \(line)")
            }
        }
    }
}
