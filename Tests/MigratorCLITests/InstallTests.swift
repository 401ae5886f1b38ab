import Foundation
import Testing
@testable import MigratorCLI

/// Installation: `--version` from the CHANGELOG, the Makefile's install, the release tarball.
struct InstallTests {
    @Test func versionIsTheLatestReleaseInTheChangelog() {
        let changelog = read(repositoryRoot + "/CHANGELOG.md")
        let release = changelog.split(separator: "\n").lazy.compactMap { line -> String? in
            guard line.hasPrefix("## ["), let close = line.firstIndex(of: "]") else { return nil }
            let name = String(line[line.index(line.startIndex, offsetBy: 4)..<close])
            return name.first?.isNumber == true ? name : nil
        }.first
        // Before the first release the version says so; `.ci/generate-version` writes it.
        #expect(CLI.version == (release ?? "0.0.0-unreleased"), "run .ci/generate-version after changing CHANGELOG.md's releases")
        #expect(run(["--version"], in: "/").out == "swiftui-migrate \(CLI.version)\n")
    }

    @Test func theGeneratorReadsTheLatestReleaseHeading() throws {
        // The generator run on a copy with a release heading writes that version.
        let root = try makeDirectory([
            "CHANGELOG.md": Array("# Changelog\n\n## [Unreleased]\n\n- x\n\n## [1.2.3] - 2026-01-02\n\n- y\n\n## [1.2.2] - 2025-12-01\n".utf8),
            "Sources/MigratorCLI/.keep": [],
            ".ci/.keep": [],
        ])
        try FileManager.default.copyItem(atPath: repositoryRoot + "/.ci/generate-version", toPath: root + "/.ci/generate-version")
        let result = runProgram("/bin/sh", [root + "/.ci/generate-version"], in: root)
        #expect(result.code == 0, "\(result.output)")
        #expect(read(root + "/Sources/MigratorCLI/ReleaseVersion.swift").contains("public static let version = \"1.2.3\""))
    }

    @Test func makeInstallCopiesTheBinaryIntoThePrefix() throws {
        let binary = productsDirectory.appendingPathComponent("swiftui-migrate").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no built swiftui-migrate next to the tests at \(binary)")
        let prefix = try makeEmptyDirectory()
        let makefile = repositoryRoot + "/.ci/Makefile"
        let install = runProgram("/usr/bin/env", ["make", "-f", makefile, "install", "PREFIX=\(prefix)/usr", "BUILD_DIR=\(productsDirectory.path)"], in: prefix)
        #expect(install.code == 0, "\(install.output)")
        let installed = prefix + "/usr/bin/swiftui-migrate"
        #expect(FileManager.default.isExecutableFile(atPath: installed))
        let permissions = try FileManager.default.attributesOfItem(atPath: installed)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
        let version = runProgram(installed, ["--version"], in: prefix)
        #expect(version.output == "swiftui-migrate \(CLI.version)\n")
        // DESTDIR stages under another root.
        let staged = runProgram("/usr/bin/env", ["make", "-f", makefile, "install", "PREFIX=/opt/tool", "DESTDIR=\(prefix)/stage",
                                                 "BUILD_DIR=\(productsDirectory.path)"], in: prefix)
        #expect(staged.code == 0, "\(staged.output)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/stage/opt/tool/bin/swiftui-migrate"))
        let uninstall = runProgram("/usr/bin/env", ["make", "-f", makefile, "uninstall", "PREFIX=\(prefix)/usr"], in: prefix)
        #expect(uninstall.code == 0)
        #expect(!FileManager.default.fileExists(atPath: installed))
        // Without a built binary it says what to do.
        let missing = runProgram("/usr/bin/env", ["make", "-f", makefile, "install", "PREFIX=\(prefix)/usr", "BUILD_DIR=\(prefix)/none"], in: prefix)
        #expect(missing.code != 0)
        #expect(missing.output.contains("run 'swift build -c release' first"))
    }

    @Test func theReleaseScriptPackagesAVersionedTarball() throws {
        let binary = productsDirectory.appendingPathComponent("swiftui-migrate").path
        try #require(FileManager.default.isExecutableFile(atPath: binary), "no built swiftui-migrate next to the tests at \(binary)")
        let output = try makeEmptyDirectory()
        let result = runProgram("/bin/sh", [repositoryRoot + "/.ci/release", "--binary", binary, "--output", output], in: output)
        #expect(result.code == 0, "\(result.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files.count == 2)
        let tarball = try #require(files.first { $0.hasSuffix(".tar.gz") })
        #expect(tarball.hasPrefix("swiftui-migrate-\(CLI.version)-"))
        #expect(files.contains(tarball + ".sha256"))
        #expect(tarball.contains("-linux-") || tarball.contains("-macos-"))
        let listing = runProgram("/usr/bin/env", ["tar", "tzf", output + "/" + tarball], in: output)
        let entries = Set(listing.output.split(separator: "\n").map(String.init))
        let folder = "swiftui-migrate-\(CLI.version)/"
        #expect(entries.isSuperset(of: [folder + "bin/swiftui-migrate", folder + "README.md", folder + "CHANGELOG.md"]))
        // The packaged binary runs.
        let unpack = runProgram("/usr/bin/env", ["tar", "xzf", output + "/" + tarball, "-C", output], in: output)
        #expect(unpack.code == 0)
        #expect(runProgram(output + "/" + folder + "bin/swiftui-migrate", ["--version"], in: output).output == "swiftui-migrate \(CLI.version)\n")
    }
}
