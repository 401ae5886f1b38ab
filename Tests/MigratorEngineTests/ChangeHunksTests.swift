import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorSemantics

/// Which pass made each hunk, which hunks go together, and applying some of them.
struct ChangeHunksTests {
    @Test func aFileUnitWithSupportingEditsIsOneChange() {
        // Two sites of pass p and an edit without a site (an import it needs): the file's
        // unit cannot be taken site by site. Pass q's sites stay separate.
        let source = "import A\n\na\nb\nc\nd\ne\nf\ng\nh\ni\nj\n"
        var result = Engine.FileResult(path: "F.swift", original: Array(source.utf8), output: [])
        let edits = [Edit(start: 0, end: 8, replacement: "import B", pass: "p", site: -1),
                     Edit(start: 10, end: 11, replacement: "A", pass: "p"),
                     Edit(start: 12, end: 13, replacement: "B", pass: "q"),
                     Edit(start: 24, end: 25, replacement: "H", pass: "q"),
                     Edit(start: 28, end: 29, replacement: "J", pass: "p")]
        result.rounds = [edits]
        result.output = applyEdits(edits, to: result.original)
        let blocks = ChangeHunks.blocks(of: result)
        #expect(blocks.count == 5)
        let groups = ChangeHunks.groups([result], blocks: [blocks])
        #expect(groups.map { $0.parts.map(\.block) } == [[0, 1, 4], [2], [3]])
        #expect(groups.allSatisfy { $0.units.isEmpty })
        #expect(result.units == [.file("p", "F.swift"), .file("q", "F.swift")])
    }

    @Test func changesOfLaterRoundsArePlacedOverTheOriginal() {
        // Round one replaces 2..<5 with 6 bytes; an edit of round two inside that
        // replacement covers the replaced range, one after it is shifted back.
        let first = [Edit(start: 2, end: 5, replacement: "abcdef", pass: "p")]
        let inside = Engine.change(Edit(start: 4, end: 6, replacement: "x", pass: "q"), overOriginalThrough: [first])
        #expect((inside.start, inside.end) == (2, 5))
        let after = Engine.change(Edit(start: 10, end: 12, replacement: "x", pass: "q"), overOriginalThrough: [first])
        #expect((after.start, after.end) == (7, 9))
        let before = Engine.change(Edit(start: 0, end: 2, replacement: "x", pass: "q"), overOriginalThrough: [first])
        #expect((before.start, before.end) == (0, 2))
        // An insertion right after the replacement stays after it.
        let adjacent = Engine.change(Edit(start: 8, end: 8, replacement: "x", pass: "q"), overOriginalThrough: [first])
        #expect((adjacent.start, adjacent.end) == (5, 5))
    }

    @Test func anInsertionThatADiffWouldSlideStaysWithItsEdit() {
        // `}` + "\n\nextension ..." inserted after a closing brace: a line diff may show the
        // new lines after the blank line; the block still holds the edit's own line.
        let source = "enum E: CaseIterable {\n    case a\n}\n\nlet x = 1\n"
        var result = Engine.FileResult(path: "E.swift", original: Array(source.utf8), output: [])
        let insertion = Edit(start: 35, end: 35, replacement: "\n\nextension E: Identifiable {}", pass: "identifiable", site: -1, units: ["identifiable:E"])
        result.rounds = [[insertion]]
        result.output = applyEdits([insertion], to: result.original)
        let blocks = ChangeHunks.blocks(of: result)
        #expect(blocks.count == 1)
        #expect(blocks.first?.oldLine == 3)
        #expect(blocks.first?.changes == [0])
        #expect(String(decoding: result.output[blocks[0].newRange], as: UTF8.self) == "}\n\nextension E: Identifiable {}\n")
        let hunk = ChangeHunks.hunk(of: 0...0, in: blocks, original: result.original, output: result.output, context: 1)
        #expect(hunk.oldStart == 2)
        #expect(hunk.lines.map { String($0.prefix) + $0.text } == ["     case a\n", " }\n", "+\n", "+extension E: Identifiable {}\n", " \n"])
        #expect((hunk.oldCount, hunk.newCount) == (3, 5))
    }

    @Test func applyingSomeBlocksKeepsTheOthersOriginal() {
        let source = "a\nb\nc\n"
        var result = Engine.FileResult(path: "F.swift", original: Array(source.utf8), output: [])
        let edits = [Edit(start: 0, end: 1, replacement: "A", pass: "p"), Edit(start: 4, end: 5, replacement: "C", pass: "p")]
        result.rounds = [edits]
        result.output = applyEdits(edits, to: result.original)
        let blocks = ChangeHunks.blocks(of: result)
        #expect(blocks.count == 2)
        #expect(ChangeHunks.apply(blocks, chosen: [0], original: result.original, output: result.output) == Array("A\nb\nc\n".utf8))
        #expect(ChangeHunks.apply(blocks, chosen: [1], original: result.original, output: result.output) == Array("a\nb\nC\n".utf8))
    }
}
