import Foundation
import Testing

/// The type-check harness itself: the translation of availability, the expansion of Apple's
/// macros, and — against the built stub — that the wrong rewrites seen on real apps fail to
/// type-check while their right counterparts pass (so the fixture check can fail).
struct SwiftUIStubTests {
    @Test func iOSAttributesGetDomains() {
        let source = """
            @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
            @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "foregroundStyle(_:)")
            @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange`, (two) parameters.")
            @available(iOS, unavailable)
            @available(macOS 12.0, *)
            if #available(iOS 16.4, *) {} else if #unavailable(iOS 15) {}
            """
        let lines = AvailabilityTranslation.translate(source).components(separatedBy: "\n")
        #expect(lines.count == 6)
        #expect(lines[0] == "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) @available(iOS_17_0)")
        #expect(lines[1].hasSuffix(#") @available(iOS_13_0) @available(*, deprecated, message: "[soft] renamed to foregroundStyle(_:)")"#))
        #expect(lines[2].hasSuffix(#") @available(iOS_14_0) @available(*, deprecated, message: "[iOS 17.0] Use `onChange`, (two) parameters.")"#))
        #expect(lines[3] == #"@available(iOS, unavailable) @available(*, unavailable, message: "unavailable on iOS")"#)
        #expect(lines[4] == "@available(macOS 12.0, *)")
        #expect(lines[5] == "if #available(iOS_16_4) {} else if #unavailable(iOS_15_0) {}")
        #expect(AvailabilityTranslation.encoded("17.4") == 170400)
        #expect(AvailabilityTranslation.domain("100000.0") == nil)
    }

    @Test func preparationKeepsLinesAndExpandsMacros() {
        let source = """
            import Foundation
            import SwiftUI

            extension EnvironmentValues {
                @Entry
                public var spacing: CGFloat = 8
                @Entry var tags: [String] = [
                    "a",
                ]
            }
            extension FocusedValues {
                @Entry var note: String?
            }
            #if os(iOS) || os(macOS)
            #Preview("Card") {
                Text("a")
            }
            #endif
            """
        let prepared = FixturePreparation.prepare(source)
        let lines = prepared.components(separatedBy: "\n")
        #expect(lines.count == source.components(separatedBy: "\n").count)
        #expect(lines[0] == "import Foundation; import Combine")
        #expect(lines[4] == "    ")
        #expect(lines[5] == "public var spacing: CGFloat { get { self[__Key_spacing.self] } set { self[__Key_spacing.self] = newValue } }; private struct __Key_spacing: SwiftUI.EnvironmentKey { static var defaultValue: CGFloat { 8 } }")
        #expect(lines[6].hasSuffix("private struct __Key_tags: SwiftUI.EnvironmentKey { static var defaultValue: [String] { ["))
        #expect(lines[11] == "    var note: String? { get { self[__Key_note.self] } set { self[__Key_note.self] = newValue } }; private struct __Key_note: SwiftUI.FocusedValueKey { typealias Value = String }")
        #expect(lines[13] == "#if true || false")
        // The name is checked as a String? declaration on the same line.
        #expect(lines[14] == "private var __previewName1: String? { \"Card\" }; @MainActor @ViewBuilder private func __preview1() -> some View {")
    }

    @Test func markersNeedAReason() throws {
        #expect(try FixtureTypeCheckTests.marker(in: "// typecheck: skip — why\nimport SwiftUI").get() == .skip("why"))
        #expect(try FixtureTypeCheckTests.marker(in: "// fixture: --min-ios 16\n// typecheck: after-fails - bug\n").get() == .afterFails("bug"))
        #expect(try FixtureTypeCheckTests.marker(in: "import SwiftUI\n// typecheck: skip — late").get() == nil)
        #expect(throws: FixtureTypeCheckTests.MarkerError.self) { try FixtureTypeCheckTests.marker(in: "// typecheck: skip\n").get() }
        #expect(throws: FixtureTypeCheckTests.MarkerError.self) { try FixtureTypeCheckTests.marker(in: "// typecheck: maybe — x\n").get() }
    }

    /// One snippet, type-checked as a fixture file at an iOS target.
    func check(_ body: String, iOS: String = "17") throws -> FixtureTypeCheckTests.Outcome {
        let build = try SwiftUIStubBuild.shared.get()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stub-probe-\(UUID().uuidString).swift")
        try ("import SwiftUI\n" + body).write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return FixtureTypeCheckTests.check([file.path], support: [], iOS: iOS, build: build)
    }

    /// A wrong form, the error it must give, and the right form, which must type-check.
    static let wrongAndRight: [(name: String, wrong: String, error: String, right: String)] = [
        ("an Optional passed to foregroundStyle",
         "struct V: View { var tint: Color?; var body: some View { Text(\"a\").foregroundStyle(tint) } }",
         "value of optional type 'Color?' must be unwrapped",
         "struct V: View { var tint: Color?; var body: some View { Text(\"a\").foregroundColor(tint) } }"),
        ("nil passed to autocorrectionDisabled",
         "struct V: View { var body: some View { Text(\"a\").autocorrectionDisabled(nil) } }",
         "'nil' is not compatible with expected argument type 'Bool'",
         "struct V: View { var body: some View { Text(\"a\").autocorrectionDisabled() } }"),
        ("return inside a switch expression",
         "func f(_ x: Int) -> Int { let y = switch x { case 1: return 2; default: 3 }; return y }",
         "cannot use 'return' to transfer control out of 'switch' expression",
         "func f(_ x: Int) -> Int { let y = switch x { case 1: 2; default: 3 }; return y }"),
        ("a dangling typealias",
         "struct V: View { var body: some View { Text(\"\\(Value.self)\") } }",
         "cannot find 'Value' in scope",
         "struct V: View { typealias Value = Int; var body: some View { Text(\"\\(Value.self)\") } }"),
        ("@Published outside a class",
         "struct M { @Published var x = 0 }",
         "@Published is only available on properties of classes",
         "final class M: ObservableObject { @Published var x = 0 }"),
        ("an API newer than the target (.rect at iOS 16)",
         "struct V: View { var body: some View { Text(\"a\").clipShape(.rect(cornerRadius: 3)) } }",
         "'rect(cornerRadius:style:)' is only available in iOS_17_0",
         "struct V: View { var body: some View { Text(\"a\").clipShape(RoundedRectangle(cornerRadius: 3)) } }"),
        // topBarLeading is back-deployed to iOS 14 (Apple: `@backDeployed(before: iOS 17.0)`).
        ("the two-value onChange below iOS 17",
         "struct V: View { @State var n = 0; var body: some View { Text(\"a\").onChange(of: n) { old, new in print(old, new) } } }",
         "is only available in iOS_17_0",
         "struct V: View { @State var n = 0; var body: some View { Text(\"a\").toolbar { ToolbarItem(placement: .topBarLeading) { Text(\"b\") } } } }"),
        ("Bindable over an ObservableObject",
         "final class M: ObservableObject { @Published var x = \"\" }; struct V: View { @Bindable var m: M; var body: some View { TextField(\"a\", text: $m.x) } }",
         "The wrapped value must be an object that conforms to Observable",
         "final class M: ObservableObject { @Published var x = \"\" }; struct V: View { @ObservedObject var m: M; var body: some View { TextField(\"a\", text: $m.x) } }"),
    ]

    @Test(arguments: wrongAndRight.indices)
    func wrongRewritesFailRightOnesPass(_ index: Int) throws {
        #if os(Linux)
        let example = Self.wrongAndRight[index]
        let iOS = example.name.contains("iOS 16") || example.name.contains("below iOS 17") ? "16" : "17"
        let wrong = try check(example.wrong, iOS: iOS)
        #expect(wrong.errors.contains { $0.contains(example.error) }, "\(example.name): expected '\(example.error)', got \(wrong.errors)")
        let right = try check(example.right, iOS: iOS)
        #expect(right.passed, "\(example.name): the right form does not type-check: \(right.errors)")
        #endif
    }

    @Test func availabilityFollowsTheTargetAndAvailableChecks() throws {
        #if os(Linux)
        let rect = "struct V: View { var body: some View { Text(\"a\").clipShape(.rect(cornerRadius: 3)) } }"
        #expect(try check(rect, iOS: "17").passed)
        #expect(!(try check(rect, iOS: "16.4")).passed)
        let guarded = """
            struct V: View {
                var body: some View {
                    if #available(iOS 17, *) { Text("a").clipShape(.rect(cornerRadius: 3)) } else { Text("a") }
                }
            }
            """
        #expect(try check(guarded, iOS: "16").passed)
        let onChange = "struct V: View { @State var x = 0; var body: some View { Text(\"a\").onChange(of: x) { v in print(v) } } }"
        #expect(try check(onChange, iOS: "17").hardDeprecations == ["'onChange(of:perform:)'"])
        #expect(try check(onChange, iOS: "16").hardDeprecations.isEmpty)
        #expect(try check(onChange, iOS: "17").softDeprecations == 0)
        #expect(try check("struct V: View { var body: some View { Text(\"a\").foregroundColor(.red) } }").softDeprecations == 1)
        #endif
    }

    @Test func appleMacrosExpandAndTypeCheck() throws {
        #if os(Linux)
        let entries = """
            extension EnvironmentValues { @Entry var spacing: CGFloat = 8 }
            extension FocusedValues { @Entry var note: Binding<String>? }
            struct V: View {
                @Environment(\\.spacing) private var spacing
                @FocusedValue(\\.note) private var note
                var body: some View { Text("\\(spacing)") }
            }
            #Preview { V() }
            """
        let outcome = try check(entries)
        #expect(outcome.passed, "\(outcome.errors)")
        #expect(!(try check("extension EnvironmentValues { @Entry var spacing: CGFloat = \"8\" }")).passed)
        #endif
    }
}
