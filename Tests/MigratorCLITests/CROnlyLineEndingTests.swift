import Foundation
import Testing
@testable import MigratorCLI

/// Issue 44: a file whose lines end in CR alone got an LF-terminated line when a pass
/// inserted one (`navigation-title`'s `.navigationBarTitleDisplayMode`). `apply` writes it
/// with CR, and the file keeps no LF at all.
struct CROnlyLineEndingTests {
    @Test func navigationTitleInsertsACRTerminatedLine() throws {
        let lines = ["import SwiftUI", "struct V: View {", "    var body: some View {", "        NavigationView {", "            Text(\"a\")",
                     "                .navigationBarTitle(\"Title\", displayMode: .inline)", "        }", "    }", "}"]
        let root = try makeDirectory(["V.swift": Array((lines.joined(separator: "\r") + "\r").utf8)])
        let result = run(["apply", "--min-ios", "16", "--pass", "navigation-title", "V.swift"], in: root)
        #expect(result.code == 0, "\(result.err)")
        let written = read(root + "/V.swift")
        #expect(written.contains(".navigationTitle(\"Title\")\r                .navigationBarTitleDisplayMode(.inline)\r"), "\(written.debugDescription)")
        #expect(!written.utf8.contains(UInt8(ascii: "\n")), "\(written.debugDescription)")
    }
}
