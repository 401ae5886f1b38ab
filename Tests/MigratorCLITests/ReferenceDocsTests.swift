import Foundation
import Testing
@testable import MigratorCLI
import MigratorPasses

/// The README and the reference (the DocC catalog) agree with the code: the passes' table and
/// page are what the passes' metadata makes, links lead to pages that exist, and CI runs the
/// README's test command. `UPDATE_DOCS=1` rewrites the generated parts instead of comparing.
struct ReferenceDocsTests {
    static let update = ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1"
    static let catalog = repositoryRoot + "/Sources/swiftui-migrate/swiftui-migrate.docc"

    @Test func theReadmeTablesAreTheOnesThePassesMake() throws {
        let path = repositoryRoot + "/README.md"
        let readme = read(path)
        let made = try #require(ReferenceDocs.readme(replacingTablesIn: readme), "README.md lacks the passes markers")
        if Self.update && made != readme { try Data(made.utf8).write(to: URL(fileURLWithPath: path)) }
        #expect(made == readme, "README.md's passes table is out of date: UPDATE_DOCS=1 swift test --filter ReferenceDocsTests")
        for pass in PassRegistry.all + LintRegistry.all { #expect(readme.contains("| `\(pass.name)` | \(pass.summary) |")) }
    }

    @Test func thePassesPageIsTheOneThePassesMake() throws {
        let path = repositoryRoot + "/" + ReferenceDocs.passesPagePath
        let made = ReferenceDocs.passesPage()
        if Self.update && read(path) != made { try Data(made.utf8).write(to: URL(fileURLWithPath: path)) }
        #expect(read(path) == made, "\(ReferenceDocs.passesPagePath) is out of date: UPDATE_DOCS=1 swift test --filter ReferenceDocsTests")
        // The page holds what `explain` says, so an explanation that changes changes the page.
        #expect(made.contains("foreground-style: Replace foregroundColor(_:) with foregroundStyle(_:)."))
        #expect(made.contains("Run it alone with 'swiftui-migrate lint --pass onappear-task'"))
    }

    @Test func theReadmeIsShortAndItsLinksLeadToPages() {
        let readme = read(repositoryRoot + "/README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 300, "README.md has \(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 200 }, "\(lines.filter { $0.count > 200 }.map { $0.prefix(60) })")
        var links = 0
        for part in readme.components(separatedBy: "](").dropFirst() {
            let target = String(part.prefix { $0 != ")" })
            guard !target.hasPrefix("http") else { continue }
            links += 1
            #expect(FileManager.default.fileExists(atPath: repositoryRoot + "/" + target), "README.md links to \(target), which does not exist")
        }
        #expect(links > 10)
    }

    @Test func everyDocLinkOfTheCatalogNamesAPage() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.catalog).filter { $0.hasSuffix(".md") }
        let names = Set(pages.map { String($0.dropLast(3)) })
        #expect(names.isSuperset(of: ["swiftui-migrate", "Commands", "Passes", "Configuration", "Benchmarks"]))
        for page in pages {
            for part in read(Self.catalog + "/" + page).components(separatedBy: "<doc:").dropFirst() {
                let name = String(part.prefix { $0 != ">" })
                #expect(names.contains(name), "\(page) links to <doc:\(name)>, which is no page")
            }
        }
    }

    /// `.ci/run` runs exactly the README's test command, and the set-up commands name the
    /// release product and the bundled demo app.
    @Test func ciRunsTheReadmesTestCommandAndSetUpNamesWhatExists() throws {
        let readme = read(repositoryRoot + "/README.md")
        let tests = try #require(readme.components(separatedBy: "## Tests\n").dropFirst().first?.components(separatedBy: "```sh\n").dropFirst().first)
        let command = String(tests.prefix { $0 != "\n" })
        #expect(command == "swift test")
        let run = read(repositoryRoot + "/.ci/run").split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("set ") && !$0.hasPrefix("cd ") }
        #expect(run.map(String.init) == [command], "\(run)")
        let setUp = try #require(readme.components(separatedBy: "## Set-up\n").dropFirst().first?.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
        let commands = setUp.split(separator: "\n").map { String($0.components(separatedBy: "#").first!).trimmingCharacters(in: .whitespaces) }
        #expect(commands == ["swift build -c release", ".build/release/swiftui-migrate diff Fixtures/Demo"])
        #expect(FileManager.default.fileExists(atPath: repositoryRoot + "/Fixtures/Demo/Package.swift"))
        #expect(read(repositoryRoot + "/Package.swift").contains(".executable(name: \"swiftui-migrate\""))
    }
}
