import Foundation
import Testing
import SwiftCST
@testable import Migrator

/// Which pass made each hunk, which hunks go together, and applying some of them.
struct ChangeHunksTests {
    /// Every fixture case (one file, or the files of a folder), run with every pass.
    static func fixtureRuns() -> [(name: String, results: [Engine.FileResult])] {
        var runs: [(String, [Engine.FileResult])] = []
        for name in FixtureTests.cases {
            let url = FixtureTests.fixturesDirectory.appendingPathComponent(name)
            var paths: [String] = []
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                // Multi-module cases keep their files in subfolders.
                paths = FixtureTests.beforeFiles(in: url.path).map { url.appendingPathComponent($0).path }
            } else {
                paths = [url.path + ".before.swift"]
            }
            let inputs = paths.map { path in
                let display = path.hasPrefix(url.path + "/") ? String(path.dropFirst(url.path.count + 1)) : (path as NSString).lastPathComponent
                return Engine.Input(path: display, bytes: [UInt8](FileManager.default.contents(atPath: path)!))
            }
            let target = FixtureTests.target(from: String(decoding: inputs[0].bytes, as: UTF8.self))
            runs.append((name, Engine(passes: PassRegistry.all, target: target, jobs: 1).run(inputs)))
        }
        return runs
    }

    @Test func everyEditOfEveryFixtureIsInOneBlockAndTheBlocksRebuildTheOutput() {
        let order = PassRegistry.all.map(\.name)
        var changedFiles = 0
        var crossFileUnits = 0
        for (name, results) in Self.fixtureRuns() {
            let changed = results.filter(\.changed)
            var blocks: [[ChangeBlock]] = []
            for result in changed {
                changedFiles += 1
                let fileBlocks = ChangeHunks.blocks(of: result, passOrder: order)
                blocks.append(fileBlocks)
                #expect(!fileBlocks.isEmpty)
                // Every edit in exactly one block; the passes are those of its edits.
                #expect(fileBlocks.flatMap(\.changes).sorted() == Array(result.changes.indices), "\(name) \(result.path)")
                for block in fileBlocks {
                    let names = Set(block.changes.map { result.changes[$0].pass })
                    #expect(block.passes == names.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
                    #expect(!result.original[block.oldRange].elementsEqual(result.output[block.newRange]))
                    // Whole lines: a block starts at a line start.
                    #expect(block.oldRange.lowerBound == 0 || result.original[block.oldRange.lowerBound - 1] == 10)
                }
                let all = Set(fileBlocks.indices)
                #expect(ChangeHunks.apply(fileBlocks, chosen: all, original: result.original, output: result.output) == result.output, "\(name) \(result.path)")
                #expect(ChangeHunks.apply(fileBlocks, chosen: [], original: result.original, output: result.output) == result.original)
                // Outside the blocks, the output is the original.
                var outside: [UInt8] = []
                var cursor = 0
                for block in fileBlocks {
                    outside += result.output[cursor..<block.newRange.lowerBound]
                    cursor = block.newRange.upperBound
                }
                outside += result.output[cursor...]
                var originalOutside: [UInt8] = []
                cursor = 0
                for block in fileBlocks {
                    originalOutside += result.original[cursor..<block.oldRange.lowerBound]
                    cursor = block.oldRange.upperBound
                }
                originalOutside += result.original[cursor...]
                #expect(outside == originalOutside, "\(name) \(result.path)")
            }
            let groups = ChangeHunks.groups(changed, blocks: blocks)
            // Every block is in exactly one group, and a project-wide change unit (what
            // --verify-build backs out whole) is never split across groups.
            var seen: [String] = []
            var groupOfUnit: [ChangeUnit: Int] = [:]
            for (g, group) in groups.enumerated() {
                #expect(!group.parts.isEmpty)
                seen += group.parts.map { "\($0.file):\($0.block)" }
                if Set(group.parts.map(\.file)).count > 1 { crossFileUnits += 1 }
                for part in group.parts {
                    let changes = changed[part.file].changes
                    for c in blocks[part.file][part.block].changes {
                        for unit in ChangeUnit.of(changes[c], in: changed[part.file].path) where unit.isProjectWide {
                            #expect(groupOfUnit[unit, default: g] == g, "\(name): \(unit) split across changes")
                            groupOfUnit[unit] = g
                            #expect(group.units.contains(unit))
                        }
                    }
                }
            }
            #expect(seen.sorted() == blocks.enumerated().flatMap { f, list in list.indices.map { "\(f):\($0)" } }.sorted(), "\(name)")
        }
        #expect(changedFiles > 50)
        // The multi-file observable and entry cases are offered as one change across files.
        #expect(crossFileUnits >= 2)
    }

    @Test func aFamilyAcrossFilesIsOneUnitAndSeparateSitesAreNot() {
        let model = """
        import SwiftUI
        final class Model: ObservableObject {
            @Published var count = 0
        }

        """
        let view = """
        import SwiftUI
        struct V: View {
            @StateObject var model = Model()
            let a = 1
            let b = 2
            let c = 3
            let d = 4
            var body: some View {
                Text("a").foregroundColor(.red)
                Text("b")
                Text("c")
                Text("d")
                Text("e")
                Text("f")
                Text("g")
                Text("h").foregroundColor(.blue)
            }
        }

        """
        let results = Engine(passes: PassRegistry.all, target: Availability(iOS: 17, macOS: 14), jobs: 1)
            .run([.init(path: "Model.swift", bytes: Array(model.utf8)), .init(path: "V.swift", bytes: Array(view.utf8))])
        #expect(results.allSatisfy { $0.changed })
        let blocks = results.map { ChangeHunks.blocks(of: $0, passOrder: PassRegistry.all.map(\.name)) }
        let groups = ChangeHunks.groups(results, blocks: blocks, passOrder: PassRegistry.all.map(\.name))
        let observable = groups.filter { $0.passes == ["observable"] }
        #expect(observable.count == 1)
        #expect(Set(observable.first?.parts.map(\.file) ?? []) == [0, 1])
        #expect(observable.first?.units == [.project("observable", "observable:Model")])
        #expect(observable.first?.units.first?.description == "observable 'Model'")
        // The two foregroundColor sites: two blocks, two changes, both of one file unit.
        #expect(groups.filter { $0.passes == ["foreground-style"] }.count == 2)
        #expect(results[1].units == [.project("observable", "observable:Model"), .file("foreground-style", "V.swift")])
    }

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
