import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Passes run together through the engine: project-wide units, deployment targets of the
/// files a family touches, and a pass that relies on what an earlier one converts.
struct PassInteractionTests {
    /// A use of the old property inside a modifier another pass rewrites first (here
    /// overlay-content's `.background { }`): the declaration and every use change in the next
    /// round, together, never the declaration alone (Rayon: "cannot find 'presentationMode'").
    @Test func multiSiteRewritesWaitTogether() throws {
        let source = """
        import SwiftUI

        struct CreateView: View {
            @Environment(\\.presentationMode) var presentationMode

            var body: some View {
                Text("Form")
                    .background(
                        Button {
                            presentationMode.wrappedValue.dismiss()
                        } label: {
                            EmptyView()
                        }
                    )
            }

            func done() {
                presentationMode.wrappedValue.dismiss()
            }
        }

        """
        let passes: [any Pass] = [OverlayContentPass(), DismissPass()]
        let result = Engine(passes: passes, target: Availability(iOS: 16, macOS: 13), jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains(".background {"), "\(output)")
        #expect(!output.contains("presentationMode"), "\(output)")
        #expect(output.components(separatedBy: "dismiss()").count == 3, "\(output)")
    }

    /// A rewrite of several edits at one site (an alert's title and its buttons) is applied
    /// whole or waits whole: a dismiss inside the alert's buttons went first, and the alert's
    /// new title was written over the old Alert(...) body, which no longer compiled.
    @Test func oneSitesEditsWaitTogether() throws {
        let source = """
        import SwiftUI

        struct V: View {
            @Environment(\\.presentationMode) var presentationMode
            @State private var show = false

            var body: some View {
                Text("x")
                    .alert(isPresented: $show) {
                        Alert(
                            title: Text("T"),
                            primaryButton: .destructive(Text("Delete")) {
                                presentationMode.wrappedValue.dismiss()
                            },
                            secondaryButton: .cancel()
                        )
                    }
            }
        }

        """
        let passes: [any Pass] = [DismissPass(), AlertPass()]
        let result = Engine(passes: passes, target: Availability(iOS: 16, macOS: 13), jobs: 1).run([.init(path: "A.swift", bytes: Array(source.utf8))])[0]
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains(".alert(Text(\"T\"), isPresented: $show) {"), "\(output)")
        #expect(!output.contains("Alert("), "\(output)")
        #expect(output.contains("Button(\"Delete\", role: .destructive) {\n                    dismiss()"), "\(output)")
    }

    /// A large file has its passes run side by side, and its node index built beside the
    /// semantic model; the result is the one of running them one after the other with every
    /// index built after parsing (here on the demo app, with the size threshold at zero). On
    /// two cores small files have the first round of the passes without a plan run while
    /// the plans are built; the result is the same again.
    @Test func passesSideBySideGiveTheSameResult() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/Demo")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: demo.path).filter { $0.hasSuffix(".swift") }.sorted()
        let inputs = try paths.map { Engine.Input(path: $0, bytes: Array(try Data(contentsOf: demo.appendingPathComponent($0)))) }
        #expect(inputs.count > 3)
        let one = Engine(passes: PassRegistry.all, target: Availability(iOS: 17, macOS: 14), jobs: 1).run(inputs)
        var sideBySide = Engine(passes: PassRegistry.all, target: Availability(iOS: 17, macOS: 14), jobs: 2)
        sideBySide.parallelPassesFromBytes = 0
        let two = sideBySide.run(inputs)
        // Small files on two cores: the passes without a plan run their first round while
        // the plans are built.
        var beside = Engine(passes: PassRegistry.all, target: Availability(iOS: 17, macOS: 14), jobs: 2)
        beside.times = PhaseTimes()
        let three = beside.run(inputs)
        #expect(beside.times!.lines.contains { $0.hasPrefix("timing: round 0 passes beside the plans") })
        let changed = one.contains { $0.changed }
        #expect(changed)
        for other in [two, three] {
            for (a, b) in zip(one, other) {
                #expect(a.output == b.output, "\(a.path)")
                #expect(a.findings == b.findings, "\(a.path)")
                #expect(a.errors == b.errors && a.editCounts == b.editCounts && a.rounds.map { $0.map(\.start) } == b.rounds.map { $0.map(\.start) }, "\(a.path)")
            }
        }
    }

    @Test func observableDeclinesAClassWhoseUseSiteFileIsBelowTheTarget() {
        let model = "final class Model: ObservableObject {\n    @Published var value = 0\n}\n"
        let view = "import SwiftUI\nstruct V: View {\n    @ObservedObject var model: Model\n    var body: some View { Text(\"\\(model.value)\") }\n}\n"
        let engine = Engine(passes: [ObservablePass()], target: Availability(iOS: 17), jobs: 1)
        let results = engine.run([
            .init(path: "Model.swift", bytes: Array(model.utf8), target: Availability(iOS: 17)),
            .init(path: "V.swift", bytes: Array(view.utf8), target: Availability(iOS: 16)),
        ])
        #expect(!results[0].changed && !results[1].changed)
        #expect(results[0].findings.contains { $0.reason == "deployment-target" && $0.message.contains("V.swift") })
        // Both files at iOS 17: the class and its use change together.
        let both = engine.run([.init(path: "Model.swift", bytes: Array(model.utf8)), .init(path: "V.swift", bytes: Array(view.utf8))])
        #expect(both[0].changed && both[1].changed)
    }

    @Test func foregroundStyleDeclinesAChainLongerThanAnyColourExpression() {
        // A fuzzed `.foregroundColor(.x.x.x…)` of 740 links took a minute in a debug build:
        // each link was judged after the chain below it and type-checked it again.
        func run(_ links: Int) -> Engine.FileResult {
            let chain = Array(repeating: "x", count: links).joined(separator: ".")
            let source = "import SwiftUI\nextension Color { static let x = Color.red }\nstruct V: View {\n    var body: some View { Text(\"a\").foregroundColor(.\(chain)) }\n}\n"
            return Engine(passes: [ForegroundStylePass()], target: Availability(iOS: 17), jobs: 1).run([.init(path: "V.swift", bytes: Array(source.utf8))])[0]
        }
        let long = run(ForegroundStylePass.longestChain + 1)
        #expect(!long.changed)
        #expect(long.findings.contains { $0.reason == "unknown-type" && $0.message.contains("a chain of more than 64 members and calls is not followed") },
                "\(long.findings.map(\.message))")
        let short = run(1)
        #expect(short.changed, "\(short.findings.map(\.message))")
        #expect(String(decoding: short.output, as: UTF8.self).contains(".foregroundStyle(Color.x)"), "only Color declares x")
        // At the limit the chain is judged as before (here: no member `x` of Color's `x`).
        let atLimit = run(ForegroundStylePass.longestChain)
        #expect(!atLimit.findings.contains { $0.message.contains("a chain of more than") })
        let tree = SyntaxTree.parse("let v = a.b(c)[0]?.d!\n")
        let links = tree.nodes(ofKind: [.forceUnwrapExpr]).first.map { ForegroundStylePass.chainLength($0, atMost: 64) }
        #expect(links == 6, "!, .d, ?, [0], (c), .b")
        #expect(tree.nodes(ofKind: [.forceUnwrapExpr]).first.map { ForegroundStylePass.chainLength($0, atMost: 3) } == 4, "counted up to the limit and one more")
    }

    /// Change units: a project-wide pass's family spans files and is excluded as a whole; a
    /// file's unit covers one pass in one file.
    @Test func changeUnitsAreRecordedAndCanBeExcluded() {
        let model = "import SwiftUI\nfinal class Model: ObservableObject {\n    @Published var name = \"\"\n}\n"
        let view = "import SwiftUI\nstruct V: View {\n    @StateObject private var model = Model()\n    var body: some View { Text(model.name).foregroundColor(.red) }\n}\n"
        let inputs: [Engine.Input] = [.init(path: "Model.swift", bytes: Array(model.utf8)), .init(path: "V.swift", bytes: Array(view.utf8))]
        var engine = Engine(passes: [ObservablePass(), ForegroundStylePass()], target: FixtureTests.defaultTarget, jobs: 1)
        let all = engine.run(inputs)
        let family = ChangeUnit.project("observable", "observable:Model")
        let tint = ChangeUnit.file("foreground-style", "V.swift")
        #expect(all[0].units == [family])
        #expect(all[1].units == [family, tint])
        engine.excludedUnits = [family]
        let without = engine.run(inputs)
        #expect(!without[0].changed)
        #expect(String(decoding: without[1].output, as: UTF8.self) == view.replacingOccurrences(of: "foregroundColor(.red)", with: "foregroundStyle(.red)"))
        #expect(without[1].units == [tint])
        #expect(family.description == "observable 'Model'" && tint.description == "foreground-style in V.swift")
    }

    @Test func unusedEnvironmentKeepsAnEnvironmentObjectThatObservableConverts() throws {
        let model = """
        import SwiftUI
        final class Settings: ObservableObject {
            @Published var name = ""
        }

        """
        let view = """
        import SwiftUI
        struct SettingsView: View {
            @EnvironmentObject var settings: Settings
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                TextField("Name", text: $settings.name)
            }
        }

        """
        let engine = Engine(passes: [ObservablePass(), UnusedEnvironmentPass()], target: Availability(iOS: 17, macOS: 14), jobs: 1)
        let results = engine.run([.init(path: "Settings.swift", bytes: Array(model.utf8)), .init(path: "SettingsView.swift", bytes: Array(view.utf8))])
        let output = String(decoding: results[1].output, as: UTF8.self)
        #expect(output.contains("@Environment(Settings.self) var settings"))
        #expect(output.contains("@Bindable var settings = settings"))
        #expect(!output.contains("colorScheme"))
        #expect(results.allSatisfy { $0.errors.isEmpty })
    }

    /// unused-environment reads the key of a property in the file as its round sees it: with
    /// observable's edit above it (`@EnvironmentObject` → `@Environment(Store.self)`), the key
    /// was read at the round-0 token index in the changed file, missed `colorScheme`, and the
    /// property the body's UITraitCollection read relies on was deleted (Sora, round 13).
    @Test func unusedEnvironmentKeepsASystemStateKeyBelowAnObservableEdit() throws {
        let source = """
        import SwiftUI
        final class Store: ObservableObject { @Published var items: [String] = [] }
        struct Root: View {
            @StateObject private var store = Store()
            var body: some View { Cell().environmentObject(store) }
        }
        struct Cell: View {
            @EnvironmentObject var store: Store
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                Text("\\(store.items.count)")
                    .foregroundStyle(UITraitCollection.current.userInterfaceStyle == .light ? Color.black : Color.white)
            }
        }

        """
        let engine = Engine(passes: [ObservablePass(), UnusedEnvironmentPass()], target: Availability(iOS: 17, macOS: 14), jobs: 1)
        let result = engine.run([.init(path: "Cell.swift", bytes: Array(source.utf8))])[0]
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains("@Environment(Store.self) var store"))
        #expect(output.contains("@Environment(\\.colorScheme) private var colorScheme"))
        #expect(result.findings.contains { $0.reason == "reads-system-state" })
    }

    /// dismiss waits a round for alert (its edit lies in the builder alert copies), then
    /// finds its own property by the node of the changed file: compared with the model's
    /// round-0 node, the property named `dismiss` was taken for another member and declined
    /// as a name clash (found by an audit of round-0 nodes read in later rounds).
    @Test func dismissAfterAlertFindsItsOwnPropertyInTheChangedFile() throws {
        let source = """
        import SwiftUI
        struct Sheet: View {
            @Environment(\\.presentationMode) var dismiss
            @State private var shown = false
            var body: some View {
                Button("Close") { shown = true }
                    .alert(isPresented: $shown) { makeAlert() }
            }
            func makeAlert() -> Alert {
                Alert(title: Text("Done"), dismissButton: .default(Text("OK")) { dismiss.wrappedValue.dismiss() })
            }
        }

        """
        let engine = Engine(passes: [AlertPass(), DismissPass()], target: Availability(iOS: 17, macOS: 14), jobs: 1)
        let result = engine.run([.init(path: "Sheet.swift", bytes: Array(source.utf8))])[0]
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.contains("@Environment(\\.dismiss) private var dismiss"), "\(output)")
        #expect(output.contains("Button(\"OK\") { dismiss() }"), "\(output)")
        #expect(!result.findings.contains { $0.reason == "name-clash" })
    }

    /// A decline of round 0 that the same pass rewrote in a later round (after another pass's
    /// edit made the site fit) is not reported: single-child-group removes the one-child
    /// Group whose modifier kept preview-macro off, and preview-macro then converts it
    /// (ProtonVPN, round 14: "not rewritten" beside the rewrite).
    @Test func aDeclineThatALaterRoundRewritesIsNotReported() throws {
        let source = """
        import SwiftUI
        struct Screen: View { var body: some View { Text("s") } }
        struct Screen_Previews: PreviewProvider {
            static var previews: some View {
                Group {
                    Screen()
                }
                .background(Color.red)
            }
        }

        """
        let engine = Engine(passes: [SingleChildGroupPass(), PreviewMacroPass()], target: Availability(iOS: 17, macOS: 14), jobs: 1)
        let result = engine.run([.init(path: "S.swift", bytes: Array(source.utf8))])[0]
        #expect(String(decoding: result.output, as: UTF8.self).contains("#Preview {"))
        #expect(!result.findings.contains { $0.pass == "preview-macro" }, "\(result.findings.map(\.message))")
    }
}
