import Foundation
import Testing
@testable import MigratorCLI
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Passes that edit the same code in one run: the result compiles as each alone would.
struct PassInteractionTests {
    /// alert moves the Alert a helper builds into the modifier, and dismiss renames the
    /// `presentationMode` the helper's button uses: the moved copy is renamed too, and the
    /// helper, used nowhere else, goes (100 Days of SwiftUI's Bookworm, round 11).
    @Test func anAlertMovedOutOfAHelperGetsDismissRewrite() throws {
        let source = """
        import SwiftUI

        struct V: View {
            @Environment(\\.presentationMode) var presentationMode
            @State private var show = false

            var body: some View {
                Text("x")
                    .alert(isPresented: $show, content: { self.deleteAlert })
            }
        }

        extension V {
            var deleteAlert: Alert {
                Alert(
                    title: Text("Sure?"),
                    primaryButton: .destructive(Text("Delete")) {
                        self.presentationMode.wrappedValue.dismiss()
                    },
                    secondaryButton: .cancel()
                )
            }
        }

        """
        let root = try makeDirectory(["V.swift": Array(source.utf8)])
        let result = run(["apply", "--min-ios", "18", "."], in: root)
        #expect(result.code == 0, "\(result.err)")
        let output = try String(contentsOfFile: root + "/V.swift", encoding: .utf8)
        #expect(!output.contains("presentationMode"), "\(output)")
        #expect(!output.contains("deleteAlert"), "\(output)")
        #expect(output.contains("Button(\"Delete\", role: .destructive) {\n                    self.dismiss()\n                }"), "\(output)")
        #expect(output.contains("@Environment(\\.dismiss) private var dismiss"), "\(output)")
    }

    /// observable and identifiable both edit one class header (`: ObservableObject` goes,
    /// `Identifiable` comes): both are made, and so are their edits in the other file
    /// (govuk ChatCellViewModel, round 12: the model's file was left unchanged in silence
    /// while the views' edits stayed, and did not compile).
    @Test func twoPassesEditingOneClassHeaderAreBothMade() throws {
        let manifest = "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v18), .macOS(.v15)], targets: [.target(name: \"P\")])\n"
        let item = """
        import SwiftUI
        class Item: ObservableObject {
            let id: String
            @Published var on = false
            init(id: String) { self.id = id }
        }

        """
        let views = """
        import SwiftUI
        struct Row: View {
            @StateObject private var item: Item
            init(item: Item) { _item = StateObject(wrappedValue: item) }
            var body: some View { Text(item.on ? "on" : "off") }
        }
        struct ListV: View {
            var items: [Item]
            var body: some View { ForEach(items, id: \\.id) { Row(item: $0) } }
        }

        """
        let root = try makeDirectory(["Package.swift": Array(manifest.utf8), "Sources/P/Item.swift": Array(item.utf8), "Sources/P/Views.swift": Array(views.utf8)])
        let result = run(["apply", "."], in: root)
        #expect(result.code == 0, "\(result.err)")
        let model = try String(contentsOfFile: root + "/Sources/P/Item.swift", encoding: .utf8)
        #expect(model.contains("@Observable\nclass Item: Identifiable {") && model.contains("    var on = false"), "\(model)")
        let written = try String(contentsOfFile: root + "/Sources/P/Views.swift", encoding: .utf8)
        #expect(written.contains("ForEach(items) {") && written.contains("@State private var item: Item"), "\(written)")
    }
}

/// Inserts `, Q` in `class C: P {` and rewrites `Q()` to `Q.shared`: one project-wide unit.
private struct AddQPass: BuiltInPass {
    static let name = "add-q"
    static let summary = "Adds Q for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let text = String(decoding: file.tree.bytes, as: UTF8.self)
        var output = PassOutput()
        if let range = text.range(of: ": P {") {
            let end = text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 3
            output.edits.append(Edit(start: end, end: end, replacement: ", Q", pass: Self.name, units: ["add-q:Q"]))
        }
        if let range = text.range(of: "Q()") {
            let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            output.edits.append(Edit(start: start, end: start + 3, replacement: "Q.shared", pass: Self.name, units: ["add-q:Q"]))
        }
        return output
    }
}

/// Deletes `: P` from `class C: P {`: alone it parses, beside add-q's insertion it does not.
private struct DropPPass: BuiltInPass {
    static let name = "drop-p"
    static let summary = "Drops P for tests."
    static let minimumOS = Availability(iOS: 15)
    static let explanation = ""
    static let examples: [Example] = []
    init() {}
    func run(_ file: SourceFile, _ context: PassContext) -> PassOutput {
        let text = String(decoding: file.tree.bytes, as: UTF8.self)
        guard let range = text.range(of: ": P {") else { return PassOutput() }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return PassOutput(edits: [Edit(start: start, end: start + 3, replacement: "", pass: Self.name)])
    }
}

struct UnmadeUnitTests {
    /// A project-wide unit one file could not take is taken out of every file, and reported
    /// where it was not made.
    @Test func aUnitOneFileCannotTakeGoesEverywhere() {
        let engine = Engine(passes: [DropPPass(), AddQPass()], target: Availability(iOS: 17), jobs: 1)
        let inputs: [Engine.Input] = [.init(path: "A.swift", bytes: Array("class C: P {}\n".utf8)),
                                      .init(path: "B.swift", bytes: Array("let q = Q()\n".utf8))]
        let first = engine.run(inputs)
        #expect(String(decoding: first[1].output, as: UTF8.self) == "let q = Q.shared\n")
        let (results, excluded) = MigrateCommand.withoutUnmadeUnits(first, excluded: []) { excluded in
            var again = engine
            again.excludedUnits = excluded
            return again.run(inputs)
        }
        #expect(excluded.map(\.description) == ["add-q 'Q'"])
        #expect(String(decoding: results[0].output, as: UTF8.self) == "class C {}\n")
        #expect(!results[1].changed)
        #expect(results[0].findings.map(\.reason) == ["unmade-unit"])
    }
}
