import Foundation
import Testing
import SwiftCST
@testable import MigratorEngine
@testable import MigratorPasses
@testable import MigratorSemantics

/// Which pass made each hunk and which hunks go together, over what the registered passes
/// make of every fixture.
struct ChangeHunksOnPassesTests {
    /// Every fixture case (one file, or the files of a folder), run with every pass.
    static func fixtureRuns() -> [(name: String, results: [Engine.FileResult])] {
        var runs: [(String, [Engine.FileResult])] = []
        for name in FixtureTests.passCases {
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
}
