import Foundation
import Testing
import SwiftCST

/// The code's organisation, checked on the sources (in the manner of SwiftFormat's
/// CodeOrganizationTests): every pass and every lint has a room of its own under
/// `Sources/MigratorPasses` — a file directly under `Passes/` or `Lints/`, or a folder
/// under `Passes/` — and no room names a type another room declares. What several passes
/// or lints share lives in the engine or the semantic layer, or in a `Shared/` folder,
/// which names no room's types.
struct CodeOrganizationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let passesRoot = root.appendingPathComponent("Sources/MigratorPasses")

    /// A room: its name (a path under `Sources/MigratorPasses`) and its Swift files.
    struct Room {
        var name: String
        var files: [String]
        var isShared: Bool { name.hasSuffix("/Shared") }
    }

    /// Every room of `Passes/` and `Lints/`.
    static func rooms() -> [Room] {
        var rooms: [Room] = []
        let manager = FileManager.default
        for top in ["Passes", "Lints"] {
            let folder = passesRoot.appendingPathComponent(top).path
            for entry in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
                let path = folder + "/" + entry
                var isDirectory: ObjCBool = false
                _ = manager.fileExists(atPath: path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    let files = (manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                        .filter { $0.hasSuffix(".swift") }.sorted().map { path + "/" + $0 }
                    rooms.append(Room(name: top + "/" + entry, files: files))
                } else if entry.hasSuffix(".swift") {
                    rooms.append(Room(name: top + "/" + entry, files: [path]))
                }
            }
        }
        return rooms
    }

    /// The types a file declares at its top level (extensions declare none).
    static func declaredTypes(_ tree: SyntaxTree) -> Set<String> {
        let kinds: Set<NodeKind> = [.structDecl, .classDecl, .enumDecl, .protocolDecl, .typeAliasDecl, .actorDecl]
        var names: Set<String> = []
        for node in tree.root.childNodes where kinds.contains(node.kind) {
            if let name = DeclarationView(node)?.name { names.insert(tree.text(of: name)) }
        }
        return names
    }

    /// The names a file's code spells (identifier tokens: comments and string literals are
    /// not code).
    static func spelledNames(_ tree: SyntaxTree) -> Set<String> {
        var names: Set<String> = []
        for (index, token) in tree.tokens.enumerated() where token.kind == .identifier { names.insert(tree.text(of: index)) }
        return names
    }

    /// `room: file names Type (declared by other room)` for every crossing.
    static func violations(_ rooms: [Room]) -> [String] {
        var trees: [String: SyntaxTree] = [:]
        for file in rooms.flatMap(\.files) {
            trees[file] = SyntaxTree.parse([UInt8](FileManager.default.contents(atPath: file) ?? Data()))
        }
        var owner: [String: String] = [:]
        for room in rooms where !room.isShared {
            for file in room.files {
                for name in declaredTypes(trees[file]!) { owner[name] = room.name }
            }
        }
        var found: [String] = []
        for room in rooms {
            for file in room.files {
                for name in spelledNames(trees[file]!).sorted() {
                    guard let other = owner[name], other != room.name else { continue }
                    found.append("\(room.name): \((file as NSString).lastPathComponent) names \(name) (declared by \(other))")
                }
            }
        }
        return found
    }

    @Test func everyPassAndLintHasARoomAndNoRoomNamesAnothersTypes() throws {
        let rooms = Self.rooms()
        // The rooms exist: the pass folders this organisation promises, and every lint.
        let names = Set(rooms.map(\.name))
        for folder in ["Passes/Observable", "Passes/Entry", "Passes/DataMigration"] {
            #expect(names.contains(folder), "\(folder) is missing")
        }
        #expect(rooms.filter { $0.name.hasPrefix("Lints/") && !$0.isShared }.count >= 12)
        let found = Self.violations(rooms)
        #expect(found.isEmpty, "a pass or lint names another's type; move what they share into the engine, the semantic layer or a Shared/ folder:\n\(found.joined(separator: "\n"))")
    }

    /// What the code relies on is in the repository: no source, test, document or script
    /// cites the design notes kept beside it (in a folder named "shared"), which a reader
    /// of the repository cannot open.
    @Test func noFileCitesDocumentsOutsideTheRepository() throws {
        let outside = "shared" + "/"
        var citing: [String] = []
        let manager = FileManager.default
        for top in ["Sources", "Tests", "Migrations", ".ci", "README.md", "CHANGELOG.md", "Package.swift"] {
            let path = Self.root.appendingPathComponent(top).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue ? (manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).map { path + "/" + $0 } : [path]
            for file in files {
                guard let data = manager.contents(atPath: file), String(decoding: data, as: UTF8.self).contains(outside) else { continue }
                citing.append(String(file.dropFirst(Self.root.path.count + 1)))
            }
        }
        #expect(citing.isEmpty, "these files cite documents outside the repository: \(citing)")
    }

    /// The check can fail: a room that names another room's pass type is caught.
    @Test func aRoomThatNamesAnotherRoomsPassIsCaught() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("code-organization-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("APass.swift").path
        let b = folder.appendingPathComponent("BPass.swift").path
        let shared = folder.appendingPathComponent("Helpers.swift").path
        try "struct APass { static func helper() -> Int { 1 } }\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "struct BPass { let x = APass.helper() } // BPass\n".write(toFile: b, atomically: true, encoding: .utf8)
        try "enum Helpers { static let names = [\"BPass\"] }\n".write(toFile: shared, atomically: true, encoding: .utf8)
        let rooms = [Room(name: "Passes/APass.swift", files: [a]), Room(name: "Passes/BPass.swift", files: [b]),
                     Room(name: "Passes/Shared", files: [shared])]
        #expect(Self.violations(rooms) == ["Passes/BPass.swift: BPass.swift names APass (declared by Passes/APass.swift)"])
    }
}
