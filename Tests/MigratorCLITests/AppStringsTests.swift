import Foundation
import Testing

/// `.cancel()` showed the system's translated "Cancel": the alert pass writes
/// `Button("Cancel", role: .cancel)` only where the app's own tables translate "Cancel" or
/// the app is not translated at all.
struct AppStringsTests {
    static let alert = """
    import SwiftUI
    struct A: View {
        @State private var shown = false
        var body: some View {
            Text("a").alert(isPresented: $shown) {
                Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
            }
        }
    }

    """

    static func project(strings: String?) throws -> String {
        var files: [String: [UInt8]] = ["Sources/P/A.swift": Array(alert.utf8)]
        if let strings { files["Resources/de.lproj/Localizable.strings"] = Array(strings.utf8) }
        return try makeProject(extra: files)
    }

    @Test func aTranslatedAppWithoutCancelKeepsTheSystemLabel() throws {
        let root = try Self.project(strings: "/* German */\n\"Delete\" = \"Löschen\";\n")
        let result = run(["diff", "--pass", "alert", "."], in: root)
        #expect(!result.out.contains("Button(\"Cancel\""), "\(result.out)")
        #expect(result.err.contains("have no \"Cancel\"") && result.err.contains("[alert]"), "\(result.err)")
    }

    @Test func aLanguageWithoutCancelKeepsTheSystemLabel() throws {
        // German translates "Cancel", French has no table for it.
        let root = try Self.project(strings: "\"Cancel\" = \"Abbrechen\";\n")
        try FileManager.default.createDirectory(atPath: root + "/Resources/fr.lproj", withIntermediateDirectories: true)
        try Data("\"Delete\" = \"Supprimer\";\n".utf8).write(to: URL(fileURLWithPath: root + "/Resources/fr.lproj/Localizable.strings"))
        let result = run(["diff", "--pass", "alert", "."], in: root)
        #expect(!result.out.contains("Button(\"Cancel\""), "\(result.out)")
        #expect(result.err.contains("no \"Cancel\" key"), "\(result.err)")
    }

    /// A `Settings.bundle` translated into other languages is the Settings app's pane, not
    /// the app (govuk, round 12: 14 languages counted for an app in English only).
    @Test func aSettingsBundleIsNoTranslationOfTheApp() throws {
        let root = try Self.project(strings: nil)
        for language in ["fr", "de"] {
            try FileManager.default.createDirectory(atPath: root + "/App/Settings.bundle/\(language).lproj", withIntermediateDirectories: true)
            try Data("\"Version\" = \"V\";\n".utf8).write(to: URL(fileURLWithPath: root + "/App/Settings.bundle/\(language).lproj/Root.strings"))
        }
        let result = run(["diff", "--pass", "alert", "."], in: root)
        #expect(result.out.contains("Button(\"Cancel\", role: .cancel)"), "\(result.out)\(result.err)")
    }

    @Test func aTableWithCancelOrNoTranslationTakesTheLiteral() throws {
        for strings in ["\"Cancel\" = \"Abbrechen\";\n", nil] {
            let root = try Self.project(strings: strings)
            let result = run(["diff", "--pass", "alert", "."], in: root)
            #expect(result.out.contains("Button(\"Cancel\", role: .cancel)"), "\(strings ?? "no tables"): \(result.out)\(result.err)")
        }
    }
}

/// `.textCase` on a literal forces one casing on every translation: reported only in an app
/// translated into another language.
struct CasingTranslationTests {
    static let source = """
    import SwiftUI
    struct C: View {
        var body: some View {
            List {
                Text("Title").textCase(.uppercase)
                Section(header: Text("Text Font").textCase(.lowercase)) { Text("row") }
                Text("Created \\(1)".uppercased())
            }
        }
    }

    """

    /// `.textCase` and `"literal".uppercased()` alike (code-payments, round 12: an app with no
    /// translations was told to write the literal in its case).
    @Test func textCaseIsReportedOnlyInATranslatedApp() throws {
        let plain = try makeProject(extra: ["Sources/P/C.swift": Array(Self.source.utf8)])
        let untranslated = run(["lint", "."], in: plain)
        #expect(!untranslated.out.contains("textCase") && !untranslated.err.contains("textCase"), "\(untranslated.out)\(untranslated.err)")
        #expect(!(untranslated.out + untranslated.err).contains("changes a literal's case"), "\(untranslated.out)\(untranslated.err)")
        let translated = try makeProject(extra: ["Sources/P/C.swift": Array(Self.source.utf8),
                                                 "Resources/de.lproj/Localizable.strings": Array("\"Title\" = \"Titel\";\n".utf8)])
        let lint = run(["lint", "."], in: translated)
        let findings = (lint.out + lint.err).split(separator: "\n").filter { $0.contains("textCase") }
        #expect(findings.count == 2, "\(lint.out)\(lint.err)")
        #expect(findings.contains { $0.contains("with .textCase(nil) (a Section header is uppercased by default)") }, "\(findings)")
        #expect((lint.out + lint.err).contains("changes a literal's case"), "\(lint.out)\(lint.err)")
    }

    /// A local package's translations are not the app's: the casing findings follow the
    /// project folder (package or Xcode project) that holds the file (Rayon, round 13: a
    /// symbol picker package's zh_CN.lproj made the untranslated app count as translated).
    @Test func aLocalPackagesTranslationsAreNotTheApps() throws {
        let picker = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Picker\", targets: [.target(name: \"Picker\")])\n"
        let root = try makeProject(extra: [
            "Sources/P/C.swift": Array(Self.source.utf8),
            "Packages/Picker/Package.swift": Array(picker.utf8),
            "Packages/Picker/Sources/Picker/Picker.swift": Array("import SwiftUI\nstruct Picker2: View { var body: some View { Text(\"Pick\").textCase(.uppercase) } }\n".utf8),
            "Packages/Picker/Sources/Picker/Resources/zh_CN.lproj/Localizable.strings": Array("\"Pick\" = \"选择\";\n".utf8),
        ])
        let lint = run(["lint", "."], in: root)
        let findings = (lint.out + lint.err).split(separator: "\n").filter { $0.contains("textCase") }
        #expect(findings.count == 1 && findings[0].contains("Picker.swift"), "\(lint.out)\(lint.err)")
    }
}
