import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Pass options reach the passes through the engine.
struct PassOptionTests {
    func migrate(_ source: String, options: [String: [String: Bool]]) -> String {
        var engine = Engine(passes: [ForegroundStylePass()], target: Availability(iOS: 17, macOS: 14), jobs: 1)
        engine.passOptions = options
        let result = engine.run([.init(path: "V.swift", bytes: Array(source.utf8))])[0]
        return String(decoding: result.output, as: UTF8.self)
    }

    /// The element type `identifiable` reads from an array type as written: plain names by
    /// a shortcut, everything else by the general reading (both known answers here).
    @Test func identifiableReadsTheElementTypeOfAnArrayAsWritten() {
        let answers: [(String, String?)] = [
            ("[String]", "String"), ("[A.B]", "A.B"), ("[_x1]", "_x1"), ("[ String ]", "String"), ("[String]?", nil),
            ("[String: Int]", nil), ("[(any P)]", "any P"), ("[any P & Q]", "any P & Q"), ("Array<Item>", "Item"),
            ("[[Int]]", "[Int]"), ("[Item<T>]", "Item<T>"), ("[]", ""), ("String", nil),
        ]
        for (type, element) in answers { #expect(IdentifiablePlan.elementType(type) == element, "\(type)") }
    }

    @Test func qualifyColorsWritesEveryImplicitMemberWithItsType() {
        let source = """
        let a = Text("a").foregroundColor(.red)
        let b = Text("b").foregroundColor(.secondary)
        let c = Text("c").foregroundColor(.red.opacity(0.5))
        let d = Text("d").foregroundColor(isOn ? .red : .blue)

        """
        #expect(migrate(source, options: [:]) == """
        let a = Text("a").foregroundStyle(.red)
        let b = Text("b").foregroundStyle(Color.secondary)
        let c = Text("c").foregroundStyle(.red.opacity(0.5))
        let d = Text("d").foregroundStyle(isOn ? .red : .blue)

        """)
        #expect(migrate(source, options: ["foreground-style": ["qualifyColors": true]]) == """
        let a = Text("a").foregroundStyle(Color.red)
        let b = Text("b").foregroundStyle(Color.secondary)
        let c = Text("c").foregroundStyle(Color.red.opacity(0.5))
        let d = Text("d").foregroundStyle(isOn ? Color.red : Color.blue)

        """)
        // Options of other passes, or false, change nothing.
        #expect(migrate(source, options: ["foreground-style": ["qualifyColors": false], "toolbar": ["x": true]]) == migrate(source, options: [:]))
        #expect(ForegroundStylePass().options.map(\.name) == ["qualifyColors"])
        #expect(ToolbarPass().options.isEmpty)
    }
}
