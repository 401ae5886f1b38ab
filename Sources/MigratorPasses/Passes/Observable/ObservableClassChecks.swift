import Foundation
import MigratorEngine
import MigratorSemantics
import SwiftCST

/// Phase 1, continued: what in the classes themselves keeps a family from converting
/// (G4-G8, G10, nonisolated reads of @Published properties), and which of their properties
/// `@Observable` would track.
extension ObservablePlan.Families {
    /// One class: its stored properties, the names the macro generates, synthesised Codable,
    /// and what `@Observable` means where it would be written. Its published properties,
    /// whether `@Observable` is written on it (the root, and any subclass with stored
    /// properties to track), and the properties nonisolated code uses that get
    /// `@ObservationIgnored` (ObservableIsolation.swift).
    mutating func checkClass(_ family: Int, _ member: ObservablePlan.Member)
        -> (published: Set<String>, addsMacro: Bool, isolationIgnored: Set<String>, qualifiesMacro: Bool) {
        let id = member.id
        let declaration = model.declaration(id)
        let f = declaration.file
        let tree = self.tree(f)
        let classOffset = tree.startOffset(of: declaration.node)
        let className = name(id)
        let all = model.allMembers(of: id)
        let memberNames = Set(all.map { model.declaration($0).name })
        let (published, tracked) = checkStoredProperties(family, of: id, members: all, className: className)
        let addsMacro = member.id == families[family].root || !tracked.isEmpty
        var isolationIgnored = checkNonisolatedReads(family, member, tracked: tracked, published: published)
        if addsMacro {
            isolationIgnored.formUnion(checkViewUpdateWrites(family, member, tracked: tracked.subtracting(isolationIgnored), published: published))
        }
        if addsMacro, let (readFile, read, unset) = readBeforeInitialized(in: id, tracked: tracked.subtracting(isolationIgnored)) {
            let readTree = self.tree(readFile)
            let offset = readTree.startOffset(of: read)
            let named = unset.prefix(unset.count > 3 ? 2 : 3).map { "'\($0)'" } + (unset.count > 3 ? ["\(unset.count - 2) more"] : [])
            let shown = named.joined(separator: ", ")
            block(family, readFile, offset, "init-order",
                  "'\(readTree.quote(read))' is read in '\(className).init' (line \(readTree.location(of: offset).line)) before \(shown) \(unset.count == 1 ? "is" : "are") set, which @Observable's computed properties forbid: read a local value")
        }
        // An attribute that is no built-in one nor a global actor of the project is a macro
        // from a package (`@Stateful`): what it generates (`@Published var state`) is unseen,
        // and @Observable does not track members a macro adds.
        for attribute in declaration.attributes where !Self.knownClassAttributes.contains(attribute) && !isGlobalActor(attribute, f) {
            block(family, f, classOffset, "attached-macro",
                  "'\(className)' carries @\(attribute), a macro or attribute this tool cannot expand: the members it adds may be @Published, and @Observable would not track them")
        }
        // G7: generated names.
        for clash in ["access", "withMutation", "_$observationRegistrar", "shouldNotifyObservers"] where memberNames.contains(clash) {
            block(family, f, classOffset, "name-clash", "'\(className)' declares a member named '\(clash)', which @Observable generates")
        }
        for property in tracked.sorted() where memberNames.contains("_" + property) {
            block(family, f, classOffset, "name-clash", "'\(className)' declares '_\(property)', the name @Observable gives the storage of '\(property)'")
        }
        // G6: Codable needs hand-written coding.
        let external = model.conformances(of: id).external
        let needsDecoder = external.contains("Codable") || external.contains("Decodable")
        let needsEncoder = external.contains("Codable") || external.contains("Encodable")
        let hasDecoder = model.members(of: id, named: "init").contains { model.declaration($0).labels == ["from"] }
        let hasEncoder = model.members(of: id, named: "encode").contains { model.declaration($0).kind == .function && model.declaration($0).labels == ["to"] }
        if (needsDecoder && !hasDecoder) || (needsEncoder && !hasEncoder) {
            block(family, f, classOffset, "codable",
                  "'\(className)' is Codable with synthesised keys, which @Observable's '_x' storage renames: write init(from:) and encode(to:) first")
        }
        guard addsMacro else { return (published, addsMacro, isolationIgnored, false) }
        // G10: what `@Observable` and its expansion (`Observation.Observable`) mean here.
        // Where `Observable` alone means another type (RxSwift's, the project's own), the
        // macro is written with its module's name; a project type named `Observation`
        // blocks that too.
        if case .declarations(let found) = model.lookupType("Observation", in: source(f), at: declaration.node), let first = found.first {
            block(family, f, classOffset, "name-clash",
                  "the project's own type \(described(first)) is what 'Observation' means here, so '@Observable' (Observation.Observable) would not be Observation's")
        }
        var qualifies = model.importNames[f].contains("RxSwift")
        if case .declarations(let found) = model.lookupType("Observable", in: source(f), at: declaration.node), !found.isEmpty { qualifies = true }
        return (published, addsMacro, isolationIgnored, qualifies)
    }

    /// Attributes a class may carry that add no members.
    static let knownClassAttributes: Set<String> = [
        "MainActor", "objc", "objcMembers", "nonobjc", "available", "preconcurrency", "frozen", "usableFromInline",
        "dynamicMemberLookup", "dynamicCallable", "main", "UIApplicationMain", "NSApplicationMain", "_spi", "_fixed_layout",
        "unchecked", "retroactive", "Sendable", "IBDesignable", "GKInspectable", "_implementationOnly", "inlinable",
    ]

    /// Whether `attribute` names a global actor the project declares (`@DatabaseActor`).
    func isGlobalActor(_ attribute: String, _ f: Int) -> Bool {
        guard case .declarations(let found) = model.lookupType(attribute, in: source(f), at: nil) else { return false }
        return !found.isEmpty && found.allSatisfy { model.declaration($0).attributes.contains("globalActor") }
    }

    /// The class's own stored instance properties: the published ones, the ones
    /// `@Observable` would track, and what in them blocks the family (several properties
    /// in one declaration, wrappers, overrides, `open`, observers run by `init`, KVO).
    mutating func checkStoredProperties(_ family: Int, of id: Int32, members all: [Int32], className: String) -> (published: Set<String>, tracked: Set<String>) {
        let f = model.declaration(id).file
        let tree = self.tree(f)
        var published: Set<String> = []
        var tracked: Set<String> = []
        var seenNodes: Set<Node> = []
        for memberID in all where model.declaration(memberID).parent == id {
            let property = model.declaration(memberID)
            guard property.kind == .variable, !property.isStatic, !property.isComputed else { continue }
            let node = property.node
            let attributes = property.attributes
            let isPublished = attributes.contains("Published")
            let wrapper = attributes.first { $0 != "Published" && isPropertyWrapper($0, at: node, f) }
            let lazy = property.modifiers.contains("lazy")
            if isPublished { published.insert(property.name) }
            let isTracked = isPublished || (!lazy && wrapper == nil && !attributes.contains("ObservationIgnored"))
            if isTracked { tracked.insert(property.name) }
            guard seenNodes.insert(node).inserted else { continue }
            let offset = tree.startOffset(of: node)
            if node.children(.patternBinding).count > 1 {
                block(family, f, offset, "unsupported-shape",
                      "'\(className)' declares several stored properties in one declaration; @Observable (and @ObservationIgnored) apply to one property per declaration: split them first")
            }
            if isPublished, let wrapper {
                block(family, f, offset, "unsupported-shape",
                      "'\(className)' combines @Published with @\(wrapper); @Observable cannot track a property-wrapped property")
            }
            if isTracked && property.modifiers.contains("override") {
                block(family, f, offset, "unsupported-shape",
                      "'\(className)' overrides a property with observers; @Observable would try to track the override")
            }
            if let wrapper, ["AppStorage", "SceneStorage"].contains(wrapper) {
                block(family, f, offset, "storage-not-tracked",
                      "'\(className).\(property.name)' is @\(wrapper), which must be @ObservationIgnored under @Observable (views would stop refreshing on it); read it with @\(wrapper) in the views first")
            }
            if isTracked && property.modifiers.contains("open") {
                // The macro declares the backing storage `private` and copies the
                // property's own modifiers onto it: `private open var _x` does not compile.
                block(family, f, offset, "unsupported-shape",
                      "'\(className).\(property.name)' is an open stored property, which @Observable cannot track (its storage would be private and open at once): make it public first")
            }
            if isTracked, let (writeFile, write) = observerRunningWrite(of: property, in: id) {
                let writeTree = self.tree(writeFile)
                let line = writeTree.location(of: writeTree.startOffset(of: write)).line
                block(family, f, offset, "observer-in-init",
                      "'\(className).\(property.name)' has didSet/willSet and init writes it (\(Rewriting.place(model.files[writeFile].path, line))); under @Observable the observers would run there")
            }
            if isTracked && (attributes.contains("objc") || property.modifiers.contains("dynamic")) {
                block(family, f, offset, "objc-dynamic",
                      "'\(className).\(property.name)' is @objc dynamic (observed with KVO); @Observable would make it a computed property over other storage")
            }
        }
        return (published, tracked)
    }
}
